// SPDX-License-Identifier: GPL-3.0-or-later
// `llm-tco solve`: plan backwards from a budget and a deadline
// (docs/model.md, "Solving for the unknown").
#include "commands.h"
#include "conditiontext.h"
#include "error.h"
#include "format.h"
#include "json.h"
#include "planinput.h"

#include <analysis/solve.h>
#include <plan/calendar.h>
#include <plan/evaluate.h>
#include <plan/inputs.h>
#include <plan/validation.h>

#include <cmath>
#include <ostream>
#include <sstream>

namespace cli {
namespace {

using tco::Target;

/** The targets of the command line; --finish-by counts from the plan's start
 *  date (for --deadline-of main-run, from the main run's start). Without
 *  any, the plan's own: budget.usd and its saved targets. */
tco::SolveTargets parseTargets(const ParsedOptions &o, const tco::Scenario &s)
{
    const bool given = o.has("budget") || o.has("deadline-days") || o.has("finish-by") ||
                       o.has("min-tokens-per-parameter") || o.has("max-loss");
    tco::SolveTargets t = given ? tco::SolveTargets{} : tco::targetsOf(s);
    // A target holds the range of the plan's own input or saved target
    // (budget.usd; model/plan/targets.h, as a plan file's targets).
    const auto positive = [&](std::string_view name, double max, std::string_view as, double &out) {
        if (const auto text = o.value(name)) {
            const double v = parseReal(name, *text);
            if (!(v > 0))
                throw Error("--" + std::string(name) + " " + *text + ": must be a positive number");
            if (v > max)
                throw Error("--" + std::string(name) + " " + *text +
                            ": out of range; allowed: more than 0, at most " + tco::formatNumber(max) +
                            (as.empty() ? std::string() : " (as " + std::string(as) + ")"));
            out = v;
        }
    };
    const tco::InputSpec &budget = tco::spec(tco::InputId::BudgetUsd);
    positive("budget", budget.maxValue, budget.key, t.budgetUsd);
    positive("deadline-days", tco::kMaxTargetDeadlineDays, {}, t.deadlineDays);
    positive("min-tokens-per-parameter", tco::kMaxTargetTokensPerParameter, {}, t.minTokensPerParameter);
    positive("max-loss", tco::kMaxTargetLoss, {}, t.maxLoss);
    if (o.has("confidence") || given)
        t.confidence = parseChoice("confidence", o.valueOr("confidence", "p50"), {"p50", "p90"}) == "p90"
                           ? tco::Confidence::P90
                           : tco::Confidence::P50;
    if (o.has("deadline-of") || given)
        t.deadlineScope = parseChoice("deadline-of", o.valueOr("deadline-of", "project"),
                                      {"project", "main-run"}) == "main-run"
                              ? tco::DeadlineScope::MainRun
                              : tco::DeadlineScope::Project;
    if (const auto text = o.value("finish-by")) {
        if (o.has("deadline-days"))
            throw Error("--finish-by and --deadline-days: give one deadline, not both");
        const auto date = tco::parseDate(*text);
        if (!date)
            throw Error("--finish-by " + *text + ": not a date; use YYYY-MM-DD, e.g. 2027-06-30");
        // The main run's days count from its own start (after preparation).
        const bool mainRun = t.deadlineScope == tco::DeadlineScope::MainRun;
        const tco::CivilDate start = tco::deadlineOrigin(s, t.deadlineScope);
        const long long days = tco::daysBetween(start, *date);
        const std::string origin =
            (mainRun ? "main run's start date " : "plan's start date ") + tco::formatDate(start);
        if (days <= 0)
            throw Error("--finish-by " + *text + ": must be after the " + origin);
        if (double(days) > tco::kMaxTargetDeadlineDays)
            throw Error("--finish-by " + *text + ": out of range; allowed: at most " +
                        tco::formatNumber(tco::kMaxTargetDeadlineDays) + " days after the " + origin);
        t.deadlineDays = double(days);
    }
    if (!t.any())
        throw Error("solve: give at least one target: --budget, --deadline-days or --finish-by, "
                    "--min-tokens-per-parameter or --max-loss (a plan with budget.usd or saved targets "
                    "brings its own)");
    return t;
}

std::vector<tco::InputId> parseUnknowns(const ParsedOptions &o)
{
    std::vector<tco::InputId> out;
    for (const std::string &key : o.values("for")) {
        const auto id = tco::findInput(key);
        if (!id || !tco::isSolvable(*id))
            throw Error(
                "--for " + key +
                ": cannot solve for this input; choose cluster.gpuCount, model.parameters, data.tokens, "
                "compute.mfu or checkpoint.intervalHours");
        out.push_back(*id);
    }
    if (out.empty())
        throw Error("solve: say what to solve for with --for, e.g. --for cluster.gpuCount");
    if (out.size() > 2)
        throw Error("solve: at most two --for inputs, not " + std::to_string(out.size()));
    if (out.size() == 2 && out[0] == out[1])
        throw Error("--for " + std::string(tco::spec(out[0]).key) + " is given twice");
    return out;
}

std::string valueText(tco::InputId id, double v)
{
    const tco::InputSpec &in = tco::spec(id);
    switch (id) {
    case tco::InputId::ClusterGpuCount:
        return humanNumber(v, 7) + " accelerators";
    case tco::InputId::ModelParameters:
    case tco::InputId::DataTokens:
        return countText(v) + " " + std::string(in.unit);
    case tco::InputId::ComputeMfu:
        return percentText(v);
    case tco::InputId::CheckpointIntervalHours:
        return hoursText(v);
    default:
        return humanNumber(v) + " " + std::string(in.unit);
    }
}

std::string limitText(Target t, double v)
{
    switch (t) {
    case Target::Budget:
        return usdText(v);
    case Target::Deadline:
        return humanNumber(v, 4) + " days";
    case Target::TokensPerParameter:
        return humanNumber(v, 4) + " tokens per parameter";
    default:
        return "loss " + lossText(v);
    }
}

std::string targetName(Target t, const tco::SolveTargets &targets)
{
    const std::string level = targets.confidence == tco::Confidence::P90 ? "P90" : "P50";
    switch (t) {
    case Target::Budget:
        return "budget (" + level + " total)";
    case Target::Deadline:
        return std::string(targets.deadlineScope == tco::DeadlineScope::MainRun ? "main-run" : "project") +
               " deadline (" + level + " days)";
    case Target::TokensPerParameter:
        return "tokens per parameter";
    default:
        return "predicted loss";
    }
}

/** What the nearest plan misses: one target by name with its gap, or each
 *  of several with theirs; a target no plan reaches is said to be so. */
void printMisses(std::ostream &out, const tco::Solution &sol, const tco::SolveTargets &targets)
{
    const auto gap = [](const tco::TargetMiss &m) {
        return limitText(m.target, m.by) + " (" + percentText(m.byFraction) + ")";
    };
    const auto beyondReach = [&] {
        for (const tco::TargetMiss &m : sol.misses)
            if (m.beyondReach && m.target == Target::Loss)
                out << "No plan can reach a predicted loss of "
                    << lossText(sol.measure.checks[std::size_t(Target::Loss)].limit)
                    << ": the plan's scaling law never goes below its irreducible loss, " << lossText(m.bound)
                    << ".\n";
    };
    if (sol.misses.size() == 1) {
        const tco::TargetMiss &m = sol.misses.front();
        out << "No plan meets every target: the " << targetName(m.target, targets) << " cannot be met.\n";
        beyondReach();
        out << "The nearest plan meets the other targets and misses it by " << gap(m) << ":\n";
        return;
    }
    out << "No plan meets every target. The nearest plan misses " << sol.misses.size() << " of them:\n";
    for (const tco::TargetMiss &m : sol.misses)
        out << "  " << targetName(m.target, targets) << " by " << gap(m) << '\n';
    beyondReach();
    out << "The nearest plan:\n";
}

void printText(std::ostream &out, const tco::Solution &sol, const tco::SolveTargets &targets,
               const tco::Scenario &original)
{
    const tco::Result &r = sol.measure.result;
    switch (sol.status) {
    case tco::SolveStatus::Solved:
        out << "Every target is met:\n";
        break;
    case tco::SolveStatus::TargetMissed:
        printMisses(out, sol, targets);
        break;
    case tco::SolveStatus::NothingFeasible:
        out << "No value gives a plan that can run:\n";
        for (std::size_t c = 0; c < tco::kConditionCount; ++c)
            if (r.conditions[c] && tco::conditionSeverity(tco::Condition(c)) == tco::Severity::Infeasible)
                out << "  " << conditionText(tco::Condition(c), r, sol.plan) << '\n';
        return;
    case tco::SolveStatus::DeadlineWithinFixedPhases: {
        // docs/model.md, "Solving for the unknown": no unknown shortens
        // preparation or post-training, so the project deadline cannot hold.
        std::string names;
        for (const tco::InputSetting &v : sol.solved)
            names += (names.empty() ? "" : " or ") + std::string(tco::spec(v.id).key);
        out << "The project's fixed phases (preparation and post-training) take "
            << limitText(Target::Deadline, sol.fixedPhaseDays) << ": no value of " << names << " meets the "
            << targetName(Target::Deadline, targets) << " of "
            << limitText(Target::Deadline, targets.deadlineDays) << ".\n";
        if (!sol.mainRunAlone)
            return;
        tco::SolveTargets mainRun = targets;
        mainRun.deadlineScope = tco::DeadlineScope::MainRun;
        out << "\nFor the main run alone (--deadline-of main-run), "
            << limitText(Target::Deadline, targets.deadlineDays) << ":\n";
        printText(out, *sol.mainRunAlone, mainRun, original);
        return;
    }
    }
    for (const tco::InputSetting &v : sol.solved)
        out << "  " << tco::spec(v.id).key << " = " << valueText(v.id, v.value) << "   (the plan has "
            << valueText(v.id, original.value(v.id)) << ")\n";
    const tco::ProjectDates dates = tco::projectDates(sol.plan, r);
    const std::string level = targets.confidence == tco::Confidence::P90 ? "P90" : "P50";
    out << "\nTotal " << usdText(r.totalUsd) << " (" << level << " " << usdText(sol.measure.costUsd)
        << "); main run " << humanNumber(r.wallClockDays, 4) << " days; project "
        << humanNumber(r.projectMonths * tco::kDaysPerMonth, 4) << " days, " << tco::formatDate(dates.start)
        << " to " << (dates.projectFinish ? tco::formatDate(*dates.projectFinish) : std::string("?"))
        << ".\n\nTargets:\n";
    for (std::size_t t = 0; t < tco::kTargetCount; ++t) {
        const tco::TargetCheck &c = sol.measure.checks[t];
        if (!c.active)
            continue;
        out << "  " << targetName(Target(t), targets) << ": " << limitText(Target(t), c.limit) << "; plan "
            << limitText(Target(t), c.value) << (c.met ? (c.binding ? ", met (binds)" : ", met") : ", missed")
            << '\n';
    }
    if (sol.measure.infeasibleShare > 0)
        out << "In " << percentText(sol.measure.infeasibleShare)
            << " of the Monte Carlo samples the run cannot finish; percentiles are over the others.\n";
    for (const tco::InputSetting &v : sol.solved)
        if (v.id == tco::InputId::ComputeMfu && v.value > 0.55)
            out << "Note: an MFU of " << percentText(v.value)
                << " is above what published large runs reach (35-45 %, bf16).\n";
}

/** The members of one answer's object: its status, solution, totals,
 *  targets and what it misses; a deadline within the fixed phases adds the
 *  main run's own answer under "mainRunAlone". */
void writeSolution(JsonWriter &j, const tco::Solution &sol, const tco::SolveTargets &targets)
{
    const tco::Result &r = sol.measure.result;
    const bool fixedPhases = sol.status == tco::SolveStatus::DeadlineWithinFixedPhases;
    j.value("status", tco::solveStatusKey(sol.status));
    if (fixedPhases) {
        j.null("solution");
    } else {
        j.beginObject("solution");
        for (const tco::InputSetting &v : sol.solved)
            j.value(tco::spec(v.id).key, v.value);
        j.endObject();
    }
    j.value("confidence", tco::confidenceKey(targets.confidence))
        .value("deadlineOf", tco::deadlineScopeKey(targets.deadlineScope))
        .value("fixedPhaseDays", sol.fixedPhaseDays);
    const bool priced = sol.status != tco::SolveStatus::NothingFeasible && !fixedPhases;
    if (priced) {
        const tco::ProjectDates dates = tco::projectDates(sol.plan, r);
        j.value("totalUsd", r.totalUsd)
            .value("totalAtConfidenceUsd", sol.measure.costUsd)
            .value("mainRunDays", r.wallClockDays)
            .value("projectDays", r.projectMonths * tco::kDaysPerMonth)
            .value("deadlineDaysAtConfidence", sol.measure.days)
            .value("startDate", tco::formatDate(dates.start))
            .value("projectFinish",
                   dates.projectFinish ? tco::formatDate(*dates.projectFinish) : std::string());
    }
    j.beginArray("binding");
    for (std::size_t t = 0; t < tco::kTargetCount; ++t)
        if (!fixedPhases && sol.measure.checks[t].active && sol.measure.checks[t].binding)
            j.element(tco::targetKey(Target(t)));
    j.endArray();
    j.beginObject("targets");
    for (std::size_t t = 0; t < tco::kTargetCount; ++t) {
        const tco::TargetCheck &c = sol.measure.checks[t];
        if (!c.active)
            continue;
        j.beginObject(tco::targetKey(Target(t))).value("limit", c.limit);
        if (fixedPhases) // the plan as it was: no value of the unknowns was chosen
            j.null("value");
        else
            j.value("value", c.value);
        j.value("met", priced && c.met).value("binding", !fixedPhases && c.binding).endObject();
    }
    j.endObject();
    // Every target the plan misses, each with its gap; "bound" is the
    // nearest any plan comes to one beyond reach (tco::TargetMiss).
    if (sol.misses.empty()) {
        j.null("missed");
    } else {
        j.beginArray("missed");
        for (const tco::TargetMiss &m : sol.misses) {
            j.beginObject()
                .value("target", tco::targetKey(m.target))
                .value("by", m.by)
                .value("byFraction", m.byFraction)
                .value("beyondReach", m.beyondReach);
            if (m.beyondReach)
                j.value("bound", m.bound);
            else
                j.null("bound");
            j.endObject();
        }
        j.endArray();
    }
    if (sol.mainRunAlone) {
        tco::SolveTargets mainRun = targets;
        mainRun.deadlineScope = tco::DeadlineScope::MainRun;
        j.beginObject("mainRunAlone");
        writeSolution(j, *sol.mainRunAlone, mainRun);
        j.endObject();
    } else {
        j.null("mainRunAlone");
    }
}

void printJson(std::ostream &out, const tco::Solution &sol, const tco::SolveTargets &targets,
               const tco::RiskSettings &risk)
{
    JsonWriter j;
    j.beginObject();
    writeSolution(j, sol, targets);
    j.value("samples", double(risk.samples)).value("seed", std::to_string(risk.seed));
    j.endObject();
    out << j.text();
}

} // namespace

Command solveCommand()
{
    Command c{.name = "solve",
              .summary = "what fits a budget and a deadline: solve for one or two inputs",
              .formats = {"text", "json"}};
    c.options = joinSpecs(
        {{"for", "KEY",
          "input to solve for (one or two): cluster.gpuCount, model.parameters, data.tokens, compute.mfu, "
          "checkpoint.intervalHours",
          true},
         {"budget", "USD", "total budget, held at --confidence"},
         {"confidence", "LEVEL", "p50 or p90 of the Monte Carlo, for budget and deadline (default p50)"},
         {"deadline-days", "DAYS", "deadline in days from the start date"},
         {"finish-by", "DATE",
          "deadline as a date, YYYY-MM-DD (counted from project.startDate; for main-run, from the main run's "
          "start)"},
         {"deadline-of", "SCOPE", "project (preparation, main run, post-training; default) or main-run"},
         {"min-tokens-per-parameter", "X", "at least X training tokens per (active) parameter"},
         {"max-loss", "L", "predicted loss (the plan's scaling law) at most L"}},
        joinSpecs(riskSpecs(), planSpecs()));
    c.details = R"(Each unknown has its own objective: cluster.gpuCount and checkpoint.intervalHours the least
total cost; model.parameters and data.tokens the lowest predicted loss (the most capable
model); compute.mfu the lowest MFU that meets the targets. A solution is a plan that can
run and is not past the useful scale. When a target cannot be met, the answer names it, the
gap, and the nearest plan (it meets every other target and misses this one by the least);
when no single target gives way, the best plan that can run with each target it misses
("missed" in JSON lists them all). A loss at or below the scaling law's irreducible loss
is said to be beyond every plan's reach ("beyondReach", with the loss as "bound").
Targets hold the ranges of the plan's own: --budget up to budget.usd's 1e12, a deadline up
to 36,500 days, --min-tokens-per-parameter up to 1e6, --max-loss up to 100.
A project deadline no longer than preparation and post-training (which no unknown changes)
is said to be so, with the answer for the main run alone ("mainRunAlone" in JSON).
Exit status: 0 solved, 4 nothing meets every target, 2 bad input.

Examples:
  llm-tco solve --for cluster.gpuCount --set model.parameters=4.05e11 --deadline-days 180
  llm-tco solve --budget 50e6 --confidence p90 --finish-by 2027-06-30 --for cluster.gpuCount
  llm-tco solve --budget 50e6 --for data.tokens --for cluster.gpuCount --format json)";
    c.run = [](const ParsedOptions &o, Io &io) {
        const std::string format = o.format();
        const std::vector<tco::InputId> unknowns = parseUnknowns(o);
        const Plan plan = loadPlan(o);
        const tco::SolveTargets targets = parseTargets(o, plan.scenario);
        const tco::RiskSettings risk = tco::riskSettings(plan.scenario);
        const tco::Solution sol = tco::solve(plan.scenario, plan.catalog, unknowns, targets, risk);
        if (format == "json")
            printJson(io.out, sol, targets, risk);
        else
            printText(io.out, sol, targets, plan.scenario);
        return sol.status == tco::SolveStatus::Solved ? 0 : static_cast<int>(ExitCode::NoSolution);
    };
    return c;
}

} // namespace cli
