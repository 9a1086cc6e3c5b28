// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "modekit/mode.h"

#include <QPointer>

namespace planner {

class PresentationWindow;

/** View ▸ Presentation (F5): the plan as full-screen slides for the people
 *  who own the budget, in a window of its own. */
class PresentationMode : public Mode
{
    Q_OBJECT
public:
    explicit PresentationMode(const ModeContext &context, QObject *parent = nullptr);

    QString key() const override { return QStringLiteral("presentation"); }
    void addActions(const ModeMenus &menus) override;
    void retranslate() override;

    /** Opens (or raises) the presentation on the window's screen. */
    void present();
    /** The open presentation, if any (tests). */
    PresentationWindow *window() const;

private:
    QAction *m_action = nullptr;
    QPointer<PresentationWindow> m_window;
};

} // namespace planner
