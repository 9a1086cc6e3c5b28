// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "scenario.h"

#include <cstdint>
#include <string>
#include <string_view>

namespace tco {

/** A plan's size in the words of its name: "70B", "405B", "1.5T". */
std::string compactCount(double count);

/** The accelerator as a name says it: the catalog id up to its first '-'
 *  ("H100-SXM" → "H100", "B200" → "B200"). */
std::string shortAcceleratorName(const Scenario &s);

/** What a name from the inputs says: the size ("405B"), for a mixture of
 *  experts the active parameters ("37B", empty for a dense model), the
 *  accelerator count and the short accelerator name. */
struct NameParts {
    std::string size;
    std::string active;
    long long gpus = 0;
    std::string accelerator;
};
NameParts namePartsOf(const Scenario &s);

/** A plan named from its inputs: "405B dense on 2048 H100", or for a
 *  mixture of experts "671B MoE (37B active) on 2048 H800". What the
 *  command line calls the built-in plan once `--set` changed it, so it is
 *  not labelled as the default (docs/file-format.md, "Plan names"). */
std::string nameFromInputs(const Scenario &s);

/** The one rule for what a plan is called on every surface (the window,
 *  the compare window, the reports, `llm-tco`; docs/file-format.md, "Plan
 *  names"): its own name, unless that is the built-in default's and an
 *  input changed; else its file's name without the extension
 *  ("gui_405B" for /plans/gui_405B.tcoplan); else nameFromInputs(). Never
 *  empty. The window words the model's names in its language
 *  (planner::PlanNames). */
std::string planName(const Scenario &s, std::string_view filePath = {});

/** Which of planName()'s sources names `s`. */
enum class NameSource : std::uint8_t { Own, File, Inputs };
NameSource nameSourceOf(const Scenario &s, std::string_view filePath = {});

/** True when `s` differs from the built-in default plan in an input or in
 *  its accelerator (name, tags, dates and the Monte Carlo's run count and
 *  seed aside). */
bool differsFromDefaultInputs(const Scenario &s);

} // namespace tco
