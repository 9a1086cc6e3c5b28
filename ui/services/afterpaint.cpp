// SPDX-License-Identifier: GPL-3.0-or-later
#include "services/afterpaint.h"

#include <QCoreApplication>
#include <QEvent>

namespace planner {
namespace {

QEvent::Type runType()
{
    static const auto type = static_cast<QEvent::Type>(QEvent::registerEventType());
    return type;
}

} // namespace

AfterPaint::AfterPaint(std::function<void()> run, QObject *parent) : QObject(parent), m_run(std::move(run))
{
}

void AfterPaint::request()
{
    if (m_pending)
        return;
    m_pending = true;
    QCoreApplication::postEvent(this, new QEvent(runType()), Qt::LowEventPriority - 1);
}

bool AfterPaint::event(QEvent *event)
{
    if (event->type() != runType())
        return QObject::event(event);
    m_pending = false;
    m_run();
    return true;
}

} // namespace planner

#include "moc_afterpaint.cpp"
