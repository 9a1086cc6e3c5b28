// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <analysis/advice.h>
#include <analysis/variants.h>
#include <plan/result.h>
#include <plan/scenario.h>
#include <tracking/planstatus.h>

#include <string>

namespace cli {

/** A condition the model reported, in plain English with the advice a
 *  planner needs (the command line is not translated; the window words
 *  conditions itself). */
std::string conditionText(tco::Condition condition, const tco::Result &result, const tco::Scenario &scenario);

/** What a lever does, e.g. "Checkpoint every 8.5 min instead of 1 h",
 *  "Use spot capacity" (only the interval lever moves the interval:
 *  docs/model.md §7). */
std::string leverText(const tco::Lever &lever, const tco::Scenario &scenario);

/** What a what-if variant is, e.g. "spot capacity", "MFU -25 % (0.3)",
 *  "next faster accelerator: H200-SXM", "pinned: <name>". */
std::string variantText(const tco::VariantRow &row, const tco::Scenario &scenario);

/** A budget status in plain English, e.g. "within budget (72.0 % used)". */
std::string budgetText(const tco::PlanStatus &status, const tco::Scenario &scenario);

} // namespace cli
