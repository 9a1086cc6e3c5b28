// SPDX-License-Identifier: GPL-3.0-or-later
// Cost, cash and FinOps figures of a schedule, day by day and summed into
// months (docs/model.md §16.3). Each fixed pool's cost on a day is charged
// to the runs that held it at that day's cost per capacity hour; the rest of
// the day's cost is idle, so the portfolio's total is the runs' costs plus
// idle plus shared costs by construction (tests/model/tst_portfoliometrics.cpp
// checks it to the cent from the placements).
#include "portfolio/metrics.h"

#include "plan/catalog.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <map>
#include <tuple>

namespace tco {

double PortfolioMetrics::highestYearUsd() const
{
    double most = 0;
    for (const FiscalYear &y : years)
        most = std::max(most, y.costUsd);
    return most;
}

BudgetStatus PortfolioMetrics::worstStatus() const
{
    BudgetStatus worst = BudgetStatus::NoBudget;
    for (const FiscalYear &y : years)
        worst = std::max(worst, y.status);
    return worst;
}

namespace {

constexpr double kDaysPerYear = 365.0;

/** One day of a pool: what it costs and what leaves as cash. */
struct PoolDay {
    double costUsd = 0, cashUsd = 0, capexUsd = 0, depreciationUsd = 0, capitalChargeUsd = 0;
};

/** Straight-line book value of an owned pool on a day (docs/model.md §16.3):
 *  servers, fabric and facility alike. */
double bookValue(const Pool &pool, long long ageDays)
{
    const double life = pool.depreciationYears * kDaysPerYear;
    return pool.count * pool.capexUsdPerAccelerator() *
           std::max(0.0, 1.0 - static_cast<double>(ageDays) / life);
}

/** A fixed pool's day. An owned pool's cost is its straight-line
 *  depreciation, power and hosting, and the return its capital must earn:
 *  the cost of capital on the day's opening book value (depreciation plus a
 *  return on the undepreciated value, whose present value at that rate is
 *  the capex: docs/model.md §16.3). */
PoolDay fixedPoolDay(const Portfolio &p, const Pool &pool, int day, int poolStartDay, int capacity)
{
    const double costOfCapital = p.costOfCapital;
    PoolDay out;
    const double capacityHours = 24.0 * capacity;
    switch (pool.kind) {
    case PoolKind::Owned:
        if (day >= poolStartDay) {
            const double life = pool.depreciationYears * kDaysPerYear;
            if (day - poolStartDay < life)
                out.depreciationUsd = pool.count * pool.capexUsdPerAccelerator() / life;
            out.capitalChargeUsd = costOfCapital / kDaysPerYear * bookValue(pool, day - poolStartDay);
            out.costUsd = out.depreciationUsd + out.capitalChargeUsd +
                          capacityHours * pool.hostingUsdPerAcceleratorHour;
            out.cashUsd = capacityHours * pool.hostingUsdPerAcceleratorHour;
        }
        if (day == poolStartDay) {
            out.capexUsd = pool.count * pool.capexUsdPerAccelerator();
            out.cashUsd += out.capexUsd;
        }
        break;
    case PoolKind::Commitment: {
        out.costUsd = capacityHours * committedUsdPerHour(p, pool);
        out.cashUsd = out.costUsd * (1.0 - pool.prepaidShare);
        break;
    }
    case PoolKind::CapacityBlock:
        if (capacity > 0)
            out.costUsd = pool.upfrontUsd / pool.days;
        if (day == poolStartDay)
            out.cashUsd = pool.upfrontUsd;
        break;
    default:
        break;
    }
    return out;
}

/** The on-demand price of an accelerator in month m: its on-demand pool's,
 *  else a commitment's reference price, else the catalog's, on the same
 *  falling path. */
double onDemandUsdPerHour(const Portfolio &p, const Catalog &catalog, const std::string &accelerator,
                          int month)
{
    const Pool *reference = nullptr;
    for (const Pool &pool : p.pools)
        if (pool.accelerator == accelerator && pool.usdPerHour > 0 &&
            (pool.kind == PoolKind::OnDemand || (!reference && pool.kind == PoolKind::Commitment)))
            reference = &pool;
    if (reference)
        return rentalUsdPerHour(p, *reference, month);
    // The catalog's price, on the path from the catalog's date.
    const Accelerator *a = catalog.find(accelerator);
    Pool fromCatalog;
    fromCatalog.usdPerHour = a ? a->rentUsdPerHour : 0.0;
    if (a)
        fromCatalog.priceDate = catalogPriceDate(a->priceDate);
    return rentalUsdPerHour(p, fromCatalog, month);
}

/** The first accelerator a run's plan can run on, which prices it when it
 *  is not placed and prices its corpus. */
const RunDemand *firstFeasible(const RunDemands &rd)
{
    for (const RunDemand &d : rd.byAccelerator)
        if (d.feasible)
            return &d;
    return nullptr;
}

BudgetStatus statusOf(const PortfolioBudget &b, double usd)
{
    if (b.annualUsd <= 0)
        return BudgetStatus::NoBudget;
    if (usd > b.reviewUsd())
        return BudgetStatus::PastReview;
    if (usd > b.warningUsd())
        return BudgetStatus::PastWarning;
    return BudgetStatus::Within;
}

std::vector<NamedCost> sorted(const std::map<std::string, double> &m)
{
    std::vector<NamedCost> out;
    for (const auto &[name, usd] : m)
        out.push_back({name, usd});
    return out;
}

} // namespace

PortfolioMetrics portfolioMetrics(const Portfolio &p, std::span<const RunDemands> demands,
                                  const Schedule &schedule, const Catalog &catalog)
{
    PortfolioMetrics m;
    const MonthGrid &grid = schedule.grid;
    const std::size_t months = grid.months.size();
    const int days = schedule.days;
    m.months.resize(months);
    for (std::size_t k = 0; k < months; ++k)
        m.months[k].month = grid.months[k];
    m.pools.assign(p.pools.size(), std::vector<PoolMonth>(months));
    auto monthOf = [&](int d) {
        return static_cast<std::size_t>(grid.monthOfDay[static_cast<std::size_t>(d)]);
    };

    // Every pool day by day: cost, cash, and its cost per held hour.
    std::vector<std::vector<double>> usdPerHeldHour(p.pools.size());
    for (std::size_t i = 0; i < p.pools.size(); ++i) {
        const Pool &pool = p.pools[i];
        const PoolDays &pd = schedule.pools[i];
        std::vector<double> &rate = usdPerHeldHour[i];
        rate.assign(static_cast<std::size_t>(days), 0.0);
        const int startDay = dayOf(p, pool.start);
        for (int d = 0; d < days; ++d) {
            PoolMonth &pm = m.pools[i][monthOf(d)];
            const double used = pd.usedHours[static_cast<std::size_t>(d)];
            pm.usedHours += used;
            if (isFixed(pool.kind)) {
                const int capacity = pd.capacity[static_cast<std::size_t>(d)];
                const PoolDay day = fixedPoolDay(p, pool, d, startDay, capacity);
                const double capacityHours = 24.0 * capacity;
                rate[static_cast<std::size_t>(d)] = capacityHours > 0 ? day.costUsd / capacityHours : 0.0;
                const double charged = used * rate[static_cast<std::size_t>(d)];
                pm.capacityHours += capacityHours;
                pm.paidHours += capacityHours;
                pm.costUsd += day.costUsd;
                pm.chargedUsd += charged;
                pm.idleUsd += day.costUsd - charged;
                pm.cashUsd += day.cashUsd;
                pm.capexUsd += day.capexUsd;
                pm.depreciationUsd += day.depreciationUsd;
                pm.capitalChargeUsd += day.capitalChargeUsd;
            } else if (used > 0) {
                // A spot run holds its accelerators for its stretched
                // wall-clock, preemptions included: every hour held is paid.
                rate[static_cast<std::size_t>(d)] = rentalUsdPerHour(p, pool, static_cast<int>(monthOf(d)));
                const double cost = used * rate[static_cast<std::size_t>(d)];
                pm.paidHours += used;
                pm.costUsd += cost;
                pm.chargedUsd += cost;
                pm.cashUsd += cost;
            }
        }
        // A commitment prepaid on its first day pays the whole term then.
        if (pool.kind == PoolKind::Commitment && startDay >= 0 && startDay < days && pool.prepaidShare > 0) {
            const double termDays =
                static_cast<double>(daysBetween(pool.start, addCalendarMonths(pool.start, pool.termMonths)));
            m.pools[i][monthOf(startDay)].cashUsd +=
                pool.prepaidShare * 24.0 * pool.count * termDays * committedUsdPerHour(p, pool);
        }
        if (pool.kind == PoolKind::Commitment || pool.kind == PoolKind::CapacityBlock)
            m.commitmentEnds.push_back(
                {static_cast<int>(i), pool.kind == PoolKind::Commitment
                                          ? addCalendarMonths(pool.start, pool.termMonths)
                                          : addDays(pool.start, pool.days)});
    }

    // Runs: the charges and own costs of placed instances, the rest at
    // on-demand prices; each run's useful hours by month.
    std::map<std::string, std::vector<double>, std::less<>> onDemandByMonth;
    const auto onDemandPath = [&](const std::string &accelerator) -> const std::vector<double> & {
        std::vector<double> &path = onDemandByMonth[accelerator];
        if (path.empty())
            for (std::size_t k = 0; k < months; ++k)
                path.push_back(onDemandUsdPerHour(p, catalog, accelerator, static_cast<int>(k)));
        return path;
    };
    const auto clampDay = [&](int d) { return std::clamp(d, 0, std::max(0, days - 1)); };
    const std::size_t runCount = p.runs.size();
    m.runs.assign(runCount, RunCost{});
    std::vector<std::vector<double>> runHours(runCount, std::vector<double>(months, 0.0));
    std::vector<int> firstStart(runCount, std::numeric_limits<int>::max());
    m.placements.resize(schedule.placements.size());
    std::map<std::tuple<int, int, int>, double> charges; // (run, pool, month) -> USD
    for (std::size_t k = 0; k < schedule.placements.size(); ++k) {
        const RunPlacement &pl = schedule.placements[k];
        const auto r = static_cast<std::size_t>(pl.run);
        const PortfolioRun &run = p.runs[r];
        RunCost &rc = m.runs[r];
        PlacementCost &cost = m.placements[k];
        ++rc.instances;
        if (!pl.scheduled) {
            cost.placed = false;
            ++m.unplacedInstances;
            const RunDemand *d = firstFeasible(demands[r]);
            if (!d || days <= 0 || months == 0) {
                cost.priced = false;
                ++m.unpricedInstances;
                continue;
            }
            const std::size_t month = monthOf(clampDay(dayOf(p, instanceEarliestStart(run, pl.instance))));
            cost.month = static_cast<int>(month);
            cost.unplacedHours = d->acceleratorHours();
            cost.computeUsd = cost.unplacedHours * onDemandPath(d->accelerator)[month];
            cost.extrasUsd = d->extrasUsd;
            m.months[month].unplacedUsd += cost.totalUsd();
            m.months[month].cashUsd += cost.totalUsd();
            rc.unplacedUsd += cost.totalUsd();
            continue;
        }
        ++rc.placed;
        firstStart[r] = std::min(firstStart[r], pl.startDay);
        cost.month = static_cast<int>(monthOf(pl.startDay));
        const RunDemand &demand = demands[r].byAccelerator[static_cast<std::size_t>(pl.accelerator)];
        const std::vector<double> &onDemand = onDemandPath(demand.accelerator);
        for (const Allocation &a : pl.allocations) {
            const std::vector<double> &rate = usdPerHeldHour[static_cast<std::size_t>(a.pool)];
            const bool fixed = isFixed(p.pools[static_cast<std::size_t>(a.pool)].kind);
            for (int d = pl.startDay; d < pl.endDay; ++d) {
                const double h = pl.hoursOnDay(a, d);
                const double useful = h * pl.goodput; // a spot run's preemptions are not useful
                cost.computeUsd += h * rate[static_cast<std::size_t>(d)];
                charges[{pl.run, a.pool, static_cast<int>(monthOf(d))}] +=
                    h * rate[static_cast<std::size_t>(d)];
                PortfolioMonth &month = m.months[monthOf(d)];
                month.usefulHours += useful;
                month.fixedHours += fixed ? useful : 0.0;
                month.onDemandEquivalentUsd += useful * onDemand[monthOf(d)];
                m.pools[static_cast<std::size_t>(a.pool)][monthOf(d)].usefulHours += useful;
                runHours[r][monthOf(d)] += useful;
            }
        }
        cost.extrasUsd = demand.extrasUsd;
        m.months[monthOf(pl.startDay)].runsOtherUsd += cost.extrasUsd;
        m.months[monthOf(pl.startDay)].cashUsd += cost.extrasUsd;
        m.trainedTokens += demand.trainedTokens;
        m.mainRunTokens += run.kind == RunKind::MainRun ? demand.trainedTokens : 0.0;
        rc.computeUsd += cost.computeUsd;
        rc.otherUsd += cost.extrasUsd;
        rc.trainedTokens += demand.trainedTokens;
    }
    for (std::size_t r = 0; r < runCount; ++r)
        for (double h : runHours[r])
            m.runs[r].hours += h;
    for (const auto &[key, usd] : charges)
        if (usd != 0)
            m.charges.push_back({std::get<0>(key), std::get<1>(key), std::get<2>(key), usd});

    // Corpora: each bought once, when its first reader starts, priced by
    // the plan of the run that reads the most of it; pro rata, its readers
    // share it by the tokens they read.
    std::map<std::string, std::size_t, std::less<>> corpusIndex;
    std::vector<std::vector<std::pair<std::size_t, double>>> readers;
    std::vector<int> corpusDay;
    for (std::size_t r = 0; r < runCount; ++r) {
        const PortfolioRun &run = p.runs[r];
        const auto [it, added] = corpusIndex.emplace(corpusOf(run), m.corpora.size());
        if (added) {
            m.corpora.push_back({corpusOf(run), 0, 0, -1, 0});
            readers.emplace_back();
            corpusDay.push_back(std::numeric_limits<int>::max());
        }
        CorpusCost &c = m.corpora[it->second];
        const RunDemand *d = firstFeasible(demands[r]);
        const double tokens = d ? d->corpusTokens : 0.0;
        if (d && (c.pricedByRun < 0 || tokens > c.tokens)) {
            c.usd = d->corpusUsd;
            c.tokens = tokens;
            c.pricedByRun = static_cast<int>(r);
        }
        readers[it->second].push_back({r, tokens * std::max(1, run.repeat)});
        corpusDay[it->second] =
            std::min(corpusDay[it->second], firstStart[r] < std::numeric_limits<int>::max()
                                                ? firstStart[r]
                                                : clampDay(dayOf(p, run.earliestStart)));
    }
    double centralUsd = 0;
    for (std::size_t c = 0; c < m.corpora.size(); ++c) {
        CorpusCost &corpus = m.corpora[c];
        if (months == 0 || days <= 0)
            break;
        corpus.month = static_cast<int>(monthOf(clampDay(corpusDay[c])));
        m.months[static_cast<std::size_t>(corpus.month)].corpusUsd += corpus.usd;
        m.months[static_cast<std::size_t>(corpus.month)].cashUsd += corpus.usd;
        double read = 0;
        for (const auto &[r, tokens] : readers[c])
            read += tokens;
        if (p.idlePolicy != IdlePolicy::ProRata || !(read > 0)) {
            centralUsd += corpus.usd;
            continue;
        }
        for (const auto &[r, tokens] : readers[c]) {
            m.runs[r].corpusShareUsd += corpus.usd * tokens / read;
            corpus.shares.emplace_back(static_cast<int>(r), corpus.usd * tokens / read);
        }
    }

    // Months: pools, shared costs, and who pays idle and shared.
    double shared = 0;
    for (const SharedCost &c : p.sharedCosts)
        shared += c.usdPerMonth;
    double cumulative = 0;
    for (std::size_t k = 0; k < months; ++k) {
        PortfolioMonth &month = m.months[k];
        for (std::size_t i = 0; i < p.pools.size(); ++i) {
            const PoolMonth &pm = m.pools[i][k];
            month.runsComputeUsd += pm.chargedUsd;
            month.idleUsd += pm.idleUsd;
            month.computeUsd += pm.costUsd;
            month.cashUsd += pm.cashUsd;
            month.capexUsd += pm.capexUsd;
            month.depreciationUsd += pm.depreciationUsd;
            month.capitalChargeUsd += pm.capitalChargeUsd;
            const Pool &pool = p.pools[i];
            if (pool.kind != PoolKind::Owned)
                month.rentedOnDemandEquivalentUsd += pm.usefulHours * onDemandPath(pool.accelerator)[k];
            if (pool.kind == PoolKind::Commitment || pool.kind == PoolKind::CapacityBlock) {
                month.commitmentCapacityHours += pm.capacityHours;
                month.commitmentUsedHours += pm.usedHours;
                month.commitmentSavingsUsd += pm.usefulHours * onDemandPath(pool.accelerator)[k] - pm.costUsd;
            }
            if (pool.kind == PoolKind::Owned) {
                m.ownedCapacityHours += pm.capacityHours;
                m.ownedUsedHours += pm.usedHours;
            }
        }
        month.runsUsd = month.runsComputeUsd + month.runsOtherUsd;
        month.sharedUsd = shared;
        month.cashUsd += shared;
        month.costUsd = month.runsUsd + month.unplacedUsd + month.corpusUsd + month.idleUsd + month.sharedUsd;
        month.opexUsd = month.costUsd - month.depreciationUsd - month.capitalChargeUsd;
        cumulative += month.costUsd;
        month.cumulativeCostUsd = cumulative;
        if (p.idlePolicy == IdlePolicy::ProRata && month.usefulHours > 0) {
            for (std::size_t r = 0; r < runCount; ++r) {
                const double share = runHours[r][k] / month.usefulHours;
                m.runs[r].idleShareUsd += month.idleUsd * share;
                m.runs[r].sharedShareUsd += month.sharedUsd * share;
            }
        } else
            centralUsd += month.idleUsd + month.sharedUsd;
        m.totalUsd += month.costUsd;
        m.runsUsd += month.runsUsd;
        m.runsComputeUsd += month.runsComputeUsd;
        m.runsOtherUsd += month.runsOtherUsd;
        m.unplacedUsd += month.unplacedUsd;
        m.corpusUsd += month.corpusUsd;
        m.idleUsd += month.idleUsd;
        m.sharedUsd += month.sharedUsd;
        m.cashUsd += month.cashUsd;
        m.capexUsd += month.capexUsd;
        m.depreciationUsd += month.depreciationUsd;
        m.capitalChargeUsd += month.capitalChargeUsd;
        m.usefulHours += month.usefulHours;
        m.fixedHours += month.fixedHours;
        m.onDemandEquivalentUsd += month.onDemandEquivalentUsd;
        m.rentedOnDemandEquivalentUsd += month.rentedOnDemandEquivalentUsd;
        m.commitmentSavingsUsd += month.commitmentSavingsUsd;
        m.computeUsd += month.computeUsd;
    }

    m.runHours = std::move(runHours);

    // Teams and projects: their runs' costs; what no run is charged stays central.
    std::map<std::string, double> teamUsd, projectUsd;
    for (std::size_t r = 0; r < runCount; ++r) {
        teamUsd[p.runs[r].team] += m.runs[r].totalUsd();
        projectUsd[p.runs[r].project] += m.runs[r].totalUsd();
    }
    if (centralUsd != 0 || p.idlePolicy == IdlePolicy::Central) {
        teamUsd[""] += centralUsd;
        projectUsd[""] += centralUsd;
    }
    m.byTeam = sorted(teamUsd);
    m.byProject = sorted(projectUsd);
    m.annualUsd = p.horizonMonths > 0 ? m.totalUsd * 12.0 / p.horizonMonths : 0.0;

    // What owned accelerators would sell for: their book value's resale
    // share, which follows the rent they would earn (docs/model.md §16.3):
    // on the rent path from their price's date, never above book value.
    auto residualOn = [&](int day) {
        double usd = 0;
        for (const Pool &pool : p.pools)
            if (pool.kind == PoolKind::Owned && dayOf(p, pool.start) <= day) {
                const double book = bookValue(pool, day - dayOf(p, pool.start));
                const double path = rentPathFactor(p, priceDateOf(p, pool), addDays(p.start, day));
                usd += std::min(book, book * pool.resaleFraction * path);
            }
        return usd;
    };
    m.residualUsd = residualOn(days);

    // Fiscal years: from the last fiscal-year start on or before the horizon's start.
    const unsigned fy = p.budget.fiscalYearStartMonth;
    CivilDate fyStart{p.start.year - (p.start.month < fy ? 1 : 0), fy, 1};
    for (std::size_t k = 0; k < months;) {
        FiscalYear y;
        y.start = fyStart;
        y.firstMonth = static_cast<int>(k);
        const CivilDate next = addCalendarMonths(fyStart, 12);
        for (; k < months && grid.months[k] < next; ++k) {
            const PortfolioMonth &month = m.months[k];
            ++y.months;
            y.costUsd += month.costUsd;
            y.cashUsd += month.cashUsd;
            y.capexUsd += month.capexUsd;
            y.opexUsd += month.opexUsd;
            y.depreciationUsd += month.depreciationUsd;
            y.capitalChargeUsd += month.capitalChargeUsd;
            y.idleUsd += month.idleUsd;
        }
        y.residualUsd = residualOn(grid.firstDay[static_cast<std::size_t>(y.firstMonth + y.months)]);
        y.status = statusOf(p.budget, y.costUsd);
        y.budgetUsedFraction = p.budget.annualUsd > 0 ? y.costUsd / p.budget.annualUsd : 0.0;
        m.years.push_back(y);
        fyStart = next;
    }
    return m;
}

double ownedUsdPerCapacityHour(const Portfolio &p, const Pool &pool)
{
    Pool one = pool;
    one.count = 1;
    const int startDay = dayOf(p, pool.start);
    int first = std::max(0, startDay), last = horizonDays(p);
    if (first >= last)
        last = (first = startDay) + static_cast<int>(kDaysPerYear);
    double usd = 0;
    for (int d = first; d < last; ++d)
        usd += fixedPoolDay(p, one, d, startDay, 1).costUsd;
    return usd / (24.0 * (last - first));
}

PortfolioEvaluation evaluatePortfolio(const Portfolio &p, std::span<const RunDemands> demands,
                                      const Catalog &catalog, const ScheduleOverrides *overrides)
{
    PortfolioEvaluation e;
    e.schedule = schedulePortfolio(p, demands, overrides);
    e.metrics = portfolioMetrics(p, demands, e.schedule, catalog);
    return e;
}

} // namespace tco
