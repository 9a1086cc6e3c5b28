// SPDX-License-Identifier: GPL-3.0-or-later
#include "charts/core/regionworker.h"

#include "background/backgroundpool.h"

#include <QtConcurrent/QtConcurrentRun>

namespace planner {

RegionWorker::RegionWorker(QObject *parent) : QObject(parent)
{
    connect(&m_watcher, &QFutureWatcher<Output>::finished, this, &RegionWorker::onJobFinished);
}

RegionWorker::~RegionWorker()
{
    // The job holds only copies, but no thread should outlive the chart.
    m_watcher.waitForFinished();
}

void RegionWorker::request(const tco::Scenario &scenario, const tco::Catalog &catalog,
                           const tco::SolveTargets &targets, const tco::RegionAxis &x,
                           const tco::RegionAxis &y)
{
    m_next.generation = ++m_generation;
    m_next.scenario = scenario;
    // A copy: the user catalog may change while the job runs.
    m_next.catalog = std::make_shared<const tco::Catalog>(catalog);
    m_next.targets = targets;
    m_next.x = x;
    m_next.y = y;
    m_pending = true;
    // No coalescing delay: requests come on release, not on every move.
    if (!m_running)
        start();
}

void RegionWorker::cancel()
{
    ++m_generation;
    m_pending = false;
}

void RegionWorker::waitForFinished()
{
    while (isBusy()) {
        m_watcher.waitForFinished();
        onJobFinished();
    }
}

void RegionWorker::start()
{
    if (m_running || !m_pending)
        return;
    m_pending = false;
    m_running = true;
    const int samples = m_samples;
    m_watcher.setFuture(QtConcurrent::run(backgroundPool(), [job = m_next, samples] {
        Output out;
        out.generation = job.generation;
        out.grid = std::make_shared<tco::RegionGrid>();
        tco::RiskSettings risk;
        risk.samples = samples;
        tco::evaluateRegionAtRisk(*out.grid, job.scenario, *job.catalog, job.targets, job.x, job.y, risk);
        return out;
    }));
}

void RegionWorker::onJobFinished()
{
    if (!m_running)
        return;
    m_running = false;
    Output out = m_watcher.result();
    if (out.generation == m_generation) {
        m_latest = std::move(out.grid);
        Q_EMIT finished();
    }
    if (m_pending)
        start();
}

} // namespace planner

#include "moc_regionworker.cpp"
