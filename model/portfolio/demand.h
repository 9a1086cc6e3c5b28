// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "plan/result.h"
#include "portfolio/portfolio.h"

#include <cstddef>
#include <string>
#include <vector>

namespace tco {

class Catalog;

/** What one instance of a run asks of the fleet on one accelerator type,
 *  from one evaluate() of its plan (docs/model.md §16.1). */
struct RunDemand {
    std::string accelerator;
    bool feasible = false;     ///< the plan can run (Result::feasible) on this type
    int gpus = 0;              ///< ceil(Result::peakGpus): the main run and its hot spares
    double wallClockHours = 0; ///< Result::wallClockHours
    /** gpus x wallClockHours: what the run holds of a pool. */
    double acceleratorHours() const { return gpus * wallClockHours; }
    double trainedTokens = 0; ///< Result::trainedTokens
    double flops = 0;         ///< Result::flops
    /** Storage and network of the plan less its corpus's: the run's own
     *  costs besides accelerators (checkpoints, logs), charged in the month
     *  it starts. */
    double extrasUsd = 0;
    /** What its corpus costs when this run's plan prices it
     *  (Result::corpusUsd); the portfolio buys each corpus once
     *  (docs/model.md §16.1). */
    double corpusUsd = 0;
    double corpusTokens = 0; ///< data.tokens: how much of the corpus it reads
    bool operator==(const RunDemand &) const = default;
};

/** A run's demand on each accelerator it may use, in allowedAccelerators()
 *  order. */
struct RunDemands {
    std::vector<RunDemand> byAccelerator;
    const RunDemand *find(const std::string &accelerator) const;
    bool operator==(const RunDemands &) const = default;
};

/** Demand of one run on one type: its plan evaluated with that accelerator. */
RunDemand runDemand(const PortfolioRun &run, const std::string &accelerator, const Catalog &catalog);

/** The demands of a portfolio's runs, kept between evaluations: update()
 *  evaluates only the runs whose plan or accelerators changed, so a slider
 *  that moves one run (or only the fleet) costs one evaluate() (or none). */
class DemandCache
{
public:
    /** Brings the cache to `p`; returns how many plans were evaluated. */
    std::size_t update(const Portfolio &p, const Catalog &catalog);
    const std::vector<RunDemands> &demands() const { return m_demands; }

private:
    struct Key {
        Scenario scenario;
        std::vector<std::string> accelerators;
        bool operator==(const Key &) const = default;
    };
    std::vector<Key> m_keys;
    std::vector<RunDemands> m_demands;
    const Catalog *m_catalog = nullptr;
};

/** Every run evaluated, without a cache. */
std::vector<RunDemands> portfolioDemands(const Portfolio &p, const Catalog &catalog);

} // namespace tco
