// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "analysis/analysis.h"
#include "plan/inputs.h"

#include <QString>

#include <array>
#include <cstdint>

class QWidget;

namespace planner {

class ChartView;

/** Every chart of a plan, once: the window's chart area, presentation mode
 *  and the report make their charts here, by id, with the same names and
 *  the same sweeps (docs/architecture.md, "How to add a chart"). */
enum class ChartId : std::uint8_t {
    CostBreakdown,
    CheckpointInterval,
    Risk,
    Sensitivity,
    Mfu,
    GpuCount,
    Goodput,
    StorageTier,
    ScalingLaw,
    BreakEven,
    CostHistory,
    FeasibleRegion,
    SpendTimeline,
    TypicalRuns,
    Count
};
inline constexpr std::size_t kChartCount = static_cast<std::size_t>(ChartId::Count);

/** The range of the input a chart sweeps: from..to in `points` steps. */
struct SweepRange {
    tco::InputId input = tco::InputId::ClusterGpuCount;
    double from = 0;
    double to = 0;
    int points = 0;
    bool logarithmic = false;
};

/** Evaluates `range` of `s` into `out` (tco::sweepInto, reusing its storage). */
void sweepInto(std::vector<tco::SweepPoint> &out, const tco::Scenario &s, const tco::Catalog &catalog,
               const SweepRange &range);

namespace charts {

/** Every id, in the order of the window's tabs. */
const std::array<ChartId, kChartCount> &all();

/** A stable key: object names ("chart.gpuCount"), tests and file names. */
QString key(ChartId id);

/** A new chart of that kind, named `prefix` + key(id). */
ChartView *create(ChartId id, QWidget *parent, const QString &prefix = QStringLiteral("chart."));

/** The same, as its own class (T must be the class of `id`). */
template <typename T> T *create(ChartId id, QWidget *parent, const QString &prefix = QStringLiteral("chart."))
{
    return static_cast<T *>(create(id, parent, prefix));
}

/** Accelerator count: the plan's own count / 8 to × 8, four points per
 *  doubling, so the powers of two around it are on the curve. */
inline constexpr double kGpuCountSpan = 8.0;
SweepRange gpuCountSweep(double currentGpus);

/** Hot-tier share of the checkpoint storage, 0 to 100 %. */
SweepRange storageTierSweep();

/** Checkpoint interval, 3 minutes to 2 days, widened to include the plan's
 *  own interval and the optimum (0 = not known) with a margin of 1.5×. */
SweepRange checkpointIntervalSweep(double currentHours, double optimumHours = 0);

} // namespace charts
} // namespace planner
