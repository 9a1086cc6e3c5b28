// SPDX-License-Identifier: GPL-3.0-or-later
#include "conditiontext.h"

#include "format.h"

#include <validation.h>

namespace cli {

std::string conditionText(tco::Condition condition, const tco::Result &r, const tco::Scenario &s)
{
    using tco::Condition;
    switch (condition) {
    case Condition::RunCannotFinish:
        return "The run cannot finish at this checkpoint interval: failures (every " +
               humanNumber(r.failureRatePerHour > 0 ? 1.0 / r.failureRatePerHour : 0, 3) +
               " h on average) destroy work faster than it is saved. Shorten checkpoint.intervalHours "
               "(optimum " + humanNumber(r.optimalIntervalHours, 3) +
               " h), add hot spares or use fewer accelerators. The figures are computed at a floor "
               "and understate the real cost.";
    case Condition::CheckpointWritesOverlap:
        return "Asynchronous checkpoint writes (" + humanNumber(r.checkpointWriteHours, 3) +
               " h each) take longer than the checkpoint interval; the interval used is the write time.";
    case Condition::PrecisionUnsupported:
        return "The accelerator " + s.gpuId + " does not support " + tco::valueText(s, tco::spec(tco::InputId::ComputePrecision).key) +
               "; its bf16 (or fp16) peak is used instead.";
    case Condition::DataLoadingStall:
        return "Storage cannot feed the accelerators at full speed: data loading slows training by " +
               percentText(r.dataStallFactor - 1.0) +
               ". Raise storage.hotFraction or the storage throughput.";
    case Condition::ModelDoesNotFit:
        return "Weights and optimizer state (" + bytesText(r.checkpointSizeBytes) +
               ") exceed 90 % of the cluster's accelerator memory: the plan cannot run as sized.";
    case Condition::UnknownAccelerator:
        return "The accelerator '" + s.gpuId + "' is not in the catalog; a placeholder was used.";
    case Condition::Count:
        break;
    }
    return std::string(tco::conditionKey(condition));
}

std::string budgetText(const tco::Result &r, const tco::Scenario &s)
{
    const double budget = s.value(tco::InputId::BudgetUsd);
    const std::string used = percentText(r.budgetUsedFraction) + " of " + usdText(budget) + " used";
    switch (r.budgetStatus) {
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
