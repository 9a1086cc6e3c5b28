// SPDX-License-Identifier: GPL-3.0-or-later
#include "modes/portfolio/portfolioanalysis.h"

#include "background/backgroundpool.h"

#include <QCoreApplication>
#include <QtConcurrent/QtConcurrentRun>

#include <algorithm>

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
    : QObject(parent), m_catalog(catalog)
{
    connect(&m_watcher, &QFutureWatcher<PortfolioOutlook>::finished, this, &PortfolioAnalysis::finished);
}

PortfolioAnalysis::~PortfolioAnalysis()
{
    m_waiting.reset();
    m_watcher.waitForFinished();
}

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
    Job job{portfolio, demands, withPaths};
    if (m_watcher.isRunning()) {
        m_waiting = std::move(job);
        return;
    }
    start(std::move(job));
}

void PortfolioAnalysis::start(Job job)
{
    const tco::Catalog *catalog = &m_catalog;
    m_watcher.setFuture(QtConcurrent::run(
        backgroundPool(), [job = std::move(job), catalog] { return compute(job, *catalog); }));
}

void PortfolioAnalysis::finished()
{
    if (m_waiting) {
        // A newer portfolio waits: this answer is already stale.
        Job next = std::move(*m_waiting);
        m_waiting.reset();
        start(std::move(next));
        return;
    }
    m_latest = m_watcher.result();
    Q_EMIT ready();
}

bool PortfolioAnalysis::isBusy() const
{
    return m_watcher.isRunning() || m_waiting.has_value();
}

void PortfolioAnalysis::waitForIdle()
{
    // At least once: a run that has finished may still have its answer
    // waiting in the event queue (isBusy() is false, latest() not set yet).
    do {
        m_watcher.waitForFinished();
        QCoreApplication::sendPostedEvents(&m_watcher);
        QCoreApplication::processEvents();
    } while (isBusy());
}

} // namespace planner

#include "moc_portfolioanalysis.cpp"
