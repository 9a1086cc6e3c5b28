// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>

#include <functional>

namespace planner {

/** Runs a function once the window has painted what is already waiting to
 *  be painted. Qt posts a window's paint request at Qt::LowEventPriority,
 *  behind every ordinary event; this posts below even that. Work that may
 *  wait a frame (the what-if strip's totals during a drag, which arrive
 *  from the analysis worker just after the move's Monte Carlo) then no
 *  longer holds back the figures and charts the move already changed.
 *  Requests made before the function runs are one run. */
class AfterPaint : public QObject
{
    Q_OBJECT
public:
    AfterPaint(std::function<void()> run, QObject *parent);

    void request();
    bool isPending() const { return m_pending; }

protected:
    bool event(QEvent *event) override;

private:
    std::function<void()> m_run;
    bool m_pending = false;
};

} // namespace planner
