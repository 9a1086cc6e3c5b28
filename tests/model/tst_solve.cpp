// SPDX-License-Identifier: GPL-3.0-or-later
// Planning backwards (docs/model.md, "Solving for the unknown"): known
// answers on the hand scenario, impossible targets reported with their gap
// and nearest plan, solutions that meet every target when measured on
// their own, and solutions that are the cheapest of their neighbours.
#include "handscenario.h"
#include "nearcompare.h"

#include "analysis/analysis.h"
#include "analysis/solve.h"
#include "plan/evaluate.h"

#include "testmain.h"

#include <QTest>

#include <cmath>
#include <vector>

namespace tst_solve { // one namespace a test file: tests/testmain.h, "Unity builds"

using namespace tco;
using I = InputId;

namespace {

/** The hand scenario with no uncertainty and next to no failures: every
 *  Monte Carlo sample is the point estimate, so P50 and P90 equal the
 *  hand-checkable figures of tst_evaluate. */
Scenario certain()
{
    Scenario s = testing::handScenario();
    s.set(I::UncertaintyMfuRelStd, 0);
    s.set(I::UncertaintyPriceRelStd, 0);
    s.set(I::UncertaintyMtbfRelStd, 0);
    s.set(I::FailuresGpuMtbfHours, 1e9);
    return s;
}

const Catalog &hand()
{
    return testing::handCatalog();
}

Scenario llama405b()
{
    Scenario s = defaultScenario();
    s.set(I::ModelParameters, 405e9);
    s.set(I::DataTokens, 15e12);
    s.set(I::ComputeMfu, 0.40);
    return s;
}

double projectDays(const Result &r)
{
    return r.projectMonths * 730.0 / 24.0;
}

} // namespace

class TestSolve : public QObject
{
    Q_OBJECT

private slots:
    void mfuForTheRunsOwnWallClock()
    {
        // At MFU 0.5 the main run takes W hours (tst_evaluate); the lowest
        // MFU that finishes the main run in W hours is 0.5.
        const Scenario s = certain();
        const double days = evaluate(s, hand()).wallClockDays;
        SolveTargets t;
        t.deadlineDays = days;
        t.deadlineScope = DeadlineScope::MainRun;
        const InputId unknown[] = {I::ComputeMfu};
        const Solution sol = solve(s, hand(), unknown, t);
        QCOMPARE(sol.status, SolveStatus::Solved);
        QCOMPARE(sol.solved.size(), std::size_t(1));
        QCOMPARE(sol.solved[0].id, I::ComputeMfu);
        QCOMPARE_NEAR(sol.solved[0].value, 0.5, 0.5 * 2e-3);
        QVERIFY(sol.solved[0].value >= 0.5 * (1 - 1e-5));
        QVERIFY(sol.measure.checks[std::size_t(Target::Deadline)].binding);
    }

    void tokensForABudget()
    {
        // The plan's own total as the budget: the most tokens (the lowest
        // loss) it buys are the plan's 1T.
        const Scenario s = certain();
        SolveTargets t;
        t.budgetUsd = evaluate(s, hand()).totalUsd;
        const InputId unknown[] = {I::DataTokens};
        const Solution sol = solve(s, hand(), unknown, t);
        QCOMPARE(sol.status, SolveStatus::Solved);
        QCOMPARE_NEAR(sol.solved[0].value / 1e12, 1.0, 2e-3);
        QVERIFY(sol.measure.costUsd <= t.budgetUsd);
    }

    void modelSizeForTokensPerParameter()
    {
        // 1T tokens at no fewer than 20 tokens per parameter: the largest
        // model (lowest loss) is 1e12 / 20 = 50B parameters.
        const Scenario s = certain();
        SolveTargets t;
        t.minTokensPerParameter = 20;
        const InputId unknown[] = {I::ModelParameters};
        const Solution sol = solve(s, hand(), unknown, t);
        QCOMPARE(sol.status, SolveStatus::Solved);
        QCOMPARE_NEAR(sol.solved[0].value / 50e9, 1.0, 2e-3);
        QVERIFY(sol.solved[0].value <= 50e9);
    }

