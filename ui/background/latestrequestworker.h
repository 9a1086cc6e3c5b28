// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "background/backgroundpool.h"

#include <QCoreApplication>
#include <QFutureWatcher>
#include <QPromise>
#include <QTimer>
#include <QtConcurrent/QtConcurrentRun>

#include <algorithm>
#include <functional>
#include <optional>
#include <utility>

namespace planner {

/** Runs the newest request on backgroundPool(), one job at a time, and
 *  hands the GUI thread only the results of the newest request: the one
 *  pattern of the window's analyses (services/analysisworker.h, the
 *  feasible region's charts/core/regionworker.h and the portfolio's
 *  modes/portfolio/portfolioanalysis.h).
 *
 *  - A request replaces any request still waiting: a burst of edits costs
 *    at most the job already running and one more, on the newest request.
 *  - A result is delivered only while its request is the newest: one
 *    overtaken by a later request (or by cancel()) is dropped, so the
 *    caller never shows figures of a plan the user has already left.
 *  - A job may report several results (QPromise::addResult with an index,
 *    e.g. a drag's Monte Carlo before its variants); each is delivered as
 *    it comes, with its index.
 *  - Optionally a request waits setDelayMs() before it starts, so a burst
 *    is coalesced; the wait is not restarted by later requests, so results
 *    keep arriving at a steady rate while the burst lasts.
 *  - The destructor drops what waits and waits for the running job, which
 *    holds only its own request, so no thread outlives the owner; nothing
 *    is delivered from then on.
 *
 *  Not a QObject (a template cannot be one): its owner declares the
 *  signals and passes `deliver`, called on the GUI thread. */
template <typename Request, typename Result> class LatestRequestWorker
{
public:
    /** Runs on a pool thread with the job's own copy of the request. */
    using Compute = std::function<void(const Request &, QPromise<Result> &)>;
    /** A result of the newest request, and its index among the job's. */
    using Deliver = std::function<void(Result &&, int index)>;
    enum class Start { AfterDelay, Now };

    LatestRequestWorker(Compute compute, Deliver deliver)
        : m_compute(std::move(compute)), m_deliver(std::move(deliver))
    {
        m_timer.setSingleShot(true);
        m_timer.setInterval(0);
        QObject::connect(&m_timer, &QTimer::timeout, &m_timer, [this] { startWaiting(); });
        QObject::connect(&m_watcher, &QFutureWatcherBase::resultReadyAt, &m_watcher,
                         [this](int index) { onResultReady(index); });
        QObject::connect(&m_watcher, &QFutureWatcherBase::finished, &m_watcher, [this] { onJobFinished(); });
    }
    ~LatestRequestWorker()
    {
        m_timer.stop();
        m_waiting.reset();
        m_watcher.waitForFinished();
    }
    LatestRequestWorker(const LatestRequestWorker &) = delete;
    LatestRequestWorker &operator=(const LatestRequestWorker &) = delete;

    /** Milliseconds a request made while idle waits before it starts (0,
     *  the default: at once). */
    void setDelayMs(int ms) { m_timer.setInterval(ms); }

    /** Supersedes every earlier request. `Start::Now` skips the delay
     *  (a request made while a job runs still waits for that job). */
    void submit(Request request, Start when = Start::AfterDelay)
    {
        m_waiting = std::move(request);
        ++m_generation;
        if (when == Start::Now || m_timer.interval() == 0) {
            m_timer.stop();
            startWaiting();
            return;
        }
        if (!m_running && !m_timer.isActive())
            m_timer.start();
    }
    /** Drops the waiting request and every result still to come. */
    void cancel()
    {
        ++m_generation;
        m_waiting.reset();
        m_timer.stop();
    }

    /** Counts submit() and cancel() calls: a result belongs to the newest
     *  request when it carries this number. */
    quint64 generation() const { return m_generation; }
    /** True while a job runs, until the GUI thread has taken its end. */
    bool isRunning() const { return m_running; }
    /** The newest request (or, after cancel(), the job still running) has
     *  delivered nothing yet: false while the receivers of the newest
     *  request's result read it, so they may hide what is being redone. */
    bool isBusy() const { return m_waiting.has_value() || (m_running && !m_newestDelivered); }
    /** The running job's first result is computed but not yet delivered
     *  (a paint may wait for it: modes/plan/planmode.cpp). */
    bool firstResultWaiting() const
    {
        return m_running && m_resultsTaken == 0 && m_watcher.future().resultCount() > 0;
    }

    /** Blocks until no job runs and no request waits, delivering the
     *  results on the way (tests, reports, benchmarks). */
    void waitForIdle()
    {
        while (m_running || m_waiting) {
            startWaiting(); // a request still in its delay starts now
            m_watcher.waitForFinished();
            // The job's results and end are queued to the watcher by now
            // (QFutureInterface posts them before it wakes waiters).
            QCoreApplication::sendPostedEvents(&m_watcher);
        }
    }

private:
    void startWaiting()
    {
        if (m_running || !m_waiting)
            return;
        m_running = true;
        m_newestDelivered = false;
        m_resultsTaken = 0;
        m_runningGeneration = m_generation;
        const Compute *compute = &m_compute; // lives until the job ends: see the destructor
        m_watcher.setFuture(QtConcurrent::run(
            backgroundPool(), [compute, request = std::move(*m_waiting)](QPromise<Result> &promise) {
                (*compute)(request, promise);
            }));
        m_waiting.reset();
    }
    void onResultReady(int index)
    {
        m_resultsTaken = std::max(m_resultsTaken, index + 1);
        if (m_runningGeneration != m_generation)
            return; // overtaken while it ran: the newest request follows
        m_newestDelivered = true;
        m_deliver(m_watcher.resultAt(index), index);
    }
    void onJobFinished()
    {
        if (!m_running)
            return;
        m_running = false;
        // A request made while it ran: its delay has already passed.
        startWaiting();
    }

    const Compute m_compute;
    const Deliver m_deliver;
    QTimer m_timer;
    QFutureWatcher<Result> m_watcher;
    std::optional<Request> m_waiting;
    quint64 m_generation = 0;
    quint64 m_runningGeneration = 0;
    int m_resultsTaken = 0;
    bool m_running = false;
    bool m_newestDelivered = false; ///< the running job's request is the newest and has a result in
};

} // namespace planner
