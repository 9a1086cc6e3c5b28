// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "analysis/region.h"
#include "analysis/solve.h"
#include "plan/catalog.h"
#include "plan/scenario.h"

#include <QFutureWatcher>
#include <QObject>

#include <memory>

namespace planner {

/** Computes the feasible region at the targets' confidence (P50 or P90,
 *  tco::evaluateRegionAtRisk) on another core, for the region chart once
 *  the hand rests. The pattern of services/AnalysisWorker: at most one job
 *  at a time on copies of the plan and catalog; a request made while one
 *  runs waits for it and then starts, and a result whose request is no
 *  longer the latest is dropped. */
class RegionWorker : public QObject
{
    Q_OBJECT
public:
    explicit RegionWorker(QObject *parent = nullptr);
    ~RegionWorker() override;

    /** Monte Carlo samples per cell (default 48: 64 × 48 cells in well
     *  under 300 ms; the solver uses thousands for one plan). */
    void setSamples(int samples) { m_samples = samples; }
    int samples() const { return m_samples; }

    /** Compute this region; supersedes every earlier request. */
    void request(const tco::Scenario &scenario, const tco::Catalog &catalog, const tco::SolveTargets &targets,
                 const tco::RegionAxis &x, const tco::RegionAxis &y);
    /** Drop the pending request and any result still to come (a slider is held). */
    void cancel();
    /** A request has no result yet. */
    bool isBusy() const { return m_pending || m_running; }
    /** The result of the latest request (after finished()); null before. */
    const tco::RegionGrid *latest() const { return m_latest.get(); }
    /** Blocks until the running job is done (tests, shutdown). */
    void waitForFinished();

Q_SIGNALS:
    /** latest() holds the region of the latest request. */
    void finished();

private:
    struct Job {
        quint64 generation = 0;
        tco::Scenario scenario;
        std::shared_ptr<const tco::Catalog> catalog;
        tco::SolveTargets targets;
        tco::RegionAxis x, y;
    };
    struct Output {
        quint64 generation = 0;
        std::shared_ptr<tco::RegionGrid> grid;
    };
    void start();
    void onJobFinished();

    QFutureWatcher<Output> m_watcher;
    Job m_next;
    quint64 m_generation = 0;
    int m_samples = 48;
    bool m_pending = false;
    bool m_running = false;
    std::shared_ptr<tco::RegionGrid> m_latest;
};

} // namespace planner
