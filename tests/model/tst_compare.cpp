// SPDX-License-Identifier: GPL-3.0-or-later
// Comparison of two scenarios: deltas by category and by input decision.
#include "analysis/compare.h"
#include "handscenario.h"
#include "plan/evaluate.h"

#include "testmain.h"

#include <QTest>

#include <cmath>

namespace tst_compare { // one namespace a test file: tests/testmain.h, "Unity builds"

using namespace tco;
using I = InputId;

class TestCompare : public QObject
{
    Q_OBJECT
private slots:
    void identicalScenariosHaveNoDelta()
    {
        const Comparison c =
            compare(testing::handScenario(), testing::handScenario(), testing::handCatalog());
        QCOMPARE(c.totalDeltaUsd, 0.0);
        QVERIFY(c.inputChanges.empty());
        for (const double d : c.categoryDeltaUsd)
            QCOMPARE(d, 0.0);
    }

    void halfTheAcceleratorsCostsMoreTimeNotMoreCompute()
    {
        Scenario a = testing::handScenario();
        Scenario b = a;
        b.set(I::ClusterGpuCount, 500);
        const Comparison c = compare(a, b, testing::handCatalog());
        QCOMPARE(c.inputChanges.size(), std::size_t(1));
        QCOMPARE(c.inputChanges[0].key, std::string("cluster.gpuCount"));
        QCOMPARE(c.inputChanges[0].fromText, std::string("1000"));
        QCOMPARE(c.inputChanges[0].toText, std::string("500"));
        QCOMPARE(c.inputChanges[0].deltaUsd, c.totalDeltaUsd);
        // productive compute is the same; people pay for the longer run
        QVERIFY(std::abs(c.categoryDeltaUsd[size_t(Category::Compute)]) < 1e-6);
        QVERIFY(c.categoryDeltaUsd[size_t(Category::People)] > 0);
        QVERIFY(c.b.wallClockDays > c.a.wallClockDays);
    }

    void inputDeltasAddUpToTheTotal()
    {
        Scenario a = testing::handScenario();
        Scenario b = a;
        b.gpuId = "NOFP8";
        b.set(I::ComputeMfu, 0.35);
        b.set(I::DataTokens, 2e12);
        b.set(I::PricingMode, double(PricingMode::Spot));
        const Comparison c = compare(a, b, testing::handCatalog());
        QCOMPARE(c.inputChanges.size(), std::size_t(4));
        QCOMPARE(c.inputChanges[0].key, std::string("hardware.gpu")); // accelerator first
        double sum = 0;
        for (const auto &change : c.inputChanges)
            sum += change.deltaUsd;
        QVERIFY(std::abs(sum - c.totalDeltaUsd) < 1e-6 * std::abs(c.totalDeltaUsd));
        double categories = 0;
        for (const double d : c.categoryDeltaUsd)
            categories += d;
        QVERIFY(std::abs(categories - c.totalDeltaUsd) < 1e-6 * std::abs(c.totalDeltaUsd));
        QCOMPARE(c.relativeDelta, (c.b.totalUsd - c.a.totalUsd) / c.a.totalUsd);
        QCOMPARE(c.inputChanges[3].toText, std::string("spot"));
    }

    void relativeChangeOfZero() { QCOMPARE(relativeChange(0, 5), 0.0); }
};

PLANNER_TEST_APPLESS_MAIN(TestCompare)
} // namespace tst_compare

#include "tst_compare.moc"
