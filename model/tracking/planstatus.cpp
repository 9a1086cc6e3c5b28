// SPDX-License-Identifier: GPL-3.0-or-later
#include "planstatus.h"

#include "plan/evaluate.h"

namespace tco {

std::vector<MissingSpend> missingFromExport(const Tracking &t, double minShare)
{
    std::vector<MissingSpend> missing;
    const double floorUsd = minShare * t.plannedToDateUsd;
    if (!(floorUsd > 0))
        return missing;
    const auto scan = [&](const std::vector<Deviation> &rows, bool phase) {
        for (const Deviation &d : rows)
            if (d.plannedUsd >= floorUsd && d.actualUsd == 0)
                missing.push_back({phase, d.key, d.plannedUsd});
    };
    scan(t.byCategory, false);
    scan(t.byPhase, true);
    return missing;
}

bool possiblyIncompleteExport(const Tracking &t, double minShare)
{
    return !missingFromExport(t, minShare).empty();
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
        s.actualUsd = t.spentUsd(); // everything billed, whatever its date
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

bool conditionStands(const Scenario &s, Condition c)
{
    return c != Condition::PastReviewLine || s.actuals.empty();
}

std::string_view planStatusKey(const PlanStatus &s)
{
    return s.feasible ? budgetStatusKey(s.budget) : std::string_view("infeasible");
}

} // namespace tco
