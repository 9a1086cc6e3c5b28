// SPDX-License-Identifier: GPL-3.0-or-later
// The feasible region (model/analysis/region.h): every cell is the plan evaluated at
// that point, and the cheapest cell is the cheapest that meets both targets.
#include "analysis/analysis.h"
#include "analysis/region.h"
#include "handscenario.h"
#include "plan/evaluate.h"

#include "testmain.h"

#include <QTest>

#include <cmath>
#include <limits>

namespace tst_region { // one namespace a test file: tests/testmain.h, "Unity builds"

using namespace tco;
using I = InputId;

namespace {

constexpr double kNone = std::numeric_limits<double>::quiet_NaN();

SolveTargets targets(double budgetUsd, double deadlineDays, DeadlineScope scope = DeadlineScope::Project)
{
    SolveTargets t;
    t.budgetUsd = budgetUsd;
    t.deadlineDays = deadlineDays;
    t.deadlineScope = scope;
    return t;
}

/** The plan at cell (i, j), evaluated on its own. */
Result pointAt(const Scenario &s, const RegionGrid &g, int i, int j)
{
    Scenario at = s;
    setRegionInput(at, g.y.input, g.ys[static_cast<std::size_t>(j)]);
    setRegionInput(at, g.x.input, g.xs[static_cast<std::size_t>(i)]);
    return evaluate(at, testing::handCatalog());
}

} // namespace

class TestRegion : public QObject
{
    Q_OBJECT
private slots:
    void defaultAxesSpanAnEighthToEightTimesInWholeNodes()
    {
        const Scenario s = testing::handScenario(); // 1000 accelerators, 8 a node; 1T tokens
        RegionGrid g;
        evaluateRegion(g, s, testing::handCatalog(), targets(kNone, kNone),
                       defaultRegionAxis(I::ClusterGpuCount, s, 7), defaultRegionAxis(I::DataTokens, s, 5));
        QCOMPARE(g.columns(), 7);
        QCOMPARE(g.rows(), 5);
        QVERIFY(g.x.log && g.y.log);
        // 1000 / 8 = 125 → 128 (16 nodes); 1000 × 8 = 8000 (1000 nodes).
        QCOMPARE(g.xs.front(), 128.0);
        QCOMPARE(g.xs.back(), 8000.0);
        for (double gpus : g.xs)
            QCOMPARE(std::fmod(gpus, 8.0), 0.0);
        // The geometric middle is the plan's own count: 125 × 8^1 = 1000.
        QCOMPARE(g.xs[3], 1000.0);
        QCOMPARE(g.ys.front(), 1.25e11);
        QCOMPARE(g.ys.back(), 8e12);
        QVERIFY(std::abs(g.ys[2] - 1e12) < 1.0);
        // MFU is linear, × 0.5 to × 1.5; clamped to the input's range.
        const RegionAxis mfu = defaultRegionAxis(I::ComputeMfu, s, 10);
        QVERIFY(!mfu.log);
        QCOMPARE(mfu.from, 0.25);
        QCOMPARE(mfu.to, 0.75);
        Scenario high = s;
        high.set(I::ComputeMfu, 0.9);
        QCOMPARE(defaultRegionAxis(I::ComputeMfu, high, 10).to, spec(I::ComputeMfu).maxValue);
        // Never fewer than one accelerator.
        Scenario small = s;
        small.set(I::ClusterGpuCount, 4);
        QCOMPARE(defaultRegionAxis(I::ClusterGpuCount, small, 10).from, 1.0);
    }

    void everyCellIsTheSeparateEvaluationAtItsPoint()
    {
        const Scenario s = testing::handScenario();
        const SolveTargets t = targets(2e6, 400);
        RegionGrid g;
        evaluateRegion(g, s, testing::handCatalog(), t, defaultRegionAxis(I::ClusterGpuCount, s, 9),
                       defaultRegionAxis(I::DataTokens, s, 6));
        QCOMPARE(g.estimate, RegionEstimate::Point);
        for (int j = 0; j < g.rows(); ++j) {
            for (int i = 0; i < g.columns(); ++i) {
                const Result r = pointAt(s, g, i, j);
                const RegionCell &c = g.at(i, j);
                QCOMPARE(c.totalUsd, r.totalUsd);
                QCOMPARE(c.days, r.projectMonths * 730.0 / 24.0);
                QCOMPARE(c.feasible, r.feasible() && !r.has(Condition::PastUsefulScale) &&
                                         !r.has(Condition::BeyondHorizon));
                QCOMPARE(c.meetsBudget, r.totalUsd <= 2e6);
                QCOMPARE(c.meetsDeadline, c.days <= 400);
            }
        }
        // Main-run scope counts the main run only.
        evaluateRegion(g, s, testing::handCatalog(), targets(kNone, 30, DeadlineScope::MainRun),
                       defaultRegionAxis(I::ClusterGpuCount, s, 9), defaultRegionAxis(I::DataTokens, s, 6));
        for (int j = 0; j < g.rows(); ++j)
            for (int i = 0; i < g.columns(); ++i) {
                QCOMPARE(g.at(i, j).days, pointAt(s, g, i, j).wallClockDays);
                QVERIFY(g.at(i, j).meetsBudget); // no budget
            }
    }

