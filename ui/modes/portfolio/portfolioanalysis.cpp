// SPDX-License-Identifier: GPL-3.0-or-later
#include "modes/portfolio/portfolioanalysis.h"

#include <QCoreApplication>

namespace planner {

PortfolioFigures figuresOf(const tco::Portfolio &portfolio, const tco::PortfolioEvaluation &evaluation,
                           const PortfolioOutlook *outlook, bool interacting)
{
    PortfolioFigures f;
    f.portfolio = &portfolio;
    f.evaluation = &evaluation;
    f.fleet = outlook ? &outlook->fleet : nullptr;
    f.risk = outlook ? &outlook->risk : nullptr;
    f.band = outlook ? &outlook->bands : nullptr;
    f.interacting = interacting;
    return f;
}

PortfolioAnalysis::PortfolioAnalysis(const tco::Catalog &catalog, QObject *parent)
    : QObject(parent),
      m_worker([&catalog](const Job &job,
                          QPromise<PortfolioOutlook> &promise) { promise.addResult(compute(job, catalog)); },
               [this](PortfolioOutlook &&outlook, int) {
                   m_latest = std::move(outlook);
                   Q_EMIT ready();
               })
{
}

PortfolioAnalysis::~PortfolioAnalysis() = default;

PortfolioOutlook PortfolioAnalysis::compute(const Job &job, const tco::Catalog &catalog)
{
    PortfolioOutlook out;
    // Actual spend on the runs' plans, rolled up (docs/model.md §16.8).
    const tco::RunActuals actuals = tco::runActualsOf(job.portfolio);
    if (!actuals.empty())
        out.tracking = tco::trackPortfolio(
            job.portfolio, tco::evaluatePortfolio(job.portfolio, job.demands, catalog), actuals, catalog);
    out.fleet = tco::optimiseFleet(job.portfolio, job.demands, catalog);
    tco::PortfolioRiskSettings settings;
    if (job.withPaths)
        out.paths = tco::answersAcrossRentPaths(job.portfolio, job.demands, catalog, out.fleet, settings);
    settings.samples = kRiskSamples;
    out.risk = tco::portfolioMonteCarlo(job.portfolio, job.demands, catalog, settings);
    settings.samples = kBandSamples;
    out.bands = tco::fleetBand(job.portfolio, job.demands, catalog, out.fleet, kBandPoints, settings);
    return out;
}

void PortfolioAnalysis::request(const tco::Portfolio &portfolio, const std::vector<tco::RunDemands> &demands,
                                bool withPaths)
{
    m_worker.submit(Job{portfolio, demands, withPaths});
}

void PortfolioAnalysis::waitForIdle()
{
    // At least once, and again while what the answer set off (a request
    // the window queues on ready(), e.g. a tab's rent paths) keeps it busy.
    do {
        m_worker.waitForIdle();
        QCoreApplication::processEvents();
    } while (isBusy());
}

} // namespace planner

#include "moc_portfolioanalysis.cpp"
