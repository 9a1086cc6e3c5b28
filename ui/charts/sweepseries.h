// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "analysis.h"

#include <qcustomplot.h>

#include <QVector>

#include <limits>
#include <vector>

namespace planner {

/** Refills a plottable from a member buffer without allocating once the
 *  buffer has its size: the plottable shares the buffer (implicit sharing)
 *  after publish(), so take() drops that share first, or the next write
 *  would copy it. */
template <class Plottable, class Data>
QVector<Data> &takeBuffer(Plottable *plottable, QVector<Data> &buffer, qsizetype size)
{
    plottable->data()->set(QVector<Data>(), true);
    buffer.resize(size);
    return buffer;
}

template <class Plottable, class Data>
void publishBuffer(Plottable *plottable, const QVector<Data> &buffer)
{
    plottable->data()->set(buffer, true); // sweeps are sorted by key already
}

/** One graph from a sweep: key = swept value, value = `value(result)`, and
 *  NaN (a gap in the line) wherever the run cannot finish, because the
 *  model's numbers there are floors, not plans (MODEL.md §3). */
template <class ValueOf>
void fillFromSweep(QCPGraph *graph, QVector<QCPGraphData> &buffer, const std::vector<tco::SweepPoint> &sweep,
                   ValueOf value)
{
    QVector<QCPGraphData> &data = takeBuffer(graph, buffer, static_cast<qsizetype>(sweep.size()));
    for (std::size_t i = 0; i < sweep.size(); ++i) {
        const tco::SweepPoint &p = sweep[i];
        QCPGraphData &d = data[static_cast<qsizetype>(i)];
        d.key = p.x;
        d.value = p.result.has(tco::Condition::RunCannotFinish) ? std::numeric_limits<double>::quiet_NaN()
                                                                : value(p.result);
    }
    publishBuffer(graph, data);
}

/** Where in a sweep the run cannot finish: the x range from the boundary
 *  with the nearest finishing point to the far end (beyond the sweep). */
struct BlockedSpan {
    bool any = false;
    double from = 0;
    double to = 0;
};
BlockedSpan cannotFinishSpan(const std::vector<tco::SweepPoint> &sweep, bool logSpacing);

} // namespace planner
