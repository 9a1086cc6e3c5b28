// SPDX-License-Identifier: GPL-3.0-or-later
// Two portfolios side by side (docs/model.md §16.7): the annual cost of
// each split into the parts PortfolioMetrics already breaks out, so the
// waterfall from A to B is the difference of each part and adds up by
// construction (total = runs' charges + extras + idle + shared, §16.3).
#include "portfolio/portfoliocompare.h"

#include <algorithm>

namespace tco {

std::string_view costCauseKey(CostCause c)
{
    switch (c) {
    case CostCause::Owned:
        return "owned";
    case CostCause::Commitment:
        return "commitment";
    case CostCause::CapacityBlock:
        return "capacityBlock";
    case CostCause::OnDemand:
        return "onDemand";
    case CostCause::Spot:
        return "spot";
    case CostCause::Idle:
        return "idle";
    case CostCause::RunExtras:
        return "runExtras";
    case CostCause::NotPlaced:
        return "notPlaced";
    case CostCause::SharedData:
        return "sharedData";
    case CostCause::Shared:
        return "shared";
    case CostCause::Count:
        break;
    }
    return "";
}

namespace {

double annualFactor(const Portfolio &p)
{
    return p.horizonMonths > 0 ? 12.0 / p.horizonMonths : 0.0;
}

CostCause chargedCause(PoolKind k)
{
    switch (k) {
    case PoolKind::Owned:
        return CostCause::Owned;
    case PoolKind::Commitment:
        return CostCause::Commitment;
    case PoolKind::CapacityBlock:
        return CostCause::CapacityBlock;
    case PoolKind::Spot:
        return CostCause::Spot;
    default:
        return CostCause::OnDemand;
    }
}

OwnedFigures ownedFigures(const Portfolio &p, const PortfolioMetrics &m)
{
    OwnedFigures o;
    for (std::size_t i = 0; i < p.pools.size(); ++i) {
        if (p.pools[i].kind != PoolKind::Owned)
            continue;
        for (const PoolMonth &pm : m.pools[i]) {
            o.depreciationUsd += pm.depreciationUsd;
            o.capitalChargeUsd += pm.capitalChargeUsd;
            o.hostingUsd += pm.costUsd - pm.depreciationUsd - pm.capitalChargeUsd;
        }
    }
    o.depreciationUsd *= annualFactor(p);
    o.capitalChargeUsd *= annualFactor(p);
    o.hostingUsd *= annualFactor(p);
    o.capexUsd = m.capexUsd;
    o.residualUsd = m.residualUsd;
    return o;
}

/** The runs' instances of one side summed into `changes` (matched by id). */
void addRuns(std::vector<RunChange> &changes, const Portfolio &p, const PortfolioEvaluation &e,
             RunSide RunChange::*side)
{
    const double factor = annualFactor(p);
    for (std::size_t k = 0; k < e.schedule.placements.size(); ++k) {
        const RunPlacement &pl = e.schedule.placements[k];
        const std::string &id = p.runs[static_cast<std::size_t>(pl.run)].id;
        auto it =
            std::find_if(changes.begin(), changes.end(), [&](const RunChange &c) { return c.id == id; });
        if (it == changes.end()) {
            changes.push_back(RunChange{.id = id});
            it = changes.end() - 1;
        }
        RunSide &s = (*it).*side;
        s.present = true;
        s.usd += e.metrics.placements[k].totalUsd() * factor;
        ++s.instances;
        s.missed += !pl.scheduled || !pl.metDeadline ? 1 : 0;
        if (!pl.scheduled)
            continue;
        const CivilDate first = addDays(p.start, pl.startDay), last = addDays(p.start, pl.endDay - 1);
        if (!s.start || first < *s.start)
            s.start = first;
        if (!s.finish || *s.finish < last)
            s.finish = last;
    }
}

} // namespace

std::vector<double> annualCostByCause(const Portfolio &p, const PortfolioEvaluation &e)
{
    std::vector<double> usd(static_cast<std::size_t>(CostCause::Count), 0.0);
    const auto add = [&](CostCause c, double v) { usd[static_cast<std::size_t>(c)] += v; };
    const PortfolioMetrics &m = e.metrics;
    for (std::size_t i = 0; i < p.pools.size(); ++i)
        for (const PoolMonth &pm : m.pools[i]) {
            add(chargedCause(p.pools[i].kind), pm.chargedUsd);
            add(CostCause::Idle, pm.idleUsd);
        }
    add(CostCause::RunExtras, m.runsOtherUsd);
    add(CostCause::NotPlaced, m.unplacedUsd);
    add(CostCause::SharedData, m.corpusUsd);
    add(CostCause::Shared, m.sharedUsd);
    for (double &v : usd)
        v *= annualFactor(p);
    return usd;
}

PortfolioComparison comparePortfolios(const Portfolio &a, const PortfolioEvaluation &ea, const Portfolio &b,
                                      const PortfolioEvaluation &eb)
{
    PortfolioComparison c;
    c.startUsd = ea.metrics.annualUsd;
    c.endUsd = eb.metrics.annualUsd;
    const std::vector<double> from = annualCostByCause(a, ea), to = annualCostByCause(b, eb);
    for (std::size_t i = 0; i < from.size(); ++i)
        c.steps.push_back({static_cast<CostCause>(i), from[i], to[i]});
    c.ownedA = ownedFigures(a, ea.metrics);
    c.ownedB = ownedFigures(b, eb.metrics);
    addRuns(c.runs, a, ea, &RunChange::a);
    addRuns(c.runs, b, eb, &RunChange::b);
    c.missedA = ea.schedule.missedDeadlines;
    c.missedB = eb.schedule.missedDeadlines;
    return c;
}

} // namespace tco
