// SPDX-License-Identifier: GPL-3.0-or-later
#include "charts/plots/spendtimelinechart.h"

#include "charts/core/chartstyle.h"
#include "charts/core/infeasibleregion.h"
#include "charts/core/sweepseries.h"
#include "charts/core/textitem.h"
#include "charts/core/textmeasure.h"
#include "charts/core/valuemarker.h"
#include "texts/codelabels.h"
#include "texts/numberformat.h"
#include "texts/terms.h"
#include "texts/tone.h"

#include "tracking/forecast.h"

#include <qcustomplot.h>

#include <QDate>
#include <QHBoxLayout>
#include <QLabel>
#include <QToolButton>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

namespace planner {

using tco::Category;

namespace {

constexpr std::size_t kCategories = tco::kCategoryCount;
constexpr double kBarWidth = 0.75;
/** Pixels between two month labels, besides the labels themselves. */
constexpr int kMonthLabelGapPx = 12;

enum BudgetLine { Budget, Warning, Review };

bool sameMonth(const tco::CivilDate &a, const tco::CivilDate &b)
{
    return a.year == b.year && a.month == b.month;
}

QDate toQDate(const tco::CivilDate &d)
{
    return QDate(d.year, static_cast<int>(d.month), static_cast<int>(d.day));
}

} // namespace

SpendTimelineChart::SpendTimelineChart(QWidget *parent)
    : ChartView(parent), m_monthTicker(new QCPAxisTickerText)
{
    setObjectName(QStringLiteral("spendTimelineChart"));

    // Cost or cash: two buttons above the plot, right-aligned.
    auto *bar = new QWidget(this);
    auto *row = new QHBoxLayout(bar);
    row->setContentsMargins(6, 2, 6, 0);
    row->setSpacing(2);
    // What the cash does in one line, beside the buttons: the capex and the
    // residual value of bought hardware, or the reserved commitment.
    m_summary = new QLabel(bar);
    m_summary->setObjectName(QStringLiteral("cashSummary"));
    // One line that never widens the chart; the whole sentence is its tooltip.
    m_summary->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    row->addWidget(m_summary, 1);
    row->addSpacing(8);
    m_costButton = new QToolButton(bar);
    m_costButton->setObjectName(QStringLiteral("seriesCost"));
    m_cashButton = new QToolButton(bar);
    m_cashButton->setObjectName(QStringLiteral("seriesCash"));
    for (QToolButton *b : {m_costButton, m_cashButton}) {
        b->setCheckable(true);
        b->setAutoExclusive(true);
        b->setAutoRaise(true);
        b->setToolButtonStyle(Qt::ToolButtonTextOnly);
        row->addWidget(b);
    }
    m_costButton->setChecked(true);
    connect(m_costButton, &QToolButton::toggled, this, [this](bool on) {
        if (on)
            setSeries(SpendSeries::Cost);
    });
    connect(m_cashButton, &QToolButton::toggled, this, [this](bool on) {
        if (on)
            setSeries(SpendSeries::Cash);
    });
    static_cast<QVBoxLayout *>(layout())->insertWidget(0, bar);
    // How cash and cost meet, and what lies after the project (not drawn).
    m_reconciliation = new QLabel(this);
    m_reconciliation->setObjectName(QStringLiteral("cashReconciliation"));
    m_reconciliation->setContentsMargins(6, 0, 6, 0);
    m_reconciliation->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    static_cast<QVBoxLayout *>(layout())->insertWidget(1, m_reconciliation);

    QCPAxis *months = m_plot->xAxis;
    QCPAxis *perMonth = m_plot->yAxis;
    QCPAxis *cumulative = m_plot->yAxis2;
    months->setTicker(m_monthTicker);
    months->setSubTicks(false);
    cumulative->setVisible(true);
    setMoneyAxis(perMonth);
    setMoneyAxis(cumulative);
    // fitRanges() sets every axis: the zero of both money axes on one line.
    for (QCPAxis *axis : {months, perMonth, cumulative})
        setAxisFit(axis, {true, 0, true, 0});
    months->setRange(-0.5, 11.5);
    perMonth->setRange(0, 1);
    cumulative->setRange(0, 1);

    for (std::size_t c = 0; c < kCategories; ++c) {
        const auto cat = static_cast<Category>(c);
        auto *bars = new QCPBars(months, perMonth);
        bars->setObjectName(QStringLiteral("bars_") +
                            QString::fromLatin1(tco::categoryKey(cat).data(),
                                                static_cast<qsizetype>(tco::categoryKey(cat).size())));
        const QColor colour = style::colour::category(cat);
        bars->setWidth(kBarWidth);
        bars->setPen(QPen(colour.darker(130), 0.6));
        bars->setBrush(tco::isHidden(cat) ? style::hatchedBrush(colour) : QBrush(colour));
        bars->setStackingGap(0);
        if (c > 0)
            bars->moveAbove(m_bars[c - 1]);
        m_bars[c] = bars;
    }
    m_cumulativeCost = m_plot->addGraph(months, cumulative);
    m_cumulativeCost->setObjectName(QStringLiteral("cumulativeCost"));
    m_cumulativeCost->setPen(style::linePen(style::colour::cumulativeCost(), 2.4));
    m_cumulativeCost->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssDisc, 4));
    m_cumulativeCash = m_plot->addGraph(months, cumulative);
    m_cumulativeCash->setObjectName(QStringLiteral("cumulativeCash"));
    m_cumulativeCash->setPen(style::linePen(style::colour::cumulativeCash(), 2.0, Qt::DashLine));
    m_cumulativeCash->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssCircle, 4));

    // Imported actuals: what was spent, and where the run now lands.
    const QColor actual = style::colour::actualSpend();
    m_actual = m_plot->addGraph(months, cumulative);
    m_actual->setObjectName(QStringLiteral("actualSpend"));
    m_actual->setPen(style::linePen(actual, 2.8));
    m_actual->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssSquare, 5));
    m_forecastPath = m_plot->addGraph(months, cumulative);
    m_forecastPath->setObjectName(QStringLiteral("forecastPath"));
    m_forecastPath->setPen(style::linePen(actual, 1.6, Qt::DashLine));
    m_forecastPath->removeFromLegend();
    m_landing = m_plot->addGraph(months, cumulative);
    m_landing->setObjectName(QStringLiteral("forecastLanding"));
    m_landing->setLineStyle(QCPGraph::lsNone);
    m_landing->setPen(style::linePen(actual, 2.0));
    m_landing->setScatterStyle(
        QCPScatterStyle(QCPScatterStyle::ssDiamond, QPen(actual, 2.0), QBrush(actual), 11));
    m_landingCost = new QCPErrorBars(months, cumulative);
    m_landingCost->setObjectName(QStringLiteral("forecastCostBand"));
    m_landingDays = new QCPErrorBars(months, cumulative);
    m_landingDays->setObjectName(QStringLiteral("forecastDateBand"));
    m_landingDays->setErrorType(QCPErrorBars::etKeyError);
    for (QCPErrorBars *band : {m_landingCost, m_landingDays}) {
        band->setDataPlottable(m_landing);
        band->setPen(style::linePen(actual, 1.6));
        band->setWhiskerWidth(10);
        band->removeFromLegend();
        band->setSelectable(QCP::stNone);
    }
    m_landingLabel = new TextItem(m_plot);
    m_landingLabel->setObjectName(QStringLiteral("forecastLabel"));
    m_landingLabel->position->setAxes(months, cumulative);
    // Below and right of the band: after the finish the plan's cumulative
    // line runs flat, below a forecast over plan, so the corner is empty.
    m_landingLabel->setPositionAlignment(Qt::AlignLeft | Qt::AlignTop);
    m_landingLabel->setColor(actual.darker(120));
    style::backWithPaper(m_landingLabel);
    m_landingLabel->setPadding(QMargins(3, 1, 3, 1));
    m_landingLabel->setSelectable(false);
    m_landingLabel->setVisible(false);

    // The budget and its warning and review lines, on the cumulative axis.
    const QColor lineColours[] = {palette::ink(Tone::Neutral), palette::ink(Tone::Warning),
                                  palette::ink(Tone::Bad)};
    const Qt::PenStyle lineStyles[] = {Qt::SolidLine, Qt::DashLine, Qt::DashDotLine};
    const char *lineNames[] = {"budget", "warning", "review"};
    for (std::size_t i = 0; i < m_budgetLines.size(); ++i) {
        Line &l = m_budgetLines[i];
        l.line = new QCPItemStraightLine(m_plot);
        l.line->setObjectName(QString::fromLatin1(lineNames[i]) + QStringLiteral("Line"));
        l.line->setPen(style::linePen(lineColours[i], 1.3, lineStyles[i]));
        l.line->setSelectable(false);
        for (QCPItemPosition *p : {l.line->point1, l.line->point2})
            p->setAxes(months, cumulative);
        l.label = new TextItem(m_plot);
        l.label->setObjectName(QString::fromLatin1(lineNames[i]) + QStringLiteral("Label"));
        l.label->position->setTypeX(QCPItemPosition::ptAxisRectRatio);
        l.label->position->setTypeY(QCPItemPosition::ptPlotCoords);
        l.label->position->setAxes(months, cumulative);
        // Right of the main run's markers: the budget's above its line, the
        // warning's below its own, so the two never meet; the review line's
        // hangs below the top line, further left, and is never cut off.
        l.label->setPositionAlignment(
            Qt::AlignRight | (i == static_cast<std::size_t>(Budget) ? Qt::AlignBottom : Qt::AlignTop));
        l.label->setColor(lineColours[i].darker(110));
        style::backWithPaper(l.label);
        l.label->setPadding(QMargins(3, 1, 3, 1));
        l.label->setSelectable(false);
    }

    m_runStart =
        addMarker(months, perMonth, style::colour::neutral(), Qt::DotLine, 0, QStringLiteral("runStart"));
    m_runEnd =
        addMarker(months, perMonth, style::colour::neutral(), Qt::DotLine, 1, QStringLiteral("runEnd"));

    // A plan that cannot run has no timeline: its figures would be floors.
    m_infeasibleLabel = InfeasibleRegions::addNoPlanLabel(m_plot, QPointF(0.5, 0.45));

    setLegendColumns(4);
    style::applyBaseStyle(m_plot, palette());
    months->grid()->setVisible(false);
    retranslate();
}

