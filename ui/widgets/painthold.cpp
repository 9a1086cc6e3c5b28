// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/painthold.h"

#include <QCoreApplication>
#include <QEvent>
#include <QWidget>

namespace planner {

PaintHold::PaintHold(QWidget *window, std::function<bool()> pending, QObject *parent)
    : QObject(parent), m_window(window), m_pending(std::move(pending))
{
    window->installEventFilter(this);
}

bool PaintHold::eventFilter(QObject *watched, QEvent *event)
{
    if (watched != m_window || event->type() != QEvent::UpdateRequest)
        return false;
    if (m_held >= kMostHolds || !m_pending()) {
        m_held = 0;
        return false;
    }
    // The same request Qt posts (QWidgetRepaintManager), behind the work.
    ++m_held;
    QCoreApplication::postEvent(m_window, new QEvent(QEvent::UpdateRequest), Qt::LowEventPriority);
    return true;
}

} // namespace planner
