// SPDX-License-Identifier: GPL-3.0-or-later
// Greedy list scheduling on a daily grid (docs/model.md §16.2). Daily, not
// monthly: "no pool over capacity" is then exact on every slot, and three
// years are ~1,100 slots per pool.
#include "portfolio/schedule.h"
#include "plan/enumkeys.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <deque>
#include <map>
#include <queue>

namespace tco {

std::string_view missReasonKey(MissReason r)
{
    static constexpr std::array<std::string_view, static_cast<std::size_t>(MissReason::Count)> keys{
        "none",           "infeasible", "noPool",  "dependencyCycle", "dependencyUnscheduled",
        "dependencyLate", "pinnedLate", "tooLong", "capacityBusy",    "beyondHorizon"};
    return enumKey(keys, r);
}

int dayOf(const Portfolio &p, const CivilDate &d)
{
    return static_cast<int>(daysBetween(p.start, d));
}

MonthGrid monthGrid(const Portfolio &p)
{
    MonthGrid g;
    const int months = std::max(0, p.horizonMonths);
    for (int m = 0; m <= months; ++m) {
        const CivilDate first =
            m == 0 ? p.start : addCalendarMonths(CivilDate{p.start.year, p.start.month, 1}, m);
        if (m < months)
            g.months.push_back(first);
        g.firstDay.push_back(dayOf(p, first));
    }
    g.monthOfDay.resize(static_cast<std::size_t>(std::max(0, g.firstDay.back())));
    for (int m = 0; m < months; ++m)
        for (int d = g.firstDay[m]; d < g.firstDay[m + 1]; ++d)
            g.monthOfDay[static_cast<std::size_t>(d)] = m;
    return g;
}

double rentalUsdPerHour(const Portfolio &p, const Pool &pool, int month)
{
    return pool.usdPerHour * std::pow(1.0 - p.rentalDeclinePerYear, month / 12.0);
}

double RunPlacement::hoursOnDay(const Allocation &allocation, int day) const
{
    if (day < startDay || day >= endDay)
        return 0;
    if (day < endDay - 1)
        return allocation.gpus * 24.0;
    return allocation.gpus * (wallClockHours - 24.0 * (endDay - 1 - startDay));
}

std::vector<double> Schedule::hoursByMonth(const RunPlacement &p) const
{
    std::vector<double> out(grid.months.size(), 0.0);
    if (!p.scheduled)
        return out;
    for (const Allocation &a : p.allocations)
        for (int d = p.startDay; d < p.endDay; ++d)
            out[static_cast<std::size_t>(grid.monthOfDay[static_cast<std::size_t>(d)])] += p.hoursOnDay(a, d);
    return out;
}

std::vector<double> Schedule::capacityHoursByMonth(int pool) const
{
    std::vector<double> out(grid.months.size(), 0.0);
    const PoolDays &pd = pools[static_cast<std::size_t>(pool)];
    for (int d = 0; d < days; ++d) {
        const int c = pd.capacity[static_cast<std::size_t>(d)];
        if (c < kUnlimited)
            out[static_cast<std::size_t>(grid.monthOfDay[static_cast<std::size_t>(d)])] += 24.0 * c;
    }
    return out;
}

std::vector<double> Schedule::usedHoursByMonth(int pool) const
{
    std::vector<double> out(grid.months.size(), 0.0);
    const PoolDays &pd = pools[static_cast<std::size_t>(pool)];
    for (int d = 0; d < days; ++d)
        out[static_cast<std::size_t>(grid.monthOfDay[static_cast<std::size_t>(d)])] +=
            pd.usedHours[static_cast<std::size_t>(d)];
    return out;
}

namespace {

/** The active days of a pool's capacity, clamped to the grid. */
std::pair<int, int> activeDays(const Portfolio &p, const Pool &pool, int days)
{
    const int start = dayOf(p, pool.start);
    int end = days;
    if (pool.kind == PoolKind::Commitment)
        end = dayOf(p, addCalendarMonths(pool.start, pool.termMonths));
    else if (pool.kind == PoolKind::CapacityBlock)
        end = start + pool.days;
    else if (pool.kind == PoolKind::OnDemand || pool.kind == PoolKind::Spot)
        return {0, days};
    return {std::clamp(start, 0, days), std::clamp(end, 0, days)};
}

/** Fixed pools fill shortest-lived first (blocks, then commitments, then
 *  owned), so long-lived capacity stays free for later runs. */
int fillRank(PoolKind k)
{
    return k == PoolKind::CapacityBlock ? 0 : k == PoolKind::Commitment ? 1 : 2;
}

/** minFree[s] = min over [s, s+len) of the pool's free accelerators, for s in [0, days-len]. */
void slidingMinFree(const PoolDays &pd, int len, int from, std::vector<int> &out)
{
    const int days = static_cast<int>(pd.capacity.size());
    out.assign(static_cast<std::size_t>(std::max(0, days - len + 1)), 0);
    std::deque<int> window; // day indices with increasing free
    auto freeOn = [&](int d) {
        return pd.capacity[static_cast<std::size_t>(d)] - pd.used[static_cast<std::size_t>(d)];
    };
    for (int d = from; d < days; ++d) {
        while (!window.empty() && freeOn(window.back()) >= freeOn(d))
            window.pop_back();
        window.push_back(d);
        const int s = d - len + 1;
        if (s < from)
            continue;
        while (window.front() < s)
            window.pop_front();
        out[static_cast<std::size_t>(s)] = freeOn(window.front());
    }
}

struct Candidate {
    bool valid = false;
    int accelerator = -1;
    int start = 0;
    int length = 0;
    double wallHours = 0;
    int gpus = 0;
    std::vector<Allocation> allocations;
    double rentedUsd = 0;
};

struct Scheduler {
    const Portfolio &p;
    std::span<const RunDemands> demands;
    const ScheduleOverrides *overrides;
    Schedule &out;
    std::vector<int> fixedOrder; ///< fixed pool indices in fill order
    std::vector<std::vector<int>> minFree;

