// SPDX-License-Identifier: GPL-3.0-or-later
// The fleet decision (docs/model.md §16.4): a grid over owned count and
// commitment level in whole jobs or nodes, then a search of one count with
// the others held, in turn (the other owned and commitment pools too: a
// ladder's other rungs, another generation), each fleet one schedule and
// its metrics; the curve's minimum among fleets that meet every deadline,
// and how flat it is.
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
    for (std::size_t k = 0; k < decision.otherPools.size() && k < point.others.size(); ++k)
        p.pools[static_cast<std::size_t>(decision.otherPools[k])].count = point.others[k];
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

/** A fleet as the search moves it: the owned count, the committed count (0
 *  without a commitment pool), then each other decided pool's count. */
using Fleet = std::vector<int>;

/** The decided pools in a Fleet's order; -1: no commitment pool. */
struct DecidedPools {
    std::vector<int> pools;

    void apply(Portfolio &scratch, const Fleet &fleet) const
    {
        for (std::size_t k = 0; k < pools.size(); ++k)
            if (pools[k] >= 0)
                scratch.pools[static_cast<std::size_t>(pools[k])].count = fleet[k];
    }
    Fleet fleetOf(const FleetPoint &point) const
    {
        Fleet out{point.owned, point.committed};
        out.insert(out.end(), point.others.begin(), point.others.end());
        return out;
    }
};

/** What the decided pool's accelerators take over at `point`: the same
 *  fleet without them, pool by pool and month by month, each hour that
 *  moves priced at what the pool it moves to charges a useful hour there
 *  (a spot hour's preemptions included; a commitment's or block's price per
 *  hour, what committing that hour would cost), and work then not placed at
 *  on demand (docs/model.md §16.4). A kind that gains hours when owning
 *  (work moving the other way) displaces nothing. */
