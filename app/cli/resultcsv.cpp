// SPDX-License-Identifier: GPL-3.0-or-later
#include "format.h"
#include "resultoutput.h"

#include <analysis/analysis.h>

namespace cli {

std::vector<Metric> keyMetrics(const tco::Result &r, const tco::CheckpointOptima &optima)
{
    std::vector<Metric> m = {
        {"cost.total", r.totalUsd},
        {"cost.fixed", r.fixedUsd},
        {"cost.elastic", r.elasticUsd},
        {"cost.hidden", r.hiddenUsd},
        {"unitCost.usdPerMillionTokens", r.usdPerMillionTokens},
        {"unitCost.usdPerPflopsDay", r.usdPerPflopsDay},
        {"flops", r.flops},
        {"trainedTokens", r.trainedTokens},
        {"gpuHours.productive", r.gpuHoursProductive},
        {"gpuHours.stall", r.gpuHoursStall},
        {"gpuHours.checkpoint", r.gpuHoursCheckpoint},
        {"gpuHours.failures", r.gpuHoursFailures},
        {"gpuHours.lostWork", r.gpuHoursLostWork},
        {"gpuHours.restart", r.gpuHoursRestart},
        {"gpuHours.mainRun", r.gpuHoursMainRun},
        {"gpuHours.idle", r.gpuHoursIdle},
        {"gpuHours.experiments", r.gpuHoursExperiments},
        {"gpuHours.evaluation", r.gpuHoursEvaluation},
        {"gpuHours.spares", r.gpuHoursSpares},
        {"gpuHours.total", r.gpuHoursTotal},
        {"wallClockHours", r.wallClockHours},
        {"wallClockDays", r.wallClockDays},
        {"projectMonths", r.projectMonths},
        {"mfuApplied", r.mfuApplied},
        {"effectiveMfu", r.effectiveMfu},
        {"goodput.productive", r.goodput.productive},
        {"goodput.checkpoint", r.goodput.checkpoint},
        {"goodput.lostWork", r.goodput.lostWork},
        {"goodput.restart", r.goodput.restart},
        {"goodput.stall", r.goodput.stall},
        {"energyMWh", r.energyMWh},
        {"co2Tonnes", r.co2Tonnes},
        {"checkpoint.sizeBytes", r.checkpointSizeBytes},
        {"checkpoint.writeHours", r.checkpointWriteHours},
        {"checkpoint.blockingHours", r.checkpointBlockingHours},
        {"checkpoint.intervalUsedHours", r.intervalUsedHours},
        {"checkpoint.optimalIntervalHours", optima.costOptimalHours},
        {"checkpoint.fastestIntervalHours", optima.fastestHours},
        {"checkpoint.youngIntervalHours", optima.youngHours},
        {"checkpoint.dalyIntervalHours", optima.dalyHours},
        {"failures.expected", r.expectedFailures},
        {"failures.ratePerHour", r.failureRatePerHour},
        {"failures.restartHours", r.restartHours},
        {"budget.usedFraction", r.budgetUsedFraction},
        {"ownership.breakEvenMonths", r.breakEvenMonths},
        {"demand.peakGpus", r.peakGpus},
        {"demand.averageGpus", r.averageGpus},
        {"scaling.computeOptimalParameters", r.computeOptimalParameters},
        {"scaling.computeOptimalTokens", r.computeOptimalTokens},
        {"scaling.predictedLoss", r.predictedLoss},
        {"scaling.computeOptimalLoss", r.computeOptimalLoss},
    };
    for (std::size_t c = 0; c < tco::kCategoryCount; ++c) {
        const auto cat = static_cast<tco::Category>(c);
        m.push_back({"cost.byCategory." + std::string(tco::categoryKey(cat)), r.categoryUsd(cat)});
    }
    for (std::size_t p = 0; p < tco::kPhaseCount; ++p) {
        const auto ph = static_cast<tco::Phase>(p);
        m.push_back({"cost.byPhase." + std::string(tco::phaseKey(ph)), r.phaseUsd(ph)});
    }
    return m;
}

std::string resultCsv(const tco::Scenario &s, const tco::Catalog &catalog, const tco::Result &r,
                      const tco::PlanStatus &status)
{
    // An infeasible plan has no figures that depend on the run finishing:
    // its cost and time cells are left empty, as JSON writes null.
    const bool feasible = r.feasible();
    const auto runIndependent = [](const std::string &name) {
        return name == "flops" || name == "trainedTokens" || name == "gpuHours.productive" ||
               name == "mfuApplied" || name.starts_with("checkpoint.") || name.starts_with("scaling.") ||
               name == "failures.ratePerHour" || name == "failures.restartHours" ||
               name == "demand.peakGpus" || name == "ownership.breakEvenMonths";
    };
    std::string out = "metric,value\n";
    out += std::string("feasible,") + (feasible ? "1" : "0") + '\n';
    for (const Metric &m : keyMetrics(r, tco::checkpointOptima(s, catalog)))
        out += csvField(m.name) + ',' +
               (feasible || runIndependent(m.name) ? csvNumber(m.value) : std::string()) + '\n';
    out += "budget.status," + std::string(tco::planStatusKey(status)) + '\n';
    out += std::string("budget.basis,") + (status.tracked() ? "forecastAtCompletion" : "plan") + '\n';
    for (std::size_t c = 0; c < tco::kConditionCount; ++c)
        out += "condition." + std::string(tco::conditionKey(static_cast<tco::Condition>(c))) + ',' +
               (r.conditions[c] ? "1" : "0") + '\n';
    for (std::size_t c = 0; c < tco::kCategoryCount; ++c)
        for (std::size_t p = 0; p < tco::kPhaseCount; ++p)
            out += "cost." + std::string(tco::categoryKey(static_cast<tco::Category>(c))) + '.' +
                   std::string(tco::phaseKey(static_cast<tco::Phase>(p))) + ',' +
                   (feasible ? csvNumber(r.cost[c][p]) : std::string()) + '\n';
    return out;
}

} // namespace cli
