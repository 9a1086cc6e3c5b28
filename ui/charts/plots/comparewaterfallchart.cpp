// SPDX-License-Identifier: GPL-3.0-or-later
#include "charts/plots/comparewaterfallchart.h"

#include "charts/core/chartlabels.h"
#include "charts/core/chartstyle.h"
#include "charts/core/sweepseries.h"
#include "texts/numberformat.h"

#include <qcustomplot.h>

#include <algorithm>
#include <cmath>

namespace planner {

CompareWaterfallChart::CompareWaterfallChart(QWidget *parent) : ChartView(parent)
{
    setObjectName(QStringLiteral("compareWaterfallChart"));
    // Categories down the left, money along the bottom: long (and Chinese)
    // category names stay horizontal and readable.
    QCPAxis *keys = m_plot->yAxis;
    QCPAxis *money = m_plot->xAxis;
    keys->setRangeReversed(true);
    m_ticker.reset(new QCPAxisTickerText);
    keys->setTicker(m_ticker);
    keys->setSubTicks(false);
    keys->grid()->setVisible(false);
    setMoneyAxis(money);
    setAxisFit(keys, {false, 0, true, 0});
    setAxisFit(money, {false, 0, true, 0});

    const auto makeBars = [this, keys, money](const QString &name) {
        auto *bars = new QCPBars(keys, money);
        bars->setObjectName(name);
        bars->setWidth(0.62);
        bars->setWidthType(QCPBars::wtPlotCoords);
        return bars;
    };
    m_startTotal = makeBars(QStringLiteral("startTotal"));
    m_startTotal->setPen(Qt::NoPen);
    m_startTotal->removeFromLegend();
    m_endTotal = makeBars(QStringLiteral("endTotal"));
    m_endTotal->setPen(Qt::NoPen);
    m_endTotal->removeFromLegend();
    m_base = makeBars(QStringLiteral("base"));
    m_base->setPen(Qt::NoPen);
    m_base->setBrush(Qt::NoBrush);
    m_base->setProperty("hover", false);
    m_base->removeFromLegend();
    m_up = makeBars(QStringLiteral("increases"));
    m_up->setPen(QPen(style::colour::warning().darker(120), 1));
    m_up->setBrush(style::colour::warning());
    m_up->moveAbove(m_base);
    m_down = makeBars(QStringLiteral("decreases"));
    m_down->setPen(QPen(style::colour::lower().darker(130), 1));
    m_down->setBrush(style::colour::lower());
    m_down->moveAbove(m_up);

    for (QCPItemText *&label : m_labels) {
        label = new QCPItemText(m_plot);
        label->setClipToAxisRect(false);
        label->position->setAxes(money, keys);
        label->setPositionAlignment(Qt::AlignLeft | Qt::AlignVCenter);
        label->setPadding(QMargins(6, 0, 2, 0));
        label->setSelectable(false);
        label->setVisible(false);
    }

    style::applyBaseStyle(m_plot, palette());
    retranslate();
}

QString CompareWaterfallChart::title() const
{
    return tr("What moved the total, by cost category");
}

void CompareWaterfallChart::retranslate()
{
    applyTitle();
    m_up->setName(tr("Costs more"));
    m_down->setName(tr("Saves"));
    m_startTotal->setName(tr("Total"));
    m_endTotal->setName(tr("Total"));
    rebuild();
}

void CompareWaterfallChart::refresh(const ChartInputs &)
{
    // Driven by setComparison(): a waterfall needs two scenarios.
}

void CompareWaterfallChart::setComparison(const QString &startName, const QColor &startColour,
                                          double startUsd,
                                          const std::vector<tco::ComparisonTable::Step> &steps,
                                          const QString &endName, const QColor &endColour, double endUsd)
{
    m_startName = startName;
    m_endName = endName;
    m_startColour = startColour;
    m_endColour = endColour;
    m_startUsd = startUsd;
    m_endUsd = endUsd;
    m_steps = steps;
    rebuild();
}

void CompareWaterfallChart::rebuild()
{
    const auto n = static_cast<int>(m_steps.size());
    const int endKey = n + 1;

    // The two totals in their scenarios' colours.
    QVector<QCPBarsData> &start = takeBuffer(m_startTotal, m_startData, 1);
    start[0] = {0.0, m_startUsd};
    publishBuffer(m_startTotal, start);
    QVector<QCPBarsData> &end = takeBuffer(m_endTotal, m_endData, 1);
    end[0] = {static_cast<double>(endKey), m_endUsd};
    publishBuffer(m_endTotal, end);
    m_startTotal->setBrush(m_startColour.isValid() ? m_startColour : style::colour::cost());
    m_endTotal->setBrush(m_endColour.isValid() ? m_endColour : style::colour::time());

    QVector<QCPBarsData> &base = takeBuffer(m_base, m_baseData, n);
    QVector<QCPBarsData> &up = takeBuffer(m_up, m_upData, 0);
    QVector<QCPBarsData> &down = takeBuffer(m_down, m_downData, 0);
    for (int i = 0; i < n; ++i) {
        const tco::ComparisonTable::Step &s = m_steps[static_cast<std::size_t>(i)];
        const double key = i + 1;
        base[i] = {key, std::min(s.fromUsd, s.toUsd)};
        if (s.deltaUsd > 0)
            up.append({key, s.deltaUsd});
        else
            down.append({key, -s.deltaUsd});
    }
    publishBuffer(m_base, base);
    publishBuffer(m_up, up);
    publishBuffer(m_down, down);

    m_ticker->clear();
    m_ticker->addTick(0, m_startName);
    for (int i = 0; i < n; ++i)
        m_ticker->addTick(i + 1, categoryLabel(m_steps[static_cast<std::size_t>(i)].category));
    m_ticker->addTick(endKey, m_endName);

    // Labels: the totals' figures and each step's signed change, right of its bar.
    double lo = std::min(m_startUsd, m_endUsd);
    double hi = std::max(m_startUsd, m_endUsd);
    for (std::size_t k = 0; k < m_labels.size(); ++k)
        m_labels[k]->setVisible(false);
    const auto place = [this](int slot, double key, double x, const QString &text, const QColor &colour,
                              bool bold) {
        QCPItemText *label = m_labels[static_cast<std::size_t>(slot)];
        label->position->setCoords(x, key);
        label->setText(text);
        label->setColor(colour);
        QFont font = m_plot->font();
        font.setBold(bold);
        label->setFont(font);
        label->setVisible(true);
    };
    const QColor ink = palette().color(QPalette::Text);
    place(0, 0, m_startUsd, formatUsd(m_startUsd), ink, true);
    for (int i = 0; i < n; ++i) {
        const tco::ComparisonTable::Step &s = m_steps[static_cast<std::size_t>(i)];
        lo = std::min({lo, s.fromUsd, s.toUsd});
        hi = std::max({hi, s.fromUsd, s.toUsd});
        place(i + 1, i + 1, std::max(s.fromUsd, s.toUsd), formatSignedUsd(s.deltaUsd),
              (s.deltaUsd > 0 ? style::colour::warning() : style::colour::lower()).darker(125), false);
    }
    const double delta = m_endUsd - m_startUsd;
    place(endKey, endKey, m_endUsd,
          m_startUsd != 0 ? tr("%1 (%2 %3)")
                                .arg(formatUsd(m_endUsd), formatSignedUsd(delta),
                                     delta >= 0 ? QStringLiteral("▲") : QStringLiteral("▼"))
                          : formatUsd(m_endUsd),
          ink, true);

    // Start the money axis at zero unless the changes would be slivers
    // next to the totals; then zoom in (the tick labels show where it starts).
    double lower = 0;
    const double span = hi - lo;
    if (hi > 0 && span > 0 && span < 0.35 * hi) {
        // A round figure below the lowest running total, about a span lower.
        const double step = std::pow(10.0, std::floor(std::log10(span)));
        lower = std::max(0.0, std::floor((lo - span * 0.5) / step) * step);
    }
    const double upper = hi + (hi - lower) * 0.3; // room for the end label
    m_plot->xAxis->setRange(lower, upper > lower ? upper : lower + 1);
    // A zoomed axis must say so, or small changes look large.
    m_plot->xAxis->setLabel(lower > 0
                                ? tr("Total cost of ownership (%1) — the axis starts at %2, not at zero")
                                      .arg(currencyCode(), formatUsd(lower))
                                : tr("Total cost of ownership (%1)").arg(currencyCode()));
    m_plot->yAxis->setRange(-0.6, endKey + 0.6);
    queueReplot();
}

QString CompareWaterfallChart::pointText(QCPAbstractPlottable *plottable, int index) const
{
    if (plottable == m_startTotal || plottable == m_endTotal) {
        const bool start = plottable == m_startTotal;
        return tr("<b>%1</b><br>Total: %2")
            .arg((start ? m_startName : m_endName).toHtmlEscaped(), formatUsd(start ? m_startUsd : m_endUsd));
    }
    const QVector<QCPBarsData> &bars = plottable == m_up ? m_upData : m_downData;
    if ((plottable != m_up && plottable != m_down) || index < 0 || index >= bars.size())
        return {};
    const int step = static_cast<int>(std::lround(bars[index].key)) - 1;
    if (step < 0 || step >= stepCount())
        return {};
    const tco::ComparisonTable::Step &s = m_steps[static_cast<std::size_t>(step)];
    return tr("<b>%1</b><br>Change: %2<br>Running total: %3 → %4")
        .arg(categoryLabel(s.category).toHtmlEscaped(), formatSignedUsd(s.deltaUsd), formatUsd(s.fromUsd),
             formatUsd(s.toUsd));
}

} // namespace planner
