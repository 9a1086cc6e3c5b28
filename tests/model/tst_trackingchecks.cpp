// SPDX-License-Identifier: GPL-3.0-or-later
// Actuals that cannot mislead (issue 32): spend dated before the start,
// after today or after the plan's finish is named and kept out of "to
// date", and the forecast never falls below the spend; progress the plan
// makes impossible is refused with its line; a clamped figure is flagged;
// the finish never falls before the last day with actuals (docs/model.md
// §15, "Dates outside the plan", "Progress checked against the plan").
#include "tracking/forecast.h"

#include "plan/evaluate.h"
#include "tracking/trackingchecks.h"
#include "trackingfixture.h"

#include "testmain.h"

#include <QTest>

#include <cmath>

namespace tst_trackingchecks { // one namespace a test file: tests/testmain.h, "Unity builds"

using namespace tco;
using I = InputId;

using testing::runOnly;
using testing::spendLine;

namespace {

ProgressPoint point(CivilDate d, double tokens, double hours, std::size_t line)
{
    ProgressPoint p;
    p.date = d;
    p.tokensTrained = tokens;
    p.acceleratorHours = hours;
    p.sourceLine = line;
    return p;
}

const CivilDate kToday{2027, 1, 10};

} // namespace

class TestTrackingChecks : public QObject
{
    Q_OBJECT

private slots:
    void theWindowRunsFromTheStartToTodayAndTheFinish()
    {
        const Scenario s = runOnly();
        const PlanWindow w = planWindow(s, evaluate(s, testing::handCatalog()), kToday);
        QCOMPARE(w.start, (CivilDate{2027, 1, 1}));
        QCOMPARE(w.plannedFinish, (CivilDate{2027, 1, 2}));
        QCOMPARE(w.outside({2026, 12, 31}), std::optional(OutsideWhy::BeforeStart));
        QCOMPARE(w.outside({2027, 1, 2}), std::nullopt);
        QCOMPARE(w.outside({2027, 1, 3}), std::optional(OutsideWhy::AfterFinish));
        QCOMPARE(w.outside({2030, 1, 1}), std::optional(OutsideWhy::AfterToday));
    }

    void spendOutsideThePlanIsNamedAndKeptOutOfToDate()
    {
        const Scenario s = runOnly();
        Actuals a;
        a.spend = {spendLine({2027, 1, 1}, Category::Compute, 1000, {}, 2),
                   spendLine({2026, 12, 1}, Category::Compute, 200, {}, 3),
                   spendLine({2030, 1, 1}, Category::Compute, 1000, {}, 4),
                   spendLine({2027, 1, 5}, Category::Compute, 300, {}, 5),
                   spendLine({2026, 11, 1}, Category::Compute, 50, {}, 6)};
        const Tracking t = track(s, testing::handCatalog(), a, kToday);
        QVERIFY(t.feasible && t.forecastFeasible);
        QCOMPARE(t.actualUsd, 1000.0);
        QCOMPARE(t.outsideUsd, 1550.0);
        QCOMPARE(t.spentUsd(), 2550.0);
        QCOMPARE(t.asOf, (CivilDate{2027, 1, 1}));
        QCOMPARE(t.outside.size(), std::size_t(3));
        QCOMPARE(t.outside[0].why, OutsideWhy::BeforeStart);
        QCOMPARE(t.outside[0].lines, std::size_t(2));
        QCOMPARE(t.outside[0].usd, 250.0);
        QCOMPARE(t.outside[0].first, (CivilDate{2026, 11, 1}));
        QCOMPARE(t.outside[0].last, (CivilDate{2026, 12, 1}));
        QCOMPARE(t.outside[0].sourceLines, (std::vector<std::size_t>{3, 6}));
        QCOMPARE(t.outside[1].why, OutsideWhy::AfterToday);
        QCOMPARE(t.outside[1].sourceLines, (std::vector<std::size_t>{4}));
        QCOMPARE(t.outside[2].why, OutsideWhy::AfterFinish);
        QCOMPARE(t.outside[2].usd, 300.0);
        const PlannedToDate planned =
            plannedToDate(s, t.plan, testing::handCatalog(), CivilDate{2027, 1, 1}, kToday);
        QCOMPARE(t.plannedToDateUsd, planned.totalUsd);
        // The deviations are to date only; the forecast counts every dollar.
        double byCategory = 0;
        for (const Deviation &d : t.byCategory)
            byCategory += d.actualUsd;
        QCOMPARE(byCategory, 1000.0);
        QCOMPARE(t.forecastUsd, 2550.0 + t.remainingUsd);
        QVERIFY(t.forecastP10Usd >= t.spentUsd());
    }

