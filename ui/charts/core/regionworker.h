// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "background/latestrequestworker.h"

#include "analysis/region.h"
#include "analysis/solve.h"
#include "plan/catalog.h"
#include "plan/scenario.h"

#include <QObject>

#include <memory>

namespace planner {

/** Computes the feasible region at the targets' confidence (P50 or P90,
 *  tco::evaluateRegionAtRisk) on another core, for the region chart once
 *  the hand rests. A LatestRequestWorker (background/latestrequestworker.h):
 *  at most one job at a time on copies of the plan and catalog; a request
 *  made while one runs waits for it and then starts, and a result whose
 *  request is no longer the latest is dropped. No delay: requests come on
 *  release, not on every move. */
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
    void cancel() { m_worker.cancel(); }
    /** A request has no result yet. */
    bool isBusy() const { return m_worker.isBusy(); }
    /** The result of the latest request (after finished()); null before. */
    const tco::RegionGrid *latest() const { return m_latest.get(); }
    /** Blocks until the running job is done (tests, shutdown). */
    void waitForFinished() { m_worker.waitForIdle(); }

Q_SIGNALS:
    /** latest() holds the region of the latest request. */
    void finished();

private:
    struct Job {
        tco::Scenario scenario;
        std::shared_ptr<const tco::Catalog> catalog;
        tco::SolveTargets targets;
        tco::RegionAxis x, y;
        int samples = 0;
    };
    using Grid = std::shared_ptr<const tco::RegionGrid>;

    int m_samples = 48;
    Grid m_latest;
    /** Last: destroyed first, it waits for the running job. */
    LatestRequestWorker<Job, Grid> m_worker;
};

} // namespace planner
