// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "plan/result.h"
#include "portfolio/schedule.h"

#include <span>
#include <string>
#include <vector>

namespace tco {

class Catalog;

/** One pool in one calendar month (docs/model.md §16.3). */
struct PoolMonth {
    double capacityHours = 0; ///< fixed pools; rented pools: 0
    double usedHours = 0;     ///< accelerator-hours runs hold (useful)
    double paidHours = 0;     ///< rented: usedHours / (1 - goodput loss); fixed: capacityHours
    double costUsd = 0;       ///< charged + idle
    double chargedUsd = 0;    ///< to the runs that used it
    double idleUsd = 0;       ///< paid capacity nobody used
    double cashUsd = 0;
    double capexUsd = 0;        ///< owned: purchases (cash)
    double depreciationUsd = 0; ///< owned: straight line (cost)
    double utilisation() const { return capacityHours > 0 ? usedHours / capacityHours : 0.0; }
};

/** The whole portfolio in one calendar month. */
struct PortfolioMonth {
    CivilDate month;
    double costUsd = 0; ///< runs + idle + shared
    double runsUsd = 0; ///< accelerator charges and the runs' own costs (storage, network, data)
    double idleUsd = 0;
    double sharedUsd = 0;
    double cashUsd = 0;
    double capexUsd = 0;              ///< cash for owned accelerators
    double opexUsd = 0;               ///< cost less depreciation
    double depreciationUsd = 0;       ///< cost of owned accelerators, for the books
    double usefulHours = 0;           ///< accelerator-hours runs held, every pool
    double fixedHours = 0;            ///< of them on owned, committed and block capacity
    double onDemandEquivalentUsd = 0; ///< usefulHours at the on-demand price
    double commitmentCapacityHours = 0, commitmentUsedHours = 0; ///< commitments and blocks
    double computeUsd = 0; ///< accelerator cost, every pool (charges + idle)
    double cumulativeCostUsd = 0;
    double coverage() const { return usefulHours > 0 ? fixedHours / usefulHours : 0.0; }
    double commitmentUtilisation() const
    {
        return commitmentCapacityHours > 0 ? commitmentUsedHours / commitmentCapacityHours : 0.0;
    }
    /** 1 - accelerator cost / the same hours on demand (FinOps' effective savings rate). */
    double effectiveSavingsRate() const
    {
        return onDemandEquivalentUsd > 0 ? 1.0 - computeUsd / onDemandEquivalentUsd : 0.0;
    }
};

/** A fiscal year (PortfolioBudget::fiscalYearStartMonth), clipped to the horizon. */
struct FiscalYear {
    CivilDate start;                ///< first day of the fiscal year (may precede the horizon)
    int firstMonth = 0, months = 0; ///< the horizon's months it holds
    double costUsd = 0, cashUsd = 0, capexUsd = 0, opexUsd = 0, depreciationUsd = 0, idleUsd = 0;
    double residualUsd = 0; ///< owned accelerators' resale value at the year's last day held
    BudgetStatus status = BudgetStatus::NoBudget;
    double budgetUsedFraction = 0;
};

struct PlacementCost {
    double computeUsd = 0; ///< accelerator charges
    double extrasUsd = 0;  ///< storage, network, data of its plan
    double totalUsd() const { return computeUsd + extrasUsd; }
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
    std::vector<NamedCost> byTeam, byProject;
    std::vector<CommitmentEnd> commitmentEnds;

    double totalUsd = 0; ///< == runsUsd + idleUsd + sharedUsd
    double runsUsd = 0, idleUsd = 0, sharedUsd = 0;
    double cashUsd = 0, capexUsd = 0, depreciationUsd = 0;
    double residualUsd = 0; ///< owned accelerators' resale value at the horizon's end
    double annualUsd = 0;   ///< totalUsd x 12 / horizon months
    double usefulHours = 0, fixedHours = 0, onDemandEquivalentUsd = 0, computeUsd = 0;
    double ownedCapacityHours = 0, ownedUsedHours = 0;
    double trainedTokens = 0;
    double usdPerUsefulHour() const { return usefulHours > 0 ? totalUsd / usefulHours : 0.0; }
    double usdPerMillionTokens() const { return trainedTokens > 0 ? totalUsd / trainedTokens * 1e6 : 0.0; }
    double coverage() const { return usefulHours > 0 ? fixedHours / usefulHours : 0.0; }
    double effectiveSavingsRate() const
    {
        return onDemandEquivalentUsd > 0 ? 1.0 - computeUsd / onDemandEquivalentUsd : 0.0;
    }
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

/** Demands, schedule and metrics in one value: what one evaluation of a
 *  portfolio gives the window and the command line. */
struct PortfolioEvaluation {
    Schedule schedule;
    PortfolioMetrics metrics;
};
PortfolioEvaluation evaluatePortfolio(const Portfolio &p, std::span<const RunDemands> demands,
                                      const Catalog &catalog, const ScheduleOverrides *overrides = nullptr);

} // namespace tco
