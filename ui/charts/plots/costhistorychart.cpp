// SPDX-License-Identifier: GPL-3.0-or-later
#include "charts/plots/costhistorychart.h"

#include "charts/core/chartstyle.h"
#include "charts/core/sweepseries.h"
#include "charts/core/textitem.h"
#include "texts/codelabels.h"
#include "texts/numberformat.h"
#include "texts/terms.h"

#include <qcustomplot.h>

#include <algorithm>
#include <array>
#include <cmath>

namespace planner {

namespace {
constexpr int kTrendPoints = 40;

const char *kindKey(int kind)
{
    static const char *const keys[] = {"article", "estimate", "forecast", "user"};
    return keys[kind];
}

/** The calendar year: 2025 for a run published on 2025-07-09 (year 2025.52). */
/** The distance in pixels from `p` to the nearest point of `rect` (0 inside). */
double distanceTo(const QRectF &rect, const QPointF &p)
{
    const double dx = std::max({rect.left() - p.x(), 0.0, p.x() - rect.right()});
    const double dy = std::max({rect.top() - p.y(), 0.0, p.y() - rect.bottom()});
    return std::hypot(dx, dy);
}

/** Whether the segment `line` passes through `rect`. */
bool crosses(const QLineF &line, const QRectF &rect)
{
    if (rect.contains(line.p1()) || rect.contains(line.p2()))
        return true;
    const std::array<QPointF, 4> corners{rect.topLeft(), rect.topRight(), rect.bottomRight(),
                                         rect.bottomLeft()};
    for (std::size_t i = 0; i < corners.size(); ++i) {
        if (line.intersects(QLineF(corners[i], corners[(i + 1) % corners.size()]), nullptr) ==
            QLineF::BoundedIntersection)
            return true;
    }
    return false;
}

QString yearText(double year)
{
    return QString::number(static_cast<int>(std::floor(year)));
}
} // namespace

CostHistoryChart::CostHistoryChart(QWidget *parent) : ChartView(parent)
{
    setObjectName(QStringLiteral("costHistoryChart"));
    QCPAxis *x = m_plot->xAxis;
    QCPAxis *y = m_plot->yAxis;
    QVector<double> years;
    for (int year = 1950; year <= 2100; ++year)
        years.append(year);
    setListAxis(x, years, yearText); // whole years only, never 2022.5
    setMoneyAxis(y, true);
    setAxisFit(x, {false, 0.04, false, 0});
    setAxisFit(y, {false, 0.05, false, 0});

    m_trendGraph = m_plot->addGraph(x, y);
    m_trendGraph->setObjectName(QStringLiteral("trend"));
    m_trendGraph->setPen(style::linePen(style::colour::neutral(), 1.6, Qt::DashLine));
    m_trendGraph->setProperty("fit", false);
    m_trendGraph->setProperty("hover", false);

    struct Look {
        QCPScatterStyle::ScatterShape shape;
        QColor colour;
        bool filled;
    };
    const std::array<Look, KindCount> looks{{
        {QCPScatterStyle::ssCircle, style::colour::cost(), true},
        {QCPScatterStyle::ssDiamond, style::colour::optimum(), true},
        {QCPScatterStyle::ssTriangle, style::colour::time(), false},
        {QCPScatterStyle::ssSquare, style::colour::alternativeB(), true},
    }};
    for (int k = 0; k < KindCount; ++k) {
        QCPGraph *g = m_plot->addGraph(x, y);
        g->setObjectName(QString::fromLatin1(kindKey(k)));
        g->setLineStyle(QCPGraph::lsNone);
        const Look &look = looks[static_cast<std::size_t>(k)];
        QColor fill = look.colour;
        fill.setAlpha(170);
        g->setScatterStyle(QCPScatterStyle(look.shape, QPen(look.colour, 1.6),
                                           look.filled ? QBrush(fill) : QBrush(Qt::white), 9));
        g->setPen(QPen(look.colour));
        m_kinds[static_cast<std::size_t>(k)] = g;
        // The range of a run's estimates (low to high around its central cost).
        auto *range = new QCPErrorBars(x, y);
        range->setObjectName(QString::fromLatin1(kindKey(k)) + QStringLiteral("Range"));
        range->setDataPlottable(g);
        range->setPen(QPen(look.colour, 1.4));
        range->setWhiskerWidth(8);
        range->setProperty("hover", false);
        range->removeFromLegend();
        m_ranges[static_cast<std::size_t>(k)] = range;
    }

    m_plan = m_plot->addGraph(x, y);
    m_plan->setObjectName(QStringLiteral("plan"));
    m_plan->setLineStyle(QCPGraph::lsNone);
    m_plan->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssStar, QPen(style::colour::current(), 2.6),
                                            QBrush(style::colour::current()), 18));
    m_plan->setPen(QPen(style::colour::current()));
    m_planLabel = new TextItem(m_plot);
    m_planLabel->setObjectName(QStringLiteral("planLabel"));
    // Left of the star: the plan's year is near the right edge.
    m_planLabel->setPositionAlignment(Qt::AlignRight | Qt::AlignVCenter);
    m_planLabel->setPadding(QMargins(4, 0, 14, 0));
    m_planLabel->setColor(style::colour::current().darker(115));
    QFont bold = m_planLabel->font();
    bold.setBold(true);
    m_planLabel->setFont(bold);
    m_planLabel->setVisible(false);

    // Labels of the built-in runs, most expensive first: the costly runs
    // choose their place first.
    std::vector<tco::HistoryRun> labelled = tco::builtinRuns();
    std::stable_sort(
        labelled.begin(), labelled.end(),
        [](const tco::HistoryRun &a, const tco::HistoryRun &b) { return a.costUsd > b.costUsd; });
    for (const tco::HistoryRun &r : labelled) {
        auto *label = new TextItem(m_plot);
        label->setObjectName(QStringLiteral("runLabel"));
        label->setProperty("run", QString::fromStdString(r.label));
        label->setProperty("year", r.year);
        label->setProperty("cost", r.costUsd);
        label->setText(QString::fromStdString(r.label));
        // In plot coordinates, so a picture laid out at another size keeps it by its point.
        label->position->setAxes(x, y);
        label->setPositionAlignment(Qt::AlignLeft | Qt::AlignTop);
        label->setPadding(QMargins(2, 1, 2, 1));
        label->setClipToAxisRect(true);
        m_labels.push_back(label);
    }
    connect(m_plot, &QCustomPlot::afterLayout, this, &CostHistoryChart::placeLabels);

    rebuildPoints();
    finishConstruction();
}

