// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "result.h"
#include "texts/tone.h"

#include <QBrush>
#include <QColor>
#include <QPen>

class QCustomPlot;
class QCPAxis;
class QCPItemText;
class QCPTextElement;
class QPalette;

namespace planner::style {

/** The charts' calm palette: muted hues that stay apart in greyscale print
 *  and for the common forms of colour blindness (blue/orange first). */
namespace colour {
inline QColor cost()
{
    return QColor(0x3B, 0x6E, 0xA5);
} ///< the main cost curve
inline QColor time()
{
    return QColor(0xD9, 0x82, 0x2B);
} ///< wall-clock days
inline QColor optimum()
{
    return QColor(0x2E, 0x8B, 0x57);
} ///< computed optimum
inline QColor current()
{
    return QColor(0xB0, 0x3A, 0x48);
} ///< the scenario's own value
inline QColor alternativeA()
{
    return QColor(0x9C, 0x75, 0x5F);
} ///< "what if" curve 1
inline QColor alternativeB()
{
    return QColor(0x8E, 0x6B, 0xB0);
} ///< "what if" curve 2
inline QColor preparation()
{
    return QColor(0x8C, 0xB8, 0xA8);
}
inline QColor training()
{
    return QColor(0x3B, 0x6E, 0xA5);
}
inline QColor postTraining()
{
    return QColor(0xE0, 0xB4, 0x5A);
}
inline QColor fixedCost()
{
    return QColor(0x4A, 0x5A, 0x6A);
}
inline QColor elasticCost()
{
    return QColor(0xA8, 0xB8, 0xC8);
}
inline QColor warning()
{
    return palette::ink(Tone::Bad);
} ///< the tables' "worse"
inline QColor neutral()
{
    return QColor(0x7F, 0x7F, 0x7F);
}
inline QColor infeasible()
{
    return QColor(0x6E, 0x6E, 0x6E);
} ///< greyed: no valid plan there
inline QColor lower()
{
    return QColor(0x59, 0xA1, 0x4F);
} ///< tornado: input lowered
inline QColor higher()
{
    return QColor(0xD9, 0x82, 0x2B);
} ///< tornado: input raised
inline QColor labelOnLight()
{
    return QColor(0x20, 0x28, 0x30);
} ///< a label on a light bar
inline QColor cumulativeCost()
{
    return QColor(0x20, 0x28, 0x30);
} ///< spend timeline: cumulative cost (solid)
inline QColor cumulativeCash()
{
    return QColor(0xB0, 0x3A, 0x48);
} ///< spend timeline: cumulative cash (dashed)
inline QColor actualSpend()
{
    return QColor(0x00, 0x7C, 0x91);
} ///< spend timeline: what was actually spent, and the forecast from it
/** One colour per cost category (spend timeline): thirteen hues that stay
 *  apart side by side; the hidden categories are drawn hatched. */
QColor category(tco::Category c);
} // namespace colour

QPen linePen(const QColor &c, double width = 2.0, Qt::PenStyle style = Qt::SolidLine);
/** Solid colour with light diagonal stripes: marks the hidden costs in
 *  colour and in greyscale print alike. */
QBrush hatchedBrush(const QColor &c);
/** A translucent fill for shaded regions (hidden costs; with
 *  colour::infeasible(), where no plan is valid). */
QBrush regionBrush(const QColor &c, int alpha = 36);

/** Light stripes of `c` on a faint fill of `c`: where no plan is valid in
 *  a shaded grid, so it reads as "not here" in colour and greyscale alike
 *  while the grid lines still show through. */
QBrush hatchedRegionBrush(const QColor &c);

/** Backs a text with translucent paper so it reads over grid lines, bars
 *  and curves; applyBaseStyle keeps the paper the theme's (dark on dark). */
void backWithPaper(QCPItemText *text);

/** White paper and dark ink, whatever the screen's theme: the charts the
 *  report prints. */
QPalette paperPalette();

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

} // namespace planner::style
