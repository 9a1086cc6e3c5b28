// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/wheelguard.h"

#include <QEvent>
#include <QWidget>

namespace planner {

void WheelGuard::install(QWidget *widget)
{
    widget->installEventFilter(new WheelGuard(widget));
}

bool WheelGuard::eventFilter(QObject *watched, QEvent *event)
{
    if (event->type() == QEvent::Wheel) {
        auto *widget = static_cast<QWidget *>(watched);
        if (!widget->hasFocus()) {
            // Ignored, the event goes to the parent: the scroll area scrolls.
            event->ignore();
            return true;
        }
    }
    return QObject::eventFilter(watched, event);
}

} // namespace planner

#include "moc_wheelguard.cpp"
