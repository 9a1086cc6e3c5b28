// SPDX-License-Identifier: GPL-3.0-or-later
#include "actualsinput.h"
#include "commands.h"
#include "error.h"
#include "planinput.h"
#include "resultoutput.h"

#include <plan/evaluate.h>

#include <ostream>

namespace cli {

Command evaluateCommand()
{
    Command c{.name = "evaluate",
              .summary = "evaluate a scenario: total cost by category and phase, time, energy, conditions",
              .formats = {"text", "json", "csv"},
              .options = planSpecs()};
    c.details = R"(Without --scenario the built-in default scenario is used. --set is applied in order,
then the whole scenario is checked. JSON nests dotted names ({"gpuHours":{"total":..}})
and echoes every input under "inputs"; CSV prints metric,value rows.
A plan that cannot run (does not fit, cannot finish) is reported with its conditions and
no totals ("feasible": false, null figures) and exits with status 3.
A plan saved with actual spend (Track > Import in the window) is judged as `track` judges it:
the budget status is the actual spend's and the P50 forecast at completion's, and the status
is 5 past the warning line, 6 past the review line.

Examples:
  llm-tco evaluate
  llm-tco evaluate --set cluster.gpuCount=4096 --set compute.mfu=0.35 --format json
  llm-tco evaluate --scenario plan.tcoplan --format csv)";
    c.run = withPlan([](const Plan &plan, const std::string &format, const ParsedOptions &o, Io &io) {
        const tco::Result r = tco::evaluate(plan.scenario, plan.catalog);
        // A plan saved with actual spend is judged by tracking, like `track`.
        const tco::PlanStatus status = tco::planStatus(plan.scenario, plan.catalog);
        if (format == "json")
            io.out << resultJson(plan.scenario, plan.catalog, r, status);
        else if (format == "csv")
            io.out << resultCsv(plan.scenario, plan.catalog, r, status);
        else
            io.out << resultText(plan.name, plan.scenario, plan.catalog, r, status, o.values("set"));
        return verdictExitStatus(status);
    });
    return c;
}

} // namespace cli