    void mixtureOfExpertsKeepsItsActiveShare()
    {
        Scenario s = certain();
        s.set(I::ModelActiveParameters, 2.5e9); // a quarter of 10B
        SolveTargets t;
        t.minTokensPerParameter = 20; // on active parameters: N_active <= 50B
        const InputId unknown[] = {I::ModelParameters};
        const Solution sol = solve(s, hand(), unknown, t);
        QCOMPARE(sol.status, SolveStatus::Solved);
        QCOMPARE_NEAR(sol.plan.value(I::ModelActiveParameters) / 50e9, 1.0, 2e-3);
        QCOMPARE_NEAR(sol.plan.value(I::ModelParameters) / sol.plan.value(I::ModelActiveParameters), 4.0,
                      1e-9);
    }

    void impossibleBudgetIsReportedWithItsGap()
    {
        const Scenario s = certain();
        SolveTargets t;
        t.budgetUsd = 1000;
        t.deadlineDays = 400;
        const InputId unknown[] = {I::ClusterGpuCount};
        const Solution sol = solve(s, hand(), unknown, t);
        QCOMPARE(sol.status, SolveStatus::TargetMissed);
        QCOMPARE(sol.misses.size(), std::size_t(1));
        QCOMPARE(sol.misses[0].target, Target::Budget);
        // The nearest plan meets the deadline and misses the budget by the
        // least: the gap is its cost less the budget.
        const PlanMeasure own = measurePlan(sol.plan, hand(), t, {});
        QVERIFY(own.checks[std::size_t(Target::Deadline)].met);
        QCOMPARE_NEAR(sol.misses[0].by, own.costUsd - 1000, 1e-6 * own.costUsd);
        QCOMPARE_NEAR(sol.misses[0].byFraction, (own.costUsd - 1000) / 1000, 1e-9 * sol.misses[0].byFraction);
        // No other count that meets the deadline costs less.
        const double g = sol.plan.value(I::ClusterGpuCount);
        for (double other : {g / 2, g - 8, g + 8, g * 2}) {
            const Scenario v = [&] {
                Scenario x = sol.plan;
                x.set(I::ClusterGpuCount, other);
                return x;
            }();
            const PlanMeasure m = measurePlan(v, hand(), t, {});
            if (m.usable && m.checks[std::size_t(Target::Deadline)].met)
                QVERIFY2(m.costUsd >= own.costUsd * (1 - 1e-3), qPrintable(QString::number(other)));
        }
    }

    void everyMissedTargetIsNamedWithItsGap()
    {
        // Two unknowns, and a budget, a deadline and a loss that no plan
        // meets together: $1,000, one day, and a loss (above the law's
        // irreducible loss) that the hand scenario's 10B parameters do not
        // reach with any number of tokens. The nearest plan (the lowest
        // loss that can run) misses the budget, the loss and perhaps the
        // deadline; the answer names exactly those with their gaps.
        const Scenario s = certain();
        SolveTargets t;
        t.budgetUsd = 1000;
        t.deadlineDays = 1;
        t.deadlineScope = DeadlineScope::MainRun;
        const double floor = scalingCoefficients(scalingLaw(s)).E;
        t.maxLoss = floor + 0.05;
        const InputId unknowns[] = {I::ClusterGpuCount, I::DataTokens};
        const Solution sol = solve(s, hand(), unknowns, t);
        QCOMPARE(sol.status, SolveStatus::TargetMissed);
        std::vector<Target> unmet;
        for (std::size_t i = 0; i < kTargetCount; ++i)
            if (sol.measure.checks[i].active && !sol.measure.checks[i].met)
                unmet.push_back(Target(i));
        QVERIFY2(unmet.size() >= 2, qPrintable(QString::number(unmet.size())));
        QCOMPARE(unmet.front(), Target::Budget);
        QCOMPARE(unmet.back(), Target::Loss);
        QCOMPARE(sol.misses.size(), unmet.size());
        for (std::size_t i = 0; i < unmet.size(); ++i) {
            const TargetMiss &m = sol.misses[i];
            const TargetCheck &c = sol.measure.checks[std::size_t(unmet[i])];
            QCOMPARE(m.target, unmet[i]);
            QCOMPARE(m.by, std::abs(c.value - c.limit));
            QVERIFY(m.by > 0);
            QCOMPARE_NEAR(m.byFraction, m.by / c.limit, 1e-12 * m.byFraction);
            QVERIFY(!m.beyondReach); // each limit is reachable on its own
        }
    }

