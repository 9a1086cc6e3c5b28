// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "catalog.h"
#include "result.h"
#include "scenario.h"

namespace tco {

/** The cost model: a pure function of a validated scenario. Never returns
 *  NaN, infinity or a negative cost; what cannot be planned is reported as
 *  a Condition. Formulas and their sources: docs/model.md and the comments in
 *  evaluate.cpp. */
Result evaluate(const Scenario &s, const Catalog &catalog);

/** The same, with an explicit checkpoint interval (used by sweeps and the
 *  "use optimal" action) and optional failure-rate scaling. */
struct EvaluateOverrides {
    double failureRateScale = 1.0; ///< Monte Carlo: multiplies lambda
    double priceScale = 1.0;       ///< Monte Carlo: multiplies accelerator prices
    /** The plan's memory fit, when known: not searched again. It depends
     *  on neither the MFU, the prices nor the failure rate, which is all a
     *  Monte Carlo sample varies (tco::monteCarlo), so one fit serves every
     *  sample; the search was half of each sample's time. */
    const MemoryFit *memory = nullptr;
    /** False: when the memory configuration had to change, its cost is not
     *  worked out (a second evaluation without its overhead): the
     *  MemoryConfigChanged condition then carries no figures. The Monte
     *  Carlo reads only totals. */
    bool costMemoryChange = true;
    /** False: the predicted loss and the compute-optimal split are not
     *  worked out (NaN). They depend only on the model and its tokens, and
     *  neither a Monte Carlo sample nor a point of the interval search reads
     *  them; they were a fifth of each evaluation. */
    bool scalingLawFigures = true;
};
Result evaluate(const Scenario &s, const Catalog &catalog, const EvaluateOverrides &o);

} // namespace tco
