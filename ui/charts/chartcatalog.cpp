// SPDX-License-Identifier: GPL-3.0-or-later
#include "charts/chartcatalog.h"

#include "charts/plots/breakevenchart.h"
#include "charts/plots/checkpointintervalchart.h"
#include "charts/plots/costbreakdownchart.h"
#include "charts/plots/costhistorychart.h"
#include "charts/plots/feasibleregionchart.h"
#include "charts/plots/goodputchart.h"
#include "charts/plots/gpucountchart.h"
#include "charts/plots/mfuchart.h"
#include "charts/plots/riskhistogramchart.h"
#include "charts/plots/scalinglawchart.h"
#include "charts/plots/sensitivitychart.h"
#include "charts/plots/spendtimelinechart.h"
#include "charts/plots/storagetierchart.h"
#include "charts/plots/typicalrunschart.h"

#include <algorithm>

namespace planner {

void sweepInto(std::vector<tco::SweepPoint> &out, const tco::Scenario &s, const tco::Catalog &catalog,
               const SweepRange &range)
{
    tco::sweepInto(out, s, catalog, range.input, range.from, range.to, range.points, range.logarithmic);
}

namespace charts {

const std::array<ChartId, kChartCount> &all()
{
    static constexpr std::array<ChartId, kChartCount> ids = {
        ChartId::CostBreakdown, ChartId::CheckpointInterval, ChartId::Risk,           ChartId::Sensitivity,
        ChartId::Mfu,           ChartId::GpuCount,           ChartId::Goodput,        ChartId::StorageTier,
        ChartId::ScalingLaw,    ChartId::BreakEven,          ChartId::FeasibleRegion, ChartId::SpendTimeline,
        ChartId::CostHistory,   ChartId::TypicalRuns,
    };
    return ids;
}

QString key(ChartId id)
{
    switch (id) {
    case ChartId::CostBreakdown:
        return QStringLiteral("costBreakdown");
    case ChartId::CheckpointInterval:
        return QStringLiteral("checkpointInterval");
    case ChartId::Risk:
        return QStringLiteral("risk");
    case ChartId::Sensitivity:
        return QStringLiteral("sensitivity");
    case ChartId::Mfu:
        return QStringLiteral("mfu");
    case ChartId::GpuCount:
        return QStringLiteral("gpuCount");
    case ChartId::Goodput:
        return QStringLiteral("goodput");
    case ChartId::StorageTier:
        return QStringLiteral("storageTier");
    case ChartId::ScalingLaw:
        return QStringLiteral("scalingLaw");
    case ChartId::BreakEven:
        return QStringLiteral("breakEven");
    case ChartId::CostHistory:
        return QStringLiteral("costHistory");
    case ChartId::FeasibleRegion:
        return QStringLiteral("feasibleRegion");
    case ChartId::SpendTimeline:
        return QStringLiteral("spendTimeline");
    case ChartId::TypicalRuns:
        return QStringLiteral("typicalRuns");
    case ChartId::Count:
        break;
    }
    return {};
}

ChartView *create(ChartId id, QWidget *parent, const QString &prefix)
{
    ChartView *chart = nullptr;
    switch (id) {
    case ChartId::CostBreakdown:
        chart = new CostBreakdownChart(parent);
        break;
    case ChartId::CheckpointInterval:
        chart = new CheckpointIntervalChart(parent);
        break;
    case ChartId::Risk:
        chart = new RiskHistogramChart(parent);
        break;
    case ChartId::Sensitivity:
        chart = new SensitivityChart(parent);
        break;
    case ChartId::Mfu:
        chart = new MfuChart(parent);
        break;
    case ChartId::GpuCount:
        chart = new GpuCountChart(parent);
        break;
    case ChartId::Goodput:
        chart = new GoodputChart(parent);
        break;
    case ChartId::StorageTier:
        chart = new StorageTierChart(parent);
        break;
    case ChartId::ScalingLaw:
        chart = new ScalingLawChart(parent);
        break;
    case ChartId::BreakEven:
        chart = new BreakEvenChart(parent);
        break;
    case ChartId::CostHistory:
        chart = new CostHistoryChart(parent);
        break;
    case ChartId::FeasibleRegion:
        chart = new FeasibleRegionChart(parent);
        break;
    case ChartId::SpendTimeline:
        chart = new SpendTimelineChart(parent);
        break;
    case ChartId::TypicalRuns:
        chart = new TypicalRunsChart(parent);
        break;
    case ChartId::Count:
        return nullptr;
    }
    chart->setObjectName(prefix + key(id));
    return chart;
}

SweepRange gpuCountSweep(double currentGpus)
{
    // Fewer than one accelerator is no plan.
    return {tco::InputId::ClusterGpuCount, std::max(1.0, currentGpus / kGpuCountSpan),
            currentGpus * kGpuCountSpan, 25, true};
}

SweepRange storageTierSweep()
{
    return {tco::InputId::StorageHotFraction, 0.0, 1.0, 41, false};
}

SweepRange checkpointIntervalSweep(double currentHours, double optimumHours)
{
    constexpr double kFromHours = 0.05;
    constexpr double kToHours = 48.0;
    double from = std::min(kFromHours, currentHours / 1.5);
    double to = std::max(kToHours, currentHours * 1.5);
    if (optimumHours > 0) {
        from = std::min(from, optimumHours / 1.5);
        to = std::max(to, optimumHours * 1.5);
    }
    return {tco::InputId::CheckpointIntervalHours, from, to, 60, true};
}

} // namespace charts
} // namespace planner
