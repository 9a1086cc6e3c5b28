// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "plan/result.h"
#include "portfolio/schedule.h"

#include <optional>
#include <span>
#include <string>
#include <vector>

namespace tco {

class Catalog;

/** The FinOps Foundation's effective savings rate: what commitment
 *  discounts saved on rented usage / that usage at on-demand prices. Owned
 *  hardware is not a rate and spot is a market price, so neither counts
 *  (docs/model.md §16.3). Empty without rented usage. */
inline std::optional<double> effectiveSavingsRate(double commitmentSavingsUsd,
                                                  double rentedOnDemandEquivalentUsd)
{
    if (!(rentedOnDemandEquivalentUsd > 0))
        return std::nullopt;
    return commitmentSavingsUsd / rentedOnDemandEquivalentUsd;
}

/** 1 - accelerator cost / the same useful hours on demand: owned, spot and
 *  commitments together, idle capacity included. */
inline double blendedSaving(double acceleratorUsd, double onDemandEquivalentUsd)
{
    return onDemandEquivalentUsd > 0 ? 1.0 - acceleratorUsd / onDemandEquivalentUsd : 0.0;
}

/** One pool in one calendar month (docs/model.md §16.3). */
struct PoolMonth {
    double capacityHours = 0; ///< fixed pools; rented pools: 0
    double usedHours = 0;     ///< accelerator-hours runs hold (a spot run's include its preemptions)
    double usefulHours = 0;   ///< of them, not lost to spot's preemptions
    double paidHours = 0;     ///< rented: usedHours; fixed: capacityHours
    double costUsd = 0;       ///< charged + idle
    double chargedUsd = 0;    ///< to the runs that used it
    double idleUsd = 0;       ///< paid capacity nobody used
    double cashUsd = 0;
    double capexUsd = 0;         ///< owned: purchases (cash)
    double depreciationUsd = 0;  ///< owned: straight line (cost)
    double capitalChargeUsd = 0; ///< owned: the cost of capital on the book value (cost, not cash)
    double utilisation() const { return capacityHours > 0 ? usedHours / capacityHours : 0.0; }
};

/** The whole portfolio in one calendar month. Its cost is every cost
 *  counted once (docs/model.md §16.3): the runs' own (accelerators, and
 *  their checkpoints' storage and transfer), work not placed at on-demand
 *  prices, the corpora, idle capacity and the shared people and operations. */
struct PortfolioMonth {
    CivilDate month;
    double costUsd = 0;        ///< runsUsd + unplacedUsd + corpusUsd + idleUsd + sharedUsd
    double runsUsd = 0;        ///< runsComputeUsd + runsOtherUsd
    double runsComputeUsd = 0; ///< accelerator charges of placed runs
    double runsOtherUsd = 0;   ///< their own storage and network (checkpoints, logs)
    double unplacedUsd = 0;    ///< instances not placed, at on-demand prices
    double corpusUsd = 0;      ///< corpora bought, cleaned and stored (shared data)
    double idleUsd = 0;
    double sharedUsd = 0; ///< people, monitoring and operations (Portfolio::sharedCosts)
    double cashUsd = 0;
    double capexUsd = 0;              ///< cash for owned accelerators
    double opexUsd = 0;               ///< cost less depreciation and the capital charge
    double depreciationUsd = 0;       ///< cost of owned accelerators, for the books
    double capitalChargeUsd = 0;      ///< the return owned accelerators' capital must earn (cost, not cash)
    double usefulHours = 0;           ///< accelerator-hours runs held, every pool
    double fixedHours = 0;            ///< of them on owned, committed and block capacity
    double onDemandEquivalentUsd = 0; ///< usefulHours at the on-demand price
    /** Rented usage (commitments, blocks, on demand, spot) at the on-demand
     *  price, and what the commitments and blocks saved on it: their used
     *  hours at the on-demand price less all they cost, idle included. */
    double rentedOnDemandEquivalentUsd = 0, commitmentSavingsUsd = 0;
    double commitmentCapacityHours = 0, commitmentUsedHours = 0; ///< commitments and blocks
    double computeUsd = 0; ///< accelerator cost, every pool (charges + idle)
    double cumulativeCostUsd = 0;
    double coverage() const { return usefulHours > 0 ? fixedHours / usefulHours : 0.0; }
    double commitmentUtilisation() const
    {
        return commitmentCapacityHours > 0 ? commitmentUsedHours / commitmentCapacityHours : 0.0;
    }
    std::optional<double> effectiveSavingsRate() const
    {
        return tco::effectiveSavingsRate(commitmentSavingsUsd, rentedOnDemandEquivalentUsd);
    }
    double blendedSavingVsOnDemand() const { return tco::blendedSaving(computeUsd, onDemandEquivalentUsd); }
};

/** A fiscal year (PortfolioBudget::fiscalYearStartMonth), clipped to the horizon. */
struct FiscalYear {
    CivilDate start;                ///< first day of the fiscal year (may precede the horizon)
    int firstMonth = 0, months = 0; ///< the horizon's months it holds
    double costUsd = 0, cashUsd = 0, capexUsd = 0, opexUsd = 0, depreciationUsd = 0, idleUsd = 0;
    double capitalChargeUsd = 0;
    double residualUsd = 0; ///< owned accelerators' resale value at the year's last day held
    BudgetStatus status = BudgetStatus::NoBudget;
    double budgetUsedFraction = 0;
};

/** One instance's own cost. A placed instance pays its accelerator charges;
 *  one not placed is priced at on demand for its hours (docs/model.md
 *  §16.3), so work that does not fit never leaves the total. */
struct PlacementCost {
    double computeUsd = 0; ///< accelerator charges; not placed: its hours at the on-demand price
    double extrasUsd = 0;  ///< its own storage and network (checkpoints, logs)
    bool placed = true;
    bool priced = true;       ///< false: not placed and its plan cannot run, so it has no hours to price
    double unplacedHours = 0; ///< not placed: the accelerator-hours priced at on demand
    /** The month its extras (placed: its start's) or its on-demand price
     *  (not placed: its earliest start's) are charged in. */
    int month = 0;
    double totalUsd() const { return computeUsd + extrasUsd; }
};

/** A corpus, bought once for every run that reads it, priced by the plan of
 *  the run that reads the most of it (docs/model.md §16.1). */
struct CorpusCost {
    std::string name;
    double usd = 0;
    double tokens = 0;    ///< data.tokens of the run that prices it
    int pricedByRun = -1; ///< index of that run
    int month = 0;        ///< charged when its first reader starts
    /** Pro rata: each reader's share, by tokens read (run index, USD);
     *  empty when the corpus is central. */
    std::vector<std::pair<int, double>> shares;
};

/** A run's accelerator charges on one pool in one month: the schedule's
 *  cost by month, run and pool (the FOCUS export, docs/focus-export.md). */
struct RunPoolMonth {
    int run = 0, pool = 0, month = 0;
    double usd = 0;
};

/** One run, all its instances: its own cost, its share of what is shared
 *  under the idle policy, and what it used (docs/model.md §16.3). */
struct RunCost {
    int instances = 0, placed = 0;
    double computeUsd = 0;     ///< placed instances' accelerator charges
    double otherUsd = 0;       ///< placed instances' own storage and network
    double unplacedUsd = 0;    ///< instances not placed, at on-demand prices
    double corpusShareUsd = 0; ///< pro rata: its share of its corpus, by tokens read
    double idleShareUsd = 0;   ///< pro rata: by its share of each month's useful hours
    double sharedShareUsd = 0; ///< pro rata: people and operations, likewise
    double hours = 0;          ///< useful accelerator-hours held
    double trainedTokens = 0;  ///< placed instances
    double ownUsd() const { return computeUsd + otherUsd + unplacedUsd; }
    double totalUsd() const { return ownUsd() + corpusShareUsd + idleShareUsd + sharedShareUsd; }
};

struct NamedCost {
    std::string name; ///< "" = central (idle and shared costs nobody is charged)
    double usd = 0;
};

struct CommitmentEnd {
    int pool = 0;
    CivilDate end; ///< first day without it
};

struct PortfolioMetrics {
    std::vector<std::vector<PoolMonth>> pools; ///< [pool][month]
    std::vector<PortfolioMonth> months;
    std::vector<FiscalYear> years;
    std::vector<PlacementCost> placements; ///< as Schedule::placements
    std::vector<RunCost> runs;             ///< as Portfolio::runs
    std::vector<CorpusCost> corpora;       ///< in the order their first reader appears
    std::vector<RunPoolMonth> charges;     ///< by run, then pool, then month; none of 0
    /** Useful accelerator-hours of each run by month ([run][month]): its
     *  share of the month's idle and shared costs (pro rata). */
    std::vector<std::vector<double>> runHours;
    std::vector<NamedCost> byTeam, byProject;
    std::vector<CommitmentEnd> commitmentEnds;

