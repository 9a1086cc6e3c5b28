// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "analysis/comparisontable.h"

#include "charts/plots/comparedplan.h"

#include <QWidget>

namespace planner {

class CompareGpuCountChart;
class CompareIntervalChart;

/** The "Trade-offs" tab: cost against the checkpoint interval and against
 *  the accelerator count, one line per plan in its colour, side by side.
 *  Object names: "compareIntervalChart", "compareGpuCountChart". */
class TradeOffsPage : public QWidget
{
    Q_OBJECT
public:
    /** `table` is the window's and outlives the page. */
    explicit TradeOffsPage(const tco::ComparisonTable &table, QWidget *parent = nullptr);

    /** Sweeps every plan of the table; while `interacting` (a drag in the
     *  main window) the axes only grow, so the charts do not jump. */
    void showPlans(const ComparedPlans &plans, bool interacting);
    CompareIntervalChart *intervalChart() const { return m_intervalChart; }
    CompareGpuCountChart *gpuCountChart() const { return m_gpuChart; }

private:
    const tco::ComparisonTable &m_table;
    CompareIntervalChart *m_intervalChart = nullptr;
    CompareGpuCountChart *m_gpuChart = nullptr;
};

} // namespace planner
