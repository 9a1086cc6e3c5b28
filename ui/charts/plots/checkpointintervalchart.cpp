// SPDX-License-Identifier: GPL-3.0-or-later
#include "charts/plots/checkpointintervalchart.h"

#include "charts/chartcatalog.h"

#include "charts/core/chartstyle.h"
#include "charts/core/infeasibleregion.h"
#include "charts/core/sweepseries.h"
#include "charts/core/valuemarker.h"
#include "plan/evaluate.h"
#include "texts/inputtexts.h"
#include "texts/numberformat.h"
#include "texts/terms.h"

#include <qcustomplot.h>

#include <algorithm>
#include <cmath>

namespace planner {

using tco::InputId;

CheckpointIntervalChart::CheckpointIntervalChart(QWidget *parent) : ChartView(parent)
{
    setObjectName(QStringLiteral("checkpointIntervalChart"));
    QCPAxis *x = m_plot->xAxis;
    QCPAxis *cost = m_plot->yAxis;
    QCPAxis *days = m_plot->yAxis2;
    days->setVisible(true);
    setIntervalAxis(x);
    setMoneyAxis(cost);
    setDaysAxis(days);
    setAxisFit(cost, {false, 0.06, false, 2.0}); // the U, not the spike where the run stops finishing
    setAxisFit(days, {false, 0.06, false, 2.0});
    setAxisFit(x, {false, 0.0, false, 0});

    m_infeasible = addInfeasibleRegions(x, cost);

    m_costAllWarm = m_plot->addGraph(x, cost);
    m_costAllWarm->setObjectName(QStringLiteral("costAllWarm"));
    m_costAllWarm->setPen(style::linePen(style::colour::alternativeA(), 1.3, Qt::DashLine));
    m_costAllHot = m_plot->addGraph(x, cost);
    m_costAllHot->setObjectName(QStringLiteral("costAllHot"));
    m_costAllHot->setPen(style::linePen(style::colour::alternativeB(), 1.3, Qt::DashLine));
    const CostDaysGraphs pair = addCostDaysGraphs(x, cost, days);
    m_cost = pair.cost;
    m_days = pair.days;

    m_variantOptima = m_plot->addGraph(x, cost);
    m_variantOptima->setObjectName(QStringLiteral("variantOptima"));
    m_variantOptima->setLineStyle(QCPGraph::lsNone);
    m_variantOptima->setScatterStyle(QCPScatterStyle(
        QCPScatterStyle::ssDiamond, QPen(style::colour::neutral(), 1.4), QBrush(Qt::white), 8));
    m_variantOptima->setProperty("fit", false);

    m_optimum =
        addMarker(x, cost, style::colour::optimum(), Qt::DashLine, 0, QStringLiteral("optimumMarker"));
    m_current =
        addMarker(x, cost, style::colour::current(), Qt::SolidLine, 1, QStringLiteral("currentMarker"));

    finishConstruction();
}

QString CheckpointIntervalChart::title() const
{
    return InputTexts::label(tco::InputId::CheckpointIntervalHours);
}

void CheckpointIntervalChart::retranslate()
{
    applyTitle();
    m_plot->xAxis->setLabel(Terms::checkpointIntervalLogAxis());
    nameCostDaysGraphs({m_cost, m_days});
    m_costAllWarm->setName(tr("Cost with all storage warm"));
    m_costAllHot->setName(tr("Cost with all storage hot"));
    m_variantOptima->setName(tr("Optimum of each storage mix"));
    m_infeasible->retranslate();
    m_optimum->setText(tr("Optimum %1").arg(formatHours(m_optimumHours)));
    m_current->setText(Terms::currentAt().arg(formatHours(m_currentHours)));
}

void CheckpointIntervalChart::refresh(const ChartInputs &in)
{
    if (!in.scenario || !in.result || !in.catalog)
        return;
    const tco::Scenario &s = *in.scenario;
    m_currentHours = s.value(InputId::CheckpointIntervalHours);
    // The lowest total on the model's own curve, as "Use optimal" sets it:
    // Young/Daly where that is the minimum (tco::bestCheckpointIntervalHours).
    m_optimumHours = std::isnan(in.bestIntervalHours) ? tco::bestCheckpointIntervalHours(s, *in.catalog)
                                                      : in.bestIntervalHours;

    // The sweep always covers the current value and the optimum.
    const SweepRange range = charts::checkpointIntervalSweep(m_currentHours, m_optimumHours);
    sweepInto(m_sweep, s, *in.catalog, range);

    m_work = s;
    m_work.set(InputId::StorageHotFraction, 0.0);
    sweepInto(m_sweepWarm, m_work, *in.catalog, range);
    const double warmBest = tco::bestCheckpointIntervalHours(m_work, *in.catalog);
    m_work.set(InputId::StorageHotFraction, 1.0);
    sweepInto(m_sweepHot, m_work, *in.catalog, range);
    const double hotBest = tco::bestCheckpointIntervalHours(m_work, *in.catalog);

    const auto total = [](const tco::Result &x) { return x.totalUsd; };
    fillFromSweep(m_cost, m_costData, m_sweep, total);
    fillFromSweep(m_days, m_daysData, m_sweep, [](const tco::Result &x) { return x.wallClockDays; });
    fillFromSweep(m_costAllWarm, m_warmData, m_sweepWarm, total);
    fillFromSweep(m_costAllHot, m_hotData, m_sweepHot, total);

    // Each storage mix's own optimum, at its cost there.
    QVector<QCPGraphData> &optima = takeBuffer(m_variantOptima, m_optimaData, 2);
    m_work.set(InputId::StorageHotFraction, 0.0);
    m_work.set(InputId::CheckpointIntervalHours, warmBest);
    const tco::Result warmAtOptimum = tco::evaluate(m_work, *in.catalog);
    m_work.set(InputId::StorageHotFraction, 1.0);
    m_work.set(InputId::CheckpointIntervalHours, hotBest);
    const tco::Result hotAtOptimum = tco::evaluate(m_work, *in.catalog);
    optima[0] = {warmBest, warmAtOptimum.totalUsd};
    optima[1] = {hotBest, hotAtOptimum.totalUsd};
    if (optima[1].key < optima[0].key)
        std::swap(optima[0], optima[1]);
    publishBuffer(m_variantOptima, optima);

    m_infeasible->setSpans(infeasibleSpans(m_sweep, true));
    const bool valid = anyFeasible(m_sweep);
    m_plot->yAxis->setTickLabels(valid);
    m_plot->yAxis2->setTickLabels(valid);

    // An optimum at which the plan still cannot run is no optimum.
    m_work = s;
    m_work.set(InputId::CheckpointIntervalHours, m_optimumHours);
    m_optimum->setVisible(tco::evaluate(m_work, *in.catalog).feasible());
    m_optimum->setX(m_optimumHours);
    m_current->setX(m_currentHours);
    m_optimum->setText(tr("Optimum %1").arg(formatHours(m_optimumHours)));
    m_current->setText(Terms::currentAt().arg(formatHours(m_currentHours)));

    fitAxes(in.interacting);
    if (!in.interacting)
        m_plot->xAxis->setRange(range.from, range.to);
    queueReplot();
}

QString CheckpointIntervalChart::pointText(QCPAbstractPlottable *plottable, int index) const
{
    if (plottable == m_variantOptima) {
        const double hours = m_optimaData.value(index).key;
        return tr("<b>Optimum of a storage mix</b><br>Interval: %1<br>Total cost: %2")
            .arg(formatHours(hours), formatUsd(m_optimaData.value(index).value));
    }
    const std::vector<tco::SweepPoint> *sweep = plottable == m_costAllWarm  ? &m_sweepWarm
                                                : plottable == m_costAllHot ? &m_sweepHot
                                                                            : &m_sweep;
    if (index < 0 || static_cast<std::size_t>(index) >= sweep->size())
        return {};
    const tco::SweepPoint &p = (*sweep)[static_cast<std::size_t>(index)];
    if (!p.result.feasible())
        return InfeasibleRegions::pointText(tr("<b>Interval %1</b>").arg(formatHours(p.x)), p.result);
    return tr("<b>%1</b><br>Interval: %2<br>Total cost: %3<br>Wall-clock: %4<br>Expected failures: %5")
        .arg(plottable->name().toHtmlEscaped(), formatHours(p.x), formatUsd(p.result.totalUsd),
             formatDays(p.result.wallClockDays), formatCount(p.result.expectedFailures));
}

} // namespace planner

#include "moc_checkpointintervalchart.cpp"
