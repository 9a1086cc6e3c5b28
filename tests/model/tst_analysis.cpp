// SPDX-License-Identifier: GPL-3.0-or-later
// Sweeps, sensitivity, Monte Carlo, calibration and the cost-history trend.
#include "analysis/analysis.h"
#include "handscenario.h"
#include "plan/evaluate.h"
#include "plan/history.h"

#include "testmain.h"

#include <QTest>

#include <cmath>

namespace tst_analysis { // one namespace a test file: tests/testmain.h, "Unity builds"

using namespace tco;
using I = InputId;

class TestAnalysis : public QObject
{
    Q_OBJECT
private slots:
    void sweepSpacingAndClamping()
    {
        const auto points = sweep(testing::handScenario(), testing::handCatalog(), I::CheckpointIntervalHours,
                                  0.1, 10, 3, true);
        QCOMPARE(points.size(), std::size_t(3));
        QCOMPARE(points[0].x, 0.1);
        QVERIFY(std::abs(points[1].x - 1.0) < 1e-12); // geometric middle
        QCOMPARE(points[2].x, 10.0);
        // out-of-range ends are clamped to the input's range (an MFU swept is
        // entered: at least kMinEnteredMfu, as 0 would mean "typical")
        const auto clamped =
            sweep(testing::handScenario(), testing::handCatalog(), I::ComputeMfu, 0, 2, 2, false);
        QCOMPARE(clamped.front().x, kMinEnteredMfu);
        QCOMPARE(clamped.back().x, spec(I::ComputeMfu).maxValue);
        // integer inputs take whole values
        for (const auto &p :
             sweep(testing::handScenario(), testing::handCatalog(), I::ClusterGpuCount, 10, 1000, 7, true))
            QCOMPARE(p.x, std::round(p.x));
    }

    /** Sweeps and the sensitivity reuse the plan's memory fit for inputs it
     *  does not read: every point must still equal its own evaluation, also
     *  for a plan whose memory configuration had to change. */
    void sweepsAndSensitivityEqualSeparateEvaluations()
    {
        const Catalog &catalog = Catalog::builtIn();
        const std::vector<Scenario> plans = testing::memoryFitPlans();
        QVERIFY(evaluate(plans[1], catalog).memory.changed);
        for (const Scenario &plan : plans) {
            for (const I input :
                 {I::CheckpointIntervalHours, I::StorageHotFraction, I::ComputeMfu, I::ClusterGpuCount}) {
                const InputSpec &in = spec(input);
                for (const SweepPoint &p :
                     sweep(plan, catalog, input, in.minValue, in.maxValue, 9, in.logScale)) {
                    Scenario at = plan;
                    at.set(input, p.x);
                    const Result r = evaluate(at, catalog);
                    QCOMPARE(p.result.totalUsd, r.totalUsd);
                    QCOMPARE(p.result.wallClockHours, r.wallClockHours);
                    QCOMPARE(p.result.memory.totalBytes, r.memory.totalBytes);
                    QVERIFY(p.result.conditions == r.conditions);
                }
            }
            for (const SensitivityRow &row : sensitivity(plan, catalog, 0.1)) {
                Scenario at = plan;
                at.set(row.input, row.lowValue);
                QCOMPARE(row.lowTotalUsd, evaluate(at, catalog).totalUsd);
                at.set(row.input, row.highValue);
                QCOMPARE(row.highTotalUsd, evaluate(at, catalog).totalUsd);
            }
        }
    }

    void checkpointCurveIsUShapedAroundTheOptimum()
    {
        const Scenario s = testing::handScenario();
        const Result base = evaluate(s, testing::handCatalog());
        const auto points = sweep(s, testing::handCatalog(), I::CheckpointIntervalHours, 0.02, 5, 200, true);
        std::size_t best = 0;
        for (std::size_t i = 1; i < points.size(); ++i)
            if (points[i].result.wallClockHours < points[best].result.wallClockHours)
                best = i;
        QVERIFY(best > 0 && best + 1 < points.size()); // a minimum inside, not at an end
        // the first-order optimum lands near Daly's interval (within one grid step)
        QVERIFY(std::abs(std::log(points[best].x / base.dalyIntervalHours)) < 0.1);
    }

