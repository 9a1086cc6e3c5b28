// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "analysis/cashflow.h"
#include "plan/calendar.h"
#include "plan/currency.h"
#include "plan/scenario.h"

#include <functional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

// The planned cost written as a FOCUS 1.2 export (the FinOps Foundation's
// cost and usage specification), so a FinOps tool loads plan and bill side
// by side; `llm-tco track` and the window read it back as any FOCUS export
// (focusimport.h). Every column and where its value comes from:
// docs/focus-export.md.

namespace tco {

/** The FOCUS version the export conforms to. */
inline constexpr std::string_view kFocusExportVersion = "1.2";

/** One charge of the forecast: a calendar month's cost of one kind (a
 *  plan's category; a portfolio's run on a pool, its idle capacity...). */
struct FocusRow {
    /** ChargePeriodStart and End (exclusive): the calendar month it is
     *  charged in, clipped to a portfolio's horizon. */
    CivilDate periodStart, periodEnd;
    /** "Usage", "Purchase" (capacity paid up front or by the month: the
     *  cash of owned hardware or a commitment) or "Credit" (resale). */
    std::string chargeCategory{"Usage"};
    std::string chargeFrequency{"Usage-Based"}; ///< "Usage-Based", "One-Time", "Recurring"
    std::string description;                    ///< ChargeDescription: what it is, in words
    double billedUsd = 0;                       ///< cash that leaves in this month (BilledCost)
    double effectiveUsd = 0;                    ///< cost charged to this month (EffectiveCost)
    std::string serviceCategory;                ///< FOCUS 1.2's ServiceCategory value
    std::string serviceName;
    std::vector<std::pair<std::string, std::string>> tags; ///< Tags: project, experiment, team
    std::string plannerCategory; ///< x_PlannerCategory: the planner's key for the cost
    std::string run;             ///< x_Run: the portfolio's run id; "" for a plan
    std::string pool;            ///< x_Pool: the portfolio's pool id; "" when not on a pool
};

/** A whole export: its rows and what is common to them. */
struct FocusTable {
    std::string scenario;     ///< x_Scenario and BillingAccountName: the plan's or portfolio's name
    DisplayCurrency currency; ///< BillingCurrency; amounts are converted at its rate
    std::vector<FocusRow> rows;
};

/** The cost lines of a plan evaluated to `r` with timeline `f`: per month
 *  and category, EffectiveCost the cost and BilledCost the cash (renting:
 *  the same; reserved: the bill spread over its term). Bought hardware's
 *  capex is a Purchase of its own in the first month (EffectiveCost 0, its
 *  use is in the months' cost) and its resale a Credit in the last
 *  (docs/focus-export.md). Empty when the plan cannot run. */
FocusTable planFocus(const Scenario &s, const Cashflow &f);

/** A JSON object of string members, in order: the Tags column. The caller
 *  gives its JSON writer (the command line's, Qt's), as the model has none. */
using FocusTagsJson = std::function<std::string(const std::vector<std::pair<std::string, std::string>> &)>;

/** The column names of the export, in order: FOCUS's, then the planner's x_. */
const std::vector<std::string_view> &focusExportColumns();

/** `t` as CSV (RFC 4180, quoted where needed), a header line first. */
std::string focusCsv(const FocusTable &t, const FocusTagsJson &tagsJson);

} // namespace tco
