// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "analysis/analysis.h"

#include <qcustomplot.h>

#include <QVector>

#include <array>
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

template <class Plottable, class Data> void publishBuffer(Plottable *plottable, const QVector<Data> &buffer)
{
    plottable->data()->set(buffer, true); // sweeps are sorted by key already
}

/** One graph from a sweep: key = swept value, value = `value(result)`, and
 *  NaN (a gap in the line) wherever the plan is infeasible (cannot finish,
 *  does not fit, unknown accelerator), because the model's numbers there
 *  are floors, not plans (tco::Result::feasible). */
template <class ValueOf>
void fillFromSweep(QCPGraph *graph, QVector<QCPGraphData> &buffer, const std::vector<tco::SweepPoint> &sweep,
                   ValueOf value)
{
    QVector<QCPGraphData> &data = takeBuffer(graph, buffer, static_cast<qsizetype>(sweep.size()));
    for (std::size_t i = 0; i < sweep.size(); ++i) {
        const tco::SweepPoint &p = sweep[i];
        QCPGraphData &d = data[static_cast<qsizetype>(i)];
        d.key = p.x;
        d.value = p.result.feasible() ? value(p.result) : std::numeric_limits<double>::quiet_NaN();
    }
    publishBuffer(graph, data);
}

/** True when some point of the sweep has a valid plan. Where none has, a
 *  chart hides the value axis's numbers: they would be a stale scale. */
inline bool anyFeasible(const std::vector<tco::SweepPoint> &sweep)
{
    for (const tco::SweepPoint &p : sweep)
        if (p.result.feasible())
            return true;
    return false;
}

/** The infeasible condition that makes `r` infeasible (the first in the
 *  model's order), or Condition::Count for a feasible plan. */
tco::Condition infeasibleReason(const tco::Result &r);

/** Where in a sweep the plan is infeasible: each run of infeasible points
 *  as an x range from the boundary with the nearest feasible point (half
 *  way between them) to the other; a run at either end reaches far beyond
 *  the sweep. A sweep has at most a few such runs (does not fit at one
 *  end, cannot finish at the other); runs past kMax are merged into the
 *  last. */
struct InfeasibleSpans {
    struct Span {
        double from = 0;
        double to = 0;
        tco::Condition reason = tco::Condition::Count;
    };
    static constexpr int kMax = 3;
    std::array<Span, kMax> spans{};
    int count = 0;
    bool any() const { return count > 0; }
};
InfeasibleSpans infeasibleSpans(const std::vector<tco::SweepPoint> &sweep, bool logSpacing);
/** The x ranges that are infeasible in both `a` and `b` (compare charts:
 *  where no plan is valid). */
InfeasibleSpans intersect(const InfeasibleSpans &a, const InfeasibleSpans &b);

} // namespace planner
