// SPDX-License-Identifier: GPL-3.0-or-later
#include "planstatus.h"

#include "evaluate.h"

namespace tco {

bool possiblyIncompleteExport(const Tracking &t, double minShare)
{
    const double floorUsd = minShare * t.plannedToDateUsd;
    if (!(floorUsd > 0))
        return false;
    const auto missing = [&](const std::vector<Deviation> &rows) {
        for (const Deviation &d : rows)
            if (d.plannedUsd >= floorUsd && d.actualUsd == 0)
                return true;
        return false;
    };
    return missing(t.byCategory) || missing(t.byPhase);
}

PlanStatus planStatus(const Scenario &scenario, const Result &plan, const Tracking *tracking)
{
    PlanStatus s;
    if (tracking) {
        const Tracking &t = *tracking;
        if (!t.feasible)
            return s;
        s.feasible = true;
        s.basis = StatusBasis::Tracking;
        s.budget = t.status;
        s.budgetUsd = t.lines.budgetUsd;
        s.planTotalUsd = t.plan.totalUsd;
        s.headlineUsd = t.forecastP50Usd;
        s.actualStatus = t.actualStatus;
        s.forecastStatus = t.forecastStatus;
        s.actualUsd = t.actualUsd;
        s.forecastP10Usd = t.forecastP10Usd;
        s.forecastP90Usd = t.forecastP90Usd;
        s.forecastFeasible = t.forecastFeasible;
        s.possiblyIncomplete = possiblyIncompleteExport(t);
    } else {
        if (!plan.feasible())
            return s;
        s.feasible = true;
        s.budget = plan.budgetStatus;
        s.budgetUsd = budgetLines(scenario).budgetUsd;
        s.planTotalUsd = s.headlineUsd = plan.totalUsd;
    }
    if (s.budgetUsd > 0)
        s.usedFraction = s.headlineUsd / s.budgetUsd;
    return s;
}

PlanStatus planStatus(const Scenario &s, const Catalog &catalog)
{
    if (s.actuals.get().spend.empty())
        return planStatus(s, evaluate(s, catalog));
    const Tracking t = track(s, catalog, s.actuals.get());
    return planStatus(s, t.plan, &t);
}

std::string_view planStatusKey(const PlanStatus &s)
{
    return s.feasible ? budgetStatusKey(s.budget) : std::string_view("noValidPlan");
}

} // namespace tco
