// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

namespace tco {

/** A deviation as it is shown: under half a dollar either way is the
 *  rounding of a bill, not a deviation, so it is none (docs/model.md §15,
 *  "Deviations"). The window, the reports and `llm-tco track` all show
 *  deviations through this one rule. */
constexpr double shownDeviationUsd(double usd)
{
    return usd > -0.5 && usd < 0.5 ? 0.0 : usd;
}

} // namespace tco
