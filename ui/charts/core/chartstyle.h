// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "charts/core/qcpfwd.h"
#include "plan/result.h"
#include "texts/tone.h"

#include <QBrush>
#include <QColor>
#include <QFont>
#include <QPen>

#include <functional>

class QPalette;

namespace planner::style {

/** The charts' hues live in the one palette (texts/palette.h). */
namespace colour = palette::chart;

QPen linePen(const QColor &c, double width = 2.0, Qt::PenStyle style = Qt::SolidLine);
/** Solid colour with light diagonal stripes: marks the hidden costs in
 *  colour and in greyscale print alike. */
QBrush hatchedBrush(const QColor &c);
/** A translucent fill for shaded regions (hidden costs; with
 *  colour::infeasible(), where no plan is valid). */
QBrush regionBrush(const QColor &c, int alpha = 36);

/** `c` laid at `alpha` (0-255) over `paper`, as one opaque colour. What a
 *  chart fills on every move of a slider in many tall shapes (the risk
 *  histogram's bars) is opaque: Qt 6.4 fills a translucent shape taller
 *  than 96 rows in parts on its thread pool and waits for them, a round
 *  trip a shape (docs/architecture.md, "The live path"). */
QColor tintOver(const QColor &c, int alpha, const QColor &paper);

/** Light stripes of `c` on a faint fill of `c`: where no plan is valid in
 *  a shaded grid, so it reads as "not here" in colour and greyscale alike
 *  while the grid lines still show through. */
QBrush hatchedRegionBrush(const QColor &c);

/** Backs a text with translucent paper so it reads over grid lines, bars
 *  and curves; applyBaseStyle keeps the paper the theme's (dark on dark). */
void backWithPaper(QCPItemText *text);

/** Background, axes, grid and fonts from the widget palette (light theme:
 *  white paper, dark ink), applied to every axis rect of `plot`. */
void applyBaseStyle(QCustomPlot *plot, const QPalette &palette);
void styleAxis(QCPAxis *axis, const QPalette &palette);

/** The palette's colours on dark paper: the inks above were chosen for white
 *  paper, and many (dark labels, near-black lines) vanish on a dark theme.
 *  On dark paper each text item is lifted toward white until it reads at
 *  4.5:1 against the paper, and each line (graphs, curves, marker lines) to
 *  3:1, keeping its hue; on light paper everything keeps its own ink. Each
 *  item remembers the ink its chart gave it, so a later theme or a new ink
 *  set by the chart starts from that. Run on every layout (ChartView). */
void keepInkReadable(QCustomPlot *plot, const QPalette &palette);
/** `ink` as keepInkReadable shows it on `paper` for a contrast of `ratio`. */
QColor readableInk(const QColor &ink, const QColor &paper, double ratio);
/** The WCAG 2 contrast ratio of two colours (1 to 21). */
double contrastRatio(const QColor &a, const QColor &b);

/** Adds a title row above the plot and moves the legend to a row below it
 *  with `legendColumns` entries per row. Returns the title element. */
QCPTextElement *addTitleAndLegendRows(QCustomPlot *plot, int legendColumns);

/** QCustomPlot gives legends and text items the application font rather
 *  than the plot's: brings them up to the (larger) plot font of a slide,
 *  keeping bold and italic. Idempotent, so it can run again after items
 *  are added. */
void liftTextToPlotFont(QCustomPlot *plot);

/** Replaces the font of the legend, its entries and the text items by
 *  `map` of it (the title and other text elements keep theirs). */
void mapTextFonts(QCustomPlot *plot, const std::function<QFont(QFont)> &map);

} // namespace planner::style
