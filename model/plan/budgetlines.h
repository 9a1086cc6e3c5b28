// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "result.h"
#include "scenario.h"

namespace tco {

/** The plan's budget lines in US dollars (docs/model.md, "Tracking actual
 *  spend"): the budget, and the warning and review lines as its shares.
 *  One definition for the plan's own status (evaluate), its tracking and
 *  every chart and report that draws the lines. */
struct BudgetLines {
    double budgetUsd = 0; ///< 0 = no budget
    double warningUsd = 0;
    double reviewUsd = 0;
    /** Where `usd` stands: within up to the warning line, past warning up
     *  to the review line, past review beyond it; NoBudget without one. */
    BudgetStatus statusOf(double usd) const;
};
BudgetLines budgetLines(const Scenario &s);

} // namespace tco
