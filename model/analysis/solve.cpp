// SPDX-License-Identifier: GPL-3.0-or-later
#include "solve.h"
#include "plan/enumkeys.h"

#include "analysis.h"
#include "plan/evaluate.h"
#include "region.h"

#include <algorithm>
#include <cmath>
#include <stdexcept>
#include <string>

namespace tco {
namespace {

using I = InputId;

constexpr InputId kSolvable[] = {I::ClusterGpuCount, I::ModelParameters, I::DataTokens, I::ComputeMfu,
                                 I::CheckpointIntervalHours};
constexpr double kBindingSlack = 0.01;
// Search: a grid over the whole range, then two zooms around the best
// point. 48 steps over the five decades of tokens are 0.1 decade apart; two
// zooms of 24 bring the answer within 0.05 % of the boundary.
constexpr int kGridSteps = 48;
constexpr int kZoomSteps = 24;
constexpr int kZooms = 2;
// Rounds of "search on the point estimate, measure the percentile, scale
// the limits by percentile / estimate" (solve() below).
constexpr int kRiskRounds = 8;
constexpr double kRoundsConverged = 2e-3;

double nan()
{
    return std::numeric_limits<double>::quiet_NaN();
}
bool has(double limit)
{
    return !std::isnan(limit);
}

double activeParameters(const Scenario &s)
{
    const double active = s.value(I::ModelActiveParameters);
    return active > 0 ? active : s.value(I::ModelParameters);
}

/** How far `value` is past `limit`, as a fraction of the limit (<= 0 = met). */
double missFraction(Target t, double value, double limit)
{
    if (t == Target::TokensPerParameter)
        return (limit - value) / limit;
    return (value - limit) / std::max(limit, 1e-300);
}

/** The unknown's search range and how values are snapped to it. */
struct Axis {
    InputId id;
    double lo, hi;
    bool log;
    double step; ///< accelerators come in whole nodes; 0 = continuous
};

Axis axisFor(InputId id, const Scenario &s)
{
    const InputSpec &in = spec(id);
    Axis a{id, in.minValue, in.maxValue, in.logScale, 0};
    if (id == I::ClusterGpuCount) {
        a.step = s.value(I::ClusterGpusPerNode);
        a.lo = a.step;
    }
    if (id == I::ComputeMfu)
        a.lo = 0.05; // below any run worth planning; keeps the grid where answers are
    return a;
}

double snap(const Axis &a, double x)
{
    if (a.step > 0)
        x = std::round(x / a.step) * a.step;
    return std::clamp(x, a.lo, a.hi);
}

/** The plan with `id` set to `x` as the feasible region sets it (a mixture
 *  of experts keeps its share of active parameters). */
Scenario with(const Scenario &s, InputId id, double x)
{
    Scenario out = s;
    setRegionInput(out, id, x);
    return out;
}

/** Limits the point estimate is held to during a search: the targets, with
 *  budget and deadline scaled so that the percentile meets them. */
struct Limits {
    double budgetUsd = nan(), deadlineDays = nan(), minTokensPerParameter = nan(), maxLoss = nan();
};

/** One evaluated candidate. `key` ranks candidates, smallest first: the
 *  relaxed target's miss (nearest-plan searches), then loss, MFU and cost
 *  as the unknowns' objectives ask. */
struct Candidate {
    bool found = false;
    Scenario plan;
    std::array<double, 4> key{};
};

class Searcher
{
public:
    Searcher(const Catalog &catalog, const SolveTargets &targets, const Limits &limits,
             std::vector<Axis> axes, Target relaxed, bool relaxAll)
        : m_catalog(catalog), m_targets(targets), m_limits(limits), m_axes(std::move(axes)),
          m_relaxed(relaxed), m_relaxAll(relaxAll)
    {
        for (const Axis &a : m_axes) {
            m_capability |= a.id == I::ModelParameters || a.id == I::DataTokens;
            m_mfu |= a.id == I::ComputeMfu;
        }
    }

