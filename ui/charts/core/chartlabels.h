// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "result.h"

#include <QString>

namespace planner {

/** Translated names of the model's codes as the charts show them
 *  (context "planner::ChartLabels"). */
QString categoryLabel(tco::Category c);
QString phaseLabel(tco::Phase p);
/** "article", "estimate", "forecast", "user" → readable, translated. */
QString historyKindLabel(const QString &kind);

} // namespace planner
