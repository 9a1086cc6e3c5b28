// SPDX-License-Identifier: GPL-3.0-or-later
// The fleet decision (docs/model.md §16.4): a grid over owned count and
// commitment level in whole jobs or nodes, then a search of one count with
// the other held, in turn, each fleet one schedule and its metrics; the
// curve's minimum among fleets that meet every deadline, and how flat it is.
#include "portfolio/optimiser.h"

#include "plan/catalog.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <map>
#include <numeric>

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

constexpr std::size_t kSearchStarts = 2; ///< the grid's best fleets the search starts from
constexpr int kSearchRounds = 4;         ///< owned then committed, at most this many times

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

/** The largest number of accelerators every run on `accelerator` holds a
 *  whole multiple of, and every server it runs on holds: whole nodes (and
 *  whole jobs when every job is one size). Fleets are bought and reserved
 *  in it, and counted in it: a count between two leaves accelerators no
 *  run holds whole (issue 51's sawtooth had the period of one job). */
int wholeUnit(const Portfolio &p, std::span<const RunDemands> demands, const std::string &accelerator)
{
    int unit = 0;
    for (std::size_t r = 0; r < demands.size() && r < p.runs.size(); ++r)
        if (const RunDemand *d = demands[r].find(accelerator); d && d->feasible && d->gpus > 0) {
            unit = std::gcd(unit, d->gpus);
            if (const int node = static_cast<int>(p.runs[r].scenario.value(InputId::ClusterGpusPerNode));
                node > 0)
                unit = std::gcd(unit, node);
        }
    return std::max(1, unit);
}

/** Multiples of `unit` from 0 up to `peak`, and the peak itself. */
std::vector<int> lattice(int peak, int unit)
{
    std::vector<int> out;
    for (int v = 0; v <= peak; v += unit)
        out.push_back(v);
    if (out.back() != peak)
        out.push_back(peak);
    return out;
}

/** `steps` + 1 counts evenly from 0 to the peak, each the nearest count of
 *  the lattice. */
std::vector<int> grid(const std::vector<int> &counts, int steps)
{
    std::vector<int> out;
    steps = std::max(1, steps);
    const double peak = counts.back();
    for (int k = 0; k <= steps; ++k) {
        const double target = peak * k / steps;
        auto it = std::lower_bound(counts.begin(), counts.end(), target);
        if (it == counts.end() || (it != counts.begin() && target - *(it - 1) < *it - target))
            --it;
        out.push_back(*it);
    }
    out.erase(std::unique(out.begin(), out.end()), out.end());
    return out;
}

/** The fleets tried, each scheduled once, and the search along one count
 *  with the other held (docs/model.md §16.4). */
class FleetSearch
{
public:
    FleetSearch(Portfolio &scratch, std::span<const RunDemands> demands, const Catalog &catalog, int owned,
                int commitment)
        : m_scratch(scratch), m_demands(demands), m_catalog(catalog), m_owned(owned), m_commitment(commitment)
    {
    }

    FleetPoint at(int o, int c)
    {
        const auto key = std::make_pair(o, c);
        if (auto it = m_tried.find(key); it != m_tried.end())
            return it->second;
        const FleetPoint point = fleetPoint(m_scratch, m_demands, m_catalog, m_owned, o, m_commitment, c);
        m_tried.emplace(key, point);
        return point;
    }

    /** The best fleet of `line` (fleets along one direction, in order):
     *  every one when there are at most kScanPoints; else every stride-th,
     *  then every one around the best few of those. */
    std::pair<int, int> scan(const std::vector<std::pair<int, int>> &line)
    {
        if (line.empty())
            return {0, 0};
        const auto point = [&](std::size_t i) { return at(line[i].first, line[i].second); };
        const std::size_t stride = (line.size() + kScanPoints - 1) / kScanPoints;
        std::vector<std::size_t> sampled;
        for (std::size_t i = 0; i < line.size(); i += stride)
            sampled.push_back(i);
        if (sampled.back() != line.size() - 1)
            sampled.push_back(line.size() - 1);
        std::sort(sampled.begin(), sampled.end(),
                  [&](std::size_t a, std::size_t b) { return better(point(a), point(b)); });
        std::size_t best = sampled.front();
        if (stride > 1)
            for (std::size_t k = 0; k < std::min(kRefined, sampled.size()); ++k)
                for (std::size_t i = sampled[k] > stride ? sampled[k] - stride : 0;
                     i <= std::min(line.size() - 1, sampled[k] + stride); ++i)
                    if (better(point(i), point(best)))
                        best = i;
        return line[best];
    }

