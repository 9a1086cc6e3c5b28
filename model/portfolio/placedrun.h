// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "plan/scenario.h"
#include "portfolio/metrics.h"

#include <optional>
#include <vector>

namespace tco {

/** Where and at what charge the portfolio placed one run (docs/model.md
 *  §16.3, "A run opened as a plan"): what a plan opened from the portfolio
 *  says beside its own figure, which prices the run alone. */
struct PlacedRun {
    int instances = 0, placed = 0;
    /** The first day its first placed instance holds accelerators and the
     *  last day (inclusive) its last one does; empty when none is placed. */
    std::optional<CivilDate> firstDay, lastDay;
    /** Every pool it holds, in the fleet's order, with the most
     *  accelerators one instance holds of it. */
    std::vector<Allocation> pools;
    /** RunCost::totalUsd(): its own charges and its share of idle capacity,
     *  corpora and shared costs under the portfolio's idle policy. */
    double chargeUsd = 0;
    double ownUsd = 0;    ///< RunCost::ownUsd(): accelerators held, its own storage and network
    double sharesUsd = 0; ///< chargeUsd - ownUsd: idle capacity, corpus and shared costs
};

PlacedRun placedRun(const Portfolio &p, const PortfolioEvaluation &e, int run);

/** The run's plan as the portfolio placed it: starting on the first day of
 *  its first placed instance (its own start date when none is placed), so
 *  the plan's dates and "planned to date" follow the schedule. */
Scenario placedPlan(const Portfolio &p, const PortfolioEvaluation &e, int run);

} // namespace tco
