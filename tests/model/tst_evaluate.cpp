// SPDX-License-Identifier: GPL-3.0-or-later
// Every formula of evaluate() against a number worked out by hand from
// docs/model.md for the round-number scenario in handscenario.h.
#include "analysis/analysis.h"
#include "handscenario.h"
#include "nearcompare.h"
#include "plan/evaluate.h"
#include "plan/memoryfit.h"

#include "testmain.h"

#include <QTest>

#include <cmath>

namespace tst_evaluate { // one namespace a test file: tests/testmain.h, "Unity builds"

using namespace tco;
using I = InputId;

namespace {

Result evalHand(Scenario s)
{
    return evaluate(s, testing::handCatalog());
}

} // namespace

class TestEvaluate : public QObject
{
    Q_OBJECT
private slots:
    void computeFlopsAndHours()
    {
        const Result r = evalHand(testing::handScenario());
        // C = 6 x 1e10 x 1e12
        QCOMPARE_NEAR(r.flops, 6e22, 1e-12);
        // H = C / (1000e12 x 0.5 x 3600) = 33,333.33 accelerator-hours
        QCOMPARE_NEAR(r.gpuHoursProductive, 33333.333333333336, 1e-12);
        // tokens/s = 1000 x 5e14 / 6e10
        QCOMPARE_NEAR(r.tokensPerSecond, 8333333.333333333, 1e-12);
        QCOMPARE_NEAR(r.productiveWallHours, 33.333333333333336, 1e-12);
        QCOMPARE(r.dataStallFactor, 1.0);
    }

    void checkpointsAndFailures()
    {
        const Result r = evalHand(testing::handScenario());
        // S = 1e10 x 14 B; written at 100 GB/s = 1.4 s
        QCOMPARE_NEAR(r.checkpointSizeBytes, 1.4e11, 1e-12);
        QCOMPARE_NEAR(r.checkpointWriteHours, 1.4 / 3600, 1e-12);
        QCOMPARE_NEAR(r.checkpointBlockingHours, 1.4 / 3600, 1e-12);
        // lambda = 1000 / 10,000 h
        QCOMPARE_NEAR(r.failureRatePerHour, 0.1, 1e-12);
        QCOMPARE_NEAR(r.restartHours, 0.5 + 1.4 / 3600, 1e-12);
        // progress = 1 - 0.1 (0.5 + 1.4/3600 + 0.5 + 1.4/3600) = 0.899922...
        QCOMPARE_NEAR(r.progressFraction, 0.8999222222222222, 1e-12);
        // T = 33.333 h x (1 + delta/tau) / progress
        QCOMPARE_NEAR(r.wallClockHours, 37.05464258228078, 1e-10);
        QCOMPARE_NEAR(r.wallClockDays, 37.05464258228078 / 24, 1e-10);
        QCOMPARE_NEAR(r.expectedFailures, 3.705464258228078, 1e-10);
        // Young sqrt(2 delta M) with M = 10 h; Daly's refinement
        QCOMPARE_NEAR(r.youngIntervalHours, 0.08819171036881969, 1e-10);
        QCOMPARE_NEAR(r.dalyIntervalHours, 0.08793264164720631, 1e-10);
        QCOMPARE_NEAR(r.gpuHoursCheckpoint, 12.962962962962964, 1e-10);
        QCOMPARE_NEAR(r.gpuHoursFailures, 3708.346285984481, 1e-9);
        // goodput: 0.5 x 33,333 / 37,054.6
        QCOMPARE_NEAR(r.effectiveMfu, 0.4497861942577886, 1e-10);
        QVERIFY(!r.has(Condition::RunCannotFinish));
    }

    void asyncCheckpointBlocksOnlyForTheSnapshot()
    {
        Scenario s = testing::handScenario();
        s.set(I::CheckpointAsync, 1);
        const Result r = evalHand(s);
        // each of 1000 accelerators copies 1.4e11/1000 B at 10 GB/s = 14 ms
        QCOMPARE_NEAR(r.checkpointBlockingHours, 0.014 / 3600, 1e-12);
        QCOMPARE_NEAR(r.checkpointWriteHours, 1.4 / 3600, 1e-12);
        QVERIFY(r.wallClockHours < evalHand(testing::handScenario()).wallClockHours);
    }