QString CostHistoryChart::title() const
{
    return tr("Training cost of frontier models over time");
}

QString CostHistoryChart::trendName() const
{
    if (m_trend.points < 2)
        return tr("Trend (needs two frontier runs)");
    return tr("Trend of %n frontier runs %1–%2: ×%3 per year (×%4–×%5); Cottier et al. 2024: ×%6", nullptr,
              m_trend.points)
        .arg(yearText(m_trend.firstYear), yearText(m_trend.lastYear), formatFixed(m_trend.growthPerYear(), 1),
             formatFixed(m_trend.growthLow(), 1), formatFixed(m_trend.growthHigh(), 1),
             formatFixed(tco::kPublishedFrontierGrowth, 1));
}

void CostHistoryChart::retranslate()
{
    applyTitles(Terms::year(), tr("Cost of one training run (%1, log scale)").arg(currencyCode()));
    for (int k = 0; k < KindCount; ++k)
        m_kinds[static_cast<std::size_t>(k)]->setName(historyKindLabel(QString::fromLatin1(kindKey(k))));
    m_plan->setName(tr("This plan (%1)").arg(yearText(kPlanYear)));
    m_trendGraph->setName(trendName());
    m_planLabel->setText(Terms::thisPlanAt().arg(formatUsd(m_planUsd)));
    for (QCPItemText *label : m_labels)
        label->setText(labelText(label));
}

