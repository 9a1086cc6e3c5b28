// SPDX-License-Identifier: GPL-3.0-or-later
#include "services/analysisworker.h"

#include "plan/evaluate.h"

namespace planner {
namespace {

int samplesOf(const tco::Scenario &scenario, int samplesOverride)
{
    return samplesOverride > 0 ? samplesOverride : tco::riskSettings(scenario).samples;
}

} // namespace

AnalysisWorker::AnalysisWorker(const tco::Catalog &catalog, QObject *parent)
    : QObject(parent), m_catalog(catalog),
      m_worker([this](const Request &request, QPromise<Output> &promise) { compute(request, promise); },
               [this](Output &&out, int index) { onResult(std::move(out), index); })
{
    m_worker.setDelayMs(120);
}

AnalysisWorker::~AnalysisWorker() = default;

void AnalysisWorker::request(const tco::Scenario &scenario, bool withVariants, bool interacting)
{
    m_scenario = scenario;
    // During a drag: now, the Monte Carlo alone (a job in flight is
    // followed by this one as soon as it ends). Otherwise a burst of edits
    // is coalesced over the delay.
    m_worker.submit(Request{scenario, withVariants, !interacting},
                    interacting ? LatestRequestWorker<Request, Output>::Start::Now
                                : LatestRequestWorker<Request, Output>::Start::AfterDelay);
    setStale(true);
}

int AnalysisWorker::samples() const
{
    return samplesOf(m_scenario, m_samplesOverride);
}

void AnalysisWorker::compute(const Request &request, QPromise<Output> &promise) const
{
    const tco::Scenario &scenario = request.scenario;
    const tco::Catalog &catalog = m_catalog;
    const int samples = samplesOf(scenario, m_samplesOverride);
    const std::uint64_t seed = tco::riskSettings(scenario).seed;
    const bool withSensitivity = request.withSensitivity;
    Output out;
    out.risk = tco::monteCarlo(scenario, catalog, samples, seed);
    if (withSensitivity) {
        out.sensitivity = tco::sensitivity(scenario, catalog, 0.1);
        out.hasSensitivity = true;
    }
    out.baseTotalUsd = tco::evaluate(scenario, catalog).totalUsd;
    if (withSensitivity && !scenario.actuals.empty())
        out.tracking =
            std::make_shared<const tco::Tracking>(tco::track(scenario, catalog, scenario.actuals.get()));
    if (!request.withVariants) {
        promise.addResult(std::move(out));
        return;
    }
    if (!withSensitivity) {
        // During a drag: the Monte Carlo is shown before the variants
        // are evaluated, and they follow as a second result.
        promise.addResult(out);
        out.variants = tco::whatIf(scenario, catalog);
        out.hasVariants = true;
        promise.addResult(std::move(out), 1);
        return;
    }
    out.variants = tco::whatIf(scenario, catalog);
    out.hasVariants = true;
    // About a dozen Monte Carlos more (8 ms each at 10k samples).
    tco::addRisk(out.variants, scenario, catalog, samples, seed);
    promise.addResult(std::move(out));
}

void AnalysisWorker::onResult(Output &&out, int index)
{
    // Only the latest request's results come here (LatestRequestWorker).
    out.generation = m_worker.generation();
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

void AnalysisWorker::setStale(bool stale)
{
    if (m_staleSignalled == stale)
        return;
    m_staleSignalled = stale;
    Q_EMIT staleChanged(stale);
}

} // namespace planner

#include "moc_analysisworker.cpp"
