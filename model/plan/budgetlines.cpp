// SPDX-License-Identifier: GPL-3.0-or-later
#include "budgetlines.h"

namespace tco {

BudgetStatus BudgetLines::statusOf(double usd) const
{
    if (!(budgetUsd > 0))
        return BudgetStatus::NoBudget;
    if (usd <= warningUsd)
        return BudgetStatus::Within;
    if (usd <= reviewUsd)
        return BudgetStatus::PastWarning;
    return BudgetStatus::PastReview;
}

BudgetLines budgetLines(const Scenario &s)
{
    BudgetLines l;
    l.budgetUsd = s.value(InputId::BudgetUsd);
    if (l.budgetUsd > 0) {
        l.warningUsd = l.budgetUsd * s.value(InputId::BudgetWarningFraction);
        l.reviewUsd = l.budgetUsd * s.value(InputId::BudgetReviewFraction);
    }
    return l;
}

} // namespace tco
