// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "portfolio/portfolio.h"

#include <string>

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
    double pilotShareOfExperiments = 0.2; ///< the rest are ablations and the ladder
    /** The scaling-law ladder's largest point, of the main run's FLOPs:
     *  about 1/1,000 to 1/4,000. Each smaller point has ladderSpacing of
     *  the next one's FLOPs. */
    double ladderLargestFraction = 1.0 / 2000.0;
    int ladderPoints = 5;
    double ladderSpacing = 1.0 / 3.0;
    int pilotRepeats = 16, ablationRepeats = 64, evaluationRepeats = 4;
    int pilotGpus = 256, ablationGpus = 256, ladderGpus = 64, postTrainingGpus = 1024, evaluationGpus = 128;
    // the fleet
    int ownedGpus = 2048;
    int committedGpus = 1024;
    int commitmentTermMonths = 12;
    double commitmentDiscount = 0.35;
    double depreciationYears = 5;
    double resaleFraction = 0.3;
    double rentalDeclinePerYear = 0.2;
    double budgetUsd = 150e6;
};

/** A year of a lab training the default plan (model/scenario.h
 *  defaultScenario()) as its main run, starting on `start`. */
Portfolio typicalYear(const Catalog &catalog, const CivilDate &start,
                      const TypicalYearAssumptions &a = TypicalYearAssumptions{});

} // namespace tco
