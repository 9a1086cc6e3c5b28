// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "plan/catalog.h"
#include "plan/result.h"
#include "plan/scenario.h"
#include "variants.h"

#include <vector>

namespace tco {

/** The levers the source articles describe for lowering cost or time. */
enum class LeverKind : std::uint8_t {
    OptimalInterval,
    AsyncCheckpoints,
    InMemoryCheckpoints,
    HotSpares,
    StrongerPractice,
    FewerAccelerators,
    MoreAccelerators,
    FastestAccelerators,
    AcceleratorsToFit,
    FullRecompute,
    FullSharding,
    OnDemand,
    Reserved,
    Spot,
    Buy,
    StorageMix,
    Deduplication,
    Fp8,
    Count
};
std::string_view leverKey(LeverKind k); ///< "optimalInterval", ...

/** A plan variant: a set of input changes (the same ChangeSet the what-if
 *  strip evaluates, model/analysis/variants.h), evaluated by the model. */
struct Lever {
    LeverKind kind = LeverKind::Count;
    ChangeSet changes;
    double totalUsd = 0; ///< the plan with the lever applied
    double days = 0;     ///< its main run's wall-clock
    double savedUsd = 0; ///< plan total - lever total (negative = costs more)
    double savedDays = 0;
    bool feasible = true;       ///< the plan with the lever applied can run
    bool makesFeasible = false; ///< the plan cannot run, and with the lever it can

    /** The value the lever sets for `id`, or NaN when it leaves it. */
    double valueOf(InputId id) const { return changes.valueOf(id); }
};

/** Every lever that helps, as computed by the model: for an infeasible plan
 *  the levers that make it feasible, cheapest first; for a feasible plan
 *  those that lower its total or its wall-clock and keep it feasible,
 *  ranked by total saved (days as the tie-break). */
std::vector<Lever> advise(const Scenario &s, const Catalog &catalog);

/** The plan with the lever's changes applied (applyChanges). */
inline Scenario applyLever(const Scenario &s, const Lever &lever)
{
    return applyChanges(s, lever.changes);
}

} // namespace tco
