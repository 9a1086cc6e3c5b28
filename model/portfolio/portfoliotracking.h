// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "portfolio/metrics.h"
#include "tracking/actuals.h"
#include "tracking/forecast.h"
#include "tracking/planstatus.h"

#include <cstdint>
#include <map>
#include <string>
#include <string_view>
#include <vector>

namespace tco {

class Catalog;

/** Actual spend imported per run, by run id (docs/model.md §16.8). */
using RunActuals = std::map<std::string, Actuals, std::less<>>;

/** Why actuals cannot be rolled up for a run. Data only: the command line
 *  and the window word it. */
enum class RunActualsIssue : std::uint8_t {
    UnknownRun,  ///< no run has this id
    RepeatedRun, ///< the run has several instances; a plan tracks one
    Count
};
std::string_view runActualsIssueKey(RunActualsIssue i);

struct RunActualsError {
    RunActualsIssue issue = RunActualsIssue::UnknownRun;
    std::string run; ///< the id as given
};

/** Every run id in `actuals` that names no run or a repeated run (the
 *  actuals themselves are not looked at: ids can be checked before any
 *  file is read). */
std::vector<RunActualsError> validateRunActuals(const Portfolio &p, const RunActuals &actuals);

/** One run of the roll-up. */
struct RunTracking {
    int run = 0;
    std::string id;
    bool tracked = false; ///< actuals with spend or progress were given and its plan tracked
    /** Its cost in the portfolio: accelerator charges and extras of every
     *  instance, over the horizon (PlacementCost). */
    double plannedUsd = 0;
    /** Tracked only: the plan tracked as the portfolio placed it (its start
     *  date the first day of its first instance), and its one status. */
    Tracking tracking;
    PlanStatus status;
    double actualUsd = 0; ///< everything billed (Tracking::spentUsd); 0 untracked
    /** plannedUsd + (the plan's forecast - the plan's total): what its
     *  actuals change; plannedUsd when untracked. */
    double forecastP10Usd = 0, forecastP50Usd = 0, forecastP90Usd = 0;
};

/** The portfolio's actual spend and forecast for its horizon
 *  (docs/model.md §16.8), with one status by a plan's rule (§15, "One
 *  status"): basis Tracking once any run has actuals, else Plan. */
struct PortfolioTracking {
    std::vector<RunTracking> runs; ///< in the portfolio's order
    double plannedUsd = 0;         ///< PortfolioMetrics::totalUsd
    double actualUsd = 0;          ///< the tracked runs' spend
    double forecastP10Usd = 0, forecastP50Usd = 0, forecastP90Usd = 0;
    BudgetLines lines; ///< the annual budget for the horizon: annualUsd x horizonMonths / 12
    PlanStatus status;
    int trackedRuns = 0;
};

/** The actual spend every run's own plan holds (imported in Plan mode and
 *  flowed back into the portfolio, or saved in its file), with `given`
 *  taking the place of a run's own for the runs it names. A repeated run's
 *  own actuals are left out: a plan's tracking follows one run. The window
 *  and `llm-tco portfolio evaluate` roll up the same actuals this way. */
RunActuals runActualsOf(const Portfolio &p, RunActuals given = {});
/** Whether runActualsOf(p) has any run, without copying the actuals. */
bool holdsRunActuals(const Portfolio &p);

/** Tracks each run with actuals through tco::track() on its plan and rolls
 *  the runs up; `actuals` must pass validateRunActuals(). */
PortfolioTracking trackPortfolio(const Portfolio &p, const PortfolioEvaluation &e, const RunActuals &actuals,
                                 const Catalog &catalog, const CivilDate &today = todayUtc());

} // namespace tco