QString SpendTimelineChart::title() const
{
    return Terms::spendOverTime();
}

void SpendTimelineChart::retranslate()
{
    applyTitle();
    m_plot->xAxis->setLabel(Terms::month());
    // Which marks read on which axis: the budget's lines are cumulative.
    m_plot->yAxis->setLabel(tr("Per month (bars)"));
    m_plot->yAxis2->setLabel(tr("Cumulative (lines, budget)"));
    for (std::size_t c = 0; c < kCategories; ++c)
        m_bars[c]->setName(categoryLabel(static_cast<Category>(c)));
    m_cumulativeCost->setName(Terms::cumulativeCost());
    m_cumulativeCash->setName(Terms::cumulativeCash());
    m_actual->setName(tr("Actual spend"));
    m_landing->setName(tr("Forecast at completion (P10–P90)"));
    m_costButton->setText(Terms::cost());
    m_costButton->setToolTip(tr("Bars show the cost: what the total charges, month by month; it sums to "
                                "the total"));
    m_cashButton->setText(Terms::cash());
    m_cashButton->setToolTip(tr("Bars show the cash: money out when it leaves. Bought hardware is paid "
                                "up front and its residual value comes back at the end; a reserved term "
                                "is paid to its end"));
    m_runStart->setText(tr("Main run starts"));
    m_runEnd->setText(tr("Main run ends"));
    updateTexts();
    fitRanges(false);
}

