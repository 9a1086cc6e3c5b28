// SPDX-License-Identifier: GPL-3.0-or-later
// The command line's contract for plans that cannot run or work badly:
// no totals and exit status 3 for an infeasible plan, warnings beside the
// numbers, the exit-status table, `llm-tco advise`, and refused input.
#include "cliharness.h"

#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>

using namespace clitest;

class TestCliPlans : public QObject
{
    Q_OBJECT
private slots:
    void infeasiblePlanHasNoTotals_data();
    void infeasiblePlanHasNoTotals();
    void warningsKeepTheNumbers();
    void exitStatusContract();
    void adviseJson();
    void controlCharactersAreRefused();
    void fullStandardOutputIsReported();
};

void TestCliPlans::infeasiblePlanHasNoTotals_data()
{
    QTest::addColumn<QStringList>("sets");
    QTest::addColumn<QString>("condition");
    // Defects: these printed totals and exited 0.
    QTest::newRow("405B on 8 H100 does not fit")
        << QStringList{u"model.parameters=4.05e11"_s, u"cluster.gpuCount=8"_s} << u"modelDoesNotFit"_s;
    QTest::newRow("405B on 98,304 cannot finish")
        << QStringList{u"model.parameters=4.05e11"_s, u"cluster.gpuCount=98304"_s} << u"runCannotFinish"_s;
    QTest::newRow("405B on 131,072 cannot finish")
        << QStringList{u"model.parameters=4.05e11"_s, u"cluster.gpuCount=131072"_s} << u"runCannotFinish"_s;
}

void TestCliPlans::infeasiblePlanHasNoTotals()
{
    QFETCH(QStringList, sets);
    QFETCH(QString, condition);
    std::vector<std::string> args = {"evaluate", "--format", "json"};
    for (const QString &s : sets) {
        args.push_back("--set");
        args.push_back(s.toStdString());
    }
    Run r = runInProcess(args);
    QCOMPARE(r.code, 3);
    const QJsonObject root = parseJson(r.out).object();
    QCOMPARE(at(root, u"feasible"_s).toBool(true), false);
    for (const QString &key :
         {u"cost.total"_s, u"cost.byCategory.compute"_s, u"cost.matrix.compute.training"_s,
          u"gpuHours.mainRun"_s, u"gpuHours.total"_s, u"wallClockDays"_s, u"projectMonths"_s, u"energyMWh"_s,
          u"co2Tonnes"_s, u"unitCost.usdPerMillionTokens"_s, u"effectiveMfu"_s})
        QVERIFY2(at(root, key).isNull(), qPrintable(key));
    QVERIFY(root.value(u"conditionCodes").toArray().contains(condition));
    bool found = false;
    for (const QJsonValue &v : root.value(u"conditions").toArray()) {
        const QJsonObject c = v.toObject();
        QVERIFY(!c.value(u"message").toString().isEmpty());
        if (c.value(u"code").toString() == condition) {
            found = true;
            QCOMPARE(c.value(u"severity").toString(), u"infeasible"_s);
        }
    }
    QVERIFY(found);

    // Text says so instead of printing a total; CSV leaves the cells empty.
    args[2] = "text";
    r = runInProcess(args);
    QCOMPARE(r.code, 3);
    QVERIFY(r.out.contains("NO VALID PLAN"));
    QVERIFY(!r.out.contains("Total cost of ownership"));
    args[2] = "csv";
    r = runInProcess(args);
    QCOMPARE(r.code, 3);
    QVERIFY(r.out.contains("\nfeasible,0\n"));
    QVERIFY(r.out.contains("\ncost.total,\n"));
    // Analyses of an infeasible plan refuse with the same status.
    for (const char *command : {"sensitivity", "risk"}) {
        std::vector<std::string> a = {command};
        for (const QString &s : sets) {
            a.push_back("--set");
            a.push_back(s.toStdString());
        }
        r = runInProcess(a);
        QCOMPARE(r.code, 3);
        QVERIFY(r.err.contains("infeasible"));
    }
}

