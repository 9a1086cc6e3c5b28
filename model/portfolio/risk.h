// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "portfolio/metrics.h"
#include "portfolio/optimiser.h"

#include <cstdint>
#include <span>
#include <vector>

namespace tco {

class Catalog;

/** What the portfolio's Monte Carlo draws (docs/model.md §16.5). Every
 *  figure is an editable assumption. */
struct PortfolioRiskSettings {
    int samples = 1000;
    std::uint64_t seed = 20250601;   ///< the plan's default seed (uncertainty.seed)
    double slipMeanDays = 10;        ///< each run's start slips by an exponential draw of this mean
    double mfuRelStd = 0.10;         ///< log-normal spread of each run's wall-clock from MFU
    double failureRelStd = 0.10;     ///< and from failures
    double rentalPriceRelStd = 0.20; ///< log-normal spread of today's on-demand and spot prices
    /** The yearly decline of rented prices, drawn uniformly: from a rise of
     *  40 % a year (H100 one-year contracts rose from $1.70 to $2.35, 38 %,
     *  from October 2025 to March 2026) to a fall of 50 % (H100 rent fell
     *  from $8-12 to about $2-3, 2023 to 2026); docs/model.md §16.5. */
    double declineLow = -0.4, declineHigh = 0.5;
    double ownedIdleShare = 0.3; ///< "owned accelerators sit idle": more than this share of their hours
};

struct PortfolioRisk {
    int samples = 0;
    std::uint64_t seed = 0;
    double annualP10 = 0, annualP50 = 0, annualP90 = 0, annualMean = 0;
    double pastReviewProbability = 0;     ///< some fiscal year past the budget's review line
    double ownedIdleProbability = 0;      ///< owned idle share above the setting's
    double missedDeadlineProbability = 0; ///< some run late or not placed
    std::vector<double> annualSamples;    ///< ascending
};

/** Seeded and deterministic: the same portfolio, demands and settings give
 *  the same figures. Demands are scaled, not re-evaluated, so a sample is
 *  one schedule and its metrics. */
PortfolioRisk portfolioMonteCarlo(const Portfolio &p, std::span<const RunDemands> demands,
                                  const Catalog &catalog, const PortfolioRiskSettings &settings = {});

/** The window's band: 9 fleets along the curve, 150 years each. */
inline constexpr int kFleetBandPoints = 9;
inline constexpr int kFleetBandSamples = 150;

/** The annual cost's P10–P90 at one fleet of the decision's curve. */
struct FleetBandPoint {
    int owned = 0;
    double p10Usd = 0, p90Usd = 0;
};

/** The band along the fleet curve (docs/model.md §16.5): the Monte Carlo
 *  at `points` fleets spread evenly over `decision.curve`, each with that
 *  point's owned and committed counts. Empty when the decision is not
 *  valid. The window, the slides and the report draw the same band. */
std::vector<FleetBandPoint> fleetBand(const Portfolio &p, std::span<const RunDemands> demands,
                                      const Catalog &catalog, const FleetDecision &decision, int points,
                                      const PortfolioRiskSettings &settings);

/** How the answer moves with the rent path: the decision at the two ends of
 *  the Monte Carlo's range (`settings`' declineLow and declineHigh) and at
 *  the portfolio's own path, whose answer is `decision`; ascending by
 *  decline (rising prices first), one answer per path. The one list the
 *  window, the report and `llm-tco portfolio optimise` show
 *  (docs/model.md §16.4). Empty when the decision is not valid. */
std::vector<PathAnswer> answersAcrossRentPaths(const Portfolio &p, std::span<const RunDemands> demands,
                                               const Catalog &catalog, const FleetDecision &decision,
                                               const PortfolioRiskSettings &settings = {});

} // namespace tco
