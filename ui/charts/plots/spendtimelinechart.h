// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "charts/core/chartview.h"

#include "analysis/cashflow.h"
#include "tracking/forecast.h"

#include <QSharedPointer>
#include <QVector>

#include <array>
#include <memory>

class QLabel;
class QToolButton;

namespace planner {

/** Which series of the spend timeline the bars show (docs/model.md §8,
 *  "Spend over time and cash"). */
enum class SpendSeries { Cost, Cash };

/** Spend over time: month by month from the plan's start date
 *  (tco::cashflow), stacked bars by cost category on the left axis, and on
 *  the right axis the cumulative cost (solid) and cumulative cash (dashed)
 *  against the budget and its warning and review lines. The bars show the
 *  cost or the cash (the "Cost" / "Cash" buttons above the plot): bought
 *  hardware shows its capex in the first month and the residual value as a
 *  negative bar in the last. Dotted lines mark where the main run starts and
 *  ends. A plan that cannot run has no timeline: the bars and lines are empty
 *  and a label ("infeasibleLabel") says why.
 *
 *  With imported actuals (setTracking(), docs/actuals.md) the cumulative
 *  actual spend runs beside the plan's, and a dashed line goes from its
 *  last day to the forecast at completion: a point at the forecast finish
 *  and P50 cost, with its P10–P90 band in cost and in date. Spend dated
 *  outside the plan is not on the actual line (it is not "to date") but
 *  is in the forecast: the dashed line rises by it first, and the label
 *  names it.
 *  Test seams: categoryBars(), cumulative(), actual(), landing(), forecastPath(),
 *  "budgetLine", "warningLine", "reviewLine", "seriesCost" / "seriesCash"
 *  buttons. */
class SpendTimelineChart : public ChartView
{
    Q_OBJECT
public:
    explicit SpendTimelineChart(QWidget *parent = nullptr);

    QString title() const override;
    void refresh(const ChartInputs &in) override;
    void retranslate() override;

    void setSeries(SpendSeries series);
    SpendSeries series() const { return m_series; }
    /** The line above the plot ("cashSummary"): capex, book and residual
     *  value of bought hardware with their months, or the reserved
     *  commitment; empty for a plan that cannot run. */
    QString cashSummary() const;
    /** The line under it ("cashReconciliation"): how cash and cost meet for
     *  bought hardware or a reserved term, and the spend after the project
     *  that the axis leaves out; empty when there is nothing to explain. */
    QString reconciliation() const;
    /** Actual spend and the forecast at completion to draw over the plan
     *  (null: none). Applies at once; refresh() keeps it. */
    void setTracking(std::shared_ptr<const tco::Tracking> tracking);
    /** The cumulative actual spend, the forecast path and landing point. */
    QCPGraph *actual() const { return m_actual; }
    QCPGraph *landing() const { return m_landing; }
    QCPGraph *forecastPath() const { return m_forecastPath; }
    /** The day a plan without a start date starts after (default: today, UTC). */
    void setToday(const tco::CivilDate &today) { m_today = today; }

    /** The timeline of the last refresh (empty for a plan that cannot run). */
    const tco::Cashflow &cashflow() const { return m_flow; }
    QCPBars *categoryBars(tco::Category c) const { return m_bars[static_cast<std::size_t>(c)]; }
    QCPGraph *cumulative(SpendSeries series) const
    {
        return series == SpendSeries::Cost ? m_cumulativeCost : m_cumulativeCash;
    }

protected:
    QString pointText(QCPAbstractPlottable *plottable, int index) const override;

private:
    void fill();
    void fitRanges(bool interacting);
    void updateTexts();
    void placeBudgetLines();
    void fillTracking();
    /** Whether the tracking drawn belongs to a plan that can run. */
    bool showsTracking() const;
    const std::vector<tco::SpendMonth> &months(SpendSeries series) const;
    QString monthText(std::size_t index) const;
    static QString monthName(const tco::CivilDate &month);
    double keyOfDate(const tco::CivilDate &d) const;
    /** The months the axis shows: to the project's end. */
    std::size_t shownMonths() const;

    std::array<QCPBars *, tco::kCategoryCount> m_bars{};
    QCPGraph *m_cumulativeCost = nullptr;
    QCPGraph *m_cumulativeCash = nullptr;
    QCPGraph *m_actual = nullptr;
    QCPGraph *m_forecastPath = nullptr;
    QCPGraph *m_landing = nullptr;
    QCPErrorBars *m_landingCost = nullptr;
    QCPErrorBars *m_landingDays = nullptr;
    QCPItemText *m_landingLabel = nullptr;
    std::shared_ptr<const tco::Tracking> m_tracking;
    QSharedPointer<QCPAxisTickerText> m_monthTicker;
    struct Line {
        QCPItemStraightLine *line = nullptr;
        QCPItemText *label = nullptr;
        double usd = 0;
    };
    std::array<Line, 3> m_budgetLines{}; ///< budget, warning, review
    ValueMarker *m_runStart = nullptr;
    ValueMarker *m_runEnd = nullptr;
    QCPItemText *m_infeasibleLabel = nullptr;
    QToolButton *m_costButton = nullptr;
    QToolButton *m_cashButton = nullptr;
    QLabel *m_summary = nullptr;
    QLabel *m_reconciliation = nullptr;

    tco::Scenario m_scenario;
    tco::Result m_result;
    tco::Cashflow m_flow;
    tco::CivilDate m_today = tco::todayUtc();
    SpendSeries m_series = SpendSeries::Cost;
    bool m_haveResult = false;
};

} // namespace planner
