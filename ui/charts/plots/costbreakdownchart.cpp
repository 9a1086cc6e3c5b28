// SPDX-License-Identifier: GPL-3.0-or-later
#include "charts/plots/costbreakdownchart.h"

#include "charts/core/chartstyle.h"
#include "charts/core/infeasibleregion.h"
#include "charts/core/labellayout.h"
#include "charts/core/sweepseries.h"
#include "charts/core/textitem.h"
#include "texts/codelabels.h"
#include "texts/messagetexts.h"
#include "texts/numberformat.h"
#include "texts/prosetexts.h"
#include "texts/terms.h"

#include <qcustomplot.h>

#include <QFontMetricsF>

#include <algorithm>
#include <cmath>

namespace planner {

using tco::Category;
using tco::Phase;

namespace {

constexpr std::size_t kCategories = tco::kCategoryCount;

/** Categories drawn by the plain and the hatched bars, in report order. */
std::vector<Category> categories(bool hidden)
{
    std::vector<Category> out;
    for (std::size_t c = 0; c < kCategories; ++c) {
        if (tco::isHidden(static_cast<Category>(c)) == hidden)
            out.push_back(static_cast<Category>(c));
    }
    return out;
}

const std::vector<Category> &plainCategories()
{
    static const std::vector<Category> list = categories(false);
    return list;
}

const std::vector<Category> &hiddenCategories()
{
    static const std::vector<Category> list = categories(true);
    return list;
}

QColor phaseColour(Phase p)
{
    switch (p) {
    case Phase::Preparation:
        return style::colour::preparation();
    case Phase::Training:
        return style::colour::training();
    case Phase::PostTraining:
    case Phase::Count:
        break;
    }
    return style::colour::postTraining();
}

double cell(const tco::Result &r, Category c, std::size_t phase)
{
    return r.cost[static_cast<std::size_t>(c)][phase];
}

} // namespace

double CostBreakdownChart::keyOf(Category c) const
{
    // Report order from the top: compute has the highest key.
    return static_cast<double>(kCategories - static_cast<std::size_t>(c));
}

CostBreakdownChart::CostBreakdownChart(QWidget *parent)
    : ChartView(parent), m_categoryTicker(new QCPAxisTickerText), m_natureTicker(new QCPAxisTickerText)
{
    setObjectName(QStringLiteral("costBreakdownChart"));
    QCPAxis *rows = m_plot->yAxis;
    QCPAxis *usd = m_plot->xAxis;
    rows->setTicker(m_categoryTicker);
    rows->setSubTicks(false);
    rows->setTickLength(0, 3);
    rows->setRange(0.4, kCategories + 0.6);
    setMoneyAxis(usd);
    setAxisFit(rows, {false, 0, true, 0});
    // The right end is set by fitValueLabels(): room for the value labels.
    setAxisFit(usd, {true, 0.0, true, 0});
    usd->setRange(0, 1);

    // The hidden-cost band goes under the bars.
    m_hiddenBand = new QCPItemRect(m_plot);
    m_hiddenBand->setObjectName(QStringLiteral("hiddenBand"));
    m_hiddenBand->setLayer(QStringLiteral("background"));
    m_hiddenBand->setPen(QPen(style::colour::warning().lighter(140), 1, Qt::DashLine));
    m_hiddenBand->setBrush(style::regionBrush(style::colour::warning(), 18));
    for (QCPItemPosition *p : {m_hiddenBand->topLeft, m_hiddenBand->bottomRight}) {
        p->setTypeX(QCPItemPosition::ptAxisRectRatio);
        p->setTypeY(QCPItemPosition::ptPlotCoords);
    }
    const double hiddenTop = keyOf(hiddenCategories().front()) + 0.45;
    const double hiddenBottom = keyOf(hiddenCategories().back()) - 0.45;
    m_hiddenBand->topLeft->setCoords(0.0, hiddenTop);
    m_hiddenBand->bottomRight->setCoords(1.0, hiddenBottom);
    // A plan that cannot run has no breakdown: its figures would be floors.
    m_infeasibleLabel =
        InfeasibleRegions::addNoPlanLabel(m_plot, QPointF(0.55, 0.45)); // right of the category names' dashes
    m_hiddenLabel = new TextItem(m_plot);
    m_hiddenLabel->setObjectName(QStringLiteral("hiddenLabel"));
    m_hiddenLabel->position->setTypeX(QCPItemPosition::ptAxisRectRatio);
    m_hiddenLabel->position->setTypeY(QCPItemPosition::ptPlotCoords);
    m_hiddenLabel->position->setCoords(0.995, hiddenTop);
    m_hiddenLabel->setPositionAlignment(Qt::AlignRight | Qt::AlignTop);
    m_hiddenLabel->setTextAlignment(Qt::AlignRight);
    m_hiddenLabel->setColor(style::colour::warning().darker(120));
    m_hiddenLabel->setPadding(QMargins(4, 2, 4, 2));
    QFont bold = m_hiddenLabel->font();
    bold.setBold(true);
    m_hiddenLabel->setFont(bold);

    for (std::size_t p = 0; p < kPhases; ++p) {
        for (const bool hidden : {false, true}) {
            auto *bars = new QCPBars(rows, usd);
            bars->setObjectName(QStringLiteral("%1%2").arg(
                QString::fromLatin1(tco::phaseKey(static_cast<Phase>(p)).data(),
                                    static_cast<qsizetype>(tco::phaseKey(static_cast<Phase>(p)).size())),
                hidden ? QStringLiteral("Hidden") : QString()));
            const QColor colour = phaseColour(static_cast<Phase>(p));
            bars->setWidth(0.66);
            bars->setPen(QPen(colour.darker(130), 0.8));
            bars->setBrush(hidden ? style::hatchedBrush(colour) : QBrush(colour));
            bars->setStackingGap(0);
            (hidden ? m_hidden : m_plain)[p] = bars;
            if (p > 0)
                bars->moveAbove((hidden ? m_hidden : m_plain)[p - 1]);
        }
    }
    // Legend: the three phases, then one entry for the hatching.
    for (std::size_t p = 0; p < kPhases; ++p) {
        if (p != static_cast<std::size_t>(Phase::Training))
            m_hidden[p]->removeFromLegend();
    }
    m_hidden[static_cast<std::size_t>(Phase::Training)]->removeFromLegend();
    m_hidden[static_cast<std::size_t>(Phase::Training)]->addToLegend();
    setLegendColumns(2); // the hidden-cost entry carries its sum: a wide column

    for (std::size_t c = 0; c < kCategories; ++c) {
        auto *label = new TextItem(m_plot);
        label->setObjectName(
            QStringLiteral("valueLabel_%1")
                .arg(QString::fromLatin1(
                    tco::categoryKey(static_cast<Category>(c)).data(),
                    static_cast<qsizetype>(tco::categoryKey(static_cast<Category>(c)).size()))));
        label->position->setCoords(0, keyOf(static_cast<Category>(c)));
        label->position->setAxes(usd, rows);
        label->setPositionAlignment(Qt::AlignLeft | Qt::AlignVCenter);
        label->setPadding(QMargins(5, 0, 2, 0));
        label->setSelectable(false);
        label->setProperty(LabelLayout::kLabelStaysPut, true); // it names its row's bar
        m_valueLabels[c] = label;
    }

    // The fixed / elastic split: one thin stacked bar in its own axis rect,
    // 0..100 % of the total, its left margin aligned with the main plot.
    m_natureRect = new QCPAxisRect(m_plot);
    QCPLayoutGrid *layout = m_plot->plotLayout();
    layout->insertRow(2);
    layout->addElement(2, 0, m_natureRect);
    layout->setRowStretchFactor(1, 1.0);
    layout->setRowStretchFactor(2, 0.11);
    auto *margins = new QCPMarginGroup(m_plot);
    m_plot->axisRect()->setMarginGroup(QCP::msLeft | QCP::msRight, margins);
    m_natureRect->setMarginGroup(QCP::msLeft | QCP::msRight, margins);
    m_natureRect->setMinimumSize(0, 34);
    QCPAxis *natureRow = m_natureRect->axis(QCPAxis::atLeft);
    QCPAxis *share = m_natureRect->axis(QCPAxis::atBottom);
    natureRow->setTicker(m_natureTicker);
    natureRow->setSubTicks(false);
    natureRow->setTickLength(0, 0);
    natureRow->setRange(0.5, 1.5);
    natureRow->grid()->setVisible(false);
    share->setRange(0, 1);
    share->setTicks(false);
    share->setTickLabels(false);
    share->setLabelPadding(2);
    share->grid()->setVisible(false);
    share->setBasePen(Qt::NoPen);
    setAxisFit(natureRow, {false, 0, true, 0});
    setAxisFit(share, {false, 0, true, 0});
    m_fixed = new QCPBars(natureRow, share);
    m_fixed->setObjectName(QStringLiteral("fixed"));
    m_elastic = new QCPBars(natureRow, share);
    m_elastic->setObjectName(QStringLiteral("elastic"));
    m_elastic->moveAbove(m_fixed);
    for (QCPBars *b : {m_fixed, m_elastic}) {
        b->setWidth(0.8);
        b->setStackingGap(0);
        b->removeFromLegend();
    }
    m_fixed->setBrush(style::colour::fixedCost());
    m_fixed->setPen(QPen(style::colour::fixedCost().darker(130), 0.8));
    m_elastic->setBrush(style::colour::elasticCost());
    m_elastic->setPen(QPen(style::colour::elasticCost().darker(130), 0.8));
    const auto natureLabel = [this, natureRow, share](const QColor &ink, Qt::Alignment align) {
        auto *label = new TextItem(m_plot);
        label->setClipAxisRect(m_natureRect);
        label->position->setAxisRect(m_natureRect);
        label->position->setAxes(share, natureRow);
        label->setPositionAlignment(align | Qt::AlignVCenter);
        label->setPadding(QMargins(8, 0, 8, 0));
        label->setColor(ink);
        label->setSelectable(false);
        return label;
    };
    m_fixedLabel = natureLabel(Qt::white, Qt::AlignLeft);
    m_fixedLabel->setObjectName(QStringLiteral("fixedLabel"));
    m_fixedLabel->position->setCoords(0, 1);
    m_elasticLabel = natureLabel(style::colour::labelOnLight(), Qt::AlignRight);
    m_elasticLabel->setObjectName(QStringLiteral("elasticLabel"));
    m_elasticLabel->position->setCoords(1, 1);

    // After a resize the labels may no longer fit: fit once more with the
    // new geometry (converges in one extra replot).
    connect(m_plot, &QCustomPlot::afterReplot, this, [this] {
        if (fitValueLabels(m_interacting))
            queueReplot();
    });

    style::applyBaseStyle(m_plot, palette());
    share->setBasePen(Qt::NoPen);
    rows->grid()->setVisible(false);
    retranslate();
}

QCPBars *CostBreakdownChart::phaseBars(Phase phase, bool hidden) const
{
    return (hidden ? m_hidden : m_plain)[static_cast<std::size_t>(phase)];
}

QString CostBreakdownChart::title() const
{
    return tr("Cost breakdown by category and phase");
}

void CostBreakdownChart::retranslate()
{
    applyTitles(tr("Cost (%1)").arg(currencyCode()), QString());
    m_categoryTicker->clear();
    for (std::size_t c = 0; c < kCategories; ++c)
        m_categoryTicker->addTick(keyOf(static_cast<Category>(c)), categoryLabel(static_cast<Category>(c)));
    m_natureTicker->clear();
    m_natureTicker->addTick(1, tr("Fixed / elastic"));
    for (std::size_t p = 0; p < kPhases; ++p)
        m_plain[p]->setName(phaseLabel(static_cast<Phase>(p)));
    for (std::size_t p = 0; p < kPhases; ++p) {
        if (p != static_cast<std::size_t>(Phase::Training))
            m_hidden[p]->setName(tr("Hidden costs, %1").arg(phaseLabel(static_cast<Phase>(p))));
    }
    m_fixed->setName(tr("Fixed"));
    m_elastic->setName(tr("Elastic"));
    updateTexts();
    // Thirteen rows; eight lines of title, legend (three rows when the
    // chart is narrow), fixed / elastic bar and cost axis.
    QStringList names;
    for (std::size_t c = 0; c < kCategories; ++c)
        names << categoryLabel(static_cast<Category>(c));
    fitMinimumHeightToRows(m_plot->yAxis, names, kCategories + 0.2, 8);
}

void CostBreakdownChart::updateTexts()
{
    const tco::Result &r = m_result;
    const bool valid = m_haveResult && r.feasible();
    const double total = r.totalUsd > 0 ? r.totalUsd : 1.0;
    m_infeasibleLabel->setVisible(m_haveResult && !valid);
    if (!valid && m_haveResult)
        m_infeasibleLabel->setText(tr("No valid plan:\n%1\nso no cost breakdown")
                                       .arg(InfeasibleRegions::reasonText(infeasibleReason(r))));
    m_plot->xAxis->setTickLabels(valid || !m_haveResult);
    m_hiddenLabel->setVisible(!m_haveResult || valid);
    for (std::size_t c = 0; c < kCategories; ++c) {
        const auto cat = static_cast<Category>(c);
        const double usd = valid ? r.categoryUsd(cat) : 0.0;
        const tco::CostNature nature = r.nature[c][static_cast<std::size_t>(Phase::Training)];
        m_valueLabels[c]->setText(usd > 0 ? Terms::pair().arg(formatUsd(usd), ProseTexts::nature(nature))
                                          : QStringLiteral("—"));
        m_valueLabels[c]->position->setCoords(usd, keyOf(cat));
    }
    m_hidden[static_cast<std::size_t>(Phase::Training)]->setName(
        valid ? tr("Hidden costs (hatched): %1 (%2)")
                    .arg(formatUsd(r.hiddenUsd), formatPercent(r.hiddenUsd / total, QLocale(), 0))
              : tr("Hidden costs (hatched)"));
    m_hiddenLabel->setText(
        tr("Hidden costs: %1 (%2 of the total)")
            .arg(formatUsd(r.hiddenUsd), formatPercent(r.hiddenUsd / total, QLocale(), 0)));
    // The figures go under the bar, where they always fit; the segments
    // carry only their names, and only when there is room.
    m_natureRect->axis(QCPAxis::atBottom)
        ->setLabel(valid || !m_haveResult
                       ? tr("Fixed %1 (%2)  ·  elastic %3 (%4)")
                             .arg(formatUsd(r.fixedUsd), formatPercent(r.fixedUsd / total, QLocale(), 0),
                                  formatUsd(r.elasticUsd), formatPercent(r.elasticUsd / total, QLocale(), 0))
                       : QStringLiteral("—"));
    m_fixedLabel->setText(tr("Fixed"));
    m_elasticLabel->setText(tr("Elastic"));
    m_fixedLabel->setVisible(valid && m_natureShown && r.fixedUsd / total > 0.12);
    m_elasticLabel->setVisible(valid && m_natureShown && r.elasticUsd / total > 0.12);
}

void CostBreakdownChart::refresh(const ChartInputs &in)
{
    if (!in.result)
        return;
    m_result = *in.result;
    m_scenario = *in.scenario;
    m_haveResult = true;
    const bool valid = m_result.feasible();
    for (std::size_t p = 0; p < kPhases; ++p) {
        for (const bool hidden : {false, true}) {
            const std::vector<Category> &cats = hidden ? hiddenCategories() : plainCategories();
            QCPBars *bars = hidden ? m_hidden[p] : m_plain[p];
            QVector<QCPBarsData> &buffer = hidden ? m_hiddenData[p] : m_plainData[p];
            QVector<QCPBarsData> &values = takeBuffer(bars, buffer, static_cast<qsizetype>(cats.size()));
            // Keys must ascend: walk the categories bottom-up.
            for (std::size_t i = 0; i < cats.size(); ++i) {
                const Category c = cats[cats.size() - 1 - i];
                values[static_cast<qsizetype>(i)] = {keyOf(c), valid ? cell(m_result, c, p) : 0.0};
            }
            publishBuffer(bars, values);
        }
    }
    const double total = m_result.totalUsd > 0 ? m_result.totalUsd : 1.0;
    QVector<QCPBarsData> &fixed = takeBuffer(m_fixed, m_fixedData, 1);
    fixed[0] = {1.0, valid ? m_result.fixedUsd / total : 0.0};
    publishBuffer(m_fixed, fixed);
    QVector<QCPBarsData> &elastic = takeBuffer(m_elastic, m_elasticData, 1);
    elastic[0] = {1.0, valid ? m_result.elasticUsd / total : 0.0};
    publishBuffer(m_elastic, elastic);

    updateTexts();
    m_interacting = in.interacting;
    fitAxes(in.interacting);
    fitValueLabels(in.interacting);
    queueReplot();
}

void CostBreakdownChart::resizeEvent(QResizeEvent *event)
{
    ChartView::resizeEvent(event);
    // Thirteen rows need about 16 px each; on a short chart the fixed /
    // elastic bar gives its room to them (the value labels still say
    // fixed or elastic per category).
    setNatureShown(height() >= 400);
}

void CostBreakdownChart::setNatureShown(bool shown)
{
    if (shown == m_natureShown)
        return;
    m_natureShown = shown;
    QCPLayoutGrid *layout = m_plot->plotLayout();
    if (shown) {
        layout->insertRow(2);
        layout->addElement(2, 0, m_natureRect);
        layout->setRowStretchFactor(2, 0.11);
    } else {
        layout->take(m_natureRect);
        layout->simplify();
    }
    // Out of the layout an element keeps its old geometry: hide what it draws.
    m_natureRect->setVisible(shown);
    m_natureRect->axis(QCPAxis::atLeft)->setVisible(shown);
    m_natureRect->axis(QCPAxis::atBottom)->setVisible(shown);
    m_fixed->setVisible(shown);
    m_elastic->setVisible(shown);
    updateTexts();
    queueReplot();
}

bool CostBreakdownChart::fitValueLabels(bool onlyGrow)
{
    QCPAxis *usd = m_plot->xAxis;
    const QRect rect = m_plot->axisRect()->rect();
    // Before the first layout: a fixed share for the labels.
    const double width = rect.width() > 100 ? rect.width() : 600.0;
    double upper = 1.0;
    double widest = 0;
    for (std::size_t c = 0; c < kCategories; ++c) {
        const QCPItemText *label = m_valueLabels[c];
        const double value = label->position->coords().x();
        const QMargins pad = label->padding();
        const double text =
            QFontMetricsF(label->font()).horizontalAdvance(label->text()) + pad.left() + pad.right() + 6;
        widest = std::max(widest, text);
        // value / upper * width + text <= width
        if (value > 0 && width - text > 40)
            upper = std::max(upper, value * width / (width - text));
        else
            upper = std::max(upper, value * 1.5);
    }
    bool changed = false;
    const double current = usd->range().upper;
    // While a slider is held the axis only grows (docs/architecture.md, "The live path").
    if (std::abs(upper - current) > 0.02 * current && !(onlyGrow && upper < current)) {
        usd->setRange(0, upper);
        changed = true;
    }

    // The hidden-cost sum sits at the top right of its band unless a bar's
    // label reaches there; the legend carries the sum as well.
    if (rect.width() > 0) {
        const QFontMetricsF metrics(m_hiddenLabel->font());
        const double labelLeft =
            rect.right() - rect.width() * 0.005 - metrics.horizontalAdvance(m_hiddenLabel->text()) - 12;
        bool fits = !m_haveResult || m_result.feasible(); // no sum to show for a plan that cannot run
        for (const Category c : hiddenCategories()) {
            const QCPItemText *label = m_valueLabels[static_cast<std::size_t>(c)];
            const double right = usd->coordToPixel(label->position->coords().x()) +
                                 QFontMetricsF(label->font()).horizontalAdvance(label->text()) + 12;
            fits = fits && right < labelLeft;
        }
        if (fits != m_hiddenLabel->visible()) {
            m_hiddenLabel->setVisible(fits);
            changed = true;
        }
    }
    return changed;
}

QString CostBreakdownChart::pointText(QCPAbstractPlottable *plottable, int index) const
{
    if (!m_haveResult || !m_result.feasible())
        return {};
    const double total = m_result.totalUsd > 0 ? m_result.totalUsd : 1.0;
    if (plottable == m_fixed || plottable == m_elastic) {
        const bool fixed = plottable == m_fixed;
        const double usd = fixed ? m_result.fixedUsd : m_result.elasticUsd;
        return (fixed ? tr("<b>Fixed costs</b>: %1 (%2)<br>Paid whatever the run does: people, data, "
                           "operations, owned or reserved capacity.")
                      : tr("<b>Elastic costs</b>: %1 (%2)<br>Grow with run time and failures: rented "
                           "accelerator-hours, energy, storage, failures."))
            .arg(formatUsd(usd), formatPercent(usd / total, QLocale(), 0));
    }
    for (std::size_t p = 0; p < kPhases; ++p) {
        for (const bool hidden : {false, true}) {
            if (plottable != (hidden ? m_hidden[p] : m_plain[p]))
                continue;
            const std::vector<Category> &cats = hidden ? hiddenCategories() : plainCategories();
            if (index < 0 || static_cast<std::size_t>(index) >= cats.size())
                return {};
            const Category c = cats[cats.size() - 1 - static_cast<std::size_t>(index)];
            const double usd = cell(m_result, c, p);
            const double categoryTotal = m_result.categoryUsd(c);
            QString text = tr("<b>%1</b> — %2<br>%3 (%4 of the total)<br>Category: %5, %6")
                               .arg(categoryLabel(c).toHtmlEscaped(), phaseLabel(static_cast<Phase>(p)),
                                    formatUsd(usd), formatPercent(usd / total), formatUsd(categoryTotal),
                                    ProseTexts::nature(m_result.nature[static_cast<std::size_t>(c)][p]));
            if (const QString why = MessageTexts::costExplanation(c, m_scenario, m_result); !why.isEmpty())
                text += QStringLiteral("<br>") + why.toHtmlEscaped();
            if (hidden)
                text += tr("<br><i>A hidden cost: easy to leave out of a budget.</i>");
            return text;
        }
    }
    return {};
}

} // namespace planner

#include "moc_costbreakdownchart.cpp"