void SpendTimelineChart::setSeries(SpendSeries series)
{
    m_series = series;
    for (QToolButton *b : {m_costButton, m_cashButton}) {
        const bool on = (b == m_costButton) == (series == SpendSeries::Cost);
        if (b->isChecked() != on) {
            const QSignalBlocker block(b);
            b->setChecked(on);
        }
    }
    fill();
    fitRanges(false);
    queueReplot();
}

const std::vector<tco::SpendMonth> &SpendTimelineChart::months(SpendSeries series) const
{
    return series == SpendSeries::Cost ? m_flow.cost : m_flow.cash;
}

QString SpendTimelineChart::monthText(std::size_t index) const
{
    const std::vector<tco::SpendMonth> &ms = m_flow.cost;
    if (index < ms.size())
        return monthName(ms[index].month);
    if (ms.empty())
        return {};
    // Past the plan's last month (a forecast that finishes later).
    const QDate first = toQDate(ms.front().month).addMonths(static_cast<int>(index));
    return monthName({first.year(), static_cast<unsigned>(first.month()), 1u});
}

QString SpendTimelineChart::monthName(const tco::CivilDate &month)
{
    return formatMonth(month);
}

QString SpendTimelineChart::cashSummary() const
{
    if (!m_haveResult || !m_result.feasible() || m_flow.cost.empty())
        return {};
    const tco::Cashflow &f = m_flow;
    if (f.capexUsd > 0)
        return tr("Bought: %1 up front (%2) · worth %3 at the end (%4) · %5 back after the resale discount")
            .arg(formatUsd(f.capexUsd), monthName(f.capexMonth), formatUsd(f.bookValueUsd),
                 monthName(f.residualMonth), formatUsd(f.residualUsd));
    if (f.cashIsCost)
        return f.reservedCommittedUsd > 0
                   ? tr("Reserved for the run's length: the cash is the cost, month by month")
                   : tr("Rented by the hour: the cash is the cost");
    if (f.reservedCommittedUsd > 0)
        return tr("Reserved: %1 committed, paid over %2 months")
            .arg(formatUsd(f.reservedCommittedUsd), formatNumber(f.reservedCashMonths, QLocale(), 3));
    return tr("Rented by the hour: the cash is the cost");
}

