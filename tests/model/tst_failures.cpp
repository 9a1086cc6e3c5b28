// SPDX-License-Identifier: GPL-3.0-or-later
// Failures and checkpoints at scale (docs/model.md, "Failures and
// checkpoints"): storage bandwidth that grows with the nodes, in-memory
// checkpoints, the goodput split and the operational practice presets.
// Expected values are worked out by hand from the hand scenario.
#include "handscenario.h"
#include "nearcompare.h"

#include "analysis/analysis.h"
#include "analysis/practice.h"
#include "plan/evaluate.h"

#include "testmain.h"

#include <QTest>

#include <cmath>

namespace tst_failures { // one namespace a test file: tests/testmain.h, "Unity builds"

using namespace tco;
using I = InputId;

namespace {

Result evalHand(const Scenario &s)
{
    return evaluate(s, testing::handCatalog());
}

} // namespace

class TestFailures : public QObject
{
    Q_OBJECT

private slots:
    void checkpointBandwidthGrowsWithTheNodes()
    {
        // 80 accelerators = 10 nodes x 4 GB/s = 40 GB/s, below the 100 GB/s limit.
        Scenario s = testing::handScenario();
        s.set(I::ClusterGpuCount, 80);
        Result r = evalHand(s);
        QCOMPARE_NEAR(r.hotBandwidthGBps, 40.0, 1e-12);
        QCOMPARE_NEAR(r.checkpointBandwidthGBps, 40.0, 1e-12);
        // 10B x 14 B = 140 GB at 40 GB/s = 3.5 s, written and read back
        QCOMPARE_NEAR(r.checkpointWriteHours, 3.5 / 3600, 1e-12);
        QCOMPARE_NEAR(r.restartHours, 0.5 + 3.5 / 3600, 1e-12);
        // 1000 accelerators = 125 nodes x 4 = 500 GB/s, capped by the tier at 100
        r = evalHand(testing::handScenario());
        QCOMPARE_NEAR(r.hotBandwidthGBps, 100.0, 1e-12);
        s = testing::handScenario();
        s.set(I::StorageHotThroughputGBps, 1e4);
        QCOMPARE_NEAR(evalHand(s).hotBandwidthGBps, 500.0, 1e-12);
    }

    void hotThroughputIsPricedPerGBps()
    {
        // 100 GB/s x $500 per GB/s-month over the main run's months
        Scenario s = testing::handScenario();
        const Result free = evalHand(s);
        s.set(I::StorageHotBandwidthUsdPerGBpsMonth, 500);
        const Result paid = evalHand(s);
        const double months = free.wallClockHours / 730.0;
        QCOMPARE_NEAR(paid.cost[std::size_t(Category::Storage)][std::size_t(Phase::Training)] -
                          free.cost[std::size_t(Category::Storage)][std::size_t(Phase::Training)],
                      100 * 500 * months, 1e-9);
    }

    void inMemoryCheckpointsRestartFromThePeerCopy()
    {
        // tau 1 h, write 140 GB / 100 GB/s = 1.4 s, snapshot 140 GB / 1000
        // accelerators / 10 GB/s = 0.014 s; 80 % of failures restart from memory:
        // lost = 0.8 x 0.5 + 0.2 x (0.5 + 1.4 s) h
        // restart = 0.8 x (0.5 h + 0.014 s) + 0.2 x (0.5 h + 1.4 s)
        Scenario s = testing::handScenario();
        s.set(I::CheckpointInMemory, 1);
        s.set(I::FailuresInMemoryRecoverableShare, 0.8);
        const Result r = evalHand(s);
        const double w = 1.4 / 3600, snap = 0.014 / 3600;
        QCOMPARE_NEAR(r.lostWorkPerFailureHours, 0.8 * 0.5 + 0.2 * (0.5 + w), 1e-12);
        QCOMPARE_NEAR(r.restartHours, 0.8 * (0.5 + snap) + 0.2 * (0.5 + w), 1e-12);
        QCOMPARE_NEAR(r.checkpointBlockingHours, snap, 1e-12);
        // lambda = 1000 / 10,000 h = 0.1 per hour
        QCOMPARE_NEAR(r.progressFraction, 1 - 0.1 * (r.lostWorkPerFailureHours + r.restartHours), 1e-12);
        // no overlap clamp: in-memory copies may be taken faster than a write
        s.set(I::CheckpointIntervalHours, 0.02);
        s.set(I::StorageHotThroughputGBps, 0.1); // write 0.39 h
        QVERIFY(!evalHand(s).has(Condition::CheckpointWritesOverlap));
        QCOMPARE_NEAR(evalHand(s).intervalUsedHours, 0.02, 1e-12);
    }