    double scale(int run) const
    {
        return overrides && !overrides->hoursScale.empty()
                   ? overrides->hoursScale[static_cast<std::size_t>(run)]
                   : 1.0;
    }
    int slip(int run) const
    {
        return overrides && !overrides->slipDays.empty() ? overrides->slipDays[static_cast<std::size_t>(run)]
                                                         : 0;
    }

    /** Fixed accelerators free over the window starting at s, taken in fill order. */
    std::vector<Allocation> takeFixed(const std::string &accelerator, int s, int gpus, int &taken)
    {
        std::vector<Allocation> a;
        taken = 0;
        for (std::size_t k = 0; k < fixedOrder.size() && taken < gpus; ++k) {
            const Pool &pool = p.pools[static_cast<std::size_t>(fixedOrder[k])];
            if (pool.accelerator != accelerator)
                continue;
            const int take = std::min(gpus - taken, minFree[k][static_cast<std::size_t>(s)]);
            if (take > 0) {
                a.push_back({fixedOrder[k], take});
                taken += take;
            }
        }
        return a;
    }

    /** Every fixed pool of the type: its sliding minimum for this length. */
    void prepare(const std::string &accelerator, int len, int from)
    {
        minFree.resize(fixedOrder.size());
        for (std::size_t k = 0; k < fixedOrder.size(); ++k) {
            if (p.pools[static_cast<std::size_t>(fixedOrder[k])].accelerator == accelerator)
                slidingMinFree(out.pools[static_cast<std::size_t>(fixedOrder[k])], len, from, minFree[k]);
            else
                minFree[k].clear();
        }
    }

    int fixedFree(const std::string &accelerator, int s) const
    {
        int sum = 0;
        for (std::size_t k = 0; k < fixedOrder.size(); ++k)
            if (p.pools[static_cast<std::size_t>(fixedOrder[k])].accelerator == accelerator)
                sum += minFree[k][static_cast<std::size_t>(s)];
        return sum;
    }