    void incrementalCheckpointsWriteAFraction()
    {
        Scenario s = testing::handScenario();
        s.set(I::CheckpointIncrementalFraction, 0.25);
        const Result r = evalHand(s);
        QCOMPARE_NEAR(r.checkpointWriteHours, 0.35 / 3600, 1e-12);
        // a restart still reads the full checkpoint
        QCOMPARE_NEAR(r.restartHours, 0.5 + 1.4 / 3600, 1e-12);
    }

    void hotSparesShortenRestarts()
    {
        Scenario s = testing::handScenario();
        s.set(I::FailuresHotSpareFraction, 0.01);
        const Result r = evalHand(s);
        QCOMPARE_NEAR(r.restartHours, 0.1 + 1.4 / 3600, 1e-12);
        QCOMPARE_NEAR(r.gpuHoursSpares, 10 * r.wallClockHours, 1e-12);
        QCOMPARE(r.peakGpus, 1010.0);
    }

    void demandAcrossPhases()
    {
        Scenario s = testing::handScenario();
        s.set(I::ExperimentsPilotShare, 0.1);
        s.set(I::ExperimentsEvaluationShare, 0.01);
        const Result r = evalHand(s);
        QCOMPARE(r.peakGpus, 1000.0);
        // 3,333.3 pilot accelerator-hours over 2 months of 730 h
        QCOMPARE_NEAR(r.preparationAverageGpus, 3333.3333333333335 / 1460, 1e-12);
        // 333.3 evaluation accelerator-hours over 1 month
        QCOMPARE_NEAR(r.postTrainingAverageGpus, 333.33333333333337 / 730, 1e-12);
        QCOMPARE_NEAR(r.averageGpus, r.gpuHoursTotal / (r.projectMonths * 730), 1e-12);
    }

    void runThatCannotFinishIsReportedAndFinite()
    {
        Scenario s = testing::handScenario();
        s.set(I::FailuresGpuMtbfHours, 500); // lambda = 2/h: loses > 1 h per failure
        s.set(I::CheckpointIntervalHours, 24);
        const Result r = evalHand(s);
        QVERIFY(r.has(Condition::RunCannotFinish));
        QVERIFY(std::isfinite(r.totalUsd) && r.totalUsd > 0);
        QVERIFY(std::isfinite(r.wallClockHours) && r.wallClockHours > 0);
        QCOMPARE(r.progressFraction, 0.05);
    }

    void energyAndCarbon()
    {
        const Result r = evalHand(testing::handScenario());
        // E = 1000 x 37.0546 h x 1000 W x 1.5 = 55.58 MWh; CO2 at 0.5 kg/kWh
        QCOMPARE_NEAR(r.energyMWh, 55.58196387342116, 1e-10);
        QCOMPARE_NEAR(r.co2Tonnes, 27.79098193671058, 1e-10);
        // rented and energy in the price: no energy bill
        QCOMPARE(r.categoryUsd(Category::Energy), 0.0);
        Scenario billed = testing::handScenario();
        billed.set(I::EnergyInRentalPrice, 0);
        QCOMPARE_NEAR(evalHand(billed).categoryUsd(Category::Energy), 55.58196387342116 * 100, 1e-10);
    }

    void rentedComputeAndFailureCost()
    {
        const Result r = evalHand(testing::handScenario());
        QCOMPARE_NEAR(r.gpuHourUsd, 2.0, 1e-12);
        QCOMPARE_NEAR(r.cost[0][1], 66666.66666666667, 1e-12); // compute, training
        // failures: (main-run hours - productive) x $2
        QCOMPARE_NEAR(r.categoryUsd(Category::Failures), 7442.618497894888, 1e-9);
    }

