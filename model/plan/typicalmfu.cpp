// SPDX-License-Identifier: GPL-3.0-or-later
#include "typicalmfu.h"

#include "evaluate.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace tco {
namespace {

using I = InputId;

constexpr std::size_t kTerms = 7;
// The range of the published runs' features (resources/runs): TPU v3's
// 123 to H100's 989 TFLOP/s, 1B to 540B active parameters, 16 to 16,384
// accelerators. A plan beyond them is treated as at the nearest edge.
constexpr double kPeakLogMin = -0.911, kPeakLogMax = -0.0046;
constexpr double kSizeLogMin = -1.0, kSizeLogMax = 1.733;
constexpr double kCountLogMin = -1.796, kCountLogMax = 1.214;
// z = 1.2816: the 10th and 90th percentiles of a normal distribution.
constexpr double kZ90 = 1.2815515655446004;

// Fitted on the "fit" rows of resources/runs/published_runs.csv by
// fitTypicalMfu (tests/model/tst_typicalmfu.cpp refits them and fails when
// the data or the planner's run model changed them; docs/model.md lists
// the residuals).
constexpr std::array<double, kTerms> kStoredCoefficients{-1.49224,  -1.13393, 0.363705, -0.0371675,
                                                         -0.157603, 0.119217, 0.902339};
constexpr double kStoredResidualLogStd = 0.234627, kStoredOutOfSampleLogStd = 0.270038;
constexpr int kStoredRuns = 28;

std::array<double, kTerms> features(const MfuClass &c)
{
    const double peak =
        std::clamp(std::log10(std::max(c.peakTflops, 1.0) / 1000.0), kPeakLogMin, kPeakLogMax);
    const double size =
        std::clamp(std::log10(std::max(c.activeParameters, 1e6) / 1e10), kSizeLogMin, kSizeLogMax);
    const double count =
        std::clamp(std::log10(std::max(c.acceleratorCount, 1.0) / 1000.0), kCountLogMin, kCountLogMax);
    return {1.0, peak, size, c.mixtureOfExperts ? 1.0 : 0.0, c.fp8 ? 1.0 : 0.0, count, peak * size};
}

MfuClass runClass(const PublishedRun &run, const Catalog &catalog)
{
    const Scenario plan = publishedRunPlan(run, 0);
    const Accelerator *acc = catalog.find(run.acceleratorId);
    MfuClass c;
    if (acc)
        c = mfuClass(plan, *acc);
    return c;
}

/** Solves the square system a x = b (Gaussian elimination, partial pivoting). */
std::array<double, kTerms> solve(std::array<std::array<double, kTerms>, kTerms> a,
                                 std::array<double, kTerms> b)
{
    for (std::size_t col = 0; col < kTerms; ++col) {
        std::size_t pivot = col;
        for (std::size_t r = col + 1; r < kTerms; ++r)
            if (std::abs(a[r][col]) > std::abs(a[pivot][col]))
                pivot = r;
        std::swap(a[col], a[pivot]);
        std::swap(b[col], b[pivot]);
        for (std::size_t r = col + 1; r < kTerms; ++r) {
            const double f = a[r][col] / a[col][col];
            for (std::size_t k = col; k < kTerms; ++k)
                a[r][k] -= f * a[col][k];
            b[r] -= f * b[col];
        }
    }
    std::array<double, kTerms> x{};
    for (std::size_t i = kTerms; i-- > 0;) {
        double sum = b[i];
        for (std::size_t k = i + 1; k < kTerms; ++k)
            sum -= a[i][k] * x[k];
        x[i] = sum / a[i][i];
    }
    return x;
}

/** A tiny ridge keeps the system solvable when a feature does not vary
 *  (e.g. no fp8 run among the data); it moves no fitted figure visibly. */
std::array<double, kTerms> solveWithRidge(std::array<std::array<double, kTerms>, kTerms> xtx,
                                          std::array<double, kTerms> xty)
{
    for (std::size_t i = 1; i < kTerms; ++i)
        xtx[i][i] += 1e-6;
    return solve(xtx, xty);
}

double predict(const std::array<double, kTerms> &coefficients, const std::array<double, kTerms> &x)
{
    double sum = 0;
    for (std::size_t i = 0; i < kTerms; ++i)
        sum += coefficients[i] * x[i];
    return sum;
}

/** The same accelerator generation (dense peak within a factor 1.5) and
 *  architecture (dense or mixture-of-experts): a class, sizes aside. */
bool sameGeneration(const MfuClass &a, const MfuClass &b)
{
    const double peakRatio = a.peakTflops / std::max(b.peakTflops, 1e-9);
    return peakRatio < 1.5 && peakRatio > 1 / 1.5 && a.mixtureOfExperts == b.mixtureOfExperts;
}

} // namespace

