// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "plan/calendar.h"
#include "plan/scenario.h"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace tco {

class Catalog;

/** A year of compute on a shared fleet (docs/model.md §16, issue 34): runs,
 *  each a full plan of today's model, the pools they run on, the annual
 *  budget and who pays idle capacity. Plain data, like Scenario: checked by
 *  validatePortfolio(), not on assignment, so a file or a slider can change
 *  any field and the model is simply evaluated again. */

enum class RunKind : std::uint8_t {
    Pilot,
    Ablation,
    ScalingLadder,
    MainRun,
    PostTraining,
    Evaluation,
    ServingReservation,
    Count
};
std::string_view runKindKey(RunKind k); ///< "pilot", "ablation", "scalingLadder", ...

struct PortfolioRun {
    std::string id; ///< unique in the portfolio; dependsOn names these
    RunKind kind = RunKind::MainRun;
    /** The plan of today's model. The portfolio uses its main run only: the
     *  accelerators it holds (Result::peakGpus) for its wall-clock; its own
     *  pilots, evaluation and allocation idle are the portfolio's other runs
     *  and the schedule's idle (docs/model.md §16.1). */
    Scenario scenario;
    std::string team;
    std::string project;
    /** The corpus it trains on: bought, cleaned and stored once for every
     *  run and instance that names it (docs/model.md §16.1); "" = a corpus
     *  of its own, still bought once for all its instances. */
    std::string corpus;
    CivilDate earliestStart;
    CivilDate deadline; ///< the last day it may still run
    std::vector<std::string> dependsOn;
    int priority = 0; ///< higher first
    int repeat = 1;   ///< identical instances (an ablation × 12), each placed alone
    /** A cadence: instance k may run from earliestStart + k × intervalDays
     *  to deadline + k × intervalDays (a batch of ablations a week); 0 =
     *  every instance in the same window. */
    int intervalDays = 0;
    bool allowSpot = false;
    /** May be paused for other work. Stored for the window; the greedy
     *  schedule does not preempt (docs/model.md §16.2). */
    bool preemptible = false;
    /** Accelerator ids it may run on; empty = its plan's own (scenario.gpuId). */
    std::vector<std::string> accelerators;
    std::optional<CivilDate> pinnedStart; ///< placed on this day by hand
};

enum class PoolKind : std::uint8_t { Owned, Commitment, CapacityBlock, OnDemand, Spot, Count };
std::string_view poolKindKey(PoolKind k); ///< "owned", "commitment", "capacityBlock", "onDemand", "spot"
/** Owned, committed and block capacity is paid whether used or not. */
inline bool isFixed(PoolKind k)
{
    return k == PoolKind::Owned || k == PoolKind::Commitment || k == PoolKind::CapacityBlock;
}

/** One pool of the fleet. One flat record for every kind (the fields a kind
 *  does not use are ignored), so a file stores it as one record and a slider
 *  moves `count` whatever the kind. */
struct Pool {
    std::string id;
    PoolKind kind = PoolKind::OnDemand;
    std::string accelerator{kDefaultGpuId};
    /** Accelerators. Rented pools (on demand, spot): 0 = as many as asked. */
    int count = 0;
    /** Owned: purchase day; commitment and block: first day. */
    CivilDate start;
    // owned
    double purchaseUsdPerAccelerator = 0; ///< the server's share: accelerator, host, installation
    /** Bought with each accelerator, as shares of its purchase price: the
     *  fabric (InfiniBand or RoCE switches, optics, cables; the plan's
     *  ownership.networkCapexShare) and the facility built for it (power
     *  distribution, cooling plant, racks; 0 when the space is rented, its
     *  cost in the hosting per hour). Depreciated, valued and financed with
     *  the servers (docs/model.md §16.3). */
    double networkCapexShare = 0;
    double facilityCapexShare = 0;
    double depreciationYears =
        kDefaultDepreciationYears;           ///< plan/inputs.h: one default for plans and portfolios
    double resaleFraction = 0.3;             ///< of book value when sold, on the rent path
    double hostingUsdPerAcceleratorHour = 0; ///< power and hosting, every hour owned
    /** What buying one accelerator costs, servers, fabric and facility. */
    double capexUsdPerAccelerator() const
    {
        return purchaseUsdPerAccelerator * (1.0 + networkCapexShare + facilityCapexShare);
    }
    // commitment
    int termMonths = 12;
    double discount = 0.3;     ///< against usdPerHour, the on-demand price
    double prepaidShare = 0.0; ///< of the term's bill, paid on the first day
    // capacity block
    int days = 14;
    double upfrontUsd = 0; ///< the whole block, paid on its first day
    // on demand and spot: the price; commitment: the on-demand price it discounts
    double usdPerHour = 0;
    /** The day the pool's price (usdPerHour, or an owned pool's purchase
     *  price) was quoted: rented prices follow their path from it, and a
     *  commitment is priced on the path at its first day (docs/model.md
     *  §16.3). Empty = the portfolio's start, as before record version 4. */
    std::optional<CivilDate> priceDate;
    /** Spot: share of paid hours lost to preemptions (from today's failure
     *  model, docs/model.md §3); a run pays hours / (1 - loss). */
    double goodputLoss = 0;
};

