// SPDX-License-Identifier: GPL-3.0-or-later
// The portfolio report's figures as CSV (report/portfolioreport.h), in
// blocks separated by one empty line, each with its own header:
//  1. metric,label,value,unit: the year's key figures, the fleet decision
//     and the Monte Carlo;
//  2. run,kind,kindLabel,team,project,instances,scheduled,missed,firstDay,
//     lastDay,deadline,computeUsd,extrasUsd,totalUsd: one line per run (its
//     instances summed, as tco::PortfolioMetrics::placements);
//  3. month,costUsd,...: one line per month of tco::PortfolioMetrics::months;
//  4. pool,kind,kindLabel,...: one line per pool over the calendar;
//  5. team,costUsd: the chargeback.
// Numbers and quoting are the plan report's (report/csvreport.h), so a
// figure reads back as the model's double.
#include "report/csvreport.h"
#include "report/portfolioreport.h"
#include "texts/codelabels.h"
#include "texts/portfoliotexts.h"
#include "texts/terms.h"

#include "plan/calendar.h"

#include <QCoreApplication>
#include <QStringList>

#include <limits>

namespace planner {

namespace {

/** A label marked with QT_TRANSLATE_NOOP("planner::ReportBuilder", …), translated: the
 *  context of the portfolio report's chapters, which say the same words. */
QString label(const char *source)
{
    return QCoreApplication::translate("planner::ReportBuilder", source);
}

QString date(const tco::CivilDate &d)
{
    return QString::fromStdString(tco::formatDate(d));
}

QString text(const std::string &s)
{
    return csvField(QString::fromStdString(s));
}

} // namespace

QByteArray portfolioCsv(const PortfolioReportData &data)
{
    QString out;
    const auto line = [&](const QStringList &fields) {
        out += fields.join(QLatin1Char(',')) + QStringLiteral("\r\n");
    };
    const tco::Portfolio &p = data.input.portfolio;
    const tco::PortfolioMetrics &m = data.metrics();
    const tco::Schedule &s = data.schedule();
    const tco::FleetDecision &d = data.fleet;

    struct Kpi {
        const char *metric;
        QString label;
        double value;
        const char *unit;
    };
    std::vector<Kpi> kpis = {
        {"cost.annual", PortfolioTerms::annualCost(), m.annualUsd, "USD"},
        {"cost.total", label(QT_TRANSLATE_NOOP("planner::ReportBuilder", "Cost over the calendar")),
         m.totalUsd, "USD"},
        {"cost.runsCompute", PortfolioTerms::runsCompute(), m.runsComputeUsd, "USD"},
        {"cost.runsOther", PortfolioTerms::runsOther(), m.runsOtherUsd, "USD"},
        {"cost.unplaced", PortfolioTerms::notPlaced(), m.unplacedUsd, "USD"},
        {"cost.sharedData", PortfolioTerms::sharedData(), m.corpusUsd, "USD"},
        {"cost.shared", PortfolioTerms::sharedPeople(), m.sharedUsd, "USD"},
        {"cost.idle", categoryLabel(tco::Category::Idle), m.idleUsd, "USD"},
        {"cash", Terms::cash(), m.cashUsd, "USD"},
        {"capex", label(QT_TRANSLATE_NOOP("planner::ReportBuilder", "To buy accelerators")), m.capexUsd,
         "USD"},
        {"depreciation", label(QT_TRANSLATE_NOOP("planner::ReportBuilder", "Depreciation")),
         m.depreciationUsd, "USD"},
        {"residual", label(QT_TRANSLATE_NOOP("planner::ReportBuilder", "Resale value at the end")),
         m.residualUsd, "USD"},
        {"usefulHours", label(QT_TRANSLATE_NOOP("planner::ReportBuilder", "Useful accelerator-hours")),
         m.usefulHours, "accelerator-h"},
        {"coverage", label(QT_TRANSLATE_NOOP("planner::ReportBuilder", "Coverage")), m.coverage(),
         "fraction"},
        {"effectiveSavingsRate", label(QT_TRANSLATE_NOOP("planner::ReportBuilder", "Effective savings rate")),
         m.effectiveSavingsRate().value_or(std::numeric_limits<double>::quiet_NaN()), "fraction"},
        {"blendedSavingVsOnDemand", PortfolioTerms::blendedSaving(), m.blendedSavingVsOnDemand(), "fraction"},
        {"ownedIdleShare", PortfolioTerms::ownedIdle(), m.ownedIdleShare(), "fraction"},
        {"missedDeadlines",
         label(QT_TRANSLATE_NOOP("planner::ReportBuilder", "Run instances that miss their deadline")),
         static_cast<double>(s.missedDeadlines), "instances"},
        {"risk.annualP10", label(QT_TRANSLATE_NOOP("planner::ReportBuilder", "Annual cost, P10")),
         data.risk.annualP10, "USD"},
        {"risk.annualP50", label(QT_TRANSLATE_NOOP("planner::ReportBuilder", "Annual cost, P50")),
         data.risk.annualP50, "USD"},
        {"risk.annualP90", label(QT_TRANSLATE_NOOP("planner::ReportBuilder", "Annual cost, P90")),
         data.risk.annualP90, "USD"},
        {"risk.pastReviewProbability",
         label(QT_TRANSLATE_NOOP("planner::ReportBuilder", "Probability of a budget overrun")),
         data.risk.pastReviewProbability, "fraction"},
        {"risk.missedDeadlineProbability",
         label(QT_TRANSLATE_NOOP("planner::ReportBuilder", "Probability that a run misses its deadline")),
         data.risk.missedDeadlineProbability, "fraction"},
    };
    if (const auto &t = data.tracking) {
        // The runs' actual spend rolled up, as the window shows it (§16.8).
        const std::vector<Kpi> tracked = {
            {"tracking.actualUsd", PortfolioTerms::actualSpend(), t->actualUsd, "USD"},
            {"tracking.forecastP50Usd", PortfolioTerms::trackedForecast(), t->forecastP50Usd, "USD"},
            {"tracking.forecastP10Usd",
             Terms::withDetail().arg(PortfolioTerms::trackedForecast(), QStringLiteral("P10")),
             t->forecastP10Usd, "USD"},
            {"tracking.forecastP90Usd",
             Terms::withDetail().arg(PortfolioTerms::trackedForecast(), QStringLiteral("P90")),
             t->forecastP90Usd, "USD"},
            {"tracking.trackedRuns", PortfolioTerms::trackedRuns(), static_cast<double>(t->trackedRuns),
             "runs"},
        };
        kpis.insert(kpis.end(), tracked.begin(), tracked.end());
    }
    if (d.valid) {
        const std::vector<Kpi> fleet = {
            {"fleet.best.owned",
             label(QT_TRANSLATE_NOOP("planner::ReportBuilder", "Recommended owned accelerators")),
             static_cast<double>(d.best.owned), "accelerators"},
            {"fleet.best.committed",
             label(QT_TRANSLATE_NOOP("planner::ReportBuilder", "Recommended committed accelerators")),
             static_cast<double>(d.best.committed), "accelerators"},
            {"fleet.best.annualUsd",
             label(QT_TRANSLATE_NOOP("planner::ReportBuilder", "Annual cost of the recommended fleet")),
             d.best.annualUsd, "USD"},
            {"fleet.rentAll.annualUsd",
             label(QT_TRANSLATE_NOOP("planner::ReportBuilder", "Annual cost renting everything")),
             d.rentAll.annualUsd, "USD"},
            {"fleet.ownPeak.annualUsd",
             label(QT_TRANSLATE_NOOP("planner::ReportBuilder", "Annual cost owning for the peak")),
             d.ownPeak.annualUsd, "USD"},
            {"fleet.nearBest.lowOwned",
             label(QT_TRANSLATE_NOOP("planner::ReportBuilder", "Fewest owned accelerators near the best")),
             static_cast<double>(d.nearBest.lowOwned), "accelerators"},
            {"fleet.nearBest.highOwned",
             label(QT_TRANSLATE_NOOP("planner::ReportBuilder", "Most owned accelerators near the best")),
             static_cast<double>(d.nearBest.highOwned), "accelerators"},
            {"fleet.nearBest.toleranceUsd",
             label(QT_TRANSLATE_NOOP("planner::ReportBuilder", "Near the best: within this a year")),
             d.nearBest.toleranceUsd, "USD"},
            {"fleet.peakGpus",
             label(QT_TRANSLATE_NOOP("planner::ReportBuilder", "Peak accelerators held at once")),
             static_cast<double>(d.peakGpus), "accelerators"},
            {"fleet.breakEvenUtilisation",
             label(QT_TRANSLATE_NOOP("planner::ReportBuilder", "Break-even utilisation")),
             d.breakEvenUtilisation, "fraction"},
            {"fleet.breakEvenUtilisationVsOnDemand",
             label(QT_TRANSLATE_NOOP("planner::ReportBuilder", "Break-even utilisation against on demand")),
             d.breakEvenUtilisationVsOnDemand, "fraction"},
            {"fleet.ownedUsdPerHour",
             label(QT_TRANSLATE_NOOP("planner::ReportBuilder", "Owned accelerator-hour, busy or idle")),
             d.ownedUsdPerHour, "USD/accelerator-h"},
            {"fleet.displacedUsdPerUsefulHour",
             label(QT_TRANSLATE_NOOP("planner::ReportBuilder", "What owning displaces, per useful hour")),
             d.displaced.usdPerUsefulHour(), "USD/accelerator-h"},
        };
        kpis.insert(kpis.end(), fleet.begin(), fleet.end());
        if (d.breakEvenOwned)
            kpis.push_back(
                {"fleet.breakEvenOwned",
                 label(QT_TRANSLATE_NOOP("planner::ReportBuilder", "Break-even owned accelerators")),
                 static_cast<double>(*d.breakEvenOwned), "accelerators"});
    }
    line(
        {QStringLiteral("metric"), QStringLiteral("label"), QStringLiteral("value"), QStringLiteral("unit")});
    for (const Kpi &k : kpis)
        line({QString::fromLatin1(k.metric), csvField(k.label), csvNumber(k.value),
              QString::fromLatin1(k.unit)});

    out += QStringLiteral("\r\n");
    line({QStringLiteral("run"),
          QStringLiteral("kind"),
          QStringLiteral("kindLabel"),
          QStringLiteral("team"),
          QStringLiteral("project"),
          QStringLiteral("instances"),
          QStringLiteral("scheduled"),
          QStringLiteral("missed"),
          QStringLiteral("firstDay"),
          QStringLiteral("lastDay"),
          QStringLiteral("deadline"),
          QStringLiteral("computeUsd"),
          QStringLiteral("extrasUsd"),
          QStringLiteral("unplacedUsd"),
          QStringLiteral("sharedDataUsd"),
          QStringLiteral("idleShareUsd"),
          QStringLiteral("sharedShareUsd"),
          QStringLiteral("totalUsd"),
          QStringLiteral("acceleratorHours"),
          QStringLiteral("trainedTokens")});
    for (const PortfolioRunTotal &r : portfolioRunTotals(data)) {
        const tco::PortfolioRun &run = p.runs[static_cast<std::size_t>(r.run)];
        const bool placed = r.scheduled > 0;
        line({text(run.id),
              QString::fromUtf8(tco::runKindKey(run.kind).data(),
                                static_cast<qsizetype>(tco::runKindKey(run.kind).size())),
              csvField(runKindLabel(run.kind)),
              text(run.team),
              text(run.project),
              csvNumber(r.instances),
              csvNumber(r.scheduled),
              csvNumber(r.missed),
              placed ? date(tco::addDays(p.start, r.firstDay)) : QString(),
              placed ? date(tco::addDays(p.start, std::max(r.firstDay, r.endDay - 1))) : QString(),
              date(run.deadline),
              csvNumber(r.cost.computeUsd),
              csvNumber(r.cost.otherUsd),
              csvNumber(r.cost.unplacedUsd),
              csvNumber(r.cost.corpusShareUsd),
              csvNumber(r.cost.idleShareUsd),
              csvNumber(r.cost.sharedShareUsd),
              csvNumber(r.totalUsd()),
              csvNumber(r.cost.hours),
              csvNumber(r.cost.trainedTokens)});
    }

    out += QStringLiteral("\r\n");
    line({QStringLiteral("month"), QStringLiteral("costUsd"), QStringLiteral("runsUsd"),
          QStringLiteral("unplacedUsd"), QStringLiteral("sharedDataUsd"), QStringLiteral("idleUsd"),
          QStringLiteral("sharedUsd"), QStringLiteral("cashUsd"), QStringLiteral("capexUsd"),
          QStringLiteral("opexUsd"), QStringLiteral("depreciationUsd"), QStringLiteral("usefulHours"),
          QStringLiteral("coverage"), QStringLiteral("cumulativeCostUsd")});
    for (const tco::PortfolioMonth &month : m.months)
        line({date(month.month).left(7), csvNumber(month.costUsd), csvNumber(month.runsUsd),
              csvNumber(month.unplacedUsd), csvNumber(month.corpusUsd), csvNumber(month.idleUsd),
              csvNumber(month.sharedUsd), csvNumber(month.cashUsd), csvNumber(month.capexUsd),
              csvNumber(month.opexUsd), csvNumber(month.depreciationUsd), csvNumber(month.usefulHours),
              csvNumber(month.coverage()), csvNumber(month.cumulativeCostUsd)});

    out += QStringLiteral("\r\n");
    line({QStringLiteral("pool"), QStringLiteral("kind"), QStringLiteral("kindLabel"),
          QStringLiteral("count"), QStringLiteral("capacityHours"), QStringLiteral("usedHours"),
          QStringLiteral("utilisation"), QStringLiteral("costUsd"), QStringLiteral("idleUsd")});
    for (std::size_t i = 0; i < p.pools.size() && i < m.pools.size(); ++i) {
        const tco::PoolMonth sum = portfolioPoolTotal(data, i);
        const std::string_view kind = tco::poolKindKey(p.pools[i].kind);
        line({text(p.pools[i].id), QString::fromUtf8(kind.data(), static_cast<qsizetype>(kind.size())),
              csvField(poolKindLabel(p.pools[i].kind)), csvNumber(p.pools[i].count),
              csvNumber(sum.capacityHours), csvNumber(sum.usedHours), csvNumber(sum.utilisation()),
              csvNumber(sum.costUsd), csvNumber(sum.idleUsd)});
    }

    out += QStringLiteral("\r\n");
    line({QStringLiteral("team"), QStringLiteral("costUsd")});
    for (const tco::NamedCost &team : m.byTeam)
        line({text(team.name), csvNumber(team.usd)});
    return out.toUtf8();
}

} // namespace planner