    void reservedAndSpotPrices()
    {
        Scenario s = testing::handScenario();
        s.set(I::PricingMode, static_cast<double>(PricingMode::Reserved));
        s.set(I::PricingReservedTermMonths, 0);
        QCOMPARE_NEAR(evalHand(s).gpuHourUsd, 2.0 * 0.65, 1e-12);
        // a 1-month term on a 37 h run bills 1000 x 730 h: the rest is idle
        s.set(I::PricingReservedTermMonths, 1);
        const Result reserved = evalHand(s);
        QCOMPARE_NEAR(reserved.gpuHoursIdle, 730000 - reserved.gpuHoursMainRun, 1e-12);

        Scenario spot = testing::handScenario();
        spot.set(I::PricingMode, static_cast<double>(PricingMode::Spot));
        const Result r = evalHand(spot);
        QCOMPARE_NEAR(r.gpuHourUsd, 2.0 * 0.4, 1e-12);
        // 125 nodes x 0.05 pre-emptions per node-day / 24 h on top of 0.1/h
        QCOMPARE_NEAR(r.failureRatePerHour, 0.1 + 125 * 0.05 / 24, 1e-12);
    }

    void buyingChargesDepreciationFacilityAndOpportunity()
    {
        Scenario s = testing::handScenario();
        s.set(I::PricingMode, static_cast<double>(PricingMode::Buy));
        const Result r = evalHand(s);
        // 40,000/(5 x 8760)/0.7 + 15 % fabric + 150/730/0.7: five years, the
        // one depreciation default (plan/inputs.h kDefaultDepreciationYears)
        QCOMPARE_NEAR(r.ownedGpuHourUsd, 40000.0 / (5 * 8760) / 0.7 * 1.15 + 150.0 / 730 / 0.7, 1e-12);
        QCOMPARE(r.categoryUsd(Category::Compute), 0.0);
        QVERIFY(r.categoryUsd(Category::Hardware) > 0);
        QVERIFY(r.categoryUsd(Category::Opportunity) > 0);
        QVERIFY(r.categoryUsd(Category::Energy) > 0); // owners pay for power
        QCOMPARE_NEAR(r.breakEvenMonths, 38.3173677634319, 1e-12);
    }

    void dataPeopleAndUnitCosts()
    {
        const Result r = evalHand(testing::handScenario());
        // 1000 B tokens x $20 + 12 TB raw x 300 CPU-h x $0.04 + 50k + 100k
        QCOMPARE_NEAR(r.categoryUsd(Category::Data), 20000 + 144 + 150000, 1e-12);
        // team: 10x30k + 5x25k + 4x20k + 3x18k = 559k per month, 2 months prep
        QCOMPARE_NEAR(r.cost[static_cast<int>(Category::People)][0], 1118000, 1e-12);
        QCOMPARE_NEAR(r.usdPerMillionTokens, r.totalUsd / 1e6, 1e-12);
        // C = 6e22 FLOP = 6e22 / (1e15 x 86400) PFLOP/s-days
        QCOMPARE_NEAR(r.usdPerPflopsDay, r.totalUsd / (6e22 / 8.64e19), 1e-12);
    }

    void qualityLeverTradesTokensForPrepCost()
    {
        Scenario s = testing::handScenario();
        s.set(I::DataQualityFactor, 2);
        const Result r = evalHand(s);
        QCOMPARE_NEAR(r.trainedTokens, 5e11, 1e-12);
        QCOMPARE_NEAR(r.flops, 3e22, 1e-12);
        // cleaning x (1 + 1 x (2 - 1)) = 2 x 144
        QCOMPARE_NEAR(r.categoryUsd(Category::Data), 20000 + 288 + 150000, 1e-12);
    }

    void attentionTermAddsFlops()
    {
        Scenario s = testing::handScenario();
        s.set(I::ModelLayers, 40);
        s.set(I::ModelHiddenSize, 5120);
        s.set(I::ModelContextTokens, 4096);
        // (6 x 1e10 + 6 x 40 x 4096 x 5120) x 1e12
        QCOMPARE_NEAR(evalHand(s).flops, (6e10 + 6.0 * 40 * 4096 * 5120) * 1e12, 1e-12);
    }

    void mixtureOfExpertsUsesActiveParameters()
    {
        Scenario s = testing::handScenario();
        s.set(I::ModelActiveParameters, 2.5e9);
        const Result r = evalHand(s);
        QCOMPARE_NEAR(r.flops, 6 * 2.5e9 * 1e12, 1e-12);
        QCOMPARE_NEAR(r.checkpointSizeBytes, 1.4e11, 1e-12); // still all parameters
    }

