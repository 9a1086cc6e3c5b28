// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "forecast.h"
#include "plan/result.h"

#include <string>
#include <string_view>
#include <vector>

namespace tco {

/** What a plan's verdict rests on: its own estimate, or (once actual spend
 *  is imported) the actual spend and the forecast at completion. */
enum class StatusBasis : std::uint8_t { Plan, Tracking };

/** The one verdict on a plan (docs/model.md, "One status"): every surface
 *  that says whether a plan is within budget (the window's tile and banner,
 *  presentation, both reports, CSV, JSON and `llm-tco`'s exit status) reads
 *  it from here, so none can disagree with another.
 *
 *  Without actuals it is the plan's total against the budget lines. With
 *  actuals it is tracking's: the worse of the actual spend and the P50
 *  forecast at completion, and the headline figure is that forecast. */
struct PlanStatus {
    bool feasible = false; ///< false: no valid plan; nothing below is set
    StatusBasis basis = StatusBasis::Plan;
    BudgetStatus budget = BudgetStatus::NoBudget;
    double budgetUsd = 0;    ///< 0 = no budget
    double planTotalUsd = 0; ///< the plan's own total
    /** The figure the status judges: the P50 forecast at completion when
     *  tracked, the plan's total otherwise. */
    double headlineUsd = 0;
    double usedFraction = 0; ///< headline / budget; 0 without a budget

    // Tracked only (basis Tracking):
    BudgetStatus actualStatus = BudgetStatus::NoBudget;
    BudgetStatus forecastStatus = BudgetStatus::NoBudget;
    double actualUsd = 0;
    double forecastP10Usd = 0, forecastP90Usd = 0;
    bool forecastFeasible = true; ///< false: at the measured rates the run cannot finish
    /** Categories or phases with no actual spend where the plan expected
     *  spend by now: the export may be incomplete. */
    bool possiblyIncomplete = false;

    bool tracked() const { return basis == StatusBasis::Tracking; }
    bool operator==(const PlanStatus &) const = default;
};

/** The verdict from the plan, its result and, for a plan with actual spend,
 *  its tracking (tco::track). With a tracking, everything comes from it
 *  (its own plan result included), so a tracking of an older plan gives
 *  that plan's verdict whole, never a mix. */
PlanStatus planStatus(const Scenario &s, const Result &plan, const Tracking *tracking = nullptr);

/** Evaluates the plan, and tracks it when it holds actual spend. */
PlanStatus planStatus(const Scenario &s, const Catalog &catalog);

/** "infeasible", or budgetStatusKey() of the budget status: the key in
 *  CSV and JSON. */
std::string_view planStatusKey(const PlanStatus &s);

/** Whether the plan's own condition `c` is shown with its verdict: once
 *  the plan has actual spend its budget verdict is tracking's, so the
 *  plan's own "past the review line" gives way to it. */
bool conditionStands(const Scenario &s, Condition c);

/** A category or phase the plan expected to have spent on by now, with no
 *  actual spend in the import. */
struct MissingSpend {
    bool phase = false; ///< false: a category (categoryKey); true: a phase (phaseKey)
    std::string key;
    double plannedToDateUsd = 0;
    bool operator==(const MissingSpend &) const = default;
};

/** What tracking's deviations suggest is missing from the export: each
 *  category or phase that the plan expected to have spent at least
 *  `minShare` of the planned-to-date total has no actual spend at all
 *  (docs/actuals.md, "Possibly incomplete export"). */
std::vector<MissingSpend> missingFromExport(const Tracking &t, double minShare = 0.05);

/** Whether missingFromExport() finds anything. */
bool possiblyIncompleteExport(const Tracking &t, double minShare = 0.05);

} // namespace tco
