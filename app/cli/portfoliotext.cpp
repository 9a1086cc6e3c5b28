// SPDX-License-Identifier: GPL-3.0-or-later
// `llm-tco portfolio` as text: the year's money, the schedule and the
// fleet decision (docs/model.md §16), in tables a budget owner reads.
#include "format.h"
#include "portfoliooutput.h"
#include "table.h"

#include <plan/calendar.h>
#include <portfolio/schedule.h>

#include <ostream>
#include <set>

namespace cli {

namespace {

std::string monthText(const tco::CivilDate &d)
{
    return tco::formatDate(d).substr(0, 7);
}

std::string runId(const tco::Portfolio &p, int run)
{
    return run >= 0 && static_cast<std::size_t>(run) < p.runs.size()
               ? p.runs[static_cast<std::size_t>(run)].id
               : std::string("?");
}

void printHeader(std::ostream &os, const PortfolioView &v)
{
    const tco::Portfolio &p = v.portfolio;
    os << "Portfolio: " << v.name << ", " << p.runs.size() << " runs on " << p.pools.size() << " pools, "
       << p.horizonMonths << " months from " << tco::formatDate(p.start) << '\n';
    if (p.budget.annualUsd > 0)
        os << "Annual budget " << usdText(p.budget.annualUsd) << ": warning line "
           << usdText(p.budget.warningUsd()) << ", review line " << usdText(p.budget.reviewUsd())
           << "; fiscal year from month " << p.budget.fiscalYearStartMonth << '\n';
}

void printDeadlines(std::ostream &os, const PortfolioView &v)
{
    const tco::Schedule &s = v.evaluation.schedule;
    if (s.allDeadlinesMet()) {
        os << "Every run meets its deadline.\n";
        return;
    }
    os << missedDeadlinesText(s.missedDeadlines) << " (" << s.unscheduled << " not placed):\n";
    for (const tco::RunPlacement &r : s.placements)
        if (!r.metDeadline)
            os << "  " << runId(v.portfolio, r.run) << " #" << r.instance + 1 << ": "
               << missText(v.portfolio, r) << '\n';
}

/** A month's effective savings rate, or why it has none. */
std::string savingsText(const tco::PortfolioMonth &pm)
{
    if (const auto rate = pm.effectiveSavingsRate())
        return percentText(*rate);
    return pm.commitmentCapacityHours > 0 ? "none used" : "-";
}

void printRunCosts(std::ostream &os, const PortfolioView &v)
{
    const tco::Portfolio &p = v.portfolio;
    const tco::PortfolioMetrics &m = v.evaluation.metrics;
    os << "\nCost per run ("
       << (p.idlePolicy == tco::IdlePolicy::Central ? "idle, shared data and people paid centrally"
                                                    : "idle, shared data and people shared pro rata")
       << ")\n";
    TextTable t({"RUN", "INSTANCES", "OWN COST", "NOT PLACED", "SHARED DATA", "IDLE", "PEOPLE AND OPS",
                 "TOTAL", "SHARE", "ACCEL-HOURS", "TOKENS"});
    for (std::size_t c = 1; c <= 10; ++c)
        t.setAlign(c, TextTable::Align::Right);
    double assigned = 0;
    for (std::size_t r = 0; r < m.runs.size(); ++r) {
        const tco::RunCost &c = m.runs[r];
        assigned += c.totalUsd();
        t.addRow({p.runs[r].id,
                  c.placed == c.instances ? std::to_string(c.instances)
                                          : std::to_string(c.placed) + " of " + std::to_string(c.instances),
                  usdText(c.computeUsd + c.otherUsd), c.unplacedUsd > 0 ? usdText(c.unplacedUsd) : "-",
                  usdText(c.corpusShareUsd), usdText(c.idleShareUsd), usdText(c.sharedShareUsd),
                  usdText(c.totalUsd()), m.totalUsd > 0 ? percentText(c.totalUsd() / m.totalUsd) : "-",
                  humanNumber(c.hours), humanNumber(c.trainedTokens)});
    }
    if (m.totalUsd - assigned > 0.005)
        t.addRow({"(central)", "", "", "", "", "", "", usdText(m.totalUsd - assigned),
                  percentText((m.totalUsd - assigned) / m.totalUsd), "", ""});
    t.print(os);
}

} // namespace

std::string missedDeadlinesText(int instances)
{
    return std::to_string(instances) +
           (instances == 1 ? " run instance misses its deadline" : " run instances miss their deadlines");
}

std::string statusWords(tco::BudgetStatus s)
{
    switch (s) {
    case tco::BudgetStatus::NoBudget:
        return "no budget";
    case tco::BudgetStatus::Within:
        return "within";
    case tco::BudgetStatus::PastWarning:
        return "past the warning line";
    case tco::BudgetStatus::PastReview:
        return "past the review line";
    }
    return "?";
}

std::string missText(const tco::Portfolio &p, const tco::RunPlacement &r)
{
    const tco::PortfolioRun &run = p.runs[static_cast<std::size_t>(r.run)];
    const std::string late = r.daysLate > 0 ? " (" + std::to_string(r.daysLate) + " days late)" : "";
    switch (r.reason) {
    case tco::MissReason::None:
        return r.scheduled ? "on time" : "not placed";
    case tco::MissReason::Infeasible:
        return "its plan cannot run on any accelerator it allows (`llm-tco evaluate` says why)";
    case tco::MissReason::NoPool:
        return "no pool has an accelerator it may use";
    case tco::MissReason::DependencyCycle:
        return "it waits for itself through its dependencies";
    case tco::MissReason::DependencyUnscheduled:
        return "it waits for " + runId(p, r.blockingRun) + ", which was not placed";
    case tco::MissReason::DependencyLate:
        return "it waits for " + runId(p, r.blockingRun) + ", which ends too late" + late;
    case tco::MissReason::PinnedLate:
        return "its pinned start " +
               (run.pinnedStart ? tco::formatDate(*run.pinnedStart) : std::string("?")) +
               " is too late to finish by " + tco::formatDate(tco::instanceDeadline(run, r.instance)) + late;
    case tco::MissReason::TooLong:
        return "even from its earliest start (" +
               tco::formatDate(tco::instanceEarliestStart(run, r.instance)) +
               ") it ends after its deadline " + tco::formatDate(tco::instanceDeadline(run, r.instance)) +
               late;
    case tco::MissReason::CapacityBusy:
        return "the pools it may use are full and it may not rent more" + late;
    case tco::MissReason::BeyondHorizon:
        return "it does not fit before the calendar ends";
    case tco::MissReason::Count:
        break;
    }
    return std::string(tco::missReasonKey(r.reason));
}

std::string poolsText(const tco::Portfolio &p, const tco::RunPlacement &r)
{
    std::string text;
    for (const tco::Allocation &a : r.allocations)
        text += (text.empty() ? "" : ", ") + p.pools[static_cast<std::size_t>(a.pool)].id + " x " +
                std::to_string(a.gpus);
    return text.empty() ? std::string("-") : text;
}

tco::CivilDate firstDay(const tco::Portfolio &p, const tco::RunPlacement &r)
{
    return tco::addDays(p.start, r.startDay);
}

tco::CivilDate lastDay(const tco::Portfolio &p, const tco::RunPlacement &r)
{
    return tco::addDays(p.start, std::max(r.startDay, r.endDay - 1));
}

namespace {

/** A pool's price as quoted, with its date (docs/model.md §16.3): every
 *  price shows when it was true. */
std::string priceText(const tco::Portfolio &p, const tco::Pool &pool)
{
    const std::string date = " (" + tco::formatDate(tco::priceDateOf(p, pool)) + ")";
    switch (pool.kind) {
    case tco::PoolKind::Owned:
        return usdText(pool.purchaseUsdPerAccelerator) + " each" + date;
    case tco::PoolKind::CapacityBlock:
        return usdText(pool.upfrontUsd) + " up front" + date;
    case tco::PoolKind::Commitment:
        return usdText(pool.usdPerHour) + "/h less " + percentText(pool.discount, 0) + date;
    default:
        return usdText(pool.usdPerHour) + "/h" + date;
    }
}

/** Where the rent path puts the rented prices in the horizon's first month,
 *  and what each commitment pays for its term. */
void printPricePath(std::ostream &os, const tco::Portfolio &p)
{
    const double d = p.rentalDeclinePerYear;
    os << "Rented prices " << (d < 0 ? "rise " : "fall ") << percentText(std::abs(d), 0)
       << " a year from their dates:";
    bool any = false;
    for (const tco::Pool &pool : p.pools) {
        if (pool.kind == tco::PoolKind::OnDemand || pool.kind == tco::PoolKind::Spot)
            os << (any ? "; " : " ") << pool.id << " " << usdText(tco::rentalUsdPerHour(p, pool, 0))
               << "/h in the first month";
        else if (pool.kind == tco::PoolKind::Commitment)
            os << (any ? "; " : " ") << pool.id << " " << usdText(tco::committedUsdPerHour(p, pool))
               << "/h from " << tco::formatDate(pool.start) << " for its term";
        else
            continue;
        any = true;
    }
    os << (any ? ".\n" : " no rented pool.\n");
}

} // namespace

void printEvaluationText(std::ostream &os, const PortfolioView &v)
{
    const tco::Portfolio &p = v.portfolio;
    const tco::PortfolioMetrics &m = v.evaluation.metrics;
    printHeader(os, v);
    os << '\n';
    TextTable k({"", "AMOUNT"});
    k.setAlign(1, TextTable::Align::Right);
    k.addRow({"annual cost", usdText(m.annualUsd)});
    k.addRow({"total cost over the horizon", usdText(m.totalUsd)});
    k.addRow({"  runs' compute", usdText(m.runsComputeUsd)});
    k.addRow({"  runs' other costs (checkpoints, logs)", usdText(m.runsOtherUsd)});
    if (m.unplacedInstances > 0)
        k.addRow({"  not placed: " + std::to_string(m.unplacedInstances) +
                      (m.unplacedInstances == 1 ? " instance" : " instances") + " at on-demand prices",
                  usdText(m.unplacedUsd)});
    k.addRow({"  shared data (" + std::to_string(m.corpora.size()) +
                  (m.corpora.size() == 1 ? " corpus" : " corpora") + ", bought once)",
              usdText(m.corpusUsd)});
    k.addRow({"  shared people and operations", usdText(m.sharedUsd)});
    k.addRow({"  idle capacity", usdText(m.idleUsd)});
    k.addRow({"cash", usdText(m.cashUsd)});
    k.addRow({"capex", usdText(m.capexUsd)});
    k.addRow({"depreciation", usdText(m.depreciationUsd)});
    if (p.costOfCapital > 0)
        k.addRow({"capital charge (" + percentText(p.costOfCapital) + " a year on the owned book value)",
                  usdText(m.capitalChargeUsd)});
    k.addRow({"residual value at the end", usdText(m.residualUsd)});
    k.addRow({"coverage (owned or committed hours)", percentText(m.coverage())});
    k.addRow({"effective savings rate (FinOps: commitments on rented usage)",
              m.effectiveSavingsRate() ? percentText(*m.effectiveSavingsRate()) : "no rented usage"});
    k.addRow(
        {"blended saving vs on demand (owned, spot, commitments)", percentText(m.blendedSavingVsOnDemand())});
    k.addRow({"owned idle share", percentText(m.ownedIdleShare())});
    k.addRow({"$ per useful accelerator-hour", usdText(m.usdPerUsefulHour())});
    k.addRow({"$ per million main-run tokens (the year's cost)", usdText(m.usdPerMillionMainRunTokens())});
    k.print(os);
    if (m.unpricedInstances > 0)
        os << m.unpricedInstances << (m.unpricedInstances == 1 ? " instance is" : " instances are")
           << " not placed and cannot be priced: its plan cannot run on any accelerator it allows.\n";

    printRunCosts(os, v);

    os << "\nFiscal years\n";
    TextTable y({"FROM", "MONTHS", "COST", "CASH", "CAPEX", "OPEX", "DEPRECIATION", "IDLE", "RESIDUAL",
                 "BUDGET USED", "STATUS"});
    for (std::size_t c = 1; c <= 9; ++c)
        y.setAlign(c, TextTable::Align::Right);
    for (const tco::FiscalYear &fy : m.years)
        y.addRow({tco::formatDate(fy.start), std::to_string(fy.months), usdText(fy.costUsd),
                  usdText(fy.cashUsd), usdText(fy.capexUsd), usdText(fy.opexUsd), usdText(fy.depreciationUsd),
                  usdText(fy.idleUsd), usdText(fy.residualUsd),
                  p.budget.annualUsd > 0 ? percentText(fy.budgetUsedFraction) : "-", statusWords(fy.status)});
    y.print(os);

    os << "\nPools over the horizon\n";
    TextTable t({"POOL", "KIND", "ACCELERATOR", "COUNT", "PRICE (ITS DATE)", "UTILISATION", "USED HOURS",
                 "COST", "IDLE COST"});
    for (std::size_t c = 3; c <= 8; ++c)
        t.setAlign(c, TextTable::Align::Right);
    for (std::size_t i = 0; i < p.pools.size(); ++i) {
        double capacity = 0, used = 0, cost = 0, idle = 0;
        for (const tco::PoolMonth &pm : m.pools[i]) {
            capacity += pm.capacityHours;
            used += pm.usedHours;
            cost += pm.costUsd;
            idle += pm.idleUsd;
        }
        const tco::Pool &pool = p.pools[i];
        t.addRow({pool.id, std::string(tco::poolKindKey(pool.kind)), pool.accelerator,
                  pool.count > 0 || tco::isFixed(pool.kind) ? std::to_string(pool.count)
                                                            : std::string("as needed"),
                  priceText(p, pool), capacity > 0 ? percentText(used / capacity) : std::string("-"),
                  humanNumber(used), usdText(cost), usdText(idle)});
    }
    t.print(os);
    printPricePath(os, p);
    for (const tco::CommitmentEnd &e : m.commitmentEnds)
        os << "Pool '" << p.pools[static_cast<std::size_t>(e.pool)].id << "' (commitment) ends on "
           << tco::formatDate(e.end) << ".\n";

    const auto byName = [&](const char *title, const char *head, const std::vector<tco::NamedCost> &rows) {
        os << '\n' << title << '\n';
        TextTable n({head, "COST"});
        n.setAlign(1, TextTable::Align::Right);
        for (const tco::NamedCost &c : rows)
            n.addRow({c.name.empty() ? std::string("(central)") : c.name, usdText(c.usd)});
        n.print(os);
    };
    byName(p.idlePolicy == tco::IdlePolicy::Central ? "By team (idle capacity paid centrally)"
                                                    : "By team (idle capacity shared pro rata)",
           "TEAM", m.byTeam);
    byName("By project", "PROJECT", m.byProject);

    os << "\nBy month\n";
    TextTable mt({"MONTH", "COST", "CASH", "CAPEX", "OPEX", "IDLE", "COVERAGE", "COMMIT USED", "SAVINGS",
                  "CUMULATIVE"});
    for (std::size_t c = 1; c <= 9; ++c)
        mt.setAlign(c, TextTable::Align::Right);
    for (const tco::PortfolioMonth &pm : m.months)
        mt.addRow(
            {monthText(pm.month), usdText(pm.costUsd), usdText(pm.cashUsd), usdText(pm.capexUsd),
             usdText(pm.opexUsd), usdText(pm.idleUsd), percentText(pm.coverage()),
             pm.commitmentCapacityHours > 0 ? percentText(pm.commitmentUtilisation()) : std::string("-"),
             savingsText(pm), usdText(pm.cumulativeCostUsd)});
    mt.print(os);
    os << '\n';
    printDeadlines(os, v);
    if (v.tracking)
        printTrackingText(os, v, *v.tracking);
}

void printScheduleText(std::ostream &os, const PortfolioView &v)
{
    const tco::Portfolio &p = v.portfolio;
    const tco::Schedule &s = v.evaluation.schedule;
    printHeader(os, v);
    os << '\n';
    TextTable t(
        {"RUN", "#", "KIND", "POOLS", "START", "END", "ACCELERATORS", "ACCEL-HOURS", "DEADLINE", "STATUS"});
    t.setAlign(1, TextTable::Align::Right);
    t.setAlign(6, TextTable::Align::Right);
    t.setAlign(7, TextTable::Align::Right);
    for (const tco::RunPlacement &r : s.placements) {
        const tco::PortfolioRun &run = p.runs[static_cast<std::size_t>(r.run)];
        double hours = 0;
        if (r.scheduled)
            for (double h : s.hoursByMonth(r))
                hours += h;
        t.addRow({run.id, std::to_string(r.instance + 1), std::string(tco::runKindKey(run.kind)),
                  poolsText(p, r), r.scheduled ? tco::formatDate(firstDay(p, r)) : std::string("-"),
                  r.scheduled ? tco::formatDate(lastDay(p, r)) : std::string("-"),
                  r.scheduled ? std::to_string(r.gpus) : std::string("-"), humanNumber(hours),
                  tco::formatDate(tco::instanceDeadline(run, r.instance)),
                  r.metDeadline ? std::string("on time") : "MISSED"});
    }
    t.print(os);

    os << "\nAccelerator-hours by month\n";
    std::vector<std::string> head{"RUN", "#"};
    for (const tco::CivilDate &d : s.grid.months)
        head.push_back(monthText(d));
    TextTable h(head);
    for (std::size_t c = 1; c < head.size(); ++c)
        h.setAlign(c, TextTable::Align::Right);
    for (const tco::RunPlacement &r : s.placements) {
        if (!r.scheduled)
            continue;
        std::vector<std::string> row{p.runs[static_cast<std::size_t>(r.run)].id,
                                     std::to_string(r.instance + 1)};
        for (double hours : s.hoursByMonth(r))
            row.push_back(hours > 0 ? compactNumber(hours, 3) : std::string("-"));
        h.addRow(std::move(row));
    }
    h.print(os);
    os << '\n';
    printDeadlines(os, v);
}

namespace {

/** The kinds of pool in running text. */
std::string poolKindWords(tco::PoolKind k)
{
    switch (k) {
    case tco::PoolKind::Owned:
        return "owned";
    case tco::PoolKind::Commitment:
        return "commitment";
    case tco::PoolKind::CapacityBlock:
        return "capacity block";
    case tco::PoolKind::OnDemand:
        return "on demand";
    default:
        return "spot";
    }
}

/** The break-even against what owning displaces in this schedule, named,
 *  and against on demand for reference (docs/model.md §16.4). */
void printBreakEvenText(std::ostream &os, const tco::FleetDecision &d)
{
    const tco::DisplacedUse &x = d.displaced;
    std::string mix;
    for (std::size_t k = 0; k < x.hoursByKind.size(); ++k) {
        const auto kind = static_cast<tco::PoolKind>(k);
        if (x.share(kind) >= 0.0005)
            mix += (mix.empty() ? "" : ", ") + poolKindWords(kind) + " " + percentText(x.share(kind));
    }
    os << "  An owned accelerator costs " << usdText(d.ownedUsdPerHour) << " an hour, busy or idle. Against "
       << (x.measured ? "what it displaces in this schedule, mostly " + poolKindWords(x.main()) + " (" +
                            usdText(x.usdPerUsefulHour()) + " a useful hour: " + mix + ")"
                      : "on demand (" + usdText(x.usdPerUsefulHour()) +
                            " an hour; no owned accelerator holds work to measure what it displaces)")
       << ", it pays for itself when it is busy " << percentText(d.breakEvenUtilisation) << " of its hours";
    if (x.measured && x.main() != tco::PoolKind::OnDemand)
        os << "; against on demand alone, " << percentText(d.breakEvenUtilisationVsOnDemand);
    os << ".\n";
}

} // namespace

void printFleetText(std::ostream &os, const PortfolioView &v, const FleetView &f)
{
    const tco::Portfolio &p = v.portfolio;
    const tco::FleetDecision &d = f.decision;
    printHeader(os, v);
    const tco::Pool &owned = p.pools[static_cast<std::size_t>(d.ownedPool)];
    const std::string committedPool =
        d.commitmentPool >= 0 ? p.pools[static_cast<std::size_t>(d.commitmentPool)].id : std::string();
    os << "\nThe fleet decision: pool '" << owned.id << "' (" << owned.accelerator << ")"
       << (committedPool.empty() ? std::string() : " and commitment '" + committedPool + "'");
    for (const int pool : d.otherPools)
        os << ", '" << p.pools[static_cast<std::size_t>(pool)].id << "'";
    os << "; peak " << std::to_string(d.peakGpus) << " accelerators held at once, everything rented.\n";
    const auto line = [&](const char *what, const tco::FleetPoint &pt) {
        os << "  " << what << ": own " << std::to_string(pt.owned)
           << (committedPool.empty() ? std::string() : ", commit " + std::to_string(pt.committed));
        for (std::size_t k = 0; k < d.otherPools.size() && k < pt.others.size(); ++k)
            os << ", '" << p.pools[static_cast<std::size_t>(d.otherPools[k])].id << "' " << pt.others[k];
        os << ", " << usdText(pt.annualUsd) << " a year"
           << (pt.deadlinesMet() ? std::string()
                                 : ", " + std::to_string(pt.missedDeadlines) + " deadlines missed")
           << '\n';
    };
    if (d.best.deadlinesMet()) {
        line("Best", d.best);
        // How flat the curve is: a recommendation no more precise than the
        // costs around it (docs/model.md §16.4).
        const tco::NearBest &n = d.nearBest;
        os << "  Near the best: "
           << (n.lowOwned == n.highOwned
                   ? "no other owned count tried is within " + usdText(n.toleranceUsd)
                   : "owning anything from " + std::to_string(n.lowOwned) + " to " +
                         std::to_string(n.highOwned) + " is within " + usdText(n.toleranceUsd))
           << " a year of it (counts in whole units of " << d.unit << "; " << d.fleetsTried
           << " fleets scheduled).\n";
    } else
        os << "  No fleet tried meets every deadline.\n";
    line("Rent everything", d.rentAll);
    line("Own for the peak", d.ownPeak);
    if (d.breakEvenOwned)
        os << "  Break-even: owning more than " << std::to_string(*d.breakEvenOwned)
           << " costs more than renting everything.\n";
    else
        os << "  Break-even: owning any accelerators costs more than renting everything.\n";
    printBreakEvenText(os, d);

    // The curve holds every owned count searched (hundreds); the table
    // shows the first grid's counts, the answer and its near-best range.
    std::set<int> shown{d.best.owned, d.nearBest.lowOwned, d.nearBest.highOwned};
    for (const tco::FleetPoint &pt : d.points)
        shown.insert(pt.owned);
    os << "\nAnnual cost against owned count (each at its best commitment; the grid's counts, the best and "
          "the ends of its near-best range; --format json or csv: every count searched)\n";
    TextTable c({"OWNED", "COMMITTED", "ANNUAL COST", "DEADLINES MISSED"});
    for (std::size_t col = 0; col <= 3; ++col)
        c.setAlign(col, TextTable::Align::Right);
    for (const tco::FleetPoint &pt : d.curve)
        if (shown.count(pt.owned))
            c.addRow({std::to_string(pt.owned), std::to_string(pt.committed), usdText(pt.annualUsd),
                      std::to_string(pt.missedDeadlines)});
    c.print(os);

    // The answer under other rent paths, from a price's date (docs/model.md §16.4).
    os << "\nThe answer as rented prices move (the Monte Carlo's range and this portfolio's path)\n";
    TextTable pathTable({"RENTED PRICES", "OWNED", "COMMITTED", "ANNUAL COST", "NEAR THE BEST"});
    for (std::size_t col = 1; col <= 4; ++col)
        pathTable.setAlign(col, TextTable::Align::Right);
    for (const tco::PathAnswer &a : f.paths)
        pathTable.addRow(
            {(a.declinePerYear < 0 ? "rise " : "fall ") + percentText(std::abs(a.declinePerYear), 0) +
                 " a year" + (a.declinePerYear == p.rentalDeclinePerYear ? " (planned)" : ""),
             std::to_string(a.best.owned), std::to_string(a.best.committed), usdText(a.best.annualUsd),
             std::to_string(a.nearBest.lowOwned) + "-" + std::to_string(a.nearBest.highOwned)});
    pathTable.print(os);

    const tco::PortfolioRisk &r = f.risk;
    os << "\nRisk at the best fleet (" << r.samples << " samples, seed " << r.seed
       << "): run slips, MFU, failures and rental prices\n";
    TextTable rk({"", "VALUE"});
    rk.setAlign(1, TextTable::Align::Right);
    rk.addRow({"annual cost P10", usdText(r.annualP10)});
    rk.addRow({"annual cost P50", usdText(r.annualP50)});
    rk.addRow({"annual cost P90", usdText(r.annualP90)});
    rk.addRow({"P(a fiscal year past the review line)", percentText(r.pastReviewProbability)});
    rk.addRow({"P(owned accelerators sit idle)", percentText(r.ownedIdleProbability)});
    rk.addRow({"P(a run misses its deadline)", percentText(r.missedDeadlineProbability)});
    rk.print(os);
}

} // namespace cli
