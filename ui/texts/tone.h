// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "plan/result.h"

#include <QColor>

namespace planner {

/** How a figure reads, wherever it is shown: KPI tiles, slides, the compare
 *  window, the report's cells and the charts. The model's statuses map to a
 *  tone here, once, and each tone has its colours in texts/palette.h
 *  (docs/architecture.md: texts is the one vocabulary; its QtGui use is the
 *  colours, all of them in that one palette). */
enum class Tone { Neutral, Good, Warning, Bad, Muted };

/** Within budget is good, past the warning share a warning, past the
 *  review share bad; no budget is neutral. */
Tone budgetTone(tco::BudgetStatus status);
/** No valid plan is bad, a warning a warning, a note muted. */
Tone severityTone(tco::Severity severity);
/** A cost difference: more is worse, less better, none neutral. */
Tone deltaTone(double deltaUsd);

} // namespace planner

#include "texts/palette.h" // the colours of a tone: palette::ink, palette::tile, …