    void oneMissedTargetIsTheOnlyMiss()
    {
        // impossibleBudgetIsReportedWithItsGap's case: the nearest plan
        // meets the deadline, so the budget is its only miss.
        const Scenario s = certain();
        SolveTargets t;
        t.budgetUsd = 1000;
        t.deadlineDays = 400;
        const InputId unknown[] = {I::ClusterGpuCount};
        const Solution sol = solve(s, hand(), unknown, t);
        QCOMPARE(sol.status, SolveStatus::TargetMissed);
        QCOMPARE(sol.misses.size(), std::size_t(1));
        QCOMPARE(sol.misses[0].target, Target::Budget);
        QCOMPARE(sol.misses[0].by, sol.measure.costUsd - 1000);
        QVERIFY(!sol.misses[0].beyondReach);
    }

    void lossBelowTheIrreducibleLossIsBeyondReach()
    {
        // L = E + A / N^alpha + B / D^beta > E for every plan: a maximum loss
        // of E or less is met by none, however large the model or its data.
        // The answer says so with E, and still gives the nearest plan (the
        // lowest loss within the budget).
        const Scenario s = certain();
        const double floor = scalingCoefficients(scalingLaw(s)).E;
        SolveTargets t;
        t.maxLoss = 1.0;
        QVERIFY(t.maxLoss < floor);
        t.budgetUsd = evaluate(s, hand()).totalUsd;
        const InputId unknown[] = {I::DataTokens};
        const Solution sol = solve(s, hand(), unknown, t);
        QCOMPARE(sol.status, SolveStatus::TargetMissed);
        QCOMPARE(sol.misses.size(), std::size_t(1));
        const TargetMiss &m = sol.misses[0];
        QCOMPARE(m.target, Target::Loss);
        QVERIFY(m.beyondReach);
        QCOMPARE(m.bound, floor);
        QCOMPARE_NEAR(m.by, sol.measure.result.predictedLoss - 1.0, 1e-12);
        QVERIFY(sol.measure.checks[std::size_t(Target::Budget)].met);
        // Exactly at E is beyond reach too; just above it is not.
        t.maxLoss = floor;
        QVERIFY(solve(s, hand(), unknown, t).misses.at(0).beyondReach);
        t.maxLoss = floor * 1.0001;
        const Solution above = solve(s, hand(), unknown, t);
        QCOMPARE(above.misses.size(), std::size_t(1));
        QVERIFY(!above.misses[0].beyondReach);
    }

    void deadlineWithinTheFixedPhasesIsSaidSo()
    {
        // Preparation (2 months) and post-training (1 month) take
        // 3 x 730 / 24 = 91.25 days whatever the unknown: no MFU meets a
        // project deadline shorter than that. The main run alone meets
        // its own wall-clock W at MFU 0.5 (mfuForTheRunsOwnWallClock).
        Scenario s = certain();
        s.set(I::ProjectPreparationMonths, 2);
        s.set(I::ProjectPostTrainingMonths, 1);
        const double w = evaluate(s, hand()).wallClockDays;
        QVERIFY(w < 91.25);
        SolveTargets t;
        t.deadlineDays = w;
        const InputId unknown[] = {I::ComputeMfu};
        const Solution sol = solve(s, hand(), unknown, t);
        QCOMPARE(sol.status, SolveStatus::DeadlineWithinFixedPhases);
        QCOMPARE_NEAR(sol.fixedPhaseDays, 91.25, 1e-9);
        QCOMPARE(sol.misses.size(), std::size_t(1));
        QCOMPARE(sol.misses[0].target, Target::Deadline);
        QCOMPARE_NEAR(sol.misses[0].by, 91.25 - w, 1e-9);
        QVERIFY(sol.misses[0].beyondReach);
        QCOMPARE_NEAR(sol.misses[0].bound, 91.25, 1e-9);
        QVERIFY(sol.mainRunAlone);
        const Solution &main = *sol.mainRunAlone;
        QCOMPARE(main.status, SolveStatus::Solved);
        QCOMPARE(main.solved.size(), std::size_t(1));
        QCOMPARE_NEAR(main.solved[0].value, 0.5, 0.5 * 2e-3);
        QVERIFY(main.measure.checks[std::size_t(Target::Deadline)].met);
        QCOMPARE(main.measure.checks[std::size_t(Target::Deadline)].limit, w);
        // A project deadline past the fixed phases is an ordinary solve.
        t.deadlineDays = 91.25 + w * 1.01;
        const Solution fits = solve(s, hand(), unknown, t);
        QCOMPARE(fits.status, SolveStatus::Solved);
        QVERIFY(!fits.mainRunAlone);
    }

