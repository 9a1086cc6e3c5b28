// SPDX-License-Identifier: GPL-3.0-or-later
// Tracking actual spend against the plan: budget lines, planned to date,
// the recalibration of MFU and the failure rate, the forecast at
// completion and the deviations (docs/model.md, "Tracking actual spend").
#include "tracking/forecast.h"

#include "plan/deviation.h"
#include "plan/evaluate.h"
#include "trackingfixture.h"

#include "testmain.h"

#include <QTest>

#include <cmath>

namespace tst_forecast { // one namespace a test file: tests/testmain.h, "Unity builds"

using namespace tco;
using I = InputId;

using testing::runOnly;
using testing::spendLine;

namespace {

bool near(double a, double b, double relative = 1e-9)
{
    return std::abs(a - b) <= relative * std::max({1.0, std::abs(a), std::abs(b)});
}

double phaseUsd(const Result &r, Phase p)
{
    double usd = 0;
    for (std::size_t c = 0; c < kCategoryCount; ++c)
        usd += r.cost[c][static_cast<std::size_t>(p)];
    return usd;
}

} // namespace

class TestForecast : public QObject
{
    Q_OBJECT

private slots:
    // The actuals here lie in 2027: track to a day after them (docs/actuals.md, "Today").
    void initTestCase() { qputenv("LLM_TCO_TODAY", "2027-04-15"); }

    void budgetLines()
    {
        Scenario s = runOnly();
        s.set(I::BudgetUsd, 1e6);
        s.set(I::BudgetWarningFraction, 0.9);
        s.set(I::BudgetReviewFraction, 1.2);
        const BudgetLines l = tco::budgetLines(s);
        QCOMPARE(l.warningUsd, 900000.0);
        QCOMPARE(l.reviewUsd, 1200000.0);
        QCOMPARE(l.statusOf(900000), BudgetStatus::Within);
        QCOMPARE(l.statusOf(900001), BudgetStatus::PastWarning);
        QCOMPARE(l.statusOf(1200000), BudgetStatus::PastWarning);
        QCOMPARE(l.statusOf(1200001), BudgetStatus::PastReview);
        s.set(I::BudgetUsd, 0);
        QCOMPARE(tco::budgetLines(s).statusOf(1e9), BudgetStatus::NoBudget);
    }

    void aBillsRoundingIsNoDeviation()
    {
        // Under half a dollar either way is none; half a dollar is one.
        QCOMPARE(shownDeviationUsd(0.4), 0.0);
        QCOMPARE(shownDeviationUsd(-0.49), 0.0);
        QCOMPARE(shownDeviationUsd(0.5), 0.5);
        QCOMPARE(shownDeviationUsd(-12.5), -12.5);
    }

    void plannedToDateProRatesTheMonth()
    {
        // Two months of preparation (60.83 days) from 2027-01-01: its cells
        // (data, operations set-up, people...) spread evenly over them. By
        // the end of 15 January, 15 of January's 31 days of January's share
        // 31 / 60.83: 15 / 60.83 of every preparation cell.
        Scenario s = runOnly();
        s.set(I::ProjectPreparationMonths, 2);
        const Result r = evaluate(s, testing::handCatalog());
        const double prep = phaseUsd(r, Phase::Preparation);
        const double expected = prep * 15.0 / (2.0 * 730.0 / 24.0);
        const PlannedToDate p = plannedToDate(s, r, testing::handCatalog(), CivilDate{2027, 1, 15});
        QVERIFY2(near(p.totalUsd, expected), std::to_string(p.totalUsd).c_str());
        QVERIFY(near(p.byPhase[0], expected));
        QCOMPARE(p.byPhase[1], 0.0);
        const auto data = static_cast<std::size_t>(Category::Data);
        QVERIFY(near(p.byCategory[data], r.cost[data][0] * 15.0 / (2.0 * 730.0 / 24.0)));
        // Before the start nothing is planned; after the end (with a year of
        // retention storage after the run) everything.
        QCOMPARE(plannedToDate(s, r, testing::handCatalog(), CivilDate{2026, 12, 31}).totalUsd, 0.0);
        QVERIFY(
            near(plannedToDate(s, r, testing::handCatalog(), CivilDate{2029, 1, 1}).totalUsd, r.totalUsd));
    }

