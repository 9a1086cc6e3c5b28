// SPDX-License-Identifier: GPL-3.0-or-later
#include "charts/plots/compareoverlaycharts.h"

#include "charts/chartcatalog.h"

#include "charts/core/chartstyle.h"
#include "charts/core/infeasibleregion.h"
#include "charts/core/sweepseries.h"
#include "texts/numberformat.h"
#include "texts/terms.h"

#include <qcustomplot.h>

#include <cmath>

namespace planner {

using tco::InputId;

CompareOverlayChart::CompareOverlayChart(QWidget *parent) : ChartView(parent)
{
}

void CompareOverlayChart::refresh(const ChartInputs &)
{
    // Driven by setSeries(): one chart, several scenarios.
}

void CompareOverlayChart::createDots(QCPAxis *keyAxis, QCPAxis *valueAxis)
{
    for (int i = 0; i < kSlots; ++i) {
        QCPGraph *dot = m_plot->addGraph(keyAxis, valueAxis);
        dot->setObjectName(QStringLiteral("plan%1").arg(i));
        dot->setLineStyle(QCPGraph::lsNone);
        dot->removeFromLegend();
        m_dots[static_cast<std::size_t>(i)] = dot;
    }
}

void CompareOverlayChart::setSeries(const std::vector<CompareSeries> &series, const tco::Catalog &catalog,
                                    bool interacting)
{
    m_count = std::min(kSlots, static_cast<int>(series.size()));
    for (int i = 0; i < kSlots; ++i) {
        const auto slot = static_cast<std::size_t>(i);
        QCPGraph *dot = m_dots[slot];
        QCPAbstractPlottable *line = m_slotLines[slot];
        const bool used = i < m_count;
        line->setVisible(used);
        if (used)
            line->addToLegend();
        else
            line->removeFromLegend();
        dot->setVisible(used);
        if (!used)
            continue;
        const CompareSeries &s = series[slot];
        m_names[slot] = s.name;
        const QPointF plan = fill(i, s, catalog);
        dot->setScatterStyle(
            QCPScatterStyle(QCPScatterStyle::ssCircle, QPen(s.colour.darker(130), 2), QBrush(s.colour), 13));
        dot->setName(s.name);
        const bool valid = s.result->feasible();
        QVector<QCPGraphData> &d = takeBuffer(dot, m_dotData[slot], valid ? 1 : 0);
        if (valid)
            d[0] = {plan.x(), plan.y()};
        publishBuffer(dot, d);
    }
    afterFill();
    fitAxes(interacting);
    queueReplot();
}

// ---------------------------------------------------------------- interval

CompareIntervalChart::CompareIntervalChart(QWidget *parent) : CompareOverlayChart(parent)
{
    setObjectName(QStringLiteral("compareIntervalChart"));
    QCPAxis *x = m_plot->xAxis;
    QCPAxis *cost = m_plot->yAxis;
    setIntervalAxis(x);
    setMoneyAxis(cost);
    setAxisFit(x, {false, 0.0, false, 0});
    setAxisFit(cost, {false, 0.06, false, 2.0}); // the U, not the spike where runs stop finishing
    m_infeasible = addInfeasibleRegions(x, cost);
    for (int i = 0; i < kSlots; ++i) {
        QCPGraph *line = m_plot->addGraph(x, cost);
        line->setObjectName(QStringLiteral("line%1").arg(i));
        m_lines[static_cast<std::size_t>(i)] = line;
    }
    createSlots(m_lines, x, cost);
    finishConstruction();
}

QString CompareIntervalChart::title() const
{
    return tr("Checkpoint interval: total cost of each plan");
}

void CompareIntervalChart::retranslate()
{
    applyTitles(Terms::checkpointIntervalLogAxis(), totalCostLabel());
    m_infeasible->retranslate();
}

void CompareIntervalChart::afterFill()
{
    // Grey only where every plan is infeasible; each plan's own gaps show
    // as breaks in its line.
    InfeasibleSpans all;
    for (int i = 0; i < m_count; ++i) {
        const InfeasibleSpans spans = infeasibleSpans(m_sweeps[static_cast<std::size_t>(i)], true);
        all = i == 0 ? spans : intersect(all, spans);
    }
    m_infeasible->setSpans(all);
}

QPointF CompareIntervalChart::fill(int slot, const CompareSeries &series, const tco::Catalog &catalog)
{
    const auto i = static_cast<std::size_t>(slot);
    const double current = series.scenario->value(InputId::CheckpointIntervalHours);
    sweepInto(m_sweeps[i], *series.scenario, catalog, charts::checkpointIntervalSweep(current));
    QCPGraph *line = m_lines[i];
    line->setPen(style::linePen(series.colour, 2.6));
    line->setName(series.name);
    fillFromSweep(line, m_lineData[i], m_sweeps[i], [](const tco::Result &r) { return r.totalUsd; });
    return {current, series.result->totalUsd};
}

QString CompareIntervalChart::pointText(QCPAbstractPlottable *plottable, int index) const
{
    for (int s = 0; s < m_count; ++s) {
        const auto slot = static_cast<std::size_t>(s);
        if (plottable == m_dots[slot]) {
            const QCPGraphData &d = m_dotData[slot].value(0);
            return tr("<b>%1</b> (its plan)<br>Interval: %2<br>Total cost: %3")
                .arg(m_names[slot].toHtmlEscaped(), formatHours(d.key), formatUsd(d.value));
        }
        if (plottable == m_lines[slot] && index >= 0 &&
            static_cast<std::size_t>(index) < m_sweeps[slot].size()) {
            const tco::SweepPoint &p = m_sweeps[slot][static_cast<std::size_t>(index)];
            if (!p.result.feasible())
                return tr("<b>%1</b><br>Interval %2: no valid plan (%3)")
                    .arg(m_names[slot].toHtmlEscaped(), formatHours(p.x),
                         InfeasibleRegions::reasonText(infeasibleReason(p.result)).simplified());
            return tr("<b>%1</b><br>Interval: %2<br>Total cost: %3<br>Wall-clock: %4")
                .arg(m_names[slot].toHtmlEscaped(), formatHours(p.x), formatUsd(p.result.totalUsd),
                     formatDays(p.result.wallClockDays));
        }
    }
    return {};
}

// ---------------------------------------------------------------- accelerator count

CompareGpuCountChart::CompareGpuCountChart(QWidget *parent) : CompareOverlayChart(parent)
{
    setObjectName(QStringLiteral("compareGpuCountChart"));
    setDaysAgainstCostAxes();
    QCPAxis *days = m_plot->xAxis;
    QCPAxis *cost = m_plot->yAxis;
    for (int i = 0; i < kSlots; ++i) {
        auto *curve = new QCPCurve(days, cost);
        curve->setObjectName(QStringLiteral("curve%1").arg(i));
        m_curves[static_cast<std::size_t>(i)] = curve;
    }
    createSlots(m_curves, days, cost);
    finishConstruction();
}

QString CompareGpuCountChart::title() const
{
    return tr("Accelerator count: time against cost of each plan");
}

void CompareGpuCountChart::retranslate()
{
    applyTitles(Terms::mainRunDaysLogAxis(), totalCostLabel());
}

QPointF CompareGpuCountChart::fill(int slot, const CompareSeries &series, const tco::Catalog &catalog)
{
    const auto i = static_cast<std::size_t>(slot);
    const double count = series.scenario->value(InputId::ClusterGpuCount);
    sweepInto(m_sweeps[i], *series.scenario, catalog, charts::gpuCountSweep(count));
    QCPCurve *curve = m_curves[i];
    curve->setPen(style::linePen(series.colour, 2.4));
    curve->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssCircle, series.colour, Qt::white, 5));
    curve->setName(series.name);
    // Points without a valid plan are floors, not plans: left out.
    // t keeps the sweep index for the hover.
    QVector<QCPCurveData> &points = takeBuffer(curve, m_curveData[i], 0);
    const std::vector<tco::SweepPoint> &sweep = m_sweeps[i];
    for (std::size_t k = 0; k < sweep.size(); ++k) {
        const tco::SweepPoint &p = sweep[k];
        if ((k > 0 && p.x == sweep[k - 1].x) || !p.result.feasible())
            continue;
        points.append(QCPCurveData(static_cast<double>(k), p.result.wallClockDays, p.result.totalUsd));
    }
    publishBuffer(curve, points);
    return {series.result->wallClockDays, series.result->totalUsd};
}