const MfuFit &storedMfuFit()
{
    static const MfuFit fit{
        kStoredCoefficients, kStoredResidualLogStd, kStoredRuns, kStoredOutOfSampleLogStd, {}};
    return fit;
}

MfuClass mfuClass(const Scenario &s, const Accelerator &acc)
{
    const double total = s.value(I::ModelParameters);
    const double active = s.value(I::ModelActiveParameters);
    MfuClass c;
    c.peakTflops = acc.bf16Tflops > 0 ? acc.bf16Tflops : acc.fp16Tflops;
    c.activeParameters = active > 0 ? active : total;
    c.mixtureOfExperts = active > 0 && active < total;
    c.fp8 = acc.effectivePrecision(precision(s)) == Precision::Fp8;
    c.acceleratorCount = s.value(I::ClusterGpuCount);
    return c;
}

TypicalMfu fittedMfu(const MfuClass &c, const MfuFit &fit)
{
    const double logMfu = predict(fit.coefficients, features(c));
    const double spread = std::exp(kZ90 * fit.outOfSampleLogStd);
    TypicalMfu t;
    t.logStd = fit.outOfSampleLogStd;
    t.value = std::clamp(std::exp(logMfu), kTypicalMfuMin, kTypicalMfuMax);
    t.p10 = t.value / spread;
    t.p90 = std::min(t.value * spread, spec(I::ComputeMfu).maxValue);
    t.fitted = t.value;
    return t;
}

bool TypicalMfu::outsideData() const
{
    return classRuns < kMinClassRuns;
}

TypicalMfu typicalMfu(const MfuClass &c)
{
    const MfuFit &fit = storedMfuFit();
    TypicalMfu t = fittedMfu(c, fit);
    // The runs of the same generation and architecture, at any size: the
    // value stays within what they reached; those within kClassSizeGap
    // make the class (no allocation: this runs on every evaluation).
    const double logActive = std::log10(std::max(c.activeParameters, 1.0));
    double low = std::numeric_limits<double>::infinity(), high = 0;
    double nearestGap = std::numeric_limits<double>::infinity();
    for (const RunMfu &r : builtinRunMfus()) {
        const double gap = std::abs(r.logActive - logActive);
        // Context rows' hours are too uncertain to fit (T5 11B's imply 61 %):
        // nor do they bound the typical value.
        if (r.run->role != RunRole::Context && sameGeneration(r.mfuClass, c)) {
            low = std::min(low, r.mfu);
            high = std::max(high, r.mfu);
            t.classRuns += gap <= kClassSizeGap;
            if (gap < nearestGap) {
                nearestGap = gap;
                t.nearest = &r;
            }
        }
    }
    if (high > 0)
        t.value = std::clamp(t.value, low, high);
    if (!t.outsideData()) {
        t.nearest = nullptr;
    } else {
        if (!t.nearest) {
            // No run of this generation and architecture: the nearest
            // generation, then size.
            double best = std::numeric_limits<double>::infinity();
            for (const RunMfu &r : builtinRunMfus()) {
                if (r.run->role == RunRole::Context)
                    continue;
                const double d = std::abs(std::log10(r.mfuClass.peakTflops / std::max(c.peakTflops, 1e-9))) +
                                 std::abs(r.logActive - logActive);
                if (d < best) {
                    best = d;
                    t.nearest = &r;
                }
            }
        }
        // The band: the fit's spread and a factor kOutsideDataFactor either
        // way besides, as independent log-normal terms.
        const double extra = std::log(kOutsideDataFactor) / kZ90;
        t.logStd = std::sqrt(fit.outOfSampleLogStd * fit.outOfSampleLogStd + extra * extra);
    }
    const double spread = std::exp(kZ90 * t.logStd);
    t.p10 = t.value / spread;
    t.p90 = std::min(t.value * spread, spec(I::ComputeMfu).maxValue);
    return t;
}