    void goodputSplitsTheMainRun()
    {
        Scenario s = testing::handScenario();
        // 8.3M tokens/s x 1 kB = 8.3 GB/s from a 5 GB/s tier: a data stall too
        s.set(I::DataBytesPerToken, 1000);
        s.set(I::StorageHotThroughputGBps, 5);
        const Result r = evalHand(s);
        const Goodput &g = r.goodput;
        QCOMPARE_NEAR(g.productive + g.checkpoint + g.lostWork + g.restart + g.stall, 1.0, 1e-12);
        QVERIFY(g.stall > 0 && g.checkpoint > 0 && g.lostWork > 0 && g.restart > 0);
        QCOMPARE_NEAR(r.gpuHoursLostWork + r.gpuHoursRestart, r.gpuHoursFailures, 1e-12);
        // failure hours split as each failure's cost: lost work : restart
        QCOMPARE_NEAR(r.gpuHoursLostWork / r.gpuHoursRestart, r.lostWorkPerFailureHours / r.restartHours,
                      1e-9);
    }

    void establishedTeamIsTheDefault()
    {
        QVERIFY(matchesPractice(defaultScenario(), Practice::EstablishedTeam));
        QCOMPARE(practice(defaultScenario()), Practice::EstablishedTeam);
        QVERIFY(!matchesPractice(defaultScenario(), Practice::FrontierScale));
    }

    void aPresetSetsItsInputsAndCosts()
    {
        Scenario s = defaultScenario();
        applyPractice(s, Practice::FrontierScale);
        QCOMPARE(practice(s), Practice::FrontierScale);
        QVERIFY(matchesPractice(s, Practice::FrontierScale));
        QCOMPARE(s.value(I::CheckpointInMemory), 1.0);
        QVERIFY(s.value(I::FailuresHotSpareFraction) > 0);
        // what it takes is paid for: platform engineers, storage throughput, spares
        const Result base = evaluate(defaultScenario(), Catalog::builtIn());
        const Result frontier = evaluate(s, Catalog::builtIn());
        QVERIFY(frontier.categoryUsd(Category::People) / frontier.projectMonths >
                base.categoryUsd(Category::People) / base.projectMonths);
        QVERIFY(frontier.hotBandwidthGBps > base.hotBandwidthGBps);
        QVERIFY(frontier.gpuHoursSpares > 0);
        // editing one value leaves the preset's other values
        s.set(I::FailuresRestartHours, 2);
        QVERIFY(!matchesPractice(s, Practice::FrontierScale));
        QCOMPARE(s.value(I::CheckpointInMemory), 1.0);
    }

    void strongerPracticeLosesLessAtFrontierScale()
    {
        // Llama 3 405B as planned: 16,384 H100, 15.6T tokens, MFU 0.41. The
        // share lost to failures, restarts and checkpoints falls with each preset.
        Scenario s = defaultScenario();
        s.set(I::ModelParameters, 405e9);
        s.set(I::DataTokens, 15.6e12);
        s.set(I::ClusterGpuCount, 16384);
        s.set(I::ComputeMfu, 0.41);
        double previous = 1.0;
        for (const Practice p :
             {Practice::FirstLargeRun, Practice::EstablishedTeam, Practice::FrontierScale}) {
            applyPractice(s, p);
            s.set(I::CheckpointIntervalHours, bestCheckpointIntervalHours(s, Catalog::builtIn()));
            const Result r = evaluate(s, Catalog::builtIn());
            const double lost = 1.0 - r.goodput.productive - r.goodput.stall;
            QVERIFY(lost < previous);
            previous = lost;
        }
    }
};

PLANNER_TEST_APPLESS_MAIN(TestFailures)
} // namespace tst_failures

#include "tst_failures.moc"