void TestCliPlans::warningsKeepTheNumbers()
{
    // 70B on 0.3T tokens on 4,096 reserved accelerators: mostly idle term.
    const Run r = runInProcess(
        {"evaluate", "--format", "json", "--set", "data.tokens=3e11", "--set", "cluster.gpuCount=4096"});
    QCOMPARE(r.code, 0);
    const QJsonObject root = parseJson(r.out).object();
    QCOMPARE(at(root, u"feasible"_s).toBool(), true);
    QVERIFY(at(root, u"cost.total"_s).toDouble() > 0);
    bool found = false;
    for (const QJsonValue &v : root.value(u"conditions").toArray()) {
        const QJsonObject c = v.toObject();
        if (c.value(u"code").toString() == u"reservedTermIdle"_s) {
            found = true;
            QCOMPARE(c.value(u"severity").toString(), u"warning"_s);
            QVERIFY(c.value(u"usd").toDouble() > 0);
            QVERIFY(c.value(u"message").toString().contains(u"idle"_s));
        }
    }
    QVERIFY(found);
}

void TestCliPlans::exitStatusContract()
{
    // Bad input wins over an infeasible plan.
    QCOMPARE(runInProcess({"evaluate", "--set", "model.parameters=4.05e11", "--set", "cluster.gpuCount=8",
                           "--set", "compute.mfu=7"})
                 .code,
             2);
    QCOMPARE(runInProcess({"evaluate", "--scenario", "/nonexistent/plan.tcoplan"}).code, 2);
    QCOMPARE(runInProcess({"evaluate"}).code, 0);
    QCOMPARE(runInProcess({"advise"}).code, 0);
    QCOMPARE(
        runInProcess({"advise", "--set", "model.parameters=4.05e11", "--set", "cluster.gpuCount=8"}).code, 3);
}

void TestCliPlans::controlCharactersAreRefused()
{
    // Defect: --name with an escape sequence was saved and printed raw.
    QTemporaryDir dir;
    const std::string path = dir.filePath(u"plan.tcoplan"_s).toStdString();
    const Run r = runInProcess({"save", "--out", path, "--name", "\x1b[2Jred\x1b[0m"});
    QCOMPARE(r.code, 2);
    QVERIFY(r.err.contains("--name"));
    QVERIFY(r.err.contains("control characters"));
    QVERIFY(!r.err.contains('\x1b'));
    QVERIFY(!QFile::exists(QString::fromStdString(path)));
}

void TestCliPlans::fullStandardOutputIsReported()
{
    // Defect: writing to a full stdout exited 1 with nothing on stderr.
    if (!QFileInfo::exists(u"/dev/full"_s))
        QSKIP("no /dev/full");
    QProcess p;
    p.setStandardOutputFile(u"/dev/full"_s);
    p.start(QStringLiteral(LLM_TCO_BINARY), {u"keys"_s});
    QVERIFY(p.waitForFinished(60000));
    QCOMPARE(p.exitCode(), 1);
    const QByteArray err = p.readAllStandardError();
    QVERIFY2(err.contains("cannot write to standard output: No space left on device"), err.constData());
}

void TestCliPlans::adviseJson()
{
    // Every lever is a set of --set values that the model evaluated: applying
    // them gives the total the lever promised.
    Run r = runInProcess({"advise", "--format", "json"});
    QCOMPARE(r.code, 0);
    const QJsonObject root = parseJson(r.out).object();
    const QJsonArray levers = root.value(u"levers").toArray();
    QVERIFY(!levers.isEmpty());
    const QJsonObject first = levers.first().toObject();
    QVERIFY(first.value(u"savedUsd").toDouble() > 0);
    std::vector<std::string> args = {"evaluate", "--format", "json"};
    const QJsonObject set = first.value(u"set").toObject();
    for (auto it = set.begin(); it != set.end(); ++it) {
        args.push_back("--set");
        args.push_back((it.key() + u'=' +
                        (it.value().isString() ? it.value().toString()
                                               : QString::fromStdString(shortest(it.value().toDouble()))))
                           .toStdString());
    }
    r = runInProcess(args);
    QCOMPARE(r.code, 0);
    const double total = at(parseJson(r.out).object(), u"cost.total"_s).toDouble();
    QVERIFY(std::abs(total - first.value(u"totalUsd").toDouble()) <= 1e-9 * total);

    // An infeasible plan: levers that make it feasible, cheapest first.
    r = runInProcess(
        {"advise", "--format", "json", "--set", "model.parameters=4.05e11", "--set", "cluster.gpuCount=8"});
    QCOMPARE(r.code, 3);
    const QJsonArray fixes = parseJson(r.out).object().value(u"levers").toArray();
    QVERIFY(!fixes.isEmpty());
    for (const QJsonValue &v : fixes)
        QVERIFY(v.toObject().value(u"makesFeasible").toBool());
    QCOMPARE(fixes.first().toObject().value(u"lever").toString(), u"acceleratorsToFit"_s);
}

QTEST_GUILESS_MAIN(TestCliPlans)
#include "tst_cliplans.moc"
