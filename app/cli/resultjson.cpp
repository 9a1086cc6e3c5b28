// SPDX-License-Identifier: GPL-3.0-or-later
#include "conditiontext.h"
#include "json.h"
#include "resultoutput.h"

#include <analysis/analysis.h>
#include <plan/calendar.h>
#include <plan/typicalmfu.h>
#include <plan/validation.h>

#include <cmath>
#include <optional>

namespace cli {

namespace {

constexpr auto kCategories = static_cast<std::size_t>(tco::Category::Count);
constexpr auto kPhases = static_cast<std::size_t>(tco::Phase::Count);

tco::Category category(std::size_t c)
{
    return static_cast<tco::Category>(c);
}
tco::Phase phase(std::size_t p)
{
    return static_cast<tco::Phase>(p);
}

std::string_view choiceName(tco::InputId id, std::size_t option)
{
    const auto choices = tco::spec(id).choices;
    return option < choices.size() ? choices[option] : std::string_view();
}

/** `x` where the plan can run, else NaN (written as null): an infeasible
 *  plan has no costs, durations or energy to report. */
double ifFeasible(const tco::Result &r, double x)
{
    return r.feasible() ? x : std::nan("");
}

void writeCost(JsonWriter &j, const tco::Result &r)
{
    const auto f = [&r](double x) { return ifFeasible(r, x); };
    j.beginObject("cost");
    j.value("total", f(r.totalUsd))
        .value("fixed", f(r.fixedUsd))
        .value("elastic", f(r.elasticUsd))
        .value("hidden", f(r.hiddenUsd))
        .value("elasticPerWallClockHour", f(r.elasticUsdPerWallHour));
    j.beginObject("byCategory");
    for (std::size_t c = 0; c < kCategories; ++c)
        j.value(tco::categoryKey(category(c)), f(r.categoryUsd(category(c))));
    j.endObject();
    j.beginObject("byPhase");
    for (std::size_t p = 0; p < kPhases; ++p)
        j.value(tco::phaseKey(phase(p)), f(r.phaseUsd(phase(p))));
    j.endObject();
    j.beginObject("matrix");
    for (std::size_t c = 0; c < kCategories; ++c) {
        j.beginObject(tco::categoryKey(category(c)));
        for (std::size_t p = 0; p < kPhases; ++p)
            j.value(tco::phaseKey(phase(p)), f(r.cost[c][p]));
        j.endObject();
    }
    j.endObject();
    j.beginObject("nature");
    for (std::size_t c = 0; c < kCategories; ++c) {
        j.beginObject(tco::categoryKey(category(c)));
        for (std::size_t p = 0; p < kPhases; ++p)
            j.value(tco::phaseKey(phase(p)), r.nature[c][p] == tco::CostNature::Fixed ? "fixed" : "elastic");
        j.endObject();
    }
    j.endObject();
    j.beginArray("hiddenCategories");
    for (std::size_t c = 0; c < kCategories; ++c)
        if (tco::isHidden(category(c)))
            j.element(tco::categoryKey(category(c)));
    j.endArray();
    j.endObject();
}

} // namespace

void writeInputs(JsonWriter &j, const tco::Scenario &s)
{
    j.value(tco::kGpuKey, s.gpuId);
    j.value(tco::kStartDateKey, s.startDate);
    for (const tco::InputSpec &in : tco::inputSpecs()) {
        if (in.kind == tco::InputKind::Choice)
            j.value(in.key, tco::valueText(s, in.key));
        else
            j.value(in.key, s.value(in.id));
    }
}

void writeConditions(JsonWriter &j, const tco::Scenario &s, const tco::Result &r)
{
    j.beginArray("conditions");
    for (std::size_t c = 0; c < tco::kConditionCount; ++c) {
        if (!r.conditions[c])
            continue;
        const auto condition = static_cast<tco::Condition>(c);
        j.beginObject()
            .value("code", tco::conditionKey(condition))
            .value("severity", tco::severityKey(tco::conditionSeverity(condition)))
            .value("message", conditionText(condition, r, s));
        if (std::isfinite(r.conditionUsd[c]))
            j.value("usd", r.conditionUsd[c]);
        if (std::isfinite(r.conditionDays[c]))
            j.value("days", r.conditionDays[c]);
        j.endObject();
    }
    j.endArray();
    j.beginArray("conditionCodes");
    for (std::size_t c = 0; c < tco::kConditionCount; ++c)
        if (r.conditions[c])
            j.element(tco::conditionKey(static_cast<tco::Condition>(c)));
    j.endArray();
}

void writeMemory(JsonWriter &j, const tco::MemoryFit &m)
{
    j.beginObject("memory")
        .value("fits", m.fits)
        .value("perAcceleratorBytes", m.totalBytes)
        .value("usableBytes", m.usableBytes)
        .value("weightsBytes", m.weightsBytes)
        .value("gradientsBytes", m.gradientsBytes)
        .value("optimizerBytes", m.optimizerBytes)
        .value("activationBytes", m.activationBytes)
        .value("tensorParallel", double(m.tensorParallel))
        .value("pipelineStages", double(m.pipelineStages))
        .value("dataParallel", double(m.dataParallel))
        .value("sharding",
               tco::spec(tco::InputId::MemorySharding).choices[static_cast<std::size_t>(m.sharding)])
        .value("recompute",
               tco::spec(tco::InputId::MemoryRecompute).choices[static_cast<std::size_t>(m.recompute)])
        .value("sequenceParallel", m.sequenceParallel)
        .value("computeOverhead", m.computeOverhead)
        .value("changedFromPlan", m.changed)
        .value("layers", m.layers)
        .value("hiddenSize", m.hiddenSize)
        .value("attentionHeads", m.heads);
    // Only for a plan that no configuration fits: null when no count up to
    // 1M fits.
    if (!m.fits) {
        if (m.minGpusToFit > 0)
            j.value("minAcceleratorsToFit", m.minGpusToFit);
        else
            j.null("minAcceleratorsToFit");
    }
    j.endObject();
}

std::string resultJson(const tco::Scenario &s, const tco::Catalog &catalog, const tco::Result &r,
                       const tco::PlanStatus &status)
{
    const auto f = [&r](double x) { return ifFeasible(r, x); };
    JsonWriter j;
    j.beginObject();
    j.value("note", "Estimates from editable assumptions, not quotes.");
    j.value("feasible", r.feasible());
    j.beginObject("scenario")
        .value("name", s.name)
        .value("description", s.description)
        .beginObject("tags")
        .value("project", s.tags.project)
        .value("experiment", s.tags.experiment)
        .value("team", s.tags.team)
        .endObject()
        .endObject();
    // Every amount below is in US dollars (its key ends in Usd); the plan's
    // display currency says how the text output and the reports show them.
    j.beginObject("currency")
        .value("code", s.currency.code)
        .value("symbol", s.currency.symbol)
        .value("perUsd", s.currency.perUsd)
        .value("rateDate", s.currency.rateDate)
        .endObject();

    // The dates of the phases; a plan that cannot run has no finish (null).
    const tco::ProjectDates dates = tco::projectDates(s, r);
    const auto dateOrNull = [&j](std::string_view key, const std::optional<tco::CivilDate> &d, bool known) {
        if (d && known)
            j.value(key, tco::formatDate(*d));
        else
            j.null(key);
    };
    j.value("startDate", tco::formatDate(dates.start));
    j.value("startDateSet", tco::parseDate(s.startDate).has_value());
    j.value("mainRunStart", tco::formatDate(dates.mainRunStart));
    dateOrNull("mainRunFinish", dates.mainRunFinish, r.feasible());
    dateOrNull("projectFinish", dates.projectFinish, r.feasible());

    const tco::Accelerator *acc = catalog.find(s.gpuId);
    const tco::Precision wanted = tco::precision(s);
    const tco::Precision used = acc ? acc->effectivePrecision(wanted) : wanted;
    j.beginObject("accelerator")
        .value("id", s.gpuId)
        .value("name", acc ? acc->name : std::string())
        .value("precisionRequested",
               choiceName(tco::InputId::ComputePrecision, static_cast<std::size_t>(wanted)))
        .value("precisionUsed", choiceName(tco::InputId::ComputePrecision, static_cast<std::size_t>(used)));
    j.value("peakTflops", r.peakTflopsPerGpu).endObject();

    j.value("flops", r.flops)
        .value("trainedTokens", r.trainedTokens)
        .value("tokensPerSecond", r.tokensPerSecond)
        .value("mfuApplied", r.mfuApplied)
        .value("effectiveMfu", f(r.effectiveMfu))
        .value("dataStallFactor", r.dataStallFactor);
    const tco::PlanMfu mfu = tco::planMfu(s, catalog);
    j.beginObject("mfu")
        .value("value", mfu.value)
        .value("source", tco::mfuSourceKey(mfu.source))
        .value("p10", mfu.p10)
        .value("p90", mfu.p90)
        // full recomputation's extra pass, added at the typical MFU only
        .value("recomputeOverheadCharged", r.computeOverheadCharged)
        .endObject();

    j.beginObject("gpuHours")
        .value("productive", r.gpuHoursProductive)
        .value("stall", f(r.gpuHoursStall))
        .value("checkpoint", f(r.gpuHoursCheckpoint))
        .value("failures", f(r.gpuHoursFailures))
        .value("lostWork", f(r.gpuHoursLostWork))
        .value("restart", f(r.gpuHoursRestart))
        .value("mainRun", f(r.gpuHoursMainRun))
        .value("idle", f(r.gpuHoursIdle))
        .value("experiments", f(r.gpuHoursExperiments))
        .value("evaluation", r.gpuHoursEvaluation)
        .value("spares", f(r.gpuHoursSpares))
        .value("total", f(r.gpuHoursTotal))
        .endObject();

    j.beginObject("goodput")
        .value("productive", f(r.goodput.productive))
        .value("checkpoint", f(r.goodput.checkpoint))
        .value("lostWork", f(r.goodput.lostWork))
        .value("restart", f(r.goodput.restart))
        .value("stall", f(r.goodput.stall))
        .endObject();

    j.value("productiveWallClockHours", r.productiveWallHours)
        .value("wallClockHours", f(r.wallClockHours))
        .value("wallClockDays", f(r.wallClockDays))
        .value("projectMonths", f(r.projectMonths));

    j.value("energyMWh", f(r.energyMWh))
        .value("co2Tonnes", f(r.co2Tonnes))
        .value("powerWattsPerGpu", r.powerWattsPerGpu);

    // "Optimal" is the minimum of the plan's own total (docs/model.md §3);
    // Young and Daly are the references. Searched here, not in evaluate().
    const tco::CheckpointOptima optima = tco::checkpointOptima(s, catalog);
    j.beginObject("checkpoint")
        .value("sizeBytes", r.checkpointSizeBytes)
        .value("writeHours", r.checkpointWriteHours)
        .value("blockingHours", r.checkpointBlockingHours)
        .value("intervalUsedHours", r.intervalUsedHours)
        .value("optimalIntervalHours", optima.costOptimalHours)
        .value("fastestIntervalHours", optima.fastestHours)
        .value("youngIntervalHours", optima.youngHours)
        .value("dalyIntervalHours", optima.dalyHours)
        .value("written", f(r.checkpointsWritten))
        .value("bandwidthGBps", r.checkpointBandwidthGBps)
        .endObject();

    j.beginObject("failures")
        .value("expected", f(r.expectedFailures))
        .value("ratePerHour", r.failureRatePerHour)
        .value("restartHours", r.restartHours)
        .value("lostWorkHours", r.lostWorkPerFailureHours)
        .value("progressFraction", r.progressFraction)
        .endObject();

    j.beginObject("storage")
        .value("processedCorpusBytes", r.processedCorpusBytes)
        .value("rawCorpusBytes", r.rawCorpusBytes)
        .value("throughputGBps", r.storageThroughputGBps)
        .value("hotBandwidthGBps", r.hotBandwidthGBps)
        .value("warmBandwidthGBps", r.warmBandwidthGBps)
        .endObject();

    j.beginObject("prices")
        .value("gpuHourUsd", r.gpuHourUsd)
        .value("onDemandGpuHourUsd", r.onDemandGpuHourUsd)
        .value("ownedGpuHourUsd", r.ownedGpuHourUsd)
        .endObject();

    writeCost(j, r);

    j.beginObject("unitCost")
        .value("usdPerMillionTokens", f(r.usdPerMillionTokens))
        .value("usdPerPflopsDay", f(r.usdPerPflopsDay))
        .endObject();

    j.beginObject("budget")
        .value("status", tco::planStatusKey(status))
        .value("basis", status.tracked() ? "forecastAtCompletion" : "plan")
        .value("usedFraction", f(status.usedFraction))
        .value("headlineUsd", f(status.headlineUsd))
        .value("usd", s.value(tco::InputId::BudgetUsd))
        .value("warningFraction", s.value(tco::InputId::BudgetWarningFraction))
        .value("reviewFraction", s.value(tco::InputId::BudgetReviewFraction))
        .endObject();

    const tco::BreakEven be = tco::breakEven(s, catalog);
    const auto optional = [&j](std::string_view key, const std::optional<double> &v) {
        if (v)
            j.value(key, *v);
        else
            j.null(key);
    };
    j.beginObject("ownership");
    optional("breakEvenUtilization", be.vsOnDemand);
    optional("breakEvenUtilizationVsOnDemand", be.vsOnDemand);
    optional("breakEvenUtilizationVsReserved", be.vsReserved);
    j.value("breakEvenMonths", r.breakEvenMonths).value("ownedGpuHourUsd", r.ownedGpuHourUsd).endObject();

    j.beginObject("demand").value("peakGpus", r.peakGpus).value("averageGpus", f(r.averageGpus)).endObject();

    writeMemory(j, r.memory);

    j.beginObject("scaling")
        .value("law", tco::valueText(s, tco::spec(tco::InputId::ScalingLaw).key))
        .value("computeOptimalParameters", r.computeOptimalParameters)
        .value("computeOptimalTokens", r.computeOptimalTokens)
        .value("predictedLoss", r.predictedLoss)
        .value("computeOptimalLoss", r.computeOptimalLoss)
        .endObject();

    writeConditions(j, s, r);

    writeCashflow(j, tco::cashflow(s, r, catalog));

    j.beginObject("inputs");
    writeInputs(j, s);
    j.endObject();

    j.endObject();
    return j.text();
}

} // namespace cli