MfuSource mfuSource(const Scenario &s)
{
    const double mfu = s.value(I::ComputeMfu);
    if (mfu <= 0)
        return MfuSource::Typical;
    return mfu == s.calibratedMfu ? MfuSource::Calibrated : MfuSource::Entered;
}

double mfuInUse(const Scenario &s, const Accelerator &acc)
{
    const double mfu = s.value(I::ComputeMfu);
    return mfu > 0 ? mfu : typicalMfu(mfuClass(s, acc)).value;
}

double mfuInUse(const Scenario &s, const Catalog &catalog)
{
    const Accelerator *acc = catalog.find(s.gpuId);
    if (!acc)
        acc = Catalog::builtIn().find(kDefaultGpuId);
    return mfuInUse(s, *acc);
}

PlanMfu planMfu(const Scenario &s, const Catalog &catalog)
{
    const Accelerator *acc = catalog.find(s.gpuId);
    if (!acc)
        acc = Catalog::builtIn().find(kDefaultGpuId);
    PlanMfu m;
    m.source = mfuSource(s);
    if (m.source == MfuSource::Typical) {
        const TypicalMfu t = typicalMfu(mfuClass(s, *acc));
        m.value = t.value;
        m.p10 = t.p10;
        m.p90 = t.p90;
        m.logStd = t.logStd;
        return m;
    }
    const double spread = kZ90 * s.value(I::UncertaintyMfuRelStd);
    m.value = s.value(I::ComputeMfu);
    m.p10 = m.value * std::max(0.0, 1 - spread);
    m.p90 = m.value * (1 + spread);
    return m;
}

Scenario publishedRunPlan(const PublishedRun &run, double mfu)
{
    Scenario s = defaultScenario();
    s.gpuId = run.acceleratorId;
    s.set(I::ModelParameters, run.totalParameters);
    s.set(I::ModelActiveParameters, run.mixtureOfExperts ? run.activeParameters : 0.0);
    s.set(I::DataTokens, run.tokens);
    s.set(I::ClusterGpuCount, run.acceleratorCount);
    s.set(I::ComputePrecision, static_cast<double>(run.fp8 ? Precision::Fp8 : Precision::Bf16));
    s.set(I::ComputeMfu, mfu);
    return s;
}

double plannerMfu(const PublishedRun &run, const Catalog &catalog)
{
    const InputSpec &in = spec(I::ComputeMfu);
    const auto hours = [&](double mfu) {
        return evaluate(publishedRunPlan(run, mfu), catalog).gpuHoursMainRun;
    };
    // Main-run hours fall as MFU rises: bisect on log MFU.
    double lo = std::log(std::max(in.minValue, 0.01)), hi = std::log(in.maxValue);
    if (hours(std::exp(lo)) <= run.acceleratorHours)
        return std::exp(lo);
    if (hours(std::exp(hi)) >= run.acceleratorHours)
        return std::exp(hi);
    for (int i = 0; i < 60 && hi - lo > 1e-9; ++i) {
        const double mid = (lo + hi) / 2;
        (hours(std::exp(mid)) > run.acceleratorHours ? lo : hi) = mid;
    }
    return std::exp((lo + hi) / 2);
}

