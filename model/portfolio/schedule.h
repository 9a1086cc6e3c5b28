// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "portfolio/demand.h"
#include "portfolio/portfolio.h"

#include <cstdint>
#include <limits>
#include <span>
#include <string_view>
#include <vector>

namespace tco {

/** Why a run misses its deadline or is not placed (docs/model.md §16.2).
 *  Data only: the command line and the window word it. */
enum class MissReason : std::uint8_t {
    None,
    Infeasible,            ///< its plan cannot run on any accelerator it allows
    NoPool,                ///< no pool of an accelerator it allows
    DependencyCycle,       ///< it waits for itself through dependsOn
    DependencyUnscheduled, ///< a run it waits for was not placed (blockingRun)
    DependencyLate,        ///< a run it waits for ends too late (blockingRun)
    PinnedLate,            ///< its pinned start is too late to finish in time
    TooLong,               ///< even from its earliest start it ends after the deadline
    CapacityBusy,          ///< pools it may use are full and it may not rent more
    BeyondHorizon,         ///< it does not fit before the calendar ends
    Count
};
std::string_view missReasonKey(MissReason r);

/** Accelerators a run holds of one pool for its whole run. */
struct Allocation {
    int pool = 0;
    int gpus = 0;
};

/** One instance of a run on the calendar. Days count from Portfolio::start;
 *  the run holds its accelerators on every day of [startDay, endDay). */
struct RunPlacement {
    int run = 0;
    int instance = 0; ///< 0 .. repeat-1
    bool scheduled = false;
    int accelerator = -1; ///< index into RunDemands::byAccelerator
    int startDay = 0;
    int endDay = 0; ///< exclusive
    int gpus = 0;
    double wallClockHours = 0;
    std::vector<Allocation> allocations;
    bool metDeadline = false;
    MissReason reason = MissReason::None;
    int blockingRun = -1; ///< the dependency behind DependencyLate / DependencyUnscheduled
    int daysLate = 0;     ///< last day held minus the deadline, when late
    /** Useful share of the hours it holds: 1 - spot's loss when part of it
     *  runs on spot, which stretches its wall-clock (docs/model.md §16.2). */
    double goodput = 1;
    /** Accelerator-hours held of `allocation` on day `day`. */
    double hoursOnDay(const Allocation &allocation, int day) const;
};

inline constexpr int kUnlimited = std::numeric_limits<int>::max() / 4;

/** A pool day by day: accelerators it has and accelerators held. */
struct PoolDays {
    std::vector<int> capacity; ///< kUnlimited for a rented pool without a cap
    std::vector<int> used;
    std::vector<double> usedHours; ///< accelerator-hours held (a spot run's include its preemptions)
};

/** The calendar months of the horizon: month m holds days [firstDay[m], firstDay[m+1]). */
struct MonthGrid {
    std::vector<CivilDate> months; ///< the first day of each month (the start's day in the first)
    std::vector<int> firstDay;     ///< size months + 1
    std::vector<int> monthOfDay;
};
MonthGrid monthGrid(const Portfolio &p);

struct Schedule {
    int days = 0;
    MonthGrid grid;
    std::vector<RunPlacement> placements; ///< runs in input order, instances consecutive
    std::vector<PoolDays> pools;
    int missedDeadlines = 0; ///< instances late or not placed
    int unscheduled = 0;

    /** Accelerator-hours of a placement by month (size grid.months). */
    std::vector<double> hoursByMonth(const RunPlacement &p) const;
    /** A pool's capacity hours by month (0 for unlimited pools) and hours held. */
    std::vector<double> capacityHoursByMonth(int pool) const;
    std::vector<double> usedHoursByMonth(int pool) const;
    bool allDeadlinesMet() const { return missedDeadlines == 0; }
};

/** Monte Carlo draws applied to one schedule (per run; empty = none). */
struct ScheduleOverrides {
    std::vector<int> slipDays;      ///< later earliest start
    std::vector<double> hoursScale; ///< wall-clock multiplier (MFU, failures)
};

/** Greedy list scheduling (docs/model.md §16.2): runs in dependency order,
 *  higher priority then earlier deadline first; each starts on the first
 *  day it fits wholly on owned, committed or block capacity and still meets
 *  its deadline, or else at its earliest day with the rest rented from the
 *  cheapest pool it allows. Never places more than a pool holds. */
Schedule schedulePortfolio(const Portfolio &p, std::span<const RunDemands> demands,
                           const ScheduleOverrides *overrides = nullptr);

/** Day index of a date on the portfolio's calendar (may be negative). */
int dayOf(const Portfolio &p, const CivilDate &d);

/** The rent path (docs/model.md §16.3): what a price quoted on `quoted`
 *  has become on `on`, falling by Portfolio::rentalDeclinePerYear a year
 *  (rising when it is negative), month by month. */
double rentPathFactor(const Portfolio &p, const CivilDate &quoted, const CivilDate &on);
/** A rented pool's price per paid hour in month m of the horizon:
 *  usdPerHour on the path from its price's date (Pool::priceDate). */
double rentalUsdPerHour(const Portfolio &p, const Pool &pool, int month);
/** What a commitment pays an hour for its whole term: the on-demand price
 *  on the path at its first day, less its discount. */
double committedUsdPerHour(const Portfolio &p, const Pool &pool);

} // namespace tco