    void defaultPlanIn90DaysHasAMainRunAnswer()
    {
        // The default plan's fixed phases (2 + 1 months) take 91.25 days:
        // 90 days cannot hold the project; its main run alone needs more
        // accelerators than the plan's 2,048, on whole nodes of 8.
        const Scenario s = defaultScenario();
        const Catalog &c = Catalog::builtIn();
        SolveTargets t = targetsOf(s);
        t.deadlineDays = 90;
        const InputId unknown[] = {I::ClusterGpuCount};
        const Solution sol = solve(s, c, unknown, t);
        QCOMPARE(sol.status, SolveStatus::DeadlineWithinFixedPhases);
        QCOMPARE_NEAR(sol.fixedPhaseDays, 91.25, 1e-9);
        QVERIFY(sol.mainRunAlone);
        QCOMPARE(sol.mainRunAlone->status, SolveStatus::Solved);
        const double g = sol.mainRunAlone->solved[0].value;
        QVERIFY2(g > 2048 && std::fmod(g, 8) == 0, qPrintable(QString::number(g)));
        QVERIFY(sol.mainRunAlone->measure.checks[std::size_t(Target::Deadline)].met);
    }

    void theCheapestCountIsTheWholeNodeMinimum()
    {
        // Issue 53: the accelerator-count chart marked 2,896 (its sweep's
        // lowest point) where solve says 2,872. Every whole node from 8 to
        // 8,192 evaluated: the cheapest offered plan is at 2,872, $18,957,963.
        const Scenario s = defaultScenario();
        const Catalog &c = Catalog::builtIn();
        double bruteGpus = 0, bruteUsd = 0;
        for (double gpus = 8; gpus <= 8192; gpus += 8) {
            Scenario at = s;
            at.set(I::ClusterGpuCount, gpus);
            const Result r = evaluate(at, c);
            if (offerable(r) && (bruteGpus == 0 || r.totalUsd < bruteUsd)) {
                bruteGpus = gpus;
                bruteUsd = r.totalUsd;
            }
        }
        QCOMPARE(bruteGpus, 2872.0);
        QCOMPARE(std::round(bruteUsd), 18957963.0);
        const std::optional<double> cheapest = cheapestAcceleratorCount(s, c);
        QVERIFY(cheapest);
        QCOMPARE(*cheapest, bruteGpus);
        // solve() without targets names the same count.
        const InputId unknown[] = {I::ClusterGpuCount};
        const Solution sol = solve(s, c, unknown, SolveTargets{});
        QCOMPARE(sol.solved[0].value, *cheapest);
    }

    void nothingFeasibleWhenNoValueCanRun()
    {
        // Failures every few minutes on a large cluster: no checkpoint
        // interval lets the run finish.
        Scenario s = certain();
        s.set(I::FailuresGpuMtbfHours, 100);
        s.set(I::ClusterGpuCount, 100000);
        s.set(I::FailuresRestartHours, 2);
        QVERIFY(!evaluate(s, hand()).feasible());
        SolveTargets t;
        t.budgetUsd = 1e9;
        const InputId unknown[] = {I::CheckpointIntervalHours};
        const Solution sol = solve(s, hand(), unknown, t);
        QCOMPARE(sol.status, SolveStatus::NothingFeasible);
    }

    void finishByGivesTheCountAndTheCost_data()
    {
        QTest::addColumn<int>("confidence");
        QTest::addColumn<int>("scope");
        QTest::newRow("p50 project") << int(Confidence::P50) << int(DeadlineScope::Project);
        QTest::newRow("p90 project") << int(Confidence::P90) << int(DeadlineScope::Project);
        QTest::newRow("p90 main run") << int(Confidence::P90) << int(DeadlineScope::MainRun);
    }

