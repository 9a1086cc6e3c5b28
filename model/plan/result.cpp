// SPDX-License-Identifier: GPL-3.0-or-later
#include "result.h"
#include "plan/enumkeys.h"

namespace tco {

std::string_view categoryKey(Category c)
{
    constexpr std::string_view keys[] = {"compute",     "energy",   "storage",    "network",    "data",
                                         "people",      "hardware", "monitoring", "operations", "failures",
                                         "experiments", "idle",     "opportunity"};
    static_assert(std::size(keys) == kCategoryCount);
    return enumKey(keys, c);
}

std::string_view phaseKey(Phase p)
{
    constexpr std::string_view keys[] = {"preparation", "training", "postTraining"};
    static_assert(std::size(keys) == kPhaseCount);
    return enumKey(keys, p);
}

bool isHidden(Category c)
{
    return c == Category::Failures || c == Category::Experiments || c == Category::Idle;
}

std::string_view conditionKey(Condition c)
{
    constexpr std::string_view keys[] = {
        "runCannotFinish",  "checkpointWritesOverlap", "precisionUnsupported", "dataLoadingStall",
        "modelDoesNotFit",  "unknownAccelerator",      "pastUsefulScale",      "beyondHorizon",
        "reservedTermIdle", "pastReviewLine",          "inputClamped",         "memoryConfigChanged"};
    static_assert(std::size(keys) == kConditionCount);
    return enumKey(keys, c);
}

Severity conditionSeverity(Condition c)
{
    switch (c) {
    case Condition::RunCannotFinish:
    case Condition::ModelDoesNotFit:
    case Condition::UnknownAccelerator:
        return Severity::Infeasible;
    case Condition::DataLoadingStall:
    case Condition::MemoryConfigChanged:
        return Severity::Note;
    default:
        return Severity::Warning;
    }
}

std::string_view severityKey(Severity s)
{
    constexpr std::string_view keys[] = {"infeasible", "warning", "note"};
    return enumKey(keys, s);
}

bool Result::feasible() const
{
    for (std::size_t c = 0; c < kConditionCount; ++c)
        if (conditions[c] && conditionSeverity(static_cast<Condition>(c)) == Severity::Infeasible)
            return false;
    return true;
}

std::string_view budgetStatusKey(BudgetStatus s)
{
    constexpr std::string_view keys[] = {"none", "within", "pastWarning", "pastReview"};
    return enumKey(keys, s);
}

std::string_view mfuSourceKey(MfuSource s)
{
    constexpr std::string_view keys[] = {"typical", "entered", "calibrated"};
    return enumKey(keys, s);
}

double Result::categoryUsd(Category c) const
{
    double sum = 0;
    for (const double usd : cost[static_cast<std::size_t>(c)])
        sum += usd;
    return sum;
}

double Result::phaseUsd(Phase p) const
{
    double sum = 0;
    for (const auto &row : cost)
        sum += row[static_cast<std::size_t>(p)];
    return sum;
}

} // namespace tco
