// SPDX-License-Identifier: GPL-3.0-or-later
#include "commands.h"
#include "error.h"
#include "format.h"
#include "json.h"
#include "planinput.h"
#include "table.h"

#include <analysis/analysis.h>
#include <plan/evaluate.h>
#include <plan/validation.h>

#include <ostream>

namespace cli {

Command sensitivityCommand()
{
    Command c{.name = "sensitivity",
              .summary =
                  "move each numeric input by +/- a fraction and rank inputs by their effect on total cost",
              .formats = {"text", "csv", "json"}};
    c.options =
        joinSpecs({{"fraction", "F", "relative change, 0 < F <= 1 (default 0.1 = +/-10 %)"}}, planSpecs());
    c.details = R"(Inputs at 0, choices and inputs with no effect are left out; values are clamped to their
ranges. Columns: key, low value, high value, total at low, total at high, swing (|difference|).

Example:
  llm-tco sensitivity --fraction 0.2 --format csv)";
    c.run = [](const ParsedOptions &o, Io &io) {
        const std::string format = o.format();
        const std::string text = o.valueOr("fraction", "0.1");
        const double fraction = parseReal("fraction", text);
        if (!(fraction > 0 && fraction <= 1))
            throw Error("--fraction = '" + text + "': out of range; allowed: 0 < F <= 1");
        const Plan plan = loadPlan(o);
        if (const int status = refuseInfeasible(plan, io))
            return status;
        const auto rows = tco::sensitivity(plan.scenario, plan.catalog, fraction);
        const double baseUsd = tco::evaluate(plan.scenario, plan.catalog).totalUsd;

        if (format == "json") {
            JsonWriter j;
            j.beginObject().value("fraction", fraction).value("baseTotalUsd", baseUsd).beginArray("rows");
            for (const tco::SensitivityRow &r : rows)
                j.beginObject()
                    .value("key", tco::spec(r.input).key)
                    .value("baseValue", plan.scenario.value(r.input))
                    .value("lowValue", r.lowValue)
                    .value("highValue", r.highValue)
                    .value("lowTotalUsd", r.lowTotalUsd)
                    .value("highTotalUsd", r.highTotalUsd)
                    .value("swingUsd", r.swingUsd)
                    .endObject();
            j.endArray().endObject();
            io.out << j.text();
        } else if (format == "csv") {
            std::string out = "key,low,high,total.low,total.high,swing\n";
            for (const tco::SensitivityRow &r : rows)
                out += std::string(tco::spec(r.input).key) + ',' + csvNumber(r.lowValue) + ',' +
                       csvNumber(r.highValue) + ',' + csvNumber(r.lowTotalUsd) + ',' +
                       csvNumber(r.highTotalUsd) + ',' + csvNumber(r.swingUsd) + '\n';
            io.out << out;
        } else {
            io.out << "Sensitivity of total cost (" << usdText(baseUsd) << ") to +/-"
                   << humanNumber(fraction * 100) << " % on each input, largest swing first\n\n";
            TextTable t({"#", "KEY", "LOW", "HIGH", "TOTAL AT LOW", "TOTAL AT HIGH", "SWING"});
            for (std::size_t col : {0, 2, 3, 4, 5, 6})
                t.setAlign(col, TextTable::Align::Right);
            std::size_t rank = 0;
            for (const tco::SensitivityRow &r : rows)
                t.addRow({std::to_string(++rank), std::string(tco::spec(r.input).key),
                          compactNumber(r.lowValue), compactNumber(r.highValue), usdText(r.lowTotalUsd),
                          usdText(r.highTotalUsd), usdText(r.swingUsd)});
            t.print(io.out);
        }
        return 0;
    };
    return c;
}

} // namespace cli
