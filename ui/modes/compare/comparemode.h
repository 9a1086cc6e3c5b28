// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "modekit/mode.h"

#include <QStringList>

namespace planner {

class CompareWindow;

/** File ▸ Compare Plans: this plan side by side with up to three saved
 *  plans, or with a copy to change, in a window of its own. */
class CompareMode : public WindowMode<CompareWindow>
{
    Q_OBJECT
public:
    using WindowMode::WindowMode;

    QString key() const override { return QStringLiteral("compare"); }
    void addActions(const ModeMenus &menus) override;
    void retranslate() override;
    /** The compared plans may have unsaved changes of their own. */
    bool mayClose() override;

    /** Opens the compare window with this plan and `files` (1–3 plans);
     *  false, with a message, when they cannot be compared. */
    bool compareWithFiles(const QStringList &files);

private:
    CompareWindow *ensureWindow();
    void compareWithCopy();

    QAction *m_compareAction = nullptr;
    QAction *m_copyAction = nullptr;
};

} // namespace planner
