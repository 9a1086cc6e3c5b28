// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <string_view>

namespace tco {

/** Cost categories of MODEL.md §1 in report order. */
enum class Category : std::uint8_t {
    Compute, Energy, Storage, Network, Data, People, Hardware, Monitoring, Operations,
    Failures, Experiments, Idle, Opportunity, Count
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
 *  them; the model only names them. */
enum class Condition : std::uint8_t {
    RunCannotFinish,        ///< failures eat the run at this checkpoint interval
    CheckpointWritesOverlap,///< async writes take longer than the interval
    PrecisionUnsupported,   ///< accelerator lacks the precision; fell back
    DataLoadingStall,       ///< storage cannot feed the accelerators at full speed
    ModelDoesNotFit,        ///< weights + optimizer state exceed cluster memory
    UnknownAccelerator,     ///< hardware.gpu is not in the catalog
    Count
};
inline constexpr std::size_t kConditionCount = static_cast<std::size_t>(Condition::Count);
std::string_view conditionKey(Condition c);

enum class BudgetStatus : std::uint8_t { NoBudget, Within, PastWarning, PastReview };
std::string_view budgetStatusKey(BudgetStatus s); ///< "none", "within", "pastWarning", "pastReview"

/** Everything evaluate() derives. Fixed size, no allocation: evaluate runs
 *  for every slider move and thousands of times in Monte Carlo. */
struct Result {
    // compute
    double flops = 0;                  ///< total training FLOPs C
    double trainedTokens = 0;          ///< data.tokens / quality factor
    double peakTflopsPerGpu = 0;       ///< at the precision actually used
    double mfuApplied = 0;             ///< MFU after precision and topology penalties
    double dataStallFactor = 1;        ///< >= 1: slow-down from data loading
    double tokensPerSecond = 0;        ///< cluster throughput while computing
    // accelerator-hours of the main run
    double gpuHoursProductive = 0;     ///< C / (peak x MFU): failure- and stall-free
    double gpuHoursStall = 0;
    double gpuHoursCheckpoint = 0;     ///< blocking checkpoint time
    double gpuHoursFailures = 0;       ///< lost work + restarts
    double gpuHoursMainRun = 0;        ///< G x wall-clock of the main run
    double gpuHoursIdle = 0;           ///< allocated but unused
    double gpuHoursExperiments = 0;    ///< pilots + expected re-run
    double gpuHoursEvaluation = 0;
    double gpuHoursSpares = 0;
    double gpuHoursTotal = 0;          ///< everything allocated
    // time
    double productiveWallHours = 0;    ///< T_prod incl. stall
    double wallClockHours = 0;         ///< T_total of the main run
    double wallClockDays = 0;
    double projectMonths = 0;          ///< preparation + training + post-training
    double effectiveMfu = 0;           ///< MFU x C-time / total time (goodput)
    // failures and checkpoints
    double failureRatePerHour = 0;     ///< lambda, incl. spot pre-emptions
    double expectedFailures = 0;
    double checkpointSizeBytes = 0;
    double checkpointWriteHours = 0;   ///< full write of one (incremental) checkpoint
    double checkpointBlockingHours = 0;///< time training pauses per checkpoint
    double restartHours = 0;           ///< per failure, incl. reading the checkpoint
    double intervalUsedHours = 0;
    double optimalIntervalYoungHours = 0;
    double optimalIntervalHours = 0;   ///< Daly
    double progressFraction = 1;       ///< 1 - lambda (tau/2 + delta + R), clamped
    // storage
    double processedCorpusBytes = 0;
    double rawCorpusBytes = 0;
    double storageThroughputGBps = 0;  ///< effective mix of hot and warm
    double checkpointsWritten = 0;
    // energy
    double powerWattsPerGpu = 0;
    double energyMWh = 0;
    double co2Tonnes = 0;
    // prices
    double gpuHourUsd = 0;             ///< what one allocated accelerator-hour costs here
    double onDemandGpuHourUsd = 0;
    // ownership
    double ownedGpuHourUsd = 0;        ///< depreciation + facility at fleet utilisation (+ energy)
    double breakEvenUtilization = 0;   ///< fleet utilisation above which buying beats renting; 0 = never
    double breakEvenMonths = 0;        ///< months of dedicated use to repay capex vs on-demand; 0 = never
    // demand
    double peakGpus = 0;               ///< main run incl. hot spares
    double averageGpus = 0;            ///< over the whole project
    double preparationAverageGpus = 0; ///< pilots and ablations over the preparation phase
    double postTrainingAverageGpus = 0;///< evaluation over the post-training phase
    // cost
    std::array<std::array<double, kPhaseCount>, kCategoryCount> cost{}; ///< USD [category][phase]
    std::array<std::array<CostNature, kPhaseCount>, kCategoryCount> nature{};
    double totalUsd = 0;
    double fixedUsd = 0;
    double elasticUsd = 0;
    double hiddenUsd = 0;
    double elasticUsdPerWallHour = 0;  ///< marginal cost of one more hour of the main run
    double usdPerMillionTokens = 0;
    double usdPerPflopsDay = 0;        ///< per effective PFLOP/s-day of training compute
    BudgetStatus budgetStatus = BudgetStatus::NoBudget;
    double budgetUsedFraction = 0;
    // scaling law
    double computeOptimalParameters = 0;
    double computeOptimalTokens = 0;
    double predictedLoss = 0;
    double computeOptimalLoss = 0;
    // conditions
    std::array<bool, kConditionCount> conditions{};

    bool has(Condition c) const { return conditions[static_cast<std::size_t>(c)]; }
    double categoryUsd(Category c) const;
    double phaseUsd(Phase p) const;
};

} // namespace tco
