// SPDX-License-Identifier: GPL-3.0-or-later
#include "charts/plots/gpucountchart.h"

#include "charts/chartcatalog.h"

#include "charts/core/chartstyle.h"
#include "charts/core/infeasibleregion.h"
#include "charts/core/labellayout.h"
#include "charts/core/sweepseries.h"
#include "charts/core/textitem.h"
#include "texts/numberformat.h"
#include "texts/terms.h"

#include "analysis/solve.h"
#include "plan/evaluate.h"

#include <qcustomplot.h>

#include <cmath>

namespace planner {

using tco::InputId;

GpuCountChart::GpuCountChart(QWidget *parent) : ChartView(parent)
{
    setObjectName(QStringLiteral("gpuCountChart"));
    setDaysAgainstCostAxes();
    QCPAxis *days = m_plot->xAxis;
    QCPAxis *cost = m_plot->yAxis;

    m_curve = new QCPCurve(days, cost);
    m_curve->setObjectName(QStringLiteral("curve"));
    m_curve->setPen(style::linePen(style::colour::cost(), 2.4));
    m_curve->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssCircle, style::colour::cost(), Qt::white, 5));

    m_cheapest = m_plot->addGraph(days, cost);
    m_cheapest->setObjectName(QStringLiteral("cheapest"));
    m_cheapest->setLineStyle(QCPGraph::lsNone);
    m_cheapest->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssDiamond, QPen(style::colour::optimum(), 2),
                                                QBrush(Qt::white), 12));

    m_current = m_plot->addGraph(days, cost);
    m_current->setObjectName(QStringLiteral("current"));
    m_current->setLineStyle(QCPGraph::lsNone);
    m_current->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssCircle, QPen(style::colour::current(), 2),
                                               QBrush(style::colour::current()), 11));

    const auto makeLabel = [this](const QColor &colour) {
        auto *label = new TextItem(m_plot);
        label->setClipToAxisRect(true);
        label->setColor(colour);
        label->setPositionAlignment(Qt::AlignLeft | Qt::AlignBottom);
        label->setPadding(QMargins(4, 0, 4, 4));
        label->setSelectable(false);
        return label;
    };
    // Each count names its point: left out rather than moved when crowded,
    // after the plan's own label and the cheapest count.
    for (auto &label : m_countLabels) {
        label = makeLabel(style::colour::neutral().darker(140));
        label->setProperty(LabelLayout::kLabelStaysPut, true);
    }
    m_cheapestLabel = makeLabel(style::colour::optimum().darker(125));
    m_cheapestLabel->setObjectName(QStringLiteral("cheapestLabel"));
    m_cheapestLabel->setPositionAlignment(Qt::AlignHCenter | Qt::AlignBottom); // above the diamond
    m_cheapestLabel->setPadding(QMargins(4, 0, 4, 9));
    m_cheapestLabel->setProperty(LabelLayout::kLabelPriority, 1);
    m_currentLabel = makeLabel(style::colour::current().darker(115));
    m_currentLabel->setObjectName(QStringLiteral("currentLabel"));
    m_currentLabel->setPositionAlignment(Qt::AlignHCenter |
                                         Qt::AlignTop); // below the dot, near the curve's floor
    m_currentLabel->setPadding(QMargins(4, 10, 4, 0));
    QFont bold = m_currentLabel->font();
    bold.setBold(true);
    m_currentLabel->setFont(bold);
    m_currentLabel->setProperty(LabelLayout::kLabelPriority, 2);

    m_blockedLabel = new TextItem(m_plot);
    m_blockedLabel->setObjectName(QStringLiteral("infeasibleLabel"));
    m_blockedLabel->position->setType(QCPItemPosition::ptAbsolute); // placed after layout
    m_blockedLabel->setPositionAlignment(Qt::AlignLeft | Qt::AlignTop);
    m_blockedLabel->setTextAlignment(Qt::AlignLeft);
    m_blockedLabel->setColor(style::colour::infeasible().darker(150));
    m_blockedLabel->setPadding(QMargins(6, 3, 6, 3));
    m_blockedLabel->setClipToAxisRect(false);
    m_blockedLabel->setVisible(false);
    connect(m_plot, &QCustomPlot::afterLayout, this, &GpuCountChart::placeBlockedLabel);

    finishConstruction();
}

