// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "command.h"
#include "options.h"
#include "planinput.h"

#include <tracking/actuals.h>
#include <tracking/planstatus.h>
#include <tracking/spendtally.h>

#include <vector>

namespace cli {

/** --actuals FILE, --progress FILE, --mapping FILE, --accept-partial: the
 *  actual spend and progress of a plan, as `track`, `save` and `report`
 *  take them (docs/actuals.md). */
std::vector<OptionSpec> actualsSpecs();

/** The plan's actuals: those saved in it, with the spend and progress of
 *  --actuals and --progress replacing them when given. A file with bad
 *  lines is refused unless --accept-partial, which lists them on stderr
 *  (prefixed `command`) and keeps the good ones. */
tco::Actuals loadActuals(const ParsedOptions &o, const Plan &plan, Io &io, const char *command);

/** The spend of one --actuals file billed for a plan in `currency`,
 *  read and checked as loadActuals() reads it (with --mapping and
 *  --accept-partial when the command takes them): `portfolio evaluate
 *  --actuals RUN=FILE` reads one per run. */
std::vector<tco::SpendLine> loadSpendFile(const ParsedOptions &o, const std::string &path,
                                          const tco::DisplayCurrency &currency, Io &io, const char *command);

/** What `track` reads (docs/actuals.md): the spend summed line by line
 *  as it is read from --actuals, never held whole (or the plan's saved
 *  lines summed), and the progress of --progress or the plan's. Bad lines
 *  and --accept-partial as loadActuals(). */
struct TrackedActuals {
    tco::SpendTally spend;
    std::vector<tco::ProgressPoint> progress;
};
TrackedActuals tallyActuals(const ParsedOptions &o, const Plan &plan, const tco::PlanWindow &window, Io &io,
                            const char *command);

/** The exit status of a plan's one verdict (tco::planStatus): 3 for a plan
 *  that cannot run; for a tracked plan 5 past the warning line and 6 past
 *  the review line; else 0 (a plan's own estimate past a line is reported
 *  in its output, not as a failure of the command). */
int verdictExitStatus(const tco::PlanStatus &s);

} // namespace cli
