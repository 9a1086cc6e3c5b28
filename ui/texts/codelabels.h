// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "result.h"

#include <QString>

namespace planner {

/** Translated names of the model's codes: cost categories, phases and the
 *  kinds of cost-history points, the same words in the window, the charts
 *  and the reports (context "planner::CodeLabels"). */
QString categoryLabel(tco::Category c);
QString phaseLabel(tco::Phase p);
/** "article", "estimate", "forecast", "user" → readable, translated. */
QString historyKindLabel(const QString &kind);

} // namespace planner