QString GpuCountChart::title() const
{
    return tr("Accelerator count: time against cost");
}

void GpuCountChart::retranslate()
{
    applyTitles(Terms::mainRunDaysLogAxis(), totalCostLabel());
    m_curve->setName(tr("Other accelerator counts"));
    m_current->setName(Terms::thisPlan());
    m_cheapest->setName(Terms::cheapestCount());
    m_currentLabel->setText(tr("%1 GPUs (this plan)").arg(formatWhole(m_currentGpus)));
    updateBlockedText();
}

void GpuCountChart::updateBlockedText()
{
    QStringList lines;
    // Short lines: the label must fit a chart a third of the window wide.
    if (m_currentReason != tco::Condition::Count)
        lines << tr("This plan: no valid plan,") << InfeasibleRegions::reasonText(m_currentReason);
    if (m_lastNotFittingGpus > 0)
        lines << tr("Up to %1 GPUs the model does not fit").arg(formatWhole(m_lastNotFittingGpus));
    if (m_firstBlockedGpus > 0)
        lines << tr("From %1 GPUs on the run cannot finish").arg(formatWhole(m_firstBlockedGpus));
    m_blockedLabel->setText(lines.join(QLatin1Char('\n')));
    m_blockedLabel->setVisible(!lines.isEmpty());
}

void GpuCountChart::placeBlockedLabel()
{
    if (!m_blockedLabel->visible())
        return;
    // In the first corner where it hides no point of the curve.
    InfeasibleRegions::placeFree(m_blockedLabel, m_plot->xAxis->axisRect(),
                                 {{0, 0}, {1, 0}, {0, 1}, {1, 1}, {0.5, 0}, {0.5, 1}});
}

