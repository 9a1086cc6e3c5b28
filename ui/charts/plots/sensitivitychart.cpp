// SPDX-License-Identifier: GPL-3.0-or-later
#include "charts/plots/sensitivitychart.h"

#include "charts/core/chartstyle.h"
#include "charts/core/infeasibleregion.h"
#include "charts/core/sweepseries.h"
#include "charts/core/valuemarker.h"
#include "texts/numberformat.h"

#include <qcustomplot.h>

#include <algorithm>

namespace planner {

namespace {
QString valueText(double v)
{
    return formatSignificant(v, 4);
}
} // namespace

SensitivityChart::SensitivityChart(QWidget *parent) : ChartView(parent), m_ticker(new QCPAxisTickerText)
{
    setObjectName(QStringLiteral("sensitivityChart"));
    QCPAxis *rows = m_plot->yAxis;
    QCPAxis *cost = m_plot->xAxis;
    rows->setTicker(m_ticker);
    rows->setSubTicks(false);
    rows->setTickLength(0, 3);
    rows->grid()->setVisible(false);
    setMoneyAxis(cost);
    setAxisFit(rows, {false, 0.0, true, 0});
    setAxisFit(cost, {false, 0.08, false, 0});

    const auto makeBars = [&](const QColor &colour, const QString &name) {
        auto *bars = new QCPBars(rows, cost);
        bars->setObjectName(name);
        bars->setWidth(0.62);
        bars->setPen(QPen(colour.darker(125), 1));
        bars->setBrush(colour);
        return bars;
    };
    m_lower = makeBars(style::colour::lower(), QStringLiteral("lower"));
    m_higher = makeBars(style::colour::higher(), QStringLiteral("higher"));
    m_base = addMarker(cost, rows, style::colour::neutral().darker(150), Qt::SolidLine, 0,
                       QStringLiteral("baseMarker"));

    m_infeasibleLabel = InfeasibleRegions::addNoPlanLabel(m_plot, QPointF(0.5, 0.5));

    style::applyBaseStyle(m_plot, palette());
    rows->grid()->setVisible(false);
    retranslate();
}

QString SensitivityChart::title() const
{
    return tr("Sensitivity: which inputs move the total most");
}

void SensitivityChart::retranslate()
{
    applyTitles(tr("Total cost with one input moved (%1)").arg(currencyCode()), QString());
    m_lower->setName(tr("Input lowered"));
    m_higher->setName(tr("Input raised"));
    m_base->setText(tr("Plan %1").arg(formatUsd(m_baseUsd)));
    applyValidity(); // the row labels, or why there are none
}

void SensitivityChart::refresh(const ChartInputs &in)
{
    // Data comes through setSensitivity(), computed off the GUI thread: a
    // move changes only whether the plan can run, and most moves not even
    // that (no replot then: one chart fewer to draw on every move).
    if (!in.result)
        return;
    const bool valid = in.result->feasible();
    const tco::Condition reason = infeasibleReason(*in.result);
    if (valid == m_planValid && reason == m_reason)
        return;
    m_planValid = valid;
    m_reason = reason;
    applyValidity();
    queueReplot();
}

void SensitivityChart::setInputLabeler(std::function<QString(tco::InputId)> labeler)
{
    m_labeler = std::move(labeler);
    updateLabels();
    queueReplot();
}

QString SensitivityChart::inputLabel(tco::InputId id) const
{
    return m_labeler ? m_labeler(id)
                     : QString::fromUtf8(tco::spec(id).key.data(),
                                         static_cast<qsizetype>(tco::spec(id).key.size()));
}

void SensitivityChart::updateLabels()
{
    m_ticker->clear();
    const int n = static_cast<int>(m_rows.size());
    QStringList names;
    for (int i = 0; i < n; ++i) {
        names << inputLabel(m_rows[static_cast<std::size_t>(i)].input);
        m_ticker->addTick(n - i, names.back());
    }
    // Room for the most rows it shows; four lines of title, legend and axis.
    fitMinimumHeightToRows(m_plot->yAxis, names, kMaxRows + 0.5, 4);
}

void SensitivityChart::setSensitivity(const std::vector<tco::SensitivityRow> &rows, double baseTotalUsd)
{
    m_rows.assign(rows.begin(), rows.begin() + std::min<std::ptrdiff_t>(
                                                   kMaxRows, static_cast<std::ptrdiff_t>(rows.size())));
    m_baseUsd = baseTotalUsd;
    const auto n = static_cast<qsizetype>(m_rows.size());
    // Largest swing on top: key n for row 0.
    QVector<QCPBarsData> &lower = takeBuffer(m_lower, m_lowerData, n);
    QVector<QCPBarsData> &higher = takeBuffer(m_higher, m_higherData, n);
    double lo = baseTotalUsd, hi = baseTotalUsd;
    for (qsizetype i = 0; i < n; ++i) {
        const tco::SensitivityRow &row = m_rows[static_cast<std::size_t>(n - 1 - i)];
        // QCPBars draw from the base value by the data value: store deltas.
        lower[i] = {static_cast<double>(i + 1), row.lowTotalUsd - baseTotalUsd};
        higher[i] = {static_cast<double>(i + 1), row.highTotalUsd - baseTotalUsd};
        lo = std::min({lo, row.lowTotalUsd, row.highTotalUsd});
        hi = std::max({hi, row.lowTotalUsd, row.highTotalUsd});
    }
    publishBuffer(m_lower, lower);
    publishBuffer(m_higher, higher);
    m_lower->setBaseValue(baseTotalUsd);
    m_higher->setBaseValue(baseTotalUsd);
    m_base->setX(baseTotalUsd);
    m_base->setText(tr("Plan %1").arg(formatUsd(baseTotalUsd)));
    updateLabels();
    applyValidity();

    const double pad = std::max((hi - lo) * 0.12, std::abs(baseTotalUsd) * 0.01 + 1.0);
    m_plot->xAxis->setRange(lo - pad, hi + pad);
    m_plot->yAxis->setRange(0.4, std::max<double>(static_cast<double>(n), 1.0) + 0.9);
    queueReplot();
}

QString SensitivityChart::pointText(QCPAbstractPlottable *plottable, int index) const
{
    const auto n = static_cast<int>(m_rows.size());
    if (index < 0 || index >= n)
        return {};
    const tco::SensitivityRow &row = m_rows[static_cast<std::size_t>(n - 1 - index)];
    const bool lowered = plottable == m_lower;
    const double value = lowered ? row.lowValue : row.highValue;
    const double total = lowered ? row.lowTotalUsd : row.highTotalUsd;
    return tr("<b>%1</b><br>%2 to %3: total %4 (%5)<br>Swing between both: %6")
        .arg(inputLabel(row.input).toHtmlEscaped(), lowered ? tr("Lowered") : tr("Raised"), valueText(value),
             formatUsd(total), formatSignedUsd(total - m_baseUsd), formatUsd(row.swingUsd));
}

void SensitivityChart::applyValidity()
{
    m_lower->setVisible(m_planValid);
    m_higher->setVisible(m_planValid);
    m_base->setVisible(m_planValid);
    m_plot->xAxis->setTickLabels(m_planValid); // no totals, no scale of totals
    if (m_planValid)
        updateLabels();
    else
        m_ticker->clear();
    m_infeasibleLabel->setVisible(!m_planValid);
    m_infeasibleLabel->setText(
        tr("No valid plan: %1\nno total to move").arg(InfeasibleRegions::reasonText(m_reason).simplified()));
}

} // namespace planner

#include "moc_sensitivitychart.cpp"
