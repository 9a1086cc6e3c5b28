// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <span>
#include <string_view>

namespace tco {

/** Every numeric input of a scenario. The order is the storage order of
 *  Scenario::values; new inputs are appended at the end (the file format
 *  stores inputs by key, so reordering would not break files, but appending
 *  keeps diffs of golden files small). */
enum class InputId : std::uint16_t {
    // model
    ModelParameters,
    ModelActiveParameters,
    ModelLayers,
    ModelHiddenSize,
    ModelContextTokens,
    // data
    DataTokens,
    DataQualityFactor,
    DataBytesPerToken,
    DataRawCorpusFactor,
    DataAcquisitionUsdPerBillionTokens,
    DataCleaningCpuHoursPerTb,
    DataCpuHourUsd,
    DataQualityPrepCostPerStep,
    DataLabellingUsd,
    DataComplianceReviewUsd,
    // cluster and compute
    ClusterGpuCount,
    ClusterGpusPerNode,
    ComputeMfu,
    ComputePrecision,
    ComputeLowPrecisionMfuPenalty,
    ComputeTopologyPenalty,
    ComputeFlopsPerParameterPerToken,
    // failures and checkpoints
    FailuresGpuMtbfHours,
    FailuresRestartHours,
    FailuresHotSpareFraction,
    FailuresRestartWithSparesHours,
    CheckpointIntervalHours,
    CheckpointBytesPerParameter,
    CheckpointAsync,
    CheckpointSnapshotGBpsPerGpu,
    CheckpointIncrementalFraction,
    CheckpointKeepLast,
    CheckpointArchiveEvery,
    // storage
    StorageHotFraction,
    StorageHotUsdPerGbMonth,
    StorageWarmUsdPerGbMonth,
    StorageColdUsdPerGbMonth,
    StorageHotThroughputGBps,
    StorageWarmThroughputGBps,
    StorageColdRetrievalUsdPerGb,
    StorageRetentionMonths,
    StorageArchivedRetrievedFraction,
    // network
    NetworkTransferUsdPerGb,
    NetworkCorpusCrossRegionFraction,
    NetworkReplicatedCheckpointFraction,
    NetworkLogsCrossRegionFraction,
    // energy
    EnergyPue,
    EnergyAveragePowerWattsPerGpu,
    EnergyPriceUsdPerMWh,
    EnergyGridKgCo2PerKWh,
    EnergyInRentalPrice,
    EnergyIdlePowerFraction,
    // pricing and ownership
    PricingMode,
    PricingGpuHourUsd,
    PricingReservedDiscount,
    PricingReservedTermMonths,
    PricingSpotDiscount,
    PricingSpotPreemptionsPerNodeDay,
    OwnershipCapexUsdPerGpu,
    OwnershipNetworkCapexShare,
    OwnershipDepreciationYears,
    OwnershipFleetUtilization,
    OwnershipFacilityUsdPerGpuMonth,
    OwnershipOpportunityShare,
    // people and project phases
    PeopleResearchers,
    PeopleResearcherUsdPerMonth,
    PeopleInfraEngineers,
    PeopleInfraUsdPerMonth,
    PeopleDataEngineers,
    PeopleDataUsdPerMonth,
    PeopleOpsEngineers,
    PeopleOpsUsdPerMonth,
    ProjectPreparationMonths,
    ProjectPostTrainingMonths,
    // monitoring and operations
    MonitoringUsdPerNodeMonth,
    MonitoringGranularityFactor,
    MonitoringLogGbPerNodeDay,
    MonitoringLogRetentionDays,
    OperationsUsdPerMonth,
    OperationsShareOfCompute,
    OperationsSetupUsd,
    // hidden costs
    ExperimentsPilotShare,
    ExperimentsRerunProbability,
    ExperimentsEvaluationShare,
    IdleAllocationEfficiency,
    // budget
    BudgetUsd,
    BudgetWarningFraction,
    BudgetReviewFraction,
    // analysis
    ScalingLaw,
    UncertaintyMfuRelStd,
    UncertaintyPriceRelStd,
    UncertaintyMtbfRelStd,
    // format version 2: operational practice, storage bandwidth at scale,
    // memory fit and the horizons of the conditions
    FailuresPractice,
    CheckpointInMemory,
    FailuresInMemoryRecoverableShare,
    StorageHotNodeGBps,
    StorageWarmNodeGBps,
    StorageHotBandwidthUsdPerGBpsMonth,
    ModelAttentionHeads,
    ParallelTensor,
    ParallelPipeline,
    MemorySharding,
    MemoryRecompute,
    MemoryMicroBatchSequences,
    MemoryOptimizerBytesPerParameter,
    MemoryHeadroomFraction,
    ProjectHorizonYears,
    PricingReservedIdleWarnShare,
    // format version 4: the Monte Carlo's size and seed belong to the plan,
    // so the window, the reports and `llm-tco risk` show the same range;
    // what owned hardware fetches when sold (the cash view's residual value)
    UncertaintySamples,
    UncertaintySeed,
    OwnershipResaleDiscount,
    Count
};

inline constexpr std::size_t kInputCount = static_cast<std::size_t>(InputId::Count);

/** How a value is entered and shown. Choice inputs store the index of the
 *  chosen option as a whole number. */
enum class InputKind : std::uint8_t { Real, Integer, Choice };

/** Editing groups, in the order the window and `llm-tco keys` list them. */
enum class InputGroup : std::uint8_t {
    Model,
    Data,
    Compute,
    Memory,
    FailuresCheckpoints,
    Storage,
    Network,
    Energy,
    Ownership,
    People,
    MonitoringOperations,
    HiddenCosts,
    Budget,
    Analysis
};

/** Choice options of the enumerated inputs. */
enum class Precision : std::uint8_t { Bf16, Fp16, Fp8, Tf32 };
enum class PricingMode : std::uint8_t { OnDemand, Reserved, Spot, Buy };
enum class ScalingLawFit : std::uint8_t { Besiroglu2024, Hoffmann2022 };
/** Operational practice presets (practice.h sets the inputs each stands for). */
enum class Practice : std::uint8_t { FirstLargeRun, EstablishedTeam, FrontierScale };
/** What data parallelism shards (ZeRO stages 0-3, Rajbhandari et al. 2020). */
enum class Sharding : std::uint8_t { None, Optimizer, OptimizerGradients, Full };
/** Activation recomputation (Korthikanti et al. 2022). */
enum class Recompute : std::uint8_t { None, Selective, Full };

/** Static description of one input: everything `llm-tco keys` prints. The
 *  description is developer English for the command line; the window
 *  shows its own translated text keyed by `key`. */
struct InputSpec {
    InputId id;
    std::string_view key;
    InputKind kind;
    InputGroup group;
    std::string_view unit;
    double defaultValue;
    double minValue;
    double maxValue;
    bool logScale;                             ///< range spans decades: sliders use a log scale
    std::span<const std::string_view> choices; ///< option names for Choice inputs
    std::string_view description;              ///< meaning, formula, where the default comes from
};

/** All inputs in InputId order. */
std::span<const InputSpec> inputSpecs();
const InputSpec &spec(InputId id);
std::optional<InputId> findInput(std::string_view key);
std::string_view groupKey(InputGroup group);

/** compute.mfu: 0 means "typical for the plan" (model/plan/typicalmfu.h); a
 *  value the user enters or calibration gives lies in [this, max]. */
inline constexpr double kMinEnteredMfu = 0.01;

/** One depreciation life for owned hardware, plans
 *  (ownership.depreciationYears) and portfolios (Pool::depreciationYears)
 *  alike (issue 51): 5 years, the shortest the hyperscalers now use for
 *  servers, set by Amazon from 2025 for the pace of AI hardware (Meta 5.5,
 *  Alphabet and Microsoft 6); docs/model.md §8 and §16.2. */
inline constexpr double kDefaultDepreciationYears = 5;

/** The text key of the accelerator input, which is not numeric. */
inline constexpr std::string_view kGpuKey = "hardware.gpu";
inline constexpr std::string_view kDefaultGpuId = "H100-SXM";

constexpr std::size_t index(InputId id)
{
    return static_cast<std::size_t>(id);
}

} // namespace tco
