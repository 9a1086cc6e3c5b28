// SPDX-License-Identifier: GPL-3.0-or-later
#include "charts/portfolio/portfoliomoneychart.h"
#include "texts/codelabels.h"
#include "texts/portfoliotexts.h"

#include "charts/core/chartstyle.h"
#include "charts/core/sweepseries.h"
#include "charts/core/textitem.h"
#include "texts/numberformat.h"

#include <qcustomplot.h>

namespace planner {

PortfolioMoneyChart::PortfolioMoneyChart(QWidget *parent) : PortfolioChart(parent)
{
    setObjectName(QStringLiteral("portfolioMoneyChart"));
    setMoneyAxis(m_plot->yAxis);
    setAxisFit(m_plot->yAxis, {true, 0.06, false, 0});
    setAxisFit(m_plot->xAxis, {false, 0, true, 0});
    const auto bars = [this](const QString &name, const QColor &colour, QCPBars *below) {
        auto *b = new QCPBars(m_plot->xAxis, m_plot->yAxis);
        b->setObjectName(name);
        b->setWidth(0.7);
        b->setBrush(colour);
        b->setPen(QPen(colour.darker(125), 1));
        if (below)
            b->moveAbove(below);
        return b;
    };
    m_runs = bars(QStringLiteral("runs"), style::colour::training(), nullptr);
    m_idle = bars(QStringLiteral("idle"), style::colour::category(tco::Category::Idle), m_runs);
    m_shared = bars(QStringLiteral("shared"), style::colour::category(tco::Category::Operations), m_idle);
    const auto line = [this](const QString &name, const QPen &pen) {
        QCPGraph *g = m_plot->addGraph(m_plot->xAxis, m_plot->yAxis);
        g->setObjectName(name);
        g->setPen(pen);
        return g;
    };
    m_cost = line(QStringLiteral("cumulativeCost"), style::linePen(style::colour::cumulativeCost(), 2.5));
    m_cost->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssCircle, 5));
    m_cash = line(QStringLiteral("cumulativeCash"),
                  style::linePen(style::colour::cumulativeCash(), 2, Qt::DashLine));
    // Capex is cash, not cost: a spike where accelerators are bought, beside
    // the month's cost (depreciation spreads it over their life).
    m_capex = line(QStringLiteral("capex"), style::linePen(style::colour::cumulativeCash(), 3));
    m_capex->setLineStyle(QCPGraph::lsImpulse);
    m_capex->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssDiamond, 7));
    m_warning =
        line(QStringLiteral("warningLine"), style::linePen(style::colour::higher(), 1.5, Qt::DashDotLine));
    m_review =
        line(QStringLiteral("reviewLine"), style::linePen(style::colour::warning(), 1.5, Qt::DashDotLine));
    m_residual = new TextItem(m_plot);
    m_residual->setPositionAlignment(Qt::AlignRight | Qt::AlignBottom);
    m_residual->setSelectable(false);
    m_residual->setPadding(QMargins(2, 2, 4, 4));
    finishConstruction();
}

QString PortfolioMoneyChart::title() const
{
    return tr("Money by month against the annual budget");
}

void PortfolioMoneyChart::retranslate()
{
    applyTitles(QString(), totalCostLabel());
    m_runs->setName(PortfolioTerms::runs());
    m_idle->setName(categoryLabel(tco::Category::Idle));
    m_shared->setName(PortfolioTerms::sharedCosts());
    m_cost->setName(tr("Cost, cumulative"));
    m_cash->setName(tr("Cash, cumulative"));
    m_capex->setName(tr("Accelerators bought (cash, not cost)"));
    m_warning->setName(tr("Budget warning line"));
    m_review->setName(tr("Budget review line"));
    m_residual->setText(tr("Owned accelerators worth %1 at the end").arg(formatUsd(m_residualUsd)));
    m_residual->setVisible(m_residualUsd > 0);
}

void PortfolioMoneyChart::showPortfolio(const PortfolioFigures &f)
{
    const tco::Portfolio &p = *f.portfolio;
    const tco::PortfolioMetrics &m = f.evaluation->metrics;
    const auto months = static_cast<qsizetype>(m.months.size());
    QVector<QCPBarsData> &runs = takeBuffer(m_runs, m_runsData, months);
    QVector<QCPBarsData> &idle = takeBuffer(m_idle, m_idleData, months);
    QVector<QCPBarsData> &shared = takeBuffer(m_shared, m_sharedData, months);
    QVector<QCPGraphData> &cost = takeBuffer(m_cost, m_costData, months);
    QVector<QCPGraphData> &cash = takeBuffer(m_cash, m_cashData, months);
    QVector<QCPGraphData> &capex = takeBuffer(m_capex, m_capexData, 0);
    double cashSoFar = 0;
    for (qsizetype k = 0; k < months; ++k) {
        const tco::PortfolioMonth &month = m.months[static_cast<std::size_t>(k)];
        const double key = double(k);
        // Work not placed is the runs' (at on-demand prices); the corpora
        // are shared, as people and operations are (docs/model.md §16.3).
        runs[k] = {key, month.runsUsd + month.unplacedUsd};
        idle[k] = {key, month.idleUsd};
        shared[k] = {key, month.sharedUsd + month.corpusUsd};
        cost[k] = {key, month.cumulativeCostUsd};
        cashSoFar += month.cashUsd;
        cash[k] = {key, cashSoFar};
        if (month.capexUsd > 0)
            capex.push_back({key + 0.42, month.capexUsd});
    }
    publishBuffer(m_runs, runs);
    publishBuffer(m_idle, idle);
    publishBuffer(m_shared, shared);
    publishBuffer(m_cost, cost);
    publishBuffer(m_cash, cash);
    publishBuffer(m_capex, capex);
    if (capex.isEmpty())
        m_capex->removeFromLegend();
    else
        m_capex->addToLegend();

    // The budget's lines across the calendar; none without a budget.
    const bool budget = p.budget.annualUsd > 0;
    const double right = double(std::max<qsizetype>(1, months)) - 0.4;
    const auto across = [&](QCPGraph *g, QVector<QCPGraphData> &buffer, double usd) {
        QVector<QCPGraphData> &line = takeBuffer(g, buffer, budget ? 2 : 0);
        if (budget) {
            line[0] = {-0.6, usd};
            line[1] = {right, usd};
        }
        publishBuffer(g, line);
        g->setVisible(budget);
        if (budget)
            g->addToLegend();
        else
            g->removeFromLegend();
    };
    across(m_warning, m_warningData, p.budget.warningUsd());
    across(m_review, m_reviewData, p.budget.reviewUsd());

    m_residualUsd = m.residualUsd;
    m_residual->position->setCoords(right, cashSoFar);
    m_residual->setText(tr("Owned accelerators worth %1 at the end").arg(formatUsd(m_residualUsd)));
    m_residual->setColor(palette().color(QPalette::Text));
    m_residual->setVisible(m_residualUsd > 0);

    setMonthTicks(m_plot->xAxis, f.evaluation->schedule.grid, false);
    m_plot->xAxis->setRange(-0.6, right);
    fitAxes(f.interacting);
    queueReplot();
}

} // namespace planner

#include "moc_portfoliomoneychart.cpp"