    void finishByGivesTheCountAndTheCost()
    {
        // The budget owner's case: 405B on 15T tokens on H100, main run in
        // 120 days. The default 2,048 accelerators take well over a year.
        QFETCH(int, confidence);
        QFETCH(int, scope);
        const Scenario s = llama405b();
        const Catalog &c = Catalog::builtIn();
        SolveTargets t;
        t.confidence = Confidence(confidence);
        t.deadlineScope = DeadlineScope(scope);
        const double otherPhasesDays =
            (s.value(I::ProjectPreparationMonths) + s.value(I::ProjectPostTrainingMonths)) * 730.0 / 24.0;
        t.deadlineDays = t.deadlineScope == DeadlineScope::MainRun ? 120 : 120 + otherPhasesDays;
        t.budgetUsd = 400e6;
        const InputId unknown[] = {I::ClusterGpuCount};
        const Solution sol = solve(s, c, unknown, t);
        QCOMPARE(sol.status, SolveStatus::Solved);
        const double g = sol.solved[0].value;
        QVERIFY2(g > 8192 && g < 65536, qPrintable(QString::number(g)));
        QCOMPARE(std::fmod(g, s.value(I::ClusterGpusPerNode)), 0.0);
        // Measured on its own, the plan meets every target, can run and is
        // not past the useful scale.
        const PlanMeasure own = measurePlan(sol.plan, c, t, {});
        QVERIFY(own.meetsAll());
        QVERIFY(own.result.feasible());
        QVERIFY(!own.result.has(Condition::PastUsefulScale));
        QCOMPARE(own.costUsd, sol.measure.costUsd);
        // The cheapest of its neighbours that meet the targets.
        for (double other : {g - 8, g + 8, g - 64, g + 64, g * 0.9, g * 1.1}) {
            Scenario v = sol.plan;
            v.set(I::ClusterGpuCount, std::round(other / 8) * 8);
            const PlanMeasure m = measurePlan(v, c, t, {});
            if (m.meetsAll())
                QVERIFY2(
                    m.costUsd >= own.costUsd * (1 - 2e-3),
                    qPrintable(QStringLiteral("%1: %2 < %3").arg(other).arg(m.costUsd).arg(own.costUsd)));
        }
        if (t.deadlineScope == DeadlineScope::Project)
            QVERIFY(projectDays(own.result) > own.result.wallClockDays);
    }

    void twoUnknownsLowestLossFirst()
    {
        // Tokens and accelerators for a budget and a deadline: the most
        // tokens (lowest loss) that some count delivers in time, on the
        // cheapest such count.
        const Scenario s = llama405b();
        const Catalog &c = Catalog::builtIn();
        SolveTargets t;
        t.budgetUsd = 300e6;
        t.deadlineDays = 150;
        t.deadlineScope = DeadlineScope::MainRun;
        const InputId unknowns[] = {I::ClusterGpuCount, I::DataTokens};
        const Solution sol = solve(s, c, unknowns, t);
        QCOMPARE(sol.status, SolveStatus::Solved);
        QCOMPARE(sol.solved.size(), std::size_t(2));
        QVERIFY(measurePlan(sol.plan, c, t, {}).meetsAll());
        // 2 % more tokens do not fit at any count near the solution.
        const double d = sol.plan.value(I::DataTokens);
        for (double factor : {0.8, 0.9, 1.0, 1.1, 1.25, 1.5}) {
            Scenario v = sol.plan;
            v.set(I::DataTokens, d * 1.02);
            v.set(I::ClusterGpuCount, std::round(sol.plan.value(I::ClusterGpuCount) * factor / 8) * 8);
            QVERIFY(!measurePlan(v, c, t, {}).meetsAll());
        }
        // At least one of budget and deadline binds.
        QVERIFY(sol.measure.checks[std::size_t(Target::Budget)].binding ||
                sol.measure.checks[std::size_t(Target::Deadline)].binding);
    }

    void refusesWhatCannotBeSolvedFor()
    {
        const Scenario s = certain();
        const SolveTargets t;
        const InputId none[] = {I::EnergyPue};
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, solve(s, hand(), none, t));
        const InputId same[] = {I::DataTokens, I::DataTokens};
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, solve(s, hand(), same, t));
        const InputId three[] = {I::DataTokens, I::ComputeMfu, I::ClusterGpuCount};
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, solve(s, hand(), three, t));
    }
};

PLANNER_TEST_APPLESS_MAIN(TestSolve)
} // namespace tst_solve

#include "tst_solve.moc"
