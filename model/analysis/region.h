// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "plan/catalog.h"
#include "plan/result.h"
#include "plan/scenario.h"
#include "solve.h"

#include <span>
#include <vector>

namespace tco {

/** The feasible region (docs/model.md, "Feasible region"): a grid of plans
 *  over two inputs, every other input as in the plan, each cell measured
 *  against the budget and the deadline. */

/** One axis of the grid: `steps` values of `input` from `from` to `to`
 *  (geometric spacing when `log`). Values are clamped to the input's range,
 *  whole for integer inputs, and the accelerator count is a multiple of
 *  whole nodes once it is at least one node. */
struct RegionAxis {
    InputId input = InputId::ClusterGpuCount;
    double from = 0;
    double to = 0;
    int steps = 0;
    bool log = false;
};

/** The inputs an axis can be: accelerator count, training tokens, model
 *  size, MFU, checkpoint interval. */
std::span<const InputId> regionAxisInputs();

/** How far the default axes reach around the plan's own value: / 8 to × 8
 *  on log axes (accelerator count, tokens, model size, checkpoint interval);
 *  × 0.5 to × 1.5 on linear ones (MFU). Clamped to the input's range. */
inline constexpr double kRegionSpan = 8.0;
RegionAxis defaultRegionAxis(InputId input, const Scenario &s, int steps);
/** Where the plan sits on an axis of `input`: its value, or for compute.mfu
 *  the MFU it uses (the typical value while compute.mfu is 0). */
double regionPlanValue(InputId input, const Scenario &s, const Catalog &catalog);

/** The value of `axis` at step `i` as the plan uses it (clamped, whole,
 *  whole nodes for the accelerator count: `s` gives the node size). */
double regionAxisValue(const RegionAxis &axis, int i, const Scenario &s);

/** Which estimate a grid holds: the point estimate (evaluate()) or the Monte
 *  Carlo percentile the targets are held at. */
enum class RegionEstimate : std::uint8_t { Point, P50, P90 };

/** One plan of the grid. `totalUsd` and `days` are the estimate the grid
 *  holds; `days` counts what the deadline counts (the project: preparation
 *  + main run + post-training; or the main run). A cell that cannot run has
 *  `feasible` false, and its figures are the floors evaluate() reports. */
struct RegionCell {
    double totalUsd = 0;
    double days = 0;
    bool feasible = false;      ///< runs: feasible(), not past the useful scale or the horizon
    bool meetsBudget = false;   ///< no budget, or totalUsd within it
    bool meetsDeadline = false; ///< no deadline, or days within it
    bool meetsAll() const { return feasible && meetsBudget && meetsDeadline; }
};

/** The grid. Cells are row-major from the bottom-left: cell (i, j) is
 *  x value i, y value j, at cells[j * xs.size() + i]. Reused between calls:
 *  once sized, evaluateRegion() allocates nothing. */
struct RegionGrid {
    RegionAxis x, y;
    std::vector<double> xs, ys; ///< the values used, per step
    std::vector<RegionCell> cells;
    double budgetUsd = 0;    ///< NaN or <= 0 = none
    double deadlineDays = 0; ///< NaN or <= 0 = none
    DeadlineScope scope = DeadlineScope::Project;
    RegionEstimate estimate = RegionEstimate::Point;
    int samples = 0;   ///< Monte Carlo samples per cell (0 for the point estimate)
    int cheapest = -1; ///< index of the cheapest cell that meets every target; -1 = none
    Scenario work;     ///< scratch: the plan with one cell's values (kept so the live path reuses it)

    int columns() const { return static_cast<int>(xs.size()); }
    int rows() const { return static_cast<int>(ys.size()); }
    const RegionCell &at(int i, int j) const { return cells[static_cast<std::size_t>(j * columns() + i)]; }
};

/** A copy of `s` with `input` set to `value` as the grid sets it: a model
 *  of another size keeps its share of active parameters (mixture of
 *  experts), so the plan stays valid. */
void setRegionInput(Scenario &s, InputId input, double value);

/** The days a deadline of `scope` counts, from the point estimate:
 *  the project (Result::projectMonths × 730 / 24) or the main run. */
double regionDays(const Result &r, DeadlineScope scope);

/** Fills `out` with the point estimate (tco::evaluate, about 0.5 µs a
 *  cell: 64 × 48 in about 1.5 ms). Budget and deadline are the targets'
 *  (NaN = none); their confidence is ignored. The live path: no allocation
 *  once `out` has the grid's size. */
void evaluateRegion(RegionGrid &out, const Scenario &s, const Catalog &catalog, const SolveTargets &targets,
                    const RegionAxis &x, const RegionAxis &y);

/** The same with budget and deadline held at the targets' confidence
 *  (P50 or P90): each cell runs tco::monteCarlo with `risk.samples` samples
 *  and `risk.seed`, the same seed in every cell (common random numbers, so
 *  the region's edges do not jitter from cell to cell). A cell is feasible
 *  only if its point estimate is and fewer than 1 − q of its samples
 *  cannot finish (q = 0.5 or 0.9), as in the solver (docs/model.md §13). The shading uses far fewer samples
 * per cell (tens) than the solver uses for one plan (RiskSettings' default, thousands): near an edge the two
 * may disagree by a cell. Allocates; meant for a worker thread. */
void evaluateRegionAtRisk(RegionGrid &out, const Scenario &s, const Catalog &catalog,
                          const SolveTargets &targets, const RegionAxis &x, const RegionAxis &y,
                          const RiskSettings &risk);

} // namespace tco
