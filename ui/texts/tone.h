// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "result.h"

#include <QColor>

class QPalette;
class QWidget;

namespace planner {

/** How a figure reads, wherever it is shown: KPI tiles, slides, the compare
 *  window, the report's cells and the charts. The model's statuses map to a
 *  tone here, once, and each tone has its colours in `palette` below
 *  (docs/architecture.md: texts is the one vocabulary; its QtGui use is the
 *  colour of a tone). */
enum class Tone { Neutral, Good, Warning, Bad, Muted };

/** Within budget is good, past the warning share a warning, past the
 *  review share bad; no budget is neutral. */
Tone budgetTone(tco::BudgetStatus status);
/** No valid plan is bad, a warning a warning, a note muted. */
Tone severityTone(tco::Severity severity);
/** A cost difference: more is worse, less better, none neutral. */
Tone deltaTone(double deltaUsd);

/** Every colour of the window and the report outside the charts' palette
 *  (charts/core/chartstyle.h), by what it says. Tints come in a light and a
 *  dark variant: light tints on light themes, dark ones on dark themes. */
namespace palette {

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

} // namespace palette
} // namespace planner
