// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "command.h"
#include "options.h"

#include <plan/catalog.h>
#include <plan/scenario.h>

#include <functional>
#include <string>
#include <vector>

namespace cli {

/** What most commands start from: the catalog and a validated scenario. */
struct Plan {
    tco::Catalog catalog;
    tco::Scenario scenario;
    /** What text output calls the plan: tco::planName of the scenario and
     *  its --scenario file, as the window and the reports call it. */
    std::string name;
};

/** --catalog FILE. */
OptionSpec catalogSpec();
/** --currency CODE[=RATE]: the display currency of this run. */
OptionSpec currencySpec();
/** The currency of --currency `text`: a built-in one (USD, CNY, EUR), the
 *  plan's own by its code, or CODE=RATE (rate per US dollar, dated today).
 *  Throws a BadInput Error naming the option, the text and what is allowed. */
tco::DisplayCurrency parseCurrency(const std::string &text, const tco::DisplayCurrency &planCurrency);
/** --scenario FILE, --set KEY=VALUE (repeatable), --catalog FILE, --currency. */
std::vector<OptionSpec> planSpecs();
/** --samples N, --seed S: the plan's Monte Carlo run count and seed
 *  (uncertainty.samples, uncertainty.seed) for this run; loadPlan() applies
 *  them after every --set. */
std::vector<OptionSpec> riskSpecs();
/** Concatenates option lists. */
std::vector<OptionSpec> joinSpecs(std::vector<OptionSpec> a, const std::vector<OptionSpec> &b);

/** The built-in catalog, with the --catalog file's entries merged over it.
 *  A bad file throws a BadInput Error naming each line, column and value. */
tco::Catalog loadCatalog(const ParsedOptions &options);

/** One command-line edit of a plan: `--set KEY=VALUE` (option "set"), or
 *  an option short for one, as the assignment it stands for (option
 *  "samples": "uncertainty.samples=N"). */
struct PlanEdit {
    std::string option;     ///< without the dashes: "set", "samples", "seed"
    std::string assignment; ///< KEY=VALUE
};

/** `edits` applied to `scenario` in order, then the whole scenario
 *  validated, as loadPlan() does: each assignment split at its first '='
 *  (none, or an empty key, is refused), each key set once however it is
 *  given (a second is refused, naming both), each value read by
 *  tco::setFromText(). Returns the problems, one line each naming the
 *  option, the key, the value and what is allowed ("invalid scenario: "
 *  before what validation finds); `scenario` is changed only when there
 *  are none. tests/fuzz/fuzz_setvalue.cpp fuzzes it. */
std::vector<std::string> applyPlanEdits(tco::Scenario &scenario, const std::vector<PlanEdit> &edits,
                                        const tco::Catalog &catalog);

/** The scenario of --scenario (or tco::defaultScenario()), every --set
 *  applied in order, then --samples and --seed if the command has them, then
 *  the whole scenario validated (applyPlanEdits()), then --currency applied; the plan's
 *  currency becomes the thread's display currency (text output shows money
 *  in it; docs/model.md, Display currency). The built-in plan with inputs changed by
 *  --set is named from them (tco::nameFromInputs). Any problem throws
 *  a BadInput Error with one line per issue (tco::describe). */
Plan loadPlan(const ParsedOptions &options);

/** What a command of one plan runs: the plan (loadPlan), the chosen
 *  --format, the options and the streams. */
using PlanRun = std::function<int(const Plan &plan, const std::string &format, const ParsedOptions &, Io &)>;
/** A Command::run that loads the plan before it hands over to `run`. */
std::function<int(const ParsedOptions &, Io &)> withPlan(PlanRun run);

/** Reads a whole small file; throws a BadInput Error naming `option`. */
std::string readSmallFile(const std::string &option, const std::string &path, std::size_t maxBytes);

/** Throws a BadInput Error when `path` (the value of --`option`) is a
 *  read-only file and --force was not given: a read-only file is someone's
 *  way of saying "keep this", and the atomic write would replace it all the
 *  same. Every command that writes a file (a plan, a portfolio, a report, a
 *  CSV) calls it before writing (issue 52). */
void refuseReadOnly(const ParsedOptions &o, std::string_view option, const std::string &path);

/** For commands whose figures mean nothing for a plan that cannot run
 *  (sensitivity, risk): writes why to stderr and returns 3; 0 when the
 *  plan is feasible. */
int refuseInfeasible(const Plan &plan, Io &io);

} // namespace cli
