// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "plan/catalog.h"
#include "plan/result.h"
#include "plan/scalinglaw.h"
#include "plan/scenario.h"

#include <cstdint>
#include <optional>
#include <vector>

namespace tco {

/** One point of a one-input sweep. */
struct SweepPoint {
    double x = 0;
    Result result;
};

/** Evaluates `steps` values of one numeric input from `from` to `to`
 *  (geometric spacing when `logSpacing`), everything else fixed. Values
 *  are clamped to the input's range. */
std::vector<SweepPoint> sweep(const Scenario &s, const Catalog &catalog, InputId input, double from,
                              double to, int steps, bool logSpacing);

/** Same, writing into `out` (resized to `steps`) so live charts reuse memory. */
void sweepInto(std::vector<SweepPoint> &out, const Scenario &s, const Catalog &catalog, InputId input,
               double from, double to, int steps, bool logSpacing);

/** Effect on total cost of moving one input by ±fraction. */
struct SensitivityRow {
    InputId input;
    double lowValue = 0, highValue = 0; ///< the input values tried
    double lowTotalUsd = 0, highTotalUsd = 0;
    double swingUsd = 0; ///< |high - low| (ranking key)
};

/** Every numeric (non-choice) input with a non-zero value moved ±fraction
 *  (clamped to range), ranked by swing, largest first. Inputs with no
 *  effect are left out. */
std::vector<SensitivityRow> sensitivity(const Scenario &s, const Catalog &catalog, double fraction = 0.1);

/** The optimal checkpoint interval: the one with the lowest total on the
 *  plan's own total-cost curve (docs/model.md §3), preferring intervals at
 *  which the run can finish; for a run that cannot finish at any interval,
 *  the one with the most progress. Never an interval whose total is above
 *  the plan's own. Young's and Daly's formulas are references only: they
 *  minimise lost time, not the total, and the two differ where storage,
 *  spot pre-emptions or slow writes have a price. Rounded as a person
 *  enters it: the fewest significant digits, from three, that cost at most
 *  a millionth of the total more (0.142 h, not 0.141647 h). */
double bestCheckpointIntervalHours(const Scenario &s, const Catalog &catalog);

/** Every named checkpoint interval of a plan, computed once: what
 *  `llm-tco evaluate` and the report show. Each search evaluates the plan
 *  some 200 times, which is why none of it is in evaluate(). */
struct CheckpointOptima {
    double costOptimalHours = 0; ///< the optimum: bestCheckpointIntervalHours
    double fastestHours = 0;     ///< the shortest main-run wall-clock (same search on days)
    double youngHours = 0;       ///< Young (1974) √(2δM), reference
    double dalyHours = 0;        ///< Daly (2006), clamped to the input's range, reference
    /** Whether the fastest interval is worth naming next to the optimum
     *  (more than 1 % apart). */
    bool fastestDiffers() const;
};
CheckpointOptima checkpointOptima(const Scenario &s, const Catalog &catalog);

/** Fleet utilisation at which buying costs the same total as renting,
 *  computed on the plan's own totals (opportunity cost included). The buy
 *  total is A + B/u in the utilisation u, so two evaluations give it
 *  exactly. Empty where no utilisation in the input's range breaks even. */
struct BreakEven {
    std::optional<double> vsOnDemand;
    std::optional<double> vsReserved;
};
BreakEven breakEven(const Scenario &s, const Catalog &catalog);

/** Monte Carlo over MFU, prices, MTBF and the number of failures. Samples
 *  in which the run cannot finish are counted, not priced: the percentiles
 *  are over the others. */
struct RiskSummary {
    int samples = 0;
    int infeasibleSamples = 0; ///< samples in which the plan is infeasible
    double infeasibleShare() const { return samples > 0 ? double(infeasibleSamples) / samples : 0.0; }
    std::uint64_t seed = 0;
    double costP10 = 0, costP50 = 0, costP90 = 0, costMean = 0;
    double daysP10 = 0, daysP50 = 0, daysP90 = 0;
    std::vector<double> costSamples; ///< sorted ascending, for histograms
    std::vector<double> daySamples;  ///< sorted ascending
};
RiskSummary monteCarlo(const Scenario &s, const Catalog &catalog, int samples, std::uint64_t seed);

/** How large the Monte Carlo is and where its draws start. The plan holds
 *  both (uncertainty.samples, uncertainty.seed), so the window, the
 *  reports, the solver and `llm-tco risk` give the same percentiles for the
 *  same file; the defaults are those inputs' defaults. */
struct RiskSettings {
    int samples = 4000;
    std::uint64_t seed = 20250601;
};
/** The plan's own run count and seed. */
RiskSettings riskSettings(const Scenario &s);
/** monteCarlo() with the plan's own run count and seed. */
RiskSummary monteCarlo(const Scenario &s, const Catalog &catalog);

} // namespace tco