    void aStrayLineAloneLeavesThePlanAhead()
    {
        // One $1,000 line dated 2030 made the forecast $1,000 (P10 = P50 =
        // P90): "to date" ran to 2030, so the whole plan lay behind.
        const Scenario s = testing::handScenario();
        Actuals a;
        a.spend = {spendLine({2030, 6, 1}, Category::Compute, 1000, {}, 2)};
        const CivilDate today{2026, 12, 5};
        const Tracking t = track(s, testing::handCatalog(), a, today);
        QVERIFY(t.feasible && t.forecastFeasible);
        QCOMPARE(t.actualUsd, 0.0);
        QCOMPARE(t.plannedToDateUsd,
                 0.0 + plannedToDate(s, t.plan, testing::handCatalog(), t.asOf, today).totalUsd);
        QVERIFY(t.plannedToDateUsd < 0.1 * t.plan.totalUsd);
        QVERIFY(t.forecastP10Usd > 1000 + 0.5 * t.plan.totalUsd);
        QVERIFY(t.forecastP10Usd <= t.forecastP50Usd && t.forecastP50Usd <= t.forecastP90Usd);
    }

    void progressThePlanMakesImpossibleIsRefused()
    {
        // Line by line, as falling cumulative progress is: before the start,
        // past the accelerator's peak FLOPs (1e16 tokens in 1,000 hours, an
        // MFU of thousands of per cent), after the last spend, tokens in no
        // time, after today. The plausible one stays.
        const Scenario s = runOnly();
        const Result r = evaluate(s, testing::handCatalog());
        ProgressImport in;
        in.lines = {point({2026, 12, 20}, 1e9, 1000, 2),
                    point({2027, 1, 1}, 1e16, 1000, 3),
                    point({2027, 1, 1}, 5e11, r.gpuHoursMainRun / 2, 4),
                    point({2027, 1, 2}, 6e11, 0.6 * r.gpuHoursMainRun, 5),
                    point({2027, 1, 1}, 1e9, 0, 6),
                    point({2027, 2, 1}, 7e11, 0.7 * r.gpuHoursMainRun, 7)};
        const std::vector<SpendLine> spent = {spendLine({2027, 1, 1}, Category::Compute, 1000, {}, 2)};
        refuseImplausibleProgress(in, s, testing::handCatalog(), spent, kToday);
        QCOMPARE(in.lines.size(), std::size_t(1));
        QCOMPARE(in.lines[0].sourceLine, std::size_t(4));
        QCOMPARE(in.badLines, std::size_t(5));
        QStringList texts;
        for (const ImportMessage &m : in.errors)
            texts << QString::fromStdString(m.text());
        const QString all = texts.join(u'\n');
        QVERIFY2(
            all.contains(u"line 2, date = '2026-12-20': expected a day from the plan's start, 2027-01-01"),
            qPrintable(all));
        QVERIFY2(all.contains(u"line 3, tokens = '1e+16'") || all.contains(u"line 3, tokens = '1e16'"),
                 qPrintable(all));
        QVERIFY(all.contains(u"peak FLOPs"));
        QVERIFY(all.contains(u"line 5, date = '2027-01-02': expected a day no later than the last spend, "
                             "2027-01-01"));
        QVERIFY(all.contains(u"line 6, acceleratorHours"));
        QVERIFY(all.contains(u"line 7, date = '2027-02-01'"));
    }

