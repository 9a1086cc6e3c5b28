// SPDX-License-Identifier: GPL-3.0-or-later
// The plan's start date in the window: the date field of the scenario
// header (one undo step per date, a new plan on the first of next month, a
// file without a date shown that day) and the finish date in the KPI header.
#include "document/scenariodocument.h"
#include "modes/plan/kpiheader.h"
#include "modes/plan/scenarioheader.h"
#include "widgets/kpitile.h"

#include "plan/calendar.h"
#include "plan/catalog.h"

#include "testmain.h"

#include <QDateEdit>
#include <QLabel>
#include <QTest>
#include <QUndoStack>

namespace tst_startdate { // one namespace a test file: tests/testmain.h, "Unity builds"

using namespace planner;

namespace {

QDate toQDate(const tco::CivilDate &d)
{
    return QDate(d.year, static_cast<int>(d.month), static_cast<int>(d.day));
}

QDate nextMonth()
{
    return toQDate(tco::firstOfNextMonth(tco::todayUtc()));
}

} // namespace

class TestStartDate : public QObject
{
    Q_OBJECT

private:
    struct Window {
        ScenarioDocument document{tco::Catalog::builtIn()};
        ScenarioHeader header{&document};
        KpiHeader kpi;
        Window()
        {
            QObject::connect(&document, &ScenarioDocument::changed, &kpi,
                             [this] { kpi.setResult(document.scenario(), document.result()); });
            kpi.setResult(document.scenario(), document.result());
            header.show();
        }
        QDateEdit *dateEdit() const
        {
            return header.findChild<QDateEdit *>(QStringLiteral("scenarioStartDate"));
        }
        QString daysTileText() const
        {
            QStringList texts;
            for (const QLabel *label : kpi.tile(QStringLiteral("kpi.days"))->findChildren<QLabel *>())
                texts << label->text();
            return texts.join(QLatin1Char('\n'));
        }
    };

private slots:
    void aNewPlanStartsOnTheFirstOfNextMonth()
    {
        Window w;
        w.document.newScenario();
        QCOMPARE(QString::fromStdString(w.document.scenario().startDate), nextMonth().toString(Qt::ISODate));
        QVERIFY(w.dateEdit());
        QVERIFY(w.dateEdit()->calendarPopup());
        QCOMPARE(w.dateEdit()->date(), nextMonth());
        QVERIFY(!w.document.isModified());
    }

    void aPlanWithoutADateShowsNextMonthAndKeepsNoDate()
    {
        Window w;
        w.document.setScenario(tco::defaultScenario()); // as a version 2 file loads
        QVERIFY(w.document.scenario().startDate.empty());
        QCOMPARE(w.dateEdit()->date(), nextMonth());
        QCOMPARE(w.document.undoStack()->count(), 0);
    }

    void pickingADateIsOneUndoStep()
    {
        Window w;
        w.document.setScenario(tco::defaultScenario());
        QDateEdit *edit = w.dateEdit();
        edit->setDate(QDate(2027, 5, 10)); // what the calendar popup does
        QCOMPARE(QString::fromStdString(w.document.scenario().startDate), QStringLiteral("2027-05-10"));
        QCOMPARE(w.document.undoStack()->count(), 1);
        QVERIFY(w.document.isModified());

        w.document.undoStack()->undo();
        QVERIFY(w.document.scenario().startDate.empty());
        QCOMPARE(edit->date(), nextMonth());
        w.document.undoStack()->redo();
        QCOMPARE(QString::fromStdString(w.document.scenario().startDate), QStringLiteral("2027-05-10"));
        QCOMPARE(edit->date(), QDate(2027, 5, 10));
    }

    void typingADateIsOneUndoStep()
    {
        Window w;
        w.document.setScenario(tco::defaultScenario());
        QDateEdit *edit = w.dateEdit();
        w.header.activateWindow();
        edit->setFocus();
        QVERIFY(QTest::qWaitForWindowActive(&w.header));
        // Section by section, as a user types over the selected year,
        // month and day.
        edit->setSelectedSection(QDateTimeEdit::YearSection);
        QTest::keyClicks(edit, QStringLiteral("2028"));
        edit->setSelectedSection(QDateTimeEdit::MonthSection);
        QTest::keyClicks(edit, QStringLiteral("Feb"));
        edit->setSelectedSection(QDateTimeEdit::DaySection);
        QTest::keyClicks(edit, QStringLiteral("29"));
        QCOMPARE(w.document.undoStack()->count(), 0); // nothing while typing
        QTest::keyClick(edit, Qt::Key_Return);
        QCOMPARE(QString::fromStdString(w.document.scenario().startDate), QStringLiteral("2028-02-29"));
        QCOMPARE(w.document.undoStack()->count(), 1);
    }

    void theKpiHeaderShowsTheFinishDate()
    {
        Window w;
        w.document.setScenario(tco::defaultScenario());
        w.dateEdit()->setDate(QDate(2027, 1, 1));
        const tco::ProjectDates dates = tco::projectDates(w.document.scenario(), w.document.result());
        QVERIFY(dates.projectFinish);
        const QString finish =
            QLocale().toString(toQDate(*dates.projectFinish), QStringLiteral("d MMM yyyy"));
        QVERIFY2(w.daysTileText().contains(QStringLiteral("finishes ") + finish),
                 qPrintable(w.daysTileText()));

        // A later start moves the finish date by as many days.
        w.dateEdit()->setDate(QDate(2027, 1, 11));
        const QString later =
            QLocale().toString(toQDate(*dates.projectFinish).addDays(10), QStringLiteral("d MMM yyyy"));
        QVERIFY2(w.daysTileText().contains(later), qPrintable(w.daysTileText()));
    }

    void refusesAnImpossibleDateThroughTheDocument()
    {
        Window w;
        const auto issue = w.document.setStartDate("2027-02-30");
        QVERIFY(issue);
        QCOMPARE(int(issue->code), int(tco::IssueCode::InvalidDate));
        QCOMPARE(w.document.undoStack()->count(), 0);
    }
};

PLANNER_TEST_MAIN(TestStartDate)
} // namespace tst_startdate

#include "tst_startdate.moc"