    void recalibrationWithoutInterruptions()
    {
        // Half the tokens in 0.625 of the main run's accelerator-hours: 25 %
        // more hours per token than planned, so MFU 0.5 / 1.25 = 0.4. The
        // plan's own goodput (33,333.3 / 37,054.6) takes out its failures.
        const Scenario s = runOnly();
        const Result r = evaluate(s, testing::handCatalog());
        ProgressPoint p;
        p.tokensTrained = 5e11;
        p.acceleratorHours = 0.625 * r.gpuHoursMainRun;
        const Recalibration c = recalibrate(s, r, p);
        QVERIFY(c.measured);
        QVERIFY(!c.fromInterruptions);
        QCOMPARE(c.trainedShare, 0.5);
        QVERIFY(near(c.productiveAcceleratorHours, 0.625 * 33333.333333333333));
        QVERIFY(near(c.mfu, 0.4));
        QCOMPARE(c.mtbfHours, 1e4);
    }

    void recalibrationWithInterruptions()
    {
        // 4 interruptions in 20,000 accelerator-hours: 2e-4 per hour, twice
        // the plan's 1000 / 10,000 h / 1000, so MTBF 5,000 h. Each lost
        // 1000 accelerators x (0.50039 h redone + 0.50039 h restart): the
        // hours that trained are (20,000 - 4,003.1) / (1 + 0.000389 h
        // checkpoint pause per 1 h interval) = 15,990.67; 5e11 tokens in
        // them is 31.27M per hour against the plan's 1e12 / 33,333.3 = 30M:
        // MFU 0.5 x 1.04227 = 0.52114.
        const Scenario s = runOnly();
        const Result r = evaluate(s, testing::handCatalog());
        QVERIFY(near(r.lostWorkPerFailureHours + r.restartHours, 1.0007777777777778));
        ProgressPoint p;
        p.tokensTrained = 5e11;
        p.acceleratorHours = 20000;
        p.interruptions = 4;
        const Recalibration c = recalibrate(s, r, p);
        QVERIFY(c.fromInterruptions);
        QVERIFY(near(c.failuresPerAcceleratorHour, 2e-4));
        QVERIFY(near(c.plannedFailuresPerAcceleratorHour, 1e-4));
        QVERIFY(near(c.mtbfHours, 5000));
        const double productive = (20000.0 - 4 * 1000 * 1.0007777777777778) / (1.0 + 0.00038888888888888887);
        QVERIFY(near(c.productiveAcceleratorHours, productive, 1e-6));
        QVERIFY(near(c.mfu, 0.5 * (5e11 / productive) / 3e7, 1e-6));
        QVERIFY(std::abs(c.mfu - 0.52114) < 1e-5);
    }

    void aRunAsPlannedChangesNothing()
    {
        // Failure losses are counted once: halfway through a run that goes
        // exactly as planned, with or without its interruptions, the
        // measured MFU and MTBF are the plan's.
        const Scenario s = runOnly();
        const Result r = evaluate(s, testing::handCatalog());
        ProgressPoint p;
        p.tokensTrained = 5e11;
        p.acceleratorHours = r.gpuHoursMainRun / 2;
        QVERIFY(near(recalibrate(s, r, p).mfu, 0.5));
        p.interruptions = r.expectedFailures / 2;
        const Recalibration c = recalibrate(s, r, p);
        QVERIFY(near(c.mfu, 0.5, 1e-9));
        QVERIFY(near(c.mtbfHours, 1e4, 1e-9));
    }

