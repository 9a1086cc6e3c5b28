// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "portfolio/metrics.h"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace tco {

/** What a portfolio's annual cost is made of (docs/model.md §16.7): the
 *  parts PortfolioMetrics already breaks out, so that they add up to
 *  PortfolioMetrics::annualUsd exactly. Data only: the command line and the
 *  window word them. */
enum class CostCause : std::uint8_t {
    Owned,         ///< owned accelerators' depreciation and hosting, charged to the runs that held them
    Commitment,    ///< committed capacity charged to the runs
    CapacityBlock, ///< capacity blocks charged to the runs
    OnDemand,
    Spot,
    Idle,       ///< owned, committed and block capacity nobody used
    RunExtras,  ///< the runs' own storage and network (checkpoints, logs)
    NotPlaced,  ///< run instances not placed, at on-demand prices
    SharedData, ///< the corpora, each bought once
    Shared,     ///< the portfolio's shared people and operations
    Count
};
/** "owned", "commitment", "capacityBlock", "onDemand", "spot", "idle",
 *  "runExtras", "notPlaced", "sharedData", "shared". */
std::string_view costCauseKey(CostCause c);

/** One bar of the waterfall: a cause's annual cost in A and in B. */
struct CostStep {
    CostCause cause = CostCause::Owned;
    double fromUsd = 0; ///< in A, a year's worth
    double toUsd = 0;   ///< in B
    double deltaUsd() const { return toUsd - fromUsd; }
};

/** Beside the waterfall, not part of it: the owned accelerators' figures
 *  that the annual cost holds (depreciation, power and hosting, idle part
 *  included) or does not (capex is cash, the residual value is what they
 *  are worth at the horizon's end). */
struct OwnedFigures {
    double depreciationUsd = 0;  ///< a year's worth
    double hostingUsd = 0;       ///< a year's worth: owned cost less depreciation and capital charge
    double capitalChargeUsd = 0; ///< a year's worth: the cost of capital on the book value
    double capexUsd = 0;         ///< purchases over the horizon
    double residualUsd = 0;      ///< resale value at the horizon's end
};

/** One run on one side of a comparison. */
struct RunSide {
    bool present = false; ///< the portfolio has a run of this id
    double usd = 0;       ///< its charges and extras, every instance, a year's worth
    int instances = 0;
    int missed = 0;                         ///< instances late or not placed
    std::optional<CivilDate> start, finish; ///< first instance's first day, last instance's last, when placed
};

/** One run (matched by id) in A and in B. */
struct RunChange {
    std::string id;
    RunSide a, b;
    double deltaUsd() const { return b.usd - a.usd; }
};

/** What moved the annual cost from portfolio A to portfolio B
 *  (docs/model.md §16.7). `steps` hold every cause in CostCause order and
 *  add up from startUsd to endUsd exactly (each part is annualised with
 *  its own portfolio's horizon, as annualUsd is). */
struct PortfolioComparison {
    double startUsd = 0; ///< A's annual cost
    double endUsd = 0;   ///< B's
    std::vector<CostStep> steps;
    OwnedFigures ownedA, ownedB;
    /** Every run of A (in A's order), then the runs only B has. */
    std::vector<RunChange> runs;
    int missedA = 0, missedB = 0; ///< Schedule::missedDeadlines
    double deltaUsd() const { return endUsd - startUsd; }
};

PortfolioComparison comparePortfolios(const Portfolio &a, const PortfolioEvaluation &ea, const Portfolio &b,
                                      const PortfolioEvaluation &eb);

/** The annual cost of `e` by cause, in CostCause order: they add up to
 *  e.metrics.annualUsd. */
std::vector<double> annualCostByCause(const Portfolio &p, const PortfolioEvaluation &e);

} // namespace tco
