// SPDX-License-Identifier: GPL-3.0-or-later
// Greedy list scheduling on a daily grid (docs/model.md §16.2). Daily, not
// monthly: "no pool over capacity" is then exact on every slot, and three
// years are ~1,100 slots per pool.
#include "portfolio/schedule.h"
#include "plan/enumkeys.h"

#include <algorithm>
#include <array>
#include <cmath>
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

double rentPathFactor(const Portfolio &p, const CivilDate &quoted, const CivilDate &on)
{
    return std::pow(1.0 - p.rentalDeclinePerYear, calendarMonthsBetween(quoted, on) / 12.0);
}

double rentalUsdPerHour(const Portfolio &p, const Pool &pool, int month)
{
    // Month m of the horizon is m calendar months after the start's month.
    const int age = calendarMonthsBetween(priceDateOf(p, pool), p.start) + month;
    return pool.usdPerHour * std::pow(1.0 - p.rentalDeclinePerYear, age / 12.0);
}

double committedUsdPerHour(const Portfolio &p, const Pool &pool)
{
    return pool.usdPerHour * rentPathFactor(p, priceDateOf(p, pool), pool.start) * (1.0 - pool.discount);
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

/** The minimum over [s, s+len) of a pool's free accelerators, for starts s
 *  that never go back (a monotonic queue of days). A search reads from where
 *  it starts, not from the horizon's first day, and a start far ahead of the
 *  last one starts the queue afresh there. */
class WindowMinimum
{
public:
    void reset(const PoolDays &pd, int len)
    {
        m_pd = &pd;
        m_len = len;
        m_start = -1;
    }
    /** s in [0, days - len], not below the last s asked. */
    int at(int s)
    {
        if (m_start < 0 || s - m_start > m_len) {
            m_queue.clear();
            m_head = 0;
            m_nextDay = s;
            m_start = s - 1;
        }
        while (m_start < s) {
            ++m_start;
            for (; m_nextDay < m_start + m_len; ++m_nextDay) {
                while (m_queue.size() > m_head && freeOn(m_queue.back()) >= freeOn(m_nextDay))
                    m_queue.pop_back();
                m_queue.push_back(m_nextDay);
            }
            while (m_queue[m_head] < m_start)
                ++m_head;
        }
        return freeOn(m_queue[m_head]);
    }
    /** The last day of the window at the last s asked that holds its minimum. */
    int minimumDay() const { return m_queue[m_head]; }

private:
    int freeOn(int d) const
    {
        return m_pd->capacity[static_cast<std::size_t>(d)] - m_pd->used[static_cast<std::size_t>(d)];
    }
    const PoolDays *m_pd = nullptr;
    int m_len = 1, m_start = -1, m_nextDay = 0;
    std::vector<int> m_queue; ///< days of [m_start, m_nextDay) with rising free accelerators, from m_head
    std::size_t m_head = 0;
};

/** The least share of the rent a deferred start must save (docs/model.md §16.2). */
constexpr double kMinDeferralSaving = 0.05;

struct Candidate {
    bool valid = false;
    int accelerator = -1;
    int start = 0;
    int length = 0;
    double wallHours = 0;
    int gpus = 0;
    std::vector<Allocation> allocations;
    double rentedUsd = 0;
    double goodput = 1; ///< 1 - spot's loss when part of it runs on spot
};

struct Scheduler {
    const Portfolio &p;
    std::span<const RunDemands> demands;
    const ScheduleOverrides *overrides;
    Schedule &out;
    std::vector<std::string> types;     ///< the accelerator types of the pools
    std::vector<int> poolType;          ///< index into types, per pool
    std::vector<int> fixedOrder;        ///< fixed pool indices in fill order
    std::vector<WindowMinimum> minFree; ///< per fixedOrder entry, for the type being placed
    int preparedType = -1;
    /** Per type of the run being placed: the first start its last instance's
     *  search did not rule out. Instances share their earliest day, length
     *  and size, and pools only fill, so the next instance resumes there. */
    std::vector<int> resumeFrom;
    std::vector<bool> waitedFor; ///< per run: another run depends on it, so it is never deferred

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
    int typeOf(const std::string &accelerator) const
    {
        const auto it = std::find(types.begin(), types.end(), accelerator);
        return it == types.end() ? -1 : static_cast<int>(it - types.begin());
    }
    bool inType(std::size_t k) const
    {
        return poolType[static_cast<std::size_t>(fixedOrder[k])] == preparedType;
    }

    /** Fixed accelerators free over the window starting at s, taken in fill order. */
    std::vector<Allocation> takeFixed(int s, int gpus, int &taken)
    {
        std::vector<Allocation> a;
        taken = 0;
        for (std::size_t k = 0; k < fixedOrder.size() && taken < gpus; ++k) {
            if (!inType(k))
                continue;
            const int take = std::min(gpus - taken, minFree[k].at(s));
            if (take > 0) {
                a.push_back({fixedOrder[k], take});
                taken += take;
            }
        }
        return a;
    }

    /** Every fixed pool of the type: its window minimum for this length.
     *  Returns the most the type's fixed pools ever hold together. */
    int prepare(int type, int len)
    {
        preparedType = type;
        minFree.resize(fixedOrder.size());
        int most = 0;
        for (std::size_t k = 0; k < fixedOrder.size(); ++k)
            if (inType(k)) {
                const auto pool = static_cast<std::size_t>(fixedOrder[k]);
                minFree[k].reset(out.pools[pool], len);
                most += p.pools[pool].count;
            }
        return most;
    }

    int fixedFree(int s)
    {
        int sum = 0;
        for (std::size_t k = 0; k < fixedOrder.size(); ++k)
            if (inType(k))
                sum += minFree[k].at(s);
        return sum;
    }

    /** After fixedFree(s) fell short: the next start that may not. Every
     *  window up to a pool's minimum day still holds that day, so no pool
     *  frees more before the earliest of them has passed. */
    int nextPossibleStart() const
    {
        int day = std::numeric_limits<int>::max();
        for (std::size_t k = 0; k < fixedOrder.size(); ++k)
            if (inType(k))
                day = std::min(day, minFree[k].minimumDay());
        return day == std::numeric_limits<int>::max() ? day : day + 1;
    }

    /** Fixed accelerators of the type free on every day of [s, s + len),
     *  taken in fill order, by a direct scan: for a window the sliding
     *  minimum was not prepared for (a run stretched by spot, a later start). */
    std::vector<Allocation> takeFixedScan(int type, int s, int len, int gpus, int &taken) const
    {
        std::vector<Allocation> a;
        taken = 0;
        for (int pool : fixedOrder) {
            if (poolType[static_cast<std::size_t>(pool)] != type || taken >= gpus)
                continue;
            const PoolDays &pd = out.pools[static_cast<std::size_t>(pool)];
            int free = kUnlimited;
            for (int d = s; d < s + len; ++d)
                free = std::min(free, pd.capacity[static_cast<std::size_t>(d)] -
                                          pd.used[static_cast<std::size_t>(d)]);
            const int take = std::min(gpus - taken, free);
            if (take > 0) {
                a.push_back({pool, take});
                taken += take;
            }
        }
        return a;
    }

    /** Starting on day s, what fixed capacity holds and the rest rented
     *  from the cheapest rented pool of the type that holds it throughout.
     *  On spot the whole run is stretched by its preemptions: it holds every
     *  accelerator for wall / (1 - loss) hours (docs/model.md §16.2). */
    Candidate rentedCandidate(const PortfolioRun &run, int t, const RunDemand &d, int type, int s,
                              double wall) const
    {
        Candidate best;
        int bestPool = -1, bestRest = 0, scannedLen = -1, taken = 0;
        std::vector<Allocation> fixed;
        for (std::size_t i = 0; i < p.pools.size(); ++i) {
            const Pool &pool = p.pools[i];
            if (poolType[i] != type || isFixed(pool.kind) || (pool.kind == PoolKind::Spot && !run.allowSpot))
                continue;
            const double goodput = pool.kind == PoolKind::Spot ? 1.0 - pool.goodputLoss : 1.0;
            const double stretched = wall / goodput;
            const int len = std::max(1, static_cast<int>(std::ceil(stretched / 24.0 - 1e-9)));
            if (s + len > out.days)
                continue;
            if (len != scannedLen) {
                fixed = takeFixedScan(type, s, len, d.gpus, taken);
                scannedLen = len;
            }
            const int rest = d.gpus - taken;
            if (rest == 0) // wholly fixed: A and C place those
                continue;
            const PoolDays &pd = out.pools[i];
            bool fits = true;
            for (int day = s; day < s + len && fits; ++day)
                fits = pd.capacity[static_cast<std::size_t>(day)] - pd.used[static_cast<std::size_t>(day)] >=
                       rest;
            if (!fits)
                continue;
            const int month = out.grid.monthOfDay[static_cast<std::size_t>(s)];
            const double usd = rest * stretched * rentalUsdPerHour(p, pool, month);
            if (!best.valid || usd < best.rentedUsd) {
                best = {true, t, s, len, stretched, d.gpus, fixed, usd, goodput};
                bestPool = static_cast<int>(i);
                bestRest = rest;
            }
        }
        if (best.valid)
            best.allocations.push_back({bestPool, bestRest});
        return best;
    }

    /** A type's length and deadline, kept for step B. */
    struct PendingRent {
        int t = 0, type = 0, len = 0;
        double wall = 0;
        int inTime = 0;
    };
    std::vector<PendingRent> pendingRent;

    /** Step B for one type: at the earliest day, the rest rented; or, when
     *  rent falls (Portfolio::rentalDeclinePerYear) and no run waits for
     *  this one, the same start deferred by whole months if that saves at
     *  least kMinDeferralSaving (docs/model.md §16.2). */
    Candidate rentedAtOrLater(const PortfolioRun &run, int runIndex, const PendingRent &r, const RunDemand &d,
                              int lo) const
    {
        int taken = 0;
        if (lo + r.len <= out.days) {
            std::vector<Allocation> a = takeFixedScan(r.type, lo, r.len, d.gpus, taken);
            if (taken == d.gpus)
                return {true, r.t, lo, r.len, r.wall, d.gpus, std::move(a), 0.0, 1.0};
        }
        Candidate best = rentedCandidate(run, r.t, d, r.type, lo, r.wall);
        const double earliestUsd = best.valid ? best.rentedUsd : std::numeric_limits<double>::infinity();
        if (!(p.rentalDeclinePerYear > 0) || run.pinnedStart || waitedFor[static_cast<std::size_t>(runIndex)])
            return best;
        // Deferred by whole months, on the same day of the month as its
        // earliest day (capped at the last start in time), so instances on
        // a cadence stay spread instead of all moving to the first of a month.
        const int loMonth = out.grid.monthOfDay[static_cast<std::size_t>(lo)];
        const int dayInMonth = lo - out.grid.firstDay[static_cast<std::size_t>(loMonth)];
        for (int m = loMonth + 1; m < static_cast<int>(out.grid.months.size()) &&
                                  out.grid.firstDay[static_cast<std::size_t>(m)] <= r.inTime;
             ++m) {
            Candidate c = rentedCandidate(
                run, r.t, d, r.type,
                std::min(r.inTime, out.grid.firstDay[static_cast<std::size_t>(m)] + dayInMonth), r.wall);
            if (c.valid && c.rentedUsd < earliestUsd * (1.0 - kMinDeferralSaving) &&
                (!best.valid || c.rentedUsd < best.rentedUsd - 1e-6))
                best = std::move(c);
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
    const int earliest = dayOf(p, instanceEarliestStart(run, instance)) + slip(runIndex);
    const int deadline = dayOf(p, instanceDeadline(run, instance));
    int lo = std::max({0, earliest, depsEnd});
    if (run.pinnedStart)
        lo = std::max({0, dayOf(p, *run.pinnedStart), depsEnd});

    if (instance == 0)
        resumeFrom.assign(rd.byAccelerator.size(), 0);
    Candidate fixedOnly, overflow, late;
    bool anyFeasible = false, anyPool = false;
    int shortest = std::numeric_limits<int>::max();
    for (std::size_t t = 0; t < rd.byAccelerator.size(); ++t) {
        const RunDemand &d = rd.byAccelerator[t];
        if (!d.feasible)
            continue;
        anyFeasible = true;
        const int type = typeOf(d.accelerator);
        if (type < 0)
            continue;
        anyPool = true;
        const double wall = d.wallClockHours * scale(runIndex);
        const int len = std::max(1, static_cast<int>(std::ceil(wall / 24.0 - 1e-9)));
        shortest = std::min(shortest, len);
        const int lastStart = out.days - len;
        if (lo > lastStart)
            continue;
        const bool fixedCanHold = prepare(type, len) >= d.gpus;
        const int maxStart = run.pinnedStart ? lo : lastStart;
        // Starting on day s wholly on fixed capacity (owned, committed, blocks).
        const auto whollyFixed = [&](int s) {
            int held = 0;
            return Candidate{true, static_cast<int>(t), s, len, wall, d.gpus, takeFixed(s, d.gpus, held), 0};
        };
        const int inTime = std::min(maxStart, deadline - len + 1);
        // B is needed only when no type fits wholly on fixed capacity in
        // time (A): it is priced after the search, for every type.
        pendingRent.push_back({static_cast<int>(t), type, len, wall, inTime});
        // The first day it fits wholly on fixed capacity: A if in time, C if
        // late (sought only while no type has given one yet).
        const int searchTo = !fixedCanHold ? lo - 1 : !run.pinnedStart && !late.valid ? lastStart : inTime;
        int &resume = resumeFrom[t];
        int firstFit = -1;
        for (int s = std::max(lo, resume); s <= searchTo;) {
            if (fixedFree(s) >= d.gpus) {
                firstFit = s;
                break;
            }
            s = nextPossibleStart();
        }
        resume = std::max(resume, firstFit >= 0 ? firstFit : searchTo + 1);
        // A: wholly on fixed capacity, in time.
        if (firstFit >= 0 && firstFit <= inTime &&
            (!fixedOnly.valid || firstFit + len < fixedOnly.start + fixedOnly.length))
            fixedOnly = whollyFixed(firstFit);
        // C: the first day it fits wholly on fixed capacity, late.
        if (!run.pinnedStart && !late.valid && firstFit >= 0)
            late = whollyFixed(firstFit);
    }

    if (!fixedOnly.valid)
        for (const PendingRent &r : pendingRent) {
            Candidate c =
                rentedAtOrLater(run, runIndex, r, rd.byAccelerator[static_cast<std::size_t>(r.t)], lo);
            if (c.valid && (!overflow.valid || c.rentedUsd < overflow.rentedUsd))
                overflow = std::move(c);
        }
    pendingRent.clear();
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
    pl.goodput = chosen.goodput;
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
    Scheduler sch{
        p, demands, overrides, out, {}, {}, {}, {}, -1, {}, std::vector<bool>(p.runs.size(), false)};
    for (const Pool &pool : p.pools) {
        int type = sch.typeOf(pool.accelerator);
        if (type < 0) {
            type = static_cast<int>(sch.types.size());
            sch.types.push_back(pool.accelerator);
        }
        sch.poolType.push_back(type);
    }
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
    for (const PortfolioRun &r : p.runs)
        for (const std::string &dep : r.dependsOn)
            if (auto it = index.find(dep); it != index.end())
                sch.waitedFor[static_cast<std::size_t>(it->second)] = true;
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