    void forecastReproducesAHandComputedCase()
    {
        // Halfway as planned, $200,000 spent. What is left is half the
        // training phase's cells and all of post-training's (storage
        // retention, $391): ($105,200.95) / 2 + $391 = $52,991.48, so the
        // forecast at completion is $252,991.48. The main run finishes half
        // its 37.05 hours after the progress date.
        const Scenario s = runOnly();
        const Result r = evaluate(s, testing::handCatalog());
        Actuals a;
        a.spend = {spendLine({2027, 1, 2}, Category::Compute, 150000),
                   spendLine({2027, 1, 2}, Category::Data, 50000)};
        ProgressPoint p;
        p.date = {2027, 1, 2};
        p.tokensTrained = 5e11;
        p.acceleratorHours = r.gpuHoursMainRun / 2;
        a.progress = {p};
        const Tracking t = track(s, testing::handCatalog(), a);
        QVERIFY(t.feasible && t.forecastFeasible);
        QCOMPARE(t.actualUsd, 200000.0);
        const double training = phaseUsd(r, Phase::Training);
        const double post = phaseUsd(r, Phase::PostTraining);
        QVERIFY(std::abs(training - 105200.95) < 0.01);
        QVERIFY(std::abs(post - 391.0) < 0.01);
        QVERIFY(near(t.remainingUsd, training / 2 + post, 1e-9));
        QVERIFY(std::abs(t.forecastUsd - 252991.48) < 0.01);
        QVERIFY(t.forecastP10Usd <= t.forecastP50Usd && t.forecastP50Usd <= t.forecastP90Usd);
        QVERIFY(std::abs(t.forecastP50Usd - t.forecastUsd) < 0.05 * t.forecastUsd);
        QVERIFY(t.mainRunFinish.has_value());
        QVERIFY(*t.mainRunFinish >= (CivilDate{2027, 1, 2}) && *t.mainRunFinish <= (CivilDate{2027, 1, 4}));
        QVERIFY(t.explanation.empty()); // nothing changed
    }

    void aSlowerRunCostsMoreAndSaysWhy()
    {
        // MFU 0.4 instead of 0.5: the remaining half of the compute costs
        // 1.25 x $66,666.67 / 2 = $41,666.67, and the explanation names
        // compute.mfu with a positive difference.
        const Scenario s = runOnly();
        const Result r = evaluate(s, testing::handCatalog());
        Actuals a;
        a.spend = {spendLine({2027, 1, 2}, Category::Compute, 100000)};
        ProgressPoint p;
        p.date = {2027, 1, 2};
        p.tokensTrained = 5e11;
        p.acceleratorHours = 0.625 * r.gpuHoursMainRun;
        a.progress = {p};
        const Tracking t = track(s, testing::handCatalog(), a);
        QVERIFY(near(t.calibration.mfu, 0.4));
        const auto compute = static_cast<std::size_t>(Category::Compute);
        QVERIFY(near(t.recalibrated.cost[compute][1] / 2, 1.25 * 66666.666666666667 / 2, 1e-9));
        QVERIFY(near(t.remainingUsd, phaseUsd(t.recalibrated, Phase::Training) / 2 +
                                         phaseUsd(t.recalibrated, Phase::PostTraining)));
        QCOMPARE(t.explanation.size(), std::size_t(1));
        QCOMPARE(t.explanation[0].key, std::string("compute.mfu"));
        QVERIFY(t.explanation[0].deltaUsd > 0);
    }

    void statusFollowsActualAndForecast_data()
    {
        QTest::addColumn<double>("spentUsd");
        QTest::addColumn<int>("status");
        // Budget $300,000: warning $270,000, review $360,000; $52,991 left.
        QTest::newRow("within") << 200000.0 << int(BudgetStatus::Within);
        QTest::newRow("forecast past warning") << 250000.0 << int(BudgetStatus::PastWarning);
        QTest::newRow("actual past review") << 370000.0 << int(BudgetStatus::PastReview);
    }