void GpuCountChart::refresh(const ChartInputs &in)
{
    if (!in.scenario || !in.result || !in.catalog)
        return;
    m_currentGpus = in.scenario->value(InputId::ClusterGpuCount);
    m_currentResult = *in.result;
    sweepInto(m_sweep, *in.scenario, *in.catalog, charts::gpuCountSweep(m_currentGpus));

    // Points without a valid plan are left out: their numbers are floors,
    // not plans. t keeps the sweep index for the hover.
    QVector<QCPCurveData> &points = takeBuffer(m_curve, m_curveData, 0);
    m_firstBlockedGpus = 0;
    m_lastNotFittingGpus = 0;
    for (std::size_t i = 0; i < m_sweep.size(); ++i) {
        const tco::SweepPoint &p = m_sweep[i];
        if (i > 0 && p.x == m_sweep[i - 1].x)
            continue; // rounding to whole GPUs repeats small counts
        if (!p.result.feasible()) {
            // Too few accelerators to hold the model at the low end, too
            // many failures at the high end.
            if (p.result.has(tco::Condition::ModelDoesNotFit))
                m_lastNotFittingGpus = p.x;
            else if (p.result.has(tco::Condition::RunCannotFinish) && m_firstBlockedGpus == 0)
                m_firstBlockedGpus = p.x;
            continue;
        }
        points.append(QCPCurveData(static_cast<double>(i), p.result.wallClockDays, p.result.totalUsd));
    }
    publishBuffer(m_curve, points);

    // A plan without a valid plan has no totals to mark.
    m_currentReason = infeasibleReason(m_currentResult);
    const bool planValid = m_currentReason == tco::Condition::Count;
    QVector<QCPGraphData> &current = takeBuffer(m_current, m_currentData, planValid ? 1 : 0);
    if (planValid)
        current[0] = {m_currentResult.wallClockDays, m_currentResult.totalUsd};
    publishBuffer(m_current, current);
    // The cheapest count is the model's, as What Fits and `llm-tco solve` find it.
    const std::optional<double> cheapestGpus = tco::cheapestAcceleratorCount(*in.scenario, *in.catalog);
    m_cheapestGpus = cheapestGpus.value_or(0);
    if (cheapestGpus) {
        tco::Scenario at = *in.scenario;
        at.set(InputId::ClusterGpuCount, *cheapestGpus);
        m_cheapestResult = tco::evaluate(at, *in.catalog);
    }
    QVector<QCPGraphData> &best = takeBuffer(m_cheapest, m_cheapestData, m_cheapestGpus > 0 ? 1 : 0);
    if (m_cheapestGpus > 0)
        best[0] = {m_cheapestResult.wallClockDays, m_cheapestResult.totalUsd};
    publishBuffer(m_cheapest, best);

    // Label the doublings around the current count at their nearest sweep point.
    static constexpr std::array<double, 6> factors{1.0 / 8, 1.0 / 4, 1.0 / 2, 2, 4, 8};
    for (std::size_t k = 0; k < factors.size(); ++k) {
        QCPItemText *label = m_countLabels[k];
        const double wanted = m_currentGpus * factors[k];
        const tco::SweepPoint *hit = nullptr;
        for (const tco::SweepPoint &p : m_sweep) {
            if (std::abs(std::log(p.x / wanted)) < 0.05 && p.result.feasible())
                hit = &p;
        }
        label->setVisible(hit != nullptr);
        if (hit) {
            // Fewer GPUs sit right of the plan on a rising curve: label
            // above-left; more GPUs sit left on a falling one: above-right.
            label->setPositionAlignment(Qt::AlignBottom | (factors[k] < 1 ? Qt::AlignRight : Qt::AlignLeft));
            label->position->setCoords(hit->result.wallClockDays, hit->result.totalUsd);
            label->setText(Terms::gpusAt().arg(formatWhole(hit->x)));
        }
    }
    // The cheapest count carries its number; when it is the plan's own
    // count, the plan's label says so instead.
    const bool cheapestApart = m_cheapestGpus > 0 && m_cheapestGpus != m_currentGpus;
    m_cheapestLabel->setVisible(cheapestApart);
    if (cheapestApart) {
        m_cheapestLabel->position->setCoords(m_cheapestResult.wallClockDays, m_cheapestResult.totalUsd);
        m_cheapestLabel->setText(tr("Cheapest: %1 GPUs").arg(formatWhole(m_cheapestGpus)));
    }
    m_currentLabel->setVisible(planValid);
    // No valid count at all: no scale to read, only the label.
    const bool anyPoint = !points.isEmpty();
    m_plot->xAxis->setTickLabels(anyPoint);
    m_plot->yAxis->setTickLabels(anyPoint);
    m_currentLabel->position->setCoords(m_currentResult.wallClockDays, m_currentResult.totalUsd);
    m_currentLabel->setText(tr("%1 GPUs (this plan)").arg(formatWhole(m_currentGpus)));
    updateBlockedText();

    fitAxes(in.interacting);
    queueReplot();
}

QString GpuCountChart::pointText(QCPAbstractPlottable *plottable, int index) const
{
    const tco::Result *r = nullptr;
    double count = 0;
    if (plottable == m_current && m_currentReason == tco::Condition::Count) {
        r = &m_currentResult;
        count = m_currentGpus;
    } else if (plottable == m_cheapest && m_cheapestGpus > 0) {
        r = &m_cheapestResult;
        count = m_cheapestGpus;
    } else if (plottable == m_curve && index >= 0 && index < m_curve->data()->size()) {
        const auto t = static_cast<std::size_t>(m_curve->data()->at(index)->t);
        if (t < m_sweep.size()) {
            r = &m_sweep[t].result;
            count = m_sweep[t].x;
        }
    }
    if (!r)
        return {};
    return tr("<b>%1 GPUs</b> (%2)<br>Total cost: %3<br>Wall-clock: %4<br>Expected failures: %5<br>"
              "Effective MFU: %6")
        .arg(formatWhole(count), plottable->name().toHtmlEscaped(), formatUsd(r->totalUsd),
             formatDays(r->wallClockDays), formatCount(r->expectedFailures), formatPercent(r->effectiveMfu));
}

} // namespace planner

#include "moc_gpucountchart.cpp"
