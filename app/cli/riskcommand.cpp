// SPDX-License-Identifier: GPL-3.0-or-later
#include "commands.h"
#include "error.h"
#include "format.h"
#include "json.h"
#include "planinput.h"
#include "table.h"

#include <analysis/analysis.h>
#include <plan/validation.h>

#include <numeric>
#include <ostream>

namespace cli {

Command riskCommand()
{
    Command c{.name = "risk",
              .summary = "Monte Carlo over MFU, prices, MTBF and failures: P10/P50/P90 of cost and days",
              .formats = {"text", "json"},
              .options = joinSpecs(riskSpecs(), planSpecs())};
    c.details =
        R"(Spreads come from uncertainty.mfuRelStd, uncertainty.priceRelStd and uncertainty.mtbfRelStd.

The run count and seed are the plan's (uncertainty.samples, uncertainty.seed), so a saved plan gives
the same P10-P90 here, in the window and in its reports.

Example:
  llm-tco risk --samples 5000 --seed 7 --format json)";
    c.run = withPlan([](const Plan &plan, const std::string &format, const ParsedOptions &, Io &io) {
        if (const int status = refuseInfeasible(plan, io))
            return status;
        const tco::RiskSummary risk = tco::monteCarlo(plan.scenario, plan.catalog);
        const double daysMean = risk.daySamples.empty()
                                    ? 0.0
                                    : std::accumulate(risk.daySamples.begin(), risk.daySamples.end(), 0.0) /
                                          static_cast<double>(risk.daySamples.size());

        if (format == "json") {
            JsonWriter j;
            const auto spread = [&j](std::string_view key, double p10, double p50, double p90, double mean) {
                j.beginObject(key)
                    .value("p10", p10)
                    .value("p50", p50)
                    .value("p90", p90)
                    .value("mean", mean)
                    .endObject();
            };
            j.beginObject()
                .value("samples", static_cast<double>(risk.samples))
                .value("seed", std::to_string(risk.seed)) // as text: JSON numbers lose 64-bit integers
                .value("infeasibleSamples", static_cast<double>(risk.infeasibleSamples))
                .value("infeasibleShare", risk.infeasibleShare());
            spread("cost", risk.costP10, risk.costP50, risk.costP90, risk.costMean);
            spread("days", risk.daysP10, risk.daysP50, risk.daysP90, daysMean);
            j.endObject();
            io.out << j.text();
            return 0;
        }
        io.out << "Monte Carlo: " << risk.samples << " samples, seed " << risk.seed << "\n";
        if (risk.infeasibleSamples > 0)
            io.out << "In " << percentText(risk.infeasibleShare()) << " of the samples ("
                   << risk.infeasibleSamples
                   << ") the run cannot finish; the percentiles are over the others.\n";
        io.out << '\n';
        TextTable t({"", "P10", "P50", "P90", "MEAN"});
        for (std::size_t col = 1; col <= 4; ++col)
            t.setAlign(col, TextTable::Align::Right);
        t.addRow({"total cost", usdText(risk.costP10), usdText(risk.costP50), usdText(risk.costP90),
                  usdText(risk.costMean)});
        t.addRow({"main run, days", humanNumber(risk.daysP10), humanNumber(risk.daysP50),
                  humanNumber(risk.daysP90), humanNumber(daysMean)});
        if (risk.costSamples.empty()) {
            io.out << "No sample can finish: no percentiles.\n";
            return static_cast<int>(ExitCode::Infeasible);
        }
        t.print(io.out);
        io.out << "\nP90 = 9 in 10 simulated runs cost (or take) at most this much.\n";
        return 0;
    });
    return c;
}

} // namespace cli
