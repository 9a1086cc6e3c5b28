// SPDX-License-Identifier: GPL-3.0-or-later
#include "modes/portfolio/portfolioanalysis.h"

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
    settings.samples = kRiskSamples;
    out.risk = tco::portfolioMonteCarlo(job.portfolio, job.demands, catalog, settings);
    if (!out.fleet.valid || out.fleet.curve.empty())
        return out;
    // The band: the Monte Carlo at evenly spread points of the curve, each
    // with that point's owned and committed counts.
    settings.samples = kBandSamples;
    const auto n = static_cast<int>(out.fleet.curve.size());
    const int points = std::min(n, kBandPoints);
    int last = -1;
    for (int i = 0; i < points; ++i) {
        const int at = points > 1 ? i * (n - 1) / (points - 1) : 0;
        if (at == last)
            continue;
        last = at;
        const tco::FleetPoint &pt = out.fleet.curve[static_cast<std::size_t>(at)];
        tco::Portfolio fleet = job.portfolio;
        fleet.pools[static_cast<std::size_t>(out.fleet.ownedPool)].count = pt.owned;
        if (out.fleet.commitmentPool >= 0)
            fleet.pools[static_cast<std::size_t>(out.fleet.commitmentPool)].count = pt.committed;
        const tco::PortfolioRisk r = tco::portfolioMonteCarlo(fleet, job.demands, catalog, settings);
        out.bands.push_back({pt.owned, r.annualP10, r.annualP90});
    }
    return out;
}

void PortfolioAnalysis::request(const tco::Portfolio &portfolio, const std::vector<tco::RunDemands> &demands)
{
    Job job{portfolio, demands};
    if (m_watcher.isRunning()) {
        m_waiting = std::move(job);
        return;
    }
    start(std::move(job));
}

void PortfolioAnalysis::start(Job job)
{
    const tco::Catalog *catalog = &m_catalog;
    m_watcher.setFuture(
        QtConcurrent::run([job = std::move(job), catalog] { return compute(job, *catalog); }));
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
    while (isBusy()) {
        m_watcher.waitForFinished();
        QCoreApplication::sendPostedEvents(&m_watcher);
        QCoreApplication::processEvents();
    }
}

} // namespace planner
