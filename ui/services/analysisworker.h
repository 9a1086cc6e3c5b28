// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "background/latestrequestworker.h"

#include "analysis/analysis.h"
#include "analysis/variants.h"
#include "plan/catalog.h"
#include "plan/scenario.h"
#include "tracking/forecast.h"

#include <QObject>

#include <atomic>
#include <memory>
#include <vector>

namespace planner {

/** Runs the heavy analyses — Monte Carlo (tco::monteCarlo) and sensitivity
 *  (tco::sensitivity) — off the GUI thread so sliders never stutter.
 *
 *  Requests are coalesced (background/latestrequestworker.h): a request
 *  waits a short delay, then one job runs on a copy of the scenario on
 *  backgroundPool(). At most one job runs at a time; a result whose
 *  scenario is no longer current is discarded and a fresh job started. The
 *  run count and seed are the plan's (uncertainty.samples, uncertainty.seed),
 *  so the same scenario always gives the same figures (no jitter while
 *  dragging) and the window shows what the reports and `llm-tco risk` show.
 *
 *  While a slider is held the Monte Carlo follows every move: a request
 *  marked `interacting` starts at once (no coalescing) and runs the Monte
 *  Carlo (about 3 ms at 4,000 samples), shown at once (finished), then,
 *  when asked, the what-if strip's variants (tco::whatIf: their totals and
 *  days, off the GUI thread, where they were half of a move's work;
 *  variantsFinished), so the KPI's P10–P90, the histogram and the strip
 *  follow the hand; a result overtaken by a newer move is still dropped. Sensitivity and the variants' P90s
 *  (tco::addRisk, same samples and seed) come once the change settles, and
 *  so does the tracking of a plan with actuals (tco::track). */
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
        /** The plan's what-if variants (tco::whatIf), when the request
         *  asked for them: during a drag their totals and days alone (after
         *  variantsFinished), once the hand rests each one's P90 too
         *  (tco::addRisk). */
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
    void setCoalesceMs(int ms) { m_worker.setDelayMs(ms); }

    /** The scenario changed: analyse it soon; `withVariants`: also the
     *  what-if variants, with each one's P90 once the change has settled;
     *  `interacting`: a slider is held, run the Monte Carlo (and the
     *  variants' totals and days alone) now. */
    void request(const tco::Scenario &scenario, bool withVariants = false, bool interacting = false);
    /** True while a job runs on the thread pool. */
    bool isRunning() const { return m_worker.isRunning(); }
    /** True while the latest request has no result yet. */
    bool isStale() const { return !m_latest || m_latest->generation != m_worker.generation(); }
    /** Latest result that matches the latest request (after finished()). */
    const Output *latest() const { return m_latest.get(); }
    /** True while the running job's Monte Carlo is computed but not yet
     *  taken up by the GUI thread (finished() not yet emitted for it). */
    bool resultWaiting() const { return m_worker.firstResultWaiting(); }

Q_SIGNALS:
    /** Fresh results for the current scenario are in latest(). */
    void finished();
    /** During a drag: latest() now has the what-if variants of the current
     *  scenario too (their totals and days), evaluated after its Monte Carlo. */
    void variantsFinished();
    /** The shown results no longer match the scenario (a new job is queued). */
    void staleChanged(bool stale);

private:
    struct Request {
        tco::Scenario scenario;
        bool withVariants = false;
        /** False during a drag: the Monte Carlo (and variants) alone. */
        bool withSensitivity = true;
    };
    /** On a pool thread: m_catalog is never changed, m_samplesOverride is
     *  read as the job starts. */
    void compute(const Request &request, QPromise<Output> &promise) const;
    void onResult(Output &&out, int index);
    void setStale(bool stale);

    const tco::Catalog &m_catalog;
    tco::Scenario m_scenario; ///< of the latest request
    std::atomic<int> m_samplesOverride{0};
    bool m_staleSignalled = false;
    std::unique_ptr<Output> m_latest;
    /** Last: destroyed first, it waits for a job that reads the members above. */
    LatestRequestWorker<Request, Output> m_worker;
};

} // namespace planner
