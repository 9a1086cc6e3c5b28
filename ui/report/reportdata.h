// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "report/reportinput.h"

#include "analysis/advice.h"
#include "analysis/analysis.h"
#include "analysis/cashflow.h"
#include "analysis/compare.h"
#include "analysis/solve.h"
#include "analysis/variants.h"
#include "plan/history.h"
#include "plan/result.h"
#include "tracking/forecast.h"
#include "tracking/planstatus.h"

#include <QString>

#include <array>
#include <memory>
#include <optional>
#include <vector>

namespace planner {

/** A trade-off as a budget owner reads it: the plan's setting, the
 *  cheapest setting the sweep found, and what each costs. */
struct TradeOffChoice {
    double chosen = 0;
    double best = 0;
    tco::Result atChosen;
    tco::Result atBest;
    bool bestFound = false; ///< false when no swept setting has a valid plan
    double savingUsd() const { return atChosen.totalUsd - atBest.totalUsd; }
};

/** Every figure the report shows for one scenario, computed once. */
struct ScenarioFigures {
    tco::Scenario scenario;
    QString name;        ///< display name: the scenario's own, its file's, or a numbered fallback (PlanNames)
    QString description; ///< the scenario's, the built-in default's translated (PlanNames)
    QString letter;      ///< "A", "B", … in comparison tables
    tco::Result result;
    /** The spend timeline (model/analysis/cashflow.h) from the plan's start date, or
     *  from the first of next month when it has none; empty when the plan
     *  cannot run. */
    tco::Cashflow cashflow;
    tco::RiskSummary risk;
    double withinBudgetProbability = -1; ///< share of Monte Carlo runs within budget; < 0 = no budget
    std::vector<tco::SensitivityRow> sensitivity; ///< ±10 %, ranked by swing
    std::vector<tco::Category> categoriesByCost;  ///< non-zero categories, largest first
    std::vector<tco::InputId> changedInputs;      ///< inputs that differ from their default
    bool gpuChanged = false;                      ///< hardware.gpu differs from the default
    std::vector<tco::Lever> levers;               ///< tco::advise: what improves the plan, ranked
    tco::BreakEven breakEven;                     ///< buy vs rent on this plan's totals
    /** The accelerator count that meets the plan's targets (tco::targetsOf)
     *  at the least cost; empty when the plan sets none. */
    std::optional<tco::Solution> fit;
    std::vector<tco::VariantRow> variants; ///< the what-if strip, with P90
    /** Actual spend against the plan (tco::track) for a plan with imported
     *  actuals; null without. */
    std::shared_ptr<const tco::Tracking> tracking;
    /** The one verdict (tco::planStatus): every chapter and the CSV read
     *  the budget status from here, tracking's once the plan has actuals. */
    tco::PlanStatus status;

    /** The plan can run and its totals stand (tco::Result::feasible). */
    bool feasible() const { return result.feasible(); }

    TradeOffChoice checkpointInterval; ///< chosen interval vs the optimum (lowest total)
    TradeOffChoice hotFraction;        ///< chosen hot share vs the cheapest (StorageTierChart's sweep)
    TradeOffChoice gpuCount;           ///< chosen count vs the cheapest (GpuCountChart's sweep)
    TradeOffChoice mfu;                ///< chosen MFU vs 5 points more ("best" = chosen + 0.05)
};

/** The report's whole content as numbers: results, Monte Carlo,
 *  sensitivity, trade-offs and comparisons. Computing it is the expensive
 *  part (a few Monte Carlo runs); every output format reads the same data. */
struct ReportData {
    ReportInput input; ///< with defaults filled in (catalog, date, scenario list)
    std::vector<ScenarioFigures> scenarios;
    std::vector<tco::Comparison> comparisons; ///< [i] = scenarios[0] vs scenarios[i + 1]
    std::vector<tco::HistoryPoint> history;   ///< built-in + user points
    tco::GrowthTrend trend;
    double sensitivityFraction = 0.1;

    const tco::Catalog &catalog() const { return *input.catalog; }
};

/** Computes everything a report shows. */
ReportData computeReportData(const ReportInput &input);

/** True when `id` holds a value other than its default in `s`. */
bool differsFromDefault(const tco::Scenario &s, tco::InputId id);

} // namespace planner
