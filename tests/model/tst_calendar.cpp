// SPDX-License-Identifier: GPL-3.0-or-later
// The calendar of a plan (model/plan/calendar.h): parsing and formatting dates,
// adding days and model months, whole days between dates, and the dates of
// the phases. Every expected date is counted by hand in the comments.
#include "plan/calendar.h"
#include "plan/catalog.h"
#include "plan/evaluate.h"
#include "plan/scenario.h"

#include "testmain.h"

#include <QTest>

#include <cmath>
#include <limits>

namespace tst_calendar { // one namespace a test file: tests/testmain.h, "Unity builds"

using namespace tco;

namespace {

QString text(const CivilDate &d)
{
    return QString::fromStdString(formatDate(d));
}

QString text(const std::optional<CivilDate> &d)
{
    return d ? text(*d) : QStringLiteral("(none)");
}

CivilDate date(const char *iso)
{
    const auto d = parseDate(iso);
    if (!d)
        qFatal("test date does not parse: %s", iso);
    return *d;
}

} // namespace

class TestCalendar : public QObject
{
    Q_OBJECT

private slots:
    void parsesValidDates_data()
    {
        QTest::addColumn<QString>("iso");
        QTest::addColumn<int>("year");
        QTest::addColumn<int>("month");
        QTest::addColumn<int>("day");
        QTest::newRow("new year") << "2027-01-01" << 2027 << 1 << 1;
        QTest::newRow("leap day 2028") << "2028-02-29" << 2028 << 2 << 29;
        QTest::newRow("leap day 2000 (divisible by 400)") << "2000-02-29" << 2000 << 2 << 29;
        QTest::newRow("last day of a 31-day month") << "2027-12-31" << 2027 << 12 << 31;
        QTest::newRow("first allowed day") << "1970-01-01" << 1970 << 1 << 1;
        QTest::newRow("last allowed day") << "2199-12-31" << 2199 << 12 << 31;
    }
    void parsesValidDates()
    {
        QFETCH(QString, iso);
        QFETCH(int, year);
        QFETCH(int, month);
        QFETCH(int, day);
        const auto d = parseDate(iso.toStdString());
        QVERIFY(d);
        QCOMPARE(d->year, year);
        QCOMPARE(int(d->month), month);
        QCOMPARE(int(d->day), day);
        QVERIFY(isValid(*d));
        QCOMPARE(text(*d), iso); // formats back to the same text
    }

    void refusesBadDates_data()
    {
        QTest::addColumn<QString>("iso");
        QTest::newRow("empty") << "";
        QTest::newRow("30 February") << "2027-02-30";
        QTest::newRow("29 February of a common year") << "2027-02-29";
        QTest::newRow("29 February 2100 (divisible by 100, not 400)") << "2100-02-29";
        QTest::newRow("31 April") << "2027-04-31";
        QTest::newRow("month 13") << "2027-13-01";
        QTest::newRow("month 0") << "2027-00-10";
        QTest::newRow("day 0") << "2027-01-00";
        QTest::newRow("one-digit month") << "2027-1-01";
        QTest::newRow("slashes") << "2027/01/01";
        QTest::newRow("leading space") << " 2027-01-01";
        QTest::newRow("trailing space") << "2027-01-01 ";
        QTest::newRow("a time too") << "2027-01-01T00:00:00Z";
        QTest::newRow("sign in the year") << "+027-01-01";
        QTest::newRow("sign in the month") << "2027--1-01";
        QTest::newRow("before 1970") << "1969-12-31";
        QTest::newRow("after 2199") << "2200-01-01";
        QTest::newRow("words") << "next month";
        QTest::newRow("full-width digits") << "２０２７-01-01";
    }
    void refusesBadDates()
    {
        QFETCH(QString, iso);
        QVERIFY(!parseDate(iso.toStdString()));
    }

    void formatsWithLeadingZeros()
    {
        QCOMPARE(text(CivilDate{2027, 3, 5}), QStringLiteral("2027-03-05"));
        QVERIFY(!isValid(CivilDate{2027, 2, 30}));
        QVERIFY(isValid(CivilDate{2027, 2, 28}));
    }

    void firstOfNextMonth_data()
    {
        QTest::addColumn<QString>("today");
        QTest::addColumn<QString>("expected");
        QTest::newRow("mid-December rolls the year") << "2026-12-15"
                                                     << "2027-01-01";
        QTest::newRow("31 December") << "2026-12-31"
                                     << "2027-01-01";
        QTest::newRow("31 January") << "2027-01-31"
                                    << "2027-02-01";
        QTest::newRow("the first of a month") << "2027-02-01"
                                              << "2027-03-01";
    }
    void firstOfNextMonth()
    {
        QFETCH(QString, today);
        QFETCH(QString, expected);
        QCOMPARE(text(tco::firstOfNextMonth(date(today.toLatin1().constData()))), expected);
    }

