// SPDX-License-Identifier: GPL-3.0-or-later
// What the chart tests read off a ChartView's QCustomPlot: plottables and
// items by object name, data counts, label rectangles and marker positions.
#pragma once

#include "charts/core/chartview.h"

#include <qcustomplot.h>

#include <cmath>

namespace chartprobes {

/** The label's rectangle in plot pixels (after a replot). */
inline QRectF labelRect(QCPItemText *label)
{
    return QRectF(label->topLeft->pixelPosition(), label->bottomRight->pixelPosition()).normalized();
}

/** Finite data points of every visible graph inside `r`, in pixels. */
inline int pointsInside(QCustomPlot *plot, const QRectF &r)
{
    int inside = 0;
    for (int i = 0; i < plot->graphCount(); ++i) {
        QCPGraph *g = plot->graph(i);
        if (!g->visible())
            continue;
        for (auto it = g->data()->constBegin(); it != g->data()->constEnd(); ++it) {
            if (std::isfinite(it->value) && r.contains(g->coordsToPixels(it->key, it->value)))
                ++inside;
        }
    }
    return inside;
}

/** The number of data points of a one-dimensional plottable (0 otherwise). */
inline int dataCount(const QCPAbstractPlottable *p)
{
    QCPPlottableInterface1D *data = const_cast<QCPAbstractPlottable *>(p)->interface1D();
    return data ? data->dataCount() : 0;
}

/** The chart's item of class T named `name`, or nullptr. */
template <class T> T *item(planner::ChartView *chart, const QString &name)
{
    return chart->plot()->findChild<T *>(name);
}

/** The chart's plottable named `name`, or nullptr. */
inline QCPAbstractPlottable *plottable(planner::ChartView *chart, const QString &name)
{
    for (int i = 0; i < chart->plot()->plottableCount(); ++i) {
        if (chart->plot()->plottable(i)->objectName() == name)
            return chart->plot()->plottable(i);
    }
    return nullptr;
}

/** The x of the vertical marker line named `name` (NaN without one). */
inline double markerX(planner::ChartView *chart, const QString &name)
{
    auto *line = item<QCPItemStraightLine>(chart, name);
    return line ? line->point1->coords().x() : std::nan("");
}

} // namespace chartprobes
