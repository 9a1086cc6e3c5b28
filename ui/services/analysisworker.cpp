// SPDX-License-Identifier: GPL-3.0-or-later
#include "services/analysisworker.h"

#include "plan/evaluate.h"

#include <QtConcurrent/QtConcurrentRun>

namespace planner {
AnalysisWorker::AnalysisWorker(const tco::Catalog &catalog, QObject *parent)
    : QObject(parent), m_catalog(catalog)
{
    m_timer.setSingleShot(true);
    m_timer.setInterval(120);
    connect(&m_timer, &QTimer::timeout, this, &AnalysisWorker::start);
    connect(&m_watcher, &QFutureWatcher<Output>::finished, this, &AnalysisWorker::onJobFinished);
}

AnalysisWorker::~AnalysisWorker()
{
    // The job holds only copies, but wait so no thread outlives the window.
    m_watcher.waitForFinished();
}

void AnalysisWorker::request(const tco::Scenario &scenario, bool withVariants, bool interacting)
{
    m_scenario = scenario;
    m_withVariants = withVariants;
    m_interacting = interacting;
    ++m_generation;
    m_pending = true;
    setStale(true);
    if (interacting) {
        // During a drag: now, the Monte Carlo alone (a job in flight is
        // followed by this one as soon as it ends).
        m_timer.stop();
        start();
        return;
    }
    // Coalesce: a burst of edits sends many requests; the timer is not
    // restarted, so results keep arriving at a steady rate.
    if (!m_running && !m_timer.isActive())
        m_timer.start();
}

int AnalysisWorker::samples() const
{
    return m_samplesOverride > 0 ? m_samplesOverride : tco::riskSettings(m_scenario).samples;
}

void AnalysisWorker::start()
{
    if (m_running || !m_pending)
        return;
    m_pending = false;
    m_running = true;
    const quint64 generation = m_generation;
    const int samples = this->samples();
    const std::uint64_t seed = this->seed();
    const tco::Catalog *catalog = &m_catalog;
    const bool withVariants = m_withVariants && !m_interacting;
    const bool withSensitivity = !m_interacting;
    m_watcher.setFuture(QtConcurrent::run([scenario = m_scenario, catalog, samples, seed, generation,
                                           withVariants, withSensitivity] {
        Output out;
        out.generation = generation;
        out.risk = tco::monteCarlo(scenario, *catalog, samples, seed);
        if (withSensitivity) {
            out.sensitivity = tco::sensitivity(scenario, *catalog, 0.1);
            out.hasSensitivity = true;
        }
        out.baseTotalUsd = tco::evaluate(scenario, *catalog).totalUsd;
        if (withSensitivity && !scenario.actuals.empty())
            out.tracking =
                std::make_shared<const tco::Tracking>(tco::track(scenario, *catalog, scenario.actuals.get()));
        if (withVariants) {
            // About a dozen Monte Carlos more (8 ms each at 10k samples).
            out.variants = tco::whatIf(scenario, *catalog);
            tco::addRisk(out.variants, scenario, *catalog, samples, seed);
            out.hasVariants = true;
        }
        return out;
    }));
}

void AnalysisWorker::onJobFinished()
{
    m_running = false;
    Output out = m_watcher.result();
    if (out.generation != m_generation) {
        // Stale: the scenario moved on while it ran. Start the next one now
        // (the coalescing delay has already passed).
        if (m_pending)
            start();
        return;
    }
    if (!out.hasSensitivity && m_latest) {
        // A drag's result: the last settled sensitivity (with its base
        // total) stands until the hand rests.
        out.sensitivity = m_latest->sensitivity;
        out.baseTotalUsd = m_latest->baseTotalUsd;
        if (!m_scenario.actuals.empty())
            out.tracking = m_latest->tracking;
    }
    m_latest = std::make_unique<Output>(std::move(out));
    setStale(false);
    Q_EMIT finished();
}

void AnalysisWorker::setStale(bool stale)
{
    if (m_staleSignalled == stale)
        return;
    m_staleSignalled = stale;
    Q_EMIT staleChanged(stale);
}

} // namespace planner