DisplacedUse displacedUse(Portfolio &scratch, std::span<const RunDemands> demands, const Catalog &catalog,
                          const DecidedPools &decided, const FleetPoint &point)
{
    const int ownedPool = decided.pools.front();
    const auto evaluateWith = [&](int owned) {
        Fleet fleet = decided.fleetOf(point);
        fleet.front() = owned;
        decided.apply(scratch, fleet);
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

/** The most accelerators of `accelerator` the runs would hold at once on
 *  the days `s` places them, each on that accelerator where it may run on
 *  it: how far a decided pool of it can usefully grow. Not only what `s`
 *  holds of it, since with everything rented a run may go to another
 *  accelerator's cheaper rent (a second generation's pool would then look
 *  useless). */
int peakWanted(const Schedule &s, std::span<const RunDemands> demands, const std::string &accelerator)
{
    std::vector<int> change(static_cast<std::size_t>(s.days) + 1, 0);
    for (const RunPlacement &pl : s.placements) {
        if (!pl.scheduled || pl.run < 0 || static_cast<std::size_t>(pl.run) >= demands.size())
            continue;
        const RunDemand *d = demands[static_cast<std::size_t>(pl.run)].find(accelerator);
        if (!d || !d->feasible)
            continue;
        change[static_cast<std::size_t>(std::clamp(pl.startDay, 0, s.days))] += d->gpus;
        change[static_cast<std::size_t>(std::clamp(pl.endDay, 0, s.days))] -= d->gpus;
    }
    int held = 0, peak = 0;
    for (const int c : change)
        peak = std::max(peak, held += c);
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
 *  with the others held (docs/model.md §16.4). */
class FleetSearch
{
public:
    FleetSearch(Portfolio &scratch, std::span<const RunDemands> demands, const Catalog &catalog,
                const DecidedPools &decided)
        : m_scratch(scratch), m_demands(demands), m_catalog(catalog), m_decided(decided)
    {
    }

    FleetPoint at(const Fleet &fleet)
    {
        if (auto it = m_tried.find(fleet); it != m_tried.end())
            return it->second;
        m_decided.apply(m_scratch, fleet);
        const PortfolioEvaluation e = evaluatePortfolio(m_scratch, m_demands, m_catalog);
        FleetPoint point{fleet[0], m_decided.pools[1] >= 0 ? fleet[1] : 0, e.metrics.annualUsd,
                         e.schedule.missedDeadlines, Fleet(fleet.begin() + 2, fleet.end())};
        m_tried.emplace(fleet, point);
        return point;
    }

    /** The best fleet of `line` (fleets along one direction, in order):
     *  every one when there are at most kScanPoints; else every stride-th,
     *  then every one around the best few of those. */
    Fleet scan(const std::vector<Fleet> &line)
    {
        const auto point = [&](std::size_t i) { return at(line[i]); };
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

    const std::map<Fleet, FleetPoint> &tried() const { return m_tried; }

    /** Fewer missed deadlines first, then the lower cost, then the smaller fleet. */
    static bool better(const FleetPoint &a, const FleetPoint &b)
    {
        if (a.missedDeadlines != b.missedDeadlines)
            return a.missedDeadlines < b.missedDeadlines;
        if (a.annualUsd != b.annualUsd)
            return a.annualUsd < b.annualUsd;
        if (a.owned != b.owned)
            return a.owned < b.owned;
        if (a.committed != b.committed)
            return a.committed < b.committed;
        return a.others < b.others;
    }

private:
    static constexpr std::size_t kScanPoints = 300; ///< counts a scan schedules before it refines
    static constexpr std::size_t kRefined = 3;      ///< the best sampled counts it refines around

    Portfolio &m_scratch;
    std::span<const RunDemands> m_demands;
    const Catalog &m_catalog;
    const DecidedPools &m_decided;
    std::map<Fleet, FleetPoint> m_tried;
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
    if (settings.decideOtherPools)
        for (std::size_t i = 0; i < p.pools.size(); ++i)
            if (const int index = static_cast<int>(i);
                index != owned && index != commitment &&
                (p.pools[i].kind == PoolKind::Owned || p.pools[i].kind == PoolKind::Commitment))
                out.otherPools.push_back(index);
    DecidedPools decided{{owned, commitment}};
    decided.pools.insert(decided.pools.end(), out.otherPools.begin(), out.otherPools.end());

    // Peaks and units with every decided pool empty: everything rented.
    Portfolio scratch = p;
    decided.apply(scratch, Fleet(decided.pools.size(), 0));
    const Schedule rented = schedulePortfolio(scratch, demands);
    out.peakGpus = peakWanted(rented, demands, accelerator);
    out.unit = wholeUnit(p, demands, accelerator);
    std::vector<std::vector<int>> otherCounts;
    for (const int pool : out.otherPools) {
        const std::string &other = p.pools[static_cast<std::size_t>(pool)].accelerator;
        otherCounts.push_back(lattice(peakWanted(rented, demands, other), wholeUnit(p, demands, other)));
    }
    const auto fleet = [&](int o, int c) {
        Fleet f(decided.pools.size(), 0);
        f[0] = o;
        f[1] = c;
        return f;
    };

    // 1. A grid over owned count and commitment, in whole units, the other
    //    pools empty; rent everything and own for the peak are points of it.
    FleetSearch search(scratch, demands, catalog, decided);
    const std::vector<int> counts = lattice(out.peakGpus, out.unit);
    const std::vector<int> ownedGrid = grid(counts, settings.ownedSteps);
    const std::vector<int> commitmentGrid =
        commitment >= 0 ? grid(counts, settings.commitmentSteps) : std::vector<int>{0};
    std::vector<FleetPoint> coarse;
    for (int o : ownedGrid)
        for (int c : commitmentGrid)
            coarse.push_back(search.at(fleet(o, c)));
    out.points = coarse;
    out.rentAll = search.at(fleet(0, 0));
    out.ownPeak = search.at(fleet(out.peakGpus, 0));

    // 2. From the grid's best fleets (owning counts apart), search one count
    //    with the others held, every whole unit, in turn, until none moves:
    //    first over all counts, then within two grid steps (the other
    //    pools, when there are any, over all counts every round).
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
    const bool narrowing = out.otherPools.empty();
    for (const FleetPoint &start : starts) {
        Fleet at = decided.fleetOf(start);
        for (int round = 0; round < kSearchRounds; ++round) {
            const Fleet before = at;
            const int ownedWidth = round == 0 || !narrowing ? kAll : 2 * ownedStep;
            const int commitmentWidth = round == 0 || !narrowing ? kAll : 2 * commitmentStep;
            std::vector<Fleet> line;
            const auto along = [&](std::size_t k, const std::vector<int> &values, int centre, int width) {
                line.clear();
                for (int v : values)
                    if (near(v, centre, width)) {
                        line.push_back(at);
                        line.back()[k] = v;
                    }
                if (!line.empty())
                    at = search.scan(line);
            };
            along(0, counts, at[0], ownedWidth);
            if (commitment >= 0) {
                along(1, counts, at[1], commitmentWidth);
                line.clear();
                const int fixed = at[0] + at[1];
                for (int v : counts)
                    if (v <= fixed && near(v, at[0], ownedWidth) && fixed - v <= out.peakGpus) {
                        line.push_back(at);
                        line.back()[0] = v;
                        line.back()[1] = fixed - v;
                    }
                if (!line.empty())
                    at = search.scan(line);
            }
            // Each other pool alone, then with each pool before it, both
            // moving by the same count the same way (two pools that pay
            // only together: a ladder's rungs covering one run) or
            // opposite ways (one standing in for the other).
            for (std::size_t k = 0; k < otherCounts.size(); ++k) {
                along(2 + k, otherCounts[k], at[2 + k], kAll);
                for (std::size_t i = 0; i < 2 + k; ++i) {
                    if (i == 1 && commitment < 0)
                        continue;
                    const std::vector<int> &first = i < 2 ? counts : otherCounts[i - 2];
                    const std::vector<int> &second = otherCounts[k];
                    for (const int sign : {1, -1}) {
                        line.clear();
                        for (const int v : first) {
                            const int w = at[2 + k] + sign * (v - at[i]);
                            if (std::binary_search(second.begin(), second.end(), w)) {
                                line.push_back(at);
                                line.back()[i] = v;
                                line.back()[2 + k] = w;
                            }
                        }
                        if (!line.empty())
                            at = search.scan(line);
                    }
                }
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
        out.displaced = displacedUse(scratch, demands, catalog, decided, at);
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
