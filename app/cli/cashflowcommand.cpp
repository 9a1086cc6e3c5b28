// SPDX-License-Identifier: GPL-3.0-or-later
// `llm-tco cashflow` and the "cashflow" object of `llm-tco evaluate --format
// json`: the spend timeline of model/analysis/cashflow.h, month by month.
#include "commands.h"
#include "error.h"
#include "format.h"
#include "json.h"
#include "planinput.h"
#include "resultoutput.h"
#include "table.h"

#include <analysis/cashflow.h>
#include <plan/evaluate.h>

#include <ostream>

namespace cli {

namespace {

/** "YYYY-MM" of a month's first day. */
std::string monthKey(const tco::SpendMonth &m)
{
    return tco::formatDate(m.month).substr(0, 7);
}

tco::Category category(std::size_t c)
{
    return static_cast<tco::Category>(c);
}

void writeSeries(JsonWriter &j, std::string_view key, const std::vector<tco::SpendMonth> &series)
{
    j.beginArray(key);
    for (const tco::SpendMonth &m : series) {
        j.beginObject().value("month", monthKey(m)).beginObject("byCategory");
        for (std::size_t c = 0; c < tco::kCategoryCount; ++c)
            j.value(tco::categoryKey(category(c)), m.byCategory[c]);
        j.endObject().value("total", m.total).value("cumulative", m.cumulative).endObject();
    }
    j.endArray();
}

/** null for a plan that cannot run, else the date's "YYYY-MM". */
void monthOrNull(JsonWriter &j, std::string_view key, const tco::Cashflow &f, const tco::CivilDate &d)
{
    if (f.feasible)
        j.value(key, tco::formatDate(d).substr(0, 7));
    else
        j.null(key);
}

std::string csvTable(const tco::Cashflow &f)
{
    std::string out = "month";
    for (std::size_t c = 0; c < tco::kCategoryCount; ++c)
        out += ',' + std::string(tco::categoryKey(category(c)));
    out += ",total,cumulative,cash,cashCumulative\n";
    for (std::size_t k = 0; k < f.cost.size(); ++k) {
        const tco::SpendMonth &m = f.cost[k];
        out += monthKey(m);
        for (double usd : m.byCategory)
            out += ',' + csvNumber(usd);
        out += ',' + csvNumber(m.total) + ',' + csvNumber(m.cumulative) + ',' + csvNumber(f.cash[k].total) +
               ',' + csvNumber(f.cash[k].cumulative) + '\n';
    }
    return out;
}

void printText(std::ostream &os, const std::string &name, const tco::Cashflow &f)
{
    os << "Spend over time of: " << name << '\n';
    if (!f.feasible) {
        os << "The plan cannot run as entered: no timeline (llm-tco evaluate names the condition).\n";
        return;
    }
    os << "Cost: what the totals charge, month by month. Cash: the money when it leaves.\n\n";
    TextTable t({"MONTH", "COST", "CUMULATIVE", "CASH", "CASH CUMULATIVE"});
    for (std::size_t col = 1; col <= 4; ++col)
        t.setAlign(col, TextTable::Align::Right);
    for (std::size_t k = 0; k < f.cost.size(); ++k)
        t.addRow({monthKey(f.cost[k]), usdText(f.cost[k].total), usdText(f.cost[k].cumulative),
                  usdText(f.cash[k].total), usdText(f.cash[k].cumulative)});
    t.print(os);
    if (f.capexUsd > 0) {
        os << "\nBought hardware: " << usdText(f.capexUsd) << " up front in "
           << tco::formatDate(f.capexMonth).substr(0, 7) << " (" << humanNumber(f.ownedGpus)
           << " accelerators and their fabric); facility " << usdText(f.facilityUsdPerMonth)
           << " a month;\nsold in " << tco::formatDate(f.residualMonth).substr(0, 7) << " after "
           << humanNumber(f.monthsOwned, 3) << " months: book value " << usdText(f.bookValueUsd)
           << ", credited " << usdText(f.residualUsd) << " after the resale discount.\n";
        if (f.opportunityUsd > 0)
            os << "Opportunity cost " << usdText(f.opportunityUsd)
               << " is in the cost (what the fleet would earn elsewhere) but never paid out.\n";
        // The reconciliation the window's chart states (docs/model.md, "Cash against cost").
        os << "Cost " << usdText(f.costTotalUsd) << " = net cash " << usdText(f.cashTotalUsd) << " - capex "
           << usdText(f.capexUsd) << " - facility " << usdText(f.facilityUsd) << " + resale "
           << usdText(f.residualUsd) << " + the hardware's use at the owned rate " << usdText(f.ownedUsageUsd)
           << " + opportunity " << usdText(f.opportunityUsd) << ".\n";
    }
    if (f.cashIsCost)
        os << "\nCash is the cost for this plan, month by month.\n";
    if (f.costAfterProjectUsd > 0 || f.cashAfterProjectUsd > 0)
        os << "After the project's last month: " << usdText(f.costAfterProjectUsd) << " more cost, "
           << usdText(f.cashAfterProjectUsd) << " more cash (storage kept, or a reserved term's end).\n";
    if (f.reservedCommittedUsd > 0)
        os << "\nReserved: " << usdText(f.reservedCommittedUsd) << " of committed capacity paid over "
           << humanNumber(f.reservedCashMonths, 3) << " months from the main run's start.\n";
}

} // namespace

void writeCashflow(JsonWriter &j, const tco::Cashflow &f)
{
    const auto figure = [&](std::string_view key, double v) {
        if (f.feasible)
            j.value(key, v);
        else
            j.null(key);
    };
    j.beginObject("cashflow");
    j.value("feasible", f.feasible);
    writeSeries(j, "cost", f.cost);
    writeSeries(j, "cash", f.cash);
    figure("capexUsd", f.capexUsd);
    figure("acceleratorCapexUsd", f.acceleratorCapexUsd);
    figure("fabricCapexUsd", f.fabricCapexUsd);
    monthOrNull(j, "capexMonth", f, f.capexMonth);
    figure("ownedGpus", f.ownedGpus);
    figure("monthsOwned", f.monthsOwned);
    figure("bookValueUsd", f.bookValueUsd);
    figure("residualUsd", f.residualUsd);
    monthOrNull(j, "residualMonth", f, f.residualMonth);
    figure("facilityUsdPerMonth", f.facilityUsdPerMonth);
    figure("opportunityUsd", f.opportunityUsd);
    figure("reservedCommittedUsd", f.reservedCommittedUsd);
    figure("reservedCashMonths", f.reservedCashMonths);
    figure("costTotalUsd", f.costTotalUsd);
    figure("cashTotalUsd", f.cashTotalUsd);
    figure("ownedUsageUsd", f.ownedUsageUsd);
    figure("facilityUsd", f.facilityUsd);
    figure("projectMonthCount", static_cast<double>(f.projectMonthCount));
    figure("costAfterProjectUsd", f.costAfterProjectUsd);
    figure("cashAfterProjectUsd", f.cashAfterProjectUsd);
    j.value("cashIsCost", f.cashIsCost);
    j.endObject();
}

Command cashflowCommand()
{
    Command c{
        .name = "cashflow",
        .summary =
            "spend over time: cost and cash month by month from the start date, capex and residual value",
        .formats = {"text", "csv", "json"},
        .options = planSpecs()};
    c.details = R"(Spreads the plan's cost over calendar months from project.startDate (docs/model.md, "Spend
over time and cash"): cost is what the totals charge and sums to the total; cash is the
money when it leaves. Renting, cash is cost; reserved capacity is paid over its whole term;
bought hardware is paid up front (capex), its facility monthly, and its residual value
(straight-line book value less ownership.resaleDiscount) is credited when the project ends.
CSV: month,<category>...,total,cumulative,cash,cashCumulative. JSON: the "cashflow" object
of `llm-tco evaluate --format json`. A plan that cannot run has no timeline (status 3).

Examples:
  llm-tco cashflow --set project.startDate=2027-01-01
  llm-tco cashflow --set pricing.mode=buy --format csv)";
    c.run = withPlan([](const Plan &plan, const std::string &format, const ParsedOptions &, Io &io) {
        const tco::Result r = tco::evaluate(plan.scenario, plan.catalog);
        const tco::Cashflow f = tco::cashflow(plan.scenario, r, plan.catalog);
        if (format == "json") {
            JsonWriter j;
            j.beginObject().value("startDate",
                                  tco::formatDate(tco::resolvedStart(plan.scenario, tco::todayUtc())));
            writeCashflow(j, f);
            j.endObject();
            io.out << j.text();
        } else if (format == "csv") {
            io.out << csvTable(f);
        } else {
            printText(io.out, plan.name, f);
        }
        return planStatus(r.feasible());
    });
    return c;
}

} // namespace cli
