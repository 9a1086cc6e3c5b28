// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "result.h"
#include "scenario.h"
#include "targets.h"

#include <compare>
#include <optional>
#include <string>
#include <string_view>

namespace tco {

/** One day of the (proleptic Gregorian) civil calendar, without a time or
 *  a time zone. Build one with parseDate() or the helpers below; a
 *  hand-made one may hold an impossible day (isValid() says). */
struct CivilDate {
    int year = 1970;
    unsigned month = 1; ///< 1 .. 12
    unsigned day = 1;   ///< 1 .. 31
    auto operator<=>(const CivilDate &) const = default;
};

/** The planner's month in days: the model's month is 730 hours (8760 / 12,
 *  kHoursPerMonth in model/plan/evaluate.cpp), so 30.4166… days. The phases of a
 *  plan turn into dates with it, so the calendar agrees with
 *  Result::projectMonths (tests/model/tst_calendar.cpp checks that). */
inline constexpr double kDaysPerMonth = 730.0 / 24.0;

/** The years a plan's start date may lie in (validation and parseDate). */
inline constexpr int kMinDateYear = 1970;
inline constexpr int kMaxDateYear = 2199;

/** A real day (2027-02-30 is not) within kMinDateYear .. kMaxDateYear. */
bool isValid(const CivilDate &d);

/** Strict ISO 8601 calendar date "YYYY-MM-DD": exactly ten characters, no
 *  spaces or signs, a real day, a year within kMinDateYear .. kMaxDateYear.
 *  Anything else gives nullopt. */
std::optional<CivilDate> parseDate(std::string_view text);

/** "YYYY-MM-DD", the form parseDate() reads. */
std::string formatDate(const CivilDate &d);

/** The first day of the month after `today`'s (2026-12-15 -> 2027-01-01). */
CivilDate firstOfNextMonth(const CivilDate &today);

/** The day on which the moment `days` after the start (midnight) of `d`
 *  falls: whole days are added and a fraction rounds down, so 0.9 days
 *  later is still `d` and -0.1 days is the day before. `days` must be
 *  finite; it is clamped to ±10 million days. */
CivilDate addDays(const CivilDate &d, double days);

/** addDays(d, months × kDaysPerMonth): months of the model, not calendar
 *  months (two months after 2027-01-01 is 2027-03-02). */
CivilDate addMonths(const CivilDate &d, double months);

/** Whole days from `from` to `to`: positive when `to` is later, 0 on the
 *  same day, negative when `to` is earlier (2027-01-01 to 2027-03-01: 59). */
long long daysBetween(const CivilDate &from, const CivilDate &to);

/** Today's date in UTC, from the system clock; the environment variable
 *  LLM_TCO_TODAY (YYYY-MM-DD) gives another day (docs/actuals.md, "Today"). */
CivilDate todayUtc();

/** The scenario's start date when it holds a valid one, otherwise the first
 *  day of the month after `today` (what a plan without a date shows). */
CivilDate resolvedStart(const Scenario &s, const CivilDate &today);
/** resolvedStart() as "YYYY-MM-DD". */
std::string resolvedStartDate(const Scenario &s, const CivilDate &today);

/** The dates of a plan's phases (docs/model.md §Start date). The main run
 *  and the project end only when the run can finish: they are empty when
 *  the result's wall-clock is not a finite number. */
struct ProjectDates {
    CivilDate start;                        ///< resolvedStart(): preparation begins
    CivilDate mainRunStart;                 ///< start + project.preparationMonths
    std::optional<CivilDate> mainRunFinish; ///< + Result::wallClockDays
    std::optional<CivilDate> projectFinish; ///< + project.postTrainingMonths
};

/** The phases laid end to end from the start date in fractional days (each
 *  date is addDays() of the running total, so roundings do not add up). */
ProjectDates projectDates(const Scenario &s, const Result &r, const CivilDate &today = todayUtc());

/** The day a deadline of `scope` counts its days from: the plan's start for
 *  the project, the main run's start (after preparation, as projectDates()
 *  lays it) for the main run. What Fits, `llm-tco solve --finish-by` and
 *  the reports date a target from it, so a 90-day main-run deadline reads
 *  the same date everywhere. */
CivilDate deadlineOrigin(const Scenario &s, DeadlineScope scope, const CivilDate &today = todayUtc());

} // namespace tco
