// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstdint>
#include <limits>
#include <string_view>

namespace tco {

/** Planning backwards (docs/model.md, "Solving for the unknown"): the
 *  targets a plan must meet. NaN = no such target. */
enum class Confidence : std::uint8_t { P50, P90 };
enum class DeadlineScope : std::uint8_t { Project, MainRun };
std::string_view confidenceKey(Confidence c);       ///< "p50", "p90"
std::string_view deadlineScopeKey(DeadlineScope s); ///< "project", "main-run"

struct SolveTargets {
    double budgetUsd = std::numeric_limits<double>::quiet_NaN();
    double deadlineDays = std::numeric_limits<double>::quiet_NaN(); ///< from the start date
    DeadlineScope deadlineScope = DeadlineScope::Project;
    Confidence confidence = Confidence::P50; ///< budget and deadline hold at this percentile
    double minTokensPerParameter = std::numeric_limits<double>::quiet_NaN(); ///< D / N_active
    double maxLoss = std::numeric_limits<double>::quiet_NaN();               ///< predicted loss (scaling law)
    bool any() const;
};

/** The largest targets a plan holds (docs/file-format.md, version 3): a
 *  plan file, `llm-tco solve` and the window refuse more. The budget is the
 *  input budget.usd, with that input's range. */
inline constexpr double kMaxTargetDeadlineDays = 36500; ///< a century
inline constexpr double kMaxTargetTokensPerParameter = 1e6;
inline constexpr double kMaxTargetLoss = 100;

/** The targets saved with a plan (docs/file-format.md, version 3), 0 = none.
 *  The budget is the plan's own input budget.usd. Zeros rather than NaN, so
 *  that plans compare equal to their copies. */
struct PlanTargets {
    double deadlineDays = 0;
    DeadlineScope deadlineScope = DeadlineScope::Project;
    Confidence confidence = Confidence::P50;
    double minTokensPerParameter = 0;
    double maxLoss = 0;
    bool operator==(const PlanTargets &) const = default;
};

} // namespace tco
