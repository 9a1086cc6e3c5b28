// SPDX-License-Identifier: GPL-3.0-or-later
#include "report/reportdata.h"

#include "charts/chartcatalog.h"
#include "texts/plannames.h"

#include "plan/evaluate.h"

#include <algorithm>
#include <cmath>

namespace planner {

namespace {

/** The cheapest point of a sweep with a valid plan. */
bool cheapest(const std::vector<tco::SweepPoint> &sweep, tco::SweepPoint &out)
{
    bool found = false;
    for (const tco::SweepPoint &p : sweep) {
        if (!p.result.feasible())
            continue;
        if (!found || p.result.totalUsd < out.result.totalUsd) {
            out = p;
            found = true;
        }
    }
    return found;
}

TradeOffChoice sweepChoice(const tco::Scenario &s, const tco::Catalog &catalog, const tco::Result &base,
                           const SweepRange &range)
{
    TradeOffChoice c;
    c.chosen = s.value(range.input);
    c.atChosen = base;
    tco::SweepPoint best;
    c.bestFound = cheapest(
        tco::sweep(s, catalog, range.input, range.from, range.to, range.points, range.logarithmic), best);
    // The plan itself may beat every swept point (it need not lie on the grid).
    const bool planFinishes = base.feasible();
    if (c.bestFound && (!planFinishes || best.result.totalUsd < base.totalUsd)) {
        c.best = best.x;
        c.atBest = best.result;
    } else {
        c.best = c.chosen;
        c.atBest = base;
        c.bestFound = planFinishes;
    }
    return c;
}

} // namespace

bool differsFromDefault(const tco::Scenario &s, tco::InputId id)
{
    return s.value(id) != tco::spec(id).defaultValue;
}

ReportData computeReportData(const ReportInput &input)
{
    ReportData data;
    data.input = input;
    if (!data.input.catalog)
        data.input.catalog = &tco::Catalog::builtIn();
    if (!data.input.generatedAt.isValid())
        data.input.generatedAt = QDateTime::currentDateTime();
    if (data.input.scenarios.empty())
        data.input.scenarios.push_back(tco::defaultScenario());
    if (data.input.scenarios.size() > static_cast<std::size_t>(kMaxReportScenarios))
        data.input.scenarios.resize(kMaxReportScenarios);
    const tco::Catalog &catalog = *data.input.catalog;

    const tco::Scenario defaults = tco::defaultScenario();
    for (std::size_t i = 0; i < data.input.scenarios.size(); ++i) {
        ScenarioFigures f;
        f.scenario = data.input.scenarios[i];
        f.letter = QString(QChar(u'A' + static_cast<char16_t>(i)));
        f.name =
            PlanNames::of(f.scenario, i < data.input.fileNames.size() ? data.input.fileNames[i] : QString());
        f.description = PlanNames::description(f.scenario);
        f.result = tco::evaluate(f.scenario, catalog);
        f.cashflow = tco::cashflow(f.scenario, f.result, catalog);
        f.risk = tco::monteCarlo(f.scenario, catalog);
        if (!f.scenario.actuals.empty())
            f.tracking = std::make_shared<const tco::Tracking>(
                tco::track(f.scenario, catalog, f.scenario.actuals.get()));
        f.status = tco::planStatus(f.scenario, f.result, f.tracking.get());
        const double budget = f.scenario.value(tco::InputId::BudgetUsd);
        if (budget > 0 && !f.risk.costSamples.empty()) {
            const auto within =
                std::upper_bound(f.risk.costSamples.begin(), f.risk.costSamples.end(), budget) -
                f.risk.costSamples.begin();
            f.withinBudgetProbability =
                static_cast<double>(within) / static_cast<double>(f.risk.costSamples.size());
        }
        f.sensitivity = tco::sensitivity(f.scenario, catalog, data.sensitivityFraction);
        f.levers = tco::advise(f.scenario, catalog);
        f.breakEven = tco::breakEven(f.scenario, catalog);
        if (const tco::SolveTargets targets = tco::targetsOf(f.scenario); targets.any()) {
            const tco::InputId gpus[] = {tco::InputId::ClusterGpuCount};
            f.fit = tco::solve(f.scenario, catalog, gpus, targets);
        }
        f.variants = tco::whatIf(f.scenario, catalog);
        const tco::RiskSettings risk = tco::riskSettings(f.scenario);
        tco::addRisk(f.variants, f.scenario, catalog, risk.samples, risk.seed);

        for (std::size_t c = 0; c < tco::kCategoryCount; ++c) {
            const auto cat = static_cast<tco::Category>(c);
            if (f.result.categoryUsd(cat) > 0)
                f.categoriesByCost.push_back(cat);
        }
        std::stable_sort(f.categoriesByCost.begin(), f.categoriesByCost.end(),
                         [&](tco::Category a, tco::Category b) {
                             return f.result.categoryUsd(a) > f.result.categoryUsd(b);
                         });
        for (const tco::InputSpec &spec : tco::inputSpecs())
            if (differsFromDefault(f.scenario, spec.id))
                f.changedInputs.push_back(spec.id);
        f.gpuChanged = f.scenario.gpuId != defaults.gpuId;

        // Checkpoint interval: the plan's against the optimum, the lowest
        // total on the plan's own curve (docs/model.md §3).
        {
            TradeOffChoice &c = f.checkpointInterval;
            c.chosen = f.scenario.value(tco::InputId::CheckpointIntervalHours);
            c.atChosen = f.result;
            tco::Scenario at = f.scenario;
            const tco::InputSpec &spec = tco::spec(tco::InputId::CheckpointIntervalHours);
            c.best = std::clamp(tco::bestCheckpointIntervalHours(f.scenario, catalog), spec.minValue,
                                spec.maxValue);
            at.set(tco::InputId::CheckpointIntervalHours, c.best);
            c.atBest = tco::evaluate(at, catalog);
            c.bestFound = c.best > 0 && c.atBest.feasible();
        }
        // Storage tiering and accelerator count: the same sweeps the charts draw.
        f.hotFraction = sweepChoice(f.scenario, catalog, f.result, charts::storageTierSweep());
        f.gpuCount = sweepChoice(f.scenario, catalog, f.result,
                                 charts::gpuCountSweep(f.scenario.value(tco::InputId::ClusterGpuCount)));
        // MFU has no optimum (more is always cheaper): show what 5 points are worth.
        {
            TradeOffChoice &c = f.mfu;
            c.chosen = f.result.mfuInput; // the typical value when compute.mfu is 0
            c.atChosen = f.result;
            const tco::InputSpec &spec = tco::spec(tco::InputId::ComputeMfu);
            c.best = std::min(spec.maxValue, c.chosen + 0.05);
            tco::Scenario at = f.scenario;
            at.set(tco::InputId::ComputeMfu, c.best);
            c.atBest = tco::evaluate(at, catalog);
            c.bestFound = c.best > c.chosen;
        }
        data.scenarios.push_back(std::move(f));
    }

    for (std::size_t i = 1; i < data.scenarios.size(); ++i)
        data.comparisons.push_back(
            tco::compare(data.scenarios[0].scenario, data.scenarios[i].scenario, catalog));

    data.history = tco::builtinHistory();
    for (const tco::HistoryPoint &p : data.input.userHistory) {
        tco::HistoryPoint q = p;
        q.kind = "user";
        if (q.costUsd > 0 && q.year >= 1950 && q.year <= 2100)
            data.history.push_back(q);
    }
    data.trend = tco::fitGrowthTrend(data.history);
    return data;
}

} // namespace planner
