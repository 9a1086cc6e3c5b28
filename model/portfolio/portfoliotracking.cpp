// SPDX-License-Identifier: GPL-3.0-or-later
// Actual spend per run rolled up into the portfolio's forecast
// (docs/model.md §16.8). Each run is tracked by the plan's own tracking
// (tco::track, §15) on its plan as the portfolio placed it; what that
// changes, the plan's forecast less the plan's total, is added to the run's
// cost in the portfolio, so a run spending exactly as planned leaves the
// portfolio's forecast where its plan was. The status is a plan's
// (tco::PlanStatus, BudgetLines::statusOf).
#include "portfolio/portfoliotracking.h"

#include "plan/calendar.h"
#include "portfolio/placedrun.h"

#include <algorithm>

namespace tco {

std::string_view runActualsIssueKey(RunActualsIssue i)
{
    switch (i) {
    case RunActualsIssue::UnknownRun:
        return "unknownRun";
    case RunActualsIssue::RepeatedRun:
        return "repeatedRun";
    case RunActualsIssue::Count:
        break;
    }
    return "";
}

std::vector<RunActualsError> validateRunActuals(const Portfolio &p, const RunActuals &actuals)
{
    std::vector<RunActualsError> errors;
    for (const auto &entry : actuals) {
        const std::string &id = entry.first;
        const auto run =
            std::find_if(p.runs.begin(), p.runs.end(), [&](const PortfolioRun &r) { return r.id == id; });
        if (run == p.runs.end())
            errors.push_back({RunActualsIssue::UnknownRun, id});
        else if (run->repeat != 1)
            errors.push_back({RunActualsIssue::RepeatedRun, id});
    }
    return errors;
}

namespace {
bool tracksItsPlan(const PortfolioRun &run)
{
    return run.repeat == 1 && !run.scenario.actuals.empty();
}
} // namespace

RunActuals runActualsOf(const Portfolio &p, RunActuals given)
{
    for (const PortfolioRun &run : p.runs)
        if (tracksItsPlan(run) && !given.count(run.id))
            given.emplace(run.id, run.scenario.actuals.get());
    return given;
}

bool holdsRunActuals(const Portfolio &p)
{
    return std::any_of(p.runs.begin(), p.runs.end(), tracksItsPlan);
}

PortfolioTracking trackPortfolio(const Portfolio &p, const PortfolioEvaluation &e, const RunActuals &actuals,
                                 const Catalog &catalog, const CivilDate &today)
{
    PortfolioTracking out;
    out.plannedUsd = e.metrics.totalUsd;
    // The year's lines (PortfolioBudget::warningUsd, reviewUsd) over the horizon.
    const double years = p.horizonMonths / 12.0;
    out.lines = {p.budget.annualUsd * years, p.budget.warningUsd() * years, p.budget.reviewUsd() * years};

    out.runs.resize(p.runs.size());
    for (std::size_t i = 0; i < p.runs.size(); ++i) {
        out.runs[i].run = static_cast<int>(i);
        out.runs[i].id = p.runs[i].id;
    }
    for (std::size_t k = 0; k < e.schedule.placements.size(); ++k)
        out.runs[static_cast<std::size_t>(e.schedule.placements[k].run)].plannedUsd +=
            e.metrics.placements[k].totalUsd();

    double deltaP10 = 0, deltaP50 = 0, deltaP90 = 0;
    bool forecastFeasible = true, possiblyIncomplete = false;
    for (RunTracking &r : out.runs) {
        r.forecastP10Usd = r.forecastP50Usd = r.forecastP90Usd = r.plannedUsd;
        const auto a = actuals.find(r.id);
        if (a == actuals.end() || (a->second.spend.empty() && a->second.progress.empty()))
            continue; // nothing to track: its plan stands
        const Scenario s = placedPlan(p, e, r.run);
        r.tracking = track(s, catalog, a->second, today);
        r.status = planStatus(s, r.tracking.plan, &r.tracking);
        r.tracked = true;
        ++out.trackedRuns;
        if (!r.tracking.feasible) {
            forecastFeasible = false; // its plan cannot run: no forecast, as for a plan (§15)
            continue;
        }
        const double planTotal = r.tracking.plan.totalUsd;
        r.actualUsd = r.tracking.spentUsd();
        r.forecastP10Usd += r.tracking.forecastP10Usd - planTotal;
        r.forecastP50Usd += r.tracking.forecastP50Usd - planTotal;
        r.forecastP90Usd += r.tracking.forecastP90Usd - planTotal;
        deltaP10 += r.forecastP10Usd - r.plannedUsd;
        deltaP50 += r.forecastP50Usd - r.plannedUsd;
        deltaP90 += r.forecastP90Usd - r.plannedUsd;
        out.actualUsd += r.actualUsd;
        forecastFeasible = forecastFeasible && r.tracking.forecastFeasible;
        possiblyIncomplete = possiblyIncomplete || r.status.possiblyIncomplete;
    }
    out.forecastP10Usd = out.plannedUsd + deltaP10;
    out.forecastP50Usd = out.plannedUsd + deltaP50;
    out.forecastP90Usd = out.plannedUsd + deltaP90;

    // One status, by a plan's rule (docs/model.md §15, "One status").
    PlanStatus &s = out.status;
    s.feasible = true;
    s.budgetUsd = out.lines.budgetUsd;
    s.planTotalUsd = out.plannedUsd;
    if (out.trackedRuns == 0) {
        s.basis = StatusBasis::Plan;
        s.headlineUsd = out.plannedUsd;
        s.budget = out.lines.statusOf(out.plannedUsd);
    } else {
        s.basis = StatusBasis::Tracking;
        s.headlineUsd = out.forecastP50Usd;
        s.actualUsd = out.actualUsd;
        s.forecastP10Usd = out.forecastP10Usd;
        s.forecastP90Usd = out.forecastP90Usd;
        s.forecastFeasible = forecastFeasible;
        s.possiblyIncomplete = possiblyIncomplete;
        s.actualStatus = out.lines.statusOf(out.actualUsd);
        // A run that cannot finish passes the review line, as a plan does.
        s.forecastStatus = forecastFeasible || s.budgetUsd <= 0 ? out.lines.statusOf(out.forecastP50Usd)
                                                                : BudgetStatus::PastReview;
        s.budget = std::max(s.actualStatus, s.forecastStatus);
    }
    if (s.budgetUsd > 0)
        s.usedFraction = s.headlineUsd / s.budgetUsd;
    return out;
}

} // namespace tco