    /** == runsUsd + unplacedUsd + corpusUsd + idleUsd + sharedUsd, to the cent. */
    double totalUsd = 0;
    double runsUsd = 0, runsComputeUsd = 0, runsOtherUsd = 0;
    double unplacedUsd = 0, corpusUsd = 0, idleUsd = 0, sharedUsd = 0;
    int unplacedInstances = 0, unpricedInstances = 0;
    double cashUsd = 0, capexUsd = 0, depreciationUsd = 0, capitalChargeUsd = 0;
    double residualUsd = 0; ///< owned accelerators' resale value at the horizon's end
    double annualUsd = 0;   ///< totalUsd x 12 / horizon months
    double usefulHours = 0, fixedHours = 0, onDemandEquivalentUsd = 0, computeUsd = 0;
    double rentedOnDemandEquivalentUsd = 0, commitmentSavingsUsd = 0;
    double ownedCapacityHours = 0, ownedUsedHours = 0;
    double trainedTokens = 0;
    double mainRunTokens = 0; ///< trained by placed main runs (RunKind::MainRun)
    double usdPerUsefulHour() const { return usefulHours > 0 ? totalUsd / usefulHours : 0.0; }
    double usdPerMillionTokens() const { return trainedTokens > 0 ? totalUsd / trainedTokens * 1e6 : 0.0; }
    /** The year's cost per million tokens of its main runs: what the
     *  experiments, the fleet and the shared costs add to the model shipped. */
    double usdPerMillionMainRunTokens() const
    {
        return mainRunTokens > 0 ? totalUsd / mainRunTokens * 1e6 : 0.0;
    }
    double coverage() const { return usefulHours > 0 ? fixedHours / usefulHours : 0.0; }
    std::optional<double> effectiveSavingsRate() const
    {
        return tco::effectiveSavingsRate(commitmentSavingsUsd, rentedOnDemandEquivalentUsd);
    }
    double blendedSavingVsOnDemand() const { return tco::blendedSaving(computeUsd, onDemandEquivalentUsd); }
    double ownedIdleShare() const
    {
        return ownedCapacityHours > 0 ? 1.0 - ownedUsedHours / ownedCapacityHours : 0.0;
    }
    double highestYearUsd() const;
    BudgetStatus worstStatus() const;
};

/** Cost, cash and the FinOps figures of a schedule (docs/model.md §16.3).
 *  The catalog prices on-demand equivalents of accelerators without an
 *  on-demand pool. */
PortfolioMetrics portfolioMetrics(const Portfolio &p, std::span<const RunDemands> demands,
                                  const Schedule &schedule, const Catalog &catalog);

/** What one accelerator of an owned pool costs per hour of capacity, busy
 *  or idle, averaged over the horizon's days it is owned (a pool bought
 *  after the horizon: its first year), as the metrics charge it
 *  (docs/model.md §16.3): the owned side of the fleet's break-even. */
double ownedUsdPerCapacityHour(const Portfolio &p, const Pool &pool);

/** Demands, schedule and metrics in one value: what one evaluation of a
 *  portfolio gives the window and the command line. */
struct PortfolioEvaluation {
    Schedule schedule;
    PortfolioMetrics metrics;
};
PortfolioEvaluation evaluatePortfolio(const Portfolio &p, std::span<const RunDemands> demands,
                                      const Catalog &catalog, const ScheduleOverrides *overrides = nullptr);

} // namespace tco
