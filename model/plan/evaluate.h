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
};
Result evaluate(const Scenario &s, const Catalog &catalog, const EvaluateOverrides &o);

} // namespace tco
