// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "catalog.h"
#include "publishedruns.h"
#include "result.h"
#include "scenario.h"

#include <array>
#include <span>
#include <vector>

namespace tco {

/** What the MFU published runs reached depends on (docs/model.md,
 *  "Typical MFU"): the accelerator's generation and class as its dense
 *  bf16 peak (faster chips are harder to keep fed), the active parameters,
 *  dense or mixture-of-experts, fp8 and the accelerator count. */
struct MfuClass {
    double peakTflops = 0; ///< dense bf16 (else fp16) peak of one accelerator
    double activeParameters = 0;
    bool mixtureOfExperts = false;
    bool fp8 = false;
    double acceleratorCount = 0;
};

/** ln MFU = c0 + c1 p + c2 n + c3 moe + c4 fp8 + c5 g + c6 p n, with
 *  p = log10(peak / 1000 TFLOP/s), n = log10(N_active / 1e10) and
 *  g = log10(G / 1000), each kept within the range the published runs
 *  span (the fit says nothing beyond its data). The p n term lets size
 *  matter more on faster accelerators: small models keep an H100 less busy
 *  than an A100. Fitted by least squares on the log of the MFU at which
 *  the planner's own main-run hours equal each published run's
 *  (plannerMfu). */
struct MfuFit {
    std::array<double, 7> coefficients{};
    double residualLogStd = 0; ///< in-sample spread of ln(run's MFU / fitted) over the fitted runs
    int runs = 0;              ///< runs the fit used
    /** The out-of-sample spread: the root mean square of ln(run's MFU /
     *  the fit made without that run) over the fitted runs (leave one
     *  out). The band's sigma: a plan is a run the fit never saw. */
    double outOfSampleLogStd = 0;
    /** fitTypicalMfu(): each fitted run's ln(MFU / fit without it); not
     *  stored (docs/model.md reports their coverage). */
    std::vector<double> outOfSampleErrors;
};

/** A typical value stays within these bounds: published whole runs lie
 *  within them, and the function is a fit, not a law, beyond its data. */
inline constexpr double kTypicalMfuMin = 0.05;
inline constexpr double kTypicalMfuMax = 0.60;

struct RunMfu;

/** The typical MFU of a class and the P10-P90 band of the fit's
 *  out-of-sample spread (log-normal, sigma = logStd). */
struct TypicalMfu {
    double value = 0, p10 = 0, p90 = 0;
    /** The band's sigma of ln MFU: outOfSampleLogStd, widened outside the
     *  data; the Monte Carlo draws a typical MFU with it. */
    double logStd = 0;
    /** typicalMfu(): the fit's own value, before it is kept within what
     *  the class's published runs reached (value). */
    double fitted = 0;
    /** typicalMfu(): published runs of the plan's class (kClassSizeGap). */
    int classRuns = 0;
    /** typicalMfu(): fewer than kMinClassRuns in the class, the run the
     *  planner knows nearest to it (same generation and architecture, the
     *  nearest in size; else the nearest generation); nullptr: none. */
    const RunMfu *nearest = nullptr;
    bool outsideData() const;
};

/** A class is the accelerator generation (peak within a factor 1.5), dense
 *  or mixture-of-experts, and active parameters within this many decades
 *  (a factor 10) either way; fewer than kMinClassRuns published runs in it
 *  and the typical value is outside the data (docs/model.md, "Typical
 *  MFU"): its band widens by kOutsideDataFactor either way. */
inline constexpr double kClassSizeGap = 1.0;
inline constexpr int kMinClassRuns = 2;
inline constexpr double kOutsideDataFactor = 2.0;

/** The coefficients fitted on the built-in runs' "fit" rows; a test refits
 *  them from resources/runs/published_runs.csv (tst_typicalmfu). */
const MfuFit &storedMfuFit();

MfuClass mfuClass(const Scenario &s, const Accelerator &acc);
/** The fit's value for the class and its band, as the formula gives it. */
TypicalMfu fittedMfu(const MfuClass &c, const MfuFit &fit);
/** The typical MFU a plan uses (issue 54, "never outside the data"): the
 *  stored fit's value kept within the range the published runs of the same
 *  generation and architecture reached (any size; fitted and held-out
 *  rows, not context rows), and, when the class has
 *  fewer than kMinClassRuns runs, its band widened by kOutsideDataFactor
 *  either way and the nearest run named. */
TypicalMfu typicalMfu(const MfuClass &c);

/** Where the plan's compute.mfu comes from: 0 is "typical for the plan";
 *  the value calibration produced (Scenario::calibratedMfu) is calibrated;
 *  any other value was entered. */
MfuSource mfuSource(const Scenario &s);
/** The MFU the plan uses before the precision and topology penalties:
 *  compute.mfu, or the typical value for its class when that is 0. */
double mfuInUse(const Scenario &s, const Accelerator &acc);
/** mfuInUse with the plan's accelerator from `catalog` (an unknown one
 *  counts as the default accelerator). */
double mfuInUse(const Scenario &s, const Catalog &catalog);

/** The plan's MFU, where it comes from and the P10-P90 the Monte Carlo
 *  draws it from: the fit's spread for a typical MFU, uncertainty.mfuRelStd
 *  around an entered or calibrated one. */
struct PlanMfu {
    double value = 0;
    MfuSource source = MfuSource::Typical;
    double p10 = 0, p90 = 0;
    double logStd = 0; ///< a typical MFU's TypicalMfu::logStd; 0 for an entered or calibrated one
};
PlanMfu planMfu(const Scenario &s, const Catalog &catalog);

/** The plan a user enters for a published run: its size, tokens,
 *  accelerator, count and precision, everything else at the defaults, with
 *  compute.mfu = `mfu` (0 = typical). */
Scenario publishedRunPlan(const PublishedRun &run, double mfu);
/** The compute.mfu at which the planner's main-run accelerator-hours for
 *  the run's plan equal the published hours (bisection on a log scale). */
double plannerMfu(const PublishedRun &run, const Catalog &catalog);

/** Least-squares fit of MfuFit on the runs whose role is Fit and whose
 *  hours count the main run only (HoursBasis::IncludesOther is left out). */
MfuFit fitTypicalMfu(std::span<const PublishedRun> runs, const Catalog &catalog);

/** A built-in run with the planner's MFU for it. */
struct RunMfu {
    const PublishedRun *run = nullptr;
    double mfu = 0;
    MfuClass mfuClass;    ///< of the run's plan (publishedRunPlan)
    double logActive = 0; ///< log10 of its active parameters: classes compare sizes on every evaluation
};
/** Every built-in run with plannerMfu (computed once, on first use). */
const std::vector<RunMfu> &builtinRunMfus();
/** The built-in runs of the plan's class, as typicalMfu() counts them: the
 *  same accelerator generation (peak within a factor 1.5), dense or
 *  mixture-of-experts alike, active parameters within kClassSizeGap, fitted
 *  or held-out rows (widened to any size while fewer than kMinClassRuns
 *  match), most similar in size first. */
std::vector<RunMfu> runsLike(const MfuClass &c);

} // namespace tco