    void theCentreCellIsThePlan()
    {
        // Hand-checked: 10B × 1T × 6 = 6e22 FLOP at 1000 × 1000 TFLOP/s × 0.5
        // is 1.2e8 GPU-s = 33,333 GPU-h productive; the cell is the plan itself.
        const Scenario s = testing::handScenario();
        RegionGrid g;
        evaluateRegion(g, s, testing::handCatalog(), targets(kNone, kNone),
                       defaultRegionAxis(I::ClusterGpuCount, s, 7), defaultRegionAxis(I::DataTokens, s, 5));
        const Result plan = evaluate(s, testing::handCatalog());
        QVERIFY(std::abs(plan.gpuHoursProductive - 33333.33) < 0.01);
        QCOMPARE(g.at(3, 2).totalUsd, plan.totalUsd);
    }

    void cheapestIsTheCheapestCellMeetingBothTargets()
    {
        const Scenario s = testing::handScenario();
        RegionGrid g;
        const RegionAxis x = defaultRegionAxis(I::ClusterGpuCount, s, 12);
        const RegionAxis y = defaultRegionAxis(I::DataTokens, s, 8);
        evaluateRegion(g, s, testing::handCatalog(), targets(kNone, kNone), x, y);
        // Targets that cut through the grid: the median cost, a deadline
        // that the slow (few-GPU, many-token) corner misses.
        std::vector<double> totals, days;
        for (const RegionCell &c : g.cells)
            if (c.feasible) {
                totals.push_back(c.totalUsd);
                days.push_back(c.days);
            }
        QVERIFY(totals.size() > 20);
        std::sort(totals.begin(), totals.end());
        std::sort(days.begin(), days.end());
        const double budget = totals[totals.size() / 2];
        const double deadline = days[days.size() / 3];
        evaluateRegion(g, s, testing::handCatalog(), targets(budget, deadline), x, y);
        int expected = -1;
        int meetingBoth = 0, missingOne = 0;
        for (std::size_t k = 0; k < g.cells.size(); ++k) {
            const RegionCell &c = g.cells[k];
            if (!c.feasible || c.totalUsd > budget || c.days > deadline) {
                missingOne += c.feasible ? 1 : 0;
                continue;
            }
            ++meetingBoth;
            if (expected < 0 || c.totalUsd < g.cells[static_cast<std::size_t>(expected)].totalUsd)
                expected = static_cast<int>(k);
        }
        QVERIFY(meetingBoth > 0);
        QVERIFY(missingOne > 0); // the targets do cut the grid
        QCOMPARE(g.cheapest, expected);
        QVERIFY(g.cells[static_cast<std::size_t>(g.cheapest)].meetsAll());
    }

    void aTargetNoCellMeetsGivesNoCheapestCell()
    {
        const Scenario s = testing::handScenario();
        RegionGrid g;
        const RegionAxis x = defaultRegionAxis(I::ClusterGpuCount, s, 8);
        const RegionAxis y = defaultRegionAxis(I::DataTokens, s, 6);
        evaluateRegion(g, s, testing::handCatalog(), targets(1.0, kNone), x, y); // $1
        QCOMPARE(g.cheapest, -1);
        for (const RegionCell &c : g.cells)
            QVERIFY(!c.meetsBudget && !c.meetsAll());
        evaluateRegion(g, s, testing::handCatalog(), targets(kNone, 0.5), x, y); // half a day
        QCOMPARE(g.cheapest, -1);
        // Without targets every plan that runs meets them: the cheapest is
        // the cheapest cell that runs.
        evaluateRegion(g, s, testing::handCatalog(), targets(kNone, kNone), x, y);
        QVERIFY(g.cheapest >= 0);
        for (const RegionCell &c : g.cells)
            if (c.feasible)
                QVERIFY(g.cells[static_cast<std::size_t>(g.cheapest)].totalUsd <= c.totalUsd);
    }

