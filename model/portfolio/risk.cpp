// SPDX-License-Identifier: GPL-3.0-or-later
// The portfolio's Monte Carlo (docs/model.md §16.5): run slips, MFU and
// failures stretch or delay runs, the rental price path moves; each sample
// is one schedule and its metrics.
#include "portfolio/risk.h"

#include "plan/random.h"

#include <algorithm>
#include <cmath>
#include <numeric>

namespace tco {

PortfolioRisk portfolioMonteCarlo(const Portfolio &p, std::span<const RunDemands> demands,
                                  const Catalog &catalog, const PortfolioRiskSettings &settings)
{
    PortfolioRisk out;
    out.samples = std::max(0, settings.samples);
    out.seed = settings.seed;
    Portfolio scratch = p; // one copy: a sample changes only prices
    Random rng(settings.seed);
    ScheduleOverrides overrides;
    overrides.slipDays.resize(p.runs.size());
    overrides.hoursScale.resize(p.runs.size());
    const double reviewUsd = p.budget.reviewUsd();
    int pastReview = 0, idle = 0, missed = 0;
    out.annualSamples.reserve(static_cast<std::size_t>(out.samples));
    for (int k = 0; k < out.samples; ++k) {
        const double priceScale = std::exp(settings.rentalPriceRelStd * rng.normal());
        scratch.rentalDeclinePerYear =
            settings.declineLow + (settings.declineHigh - settings.declineLow) * rng.uniform();
        for (std::size_t i = 0; i < p.pools.size(); ++i)
            if (!isFixed(p.pools[i].kind))
                scratch.pools[i].usdPerHour = p.pools[i].usdPerHour * priceScale;
        for (std::size_t r = 0; r < p.runs.size(); ++r) {
            overrides.slipDays[r] = static_cast<int>(-settings.slipMeanDays * std::log(rng.uniform()));
            overrides.hoursScale[r] =
                std::exp(settings.mfuRelStd * rng.normal()) * std::exp(settings.failureRelStd * rng.normal());
        }
        const PortfolioEvaluation e = evaluatePortfolio(scratch, demands, catalog, &overrides);
        out.annualSamples.push_back(e.metrics.annualUsd);
        pastReview += p.budget.annualUsd > 0 && e.metrics.highestYearUsd() > reviewUsd ? 1 : 0;
        idle +=
            e.metrics.ownedCapacityHours > 0 && e.metrics.ownedIdleShare() > settings.ownedIdleShare ? 1 : 0;
        missed += e.schedule.missedDeadlines > 0 ? 1 : 0;
    }
    std::sort(out.annualSamples.begin(), out.annualSamples.end());
    if (out.samples > 0) {
        const double n = out.samples;
        out.annualP10 = percentile(out.annualSamples, 0.1);
        out.annualP50 = percentile(out.annualSamples, 0.5);
        out.annualP90 = percentile(out.annualSamples, 0.9);
        out.annualMean = std::accumulate(out.annualSamples.begin(), out.annualSamples.end(), 0.0) / n;
        out.pastReviewProbability = pastReview / n;
        out.ownedIdleProbability = idle / n;
        out.missedDeadlineProbability = missed / n;
    }
    return out;
}

std::vector<FleetBandPoint> fleetBand(const Portfolio &p, std::span<const RunDemands> demands,
                                      const Catalog &catalog, const FleetDecision &decision, int points,
                                      const PortfolioRiskSettings &settings)
{
    std::vector<FleetBandPoint> band;
    if (!decision.valid || decision.curve.empty() || points < 1)
        return band;
    const auto n = static_cast<int>(decision.curve.size());
    points = std::min(n, points);
    int last = -1;
    for (int i = 0; i < points; ++i) {
        const int at = points > 1 ? i * (n - 1) / (points - 1) : 0;
        if (at == last)
            continue;
        last = at;
        const FleetPoint &pt = decision.curve[static_cast<std::size_t>(at)];
        const PortfolioRisk r = portfolioMonteCarlo(withFleet(p, decision, pt), demands, catalog, settings);
        band.push_back({pt.owned, r.annualP10, r.annualP90});
    }
    return band;
}

std::vector<PathAnswer> answersAcrossRentPaths(const Portfolio &p, std::span<const RunDemands> demands,
                                               const Catalog &catalog, const FleetDecision &decision,
                                               const PortfolioRiskSettings &settings)
{
    if (!decision.valid)
        return {};
    std::vector<double> ends;
    for (const double decline : {settings.declineLow, settings.declineHigh})
        if (decline != p.rentalDeclinePerYear)
            ends.push_back(decline);
    std::vector<PathAnswer> out = fleetAlongPaths(p, demands, catalog, ends);
    out.push_back({p.rentalDeclinePerYear, decision.best, decision.nearBest});
    std::sort(out.begin(), out.end(),
              [](const PathAnswer &a, const PathAnswer &b) { return a.declinePerYear < b.declinePerYear; });
    out.erase(std::unique(out.begin(), out.end(),
                          [](const PathAnswer &a, const PathAnswer &b) {
                              return a.declinePerYear == b.declinePerYear;
                          }),
              out.end());
    return out;
}

} // namespace tco
