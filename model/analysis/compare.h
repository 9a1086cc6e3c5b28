// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "plan/catalog.h"
#include "plan/result.h"
#include "plan/scenario.h"

#include <array>
#include <string>
#include <vector>

namespace tco {

/** One input that differs between two scenarios, and what moving it from
 *  A's value to B's did to the total (in the order the walk took it). */
struct InputChange {
    std::string key;      ///< input key, or "hardware.gpu"
    std::string fromText; ///< A's value as text
    std::string toText;   ///< B's value as text
    double deltaUsd = 0;  ///< total after this step minus total before it
};

/** How scenario B's cost differs from A's: by category (the waterfall
 *  bars) and by input (the resource decisions that caused it). The input
 *  deltas add up exactly to B's total minus A's: each input is moved from
 *  A's value to B's in turn, in `llm-tco keys` order (sequential
 *  attribution, so interactions land on the later input). */
struct Comparison {
    Result a;
    Result b;
    std::array<double, kCategoryCount> categoryDeltaUsd{};
    std::vector<InputChange> inputChanges;
    double totalDeltaUsd = 0;
    double relativeDelta = 0; ///< (B - A) / A; 0 when A costs nothing
};

Comparison compare(const Scenario &a, const Scenario &b, const Catalog &catalog);

/** Relative change (to - from) / from, 0 when `from` is 0. */
double relativeChange(double from, double to);

} // namespace tco
