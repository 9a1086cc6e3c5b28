// SPDX-License-Identifier: GPL-3.0-or-later
// The tracking section of `llm-tco portfolio evaluate --actuals RUN=FILE`:
// each run's actual spend through the plan's own tracking, rolled up into
// the forecast for the horizon with one status (docs/model.md §16.8).
#include "format.h"
#include "json.h"
#include "portfoliooutput.h"
#include "table.h"

#include <plan/calendar.h>

#include <ostream>

namespace cli {

namespace {

std::string basisWords(const tco::PlanStatus &s)
{
    return s.tracked() ? "the actual spend and the P50 forecast" : "the plan (no actual spend)";
}

std::string runStatusWords(const tco::RunTracking &r)
{
    if (!r.tracked)
        return "plan";
    if (!r.status.feasible)
        return "no valid plan";
    return statusWords(r.status.budget) + (r.tracking.forecastFeasible ? "" : " (cannot finish)");
}

/** Planned, actual and the forecast's P10 to P90: the same keys for the
 *  portfolio and for each run. */
template <class Spend> void writeSpend(JsonWriter &j, const Spend &s)
{
    j.value("plannedUsd", s.plannedUsd)
        .value("actualUsd", s.actualUsd)
        .value("forecastP10Usd", s.forecastP10Usd)
        .value("forecastP50Usd", s.forecastP50Usd)
        .value("forecastP90Usd", s.forecastP90Usd);
}

} // namespace

void printTrackingText(std::ostream &os, const PortfolioView &v, const tco::PortfolioTracking &t)
{
    os << "\nTracking: actual spend of " << t.trackedRuns << (t.trackedRuns == 1 ? " run" : " runs")
       << " rolled up into the " << v.portfolio.horizonMonths << " months of the horizon\n";
    TextTable k({"", "AMOUNT"});
    k.setAlign(1, TextTable::Align::Right);
    k.addRow({"planned", usdText(t.plannedUsd)});
    k.addRow({"actual spend", usdText(t.actualUsd)});
    k.addRow({"forecast P50", usdText(t.forecastP50Usd)});
    k.addRow({"forecast P10 - P90", usdText(t.forecastP10Usd) + " - " + usdText(t.forecastP90Usd)});
    k.addRow({"change against the plan", signedUsd(t.forecastP50Usd - t.plannedUsd)});
    if (t.lines.budgetUsd > 0) {
        k.addRow({"budget for the horizon", usdText(t.lines.budgetUsd)});
        k.addRow({"  warning line", usdText(t.lines.warningUsd)});
        k.addRow({"  review line", usdText(t.lines.reviewUsd)});
    }
    k.print(os);
    os << "Status: " << statusWords(t.status.budget) << ", on " << basisWords(t.status)
       << (t.status.possiblyIncomplete ? " (possibly incomplete export)" : "") << ".\n";

    TextTable r({"RUN", "PLANNED", "ACTUAL", "FORECAST P50", "CHANGE", "STATUS"});
    for (std::size_t c = 1; c <= 4; ++c)
        r.setAlign(c, TextTable::Align::Right);
    for (const tco::RunTracking &run : t.runs)
        if (run.tracked)
            r.addRow({run.id, usdText(run.plannedUsd), usdText(run.actualUsd), usdText(run.forecastP50Usd),
                      signedUsd(run.forecastP50Usd - run.plannedUsd), runStatusWords(run)});
    if (t.trackedRuns > 0) {
        os << '\n';
        r.print(os);
        os << "The other runs stand at their plan. A run's change is its plan's forecast at completion less "
              "its plan's total (`llm-tco track` on the run's plan gives the detail).\n";
    }
}

void writeTrackingJson(JsonWriter &j, const PortfolioView &, const tco::PortfolioTracking &t)
{
    const tco::PlanStatus &s = t.status;
    j.beginObject("tracking")
        .value("status", tco::planStatusKey(s))
        .value("basis", s.tracked() ? "forecastAtCompletion" : "plan")
        .value("trackedRuns", static_cast<double>(t.trackedRuns));
    writeSpend(j, t);
    j.value("headlineUsd", s.headlineUsd)
        .value("usedFraction", s.usedFraction)
        .value("actualStatus", tco::budgetStatusKey(s.actualStatus))
        .value("forecastStatus", tco::budgetStatusKey(s.forecastStatus))
        .value("forecastFeasible", s.forecastFeasible)
        .value("possiblyIncomplete", s.possiblyIncomplete)
        .beginObject("budget")
        .value("usd", t.lines.budgetUsd)
        .value("warningUsd", t.lines.warningUsd)
        .value("reviewUsd", t.lines.reviewUsd)
        .endObject()
        .beginArray("runs");
    for (const tco::RunTracking &r : t.runs) {
        j.beginObject().value("run", r.id).value("tracked", r.tracked);
        writeSpend(j, r);
        if (r.tracked)
            j.value("status", tco::planStatusKey(r.status))
                .value("planTotalUsd", r.tracking.plan.totalUsd)
                .value("planForecastP50Usd", r.tracking.forecastP50Usd)
                .value("start", tco::formatDate(r.tracking.start));
        j.endObject();
    }
    j.endArray().endObject();
}

} // namespace cli