    const std::map<std::pair<int, int>, FleetPoint> &tried() const { return m_tried; }

    /** Fewer missed deadlines first, then the lower cost, then the smaller fleet. */
    static bool better(const FleetPoint &a, const FleetPoint &b)
    {
        if (a.missedDeadlines != b.missedDeadlines)
            return a.missedDeadlines < b.missedDeadlines;
        if (a.annualUsd != b.annualUsd)
            return a.annualUsd < b.annualUsd;
        if (a.owned != b.owned)
            return a.owned < b.owned;
        return a.committed < b.committed;
    }

private:
    static constexpr std::size_t kScanPoints = 300; ///< counts a scan schedules before it refines
    static constexpr std::size_t kRefined = 3;      ///< the best sampled counts it refines around

    Portfolio &m_scratch;
    std::span<const RunDemands> m_demands;
    const Catalog &m_catalog;
    int m_owned, m_commitment;
    std::map<std::pair<int, int>, FleetPoint> m_tried;
};

/** The contiguous owned counts of the curve around the answer within
 *  `toleranceUsd` of it (and missing no more deadlines). */
NearBest nearBest(const std::vector<FleetPoint> &curve, const FleetPoint &best, double toleranceUsd)
{
    NearBest out{best.owned, best.owned, toleranceUsd};
    const auto at = std::find_if(curve.begin(), curve.end(),
                                 [&](const FleetPoint &pt) { return pt.owned == best.owned; });
    if (at == curve.end())
        return out;
    const auto near = [&](const FleetPoint &pt) {
        return pt.missedDeadlines <= best.missedDeadlines && pt.annualUsd <= best.annualUsd + toleranceUsd;
    };
    for (auto it = at; it != curve.begin() && near(*(it - 1)); --it)
        out.lowOwned = (it - 1)->owned;
    for (auto it = at + 1; it != curve.end() && near(*it); ++it)
        out.highOwned = it->owned;
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
    out.unit = wholeUnit(p, demands, accelerator);

    // 1. A grid over both counts, in whole units; rent everything and own
    //    for the peak are points of it.
    FleetSearch search(scratch, demands, catalog, owned, commitment);
    const std::vector<int> counts = lattice(out.peakGpus, out.unit);
    const std::vector<int> ownedGrid = grid(counts, settings.ownedSteps);
    const std::vector<int> commitmentGrid =
        commitment >= 0 ? grid(counts, settings.commitmentSteps) : std::vector<int>{0};
    std::vector<FleetPoint> coarse;
    for (int o : ownedGrid)
        for (int c : commitmentGrid)
            coarse.push_back(search.at(o, c));
    out.points = coarse;
    out.rentAll = search.at(0, 0);
    out.ownPeak = search.at(out.peakGpus, 0);

    // 2. From the grid's best fleets (owning counts apart), search one count
    //    with the other held, every whole unit, in turn, until neither moves:
    //    first over all counts, then within two grid steps.
    std::sort(coarse.begin(), coarse.end(), FleetSearch::better);
    const int ownedStep = std::max(out.unit, ownedGrid.size() > 1 ? ownedGrid[1] - ownedGrid[0] : out.unit);
    const int commitmentStep =
        std::max(out.unit, commitmentGrid.size() > 1 ? commitmentGrid[1] - commitmentGrid[0] : out.unit);
    std::vector<FleetPoint> starts;
    for (const FleetPoint &pt : coarse)
        if (starts.size() < kSearchStarts &&
            std::none_of(starts.begin(), starts.end(),
                         [&](const FleetPoint &s) { return std::abs(s.owned - pt.owned) <= ownedStep; }))
            starts.push_back(pt);
    // Owned and committed accelerators stand in for each other, so the
    // search also moves along their sum: owning some of what was committed.
    constexpr int kAll = std::numeric_limits<int>::max() / 2;
    const auto near = [](int v, int centre, int halfWidth) {
        return std::abs(static_cast<long long>(v) - centre) <= halfWidth;
    };
    for (const FleetPoint &start : starts) {
        std::pair<int, int> at{start.owned, start.committed};
        for (int round = 0; round < kSearchRounds; ++round) {
            const std::pair<int, int> before = at;
            const int ownedWidth = round == 0 ? kAll : 2 * ownedStep;
            const int commitmentWidth = round == 0 ? kAll : 2 * commitmentStep;
            std::vector<std::pair<int, int>> line;
            for (int v : counts)
                if (near(v, at.first, ownedWidth))
                    line.emplace_back(v, at.second);
            at = search.scan(line);
            if (commitment >= 0) {
                line.clear();
                for (int v : counts)
                    if (near(v, at.second, commitmentWidth))
                        line.emplace_back(at.first, v);
                at = search.scan(line);
                line.clear();
                const int fixed = at.first + at.second;
                for (int v : counts)
                    if (v <= fixed && near(v, at.first, ownedWidth) && fixed - v <= out.peakGpus)
                        line.emplace_back(v, fixed - v);
                at = search.scan(line);
            }
            if (at == before && round > 0)
                break;
        }
    }
    out.fleetsTried = static_cast<int>(search.tried().size());

    // 3. The curve: each owned count at its best commitment tried; the
    //    answer its minimum among fleets with the fewest missed deadlines.
    std::map<int, FleetPoint> curve;
    for (const auto &[key, point] : search.tried()) {
        auto it = curve.find(point.owned);
        if (it == curve.end() || FleetSearch::better(point, it->second))
            curve[point.owned] = point;
    }
    for (const auto &[o, point] : curve)
        out.curve.push_back(point);
    out.best = out.curve.front();
    for (const FleetPoint &point : out.curve) {
        if (FleetSearch::better(point, out.best))
            out.best = point;
        if (point.annualUsd <= out.rentAll.annualUsd && point.missedDeadlines <= out.rentAll.missedDeadlines)
            out.breakEvenOwned = point.owned;
    }
    out.nearBest = nearBest(out.curve, out.best, settings.nearBestShare * std::abs(out.best.annualUsd));

    // What owning displaces, at the answer; when it owns none, at the
    // portfolio's own owned count (at the answer's commitment), else at a
    // quarter of the peak: enough accelerators that what they take over is
    // the load, not a few days a schedule moves (docs/model.md §16.4).
    const Pool &pool = p.pools[static_cast<std::size_t>(owned)];
    out.ownedUsdPerHour = ownedUsdPerCapacityHour(p, pool);
    FleetPoint at = out.best;
    if (at.owned == 0)
        at.owned = pool.count > 0 ? pool.count : (out.peakGpus / 4 + out.unit - 1) / out.unit * out.unit;
    if (at.owned > 0)
        out.displaced = displacedUse(scratch, demands, catalog, owned, commitment, at);
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

std::vector<PathAnswer> fleetAlongPaths(const Portfolio &p, std::span<const RunDemands> demands,
                                        const Catalog &catalog, std::span<const double> declines,
                                        const FleetSettings &settings)
{
    std::vector<PathAnswer> out;
    Portfolio scratch = p;
    for (double decline : declines) {
        scratch.rentalDeclinePerYear = decline;
        const FleetDecision d = optimiseFleet(scratch, demands, catalog, settings);
        if (d.valid)
            out.push_back({decline, d.best, d.nearBest});
    }
    return out;
}

} // namespace tco
