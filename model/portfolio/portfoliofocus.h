// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "portfolio/metrics.h"
#include "portfolio/portfolio.h"
#include "tracking/focusexport.h"

namespace tco {

/** A portfolio's planned cost as FOCUS rows (docs/focus-export.md), by
 *  month, run and pool: each run's accelerator charges on each pool, its
 *  own storage and network, its instances not placed at on-demand prices,
 *  and (pro rata) its shares of the corpora, idle capacity and shared
 *  costs, tagged with its project, team and id as "experiment"; what no run
 *  is charged (the central policy) has no run. EffectiveCost is the cost
 *  and sums to PortfolioMetrics::totalUsd, each run's to RunCost::totalUsd();
 *  on owned, committed and block pools the runs' rows bill nothing and each
 *  pool's cash is a Purchase row of its own, so BilledCost sums to the
 *  cash (PortfolioMetrics::cashUsd). */
FocusTable portfolioFocus(const Portfolio &p, const PortfolioEvaluation &e);

} // namespace tco