QString CompareGpuCountChart::pointText(QCPAbstractPlottable *plottable, int index) const
{
    for (int s = 0; s < m_count; ++s) {
        const auto slot = static_cast<std::size_t>(s);
        const tco::SweepPoint *p = nullptr;
        if (plottable == m_curves[slot] && index >= 0 && index < m_curves[slot]->data()->size()) {
            const auto t = static_cast<std::size_t>(m_curves[slot]->data()->at(index)->t);
            if (t < m_sweeps[slot].size())
                p = &m_sweeps[slot][t];
        }
        if (plottable == m_dots[slot]) {
            const QCPGraphData &d = m_dotData[slot].value(0);
            return tr("<b>%1</b> (its plan)<br>Wall-clock: %2<br>Total cost: %3")
                .arg(m_names[slot].toHtmlEscaped(), formatDays(d.key), formatUsd(d.value));
        }
        if (p)
            return tr("<b>%1</b>: %2 GPUs<br>Total cost: %3<br>Wall-clock: %4<br>Expected failures: %5")
                .arg(m_names[slot].toHtmlEscaped(), formatWhole(p->x), formatUsd(p->result.totalUsd),
                     formatDays(p->result.wallClockDays), formatCount(p->result.expectedFailures));
    }
    return {};
}

} // namespace planner

#include "moc_compareoverlaycharts.cpp"
