// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "charts/core/qcpfwd.h"

#include <QHash>
#include <QPointF>
#include <QPointer>
#include <QString>

namespace planner {

/** The last step of every chart's layout (docs/architecture.md, "Charts"):
 *  whatever the window size and the language, no text runs off the chart
 *  or over another text.
 *  - an axis title longer than its axis wraps onto two lines, then elides;
 *    so does a chart title wider than the chart;
 *  - a tick label that would overhang the chart's right edge gets margin;
 *  - tick labels that run into each other thin out (fewer ticks);
 *  - a text item cut off by its plot area moves inside it; one that covers
 *    an earlier text item or the legend moves up or down to free space, or,
 *    if there is none, is not drawn this time. Items whose property
 *    kLabelStaysPut is true (a value at its bar, a count at its point) are
 *    never moved, only left out. Texts are placed by kLabelPriority.
 *  Charts set their texts and positions as usual; this pass undoes its own
 *  changes before each layout, so it never accumulates. */
class LabelLayout
{
public:
    /** The QObject property that pins a text item to its place. */
    static constexpr const char *kLabelStaysPut = "labelStaysPut";
    /** An int QObject property: texts with a higher one are placed first
     *  (the plan's own label before its neighbours'); default 0, then in
     *  the order the chart made them. */
    static constexpr const char *kLabelPriority = "labelPriority";

    explicit LabelLayout(QCustomPlot *plot);
    /** After QCustomPlot laid out its elements (its afterLayout signal):
     *  fits titles and margins, laying the plot out again if they changed.
     *  Returns whether it did. */
    bool fitFrame();
    /** Then, once items know their final side: moves or leaves out text
     *  items that would be cut off or cover another. */
    void placeItems();

    /** Splits `text` into at most two lines no wider than `width` pixels in
     *  `font`, at a space or, in Chinese, between characters; elides what
     *  still does not fit. Public for tests. */
    static QString fitText(const QString &text, const QFont &font, double width);

private:
    void restoreItems();
    bool fitTitles();
    bool fitTickOverhang();
    /** Gives back the right margins fitTickOverhang() made: they are worked
     *  out anew each time. Returns whether it did. */
    bool releaseTickOverhang();
    bool thinCrowdedTicks();
    /** What QCustomPlot's own layout step does. */
    void relayout();

    QCustomPlot *m_plot;
    QCPLayer *m_hidden = nullptr;
    /** What the chart set, keyed by what this pass changed it to. */
    struct AxisTitle {
        QString full, fitted;
    };
    QHash<QCPAxis *, AxisTitle> m_axisTitles;
    QHash<QCPTextElement *, AxisTitle> m_titles;
    struct Moved {
        QPointF original, moved;
    };
    QHash<QCPItemText *, Moved> m_moved;
    QHash<QCPItemText *, QCPLayer *> m_left; ///< left out, with the layer they came from
    /** An axis rect's right minimum margin before fitTickOverhang() raised it. */
    QHash<QCPAxisRect *, int> m_ownRight;
};

} // namespace planner