QString SpendTimelineChart::reconciliation() const
{
    if (!m_haveResult || !m_result.feasible() || m_flow.cost.empty())
        return {};
    const tco::Cashflow &f = m_flow;
    QString text;
    if (f.capexUsd > 0)
        // The identity of docs/model.md, "Cash against cost", term by term.
        text = tr("Cost %1 = net cash %2 − capex %3 + resale %4 − facility %5 + the hardware's use at the "
                  "owned rate %6 + opportunity %7: the cost charges the cluster as it is used, the cash "
                  "buys it and sells it")
                   .arg(formatUsd(f.costTotalUsd), formatUsd(f.cashTotalUsd), formatUsd(f.capexUsd),
                        formatUsd(f.residualUsd), formatUsd(f.facilityUsd), formatUsd(f.ownedUsageUsd),
                        formatUsd(f.opportunityUsd));
    else if (!f.cashIsCost && f.reservedCommittedUsd > 0)
        text = tr("Cost and cash are both %1: the cash pays the reserved term to its end, %2 months from "
                  "the main run's start")
                   .arg(formatUsd(f.costTotalUsd), formatNumber(f.reservedCashMonths, QLocale(), 3));
    const double after = std::max(f.costAfterProjectUsd, f.cashAfterProjectUsd);
    if (after > 0 && f.cost.size() > f.projectMonthCount) {
        const auto months = static_cast<int>(f.cost.size() - f.projectMonthCount);
        //: Spend after the project's last month: storage kept, or a reserved term's end
        const QString tail = tr("After the project: %1 more over %n months (storage kept, or a term's "
                                "end), in the totals but not drawn",
                                nullptr, months)
                                 .arg(formatUsd(m_series == SpendSeries::Cash ? f.cashAfterProjectUsd
                                                                              : f.costAfterProjectUsd));
        text = text.isEmpty() ? tail : text + QStringLiteral(" · ") + tail;
    }
    return text;
}

std::size_t SpendTimelineChart::shownMonths() const
{
    // To the project's end: a tail of a few dollars a month of archive
    // storage would otherwise stretch the axis by a year.
    return m_flow.projectMonthCount > 0 ? std::min(m_flow.projectMonthCount, m_flow.cost.size())
                                        : m_flow.cost.size();
}

double SpendTimelineChart::keyOfDate(const tco::CivilDate &d) const
{
    if (m_flow.cost.empty())
        return 0;
    const tco::CivilDate first = m_flow.cost.front().month;
    const int index = (d.year - first.year) * 12 + static_cast<int>(d.month) - static_cast<int>(first.month);
    const QDate date = toQDate(d);
    return index - 0.5 + (d.day - 1.0) / date.daysInMonth();
}

