// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "charts/core/qcpfwd.h"
#include "charts/portfolio/portfoliochart.h"

#include <QVector>

namespace planner {

/** The year's money by month (docs/model.md §16.3): each month's cost as
 *  bars (the runs, idle capacity, shared costs), the cumulative cost and
 *  cumulative cash as lines, and the annual budget's warning and review
 *  lines, which the cumulative cost of a fiscal year must stay under.
 *  Owned accelerators are cash when bought and cost as they depreciate;
 *  what they are worth at the end is labelled. Object names "runs",
 *  "idle", "shared", "cumulativeCost", "cumulativeCash", "warningLine",
 *  "reviewLine" are the test seams. */
class PortfolioMoneyChart : public PortfolioChart
{
    Q_OBJECT
public:
    explicit PortfolioMoneyChart(QWidget *parent = nullptr);

    QString title() const override;
    void retranslate() override;
    void showPortfolio(const PortfolioFigures &figures) override;

private:
    QCPBars *m_runs = nullptr;
    QCPBars *m_idle = nullptr;
    QCPBars *m_shared = nullptr;
    QCPGraph *m_cost = nullptr;
    QCPGraph *m_cash = nullptr;
    QCPGraph *m_capex = nullptr; ///< accelerators bought that month (cash, not cost)
    QCPGraph *m_warning = nullptr;
    QCPGraph *m_review = nullptr;
    QCPItemText *m_residual = nullptr;
    QVector<QCPBarsData> m_runsData, m_idleData, m_sharedData;
    QVector<QCPGraphData> m_costData, m_cashData, m_capexData, m_warningData, m_reviewData;
    double m_residualUsd = 0;
};

} // namespace planner
