// SPDX-License-Identifier: GPL-3.0-or-later
#include "charts/portfolio/fleetdecisionchart.h"
#include "texts/portfoliotexts.h"

#include "charts/core/chartstyle.h"
#include "charts/core/valuemarker.h"
#include "texts/numberformat.h"

#include <qcustomplot.h>

#include <algorithm>
#include <map>

namespace planner {

namespace {

QCPGraph *pointGraph(QCustomPlot *plot, const QString &name, const QColor &colour,
                     QCPScatterStyle::ScatterShape shape, double size, bool filled = true)
{
    QCPGraph *g = plot->addGraph();
    g->setObjectName(name);
    g->setLineStyle(QCPGraph::lsNone);
    g->setPen(QPen(colour, 2));
    g->setScatterStyle(
        QCPScatterStyle(shape, QPen(colour.darker(120), 2), filled ? QBrush(colour) : QBrush(), size));
    return g;
}

void setPoint(QCPGraph *g, const tco::FleetPoint &p, bool show)
{
    if (show)
        g->setData(QVector<double>{double(p.owned)}, QVector<double>{p.annualUsd}, true);
    else
        g->data()->clear();
}

} // namespace

FleetDecisionChart::FleetDecisionChart(QWidget *parent) : PortfolioChart(parent)
{
    setObjectName(QStringLiteral("fleetDecisionChart"));
    setMoneyAxis(m_plot->yAxis);
    setLinearAxis(m_plot->xAxis, [](double v) { return formatWhole(v); });
    setAxisFit(m_plot->yAxis, {true, 0.06, false, 0});
    setAxisFit(m_plot->xAxis, {true, 0.03, false, 0});

    m_bandLow = m_plot->addGraph();
    m_bandLow->setObjectName(QStringLiteral("bandLow"));
    m_bandLow->setPen(Qt::NoPen);
    m_bandLow->removeFromLegend();
    m_bandLow->setProperty("hover", false);
    m_bandHigh = m_plot->addGraph();
    m_bandHigh->setObjectName(QStringLiteral("band"));
    m_bandHigh->setPen(Qt::NoPen);
    m_bandHigh->setBrush(style::regionBrush(style::colour::cost(), 46));
    m_bandHigh->setChannelFillGraph(m_bandLow);

    // The stretch of the curve within the answer's tolerance, under it:
    // the recommendation is no more precise than that (issue 51).
    m_nearBest = m_plot->addGraph();
    m_nearBest->setObjectName(QStringLiteral("nearBest"));
    QColor near = style::colour::optimum();
    near.setAlpha(90);
    m_nearBest->setPen(QPen(near, 10, Qt::SolidLine, Qt::RoundCap));
    m_nearBest->setProperty("fit", false);
    m_nearBest->removeFromLegend();

    m_curve = m_plot->addGraph();
    m_curve->setObjectName(QStringLiteral("curve"));
    m_curve->setPen(style::linePen(style::colour::cost(), 3));
    m_misses = pointGraph(m_plot, QStringLiteral("misses"), style::colour::warning(),
                          QCPScatterStyle::ssCircle, 7, false);
    m_rentAll = pointGraph(m_plot, QStringLiteral("rentAll"), style::colour::pool(tco::PoolKind::OnDemand),
                           QCPScatterStyle::ssSquare, 10);
    m_ownPeak = pointGraph(m_plot, QStringLiteral("ownPeak"), style::colour::pool(tco::PoolKind::Owned),
                           QCPScatterStyle::ssSquare, 10);
    m_best =
        pointGraph(m_plot, QStringLiteral("best"), style::colour::optimum(), QCPScatterStyle::ssStar, 16);
    m_current = pointGraph(m_plot, QStringLiteral("current"), style::colour::current(),
                           QCPScatterStyle::ssDiamond, 13);
    m_currentRange = new QCPErrorBars(m_plot->xAxis, m_plot->yAxis);
    m_currentRange->setObjectName(QStringLiteral("currentRange"));
    m_currentRange->setDataPlottable(m_current);
    m_currentRange->setPen(QPen(style::colour::current(), 2));
    m_currentRange->setWhiskerWidth(10);
    m_currentRange->removeFromLegend();
    m_breakEven = addMarker(m_plot->xAxis, m_plot->yAxis, style::colour::neutral(), Qt::DashLine, 0,
                            QStringLiteral("breakEven"));
    setLegendColumns(3);
    finishConstruction();
}

QString FleetDecisionChart::title() const
{
    return tr("The fleet decision: annual cost against accelerators owned");
}

void FleetDecisionChart::nameGraphs()
{
    m_curve->setName(tr("At the cheapest commitment"));
    m_nearBest->setName(m_hasFleet ? tr("Within %1 of the cheapest: own %2 to %3")
                                         .arg(formatUsd(m_fleet.nearBest.toleranceUsd),
                                              formatWhole(m_fleet.nearBest.lowOwned),
                                              formatWhole(m_fleet.nearBest.highOwned))
                                   : QString());
    m_bandHigh->setName(tr("P10–P90"));
    m_misses->setName(tr("Misses a deadline"));
    m_rentAll->setName(m_hasFleet ? tr("Rent everything: %1").arg(formatUsd(m_fleet.rentAll.annualUsd))
                                  : PortfolioTerms::rentEverything());
    m_ownPeak->setName(
        m_hasFleet ? tr("Own for the peak (%1): %2")
                         .arg(formatWhole(m_fleet.ownPeak.owned), formatUsd(m_fleet.ownPeak.annualUsd))
                   : PortfolioTerms::ownForThePeak());
    m_best->setName(m_hasFleet && m_fleet.best.annualUsd > 0
                        ? tr("Cheapest: own %1, commit %2: %3")
                              .arg(formatWhole(m_fleet.best.owned), formatWhole(m_fleet.best.committed),
                                   formatUsd(m_fleet.best.annualUsd))
                        : tr("Cheapest fleet"));
    m_current->setName(
        tr("This fleet: own %1: %2").arg(formatWhole(m_currentOwned), formatUsd(m_currentUsd)));
    for (std::size_t i = 0; i < m_levels.size(); ++i)
        m_levels[i]->setName(tr("Commit %1").arg(formatWhole(m_levelCounts[i])));
    if (m_hasFleet && m_fleet.breakEvenOwned)
        m_breakEven->setText(tr("Break-even: owning more than %1 costs more than renting")
                                 .arg(formatWhole(*m_fleet.breakEvenOwned)));
}

void FleetDecisionChart::retranslate()
{
    applyTitles(tr("Accelerators owned"), tr("Annual cost (%1)").arg(currencyCode()));
    nameGraphs();
}

void FleetDecisionChart::showPortfolio(const PortfolioFigures &f)
{
    const tco::Portfolio &p = *f.portfolio;
    // This portfolio's own fleet: the decided pool's count and its year.
    const int ownedPool = f.fleet && f.fleet->valid ? f.fleet->ownedPool : -1;
    int owned = 0;
    if (ownedPool >= 0)
        owned = p.pools[static_cast<std::size_t>(ownedPool)].count;
    else
        for (const tco::Pool &pool : p.pools)
            if (pool.kind == tco::PoolKind::Owned) {
                owned = pool.count;
                break;
            }
    m_currentOwned = owned;
    m_currentUsd = f.evaluation->metrics.annualUsd;
    m_current->setData(QVector<double>{double(owned)}, QVector<double>{m_currentUsd}, true);
    if (f.risk && f.risk->samples > 0)
        m_currentRange->setData(QVector<double>{m_currentUsd - f.risk->annualP10},
                                QVector<double>{f.risk->annualP90 - m_currentUsd});
    else
        m_currentRange->data()->clear();

    m_hasFleet = f.fleet && f.fleet->valid;
    if (f.fleet)
        m_fleet = *f.fleet;
    if (m_hasFleet) {
        QVector<double> keys, values;
        for (const tco::FleetPoint &pt : m_fleet.curve) {
            keys << pt.owned;
            values << pt.annualUsd;
        }
        m_curve->setData(keys, values, true);
        QVector<double> nearKeys, nearValues;
        for (const tco::FleetPoint &pt : m_fleet.curve)
            if (pt.owned >= m_fleet.nearBest.lowOwned && pt.owned <= m_fleet.nearBest.highOwned) {
                nearKeys << pt.owned;
                nearValues << pt.annualUsd;
            }
        m_nearBest->setData(nearKeys, nearValues, true);
        if (nearKeys.size() > 1)
            m_nearBest->addToLegend();
        else
            m_nearBest->removeFromLegend();
        // One thin line per commitment level, when there is more than one.
        std::map<int, std::pair<QVector<double>, QVector<double>>> levels;
        QVector<double> missKeys, missValues;
        for (const tco::FleetPoint &pt : m_fleet.points) {
            levels[pt.committed].first << pt.owned;
            levels[pt.committed].second << pt.annualUsd;
            if (!pt.deadlinesMet()) {
                missKeys << pt.owned;
                missValues << pt.annualUsd;
            }
        }
        m_misses->setData(missKeys, missValues);
        if (levels.size() != m_levels.size() || levels.size() == 1) {
            for (QCPGraph *g : m_levels)
                m_plot->removeGraph(g);
            m_levels.clear();
            m_levelCounts.clear();
            if (levels.size() > 1)
                for (const auto &[committed, line] : levels) {
                    QCPGraph *g = m_plot->addGraph();
                    g->setObjectName(QStringLiteral("level.%1").arg(committed));
                    QColor c = style::colour::pool(tco::PoolKind::Commitment);
                    c.setAlpha(90 + 140 * static_cast<int>(m_levels.size()) / int(levels.size()));
                    g->setPen(QPen(c, 1.2));
                    g->setProperty("fit", false);
                    m_levels.push_back(g);
                    m_levelCounts.push_back(committed);
                }
        }
        std::size_t i = 0;
        for (auto &[committed, line] : levels) {
            if (i < m_levels.size()) {
                std::vector<std::pair<double, double>> sorted;
                for (qsizetype k = 0; k < line.first.size(); ++k)
                    sorted.emplace_back(line.first[k], line.second[k]);
                std::sort(sorted.begin(), sorted.end());
                QVector<double> x, y;
                for (const auto &[k, v] : sorted) {
                    x << k;
                    y << v;
                }
                m_levels[i]->setData(x, y, true);
            }
            ++i;
        }
        setPoint(m_best, m_fleet.best, m_fleet.best.annualUsd > 0);
        setPoint(m_rentAll, m_fleet.rentAll, true);
        setPoint(m_ownPeak, m_fleet.ownPeak, true);
        m_breakEven->setVisible(m_fleet.breakEvenOwned.has_value());
        if (m_fleet.breakEvenOwned)
            m_breakEven->setX(*m_fleet.breakEvenOwned);
    } else {
        for (QCPGraph *g : {m_nearBest, m_curve, m_best, m_rentAll, m_ownPeak, m_misses})
            g->data()->clear();
        m_nearBest->removeFromLegend();
        m_breakEven->setVisible(false);
    }
    // The P10–P90 band along the curve, once the worker has it.
    QVector<double> keys, low, high;
    if (f.band)
        for (const tco::FleetBandPoint &b : *f.band) {
            keys << b.owned;
            low << b.p10Usd;
            high << b.p90Usd;
        }
    m_bandLow->setData(keys, low, true);
    m_bandHigh->setData(keys, high, true);
    if (keys.isEmpty())
        m_bandHigh->removeFromLegend();
    else
        m_bandHigh->addToLegend();
    nameGraphs();
    fitAxes(f.interacting);
    queueReplot();
}

} // namespace planner

#include "moc_fleetdecisionchart.cpp"