    void progressBeyondWhatTheClusterCouldRunIsRefused()
    {
        // 1e15 accelerator-hours where 1,000 accelerators ran at most
        // 24,000 by the end of the first day gave a forecast (issue 52).
        const Scenario s = runOnly();
        ProgressImport in;
        in.lines = {point({2027, 1, 1}, 5e11, 1e15, 2), point({2027, 1, 2}, 6e11, 48000, 3),
                    point({2027, 1, 1}, 5e11, 24001, 4)};
        refuseImplausibleProgress(in, s, testing::handCatalog(), std::vector<SpendLine>{}, kToday);
        QCOMPARE(in.lines.size(), std::size_t(1));
        QCOMPARE(in.lines[0].sourceLine, std::size_t(3));
        QCOMPARE(in.badLines, std::size_t(2));
        QString all;
        for (const ImportMessage &m : in.errors)
            all += QString::fromStdString(m.text()) + u'\n';
        QVERIFY2(
            all.contains(u"line 2, acceleratorHours = '1e+15': expected at most 24000 accelerator-hours: "
                         "1000 accelerators (cluster.gpuCount) for the 1 day from the plan's start, "
                         "2027-01-01, to 2027-01-01"),
            qPrintable(all));
        QVERIFY2(all.contains(u"line 4, acceleratorHours = '24001'"), qPrintable(all));
        QVERIFY2(!all.contains(u"tokens"), qPrintable(all)); // the hours are wrong, not the tokens
    }

    void progressTooSlowForAnyRunIsRefused()
    {
        // 0 tokens read as "no progress given", 1 token forecast $536M and a
        // finish in 2037 (issue 52): an MFU below compute.mfu's least is no
        // run's. No tokens in no hours is a run not started: given, not
        // measured.
        const Scenario s = runOnly();
        const Result r = evaluate(s, testing::handCatalog());
        ProgressImport in;
        in.lines = {point({2027, 1, 1}, 0, 1000, 2), point({2027, 1, 1}, 1, 1000, 3),
                    point({2027, 1, 1}, 0, 0, 4)};
        refuseImplausibleProgress(in, s, testing::handCatalog(), std::vector<SpendLine>{}, kToday);
        QCOMPARE(in.lines.size(), std::size_t(1));
        QCOMPARE(in.lines[0].sourceLine, std::size_t(4));
        QString all;
        for (const ImportMessage &m : in.errors)
            all += QString::fromStdString(m.text()) + u'\n';
        QVERIFY2(all.contains(u"line 2, tokens = '0': expected at least"), qPrintable(all));
        QVERIFY2(all.contains(u"line 3, tokens = '1': expected at least"), qPrintable(all));
        QVERIFY2(all.contains(u"below 1.0 %, the least compute.mfu takes"), qPrintable(all));
        const Recalibration c = recalibrate(s, r, in.lines[0]);
        QVERIFY(c.given);
        QVERIFY(!c.measured);
        QCOMPARE(c.progressDate, (CivilDate{2027, 1, 1}));
    }

    void tooManyInterruptionsBlameTheInterruptions()
    {
        // 10,000 interruptions lose more hours than were run; the implied
        // MFU then blamed the tokens (issue 52).
        const Scenario s = runOnly();
        const Result r = evaluate(s, testing::handCatalog());
        ProgressPoint p = point({2027, 1, 1}, 5e11, r.gpuHoursMainRun / 2, 2);
        p.interruptions = 10000;
        ProgressImport in;
        in.lines = {p};
        refuseImplausibleProgress(in, s, testing::handCatalog(), std::vector<SpendLine>{}, kToday);
        QCOMPARE(in.lines.size(), std::size_t(0));
        QCOMPARE(in.errors.size(), std::size_t(1));
        const std::string text = in.errors[0].text();
        QVERIFY2(text.starts_with("line 2, interruptions = '10000': expected at most "), text.c_str());
    }

