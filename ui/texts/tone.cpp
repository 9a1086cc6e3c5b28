// SPDX-License-Identifier: GPL-3.0-or-later
#include "texts/tone.h"

namespace planner {

Tone budgetTone(tco::BudgetStatus status)
{
    switch (status) {
    case tco::BudgetStatus::NoBudget:
        return Tone::Neutral;
    case tco::BudgetStatus::Within:
        return Tone::Good;
    case tco::BudgetStatus::PastWarning:
        return Tone::Warning;
    case tco::BudgetStatus::PastReview:
        return Tone::Bad;
    }
    return Tone::Neutral;
}

Tone severityTone(tco::Severity severity)
{
    switch (severity) {
    case tco::Severity::Infeasible:
        return Tone::Bad;
    case tco::Severity::Warning:
        return Tone::Warning;
    case tco::Severity::Note:
        return Tone::Muted;
    }
    return Tone::Neutral;
}

Tone deltaTone(double deltaUsd)
{
    return deltaUsd > 0 ? Tone::Bad : deltaUsd < 0 ? Tone::Good : Tone::Neutral;
}

} // namespace planner
