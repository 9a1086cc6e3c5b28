// SPDX-License-Identifier: GPL-3.0-or-later
// `llm-tco portfolio` as JSON and CSV: the same figures as the text, in
// US dollars and plain numbers, for scripts (README, "Portfolio").
#include "format.h"
#include "json.h"
#include "portfoliooutput.h"

#include <plan/calendar.h>
#include <portfolio/schedule.h>

#include <limits>
#include <ostream>

namespace cli {

namespace {

/** Written as JSON null and an empty CSV cell: a rate without rented usage. */
constexpr double kNoFigure = std::numeric_limits<double>::quiet_NaN();

std::string statusOf(const PortfolioView &v)
{
    return v.exitCode == 0 ? "ok" : "attention";
}

void writeHeader(JsonWriter &j, const PortfolioView &v)
{
    const tco::Portfolio &p = v.portfolio;
    j.value("status", statusOf(v))
        .value("exitCode", static_cast<double>(v.exitCode))
        .value("name", v.name)
        .value("start", tco::formatDate(p.start))
        .value("horizonMonths", static_cast<double>(p.horizonMonths))
        .value("runCount", static_cast<double>(p.runs.size()))
        .value("poolCount", static_cast<double>(p.pools.size()))
        .value("missedDeadlines", static_cast<double>(v.evaluation.schedule.missedDeadlines))
        .value("unscheduled", static_cast<double>(v.evaluation.schedule.unscheduled))
        .value("budgetStatus", tco::budgetStatusKey(v.evaluation.metrics.worstStatus()))
        .beginObject("budget")
        .value("annualUsd", p.budget.annualUsd)
        .value("warningUsd", p.budget.warningUsd())
        .value("reviewUsd", p.budget.reviewUsd())
        .value("fiscalYearStartMonth", static_cast<double>(p.budget.fiscalYearStartMonth))
        .endObject();
}

/** A month's figures, in the order of the JSON "months" objects and of the
 *  CSV's columns after the month. */
std::vector<std::pair<std::string_view, double>> monthFigures(const tco::PortfolioMonth &m)
{
    return {{"costUsd", m.costUsd},
            {"runsComputeUsd", m.runsComputeUsd},
            {"runsOtherUsd", m.runsOtherUsd},
            {"unplacedUsd", m.unplacedUsd},
            {"corpusUsd", m.corpusUsd},
            {"idleUsd", m.idleUsd},
            {"sharedUsd", m.sharedUsd},
            {"cashUsd", m.cashUsd},
            {"capexUsd", m.capexUsd},
            {"opexUsd", m.opexUsd},
            {"depreciationUsd", m.depreciationUsd},
            {"capitalChargeUsd", m.capitalChargeUsd},
            {"usefulHours", m.usefulHours},
            {"coverage", m.coverage()},
            {"commitmentUtilisation", m.commitmentUtilisation()},
            {"effectiveSavingsRate", m.effectiveSavingsRate().value_or(kNoFigure)},
            {"blendedSavingVsOnDemand", m.blendedSavingVsOnDemand()},
            {"cumulativeCostUsd", m.cumulativeCostUsd}};
}

/** A run's figures, in the order of the JSON "runs" objects and of the
 *  CSV's columns after the run (`--by run`). */
std::vector<std::pair<std::string_view, double>> runFigures(const tco::PortfolioMetrics &m,
                                                            const tco::RunCost &r)
{
    return {{"instances", static_cast<double>(r.instances)},
            {"placed", static_cast<double>(r.placed)},
            {"totalUsd", r.totalUsd()},
            {"shareOfTotal", m.totalUsd > 0 ? r.totalUsd() / m.totalUsd : 0.0},
            {"computeUsd", r.computeUsd},
            {"otherUsd", r.otherUsd},
            {"unplacedUsd", r.unplacedUsd},
            {"corpusShareUsd", r.corpusShareUsd},
            {"idleShareUsd", r.idleShareUsd},
            {"sharedShareUsd", r.sharedShareUsd},
            {"acceleratorHours", r.hours},
            {"trainedTokens", r.trainedTokens}};
}

void writeNamed(JsonWriter &j, std::string_view key, const std::vector<tco::NamedCost> &rows)
{
    j.beginArray(key);
    for (const tco::NamedCost &c : rows)
        j.beginObject().value("name", c.name).value("usd", c.usd).endObject();
    j.endArray();
}

void writePlacement(JsonWriter &j, const PortfolioView &v, const tco::RunPlacement &r,
                    const tco::PlacementCost &cost)
{
    const tco::Portfolio &p = v.portfolio;
    const tco::PortfolioRun &run = p.runs[static_cast<std::size_t>(r.run)];
    j.beginObject()
        .value("run", run.id)
        .value("runIndex", static_cast<double>(r.run))
        .value("instance", static_cast<double>(r.instance))
        .value("kind", tco::runKindKey(run.kind))
        .value("team", run.team)
        .value("project", run.project)
        .value("scheduled", r.scheduled)
        .value("deadline", tco::formatDate(tco::instanceDeadline(run, r.instance)))
        .value("metDeadline", r.metDeadline)
        .value("reason", tco::missReasonKey(r.reason))
        .value("reasonText", r.metDeadline ? std::string() : missText(p, r))
        .value("daysLate", static_cast<double>(r.daysLate))
        .value("computeUsd", cost.computeUsd)
        .value("extrasUsd", cost.extrasUsd);
    if (r.scheduled) {
        j.value("start", tco::formatDate(firstDay(p, r)))
            .value("end", tco::formatDate(lastDay(p, r)))
            .value("gpus", static_cast<double>(r.gpus))
            .value("wallClockHours", r.wallClockHours);
    } else {
        j.null("start").null("end");
    }
    j.beginArray("pools");
    for (const tco::Allocation &a : r.allocations)
        j.beginObject()
            .value("pool", p.pools[static_cast<std::size_t>(a.pool)].id)
            .value("gpus", static_cast<double>(a.gpus))
            .endObject();
    j.endArray().beginArray("acceleratorHoursByMonth");
    if (r.scheduled)
        for (double h : v.evaluation.schedule.hoursByMonth(r))
            j.element(h);
    j.endArray();
    j.endObject();
}

} // namespace

void writeEvaluationJson(std::ostream &os, const PortfolioView &v)
{
    const tco::Portfolio &p = v.portfolio;
    const tco::PortfolioMetrics &m = v.evaluation.metrics;
    JsonWriter j;
    j.beginObject();
    writeHeader(j, v);
    j.beginObject("totals")
        .value("annualUsd", m.annualUsd)
        .value("totalUsd", m.totalUsd)
        .value("runsComputeUsd", m.runsComputeUsd)
        .value("runsOtherUsd", m.runsOtherUsd)
        .value("unplacedUsd", m.unplacedUsd)
        .value("unplacedInstances", static_cast<double>(m.unplacedInstances))
        .value("unpricedInstances", static_cast<double>(m.unpricedInstances))
        .value("corpusUsd", m.corpusUsd)
        .value("idleUsd", m.idleUsd)
        .value("sharedUsd", m.sharedUsd)
        .value("cashUsd", m.cashUsd)
        .value("capexUsd", m.capexUsd)
        .value("opexUsd", m.totalUsd - m.depreciationUsd - m.capitalChargeUsd)
        .value("depreciationUsd", m.depreciationUsd)
        .value("capitalChargeUsd", m.capitalChargeUsd)
        .value("residualUsd", m.residualUsd)
        .value("usefulHours", m.usefulHours)
        .value("coverage", m.coverage())
        .value("effectiveSavingsRate", m.effectiveSavingsRate().value_or(kNoFigure))
        .value("blendedSavingVsOnDemand", m.blendedSavingVsOnDemand())
        .value("ownedIdleShare", m.ownedIdleShare())
        .value("usdPerUsefulHour", m.usdPerUsefulHour())
        .value("usdPerMillionTokens", m.usdPerMillionTokens())
        .value("usdPerMillionMainRunTokens", m.usdPerMillionMainRunTokens())
        .value("mainRunTokens", m.mainRunTokens)
        .value("trainedTokens", m.trainedTokens)
        .endObject();
    j.beginArray("fiscalYears");
    for (const tco::FiscalYear &y : m.years)
        j.beginObject()
            .value("start", tco::formatDate(y.start))
            .value("months", static_cast<double>(y.months))
            .value("costUsd", y.costUsd)
            .value("cashUsd", y.cashUsd)
            .value("capexUsd", y.capexUsd)
            .value("opexUsd", y.opexUsd)
            .value("depreciationUsd", y.depreciationUsd)
            .value("capitalChargeUsd", y.capitalChargeUsd)
            .value("idleUsd", y.idleUsd)
            .value("residualUsd", y.residualUsd)
            .value("budgetUsedFraction", y.budgetUsedFraction)
            .value("status", tco::budgetStatusKey(y.status))
            .endObject();
    j.endArray().beginArray("pools");
    for (std::size_t i = 0; i < p.pools.size(); ++i) {
        double capacity = 0, used = 0, paid = 0, cost = 0, idle = 0, cash = 0;
        for (const tco::PoolMonth &pm : m.pools[i]) {
            capacity += pm.capacityHours;
            used += pm.usedHours;
            paid += pm.paidHours;
            cost += pm.costUsd;
            idle += pm.idleUsd;
            cash += pm.cashUsd;
        }
        const tco::Pool &pool = p.pools[i];
        j.beginObject()
            .value("id", pool.id)
            .value("kind", tco::poolKindKey(pool.kind))
            .value("accelerator", pool.accelerator)
            .value("count", static_cast<double>(pool.count))
            .value("priceDate", tco::formatDate(tco::priceDateOf(p, pool)))
            .value("priceDateGiven", pool.priceDate.has_value());
        // Where the rent path puts the price (docs/model.md §16.3).
        if (pool.kind == tco::PoolKind::OnDemand || pool.kind == tco::PoolKind::Spot)
            j.value("firstMonthUsdPerHour", tco::rentalUsdPerHour(p, pool, 0));
        else if (pool.kind == tco::PoolKind::Commitment)
            j.value("committedUsdPerHour", tco::committedUsdPerHour(p, pool));
        j.value("capacityHours", capacity)
            .value("usedHours", used)
            .value("paidHours", paid)
            .value("utilisation", capacity > 0 ? used / capacity : 0.0)
            .value("costUsd", cost)
            .value("idleUsd", idle)
            .value("cashUsd", cash)
            .beginArray("utilisationByMonth");
        for (const tco::PoolMonth &pm : m.pools[i])
            j.element(pm.utilisation());
        j.endArray().endObject();
    }
    j.endArray().beginArray("commitmentEnds");
    for (const tco::CommitmentEnd &e : m.commitmentEnds)
        j.beginObject()
            .value("pool", p.pools[static_cast<std::size_t>(e.pool)].id)
            .value("end", tco::formatDate(e.end))
            .endObject();
    j.endArray();
    j.value("idlePolicy", p.idlePolicy == tco::IdlePolicy::Central ? "central" : "proRata");
    j.beginArray("corpora");
    for (const tco::CorpusCost &c : m.corpora)
        j.beginObject()
            .value("name", c.name)
            .value("usd", c.usd)
            .value("tokens", c.tokens)
            .value("pricedBy", c.pricedByRun >= 0 ? p.runs[static_cast<std::size_t>(c.pricedByRun)].id : "")
            .value("month", tco::formatDate(m.months[static_cast<std::size_t>(c.month)].month))
            .endObject();
    j.endArray().beginArray("runs");
    for (std::size_t r = 0; r < m.runs.size(); ++r) {
        j.beginObject().value("id", p.runs[r].id);
        for (const auto &[key, value] : runFigures(m, m.runs[r]))
            j.value(key, value);
        j.endObject();
    }
    j.endArray();
    writeNamed(j, "byTeam", m.byTeam);
    writeNamed(j, "byProject", m.byProject);
    j.beginArray("months");
    for (const tco::PortfolioMonth &pm : m.months) {
        j.beginObject().value("month", tco::formatDate(pm.month));
        for (const auto &[key, value] : monthFigures(pm))
            j.value(key, value);
        j.endObject();
    }
    j.endArray();
    if (v.tracking)
        writeTrackingJson(j, v, *v.tracking);
    j.endObject();
    os << j.text();
}

void writeScheduleJson(std::ostream &os, const PortfolioView &v)
{
    JsonWriter j;
    j.beginObject();
    writeHeader(j, v);
    j.beginArray("months");
    for (const tco::CivilDate &d : v.evaluation.schedule.grid.months)
        j.element(tco::formatDate(d));
    j.endArray().beginArray("placements");
    const std::vector<tco::RunPlacement> &placements = v.evaluation.schedule.placements;
    for (std::size_t i = 0; i < placements.size(); ++i)
        writePlacement(j, v, placements[i],
                       i < v.evaluation.metrics.placements.size() ? v.evaluation.metrics.placements[i]
                                                                  : tco::PlacementCost{});
    j.endArray().endObject();
    os << j.text();
}

void writeFleetJson(std::ostream &os, const PortfolioView &v, const FleetView &f)
{
    const tco::Portfolio &p = v.portfolio;
    const tco::FleetDecision &d = f.decision;
    const auto point = [&](JsonWriter &j, std::string_view key, const tco::FleetPoint &pt) {
        if (!key.empty())
            j.beginObject(key);
        else
            j.beginObject();
        j.value("owned", static_cast<double>(pt.owned))
            .value("committed", static_cast<double>(pt.committed))
            .value("annualUsd", pt.annualUsd)
            .value("missedDeadlines", static_cast<double>(pt.missedDeadlines));
        // The other decided pools (a ladder's rungs, another generation), by id.
        if (!d.otherPools.empty()) {
            j.beginObject("otherPools");
            for (std::size_t k = 0; k < d.otherPools.size() && k < pt.others.size(); ++k)
                j.value(p.pools[static_cast<std::size_t>(d.otherPools[k])].id,
                        static_cast<double>(pt.others[k]));
            j.endObject();
        }
        j.endObject();
    };
    JsonWriter j;
    j.beginObject();
    writeHeader(j, v);
    j.value("ownedPool", p.pools[static_cast<std::size_t>(d.ownedPool)].id);
    if (d.commitmentPool >= 0)
        j.value("commitmentPool", p.pools[static_cast<std::size_t>(d.commitmentPool)].id);
    else
        j.null("commitmentPool");
    j.value("peakGpus", static_cast<double>(d.peakGpus))
        .value("unit", static_cast<double>(d.unit))
        .value("fleetsTried", static_cast<double>(d.fleetsTried))
        .value("bestMeetsDeadlines", d.best.deadlinesMet());
    point(j, "best", d.best);
    j.beginObject("nearBest")
        .value("lowOwned", static_cast<double>(d.nearBest.lowOwned))
        .value("highOwned", static_cast<double>(d.nearBest.highOwned))
        .value("toleranceUsd", d.nearBest.toleranceUsd)
        .endObject();
    point(j, "rentAll", d.rentAll);
    point(j, "ownPeak", d.ownPeak);
    if (d.breakEvenOwned)
        j.value("breakEvenOwned", static_cast<double>(*d.breakEvenOwned));
    else
        j.null("breakEvenOwned");
    // What owning displaces, named (docs/model.md §16.4).
    const tco::DisplacedUse &x = d.displaced;
    j.value("ownedUsdPerHour", d.ownedUsdPerHour)
        .value("breakEvenUtilisation", d.breakEvenUtilisation)
        .value("breakEvenUtilisationVsOnDemand", d.breakEvenUtilisationVsOnDemand)
        .beginObject("breakEvenAgainst")
        .value("measured", x.measured)
        .value("kind", tco::poolKindKey(x.main()))
        .value("usdPerUsefulHour", x.usdPerUsefulHour())
        .value("usefulHours", x.measured ? x.usefulHours : 0.0)
        .beginObject("shares");
    for (std::size_t k = 0; k < x.hoursByKind.size(); ++k)
        if (static_cast<tco::PoolKind>(k) != tco::PoolKind::Owned)
            j.value(tco::poolKindKey(static_cast<tco::PoolKind>(k)), x.share(static_cast<tco::PoolKind>(k)));
    j.endObject().endObject().beginArray("curve");
    for (const tco::FleetPoint &pt : d.curve)
        point(j, {}, pt);
    j.endArray();
    j.beginArray("alongPaths");
    for (const tco::PathAnswer &a : f.paths) {
        j.beginObject().value("rentalDeclinePerYear", a.declinePerYear);
        point(j, "best", a.best);
        j.beginObject("nearBest")
            .value("lowOwned", static_cast<double>(a.nearBest.lowOwned))
            .value("highOwned", static_cast<double>(a.nearBest.highOwned))
            .value("toleranceUsd", a.nearBest.toleranceUsd)
            .endObject()
            .endObject();
    }
    j.endArray();
    const tco::PortfolioRisk &r = f.risk;
    j.beginObject("risk")
        .value("samples", static_cast<double>(r.samples))
        .value("seed", static_cast<double>(r.seed))
        .value("annualP10Usd", r.annualP10)
        .value("annualP50Usd", r.annualP50)
        .value("annualP90Usd", r.annualP90)
        .value("annualMeanUsd", r.annualMean)
        .value("pastReviewProbability", r.pastReviewProbability)
        .value("ownedIdleProbability", r.ownedIdleProbability)
        .value("missedDeadlineProbability", r.missedDeadlineProbability)
        .endObject();
    j.endObject();
    os << j.text();
}

void writeEvaluationCsv(std::ostream &os, const PortfolioView &v, bool byRun)
{
    const tco::PortfolioMetrics &m = v.evaluation.metrics;
    if (byRun) {
        os << "run";
        for (const auto &[key, value] : runFigures(m, {}))
            os << ',' << key;
        os << '\n';
        for (std::size_t r = 0; r < m.runs.size(); ++r) {
            os << csvField(v.portfolio.runs[r].id);
            for (const auto &[key, value] : runFigures(m, m.runs[r]))
                os << ',' << csvNumber(value);
            os << '\n';
        }
        return;
    }
    os << "month";
    for (const auto &[key, value] : monthFigures({}))
        os << ',' << key;
    os << '\n';
    for (const tco::PortfolioMonth &month : m.months) {
        os << tco::formatDate(month.month);
        for (const auto &[key, value] : monthFigures(month))
            os << ',' << csvNumber(value);
        os << '\n';
    }
}

void writeScheduleCsv(std::ostream &os, const PortfolioView &v)
{
    const tco::Portfolio &p = v.portfolio;
    const tco::Schedule &s = v.evaluation.schedule;
    os << "run,instance,kind,pools,start,end,gpus,deadline,metDeadline,reason";
    for (const tco::CivilDate &d : s.grid.months)
        os << ",hours " << tco::formatDate(d).substr(0, 7);
    os << '\n';
    for (const tco::RunPlacement &r : s.placements) {
        const tco::PortfolioRun &run = p.runs[static_cast<std::size_t>(r.run)];
        os << csvField(run.id) << ',' << r.instance << ',' << tco::runKindKey(run.kind) << ','
           << csvField(poolsText(p, r)) << ',' << (r.scheduled ? tco::formatDate(firstDay(p, r)) : "") << ','
           << (r.scheduled ? tco::formatDate(lastDay(p, r)) : "") << ',' << r.gpus << ','
           << tco::formatDate(tco::instanceDeadline(run, r.instance)) << ','
           << (r.metDeadline ? "true" : "false") << ',' << tco::missReasonKey(r.reason);
        const std::vector<double> hours =
            r.scheduled ? s.hoursByMonth(r) : std::vector<double>(s.grid.months.size(), 0.0);
        for (double h : hours)
            os << ',' << csvNumber(h);
        os << '\n';
    }
}

void writeFleetCsv(std::ostream &os, const FleetView &f)
{
    os << "owned,committed,annualUsd,missedDeadlines\n";
    for (const tco::FleetPoint &pt : f.decision.curve)
        os << pt.owned << ',' << pt.committed << ',' << csvNumber(pt.annualUsd) << ',' << pt.missedDeadlines
           << '\n';
}

} // namespace cli
