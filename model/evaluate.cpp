// SPDX-License-Identifier: GPL-3.0-or-later
#include "evaluate.h"

#include "analysis.h"
#include "memoryfit.h"
#include "minimize.h"
#include "runtiming.h"

#include <algorithm>
#include <cmath>

namespace tco {
namespace {

constexpr double kHoursPerMonth = 730.0;  // 8760 / 12
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

void flag(Result &r, Condition c) { r.conditions[static_cast<std::size_t>(c)] = true; }

void flag(Result &r, Condition c, double usd, double days)
{
    flag(r, c);
    r.conditionUsd[static_cast<std::size_t>(c)] = usd;
    r.conditionDays[static_cast<std::size_t>(c)] = days;
}

/** Past the useful scale: 5 % more accelerators would not shorten the run
 *  (failures grow with the count, storage bandwidth stops growing). Names
 *  the count with the shortest run (golden-section search on log G) and the
 *  days that count would save. */
void checkUsefulScale(Result &r, const Scenario &s, const RunBasis &basis, double gpus)
{
    const double tau = s.value(InputId::CheckpointIntervalHours);
    const auto wall = [&](double g) { return runTiming(s, basis, g, tau).wallHours; };
    const double here = r.wallClockHours;
    if (gpus < 2 || wall(gpus * kScaleStep) < here)
        return;
    const double logBest =
        goldenSectionMinimum([&](double logG) { return wall(std::exp(logG)); }, 0.0, std::log(gpus), 60, 1e-3);
    const double perNode = s.value(InputId::ClusterGpusPerNode);
    const double best = std::max(1.0, std::round(std::exp(logBest) / perNode) * perNode);
    const double saved = here - wall(best);
    if (saved < kMinUsefulSaving * here)
        return;
    r.fastestGpuCount = best;
    flag(r, Condition::PastUsefulScale, std::nan(""), saved / 24.0);
}

void add(Result &r, Category c, Phase p, double usd)
{
    r.cost[static_cast<std::size_t>(c)][static_cast<std::size_t>(p)] += std::max(0.0, usd);
}

/** Young (1974) and Daly (2006) optimum checkpoint intervals for a blocking
 *  checkpoint cost `delta` and cluster MTBF `mtbf` (hours). */
void optimalIntervals(double delta, double mtbf, double &young, double &daly)
{
    young = std::sqrt(2.0 * delta * mtbf);
    if (delta < 2.0 * mtbf) {
        const double x = delta / (2.0 * mtbf);
        daly = young * (1.0 + std::sqrt(x) / 3.0 + x / 9.0) - delta;
    } else {
        daly = mtbf;
    }
}

} // namespace

Result evaluate(const Scenario &s, const Catalog &catalog)
{
    return evaluate(s, catalog, EvaluateOverrides{});
}

Result evaluate(const Scenario &s, const Catalog &catalog, const EvaluateOverrides &o)
{
    using I = InputId;
    const auto v = [&s](I id) { return s.value(id); };
    Result r;

    const Accelerator *found = catalog.find(s.gpuId);
    if (!found)
        flag(r, Condition::UnknownAccelerator);
    const Accelerator &acc = found ? *found : placeholderAccelerator();
    const PricingMode mode = pricingMode(s);
    const bool owned = mode == PricingMode::Buy;

    // --- Compute (docs/model.md) ---------------------------------------------
    const double totalParams = v(I::ModelParameters);
    const double activeParams = v(I::ModelActiveParameters) > 0 ? v(I::ModelActiveParameters) : totalParams;
    const double k = v(I::ComputeFlopsPerParameterPerToken);
    // Attention FLOPs per token, 6 x layers x context x d_model (Kaplan et al.
    // 2020, Table 1: 2 n_layer n_ctx d_attn forward, x3 with backward).
    const double attentionFlopsPerToken =
        6.0 * v(I::ModelLayers) * v(I::ModelContextTokens) * v(I::ModelHiddenSize);
    const double flopsPerToken = k * activeParams + attentionFlopsPerToken;
    r.trainedTokens = v(I::DataTokens) / v(I::DataQualityFactor);
    r.flops = flopsPerToken * r.trainedTokens;

    const Precision wanted = precision(s);
    const Precision used = acc.effectivePrecision(wanted);
    if (used != wanted)
        flag(r, Condition::PrecisionUnsupported);
    r.peakTflopsPerGpu = std::max(acc.peakTflops(used), 1e-3);
    r.mfuApplied = v(I::ComputeMfu) * (1.0 - v(I::ComputeTopologyPenalty)) *
                   (used == Precision::Fp8 ? 1.0 - v(I::ComputeLowPrecisionMfuPenalty) : 1.0);
    r.mfuApplied = std::max(r.mfuApplied, 1e-4);

    const double gpus = v(I::ClusterGpuCount);
    const double flopsPerGpuSecond = r.peakTflopsPerGpu * 1e12 * r.mfuApplied;
    r.gpuHoursProductive = r.flops / (flopsPerGpuSecond * 3600.0);
    r.checkpointSizeBytes = totalParams * v(I::CheckpointBytesPerParameter);

    // --- Failures and checkpoints (docs/model.md) ---------------------------
    RunBasis basis;
    basis.gpuHoursProductive = r.gpuHoursProductive;
    basis.flopsPerGpuSecond = flopsPerGpuSecond;
    basis.flopsPerToken = flopsPerToken;
    basis.checkpointSizeBytes = r.checkpointSizeBytes;
    basis.failureRateScale = o.failureRateScale;
    basis.spot = mode == PricingMode::Spot;
    const RunTiming run = runTiming(s, basis, gpus, v(I::CheckpointIntervalHours));
    const double nodes = run.nodes;
    const double spares = run.spares;
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
    const double lambda = run.lambda;
    const double tau = run.tau;
    if (run.writesOverlap)
        flag(r, Condition::CheckpointWritesOverlap);
    r.intervalUsedHours = tau;
    optimalIntervals(r.checkpointBlockingHours, 1.0 / lambda, r.optimalIntervalYoungHours,
                     r.optimalIntervalHours);
    {
        const InputSpec &in = spec(I::CheckpointIntervalHours);
        const bool overlapLimited = v(I::CheckpointAsync) > 0.5 && v(I::CheckpointInMemory) < 0.5;
        const double floor = overlapLimited ? std::max(in.minValue, r.checkpointWriteHours) : in.minValue;
        r.optimalIntervalHours = std::clamp(r.optimalIntervalHours, floor, in.maxValue);
    }
    if (run.progressRaw < kMinProgressFraction)
        flag(r, Condition::RunCannotFinish);
    r.progressFraction = run.progress;
    r.progressFractionRaw = run.progressRaw;

    r.productiveWallHours = run.productiveWallHours;
    const double checkpointOverhead = r.checkpointBlockingHours / tau;
    r.wallClockHours = run.wallHours;
    r.wallClockDays = r.wallClockHours / 24.0;
    r.expectedFailures = lambda * r.wallClockHours;
    r.checkpointsWritten = r.productiveWallHours / tau;

    r.gpuHoursMainRun = gpus * r.wallClockHours;
    r.gpuHoursStall = r.gpuHoursProductive * (r.dataStallFactor - 1.0);
    r.gpuHoursCheckpoint = gpus * r.productiveWallHours * checkpointOverhead;
    r.gpuHoursFailures =
        std::max(0.0, r.gpuHoursMainRun - r.gpuHoursProductive - r.gpuHoursStall - r.gpuHoursCheckpoint);
    // Lost work and restarts split the failure hours in proportion to their
    // share of each failure's cost.
    {
        const double perFailure = run.lostWorkPerFailure + run.restartHours;
        const double lostShare = perFailure > 0 ? run.lostWorkPerFailure / perFailure : 0.0;
        r.gpuHoursLostWork = r.gpuHoursFailures * lostShare;
        r.gpuHoursRestart = r.gpuHoursFailures - r.gpuHoursLostWork;
        const double main = r.gpuHoursMainRun;
        r.goodput = {r.gpuHoursProductive / main, r.gpuHoursCheckpoint / main, r.gpuHoursLostWork / main,
                     r.gpuHoursRestart / main, r.gpuHoursStall / main};
    }
    r.effectiveMfu = r.mfuApplied * r.gpuHoursProductive / r.gpuHoursMainRun;

    // --- Memory fit and scale (docs/model.md, "Conditions") ------------------
    r.memory = memoryFit(s, acc.memoryGb, gpus);
    if (!r.memory.fits)
        flag(r, Condition::ModelDoesNotFit);
    if (v(I::ParallelTensor) > 0 && r.memory.tensorParallel < v(I::ParallelTensor)) {
        flag(r, Condition::InputClamped);
        r.tensorParallelUsed = r.memory.tensorParallel;
    }
    if (r.feasible())
        checkUsefulScale(r, s, basis, gpus);

    // --- Allocation: spares, idle, reservations, experiments ---------------
    r.gpuHoursSpares = spares * r.wallClockHours;
    const double efficiency = v(I::IdleAllocationEfficiency);
    const double allocatedMain = r.gpuHoursMainRun / efficiency;
    double idleHours = allocatedMain - r.gpuHoursMainRun;
    double unusedTermHours = 0;
    if (mode == PricingMode::Reserved) {
        // A reservation bills its whole term even if the run ends sooner.
        const double committed = gpus * v(I::PricingReservedTermMonths) * kHoursPerMonth;
        unusedTermHours = std::max(0.0, committed - allocatedMain);
        idleHours += unusedTermHours;
        r.reservedIdleShare = unusedTermHours / std::max(committed, allocatedMain);
    }
    r.gpuHoursIdle = idleHours;
    const double pilotHours = v(I::ExperimentsPilotShare) * r.gpuHoursProductive;
    const double rerunHours = v(I::ExperimentsRerunProbability) * r.gpuHoursMainRun;
    r.gpuHoursExperiments = pilotHours + rerunHours;
    r.gpuHoursEvaluation = v(I::ExperimentsEvaluationShare) * r.gpuHoursProductive;
    r.gpuHoursTotal = r.gpuHoursMainRun + r.gpuHoursIdle + r.gpuHoursSpares +
                      r.gpuHoursExperiments + r.gpuHoursEvaluation;

    // --- Prices and ownership (docs/model.md) ---------------------------------
    r.onDemandGpuHourUsd =
        (v(I::PricingGpuHourUsd) > 0 ? v(I::PricingGpuHourUsd) : acc.rentUsdPerHour) * o.priceScale;
    const double capex =
        (v(I::OwnershipCapexUsdPerGpu) > 0 ? v(I::OwnershipCapexUsdPerGpu) : acc.purchaseUsd) * o.priceScale;
    const double utilization = v(I::OwnershipFleetUtilization);
    const double lifeHours = v(I::OwnershipDepreciationYears) * kHoursPerYear;
    // Owned hardware is charged per hour used, at the fleet's utilisation:
    // idle life of the fleet is spread over the hours that are used.
    const double depreciationPerHour = capex / lifeHours / utilization;
    const double fabricPerHour = capex * v(I::OwnershipNetworkCapexShare) / lifeHours / utilization;
    const double facilityPerHour = v(I::OwnershipFacilityUsdPerGpuMonth) / kHoursPerMonth / utilization;

    r.powerWattsPerGpu = v(I::EnergyAveragePowerWattsPerGpu) > 0 ? v(I::EnergyAveragePowerWattsPerGpu)
                                                                : acc.serverWattsPerAccelerator;
    const double mwhPerGpuHour = r.powerWattsPerGpu * v(I::EnergyPue) / 1e6;
    const bool energyBilled = owned || v(I::EnergyInRentalPrice) < 0.5;
    const double energyUsdPerGpuHour = energyBilled ? mwhPerGpuHour * v(I::EnergyPriceUsdPerMWh) : 0.0;

    r.ownedGpuHourUsd = depreciationPerHour + fabricPerHour + facilityPerHour;
    switch (mode) {
    case PricingMode::OnDemand: r.gpuHourUsd = r.onDemandGpuHourUsd; break;
    case PricingMode::Reserved: r.gpuHourUsd = r.onDemandGpuHourUsd * (1.0 - v(I::PricingReservedDiscount)); break;
    case PricingMode::Spot: r.gpuHourUsd = r.onDemandGpuHourUsd * (1.0 - v(I::PricingSpotDiscount)); break;
    case PricingMode::Buy: r.gpuHourUsd = r.ownedGpuHourUsd; break;
    }
    // Months of dedicated use that repay the capex against on-demand rent
    // (the fleet-utilisation break-even on the plan's totals is
    // breakEven() in analysis.h).
    {
        const double savedPerHour = r.onDemandGpuHourUsd - mwhPerGpuHour * v(I::EnergyPriceUsdPerMWh);
        const double monthlyFacility = v(I::OwnershipFacilityUsdPerGpuMonth);
        const double monthlySaving = savedPerHour * kHoursPerMonth - monthlyFacility;
        r.breakEvenMonths = monthlySaving > 0
                                ? std::min(capex * (1.0 + v(I::OwnershipNetworkCapexShare)) / monthlySaving, 1e4)
                                : 0.0;
    }

    // --- Cost matrix ---------------------------------------------------------
    using C = Category;
    using P = Phase;
    const double rate = r.gpuHourUsd; // every allocated accelerator-hour
    const double rateAccelerator = owned ? depreciationPerHour + facilityPerHour : rate;
    const Category computeCategory = owned ? C::Hardware : C::Compute;
    add(r, computeCategory, P::Training, r.gpuHoursProductive * rateAccelerator);
    add(r, computeCategory, P::PostTraining, r.gpuHoursEvaluation * rateAccelerator);
    if (owned) {
        add(r, C::Network, P::Training, r.gpuHoursProductive * fabricPerHour);
        add(r, C::Network, P::PostTraining, r.gpuHoursEvaluation * fabricPerHour);
        // Opportunity (S2 §3): what the capacity held would earn elsewhere.
        const double held = r.gpuHoursMainRun + r.gpuHoursIdle + r.gpuHoursSpares;
        add(r, C::Opportunity, P::Training, held * r.onDemandGpuHourUsd * v(I::OwnershipOpportunityShare));
    }
    add(r, C::Failures, P::Training, (r.gpuHoursFailures + r.gpuHoursCheckpoint + r.gpuHoursSpares) * rate);
    add(r, C::Idle, P::Training, (r.gpuHoursIdle + r.gpuHoursStall) * rate);
    add(r, C::Experiments, P::Preparation, pilotHours * rate);
    add(r, C::Experiments, P::Training, rerunHours * rate);

    // Energy (docs/model.md): busy accelerators at average power, idle and
    // spare ones at a fraction of it.
    const double idleMwhPerGpuHour = mwhPerGpuHour * v(I::EnergyIdlePowerFraction);
    const double trainingMwh =
        (r.gpuHoursMainRun - r.gpuHoursStall + rerunHours) * mwhPerGpuHour +
        (r.gpuHoursStall + r.gpuHoursIdle + r.gpuHoursSpares) * idleMwhPerGpuHour;
    const double prepMwh = pilotHours * mwhPerGpuHour;
    const double postMwh = r.gpuHoursEvaluation * mwhPerGpuHour;
    r.energyMWh = prepMwh + trainingMwh + postMwh;
    r.co2Tonnes = r.energyMWh * v(I::EnergyGridKgCo2PerKWh); // MWh x kg/kWh = t
    if (energyBilled) {
        const double price = v(I::EnergyPriceUsdPerMWh);
        add(r, C::Energy, P::Preparation, prepMwh * price);
        add(r, C::Energy, P::Training, trainingMwh * price);
        add(r, C::Energy, P::PostTraining, postMwh * price);
    }

    // Storage (docs/model.md) in GB-months per tier and phase.
    const double prepMonths = v(I::ProjectPreparationMonths);
    const double trainMonths = r.wallClockHours / kHoursPerMonth;
    const double postMonths = v(I::ProjectPostTrainingMonths);
    r.projectMonths = prepMonths + trainMonths + postMonths;
    r.processedCorpusBytes = r.trainedTokens * v(I::DataBytesPerToken);
    r.rawCorpusBytes = v(I::DataTokens) * v(I::DataBytesPerToken) * v(I::DataRawCorpusFactor);
    const double gb = 1e-9;
    const double rawGb = r.rawCorpusBytes * gb;
    const double processedGb = r.processedCorpusBytes * gb;
    const double checkpointGb = r.checkpointSizeBytes * gb;
    const double hot = v(I::StorageHotFraction);
    const double hotPrice = v(I::StorageHotUsdPerGbMonth);
    const double warmPrice = v(I::StorageWarmUsdPerGbMonth);
    const double coldPrice = v(I::StorageColdUsdPerGbMonth);
    const double archiveEvery = v(I::CheckpointArchiveEvery);
    const double archived = archiveEvery > 0 ? std::floor(r.checkpointsWritten / archiveEvery) : 0.0;
    const double workingSetGb = processedGb + v(I::CheckpointKeepLast) * checkpointGb;
    const double logGbPerDay = nodes * v(I::MonitoringLogGbPerNodeDay) * v(I::MonitoringGranularityFactor);
    const double trainingDays = r.wallClockDays;
    const double logGbKept = logGbPerDay * std::min(v(I::MonitoringLogRetentionDays), trainingDays);
    add(r, C::Storage, P::Preparation, (rawGb + processedGb / 2.0) * warmPrice * prepMonths);
    add(r, C::Storage, P::Training,
        workingSetGb * (hot * hotPrice + (1.0 - hot) * warmPrice) * trainMonths +
            rawGb * coldPrice * trainMonths + archived * checkpointGb * coldPrice * trainMonths / 2.0 +
            logGbKept * warmPrice * trainMonths +
            r.hotBandwidthGBps * v(I::StorageHotBandwidthUsdPerGBpsMonth) * trainMonths);
    const double retainedGb = rawGb + processedGb + (archived + 1.0) * checkpointGb;
    add(r, C::Storage, P::PostTraining,
        retainedGb * coldPrice * v(I::StorageRetentionMonths) +
            archived * checkpointGb * v(I::StorageArchivedRetrievedFraction) * v(I::StorageColdRetrievalUsdPerGb));

    // Network transfer across zones and regions (docs/model.md).
    const double transfer = v(I::NetworkTransferUsdPerGb);
    add(r, C::Network, P::Preparation, rawGb * v(I::NetworkCorpusCrossRegionFraction) * transfer);
    add(r, C::Network, P::Training,
        (r.checkpointsWritten * v(I::NetworkReplicatedCheckpointFraction) * checkpointGb +
         logGbPerDay * trainingDays * v(I::NetworkLogsCrossRegionFraction)) * transfer);

    // Data (docs/model.md): the quality lever buys fewer trained tokens with
    // more preparation work on the same raw corpus.
    const double rawTb = r.rawCorpusBytes * 1e-12;
    const double qualityExtra = 1.0 + v(I::DataQualityPrepCostPerStep) * (v(I::DataQualityFactor) - 1.0);
    add(r, C::Data, P::Preparation,
        v(I::DataTokens) / 1e9 * v(I::DataAcquisitionUsdPerBillionTokens) +
            rawTb * v(I::DataCleaningCpuHoursPerTb) * v(I::DataCpuHourUsd) * qualityExtra +
            v(I::DataLabellingUsd) + v(I::DataComplianceReviewUsd));

    // People: team cost per month over each phase.
    const double teamPerMonth = v(I::PeopleResearchers) * v(I::PeopleResearcherUsdPerMonth) +
                                v(I::PeopleInfraEngineers) * v(I::PeopleInfraUsdPerMonth) +
                                v(I::PeopleDataEngineers) * v(I::PeopleDataUsdPerMonth) +
                                v(I::PeopleOpsEngineers) * v(I::PeopleOpsUsdPerMonth);
    add(r, C::People, P::Preparation, teamPerMonth * prepMonths);
    add(r, C::People, P::Training, teamPerMonth * trainMonths);
    add(r, C::People, P::PostTraining, teamPerMonth * postMonths);

    // Monitoring per node-month at the chosen granularity.
    const double monitoringPerNodeMonth = v(I::MonitoringUsdPerNodeMonth) * v(I::MonitoringGranularityFactor);
    const double gpusPerNode = v(I::ClusterGpusPerNode);
    add(r, C::Monitoring, P::Preparation, pilotHours / gpusPerNode / kHoursPerMonth * monitoringPerNodeMonth);
    add(r, C::Monitoring, P::Training, (nodes + std::ceil(spares / gpusPerNode)) * trainMonths * monitoringPerNodeMonth);
    add(r, C::Monitoring, P::PostTraining, r.gpuHoursEvaluation / gpusPerNode / kHoursPerMonth * monitoringPerNodeMonth);

    // Operations: per month, plus a share of the accelerator bill, plus set-up.
    const double opsShare = v(I::OperationsShareOfCompute);
    const double opsPerMonth = v(I::OperationsUsdPerMonth);
    const auto acceleratorBill = [&](P p) {
        return r.cost[static_cast<std::size_t>(computeCategory)][static_cast<std::size_t>(p)];
    };
    add(r, C::Operations, P::Preparation, opsPerMonth * prepMonths + v(I::OperationsSetupUsd));
    add(r, C::Operations, P::Training, opsPerMonth * trainMonths + opsShare * acceleratorBill(P::Training));
    add(r, C::Operations, P::PostTraining, opsPerMonth * postMonths + opsShare * acceleratorBill(P::PostTraining));

    // --- Totals, tags, unit costs, budget -----------------------------------
    const bool committedCapacity = mode == PricingMode::Reserved || owned;
    for (std::size_t c = 0; c < kCategoryCount; ++c) {
        CostNature nature = CostNature::Elastic;
        switch (static_cast<Category>(c)) {
        case C::Data: case C::People: case C::Hardware: case C::Operations:
            nature = CostNature::Fixed;
            break;
        case C::Compute: case C::Idle:
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
    r.elasticUsdPerWallHour = (gpus + spares) * (rate + energyUsdPerGpuHour) / efficiency +
                              teamPerMonth / kHoursPerMonth +
                              (nodes * monitoringPerNodeMonth + opsPerMonth) / kHoursPerMonth;
    r.usdPerMillionTokens = r.totalUsd / (r.trainedTokens / 1e6);
    r.usdPerPflopsDay = r.totalUsd / (r.flops / (1e15 * 86400.0));

    const double budget = v(I::BudgetUsd);
    if (budget > 0) {
        r.budgetUsedFraction = r.totalUsd / budget;
        if (r.budgetUsedFraction <= v(I::BudgetWarningFraction))
            r.budgetStatus = BudgetStatus::Within;
        else if (r.budgetUsedFraction <= v(I::BudgetReviewFraction))
            r.budgetStatus = BudgetStatus::PastWarning;
        else
            r.budgetStatus = BudgetStatus::PastReview;
    }
    // These warnings speak of the totals and the schedule: a plan that
    // cannot run has neither.
    if (r.feasible()) {
        if (r.budgetStatus == BudgetStatus::PastReview)
            flag(r, Condition::PastReviewLine, r.totalUsd - budget * v(I::BudgetReviewFraction), std::nan(""));
        if (r.reservedIdleShare > v(I::PricingReservedIdleWarnShare))
            flag(r, Condition::ReservedTermIdle, unusedTermHours * rate, std::nan(""));
        const double horizonMonths = v(I::ProjectHorizonYears) * 12.0;
        if (r.projectMonths > horizonMonths)
            flag(r, Condition::BeyondHorizon, std::nan(""),
                 (r.projectMonths - horizonMonths) * kHoursPerMonth / 24.0);
    }

    r.peakGpus = gpus + spares;
    r.averageGpus = r.gpuHoursTotal / std::max(r.projectMonths * kHoursPerMonth, 1.0);
    // Pilots and evaluation run on fewer accelerators for shorter times
    // (docs/model.md): a phase of zero months is squeezed into one hour.
    r.preparationAverageGpus = pilotHours / std::max(prepMonths * kHoursPerMonth, 1.0);
    r.postTrainingAverageGpus = r.gpuHoursEvaluation / std::max(postMonths * kHoursPerMonth, 1.0);

    // --- Scaling law (docs/model.md) -------------------------------------------
    const ScalingCoefficients law = scalingCoefficients(scalingLaw(s));
    r.predictedLoss = predictedLoss(law, activeParams, r.trainedTokens);
    computeOptimal(law, k * activeParams * r.trainedTokens, k, r.computeOptimalParameters,
                   r.computeOptimalTokens);
    r.computeOptimalLoss = predictedLoss(law, r.computeOptimalParameters, r.computeOptimalTokens);
    return r;
}

} // namespace tco