    void precisionPicksPeakAndFallsBack()
    {
        Scenario s = testing::handScenario();
        s.set(I::ComputePrecision, static_cast<double>(Precision::Fp8));
        Result r = evalHand(s);
        QCOMPARE(r.peakTflopsPerGpu, 2000.0);
        // fp8 runs reach ~1.3x the bf16 throughput: 2000 x 0.5 x 0.65 = 1.3 x 1000 x 0.5
        QCOMPARE_NEAR(r.mfuApplied, 0.5 * (1 - 0.35), 1e-12);
        s.gpuId = "NOFP8";
        r = evalHand(s);
        QVERIFY(r.has(Condition::PrecisionUnsupported));
        QCOMPARE(r.peakTflopsPerGpu, 500.0); // fp16 column
        QCOMPARE_NEAR(r.mfuApplied, 0.5, 1e-12);
    }

    void topologyPenaltyLowersMfu()
    {
        Scenario s = testing::handScenario();
        s.set(I::ComputeTopologyPenalty, 0.2);
        QCOMPARE_NEAR(evalHand(s).mfuApplied, 0.4, 1e-12);
    }

    void dataLoadingStallFromSlowTier()
    {
        Scenario s = testing::handScenario();
        // 8.333e6 tokens/s x 24,000 B = 200 GB/s needed from a 100 GB/s tier
        s.set(I::DataBytesPerToken, 24000);
        const Result r = evalHand(s);
        QCOMPARE_NEAR(r.dataStallFactor, 2.0, 1e-12);
        QVERIFY(r.has(Condition::DataLoadingStall));
        QCOMPARE_NEAR(r.gpuHoursStall, 33333.333333333336, 1e-12);
    }

    void tieringMixesThroughputHarmonically()
    {
        Scenario s = testing::handScenario();
        s.set(I::StorageHotFraction, 0.5);
        s.set(I::StorageWarmThroughputGBps, 10);
        // 1 / (0.5/100 + 0.5/10) = 18.18 GB/s
        QCOMPARE_NEAR(evalHand(s).storageThroughputGBps, 1 / (0.005 + 0.05), 1e-12);
    }

    void modelThatDoesNotFitIsFlagged()
    {
        Scenario s = testing::handScenario();
        s.set(I::ModelParameters, 1e13);
        s.set(I::ClusterGpuCount, 8);
        QVERIFY(evalHand(s).has(Condition::ModelDoesNotFit));
        QVERIFY(!evalHand(testing::handScenario()).has(Condition::ModelDoesNotFit));
    }

    void budgetStatusLines_data()
    {
        QTest::addColumn<double>("budget");
        QTest::addColumn<int>("status");
        QTest::newRow("no budget") << 0.0 << int(BudgetStatus::NoBudget);
        QTest::newRow("far within") << 1e12 << int(BudgetStatus::Within);
        QTest::newRow("past warning") << -1.0 << int(BudgetStatus::PastWarning);
        QTest::newRow("past review") << -2.0 << int(BudgetStatus::PastReview);
    }
    void budgetStatusLines()
    {
        QFETCH(double, budget);
        QFETCH(int, status);
        Scenario s = testing::handScenario();
        const double total = evalHand(s).totalUsd;
        // -1: total is 100 % of budget (past 0.9, within 1.2); -2: 150 %
        if (budget == -1.0)
            budget = total;
        else if (budget == -2.0)
            budget = total / 1.5;
        s.set(I::BudgetUsd, budget);
        QCOMPARE(int(evalHand(s).budgetStatus), status);
    }

    void totalEqualsSumOfCellsAndFixedPlusElastic()
    {
        const Result r = evalHand(testing::handScenario());
        double sum = 0;
        for (const auto &row : r.cost)
            for (const double usd : row)
                sum += usd;
        QCOMPARE_NEAR(r.totalUsd, sum, 1e-12);
        QCOMPARE_NEAR(r.fixedUsd + r.elasticUsd, r.totalUsd, 1e-12);
        QCOMPARE_NEAR(r.hiddenUsd,
                      r.categoryUsd(Category::Failures) + r.categoryUsd(Category::Experiments) +
                          r.categoryUsd(Category::Idle),
                      1e-12);
    }