    /** The cheapest rented pool of the type that holds `gpus` over the window. */
    int cheapestRented(const PortfolioRun &run, const std::string &accelerator, int s, int len, int gpus,
                       double &usdPerUsefulHour) const
    {
        int best = -1;
        for (std::size_t i = 0; i < p.pools.size(); ++i) {
            const Pool &pool = p.pools[i];
            if (pool.accelerator != accelerator || isFixed(pool.kind))
                continue;
            if (pool.kind == PoolKind::Spot && !run.allowSpot)
                continue;
            const PoolDays &pd = out.pools[i];
            bool fits = true;
            for (int d = s; d < s + len && fits; ++d)
                fits =
                    pd.capacity[static_cast<std::size_t>(d)] - pd.used[static_cast<std::size_t>(d)] >= gpus;
            if (!fits)
                continue;
            const int month = out.grid.monthOfDay[static_cast<std::size_t>(s)];
            const double loss = pool.kind == PoolKind::Spot ? pool.goodputLoss : 0.0;
            const double rate = rentalUsdPerHour(p, pool, month) / (1.0 - loss);
            if (best < 0 || rate < usdPerUsefulHour) {
                best = static_cast<int>(i);
                usdPerUsefulHour = rate;
            }
        }
        return best;
    }

    void book(RunPlacement &pl)
    {
        for (const Allocation &a : pl.allocations) {
            PoolDays &pd = out.pools[static_cast<std::size_t>(a.pool)];
            for (int d = pl.startDay; d < pl.endDay; ++d) {
                pd.used[static_cast<std::size_t>(d)] += a.gpus;
                pd.usedHours[static_cast<std::size_t>(d)] += pl.hoursOnDay(a, d);
            }
        }
    }

