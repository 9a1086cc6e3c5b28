// SPDX-License-Identifier: GPL-3.0-or-later
#include "evaluate.h"

#include "budgetlines.h"
#include "memoryfit.h"
#include "minimize.h"
#include "runtiming.h"
#include "scalinglaw.h"
#include "typicalmfu.h"

#include <algorithm>
#include <cmath>

// evaluate() runs one stage per section of docs/model.md: memory fit (its
// configuration's compute overhead feeds the hours), compute, the main run
// with its failures and checkpoints, allocation, prices, the cost matrix
// category by category, totals and conditions. Each stage writes
// its figures into the Result and returns what later stages need. Keep each
// formula's order of operations: reassociating a sum or reordering a product
// changes the last bits of figures that llm-tco prints in full.

namespace tco {
namespace {

using I = InputId;
using C = Category;
using P = Phase;

constexpr double kHoursPerMonth = 730.0; // 8760 / 12
constexpr double kHoursPerYear = 8760.0;
// A run counts as past the useful scale when this many more accelerators
// (5 %) would not shorten it.
constexpr double kScaleStep = 1.05;
// ... and the fastest count would save at least this share of the run.
constexpr double kMinUsefulSaving = 0.01;

/** An accelerator with unit peak so a scenario whose id is missing from the
 *  catalog still evaluates to finite numbers (and says UnknownAccelerator). */
const Accelerator &placeholderAccelerator()
{
    static const Accelerator a = [] {
        Accelerator p;
        p.id = "unknown";
        p.bf16Tflops = 1;
        p.memoryGb = 1;
        return p;
    }();
    return a;
}

/** Reads the scenario's inputs as v(I::Key). */
auto inputsOf(const Scenario &s)
{
    return [&s](I id) { return s.value(id); };
}

void flag(Result &r, Condition c)
{
    r.conditions[static_cast<std::size_t>(c)] = true;
}

void flag(Result &r, Condition c, double usd, double days)
{
    flag(r, c);
    r.conditionUsd[static_cast<std::size_t>(c)] = usd;
    r.conditionDays[static_cast<std::size_t>(c)] = days;
}

void add(Result &r, Category c, Phase p, double usd)
{
    r.cost[static_cast<std::size_t>(c)][static_cast<std::size_t>(p)] += std::max(0.0, usd);
}

/** N_active: model.activeParameters for a mixture of experts, else N. */
double activeParameters(const Scenario &s)
{
    const double active = s.value(I::ModelActiveParameters);
    return active > 0 ? active : s.value(I::ModelParameters);
}

// --- Compute (docs/model.md, "Compute") --------------------------------------

/** Training FLOPs, the precision and MFU actually used and the productive
 *  accelerator-hours, with `overhead` on top of the model FLOPs (full
 *  recomputation's third, at the typical MFU only; evaluateCharging).
 *  Returns what the run's timing depends on; the caller adds the Monte
 *  Carlo and spot settings. */
RunBasis computeStage(Result &r, const Scenario &s, const Accelerator &acc, double overhead)
{
    const auto v = inputsOf(s);
    const double k = v(I::ComputeFlopsPerParameterPerToken);
    // Attention FLOPs per token, 6 x layers x context x d_model (Kaplan et al.
    // 2020, Table 1: 2 n_layer n_ctx d_attn forward, x3 with backward).
    const double attentionFlopsPerToken =
        6.0 * v(I::ModelLayers) * v(I::ModelContextTokens) * v(I::ModelHiddenSize);
    const double flopsPerToken = k * activeParameters(s) + attentionFlopsPerToken;
    r.trainedTokens = v(I::DataTokens) / v(I::DataQualityFactor);
    r.flops = flopsPerToken * r.trainedTokens;

    const Precision wanted = precision(s);
    const Precision used = acc.effectivePrecision(wanted);
    if (used != wanted)
        flag(r, Condition::PrecisionUnsupported);
    r.peakTflopsPerGpu = std::max(acc.peakTflops(used), 1e-3);
    r.mfuInput = mfuInUse(s, acc);
    r.mfuSource = mfuSource(s);
    r.mfuApplied = r.mfuInput * (1.0 - v(I::ComputeTopologyPenalty)) *
                   (used == Precision::Fp8 ? 1.0 - v(I::ComputeLowPrecisionMfuPenalty) : 1.0);
    r.mfuApplied = std::max(r.mfuApplied, 1e-4);

    const double flopsPerGpuSecond = r.peakTflopsPerGpu * 1e12 * r.mfuApplied;
    r.gpuHoursProductive = r.flops / (flopsPerGpuSecond * 3600.0);
    if (overhead > 0)
        r.gpuHoursProductive *= 1.0 + overhead;
    r.checkpointSizeBytes = v(I::ModelParameters) * v(I::CheckpointBytesPerParameter);

    RunBasis basis;
    basis.gpuHoursProductive = r.gpuHoursProductive;
    basis.flopsPerGpuSecond = flopsPerGpuSecond;
    basis.flopsPerToken = overhead > 0 ? flopsPerToken * (1.0 + overhead) : flopsPerToken;
    basis.checkpointSizeBytes = r.checkpointSizeBytes;
    return basis;
}

// --- Failures and checkpoints (docs/model.md, "Failures and checkpoints") ----

/** The main run at the plan's checkpoint interval: throughput, storage
 *  bandwidth, checkpoint and failure costs, progress and wall-clock, with
 *  the conditions they raise. */
RunTiming runStage(Result &r, const Scenario &s, const RunBasis &basis, double gpus)
{
    const RunTiming run = runTiming(s, basis, gpus, s.value(I::CheckpointIntervalHours));
    r.tokensPerSecond = run.tokensPerSecond;
    r.hotBandwidthGBps = run.hotBandwidthGBps;
    r.warmBandwidthGBps = run.warmBandwidthGBps;
    r.storageThroughputGBps = run.storageGBps;
    r.checkpointBandwidthGBps = run.storageGBps;
    r.dataStallFactor = run.stallFactor;
    if (r.dataStallFactor > 1.001)
        flag(r, Condition::DataLoadingStall);
    r.checkpointWriteHours = run.writeHours;
    r.checkpointBlockingHours = run.blockingHours;
    r.restartHours = run.restartHours;
    r.lostWorkPerFailureHours = run.lostWorkPerFailure;
    r.failureRatePerHour = run.lambda;
    if (run.writesOverlap)
        flag(r, Condition::CheckpointWritesOverlap);
    r.intervalUsedHours = run.tau;
    if (run.progressRaw < kMinProgressFraction)
        flag(r, Condition::RunCannotFinish);
    r.progressFraction = run.progress;
    r.progressFractionRaw = run.progressRaw;

    r.productiveWallHours = run.productiveWallHours;
    r.wallClockHours = run.wallHours;
    r.wallClockDays = r.wallClockHours / 24.0;
    r.expectedFailures = run.lambda * r.wallClockHours;
    r.checkpointsWritten = r.productiveWallHours / run.tau;
    return run;
}

/** Young (1974) and Daly (2006) reference checkpoint intervals for a blocking
 *  checkpoint cost `delta` and cluster MTBF `mtbf` (hours). */
void youngDalyIntervals(double delta, double mtbf, double &young, double &daly)
{
    young = std::sqrt(2.0 * delta * mtbf);
    if (delta < 2.0 * mtbf) {
        const double x = delta / (2.0 * mtbf);
        daly = young * (1.0 + std::sqrt(x) / 3.0 + x / 9.0) - delta;
    } else {
        daly = mtbf;
    }
}

/** Young's and Daly's intervals at M = 1/lambda, the references next to the
 *  optimum on the plan's own curve (analysis.h checkpointOptima). Daly's is kept within the
 *  input's range and, for asynchronous writes to storage, at least the
 *  write time: a new checkpoint cannot start before the last is written. */
void referenceIntervalStage(Result &r, const Scenario &s, double lambda)
{
    youngDalyIntervals(r.checkpointBlockingHours, 1.0 / lambda, r.youngIntervalHours, r.dalyIntervalHours);
    const InputSpec &in = spec(I::CheckpointIntervalHours);
    const bool overlapLimited = s.value(I::CheckpointAsync) > 0.5 && s.value(I::CheckpointInMemory) < 0.5;
    const double floor = overlapLimited ? std::max(in.minValue, r.checkpointWriteHours) : in.minValue;
    r.dalyIntervalHours = std::clamp(r.dalyIntervalHours, floor, in.maxValue);
}

/** The main run's accelerator-hours split into productive, data stall,
 *  checkpoint blocking, lost work and restarts: the goodput. */
void mainRunHours(Result &r, const RunTiming &run, double gpus, double overhead)
{
    const double checkpointOverhead = r.checkpointBlockingHours / run.tau;
    r.gpuHoursMainRun = gpus * r.wallClockHours;
    r.gpuHoursStall = r.gpuHoursProductive * (r.dataStallFactor - 1.0);
    r.gpuHoursCheckpoint = gpus * r.productiveWallHours * checkpointOverhead;
    r.gpuHoursFailures =
        std::max(0.0, r.gpuHoursMainRun - r.gpuHoursProductive - r.gpuHoursStall - r.gpuHoursCheckpoint);
    // Lost work and restarts split the failure hours in proportion to their
    // share of each failure's cost.
    const double perFailure = run.lostWorkPerFailure + run.restartHours;
    const double lostShare = perFailure > 0 ? run.lostWorkPerFailure / perFailure : 0.0;
    r.gpuHoursLostWork = r.gpuHoursFailures * lostShare;
    r.gpuHoursRestart = r.gpuHoursFailures - r.gpuHoursLostWork;
    const double main = r.gpuHoursMainRun;
    r.goodput = {r.gpuHoursProductive / main, r.gpuHoursCheckpoint / main, r.gpuHoursLostWork / main,
                 r.gpuHoursRestart / main, r.gpuHoursStall / main};
    // The model FLOPs' share of the hours: a memory overhead is not model work.
    const double modelHours = overhead > 0 ? r.gpuHoursProductive / (1.0 + overhead) : r.gpuHoursProductive;
    r.effectiveMfu = r.mfuApplied * modelHours / r.gpuHoursMainRun;
}

// --- Memory fit and scale (docs/model.md, "Memory fit" and "Conditions") -----

/** Past the useful scale: 5 % more accelerators would not shorten the run
 *  (failures grow with the count, storage bandwidth stops growing). Names
 *  the count with the shortest run (golden-section search on log G) and the
 *  days that count would save. */
void checkUsefulScale(Result &r, const Scenario &s, const RunBasis &basis, double gpus)
{
    const double tau = s.value(I::CheckpointIntervalHours);
    const auto wall = [&](double g) { return runTiming(s, basis, g, tau).wallHours; };
    const double here = r.wallClockHours;
    if (gpus < 2 || wall(gpus * kScaleStep) < here)
        return;
    const double logBest = goldenSectionMinimum([&](double logG) { return wall(std::exp(logG)); }, 0.0,
                                                std::log(gpus), 60, 1e-3);
    const double perNode = s.value(I::ClusterGpusPerNode);
    const double best = std::max(1.0, std::round(std::exp(logBest) / perNode) * perNode);
    const double saved = here - wall(best);
    if (saved < kMinUsefulSaving * here)
        return;
    r.fastestGpuCount = best;
    flag(r, Condition::PastUsefulScale, std::nan(""), saved / 24.0);
}

/** Whether some configuration's training state and activations fit the
 *  accelerator's memory (r.memory, chosen before the compute stage), the
 *  tensor degree actually used, and, for a plan that can run, whether it is
 *  past its useful scale (which needs a finishing run to compare). */
void memoryAndScale(Result &r, const Scenario &s, const RunBasis &basis, double gpus)
{
    if (!r.memory.fits)
        flag(r, Condition::ModelDoesNotFit);
    const double tensor = s.value(I::ParallelTensor);
    if (tensor > 0 && r.memory.tensorParallel < tensor) {
        flag(r, Condition::InputClamped);
        r.tensorParallelUsed = r.memory.tensorParallel;
    }
    if (r.feasible())
        checkUsefulScale(r, s, basis, gpus);
}

// --- Allocation (docs/model.md, "Other costs") -------------------------------

/** Accelerator-hours allocated beside the main run's own. */
struct Allocation {
    double efficiency = 1;      ///< idle.allocationEfficiency
    double unusedTermHours = 0; ///< reserved hours the run leaves unused
    double pilotHours = 0;      ///< pilots and ablations (preparation)
    double rerunHours = 0;      ///< the expected re-run (training)
};

/** Spares, idle allocation (with an unused reserved term), pilots, the
 *  expected re-run and evaluation, and everything allocated. */
Allocation allocate(Result &r, const Scenario &s, PricingMode mode, double gpus, double spares)
{
    const auto v = inputsOf(s);
    Allocation a;
    r.gpuHoursSpares = spares * r.wallClockHours;
    a.efficiency = v(I::IdleAllocationEfficiency);
    const double allocatedMain = r.gpuHoursMainRun / a.efficiency;
    double idleHours = allocatedMain - r.gpuHoursMainRun;
    if (mode == PricingMode::Reserved) {
        // A reservation bills its whole term even if the run ends sooner.
        const double committed = gpus * v(I::PricingReservedTermMonths) * kHoursPerMonth;
        a.unusedTermHours = std::max(0.0, committed - allocatedMain);
        idleHours += a.unusedTermHours;
        r.reservedIdleShare = a.unusedTermHours / std::max(committed, allocatedMain);
    }
    r.gpuHoursIdle = idleHours;
    a.pilotHours = v(I::ExperimentsPilotShare) * r.gpuHoursProductive;
    a.rerunHours = v(I::ExperimentsRerunProbability) * r.gpuHoursMainRun;
    r.gpuHoursExperiments = a.pilotHours + a.rerunHours;
    r.gpuHoursEvaluation = v(I::ExperimentsEvaluationShare) * r.gpuHoursProductive;
    r.gpuHoursTotal =
        r.gpuHoursMainRun + r.gpuHoursIdle + r.gpuHoursSpares + r.gpuHoursExperiments + r.gpuHoursEvaluation;
    return a;
}

// --- Prices (docs/model.md, "Ownership: rent, reserve, spot, buy") -----------

/** Per accelerator and accelerator-hour, after the Monte Carlo price scale. */
struct Rates {
    double capex = 0;               ///< purchase per accelerator
    double depreciationPerHour = 0; ///< owned, per used hour at fleet utilisation
    double fabricPerHour = 0;       ///< owned network hardware, likewise
    double facilityPerHour = 0;     ///< owned facility, likewise
    double mwhPerGpuHour = 0;       ///< a busy accelerator incl. PUE
    bool energyBilled = false;      ///< owned, or energy not in the rental price
    double energyUsdPerGpuHour = 0; ///< 0 when not billed
};

/** The plan's price per allocated accelerator-hour in its pricing mode, the
 *  on-demand and owned prices beside it, and the power drawn. */
Rates prices(Result &r, const Scenario &s, const Accelerator &acc, PricingMode mode, double priceScale)
{
    const auto v = inputsOf(s);
    Rates p;
    r.onDemandGpuHourUsd =
        (v(I::PricingGpuHourUsd) > 0 ? v(I::PricingGpuHourUsd) : acc.rentUsdPerHour) * priceScale;
    p.capex =
        (v(I::OwnershipCapexUsdPerGpu) > 0 ? v(I::OwnershipCapexUsdPerGpu) : acc.purchaseUsd) * priceScale;
    const double utilization = v(I::OwnershipFleetUtilization);
    const double lifeHours = v(I::OwnershipDepreciationYears) * kHoursPerYear;
    // Owned hardware is charged per hour used, at the fleet's utilisation:
    // idle life of the fleet is spread over the hours that are used.
    p.depreciationPerHour = p.capex / lifeHours / utilization;
    p.fabricPerHour = p.capex * v(I::OwnershipNetworkCapexShare) / lifeHours / utilization;
    p.facilityPerHour = v(I::OwnershipFacilityUsdPerGpuMonth) / kHoursPerMonth / utilization;

    r.powerWattsPerGpu = v(I::EnergyAveragePowerWattsPerGpu) > 0 ? v(I::EnergyAveragePowerWattsPerGpu)
                                                                 : acc.serverWattsPerAccelerator;
    p.mwhPerGpuHour = r.powerWattsPerGpu * v(I::EnergyPue) / 1e6;
    p.energyBilled = mode == PricingMode::Buy || v(I::EnergyInRentalPrice) < 0.5;
    p.energyUsdPerGpuHour = p.energyBilled ? p.mwhPerGpuHour * v(I::EnergyPriceUsdPerMWh) : 0.0;

    r.ownedGpuHourUsd = p.depreciationPerHour + p.fabricPerHour + p.facilityPerHour;
    switch (mode) {
    case PricingMode::OnDemand:
        r.gpuHourUsd = r.onDemandGpuHourUsd;
        break;
    case PricingMode::Reserved:
        r.gpuHourUsd = r.onDemandGpuHourUsd * (1.0 - v(I::PricingReservedDiscount));
        break;
    case PricingMode::Spot:
        r.gpuHourUsd = r.onDemandGpuHourUsd * (1.0 - v(I::PricingSpotDiscount));
        break;
    case PricingMode::Buy:
        r.gpuHourUsd = r.ownedGpuHourUsd;
        break;
    }
    return p;
}

/** Months of dedicated use that repay the capex against on-demand rent
 *  (the fleet-utilisation break-even on the plan's totals is breakEven()
 *  in analysis.h). */
void ownershipBreakEven(Result &r, const Scenario &s, const Rates &p)
{
    const auto v = inputsOf(s);
    const double savedPerHour = r.onDemandGpuHourUsd - p.mwhPerGpuHour * v(I::EnergyPriceUsdPerMWh);
    const double monthlyFacility = v(I::OwnershipFacilityUsdPerGpuMonth);
    const double monthlySaving = savedPerHour * kHoursPerMonth - monthlyFacility;
    r.breakEvenMonths =
        monthlySaving > 0 ? std::min(p.capex * (1.0 + v(I::OwnershipNetworkCapexShare)) / monthlySaving, 1e4)
                          : 0.0;
}

// --- Cost matrix (docs/model.md, "Structure" and "Other costs") -------------
// One function per category or group of categories. Operations takes a
// share of the accelerator bill, so it runs after acceleratorCosts.

/** Where productive accelerator-hours are billed: hardware when owned. */
Category acceleratorCategory(bool owned)
{
    return owned ? C::Hardware : C::Compute;
}

/** Productive and evaluation hours as compute (owned: hardware and network
 *  fabric), and what owned capacity would earn elsewhere. */
void acceleratorCosts(Result &r, const Scenario &s, const Rates &p, bool owned)
{
    const double rateAccelerator = owned ? p.depreciationPerHour + p.facilityPerHour : r.gpuHourUsd;
    const Category computeCategory = acceleratorCategory(owned);
    add(r, computeCategory, P::Training, r.gpuHoursProductive * rateAccelerator);
    add(r, computeCategory, P::PostTraining, r.gpuHoursEvaluation * rateAccelerator);
    if (owned) {
        add(r, C::Network, P::Training, r.gpuHoursProductive * p.fabricPerHour);
        add(r, C::Network, P::PostTraining, r.gpuHoursEvaluation * p.fabricPerHour);
        // Opportunity (S2 §3): what the capacity held would earn elsewhere.
        const double held = r.gpuHoursMainRun + r.gpuHoursIdle + r.gpuHoursSpares;
        add(r, C::Opportunity, P::Training,
            held * r.onDemandGpuHourUsd * s.value(I::OwnershipOpportunityShare));
    }
}

/** The hidden costs (docs/model.md, "Structure"): failures, idle and
 *  experiments, at the price of every allocated accelerator-hour. */
void hiddenCosts(Result &r, const Allocation &a)
{
    const double rate = r.gpuHourUsd;
    add(r, C::Failures, P::Training, (r.gpuHoursFailures + r.gpuHoursCheckpoint + r.gpuHoursSpares) * rate);
    add(r, C::Idle, P::Training, (r.gpuHoursIdle + r.gpuHoursStall) * rate);
    add(r, C::Experiments, P::Preparation, a.pilotHours * rate);
    add(r, C::Experiments, P::Training, a.rerunHours * rate);
}

/** Energy and CO2: busy accelerators at average power, idle and spare ones
 *  at a fraction of it; billed when owned or not in the rental price. */
void energyCost(Result &r, const Scenario &s, const Rates &p, const Allocation &a)
{
    const auto v = inputsOf(s);
    const double idleMwhPerGpuHour = p.mwhPerGpuHour * v(I::EnergyIdlePowerFraction);
    const double trainingMwh = (r.gpuHoursMainRun - r.gpuHoursStall + a.rerunHours) * p.mwhPerGpuHour +
                               (r.gpuHoursStall + r.gpuHoursIdle + r.gpuHoursSpares) * idleMwhPerGpuHour;
    const double prepMwh = a.pilotHours * p.mwhPerGpuHour;
    const double postMwh = r.gpuHoursEvaluation * p.mwhPerGpuHour;
    r.energyMWh = prepMwh + trainingMwh + postMwh;
    r.co2Tonnes = r.energyMWh * v(I::EnergyGridKgCo2PerKWh); // MWh x kg/kWh = t
    if (p.energyBilled) {
        const double price = v(I::EnergyPriceUsdPerMWh);
        add(r, C::Energy, P::Preparation, prepMwh * price);
        add(r, C::Energy, P::Training, trainingMwh * price);
        add(r, C::Energy, P::PostTraining, postMwh * price);
    }
}

/** The three phases' lengths; training lasts the main run's wall-clock. */
struct Months {
    double prep = 0, train = 0, post = 0;
};

Months phaseMonths(Result &r, const Scenario &s)
{
    Months m;
    m.prep = s.value(I::ProjectPreparationMonths);
    m.train = r.wallClockHours / kHoursPerMonth;
    m.post = s.value(I::ProjectPostTrainingMonths);
    r.projectMonths = m.prep + m.train + m.post;
    return m;
}

/** What storage holds and the network moves, in GB. */
struct Volumes {
    double rawGb = 0, processedGb = 0, checkpointGb = 0;
    double logGbPerDay = 0; ///< training logs of the whole cluster
};

Volumes dataVolumes(Result &r, const Scenario &s, double nodes)
{
    const auto v = inputsOf(s);
    r.processedCorpusBytes = r.trainedTokens * v(I::DataBytesPerToken);
    r.rawCorpusBytes = v(I::DataTokens) * v(I::DataBytesPerToken) * v(I::DataRawCorpusFactor);
    const double gb = 1e-9;
    Volumes vol;
    vol.rawGb = r.rawCorpusBytes * gb;
    vol.processedGb = r.processedCorpusBytes * gb;
    vol.checkpointGb = r.checkpointSizeBytes * gb;
    vol.logGbPerDay = nodes * v(I::MonitoringLogGbPerNodeDay) * v(I::MonitoringGranularityFactor);
    return vol;
}

/** Storage in GB-months per tier and phase: the corpus while it is
 *  prepared; the working set (hot/warm), raw corpus, archived checkpoints,
 *  logs and hot-tier bandwidth while training; retention and retrieval after. */
void storageCost(Result &r, const Scenario &s, const Months &m, const Volumes &vol)
{
    const auto v = inputsOf(s);
    const double hot = v(I::StorageHotFraction);
    const double hotPrice = v(I::StorageHotUsdPerGbMonth);
    const double warmPrice = v(I::StorageWarmUsdPerGbMonth);
    const double coldPrice = v(I::StorageColdUsdPerGbMonth);
    const double archiveEvery = v(I::CheckpointArchiveEvery);
    const double archived = archiveEvery > 0 ? std::floor(r.checkpointsWritten / archiveEvery) : 0.0;
    const double logGbKept = vol.logGbPerDay * std::min(v(I::MonitoringLogRetentionDays), r.wallClockDays);
    const double workingPrice = hot * hotPrice + (1.0 - hot) * warmPrice;
    const double corpusPrep = (vol.rawGb + vol.processedGb / 2.0) * warmPrice * m.prep;
    const double corpusTraining = (vol.processedGb * workingPrice + vol.rawGb * coldPrice) * m.train;
    const double corpusRetained = (vol.rawGb + vol.processedGb) * coldPrice * v(I::StorageRetentionMonths);
    add(r, C::Storage, P::Preparation, corpusPrep);
    add(r, C::Storage, P::Training,
        corpusTraining + v(I::CheckpointKeepLast) * vol.checkpointGb * workingPrice * m.train +
            archived * vol.checkpointGb * coldPrice * m.train / 2.0 + logGbKept * warmPrice * m.train +
            r.hotBandwidthGBps * v(I::StorageHotBandwidthUsdPerGBpsMonth) * m.train);
    const double checkpointsRetainedGb = (archived + 1.0) * vol.checkpointGb;
    add(r, C::Storage, P::PostTraining,
        corpusRetained + checkpointsRetainedGb * coldPrice * v(I::StorageRetentionMonths) +
            archived * vol.checkpointGb * v(I::StorageArchivedRetrievedFraction) *
                v(I::StorageColdRetrievalUsdPerGb));
    r.corpusUsd += corpusPrep + corpusTraining + corpusRetained;
}

/** Network transfer across zones and regions: the corpus, replicated
 *  checkpoints and shipped logs. */
void networkCost(Result &r, const Scenario &s, const Volumes &vol)
{
    const auto v = inputsOf(s);
    const double transfer = v(I::NetworkTransferUsdPerGb);
    const double corpus = vol.rawGb * v(I::NetworkCorpusCrossRegionFraction) * transfer;
    add(r, C::Network, P::Preparation, corpus);
    r.corpusUsd += corpus;
    add(r, C::Network, P::Training,
        (r.checkpointsWritten * v(I::NetworkReplicatedCheckpointFraction) * vol.checkpointGb +
         vol.logGbPerDay * r.wallClockDays * v(I::NetworkLogsCrossRegionFraction)) *
            transfer);
}

/** Data: the quality lever buys fewer trained tokens with more preparation
 *  work on the same raw corpus. */
void dataCost(Result &r, const Scenario &s)
{
    const auto v = inputsOf(s);
    const double rawTb = r.rawCorpusBytes * 1e-12;
    const double qualityExtra = 1.0 + v(I::DataQualityPrepCostPerStep) * (v(I::DataQualityFactor) - 1.0);
    const double usd = v(I::DataTokens) / 1e9 * v(I::DataAcquisitionUsdPerBillionTokens) +
                       rawTb * v(I::DataCleaningCpuHoursPerTb) * v(I::DataCpuHourUsd) * qualityExtra +
                       v(I::DataLabellingUsd) + v(I::DataComplianceReviewUsd);
    add(r, C::Data, P::Preparation, usd);
    r.corpusUsd += usd;
}

/** What the project pays per month whatever the accelerators do; it is
 *  part of the marginal cost of a longer run. */
struct MonthlyCosts {
    double team = 0;              ///< people
    double monitoringPerNode = 0; ///< at the chosen granularity
    double operations = 0;        ///< without the share of the accelerator bill
};

/** People: the team's cost per month over each phase. Returns that cost. */
double peopleCost(Result &r, const Scenario &s, const Months &m)
{
    const auto v = inputsOf(s);
    const double teamPerMonth = v(I::PeopleResearchers) * v(I::PeopleResearcherUsdPerMonth) +
                                v(I::PeopleInfraEngineers) * v(I::PeopleInfraUsdPerMonth) +
                                v(I::PeopleDataEngineers) * v(I::PeopleDataUsdPerMonth) +
                                v(I::PeopleOpsEngineers) * v(I::PeopleOpsUsdPerMonth);
    add(r, C::People, P::Preparation, teamPerMonth * m.prep);
    add(r, C::People, P::Training, teamPerMonth * m.train);
    add(r, C::People, P::PostTraining, teamPerMonth * m.post);
    return teamPerMonth;
}

/** Monitoring per node-month at the chosen granularity: the nodes pilots
 *  and evaluation occupy on average, the main run's nodes and spares.
 *  Returns the price per node-month. */
double monitoringCost(Result &r, const Scenario &s, const Months &m, const Allocation &a,
                      const RunTiming &run)
{
    const auto v = inputsOf(s);
    const double monitoringPerNodeMonth = v(I::MonitoringUsdPerNodeMonth) * v(I::MonitoringGranularityFactor);
    const double gpusPerNode = v(I::ClusterGpusPerNode);
    add(r, C::Monitoring, P::Preparation,
        a.pilotHours / gpusPerNode / kHoursPerMonth * monitoringPerNodeMonth);
    add(r, C::Monitoring, P::Training,
        (run.nodes + std::ceil(run.spares / gpusPerNode)) * m.train * monitoringPerNodeMonth);
    add(r, C::Monitoring, P::PostTraining,
        r.gpuHoursEvaluation / gpusPerNode / kHoursPerMonth * monitoringPerNodeMonth);
    return monitoringPerNodeMonth;
}

/** Operations: per month, plus a share of the accelerator bill (so it runs
 *  after acceleratorCosts), plus set-up. Returns the cost per month. */
double operationsCost(Result &r, const Scenario &s, const Months &m, Category acceleratorBilled)
{
    const auto v = inputsOf(s);
    const double opsShare = v(I::OperationsShareOfCompute);
    const double opsPerMonth = v(I::OperationsUsdPerMonth);
    const auto acceleratorBill = [&](P p) {
        return r.cost[static_cast<std::size_t>(acceleratorBilled)][static_cast<std::size_t>(p)];
    };
    add(r, C::Operations, P::Preparation, opsPerMonth * m.prep + v(I::OperationsSetupUsd));
    add(r, C::Operations, P::Training, opsPerMonth * m.train + opsShare * acceleratorBill(P::Training));
    add(r, C::Operations, P::PostTraining,
        opsPerMonth * m.post + opsShare * acceleratorBill(P::PostTraining));
    return opsPerMonth;
}

// --- Totals and conditions (docs/model.md, "Structure" and "Conditions") -----

/** Tags each cell fixed or elastic and sums the totals, then the unit
 *  costs. Capacity committed ahead (reserved or owned) makes compute and
 *  idle fixed. */
void totals(Result &r, PricingMode mode)
{
    const bool committedCapacity = mode == PricingMode::Reserved || mode == PricingMode::Buy;
    for (std::size_t c = 0; c < kCategoryCount; ++c) {
        CostNature nature = CostNature::Elastic;
        switch (static_cast<Category>(c)) {
        case C::Data:
        case C::People:
        case C::Hardware:
        case C::Operations:
            nature = CostNature::Fixed;
            break;
        case C::Compute:
        case C::Idle:
            nature = committedCapacity ? CostNature::Fixed : CostNature::Elastic;
            break;
        default:
            break;
        }
        for (std::size_t p = 0; p < kPhaseCount; ++p) {
            r.nature[c][p] = nature;
            const double usd = r.cost[c][p];
            r.totalUsd += usd;
            (nature == CostNature::Fixed ? r.fixedUsd : r.elasticUsd) += usd;
            if (isHidden(static_cast<Category>(c)))
                r.hiddenUsd += usd;
        }
    }
    r.usdPerMillionTokens = r.totalUsd / (r.trainedTokens / 1e6);
    r.usdPerPflopsDay = r.totalUsd / (r.flops / (1e15 * 86400.0));
}

/** The marginal cost of one more hour of the main run: the allocated
 *  accelerators with their energy, the team, monitoring and operations. */
double marginalUsdPerWallHour(const Result &r, const RunTiming &run, double gpus, const Rates &p,
                              const Allocation &a, const MonthlyCosts &monthly)
{
    return (gpus + run.spares) * (r.gpuHourUsd + p.energyUsdPerGpuHour) / a.efficiency +
           monthly.team / kHoursPerMonth +
           (run.nodes * monthly.monitoringPerNode + monthly.operations) / kHoursPerMonth;
}

/** Budget status against the warning and review lines (docs/model.md,
 *  "Other costs"). */
void budgetStatus(Result &r, const Scenario &s)
{
    const BudgetLines lines = budgetLines(s);
    if (lines.budgetUsd <= 0)
        return;
    r.budgetUsedFraction = r.totalUsd / lines.budgetUsd;
    r.budgetStatus = lines.statusOf(r.totalUsd);
}

/** The warnings about the totals and the schedule: past the review line, an
 *  idle reserved term, beyond the horizon. A plan that cannot run has
 *  neither, so it gets none of them. */
void totalsConditions(Result &r, const Scenario &s, double unusedTermHours)
{
    if (!r.feasible())
        return;
    const auto v = inputsOf(s);
    if (r.budgetStatus == BudgetStatus::PastReview)
        flag(r, Condition::PastReviewLine, r.totalUsd - budgetLines(s).reviewUsd, std::nan(""));
    if (r.reservedIdleShare > v(I::PricingReservedIdleWarnShare))
        flag(r, Condition::ReservedTermIdle, unusedTermHours * r.gpuHourUsd, std::nan(""));
    const double horizonMonths = v(I::ProjectHorizonYears) * 12.0;
    if (r.projectMonths > horizonMonths)
        flag(r, Condition::BeyondHorizon, std::nan(""),
             (r.projectMonths - horizonMonths) * kHoursPerMonth / 24.0);
}

/** Accelerator demand: the peak, and averages over the project and over
 *  the phases pilots and evaluation run in. They run on fewer accelerators
 *  for shorter times: a phase of zero months is squeezed into one hour. */
void demand(Result &r, const RunTiming &run, double gpus, const Allocation &a, const Months &m)
{
    r.peakGpus = gpus + run.spares;
    r.averageGpus = r.gpuHoursTotal / std::max(r.projectMonths * kHoursPerMonth, 1.0);
    r.preparationAverageGpus = a.pilotHours / std::max(m.prep * kHoursPerMonth, 1.0);
    r.postTrainingAverageGpus = r.gpuHoursEvaluation / std::max(m.post * kHoursPerMonth, 1.0);
}

/** Predicted loss of the plan and the compute-optimal split of its compute
 *  under the chosen scaling-law fit (analysis.h). */
void scalingLawFigures(Result &r, const Scenario &s)
{
    const ScalingCoefficients law = scalingCoefficients(scalingLaw(s));
    const double activeParams = activeParameters(s);
    const double k = s.value(I::ComputeFlopsPerParameterPerToken);
    r.predictedLoss = predictedLoss(law, activeParams, r.trainedTokens);
    computeOptimal(law, k * activeParams * r.trainedTokens, k, r.computeOptimalParameters,
                   r.computeOptimalTokens);
    r.computeOptimalLoss = predictedLoss(law, r.computeOptimalParameters, r.computeOptimalTokens);
}

/** evaluate(), with the memory configuration's compute overhead charged
 *  or not: not charged, the same plan shows what the overhead costs. */
Result evaluateCharging(const Scenario &s, const Catalog &catalog, const EvaluateOverrides &o,
                        bool chargeMemoryOverhead)
{
    Result r;
    const Accelerator *found = catalog.find(s.gpuId);
    if (!found)
        flag(r, Condition::UnknownAccelerator);
    const Accelerator &acc = found ? *found : placeholderAccelerator();
    const PricingMode mode = pricingMode(s);
    const bool owned = mode == PricingMode::Buy;
    const double gpus = s.value(I::ClusterGpuCount);

    r.memory = o.memory ? *o.memory : memoryFit(s, acc.memoryGb, gpus);
    // Full recomputation's extra forward pass lengthens the run only at the
    // typical MFU: an MFU entered or calibrated is model FLOPs / (time x
    // peak) as PaLM defines it, which already pays for it (issue 54).
    const double overhead =
        chargeMemoryOverhead && mfuSource(s) == MfuSource::Typical ? r.memory.computeOverhead : 0.0;
    r.computeOverheadCharged = overhead;
    RunBasis basis = computeStage(r, s, acc, overhead);
    basis.failureRateScale = o.failureRateScale;
    basis.spot = mode == PricingMode::Spot;
    const RunTiming run = runStage(r, s, basis, gpus);
    referenceIntervalStage(r, s, run.lambda);
    mainRunHours(r, run, gpus, overhead);
    memoryAndScale(r, s, basis, gpus);

    const Allocation a = allocate(r, s, mode, gpus, run.spares);
    const Rates p = prices(r, s, acc, mode, o.priceScale);
    ownershipBreakEven(r, s, p);

    acceleratorCosts(r, s, p, owned);
    hiddenCosts(r, a);
    energyCost(r, s, p, a);
    const Months m = phaseMonths(r, s);
    const Volumes vol = dataVolumes(r, s, run.nodes);
    storageCost(r, s, m, vol);
    networkCost(r, s, vol);
    dataCost(r, s);
    MonthlyCosts monthly;
    monthly.team = peopleCost(r, s, m);
    monthly.monitoringPerNode = monitoringCost(r, s, m, a, run);
    monthly.operations = operationsCost(r, s, m, acceleratorCategory(owned));

    totals(r, mode);
    r.elasticUsdPerWallHour = marginalUsdPerWallHour(r, run, gpus, p, a, monthly);
    budgetStatus(r, s);
    totalsConditions(r, s, a.unusedTermHours);
    demand(r, run, gpus, a, m);
    if (o.scalingLawFigures)
        scalingLawFigures(r, s);
    else
        r.predictedLoss = r.computeOptimalLoss = r.computeOptimalParameters = r.computeOptimalTokens =
            std::nan("");
    if (r.memory.fits && r.memory.changed) {
        // What the chosen configuration's overhead costs: the same plan
        // without it. Only for a plan whose own settings do not fit.
        double usd = 0, days = 0;
        if (overhead > 0 && r.feasible() && o.costMemoryChange) {
            EvaluateOverrides same = o;
            same.memory = &r.memory; // the same plan: the same fit
            const Result without = evaluateCharging(s, catalog, same, false);
            usd = r.totalUsd - without.totalUsd;
            days = r.wallClockDays - without.wallClockDays;
        } else if (overhead > 0) {
            usd = days = std::nan("");
        }
        flag(r, Condition::MemoryConfigChanged, usd, days);
    }
    return r;
}

} // namespace

Result evaluate(const Scenario &s, const Catalog &catalog)
{
    return evaluateCharging(s, catalog, EvaluateOverrides{}, true);
}

Result evaluate(const Scenario &s, const Catalog &catalog, const EvaluateOverrides &o)
{
    return evaluateCharging(s, catalog, o, true);
}

} // namespace tco
