// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "modekit/mode.h"

namespace planner {

class PresentationWindow;

/** View ▸ Presentation (F5): the plan as full-screen slides for the people
 *  who own the budget, in a window of its own. */
class PresentationMode : public WindowMode<PresentationWindow>
{
    Q_OBJECT
public:
    using WindowMode::WindowMode;

    QString key() const override { return QStringLiteral("presentation"); }
    void addActions(const ModeMenus &menus) override;
    void retranslate() override;

    /** Opens (or raises) the presentation on the window's screen. */
    void present();

private:
    QAction *m_action = nullptr;
};

} // namespace planner
