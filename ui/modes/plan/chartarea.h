// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "charts/chartcatalog.h"
#include "charts/core/chartview.h"
#include "services/analysisworker.h"
#include "widgets/pageredraw.h"

#include <QWidget>

#include <limits>
#include <vector>

class QTabWidget;
class QPushButton;
class QSplitter;

namespace planner {

class BreakEvenChart;
class CheckpointIntervalChart;
class CostBreakdownChart;
class CostHistoryChart;
class FeasibleRegionChart;
class GoodputChart;
class GpuCountChart;
class MfuChart;
class RiskHistogramChart;
class ScalingLawChart;
class SensitivityChart;
class SpendTimelineChart;
class StorageTierChart;
class TrackingPanel;

/** The charts, in five tabs so each stays large enough to read at
 *  1600×1000: "Overview" (cost breakdown, checkpoint interval, risk
 *  histogram, sensitivity tornado), "Trade-offs" (MFU, accelerator count,
 *  goodput by accelerator count; storage tiering, scaling law, buy or
 *  rent break-even), "Feasible region" (where budget and deadline both
 *  hold over two inputs), "Spend over time" (cost and cash month by month,
 *  with the actual spend and the tracking panel under it) and "History". Only charts on the shown
 *  tab are refreshed; the others are marked and catch up when shown.
 *  Object names: "chartTabs", "chart.<name>". */
class ChartArea : public QWidget
{
    Q_OBJECT
public:
    explicit ChartArea(QWidget *parent = nullptr);

    /** Refreshes the visible charts from the scenario (cheap, every change). */
    void refresh(const ChartInputs &inputs);
    /** New Monte Carlo and sensitivity results (and the tracking). */
    void setAnalysis(const AnalysisWorker::Output &output);
    /** The plan's actuals changed: `hasActuals`, their tracking to come. */
    void setActualsPending(bool hasActuals);
    TrackingPanel *trackingPanel() const { return m_tracking; }
    SpendTimelineChart *spendChart() const { return m_spend; }
    /** Shows the Spend over time tab (the tracking alert's "Show"). */
    void showTracking();
    void retranslate();

    QTabWidget *tabs() const { return m_tabs; }
    /** The feasible region (its own tab): the solver panel sets its targets. */
    FeasibleRegionChart *regionChart() const { return m_region; }
    const std::vector<ChartView *> &charts() const { return m_all; }
    /** Charts on the shown tab. */
    std::vector<ChartView *> visibleCharts() const;
    /** A chart on screen has a replot queued and not yet done. */
    bool replotQueued() const;

private:
    struct Page {
        QWidget *widget = nullptr;
        std::vector<ChartView *> charts;
    };
    /** Page `index` with its widget, to add charts to. */
    Page &newPage(std::size_t index);
    template <typename Chart> Chart *addChart(Page &page, ChartId id);
    /** Adds `page` as a scrolling tab: its charts in a grid, in the order
     *  they were added, `columns` to a row. */
    void addGridTab(const Page &page, int columns);
    /** Refreshes page `index`'s charts from the last refresh's plan. */
    void refreshPage(int index, bool interacting);
    /** Room for the tracking panel under the spend timeline: its empty
     *  note, or its tables when the plan has actuals. */
    void fitTrackingPanel(bool hasActuals);
    void addHistoryPoint();

    QTabWidget *m_tabs;
    std::vector<Page> m_pages;
    PageRedraw m_redraw; ///< the shown tab now, the others when shown
    std::vector<ChartView *> m_all;
    QPushButton *m_addHistoryPoint = nullptr;
    TrackingPanel *m_tracking = nullptr;
    QSplitter *m_spendSplit = nullptr;
    int m_trackingShown = -1; ///< whether the panel is sized for actuals; -1 = not yet
    static constexpr int kTrackingPanelHeight = 380;
    CostBreakdownChart *m_breakdown = nullptr;
    CheckpointIntervalChart *m_checkpoint = nullptr;
    RiskHistogramChart *m_risk = nullptr;
    SensitivityChart *m_sensitivity = nullptr;
    MfuChart *m_mfu = nullptr;
    GpuCountChart *m_gpuCount = nullptr;
    GoodputChart *m_goodput = nullptr;
    BreakEvenChart *m_breakEven = nullptr;
    StorageTierChart *m_storage = nullptr;
    ScalingLawChart *m_scaling = nullptr;
    SpendTimelineChart *m_spend = nullptr;
    CostHistoryChart *m_history = nullptr;
    FeasibleRegionChart *m_region = nullptr;
    // The scenario of the last refresh, for charts that catch up later.
    tco::Scenario m_scenario;
    tco::Result m_result;
    const tco::Catalog *m_catalog = nullptr;
    double m_bestIntervalHours =
        std::numeric_limits<double>::quiet_NaN(); ///< of the last refresh (ChartInputs)
};

} // namespace planner
