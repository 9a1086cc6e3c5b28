// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "analysis/analysis.h"
#include "analysis/variants.h"
#include "plan/catalog.h"
#include "plan/scenario.h"
#include "tracking/forecast.h"

#include <QFutureWatcher>
#include <QObject>
#include <QTimer>

#include <memory>
#include <vector>

namespace planner {

/** Runs the heavy analyses — Monte Carlo (tco::monteCarlo) and sensitivity
 *  (tco::sensitivity) — off the GUI thread so sliders never stutter.
 *
 *  Requests are coalesced: request() marks the analysis dirty and (re)arms
 *  a short timer; when it fires, one job runs on a copy of the scenario in
 *  the global thread pool. At most one job runs at a time; a result whose
 *  scenario is no longer current is discarded and a fresh job started. The
 *  run count and seed are the plan's (uncertainty.samples, uncertainty.seed),
 *  so the same scenario always gives the same figures (no jitter while
 *  dragging) and the window shows what the reports and `llm-tco risk` show.
 *
 *  While a slider is held the Monte Carlo follows every move: a request
 *  marked `interacting` starts at once (no coalescing) and runs the Monte
 *  Carlo alone (about 3 ms at 4,000 samples), so the KPI's P10–P90 and the
 *  histogram follow the hand; a result overtaken by a newer move is still
 *  dropped. Sensitivity and the what-if strip's variants (tco::whatIf,
 *  their P90 by tco::addRisk, same samples and seed) come once the change
 *  settles, and so does the tracking of a plan with actuals (tco::track). */
class AnalysisWorker : public QObject
{
    Q_OBJECT
public:
    struct Output {
        quint64 generation = 0;
        tco::RiskSummary risk;
        /** False for a result computed during a drag: `sensitivity` and
         *  `baseTotalUsd` are then the last settled ones, repeated. */
        bool hasSensitivity = false;
        std::vector<tco::SensitivityRow> sensitivity;
        double baseTotalUsd = 0;
        /** The variants with their P90, when the request asked for them. */
        bool hasVariants = false;
        std::vector<tco::VariantRow> variants;
        /** Actual spend against the plan and the forecast at completion
         *  (tco::track), for a plan with imported actuals; null without.
         *  During a drag the last settled one, repeated. */
        std::shared_ptr<const tco::Tracking> tracking;
    };

    explicit AnalysisWorker(const tco::Catalog &catalog, QObject *parent = nullptr);
    ~AnalysisWorker() override;

    /** Tests and benchmarks only: this many runs instead of the plan's
     *  uncertainty.samples (0 = the plan's, the default). */
    void setSamples(int samples) { m_samplesOverride = samples; }
    /** The runs and seed of the latest request: the plan's own
     *  (tco::riskSettings), so the window shows what its reports show. */
    int samples() const;
    std::uint64_t seed() const { return tco::riskSettings(m_scenario).seed; }
    /** Milliseconds a burst of requests is coalesced over. */
    void setCoalesceMs(int ms) { m_timer.setInterval(ms); }

    /** The scenario changed: analyse it soon; `withVariants`: also the
     *  P90 of each what-if variant (the change has settled);
     *  `interacting`: a slider is held, run the Monte Carlo alone and now. */
    void request(const tco::Scenario &scenario, bool withVariants = false, bool interacting = false);
    /** True while a job runs on the thread pool. */
    bool isRunning() const { return m_running; }
    /** True while the latest request has no result yet. */
    bool isStale() const { return m_pending || m_running; }
    /** Latest result that matches the latest request (after finished()). */
    const Output *latest() const { return m_latest.get(); }

Q_SIGNALS:
    /** Fresh results for the current scenario are in latest(). */
    void finished();
    /** The shown results no longer match the scenario (a new job is queued). */
    void staleChanged(bool stale);

private:
    void start();
    void onJobFinished();
    void setStale(bool stale);

    const tco::Catalog &m_catalog;
    QTimer m_timer;
    QFutureWatcher<Output> m_watcher;
    tco::Scenario m_scenario;
    quint64 m_generation = 0;
    int m_samplesOverride = 0;
    bool m_withVariants = true;
    bool m_interacting = false;
    bool m_pending = false;
    bool m_running = false;
    bool m_staleSignalled = false;
    std::unique_ptr<Output> m_latest;
};

} // namespace planner
