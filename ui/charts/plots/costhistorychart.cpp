// SPDX-License-Identifier: GPL-3.0-or-later
#include "charts/plots/costhistorychart.h"

#include "charts/core/chartlabels.h"
#include "charts/core/chartstyle.h"
#include "charts/core/sweepseries.h"
#include "texts/numberformat.h"

#include <qcustomplot.h>

#include <algorithm>
#include <cmath>

namespace planner {

namespace {
constexpr int kTrendPoints = 40;

const char *kindKey(int kind)
{
    static const char *const keys[] = {"article", "estimate", "forecast", "user"};
    return keys[kind];
}

QString yearText(double year)
{
    return QString::number(static_cast<int>(std::lround(year)));
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
    setLogAxis(y, [](double v) { return formatUsd(v); });
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
    }

    m_plan = m_plot->addGraph(x, y);
    m_plan->setObjectName(QStringLiteral("plan"));
    m_plan->setLineStyle(QCPGraph::lsNone);
    m_plan->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssStar, QPen(style::colour::current(), 2.6),
                                            QBrush(style::colour::current()), 18));
    m_plan->setPen(QPen(style::colour::current()));
    m_planLabel = new QCPItemText(m_plot);
    m_planLabel->setObjectName(QStringLiteral("planLabel"));
    // Left of the star: the plan's year is near the right edge.
    m_planLabel->setPositionAlignment(Qt::AlignRight | Qt::AlignVCenter);
    m_planLabel->setPadding(QMargins(4, 0, 14, 0));
    m_planLabel->setColor(style::colour::current().darker(115));
    QFont bold = m_planLabel->font();
    bold.setBold(true);
    m_planLabel->setFont(bold);
    m_planLabel->setVisible(false);

    rebuildPoints();
    style::applyBaseStyle(m_plot, palette());
    retranslate();
}

QString CostHistoryChart::title() const
{
    return tr("Training cost of frontier models over time");
}

QString CostHistoryChart::trendName() const
{
    if (m_trend.points < 2)
        return tr("Trend (needs two points)");
    return tr("Trend: ×%1 per year (fitted, forecasts left out)")
        .arg(QLocale().toString(m_trend.growthPerYear(), 'f', 1));
}

void CostHistoryChart::retranslate()
{
    applyTitle();
    m_plot->xAxis->setLabel(tr("Year"));
    m_plot->yAxis->setLabel(tr("Cost of one training run (USD, log scale)"));
    for (int k = 0; k < KindCount; ++k)
        m_kinds[static_cast<std::size_t>(k)]->setName(historyKindLabel(QString::fromLatin1(kindKey(k))));
    m_plan->setName(tr("This plan (%1)").arg(yearText(kPlanYear)));
    m_trendGraph->setName(trendName());
    m_planLabel->setText(tr("This plan: %1").arg(formatUsd(m_planUsd)));
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
        all.push_back({u.year, u.label.toStdString(), u.costUsd, "user", tr("Added by you").toStdString()});
    for (const tco::HistoryPoint &p : all) {
        int kind = User;
        for (int k = 0; k < KindCount; ++k) {
            if (p.kind == kindKey(k))
                kind = k;
        }
        m_points[static_cast<std::size_t>(kind)].push_back(p);
    }
    double firstYear = kPlanYear, lastYear = kPlanYear;
    for (int k = 0; k < KindCount; ++k) {
        auto &list = m_points[static_cast<std::size_t>(k)];
        std::stable_sort(
            list.begin(), list.end(),
            [](const tco::HistoryPoint &a, const tco::HistoryPoint &b) { return a.year < b.year; });
        QVector<QCPGraphData> points;
        points.reserve(static_cast<qsizetype>(list.size()));
        for (const tco::HistoryPoint &p : list) {
            points.append({p.year, p.costUsd});
            firstYear = std::min(firstYear, p.year);
            lastYear = std::max(lastYear, p.year);
        }
        m_kinds[static_cast<std::size_t>(k)]->data()->set(points, true);
    }

    m_trend = tco::fitGrowthTrend(all);
    QVector<QCPGraphData> &trend =
        takeBuffer(m_trendGraph, m_trendData, m_trend.points >= 2 ? kTrendPoints : 0);
    for (int i = 0; i < trend.size(); ++i) {
        const double year = firstYear + (lastYear - firstYear) * i / (kTrendPoints - 1);
        trend[i] = {year, m_trend.costAt(year)};
    }
    publishBuffer(m_trendGraph, trend);
    m_trendGraph->setName(trendName());
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
    m_planLabel->setText(tr("This plan: %1").arg(formatUsd(m_planUsd)));
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
        const tco::HistoryPoint &p = list[static_cast<std::size_t>(index)];
        return tr("<b>%1</b><br>%2: %3<br>%4<br>Source: %5")
            .arg(QString::fromStdString(p.label).toHtmlEscaped(), yearText(p.year), formatUsd(p.costUsd),
                 historyKindLabel(QString::fromStdString(p.kind)).toHtmlEscaped(),
                 QString::fromStdString(p.source).toHtmlEscaped());
    }
    return {};
}

} // namespace planner
