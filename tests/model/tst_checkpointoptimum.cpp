// SPDX-License-Identifier: GPL-3.0-or-later
// One meaning of "optimal" for the checkpoint interval (docs/model.md §3):
// the minimum of the plan's own total-cost curve. It is found (against a
// dense sweep), it never raises the total, and Improve's interval lever is
// that optimum.
#include "analysis/advice.h"
#include "analysis/analysis.h"
#include "plan/evaluate.h"

#include "testmain.h"

#include <QTest>

#include <algorithm>
#include <cmath>
#include <limits>
#include <random>

namespace tst_checkpointoptimum { // one namespace a test file: tests/testmain.h, "Unity builds"

using namespace tco;
using I = InputId;

namespace {

const Catalog &catalog()
{
    return Catalog::builtIn();
}

Result eval(const Scenario &s)
{
    return evaluate(s, catalog());
}

Scenario plan(double parameters, double gpus)
{
    Scenario s = defaultScenario();
    s.set(I::ModelParameters, parameters);
    s.set(I::ClusterGpuCount, gpus);
    return s;
}

/** A random plan: size, tokens, accelerator count, MTBF, storage, pricing
 *  mode (spot included), asynchronous and in-memory checkpoints. */
Scenario randomPlan(std::mt19937_64 &rng)
{
    std::uniform_real_distribution<double> u(0.0, 1.0);
    const auto logUniform = [&](double lo, double hi) { return lo * std::pow(hi / lo, u(rng)); };
    Scenario s = defaultScenario();
    s.set(I::ModelParameters, logUniform(1e9, 1e12));
    s.set(I::DataTokens, logUniform(1e11, 3e13));
    s.set(I::ClusterGpuCount, 8.0 * std::max(1.0, std::round(logUniform(8, 32768) / 8.0)));
    s.set(I::ComputeMfu, 0.25 + 0.25 * u(rng));
    s.set(I::PricingMode, std::floor(u(rng) * 4));
    s.set(I::PricingSpotPreemptionsPerNodeDay, logUniform(0.005, 0.5));
    s.set(I::FailuresGpuMtbfHours, logUniform(5e3, 2e5));
    s.set(I::FailuresRestartHours, logUniform(0.05, 3));
    s.set(I::CheckpointAsync, u(rng) < 0.5 ? 0 : 1);
    s.set(I::CheckpointInMemory, u(rng) < 0.3 ? 1 : 0);
    s.set(I::CheckpointIntervalHours, logUniform(0.02, 24));
    s.set(I::StorageHotFraction, u(rng));
    s.set(I::StorageHotThroughputGBps, logUniform(20, 4000));
    s.set(I::StorageWarmThroughputGBps, logUniform(5, 500));
    s.set(I::StorageHotNodeGBps, logUniform(0.5, 16));
    return s;
}

/** The least total of a dense log-grid sweep over the interval's range. */
SweepPoint denseMinimum(const Scenario &s, int steps = 400)
{
    const InputSpec &in = spec(I::CheckpointIntervalHours);
    const auto points = sweep(s, catalog(), in.id, in.minValue, in.maxValue, steps, true);
    SweepPoint best = points.front();
    for (const SweepPoint &p : points)
        if (p.result.feasible() && (!best.result.feasible() || p.result.totalUsd < best.result.totalUsd))
            best = p;
    return best;
}

/** The optimum is the dense sweep's minimum: within 5 % in the interval,
 *  or its total within 0.1 % of the sweep's least. */
bool nearDenseMinimum(const Scenario &s, double optimumHours, QString &why)
{
    const SweepPoint dense = denseMinimum(s);
    Scenario at = s;
    at.set(I::CheckpointIntervalHours, optimumHours);
    const Result r = eval(at);
    const bool closeInInterval = std::abs(optimumHours / dense.x - 1.0) <= 0.05;
    const bool closeInTotal = r.totalUsd <= dense.result.totalUsd * 1.001;
    why = QStringLiteral("optimum %1 h ($%2), dense sweep %3 h ($%4)")
              .arg(optimumHours)
              .arg(r.totalUsd, 0, 'f', 0)
              .arg(dense.x)
              .arg(dense.result.totalUsd, 0, 'f', 0);
    // and no point of the dense sweep is cheaper (by more than the curve's
    // saw-tooth: archived checkpoints come in whole numbers, ~1e-6 of the total)
    const bool noneCheaper = r.totalUsd <= dense.result.totalUsd * (1 + 1e-5);
    return r.feasible() && (closeInInterval || closeInTotal) && noneCheaper;
}

} // namespace

class TestCheckpointOptimum : public QObject
{
    Q_OBJECT
private slots:
    void optimumIsTheMinimumOfTheTotal_data()
    {
        QTest::addColumn<double>("parameters");
        QTest::addColumn<double>("gpus");
        QTest::newRow("7B on 256") << 7e9 << 256.0;
        QTest::newRow("405B on 16,384") << 405e9 << 16384.0;
        QTest::newRow("default plan")
            << defaultScenario().value(I::ModelParameters) << defaultScenario().value(I::ClusterGpuCount);
    }