QString CostHistoryChart::labelText(const QCPItemText *label) const
{
    const QString name = historyRunLabel(label->property("run").toString());
    const double outcome = label->property("outcomeUsd").toDouble();
    if (outcome <= 0)
        return name;
    //: Second line of a past forecast's label on the history chart: %1 the forecast's year, %2 what
    //: its most expensive finished run cost
    return name + QLatin1Char('\n') +
           tr("forecast; %1's largest run: %2")
               .arg(yearText(label->property("year").toDouble()), formatUsd(outcome));
}

void CostHistoryChart::addUserPoint(double year, const QString &label, double costUsd)
{
    if (!(year >= 1950 && year <= 2100 && costUsd > 0 && std::isfinite(costUsd)))
        return;
    m_userPoints.append({year, label, costUsd});
    rebuildPoints();
    fitAxes(false);
    queueReplot();
    Q_EMIT userPointsChanged();
}

void CostHistoryChart::setUserPoints(const QVector<HistoryUserPoint> &points)
{
    m_userPoints.clear();
    for (const HistoryUserPoint &p : points) {
        if (p.year >= 1950 && p.year <= 2100 && p.costUsd > 0 && std::isfinite(p.costUsd))
            m_userPoints.append(p);
    }
    rebuildPoints();
    fitAxes(false);
    queueReplot();
    Q_EMIT userPointsChanged();
}

void CostHistoryChart::rebuildPoints()
{
    // Runs at start-up and when the user adds a point, not per slider move.
    for (auto &list : m_points)
        list.clear();
    std::vector<tco::HistoryPoint> all = tco::builtinHistory();
    for (const HistoryUserPoint &u : std::as_const(m_userPoints))
        all.push_back({u.year,
                       u.label.toStdString(),
                       u.costUsd,
                       "user",
                       historyKindLabel(QStringLiteral("user")).toStdString(),
                       {}});
    const std::vector<tco::HistoryRun> runs = tco::groupRuns(all);
    for (const tco::HistoryRun &r : runs) {
        int kind = User;
        for (int k = 0; k < KindCount; ++k) {
            if (r.kind == kindKey(k))
                kind = k;
        }
        m_points[static_cast<std::size_t>(kind)].push_back(r);
    }
    for (int k = 0; k < KindCount; ++k) {
        auto &list = m_points[static_cast<std::size_t>(k)];
        std::stable_sort(list.begin(), list.end(),
                         [](const tco::HistoryRun &a, const tco::HistoryRun &b) { return a.year < b.year; });
        QVector<QCPGraphData> points;
        QVector<double> below, above;
        points.reserve(static_cast<qsizetype>(list.size()));
        for (const tco::HistoryRun &r : list) {
            points.append({r.year, r.costUsd});
            below.append(r.costUsd - r.costLowUsd);
            above.append(r.costHighUsd - r.costUsd);
        }
        m_kinds[static_cast<std::size_t>(k)]->data()->set(points, true);
        m_ranges[static_cast<std::size_t>(k)]->setData(below, above);
    }

    // A forecast whose year has passed, against what happened: a dotted arrow
    // from the forecast to that year's most expensive finished run.
    for (QCPItemLine *arrow : m_outcomes)
        m_plot->removeItem(arrow);
    m_outcomes.clear();
    for (const tco::HistoryRun &r : runs) {
        if (!r.hasOutcome())
            continue;
        const auto top = std::find_if(runs.begin(), runs.end(), [&](const tco::HistoryRun &o) {
            return !o.forecast() && o.label == r.outcomeLabel && o.calendarYear() == r.calendarYear();
        });
        if (top == runs.end())
            continue;
        auto *arrow = new QCPItemLine(m_plot);
        arrow->setObjectName(QStringLiteral("forecastOutcome"));
        arrow->setProperty("run", QString::fromStdString(r.label));
        arrow->start->setAxes(m_plot->xAxis, m_plot->yAxis);
        arrow->end->setAxes(m_plot->xAxis, m_plot->yAxis);
        arrow->start->setCoords(r.year, r.costUsd);
        arrow->end->setCoords(top->year, top->costUsd);
        arrow->setPen(style::linePen(style::colour::time(), 1.4, Qt::DotLine));
        arrow->setHead(QCPLineEnding(QCPLineEnding::esSpikeArrow, 8, 10));
        arrow->setClipToAxisRect(true);
        arrow->setSelectable(false);
        m_outcomes.push_back(arrow);
    }
    for (QCPItemText *label : m_labels) {
        const std::string name = label->property("run").toString().toStdString();
        const auto run = std::find_if(runs.begin(), runs.end(), [&](const tco::HistoryRun &r) {
            return r.label == name && r.year == label->property("year").toDouble();
        });
        label->setProperty("outcomeUsd", run != runs.end() ? run->outcomeUsd : 0.0);
        label->setText(labelText(label));
    }

    // The trend over the years it was fitted on.
    m_trend = tco::fitGrowthTrend(runs);
    QVector<QCPGraphData> &trend =
        takeBuffer(m_trendGraph, m_trendData, m_trend.points >= 2 ? kTrendPoints : 0);
    for (int i = 0; i < trend.size(); ++i) {
        const double year =
            m_trend.firstYear + (m_trend.lastYear - m_trend.firstYear) * i / (kTrendPoints - 1);
        trend[i] = {year, m_trend.costAt(year)};
    }
    publishBuffer(m_trendGraph, trend);
    m_trendGraph->setName(trendName());
}

