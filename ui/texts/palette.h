// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "plan/result.h"
#include "portfolio/portfolio.h"

#include <QColor>
#include <QPalette>

namespace planner {

enum class Tone; // texts/tone.h: how a figure reads

/** Every colour of the planner, once, by what it says: the window's light
 *  and dark themes (View ▸ Theme), white paper (the report and its charts),
 *  the tones' tints and inks, and the charts' hues (palette::chart, which
 *  charts/core/chartstyle.h calls style::colour). Tints come in a light and
 *  a dark variant: light tints on light themes, dark ones on dark themes. */
namespace palette {

/** Our light or dark theme's palette on Fusion (View ▸ Theme ▸ Light,
 *  Dark): the window's every role, and the disabled texts. */
QPalette themePalette(bool dark);
/** White paper and dark ink, whatever the screen's theme: the charts the
 *  report prints. */
QPalette paper();

struct Tint {
    QColor background;
    QColor text;
};

/** Whether text on `background` belongs to a dark theme. */
bool isDark(const QColor &background);
/** Whether the application's palette is a dark theme. */
bool darkTheme();
/** A KPI tile's background and value colour for a tone (Neutral and Muted
 *  keep the theme's own). */
Tint tile(Tone tone, bool dark);
/** A banner that says the plan cannot run (KPI header, condition banner). */
Tint blockingBanner(bool dark);
/** A banner with warnings and advice. */
Tint warningBanner(bool dark);
/** A banner with news that is neither (restored from autosave). */
Tint infoBanner(bool dark);
/** The KPI header's warnings line. */
QColor warningText(bool dark);
/** A refused value or an invalid entry in a form. */
QColor errorText(bool dark);

/** Ink on paper: the report. */
QColor ink(Tone tone);
/** Ink for a tone on the screen (the compare window's tables, the what-fits
 *  answer): the paper inks on a light theme, lighter ones on a dark theme,
 *  so each reads at 4.5:1 or better on the theme's base colour. */
QColor ink(Tone tone, bool dark);
/** Text that is neither better nor worse in the compare window. */
QColor quiet(bool dark);
/** Secondary text (captions, details, what an advice saves): the theme's
 *  placeholder colour, a step stronger: darker on light, lighter on dark. */
QColor secondaryText(const QPalette &palette);
/** Ink for the report's structure: accent bars, rules, fills. */
QColor paperAccent();
/** The rest of the report's structure on white paper: the PDF
 *  (report/reportpainter.cpp) and the HTML's style sheet
 *  (report/htmlreport.cpp) draw with these same colours. */
struct PaperInk {
    QColor rule;        ///< under table heads, over the cover's facts
    QColor hairline;    ///< between table rows
    QColor headerFill;  ///< a table's head
    QColor sectionFill; ///< a section row within a table
    QColor markedFill;  ///< a row marked as changed or chosen
    QColor boxFill;     ///< a boxed note and the headline
    QColor cardFill;    ///< a KPI card
};
PaperInk paperInk();
/** The dot beside an input's name that says it was changed from its
 *  default: 3:1 or better on light and dark themes alike (a mark, not
 *  text), so it needs no change with the theme. */
QColor changedMark();

/** The charts' calm hues: muted, they stay apart in greyscale print and for
 *  the common forms of colour blindness (blue/orange first). */
namespace chart {
QColor cost();         ///< the main cost curve
QColor time();         ///< wall-clock days
QColor optimum();      ///< computed optimum
QColor current();      ///< the scenario's own value
QColor alternativeA(); ///< "what if" curve 1
QColor alternativeB(); ///< "what if" curve 2
QColor preparation();
QColor training();
QColor postTraining();
QColor fixedCost();
QColor elasticCost();
QColor warning(); ///< the tables' "worse": ink(Tone::Bad)
QColor neutral();
QColor infeasible();     ///< greyed: no valid plan there
QColor lower();          ///< tornado: input lowered
QColor higher();         ///< tornado: input raised
QColor labelOnLight();   ///< a label on a light bar
QColor cumulativeCost(); ///< spend timeline: cumulative cost (solid)
QColor cumulativeCash(); ///< spend timeline: cumulative cash (dashed)
QColor actualSpend();    ///< spend timeline: what was actually spent, and the forecast from it
/** One colour per cost category (spend timeline): thirteen hues that stay
 *  apart side by side; the hidden categories are drawn hatched. */
QColor category(tco::Category c);
/** One colour per kind of pool (the portfolio's Gantt, utilisation and
 *  money charts): owned and committed capacity in the cool hues of fixed
 *  cost, rented in the warm ones of elastic cost. */
QColor pool(tco::PoolKind kind);
} // namespace chart

} // namespace palette
} // namespace planner
