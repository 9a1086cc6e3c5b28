// SPDX-License-Identifier: GPL-3.0-or-later
#include "conditiontext.h"

#include "format.h"

#include <plan/validation.h>

#include <cstddef>

namespace cli {
namespace {

constexpr const char *kShardingNames[] = {"no sharding", "ZeRO-1 sharding", "ZeRO-2 sharding",
                                          "ZeRO-3 sharding"};
constexpr const char *kRecomputeNames[] = {"no recomputation", "selective recomputation",
                                           "full recomputation"};

/** "full recomputation (memory.recompute=full)" */
std::string settingText(const char *const *names, tco::InputId id, double value)
{
    const auto i = static_cast<std::size_t>(value);
    return std::string(names[i]) + " (" + std::string(tco::spec(id).key) + "=" +
           std::string(tco::spec(id).choices[i]) + ")";
}

/** The configuration the planner chose, or, given the plan, only what it
 *  changed from the plan's settings. */
std::string memoryConfigText(const tco::MemoryFit &m, const tco::Scenario *changedFrom = nullptr)
{
    using tco::InputId;
    const double sharding = static_cast<double>(m.sharding);
    const double recompute = static_cast<double>(m.recompute);
    std::string text;
    if (!changedFrom || changedFrom->value(InputId::MemorySharding) != sharding)
        text = settingText(kShardingNames, InputId::MemorySharding, sharding);
    if (!changedFrom || changedFrom->value(InputId::MemoryRecompute) != recompute)
        text +=
            (text.empty() ? "" : " and ") + settingText(kRecomputeNames, InputId::MemoryRecompute, recompute);
    return text;
}

} // namespace

std::string conditionText(tco::Condition condition, const tco::Result &r, const tco::Scenario &s)
{
    using tco::Condition;
    const auto c = static_cast<std::size_t>(condition);
    switch (condition) {
    case Condition::RunCannotFinish:
        return "The run cannot finish: failures (one every " +
               humanNumber(r.failureRatePerHour > 0 ? 60.0 / r.failureRatePerHour : 0, 3) +
               " min on average) destroy work faster than it is saved, whatever the checkpoint interval "
               "this close to the limit. `llm-tco advise` lists the changes that make the plan feasible.";
    case Condition::CheckpointWritesOverlap:
        return "Input clamped: asynchronous checkpoint writes take " + hoursText(r.checkpointWriteHours) +
               ", longer than checkpoint.intervalHours; the interval used is " +
               hoursText(r.intervalUsedHours) + ".";
    case Condition::PrecisionUnsupported:
        return "Input clamped: the accelerator " + s.gpuId + " does not support " +
               tco::valueText(s, tco::spec(tco::InputId::ComputePrecision).key) +
               "; its bf16 (or fp16) peak is used instead.";
    case Condition::DataLoadingStall:
        return "Storage cannot feed the accelerators at full speed: data loading slows training by " +
               percentText(r.dataStallFactor - 1.0) + ". Raise storage.hotFraction or the storage bandwidth.";
    case Condition::ModelDoesNotFit:
        return "The model does not fit, whatever the sharding or recomputation: even with " +
               memoryConfigText(r.memory) + " it needs " + bytesText(r.memory.totalBytes) +
               " per accelerator (weights " + bytesText(r.memory.weightsBytes) + ", gradients " +
               bytesText(r.memory.gradientsBytes) + ", optimizer " + bytesText(r.memory.optimizerBytes) +
               ", activations " + bytesText(r.memory.activationBytes) + ") against " +
               bytesText(r.memory.usableBytes) + " usable, with tensor " +
               std::to_string(r.memory.tensorParallel) + " x pipeline " +
               std::to_string(r.memory.pipelineStages) + " x data " + std::to_string(r.memory.dataParallel) +
               "." +
               (r.memory.minGpusToFit > 0
                    ? " It fits on " + humanNumber(r.memory.minGpusToFit) + " accelerators."
                    : std::string(" No accelerator count up to 1M makes it fit."));
    case Condition::UnknownAccelerator:
        return "The accelerator '" + s.gpuId + "' is not in the catalog.";
    case Condition::PastUsefulScale:
        return "Past the useful scale: more accelerators make this run longer (failures grow with the "
               "count). " +
               humanNumber(r.fastestGpuCount) + " accelerators finish " + humanNumber(r.conditionDays[c], 3) +
               " days sooner.";
    case Condition::BeyondHorizon:
        return "The project takes " + humanNumber(r.projectMonths / 12.0, 3) + " years, " +
               humanNumber(r.conditionDays[c], 3) + " days beyond the " +
               humanNumber(s.value(tco::InputId::ProjectHorizonYears), 3) +
               "-year horizon (project.horizonYears).";
    case Condition::ReservedTermIdle:
        return "The reserved term is mostly idle: " + percentText(r.reservedIdleShare) +
               " of the paid reserved hours are unused term, " + usdText(r.conditionUsd[c]) +
               ". Shorten pricing.reservedTermMonths, use fewer accelerators or rent on demand.";
    case Condition::PastReviewLine:
        return "The total is " + usdText(r.conditionUsd[c]) + " past the budget's review line (" +
               percentText(s.value(tco::InputId::BudgetReviewFraction), 0) + " of " +
               usdText(s.value(tco::InputId::BudgetUsd)) + ").";
    case Condition::InputClamped:
        return "Input clamped: parallel.tensor = " + humanNumber(s.value(tco::InputId::ParallelTensor)) +
               " exceeds the accelerators of a node or the cluster; " + humanNumber(r.tensorParallelUsed) +
               " is used.";
    case Condition::MemoryConfigChanged:
        return "The plan's memory settings do not fit; it fits with " + memoryConfigText(r.memory, &s) +
               ": " +
               (r.computeOverheadCharged > 0 ? "+" + percentText(r.computeOverheadCharged, 0) +
                                                   " compute, +" + usdText(r.conditionUsd[c])
                : r.memory.computeOverhead > 0
                    ? std::string(
                          "no extra time: the MFU entered counts model FLOPs only, as PaLM defines MFU")
                    : std::string("no extra compute")) +
               ".";
    case Condition::Count:
        break;
    }
    return std::string(tco::conditionKey(condition));
}

std::string leverText(const tco::Lever &l, const tco::Scenario &s)
{
    using I = tco::InputId;
    using K = tco::LeverKind;
    const auto to = [&](I id) { return l.valueOf(id); };
    switch (l.kind) {
    case K::OptimalInterval:
        return "Checkpoint every " + hoursText(to(I::CheckpointIntervalHours)) + " instead of " +
               hoursText(s.value(I::CheckpointIntervalHours));
    case K::AsyncCheckpoints:
        return "Write checkpoints asynchronously";
    case K::InMemoryCheckpoints:
        return "Keep in-memory (multi-level) checkpoints";
    case K::HotSpares:
        return "Keep " + percentText(to(I::FailuresHotSpareFraction)) + " hot spares";
    case K::StrongerPractice: {
        constexpr const char *names[] = {"first large run", "established team", "frontier scale"};
        const auto p = static_cast<std::size_t>(to(I::FailuresPractice));
        return std::string("Adopt the operational practice of a ") + (p < 3 ? names[p] : "stronger team") +
               " (restart, checkpoints, spares, storage, platform team)";
    }
    case K::FewerAccelerators:
    case K::MoreAccelerators:
    case K::FastestAccelerators:
        return "Use " + humanNumber(to(I::ClusterGpuCount)) + " accelerators instead of " +
               humanNumber(s.value(I::ClusterGpuCount));
    case K::AcceleratorsToFit:
        return "Use " + humanNumber(to(I::ClusterGpuCount)) + " accelerators so the model fits";
    case K::FullRecompute:
        return "Recompute all activations (memory.recompute=full)";
    case K::FullSharding:
        return "Shard weights, gradients and optimizer states (memory.sharding=zero3)";
    case K::OnDemand:
        return "Rent on demand";
    case K::Reserved:
        return "Reserve the capacity";
    case K::Spot:
        return "Use spot capacity";
    case K::Buy:
        return "Buy the cluster";
    case K::StorageMix:
        return "Keep " + percentText(to(I::StorageHotFraction), 0) + " of the working set on the hot tier";
    case K::Deduplication:
        return "Deduplicate and filter the data to quality factor " +
               humanNumber(to(I::DataQualityFactor), 3);
    case K::Fp8:
        return "Train in fp8";
    case K::Count:
        break;
    }
    return std::string(tco::leverKey(l.kind));
}

std::string variantText(const tco::VariantRow &row, const tco::Scenario &s)
{
    using I = tco::InputId;
    using K = tco::VariantKind;
    const tco::ChangeSet &c = row.variant.changes;
    const auto to = [&](I id) { return c.valueOf(id); };
    switch (row.variant.kind) {
    case K::OnDemand:
        return "rent on demand";
    case K::Reserved:
        return "reserve the capacity";
    case K::Spot:
        return "spot capacity";
    case K::Buy:
        return "buy the cluster";
    case K::MfuLower:
        return "MFU -25 % (" + humanNumber(to(I::ComputeMfu), 3) + ")";
    case K::MfuHigher:
        return "MFU +25 % (" + humanNumber(to(I::ComputeMfu), 3) + ")";
    case K::HalfAccelerators:
        return "half the accelerators (" + humanNumber(to(I::ClusterGpuCount)) + ")";
    case K::DoubleAccelerators:
        return "twice the accelerators (" + humanNumber(to(I::ClusterGpuCount)) + ")";
    case K::NextAccelerator:
        return "next faster accelerator: " + c.gpuId();
    case K::PreviousAccelerator:
        return "next slower accelerator: " + c.gpuId();
    case K::Fp8:
        return "train in fp8";
    case K::StrongerPractice: {
        constexpr const char *names[] = {"first large run", "established team", "frontier scale"};
        const auto p = static_cast<std::size_t>(to(I::FailuresPractice));
        return std::string("practice of a ") + (p < 3 ? names[p] : "stronger team");
    }
    case K::Pinned: {
        const auto i = static_cast<std::size_t>(row.variant.pinnedIndex);
        return "pinned: " + (i < s.pinnedVariants.size() ? s.pinnedVariants[i].name : std::string("?"));
    }
    case K::Count:
        break;
    }
    return std::string(tco::variantKey(row.variant.kind));
}

std::string budgetText(const tco::PlanStatus &st, const tco::Scenario &s)
{
    const std::string used = st.tracked()
                                 ? "forecast at completion " + usdText(st.headlineUsd) + " (plan " +
                                       usdText(st.planTotalUsd) + ", spent " + usdText(st.actualUsd) + "), " +
                                       percentText(st.usedFraction) + " of " + usdText(st.budgetUsd)
                                 : percentText(st.usedFraction) + " of " + usdText(st.budgetUsd) + " used";
    switch (st.budget) {
    case tco::BudgetStatus::NoBudget:
        return "no budget set (budget.usd = 0)";
    case tco::BudgetStatus::Within:
        return "within budget: " + used;
    case tco::BudgetStatus::PastWarning:
        return "past the warning line (" + percentText(s.value(tco::InputId::BudgetWarningFraction), 0) +
               "): " + used;
    case tco::BudgetStatus::PastReview:
        return "past the review line (" + percentText(s.value(tco::InputId::BudgetReviewFraction), 0) +
               "), needs review: " + used;
    }
    return {};
}

} // namespace cli