    void sensitivityRanksByEffect()
    {
        const auto rows = sensitivity(defaultScenario(), Catalog::builtIn(), 0.1);
        QVERIFY(rows.size() > 20);
        for (std::size_t i = 1; i < rows.size(); ++i)
            QVERIFY(rows[i - 1].swingUsd >= rows[i].swingUsd);
        // compute drives the default plan: tokens or parameters lead
        const auto top = spec(rows.front().input).key;
        QVERIFY2(top == "data.tokens" || top == "model.parameters" || top == "compute.mfu",
                 std::string(top).c_str());
        for (const auto &row : rows) {
            QVERIFY(row.swingUsd > 0);
            QVERIFY(spec(row.input).kind != InputKind::Choice);
            QVERIFY(spec(row.input).key != "budget.usd"); // no effect on cost
        }
    }

    void monteCarloIsSeededAndOrdered()
    {
        const Scenario s = defaultScenario();
        const auto a = monteCarlo(s, Catalog::builtIn(), 2000, 7);
        const auto b = monteCarlo(s, Catalog::builtIn(), 2000, 7);
        QCOMPARE(a.costSamples, b.costSamples);
        QCOMPARE(a.daySamples, b.daySamples);
        QVERIFY(a.costP10 < a.costP50 && a.costP50 < a.costP90);
        QVERIFY(a.daysP10 < a.daysP50 && a.daysP50 < a.daysP90);
        const auto c = monteCarlo(s, Catalog::builtIn(), 2000, 8);
        QVERIFY(c.costSamples != a.costSamples);
        // the median stays near the deterministic plan
        const double plan = evaluate(s, Catalog::builtIn()).totalUsd;
        QVERIFY(std::abs(a.costP50 / plan - 1) < 0.1);
        for (const double v : a.costSamples)
            QVERIFY(std::isfinite(v) && v >= 0);
    }

    /** The Monte Carlo and the search for the best checkpoint interval
     *  evaluate their points with the plan's memory fit
     *  found once and without costing a changed memory configuration
     *  (EvaluateOverrides): every figure it reads must be what a full
     *  evaluation of the sample gives, for plans that fit as given, plans
     *  whose configuration had to change, and plans that do not fit. */
    void monteCarloSamplesMatchFullEvaluations()
    {
        const Catalog &catalog = Catalog::builtIn();
        std::vector<Scenario> plans = testing::memoryFitPlans();
        plans.push_back(testing::handScenario());
        int changed = 0, unfit = 0;
        for (const Scenario &plan : plans) {
            const Catalog &c = plan.gpuId == defaultScenario().gpuId ? catalog : testing::handCatalog();
            const MemoryFit fit = evaluate(plan, c).memory;
            changed += fit.fits && fit.changed && fit.computeOverhead > 0;
            unfit += !fit.fits;
            for (const double mfu : {0.12, 0.3, 0.55}) {
                Scenario sample = plan;
                sample.set(I::ComputeMfu, mfu);
                EvaluateOverrides full;
                full.priceScale = 1.3;
                full.failureRateScale = 0.7;
                EvaluateOverrides fast = full;
                fast.memory = &fit;
                fast.costMemoryChange = false;
                fast.scalingLawFigures = false;
                const Result a = evaluate(sample, c, full);
                const Result b = evaluate(sample, c, fast);
                QCOMPARE(b.memory.totalBytes, a.memory.totalBytes);
                QCOMPARE(b.feasible(), a.feasible());
                QCOMPARE(b.totalUsd, a.totalUsd);
                QCOMPARE(b.wallClockHours, a.wallClockHours);
                QCOMPARE(b.expectedFailures, a.expectedFailures);
                QCOMPARE(b.lostWorkPerFailureHours, a.lostWorkPerFailureHours);
                QCOMPARE(b.restartHours, a.restartHours);
                QCOMPARE(b.elasticUsdPerWallHour, a.elasticUsdPerWallHour);
                // and what the search for the best checkpoint interval reads
                QCOMPARE(b.has(Condition::RunCannotFinish), a.has(Condition::RunCannotFinish));
                QCOMPARE(b.progressFractionRaw, a.progressFractionRaw);
                // which reads no scaling-law figure: those are left out
                QVERIFY(std::isnan(b.predictedLoss) && std::isfinite(a.predictedLoss));
            }
            // The interval changes no memory figure either (curveMinimum).
            Scenario other = plan;
            other.set(I::CheckpointIntervalHours, 0.05);
            QCOMPARE(evaluate(other, c).memory.totalBytes, fit.totalBytes);
            QCOMPARE(evaluate(other, c).memory.pipelineStages, fit.pipelineStages);
        }
        QVERIFY2(changed > 0, "no plan whose memory configuration had to change");
        QVERIFY2(unfit > 0, "no plan that does not fit");
    }