void SpendTimelineChart::refresh(const ChartInputs &in)
{
    if (!in.result || !in.scenario || !in.catalog)
        return;
    m_scenario = *in.scenario;
    m_result = *in.result;
    m_haveResult = true;
    m_flow =
        m_result.feasible() ? tco::cashflow(m_scenario, m_result, *in.catalog, m_today) : tco::Cashflow{};
    fill();
    fillTracking();
    updateTexts();
    fitRanges(in.interacting);
    fitAxes(in.interacting); // places the markers' labels
    queueReplot();
}

void SpendTimelineChart::setTracking(std::shared_ptr<const tco::Tracking> tracking)
{
    m_tracking = std::move(tracking);
    fillTracking();
    updateTexts();
    fitRanges(false);
    queueReplot();
}

bool SpendTimelineChart::showsTracking() const
{
    return m_tracking && m_tracking->feasible && m_haveResult && m_result.feasible() && !m_flow.cost.empty();
}

void SpendTimelineChart::fillTracking()
{
    QVector<QCPGraphData> actual, path, landing;
    QVector<double> costMinus, costPlus, daysMinus, daysPlus;
    m_landingLabel->setVisible(false);
    if (showsTracking()) {
        const tco::Tracking &t = *m_tracking;
        actual.append({-0.5, 0.0});
        for (const tco::TrackingMonth &m : t.months) {
            if (!m.hasActual)
                continue;
            // A month ends at its last day, the month of the last bill at that bill.
            const bool last = m.month.year == t.asOf.year && m.month.month == t.asOf.month;
            const double key = last ? keyOfDate(tco::addDays(t.asOf, 1)) : keyOfDate(m.month) + 1.0;
            actual.append({key, m.actualCumulativeUsd});
        }
        if (t.forecastFeasible && t.projectFinish && actual.size() > 1) {
            const double end = keyOfDate(*t.projectFinish);
            path.append(actual.back());
            // Spend dated outside the plan is not "to date" (the actual line)
            // but is in the forecast at completion (docs/actuals.md, "Dates
            // outside the plan"): the path rises by it first, so the chart
            // adds up to the forecast it labels.
            if (t.outsideUsd > 0)
                path.append({actual.back().key, actual.back().value + t.outsideUsd});
            path.append({end, t.forecastP50Usd});
            landing.append({end, t.forecastP50Usd});
            costMinus.append(t.forecastP50Usd - t.forecastP10Usd);
            costPlus.append(t.forecastP90Usd - t.forecastP50Usd);
            const double early = t.projectFinishP10 ? end - keyOfDate(*t.projectFinishP10) : 0.0;
            const double late = t.projectFinishP90 ? keyOfDate(*t.projectFinishP90) - end : 0.0;
            daysMinus.append(std::max(0.0, early));
            daysPlus.append(std::max(0.0, late));
            m_landingLabel->position->setCoords(end + 0.15, t.forecastP10Usd);
            m_landingLabel->setText(t.outsideUsd > 0
                                        ? tr("Forecast %1, with %2 dated outside the plan")
                                              .arg(formatUsd(t.forecastP50Usd), formatUsd(t.outsideUsd))
                                        : tr("Forecast %1").arg(formatUsd(t.forecastP50Usd)));
            m_landingLabel->setVisible(true);
        }
    }
    m_actual->data()->set(actual, true);
    m_forecastPath->data()->set(path, true);
    m_landing->data()->set(landing, true);
    m_landingCost->setData(costMinus, costPlus);
    m_landingDays->setData(daysMinus, daysPlus);
    for (QCPGraph *g : {m_actual, m_landing}) {
        g->removeFromLegend();
        if (!g->data()->isEmpty())
            g->addToLegend();
    }
}

void SpendTimelineChart::fill()
{
    const std::vector<tco::SpendMonth> &ms = months(m_series);
    const auto n = static_cast<qsizetype>(ms.size());
    for (std::size_t c = 0; c < kCategories; ++c) {
        QVector<QCPBarsData> bars(n);
        bool any = false;
        for (qsizetype i = 0; i < n; ++i) {
            const double usd = ms[static_cast<std::size_t>(i)].byCategory[c];
            bars[i] = {static_cast<double>(i), usd};
            any = any || usd != 0;
        }
        m_bars[c]->data()->set(bars, true);
        // Only the categories this plan spends on are named in the legend.
        if (any)
            m_bars[c]->addToLegend();
        else
            m_bars[c]->removeFromLegend();
    }
    for (const SpendSeries s : {SpendSeries::Cost, SpendSeries::Cash}) {
        const std::vector<tco::SpendMonth> &series = months(s);
        QVector<QCPGraphData> points;
        if (!series.empty()) {
            points.reserve(static_cast<qsizetype>(series.size()) + 1);
            points.append({-0.5, 0.0}); // nothing spent before the start
            for (std::size_t i = 0; i < series.size(); ++i)
                points.append({static_cast<double>(i) + 0.5, series[i].cumulative});
        }
        cumulative(s)->data()->set(points, true);
    }
    // The legend keeps its order: categories, then cost, then cash.
    for (QCPGraph *g : {m_cumulativeCost, m_cumulativeCash}) {
        g->removeFromLegend();
        if (!g->data()->isEmpty())
            g->addToLegend();
    }
}

