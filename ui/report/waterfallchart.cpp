// SPDX-License-Identifier: GPL-3.0-or-later
#include "report/waterfallchart.h"

#include "charts/core/chartstyle.h"
#include "report/reporttexts.h"
#include "texts/numberformat.h"

#include <qcustomplot.h>

#include <algorithm>
#include <cmath>

namespace planner {

WaterfallChart::WaterfallChart(QWidget *parent) : ChartView(parent), m_ticker(new QCPAxisTickerText)
{
    setObjectName(QStringLiteral("waterfallChart"));
    QCPAxis *x = m_plot->xAxis;
    QCPAxis *cost = m_plot->yAxis;
    x->setTicker(m_ticker);
    x->setSubTicks(false);
    x->setTickLength(0, 3);
    x->setTickLabelRotation(-35);
    setMoneyAxis(cost);
    setAxisFit(x, {false, 0.0, true, 0});
    // setSteps() sets the cost range itself: bars start at zero, which
    // would flatten changes that are small next to the totals.
    setAxisFit(cost, {false, 0.0, true, 0});

    m_totals = new QCPBars(x, cost);
    m_totals->setObjectName(QStringLiteral("totals"));
    m_totals->setWidth(0.62);
    m_totals->setPen(QPen(style::colour::cost().darker(125), 1));
    m_totals->setBrush(style::colour::cost());

    m_changes = new QCPFinancial(x, cost);
    m_changes->setObjectName(QStringLiteral("changes"));
    m_changes->setChartStyle(QCPFinancial::csCandlestick);
    m_changes->setWidth(0.62);
    m_changes->setTwoColored(true);
    m_changes->setBrushPositive(style::colour::higher());
    m_changes->setPenPositive(QPen(style::colour::higher().darker(130), 1));
    m_changes->setBrushNegative(style::colour::lower());
    m_changes->setPenNegative(QPen(style::colour::lower().darker(130), 1));

    style::applyBaseStyle(m_plot, palette());
    x->grid()->setVisible(false);
    retranslate();
}

QString WaterfallChart::title() const
{
    return m_titleText.isEmpty() ? tr("From one total to the other") : m_titleText;
}

void WaterfallChart::setTitle(const QString &title)
{
    m_titleText = title;
    applyTitle();
}

void WaterfallChart::retranslate()
{
    applyTitle();
    m_plot->yAxis->setLabel(tr("Total cost (%1)").arg(currencyCode()));
    m_totals->setName(tr("Total"));
    m_changes->setName(tr("Change (orange: more cost, green: saving)"));
}

void WaterfallChart::refresh(const ChartInputs &)
{
    // Data comes through setSteps().
}

void WaterfallChart::setSteps(const QString &startLabel, double startUsd, const std::vector<Step> &steps,
                              const QString &endLabel, double endUsd)
{
    m_startLabel = startLabel;
    m_endLabel = endLabel;
    m_startUsd = startUsd;
    m_endUsd = endUsd;
    m_steps.clear();
    for (const Step &s : steps)
        if (s.deltaUsd != 0)
            m_steps.push_back(s);

    for (QCPItemText *label : m_labels)
        m_plot->removeItem(label);
    m_labels.clear();

    const auto n = static_cast<double>(m_steps.size());
    m_ticker->clear();
    m_ticker->addTick(1, startLabel);
    QVector<double> totalKeys{1, n + 2}, totalValues{startUsd, endUsd};
    m_totals->setData(totalKeys, totalValues, true);
    m_ticker->addTick(n + 2, endLabel);

    QVector<QCPFinancialData> changes;
    double running = startUsd;
    const auto addLabel = [&](double key, double top, const QString &text, const QColor &colour) {
        auto *label = new QCPItemText(m_plot);
        label->setClipToAxisRect(false);
        label->position->setType(QCPItemPosition::ptPlotCoords);
        label->position->setCoords(key, top);
        label->setPositionAlignment(Qt::AlignHCenter | Qt::AlignBottom);
        label->setPadding(QMargins(0, 0, 0, 3));
        label->setText(text);
        label->setColor(colour);
        QFont f = m_plot->font();
        f.setPointSizeF(f.pointSizeF() * 0.9);
        label->setFont(f);
        m_labels.push_back(label);
    };
    const QLocale locale;
    addLabel(1, startUsd, formatUsd(startUsd, locale), palette().color(QPalette::Text));
    for (std::size_t i = 0; i < m_steps.size(); ++i) {
        const double key = static_cast<double>(i) + 2;
        const double next = running + m_steps[i].deltaUsd;
        changes.append(
            QCPFinancialData(key, running, std::max(running, next), std::min(running, next), next));
        m_ticker->addTick(key, m_steps[i].label);
        addLabel(key, std::max(running, next), formatSignedUsd(m_steps[i].deltaUsd, locale),
                 m_steps[i].deltaUsd > 0 ? style::colour::higher().darker(140)
                                         : style::colour::lower().darker(140));
        running = next;
    }
    m_changes->data()->set(changes, true);
    addLabel(n + 2, endUsd, formatUsd(endUsd, locale), palette().color(QPalette::Text));

    // Zero is left out when the totals are far from it: the changes are
    // small next to the totals, and the labels carry every figure.
    double lo = std::min(startUsd, endUsd), hi = std::max(startUsd, endUsd);
    for (const QCPFinancialData &d : std::as_const(changes)) {
        lo = std::min(lo, d.low);
        hi = std::max(hi, d.high);
    }
    const double span = std::max(hi - lo, 0.02 * std::max(std::abs(hi), 1.0));
    double lower = lo - 0.6 * span;
    if (lower < 0.35 * hi || lower < 0)
        lower = std::min(0.0, lo);
    m_plot->yAxis->setRange(lower, hi + 0.3 * (hi - lower));
    m_plot->xAxis->setRange(0.4, n + 2.6);
    queueReplot();
}

QString WaterfallChart::pointText(QCPAbstractPlottable *plottable, int index) const
{
    if (plottable == m_totals)
        return QStringLiteral("<b>%1</b><br>%2")
            .arg((index == 0 ? m_startLabel : m_endLabel).toHtmlEscaped(),
                 formatUsd(index == 0 ? m_startUsd : m_endUsd));
    if (index < 0 || static_cast<std::size_t>(index) >= m_steps.size())
        return {};
    const Step &s = m_steps[static_cast<std::size_t>(index)];
    return QStringLiteral("<b>%1</b><br>%2")
        .arg(s.label.toHtmlEscaped(), formatSignedUsd(s.deltaUsd, QLocale()));
}

} // namespace planner