MfuFit fitTypicalMfu(std::span<const PublishedRun> runs, const Catalog &catalog)
{
    std::array<std::array<double, kTerms>, kTerms> xtx{};
    std::array<double, kTerms> xty{};
    std::vector<std::pair<std::array<double, kTerms>, double>> points;
    for (const PublishedRun &run : runs) {
        if (run.role != RunRole::Fit || run.hoursBasis == HoursBasis::IncludesOther ||
            !catalog.find(run.acceleratorId))
            continue;
        const auto x = features(runClass(run, catalog));
        // The fit is of the MFU without full recomputation: a run whose plan
        // recomputes everything did a third more FLOPs than its model FLOPs
        // in the same time. A plan at the typical MFU pays that third back
        // (evaluate.cpp, evaluateCharging), one at an entered MFU does not.
        const double mfu = plannerMfu(run, catalog);
        const double overhead = evaluate(publishedRunPlan(run, mfu), catalog).memory.computeOverhead;
        const double y = std::log(mfu * (1.0 + overhead));
        points.emplace_back(x, y);
        for (std::size_t i = 0; i < kTerms; ++i) {
            for (std::size_t k = 0; k < kTerms; ++k)
                xtx[i][k] += x[i] * x[k];
            xty[i] += x[i] * y;
        }
    }
    MfuFit fit;
    fit.runs = static_cast<int>(points.size());
    if (points.size() <= kTerms + 1)
        return fit;
    fit.coefficients = solveWithRidge(xtx, xty);
    double squares = 0, outSquares = 0;
    for (const auto &[x, y] : points) {
        const double residual = y - predict(fit.coefficients, x);
        squares += residual * residual;
        // The same fit without this run: its sums less the run's own terms.
        auto xtxOut = xtx;
        auto xtyOut = xty;
        for (std::size_t i = 0; i < kTerms; ++i) {
            for (std::size_t k = 0; k < kTerms; ++k)
                xtxOut[i][k] -= x[i] * x[k];
            xtyOut[i] -= x[i] * y;
        }
        const double outOfSample = y - predict(solveWithRidge(xtxOut, xtyOut), x);
        fit.outOfSampleErrors.push_back(outOfSample);
        outSquares += outOfSample * outOfSample;
    }
    fit.residualLogStd = std::sqrt(squares / static_cast<double>(points.size() - kTerms));
    fit.outOfSampleLogStd = std::sqrt(outSquares / static_cast<double>(points.size()));
    return fit;
}

const std::vector<RunMfu> &builtinRunMfus()
{
    static const std::vector<RunMfu> all = [] {
        std::vector<RunMfu> out;
        const Catalog &catalog = Catalog::builtIn();
        for (const PublishedRun &run : builtinPublishedRuns())
            if (catalog.find(run.acceleratorId))
                out.push_back({&run, plannerMfu(run, catalog), runClass(run, catalog),
                               std::log10(std::max(run.activeParameters, 1.0))});
        return out;
    }();
    return all;
}

std::vector<RunMfu> runsLike(const MfuClass &c)
{
    // The class as typicalMfu() counts it (kClassSizeGap); with fewer than
    // kMinClassRuns, the generation's runs at any size.
    const double logActive = std::log10(std::max(c.activeParameters, 1.0));
    const auto sizeGap = [&](const RunMfu &r) { return std::abs(r.logActive - logActive); };
    std::vector<RunMfu> out;
    for (const double maxGap : {kClassSizeGap, std::numeric_limits<double>::infinity()}) {
        out.clear();
        for (const RunMfu &r : builtinRunMfus())
            if (r.run->role != RunRole::Context && sameGeneration(r.mfuClass, c) && sizeGap(r) <= maxGap)
                out.push_back(r);
        if (out.size() >= static_cast<std::size_t>(kMinClassRuns))
            break;
    }
    std::stable_sort(out.begin(), out.end(),
                     [&](const RunMfu &a, const RunMfu &b) { return sizeGap(a) < sizeGap(b); });
    return out;
}

} // namespace tco
