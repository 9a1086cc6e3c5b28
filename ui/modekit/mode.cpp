// SPDX-License-Identifier: GPL-3.0-or-later
#include "modekit/mode.h"

#include <QMenu>
#include <QMenuBar>

namespace planner {

QMenu *ModeMenus::addMenu(const QString &objectName) const
{
    auto *menu = new QMenu(bar);
    menu->setObjectName(objectName);
    bar->insertMenu(view->menuAction(), menu);
    return menu;
}

} // namespace planner

#include "moc_mode.cpp"
