// SPDX-License-Identifier: GPL-3.0-or-later
#include "charts/portfolio/poolutilisationchart.h"

#include "charts/core/chartstyle.h"
#include "charts/core/sweepseries.h"
#include "texts/numberformat.h"
#include "texts/portfoliotexts.h"

#include <qcustomplot.h>

namespace planner {

PoolUtilisationChart::PoolUtilisationChart(QWidget *parent) : PortfolioChart(parent)
{
    setObjectName(QStringLiteral("poolUtilisationChart"));
    setMoneyAxis(m_plot->yAxis);
    m_plot->yAxis2->setVisible(true);
    setShareAxis(m_plot->yAxis2);
    setAxisFit(m_plot->yAxis, {true, 0.08, false, 0});
    setAxisFit(m_plot->yAxis2, {false, 0, true, 0});
    m_plot->yAxis2->setRange(0, 1.05);
    setAxisFit(m_plot->xAxis, {false, 0, true, 0});
    finishConstruction();
}

QString PoolUtilisationChart::title() const
{
    return tr("Utilisation and idle cost of owned and committed capacity");
}

void PoolUtilisationChart::retranslate()
{
    applyTitles(QString(), tr("Idle capacity (%1)").arg(currencyCode()));
    m_plot->yAxis2->setLabel(PortfolioTerms::utilisation());
    nameSeries();
}

void PoolUtilisationChart::nameSeries()
{
    for (std::size_t i = 0; i < m_series.size() && i < static_cast<std::size_t>(m_poolNames.size()); ++i) {
        const QString &name = m_poolNames[static_cast<qsizetype>(i)];
        m_series[i].utilisation->setName(tr("%1: utilisation").arg(name));
        m_series[i].idle->setName(tr("%1: idle").arg(name));
    }
}

void PoolUtilisationChart::rebuild(const tco::Portfolio &p)
{
    QString shape;
    std::vector<int> pools;
    for (std::size_t i = 0; i < p.pools.size(); ++i)
        if (tco::isFixed(p.pools[i].kind)) {
            pools.push_back(static_cast<int>(i));
            shape += QString::fromStdString(p.pools[i].id) + QLatin1Char('/') +
                     QString::number(static_cast<int>(p.pools[i].kind)) + QLatin1Char(';');
        }
    if (shape == m_shape)
        return;
    m_shape = shape;
    for (Series &s : m_series) {
        m_plot->removePlottable(s.utilisation);
        m_plot->removePlottable(s.idle);
    }
    m_series.clear();
    m_pools = pools;
    m_poolNames.clear();
    QCPBars *below = nullptr;
    for (int pool : pools) {
        const tco::Pool &it = p.pools[static_cast<std::size_t>(pool)];
        const QColor colour = style::colour::pool(it.kind);
        const QString id = QString::fromStdString(it.id);
        Series s;
        s.idle = new QCPBars(m_plot->xAxis, m_plot->yAxis);
        s.idle->setObjectName(QStringLiteral("idle.") + id);
        s.idle->setWidth(0.7);
        s.idle->setBrush(style::hatchedBrush(colour));
        s.idle->setPen(QPen(colour.darker(120), 1));
        if (below)
            s.idle->moveAbove(below);
        below = s.idle;
        s.utilisation = m_plot->addGraph(m_plot->xAxis, m_plot->yAxis2);
        s.utilisation->setObjectName(QStringLiteral("utilisation.") + id);
        s.utilisation->setPen(style::linePen(colour, 2.5));
        s.utilisation->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssCircle, 6));
        m_series.push_back(std::move(s));
        m_poolNames << poolName(p, pool);
    }
    nameSeries();
}

void PoolUtilisationChart::showPortfolio(const PortfolioFigures &f)
{
    const tco::Portfolio &p = *f.portfolio;
    const tco::PortfolioMetrics &m = f.evaluation->metrics;
    rebuild(p);
    const auto months = static_cast<qsizetype>(m.months.size());
    for (std::size_t i = 0; i < m_series.size(); ++i) {
        Series &s = m_series[i];
        const auto &pool = m.pools[static_cast<std::size_t>(m_pools[i])];
        QVector<QCPGraphData> &u = takeBuffer(s.utilisation, s.utilisationData, months);
        QVector<QCPBarsData> &idle = takeBuffer(s.idle, s.idleData, months);
        for (qsizetype k = 0; k < months; ++k) {
            const tco::PoolMonth &month = pool[static_cast<std::size_t>(k)];
            u[k] = {double(k), month.capacityHours > 0 ? month.utilisation() : qQNaN()};
            idle[k] = {double(k), month.idleUsd};
        }
        publishBuffer(s.utilisation, u);
        publishBuffer(s.idle, idle);
    }
    setMonthTicks(m_plot->xAxis, f.evaluation->schedule.grid, false);
    m_plot->xAxis->setRange(-0.6, double(std::max<qsizetype>(1, months)) - 0.4);
    fitAxes(f.interacting);
    queueReplot();
}

} // namespace planner

#include "moc_poolutilisationchart.cpp"
