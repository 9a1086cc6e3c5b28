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

/** The report's words for the model's codes: cost natures, severities,
 *  levers, units and option names as they read in a sentence (context
 *  "planner::ReportTexts"). Budget statuses and condition names are the
 *  window's (MessageTexts), categories, phases and history kinds
 *  texts/codelabels.h, input groups InputTexts::groupTitle. The model names things; these
 *  are what a budget owner reads. */
class ReportTexts
{
    Q_DECLARE_TR_FUNCTIONS(planner::ReportTexts)
public:
    static QString nature(tco::CostNature n);
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
