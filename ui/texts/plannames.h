// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "plan/scenario.h"

#include <QCoreApplication>
#include <QString>

namespace planner {

/** What a plan is called in the window, the compare window and the
 *  reports: tco::planName's one rule (docs/file-format.md, "Plan names"),
 *  as `llm-tco` names it: its own name; a plan without one takes its
 *  file's name ("gui_405B" for gui_405B.tcoplan), else its inputs'
 *  ("405B dense on 2048 H100"). The built-in default plan's name is its
 *  own only while no input differs from the default. Names the model
 *  makes are worded in the UI language. Context "planner::PlanNames". */
class PlanNames
{
    Q_DECLARE_TR_FUNCTIONS(planner::PlanNames)
public:
    static QString of(const tco::Scenario &s, const QString &fileName = {});
    /** A name the user gave stays as written; the model's own names are
     *  translated. Empty for a plan without a name and for the default
     *  plan's name on a plan whose inputs changed. */
    static QString ownName(const tco::Scenario &s);
    /** The plan's description; the built-in default's in the UI language. */
    static QString description(const tco::Scenario &s);
    /** "405B dense on 2048 H100" in the UI language. */
    static QString fromInputs(const tco::Scenario &s);
};

} // namespace planner