    void statusFollowsActualAndForecast()
    {
        QFETCH(double, spentUsd);
        QFETCH(int, status);
        Scenario s = runOnly();
        s.set(I::BudgetUsd, 300000);
        const Result r = evaluate(s, testing::handCatalog());
        Actuals a;
        a.spend = {spendLine({2027, 1, 2}, Category::Compute, spentUsd)};
        ProgressPoint p;
        p.date = {2027, 1, 2};
        p.tokensTrained = 5e11;
        p.acceleratorHours = r.gpuHoursMainRun / 2;
        a.progress = {p};
        const Tracking t = track(s, testing::handCatalog(), a);
        QCOMPARE(int(t.status), status);
    }

    void aRunThatCannotFinishIsPastReview()
    {
        // An interruption in 1,001 accelerator-hours (an hour of the
        // cluster): MTBF 1,001 h, a failure every hour on 1000 accelerators;
        // with the hour each loses (work redone and the restart) the main
        // run makes no progress: no forecast, past review. (More
        // interruptions would lose more hours than were run: refused,
        // tst_trackingchecks.)
        Scenario s = runOnly();
        s.set(I::BudgetUsd, 1e6);
        Actuals a;
        a.spend = {spendLine({2027, 1, 1}, Category::Compute, 1000)};
        ProgressPoint p;
        p.date = {2027, 1, 1};
        p.tokensTrained = 1e8;
        p.acceleratorHours = 1001;
        p.interruptions = 1;
        a.progress = {p};
        const Tracking t = track(s, testing::handCatalog(), a);
        QVERIFY(t.feasible);
        QVERIFY(!t.forecastFeasible);
        QCOMPARE(t.actualStatus, BudgetStatus::Within);
        QCOMPARE(t.status, BudgetStatus::PastReview);
    }

    void deviationsByCategoryPhaseAndTag()
    {
        const Scenario s = runOnly();
        Actuals a;
        a.spend = {spendLine({2027, 1, 1}, Category::Compute, 30, {"llm", "a", "infra"}),
                   spendLine({2027, 1, 1}, Category::Compute, 20, {"llm", "b", ""}),
                   spendLine({2027, 1, 2}, Category::Energy, 5, {"other", "", ""})};
        const Tracking t = track(s, testing::handCatalog(), a);
        QCOMPARE(t.asOf, (CivilDate{2027, 1, 2}));
        bool sawCompute = false, sawEnergy = false;
        for (const Deviation &d : t.byCategory) {
            if (d.key == "compute") {
                sawCompute = true;
                QCOMPARE(d.actualUsd, 50.0);
                QVERIFY(d.plannedUsd > 0);
            }
            if (d.key == "energy") {
                sawEnergy = true;
                QCOMPARE(d.plannedUsd, 0.0); // energy is in the rental price
                QCOMPARE(d.deltaUsd(), 5.0);
            }
        }
        QVERIFY(sawCompute && sawEnergy);
        QCOMPARE(t.byPhase.size(), std::size_t(3));
        QCOMPARE(t.byPhase[1].actualUsd, 55.0);
        // project: llm $50, other $5; experiment: b $20? no: a $30, b $20, "" $5; team: "" $25, infra $30.
        QCOMPARE(t.byTag.size(), std::size_t(7));
        QCOMPARE(t.byTag[0].tag, std::string("project"));
        QCOMPARE(t.byTag[0].value, std::string("llm"));
        QCOMPARE(t.byTag[0].actualUsd, 50.0);
        QCOMPARE(t.byTag[2].value, std::string("a"));
        QCOMPARE(t.byTag[5].value, std::string("infra"));
        // The chart's months: January holds all of it.
        QVERIFY(!t.months.empty());
        QCOMPARE(t.months[0].actualCumulativeUsd, 55.0);
        // Without progress the plan's own remaining cost stands.
        QVERIFY(!t.calibration.measured);
        QVERIFY(near(t.forecastUsd, 55.0 + t.plan.totalUsd - t.plannedToDateUsd));
    }
};

PLANNER_TEST_GUILESS_MAIN(TestForecast)
} // namespace tst_forecast

#include "tst_forecast.moc"
