// SPDX-License-Identifier: GPL-3.0-or-later
// The one verdict on a plan (docs/model.md, "One status"): the plan's own
// total against the budget lines, or, once actual spend is imported,
// tracking's verdict with the forecast at completion as the headline
// (issue: the tile said "Within budget" while tracking said the forecast
// was past the review line).
#include "tracking/planstatus.h"

#include "plan/evaluate.h"
#include "trackingfixture.h"

#include "testmain.h"

#include <QTest>

namespace tst_planstatus { // one namespace a test file: tests/testmain.h, "Unity builds"

using namespace tco;
using I = InputId;

using testing::runOnly;
using testing::spendLine;

class TestPlanStatus : public QObject
{
    Q_OBJECT

private slots:
    // The actuals here lie in 2027: track to a day after them (docs/actuals.md, "Today").
    void initTestCase() { qputenv("LLM_TCO_TODAY", "2027-04-15"); }

    void withoutActualsItIsThePlansTotal()
    {
        Scenario s = runOnly();
        const Result r0 = evaluate(s, testing::handCatalog());
        QVERIFY(r0.feasible());
        // A budget 25 % above the total: 80 % used, within (warning at 90 %).
        s.set(I::BudgetUsd, r0.totalUsd * 1.25);
        const Result r = evaluate(s, testing::handCatalog());
        const PlanStatus st = planStatus(s, r);
        QVERIFY(st.feasible);
        QVERIFY(!st.tracked());
        QCOMPARE(st.budget, BudgetStatus::Within);
        QCOMPARE(st.budget, r.budgetStatus);
        QCOMPARE(st.headlineUsd, r.totalUsd);
        QCOMPARE(st.planTotalUsd, r.totalUsd);
        QCOMPARE(st.budgetUsd, r0.totalUsd * 1.25);
        QVERIFY(std::abs(st.usedFraction - 0.8) < 1e-12);
        QCOMPARE(planStatusKey(st), std::string_view("within"));
        // And the scenario overload agrees.
        QCOMPARE(planStatus(s, testing::handCatalog()), st);
    }

    void noBudgetAndNoValidPlan()
    {
        Scenario s = runOnly();
        s.set(I::BudgetUsd, 0);
        const PlanStatus none = planStatus(s, testing::handCatalog());
        QVERIFY(none.feasible);
        QCOMPARE(none.budget, BudgetStatus::NoBudget);
        QCOMPARE(none.usedFraction, 0.0);
        QCOMPARE(planStatusKey(none), std::string_view("none"));

        // 10T parameters on 8 accelerators do not fit (tst_conditions).
        s.set(I::ModelParameters, 1e13);
        s.set(I::ClusterGpuCount, 8);
        const Result r = evaluate(s, testing::handCatalog());
        QVERIFY(!r.feasible());
        const PlanStatus st = planStatus(s, r);
        QVERIFY(!st.feasible);
        QCOMPARE(planStatusKey(st), std::string_view("infeasible"));
    }

    void withActualsItIsTrackingsVerdict()
    {
        Scenario s = runOnly();
        const double total = evaluate(s, testing::handCatalog()).totalUsd;
        // The plan alone is well within its budget ...
        s.set(I::BudgetUsd, total * 2);
        const Result plan = evaluate(s, testing::handCatalog());
        QCOMPARE(plan.budgetStatus, BudgetStatus::Within);
        // ... but 1.9 × the plan's total is already spent: past the warning
        // line (90 % of the budget = 1.8 × total), and the forecast at
        // completion (actual + the remaining plan) is past review (1.0 × budget).
        Actuals a;
        a.spend.push_back(spendLine({2027, 1, 1}, Category::Compute, total * 1.9));
        s.actuals.reset(a);
        const Tracking t = track(s, testing::handCatalog(), a);
        QVERIFY(t.feasible);
        const PlanStatus st = planStatus(s, plan, &t);
        QVERIFY(st.tracked());
        QCOMPARE(st.actualStatus, BudgetStatus::PastWarning);
        QCOMPARE(st.budget, t.status);
        QVERIFY(st.budget != plan.budgetStatus);
        QCOMPARE(st.headlineUsd, t.forecastP50Usd);
        QCOMPARE(st.planTotalUsd, plan.totalUsd);
        QCOMPARE(st.actualUsd, total * 1.9);
        QVERIFY(std::abs(st.usedFraction - t.forecastP50Usd / (total * 2)) < 1e-12);
        QCOMPARE(planStatus(s, testing::handCatalog()), st);
        QCOMPARE(planStatusKey(st), budgetStatusKey(t.status));
    }

    void aTrackingOfAnOlderPlanIsTakenWhole()
    {
        Scenario s = runOnly();
        const double total = evaluate(s, testing::handCatalog()).totalUsd;
        s.set(I::BudgetUsd, total * 2);
        Actuals a;
        a.spend.push_back(spendLine({2027, 1, 1}, Category::Compute, total * 0.1));
        const Tracking t = track(s, testing::handCatalog(), a);
        // The plan moved on (a new budget) while the tracking was computed.
        Scenario newer = s;
        newer.set(I::BudgetUsd, total * 0.5);
        const PlanStatus st = planStatus(newer, evaluate(newer, testing::handCatalog()), &t);
        QCOMPARE(st.budgetUsd, total * 2);
        QCOMPARE(st.planTotalUsd, t.plan.totalUsd);
    }

    void anExportWithoutAnExpectedCategoryIsFlagged()
    {
        Tracking t;
        t.plannedToDateUsd = 1000;
        t.byCategory = {{"compute", 800, 900}, {"storage", 150, 0}, {"network", 40, 0}};
        t.byPhase = {{"preparation", 0, 0}, {"training", 1000, 900}, {"postTraining", 0, 0}};
        // Storage was planned at 15 % of the spend to date and has none.
        QVERIFY(possiblyIncompleteExport(t));
        // Network alone (4 %) is below the 5 % floor: noise, not a gap.
        t.byCategory[1].actualUsd = 100;
        QVERIFY(!possiblyIncompleteExport(t));
        // A phase that should have spent and did not.
        t.byPhase[0] = {"preparation", 300, 0};
        QVERIFY(possiblyIncompleteExport(t));
        // Named with what the plan expected by now, for the warning's words.
        const std::vector<MissingSpend> missing = missingFromExport(t);
        QCOMPARE(missing.size(), std::size_t(1));
        QCOMPARE(missing[0], (MissingSpend{true, "preparation", 300}));
        t.plannedToDateUsd = 0;
        QVERIFY(!possiblyIncompleteExport(t));
    }
};

PLANNER_TEST_GUILESS_MAIN(TestPlanStatus)
} // namespace tst_planstatus

#include "tst_planstatus.moc"
