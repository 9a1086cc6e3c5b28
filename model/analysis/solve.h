// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "analysis.h"
#include "plan/catalog.h"
#include "plan/result.h"
#include "plan/scenario.h"
#include "plan/targets.h"
#include "plan/variant.h"

#include <array>
#include <cstdint>
#include <limits>
#include <memory>
#include <optional>
#include <span>
#include <string_view>
#include <vector>

namespace tco {

enum class Target : std::uint8_t { Budget, Deadline, TokensPerParameter, Loss, Count };
inline constexpr std::size_t kTargetCount = static_cast<std::size_t>(Target::Count);
std::string_view targetKey(Target t); ///< "budget", "deadline", "tokensPerParameter", "loss"

/** The inputs the planner can solve for, in the order it lists them:
 *  accelerator count, model size, training tokens, MFU, checkpoint interval. */
std::span<const InputId> solvableInputs();
bool isSolvable(InputId id);

/** A plan the planner may offer (a solution, a feasible region cell): it
 *  can run and is neither past the useful scale nor beyond the horizon. */
bool offerable(const Result &r);
/** The share of Monte Carlo samples that cannot finish at which the
 *  percentile of `c` no longer exists (its tail): 10 % for P90, 50 % for
 *  P50. Fewer than this, and the percentile is over the others. */
double maxInfeasibleShare(Confidence c);

/** How a plan stands against one target. `value` and `limit` are in the
 *  target's unit (USD, days, tokens per parameter, loss). */
struct TargetCheck {
    bool active = false;
    double limit = 0;
    double value = 0;
    bool met = true;
    bool binding = false; ///< met with less than 1 % to spare: it limits the solution
};

/** A plan measured against the targets: the point evaluation plus the
 *  Monte Carlo percentile the targets are held at. */
struct PlanMeasure {
    Result result;
    double costUsd = 0;         ///< at the targets' confidence
    double days = 0;            ///< the deadline's scope, at the targets' confidence
    double infeasibleShare = 0; ///< Monte Carlo samples in which the run cannot finish
    bool usable = false;        ///< feasible, not past the useful scale or the horizon, and the
                                ///< percentile exists (few enough samples cannot finish)
    std::array<TargetCheck, kTargetCount> checks{};
    bool meetsAll() const;
};
PlanMeasure measurePlan(const Scenario &s, const Catalog &catalog, const SolveTargets &targets,
                        const RiskSettings &risk);

enum class SolveStatus : std::uint8_t {
    Solved, ///< `plan` meets every target
    /** No plan meets every target. `plan` is the nearest: it meets all but
     *  one and misses that one by the least, or, when no single target
     *  gives way, it is the best plan that can run; `misses` lists each
     *  target it misses. */
    TargetMissed,
    NothingFeasible, ///< no value of the unknowns gives a plan that can run
    /** The project deadline is no longer than the phases no unknown changes
     *  (preparation and post-training, `fixedPhaseDays`): no value meets it.
     *  `plan` is the plan as it was; `mainRunAlone` answers the same
     *  deadline held by the main run alone. */
    DeadlineWithinFixedPhases,
};
/// "solved", "targetMissed", "nothingFeasible", "deadlineWithinFixedPhases"
std::string_view solveStatusKey(SolveStatus s);

/** One target the answer's plan misses, by how much, and whether any plan
 *  could meet it at all. */
struct TargetMiss {
    Target target = Target::Count;
    double by = 0;         ///< in the target's unit (> 0)
    double byFraction = 0; ///< by / limit
    /** No value of any input the solver moves meets the limit: a maximum
     *  loss at or below the scaling law's irreducible loss E (docs/model.md,
     *  "Solving for the unknown"), a project deadline within the fixed
     *  phases. `bound` is then the nearest any plan comes: E, or the
     *  fixed phases' days. */
    bool beyondReach = false;
    double bound = 0;
};

struct Solution {
    SolveStatus status = SolveStatus::NothingFeasible;
    Scenario plan;                    ///< the solved plan, or the nearest feasible one
    std::vector<InputSetting> solved; ///< the unknowns' values in `plan`
    PlanMeasure measure;              ///< `plan` measured against the targets
    /** Every target `plan` misses, in Target order, each with its gap:
     *  TargetMissed, one or more; DeadlineWithinFixedPhases, the deadline
     *  (missed by the fixed phases less the deadline, beyond reach); empty
     *  when Solved or NothingFeasible. */
    std::vector<TargetMiss> misses;
    /** Preparation and post-training in days (docs/model.md, "Solving for
     *  the unknown"): the part of a project deadline no unknown changes. */
    double fixedPhaseDays = 0;
    /** DeadlineWithinFixedPhases: the same targets with the deadline held
     *  by the main run alone (DeadlineScope::MainRun); null otherwise. */
    std::shared_ptr<const Solution> mainRunAlone;
};

/** The accelerator count, in whole nodes, whose plan costs least among the
 *  plans that can run and are offered (offerable()), every other input as
 *  in `s`: solve()'s own search for cluster.gpuCount without targets, on the
 *  point estimate. The accelerator-count chart marks it, so the chart, What
 *  Fits and `llm-tco solve --for cluster.gpuCount` name one count. nullopt
 *  when no count gives such a plan. */
std::optional<double> cheapestAcceleratorCount(const Scenario &s, const Catalog &catalog);

/** The predicted loss no plan reaches: the irreducible loss E of the
 *  plan's scaling law (analysis.h, L = E + A/N^alpha + B/D^beta > E). */
double irreducibleLoss(const Scenario &s);

/** The plan's saved targets with its budget (budget.usd; 0 = none). */
SolveTargets targetsOf(const Scenario &s);

/** Finds values for one or two unknowns (solvableInputs()) that meet every
 *  target. Each unknown has its own objective: accelerator count and
 *  checkpoint interval, the least total cost; model size and training
 *  tokens, the lowest predicted loss; MFU, the lowest MFU that meets the
 *  targets. With two unknowns, a lower loss comes before a lower MFU, and a
 *  lower MFU before a lower cost. Every other input stays as in `s`.
 *  Throws std::invalid_argument for an unknown that cannot be solved for, a
 *  repeated one, or more than two. */
Solution solve(const Scenario &s, const Catalog &catalog, std::span<const InputId> unknowns,
               const SolveTargets &targets, const RiskSettings &risk);
/** solve() with the plan's own Monte Carlo run count and seed. */
Solution solve(const Scenario &s, const Catalog &catalog, std::span<const InputId> unknowns,
               const SolveTargets &targets);

} // namespace tco
