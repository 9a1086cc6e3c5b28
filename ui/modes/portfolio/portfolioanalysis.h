// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "background/latestrequestworker.h"
#include "charts/portfolio/fleetdecisionchart.h"
#include "portfolio/optimiser.h"
#include "portfolio/portfoliotracking.h"
#include "portfolio/risk.h"

#include <QObject>

#include <memory>
#include <optional>

namespace planner {

/** What takes longer than a frame: the fleet decision (docs/model.md
 *  §16.4), the year's Monte Carlo (§16.5), a P10–P90 band along the
 *  fleet curve, and the runs' actual spend rolled up (§16.8). */
struct PortfolioOutlook {
    tco::FleetDecision fleet;
    tco::PortfolioRisk risk;
    std::vector<tco::FleetBandPoint> bands;
    /** The answer along the rent paths (tco::answersAcrossRentPaths);
     *  empty unless requested (PortfolioAnalysis::request). */
    std::vector<tco::PathAnswer> paths;
    /** Only when a run's plan holds actual spend (tco::runActualsOf). */
    std::optional<tco::PortfolioTracking> tracking;
};

/** What the portfolio's charts show (docs/model.md §16): the portfolio, its
 *  evaluation and, once the worker has it, the outlook (nullptr before). */
PortfolioFigures figuresOf(const tco::Portfolio &portfolio, const tco::PortfolioEvaluation &evaluation,
                           const PortfolioOutlook *outlook, bool interacting);

/** Computes the outlook of the latest portfolio on a worker thread: a
 *  request while one runs replaces any waiting request, so a burst of
 *  edits costs at most two runs and the answer is always the newest
 *  portfolio's (background/latestrequestworker.h). Seeded, so the same
 *  portfolio gives the same outlook. */
class PortfolioAnalysis : public QObject
{
    Q_OBJECT
public:
    explicit PortfolioAnalysis(const tco::Catalog &catalog, QObject *parent = nullptr);
    ~PortfolioAnalysis() override;

    /** `withPaths`: also the answer along the rent paths (two decisions
     *  more; only the Fleet decision tab shows it). */
    void request(const tco::Portfolio &portfolio, const std::vector<tco::RunDemands> &demands,
                 bool withPaths = false);
    bool isBusy() const { return m_worker.isBusy(); }
    /** The outlook of the last finished request; nullptr before the first. */
    const PortfolioOutlook *latest() const { return m_latest ? &*m_latest : nullptr; }
    /** Blocks until no request runs or waits (tests, reports). */
    void waitForIdle();

    /** Samples of the year's Monte Carlo, and of each point of the band. */
    static constexpr int kRiskSamples = 500;
    static constexpr int kBandSamples = tco::kFleetBandSamples;
    static constexpr int kBandPoints = tco::kFleetBandPoints;

Q_SIGNALS:
    void ready();

private:
    struct Job {
        tco::Portfolio portfolio;
        std::vector<tco::RunDemands> demands;
        bool withPaths = false;
    };
    static PortfolioOutlook compute(const Job &job, const tco::Catalog &catalog);

    std::optional<PortfolioOutlook> m_latest;
    /** Last: destroyed first, it waits for the running job. */
    LatestRequestWorker<Job, PortfolioOutlook> m_worker;
};

} // namespace planner
