// SPDX-License-Identifier: GPL-3.0-or-later
// `llm-tco track` cannot mislead by a date or a figure (issue 32): spend
// dated outside the plan is named and kept out of "to date" while the
// forecast never falls below what was spent; progress the plan makes
// impossible is refused with its line; a clamped figure is flagged in the
// text and the JSON (docs/actuals.md, docs/model.md §15).
#include "cliharness.h"
#include "trackfixture.h"

#include "testmain.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

namespace tst_clitrackchecks { // one namespace a test file: tests/testmain.h, "Unity builds"

using namespace clitest;

namespace {

QByteArray readAll(const std::string &path)
{
    QFile f(QString::fromStdString(path));
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

QJsonObject json(const Run &r)
{
    return parseJson(r.out).object();
}

} // namespace

class TestCliTrackChecks : public QObject
{
    Q_OBJECT

private slots:
    // The samples lie in 2027; their last day is "today" here.
    void initTestCase() { qputenv("LLM_TCO_TODAY", "2027-04-15"); }

    void oneLineIn2030IsNotTheWholePlan()
    {
        // It made the forecast at completion $1,000 (P10 = P50 = P90) for
        // a plan of millions, "Within budget": the plan to date was the
        // whole plan, so nothing remained.
        QTemporaryDir dir;
        const std::string path =
            write(dir, "stray.csv", "date,category,phase,amount\n2030-06-01,compute,training,1000\n");
        const Run r = runInProcess(track({"--actuals", path, "--format", "json"}));
        QVERIFY2(r.code == 0 || r.code == 5 || r.code == 6, r.err.constData());
        const QJsonObject o = json(r);
        const double total = o.value(u"plannedTotalUsd").toDouble();
        QVERIFY(total > 1e6);
        QCOMPARE(o.value(u"actualUsd").toDouble(), 0.0);
        QCOMPARE(o.value(u"outsideUsd").toDouble(), 1000.0);
        QVERIFY(o.value(u"plannedToDateUsd").toDouble() < 0.01 * total);
        QVERIFY2(at(o, u"forecast.p10Usd"_s).toDouble() > 0.5 * total, r.out.constData());
        QVERIFY(at(o, u"forecast.p50Usd"_s).toDouble() >= 1000 + 0.5 * total);
        const QJsonArray outside = o.value(u"outsideSpend").toArray();
        QCOMPARE(outside.size(), 1);
        QCOMPARE(outside[0].toObject().value(u"reason").toString(), u"afterToday"_s);
        QCOMPARE(outside[0].toObject().value(u"lines").toDouble(), 1.0);
        QCOMPARE(outside[0].toObject().value(u"usd").toDouble(), 1000.0);
        QCOMPARE(outside[0].toObject().value(u"sourceLines").toArray().first().toDouble(), 2.0);

        const Run text = runInProcess(track({"--actuals", path}));
        QVERIFY2(text.out.contains("Warning: 1 spend line ($1,000) dated after today (2027-04-15)"),
                 text.out.constData());
        QVERIFY(text.out.contains("line 2"));
    }

    void aStrayLineLeavesThePlanToDateAlone()
    {
        // One such line added to a normal export made "planned to date" the
        // whole plan.
        QTemporaryDir dir;
        const QByteArray within = readAll(sample("spend-within.csv"));
        const std::string stray = write(dir, "stray.csv",
                                        within + "2030-01-01,compute,training,1000,USD,,,\n"
                                                 "2026-11-02,data,preparation,500,USD,,,\n");
        const Run plain = runInProcess(track({"--actuals", sample("spend-within.csv"), "--format", "json"}));
        const Run mixed = runInProcess(track({"--actuals", stray, "--format", "json"}));
        QVERIFY2(plain.code == 0, plain.err.constData());
        QVERIFY2(mixed.code == 0, mixed.err.constData());
        const QJsonObject a = json(plain), b = json(mixed);
        QCOMPARE(b.value(u"asOf").toString(), u"2027-04-15"_s);
        QCOMPARE(b.value(u"plannedToDateUsd").toDouble(), a.value(u"plannedToDateUsd").toDouble());
        QCOMPARE(b.value(u"actualUsd").toDouble(), a.value(u"actualUsd").toDouble());
        QCOMPARE(b.value(u"outsideUsd").toDouble(), 1500.0);
        // The forecast counts every dollar spent, whatever its date.
        QVERIFY(std::abs(at(b, u"forecast.p50Usd"_s).toDouble() - at(a, u"forecast.p50Usd"_s).toDouble() -
                         1500) < 0.01);
        QStringList reasons;
        for (const QJsonValue &v : b.value(u"outsideSpend").toArray())
            reasons << v.toObject().value(u"reason").toString();
        QCOMPARE(reasons, (QStringList{u"beforeStart"_s, u"afterToday"_s}));
    }

