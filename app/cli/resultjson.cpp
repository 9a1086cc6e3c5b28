// SPDX-License-Identifier: GPL-3.0-or-later
#include "json.h"
#include "resultoutput.h"

#include <validation.h>

namespace cli {

namespace {

constexpr auto kCategories = static_cast<std::size_t>(tco::Category::Count);
constexpr auto kPhases = static_cast<std::size_t>(tco::Phase::Count);

tco::Category category(std::size_t c) { return static_cast<tco::Category>(c); }
tco::Phase phase(std::size_t p) { return static_cast<tco::Phase>(p); }

std::string_view choiceName(tco::InputId id, std::size_t option)
{
    const auto choices = tco::spec(id).choices;
    return option < choices.size() ? choices[option] : std::string_view();
}

void writeCost(JsonWriter &j, const tco::Result &r)
{
    j.beginObject("cost");
    j.value("total", r.totalUsd)
        .value("fixed", r.fixedUsd)
        .value("elastic", r.elasticUsd)
        .value("hidden", r.hiddenUsd)
        .value("elasticPerWallClockHour", r.elasticUsdPerWallHour);
    j.beginObject("byCategory");
    for (std::size_t c = 0; c < kCategories; ++c)
        j.value(tco::categoryKey(category(c)), r.categoryUsd(category(c)));
    j.endObject();
    j.beginObject("byPhase");
    for (std::size_t p = 0; p < kPhases; ++p)
        j.value(tco::phaseKey(phase(p)), r.phaseUsd(phase(p)));
    j.endObject();
    j.beginObject("matrix");
    for (std::size_t c = 0; c < kCategories; ++c) {
        j.beginObject(tco::categoryKey(category(c)));
        for (std::size_t p = 0; p < kPhases; ++p)
            j.value(tco::phaseKey(phase(p)), r.cost[c][p]);
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
    for (const tco::InputSpec &in : tco::inputSpecs()) {
        if (in.kind == tco::InputKind::Choice)
            j.value(in.key, tco::valueText(s, in.key));
        else
            j.value(in.key, s.value(in.id));
    }
}

std::string resultJson(const tco::Scenario &s, const tco::Catalog &catalog, const tco::Result &r)
{
    JsonWriter j;
    j.beginObject();
    j.value("note", "Estimates from editable assumptions, not quotes.");
    j.beginObject("scenario")
        .value("name", s.name)
        .value("description", s.description)
        .beginObject("tags")
        .value("project", s.tags.project)
        .value("experiment", s.tags.experiment)
        .value("team", s.tags.team)
        .endObject()
        .endObject();

    const tco::Accelerator *acc = catalog.find(s.gpuId);
    const tco::Precision wanted = tco::precision(s);
    const tco::Precision used = acc ? acc->effectivePrecision(wanted) : wanted;
    j.beginObject("accelerator")
        .value("id", s.gpuId)
        .value("name", acc ? acc->name : std::string())
        .value("precisionRequested", choiceName(tco::InputId::ComputePrecision, static_cast<std::size_t>(wanted)))
        .value("precisionUsed", choiceName(tco::InputId::ComputePrecision, static_cast<std::size_t>(used)));
    j.value("peakTflops", r.peakTflopsPerGpu).endObject();

    j.value("flops", r.flops)
        .value("trainedTokens", r.trainedTokens)
        .value("tokensPerSecond", r.tokensPerSecond)
        .value("mfuApplied", r.mfuApplied)
        .value("effectiveMfu", r.effectiveMfu)
        .value("dataStallFactor", r.dataStallFactor);

    j.beginObject("gpuHours")
        .value("productive", r.gpuHoursProductive)
        .value("stall", r.gpuHoursStall)
        .value("checkpoint", r.gpuHoursCheckpoint)
        .value("failures", r.gpuHoursFailures)
        .value("mainRun", r.gpuHoursMainRun)
        .value("idle", r.gpuHoursIdle)
        .value("experiments", r.gpuHoursExperiments)
        .value("evaluation", r.gpuHoursEvaluation)
        .value("spares", r.gpuHoursSpares)
        .value("total", r.gpuHoursTotal)
        .endObject();

    j.value("productiveWallClockHours", r.productiveWallHours)
        .value("wallClockHours", r.wallClockHours)
        .value("wallClockDays", r.wallClockDays)
        .value("projectMonths", r.projectMonths);

    j.value("energyMWh", r.energyMWh).value("co2Tonnes", r.co2Tonnes).value("powerWattsPerGpu", r.powerWattsPerGpu);

    j.beginObject("checkpoint")
        .value("sizeBytes", r.checkpointSizeBytes)
        .value("writeHours", r.checkpointWriteHours)
        .value("blockingHours", r.checkpointBlockingHours)
        .value("intervalUsedHours", r.intervalUsedHours)
        .value("optimalIntervalHours", r.optimalIntervalHours)
        .value("optimalIntervalYoungHours", r.optimalIntervalYoungHours)
        .value("written", r.checkpointsWritten)
        .endObject();

    j.beginObject("failures")
        .value("expected", r.expectedFailures)
        .value("ratePerHour", r.failureRatePerHour)
        .value("restartHours", r.restartHours)
        .value("progressFraction", r.progressFraction)
        .endObject();

    j.beginObject("storage")
        .value("processedCorpusBytes", r.processedCorpusBytes)
        .value("rawCorpusBytes", r.rawCorpusBytes)
        .value("throughputGBps", r.storageThroughputGBps)
        .endObject();

    j.beginObject("prices")
        .value("gpuHourUsd", r.gpuHourUsd)
        .value("onDemandGpuHourUsd", r.onDemandGpuHourUsd)
        .value("ownedGpuHourUsd", r.ownedGpuHourUsd)
        .endObject();

    writeCost(j, r);

    j.beginObject("unitCost")
        .value("usdPerMillionTokens", r.usdPerMillionTokens)
        .value("usdPerPflopsDay", r.usdPerPflopsDay)
        .endObject();

    j.beginObject("budget")
        .value("status", tco::budgetStatusKey(r.budgetStatus))
        .value("usedFraction", r.budgetUsedFraction)
        .value("usd", s.value(tco::InputId::BudgetUsd))
        .value("warningFraction", s.value(tco::InputId::BudgetWarningFraction))
        .value("reviewFraction", s.value(tco::InputId::BudgetReviewFraction))
        .endObject();

    j.beginObject("ownership")
        .value("breakEvenMonths", r.breakEvenMonths)
        .value("ownedGpuHourUsd", r.ownedGpuHourUsd)
        .endObject();

    j.beginObject("demand").value("peakGpus", r.peakGpus).value("averageGpus", r.averageGpus).endObject();

    j.beginObject("scaling")
        .value("law", tco::valueText(s, tco::spec(tco::InputId::ScalingLaw).key))
        .value("computeOptimalParameters", r.computeOptimalParameters)
        .value("computeOptimalTokens", r.computeOptimalTokens)
        .value("predictedLoss", r.predictedLoss)
        .value("computeOptimalLoss", r.computeOptimalLoss)
        .endObject();

    j.beginArray("conditions");
    for (std::size_t c = 0; c < tco::kConditionCount; ++c)
        if (r.conditions[c])
            j.element(tco::conditionKey(static_cast<tco::Condition>(c)));
    j.endArray();

    j.beginObject("inputs");
    writeInputs(j, s);
    j.endObject();

    j.endObject();
    return j.text();
}

} // namespace cli
