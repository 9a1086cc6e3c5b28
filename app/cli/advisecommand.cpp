// SPDX-License-Identifier: GPL-3.0-or-later
#include "commands.h"
#include "conditiontext.h"
#include "error.h"
#include "json.h"
#include "planinput.h"
#include "resultoutput.h"

#include <analysis/advice.h>
#include <plan/evaluate.h>
#include <plan/validation.h>

#include <ostream>

namespace cli {

Command adviseCommand()
{
    Command c{.name = "advise",
              .summary = "the changes that lower the plan's cost or time, each computed by the model",
              .formats = {"text", "json"},
              .options = planSpecs()};
    c.details = R"(Each lever the source articles describe (checkpoint interval, asynchronous and in-memory
checkpoints, hot spares, operational practice, accelerator count, pricing mode, storage tiers,
deduplication, precision) is applied to the plan and evaluated. A feasible plan lists the
levers that lower its total or its wall-clock, largest saving first; an infeasible plan lists
those that make it feasible, cheapest first (and exits with status 3). Each lever is measured
against the plan as it stands: only the checkpoint-interval lever moves the interval, so a
lever that is also a variant (llm-tco variants) has the same total and days there. JSON gives
each lever's input changes, so a script can apply one with --set.

Examples:
  llm-tco advise
  llm-tco advise --set model.parameters=4.05e11 --set cluster.gpuCount=8 --format json)";
    c.run = withPlan([](const Plan &plan, const std::string &format, const ParsedOptions &, Io &io) {
        const tco::Result r = tco::evaluate(plan.scenario, plan.catalog);
        if (format == "json") {
            const std::vector<tco::Lever> levers = tco::advise(plan.scenario, plan.catalog);
            JsonWriter j;
            j.beginObject().value("feasible", r.feasible());
            if (r.feasible())
                j.value("totalUsd", r.totalUsd).value("wallClockDays", r.wallClockDays);
            else
                j.null("totalUsd").null("wallClockDays");
            j.beginArray("levers");
            for (const tco::Lever &l : levers) {
                j.beginObject()
                    .value("lever", tco::leverKey(l.kind))
                    .value("description", leverText(l, plan.scenario))
                    .value("makesFeasible", l.makesFeasible)
                    .value("totalUsd", l.totalUsd)
                    .value("wallClockDays", l.days);
                if (r.feasible())
                    j.value("savedUsd", l.savedUsd).value("savedDays", l.savedDays);
                j.beginObject("set");
                const tco::Scenario applied = tco::applyLever(plan.scenario, l);
                for (const tco::InputSetting &change : l.changes.settings()) {
                    const tco::InputSpec &in = tco::spec(change.id);
                    if (in.kind == tco::InputKind::Choice)
                        j.value(in.key, tco::valueText(applied, in.key));
                    else
                        j.value(in.key, change.value);
                }
                j.endObject().endObject();
            }
            j.endArray().endObject();
            io.out << j.text();
        } else {
            io.out << "Advice for: " << plan.name << '\n';
            if (!r.feasible())
                io.out << "The plan cannot run as entered.\n";
            printAdvice(io.out, plan.scenario, plan.catalog, 100);
        }
        return planStatus(r.feasible());
    });
    return c;
}

} // namespace cli
