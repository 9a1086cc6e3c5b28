// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "inputs.h"

#include <array>
#include <cstddef>
#include <cstdint>
#include <limits>
#include <string_view>

namespace tco {

/** Cost categories of docs/model.md in report order. */
enum class Category : std::uint8_t {
    Compute,
    Energy,
    Storage,
    Network,
    Data,
    People,
    Hardware,
    Monitoring,
    Operations,
    Failures,
    Experiments,
    Idle,
    Opportunity,
    Count
};
inline constexpr std::size_t kCategoryCount = static_cast<std::size_t>(Category::Count);

enum class Phase : std::uint8_t { Preparation, Training, PostTraining, Count };
inline constexpr std::size_t kPhaseCount = static_cast<std::size_t>(Phase::Count);

std::string_view categoryKey(Category c); ///< "compute", "energy", ...
std::string_view phaseKey(Phase p);       ///< "preparation", "training", "postTraining"
/** failures, experiments and idle: the costs all three articles call hidden. */
bool isHidden(Category c);

enum class CostNature : std::uint8_t { Fixed, Elastic };

/** Conditions the planner reports next to its numbers. The caller words
 *  them; the model names them, grades them and gives their $ or days. */
enum class Condition : std::uint8_t {
    RunCannotFinish,         ///< failures outpace progress at this checkpoint interval
    CheckpointWritesOverlap, ///< clamped: async writes take longer than the interval; the write time is used
    PrecisionUnsupported,    ///< clamped: accelerator lacks the precision; bf16/fp16 is used
    DataLoadingStall,        ///< storage cannot feed the accelerators at full speed
    ModelDoesNotFit,         ///< training state + activations exceed the accelerator's memory
    UnknownAccelerator,      ///< hardware.gpu is not in the catalog
    PastUsefulScale,         ///< more accelerators would make the run longer
    BeyondHorizon,           ///< the project takes longer than project.horizonYears
    ReservedTermIdle,        ///< much of the paid reserved term is unused
    PastReviewLine,          ///< the total is past the budget's review line
    InputClamped,            ///< parallel.tensor above what the cluster allows; the value used is named
    MemoryConfigChanged,     ///< fits only with other memory settings than the plan's; $ of their overhead
    Count
};
inline constexpr std::size_t kConditionCount = static_cast<std::size_t>(Condition::Count);
std::string_view conditionKey(Condition c);

/** Infeasible: the plan cannot run, so it has no totals. Warning: the
 *  numbers stand, with the condition beside them. Note: information. */
enum class Severity : std::uint8_t { Infeasible, Warning, Note };
Severity conditionSeverity(Condition c);
std::string_view severityKey(Severity s); ///< "infeasible", "warning", "note"

/** Accelerator memory per device for the configuration the planner
 *  chose: the plan's own settings when they fit, else the cheapest that
 *  fits (docs/model.md, "Memory fit"; Rajbhandari et al. 2020; Korthikanti
 *  et al. 2022). Bytes. When nothing fits, the configuration that needed the
 *  least memory of those tried. */
struct MemoryFit {
    double layers = 0, hiddenSize = 0, heads = 0; ///< as given or derived from N
    int tensorParallel = 1, pipelineStages = 1, dataParallel = 1;
    Sharding sharding = Sharding::Optimizer;
    Recompute recompute = Recompute::Selective;
    bool sequenceParallel = true; ///< with tensor parallelism: always (it costs nothing)
    /** Extra compute on top of the model FLOPs, as a share of them: 1/3
     *  with full recomputation (one more forward pass), else 0. */
    double computeOverhead = 0;
    bool changed = false; ///< sharding or recompute differ from memory.sharding / memory.recompute
    double weightsBytes = 0, gradientsBytes = 0, optimizerBytes = 0, activationBytes = 0;
    double totalBytes = 0;  ///< per accelerator
    double usableBytes = 0; ///< memory less headroom
    bool fits = true;
    double minGpusToFit = 0; ///< smallest count some configuration fits; 0 = none up to 1M
};

/** Where the main run's accelerator-hours go (shares of gpuHoursMainRun). */
struct Goodput {
    double productive = 1, checkpoint = 0, lostWork = 0, restart = 0, stall = 0;
};

enum class BudgetStatus : std::uint8_t { NoBudget, Within, PastWarning, PastReview };

/** Where the MFU a plan uses comes from (model/plan/typicalmfu.h): typical for
 *  its class of published runs, entered by the user, or calibrated from a
 *  measured run. */
enum class MfuSource : std::uint8_t { Typical, Entered, Calibrated };
std::string_view mfuSourceKey(MfuSource s);       ///< "typical", "entered", "calibrated"
std::string_view budgetStatusKey(BudgetStatus s); ///< "none", "within", "pastWarning", "pastReview"

constexpr std::array<double, kConditionCount> filled(double v)
{
    std::array<double, kConditionCount> a{};
    for (double &x : a)
        x = v;
    return a;
}

/** Everything evaluate() derives. Fixed size, no allocation: evaluate runs
 *  for every slider move and thousands of times in Monte Carlo. */
struct Result {
    // compute
    double flops = 0;            ///< total training FLOPs C
    double trainedTokens = 0;    ///< data.tokens / quality factor
    double peakTflopsPerGpu = 0; ///< at the precision actually used
    double mfuInput = 0;         ///< MFU before the penalties: compute.mfu, or typical when that is 0
    MfuSource mfuSource = MfuSource::Entered;
    /** The memory configuration's compute overhead added to the productive
     *  hours: memory.computeOverhead with the typical MFU; 0 with an MFU
     *  entered or calibrated, which is model FLOPs / (time x peak) as PaLM
     *  defines it and so already pays for any recomputation (issue 54,
     *  docs/model.md "Compute"). */
    double computeOverheadCharged = 0;
    double mfuApplied = 0;      ///< MFU after precision and topology penalties
    double dataStallFactor = 1; ///< >= 1: slow-down from data loading
    double tokensPerSecond = 0; ///< cluster throughput while computing
    // accelerator-hours of the main run
    double gpuHoursProductive = 0; ///< C / (peak x MFU): failure- and stall-free
    double gpuHoursStall = 0;
    double gpuHoursCheckpoint = 0;  ///< blocking checkpoint time
    double gpuHoursFailures = 0;    ///< lost work + restarts
    double gpuHoursLostWork = 0;    ///< work redone after failures
    double gpuHoursRestart = 0;     ///< detection, rescheduling and state restore
    double gpuHoursMainRun = 0;     ///< G x wall-clock of the main run
    double gpuHoursIdle = 0;        ///< allocated but unused
    double gpuHoursExperiments = 0; ///< pilots + expected re-run
    double gpuHoursEvaluation = 0;
    double gpuHoursSpares = 0;
    double gpuHoursTotal = 0; ///< everything allocated
    // time
    double productiveWallHours = 0; ///< T_prod incl. stall
    double wallClockHours = 0;      ///< T_total of the main run
    double wallClockDays = 0;
    double projectMonths = 0; ///< preparation + training + post-training
    double effectiveMfu = 0;  ///< MFU x C-time / total time (goodput)
    // failures and checkpoints
    double failureRatePerHour = 0; ///< lambda, incl. spot pre-emptions
    double expectedFailures = 0;
    double checkpointSizeBytes = 0;
    double checkpointWriteHours = 0;    ///< full write of one (incremental) checkpoint
    double checkpointBlockingHours = 0; ///< time training pauses per checkpoint
    double restartHours = 0;            ///< per failure, incl. reading the checkpoint
    double lostWorkPerFailureHours = 0; ///< work redone per failure (tau/2 + unfinished write)
    double intervalUsedHours = 0;
    double youngIntervalHours = 0;  ///< Young (1974) √(2δM): a reference, not the optimum
    double dalyIntervalHours = 0;   ///< Daly (2006), clamped: a reference; the optimum is checkpointOptima()
    double progressFraction = 1;    ///< 1 - lambda (tau/2 + delta + R), clamped
    double progressFractionRaw = 1; ///< the same before the floor (<= 0: no progress at all)
    double checkpointBandwidthGBps = 0; ///< nodes writing in parallel, up to the tiers' limits
    Goodput goodput;
    // storage
    double processedCorpusBytes = 0;
    double rawCorpusBytes = 0;
    double storageThroughputGBps = 0; ///< effective mix of hot and warm (per-node x nodes, capped)
    double hotBandwidthGBps = 0;      ///< min(nodes x per-node, aggregate limit)
    double warmBandwidthGBps = 0;
    double checkpointsWritten = 0;
    /** Of storage, network and data: what the corpus costs (acquisition,
     *  cleaning, labelling, compliance; its storage and transfer). The rest
     *  of those categories is the run's own (checkpoints, logs, the hot
     *  tier's bandwidth). A portfolio buys a corpus once for all the runs
     *  that read it (docs/model.md §16.1). */
    double corpusUsd = 0;
    // energy
    double powerWattsPerGpu = 0;
    double energyMWh = 0;
    double co2Tonnes = 0;
    // prices
    double gpuHourUsd = 0; ///< what one allocated accelerator-hour costs here
    double onDemandGpuHourUsd = 0;
    // ownership
    double ownedGpuHourUsd = 0; ///< depreciation + facility at fleet utilisation (+ energy)
    double breakEvenMonths = 0; ///< months of dedicated use to repay capex vs on-demand; 0 = never
    // demand
    double peakGpus = 0;                ///< main run incl. hot spares
    double averageGpus = 0;             ///< over the whole project
    double preparationAverageGpus = 0;  ///< pilots and ablations over the preparation phase
    double postTrainingAverageGpus = 0; ///< evaluation over the post-training phase
    // cost
    std::array<std::array<double, kPhaseCount>, kCategoryCount> cost{}; ///< USD [category][phase]
    std::array<std::array<CostNature, kPhaseCount>, kCategoryCount> nature{};
    double totalUsd = 0;
    double fixedUsd = 0;
    double elasticUsd = 0;
    double hiddenUsd = 0;
    double elasticUsdPerWallHour = 0; ///< marginal cost of one more hour of the main run
    double usdPerMillionTokens = 0;
    double usdPerPflopsDay = 0; ///< per effective PFLOP/s-day of training compute
    BudgetStatus budgetStatus = BudgetStatus::NoBudget;
    double budgetUsedFraction = 0;
    // scaling law
    double computeOptimalParameters = 0;
    double computeOptimalTokens = 0;
    double predictedLoss = 0;
    double computeOptimalLoss = 0;
    // memory
    MemoryFit memory;
    // conditions, with their $ and days where they have one (NaN = none)
    std::array<bool, kConditionCount> conditions{};
    std::array<double, kConditionCount> conditionUsd = filled(std::numeric_limits<double>::quiet_NaN());
    std::array<double, kConditionCount> conditionDays = filled(std::numeric_limits<double>::quiet_NaN());
    double fastestGpuCount = 0;    ///< PastUsefulScale: the count with the shortest run
    double reservedIdleShare = 0;  ///< unused share of the paid reserved hours
    double tensorParallelUsed = 0; ///< InputClamped: the tensor degree used

    bool has(Condition c) const { return conditions[static_cast<std::size_t>(c)]; }
    /** No infeasible condition: the plan can run, and its totals stand. */
    bool feasible() const;
    double categoryUsd(Category c) const;
    double phaseUsd(Phase p) const;
};

} // namespace tco