void CostHistoryChart::placeLabels()
{
    const QRect area = m_plot->xAxis->axisRect()->rect();
    QCPAxis *x = m_plot->xAxis;
    QCPAxis *y = m_plot->yAxis;
    // What a label must not cover: every point's marker and the error bar of
    // its range, a past forecast's arrow, the plan's label and star, and the
    // labels already placed. Nor may it lie nearer another point than its
    // own: in a crowded year a label beside the wrong point names it.
    std::vector<QRectF> taken;
    std::vector<QPointF> centres;
    const auto marker = [&](double year, double cost, double radius) {
        const QPointF c(x->coordToPixel(year), y->coordToPixel(cost));
        taken.push_back(QRectF(c.x() - radius, c.y() - radius, 2 * radius, 2 * radius));
        centres.push_back(c);
    };
    for (const auto &list : m_points) {
        for (const tco::HistoryRun &r : list) {
            marker(r.year, r.costUsd, 6);
            if (r.hasRange()) {
                const double cx = x->coordToPixel(r.year);
                taken.push_back(QRectF(QPointF(cx - 4, y->coordToPixel(r.costHighUsd)),
                                       QPointF(cx + 4, y->coordToPixel(r.costLowUsd)))
                                    .normalized());
            }
        }
    }
    std::vector<QLineF> arrows;
    for (QCPItemLine *arrow : m_outcomes)
        arrows.emplace_back(arrow->start->pixelPosition(), arrow->end->pixelPosition());
    if (m_planLabel->visible()) {
        marker(kPlanYear, m_planUsd, 10);
        taken.push_back(
            QRectF(m_planLabel->topLeft->pixelPosition(), m_planLabel->bottomRight->pixelPosition())
                .normalized());
    }
    const QFontMetricsF metrics(m_labels.empty() ? font() : m_labels.front()->font());
    for (QCPItemText *label : m_labels) {
        const QPointF c(x->coordToPixel(label->property("year").toDouble()),
                        y->coordToPixel(label->property("cost").toDouble()));
        const QMargins pad = label->padding();
        const QRectF text = metrics.boundingRect(QRectF(), Qt::AlignLeft, label->text());
        const QSizeF size(text.width() + pad.left() + pad.right() + 1,
                          text.height() + pad.top() + pad.bottom());
        const double w = size.width(), h = size.height(), gap = 8;
        // Right, left, above, below, then the corners, then a row further up or down.
        const std::array<QPointF, 12> spots{{
            {c.x() + gap, c.y() - h / 2},
            {c.x() - gap - w, c.y() - h / 2},
            {c.x() - w / 2, c.y() - gap - h},
            {c.x() - w / 2, c.y() + gap},
            {c.x() + gap / 2, c.y() - gap - h},
            {c.x() + gap / 2, c.y() + gap},
            {c.x() - gap / 2 - w, c.y() - gap - h},
            {c.x() - gap / 2 - w, c.y() + gap},
            {c.x() + gap / 2, c.y() - gap - 2 * h},
            {c.x() + gap / 2, c.y() + gap + h},
            {c.x() - gap / 2 - w, c.y() - gap - 2 * h},
            {c.x() - gap / 2 - w, c.y() + gap + h},
        }};
        bool placed = false;
        for (const QPointF &spot : spots) {
            const QRectF rect(spot, size);
            if (!QRectF(area).contains(rect))
                continue;
            if (std::any_of(taken.begin(), taken.end(), [&](const QRectF &t) { return t.intersects(rect); }))
                continue;
            if (std::any_of(arrows.begin(), arrows.end(),
                            [&](const QLineF &l) { return crosses(l, rect.adjusted(-3, -3, 3, 3)); }))
                continue;
            const double own = distanceTo(rect, c);
            if (std::any_of(centres.begin(), centres.end(), [&](const QPointF &p) {
                    return QLineF(p, c).length() > 0.5 && distanceTo(rect, p) < own;
                }))
                continue;
            label->position->setPixelPosition(spot);
            taken.push_back(rect);
            placed = true;
            break;
        }
        label->setVisible(placed);
    }
}

