// SPDX-License-Identifier: GPL-3.0-or-later
#include "charts/plots/riskhistogramchart.h"

#include "charts/core/chartstyle.h"
#include "charts/core/infeasibleregion.h"
#include "charts/core/sweepseries.h"
#include "charts/core/textitem.h"
#include "charts/core/valuemarker.h"
#include "texts/numberformat.h"
#include "texts/terms.h"

#include <qcustomplot.h>

#include <algorithm>
#include <cmath>

namespace planner {

RiskHistogramChart::RiskHistogramChart(QWidget *parent) : ChartView(parent)
{
    setObjectName(QStringLiteral("riskHistogramChart"));
    QCPAxis *cost = m_plot->xAxis;
    QCPAxis *share = m_plot->yAxis;
    setMoneyAxis(cost);
    setShareAxis(share);
    setAxisFit(cost, {false, 0.04, false, 0});
    setAxisFit(share, {true, 0.30, false, 0}); // room at the top for the percentile labels

    m_bars = new QCPBars(cost, share);
    m_bars->setObjectName(QStringLiteral("histogram"));
    m_bars->setPen(QPen(style::colour::cost().darker(120), 0.8));
    tintBars();

    m_p10 = addMarker(cost, share, style::colour::neutral().darker(130), Qt::DashLine, 0,
                      QStringLiteral("p10Marker"));
    m_p50 = addMarker(cost, share, style::colour::current(), Qt::SolidLine, 1, QStringLiteral("p50Marker"));
    m_p90 = addMarker(cost, share, style::colour::neutral().darker(130), Qt::DashLine, 2,
                      QStringLiteral("p90Marker"));
    for (ValueMarker *m : {m_p10, m_p50, m_p90})
        m->setVisible(false);

    m_infeasibleLabel = new TextItem(m_plot);
    m_infeasibleLabel->setObjectName(QStringLiteral("infeasibleLabel"));
    m_infeasibleLabel->position->setType(QCPItemPosition::ptAbsolute); // placed after layout
    m_infeasibleLabel->setClipToAxisRect(false);
    m_infeasibleLabel->setColor(style::colour::infeasible().darker(150));
    m_infeasibleLabel->setPadding(QMargins(6, 3, 6, 3));
    m_infeasibleLabel->setVisible(false);
    connect(m_plot, &QCustomPlot::afterLayout, this, &RiskHistogramChart::placeLabel);

    finishConstruction();
}

void RiskHistogramChart::tintBars()
{
    m_bars->setBrush(style::tintOver(style::colour::cost(), 120, palette().color(QPalette::Base)));
}

void RiskHistogramChart::changeEvent(QEvent *event)
{
    ChartView::changeEvent(event);
    if (event->type() == QEvent::PaletteChange)
        tintBars(); // on the new paper; the queued replot shows it
}

QString RiskHistogramChart::title() const
{
    return tr("Cost risk (Monte Carlo)");
}

void RiskHistogramChart::retranslate()
{
    applyTitles(tr("Total cost of one simulated run (%1)").arg(currencyCode()),
                tr("Share of simulated runs"));
    updateTexts();
}

void RiskHistogramChart::updateTexts()
{
    m_bars->setName(m_summary.samples > 0 ? tr("%n simulated runs", nullptr, m_summary.samples)
                                          : tr("Simulated runs"));
    m_p10->setText(tr("P10 %1 · %2").arg(formatUsd(m_summary.costP10), formatDays(m_summary.daysP10)));
    m_p50->setText(tr("P50 %1 · %2").arg(formatUsd(m_summary.costP50), formatDays(m_summary.daysP50)));
    m_p90->setText(Terms::p90Pair().arg(formatUsd(m_summary.costP90), formatDays(m_summary.daysP90)));
    const int priced = m_summary.samples - m_summary.infeasibleSamples;
    m_infeasibleLabel->setVisible(m_summary.infeasibleSamples > 0);
    m_infeasibleLabel->setText(priced > 0 ? tr("%1 of simulated runs have no valid plan\n"
                                               "(cannot finish or do not fit): not priced,\n"
                                               "not in the histogram's percentiles")
                                                .arg(formatPercent(m_summary.infeasibleShare()))
                                          : tr("None of the %n simulated runs has a valid plan:\n"
                                               "the plan cannot finish or does not fit",
                                               nullptr, m_summary.samples));
}

void RiskHistogramChart::placeLabel()
{
    if (m_infeasibleLabel->visible())
        InfeasibleRegions::placeFree(m_infeasibleLabel, m_plot->xAxis->axisRect(),
                                     {{1, 0.35}, {0, 0.35}, {1, 0.6}, {0, 0.6}, {1, 1}, {0.5, 0.5}});
}

void RiskHistogramChart::refresh(const ChartInputs &)
{
    // Data comes through setRisk(), computed off the GUI thread.
}

int RiskHistogramChart::binCount() const
{
    return static_cast<int>(m_data.size());
}

void RiskHistogramChart::setRisk(const tco::RiskSummary &risk)
{
    m_summary = risk;
    m_summary.costSamples.clear();
    m_summary.daySamples.clear();
    // Only finite costs are binned: a cost that is not a number has no bin
    // (and would be undefined as an int).
    const std::vector<double> &all = risk.costSamples;
    double lo = 0, hi = 0;
    std::size_t finite = 0;
    for (double v : all) {
        if (!std::isfinite(v))
            continue;
        lo = finite == 0 ? v : std::min(lo, v);
        hi = finite == 0 ? v : std::max(hi, v);
        ++finite;
    }
    const int bins = finite == 0 ? 0 : (hi > lo ? kBins : 1);
    m_binWidth = bins > 1 ? (hi - lo) / bins : std::max(std::abs(lo) * 0.02, 1.0);
    m_counts.fill(0, bins);
    for (double v : all) {
        if (!std::isfinite(v))
            continue;
        const double at = bins > 1 ? std::floor((v - lo) / m_binWidth) : 0.0;
        ++m_counts[static_cast<int>(std::clamp(at, 0.0, double(bins - 1)))];
    }
    QVector<QCPBarsData> &bars = takeBuffer(m_bars, m_data, bins);
    // Shares of every simulated run, priced or not.
    const double n = std::max<double>(1.0, std::max<double>(risk.samples, static_cast<double>(finite)));
    for (int b = 0; b < bins; ++b)
        bars[b] = {lo + (b + 0.5) * m_binWidth, m_counts[b] / n};
    publishBuffer(m_bars, bars);
    m_bars->setWidth(m_binWidth);

    const bool any = bins > 0 && std::isfinite(risk.costP10) && std::isfinite(risk.costP90);
    m_p10->setX(risk.costP10);
    m_p50->setX(risk.costP50);
    m_p90->setX(risk.costP90);
    for (ValueMarker *m : {m_p10, m_p50, m_p90})
        m->setVisible(any);
    updateTexts();
    fitAxes(false);
    if (bins == 0) { // nothing to fit: a plain empty frame, not the last plan's scale
        m_plot->yAxis->setRange(0, 0.1);
        m_plot->xAxis->setTickLabels(false);
    } else {
        m_plot->xAxis->setTickLabels(true);
    }
    queueReplot();
}

QString RiskHistogramChart::pointText(QCPAbstractPlottable *, int index) const
{
    if (index < 0 || index >= m_data.size())
        return {};
    const double centre = m_data.at(index).key;
    return tr("<b>%1 to %2</b><br>%n simulated runs<br>%3 of all runs", nullptr, m_counts.value(index))
        .arg(formatUsd(centre - m_binWidth / 2), formatUsd(centre + m_binWidth / 2),
             formatPercent(m_data.at(index).value));
}

} // namespace planner

#include "moc_riskhistogramchart.cpp"