void SpendTimelineChart::updateTexts()
{
    const bool valid = m_haveResult && m_result.feasible() && !m_flow.cost.empty();
    m_infeasibleLabel->setVisible(m_haveResult && !valid);
    if (m_haveResult && !valid)
        m_infeasibleLabel->setText(tr("No valid plan:\n%1\nso no spend timeline")
                                       .arg(InfeasibleRegions::reasonText(infeasibleReason(m_result))));
    m_plot->yAxis->setTickLabels(valid || !m_haveResult);
    m_plot->yAxis2->setTickLabels(valid || !m_haveResult);
    m_plot->xAxis->setTickLabels(valid);
    m_summary->setText(cashSummary());
    m_reconciliation->setText(reconciliation());
    m_reconciliation->setToolTip(m_reconciliation->text());
    m_reconciliation->setVisible(!m_reconciliation->text().isEmpty());
    // Cash that is the cost has nothing else to show.
    const bool cashDiffers = valid && !m_flow.cashIsCost;
    m_cashButton->setEnabled(cashDiffers);
    if (!cashDiffers && m_series == SpendSeries::Cash)
        setSeries(SpendSeries::Cost);
    m_summary->setToolTip(
        m_flow.capexUsd > 0
            ? tr("%1 accelerators and their network fabric are bought in the first month; when the project "
                 "ends the hardware is sold at its straight-line book value less the resale discount "
                 "(ownership.resaleDiscount).")
                  .arg(formatWhole(m_flow.ownedGpus))
            : m_summary->text());

    const tco::BudgetLines lines = tco::budgetLines(m_scenario);
    const double budget = lines.budgetUsd;
    const double warning = m_scenario.value(tco::InputId::BudgetWarningFraction);
    const double review = m_scenario.value(tco::InputId::BudgetReviewFraction);
    const bool haveBudget = valid && budget > 0;
    m_budgetLines[Budget].usd = budget;
    m_budgetLines[Warning].usd = lines.warningUsd;
    m_budgetLines[Review].usd = lines.reviewUsd;
    //: The budget line across the cumulative curve: the whole budget, not a month's
    m_budgetLines[Budget].label->setText(tr("Budget %1, cumulative →").arg(formatUsd(budget)));
    m_budgetLines[Warning].label->setText(
        tr("Warning line %1 (%2), cumulative →")
            .arg(formatUsd(lines.warningUsd), formatPercent(warning, QLocale(), 0)));
    m_budgetLines[Review].label->setText(
        tr("Review line %1 (%2), cumulative →")
            .arg(formatUsd(lines.reviewUsd), formatPercent(review, QLocale(), 0)));
    constexpr double labelX[] = {0.995, 0.995, 0.7}; // budget, warning, review (see the constructor)
    for (std::size_t i = 0; i < m_budgetLines.size(); ++i) {
        Line &l = m_budgetLines[i];
        l.line->setVisible(haveBudget);
        l.label->setVisible(haveBudget);
        l.line->point1->setCoords(0, l.usd);
        l.line->point2->setCoords(1, l.usd);
        l.label->position->setCoords(labelX[i], l.usd);
    }

    // Where the main run starts and ends.
    const tco::ProjectDates dates = tco::projectDates(m_scenario, m_result, m_today);
    m_runStart->setVisible(valid);
    m_runEnd->setVisible(valid && dates.mainRunFinish.has_value());
    if (valid) {
        m_runStart->setX(keyOfDate(dates.mainRunStart));
        if (dates.mainRunFinish)
            m_runEnd->setX(keyOfDate(*dates.mainRunFinish));
    }

    // Month labels: as many as fit, every `step` months.
    m_monthTicker->clear();
    std::size_t n = shownMonths();
    if (showsTracking() && m_tracking->projectFinish && n > 0) {
        // The forecast may finish after the plan: label its months too.
        const tco::CivilDate last = m_tracking->projectFinishP90.value_or(*m_tracking->projectFinish);
        const auto past = static_cast<long long>(std::ceil(keyOfDate(last) + 0.5));
        n = std::max<std::size_t>(n, static_cast<std::size_t>(std::max(0LL, past)));
    }
    // As many as fit side by side at the widest label's width in the axis's
    // own font ("2027年1月" is wider than "Jan 2027", a report's font larger).
    const double width = m_plot->axisRect()->width() > 100 ? m_plot->axisRect()->width() : 600.0;
    int widest = 0;
    for (std::size_t i = 0; i < n; ++i)
        widest = std::max(widest, textmeasure::advance(m_plot->xAxis->tickLabelFont(), monthText(i)));
    const auto fit =
        std::max<std::size_t>(1, static_cast<std::size_t>(width / std::max(1, widest + kMonthLabelGapPx)));
    const std::size_t step = std::max<std::size_t>(1, (n + fit - 1) / fit);
    for (std::size_t i = 0; i < n; i += step)
        m_monthTicker->addTick(static_cast<double>(i), monthText(i));
}