    void monteCarloWithoutUncertaintyIsNarrow()
    {
        Scenario s = testing::handScenario();
        s.set(I::UncertaintyMfuRelStd, 0);
        s.set(I::UncertaintyPriceRelStd, 0);
        s.set(I::UncertaintyMtbfRelStd, 0);
        s.set(I::FailuresGpuMtbfHours, 1e9); // no failures either
        const auto r = monteCarlo(s, testing::handCatalog(), 500, 1);
        QVERIFY(std::abs(r.costP90 / r.costP10 - 1) < 1e-9);
    }

    void calibrationFromThroughput()
    {
        // 70B dense, k = 6, H100 bf16 989.4 TFLOP/s: 942.3 tokens/s per
        // accelerator is 6 x 7e10 x 942.3 = 3.9577e14 FLOP/s = MFU 0.4
        const double tps = 0.4 * 989.4e12 / (6 * 7e10);
        QVERIFY(std::abs(mfuFromTokensPerSecond(tps, 7e10, 6, 989.4) - 0.4) < 1e-12);
        // step time: 4M-token batch every 10.6 s on 1024 accelerators
        const double mfu = mfuFromStepTime(10.6, 4194304, 1024, 7e10, 6, 989.4);
        QVERIFY(std::abs(mfu - 4194304 / 10.6 / 1024 * 6 * 7e10 / 989.4e12) < 1e-12);
        QCOMPARE(mfuFromTokensPerSecond(0, 7e10, 6, 989.4), 0.0);
        QCOMPARE(mfuFromStepTime(1, 1, 0, 7e10, 6, 989.4), 0.0);
    }

    void historyAndTrend()
    {
        const auto &points = builtinHistory();
        QVERIFY(points.size() >= 10);
        for (const auto &p : points) {
            QVERIFY(!p.source.empty());
            QVERIFY(p.costUsd > 0);
        }
        // cost = 1000 x 10^(year - 2000) exactly: the fit recovers x10 per year
        std::vector<HistoryPoint> exact;
        for (int y = 2017; y <= 2020; ++y)
            exact.push_back({double(y), "p", 1000 * std::pow(10.0, y - 2000), "estimate", "test"});
        exact.push_back({2030, "f", 1, "forecast", "ignored"});
        const GrowthTrend t = fitGrowthTrend(exact);
        QCOMPARE(t.points, 4);
        QVERIFY(std::abs(t.growthPerYear() - 10) < 1e-9);
        QVERIFY(std::abs(t.costAt(2018) / 1e21 - 1) < 1e-9);
        // the built-in data grows by a factor of a few per year
        const GrowthTrend real = fitGrowthTrend(points);
        QVERIFY(real.growthPerYear() > 1.5 && real.growthPerYear() < 10);
        int skipped = 0;
        const auto parsed =
            parseHistory("year,label,cost_usd,kind,source\n2020,a,-5,x,y\n2021,b,10,user,me\n", &skipped);
        QCOMPARE(parsed.size(), std::size_t(1));
        QCOMPARE(skipped, 1);
    }
};

PLANNER_TEST_APPLESS_MAIN(TestAnalysis)
} // namespace tst_analysis

#include "tst_analysis.moc"