    void optimumIsTheMinimumOfTheTotal()
    {
        QFETCH(double, parameters);
        QFETCH(double, gpus);
        const Scenario s = plan(parameters, gpus);
        QString why;
        QVERIFY2(nearDenseMinimum(s, bestCheckpointIntervalHours(s, catalog()), why), qPrintable(why));
    }

    void optimaNameEveryInterval_data() { optimumIsTheMinimumOfTheTotal_data(); }

    void optimaNameEveryInterval()
    {
        QFETCH(double, parameters);
        QFETCH(double, gpus);
        const Scenario s = plan(parameters, gpus);
        const CheckpointOptima o = checkpointOptima(s, catalog());
        QCOMPARE(o.costOptimalHours, bestCheckpointIntervalHours(s, catalog()));
        // Young and Daly are evaluate()'s references, unchanged.
        const Result r = eval(s);
        QCOMPARE(o.youngHours, r.youngIntervalHours);
        QCOMPARE(o.dalyHours, r.dalyIntervalHours);
        // The fastest interval: no point of a dense sweep has a shorter
        // wall-clock, and it is at least as fast as the optimum.
        const InputSpec &in = spec(I::CheckpointIntervalHours);
        double fastestDays = std::numeric_limits<double>::infinity();
        for (const SweepPoint &p : sweep(s, catalog(), in.id, in.minValue, in.maxValue, 400, true))
            fastestDays = std::min(fastestDays, p.result.wallClockDays);
        Scenario at = s;
        at.set(in.id, o.fastestHours);
        const double daysAtFastest = eval(at).wallClockDays;
        at.set(in.id, o.costOptimalHours);
        QVERIFY(daysAtFastest <= eval(at).wallClockDays);
        QVERIFY2(daysAtFastest <= fastestDays * (1 + 1e-6),
                 qPrintable(QStringLiteral("%1 days at %2 h, %3 days in the sweep")
                                .arg(daysAtFastest)
                                .arg(o.fastestHours)
                                .arg(fastestDays)));
    }

    void optimumNeverRaisesTheTotal()
    {
        std::mt19937_64 rng(20250601);
        int plans = 0, moved = 0, checkedNearMinimum = 0;
        for (int i = 0; plans < 200 && i < 5000; ++i) {
            const Scenario s = randomPlan(rng);
            const Result before = eval(s);
            if (!before.feasible())
                continue;
            ++plans;
            const double best = bestCheckpointIntervalHours(s, catalog());
            Scenario after = s;
            after.set(I::CheckpointIntervalHours, best);
            const Result r = eval(after);
            const QString where = QStringLiteral("plan %1: %2 h -> %3 h")
                                      .arg(i)
                                      .arg(s.value(I::CheckpointIntervalHours))
                                      .arg(best);
            QVERIFY2(r.feasible(), qPrintable(where));
            QVERIFY2(r.totalUsd <= before.totalUsd * (1 + 1e-12),
                     qPrintable(where + QStringLiteral(": $%1 -> $%2").arg(before.totalUsd).arg(r.totalUsd)));
            moved += best != s.value(I::CheckpointIntervalHours);
            // every other plan: the optimum is the dense sweep's minimum too
            if (plans % 2 == 0) {
                QString why;
                QVERIFY2(nearDenseMinimum(s, best, why), qPrintable(where + QStringLiteral(": ") + why));
                ++checkedNearMinimum;
            }
        }
        QCOMPARE(plans, 200);
        QCOMPARE(checkedNearMinimum, 100);
        QVERIFY(moved > 150);
    }

    void theIntervalLeverIsThePlansOwnOptimum()
    {
        // Improve's interval lever sets the plan's own optimum and nothing
        // else, and never costs more. It is the only lever that moves the
        // interval (tst_leverfigures), so its saving is counted once.
        std::mt19937_64 rng(42);
        int plans = 0, levers = 0;
        for (int i = 0; plans < 200 && i < 5000; ++i) {
            const Scenario s = randomPlan(rng);
            const Result base = eval(s);
            if (!base.feasible())
                continue;
            ++plans;
            for (const Lever &l : advise(s, catalog())) {
                if (l.kind != LeverKind::OptimalInterval)
                    continue;
                QCOMPARE(l.changes.size(), std::size_t(1));
                QCOMPARE(l.valueOf(I::CheckpointIntervalHours), bestCheckpointIntervalHours(s, catalog()));
                QVERIFY(l.totalUsd <= base.totalUsd);
                ++levers;
            }
        }
        QCOMPARE(plans, 200);
        QVERIFY(levers > 150); // a random interval is rarely the optimum
    }
};

PLANNER_TEST_APPLESS_MAIN(TestCheckpointOptimum)
} // namespace tst_checkpointoptimum

#include "tst_checkpointoptimum.moc"
