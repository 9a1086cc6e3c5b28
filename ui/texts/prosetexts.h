// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "analysis/advice.h"
#include "plan/inputs.h"
#include "plan/result.h"

#include <QCoreApplication>
#include <QLocale>
#include <QString>

#include <string>
#include <string_view>

namespace planner {

/** The model's codes and an input's value as they read in running text
 *  and report tables: cost natures, severities, levers, practices, option
 *  names in lower case ("rented reserved") and values with their unit
 *  spelled out ("$1.94 per accelerator-hour"), where the window's controls
 *  use InputTexts and InputFormat's compact forms. Budget statuses and
 *  condition names are MessageTexts', categories, phases and history kinds
 *  codelabels.h': one name each for the window and the reports. */
class ProseTexts
{
    Q_DECLARE_TR_FUNCTIONS(planner::ProseTexts)
public:
    static QString nature(tco::CostNature n);
    /** "No valid plan", "Warning", "Note". */
    static QString severity(tco::Severity s);
    /** A lever's short name ("Optimal checkpoint interval"). */
    static QString lever(tco::LeverKind k);
    /** An operational practice preset's name ("Established team"). */
    static QString practice(tco::Practice p);
    static QString choice(tco::InputId input, int index);

    /** The input's key as text ("compute.mfu"). */
    static QString key(tco::InputId input);
    /** A value of `input` with its unit as a person reads it: "40 %",
     *  "$1.94 per accelerator-hour", "70B parameters", "reserved". */
    static QString inputValue(tco::InputId input, double value, const QLocale &locale);
    /** The template "%1 unit" for a model unit (tco::InputSpec::unit) in
     *  running text: "%1 tokens", "%1 per accelerator-hour". */
    static QString withUnit(std::string_view unit);
    // Numbers, money, days and signed changes: texts/numberformat.h.
};

} // namespace planner
