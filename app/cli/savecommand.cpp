// SPDX-License-Identifier: GPL-3.0-or-later
#include "actualsinput.h"
#include "commands.h"
#include "error.h"
#include "planinput.h"

#include <files/scenariofile.h>
#include <plan/validation.h>

#include <chrono>
#include <ctime>
#include <ostream>

namespace cli {

namespace {

std::string utcNow()
{
    const std::time_t now = std::chrono::system_clock::to_time_t(std::chrono::system_clock::now());
    std::tm tm{};
    gmtime_r(&now, &tm);
    char buf[32];
    const std::size_t n = std::strftime(buf, sizeof buf, "%Y-%m-%dT%H:%M:%SZ", &tm);
    return std::string(buf, n);
}

void setText(std::string &field, const ParsedOptions &o, const char *option)
{
    if (const auto v = o.value(option)) {
        if (const auto issue = tco::checkText(option, *v, std::string_view(option) == "description"))
            throw Error(std::string("--") + option + " = '" + issue->value + "': " + issue->allowed);
        field = *v;
    }
}

} // namespace

Command saveCommand()
{
    Command c{.name = "save",
              .summary = "write a scenario (default or --scenario, plus --set) to a .tcoplan file"};
    c.options = joinSpecs({{"out", "FILE", "the .tcoplan file to write (replaced if it exists)"},
                           forceSpec(),
                           {"name", "TEXT", "scenario name"},
                           {"description", "TEXT", "scenario description"},
                           {"project", "TEXT", "cost attribution tag: project"},
                           {"experiment", "TEXT", "cost attribution tag: experiment"},
                           {"team", "TEXT", "cost attribution tag: team"}},
                          joinSpecs(actualsSpecs(), planSpecs()));
    c.details = R"(The scenario is validated before it is written. The file is written atomically.
--actuals and --progress import actual spend and progress into the plan, as Track > Import
does in the window (they replace what the plan holds), so a scheduled script can keep a
tracked plan's file current; the exit status is then the plan's verdict, as `track` gives it
(5 past the warning line, 6 past the review line).

Examples:
  llm-tco save --out big.tcoplan --set cluster.gpuCount=8192 --name "8k H100"
  llm-tco save --scenario plan.tcoplan --actuals spend.csv --progress progress.csv --out tracked.tcoplan)";
    c.run = [](const ParsedOptions &o, Io &io) {
        const auto out = o.value("out");
        if (!out || out->empty())
            throw usageError("missing --out FILE");
        Plan plan = loadPlan(o);
        tco::Scenario &s = plan.scenario;
        const auto &sets = o.values("set");
        if (!o.has("scenario") && !sets.empty()) {
            // The default's name and description would now misdescribe the
            // plan: without --name it is called by its file, as everywhere
            // (tco::planName).
            s.name.clear();
            s.description = "Made with llm-tco save from the built-in default scenario with:";
            for (const std::string &set : sets)
                s.description += " " + set;
            if (s.description.size() > tco::kMaxTextLength) {
                std::size_t cut = tco::kMaxTextLength - 3;
                while (cut > 0 && (static_cast<unsigned char>(s.description[cut]) & 0xC0) == 0x80)
                    --cut; // keep UTF-8 whole
                s.description.resize(cut);
                s.description += "...";
            }
        }
        const bool importsActuals = o.has("actuals") || o.has("progress");
        if (importsActuals)
            s.actuals.reset(loadActuals(o, plan, io, "save"));
        setText(s.name, o, "name");
        setText(s.description, o, "description");
        setText(s.tags.project, o, "project");
        setText(s.tags.experiment, o, "experiment");
        setText(s.tags.team, o, "team");
        s.modifiedUtc = utcNow();
        if (s.createdUtc.empty())
            s.createdUtc = s.modifiedUtc;
        // The metadata options may have made the scenario invalid (e.g. a control character).
        for (const tco::Issue &issue : tco::validate(s, plan.catalog))
            throw Error("invalid scenario: " + tco::describe(issue));
        refuseReadOnly(o, "out", *out);
        std::string detail;
        const tco::FileError error = tco::saveScenarioFile(s, *out, &detail);
        if (error != tco::FileError::None)
            throw Error("--out '" + *out + "': cannot save (" + std::string(tco::fileErrorKey(error)) +
                            (detail.empty() ? std::string() : ": " + detail) + ")",
                        error == tco::FileError::WriteFailed ? ExitCode::Failure : ExitCode::BadInput);
        io.err << "saved " << *out << '\n';
        return importsActuals ? verdictExitStatus(tco::planStatus(s, plan.catalog)) : 0;
    };
    return c;
}

} // namespace cli
