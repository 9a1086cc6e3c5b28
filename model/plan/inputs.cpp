// SPDX-License-Identifier: GPL-3.0-or-later
#include "inputs.h"
#include "plan/enumkeys.h"

#include <algorithm>

namespace tco {
namespace {

using G = InputGroup;
using K = InputKind;
using I = InputId;

constexpr std::string_view kNoChoices[] = {""};
constexpr std::string_view kPrecisions[] = {"bf16", "fp16", "fp8", "tf32"};
constexpr std::string_view kPricingModes[] = {"onDemand", "reserved", "spot", "buy"};
constexpr std::string_view kOffOn[] = {"off", "on"};
constexpr std::string_view kNoYes[] = {"no", "yes"};
constexpr std::string_view kScalingLaws[] = {"besiroglu2024", "hoffmann2022"};
constexpr std::string_view kPractices[] = {"firstLargeRun", "establishedTeam", "frontierScale"};
constexpr std::string_view kShardings[] = {"none", "zero1", "zero2", "zero3"};
constexpr std::string_view kRecomputes[] = {"none", "selective", "full"};

constexpr std::span<const std::string_view> none{kNoChoices, 0};

// Defaults describe a plausible 2025 plan: a dense 70B model trained on the
// 15T tokens (as Llama 3 70B) on 2048 reserved H100s. Every figure
// is an editable assumption; its source or reasoning is in the description.
constexpr InputSpec kSpecs[] = {
    {I::ModelParameters, "model.parameters", K::Real, G::Model, "parameters", 70e9, 1e8, 1e13, true, none,
     "Total parameter count N. Sets the checkpoint size (N x bytes per parameter) and, for a dense model, "
     "the compute."},
    {I::ModelActiveParameters, "model.activeParameters", K::Real, G::Model, "parameters", 0, 0, 1e13, false,
     none,
     "Parameters active per token (mixture-of-experts). 0 = same as model.parameters (dense). Compute C = k "
     "x N_active x D."},
    {I::ModelLayers, "model.layers", K::Integer, G::Model, "layers", 0, 0, 1000, false, none,
     "Transformer layers. With model.hiddenSize > 0 adds the attention term 6 x layers x context x hidden "
     "FLOPs per token (Kaplan 2020). 0 = omit the term; the memory fit then derives layers from N (hidden = "
     "128 x layers, as in published dense models)."},
    {I::ModelHiddenSize, "model.hiddenSize", K::Integer, G::Model, "dimensions", 0, 0, 1e6, false, none,
     "Model width d_model, for the attention term and the activation memory. 0 = derived from N and the "
     "layers (N = 12 x layers x hidden^2)."},
    {I::ModelContextTokens, "model.contextTokens", K::Integer, G::Model, "tokens", 4096, 128, 1e7, true, none,
     "Training sequence length s, for the attention term and the activation memory."},

    {I::DataTokens, "data.tokens", K::Real, G::Data, "tokens", 15e12, 1e9, 1e14, true, none,
     "Training tokens D needed at quality factor 1. Default 15T, as for Llama 3 70B (Meta 2024): past the "
     "~20 tokens per parameter that is compute-optimal (Hoffmann 2022), for a cheaper model to serve."},
    {I::DataQualityFactor, "data.qualityFactor", K::Real, G::Data, "x", 1, 1, 4, false, none,
     "Quality lever: dedup and filtering divide the tokens needed for the same model quality (trained tokens "
     "= data.tokens / factor), at extra data-preparation cost."},
    {I::DataBytesPerToken, "data.bytesPerToken", K::Real, G::Data, "B/token", 4, 0.5, 1e6, true, none,
     "Bytes read per training token: ~2-4 for tokenized text, far more for images or video. Sets the "
     "processed corpus size and the data-loading rate."},
    {I::DataRawCorpusFactor, "data.rawCorpusFactor", K::Real, G::Data, "x", 3, 1, 100, false, none,
     "Raw corpus size relative to the processed corpus (what filtering and dedup throw away)."},
    {I::DataAcquisitionUsdPerBillionTokens, "data.acquisitionUsdPerBillionTokens", K::Real, G::Data,
     "USD/B tokens", 20, 0, 1e6, false, none,
     "Acquisition and licensing per billion training tokens (crawl, purchase, licences)."},
    {I::DataCleaningCpuHoursPerTb, "data.cleaningCpuHoursPerTb", K::Real, G::Data, "CPU-h/TB", 300, 0, 1e6,
     false, none, "CPU-hours to clean, deduplicate and tokenize one TB of raw corpus."},
    {I::DataCpuHourUsd, "data.cpuHourUsd", K::Real, G::Data, "USD/CPU-h", 0.04, 0, 10, false, none,
     "Price of one CPU core-hour for data preparation."},
    {I::DataQualityPrepCostPerStep, "data.qualityPrepCostPerStep", K::Real, G::Data, "fraction", 1, 0, 20,
     false, none,
     "Extra data-preparation cost per +1 of quality factor: prep cost x (1 + this x (factor - 1))."},
    {I::DataLabellingUsd, "data.labellingUsd", K::Real, G::Data, "USD", 50e3, 0, 1e10, false, none,
     "Labelling and annotation (fixed)."},
    {I::DataComplianceReviewUsd, "data.complianceReviewUsd", K::Real, G::Data, "USD", 100e3, 0, 1e10, false,
     none, "Legal and compliance review of the corpus (fixed)."},

    {I::ClusterGpuCount, "cluster.gpuCount", K::Integer, G::Compute, "accelerators", 2048, 1, 1e6, true, none,
     "Accelerators G in the main run. Wall-clock = accelerator-hours / G; failures grow with G."},
    {I::ClusterGpusPerNode, "cluster.gpusPerNode", K::Integer, G::Compute, "accelerators/node", 8, 1, 64,
     false, none, "Accelerators per server node; monitoring, logs and spot pre-emptions count per node."},
    {I::ComputeMfu, "compute.mfu", K::Real, G::Compute, "fraction", 0, 0, 0.95, false, none,
     "Model FLOPs utilization on C = k x N_active x D, with topology-aware placement and no failures. 0 = "
     "typical for the plan: the MFU published runs of its class reached (accelerator, active parameters, "
     "dense or MoE, precision, count; fitted on resources/runs/published_runs.csv, docs/model.md). "
     "Whole published runs of 2022-2025 reached about 0.20-0.30 on H100-class accelerators."},
    {I::ComputePrecision, "compute.precision", K::Choice, G::Compute, "", 0, 0, 3, false, kPrecisions,
     "Arithmetic precision: picks the accelerator's peak TFLOP/s column. Unsupported precisions fall back to "
     "bf16."},
    {I::ComputeLowPrecisionMfuPenalty, "compute.lowPrecisionMfuPenalty", K::Real, G::Compute, "fraction",
     0.35, 0, 0.9, false, none,
     "Share of MFU (on the fp8 peak) lost at fp8: scaling overhead and the ops that stay in bf16. Default "
     "0.35: published fp8 runs on H100 reach about 1.3x the bf16 throughput, not 2x (2 x 0.65 = 1.3; "
     "docs/model.md, fp8)."},
    {I::ComputeTopologyPenalty, "compute.topologyPenalty", K::Real, G::Compute, "fraction", 0, 0, 0.9, false,
     none,
     "Share of MFU lost when the job is spread across switches or zones: 0 topology-aware; ~0.05-0.15 across "
     "switches; 0.2+ across zones."},
    {I::ComputeFlopsPerParameterPerToken, "compute.flopsPerParameterPerToken", K::Real, G::Compute, "FLOP", 6,
     2, 24, false, none, "k in C = k x N_active x D: 6 = forward (2) + backward (4)."},

    {I::FailuresGpuMtbfHours, "failures.gpuMtbfHours", K::Real, G::FailuresCheckpoints, "h", 50e3, 100, 1e9,
     true, none,
     "Mean time between job-interrupting failures per accelerator. Cluster rate = G / MTBF. Default: 419 "
     "interruptions in 54 days on 16,384 GPUs (Llama 3 405B) = ~50,000 h."},
    {I::FailuresRestartHours, "failures.restartHours", K::Real, G::FailuresCheckpoints, "h", 0.33, 0, 48,
     false, none,
     "Detection, diagnosis and rescheduling after a failure without hot spares (reading the checkpoint back "
     "is added). Default 20 min: an established team's automated restart (failures.practice)."},
    {I::FailuresHotSpareFraction, "failures.hotSpareFraction", K::Real, G::FailuresCheckpoints, "fraction", 0,
     0, 0.5, false, none,
     "Spare accelerators kept allocated, as a share of G. With spares a restart takes "
     "failures.restartWithSparesHours; spares are paid for."},
    {I::FailuresRestartWithSparesHours, "failures.restartWithSparesHours", K::Real, G::FailuresCheckpoints,
     "h", 0.1, 0, 48, false, none,
     "Detection and swap-in time when hot spares are available (automatic isolation)."},
    {I::CheckpointIntervalHours, "checkpoint.intervalHours", K::Real, G::FailuresCheckpoints, "h", 0.5, 0.02,
     168, true, none,
     "Compute hours between checkpoints (tau). Too short: checkpoint overhead; too long: lost work per "
     "failure. Default 30 min, usual with asynchronous checkpoints; \"use optimal\" takes the minimum of the "
     "model's own cost curve (Young/Daly where that is it)."},
    {I::CheckpointBytesPerParameter, "checkpoint.bytesPerParameter", K::Real, G::FailuresCheckpoints,
     "B/parameter", 14, 1, 64, false, none,
     "Checkpoint bytes per parameter: 14 = bf16 weights (2) + fp32 master weights (4) + two fp32 Adam "
     "moments (8)."},
    {I::CheckpointAsync, "checkpoint.async", K::Choice, G::FailuresCheckpoints, "", 1, 0, 1, false, kOffOn,
     "Asynchronous checkpointing: training pauses only for the snapshot copy to host memory; the write to "
     "storage runs in the background."},
    {I::CheckpointSnapshotGBpsPerGpu, "checkpoint.snapshotGBpsPerGpu", K::Real, G::FailuresCheckpoints,
     "GB/s", 10, 0.1, 1000, true, none,
     "Device-to-host copy rate per accelerator for asynchronous snapshots (each copies its shard)."},
    {I::CheckpointIncrementalFraction, "checkpoint.incrementalFraction", K::Real, G::FailuresCheckpoints,
     "fraction", 1, 0.01, 1, false, none,
     "Share of the full checkpoint written each time (incremental checkpoints). A restart still reads a full "
     "checkpoint."},
    {I::CheckpointKeepLast, "checkpoint.keepLast", K::Integer, G::FailuresCheckpoints, "checkpoints", 3, 1,
     1000, false, none, "Recent checkpoints kept in the working set (retention policy)."},
    {I::CheckpointArchiveEvery, "checkpoint.archiveEvery", K::Integer, G::FailuresCheckpoints, "checkpoints",
     20, 0, 1e6, false, none,
     "Archive every m-th checkpoint to the cold tier; 0 = archive none. The rest are deleted."},

    {I::StorageHotFraction, "storage.hotFraction", K::Real, G::Storage, "fraction", 0.5, 0, 1, false, none,
     "Share of the working set (processed corpus + recent checkpoints) on the hot tier; the rest is warm. "
     "Less hot storage is cheaper but slows checkpoints, restarts and data loading."},
    {I::StorageHotUsdPerGbMonth, "storage.hotUsdPerGbMonth", K::Real, G::Storage, "USD/GB-month", 0.20, 0,
     100, false, none,
     "Hot tier (parallel file system / NVMe) price. Managed Lustre-class services list ~0.14-0.60 (2025)."},
    {I::StorageWarmUsdPerGbMonth, "storage.warmUsdPerGbMonth", K::Real, G::Storage, "USD/GB-month", 0.021, 0,
     100, false, none, "Warm tier (object storage, standard class) price, ~0.02 (2025 list prices)."},
    {I::StorageColdUsdPerGbMonth, "storage.coldUsdPerGbMonth", K::Real, G::Storage, "USD/GB-month", 0.002, 0,
     100, false, none, "Cold tier (archive class) price, ~0.001-0.004 (2025 list prices)."},
    {I::StorageHotThroughputGBps, "storage.hotThroughputGBps", K::Real, G::Storage, "GB/s", 250, 0.1, 1e5,
     true, none,
     "Aggregate limit of the hot tier (parallel file system): every node reads and writes its shard in "
     "parallel at storage.hotNodeGBps up to this limit. Llama 3's checkpoint storage sustained 2 TB/s (Meta "
     "2024, s3.3.1)."},
    {I::StorageWarmThroughputGBps, "storage.warmThroughputGBps", K::Real, G::Storage, "GB/s", 50, 0.01, 1e5,
     true, none,
     "Aggregate limit of the warm tier (object storage): nodes read and write in parallel at "
     "storage.warmNodeGBps up to this limit."},
    {I::StorageColdRetrievalUsdPerGb, "storage.coldRetrievalUsdPerGb", K::Real, G::Storage, "USD/GB", 0.02, 0,
     10, false, none, "Retrieval fee for reading archived data back from the cold tier."},
    {I::StorageRetentionMonths, "storage.retentionMonths", K::Real, G::Storage, "months", 12, 0, 120, false,
     none,
     "How long the processed corpus, archived checkpoints and final model are kept (cold) after training."},
    {I::StorageArchivedRetrievedFraction, "storage.archivedRetrievedFraction", K::Real, G::Storage,
     "fraction", 0.1, 0, 1, false, none,
     "Share of archived checkpoints read back (evaluation, analysis), paying the retrieval fee."},

    {I::NetworkTransferUsdPerGb, "network.transferUsdPerGb", K::Real, G::Network, "USD/GB", 0.02, 0, 10,
     false, none,
     "Cross-zone or cross-region transfer price. Interconnect inside the cluster is in the rental price (or "
     "in capex when owned)."},
    {I::NetworkCorpusCrossRegionFraction, "network.corpusCrossRegionFraction", K::Real, G::Network,
     "fraction", 0, 0, 1, false, none, "Share of the raw corpus pulled from another region."},
    {I::NetworkReplicatedCheckpointFraction, "network.replicatedCheckpointFraction", K::Real, G::Network,
     "fraction", 0.05, 0, 1, false, none,
     "Share of checkpoints replicated to a second region for disaster recovery."},
    {I::NetworkLogsCrossRegionFraction, "network.logsCrossRegionFraction", K::Real, G::Network, "fraction", 0,
     0, 1, false, none, "Share of logs and metrics shipped to another region."},

    {I::EnergyPue, "energy.pue", K::Real, G::Energy, "ratio", 1.2, 1, 3, false, none,
     "Power usage effectiveness: facility power / IT power. Modern hyperscale ~1.1-1.2; average data centre "
     "~1.5."},
    {I::EnergyAveragePowerWattsPerGpu, "energy.averagePowerWattsPerGpu", K::Real, G::Energy, "W", 0, 0, 5000,
     false, none,
     "Average IT power per accelerator incl. its share of host, network and storage. 0 = the catalog's "
     "server power per accelerator."},
    {I::EnergyPriceUsdPerMWh, "energy.priceUsdPerMWh", K::Real, G::Energy, "USD/MWh", 100, 0, 2000, false,
     none, "Electricity price where energy is billed (owned or co-located clusters)."},
    {I::EnergyGridKgCo2PerKWh, "energy.gridKgCo2PerKWh", K::Real, G::Energy, "kg CO2/kWh", 0.4, 0, 2, false,
     none, "Carbon intensity of the grid. ~0.4 world average; 0.43 was used for GPT-3 (Patterson 2021)."},
    {I::EnergyInRentalPrice, "energy.inRentalPrice", K::Choice, G::Energy, "", 1, 0, 1, false, kNoYes,
     "Rented capacity: is electricity already in the hourly price? Owned clusters always pay for energy."},
    {I::EnergyIdlePowerFraction, "energy.idlePowerFraction", K::Real, G::Energy, "fraction", 0.3, 0, 1, false,
     none, "Power drawn by allocated but idle accelerators, as a share of the average."},

    {I::PricingMode, "pricing.mode", K::Choice, G::Ownership, "", 1, 0, 3, false, kPricingModes,
     "How capacity is paid for: on-demand, reserved (discount, minimum term), spot (deep discount, "
     "pre-emptions) or buy (capex, depreciation)."},
    {I::PricingGpuHourUsd, "pricing.gpuHourUsd", K::Real, G::Ownership, "USD/accelerator-h", 0, 0, 1000,
     false, none,
     "On-demand list price per accelerator-hour before the reserved or spot discount. 0 = the catalog's "
     "dated default."},
    {I::PricingReservedDiscount, "pricing.reservedDiscount", K::Real, G::Ownership, "fraction", 0.35, 0, 0.95,
     false, none, "Discount of reserved capacity against on-demand."},
    {I::PricingReservedTermMonths, "pricing.reservedTermMonths", K::Real, G::Ownership, "months", 3, 0, 60,
     false, none,
     "Minimum billed term of a reservation: a shorter run pays for the whole term (the rest is idle)."},
    {I::PricingSpotDiscount, "pricing.spotDiscount", K::Real, G::Ownership, "fraction", 0.6, 0, 0.95, false,
     none, "Discount of spot/pre-emptible capacity against on-demand."},
    {I::PricingSpotPreemptionsPerNodeDay, "pricing.spotPreemptionsPerNodeDay", K::Real, G::Ownership,
     "1/node-day", 0.05, 0, 10, false, none,
     "Spot pre-emptions per node per day; they add to the failure rate."},
    {I::OwnershipCapexUsdPerGpu, "ownership.capexUsdPerGpu", K::Real, G::Ownership, "USD/accelerator", 0, 0,
     1e7, false, none,
     "Purchase price per accelerator incl. its share of the server and installation. 0 = the catalog's dated "
     "default."},
    {I::OwnershipNetworkCapexShare, "ownership.networkCapexShare", K::Real, G::Ownership, "fraction", 0.15, 0,
     2, false, none, "Interconnect fabric (InfiniBand/RoCE) capex as a share of accelerator capex."},
    {I::OwnershipDepreciationYears, "ownership.depreciationYears", K::Real, G::Ownership, "years",
     kDefaultDepreciationYears, 1, 10, false, none,
     "Straight-line depreciation period of owned hardware. 5 years: the shortest server life the "
     "hyperscalers use (Amazon from 2025; Meta 5.5, Alphabet and Microsoft 6)."},
    {I::OwnershipFleetUtilization, "ownership.fleetUtilization", K::Real, G::Ownership, "fraction", 0.7, 0.05,
     1, false, none,
     "Share of an owned fleet's life that is used by some project; the unused rest is charged to the "
     "projects that use it."},
    {I::OwnershipFacilityUsdPerGpuMonth, "ownership.facilityUsdPerGpuMonth", K::Real, G::Ownership,
     "USD/accelerator-month", 150, 0, 1e5, false, none,
     "Co-location space, cooling plant and maintenance per owned accelerator and month."},
    {I::OwnershipOpportunityShare, "ownership.opportunityShare", K::Real, G::Ownership, "fraction", 0.2, 0, 1,
     false, none,
     "Owned capacity: share of its market rental value that other work loses while this run holds it "
     "(opportunity cost)."},

    {I::PeopleResearchers, "people.researchers", K::Real, G::People, "people", 10, 0, 1e4, false, none,
     "Research scientists on the project."},
    {I::PeopleResearcherUsdPerMonth, "people.researcherUsdPerMonth", K::Real, G::People, "USD/month", 30e3, 0,
     1e7, false, none, "Loaded monthly cost of a researcher."},
    {I::PeopleInfraEngineers, "people.infraEngineers", K::Real, G::People, "people", 5, 0, 1e4, false, none,
     "Training-framework and infrastructure engineers."},
    {I::PeopleInfraUsdPerMonth, "people.infraUsdPerMonth", K::Real, G::People, "USD/month", 25e3, 0, 1e7,
     false, none, "Loaded monthly cost of an infrastructure engineer."},
    {I::PeopleDataEngineers, "people.dataEngineers", K::Real, G::People, "people", 4, 0, 1e4, false, none,
     "Data engineers."},
    {I::PeopleDataUsdPerMonth, "people.dataUsdPerMonth", K::Real, G::People, "USD/month", 20e3, 0, 1e7, false,
     none, "Loaded monthly cost of a data engineer."},
    {I::PeopleOpsEngineers, "people.opsEngineers", K::Real, G::People, "people", 3, 0, 1e4, false, none,
     "Cluster operations engineers."},
    {I::PeopleOpsUsdPerMonth, "people.opsUsdPerMonth", K::Real, G::People, "USD/month", 18e3, 0, 1e7, false,
     none, "Loaded monthly cost of an operations engineer."},
    {I::ProjectPreparationMonths, "project.preparationMonths", K::Real, G::People, "months", 2, 0, 60, false,
     none, "Preparation phase: data work, environment set-up, pilot runs."},
    {I::ProjectPostTrainingMonths, "project.postTrainingMonths", K::Real, G::People, "months", 1, 0, 60,
     false, none, "Post-training phase: evaluation, retention, teardown."},

    {I::MonitoringUsdPerNodeMonth, "monitoring.usdPerNodeMonth", K::Real, G::MonitoringOperations,
     "USD/node-month", 50, 0, 1e5, false, none,
     "Metrics, tracing and experiment tracking per node and month at default granularity."},
    {I::MonitoringGranularityFactor, "monitoring.granularityFactor", K::Real, G::MonitoringOperations, "x", 1,
     0.1, 10, false, none,
     "Sampling granularity: 2 = twice the metric points and log volume of the default."},
    {I::MonitoringLogGbPerNodeDay, "monitoring.logGbPerNodeDay", K::Real, G::MonitoringOperations,
     "GB/node-day", 2, 0, 1e4, false, none, "Log volume per node and day, kept on the warm tier."},
    {I::MonitoringLogRetentionDays, "monitoring.logRetentionDays", K::Real, G::MonitoringOperations, "days",
     30, 0, 3650, false, none, "How long logs are kept."},
    {I::OperationsUsdPerMonth, "operations.usdPerMonth", K::Real, G::MonitoringOperations, "USD/month", 20e3,
     0, 1e8, false, none, "Inspection, fault isolation, security and audit per month of the project."},
    {I::OperationsShareOfCompute, "operations.shareOfCompute", K::Real, G::MonitoringOperations, "fraction",
     0.02, 0, 1, false, none,
     "Operations cost that scales with the accelerator bill (support plans, node replacement)."},
    {I::OperationsSetupUsd, "operations.setupUsd", K::Real, G::MonitoringOperations, "USD", 50e3, 0, 1e9,
     false, none, "Environment set-up before training (fixed)."},

    {I::ExperimentsPilotShare, "experiments.pilotShare", K::Real, G::HiddenCosts, "fraction", 0.1, 0, 5,
     false, none, "Pilot runs, ablations and hyper-parameter search, as a share of the main run's compute."},
    {I::ExperimentsRerunProbability, "experiments.rerunProbability", K::Real, G::HiddenCosts, "probability",
     0.1, 0, 1, false, none,
     "Chance that the main run must be repeated (divergence, data bug); expected cost = probability x run "
     "cost."},
    {I::ExperimentsEvaluationShare, "experiments.evaluationShare", K::Real, G::HiddenCosts, "fraction", 0.01,
     0, 1, false, none, "Evaluation after training, as a share of the main run's compute."},
    {I::IdleAllocationEfficiency, "idle.allocationEfficiency", K::Real, G::HiddenCosts, "fraction", 0.9, 0.1,
     1, false, none,
     "Share of allocated accelerator-hours a job uses: fragmentation, queues and forgotten clusters waste "
     "the rest (a TTL policy raises it)."},

    {I::BudgetUsd, "budget.usd", K::Real, G::Budget, "USD", 23e6, 0, 1e12, false, none,
     "Approved budget. 0 = no budget set. Default: a round figure about 15 % above the default plan's P50 "
     "(its P90 passes it: the default plan carries a real risk of overrun)."},
    {I::BudgetWarningFraction, "budget.warningFraction", K::Real, G::Budget, "fraction", 0.9, 0.1, 10, false,
     none, "Warning line as a share of the budget."},
    {I::BudgetReviewFraction, "budget.reviewFraction", K::Real, G::Budget, "fraction", 1.2, 0.1, 10, false,
     none,
     "Review line as a share of the budget (e.g. 1.2 = review past 120 %). Must not be below the warning "
     "line."},

    {I::ScalingLaw, "scaling.law", K::Choice, G::Analysis, "", 0, 0, 1, false, kScalingLaws,
     "Scaling-law fit L(N,D) = E + A/N^alpha + B/D^beta: Besiroglu et al. 2024 (default) or Hoffmann et al. "
     "2022."},
    {I::UncertaintyMfuRelStd, "uncertainty.mfuRelStd", K::Real, G::Analysis, "fraction", 0.1, 0, 0.5, false,
     none, "Monte Carlo: relative standard deviation of MFU."},
    {I::UncertaintyPriceRelStd, "uncertainty.priceRelStd", K::Real, G::Analysis, "fraction", 0.1, 0, 0.5,
     false, none, "Monte Carlo: relative standard deviation of accelerator prices."},
    {I::UncertaintyMtbfRelStd, "uncertainty.mtbfRelStd", K::Real, G::Analysis, "fraction", 0.3, 0, 1, false,
     none, "Monte Carlo: relative standard deviation of the accelerator MTBF (log-normal)."},

    {I::FailuresPractice, "failures.practice", K::Choice, G::FailuresCheckpoints, "", 1, 0, 2, false,
     kPractices,
     "Operational practice preset: first large run, established team or frontier scale. Choosing one sets "
     "restart times, checkpoint practice, hot spares, storage bandwidth and platform engineers (each stays "
     "editable; docs/model.md, practice presets)."},
    {I::CheckpointInMemory, "checkpoint.inMemory", K::Choice, G::FailuresCheckpoints, "", 0, 0, 1, false,
     kOffOn,
     "Multi-level checkpoints: a copy in host or peer memory at every interval, flushed to storage in the "
     "background. A failure the copy survives restarts from memory (Gemini, Wang et al. 2023)."},
    {I::FailuresInMemoryRecoverableShare, "failures.inMemoryRecoverableShare", K::Real,
     G::FailuresCheckpoints, "fraction", 0.8, 0, 1, false, none,
     "With in-memory checkpoints: share of failures that lose one node only and restart from the peer copy. "
     "Llama 3: 78 % of interruptions were hardware, mostly single GPUs or hosts."},
    {I::StorageHotNodeGBps, "storage.hotNodeGBps", K::Real, G::Storage, "GB/s", 4, 0.01, 1000, true, none,
     "Read/write bandwidth of one node to the hot tier. The job's hot bandwidth is min(nodes x this, "
     "storage.hotThroughputGBps)."},
    {I::StorageWarmNodeGBps, "storage.warmNodeGBps", K::Real, G::Storage, "GB/s", 1, 0.01, 1000, true, none,
     "Read/write bandwidth of one node to the warm tier, up to storage.warmThroughputGBps."},
    {I::StorageHotBandwidthUsdPerGBpsMonth, "storage.hotBandwidthUsdPerGBpsMonth", K::Real, G::Storage,
     "USD/(GB/s)-month", 520, 0, 1e5, false, none,
     "Price of the hot tier's provisioned throughput per GB/s and month while training, on top of its "
     "capacity. Default from managed Lustre list prices (2025): 1,000 vs 125 MB/s per TiB tiers differ by "
     "~0.455 USD/GB-month."},
    {I::ModelAttentionHeads, "model.attentionHeads", K::Integer, G::Model, "heads", 0, 0, 1e4, false, none,
     "Attention heads a, for the activation memory. 0 = hidden size / 128 (head width 128 as in Llama and "
     "GPT-3)."},
    {I::ParallelTensor, "parallel.tensor", K::Integer, G::Memory, "accelerators", 0, 0, 64, false, none,
     "Tensor (and sequence) parallel degree. 0 = automatic: the accelerators of one node, at most 8 "
     "(Megatron-LM practice)."},
    {I::ParallelPipeline, "parallel.pipeline", K::Integer, G::Memory, "stages", 0, 0, 1024, false, none,
     "Pipeline stages. 0 = automatic: the fewest stages (a power of two) with which the model fits."},
    {I::MemorySharding, "memory.sharding", K::Choice, G::Memory, "", 1, 0, 3, false, kShardings,
     "What data parallelism shards across replicas: nothing, optimizer states (ZeRO-1, Megatron's "
     "distributed optimizer), + gradients (ZeRO-2), or everything (ZeRO-3 / FSDP)."},
    {I::MemoryRecompute, "memory.recompute", K::Choice, G::Memory, "", 1, 0, 2, false, kRecomputes,
     "Activation recomputation: none, selective (attention only) or full. Activation bytes per layer: s b h "
     "(34 + 5 a s / h) without, 34 s b h selective, 2 s b h full, divided by the tensor degree (Korthikanti "
     "et al. 2022)."},
    {I::MemoryMicroBatchSequences, "memory.microBatchSequences", K::Integer, G::Memory, "sequences", 1, 1,
     1024, false, none, "Sequences per micro-batch b on each accelerator."},
    {I::MemoryOptimizerBytesPerParameter, "memory.optimizerBytesPerParameter", K::Real, G::Memory,
     "B/parameter", 12, 0, 64, false, none,
     "Optimizer state per parameter: 12 = fp32 master weights + two fp32 Adam moments; with bf16 weights and "
     "gradients the state is 16 B per parameter (ZeRO, Rajbhandari et al. 2020)."},
    {I::MemoryHeadroomFraction, "memory.headroomFraction", K::Real, G::Memory, "fraction", 0.1, 0, 0.5, false,
     none, "Share of accelerator memory kept free for workspace, fragmentation and communication buffers."},
    {I::ProjectHorizonYears, "project.horizonYears", K::Real, G::People, "years", 3, 0.1, 50, false, none,
     "Planning horizon: a project longer than this is flagged (the hardware and the model would be outdated "
     "before it ends)."},
    {I::PricingReservedIdleWarnShare, "pricing.reservedIdleWarnShare", K::Real, G::Ownership, "fraction",
     0.25, 0, 1, false, none,
     "Reserved capacity: flag the plan when more than this share of the paid reserved hours is unused term."},

    {I::UncertaintySamples, "uncertainty.samples", K::Integer, G::Analysis, "runs", 4000, 100, 100000, true,
     none,
     "Monte Carlo: simulated runs behind P10/P50/P90. The window, the reports and `llm-tco risk` use the "
     "plan's count and seed, so they show the same range. 4,000 runs take about 3 ms on one core "
     "(tests/bench/bench_model)."},
    {I::UncertaintySeed, "uncertainty.seed", K::Integer, G::Analysis, "", 20250601, 0, 2147483647, false,
     none,
     "Monte Carlo: seed of the random draws; the same plan, count and seed give the same percentiles on "
     "every machine."},
    {I::OwnershipResaleDiscount, "ownership.resaleDiscount", K::Real, G::Ownership, "fraction", 0.3, 0, 1,
     false, none,
     "Buy: share of the straight-line book value lost when the hardware is sold at the end of the project "
     "(used accelerators sell below book value); the cash view credits the rest in the last month."},
};

static_assert(std::size(kSpecs) == kInputCount, "one InputSpec per InputId");

constexpr bool specsInIdOrder()
{
    for (std::size_t i = 0; i < std::size(kSpecs); ++i)
        if (index(kSpecs[i].id) != i)
            return false;
    return true;
}
static_assert(specsInIdOrder(), "kSpecs must be in InputId order");

} // namespace

std::span<const InputSpec> inputSpecs()
{
    return kSpecs;
}

const InputSpec &spec(InputId id)
{
    return kSpecs[index(id)];
}

std::optional<InputId> findInput(std::string_view key)
{
    const auto it = std::find_if(std::begin(kSpecs), std::end(kSpecs),
                                 [key](const InputSpec &s) { return s.key == key; });
    if (it == std::end(kSpecs))
        return std::nullopt;
    return it->id;
}

std::string_view groupKey(InputGroup group)
{
    constexpr std::string_view keys[] = {
        "model",   "data",    "compute",   "memory", "failuresCheckpoints",  "storage",
        "network", "energy",  "ownership", "people", "monitoringOperations", "hiddenCosts",
        "budget",  "analysis"};
    return enumKey(keys, group);
}

} // namespace tco
