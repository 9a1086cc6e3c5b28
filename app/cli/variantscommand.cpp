// SPDX-License-Identifier: GPL-3.0-or-later
#include "commands.h"
#include "conditiontext.h"
#include "error.h"
#include "format.h"
#include "json.h"
#include "planinput.h"
#include "table.h"

#include <analysis/analysis.h>
#include <analysis/variants.h>
#include <plan/evaluate.h>
#include <plan/validation.h>

#include <cmath>
#include <ostream>

namespace cli {

namespace {

/** A figure, or null for one the model does not give (NaN). */
void valueOrNull(JsonWriter &j, std::string_view key, double v)
{
    if (std::isfinite(v))
        j.value(key, v);
    else
        j.null(key);
}

std::string usdOrDash(double v)
{
    return std::isfinite(v) ? usdText(v) : "-";
}

std::string signedDays(double v)
{
    if (!std::isfinite(v))
        return "-";
    return (v > 0 ? "+" : v < 0 ? "-" : "") + humanNumber(std::abs(v), 3);
}

} // namespace

Command variantsCommand()
{
    Command c{
        .name = "variants",
        .summary =
            "the what-if strip: the plan against its common variants, with totals, P90, days and deltas",
        .formats = {"text", "json"},
        .options = joinSpecs(riskSpecs(), planSpecs())};
    c.details = R"(Each variant is a set of input changes the model evaluates on the plan (docs/model.md,
"Variants"): on demand, reserved, spot and buy; MFU -25 % and +25 %; half and twice the
accelerators; the next faster and the next slower accelerator of the catalog (by peak at the
plan's precision, then memory); fp8; the next stronger operational practice; then the plan's
pinned variants. A variant that does not exist for the plan is left out; one that is the plan
is marked current. Deltas are the variant minus the plan. P90 is the Monte Carlo's 90th
percentile of the total (llm-tco risk) with the plan's samples and seed for every variant (as
the window's what-if strip).
JSON gives each variant's input changes, so a script can apply one with --set.

Examples:
  llm-tco variants
  llm-tco variants --set cluster.gpuCount=4096 --samples 4000 --format json)";
    c.run = withPlan([](const Plan &plan, const std::string &format, const ParsedOptions &, Io &io) {
        const tco::Scenario &s = plan.scenario;
        const auto [samples, seed] = tco::riskSettings(s);
        const tco::Result r = tco::evaluate(s, plan.catalog);
        const tco::RiskSummary risk = tco::monteCarlo(s, plan.catalog, samples, seed);
        const double planP90 = risk.costSamples.empty() ? std::nan("") : risk.costP90;
        std::vector<tco::VariantRow> rows = tco::whatIf(s, plan.catalog);
        tco::addRisk(rows, s, plan.catalog, samples, seed);

        if (format == "json") {
            JsonWriter j;
            j.beginObject()
                .value("samples", static_cast<double>(samples))
                .value("seed", std::to_string(seed)) // as text: JSON numbers lose 64-bit integers
                .beginObject("plan")
                .value("feasible", r.feasible());
            if (r.feasible())
                j.value("totalUsd", r.totalUsd)
                    .value("wallClockDays", r.wallClockDays)
                    .value("projectMonths", r.projectMonths);
            else
                j.null("totalUsd").null("wallClockDays").null("projectMonths");
            valueOrNull(j, "costP90Usd", planP90);
            j.endObject().beginArray("variants");
            for (const tco::VariantRow &row : rows) {
                j.beginObject()
                    .value("variant", tco::variantKey(row.variant.kind))
                    .value("description", variantText(row, s))
                    .value("current", row.current);
                if (row.variant.kind == tco::VariantKind::Pinned)
                    j.value("name", s.pinnedVariants[static_cast<std::size_t>(row.variant.pinnedIndex)].name);
                if (row.refused)
                    j.value("refused", tco::describe(*row.refused));
                j.value("feasible", row.feasible);
                if (row.feasible || row.refused)
                    j.null("condition");
                else
                    j.value("condition", tco::conditionKey(row.blocking));
                const bool figures = row.feasible;
                valueOrNull(j, "totalUsd", figures ? row.totalUsd : std::nan(""));
                valueOrNull(j, "costP90Usd", figures ? row.costP90Usd : std::nan(""));
                valueOrNull(j, "wallClockDays", figures ? row.mainRunDays : std::nan(""));
                valueOrNull(j, "projectMonths", figures ? row.projectMonths : std::nan(""));
                valueOrNull(j, "deltaUsd", row.deltaUsd);
                valueOrNull(j, "deltaDays", row.deltaDays);
                valueOrNull(j, "deltaProjectMonths", row.deltaProjectMonths);
                j.beginObject("set");
                const tco::Scenario applied = tco::applyChanges(s, row.variant.changes);
                if (!row.refused) {
                    for (const tco::InputSetting &set : row.variant.changes.settings()) {
                        const tco::InputSpec &in = tco::spec(set.id);
                        if (in.kind == tco::InputKind::Choice)
                            j.value(in.key, tco::valueText(applied, in.key));
                        else
                            j.value(in.key, set.value);
                    }
                    if (!row.variant.changes.gpuId().empty())
                        j.value(tco::kGpuKey, row.variant.changes.gpuId());
                }
                j.endObject().endObject();
            }
            j.endArray().endObject();
            io.out << j.text();
            return planStatus(r.feasible());
        }

        io.out << "What-if variants of: " << plan.name << '\n';
        if (r.feasible())
            io.out << "The plan: " << usdText(r.totalUsd) << " (P90 " << usdOrDash(planP90) << "), main run "
                   << humanNumber(r.wallClockDays, 3) << " days\n";
        else
            io.out << "The plan cannot run as entered: no deltas.\n";
        io.out << "Monte Carlo: " << samples << " samples, seed " << seed << "\n\n";
        TextTable t({"VARIANT", "TOTAL", "P90", "DAYS", "vs PLAN", "DAYS vs PLAN"});
        for (std::size_t col = 1; col <= 5; ++col)
            t.setAlign(col, TextTable::Align::Right);
        for (const tco::VariantRow &row : rows) {
            std::string name = variantText(row, s);
            if (row.current)
                name += " (current)";
            if (row.refused)
                t.addRow({name, "refused: " + tco::describe(*row.refused), "", "", "", ""});
            else if (!row.feasible)
                t.addRow(
                    {name, "cannot run: " + std::string(tco::conditionKey(row.blocking)), "", "", "", ""});
            else
                t.addRow({name, usdText(row.totalUsd), usdOrDash(row.costP90Usd),
                          humanNumber(row.mainRunDays, 3), signedUsd(row.deltaUsd),
                          signedDays(row.deltaDays)});
        }
        t.print(io.out);
        io.out << "\nvs PLAN = the variant's total minus the plan's; `llm-tco variants --format json` gives "
                  "the\n"
                  "changes of each, to apply with --set.\n";
        return planStatus(r.feasible());
    });
    return c;
}

} // namespace cli
