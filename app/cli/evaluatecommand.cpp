// SPDX-License-Identifier: GPL-3.0-or-later
#include "commands.h"
#include "error.h"
#include "planinput.h"
#include "resultoutput.h"

#include <evaluate.h>

#include <ostream>

namespace cli {

Command evaluateCommand()
{
    Command c;
    c.name = "evaluate";
    c.summary = "evaluate a scenario: total cost by category and phase, time, energy, conditions";
    c.formats = {"text", "json", "csv"};
    c.options = planSpecs();
    c.details =
        "Without --scenario the built-in default scenario is used. --set is applied in order,\n"
        "then the whole scenario is checked. JSON nests dotted names ({\"gpuHours\":{\"total\":..}})\n"
        "and echoes every input under \"inputs\"; CSV prints metric,value rows.\n"
        "A plan that cannot run (does not fit, cannot finish) is reported with its conditions and\n"
        "no totals (\"feasible\": false, null figures) and exits with status 3.\n\n"
        "Examples:\n"
        "  llm-tco evaluate\n"
        "  llm-tco evaluate --set cluster.gpuCount=4096 --set compute.mfu=0.35 --format json\n"
        "  llm-tco evaluate --scenario plan.tcoplan --format csv";
    c.run = [](const ParsedOptions &o, Io &io) {
        const std::string format = o.format();
        const Plan plan = loadPlan(o);
        const tco::Result r = tco::evaluate(plan.scenario, plan.catalog);
        if (format == "json")
            io.out << resultJson(plan.scenario, plan.catalog, r);
        else if (format == "csv")
            io.out << resultCsv(plan.scenario, plan.catalog, r);
        else
            io.out << resultText(plan.scenario, plan.catalog, r, o.values("set"));
        return planStatus(r.feasible());
    };
    return c;
}

} // namespace cli