void SpendTimelineChart::fitRanges(bool interacting)
{
    const std::vector<tco::SpendMonth> &ms = months(m_series);
    const std::size_t n = shownMonths();
    double lastKey = static_cast<double>(n) - 0.3;
    if (showsTracking())
        for (const QCPGraph *g : {m_actual, m_landing})
            if (!g->data()->isEmpty())
                lastKey = std::max(lastKey, (g->data()->constEnd() - 1)->key + 0.4);
    if (showsTracking() && !m_landingDays->data()->empty())
        lastKey = std::max(lastKey, m_landing->data()->constBegin()->key +
                                        m_landingDays->data()->at(0).errorPlus + 0.4);
    m_plot->xAxis->setRange(n > 0 ? QCPRange(-0.7, lastKey) : QCPRange(-0.5, 11.5));

    // Per month: the highest stack above zero and the lowest below.
    double high = 0, low = 0;
    for (const tco::SpendMonth &m : ms) {
        double up = 0, down = 0;
        for (const double v : m.byCategory)
            (v > 0 ? up : down) += v;
        high = std::max(high, up);
        low = std::min(low, down);
    }
    // Cumulative: both lines, and the budget's lines when it has one.
    double highSum = 0, lowSum = 0;
    for (const SpendSeries s : {SpendSeries::Cost, SpendSeries::Cash})
        for (const tco::SpendMonth &m : months(s)) {
            highSum = std::max(highSum, m.cumulative);
            lowSum = std::min(lowSum, m.cumulative);
        }
    if (m_budgetLines[Budget].line->visible())
        for (const Line &l : m_budgetLines)
            highSum = std::max(highSum, l.usd);
    if (showsTracking()) {
        for (auto it = m_actual->data()->constBegin(); it != m_actual->data()->constEnd(); ++it)
            highSum = std::max(highSum, it->value);
        if (m_tracking->forecastFeasible && !m_landing->data()->isEmpty())
            highSum = std::max(highSum, m_tracking->forecastP90Usd);
    }
    if (!(high > low))
        high = 1;
    if (!(highSum > lowSum))
        highSum = 1;
    high += (high - low) * 0.08;
    low -= low < 0 ? (high - low) * 0.08 : 0;
    // Room for the top line's label, and with a forecast for the markers'
    // labels above its landing point.
    highSum += (highSum - lowSum) * (showsTracking() ? 0.3 : 0.12);
    QCPRange left(low, high), right(lowSum, highSum);
    if (interacting) {
        // While a slider is held the axes only grow (docs/architecture.md, "The live path").
        left.expand(m_plot->yAxis->range());
        right.expand(m_plot->yAxis2->range());
    }
    // Zero at the same height on both axes: the share below zero is the larger of the two.
    const double below = std::max(-left.lower / left.size(), -right.lower / right.size());
    if (below > 0 && below < 1) {
        left.lower = -below * left.upper / (1 - below);
        right.lower = -below * right.upper / (1 - below);
    }
    m_plot->yAxis->setRange(left);
    m_plot->yAxis2->setRange(right);
}

