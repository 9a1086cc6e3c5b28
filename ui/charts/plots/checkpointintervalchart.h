// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "analysis/analysis.h"
#include "charts/core/chartview.h"
#include "charts/core/sweepseries.h"

#include <QVector>

#include <vector>

namespace planner {

class InfeasibleRegions;

/** The key trade-off of docs/model.md §3: total cost and wall-clock days against
 *  the checkpoint interval (log axis), a U shape with its optimum (the
 *  lowest total on the model's curve: Young/Daly where that is the minimum,
 *  as "Use optimal" sets it) and the current interval marked. Two thin dashed curves repeat the cost
 *  with all storage warm and all hot, so the tier's effect on the optimum
 *  shows. Where no plan is valid (the run cannot finish, the model does not
 *  fit) the curves break and the region is greyed. */
class CheckpointIntervalChart : public ChartView
{
    Q_OBJECT
public:
    explicit CheckpointIntervalChart(QWidget *parent = nullptr);

    QString title() const override;
    void refresh(const ChartInputs &in) override;
    void retranslate() override;

    static constexpr int kPoints = 60;
    /** Where the optimum marker stands: the plan's cost-optimal interval
     *  (tco::checkpointOptima), as evaluate, Improve and the reports say. */
    double optimumHours() const { return m_optimumHours; }

protected:
    QString pointText(QCPAbstractPlottable *plottable, int index) const override;

private:
    QCPGraph *m_cost = nullptr;
    QCPGraph *m_days = nullptr;
    QCPGraph *m_costAllWarm = nullptr;
    QCPGraph *m_costAllHot = nullptr;
    QCPGraph *m_variantOptima = nullptr;
    ValueMarker *m_optimum = nullptr;
    ValueMarker *m_current = nullptr;
    InfeasibleRegions *m_infeasible = nullptr;

    tco::Scenario m_work;
    std::vector<tco::SweepPoint> m_sweep, m_sweepWarm, m_sweepHot;
    QVector<QCPGraphData> m_costData, m_daysData, m_warmData, m_hotData, m_optimaData;
    double m_optimumHours = 0;
    double m_currentHours = 0;
};

} // namespace planner