    void cellsThatCannotRunAreNeverFeasible()
    {
        // 8 accelerators cannot hold a 1T-parameter model: the low end of
        // the count is infeasible and never the cheapest.
        Scenario s = testing::handScenario();
        s.set(I::ModelParameters, 1e12);
        s.set(I::ClusterGpuCount, 64);
        RegionGrid g;
        evaluateRegion(g, s, testing::handCatalog(), targets(kNone, kNone),
                       defaultRegionAxis(I::ClusterGpuCount, s, 6), defaultRegionAxis(I::DataTokens, s, 3));
        QCOMPARE(g.xs.front(), 8.0);
        QVERIFY(!g.at(0, 0).feasible);
        QVERIFY(pointAt(s, g, 0, 0).has(Condition::ModelDoesNotFit));
        if (g.cheapest >= 0)
            QVERIFY(g.cells[static_cast<std::size_t>(g.cheapest)].feasible);
    }

    void modelSizeKeepsTheShareOfActiveParameters()
    {
        Scenario s = testing::handScenario();
        s.set(I::ModelActiveParameters, 2.5e9); // a quarter active
        Scenario bigger = s;
        setRegionInput(bigger, I::ModelParameters, 8e10);
        QCOMPARE(bigger.value(I::ModelActiveParameters), 2e10);
        RegionGrid g;
        evaluateRegion(g, s, testing::handCatalog(), targets(kNone, kNone),
                       defaultRegionAxis(I::ModelParameters, s, 4),
                       defaultRegionAxis(I::ClusterGpuCount, s, 3));
        for (int j = 0; j < g.rows(); ++j)
            for (int i = 0; i < g.columns(); ++i)
                QCOMPARE(g.at(i, j).totalUsd, pointAt(s, g, i, j).totalUsd);
    }

    void reusingTheGridKeepsItsStorage()
    {
        const Scenario s = testing::handScenario();
        RegionGrid g;
        const RegionAxis x = defaultRegionAxis(I::ClusterGpuCount, s, 24);
        const RegionAxis y = defaultRegionAxis(I::DataTokens, s, 16);
        evaluateRegion(g, s, testing::handCatalog(), targets(kNone, kNone), x, y);
        const RegionCell *cells = g.cells.data();
        const double *xs = g.xs.data();
        Scenario moved = s;
        moved.set(I::ComputeMfu, 0.45);
        evaluateRegion(g, moved, testing::handCatalog(), targets(1e6, kNone), x, y);
        QCOMPARE(g.cells.data(), cells);
        QCOMPARE(g.xs.data(), xs);
    }

    void riskCellsAreTheMonteCarloAtTheirPoint()
    {
        const Scenario s = testing::handScenario();
        SolveTargets t = targets(2e6, 400);
        t.confidence = Confidence::P90;
        RiskSettings risk;
        risk.samples = 40;
        RegionGrid g;
        evaluateRegionAtRisk(g, s, testing::handCatalog(), t, defaultRegionAxis(I::ClusterGpuCount, s, 4),
                             defaultRegionAxis(I::DataTokens, s, 3), risk);
        QCOMPARE(g.estimate, RegionEstimate::P90);
        QCOMPARE(g.samples, 40);
        int expected = -1;
        for (int j = 0; j < g.rows(); ++j) {
            for (int i = 0; i < g.columns(); ++i) {
                Scenario at = s;
                setRegionInput(at, g.y.input, g.ys[static_cast<std::size_t>(j)]);
                setRegionInput(at, g.x.input, g.xs[static_cast<std::size_t>(i)]);
                const Result r = evaluate(at, testing::handCatalog());
                const RiskSummary mc = monteCarlo(at, testing::handCatalog(), 40, risk.seed);
                const RegionCell &c = g.at(i, j);
                const bool runs = r.feasible() && !r.has(Condition::PastUsefulScale) &&
                                  !r.has(Condition::BeyondHorizon) && mc.infeasibleShare() < 0.1;
                QCOMPARE(c.feasible, runs);
                if (!runs)
                    continue;
                QCOMPARE(c.totalUsd, mc.costP90);
                QCOMPARE(c.days, r.projectMonths * 730.0 / 24.0 - r.wallClockDays + mc.daysP90);
                QCOMPARE(c.meetsBudget, mc.costP90 <= 2e6);
                if (c.meetsAll() &&
                    (expected < 0 || c.totalUsd < g.cells[static_cast<std::size_t>(expected)].totalUsd))
                    expected = j * g.columns() + i;
            }
        }
        QCOMPARE(g.cheapest, expected);
        // P90 is never cheaper than the median.
        RegionGrid median;
        t.confidence = Confidence::P50;
        evaluateRegionAtRisk(median, s, testing::handCatalog(), t, g.x, g.y, risk);
        QCOMPARE(median.estimate, RegionEstimate::P50);
        for (std::size_t k = 0; k < g.cells.size(); ++k)
            if (g.cells[k].feasible && median.cells[k].feasible)
                QVERIFY(g.cells[k].totalUsd >= median.cells[k].totalUsd);
    }
};

PLANNER_TEST_APPLESS_MAIN(TestRegion)
} // namespace tst_region

#include "tst_region.moc"
