// SPDX-License-Identifier: GPL-3.0-or-later
// Portfolio benchmarks (issue 34 targets: 100 runs on 4 pools over 3 years
// schedule and evaluate in < 10 ms; a 1,000-sample Monte Carlo < 1 s; the
// fleet optimiser < 2 s; cost grows no faster than runs x pools x months).
// Prints the median of repeated runs; not a pass/fail test.
#include "plan/catalog.h"
#include "portfolio/optimiser.h"
#include "portfolio/risk.h"
#include "portfolio/typicalyear.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <random>
#include <string>
#include <vector>

using namespace tco;
using Clock = std::chrono::steady_clock;

namespace {

volatile double g_sink = 0; // keeps the optimiser from dropping the work

template <typename F> double medianSeconds(int repeats, F &&work)
{
    std::vector<double> seconds;
    for (int r = 0; r < repeats; ++r) {
        const auto start = Clock::now();
        work();
        seconds.push_back(std::chrono::duration<double>(Clock::now() - start).count());
    }
    std::nth_element(seconds.begin(), seconds.begin() + repeats / 2, seconds.end());
    return seconds[static_cast<std::size_t>(repeats / 2)];
}

/** `runs` plans of the default model, 64-2048 accelerators, 2 days to 4
 *  months each, spread over `months`, a third waiting for an earlier run;
 *  the typical year's four pools. */
Portfolio generated(const Catalog &catalog, int runs, int months)
{
    Portfolio p = typicalYear(catalog, {2027, 1, 1});
    p.horizonMonths = months;
    p.pools[1].termMonths = months;
    const PortfolioRun base = *std::find_if(p.runs.begin(), p.runs.end(), [](const PortfolioRun &r) {
        return r.kind == RunKind::MainRun; // the default plan
    });
    p.runs.clear();
    std::mt19937_64 rng(34);
    const int days = horizonDays(p);
    for (int i = 0; i < runs; ++i) {
        PortfolioRun r = base;
        r.id = "run-" + std::to_string(i);
        r.dependsOn.clear();
        const int gpus = 64 << (rng() % 6);
        const double wallDays = 2.0 + static_cast<double>(rng() % 120);
        r.scenario.set(InputId::ClusterGpuCount, gpus);
        // Tokens in proportion to the default plan's 116 days on 2,048.
        r.scenario.set(InputId::DataTokens, 1.5e13 * wallDays / 116.0 * gpus / 2048.0);
        const int earliest = static_cast<int>(rng() % static_cast<unsigned>(std::max(1, days - 150)));
        r.earliestStart = addDays(p.start, earliest);
        r.deadline = addDays(p.start, earliest + 150 + static_cast<int>(rng() % 60));
        r.priority = static_cast<int>(rng() % 4);
        r.allowSpot = rng() % 2 == 0;
        if (i > 0 && rng() % 3 == 0)
            r.dependsOn = {"run-" + std::to_string(rng() % static_cast<unsigned>(i))};
        p.runs.push_back(r);
    }
    return p;
}

} // namespace

int main()
{
    const Catalog &catalog = Catalog::builtIn();
    const Portfolio p = generated(catalog, 100, 36);
    std::vector<RunDemands> demands = portfolioDemands(p, catalog);

    // Every run evaluated, scheduled and costed: a file opened.
    const double coldS = medianSeconds(21, [&] {
        const std::vector<RunDemands> d = portfolioDemands(p, catalog);
        g_sink = g_sink + evaluatePortfolio(p, d, catalog).metrics.totalUsd;
    });
    // A slider on the fleet or one run: the cache re-evaluates what changed.
    DemandCache cache;
    cache.update(p, catalog);
    Portfolio live = p;
    int tick = 0;
    const double liveS = medianSeconds(21, [&] {
        live.runs[0].scenario.set(InputId::ComputeMfu, 0.3 + 1e-4 * (++tick % 100));
        live.pools[0].count = 2048 + tick % 7;
        cache.update(live, catalog);
        g_sink = g_sink + evaluatePortfolio(live, cache.demands(), catalog).metrics.totalUsd;
    });
    const double mcS =
        medianSeconds(3, [&] { g_sink = g_sink + portfolioMonteCarlo(p, demands, catalog).annualP50; });
    FleetDecision decision;
    const double optS = medianSeconds(3, [&] { decision = optimiseFleet(p, demands, catalog); });

    std::printf("portfolio: %zu runs, 4 pools, 36 months\n", demands.size());
    std::printf("evaluate + schedule + metrics  %8.3f ms   (target < 10 ms)\n", coldS * 1e3);
    std::printf("live move (cache, 1 plan)      %8.3f ms\n", liveS * 1e3);
    std::printf("Monte Carlo 1,000 samples      %8.3f ms   (target < 1000 ms)\n", mcS * 1e3);
    std::printf("fleet optimiser (%4d fleets)  %8.3f ms   (target < 2000 ms)\n", decision.fleetsTried,
                optS * 1e3);

    // The typical year: hundreds of instances on a cadence.
    const Portfolio year = typicalYear(catalog, {2027, 1, 1});
    const std::vector<RunDemands> yearDemands = portfolioDemands(year, catalog);
    std::size_t instances = 0;
    for (const PortfolioRun &r : year.runs)
        instances += static_cast<std::size_t>(r.repeat);
    const double yearS = medianSeconds(
        21, [&] { g_sink = g_sink + evaluatePortfolio(year, yearDemands, catalog).metrics.totalUsd; });
    std::printf("typical year (%zu instances)   %8.3f ms   schedule + metrics\n", instances, yearS * 1e3);
    FleetDecision yearDecision;
    const double yearOptS =
        medianSeconds(3, [&] { yearDecision = optimiseFleet(year, yearDemands, catalog); });
    std::printf("typical year's fleet (%4d fleets) %8.3f ms   (target < 2000 ms)\n", yearDecision.fleetsTried,
                yearOptS * 1e3);

    // Growth: schedule + metrics against runs and months (demands cached).
    for (const auto &[runs, months] : {std::pair{50, 36}, std::pair{100, 36}, std::pair{200, 36},
                                       std::pair{100, 12}, std::pair{100, 72}}) {
        const Portfolio q = generated(catalog, runs, months);
        const std::vector<RunDemands> d = portfolioDemands(q, catalog);
        const double s =
            medianSeconds(11, [&] { g_sink = g_sink + evaluatePortfolio(q, d, catalog).metrics.totalUsd; });
        std::printf("schedule + metrics %3d runs %2d months  %8.3f ms  (%.2f us per run-pool-month)\n", runs,
                    months, s * 1e3, s * 1e6 / (runs * 4.0 * months));
    }
    return 0;
}
