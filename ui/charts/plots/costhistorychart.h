// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "charts/core/chartview.h"
#include "plan/history.h"

#include <QString>
#include <QVector>

#include <array>
#include <vector>

namespace planner {

/** A cost point the user added to the history chart (persisted by the
 *  window, not by the chart). */
struct HistoryUserPoint {
    double year = 0;
    QString label;
    double costUsd = 0;
    bool operator==(const HistoryUserPoint &) const = default;
};

/** How the cost of training one frontier model grew (docs/model.md §11): one
 *  point per training run by kind (article, published estimate, forecast,
 *  the user's own) on a log cost axis, with the range of its estimates as an
 *  error bar; the exponential trend fitted on frontier runs over the years
 *  it was fitted on, with its growth per year and range; this plan as a
 *  highlighted point at the current year. A forecast whose year has passed
 *  points, by a dotted arrow, at that year's most expensive finished run,
 *  and its label says what that run cost. The built-in runs carry labels
 *  placed where they collide with no other label, point or the plan's
 *  label (a label that finds no free place is hidden). Every point's
 *  estimates, sources and note show on hover. */
class CostHistoryChart : public ChartView
{
    Q_OBJECT
public:
    explicit CostHistoryChart(QWidget *parent = nullptr);

    QString title() const override;
    void refresh(const ChartInputs &in) override;
    void retranslate() override;

    /** Adds a point of kind "user". Ignored unless 1950 <= year <= 2100 and
     *  cost > 0 (the same rule as the history file). */
    void addUserPoint(double year, const QString &label, double costUsd);
    QVector<HistoryUserPoint> userPoints() const { return m_userPoints; }
    /** Replaces all user points (e.g. when the window restores them). */
    void setUserPoints(const QVector<HistoryUserPoint> &points);
    void clearUserPoints() { setUserPoints({}); }

    /** The growth trend currently drawn (built-in and user points). */
    tco::GrowthTrend trend() const { return m_trend; }

    static constexpr double kPlanYear = tco::kHistoryAsOfYear;

    /** The labels of the built-in runs (object name "runLabel", property
     *  "run" = the run's label); hidden ones have no free place. */
    std::vector<QCPItemText *> runLabels() const { return m_labels; }
    /** The arrows from each forecast whose year has passed to what happened
     *  (object name "forecastOutcome", property "run" = the forecast). */
    std::vector<QCPItemLine *> outcomeArrows() const { return m_outcomes; }

Q_SIGNALS:
    void userPointsChanged();

protected:
    QString pointText(QCPAbstractPlottable *plottable, int index) const override;

private:
    enum Kind { Article, Estimate, Forecast, User, KindCount };
    void rebuildPoints();
    void placeLabels();
    QString trendName() const;
    /** A run's label: its name, and for a past forecast what happened. */
    QString labelText(const QCPItemText *label) const;

    std::array<QCPGraph *, KindCount> m_kinds{};
    std::array<QCPErrorBars *, KindCount> m_ranges{};
    std::array<std::vector<tco::HistoryRun>, KindCount> m_points; ///< per graph, in data order
    std::vector<QCPItemText *> m_labels;                          ///< built-in runs, most expensive first
    std::vector<QCPItemLine *> m_outcomes;                        ///< past forecasts -> what happened
    QCPGraph *m_trendGraph = nullptr;
    QCPGraph *m_plan = nullptr;
    QCPItemText *m_planLabel = nullptr;
    QVector<HistoryUserPoint> m_userPoints;
    tco::GrowthTrend m_trend;
    QVector<QCPGraphData> m_trendData, m_planData;
    double m_planUsd = 0;
};

} // namespace planner
