// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "analysis/region.h"
#include "analysis/solve.h"
#include "charts/core/chartview.h"

#include <QVector>

#include <array>
#include <cstdint>
#include <vector>

class QComboBox;
class QLabel;

namespace planner {

class RegionCells;
class RegionWorker;

/** Where a plan meets its budget and deadline, over two inputs (default:
 *  accelerator count across, training tokens up; both chosen in the
 *  combos above the plot). Shaded green where the plan runs and every
 *  target holds, neutral where it runs but misses one, hatched grey where
 *  it cannot run; iso-cost and iso-time lines at round values, the budget
 *  and the deadline as bold lines, the plan (a dot between two marker
 *  lines) and the cheapest plan that meets both targets.
 *
 *  Live (docs/architecture.md, "The live path"): a coarse grid of point
 *  estimates while a slider is held, a fine one on release, and then the
 *  region at the targets' confidence (P50 or P90) from a worker thread.
 *  The caption says which one is shown. Object names: "cells", "current",
 *  "cheapest", "currentX", "currentY", "regionX", "regionY", "caption". */
class FeasibleRegionChart : public ChartView
{
    Q_OBJECT
public:
    static constexpr int kCoarseColumns = 24, kCoarseRows = 16; ///< while a slider is held
    static constexpr int kFineColumns = 64, kFineRows = 48;

    explicit FeasibleRegionChart(QWidget *parent = nullptr);
    ~FeasibleRegionChart() override;

    QString title() const override;
    void refresh(const ChartInputs &in) override;
    void retranslate() override;

    /** The targets the region is shaded for. Until set: the plan's own
     *  (tco::targetsOf: budget.usd and its saved targets). A NaN budget
     *  means the plan's budget.usd; deadline NaN = none. */
    void setTargets(const tco::SolveTargets &targets);
    const tco::SolveTargets &targets() const { return m_targets; }
    /** Shortcut for the deadline alone (NaN or <= 0 = none). */
    void setDeadline(double days, tco::DeadlineScope scope = tco::DeadlineScope::Project);

    /** The inputs on the axes; the same input on both is refused. */
    bool setAxes(tco::InputId across, tco::InputId up);
    tco::InputId acrossInput() const { return m_xInput; }
    tco::InputId upInput() const { return m_yInput; }

    /** The grid shown now (point estimate or the targets' percentile). */
    const tco::RegionGrid &shownGrid() const { return *m_shown; }
    RegionWorker *worker() const { return m_worker; }

protected:
    QString pointText(QCPAbstractPlottable *plottable, int index) const override;

private:
    void recompute(bool interacting);
    void show(const tco::RegionGrid &grid);
    void onRiskFinished();
    void updateAxes(const tco::RegionGrid &grid);
    void updateIsoLines(const tco::RegionGrid &grid);
    void updateCaption();
    tco::SolveTargets effectiveTargets() const;
    QString cellText(const tco::RegionGrid &grid, int index) const;

    RegionCells *m_cells = nullptr;
    std::array<RegionCells *, 3> m_legendSwatches{}; ///< met, missed, cannot run
    static constexpr std::size_t kIsoLevels = 4;
    std::array<QCPCurve *, kIsoLevels> m_costLines{}, m_timeLines{};
    std::array<QCPItemText *, kIsoLevels> m_costLabels{}, m_timeLabels{};
    QCPCurve *m_budgetLine = nullptr;
    QCPCurve *m_deadlineLine = nullptr;
    QCPItemText *m_budgetLabel = nullptr;
    QCPItemText *m_deadlineLabel = nullptr;
    QCPGraph *m_current = nullptr;
    QCPGraph *m_cheapest = nullptr;
    ValueMarker *m_currentX = nullptr;
    ValueMarker *m_currentY = nullptr;
    QCPTextElement *m_caption = nullptr;
    QComboBox *m_xCombo = nullptr;
    QComboBox *m_yCombo = nullptr;
    QLabel *m_xLabel = nullptr;
    QLabel *m_yLabel = nullptr;
    RegionWorker *m_worker = nullptr;

    tco::InputId m_xInput = tco::InputId::ClusterGpuCount;
    tco::InputId m_yInput = tco::InputId::DataTokens;
    tco::SolveTargets m_targets;
    bool m_targetsSet = false; ///< setTargets() was called: the plan's own are not used
    tco::Scenario m_scenario;
    const tco::Catalog *m_catalog = nullptr;
    bool m_haveScenario = false;
    bool m_haveAxes = false;
    tco::RegionAxis m_xAxis, m_yAxis;
    tco::RegionGrid m_point; ///< the point estimate, reused on every move
    const tco::RegionGrid *m_shown = &m_point;

    // Scratch for classes and the iso lines, reused between refreshes.
    std::vector<std::uint8_t> m_classes;
    std::vector<double> m_field;
    QVector<QCPCurveData> m_lineData;
};

} // namespace planner
