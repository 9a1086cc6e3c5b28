// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "actuals.h"
#include "actualsimport.h"
#include "plan/calendar.h"
#include "plan/catalog.h"
#include "plan/result.h"
#include "plan/scenario.h"

#include <optional>
#include <string_view>
#include <vector>

namespace tco {

/** Why a spend line is kept out of "to date" (docs/model.md §15, "Dates
 *  outside the plan"). */
enum class OutsideWhy { BeforeStart, AfterToday, AfterFinish };
/** "beforeStart", "afterToday", "afterFinish". */
std::string_view outsideWhyKey(OutsideWhy why);

/** The days actuals may be dated: from the plan's start to the earlier of
 *  today and its planned finish. */
struct PlanWindow {
    CivilDate start;
    CivilDate today;
    CivilDate plannedFinish; ///< start + preparation + main run + post-training
    /** Why `d` lies outside, or nullopt when it lies within (before the
     *  start first, then after today, then after the finish). */
    std::optional<OutsideWhy> outside(const CivilDate &d) const;
};
/** The window of a plan that can run (`plan` evaluated from `s`). */
PlanWindow planWindow(const Scenario &s, const Result &plan, const CivilDate &today);

/** What is wrong with a progress point against the plan and its spend
 *  (docs/model.md §15, "Progress checked against the plan"): a date outside
 *  the plan's window or after `lastSpend` (the last day of the spend to
 *  date, when there is spend); tokens per accelerator-hour that imply an
 *  MFU above 1, past the accelerator's peak FLOPs. Empty when plausible. */
std::vector<ImportMessage> progressProblems(const ProgressPoint &p, const Scenario &s, const Result &plan,
                                            const PlanWindow &window,
                                            const std::optional<CivilDate> &lastSpend);

/** The last day of `spend` within the window, or nullopt. */
std::optional<CivilDate> lastSpendWithin(const std::vector<SpendLine> &spend, const PlanWindow &window);

/** Refuses the points of `in` that progressProblems() finds fault with, as
 *  falling cumulative figures are (model/tracking/actualsimport.cpp): a message
 *  with the line, and the line counted bad. `spend` is the spend the
 *  progress is tracked with (none: the dates are checked against the plan
 *  alone). A plan that cannot run checks nothing. */
void refuseImplausibleProgress(ProgressImport &in, const Scenario &s, const Catalog &catalog,
                               const std::vector<SpendLine> &spend, const CivilDate &today = todayUtc());
/** The same with the spend's last day within the plan's window already
 *  known (SpendTally::lastToDate(), a streamed export). */
void refuseImplausibleProgress(ProgressImport &in, const Scenario &s, const Catalog &catalog,
                               const std::optional<CivilDate> &lastSpend,
                               const CivilDate &today = todayUtc());

} // namespace tco
