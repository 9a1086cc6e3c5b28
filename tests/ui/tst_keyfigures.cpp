// SPDX-License-Identifier: GPL-3.0-or-later
// The vocabulary of the key figures (texts/keyfiguretexts.h) and the
// wording of durations (texts/numberformat.h): the lines the KPI header and
// the presentation share, hand-checked.
#include "texts/keyfiguretexts.h"
#include "texts/numberformat.h"
#include "texts/trackingtexts.h"

#include "testmain.h"

#include <QLocale>
#include <QtTest>

namespace tst_keyfigures { // one namespace a test file: tests/testmain.h, "Unity builds"

class TestKeyFigures : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase() { QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates)); }

    void shortDurationsAreInDays()
    {
        QCOMPARE(planner::formatDays(92.2), QStringLiteral("92.2 days"));
        QCOMPARE(planner::formatDays(700), QStringLiteral("700 days"));
    }

    void longDurationsAreInYears()
    {
        // Issue 13 §2: "1,188 days" is hard to picture. 1188 / 365.25 = 3.2526.
        QCOMPARE(planner::formatDays(1188), QStringLiteral("3.25 years"));
        QCOMPARE(planner::formatDays(2 * 365.25), QStringLiteral("2 years"));
    }

    void riskLinesFollowTheMonteCarlo()
    {
        tco::Result r;
        r.totalUsd = 1.0e7;
        QVERIFY(r.feasible());
        auto lines = planner::KeyFigureTexts::riskLines(r, nullptr);
        QCOMPARE(lines.cost, QStringLiteral("P10–P90: computing…"));

        tco::RiskSummary risk;
        risk.samples = 100;
        risk.costP10 = 14.3e6;
        risk.costP90 = 19e6;
        risk.daysP10 = 82;
        risk.daysP50 = 92;
        risk.daysP90 = 105;
        lines = planner::KeyFigureTexts::riskLines(r, &risk);
        QCOMPARE(lines.cost, QStringLiteral("P10–P90: $14.3M–$19M"));
        QCOMPARE(lines.days, QStringLiteral("P10–P90: 82–105 days"));

        // Years once the duration is worded in years: 1000 / 365.25 = 2.74.
        risk.daysP10 = 1000;
        risk.daysP50 = 1188;
        risk.daysP90 = 1400;
        QCOMPARE(planner::KeyFigureTexts::riskLines(r, &risk).days, QStringLiteral("P10–P90: 2.7–3.8 years"));

        risk.infeasibleSamples = 100; // no sample finishes: no range to give
        QCOMPARE(planner::KeyFigureTexts::riskLines(r, &risk).days,
                 QStringLiteral("P10–P90: none (no sample finishes)"));
    }

    void budgetTileSaysShareStatusAndAmount()
    {
        tco::PlanStatus s;
        s.feasible = true;
        s.budget = tco::BudgetStatus::Within;
        s.budgetUsd = 20e6;
        s.planTotalUsd = s.headlineUsd = 16.3e6;
        s.usedFraction = 0.815;
        const planner::KeyFigure f = planner::KeyFigureTexts::budget(s);
        QCOMPARE(f.value, QStringLiteral("82 %"));
        QCOMPARE(f.detail, QStringLiteral("Within budget"));
        QCOMPARE(f.secondDetail, QStringLiteral("of $20M"));
        QCOMPARE(f.tone, planner::Tone::Good);

        // Tracked: the share is the forecast's, and says so; an export that
        // lacks what the plan expects says that too.
        s.basis = tco::StatusBasis::Tracking;
        s.budget = tco::BudgetStatus::PastReview;
        s.possiblyIncomplete = true;
        const planner::KeyFigure tracked = planner::KeyFigureTexts::budget(s);
        QCOMPARE(tracked.detail, QStringLiteral("Past the review line · export may be incomplete"));
        QCOMPARE(tracked.secondDetail, QStringLiteral("forecast at completion, of $20M"));
        QCOMPARE(tracked.tone, planner::Tone::Bad);

        tco::PlanStatus none;
        none.feasible = true;
        const planner::KeyFigure noBudget = planner::KeyFigureTexts::budget(none);
        QCOMPARE(noBudget.value, QStringLiteral("—"));
        QVERIFY(noBudget.secondDetail.isEmpty());
    }

    void measuredInputsReadInTheirUnits()
    {
        // The explanation of a forecast: a measured MFU to three
        // significant digits, as a percentage; a count stays exact.
        using planner::TrackingTexts;
        QCOMPARE(TrackingTexts::inputValue("compute.mfu", "0.3958983999065559"), QStringLiteral("39.6 %"));
        QCOMPARE(TrackingTexts::inputValue("compute.mfu", "0.4"), QStringLiteral("40 %"));
        QVERIFY2(TrackingTexts::inputValue("cluster.gpuCount", "2047").contains(QStringLiteral("2,047")),
                 qPrintable(TrackingTexts::inputValue("cluster.gpuCount", "2047")));
        // An accelerator is its id.
        QCOMPARE(TrackingTexts::inputValue("hardware.gpu", "H200-SXM"), QStringLiteral("H200-SXM"));
        // A day as the window writes it.
        QCOMPARE(planner::formatDay(tco::CivilDate{2027, 3, 31}), QStringLiteral("31 Mar 2027"));
    }
};

PLANNER_TEST_GUILESS_MAIN(TestKeyFigures)
} // namespace tst_keyfigures

#include "tst_keyfigures.moc"
