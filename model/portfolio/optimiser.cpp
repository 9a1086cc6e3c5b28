// SPDX-License-Identifier: GPL-3.0-or-later
// The fleet decision (docs/model.md §16.4): a grid over owned count and
// commitment level, each point one schedule and its metrics, the curve's
// minimum among fleets that meet every deadline.
#include "portfolio/optimiser.h"

#include "plan/catalog.h"

#include <algorithm>
#include <cmath>
#include <map>

namespace tco {

FleetPoint fleetPoint(Portfolio &scratch, std::span<const RunDemands> demands, const Catalog &catalog,
                      int ownedPool, int owned, int commitmentPool, int committed)
{
    scratch.pools[static_cast<std::size_t>(ownedPool)].count = owned;
    if (commitmentPool >= 0)
        scratch.pools[static_cast<std::size_t>(commitmentPool)].count = committed;
    const PortfolioEvaluation e = evaluatePortfolio(scratch, demands, catalog);
    return {owned, commitmentPool >= 0 ? committed : 0, e.metrics.annualUsd, e.schedule.missedDeadlines};
}

Portfolio withFleet(Portfolio p, const FleetDecision &decision, const FleetPoint &point)
{
    p.pools[static_cast<std::size_t>(decision.ownedPool)].count = point.owned;
    if (decision.commitmentPool >= 0)
        p.pools[static_cast<std::size_t>(decision.commitmentPool)].count = point.committed;
    return p;
}

PoolKind DisplacedUse::main() const
{
    std::size_t most = static_cast<std::size_t>(PoolKind::OnDemand);
    for (std::size_t k = 0; k < hoursByKind.size(); ++k)
        if (hoursByKind[k] > hoursByKind[most])
            most = k;
    return static_cast<PoolKind>(most);
}

namespace {

/** What the decided pool's accelerators take over at `point`: the same
 *  fleet without them, pool by pool and month by month, each hour that
 *  moves priced at what the pool it moves to charges a useful hour there
 *  (a spot hour's preemptions included; a commitment's or block's price per
 *  hour, what committing that hour would cost), and work then not placed at
 *  on demand (docs/model.md §16.4). A kind that gains hours when owning
 *  (work moving the other way) displaces nothing. */
DisplacedUse displacedUse(Portfolio &scratch, std::span<const RunDemands> demands, const Catalog &catalog,
                          int ownedPool, int commitmentPool, const FleetPoint &point)
{
    const auto evaluateWith = [&](int owned) {
        scratch.pools[static_cast<std::size_t>(ownedPool)].count = owned;
        if (commitmentPool >= 0)
            scratch.pools[static_cast<std::size_t>(commitmentPool)].count = point.committed;
        return evaluatePortfolio(scratch, demands, catalog).metrics;
    };
    const PortfolioMetrics with = evaluateWith(point.owned);
    const PortfolioMetrics without = evaluateWith(0);
    constexpr auto kinds = static_cast<std::size_t>(PoolKind::Count);
    std::array<double, kinds> hours{}, usd{};
    for (std::size_t i = 0; i < scratch.pools.size(); ++i) {
        if (static_cast<int>(i) == ownedPool)
            continue;
        const auto kind = static_cast<std::size_t>(scratch.pools[i].kind);
        for (std::size_t m = 0; m < with.pools[i].size(); ++m) {
            const PoolMonth &a = without.pools[i][m], &b = with.pools[i][m];
            const double moved = a.usefulHours - b.usefulHours;
            const PoolMonth &priced = a.usefulHours > 0 ? a : b;
            if (moved == 0 || !(priced.usefulHours > 0))
                continue;
            hours[kind] += moved;
            usd[kind] += moved * priced.chargedUsd / priced.usefulHours;
        }
    }
    const auto onDemand = static_cast<std::size_t>(PoolKind::OnDemand);
    for (const auto *m : {&without, &with}) {
        const double sign = m == &without ? 1.0 : -1.0;
        for (const PlacementCost &c : m->placements)
            if (!c.placed && c.priced) {
                hours[onDemand] += sign * c.unplacedHours;
                usd[onDemand] += sign * c.computeUsd;
            }
    }
    DisplacedUse out;
    for (std::size_t k = 0; k < kinds; ++k)
        if (hours[k] > 0) {
            out.hoursByKind[k] = hours[k];
            out.usefulHours += hours[k];
            out.usd += usd[k];
        }
    out.measured = out.usefulHours > 0 && out.usd > 0;
    return out;
}

/** Fewer missed deadlines first, then the lower cost, then the smaller fleet. */
bool better(const FleetPoint &a, const FleetPoint &b)
{
    if (a.missedDeadlines != b.missedDeadlines)
        return a.missedDeadlines < b.missedDeadlines;
    if (a.annualUsd != b.annualUsd)
        return a.annualUsd < b.annualUsd;
    if (a.owned != b.owned)
        return a.owned < b.owned;
    return a.committed < b.committed;
}

int peakHeld(const Portfolio &p, const Schedule &s, const std::string &accelerator)
{
    int peak = 0;
    for (int d = 0; d < s.days; ++d) {
        int held = 0;
        for (std::size_t i = 0; i < p.pools.size(); ++i)
            if (p.pools[i].accelerator == accelerator)
                held += s.pools[i].used[static_cast<std::size_t>(d)];
        peak = std::max(peak, held);
    }
    return peak;
}

std::vector<int> grid(int peak, int steps)
{
    std::vector<int> out;
    steps = std::max(1, steps);
    for (int k = 0; k <= steps; ++k)
        out.push_back(static_cast<int>(std::lround(static_cast<double>(peak) * k / steps)));
    out.erase(std::unique(out.begin(), out.end()), out.end());
    return out;
}

} // namespace

FleetDecision optimiseFleet(const Portfolio &p, std::span<const RunDemands> demands, const Catalog &catalog,
                            const FleetSettings &settings)
{
    FleetDecision out;
    int owned = settings.ownedPool;
    if (owned < 0)
        for (std::size_t i = 0; i < p.pools.size() && owned < 0; ++i)
            if (p.pools[i].kind == PoolKind::Owned)
                owned = static_cast<int>(i);
    if (owned < 0 || owned >= static_cast<int>(p.pools.size()) ||
        p.pools[static_cast<std::size_t>(owned)].kind != PoolKind::Owned)
        return out;
    const std::string accelerator = p.pools[static_cast<std::size_t>(owned)].accelerator;
    int commitment = settings.commitmentPool;
    if (commitment < 0)
        for (std::size_t i = 0; i < p.pools.size() && commitment < 0; ++i)
            if (p.pools[i].kind == PoolKind::Commitment && p.pools[i].accelerator == accelerator)
                commitment = static_cast<int>(i);
    if (commitment >= static_cast<int>(p.pools.size()) ||
        (commitment >= 0 && p.pools[static_cast<std::size_t>(commitment)].kind != PoolKind::Commitment))
        commitment = -1;
    out.valid = true;
    out.ownedPool = owned;
    out.commitmentPool = commitment;

    Portfolio scratch = p;
    scratch.pools[static_cast<std::size_t>(owned)].count = 0;
    if (commitment >= 0)
        scratch.pools[static_cast<std::size_t>(commitment)].count = 0;
    const Schedule rented = schedulePortfolio(scratch, demands);
    out.peakGpus = peakHeld(scratch, rented, accelerator);

    std::map<std::pair<int, int>, FleetPoint> tried;
    auto tryFleet = [&](int o, int c) {
        const auto key = std::make_pair(o, c);
        if (auto it = tried.find(key); it != tried.end())
            return it->second;
        const FleetPoint point = fleetPoint(scratch, demands, catalog, owned, o, commitment, c);
        tried.emplace(key, point);
        return point;
    };
    const std::vector<int> ownedGrid = grid(out.peakGpus, settings.ownedSteps);
    const std::vector<int> commitmentGrid =
        commitment >= 0 ? grid(out.peakGpus, settings.commitmentSteps) : std::vector<int>{0};
    for (int o : ownedGrid)
        for (int c : commitmentGrid)
            tryFleet(o, c);
    out.rentAll = tryFleet(0, 0);
    out.ownPeak = tryFleet(out.peakGpus, 0);

    // Refine around the best owned count at its commitment level, one by one
    // where the grid is coarse.
    FleetPoint coarse = out.rentAll;
    for (const auto &[key, point] : tried)
        if (better(point, coarse))
            coarse = point;
    const int step = ownedGrid.size() > 1 ? ownedGrid[1] - ownedGrid[0] : 1;
    const int fine = std::max(1, step / 10);
    for (int o = std::max(0, coarse.owned - step); o <= std::min(out.peakGpus, coarse.owned + step);
         o += fine)
        tryFleet(o, coarse.committed);

    std::map<int, FleetPoint> curve;
    for (const auto &[key, point] : tried) {
        out.points.push_back(point);
        auto it = curve.find(point.owned);
        if (it == curve.end() || better(point, it->second))
            curve[point.owned] = point;
    }
    for (const auto &[o, point] : curve)
        out.curve.push_back(point);
    out.best = out.curve.front();
    for (const FleetPoint &point : out.curve) {
        if (better(point, out.best))
            out.best = point;
        if (point.annualUsd <= out.rentAll.annualUsd && point.missedDeadlines <= out.rentAll.missedDeadlines)
            out.breakEvenOwned = point.owned;
    }

    // What owning displaces, at the answer or, when it owns none, at the
    // smallest owned count tried: the first accelerators owned take over
    // the base load, as the answer's would.
    const Pool &pool = p.pools[static_cast<std::size_t>(owned)];
    out.ownedUsdPerHour = ownedUsdPerCapacityHour(p, pool);
    const FleetPoint *at = out.best.owned > 0 ? &out.best : nullptr;
    for (const FleetPoint &point : out.curve)
        if (!at && point.owned > 0)
            at = &point;
    if (at)
        out.displaced = displacedUse(scratch, demands, catalog, owned, commitment, *at);
    double onDemand = 0;
    for (const Pool &q : p.pools)
        if (q.kind == PoolKind::OnDemand && q.accelerator == accelerator && onDemand == 0)
            onDemand = q.usdPerHour;
    if (onDemand == 0)
        if (const Accelerator *a = catalog.find(accelerator))
            onDemand = a->rentUsdPerHour;
    if (!out.displaced.measured) {
        out.displaced = DisplacedUse{};
        out.displaced.usefulHours = 1;
        out.displaced.usd = onDemand;
        out.displaced.hoursByKind[static_cast<std::size_t>(PoolKind::OnDemand)] = 1;
    }
    out.breakEvenUtilisationVsOnDemand = onDemand > 0 ? out.ownedUsdPerHour / onDemand : 0.0;
    const double alternative = out.displaced.usdPerUsefulHour();
    out.breakEvenUtilisation = alternative > 0 ? out.ownedUsdPerHour / alternative : 0.0;
    return out;
}

} // namespace tco