    void scalingLaw()
    {
        const Result r = evalHand(testing::handScenario());
        // 1.82 + 482.01 / 1e10^0.3478 + 2085.43 / 1e12^0.3658
        QCOMPARE_NEAR(r.predictedLoss, 2.065379820251618, 1e-10);
        // N D = 1e22: N* = 2.266e10, D* = 4.41e11 (~19.5 tokens per parameter)
        QCOMPARE_NEAR(r.computeOptimalParameters, 22662401269.329693, 1e-9);
        QCOMPARE_NEAR(r.computeOptimalTokens, 441259506490.7603, 1e-9);
        QVERIFY(r.computeOptimalLoss <= r.predictedLoss);
        Scenario h = testing::handScenario();
        h.set(I::ScalingLaw, static_cast<double>(ScalingLawFit::Hoffmann2022));
        QCOMPARE_NEAR(evalHand(h).computeOptimalParameters, 11590781344.150787, 1e-9);
    }

    /** memoryFitReads: an input it says the fit does not read changes no
     *  memory figure, so an evaluation that takes the plan's fit gives the
     *  full evaluation's figures (model/analysis/variants.cpp relies on it). */
    void memoryFitDependsOnlyOnTheInputsItReads()
    {
        const Catalog &catalog = Catalog::builtIn();
        const std::vector<Scenario> plans = testing::memoryFitPlans();
        int unread = 0;
        for (const Scenario &plan : plans) {
            const MemoryFit fit = evaluate(plan, catalog).memory;
            EvaluateOverrides known;
            known.memory = &fit;
            for (const InputSpec &in : inputSpecs()) {
                if (memoryFitReads(in.id))
                    continue;
                ++unread;
                for (const double v : {in.minValue, in.maxValue, 0.5 * (in.minValue + in.maxValue)}) {
                    Scenario s = plan;
                    s.set(in.id, in.kind == InputKind::Real ? v : std::round(v));
                    const Result full = evaluate(s, catalog);
                    const QByteArray what = QByteArray(in.key.data(), static_cast<int>(in.key.size())) +
                                            " = " + QByteArray::number(s.value(in.id));
                    QVERIFY2(full.memory.totalBytes == fit.totalBytes, what);
                    QVERIFY2(full.memory.fits == fit.fits, what);
                    QVERIFY2(full.memory.changed == fit.changed, what);
                    QVERIFY2(full.memory.computeOverhead == fit.computeOverhead, what);
                    QVERIFY2(full.memory.pipelineStages == fit.pipelineStages, what);
                    QVERIFY2(full.memory.minGpusToFit == fit.minGpusToFit, what);
                    const Result fast = evaluate(s, catalog, known);
                    QVERIFY2(fast.totalUsd == full.totalUsd ||
                                 (std::isnan(fast.totalUsd) && std::isnan(full.totalUsd)),
                             what);
                    QVERIFY2(fast.wallClockHours == full.wallClockHours ||
                                 (std::isnan(fast.wallClockHours) && std::isnan(full.wallClockHours)),
                             what);
                    QVERIFY2(fast.conditions == full.conditions, what);
                }
            }
        }
        // Most inputs (prices, failures, storage, schedule…) leave the fit alone.
        QVERIFY(unread > static_cast<int>(plans.size() * inputSpecs().size() / 2));
        // And the fit does read what it says: a change of the accelerator count does move it.
        Scenario fewer = defaultScenario();
        fewer.set(I::ClusterGpuCount, 8);
        QVERIFY(evaluate(fewer, catalog).memory.totalBytes !=
                evaluate(defaultScenario(), catalog).memory.totalBytes);
    }

    void unknownAcceleratorStillFinite()
    {
        Scenario s = testing::handScenario();
        s.gpuId = "NOPE";
        const Result r = evalHand(s);
        QVERIFY(r.has(Condition::UnknownAccelerator));
        QVERIFY(std::isfinite(r.totalUsd));
    }
};

PLANNER_TEST_APPLESS_MAIN(TestEvaluate)
} // namespace tst_evaluate

#include "tst_evaluate.moc"
