// SPDX-License-Identifier: GPL-3.0-or-later
#include "services/analysisworker.h"

#include "background/backgroundpool.h"

#include "plan/evaluate.h"

#include <QPromise>
#include <QtConcurrent/QtConcurrentRun>

#include <algorithm>

namespace planner {
AnalysisWorker::AnalysisWorker(const tco::Catalog &catalog, QObject *parent)
    : QObject(parent), m_catalog(catalog)
{
    m_timer.setSingleShot(true);
    m_timer.setInterval(120);
    connect(&m_timer, &QTimer::timeout, this, &AnalysisWorker::start);
    connect(&m_watcher, &QFutureWatcher<Output>::resultReadyAt, this, &AnalysisWorker::onResultReady);
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

bool AnalysisWorker::resultWaiting() const
{
    return m_running && m_resultsTaken == 0 && m_watcher.future().resultCount() > 0;
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
    m_resultsTaken = 0;
    const quint64 generation = m_generation;
    const int samples = this->samples();
    const std::uint64_t seed = this->seed();
    const tco::Catalog *catalog = &m_catalog;
    const bool withVariants = m_withVariants;
    const bool withSensitivity = !m_interacting;
    m_watcher.setFuture(QtConcurrent::run(backgroundPool(), [scenario = m_scenario, catalog, samples, seed,
                                                             generation, withVariants,
                                                             withSensitivity](QPromise<Output> &promise) {
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
        if (!withVariants) {
            promise.addResult(std::move(out));
            return;
        }
        if (!withSensitivity) {
            // During a drag: the Monte Carlo is shown before the variants
            // are evaluated, and they follow as a second result.
            promise.addResult(out);
            out.variants = tco::whatIf(scenario, *catalog);
            out.hasVariants = true;
            promise.addResult(std::move(out), 1);
            return;
        }
        out.variants = tco::whatIf(scenario, *catalog);
        out.hasVariants = true;
        // About a dozen Monte Carlos more (8 ms each at 10k samples).
        tco::addRisk(out.variants, scenario, *catalog, samples, seed);
        promise.addResult(std::move(out));
    }));
}

void AnalysisWorker::onResultReady(int index)
{
    m_resultsTaken = std::max(m_resultsTaken, index + 1);
    Output out = m_watcher.resultAt(index);
    if (out.generation != m_generation)
        return; // the scenario moved on while it ran: the next job follows
    if (index > 0 && m_latest) {
        // A drag's variants, after its Monte Carlo (already shown).
        m_latest->variants = std::move(out.variants);
        m_latest->hasVariants = true;
        Q_EMIT variantsFinished();
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

void AnalysisWorker::onJobFinished()
{
    m_running = false;
    // A request made while it ran (the coalescing delay has already passed).
    if (m_pending)
        start();
}

void AnalysisWorker::setStale(bool stale)
{
    if (m_staleSignalled == stale)
        return;
    m_staleSignalled = stale;
    Q_EMIT staleChanged(stale);
}

} // namespace planner

#include "moc_analysisworker.cpp"
