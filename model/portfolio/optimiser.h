// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "portfolio/metrics.h"

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
    bool deadlinesMet() const { return missedDeadlines == 0; }
};

struct FleetSettings {
    int ownedPool = -1;      ///< index of the pool whose count is decided; -1 = the first owned pool
    int commitmentPool = -1; ///< -1 = the first commitment of the same accelerator, if any
    int ownedSteps = 40;     ///< the curve's points from 0 to the peak
    int commitmentSteps = 4; ///< commitment levels from 0 to the peak
};

/** "How many accelerators should we own, and how much should we commit?"
 *  (docs/model.md §16.4). */
struct FleetDecision {
    bool valid = false; ///< false: no owned pool to decide
    int ownedPool = -1, commitmentPool = -1;
    int peakGpus = 0;               ///< the most accelerators held at once when everything is rented
    std::vector<FleetPoint> points; ///< every fleet tried
    /** Annual cost against owned count (ascending), each at its best commitment. */
    std::vector<FleetPoint> curve;
    FleetPoint best;    ///< the curve's minimum among fleets that meet every deadline
    FleetPoint rentAll; ///< owned 0, committed 0
    FleetPoint ownPeak; ///< owned = peak, committed 0
    /** The largest owned count on the curve that costs no more than renting
     *  everything: owning more than this costs more than it saves. */
    std::optional<int> breakEvenOwned;
    /** Owned cost per accelerator-hour / the on-demand price: the share of
     *  hours an owned accelerator must be busy to pay for itself. */
    double breakEvenUtilisation = 0;
};

/** Scans owned count (and commitment level) on a grid from 0 to the peak,
 *  refines around the best, and returns the curve. Rent-everything and
 *  own-for-the-peak are points of the grid, so the answer is never worse
 *  than either when they meet their deadlines. */
FleetDecision optimiseFleet(const Portfolio &p, std::span<const RunDemands> demands, const Catalog &catalog,
                            const FleetSettings &settings = {});

/** `p` with the decided pools' counts set to `point`'s (its owned count,
 *  and its commitment when the decision has a commitment pool). */
Portfolio withFleet(Portfolio p, const FleetDecision &decision, const FleetPoint &point);

/** The annual cost of one fleet: `p` with the two pools' counts set. */
FleetPoint fleetPoint(Portfolio &scratch, std::span<const RunDemands> demands, const Catalog &catalog,
                      int ownedPool, int owned, int commitmentPool, int committed);

} // namespace tco
