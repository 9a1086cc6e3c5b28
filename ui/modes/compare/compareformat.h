// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "plan/catalog.h"
#include "plan/scenario.h"

#include <QColor>
#include <QIcon>
#include <QString>

#include <string_view>

namespace planner::compare {

/** "A", "B", ... by position. */
QString letter(int index);
QString fromKey(std::string_view key);
/** A plan's value of `key` as people read it: option names, units, the
 *  accelerator's catalog name. */
QString valueText(const tco::Scenario &s, std::string_view key, const tco::Catalog &catalog);
// Signed money and percent: formatSignedUsd, formatSignedPercent (texts/numberformat.h).

/** A change for the better, for the worse, and text that is neither. */
QColor betterColour();
QColor worseColour();
QColor quietColour();
/** A small rounded square in a plan's colour, for headers and lists. */
QIcon swatch(const QColor &colour);

} // namespace planner::compare
