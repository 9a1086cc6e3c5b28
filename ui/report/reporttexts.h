// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "advice.h"
#include "inputs.h"
#include "result.h"

#include <QCoreApplication>
#include <QLocale>
#include <QString>

#include <string>
#include <string_view>

namespace planner {

/** The report's words for the model's codes: cost natures, budget
 *  statuses, conditions, units and option names (context
 *  "planner::ReportTexts"). Categories, phases and history kinds are
 *  texts/codelabels.h, input groups InputTexts::groupTitle: the window's
 *  words. The model names things; these
 *  are what a budget owner reads. */
class ReportTexts
{
    Q_DECLARE_TR_FUNCTIONS(planner::ReportTexts)
public:
    static QString nature(tco::CostNature n);
    static QString budgetStatus(tco::BudgetStatus s);
    /** A condition's short name ("Run cannot finish", "Past the useful
     *  scale"): a table's first column. The sentence with the plan's
     *  figures comes from ReportInput::conditionSentence. */
    static QString condition(tco::Condition c);
    /** "No valid plan", "Warning", "Note". */
    static QString severity(tco::Severity s);
    /** A lever's short name ("Optimal checkpoint interval"). */
    static QString lever(tco::LeverKind k);
    /** An operational practice preset's name ("Established team"). */
    static QString practice(tco::Practice p);
    static QString choice(tco::InputId input, int index);
    /** "Scenario 2" for a scenario without a name. */
    static QString unnamedScenario(int number);

    /** The input's key as text ("compute.mfu"). */
    static QString key(tco::InputId input);
    /** A value of `input` with its unit as a person reads it: "40 %",
     *  "$1.94 per accelerator-hour", "70B parameters", "reserved". */
    static QString inputValue(tco::InputId input, double value, const QLocale &locale);
    // Numbers, money, days and signed changes: texts/numberformat.h.
};

} // namespace planner
