// SPDX-License-Identifier: GPL-3.0-or-later
#include "region.h"

#include "plan/typicalmfu.h"

#include "analysis.h"
#include "plan/evaluate.h"

#include <algorithm>
#include <array>
#include <cmath>

namespace tco {
namespace {

constexpr std::array<InputId, 5> kAxisInputs = {InputId::ClusterGpuCount, InputId::DataTokens,
                                                InputId::ModelParameters, InputId::ComputeMfu,
                                                InputId::CheckpointIntervalHours};

bool limitSet(double v)
{
    return std::isfinite(v) && v > 0;
}

/** Sizes the grid and fills its axis values; the cells keep their storage. */
void prepare(RegionGrid &out, const Scenario &s, const SolveTargets &targets, const RegionAxis &x,
             const RegionAxis &y)
{
    out.x = x;
    out.y = y;
    out.xs.resize(static_cast<std::size_t>(std::max(x.steps, 1)));
    out.ys.resize(static_cast<std::size_t>(std::max(y.steps, 1)));
    for (int i = 0; i < out.columns(); ++i)
        out.xs[static_cast<std::size_t>(i)] = regionAxisValue(x, i, s);
    for (int j = 0; j < out.rows(); ++j)
        out.ys[static_cast<std::size_t>(j)] = regionAxisValue(y, j, s);
    out.cells.resize(out.xs.size() * out.ys.size());
    out.budgetUsd = targets.budgetUsd;
    out.deadlineDays = targets.deadlineDays;
    out.scope = targets.deadlineScope;
    out.cheapest = -1;
}

/** The targets' verdict on one cell, and the running cheapest. */
void judge(RegionGrid &out, std::size_t index, RegionCell &cell)
{
    cell.meetsBudget = !limitSet(out.budgetUsd) || cell.totalUsd <= out.budgetUsd;
    cell.meetsDeadline = !limitSet(out.deadlineDays) || cell.days <= out.deadlineDays;
    if (cell.meetsAll() &&
        (out.cheapest < 0 || cell.totalUsd < out.cells[static_cast<std::size_t>(out.cheapest)].totalUsd))
        out.cheapest = static_cast<int>(index);
}

/** `work` as `s` with the cell's two values: the inputs the grid touches
 *  are put back first, so no copy of the scenario is needed per cell. */
void place(Scenario &work, const Scenario &s, const RegionGrid &g, int i, int j)
{
    for (InputId id : {g.x.input, g.y.input, InputId::ModelActiveParameters})
        work.set(id, s.value(id));
    setRegionInput(work, g.y.input, g.ys[static_cast<std::size_t>(j)]);
    setRegionInput(work, g.x.input, g.xs[static_cast<std::size_t>(i)]);
}

} // namespace

std::span<const InputId> regionAxisInputs()
{
    return kAxisInputs;
}

RegionAxis defaultRegionAxis(InputId input, const Scenario &s, int steps)
{
    const InputSpec &in = spec(input);
    // A typical MFU (compute.mfu 0) spans around the value the plan uses.
    const double plan = regionPlanValue(input, s, Catalog::builtIn());
    RegionAxis axis{input, 0, 0, steps, in.logScale};
    if (axis.log && plan > 0) {
        axis.from = plan / kRegionSpan;
        axis.to = plan * kRegionSpan;
    } else {
        axis.log = false;
        axis.from = plan * 0.5;
        axis.to = plan * 1.5;
    }
    // Fewer than one accelerator is no plan (as in the accelerator-count chart).
    const double lowest = input == InputId::ClusterGpuCount ? std::max(1.0, in.minValue)
                          : input == InputId::ComputeMfu    ? kMinEnteredMfu
                                                            : in.minValue;
    axis.from = std::clamp(axis.from, lowest, in.maxValue);
    axis.to = std::clamp(axis.to, lowest, in.maxValue);
    if (!(axis.to > axis.from)) {
        axis.from = lowest;
        axis.to = in.maxValue;
    }
    return axis;
}

double regionPlanValue(InputId input, const Scenario &s, const Catalog &catalog)
{
    return input == InputId::ComputeMfu ? mfuInUse(s, catalog) : s.value(input);
}

double regionAxisValue(const RegionAxis &axis, int i, const Scenario &s)
{
    const InputSpec &in = spec(axis.input);
    const double from = std::clamp(axis.from, in.minValue, in.maxValue);
    const double to = std::clamp(axis.to, in.minValue, in.maxValue);
    const double t = axis.steps <= 1 ? 0.0 : static_cast<double>(i) / (axis.steps - 1);
    const bool geometric = axis.log && from > 0 && to > 0;
    double v = geometric ? from * std::pow(to / from, t) : from + (to - from) * t;
    if (axis.input == InputId::ClusterGpuCount) {
        // Whole nodes once the plan has one: nobody rents 1,531 accelerators.
        const double perNode = std::max(1.0, s.value(InputId::ClusterGpusPerNode));
        if (v >= perNode)
            v = std::round(v / perNode) * perNode;
    }
    if (in.kind != InputKind::Real)
        v = std::round(v);
    return std::clamp(v, axis.input == InputId::ComputeMfu ? kMinEnteredMfu : in.minValue, in.maxValue);
}

void setRegionInput(Scenario &s, InputId input, double value)
{
    if (input == InputId::ModelParameters) {
        const double total = s.value(InputId::ModelParameters);
        const double active = s.value(InputId::ModelActiveParameters);
        if (active > 0 && total > 0)
            s.set(InputId::ModelActiveParameters, std::min(value, active * value / total));
    }
    s.set(input, value);
}

double regionDays(const Result &r, DeadlineScope scope)
{
    return scope == DeadlineScope::Project ? r.projectMonths * 730.0 / 24.0 : r.wallClockDays;
}

namespace {

/** Places cell `index` (column i, row j) of `out` in `work` and sets it to
 *  the plan's point estimate there; returns that evaluation. */
Result evaluateCell(RegionGrid &out, Scenario &work, const Scenario &s, const Catalog &catalog, int i, int j,
                    std::size_t index)
{
    place(work, s, out, i, j);
    Result r = evaluate(work, catalog);
    RegionCell &cell = out.cells[index];
    cell.totalUsd = r.totalUsd;
    cell.days = regionDays(r, out.scope);
    cell.feasible = offerable(r);
    return r;
}

} // namespace

void evaluateRegion(RegionGrid &out, const Scenario &s, const Catalog &catalog, const SolveTargets &targets,
                    const RegionAxis &x, const RegionAxis &y)
{
    prepare(out, s, targets, x, y);
    out.estimate = RegionEstimate::Point;
    out.samples = 0;
    // Copy-assigned into the grid's own scenario: its strings keep their
    // storage, so a resized grid allocates nothing here.
    Scenario &work = out.work;
    work = s;
    const int columns = out.columns();
    for (int j = 0; j < out.rows(); ++j) {
        for (int i = 0; i < columns; ++i) {
            const auto index = static_cast<std::size_t>(j * columns + i);
            evaluateCell(out, work, s, catalog, i, j, index);
            judge(out, index, out.cells[index]);
        }
    }
}

void evaluateRegionAtRisk(RegionGrid &out, const Scenario &s, const Catalog &catalog,
                          const SolveTargets &targets, const RegionAxis &x, const RegionAxis &y,
                          const RiskSettings &risk)
{
    prepare(out, s, targets, x, y);
    const bool p90 = targets.confidence == Confidence::P90;
    out.estimate = p90 ? RegionEstimate::P90 : RegionEstimate::P50;
    out.samples = std::max(risk.samples, 1);
    const double allowedStuck = maxInfeasibleShare(targets.confidence);
    Scenario work = s;
    const int columns = out.columns();
    for (int j = 0; j < out.rows(); ++j) {
        for (int i = 0; i < columns; ++i) {
            const auto index = static_cast<std::size_t>(j * columns + i);
            const Result r = evaluateCell(out, work, s, catalog, i, j, index);
            RegionCell &cell = out.cells[index];
            if (cell.feasible) {
                const RiskSummary mc = monteCarlo(work, catalog, out.samples, risk.seed);
                if (mc.infeasibleShare() >= allowedStuck || mc.costSamples.empty()) {
                    cell.feasible = false;
                } else {
                    cell.totalUsd = p90 ? mc.costP90 : mc.costP50;
                    const double mainRunDays = p90 ? mc.daysP90 : mc.daysP50;
                    // The project's other phases are fixed in months; only
                    // the main run varies between samples.
                    cell.days = out.scope == DeadlineScope::MainRun
                                    ? mainRunDays
                                    : regionDays(r, DeadlineScope::Project) - r.wallClockDays + mainRunDays;
                }
            }
            judge(out, index, cell);
        }
    }
}

} // namespace tco
