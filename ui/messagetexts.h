// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "catalog.h"
#include "result.h"
#include "scenario.h"
#include "scenariofile.h"
#include "validation.h"

#include <QCoreApplication>
#include <QString>

namespace planner {

/** Words for what the model reports as codes: refused values, conditions,
 *  budget status and file errors (the model names them; the UI says them). */
class MessageTexts
{
    Q_DECLARE_TR_FUNCTIONS(planner::MessageTexts)
public:
    /** Why a value was refused, naming the value tried, what is allowed and
     *  the value that is kept. `attempted` is the text as typed or shown. */
    static QString issue(const tco::Issue &issue, const QString &attempted, const tco::Scenario &kept);
    /** One sentence for a condition, with figures from the result. */
    static QString condition(tco::Condition condition, const tco::Scenario &s,
                             const tco::Result &r, const tco::Catalog &catalog);
    /** True for conditions that make the plan unusable (red), not just a warning. */
    static bool isSevere(tco::Condition condition);
    static QString budgetStatus(tco::BudgetStatus status);
    static QString fileError(tco::FileError error);
};

} // namespace planner