    Candidate search(const Scenario &base, std::size_t level = 0) const
    {
        const Axis &a = m_axes[level];
        // Steps are even in log(x) for inputs that span decades, else in x.
        const auto toX = [&](double u) { return a.log ? std::exp(u) : u; };
        const double u0 = a.log ? std::log(a.lo) : a.lo, u1 = a.log ? std::log(a.hi) : a.hi;
        Candidate best;
        double bestU = u0;
        const auto tryAt = [&](double u) {
            const Scenario plan = with(base, a.id, snap(a, toX(u)));
            Candidate c = level + 1 < m_axes.size() ? search(plan, level + 1) : assess(plan);
            if (better(c, best)) {
                best = std::move(c);
                bestU = u;
            }
        };
        double step = (u1 - u0) / (kGridSteps - 1);
        for (int i = 0; i < kGridSteps; ++i)
            tryAt(u0 + i * step);
        for (int z = 0; z < kZooms && best.found; ++z) {
            const double from = std::max(u0, bestU - step), to = std::min(u1, bestU + step);
            step = (to - from) / (kZoomSteps - 1);
            for (int i = 0; i < kZoomSteps; ++i)
                tryAt(from + i * step);
        }
        return best;
    }

private:
    static bool better(const Candidate &c, const Candidate &best)
    {
        return c.found && (!best.found || c.key < best.key);
    }

    Candidate assess(const Scenario &plan) const
    {
        Candidate c;
        const Result r = evaluate(plan, m_catalog);
        if (!offerable(r))
            return c;
        const double value[kTargetCount] = {r.totalUsd, regionDays(r, m_targets.deadlineScope),
                                            plan.value(I::DataTokens) / activeParameters(plan),
                                            r.predictedLoss};
        const double limit[kTargetCount] = {m_limits.budgetUsd, m_limits.deadlineDays,
                                            m_limits.minTokensPerParameter, m_limits.maxLoss};
        for (std::size_t t = 0; t < kTargetCount; ++t) {
            if (!has(limit[t]) || m_relaxAll || static_cast<Target>(t) == m_relaxed)
                continue;
            if (missFraction(static_cast<Target>(t), value[t], limit[t]) > 0)
                return c;
        }
        c.found = true;
        c.plan = plan;
        const auto relaxed = static_cast<std::size_t>(m_relaxed);
        c.key = {m_relaxed == Target::Count ? 0.0 : missFraction(m_relaxed, value[relaxed], limit[relaxed]),
                 m_capability ? r.predictedLoss : 0.0, m_mfu ? plan.value(I::ComputeMfu) : 0.0, r.totalUsd};
        return c;
    }

