// SPDX-License-Identifier: GPL-3.0-or-later
// Small portfolios with demands set by hand (no evaluate()), so schedules
// and costs can be worked out on paper (docs/model.md §16).
#pragma once

#include "portfolio/demand.h"
#include "portfolio/portfolio.h"

#include <cstdint>
#include <random>
#include <string>
#include <vector>

namespace testing {

inline const std::string kH100 = "H100-SXM";

/** Day `day` of 2027 (day 0 = 2027-01-01). */
inline tco::CivilDate day2027(int day)
{
    return tco::addDays(tco::CivilDate{2027, 1, 1}, day);
}

inline tco::RunDemands demand(int gpus, double wallClockHours, double extrasUsd = 0, double tokens = 0)
{
    tco::RunDemand d;
    d.accelerator = kH100;
    d.feasible = gpus > 0;
    d.gpus = gpus;
    d.wallClockHours = wallClockHours;
    d.extrasUsd = extrasUsd;
    d.trainedTokens = tokens;
    return tco::RunDemands{{d}};
}

/** The same demand with a corpus that costs `usd` when this run's plan
 *  prices it, of which it reads `tokens`. */
inline tco::RunDemands withCorpus(tco::RunDemands d, double usd, double tokens)
{
    for (tco::RunDemand &x : d.byAccelerator) {
        x.corpusUsd = usd;
        x.corpusTokens = tokens;
    }
    return d;
}

inline tco::PortfolioRun run(std::string id, int earliestDay, int deadlineDay, int priority = 0,
                             std::vector<std::string> dependsOn = {}, std::string team = "pre")
{
    tco::PortfolioRun r;
    r.id = std::move(id);
    r.scenario.gpuId = kH100;
    r.earliestStart = day2027(earliestDay);
    r.deadline = day2027(deadlineDay);
    r.priority = priority;
    r.dependsOn = std::move(dependsOn);
    r.team = team;
    r.project = team == "pre" ? "model-a" : "model-b";
    return r;
}

/** 100 owned H100 bought 2027-01-01 at $36,500 (depreciation over 5 years
 *  of 365 days: $2,000 a day for the pool), $0.50 an hour hosting, resale
 *  at half the book value. */
inline tco::Pool owned(int count = 100)
{
    tco::Pool p;
    p.id = "owned";
    p.kind = tco::PoolKind::Owned;
    p.accelerator = kH100;
    p.count = count;
    p.start = {2027, 1, 1};
    p.purchaseUsdPerAccelerator = 36500;
    p.depreciationYears = 5;
    p.resaleFraction = 0.5;
    p.hostingUsdPerAcceleratorHour = 0.5;
    return p;
}

inline tco::Pool onDemand(double usdPerHour = 2.0)
{
    tco::Pool p;
    p.id = "on-demand";
    p.kind = tco::PoolKind::OnDemand;
    p.accelerator = kH100;
    p.usdPerHour = usdPerHour;
    return p;
}

inline tco::Portfolio year2027()
{
    tco::Portfolio p;
    p.name = "hand";
    p.start = {2027, 1, 1};
    p.horizonMonths = 12;
    return p;
}

/** The hand year (tst_portfoliometrics works it out): A [0,10) and D
 *  [10,11) of team "pre" on `ownedCount` owned, B [11,16) of "post" on
 *  owned after A, C [0,2) of "post" on demand at $2; $1,000 a month
 *  shared. Its demands are handYearDemands(). */
inline tco::Portfolio handYear(int ownedCount = 100)
{
    tco::Portfolio p = year2027();
    p.pools = {owned(ownedCount), onDemand()};
    p.runs = {run("A", 0, 364, 1), run("B", 0, 19, 0, {}, "post"), run("C", 0, 2, 0, {}, "post"),
              run("D", 0, 10, 0, {"A"})};
    p.sharedCosts = {{"platform", 1000}};
    return p;
}
/** A brings $500 of storage and data. */
inline std::vector<tco::RunDemands> handYearDemands()
{
    return {demand(100, 240, 500, 1e9), demand(60, 120), demand(50, 48), demand(100, 24)};
}

/** A random portfolio of `runs` runs on one owned pool, a commitment, on
 *  demand and spot, with demands by hand; same seed, same portfolio. */
struct RandomPortfolio {
    tco::Portfolio portfolio;
    std::vector<tco::RunDemands> demands;
};
inline RandomPortfolio randomPortfolio(std::uint64_t seed, int runs, bool rentedAllowed = true)
{
    std::mt19937_64 rng(seed);
    auto uniform = [&](int lo, int hi) {
        return lo + static_cast<int>(rng() % static_cast<std::uint64_t>(hi - lo + 1));
    };
    RandomPortfolio out;
    tco::Portfolio &p = out.portfolio;
    p = year2027();
    p.pools.push_back(owned(uniform(0, 300)));
    tco::Pool commitment;
    commitment.id = "commitment";
    commitment.kind = tco::PoolKind::Commitment;
    commitment.accelerator = kH100;
    commitment.count = uniform(0, 200);
    commitment.start = day2027(uniform(0, 120));
    commitment.termMonths = uniform(1, 12);
    commitment.usdPerHour = 2.5;
    commitment.discount = 0.3;
    commitment.prepaidShare = 0.25;
    p.pools.push_back(commitment);
    tco::Pool block;
    block.id = "block";
    block.kind = tco::PoolKind::CapacityBlock;
    block.accelerator = kH100;
    block.count = uniform(0, 100);
    block.start = day2027(uniform(0, 300));
    block.days = uniform(7, 28);
    block.upfrontUsd = block.count * block.days * 24 * 1.8;
    p.pools.push_back(block);
    if (rentedAllowed) {
        p.pools.push_back(onDemand(2.5));
        tco::Pool spot = onDemand(1.2);
        spot.id = "spot";
        spot.kind = tco::PoolKind::Spot;
        spot.goodputLoss = 0.15;
        p.pools.push_back(spot);
    }
    p.rentalDeclinePerYear = 0.3;
    p.sharedCosts.push_back({"platform", 5000.0 * uniform(0, 4)});
    for (int i = 0; i < runs; ++i) {
        const int earliest = uniform(0, 250);
        std::vector<std::string> deps;
        if (i > 0 && uniform(0, 2) == 0)
            deps.push_back("r" + std::to_string(uniform(0, i - 1)));
        tco::PortfolioRun r = run("r" + std::to_string(i), earliest, earliest + uniform(5, 120),
                                  uniform(0, 3), deps, uniform(0, 1) ? "pre" : "post");
        r.repeat = uniform(1, 3);
        r.allowSpot = uniform(0, 1) == 1;
        if (uniform(0, 9) == 0)
            r.pinnedStart = day2027(earliest + uniform(0, 10));
        p.runs.push_back(r);
        out.demands.push_back(demand(uniform(8, 256), uniform(6, 24 * 40), uniform(0, 5000), 1e9));
    }
    return out;
}

} // namespace testing
