// SPDX-License-Identifier: GPL-3.0-or-later
// One plan, one verdict (docs/model.md, "One status"), offscreen: with the
// sample spend past the review line imported, the budget tile, the total
// tile, the tracking alert, presentation mode, the executive and full
// reports and the CSV report all say "past the review line" and lead with
// the forecast at completion; none says "within budget" from the plan's own
// estimate, which alone is within the budget. Before, the tile and the
// executive report's first page said "Within budget".
#include "trackingfixture.h"

#include "modes/presentation/presentationwindow.h"
#include "texts/messagetexts.h"
#include "texts/numberformat.h"
#include "widgets/kpitile.h"
#include "widgets/trackingalert.h"

#include "modes/plan/kpiheader.h"

#include "tracking/actuals.h"
#include "tracking/planstatus.h"

#include "testmain.h"

#include <QComboBox>

namespace tst_onestatus { // one namespace a test file: tests/testmain.h, "Unity builds"

using planner::ColumnMappingDialog;

class TestOneStatus : public TrackingFixture
{
    Q_OBJECT
private Q_SLOTS:
    // The actuals here lie in 2027: track to a day after them (docs/actuals.md, "Today").
    void initTestCase() { setUpTrackingCase(QStringLiteral("tst_onestatus")); }
    void init() { setUpTrackedPlan(); }
    void cleanup() { tearDown(); }

    void everySurfaceGivesTrackingsVerdict();
    void withoutActualsThePlansOwnVerdictStands();

private:
    void importSample(bool spend, const char *name);
    QString exported(const QString &name, planner::ReportKind kind)
    {
        const QString path = m_dir->filePath(name);
        if (!m_window->files()->exportReportTo(path, kind))
            return {};
        QFile f(path);
        return f.open(QIODevice::ReadOnly) ? QString::fromUtf8(f.readAll()) : QString();
    }
    /** The value column of the CSV report's line `key` (scenario, key,
     *  label, value, unit). */
    static QString csvValue(const QString &csv, const char *key)
    {
        for (const QString &line : csv.split(QLatin1Char('\n'))) {
            const QStringList cells = line.split(QLatin1Char(','));
            if (cells.size() >= 4 && cells[1] == QLatin1String(key))
                return cells[3];
        }
        return {};
    }
    planner::KpiTile *kpi(const char *name) const
    {
        return m_window->findChild<planner::KpiHeader *>()->tile(QLatin1String(name));
    }
};

void TestOneStatus::importSample(bool spend, const char *name)
{
    planner::ColumnMappingDialog *d = openImport(spend, sample(name));
    QVERIFY2(d, "no import dialog");
    importButton(d)->click();
}

void TestOneStatus::everySurfaceGivesTrackingsVerdict()
{
    const QString review = planner::MessageTexts::budgetStatus(tco::BudgetStatus::PastReview);
    const QString within = planner::MessageTexts::budgetStatus(tco::BudgetStatus::Within);
    // The plan alone is within its $20M budget.
    QCOMPARE(kpi("kpi.budget")->detail(), within);

    importSample(true, "spend-review.csv");
    importSample(false, "progress.csv");
    QVERIFY(waitForTracking());

    // The model's one verdict.
    const tco::PlanStatus expected =
        tco::planStatus(m_window->document()->scenario(), m_window->document()->catalog());
    QVERIFY(expected.tracked());
    QCOMPARE(expected.budget, tco::BudgetStatus::PastReview);
    QVERIFY(expected.planTotalUsd < 20e6);

    // The window: the tiles, the alert.
    QTRY_COMPARE(kpi("kpi.budget")->detail(), review);
    const auto *header = m_window->findChild<planner::KpiHeader *>();
    QCOMPARE(header->planStatus().budget, tco::BudgetStatus::PastReview);
    QCOMPARE(kpi("kpi.total")->value(), planner::formatUsd(expected.headlineUsd));
    QVERIFY2(kpi("kpi.budget")->secondDetail().contains(QLatin1String("forecast at completion")),
             qPrintable(kpi("kpi.budget")->secondDetail()));
    QCOMPARE(m_window->mode<planner::PlanMode>()->trackingAlert()->status(), tco::BudgetStatus::PastReview);

    // Presentation mode.
    m_window->findChild<QAction *>(QStringLiteral("actionPresentation"))->trigger();
    planner::PresentationWindow *p = m_window->mode<planner::PresentationMode>()->window();
    QVERIFY(p);
    QTRY_COMPARE(p->tile(QStringLiteral("presentation.budget"))->detail(), review);
    QCOMPARE(p->tile(QStringLiteral("presentation.total"))->value(),
             planner::formatUsd(expected.headlineUsd));
    p->close();

    // The executive report: its first section (the decision) already says it.
    const QString executive = exported(QStringLiteral("executive.html"), planner::ReportKind::Executive);
    QVERIFY(!executive.isEmpty());
    const qsizetype tracking = executive.indexOf(QLatin1String("Actual spend against the plan"));
    QVERIFY(tracking > 0);
    const QString firstPart = executive.left(tracking);
    QVERIFY2(firstPart.contains(review), qPrintable(firstPart.right(3000)));
    QVERIFY(!executive.contains(within));

    // The full report: the summary and its conditions lead with the verdict.
    const QString full = exported(QStringLiteral("full.html"), planner::ReportKind::Full);
    QVERIFY(full.contains(review));
    QVERIFY(!full.contains(within));
    QVERIFY(!full.contains(QLatin1String("None: the plan can run as sized")));

    // The CSV report, for a spreadsheet.
    const QString csv = exported(QStringLiteral("report.csv"), planner::ReportKind::Full);
    QCOMPARE(csvValue(csv, "budget.status"), QStringLiteral("pastReview"));
    QCOMPARE(csvValue(csv, "budget.basis"), QStringLiteral("forecastAtCompletion"));
}

void TestOneStatus::withoutActualsThePlansOwnVerdictStands()
{
    // A budget the plan's own total passes: the plan's verdict, its total.
    QVERIFY(!m_window->document()->setValue(tco::InputId::BudgetUsd, 10e6));
    const tco::PlanStatus expected =
        tco::planStatus(m_window->document()->scenario(), m_window->document()->catalog());
    QVERIFY(!expected.tracked());
    QCOMPARE(expected.budget, tco::BudgetStatus::PastReview);
    QCOMPARE(kpi("kpi.budget")->detail(), planner::MessageTexts::budgetStatus(expected.budget));
    QCOMPARE(kpi("kpi.total")->value(), planner::formatUsd(expected.planTotalUsd));
    const QString csv = exported(QStringLiteral("plan.csv"), planner::ReportKind::Full);
    QCOMPARE(csvValue(csv, "budget.basis"), QStringLiteral("plan"));
}

PLANNER_TEST_MAIN(TestOneStatus)
} // namespace tst_onestatus

#include "tst_onestatus.moc"