void CostHistoryChart::refresh(const ChartInputs &in)
{
    if (!in.result)
        return;
    // A plan that cannot run has no total to place among the others.
    m_planUsd = in.result->feasible() ? in.result->totalUsd : 0.0;
    QVector<QCPGraphData> &plan = takeBuffer(m_plan, m_planData, m_planUsd > 0 ? 1 : 0);
    if (!plan.isEmpty())
        plan[0] = {kPlanYear, m_planUsd};
    publishBuffer(m_plan, plan);
    m_planLabel->setVisible(m_planUsd > 0);
    m_planLabel->position->setCoords(kPlanYear, std::max(m_planUsd, 1.0));
    m_planLabel->setText(Terms::thisPlanAt().arg(formatUsd(m_planUsd)));
    fitAxes(in.interacting);
    queueReplot();
}

QString CostHistoryChart::pointText(QCPAbstractPlottable *plottable, int index) const
{
    if (plottable == m_plan)
        return tr("<b>This plan</b><br>%1: %2<br>Total cost of ownership from the model")
            .arg(yearText(kPlanYear), formatUsd(m_planUsd));
    for (int k = 0; k < KindCount; ++k) {
        if (plottable != m_kinds[static_cast<std::size_t>(k)])
            continue;
        const auto &list = m_points[static_cast<std::size_t>(k)];
        if (index < 0 || static_cast<std::size_t>(index) >= list.size())
            return {};
        const tco::HistoryRun &r = list[static_cast<std::size_t>(index)];
        QString text =
            tr("<b>%1</b><br>%2: %3")
                .arg(QString::fromStdString(r.label).toHtmlEscaped(), yearText(r.year), formatUsd(r.costUsd));
        if (r.hasRange())
            text += tr(" (estimates %1 to %2)").arg(formatUsd(r.costLowUsd), formatUsd(r.costHighUsd));
        text += QStringLiteral("<br>") + historyKindLabel(QString::fromStdString(r.kind)).toHtmlEscaped() +
                QStringLiteral(" · ") +
                (r.forecast() ? tr("not in the trend")
                 : r.frontier ? tr("frontier run, in the trend")
                              : tr("more than 10× below the year's most expensive run, not in the trend"));
        for (const tco::HistoryPoint &p : r.sources)
            text +=
                QStringLiteral("<br>") +
                Terms::labelled().arg(formatUsd(p.costUsd), QString::fromStdString(p.source).toHtmlEscaped());
        if (r.hasOutcome())
            text +=
                QStringLiteral("<br>") +
                historyOutcomeText(r.calendarYear(), QString::fromStdString(r.outcomeLabel).toHtmlEscaped(),
                                   formatUsd(r.outcomeUsd), formatFixed(r.outcomeUsd / r.costUsd, 2));
        if (!r.note.empty())
            text += QStringLiteral("<br><i>") + QString::fromStdString(r.note).toHtmlEscaped() +
                    QStringLiteral("</i>");
        return text;
    }
    return {};
}

} // namespace planner

#include "moc_costhistorychart.cpp"