    void addDays_data()
    {
        QTest::addColumn<QString>("from");
        QTest::addColumn<double>("days");
        QTest::addColumn<QString>("expected");
        QTest::newRow("zero") << "2027-01-01" << 0.0 << "2027-01-01";
        QTest::newRow("0.9 days: still the same day") << "2027-01-01" << 0.9 << "2027-01-01";
        QTest::newRow("one day") << "2027-01-01" << 1.0 << "2027-01-02";
        QTest::newRow("31 days: 1 February") << "2027-01-01" << 31.0 << "2027-02-01";
        QTest::newRow("into a leap day") << "2028-02-28" << 1.0 << "2028-02-29";
        QTest::newRow("over a common year's February") << "2027-02-28" << 1.0 << "2027-03-01";
        QTest::newRow("365 days: 2027 is a common year") << "2027-01-01" << 365.0 << "2028-01-01";
        QTest::newRow("366 days: 2028 is a leap year") << "2028-01-01" << 366.0 << "2029-01-01";
        QTest::newRow("-0.1 days: the day before") << "2027-01-01" << -0.1 << "2026-12-31";
        QTest::newRow("-1 day") << "2027-03-01" << -1.0 << "2027-02-28";
    }
    void addDays()
    {
        QFETCH(QString, from);
        QFETCH(double, days);
        QFETCH(QString, expected);
        QCOMPARE(text(tco::addDays(date(from.toLatin1().constData()), days)), expected);
    }

    void addMonthsUsesTheModelsMonth()
    {
        // 730 h / 24 = 30.41666… days a month.
        QCOMPARE(kDaysPerMonth, 730.0 / 24.0);
        // 2 months = 60.83 days: Jan 31 + Feb 28 = 59 days to 1 March, so
        // day 60 is 2 March (not 1 March as calendar months would give).
        QCOMPARE(text(addMonths(date("2027-01-01"), 2)), QStringLiteral("2027-03-02"));
        // 12 months = 365 days exactly.
        QCOMPARE(text(addMonths(date("2027-01-01"), 12)), QStringLiteral("2028-01-01"));
        QCOMPARE(text(addMonths(date("2027-01-01"), 0)), QStringLiteral("2027-01-01"));
        // 0.5 months = 15.2 days.
        QCOMPARE(text(addMonths(date("2027-01-01"), 0.5)), QStringLiteral("2027-01-16"));
    }

    void daysBetween_data()
    {
        QTest::addColumn<QString>("from");
        QTest::addColumn<QString>("to");
        QTest::addColumn<qlonglong>("days");
        QTest::newRow("same day") << "2027-01-01"
                                  << "2027-01-01" << 0LL;
        QTest::newRow("next day") << "2027-01-01"
                                  << "2027-01-02" << 1LL;
        QTest::newRow("Jan + Feb of a common year") << "2027-01-01"
                                                    << "2027-03-01" << 59LL;
        QTest::newRow("Jan + Feb of a leap year") << "2028-01-01"
                                                  << "2028-03-01" << 60LL;
        QTest::newRow("earlier: negative") << "2027-03-01"
                                           << "2027-01-01" << -59LL;
        QTest::newRow("a leap year") << "2024-01-01"
                                     << "2025-01-01" << 366LL;
        QTest::newRow("over a year end") << "2026-12-31"
                                         << "2027-01-01" << 1LL;
    }
    void daysBetween()
    {
        QFETCH(QString, from);
        QFETCH(QString, to);
        QFETCH(qlonglong, days);
        QCOMPARE(
            qlonglong(tco::daysBetween(date(from.toLatin1().constData()), date(to.toLatin1().constData()))),
            days);
    }

    void todayIsAValidDate()
    {
        const CivilDate today = todayUtc();
        QVERIFY(isValid(today));
        QVERIFY(today >= date("2026-01-01"));
    }

    void resolvedStartDate()
    {
        Scenario s = defaultScenario();
        const CivilDate today = date("2026-12-15");
        QCOMPARE(QString::fromStdString(tco::resolvedStartDate(s, today)), QStringLiteral("2027-01-01"));
        s.startDate = "2027-05-10";
        QCOMPARE(QString::fromStdString(tco::resolvedStartDate(s, today)), QStringLiteral("2027-05-10"));
        // A date that validation refuses is never used: the default shows.
        s.startDate = "2027-02-30";
        QCOMPARE(QString::fromStdString(tco::resolvedStartDate(s, today)), QStringLiteral("2027-01-01"));
    }