    void savedProgressThePlanNoLongerAllowsIsNotUsed()
    {
        // The window's saved progress, with the start moved after it.
        Scenario s = runOnly();
        const Result r = evaluate(s, testing::handCatalog());
        Actuals a;
        a.spend = {spendLine({2027, 2, 2}, Category::Compute, 1000, {}, 2)};
        a.progress = {point({2027, 1, 2}, 5e11, r.gpuHoursMainRun / 2, 2)};
        s.startDate = "2027-02-01";
        const Tracking t = track(s, testing::handCatalog(), a, CivilDate{2027, 2, 10});
        QVERIFY(!t.calibration.measured);
        QCOMPARE(t.progressNotUsed.size(), std::size_t(1));
        QCOMPARE(t.progressNotUsed[0].line, std::size_t(2));
    }

    void aClampedMfuIsFlagged()
    {
        // Without interruptions Hp = H × P / M, and the MFU scales with the
        // tokens per productive hour: H for an implied MFU of 0.97 on half
        // the tokens.
        const Scenario s = runOnly();
        const Result r = evaluate(s, testing::handCatalog());
        const double tokens = r.trainedTokens / 2;
        const double hours = 0.5 * tokens * r.gpuHoursMainRun / (0.97 * r.trainedTokens);
        const Recalibration c = recalibrate(s, r, point({2027, 1, 1}, tokens, hours, 2));
        QVERIFY(std::abs(c.impliedMfu - 0.97) < 1e-9);
        QCOMPARE(c.mfu, 0.95);
        QVERIFY(c.mfuClamped && c.flagged());
        QVERIFY(std::abs(c.peakTokensPerAcceleratorHour - 60e6) < 1);
        QVERIFY(std::abs(c.tokensPerAcceleratorHour - tokens / hours) < 1e-6);
        // As planned: nothing flagged.
        const Recalibration plain = recalibrate(s, r, point({2027, 1, 1}, tokens, r.gpuHoursMainRun / 2, 2));
        QVERIFY(!plain.flagged());
    }

    void moreTokensThanThePlanIsFlagged()
    {
        // It printed "100.0 % of the plan" for any amount past the plan.
        const Scenario s = runOnly();
        const Result r = evaluate(s, testing::handCatalog());
        const Recalibration c =
            recalibrate(s, r, point({2027, 1, 1}, 1.2 * r.trainedTokens, 1.2 * r.gpuHoursMainRun, 2));
        QVERIFY(std::abs(c.tokensShare - 1.2) < 1e-12);
        QCOMPARE(c.trainedShare, 1.0);
        QVERIFY(c.beyondPlan && c.flagged());
        QVERIFY(!c.mfuClamped);
    }

    void theFinishIsNeverBeforeTheLastDayWithActuals()
    {
        // Progress on the first day with 99 % trained, spend the next day:
        // the main run finished a few minutes after the progress date, the
        // day before the spend.
        const Scenario s = runOnly();
        const Result r = evaluate(s, testing::handCatalog());
        Actuals a;
        a.spend = {spendLine({2027, 1, 2}, Category::Compute, 1000, {}, 2)};
        // 99 % of the hours 1000 accelerators run in a day (more is refused).
        a.progress = {point({2027, 1, 1}, 0.99 * r.trainedTokens, 0.99 * 24000, 2)};
        const Tracking t = track(s, testing::handCatalog(), a, kToday);
        QVERIFY(t.calibration.measured);
        QCOMPARE(t.asOf, (CivilDate{2027, 1, 2}));
        QVERIFY(t.mainRunFinish && *t.mainRunFinish >= t.asOf);
        QVERIFY(t.projectFinishP10 && *t.projectFinishP10 >= t.asOf);
    }
};

PLANNER_TEST_GUILESS_MAIN(TestTrackingChecks)
} // namespace tst_trackingchecks

#include "tst_trackingchecks.moc"
