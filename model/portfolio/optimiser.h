// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "portfolio/metrics.h"

#include <array>
#include <optional>
#include <span>
#include <vector>

namespace tco {

class Catalog;

/** One fleet tried: owned and committed accelerators and what the year costs. */
struct FleetPoint {
    int owned = 0;
    int committed = 0; ///< 0 when the portfolio has no commitment pool
    double annualUsd = 0;
    int missedDeadlines = 0;
    /** The counts of FleetDecision::otherPools, in that order: a
     *  commitment ladder's other rungs, another generation's owned pool. */
    std::vector<int> others;
    bool deadlinesMet() const { return missedDeadlines == 0; }
};

struct FleetSettings {
    int ownedPool = -1;      ///< index of the pool whose count is decided; -1 = the first owned pool
    int commitmentPool = -1; ///< -1 = the first commitment of the same accelerator, if any
    /** Also decide every other owned and commitment pool (otherPools): the
     *  other rungs of a commitment ladder (another term or start date), an
     *  owned pool of another accelerator generation. False: they keep the
     *  counts the portfolio gives them. */
    bool decideOtherPools = true;
    int ownedSteps = 40;     ///< the first grid's owned counts from 0 to the peak
    int commitmentSteps = 8; ///< the first grid's commitment levels from 0 to the peak
    /** Fleets whose annual cost is within this share of the best are "as
     *  good" (FleetDecision::nearBest): half a per cent, $0.5M on a $100M
     *  year, well inside the Monte Carlo's spread (docs/model.md §16.4). */
    double nearBestShare = 0.005;
};

/** The owned counts around the answer that cost about as much: every owned
 *  count on the curve from lowOwned to highOwned, each at its best
 *  commitment, is within toleranceUsd of the answer's annual cost. */
struct NearBest {
    int lowOwned = 0, highOwned = 0;
    double toleranceUsd = 0;
};

/** What the owned accelerators' hours replace in the schedule
 *  (docs/model.md §16.4): the useful hours that move to other pools when
 *  the decided pool owns none, each priced where it goes (spot per useful
 *  hour, preemptions included; a commitment or block at its price per
 *  hour; work then not placed at on demand). */
struct DisplacedUse {
    /** False: no fleet tried owns an accelerator that holds work, so the
     *  alternative is the on-demand price (hours by kind all on demand). */
    bool measured = false;
    double usefulHours = 0;
    double usd = 0;
    std::array<double, static_cast<std::size_t>(PoolKind::Count)>
        hoursByKind{}; ///< work not placed: OnDemand
    double usdPerUsefulHour() const { return usefulHours > 0 ? usd / usefulHours : 0.0; }
    double share(PoolKind k) const
    {
        return usefulHours > 0 ? hoursByKind[static_cast<std::size_t>(k)] / usefulHours : 0.0;
    }
    /** The kind that takes most of the hours: the alternative's name. */
    PoolKind main() const;
};

/** "How many accelerators should we own, and how much should we commit?"
 *  (docs/model.md §16.4). */
struct FleetDecision {
    bool valid = false; ///< false: no owned pool to decide
    int ownedPool = -1, commitmentPool = -1;
    /** The other owned and commitment pools decided with them
     *  (FleetSettings::decideOtherPools), in pool order; FleetPoint::others
     *  holds their counts. */
    std::vector<int> otherPools;
    /** The most accelerators of the owned pool's kind the runs would hold
     *  at once, everything rented, each run on it where it may be. */
    int peakGpus = 0;
    /** Counts are whole multiples of this (and the peak): the largest
     *  number of accelerators every run on the accelerator and every server
     *  it runs on is made of, whole nodes (docs/model.md §16.4). */
    int unit = 1;
    std::vector<FleetPoint> points; ///< the first grid: owned counts by commitment levels
    int fleetsTried = 0;            ///< every fleet scheduled, the grid and the search after it
    /** Annual cost against owned count (ascending), each at its best commitment. */
    std::vector<FleetPoint> curve;
    FleetPoint best;    ///< the curve's minimum among fleets that meet every deadline
    FleetPoint rentAll; ///< owned 0, committed 0
    FleetPoint ownPeak; ///< owned = peak, committed 0
    NearBest nearBest;  ///< how flat the curve is around the answer
    /** The largest owned count on the curve that costs no more than renting
     *  everything: owning more than this costs more than it saves. */
    std::optional<int> breakEvenOwned;
    /** What owning displaces, measured at the answer (or, when it owns
     *  none, at the portfolio's own owned count, else a quarter of the peak). */
    DisplacedUse displaced;
    /** Owned cost per accelerator-hour / what it displaces per useful
     *  hour: the share of hours an owned accelerator must be busy to pay
     *  for itself (issue 51: against on demand it read 38.7 % where the
     *  hours it takes over were spot's, about 93 %). */
    double breakEvenUtilisation = 0;
    double breakEvenUtilisationVsOnDemand = 0; ///< the same against the on-demand price, for reference
    double ownedUsdPerHour = 0;                ///< an owned accelerator-hour, idle or busy
};

/** Scans owned count (and commitment level) on a grid from 0 to the peak,
 *  refines around the best, and returns the curve. Rent-everything and
 *  own-for-the-peak are points of the grid, so the answer is never worse
 *  than either when they meet their deadlines. */
FleetDecision optimiseFleet(const Portfolio &p, std::span<const RunDemands> demands, const Catalog &catalog,
                            const FleetSettings &settings = {});

/** The answer under one rent path (docs/model.md §16.4). */
struct PathAnswer {
    double declinePerYear = 0; ///< Portfolio::rentalDeclinePerYear; negative: rising prices
    FleetPoint best;
    NearBest nearBest;
};

/** How the answer moves with the rent path: the decision again with the
 *  portfolio's rentalDeclinePerYear at each of `declines` (the window, the
 *  report and `optimise` use the Monte Carlo's range and the portfolio's
 *  own path). */
std::vector<PathAnswer> fleetAlongPaths(const Portfolio &p, std::span<const RunDemands> demands,
                                        const Catalog &catalog, std::span<const double> declines,
                                        const FleetSettings &settings = {});

/** `p` with the decided pools' counts set to `point`'s (its owned count,
 *  its commitment when the decision has a commitment pool, and the other
 *  pools' counts). */
Portfolio withFleet(Portfolio p, const FleetDecision &decision, const FleetPoint &point);

/** The annual cost of one fleet: `p` with the two pools' counts set. */
FleetPoint fleetPoint(Portfolio &scratch, std::span<const RunDemands> demands, const Catalog &catalog,
                      int ownedPool, int owned, int commitmentPool, int committed);

} // namespace tco
