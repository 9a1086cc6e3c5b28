// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "portfolio/portfolio.h"

#include <string>
#include <vector>

namespace tco {

class Catalog;

/** The figures of the built-in "typical year" (docs/model.md §16.6, with
 *  their sources). Every one is an editable assumption. Shares are of the
 *  year's accelerator-hours. */
struct TypicalYearAssumptions {
    std::string accelerator{kDefaultGpuId};
    /** The main (final) pre-training run: 10-30 % of a lab's R&D compute
     *  (Epoch AI's 2024 estimate; two labs' 2025 IPO filings). */
    double mainRunShare = 0.15;
    double postTrainingShare = 0.04; ///< the final runs' rest: post-training and evaluation
    double evaluationShare = 0.01;
    /** Experiments, failed runs and ablations: what the final runs leave,
     *  0.80 with the defaults, as in Olmo 3's accounting of its development
     *  compute. */
    double experimentShare() const { return 1.0 - mainRunShare - postTrainingShare - evaluationShare; }
    /** Ablations: many short runs at three small scales, 100 tokens a
     *  parameter (at most 100B tokens), on a daily cadence through the year:
     *  data and architecture ablations are 0.1-1B models on 10-100B tokens
     *  (DCLM, Li et al. 2024: 412M and 1B at 1x Chinchilla; FineWeb,
     *  Penedo et al. 2024: 1.82B on 28B tokens). */
    struct AblationScale {
        double parameters = 0;
        double tokens = 0;
        int count = 0;        ///< a year
        int intervalDays = 1; ///< one starts every this many days
        int gpus = 8;
    };
    std::vector<AblationScale> ablations{
        {150e6, 15e9, 300, 1, 8}, {400e6, 40e9, 150, 2, 8}, {1e9, 100e9, 100, 3, 8}};
    /** Experiments at scale (pilots, de-risking and failed runs): what the
     *  experiments' share leaves after the ablations and the ladder, as runs
     *  of this size (154 tokens a parameter, under 200) started on a cadence
     *  through the year. */
    double pilotParameters = 13e9;
    double pilotTokens = 2e12;
    /** The scaling-law ladder's largest point, of the main run's FLOPs:
     *  about 1/1,000 to 1/4,000. Each smaller point has ladderSpacing of
     *  the next one's FLOPs. */
    double ladderLargestFraction = 1.0 / 2000.0;
    int ladderPoints = 5;
    double ladderSpacing = 1.0 / 3.0;
    int evaluationRepeats = 4;
    int pilotGpus = 256, ladderGpus = 64, postTrainingGpus = 1024, evaluationGpus = 128;
    // the fleet
    int ownedGpus = 2048;
    int committedGpus = 1024;
    /** On demand and spot are not bottomless: at most this many at once
     *  (an assumption: a large customer's on-demand quota in one region is
     *  a few thousand accelerators, spot capacity less). */
    int onDemandGpus = 4096, spotGpus = 2048;
    int commitmentTermMonths = 12;
    double commitmentDiscount = 0.35;
    double depreciationYears = kDefaultDepreciationYears; ///< plan/inputs.h, cited there
    /** The fabric bought with the servers, as a share of their price: the
     *  plan's ownership.networkCapexShare (docs/model.md §8). The facility
     *  is rented: co-location space and cooling are in the hosting per hour
     *  (the plan's ownership.facilityUsdPerGpuMonth), so no facility capex. */
    double facilityCapexShare = 0;
    /** The return owned hardware's capital must earn, a year: the US
     *  market's cost of equity at the start of 2025, the 10-year Treasury's
     *  4.57 % plus Damodaran's implied equity risk premium of 4.33 % (beta
     *  1), 8.9 %, rounded (docs/model.md §16.6). */
    double costOfCapital = 0.09;
    double resaleFraction = 0.3;
    double rentalDeclinePerYear = 0.2;
    double budgetUsd = 100e6;
};

/** A year of a lab training the default plan (model/scenario.h
 *  defaultScenario()) as its main run, starting on `start`. */
Portfolio typicalYear(const Catalog &catalog, const CivilDate &start,
                      const TypicalYearAssumptions &a = TypicalYearAssumptions{});

} // namespace tco
