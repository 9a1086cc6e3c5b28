// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "charts/core/qcpfwd.h"
#include "charts/portfolio/portfoliochart.h"

#include <QVector>

#include <vector>

namespace planner {

/** How busy the paid-for capacity is (docs/model.md §16.3): for each owned,
 *  committed or block pool, its utilisation by month (a line, right axis)
 *  and the dollars of capacity nobody used (bars, left axis). Rented pools
 *  have no idle capacity and are left out. Object names "utilisation.ID"
 *  and "idle.ID" are the test seams. */
class PoolUtilisationChart : public PortfolioChart
{
    Q_OBJECT
public:
    explicit PoolUtilisationChart(QWidget *parent = nullptr);

    QString title() const override;
    void retranslate() override;
    void showPortfolio(const PortfolioFigures &figures) override;

private:
    struct Series {
        QCPGraph *utilisation = nullptr;
        QCPBars *idle = nullptr;
        QVector<QCPGraphData> utilisationData;
        QVector<QCPBarsData> idleData;
    };
    /** Makes one pair of plottables per fixed pool, once per set of pools. */
    void rebuild(const tco::Portfolio &p);
    void nameSeries();

    std::vector<Series> m_series;
    std::vector<int> m_pools; ///< the fixed pools' indices, as m_series
    QStringList m_poolNames;
    QString m_shape;
};

} // namespace planner