enum class IdlePolicy : std::uint8_t { ProRata, Central };

struct PortfolioBudget {
    double annualUsd = 0; ///< 0 = no budget
    double warningFraction = 0.9;
    double reviewFraction = 1.0;
    unsigned fiscalYearStartMonth = 1; ///< 1 = January

    /** The lines a fiscal year's cost is judged against, in US dollars:
     *  computed here only, for the metrics, the window, its charts, the
     *  reports and the command line. */
    double warningUsd() const { return annualUsd * warningFraction; }
    double reviewUsd() const { return annualUsd * reviewFraction; }
};

/** A cost the portfolio carries whatever runs (platform team, tooling). */
struct SharedCost {
    std::string name;
    double usdPerMonth = 0;
};

struct Portfolio {
    std::string name;
    CivilDate start{2027, 1, 1}; ///< first day of the calendar
    int horizonMonths = 12;      ///< calendar months from start
    std::vector<PortfolioRun> runs;
    std::vector<Pool> pools;
    PortfolioBudget budget;
    IdlePolicy idlePolicy = IdlePolicy::ProRata;
    std::vector<SharedCost> sharedCosts;
    /** Rented prices fall by this share a year from each price's date
     *  (docs/model.md §16.3: H100 from $8-12 to about $2-3 an hour, 2023 ->
     *  2026); negative: they rise (-0.4: by 40 % a year). */
    double rentalDeclinePerYear = 0;
    /** The annual return the capital in owned hardware must earn (a
     *  weighted average cost of capital), charged each day on its book
     *  value (docs/model.md §16.3); 0 = capital is free, as before
     *  portfolio record version 3. */
    double costOfCapital = 0;
};

/** A problem, as data: what, and which run or pool (index; -1 = none).
 *  The command line and the window word it. */
enum class PortfolioIssue : std::uint8_t {
    EmptyRunId,
    DuplicateRunId,
    MissingDependency, ///< `text` is the id that is missing
    SelfDependency,
    BadRepeat,
    BadDates,           ///< deadline before earliest start, or an invalid day
    NoPoolForRun,       ///< no pool of an accelerator the run allows
    UnknownAccelerator, ///< a pool's accelerator is not in the catalog
    DuplicatePoolId,
    BadPool, ///< a negative count, price or share, or a share >= 1
    BadHorizon,
    BadBudget,
    DependencyCycle,    ///< runs that wait for each other; `text` lists them, in file order ("a, b, c")
    BudgetLinesCrossed, ///< the warning line above the review line; `text` gives both fractions
    EmptyPoolId,
    Count
};
std::string_view portfolioIssueKey(PortfolioIssue i);

struct PortfolioError {
    PortfolioIssue issue;
    int run = -1;
    int pool = -1;
    std::string text; ///< the offending id, when there is one
};

std::vector<PortfolioError> validatePortfolio(const Portfolio &p, const Catalog &catalog);

/** Instance k's window (PortfolioRun::intervalDays). */
CivilDate instanceEarliestStart(const PortfolioRun &r, int instance);
CivilDate instanceDeadline(const PortfolioRun &r, int instance);

/** The corpus a run reads: its `corpus`, or its own id when it names none. */
const std::string &corpusOf(const PortfolioRun &r);

/** The accelerator ids a run may use. */
std::vector<std::string> allowedAccelerators(const PortfolioRun &r);

/** Day arithmetic of the calendar grid (docs/model.md §16.2). */
CivilDate addCalendarMonths(const CivilDate &d, int months);
/** Whole calendar months from `from`'s month to `to`'s (days ignored):
 *  2025-06-15 to 2027-01-01 is 19. */
int calendarMonthsBetween(const CivilDate &from, const CivilDate &to);
/** The date a pool's price was quoted: its priceDate, else the portfolio's start. */
CivilDate priceDateOf(const Portfolio &p, const Pool &pool);
/** A catalog price's date, "YYYY-MM" (Accelerator::priceDate), as the
 *  first of its month; empty when the text is not one. */
std::optional<CivilDate> catalogPriceDate(std::string_view yearMonth);
int horizonDays(const Portfolio &p);

} // namespace tco
