// SPDX-License-Identifier: GPL-3.0-or-later
// The start date on the command line: --set project.startDate, the dates
// `evaluate` prints (text and JSON), `save` writing it and `keys` listing it.
#include "cliharness.h"

#include <files/scenariofile.h>
#include <plan/calendar.h>
#include <plan/catalog.h>
#include <plan/scenario.h>

#include "testmain.h"

#include <QTemporaryDir>
#include <QTest>

namespace tst_clidates { // one namespace a test file: tests/testmain.h, "Unity builds"

using namespace clitest;

namespace {

QString dateText(const tco::CivilDate &d)
{
    return QString::fromStdString(tco::formatDate(d));
}

} // namespace

class TestCliDates : public QObject
{
    Q_OBJECT

private slots:
    void evaluatePrintsTheDatesAsJson()
    {
        const Run r = runBinary({"evaluate", "--format", "json", "--set", "project.startDate=2027-01-01"});
        QCOMPARE(r.code, 0);
        const QJsonObject root = parseJson(r.out).object();
        QCOMPARE(root.value(u"startDate").toString(), u"2027-01-01"_s);
        QCOMPARE(root.value(u"startDateSet").toBool(), true);
        // Two months of preparation (the default) are 60.8 days: 2 March.
        QCOMPARE(root.value(u"mainRunStart").toString(), u"2027-03-02"_s);
        // The finish dates follow the printed wall-clock (docs/model.md §Start date).
        const double wallDays = root.value(u"wallClockDays").toDouble();
        const double prepDays = 2 * tco::kDaysPerMonth;
        const tco::CivilDate start{2027, 1, 1};
        QCOMPARE(root.value(u"mainRunFinish").toString(), dateText(tco::addDays(start, prepDays + wallDays)));
        QCOMPARE(root.value(u"projectFinish").toString(),
                 dateText(tco::addDays(start, prepDays + wallDays + 1 * tco::kDaysPerMonth)));
        QCOMPARE(root.value(u"inputs").toObject().value(u"project.startDate").toString(), u"2027-01-01"_s);
    }

    void withoutADateTheFirstOfNextMonthIsUsed()
    {
        const Run r = runInProcess({"evaluate", "--format", "json"});
        QCOMPARE(r.code, 0);
        const QJsonObject root = parseJson(r.out).object();
        QCOMPARE(root.value(u"startDate").toString(), dateText(tco::firstOfNextMonth(tco::todayUtc())));
        QCOMPARE(root.value(u"startDateSet").toBool(), false);
        QVERIFY(root.value(u"projectFinish").isString());
        QCOMPARE(root.value(u"inputs").toObject().value(u"project.startDate").toString(), QString());
    }

    void evaluatePrintsTheDatesAsText()
    {
        Run r = runInProcess({"evaluate", "--set", "project.startDate=2027-01-01"});
        QCOMPARE(r.code, 0);
        QVERIFY2(r.out.contains("Start date"), r.out.constData());
        QVERIFY(r.out.contains("2027-01-01"));
        QVERIFY(!r.out.contains("not set"));
        QVERIFY(r.out.contains("Main run"));
        QVERIFY(r.out.contains("2027-03-02 to 2027-"));
        QVERIFY(r.out.contains("Project finish"));

        r = runInProcess({"evaluate"});
        QVERIFY(r.out.contains("(not set: the first day of next month)"));
    }

    void aPlanThatCannotRunHasNoFinish()
    {
        const Run r = runInProcess({"evaluate", "--format", "json", "--set", "project.startDate=2027-01-01",
                                    "--set", "model.parameters=4.05e11", "--set", "cluster.gpuCount=8"});
        QCOMPARE(r.code, 3);
        const QJsonObject root = parseJson(r.out).object();
        QCOMPARE(root.value(u"startDate").toString(), u"2027-01-01"_s);
        QCOMPARE(root.value(u"mainRunStart").toString(), u"2027-03-02"_s);
        QVERIFY(root.value(u"mainRunFinish").isNull());
        QVERIFY(root.value(u"projectFinish").isNull());
        const Run text = runInProcess({"evaluate", "--set", "project.startDate=2027-01-01", "--set",
                                       "model.parameters=4.05e11", "--set", "cluster.gpuCount=8"});
        QVERIFY(text.out.contains("from 2027-03-02; cannot finish as planned"));
    }

    void refusesAnImpossibleDate_data()
    {
        QTest::addColumn<QString>("value");
        QTest::newRow("30 February") << u"2027-02-30"_s;
        QTest::newRow("day first") << u"01-02-2027"_s;
        QTest::newRow("words") << u"tomorrow"_s;
    }
    void refusesAnImpossibleDate()
    {
        QFETCH(QString, value);
        const Run r = runBinary({"evaluate", "--set", "project.startDate=" + value.toStdString()});
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains("project.startDate = '" + value.toUtf8() + "'"), r.err.constData());
        QVERIFY(r.err.contains("not a valid date"));
        QVERIFY(r.err.contains("YYYY-MM-DD"));
        QVERIFY(r.out.isEmpty());
    }

    void saveWritesTheDate()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const std::string path = dir.filePath(u"dated.tcoplan"_s).toStdString();
        Run r = runBinary({"save", "--out", path, "--set", "project.startDate=2028-02-29"});
        QCOMPARE(r.code, 0);
        const tco::LoadResult loaded = tco::loadScenarioFile(path, tco::Catalog::builtIn());
        QVERIFY2(loaded.scenario, tco::describe(loaded).c_str());
        QCOMPARE(QString::fromStdString(loaded.scenario->startDate), u"2028-02-29"_s);

        // ... and a saved plan's date is what evaluate --scenario uses.
        r = runBinary({"evaluate", "--format", "json", "--scenario", path});
        QCOMPARE(r.code, 0);
        QCOMPARE(parseJson(r.out).object().value(u"startDate").toString(), u"2028-02-29"_s);
    }

    void keysListsTheStartDate()
    {
        Run r = runInProcess({"keys"});
        QCOMPARE(r.code, 0);
        QVERIFY(r.out.contains("project.startDate"));
        r = runInProcess({"keys", "--format", "json"});
        const QJsonArray keys = parseJson(r.out).array();
        bool found = false;
        for (const QJsonValue &v : keys) {
            const QJsonObject k = v.toObject();
            if (k.value(u"key").toString() != u"project.startDate"_s)
                continue;
            found = true;
            QCOMPARE(k.value(u"kind").toString(), u"date"_s);
            QCOMPARE(k.value(u"group").toString(), u"people"_s);
            QVERIFY(k.value(u"allowed").toString().contains(u"YYYY-MM-DD"_s));
            QVERIFY(!k.value(u"description").toString().isEmpty());
        }
        QVERIFY(found);
    }
};

PLANNER_TEST_GUILESS_MAIN(TestCliDates)
} // namespace tst_clidates

#include "tst_clidates.moc"
