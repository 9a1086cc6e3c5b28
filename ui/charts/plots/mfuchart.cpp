// SPDX-License-Identifier: GPL-3.0-or-later
#include "charts/plots/mfuchart.h"

#include "charts/core/chartstyle.h"
#include "charts/core/infeasibleregion.h"
#include "charts/core/sweepseries.h"
#include "charts/core/valuemarker.h"
#include "texts/numberformat.h"
#include "texts/terms.h"

#include <qcustomplot.h>

#include <algorithm>
#include <cmath>

namespace planner {

using tco::InputId;

MfuChart::MfuChart(QWidget *parent) : ChartView(parent)
{
    setObjectName(QStringLiteral("mfuChart"));
    QCPAxis *x = m_plot->xAxis;
    QCPAxis *cost = m_plot->yAxis;
    QCPAxis *days = m_plot->yAxis2;
    days->setVisible(true);
    setShareAxis(x);
    setMoneyAxis(cost);
    setDaysAxis(days);
    setAxisFit(x, {false, 0.0, false, 0});
    setAxisFit(cost, {true, 0.05, false, 0});
    setAxisFit(days, {true, 0.05, false, 0});

    m_infeasible = addInfeasibleRegions(x, cost);
    const CostDaysGraphs pair = addCostDaysGraphs(x, cost, days);
    m_cost = pair.cost;
    m_days = pair.days;

    m_current =
        addMarker(x, cost, style::colour::current(), Qt::SolidLine, 0, QStringLiteral("currentMarker"));
    m_termBend =
        addMarker(x, cost, style::colour::neutral(), Qt::DashLine, 1, QStringLiteral("reservedTermMarker"));
    m_termBend->setVisible(false);

    finishConstruction();
}

QString MfuChart::title() const
{
    return Terms::mfuTitle();
}

void MfuChart::retranslate()
{
    applyTitle();
    m_plot->xAxis->setLabel(tr("MFU: share of peak FLOP/s the training achieves"));
    nameCostDaysGraphs({m_cost, m_days});
    m_infeasible->retranslate();
    m_current->setText(Terms::currentAt().arg(formatPercent(m_currentMfu)));
    m_termBend->setText(termBendText());
}

QString MfuChart::termBendText() const
{
    // Three short lines: the chart is a third of the window wide.
    return tr("Run shorter than\nthe %1-month reserved\nterm: idle paid →").arg(formatCount(m_termMonths));
}

double MfuChart::termBendMfu() const
{
    // The sweep runs up in MFU, so the runs get shorter; the first point
    // that leaves reserved hours unused is past the bend. The allocation
    // scales about as 1 / MFU, so the bend sits at x · (1 − unused share).
    for (std::size_t i = 1; i < m_sweep.size(); ++i) {
        const tco::Result &before = m_sweep[i - 1].result, &after = m_sweep[i].result;
        if (before.feasible() && after.feasible() && before.reservedIdleShare <= 0 &&
            after.reservedIdleShare > 0)
            return std::clamp(m_sweep[i].x * (1 - after.reservedIdleShare), m_sweep[i - 1].x, m_sweep[i].x);
    }
    return std::nan("");
}

void MfuChart::refresh(const ChartInputs &in)
{
    if (!in.scenario || !in.result || !in.catalog)
        return;
    // The MFU the plan uses: the typical value while compute.mfu is 0.
    m_currentMfu = in.result ? in.result->mfuInput : in.scenario->value(InputId::ComputeMfu);
    const double from = std::min(kFrom, m_currentMfu);
    const double to = std::max(kTo, m_currentMfu);
    tco::sweepInto(m_sweep, *in.scenario, *in.catalog, InputId::ComputeMfu, from, to, kPoints, false);
    fillFromSweep(m_cost, m_costData, m_sweep, [](const tco::Result &r) { return r.totalUsd; });
    fillFromSweep(m_days, m_daysData, m_sweep, [](const tco::Result &r) { return r.wallClockDays; });
    m_infeasible->setSpans(infeasibleSpans(m_sweep, false));
    const bool valid = anyFeasible(m_sweep);
    m_plot->yAxis->setTickLabels(valid);
    m_plot->yAxis2->setTickLabels(valid);
    m_current->setX(m_currentMfu);
    m_current->setText(Terms::currentAt().arg(formatPercent(m_currentMfu)));
    m_termMonths = in.scenario->value(InputId::PricingReservedTermMonths);
    const double bend = termBendMfu();
    m_termBend->setVisible(!std::isnan(bend));
    if (!std::isnan(bend)) {
        m_termBend->setX(bend);
        m_termBend->setText(termBendText());
    }
    fitAxes(in.interacting);
    if (!in.interacting)
        m_plot->xAxis->setRange(from, to);
    queueReplot();
}

QString MfuChart::pointText(QCPAbstractPlottable *plottable, int index) const
{
    if (index < 0 || static_cast<std::size_t>(index) >= m_sweep.size())
        return {};
    const tco::SweepPoint &p = m_sweep[static_cast<std::size_t>(index)];
    if (!p.result.feasible())
        return InfeasibleRegions::pointText(tr("<b>MFU %1</b>").arg(formatPercent(p.x)), p.result);
    return tr("<b>%1</b><br>MFU: %2<br>Total cost: %3<br>Wall-clock: %4<br>Cost per million tokens: %5")
        .arg(plottable->name().toHtmlEscaped(), formatPercent(p.x), formatUsd(p.result.totalUsd),
             formatDays(p.result.wallClockDays), formatUsd(p.result.usdPerMillionTokens));
}

} // namespace planner

#include "moc_mfuchart.cpp"