QString SpendTimelineChart::pointText(QCPAbstractPlottable *plottable, int index) const
{
    if (!m_haveResult || m_flow.cost.empty() || index < 0)
        return {};
    const double budget = m_budgetLines[Budget].usd;
    if (showsTracking() && plottable == m_actual && index > 0) {
        const double usd = m_actual->data()->at(index)->value;
        // Month i spans the keys i - 0.5 .. i + 0.5; a point sits at the end of its month.
        const double month = std::floor(m_actual->data()->at(index)->key + 0.5 - 1e-6);
        QString text = tr("<b>Actual spend</b> to the end of %1: %2")
                           .arg(monthText(static_cast<std::size_t>(std::max(0.0, month))), formatUsd(usd));
        if (budget > 0)
            text += tr("<br>%1 of the budget (%2)")
                        .arg(formatPercent(usd / budget, QLocale(), 0), formatUsd(budget));
        return text;
    }
    if (showsTracking() && plottable == m_landing && m_tracking->projectFinish) {
        const tco::Tracking &t = *m_tracking;
        return tr("<b>Forecast at completion</b>: %1 (P10 %2 – P90 %3)<br>finishing in %4")
            .arg(formatUsd(t.forecastP50Usd), formatUsd(t.forecastP10Usd), formatUsd(t.forecastP90Usd),
                 monthName(*t.projectFinish));
    }
    for (const SpendSeries s : {SpendSeries::Cost, SpendSeries::Cash}) {
        if (plottable != cumulative(s))
            continue;
        const std::vector<tco::SpendMonth> &ms = months(s);
        if (index == 0)
            return tr("Start of %1: nothing spent yet").arg(monthText(0));
        const auto i = static_cast<std::size_t>(index - 1);
        if (i >= ms.size())
            return {};
        QString text = (s == SpendSeries::Cost ? tr("<b>Cumulative cost</b> by the end of %1: %2")
                                               : tr("<b>Cumulative cash</b> by the end of %1: %2"))
                           .arg(monthText(i), formatUsd(ms[i].cumulative));
        if (budget > 0)
            text += tr("<br>%1 of the budget (%2)")
                        .arg(formatPercent(ms[i].cumulative / budget, QLocale(), 0), formatUsd(budget));
        return text;
    }
    const std::vector<tco::SpendMonth> &ms = months(m_series);
    const auto i = static_cast<std::size_t>(index);
    for (std::size_t c = 0; c < kCategories; ++c) {
        if (plottable != m_bars[c] || i >= ms.size())
            continue;
        const auto cat = static_cast<Category>(c);
        const tco::SpendMonth &m = ms[i];
        QString text = tr("<b>%1</b> — %2<br>%3: %4<br>Month total: %5 · cumulative: %6")
                           .arg(categoryLabel(cat).toHtmlEscaped(), monthText(i),
                                m_series == SpendSeries::Cost ? Terms::cost() : Terms::cash(),
                                formatUsd(m.byCategory[c]), formatUsd(m.total), formatUsd(m.cumulative));
        if (m_series == SpendSeries::Cash && m_flow.capexUsd > 0) {
            const bool capex = sameMonth(m.month, m_flow.capexMonth);
            if (capex && cat == Category::Hardware)
                text += tr("<br>Buys %1 accelerators up front: %2")
                            .arg(formatWhole(m_flow.ownedGpus), formatUsd(m_flow.acceleratorCapexUsd));
            if (capex && cat == Category::Network)
                text += tr("<br>Buys the network fabric up front: %1").arg(formatUsd(m_flow.fabricCapexUsd));
            if (sameMonth(m.month, m_flow.residualMonth) && cat == Category::Hardware &&
                m_flow.residualUsd > 0)
                text += tr("<br>Sells the hardware at the end: %1 back (book value %2 less the resale "
                           "discount)")
                            .arg(formatUsd(m_flow.residualUsd), formatUsd(m_flow.bookValueUsd));
        }
        return text;
    }
    return {};
}

} // namespace planner

#include "moc_spendtimelinechart.cpp"
