// SPDX-License-Identifier: GPL-3.0-or-later
#include "texts/inputtexts.h"

#include "plan/currency.h"
#include "plan/scenario.h"

#include "texts/codelabels.h"
#include "texts/inputformat.h"
#include "texts/keyfiguretexts.h"
#include "texts/tone.h"

#include <QLocale>

#include <array>
#include <string_view>

namespace planner {
namespace {

struct Text {
    std::string_view key;
    const char *label;
    const char *help;
};

// One row per input, in tco::InputId order. The help texts start from the
// model's descriptions (meaning, formula, source of the default).
constexpr Text kTexts[] = {
    {"model.parameters", QT_TRANSLATE_NOOP("planner::InputTexts", "Model size"),
     QT_TRANSLATE_NOOP("planner::InputTexts", "Total parameter count N. Sets the checkpoint size (N x bytes "
                                              "per parameter) and, for a dense model, the compute.")},
    {"model.activeParameters", QT_TRANSLATE_NOOP("planner::InputTexts", "Active parameters (MoE)"),
     QT_TRANSLATE_NOOP("planner::InputTexts", "Parameters active per token (mixture-of-experts). 0 = same as "
                                              "model.parameters (dense). Compute C = k x N_active x D.")},
    {"model.layers", QT_TRANSLATE_NOOP("planner::InputTexts", "Layers"),
     QT_TRANSLATE_NOOP("planner::InputTexts",
                       "Transformer layers. With model.hiddenSize > 0 adds the attention term 6 x layers x "
                       "context x hidden FLOPs per token (Kaplan 2020). 0 = omit.")},
    {"model.hiddenSize", QT_TRANSLATE_NOOP("planner::InputTexts", "Hidden size"),
     QT_TRANSLATE_NOOP("planner::InputTexts",
                       "Model width d_model, used only for the attention term. 0 = omit.")},
    {"model.contextTokens", QT_TRANSLATE_NOOP("planner::InputTexts", "Context length"),
     QT_TRANSLATE_NOOP("planner::InputTexts", "Training sequence length, used only for the attention term.")},
    {"data.tokens", QT_TRANSLATE_NOOP("planner::InputTexts", "Training tokens"),
     QT_TRANSLATE_NOOP("planner::InputTexts",
                       "Training tokens D needed at quality factor 1. Default 15T, as for Llama 3 70B (Meta "
                       "2024): past the ~20 tokens per parameter that is compute-optimal (Hoffmann 2022), "
                       "for a cheaper model to serve.")},
    {"data.qualityFactor", QT_TRANSLATE_NOOP("planner::InputTexts", "Data quality factor"),
     QT_TRANSLATE_NOOP("planner::InputTexts",
                       "Quality lever: dedup and filtering divide the tokens needed for the same model "
                       "quality (trained tokens = data.tokens / factor), at extra data-preparation cost.")},
    {"data.bytesPerToken", QT_TRANSLATE_NOOP("planner::InputTexts", "Bytes per token"),
     QT_TRANSLATE_NOOP("planner::InputTexts",
                       "Bytes read per training token: ~2-4 for tokenized text, far more for images or "
                       "video. Sets the processed corpus size and the data-loading rate.")},
    {"data.rawCorpusFactor", QT_TRANSLATE_NOOP("planner::InputTexts", "Raw corpus factor"),
     QT_TRANSLATE_NOOP(
         "planner::InputTexts",
         "Raw corpus size relative to the processed corpus (what filtering and dedup throw away).")},
    {"data.acquisitionUsdPerBillionTokens",
     QT_TRANSLATE_NOOP("planner::InputTexts", "Data acquisition price"),
     QT_TRANSLATE_NOOP("planner::InputTexts",
                       "Acquisition and licensing per billion training tokens (crawl, purchase, licences).")},
    {"data.cleaningCpuHoursPerTb", QT_TRANSLATE_NOOP("planner::InputTexts", "Cleaning effort"),
     QT_TRANSLATE_NOOP("planner::InputTexts",
                       "CPU-hours to clean, deduplicate and tokenize one TB of raw corpus.")},
    {"data.cpuHourUsd", QT_TRANSLATE_NOOP("planner::InputTexts", "CPU-hour price"),
     QT_TRANSLATE_NOOP("planner::InputTexts", "Price of one CPU core-hour for data preparation.")},
    {"data.qualityPrepCostPerStep",
     QT_TRANSLATE_NOOP("planner::InputTexts", "Quality preparation cost per step"),
     QT_TRANSLATE_NOOP(
         "planner::InputTexts",
         "Extra data-preparation cost per +1 of quality factor: prep cost x (1 + this x (factor - 1)).")},
    {"data.labellingUsd", QT_TRANSLATE_NOOP("planner::InputTexts", "Labelling"),
     QT_TRANSLATE_NOOP("planner::InputTexts", "Labelling and annotation (fixed).")},
    {"data.complianceReviewUsd", QT_TRANSLATE_NOOP("planner::InputTexts", "Compliance review"),
     QT_TRANSLATE_NOOP("planner::InputTexts", "Legal and compliance review of the corpus (fixed).")},
    {"cluster.gpuCount", QT_TRANSLATE_NOOP("planner::InputTexts", "Accelerator count"),
     QT_TRANSLATE_NOOP(
         "planner::InputTexts",
         "Accelerators G in the main run. Wall-clock = accelerator-hours / G; failures grow with G.")},
    {"cluster.gpusPerNode", QT_TRANSLATE_NOOP("planner::InputTexts", "Accelerators per node"),
     QT_TRANSLATE_NOOP(
         "planner::InputTexts",
         "Accelerators per server node; monitoring, logs and spot pre-emptions count per node.")},
    {"compute.mfu", QT_TRANSLATE_NOOP("planner::InputTexts", "MFU"),
     QT_TRANSLATE_NOOP("planner::InputTexts",
                       "Model FLOPs utilization on C = k x N_active x D, with topology-aware placement and "
                       "no failures. Published large runs: 0.35-0.45 (bf16).")},
    {"compute.precision", QT_TRANSLATE_NOOP("planner::InputTexts", "Precision"),
     QT_TRANSLATE_NOOP("planner::InputTexts", "Arithmetic precision: picks the accelerator's peak TFLOP/s "
                                              "column. Unsupported precisions fall back to bf16.")},
    {"compute.lowPrecisionMfuPenalty", QT_TRANSLATE_NOOP("planner::InputTexts", "FP8 MFU penalty"),
     QT_TRANSLATE_NOOP("planner::InputTexts",
                       "Share of MFU lost at fp8 (scaling overhead, ops that stay in bf16).")},
    {"compute.topologyPenalty", QT_TRANSLATE_NOOP("planner::InputTexts", "Topology MFU penalty"),
     QT_TRANSLATE_NOOP("planner::InputTexts",
                       "Share of MFU lost when the job is spread across switches or zones: 0 topology-aware; "
                       "~0.05-0.15 across switches; 0.2+ across zones.")},
    {"compute.flopsPerParameterPerToken",
     QT_TRANSLATE_NOOP("planner::InputTexts", "Training compute per parameter and token"),
     QT_TRANSLATE_NOOP("planner::InputTexts", "k in C = k x N_active x D: 6 = forward (2) + backward (4).")},
    {"failures.gpuMtbfHours", QT_TRANSLATE_NOOP("planner::InputTexts", "MTBF per accelerator"),
     QT_TRANSLATE_NOOP(
         "planner::InputTexts",
         "Mean time between job-interrupting failures per accelerator. Cluster rate = G / MTBF. Default: 419 "
         "interruptions in 54 days on 16,384 GPUs (Llama 3 405B) = ~50,000 h.")},
    {"failures.restartHours", QT_TRANSLATE_NOOP("planner::InputTexts", "Restart time"),
     QT_TRANSLATE_NOOP("planner::InputTexts", "Detection, diagnosis and rescheduling after a failure without "
                                              "hot spares (reading the checkpoint back is added).")},
    {"failures.hotSpareFraction", QT_TRANSLATE_NOOP("planner::InputTexts", "Hot spares"),
     QT_TRANSLATE_NOOP("planner::InputTexts",
                       "Spare accelerators kept allocated, as a share of G. With spares a restart takes "
                       "failures.restartWithSparesHours; spares are paid for.")},
    {"failures.restartWithSparesHours", QT_TRANSLATE_NOOP("planner::InputTexts", "Restart time with spares"),
     QT_TRANSLATE_NOOP("planner::InputTexts",
                       "Detection and swap-in time when hot spares are available (automatic isolation).")},
    {"checkpoint.intervalHours", QT_TRANSLATE_NOOP("planner::InputTexts", "Checkpoint interval"),
     QT_TRANSLATE_NOOP(
         "planner::InputTexts",
         "Compute hours between checkpoints (tau). Too short: checkpoint overhead; too long: lost work per "
         "failure. Default 30 min, usual with asynchronous checkpoints; \"use optimal\" takes the minimum of "
         "the model's own cost curve (Young/Daly where that is it).")},
    {"checkpoint.bytesPerParameter",
     QT_TRANSLATE_NOOP("planner::InputTexts", "Checkpoint bytes per parameter"),
     QT_TRANSLATE_NOOP("planner::InputTexts", "Checkpoint bytes per parameter: 14 = bf16 weights (2) + fp32 "
                                              "master weights (4) + two fp32 Adam moments (8).")},
    {"checkpoint.async", QT_TRANSLATE_NOOP("planner::InputTexts", "Asynchronous checkpoints"),
     QT_TRANSLATE_NOOP("planner::InputTexts",
                       "Asynchronous checkpointing: training pauses only for the snapshot copy to host "
                       "memory; the write to storage runs in the background.")},
    {"checkpoint.snapshotGBpsPerGpu", QT_TRANSLATE_NOOP("planner::InputTexts", "Snapshot copy rate"),
     QT_TRANSLATE_NOOP(
         "planner::InputTexts",
         "Device-to-host copy rate per accelerator for asynchronous snapshots (each copies its shard).")},
    {"checkpoint.incrementalFraction",
     QT_TRANSLATE_NOOP("planner::InputTexts", "Incremental checkpoint share"),
     QT_TRANSLATE_NOOP("planner::InputTexts", "Share of the full checkpoint written each time (incremental "
                                              "checkpoints). A restart still reads a full checkpoint.")},
    {"checkpoint.keepLast", QT_TRANSLATE_NOOP("planner::InputTexts", "Checkpoints kept"),
     QT_TRANSLATE_NOOP("planner::InputTexts",
                       "Recent checkpoints kept in the working set (retention policy).")},
    {"checkpoint.archiveEvery", QT_TRANSLATE_NOOP("planner::InputTexts", "Archive every n-th checkpoint"),
     QT_TRANSLATE_NOOP(
         "planner::InputTexts",
         "Archive every m-th checkpoint to the cold tier; 0 = archive none. The rest are deleted.")},
    {"storage.hotFraction", QT_TRANSLATE_NOOP("planner::InputTexts", "Storage tiering (hot share)"),
     QT_TRANSLATE_NOOP(
         "planner::InputTexts",
         "Share of the working set (processed corpus + recent checkpoints) on the hot tier; the rest is "
         "warm. Less hot storage is cheaper but slows checkpoints, restarts and data loading.")},
    {"storage.hotUsdPerGbMonth", QT_TRANSLATE_NOOP("planner::InputTexts", "Hot tier price"),
     QT_TRANSLATE_NOOP("planner::InputTexts", "Hot tier (parallel file system / NVMe) price. Managed "
                                              "Lustre-class services list ~0.14-0.60 (2025).")},
    {"storage.warmUsdPerGbMonth", QT_TRANSLATE_NOOP("planner::InputTexts", "Warm tier price"),
     QT_TRANSLATE_NOOP("planner::InputTexts",
                       "Warm tier (object storage, standard class) price, ~0.02 (2025 list prices).")},
    {"storage.coldUsdPerGbMonth", QT_TRANSLATE_NOOP("planner::InputTexts", "Cold tier price"),
     QT_TRANSLATE_NOOP("planner::InputTexts",
                       "Cold tier (archive class) price, ~0.001-0.004 (2025 list prices).")},
    {"storage.hotThroughputGBps", QT_TRANSLATE_NOOP("planner::InputTexts", "Hot tier throughput"),
     QT_TRANSLATE_NOOP("planner::InputTexts",
                       "Aggregate read/write throughput of the hot tier available to the job.")},
    {"storage.warmThroughputGBps", QT_TRANSLATE_NOOP("planner::InputTexts", "Warm tier throughput"),
     QT_TRANSLATE_NOOP("planner::InputTexts",
                       "Aggregate read/write throughput of the warm tier available to the job.")},
    {"storage.coldRetrievalUsdPerGb", QT_TRANSLATE_NOOP("planner::InputTexts", "Cold retrieval fee"),
     QT_TRANSLATE_NOOP("planner::InputTexts",
                       "Retrieval fee for reading archived data back from the cold tier.")},
    {"storage.retentionMonths", QT_TRANSLATE_NOOP("planner::InputTexts", "Retention after training"),
     QT_TRANSLATE_NOOP("planner::InputTexts", "How long the processed corpus, archived checkpoints and final "
                                              "model are kept (cold) after training.")},
    {"storage.archivedRetrievedFraction",
     QT_TRANSLATE_NOOP("planner::InputTexts", "Archived checkpoints read back"),
     QT_TRANSLATE_NOOP(
         "planner::InputTexts",
         "Share of archived checkpoints read back (evaluation, analysis), paying the retrieval fee.")},
    {"network.transferUsdPerGb", QT_TRANSLATE_NOOP("planner::InputTexts", "Transfer price"),
     QT_TRANSLATE_NOOP("planner::InputTexts",
                       "Cross-zone or cross-region transfer price. Interconnect inside the cluster is in the "
                       "rental price (or in capex when owned).")},
    {"network.corpusCrossRegionFraction",
     QT_TRANSLATE_NOOP("planner::InputTexts", "Corpus pulled cross-region"),
     QT_TRANSLATE_NOOP("planner::InputTexts", "Share of the raw corpus pulled from another region.")},
    {"network.replicatedCheckpointFraction",
     QT_TRANSLATE_NOOP("planner::InputTexts", "Checkpoints replicated"),
     QT_TRANSLATE_NOOP("planner::InputTexts",
                       "Share of checkpoints replicated to a second region for disaster recovery.")},
    {"network.logsCrossRegionFraction", QT_TRANSLATE_NOOP("planner::InputTexts", "Logs shipped cross-region"),
     QT_TRANSLATE_NOOP("planner::InputTexts", "Share of logs and metrics shipped to another region.")},
    {"energy.pue", QT_TRANSLATE_NOOP("planner::InputTexts", "PUE"),
     QT_TRANSLATE_NOOP("planner::InputTexts", "Power usage effectiveness: facility power / IT power. Modern "
                                              "hyperscale ~1.1-1.2; average data centre ~1.5.")},
    {"energy.averagePowerWattsPerGpu",
     QT_TRANSLATE_NOOP("planner::InputTexts", "Average power per accelerator"),
     QT_TRANSLATE_NOOP("planner::InputTexts",
                       "Average IT power per accelerator incl. its share of host, network and storage. 0 = "
                       "the catalog's server power per accelerator.")},
    {"energy.priceUsdPerMWh", QT_TRANSLATE_NOOP("planner::InputTexts", "Electricity price"),
     QT_TRANSLATE_NOOP("planner::InputTexts",
                       "Electricity price where energy is billed (owned or co-located clusters).")},
    {"energy.gridKgCo2PerKWh", QT_TRANSLATE_NOOP("planner::InputTexts", "Grid carbon intensity"),
     QT_TRANSLATE_NOOP(
         "planner::InputTexts",
         "Carbon intensity of the grid. ~0.4 world average; 0.43 was used for GPT-3 (Patterson 2021).")},
    {"energy.inRentalPrice", QT_TRANSLATE_NOOP("planner::InputTexts", "Energy included in rental price"),
     QT_TRANSLATE_NOOP("planner::InputTexts", "Rented capacity: is electricity already in the hourly price? "
                                              "Owned clusters always pay for energy.")},
    {"energy.idlePowerFraction", QT_TRANSLATE_NOOP("planner::InputTexts", "Idle power share"),
     QT_TRANSLATE_NOOP("planner::InputTexts",
                       "Power drawn by allocated but idle accelerators, as a share of the average.")},
    {"pricing.mode", QT_TRANSLATE_NOOP("planner::InputTexts", "Pricing mode"),
     QT_TRANSLATE_NOOP("planner::InputTexts",
                       "How capacity is paid for: on-demand, reserved (discount, minimum term), spot (deep "
                       "discount, pre-emptions) or buy (capex, depreciation).")},
    {"pricing.gpuHourUsd", QT_TRANSLATE_NOOP("planner::InputTexts", "On-demand price"),
     QT_TRANSLATE_NOOP("planner::InputTexts", "On-demand list price per accelerator-hour before the reserved "
                                              "or spot discount. 0 = the catalog's dated default.")},
    {"pricing.reservedDiscount", QT_TRANSLATE_NOOP("planner::InputTexts", "Reserved discount"),
     QT_TRANSLATE_NOOP("planner::InputTexts", "Discount of reserved capacity against on-demand.")},
    {"pricing.reservedTermMonths", QT_TRANSLATE_NOOP("planner::InputTexts", "Reservation term"),
     QT_TRANSLATE_NOOP(
         "planner::InputTexts",
         "Minimum billed term of a reservation: a shorter run pays for the whole term (the rest is idle).")},
    {"pricing.spotDiscount", QT_TRANSLATE_NOOP("planner::InputTexts", "Spot discount"),
     QT_TRANSLATE_NOOP("planner::InputTexts", "Discount of spot/pre-emptible capacity against on-demand.")},
    {"pricing.spotPreemptionsPerNodeDay", QT_TRANSLATE_NOOP("planner::InputTexts", "Spot pre-emptions"),
     QT_TRANSLATE_NOOP("planner::InputTexts",
                       "Spot pre-emptions per node per day; they add to the failure rate.")},
    {"ownership.capexUsdPerGpu", QT_TRANSLATE_NOOP("planner::InputTexts", "Purchase price per accelerator"),
     QT_TRANSLATE_NOOP("planner::InputTexts", "Purchase price per accelerator incl. its share of the server "
                                              "and installation. 0 = the catalog's dated default.")},
    {"ownership.networkCapexShare", QT_TRANSLATE_NOOP("planner::InputTexts", "Network capex share"),
     QT_TRANSLATE_NOOP("planner::InputTexts",
                       "Interconnect fabric (InfiniBand/RoCE) capex as a share of accelerator capex.")},
    {"ownership.depreciationYears", QT_TRANSLATE_NOOP("planner::InputTexts", "Depreciation period"),
     QT_TRANSLATE_NOOP("planner::InputTexts", "Straight-line depreciation period of owned hardware.")},
    {"ownership.fleetUtilization", QT_TRANSLATE_NOOP("planner::InputTexts", "Fleet utilization"),
     QT_TRANSLATE_NOOP("planner::InputTexts", "Share of an owned fleet's life that is used by some project; "
                                              "the unused rest is charged to the projects that use it.")},
    {"ownership.facilityUsdPerGpuMonth", QT_TRANSLATE_NOOP("planner::InputTexts", "Facility cost"),
     QT_TRANSLATE_NOOP("planner::InputTexts",
                       "Co-location space, cooling plant and maintenance per owned accelerator and month.")},
    {"ownership.opportunityShare", QT_TRANSLATE_NOOP("planner::InputTexts", "Opportunity cost share"),
     QT_TRANSLATE_NOOP("planner::InputTexts", "Owned capacity: share of its market rental value that other "
                                              "work loses while this run holds it (opportunity cost).")},
    {"people.researchers", QT_TRANSLATE_NOOP("planner::InputTexts", "Researchers"),
     QT_TRANSLATE_NOOP("planner::InputTexts", "Research scientists on the project.")},
    {"people.researcherUsdPerMonth", QT_TRANSLATE_NOOP("planner::InputTexts", "Researcher cost"),
     QT_TRANSLATE_NOOP("planner::InputTexts", "Loaded monthly cost of a researcher.")},
    {"people.infraEngineers", QT_TRANSLATE_NOOP("planner::InputTexts", "Infrastructure engineers"),
     QT_TRANSLATE_NOOP("planner::InputTexts", "Training-framework and infrastructure engineers.")},
    {"people.infraUsdPerMonth", QT_TRANSLATE_NOOP("planner::InputTexts", "Infrastructure engineer cost"),
     QT_TRANSLATE_NOOP("planner::InputTexts", "Loaded monthly cost of an infrastructure engineer.")},
    {"people.dataEngineers", QT_TRANSLATE_NOOP("planner::InputTexts", "Data engineers"),
     QT_TRANSLATE_NOOP("planner::InputTexts", "Data engineers.")},
    {"people.dataUsdPerMonth", QT_TRANSLATE_NOOP("planner::InputTexts", "Data engineer cost"),
     QT_TRANSLATE_NOOP("planner::InputTexts", "Loaded monthly cost of a data engineer.")},
    {"people.opsEngineers", QT_TRANSLATE_NOOP("planner::InputTexts", "Operations engineers"),
     QT_TRANSLATE_NOOP("planner::InputTexts", "Cluster operations engineers.")},
    {"people.opsUsdPerMonth", QT_TRANSLATE_NOOP("planner::InputTexts", "Operations engineer cost"),
     QT_TRANSLATE_NOOP("planner::InputTexts", "Loaded monthly cost of an operations engineer.")},
    {"project.preparationMonths", QT_TRANSLATE_NOOP("planner::InputTexts", "Preparation phase"),
     QT_TRANSLATE_NOOP("planner::InputTexts",
                       "Preparation phase: data work, environment set-up, pilot runs.")},
    {"project.postTrainingMonths", QT_TRANSLATE_NOOP("planner::InputTexts", "Post-training phase"),
     QT_TRANSLATE_NOOP("planner::InputTexts", "Post-training phase: evaluation, retention, teardown.")},
    {"monitoring.usdPerNodeMonth", QT_TRANSLATE_NOOP("planner::InputTexts", "Monitoring per node"),
     QT_TRANSLATE_NOOP(
         "planner::InputTexts",
         "Metrics, tracing and experiment tracking per node and month at default granularity.")},
    {"monitoring.granularityFactor", QT_TRANSLATE_NOOP("planner::InputTexts", "Monitoring granularity"),
     QT_TRANSLATE_NOOP("planner::InputTexts",
                       "Sampling granularity: 2 = twice the metric points and log volume of the default.")},
    {"monitoring.logGbPerNodeDay", QT_TRANSLATE_NOOP("planner::InputTexts", "Log volume"),
     QT_TRANSLATE_NOOP("planner::InputTexts", "Log volume per node and day, kept on the warm tier.")},
    {"monitoring.logRetentionDays", QT_TRANSLATE_NOOP("planner::InputTexts", "Log retention"),
     QT_TRANSLATE_NOOP("planner::InputTexts", "How long logs are kept.")},
    {"operations.usdPerMonth", QT_TRANSLATE_NOOP("planner::InputTexts", "Operations per month"),
     QT_TRANSLATE_NOOP("planner::InputTexts",
                       "Inspection, fault isolation, security and audit per month of the project.")},
    {"operations.shareOfCompute", QT_TRANSLATE_NOOP("planner::InputTexts", "Operations share of compute"),
     QT_TRANSLATE_NOOP(
         "planner::InputTexts",
         "Operations cost that scales with the accelerator bill (support plans, node replacement).")},
    {"operations.setupUsd", QT_TRANSLATE_NOOP("planner::InputTexts", "Environment set-up"),
     QT_TRANSLATE_NOOP("planner::InputTexts", "Environment set-up before training (fixed).")},
    {"experiments.pilotShare", QT_TRANSLATE_NOOP("planner::InputTexts", "Pilot runs and ablations"),
     QT_TRANSLATE_NOOP(
         "planner::InputTexts",
         "Pilot runs, ablations and hyper-parameter search, as a share of the main run's compute.")},
    {"experiments.rerunProbability", QT_TRANSLATE_NOOP("planner::InputTexts", "Re-run probability"),
     QT_TRANSLATE_NOOP("planner::InputTexts", "Chance that the main run must be repeated (divergence, data "
                                              "bug); expected cost = probability x run cost.")},
    {"experiments.evaluationShare", QT_TRANSLATE_NOOP("planner::InputTexts", "Evaluation compute"),
     QT_TRANSLATE_NOOP("planner::InputTexts",
                       "Evaluation after training, as a share of the main run's compute.")},
    {"idle.allocationEfficiency", QT_TRANSLATE_NOOP("planner::InputTexts", "Allocation efficiency"),
     QT_TRANSLATE_NOOP("planner::InputTexts",
                       "Share of allocated accelerator-hours a job uses: fragmentation, queues and forgotten "
                       "clusters waste the rest (a TTL policy raises it).")},
    {"budget.usd", QT_TRANSLATE_NOOP("planner::InputTexts", "Budget"),
     QT_TRANSLATE_NOOP(
         "planner::InputTexts",
         "Approved budget. 0 = no budget set. Default: a round figure above the default plan's P90.")},
    {"budget.warningFraction", QT_TRANSLATE_NOOP("planner::InputTexts", "Warning line"),
     QT_TRANSLATE_NOOP("planner::InputTexts", "Warning line as a share of the budget.")},
    {"budget.reviewFraction", QT_TRANSLATE_NOOP("planner::InputTexts", "Review line"),
     QT_TRANSLATE_NOOP("planner::InputTexts", "Review line as a share of the budget (e.g. 1.2 = review past "
                                              "120 %). Must not be below the warning line.")},
    {"scaling.law", QT_TRANSLATE_NOOP("planner::InputTexts", "Scaling-law fit"),
     QT_TRANSLATE_NOOP("planner::InputTexts", "Scaling-law fit L(N,D) = E + A/N^alpha + B/D^beta: Besiroglu "
                                              "et al. 2024 (default) or Hoffmann et al. 2022.")},
    {"uncertainty.mfuRelStd", QT_TRANSLATE_NOOP("planner::InputTexts", "MFU uncertainty"),
     QT_TRANSLATE_NOOP("planner::InputTexts", "Monte Carlo: relative standard deviation of MFU.")},
    {"uncertainty.priceRelStd", QT_TRANSLATE_NOOP("planner::InputTexts", "Price uncertainty"),
     QT_TRANSLATE_NOOP("planner::InputTexts",
                       "Monte Carlo: relative standard deviation of accelerator prices.")},
    {"uncertainty.mtbfRelStd", QT_TRANSLATE_NOOP("planner::InputTexts", "MTBF uncertainty"),
     QT_TRANSLATE_NOOP("planner::InputTexts",
                       "Monte Carlo: relative standard deviation of the accelerator MTBF (log-normal).")},
    {"failures.practice", QT_TRANSLATE_NOOP("planner::InputTexts", "Operational practice"),
     QT_TRANSLATE_NOOP("planner::InputTexts",
                       "Operational practice preset: first large run, established team or frontier scale. "
                       "Choosing one sets restart times, checkpoint practice, hot spares, storage bandwidth "
                       "and platform engineers (each stays editable; docs/model.md, practice presets).")},
    {"checkpoint.inMemory", QT_TRANSLATE_NOOP("planner::InputTexts", "In-memory checkpoints"),
     QT_TRANSLATE_NOOP(
         "planner::InputTexts",
         "Multi-level checkpoints: a copy in host or peer memory at every interval, flushed to storage in "
         "the background. A failure the copy survives restarts from memory (Gemini, Wang et al. 2023).")},
    {"failures.inMemoryRecoverableShare",
     QT_TRANSLATE_NOOP("planner::InputTexts", "Failures recoverable from memory"),
     QT_TRANSLATE_NOOP(
         "planner::InputTexts",
         "With in-memory checkpoints: share of failures that lose one node only and restart from the peer "
         "copy. Llama 3: 78 % of interruptions were hardware, mostly single GPUs or hosts.")},
    {"storage.hotNodeGBps", QT_TRANSLATE_NOOP("planner::InputTexts", "Hot tier bandwidth per node"),
     QT_TRANSLATE_NOOP("planner::InputTexts",
                       "Read/write bandwidth of one node to the hot tier. The job's hot bandwidth is "
                       "min(nodes x this, storage.hotThroughputGBps).")},
    {"storage.warmNodeGBps", QT_TRANSLATE_NOOP("planner::InputTexts", "Warm tier bandwidth per node"),
     QT_TRANSLATE_NOOP(
         "planner::InputTexts",
         "Read/write bandwidth of one node to the warm tier, up to storage.warmThroughputGBps.")},
    {"storage.hotBandwidthUsdPerGBpsMonth",
     QT_TRANSLATE_NOOP("planner::InputTexts", "Hot tier throughput price"),
     QT_TRANSLATE_NOOP("planner::InputTexts",
                       "Price of the hot tier's provisioned throughput per GB/s and month while training, on "
                       "top of its capacity. Default from managed Lustre list prices (2025): 1,000 vs 125 "
                       "MB/s per TiB tiers differ by ~0.455 USD/GB-month.")},
    {"model.attentionHeads", QT_TRANSLATE_NOOP("planner::InputTexts", "Attention heads"),
     QT_TRANSLATE_NOOP("planner::InputTexts", "Attention heads a, for the activation memory. 0 = hidden size "
                                              "/ 128 (head width 128 as in Llama and GPT-3).")},
    {"parallel.tensor", QT_TRANSLATE_NOOP("planner::InputTexts", "Tensor parallel degree"),
     QT_TRANSLATE_NOOP("planner::InputTexts", "Tensor (and sequence) parallel degree. 0 = automatic: the "
                                              "accelerators of one node, at most 8 (Megatron-LM practice).")},
    {"parallel.pipeline", QT_TRANSLATE_NOOP("planner::InputTexts", "Pipeline stages"),
     QT_TRANSLATE_NOOP(
         "planner::InputTexts",
         "Pipeline stages. 0 = automatic: the fewest stages (a power of two) with which the model fits.")},
    {"memory.sharding", QT_TRANSLATE_NOOP("planner::InputTexts", "Data-parallel sharding"),
     QT_TRANSLATE_NOOP(
         "planner::InputTexts",
         "What data parallelism shards across replicas: nothing, optimizer states (ZeRO-1, Megatron's "
         "distributed optimizer), + gradients (ZeRO-2), or everything (ZeRO-3 / FSDP).")},
    {"memory.recompute", QT_TRANSLATE_NOOP("planner::InputTexts", "Activation recomputation"),
     QT_TRANSLATE_NOOP("planner::InputTexts",
                       "Activation recomputation: none, selective (attention only) or full. Activation bytes "
                       "per layer: s b h (34 + 5 a s / h) without, 34 s b h selective, 2 s b h full, divided "
                       "by the tensor degree (Korthikanti et al. 2022).")},
    {"memory.microBatchSequences", QT_TRANSLATE_NOOP("planner::InputTexts", "Micro-batch size"),
     QT_TRANSLATE_NOOP("planner::InputTexts", "Sequences per micro-batch b on each accelerator.")},
    {"memory.optimizerBytesPerParameter",
     QT_TRANSLATE_NOOP("planner::InputTexts", "Optimizer state per parameter"),
     QT_TRANSLATE_NOOP(
         "planner::InputTexts",
         "Optimizer state per parameter: 12 = fp32 master weights + two fp32 Adam moments; with bf16 weights "
         "and gradients the state is 16 B per parameter (ZeRO, Rajbhandari et al. 2020).")},
    {"memory.headroomFraction", QT_TRANSLATE_NOOP("planner::InputTexts", "Memory headroom"),
     QT_TRANSLATE_NOOP(
         "planner::InputTexts",
         "Share of accelerator memory kept free for workspace, fragmentation and communication buffers.")},
    {"project.horizonYears", QT_TRANSLATE_NOOP("planner::InputTexts", "Planning horizon"),
     QT_TRANSLATE_NOOP("planner::InputTexts", "Planning horizon: a project longer than this is flagged (the "
                                              "hardware and the model would be outdated before it ends).")},
    {"pricing.reservedIdleWarnShare", QT_TRANSLATE_NOOP("planner::InputTexts", "Reserved idle warning line"),
     QT_TRANSLATE_NOOP("planner::InputTexts", "Reserved capacity: flag the plan when more than this share of "
                                              "the paid reserved hours is unused term.")},
    {"uncertainty.samples", QT_TRANSLATE_NOOP("planner::InputTexts", "Monte Carlo runs"),
     QT_TRANSLATE_NOOP("planner::InputTexts",
                       "Monte Carlo: simulated runs behind P10/P50/P90. The window, the reports and `llm-tco "
                       "risk` use the plan's count and seed, so they show the same range. 4,000 runs take "
                       "about 3 ms on one core.")},
    {"uncertainty.seed", QT_TRANSLATE_NOOP("planner::InputTexts", "Monte Carlo seed"),
     QT_TRANSLATE_NOOP("planner::InputTexts",
                       "Monte Carlo: seed of the random draws; the same plan, count and "
                       "seed give the same percentiles on every machine.")},
    {"ownership.resaleDiscount", QT_TRANSLATE_NOOP("planner::InputTexts", "Resale discount"),
     QT_TRANSLATE_NOOP("planner::InputTexts",
                       "Buy: share of the straight-line book value lost when the hardware is sold at the end "
                       "of the project (used accelerators sell below book value); the cash view credits the "
                       "rest in the last month.")},
};

static_assert(std::size(kTexts) == tco::kInputCount, "one text per input");

struct UnitText {
    std::string_view unit;
    const char *text;
};

constexpr UnitText kUnits[] = {
    {"parameters", QT_TRANSLATE_NOOP("planner::InputTexts", "parameters")},
    {"layers", QT_TRANSLATE_NOOP("planner::InputTexts", "layers")},
    {"dimensions", QT_TRANSLATE_NOOP("planner::InputTexts", "dimensions")},
    {"tokens", QT_TRANSLATE_NOOP("planner::InputTexts", "tokens")},
    {"x", QT_TRANSLATE_NOOP("planner::InputTexts", "×")},
    {"B/token", QT_TRANSLATE_NOOP("planner::InputTexts", "B/token")},
    {"USD/B tokens", QT_TRANSLATE_NOOP("planner::InputTexts", "%1 per billion tokens")},
    {"CPU-h/TB", QT_TRANSLATE_NOOP("planner::InputTexts", "CPU-h/TB")},
    {"USD/CPU-h", QT_TRANSLATE_NOOP("planner::InputTexts", "%1/CPU-h")},
    {"USD", QT_TRANSLATE_NOOP("planner::InputTexts", "%1")},
    {"accelerators", QT_TRANSLATE_NOOP("planner::InputTexts", "accelerators")},
    {"accelerators/node", QT_TRANSLATE_NOOP("planner::InputTexts", "per node")},
    {"FLOP", QT_TRANSLATE_NOOP("planner::InputTexts", "FLOP")},
    {"h", QT_TRANSLATE_NOOP("planner::InputTexts", "h")},
    {"B/parameter", QT_TRANSLATE_NOOP("planner::InputTexts", "B/parameter")},
    {"checkpoints", QT_TRANSLATE_NOOP("planner::InputTexts", "checkpoints")},
    {"GB/s", QT_TRANSLATE_NOOP("planner::InputTexts", "GB/s")},
    {"USD/GB-month", QT_TRANSLATE_NOOP("planner::InputTexts", "%1/GB-month")},
    {"USD/GB", QT_TRANSLATE_NOOP("planner::InputTexts", "%1/GB")},
    {"months", QT_TRANSLATE_NOOP("planner::InputTexts", "months")},
    {"W", QT_TRANSLATE_NOOP("planner::InputTexts", "W")},
    {"USD/MWh", QT_TRANSLATE_NOOP("planner::InputTexts", "%1/MWh")},
    {"kg CO2/kWh", QT_TRANSLATE_NOOP("planner::InputTexts", "kg CO₂/kWh")},
    {"USD/accelerator-h", QT_TRANSLATE_NOOP("planner::InputTexts", "%1/accelerator-h")},
    {"1/node-day", QT_TRANSLATE_NOOP("planner::InputTexts", "per node-day")},
    {"USD/accelerator", QT_TRANSLATE_NOOP("planner::InputTexts", "%1/accelerator")},
    {"years", QT_TRANSLATE_NOOP("planner::InputTexts", "years")},
    {"USD/accelerator-month", QT_TRANSLATE_NOOP("planner::InputTexts", "%1/accelerator-month")},
    {"people", QT_TRANSLATE_NOOP("planner::InputTexts", "people")},
    {"USD/month", QT_TRANSLATE_NOOP("planner::InputTexts", "%1/month")},
    {"USD/node-month", QT_TRANSLATE_NOOP("planner::InputTexts", "%1/node-month")},
    {"GB/node-day", QT_TRANSLATE_NOOP("planner::InputTexts", "GB/node-day")},
    {"days", QT_TRANSLATE_NOOP("planner::InputTexts", "days")},
    {"USD/(GB/s)-month", QT_TRANSLATE_NOOP("planner::InputTexts", "%1 per GB/s-month")},
    {"heads", QT_TRANSLATE_NOOP("planner::InputTexts", "heads")},
    {"stages", QT_TRANSLATE_NOOP("planner::InputTexts", "stages")},
    {"sequences", QT_TRANSLATE_NOOP("planner::InputTexts", "sequences")},
    {"runs", QT_TRANSLATE_NOOP("planner::InputTexts", "runs")},
};

struct ChoiceText {
    std::string_view option;
    const char *text;
};

constexpr ChoiceText kChoices[] = {
    {"bf16", QT_TRANSLATE_NOOP("planner::InputTexts", "BF16")},
    {"fp16", QT_TRANSLATE_NOOP("planner::InputTexts", "FP16")},
    {"fp8", QT_TRANSLATE_NOOP("planner::InputTexts", "FP8")},
    {"tf32", QT_TRANSLATE_NOOP("planner::InputTexts", "TF32")},
    {"onDemand", QT_TRANSLATE_NOOP("planner::InputTexts", "On-demand")},
    {"reserved", QT_TRANSLATE_NOOP("planner::InputTexts", "Reserved")},
    {"spot", QT_TRANSLATE_NOOP("planner::InputTexts", "Spot")},
    {"buy", QT_TRANSLATE_NOOP("planner::InputTexts", "Buy (own the cluster)")},
    {"off", QT_TRANSLATE_NOOP("planner::InputTexts", "Off")},
    {"on", QT_TRANSLATE_NOOP("planner::InputTexts", "On")},
    {"no", QT_TRANSLATE_NOOP("planner::InputTexts", "No")},
    {"yes", QT_TRANSLATE_NOOP("planner::InputTexts", "Yes")},
    {"besiroglu2024", QT_TRANSLATE_NOOP("planner::InputTexts", "Besiroglu et al. 2024")},
    {"hoffmann2022", QT_TRANSLATE_NOOP("planner::InputTexts", "Hoffmann et al. 2022 (Chinchilla)")},
    {"firstLargeRun", QT_TRANSLATE_NOOP("planner::InputTexts", "First large run")},
    {"establishedTeam", QT_TRANSLATE_NOOP("planner::InputTexts", "Established team")},
    {"frontierScale", QT_TRANSLATE_NOOP("planner::InputTexts", "Frontier scale")},
    {"none", QT_TRANSLATE_NOOP("planner::InputTexts", "None")},
    {"zero1", QT_TRANSLATE_NOOP("planner::InputTexts", "Optimizer states (ZeRO-1)")},
    {"zero2", QT_TRANSLATE_NOOP("planner::InputTexts", "Optimizer states and gradients (ZeRO-2)")},
    {"zero3", QT_TRANSLATE_NOOP("planner::InputTexts", "Everything (ZeRO-3 / FSDP)")},
    {"selective", QT_TRANSLATE_NOOP("planner::InputTexts", "Selective")},
    {"full", QT_TRANSLATE_NOOP("planner::InputTexts", "Full")},
};

constexpr const char *kGroups[] = {
    QT_TRANSLATE_NOOP("planner::InputTexts", "Model"),
    nullptr, // Data: see groupTitle
    QT_TRANSLATE_NOOP("planner::InputTexts", "Cluster and compute"),
    QT_TRANSLATE_NOOP("planner::InputTexts", "Parallelism and memory"),
    QT_TRANSLATE_NOOP("planner::InputTexts", "Failures and checkpoints"),
    nullptr, // Storage: see groupTitle
    nullptr, // Network: see groupTitle
    nullptr, // Energy: see groupTitle
    QT_TRANSLATE_NOOP("planner::InputTexts", "Pricing and ownership"),
    QT_TRANSLATE_NOOP("planner::InputTexts", "People and project phases"),
    QT_TRANSLATE_NOOP("planner::InputTexts", "Monitoring and operations"),
    nullptr, // Hidden costs: see groupTitle
    nullptr, // Budget: see groupTitle
    QT_TRANSLATE_NOOP("planner::InputTexts", "Analysis"),
};

QString translated(const char *text)
{
    return QCoreApplication::translate("planner::InputTexts", text);
}

} // namespace

QString InputTexts::label(tco::InputId input)
{
    return translated(kTexts[tco::index(input)].label);
}

QString InputTexts::help(tco::InputId input)
{
    return translated(kTexts[tco::index(input)].help);
}

QString InputTexts::toolTip(tco::InputId input)
{
    const tco::InputSpec &in = tco::spec(input);
    const QString key = QString::fromLatin1(in.key.data(), static_cast<qsizetype>(in.key.size()));
    const QString defaultText = InputFormat::textWithUnit(in, in.defaultValue);
    const QString allowed = InputFormat::rangeText(in);
    const QString unitText = unit(in);
    QString tip = QStringLiteral("<p><b>%1</b></p><p>%2</p>")
                      .arg(label(input).toHtmlEscaped(), help(input).toHtmlEscaped());
    tip += QStringLiteral("<p>");
    if (!unitText.isEmpty())
        tip += tr("Unit: %1").arg(unitText.toHtmlEscaped()) + QStringLiteral("<br>");
    tip +=
        tr("Default: %1 (an editable assumption)").arg(defaultText.toHtmlEscaped()) + QStringLiteral("<br>");
    tip += tr("Allowed: %1").arg(allowed.toHtmlEscaped()) + QStringLiteral("<br>");
    tip += tr("Key: %1").arg(QStringLiteral("<code>%1</code>").arg(key)) + QStringLiteral("</p>");
    return tip;
}

QString InputTexts::groupTitle(tco::InputGroup group)
{
    // A group that holds one cost category's inputs is named as the category.
    using G = tco::InputGroup;
    switch (group) {
    case G::Data:
        return categoryLabel(tco::Category::Data);
    case G::Storage:
        return categoryLabel(tco::Category::Storage);
    case G::Network:
        return categoryLabel(tco::Category::Network);
    case G::Energy:
        return categoryLabel(tco::Category::Energy);
    case G::HiddenCosts:
        return KeyFigureTexts::hiddenCosts();
    case G::Budget:
        return label(tco::InputId::BudgetUsd);
    default:
        return translated(kGroups[static_cast<std::size_t>(group)]);
    }
}

QString InputTexts::choice(tco::InputId input, int index)
{
    const tco::InputSpec &in = tco::spec(input);
    if (index < 0 || static_cast<std::size_t>(index) >= in.choices.size())
        return QString::number(index);
    const std::string_view option = in.choices[static_cast<std::size_t>(index)];
    for (const ChoiceText &c : kChoices)
        if (c.option == option)
            return translated(c.text);
    return QString::fromLatin1(option.data(), static_cast<qsizetype>(option.size()));
}

QString InputTexts::unit(const tco::InputSpec &spec)
{
    if (spec.unit == "fraction" || spec.unit == "probability")
        return QStringLiteral("%");
    if (spec.unit.empty() || spec.unit == "ratio")
        return {};
    for (const UnitText &u : kUnits)
        if (u.unit == spec.unit)
            // Money units carry the display currency's symbol: "¥/accelerator-h".
            return isMoney(spec)
                       ? translated(u.text).arg(QString::fromStdString(tco::activeCurrency().symbol))
                       : translated(u.text);
    return QString::fromLatin1(spec.unit.data(), static_cast<qsizetype>(spec.unit.size()));
}

bool InputTexts::isMoney(const tco::InputSpec &spec)
{
    return spec.unit.substr(0, 3) == "USD";
}

QString InputTexts::labelMarkup(const QString &label, bool changed)
{
    const QString escaped = label.toHtmlEscaped();
    if (!changed)
        return escaped;
    return QStringLiteral("<b>%1</b> <span style=\"color:%2\">●</span>")
        .arg(escaped, palette::changedMark().name());
}

QString InputTexts::acceleratorLabel()
{
    return tr("Accelerator");
}

QString InputTexts::acceleratorName(const std::string &gpuId, const tco::Catalog &catalog)
{
    const tco::Accelerator *a = catalog.find(gpuId);
    return QString::fromStdString(a ? a->name : gpuId);
}

QString InputTexts::keyLabel(std::string_view key)
{
    if (const auto id = tco::findInput(key))
        return label(*id);
    if (key == tco::kGpuKey)
        return acceleratorLabel();
    if (key == tco::kStartDateKey)
        return tr("Start date");
    if (key == "currency.code")
        return tr("Currency code");
    if (key == "currency.symbol")
        return tr("Currency symbol");
    if (key == "currency.rate")
        return tr("Exchange rate");
    if (key == "currency.rateDate")
        return tr("Date of the exchange rate");
    return QString::fromUtf8(key.data(), static_cast<qsizetype>(key.size()));
}

QString InputTexts::acceleratorHelp()
{
    return tr("Accelerator type from the catalog: its peak TFLOP/s at the chosen precision sets "
              "the compute time, its memory whether the model fits, its dated list prices the "
              "rental or purchase cost. Prices are editable defaults, not quotes.");
}

bool InputTexts::coversAllInputs()
{
    for (const tco::InputSpec &in : tco::inputSpecs()) {
        const Text &t = kTexts[tco::index(in.id)];
        if (t.key != in.key || !t.label || !*t.label || !t.help || !*t.help)
            return false;
        for (const std::string_view option : in.choices) {
            bool found = false;
            for (const ChoiceText &c : kChoices)
                found = found || c.option == option;
            if (!found)
                return false;
        }
        if (!in.unit.empty() && in.unit != "fraction" && in.unit != "probability" && in.unit != "ratio") {
            bool found = false;
            for (const UnitText &u : kUnits)
                found = found || u.unit == in.unit;
            if (!found)
                return false;
        }
    }
    return true;
}

} // namespace planner
