// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "charts/core/chartview.h"
#include "portfolio/metrics.h"
#include "portfolio/optimiser.h"
#include "portfolio/risk.h"

#include <QSharedPointer>

namespace planner {

/** What a portfolio chart shows: one evaluation of the portfolio
 *  (docs/model.md §16). The fleet decision and the Monte Carlo take longer
 *  than a frame and come later (nullptr until then). Pointers stay valid
 *  only during showPortfolio(). */
struct PortfolioFigures {
    const tco::Portfolio *portfolio = nullptr;
    const tco::PortfolioEvaluation *evaluation = nullptr;
    const tco::FleetDecision *fleet = nullptr;
    const tco::PortfolioRisk *risk = nullptr;
    /** P10–P90 along the fleet curve (tco::fleetBand); nullptr: not yet. */
    const std::vector<tco::FleetBandPoint> *band = nullptr;
    bool interacting = false; ///< a slider is held: keep axis ranges stable
};

/** Base of the portfolio's charts (the Portfolio window, its slides and
 *  report): a ChartView fed a PortfolioFigures instead of a plan. */
class PortfolioChart : public ChartView
{
    Q_OBJECT
public:
    using ChartView::ChartView;
    /** Plan charts' entry; a portfolio chart is fed by showPortfolio(). */
    void refresh(const ChartInputs &) final {}
    /** Refills the chart from `figures`. Cheap: runs on every slider move. */
    virtual void showPortfolio(const PortfolioFigures &figures) = 0;

protected:
    /** Calendar months along `axis`: a tick at each month's first day
     *  (`inDays`) or at each month's index, labelled with the month. */
    void setMonthTicks(QCPAxis *axis, const tco::MonthGrid &grid, bool inDays);

private:
    QSharedPointer<QCPAxisTickerText> m_monthTicker;
    QString m_monthKey;
};

} // namespace planner