    void projectDatesByHand()
    {
        Scenario s = defaultScenario();
        s.startDate = "2027-01-01";
        s.set(InputId::ProjectPreparationMonths, 2);
        s.set(InputId::ProjectPostTrainingMonths, 1);
        Result r;
        r.wallClockDays = 100.5;
        const ProjectDates d = projectDates(s, r, date("2020-06-01"));
        QCOMPARE(text(d.start), QStringLiteral("2027-01-01"));
        // Preparation: 60.83 days -> day 60 -> 2 March.
        QCOMPARE(text(d.mainRunStart), QStringLiteral("2027-03-02"));
        // + 100.5 days = 161.33 -> day 161: 1 June is day 151 (31+28+31+30+31),
        // so 11 June.
        QCOMPARE(text(d.mainRunFinish), QStringLiteral("2027-06-11"));
        // + 30.42 days = 191.75 -> day 191: 1 July is day 181, so 11 July.
        // (Rounding each phase down on its own would give 60+100+30 = 190,
        // 10 July: the running total is rounded once.)
        QCOMPARE(text(d.projectFinish), QStringLiteral("2027-07-11"));
    }

    void aDeadlineCountsFromItsScopesStart()
    {
        // Issue 53: a 90-day main-run deadline read "by 1 Apr 2027" in the
        // reports (the plan's start + 90) while What Fits said 31 May (the
        // main run's start, 2 March, + 90).
        Scenario s = defaultScenario();
        s.startDate = "2027-01-01";
        s.set(InputId::ProjectPreparationMonths, 2);
        const CivilDate today = date("2020-06-01");
        QCOMPARE(text(deadlineOrigin(s, DeadlineScope::Project, today)), QStringLiteral("2027-01-01"));
        QCOMPARE(text(deadlineOrigin(s, DeadlineScope::MainRun, today)), QStringLiteral("2027-03-02"));
        Result r;
        r.wallClockDays = 10;
        QCOMPARE(text(deadlineOrigin(s, DeadlineScope::MainRun, today)),
                 text(projectDates(s, r, today).mainRunStart));
        // 60.83 + 90 = 150.83 days -> day 150: 31 May.
        QCOMPARE(text(tco::addDays(deadlineOrigin(s, DeadlineScope::MainRun, today), 90)),
                 QStringLiteral("2027-05-31"));
    }

    void projectDatesWithoutAStartDateUseNextMonth()
    {
        Scenario s = defaultScenario();
        s.set(InputId::ProjectPreparationMonths, 0);
        s.set(InputId::ProjectPostTrainingMonths, 0);
        Result r;
        r.wallClockDays = 10;
        const ProjectDates d = projectDates(s, r, date("2027-01-31"));
        QCOMPARE(text(d.start), QStringLiteral("2027-02-01"));
        QCOMPARE(text(d.mainRunStart), QStringLiteral("2027-02-01"));
        QCOMPARE(text(d.mainRunFinish), QStringLiteral("2027-02-11"));
        QCOMPARE(text(d.projectFinish), QStringLiteral("2027-02-11"));
    }

    void aRunThatCannotFinishHasNoFinish()
    {
        Scenario s = defaultScenario();
        s.startDate = "2027-01-01";
        Result r;
        for (const double days : {std::numeric_limits<double>::infinity(),
                                  std::numeric_limits<double>::quiet_NaN(), -1.0, 1e300}) {
            r.wallClockDays = days;
            const ProjectDates d = projectDates(s, r);
            QCOMPARE(text(d.start), QStringLiteral("2027-01-01"));
            QCOMPARE(text(d.mainRunStart), QStringLiteral("2027-03-02"));
            QVERIFY(!d.mainRunFinish);
            QVERIFY(!d.projectFinish);
        }
    }

    void datesAgreeWithTheModelsProjectMonths()
    {
        // The calendar's month must be the model's: the days from start to
        // project finish are Result::projectMonths in days, less the part of
        // a day dropped when rounding down.
        Scenario s = defaultScenario();
        s.startDate = "2027-01-01";
        const Result r = evaluate(s, Catalog::builtIn());
        QVERIFY(r.feasible());
        const double prep = s.value(InputId::ProjectPreparationMonths);
        const double post = s.value(InputId::ProjectPostTrainingMonths);
        const double projectDays = r.projectMonths * kDaysPerMonth;
        QVERIFY(std::abs(projectDays - ((prep + post) * kDaysPerMonth + r.wallClockDays)) < 1e-6);
        const ProjectDates d = projectDates(s, r);
        QVERIFY(d.projectFinish);
        QCOMPARE(qlonglong(tco::daysBetween(d.start, *d.projectFinish)),
                 qlonglong(std::floor(projectDays + 1e-9)));
    }
};

PLANNER_TEST_APPLESS_MAIN(TestCalendar)
} // namespace tst_calendar

#include "tst_calendar.moc"
