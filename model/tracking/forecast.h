// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "actuals.h"
#include "actualsimport.h"
#include "analysis/compare.h"
#include "plan/budgetlines.h"
#include "plan/calendar.h"
#include "plan/catalog.h"
#include "plan/result.h"
#include "plan/scenario.h"
#include "spendtally.h"
#include "trackingchecks.h"

#include <array>
#include <optional>
#include <string>
#include <vector>

namespace tco {

/** MFU and the failure rate measured from the run's progress. */
struct Recalibration {
    bool given = false;             ///< a progress point was given (progressDate is its day)
    CivilDate progressDate;         ///< the day of the latest progress point, when given
    bool measured = false;          ///< false: no progress given, or no work yet (0 tokens): the plan stands
    bool fromInterruptions = false; ///< the failure rate was measured too
    double tokensTrained = 0, acceleratorHours = 0, interruptions = 0; ///< the latest progress point
    double productiveAcceleratorHours = 0;                  ///< hours that trained, as the model counts them
    double plannedMfu = 0, mfu = 0;                         ///< compute.mfu of the plan and as measured
    double plannedMtbfHours = 0, mtbfHours = 0;             ///< failures.gpuMtbfHours
    double plannedSpotPreemptions = 0, spotPreemptions = 0; ///< pricing.spotPreemptionsPerNodeDay
    double plannedFailuresPerAcceleratorHour = 0, failuresPerAcceleratorHour = 0;
    double trainedShare = 0; ///< tokens trained / the plan's trained tokens, 0 .. 1
    /** What the figures say before any clamp (docs/model.md §15, "Progress
     *  checked against the plan"): tokens trained / the plan's (above 1:
     *  more than the plan trains), the MFU they imply, and the tokens per
     *  accelerator-hour, measured and at the accelerator's peak FLOPs. */
    double tokensShare = 0;
    double impliedMfu = 0;
    double tokensPerAcceleratorHour = 0, peakTokensPerAcceleratorHour = 0;
    bool mfuClamped = false;  ///< impliedMfu lies outside compute.mfu's range: mfu is clamped
    bool mtbfClamped = false; ///< the measured failure rate lies outside failures.gpuMtbfHours's range
    bool beyondPlan = false;  ///< more tokens trained than the plan trains: trainedShare is 1
    bool flagged() const { return mfuClamped || mtbfClamped || beyondPlan; }
};

/** Planned to date against actual, for one category, phase or tag value. */
struct Deviation {
    std::string key; ///< categoryKey, phaseKey, or the tag value
    double plannedUsd = 0;
    double actualUsd = 0;
    double deltaUsd() const { return actualUsd - plannedUsd; }
};

/** One month of the tracking chart: the plan's cumulative cost and what
 *  was actually spent up to the end of that month. */
struct TrackingMonth {
    CivilDate month;
    double plannedCumulativeUsd = 0;
    double actualCumulativeUsd = 0;
    bool hasActual = false; ///< the month is at or before the last actual date
};

/** Actual spend against the plan, the forecast at completion and what
 *  explains the difference (docs/model.md, "Tracking actual spend"). */
struct Tracking {
    bool feasible = false; ///< false: the plan cannot run; nothing else is set
    CivilDate start;       ///< the plan's start date
    CivilDate asOf;        ///< the last day with actual spend to date (or progress)
    CivilDate today;       ///< the day tracked to: spend after it is not "to date"
    BudgetLines lines;
    Result plan;         ///< the plan evaluated
    Result recalibrated; ///< the plan with the measured MFU and failure rate

    double actualUsd = 0; ///< spend to date: dated from the start to today and the planned finish
    double plannedToDateUsd = 0;
    /** Spend dated before the start, after today or after the planned
     *  finish: kept out of actualUsd, the deviations and asOf, but counted
     *  in the forecast and the actual status. */
    std::vector<OutsideSpend> outside;
    double outsideUsd = 0;
    double spentUsd() const { return actualUsd + outsideUsd; } ///< everything billed
    BudgetStatus actualStatus = BudgetStatus::NoBudget;        ///< of spentUsd()

    Recalibration calibration;
    /** Saved progress points the plan makes impossible (progressProblems(),
     *  model/progresscheck.h), not used: a changed plan or spend can leave
     *  some that were fine when imported. */
    std::vector<ImportMessage> progressNotUsed;
    bool forecastFeasible = false; ///< false: at the measured rates the run cannot finish
    double remainingUsd = 0;       ///< the recalibrated plan's cost of the work still to do
    double forecastUsd = 0;        ///< spent + remaining: never below what was spent
    double forecastP10Usd = 0, forecastP50Usd = 0, forecastP90Usd = 0;
    std::optional<CivilDate> mainRunFinish, projectFinish;       ///< forecast, P50; never before asOf
    std::optional<CivilDate> projectFinishP10, projectFinishP90; ///< with the days' P10 and P90
    std::optional<CivilDate> plannedProjectFinish;
    BudgetStatus forecastStatus =
        BudgetStatus::NoBudget;                   ///< of the P50; past review when the run cannot finish
    BudgetStatus status = BudgetStatus::NoBudget; ///< the worse of actual and forecast

    std::vector<Deviation> byCategory;    ///< every category with planned or actual spend
    std::vector<Deviation> byPhase;       ///< the three phases
    std::vector<TagSpend> byTag;          ///< each tag's largest values, then the others (SpendTally::byTag)
    std::vector<InputChange> explanation; ///< plan -> recalibrated plan (compare())
    std::vector<TrackingMonth> months;
};

/** The plan's cost spent by the end of `asOf`, by category (cashflow
 *  months, the month of asOf pro-rated by its days) and by phase (each
 *  phase's cells spread evenly over the phase's days). */
struct PlannedToDate {
    double totalUsd = 0;
    std::array<double, kCategoryCount> byCategory{};
    std::array<double, kPhaseCount> byPhase{};
};
PlannedToDate plannedToDate(const Scenario &s, const Result &r, const Catalog &catalog, const CivilDate &asOf,
                            const CivilDate &today = todayUtc());

/** The measured MFU and failure rate from the latest progress point. */
Recalibration recalibrate(const Scenario &s, const Result &r, const ProgressPoint &progress);
/** The plan with compute.mfu (and the failure inputs) as measured. */
Scenario recalibrated(const Scenario &s, const Recalibration &c);

/** Everything `llm-tco track` prints. `actuals` must hold spend or
 *  progress; `today` gives the start of a plan without a start date. */
Tracking track(const Scenario &s, const Catalog &catalog, const Actuals &actuals,
               const CivilDate &today = todayUtc());
/** The same from spend already summed (`llm-tco track` streams an export
 *  into a SpendTally, docs/actuals.md): `spend` was tallied with the
 *  plan's window, planWindow(s, evaluate(s, catalog), today). */
Tracking track(const Scenario &s, const Catalog &catalog, const SpendTally &spend,
               const std::vector<ProgressPoint> &progress, const CivilDate &today = todayUtc());

} // namespace tco