    const Catalog &m_catalog;
    const SolveTargets &m_targets;
    Limits m_limits;
    std::vector<Axis> m_axes;
    Target m_relaxed;
    bool m_relaxAll;
    bool m_capability = false, m_mfu = false;
};

/** Axes in nesting order: the unknown whose objective ranks first is the
 *  outer loop (loss, then MFU, then cost). */
std::vector<Axis> axesFor(std::span<const InputId> unknowns, const Scenario &s)
{
    const auto rank = [](InputId id) {
        return id == I::ModelParameters ? 0 : id == I::DataTokens ? 1 : id == I::ComputeMfu ? 2 : 3;
    };
    std::vector<InputId> ids(unknowns.begin(), unknowns.end());
    std::stable_sort(ids.begin(), ids.end(), [&](InputId a, InputId b) { return rank(a) < rank(b); });
    std::vector<Axis> axes;
    for (InputId id : ids)
        axes.push_back(axisFor(id, s));
    return axes;
}

void checkUnknowns(std::span<const InputId> unknowns)
{
    if (unknowns.empty() || unknowns.size() > 2)
        throw std::invalid_argument("solve for one or two inputs, not " + std::to_string(unknowns.size()));
    for (InputId id : unknowns)
        if (!isSolvable(id))
            throw std::invalid_argument("cannot solve for " + std::string(spec(id).key) +
                                        ": choose cluster.gpuCount, model.parameters, data.tokens, "
                                        "compute.mfu or checkpoint.intervalHours");
    if (unknowns.size() == 2 && unknowns[0] == unknowns[1])
        throw std::invalid_argument("the two inputs to solve for are the same: " +
                                    std::string(spec(unknowns[0]).key));
}

/** Searches on the point estimate, measures the best candidate's
 *  percentile and scales the budget and deadline limits by estimate /
 *  percentile until the measured plan meets its targets (the ratio varies
 *  slowly with the unknowns, so a few rounds settle). Returns the best
 *  measured plan that meets every target but `relaxed`. */
struct Found {
    bool found = false;
    Scenario plan;
    PlanMeasure measure;
    std::array<double, 4> key{};
};

Found riskSearch(const Scenario &s, const Catalog &catalog, const std::vector<Axis> &axes,
                 const SolveTargets &targets, const RiskSettings &risk, Target relaxed)
{
    Limits limits{targets.budgetUsd, targets.deadlineDays, targets.minTokensPerParameter, targets.maxLoss};
    Found best;
    for (int round = 0; round < kRiskRounds; ++round) {
        const Candidate c = Searcher(catalog, targets, limits, axes, relaxed, false).search(s);
        if (!c.found)
            break;
        PlanMeasure m = measurePlan(c.plan, catalog, targets, risk);
        bool meets = m.usable;
        for (std::size_t t = 0; t < kTargetCount; ++t)
            meets = meets && (m.checks[t].met || static_cast<Target>(t) == relaxed);
        if (meets && (!best.found || c.key < best.key))
            best = {true, c.plan, m, c.key};
        if (!m.usable)
            break; // the percentile does not exist: too many samples cannot finish
        Limits next = limits;
        if (has(targets.budgetUsd))
            next.budgetUsd = targets.budgetUsd * m.result.totalUsd / std::max(m.costUsd, 1e-9);
        if (has(targets.deadlineDays))
            next.deadlineDays =
                targets.deadlineDays * regionDays(m.result, targets.deadlineScope) / std::max(m.days, 1e-9);
        const auto moved = [](double a, double b) {
            return has(a) && std::abs(a / b - 1) > kRoundsConverged;
        };
        const bool settled =
            !moved(next.budgetUsd, limits.budgetUsd) && !moved(next.deadlineDays, limits.deadlineDays);
        limits = next;
        if (settled && meets)
            break;
    }
    return best;
}

/** Preparation and post-training in days, as regionDays() counts a
 *  month: no solvable input changes them. */
double fixedPhaseDays(const Scenario &s)
{
    return (s.value(I::ProjectPreparationMonths) + s.value(I::ProjectPostTrainingMonths)) * 730.0 / 24.0;
}

/** Every target `m` misses, in Target order. A maximum loss at or below
 *  the scaling law's irreducible loss is beyond every plan's reach. */
std::vector<TargetMiss> missesOf(const PlanMeasure &m, const Scenario &s)
{
    std::vector<TargetMiss> out;
    for (std::size_t t = 0; t < kTargetCount; ++t) {
        const TargetCheck &c = m.checks[t];
        if (!c.active || c.met)
            continue;
        TargetMiss miss;
        miss.target = static_cast<Target>(t);
        miss.by = std::abs(c.value - c.limit);
        miss.byFraction = miss.by / c.limit;
        if (miss.target == Target::Loss && c.limit <= irreducibleLoss(s)) {
            miss.beyondReach = true;
            miss.bound = irreducibleLoss(s);
        }
        out.push_back(miss);
    }
    return out;
}

std::vector<InputSetting> solvedValues(const Scenario &plan, std::span<const InputId> unknowns)
{
    std::vector<InputSetting> out;
    for (InputId id : unknowns)
        out.push_back({id, plan.value(id)});
    return out;
}

} // namespace

bool SolveTargets::any() const
{
    return has(budgetUsd) || has(deadlineDays) || has(minTokensPerParameter) || has(maxLoss);
}

std::optional<double> cheapestAcceleratorCount(const Scenario &s, const Catalog &catalog)
{
    const SolveTargets none;
    const Candidate c =
        Searcher(catalog, none, Limits{}, {axisFor(I::ClusterGpuCount, s)}, Target::Count, false).search(s);
    if (!c.found)
        return std::nullopt;
    return c.plan.value(I::ClusterGpuCount);
}

double irreducibleLoss(const Scenario &s)
{
    return scalingCoefficients(scalingLaw(s)).E;
}

SolveTargets targetsOf(const Scenario &s)
{
    const PlanTargets &p = s.targets;
    const auto orNone = [](double v) { return v > 0 ? v : nan(); };
    SolveTargets t;
    t.budgetUsd = orNone(s.value(I::BudgetUsd));
    t.deadlineDays = orNone(p.deadlineDays);
    t.deadlineScope = p.deadlineScope;
    t.confidence = p.confidence;
    t.minTokensPerParameter = orNone(p.minTokensPerParameter);
    t.maxLoss = orNone(p.maxLoss);
    return t;
}

std::string_view confidenceKey(Confidence c)
{
    return c == Confidence::P90 ? "p90" : "p50";
}
std::string_view deadlineScopeKey(DeadlineScope s)
{
    return s == DeadlineScope::MainRun ? "main-run" : "project";
}

std::string_view targetKey(Target t)
{
    constexpr std::string_view keys[] = {"budget", "deadline", "tokensPerParameter", "loss"};
    return enumKey(keys, t);
}

std::string_view solveStatusKey(SolveStatus s)
{
    constexpr std::string_view keys[] = {"solved", "targetMissed", "nothingFeasible",
                                         "deadlineWithinFixedPhases"};
    return enumKey(keys, s);
}

std::span<const InputId> solvableInputs()
{
    return kSolvable;
}

bool isSolvable(InputId id)
{
    return std::find(std::begin(kSolvable), std::end(kSolvable), id) != std::end(kSolvable);
}

bool offerable(const Result &r)
{
    return r.feasible() && !r.has(Condition::PastUsefulScale) && !r.has(Condition::BeyondHorizon);
}

double maxInfeasibleShare(Confidence c)
{
    return c == Confidence::P90 ? 0.10 : 0.50;
}

bool PlanMeasure::meetsAll() const
{
    return usable && std::all_of(checks.begin(), checks.end(), [](const TargetCheck &c) { return c.met; });
}

PlanMeasure measurePlan(const Scenario &s, const Catalog &catalog, const SolveTargets &targets,
                        const RiskSettings &risk)
{
    PlanMeasure m;
    m.result = evaluate(s, catalog);
    const RiskSummary mc = monteCarlo(s, catalog, risk.samples, risk.seed);
    const bool p90 = targets.confidence == Confidence::P90;
    m.infeasibleShare = mc.infeasibleShare();
    // A percentile exists only when fewer samples than its tail cannot finish.
    const bool percentileExists =
        !mc.costSamples.empty() && m.infeasibleShare < maxInfeasibleShare(targets.confidence);
    m.usable = offerable(m.result) && percentileExists;
    m.costUsd = percentileExists ? (p90 ? mc.costP90 : mc.costP50) : m.result.totalUsd;
    const double mainDays = percentileExists ? (p90 ? mc.daysP90 : mc.daysP50) : m.result.wallClockDays;
    m.days = targets.deadlineScope == DeadlineScope::MainRun
                 ? mainDays
                 : regionDays(m.result, DeadlineScope::Project) - m.result.wallClockDays + mainDays;
    const double value[kTargetCount] = {m.costUsd, m.days, s.value(I::DataTokens) / activeParameters(s),
                                        m.result.predictedLoss};
    const double limit[kTargetCount] = {targets.budgetUsd, targets.deadlineDays,
                                        targets.minTokensPerParameter, targets.maxLoss};
    for (std::size_t t = 0; t < kTargetCount; ++t) {
        TargetCheck &c = m.checks[t];
        c.value = value[t];
        if (!has(limit[t]))
            continue;
        c.active = true;
        c.limit = limit[t];
        const double miss = missFraction(static_cast<Target>(t), value[t], limit[t]);
        c.met = miss <= 0;
        c.binding = c.met && miss > -kBindingSlack;
    }
    return m;
}

Solution solve(const Scenario &s, const Catalog &catalog, std::span<const InputId> unknowns,
               const SolveTargets &targets, const RiskSettings &risk)
{
    checkUnknowns(unknowns);
    const std::vector<Axis> axes = axesFor(unknowns, s);
    Solution out;
    out.fixedPhaseDays = fixedPhaseDays(s);
    // A project deadline the fixed phases already fill cannot be met by any
    // value: say so, and answer the same days for the main run alone.
    if (has(targets.deadlineDays) && targets.deadlineScope == DeadlineScope::Project &&
        targets.deadlineDays <= out.fixedPhaseDays) {
        SolveTargets mainRun = targets;
        mainRun.deadlineScope = DeadlineScope::MainRun;
        out.mainRunAlone = std::make_shared<const Solution>(solve(s, catalog, unknowns, mainRun, risk));
        out.status = SolveStatus::DeadlineWithinFixedPhases;
        out.plan = s;
        out.measure = measurePlan(s, catalog, targets, risk);
        out.solved = solvedValues(s, unknowns);
        const double by = out.fixedPhaseDays - targets.deadlineDays;
        out.misses = {{Target::Deadline, by, by / targets.deadlineDays, true, out.fixedPhaseDays}};
        return out;
    }
    const auto take = [&](const Found &f, SolveStatus status) {
        out.status = status;
        out.plan = f.plan;
        out.measure = f.measure;
        out.solved = solvedValues(f.plan, unknowns);
    };
    // A loss at or below the law's irreducible loss is met by no plan: only
    // relaxing it can find one (the nearest, below).
    const bool lossBeyondReach = has(targets.maxLoss) && targets.maxLoss <= irreducibleLoss(s);
    if (!lossBeyondReach)
        if (const Found f = riskSearch(s, catalog, axes, targets, risk, Target::Count); f.found) {
            take(f, SolveStatus::Solved);
            return out;
        }
    // Nothing meets every target. Relax one target at a time: the nearest
    // plan meets all the others and misses the relaxed one by the least.
    double leastMiss = std::numeric_limits<double>::infinity();
    const double limit[kTargetCount] = {targets.budgetUsd, targets.deadlineDays,
                                        targets.minTokensPerParameter, targets.maxLoss};
    for (std::size_t t = 0; t < kTargetCount; ++t) {
        const auto target = static_cast<Target>(t);
        if (!has(limit[t]) || (lossBeyondReach && target != Target::Loss))
            continue;
        const Found f = riskSearch(s, catalog, axes, targets, risk, target);
        if (!f.found)
            continue;
        const TargetCheck &c = f.measure.checks[t];
        const double miss = missFraction(target, c.value, c.limit);
        if (miss < leastMiss) {
            leastMiss = miss;
            take(f, SolveStatus::TargetMissed);
        }
    }
    if (out.status == SolveStatus::TargetMissed) {
        out.misses = missesOf(out.measure, s);
        if (out.misses.empty()) // measured, the relaxed target holds too
            out.status = SolveStatus::Solved;
        return out;
    }
    // Two or more targets fail together, or no plan can run at all: the
    // best plan that can run, with every target it misses.
    const Candidate c = Searcher(catalog, targets, Limits{}, axes, Target::Count, true).search(s);
    if (!c.found) {
        out.status = SolveStatus::NothingFeasible;
        out.plan = s;
        out.measure = measurePlan(s, catalog, targets, risk);
        out.solved = solvedValues(s, unknowns);
        return out;
    }
    take({true, c.plan, measurePlan(c.plan, catalog, targets, risk), c.key}, SolveStatus::TargetMissed);
    out.misses = missesOf(out.measure, s);
    if (out.misses.empty()) // the percentile does not exist at the best plan
        out.status = SolveStatus::NothingFeasible;
    return out;
}

Solution solve(const Scenario &s, const Catalog &catalog, std::span<const InputId> unknowns,
               const SolveTargets &targets)
{
    return solve(s, catalog, unknowns, targets, riskSettings(s));
}

} // namespace tco
