// SPDX-License-Identifier: GPL-3.0-or-later
#include "charts/plots/waterfallchart.h"

#include "charts/core/chartstyle.h"
#include "charts/core/sweepseries.h"
#include "charts/core/textitem.h"
#include "texts/numberformat.h"
#include "texts/terms.h"

#include <qcustomplot.h>

#include <algorithm>
#include <cmath>

namespace planner {

WaterfallChart::WaterfallChart(QWidget *parent) : ChartView(parent)
{
    setObjectName(QStringLiteral("waterfallChart"));
    // Steps down the left, money along the bottom: long (and Chinese)
    // step names stay horizontal and readable.
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

    finishConstruction();
}

QString WaterfallChart::title() const
{
    return m_titleText.isEmpty() ? tr("What moved the total, by cost category") : m_titleText;
}

void WaterfallChart::setAxisName(const QString &name)
{
    m_axisName = name;
}

void WaterfallChart::setTitle(const QString &title)
{
    m_titleText = title;
    applyTitle();
}

void WaterfallChart::retranslate()
{
    applyTitle();
    m_up->setName(tr("Costs more"));
    m_down->setName(tr("Saves"));
    m_startTotal->setName(Terms::total());
    m_endTotal->setName(Terms::total());
    rebuild();
}

void WaterfallChart::refresh(const ChartInputs &)
{
    // Driven by setSteps(): a waterfall needs two totals.
}

void WaterfallChart::setSteps(const Total &start, const std::vector<Step> &steps, const Total &end)
{
    m_start = start;
    m_end = end;
    m_steps.clear();
    m_fromUsd.clear();
    double running = start.usd;
    for (const Step &s : steps) {
        if (s.deltaUsd == 0)
            continue;
        m_steps.push_back(s);
        m_fromUsd.push_back(running);
        running += s.deltaUsd;
    }
    rebuild();
}

QCPItemText *WaterfallChart::label(std::size_t slot)
{
    while (m_labels.size() <= slot) {
        auto *text = new TextItem(m_plot);
        text->setClipToAxisRect(false);
        text->position->setAxes(m_plot->xAxis, m_plot->yAxis);
        text->setPositionAlignment(Qt::AlignLeft | Qt::AlignVCenter);
        text->setPadding(QMargins(6, 0, 2, 0));
        text->setSelectable(false);
        m_labels.push_back(text);
    }
    return m_labels[slot];
}

void WaterfallChart::rebuild()
{
    const auto n = static_cast<int>(m_steps.size());
    const int endKey = n + 1;

    // The two totals in their own colours.
    QVector<QCPBarsData> &start = takeBuffer(m_startTotal, m_startData, 1);
    start[0] = {0.0, m_start.usd};
    publishBuffer(m_startTotal, start);
    QVector<QCPBarsData> &end = takeBuffer(m_endTotal, m_endData, 1);
    end[0] = {static_cast<double>(endKey), m_end.usd};
    publishBuffer(m_endTotal, end);
    m_startTotal->setBrush(m_start.colour.isValid() ? m_start.colour : style::colour::cost());
    m_endTotal->setBrush(m_end.colour.isValid() ? m_end.colour : style::colour::time());

    QVector<QCPBarsData> &base = takeBuffer(m_base, m_baseData, n);
    QVector<QCPBarsData> &up = takeBuffer(m_up, m_upData, 0);
    QVector<QCPBarsData> &down = takeBuffer(m_down, m_downData, 0);
    for (int i = 0; i < n; ++i) {
        const auto k = static_cast<std::size_t>(i);
        const double from = m_fromUsd[k], delta = m_steps[k].deltaUsd;
        const double key = i + 1;
        base[i] = {key, std::min(from, from + delta)};
        if (delta > 0)
            up.append({key, delta});
        else
            down.append({key, -delta});
    }
    publishBuffer(m_base, base);
    publishBuffer(m_up, up);
    publishBuffer(m_down, down);

    m_ticker->clear();
    m_ticker->addTick(0, m_start.name);
    for (int i = 0; i < n; ++i)
        m_ticker->addTick(i + 1, m_steps[static_cast<std::size_t>(i)].label);
    m_ticker->addTick(endKey, m_end.name);

    // Labels: the totals' figures and each step's signed change, right of its bar.
    double lo = std::min(m_start.usd, m_end.usd);
    double hi = std::max(m_start.usd, m_end.usd);
    for (QCPItemText *text : m_labels)
        text->setVisible(false);
    const auto place = [this](int slot, double x, const QString &text, const QColor &colour, bool bold) {
        QCPItemText *item = label(static_cast<std::size_t>(slot));
        item->position->setCoords(x, slot);
        item->setText(text);
        item->setColor(colour);
        QFont font = m_plot->font();
        font.setBold(bold);
        item->setFont(font);
        item->setVisible(true);
    };
    const QColor ink = palette().color(QPalette::Text);
    place(0, m_start.usd, formatUsd(m_start.usd), ink, true);
    for (int i = 0; i < n; ++i) {
        const auto k = static_cast<std::size_t>(i);
        const double from = m_fromUsd[k], to = from + m_steps[k].deltaUsd;
        lo = std::min({lo, from, to});
        hi = std::max({hi, from, to});
        place(i + 1, std::max(from, to), formatSignedUsd(m_steps[k].deltaUsd),
              (m_steps[k].deltaUsd > 0 ? style::colour::warning() : style::colour::lower()).darker(125),
              false);
    }
    const double delta = m_end.usd - m_start.usd;
    place(endKey, m_end.usd,
          m_start.usd != 0 ? tr("%1 (%2 %3)")
                                 .arg(formatUsd(m_end.usd), formatSignedUsd(delta),
                                      delta >= 0 ? QStringLiteral("▲") : QStringLiteral("▼"))
                           : formatUsd(m_end.usd),
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
    m_plot->xAxis->setRange(lower, upperForLabels(lower, hi));
    // A zoomed axis must say so, or small changes look large.
    if (m_axisName.isEmpty())
        m_plot->xAxis->setLabel(lower > 0
                                    ? tr("Total cost of ownership (%1) — the axis starts at %2, not at zero")
                                          .arg(currencyCode(), formatUsd(lower))
                                    : tr("Total cost of ownership (%1)").arg(currencyCode()));
    else
        m_plot->xAxis->setLabel(lower > 0 ? tr("%1 (%2) — the axis starts at %3, not at zero")
                                                .arg(m_axisName, currencyCode(), formatUsd(lower))
                                          : Terms::withDetail().arg(m_axisName, currencyCode()));
    m_plot->yAxis->setRange(-0.6, endKey + 0.6);
    queueReplot();
}

double WaterfallChart::upperForLabels(double lower, double hi) const
{
    // Every label sits right of its bar and must end inside the widget:
    // with W pixels of plot across, a label w pixels wide after the value x
    // fits when (x - lower) / (upper - lower) · W + w ≤ W. The plot's width
    // is the widget's less the step names on the left and the margins.
    int names = 0;
    const QFontMetrics keyFont(m_plot->yAxis->tickLabelFont());
    for (const QString &name : m_ticker->ticks())
        names = std::max(names, keyFont.horizontalAdvance(name));
    const double plotWidth = std::max(120, m_plot->width() - names - 40);
    double upper = hi + 0.05 * std::max(hi - lower, 1.0);
    for (const QCPItemText *text : m_labels) {
        if (!text->visible())
            continue;
        const QFontMetrics font(text->font());
        const double w = font.horizontalAdvance(text->text()) + 12;
        const double x = text->position->coords().x();
        if (w < 0.8 * plotWidth)
            upper = std::max(upper, lower + (x - lower) * plotWidth / (plotWidth - w));
    }
    return upper > lower ? upper : lower + 1;
}

void WaterfallChart::resizeEvent(QResizeEvent *event)
{
    ChartView::resizeEvent(event);
    rebuild(); // the room the labels need depends on the width
}

QString WaterfallChart::pointText(QCPAbstractPlottable *plottable, int index) const
{
    if (plottable == m_startTotal || plottable == m_endTotal) {
        const Total &total = plottable == m_startTotal ? m_start : m_end;
        return tr("<b>%1</b><br>Total: %2").arg(total.name.toHtmlEscaped(), formatUsd(total.usd));
    }
    const QVector<QCPBarsData> &bars = plottable == m_up ? m_upData : m_downData;
    if ((plottable != m_up && plottable != m_down) || index < 0 || index >= bars.size())
        return {};
    const int step = static_cast<int>(std::lround(bars[index].key)) - 1;
    if (step < 0 || step >= stepCount())
        return {};
    const auto k = static_cast<std::size_t>(step);
    const double from = m_fromUsd[k], to = from + m_steps[k].deltaUsd;
    return tr("<b>%1</b><br>Change: %2<br>Running total: %3 → %4")
        .arg(m_steps[k].label.toHtmlEscaped(), formatSignedUsd(m_steps[k].deltaUsd), formatUsd(from),
             formatUsd(to));
}

} // namespace planner

#include "moc_waterfallchart.cpp"