    void spendAfterThePlansFinishIsNamed()
    {
        // A plan that ended before today: a bill after its finish is not
        // "to date" either.
        QTemporaryDir dir;
        const std::string path = write(dir, "late.csv",
                                       "date,category,phase,amount\n2025-01-10,compute,training,100\n"
                                       "2027-03-01,compute,training,1000\n");
        const Run r = runInProcess(
            {"track", "--set", "project.startDate=2025-01-01", "--actuals", path, "--format", "json"});
        const QJsonObject o = json(r);
        const QJsonArray outside = o.value(u"outsideSpend").toArray();
        QCOMPARE(outside.size(), 1);
        QCOMPARE(outside[0].toObject().value(u"reason").toString(), u"afterFinish"_s);
        QCOMPARE(o.value(u"actualUsd").toDouble(), 100.0);
        QCOMPARE(o.value(u"asOf").toString(), u"2025-01-10"_s);
    }

    void progressBeyondPeakFlopsIsRefused()
    {
        // 1e16 tokens in 1,000 accelerator-hours printed "100.0 % of the
        // plan" with MFU silently 0.95 and a finish before the last spend.
        QTemporaryDir dir;
        const std::string path =
            write(dir, "fast.csv", "date,tokens,acceleratorHours\n2027-04-15,1e16,1000\n");
        const Run r = runInProcess(track({"--actuals", sample("spend-within.csv"), "--progress", path}));
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains("line 2, tokens"), r.err.constData());
        QVERIFY2(r.err.contains("peak"), r.err.constData());
        QVERIFY(r.out.isEmpty());
    }

    void progressOutsideThePlanIsRefused()
    {
        QTemporaryDir dir;
        const std::string early =
            write(dir, "early.csv", "date,tokens,acceleratorHours\n2026-09-01,1e9,1000\n");
        Run r = runInProcess(track({"--actuals", sample("spend-within.csv"), "--progress", early}));
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains("line 2, date = '2026-09-01'"), r.err.constData());
        QVERIFY(r.err.contains("2027-01-01"));
        // After the last spend (and today): the hours it counts are not billed.
        const std::string late = write(
            dir, "late.csv", "date,tokens,acceleratorHours\n2027-03-01,1e9,1000\n2027-04-20,2e9,2000\n");
        r = runInProcess(track({"--actuals", sample("spend-within.csv"), "--progress", late}));
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains("line 3, date = '2027-04-20'"), r.err.constData());
        QVERIFY(!r.err.contains("line 2,"));
    }

    void aClampedMfuIsFlagged()
    {
        // The samples' progress, with the tokens raised until the implied
        // MFU is 0.97: possible, but above compute.mfu's 0.95.
        const Run base = runInProcess(track({"--actuals", sample("spend-within.csv"), "--progress",
                                             sample("progress.csv"), "--format", "json"}));
        QVERIFY2(base.code == 0, base.err.constData());
        const QJsonObject b = json(base);
        QCOMPARE(at(b, u"calibration.flagged"_s).toBool(true), false);
        const double mfu = at(b, u"calibration.impliedMfu"_s).toDouble();
        QVERIFY(mfu > 0.3 && mfu < 0.5);
        const double tokens = at(b, u"calibration.tokensTrained"_s).toDouble() * 0.97 / mfu;
        QTemporaryDir dir;
        const std::string path = write(dir, "fast.csv",
                                       "date,tokens,acceleratorHours,interruptions\n2027-04-15," +
                                           QByteArray::number(tokens, 'g', 17) + ",2170880,43\n");
        const Run r = runInProcess(
            track({"--actuals", sample("spend-within.csv"), "--progress", path, "--format", "json"}));
        QVERIFY2(r.code == 0 || r.code == 5, r.err.constData());
        const QJsonObject o = json(r);
        QVERIFY(at(o, u"calibration.flagged"_s).toBool());
        QVERIFY(at(o, u"calibration.mfuClamped"_s).toBool());
        QVERIFY(std::abs(at(o, u"calibration.impliedMfu"_s).toDouble() - 0.97) < 1e-6);
        QCOMPARE(at(o, u"calibration.mfu"_s).toDouble(), 0.95);
        QVERIFY(at(o, u"forecast.mainRunFinish"_s).toString() >= o.value(u"asOf").toString());
        const Run text = runInProcess(track({"--actuals", sample("spend-within.csv"), "--progress", path}));
        QVERIFY2(text.out.contains("implies an MFU of 97.0 %, clamped to 95.0 %"), text.out.constData());
    }
};

PLANNER_TEST_GUILESS_MAIN(TestCliTrackChecks)
} // namespace tst_clitrackchecks

#include "tst_clitrackchecks.moc"
