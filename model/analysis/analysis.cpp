// SPDX-License-Identifier: GPL-3.0-or-later
#include "analysis.h"

#include "plan/evaluate.h"
#include "plan/memoryfit.h"
#include "plan/minimize.h"
#include "plan/random.h"
#include "plan/typicalmfu.h"
#include "plan/validation.h"

#include <algorithm>
#include <cmath>
#include <numbers>
#include <optional>
#include <random>

namespace tco {

namespace {

/** A value an input can take: clamped to its range, whole for integers. */
double admissible(InputId id, double value)
{
    const InputSpec &in = spec(id);
    if (in.kind != InputKind::Real)
        value = std::round(value);
    // compute.mfu 0 would mean "typical": a drawn or swept MFU is entered.
    return std::clamp(value, id == InputId::ComputeMfu ? kMinEnteredMfu : in.minValue, in.maxValue);
}

} // namespace

void sweepInto(std::vector<SweepPoint> &out, const Scenario &s, const Catalog &catalog, InputId input,
               double from, double to, int steps, bool logSpacing)
{
    steps = std::max(steps, 1);
    out.resize(static_cast<std::size_t>(steps));
    const InputSpec &in = spec(input);
    from = std::clamp(from, in.minValue, in.maxValue);
    to = std::clamp(to, in.minValue, in.maxValue);
    // Geometric spacing needs positive ends; fall back to linear otherwise.
    const bool geometric = logSpacing && from > 0 && to > 0;
    // An input the memory fit does not read (most of them) leaves the fit
    // as it is: one search serves every point, the figures are the same.
    std::optional<Result> plain;
    EvaluateOverrides sameMemory;
    if (!memoryFitReads(input) && steps > 1) {
        plain = evaluate(s, catalog);
        sameMemory.memory = &plain->memory;
    }
    Scenario work = s;
    for (int i = 0; i < steps; ++i) {
        const double t = steps == 1 ? 0.0 : static_cast<double>(i) / (steps - 1);
        const double x = geometric ? from * std::pow(to / from, t) : from + (to - from) * t;
        const double value = admissible(input, x);
        work.set(input, value);
        SweepPoint &p = out[static_cast<std::size_t>(i)];
        p.x = value;
        p.result = evaluate(work, catalog, sameMemory);
    }
}

std::vector<SweepPoint> sweep(const Scenario &s, const Catalog &catalog, InputId input, double from,
                              double to, int steps, bool logSpacing)
{
    std::vector<SweepPoint> out;
    sweepInto(out, s, catalog, input, from, to, steps, logSpacing);
    return out;
}

std::vector<SensitivityRow> sensitivity(const Scenario &s, const Catalog &catalog, double fraction)
{
    std::vector<SensitivityRow> rows;
    Scenario work = s;
    // Inputs the memory fit does not read are evaluated with the plan's fit.
    const Result plain = evaluate(s, catalog);
    EvaluateOverrides planFit;
    planFit.memory = &plain.memory;
    const EvaluateOverrides searchFit;
    for (const InputSpec &in : inputSpecs()) {
        // A typical MFU (compute.mfu 0) moves around the value in use.
        const double base = in.id == InputId::ComputeMfu ? mfuInUse(s, catalog) : s.value(in.id);
        if (in.kind == InputKind::Choice || base == 0)
            continue;
        SensitivityRow row{in.id};
        row.lowValue = admissible(in.id, base * (1.0 - fraction));
        row.highValue = admissible(in.id, base * (1.0 + fraction));
        // Cross-field rules must keep holding, or the point is not a plan.
        const EvaluateOverrides &o = memoryFitReads(in.id) ? searchFit : planFit;
        work.set(in.id, row.lowValue);
        row.lowTotalUsd = evaluate(work, catalog, o).totalUsd;
        work.set(in.id, row.highValue);
        row.highTotalUsd = evaluate(work, catalog, o).totalUsd;
        work.set(in.id, s.value(in.id));
        row.swingUsd = std::abs(row.highTotalUsd - row.lowTotalUsd);
        if (row.swingUsd > 1e-9 * std::max(1.0, row.lowTotalUsd))
            rows.push_back(row);
    }
    std::stable_sort(rows.begin(), rows.end(), [](const SensitivityRow &a, const SensitivityRow &b) {
        return a.swingUsd > b.swingUsd;
    });
    return rows;
}

RiskSettings riskSettings(const Scenario &s)
{
    // validate() keeps both whole numbers within their ranges.
    return {static_cast<int>(s.value(InputId::UncertaintySamples)),
            static_cast<std::uint64_t>(s.value(InputId::UncertaintySeed))};
}

RiskSummary monteCarlo(const Scenario &s, const Catalog &catalog)
{
    const RiskSettings risk = riskSettings(s);
    return monteCarlo(s, catalog, risk.samples, risk.seed);
}

RiskSummary monteCarlo(const Scenario &s, const Catalog &catalog, int samples, std::uint64_t seed)
{
    RiskSummary summary;
    summary.samples = std::max(samples, 1);
    summary.seed = seed;
    summary.costSamples.reserve(static_cast<std::size_t>(summary.samples));
    summary.daySamples.reserve(static_cast<std::size_t>(summary.samples));
    Random rng(seed);
    Scenario work = s;
    const double mfu = mfuInUse(s, catalog);
    // A typical MFU is as uncertain as the published runs it comes from:
    // log-normal with the band's sigma (the fit's out-of-sample spread,
    // wider outside the data). An entered or calibrated one
    // is the user's, with the spread they give (uncertainty.mfuRelStd).
    const PlanMfu planned = planMfu(s, catalog);
    const bool typical = planned.source == MfuSource::Typical;
    const double mfuLogStd = planned.logStd; // the band the plan shows (typicalmfu.h)
    const double mfuStd = s.value(InputId::UncertaintyMfuRelStd);
    const double priceStd = s.value(InputId::UncertaintyPriceRelStd);
    const double mtbfStd = s.value(InputId::UncertaintyMtbfRelStd);
    // The samples vary the MFU, prices and failure rate only: the plan's
    // memory fit serves them all (EvaluateOverrides::memory).
    const MemoryFit memory = evaluate(s, catalog).memory;
    double sum = 0;
    for (int i = 0; i < summary.samples; ++i) {
        // MFU: around the plan (above); prices and MTBF: log-normal with
        // median at the plan (they are positive and right-skewed).
        const double z = rng.normal();
        const double drawn = typical ? mfu * std::exp(mfuLogStd * z) : mfu * (1.0 + mfuStd * z);
        work.set(InputId::ComputeMfu, admissible(InputId::ComputeMfu, drawn));
        EvaluateOverrides o;
        o.memory = &memory;
        o.costMemoryChange = false;
        o.scalingLawFigures = false;
        o.priceScale = std::exp(priceStd * rng.normal());
        o.failureRateScale = std::exp(-mtbfStd * rng.normal());
        const Result r = evaluate(work, catalog, o);
        // Failures are random events: draw how many occur and pay or save
        // the expected loss of each one against the plan.
        const double failures = rng.poisson(r.expectedFailures);
        if (!r.feasible()) {
            ++summary.infeasibleSamples;
            continue;
        }
        const double lossPerFailureHours = r.lostWorkPerFailureHours + r.restartHours;
        const double extraHours =
            std::max(-r.wallClockHours * 0.5, (failures - r.expectedFailures) * lossPerFailureHours);
        const double cost = std::max(0.0, r.totalUsd + extraHours * r.elasticUsdPerWallHour);
        const double days = std::max(0.0, (r.wallClockHours + extraHours) / 24.0);
        summary.costSamples.push_back(cost);
        summary.daySamples.push_back(days);
        sum += cost;
    }
    std::sort(summary.costSamples.begin(), summary.costSamples.end());
    std::sort(summary.daySamples.begin(), summary.daySamples.end());
    summary.costMean =
        summary.costSamples.empty() ? 0.0 : sum / static_cast<double>(summary.costSamples.size());
    summary.costP10 = percentile(summary.costSamples, 0.10);
    summary.costP50 = percentile(summary.costSamples, 0.50);
    summary.costP90 = percentile(summary.costSamples, 0.90);
    summary.daysP10 = percentile(summary.daySamples, 0.10);
    summary.daysP50 = percentile(summary.daySamples, 0.50);
    summary.daysP90 = percentile(summary.daySamples, 0.90);
    return summary;
}

namespace {

/** The checkpoint interval at the least `key(result)` on the plan's own
 *  curve. Intervals are ranked by (finishes, key): one at which the run
 *  cannot finish is never better than one at which it can; among those at
 *  which it cannot, the one with the most progress is the least bad. The
 *  plan's own interval is a candidate, so the result is never worse than it.
 *
 *  The curve is not smooth: archived checkpoints come in whole numbers, so
 *  the total has a saw-tooth of about 1e-6 of itself on top of its U shape,
 *  and for asynchronous writes the interval is clamped to the write time.
 *  Hence a log grid fine enough to land in the right valley, golden-section
 *  refinement between the grid neighbours of its minimum, and a fine scan
 *  over the same bracket for the bottom of the saw-tooth. */
template <class Key> double curveMinimum(const Scenario &s, const Catalog &catalog, Key key)
{
    const InputId id = InputId::CheckpointIntervalHours;
    const InputSpec &in = spec(id);
    Scenario work = s;
    const Result plain = evaluate(s, catalog);
    // The interval changes no memory figure: one memory fit serves the
    // whole search, and no point needs a changed configuration's cost
    // (EvaluateOverrides; tst_analysis checks the figures read here).
    EvaluateOverrides sameMemory;
    sameMemory.memory = &plain.memory;
    sameMemory.costMemoryChange = false;
    sameMemory.scalingLawFigures = false;
    const auto score = [&](double tau) {
        work.set(id, tau);
        const Result r = evaluate(work, catalog, sameMemory);
        const bool stuck = r.has(Condition::RunCannotFinish);
        return std::pair{stuck ? 1 : 0, stuck ? -r.progressFractionRaw : key(r)};
    };
    const double current = s.value(id);
    double best = current;
    auto bestScore = score(current);
    const auto consider = [&](double tau) {
        tau = std::clamp(tau, in.minValue, in.maxValue);
        const auto sc = score(tau);
        if (sc < bestScore) {
            best = tau;
            bestScore = sc;
        }
    };
    consider(plain.dalyIntervalHours);
    consider(plain.youngIntervalHours);
    constexpr int kGrid = 128; // steps of 7 % over 0.02 .. 168 h
    const double logMin = std::log(in.minValue), logMax = std::log(in.maxValue);
    const double step = (logMax - logMin) / (kGrid - 1);
    double gridBest = logMin;
    auto gridScore = score(in.minValue);
    for (int i = 1; i < kGrid; ++i) {
        const double x = logMin + step * i;
        const auto sc = score(std::exp(x));
        if (sc < gridScore) {
            gridScore = sc;
            gridBest = x;
        }
    }
    consider(std::exp(gridBest));
    const double lo = std::max(logMin, gridBest - step), hi = std::min(logMax, gridBest + step);
    consider(std::exp(goldenSectionMinimum([&](double x) { return score(std::exp(x)); }, lo, hi, 60, 1e-6)));
    constexpr int kFine = 48; // steps of 0.3 % across the bracket
    for (int i = 0; i <= kFine; ++i)
        consider(std::exp(lo + (hi - lo) * i / kFine));
    // The optimum as a value to enter: the fewest significant digits, from
    // three, that cost no more than a millionth of the optimum's total
    // (0.142 h, not 0.141647 h in the field after "Use optimal"); never one
    // above the plan's own.
    if (bestScore.first == 0)
        for (int digits = 3; digits <= 6; ++digits) {
            const double entered = std::clamp(roundedToSignificant(best, digits), in.minValue, in.maxValue);
            const auto sc = score(entered);
            if (sc.first == 0 && sc.second <= bestScore.second + std::abs(bestScore.second) * 1e-6 &&
                !(score(current) < sc)) {
                best = entered;
                break;
            }
        }
    return best;
}

} // namespace

double bestCheckpointIntervalHours(const Scenario &s, const Catalog &catalog)
{
    return curveMinimum(s, catalog, [](const Result &r) { return r.totalUsd; });
}

bool CheckpointOptima::fastestDiffers() const
{
    return std::abs(fastestHours - costOptimalHours) > 0.01 * costOptimalHours;
}

CheckpointOptima checkpointOptima(const Scenario &s, const Catalog &catalog)
{
    CheckpointOptima o;
    o.costOptimalHours = bestCheckpointIntervalHours(s, catalog);
    o.fastestHours = curveMinimum(s, catalog, [](const Result &r) { return r.wallClockHours; });
    const Result r = evaluate(s, catalog);
    o.youngHours = r.youngIntervalHours;
    o.dalyHours = r.dalyIntervalHours;
    return o;
}

BreakEven breakEven(const Scenario &s, const Catalog &catalog)
{
    BreakEven out;
    Scenario buy = s;
    buy.set(InputId::PricingMode, static_cast<double>(PricingMode::Buy));
    const InputSpec &u = spec(InputId::OwnershipFleetUtilization);
    buy.set(InputId::OwnershipFleetUtilization, 1.0);
    const double atFull = evaluate(buy, catalog).totalUsd;
    buy.set(InputId::OwnershipFleetUtilization, 0.5);
    const double atHalf = evaluate(buy, catalog).totalUsd;
    // T(u) = A + B/u: T(1) = A + B, T(1/2) = A + 2B.
    const double b = atHalf - atFull;
    const double a = atFull - b;
    const auto solve = [&](PricingMode mode) -> std::optional<double> {
        Scenario rent = s;
        rent.set(InputId::PricingMode, static_cast<double>(mode));
        const double rental = evaluate(rent, catalog).totalUsd;
        if (b <= 0 || rental <= a)
            return std::nullopt;
        const double x = b / (rental - a);
        if (x < u.minValue || x > u.maxValue)
            return std::nullopt;
        return x;
    };
    out.vsOnDemand = solve(PricingMode::OnDemand);
    out.vsReserved = solve(PricingMode::Reserved);
    return out;
}

} // namespace tco
