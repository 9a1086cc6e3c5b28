// SPDX-License-Identifier: GPL-3.0-or-later
#include "portfolio/placedrun.h"

#include <algorithm>

namespace tco {

PlacedRun placedRun(const Portfolio &p, const PortfolioEvaluation &e, int run)
{
    PlacedRun out;
    if (run < 0 || run >= static_cast<int>(p.runs.size()))
        return out;
    std::vector<int> held(p.pools.size(), 0);
    for (const RunPlacement &pl : e.schedule.placements) {
        if (pl.run != run)
            continue;
        ++out.instances;
        if (!pl.scheduled)
            continue;
        ++out.placed;
        const CivilDate first = addDays(p.start, pl.startDay);
        const CivilDate last = addDays(p.start, pl.endDay - 1);
        if (!out.firstDay || first < *out.firstDay)
            out.firstDay = first;
        if (!out.lastDay || *out.lastDay < last)
            out.lastDay = last;
        for (const Allocation &a : pl.allocations)
            if (a.pool >= 0 && a.pool < static_cast<int>(held.size()))
                held[static_cast<std::size_t>(a.pool)] =
                    std::max(held[static_cast<std::size_t>(a.pool)], a.gpus);
    }
    for (std::size_t k = 0; k < held.size(); ++k)
        if (held[k] > 0)
            out.pools.push_back({static_cast<int>(k), held[k]});
    if (static_cast<std::size_t>(run) < e.metrics.runs.size()) {
        const RunCost &cost = e.metrics.runs[static_cast<std::size_t>(run)];
        out.chargeUsd = cost.totalUsd();
        out.ownUsd = cost.ownUsd();
        out.sharesUsd = out.chargeUsd - out.ownUsd;
    }
    return out;
}

Scenario placedPlan(const Portfolio &p, const PortfolioEvaluation &e, int run)
{
    Scenario s = p.runs[static_cast<std::size_t>(run)].scenario;
    if (const std::optional<CivilDate> first = placedRun(p, e, run).firstDay)
        s.startDate = formatDate(*first);
    return s;
}

} // namespace tco