    void place(int runIndex, int instance, int depsEnd, int blocking, RunPlacement &pl);
};

void Scheduler::place(int runIndex, int instance, int depsEnd, int blocking, RunPlacement &pl)
{
    const PortfolioRun &run = p.runs[static_cast<std::size_t>(runIndex)];
    const RunDemands &rd = demands[static_cast<std::size_t>(runIndex)];
    pl.run = runIndex;
    pl.instance = instance;
    const int earliest = dayOf(p, run.earliestStart) + slip(runIndex);
    const int deadline = dayOf(p, run.deadline);
    int lo = std::max({0, earliest, depsEnd});
    if (run.pinnedStart)
        lo = std::max({0, dayOf(p, *run.pinnedStart), depsEnd});

    Candidate fixedOnly, overflow, late;
    bool anyFeasible = false, anyPool = false;
    int shortest = std::numeric_limits<int>::max();
    for (std::size_t t = 0; t < rd.byAccelerator.size(); ++t) {
        const RunDemand &d = rd.byAccelerator[t];
        if (!d.feasible)
            continue;
        anyFeasible = true;
        bool typeHasPool = false;
        for (const Pool &pool : p.pools)
            typeHasPool = typeHasPool || pool.accelerator == d.accelerator;
        if (!typeHasPool)
            continue;
        anyPool = true;
        const double wall = d.wallClockHours * scale(runIndex);
        const int len = std::max(1, static_cast<int>(std::ceil(wall / 24.0 - 1e-9)));
        shortest = std::min(shortest, len);
        const int lastStart = out.days - len;
        if (lo > lastStart)
            continue;
        prepare(d.accelerator, len, lo);
        const int maxStart = run.pinnedStart ? lo : lastStart;
        // Starting on day s wholly on fixed capacity (owned, committed, blocks).
        const auto whollyFixed = [&](int s) {
            int held = 0;
            return Candidate{
                true, static_cast<int>(t), s, len, wall, d.gpus, takeFixed(d.accelerator, s, d.gpus, held),
                0};
        };
        // A: wholly on fixed capacity, in time.
        for (int s = lo; s <= std::min(maxStart, deadline - len + 1); ++s) {
            if (fixedFree(d.accelerator, s) < d.gpus)
                continue;
            if (!fixedOnly.valid || s + len < fixedOnly.start + fixedOnly.length)
                fixedOnly = whollyFixed(s);
            break;
        }
        // B: at the earliest day, the rest rented.
        int taken = 0;
        std::vector<Allocation> a = takeFixed(d.accelerator, lo, d.gpus, taken);
        double rate = 0;
        const int rest = d.gpus - taken;
        const int rented = rest > 0 ? cheapestRented(run, d.accelerator, lo, len, rest, rate) : -1;
        if (rest == 0 || rented >= 0) {
            if (rest > 0)
                a.push_back({rented, rest});
            const double usd = rest * wall * rate;
            if (!overflow.valid || usd < overflow.rentedUsd)
                overflow = {true, static_cast<int>(t), lo, len, wall, d.gpus, std::move(a), usd};
        }
        // C: the first day it fits wholly on fixed capacity, late.
        if (!run.pinnedStart && !late.valid)
            for (int s = lo; s <= lastStart; ++s)
                if (fixedFree(d.accelerator, s) >= d.gpus) {
                    late = whollyFixed(s);
                    break;
                }
    }

    const Candidate &chosen = fixedOnly.valid ? fixedOnly : overflow.valid ? overflow : late;
    if (!chosen.valid) {
        pl.reason = !anyFeasible               ? MissReason::Infeasible
                    : !anyPool                 ? MissReason::NoPool
                    : lo + shortest > out.days ? MissReason::BeyondHorizon
                                               : MissReason::CapacityBusy;
        return;
    }
    pl.scheduled = true;
    pl.accelerator = chosen.accelerator;
    pl.startDay = chosen.start;
    pl.endDay = chosen.start + chosen.length;
    pl.gpus = chosen.gpus;
    pl.wallClockHours = chosen.wallHours;
    pl.allocations = chosen.allocations;
    book(pl);
    const int lastDay = pl.endDay - 1;
    pl.metDeadline = lastDay <= deadline;
    if (pl.metDeadline)
        return;
    pl.daysLate = lastDay - deadline;
    if (run.pinnedStart)
        pl.reason = MissReason::PinnedLate;
    else if (std::max(0, earliest) + chosen.length - 1 > deadline)
        pl.reason = MissReason::TooLong;
    else if (depsEnd + chosen.length - 1 > deadline) {
        pl.reason = MissReason::DependencyLate;
        pl.blockingRun = blocking;
    } else
        pl.reason = MissReason::CapacityBusy;
}

} // namespace

Schedule schedulePortfolio(const Portfolio &p, std::span<const RunDemands> demands,
                           const ScheduleOverrides *overrides)
{
    Schedule out;
    out.days = std::max(0, horizonDays(p));
    out.grid = monthGrid(p);
    out.pools.resize(p.pools.size());
    for (std::size_t i = 0; i < p.pools.size(); ++i) {
        const Pool &pool = p.pools[i];
        PoolDays &pd = out.pools[i];
        pd.capacity.assign(static_cast<std::size_t>(out.days), 0);
        pd.used.assign(static_cast<std::size_t>(out.days), 0);
        pd.usedHours.assign(static_cast<std::size_t>(out.days), 0.0);
        const auto [from, to] = activeDays(p, pool, out.days);
        const int cap = !isFixed(pool.kind) && pool.count == 0 ? kUnlimited : pool.count;
        for (int d = from; d < to; ++d)
            pd.capacity[static_cast<std::size_t>(d)] = cap;
    }
    Scheduler sch{p, demands, overrides, out, {}, {}};
    for (std::size_t i = 0; i < p.pools.size(); ++i)
        if (isFixed(p.pools[i].kind))
            sch.fixedOrder.push_back(static_cast<int>(i));
    std::stable_sort(sch.fixedOrder.begin(), sch.fixedOrder.end(), [&](int a, int b) {
        return fillRank(p.pools[static_cast<std::size_t>(a)].kind) <
               fillRank(p.pools[static_cast<std::size_t>(b)].kind);
    });

    // Placements in input order: run i's instances start at first[i].
    const std::size_t n = p.runs.size();
    std::vector<int> first(n + 1, 0);
    for (std::size_t i = 0; i < n; ++i)
        first[i + 1] = first[i] + std::max(1, p.runs[i].repeat);
    out.placements.resize(static_cast<std::size_t>(first[n]));

    std::map<std::string, int, std::less<>> index;
    for (std::size_t i = 0; i < n; ++i)
        index.emplace(p.runs[i].id, static_cast<int>(i));
    std::vector<std::vector<int>> successors(n);
    std::vector<int> waiting(n, 0);
    for (std::size_t i = 0; i < n; ++i)
        for (const std::string &dep : p.runs[i].dependsOn)
            if (auto it = index.find(dep); it != index.end() && it->second != static_cast<int>(i)) {
                successors[static_cast<std::size_t>(it->second)].push_back(static_cast<int>(i));
                ++waiting[i];
            }

    // Ready runs: higher priority, then earlier deadline, then input order.
    auto later = [&](int a, int b) {
        const PortfolioRun &x = p.runs[static_cast<std::size_t>(a)], &y = p.runs[static_cast<std::size_t>(b)];
        if (x.priority != y.priority)
            return x.priority < y.priority;
        if (x.deadline != y.deadline)
            return x.deadline > y.deadline;
        return a > b;
    };
    std::priority_queue<int, std::vector<int>, decltype(later)> ready(later);
    for (std::size_t i = 0; i < n; ++i)
        if (waiting[i] == 0)
            ready.push(static_cast<int>(i));
    std::vector<int> endDay(n, 0);
    std::vector<bool> placed(n, false), done(n, false);
    while (!ready.empty()) {
        const int r = ready.top();
        ready.pop();
        done[static_cast<std::size_t>(r)] = true;
        int depsEnd = 0, blocking = -1, unscheduledDep = -1;
        for (const std::string &dep : p.runs[static_cast<std::size_t>(r)].dependsOn)
            if (auto it = index.find(dep); it != index.end() && it->second != r) {
                const auto d = static_cast<std::size_t>(it->second);
                if (!placed[d])
                    unscheduledDep = it->second;
                else if (endDay[d] > depsEnd || blocking < 0) {
                    depsEnd = std::max(depsEnd, endDay[d]);
                    blocking = it->second;
                }
            }
        bool all = true;
        int end = 0;
        for (int k = 0; k < std::max(1, p.runs[static_cast<std::size_t>(r)].repeat); ++k) {
            RunPlacement &pl =
                out.placements[static_cast<std::size_t>(first[static_cast<std::size_t>(r)] + k)];
            if (unscheduledDep >= 0) {
                pl.run = r;
                pl.instance = k;
                pl.reason = MissReason::DependencyUnscheduled;
                pl.blockingRun = unscheduledDep;
            } else
                sch.place(r, k, depsEnd, blocking, pl);
            all = all && pl.scheduled;
            end = std::max(end, pl.endDay);
        }
        placed[static_cast<std::size_t>(r)] = all;
        endDay[static_cast<std::size_t>(r)] = end;
        for (int s : successors[static_cast<std::size_t>(r)])
            if (--waiting[static_cast<std::size_t>(s)] == 0)
                ready.push(s);
    }
    for (std::size_t i = 0; i < n; ++i)
        if (!done[i])
            for (int k = first[i]; k < first[i + 1]; ++k) {
                RunPlacement &pl = out.placements[static_cast<std::size_t>(k)];
                pl.run = static_cast<int>(i);
                pl.instance = k - first[i];
                pl.reason = MissReason::DependencyCycle;
            }
    for (const RunPlacement &pl : out.placements) {
        out.missedDeadlines += pl.metDeadline ? 0 : 1;
        out.unscheduled += pl.scheduled ? 0 : 1;
    }
    return out;
}

} // namespace tco
