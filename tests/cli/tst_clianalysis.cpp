// SPDX-License-Identifier: GPL-3.0-or-later
// The analysis commands of llm-tco, in-process: sweep (CSV, refused
// ranges), sensitivity (ranked) and risk (reproducible from its seed).
#include "cliharness.h"

#include "testmain.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

#include <cmath>

namespace tst_clianalysis { // one namespace a test file: tests/testmain.h, "Unity builds"

using namespace Qt::StringLiterals;
using namespace clitest;

class TestCliAnalysis : public QObject
{
    Q_OBJECT
private slots:
    void sweepCsv();
    void badSweep_data();
    void badSweep();
    void sensitivityRanked();
    void riskReproducible();
};

void TestCliAnalysis::sweepCsv()
{
    const int steps = 7;
    const Run r = runBinary({"sweep", "--key", "checkpoint.intervalHours", "--from", "0.2", "--to", "8",
                             "--steps", std::to_string(steps), "--log"});
    QVERIFY2(r.code == 0, r.err.constData());
    const QList<QByteArray> lines = r.out.trimmed().split('\n');
    QCOMPARE(lines.size(), steps + 1);
    QCOMPARE(lines.front(), QByteArray("x,cost.total,wallClockDays,gpuHours.total,effectiveMfu,cost.failures,"
                                       "cost.storage,cost.idle,runCannotFinish"));
    double previous = -1;
    for (const QByteArray &line : lines.mid(1)) {
        const QList<QByteArray> fields = line.split(',');
        QCOMPARE(fields.size(), 9);
        for (const QByteArray &f : fields) {
            bool ok = false;
            QVERIFY(std::isfinite(f.toDouble(&ok)) && ok);
        }
        const double x = fields[0].toDouble();
        QVERIFY(x > previous);
        previous = x;
        QVERIFY(fields[8] == "0" || fields[8] == "1");
    }
    QCOMPARE(lines[1].split(',')[0].toDouble(), 0.2);
    QCOMPARE(lines.back().split(',')[0].toDouble(), 8.0);

    // Linear spacing and a whole-number key.
    const Run linear = runInProcess({"sweep", "--key", "cluster.gpuCount", "--from", "1024", "--to", "4096",
                                     "--steps", "4", "--format", "csv"});
    QCOMPARE(linear.code, 0);
    const QList<QByteArray> rows = linear.out.trimmed().split('\n');
    QCOMPARE(rows.size(), 5);
    QCOMPARE(rows[2].split(',')[0], QByteArray("2048"));
    // More accelerators finish sooner.
    QVERIFY(rows[4].split(',')[2].toDouble() < rows[1].split(',')[2].toDouble());
}

void TestCliAnalysis::badSweep_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QStringList>("mentions");
    const auto sweep = [](QStringList extra) { return QStringList{u"sweep"_s} + extra; };
    QTest::newRow("choice key") << sweep({u"--key"_s, u"compute.precision"_s, u"--from"_s, u"0"_s, u"--to"_s,
                                          u"1"_s})
                                << QStringList{u"compute.precision"_s, u"numeric"_s};
    QTest::newRow("gpu key") << sweep({u"--key"_s, u"hardware.gpu"_s, u"--from"_s, u"0"_s, u"--to"_s, u"1"_s})
                             << QStringList{u"hardware.gpu"_s, u"numeric"_s};
    QTest::newRow("unknown key") << sweep({u"--key"_s, u"nope"_s, u"--from"_s, u"0"_s, u"--to"_s, u"1"_s})
                                 << QStringList{u"nope"_s, u"unknown key"_s};
    QTest::newRow("from out of range")
        << sweep({u"--key"_s, u"compute.mfu"_s, u"--from"_s, u"0"_s, u"--to"_s, u"0.5"_s})
        << QStringList{u"--from"_s, u"compute.mfu"_s, u"'0'"_s, u"0.01 .. 0.95"_s};
    QTest::newRow("to not finite") << sweep({u"--key"_s, u"compute.mfu"_s, u"--from"_s, u"0.1"_s, u"--to"_s,
                                             u"inf"_s})
                                   << QStringList{u"--to"_s, u"inf"_s, u"finite"_s};
    QTest::newRow("one step") << sweep({u"--key"_s, u"compute.mfu"_s, u"--from"_s, u"0.1"_s, u"--to"_s,
                                        u"0.5"_s, u"--steps"_s, u"1"_s})
                              << QStringList{u"--steps"_s, u"'1'"_s, u"2 .. 10000"_s};
    QTest::newRow("too many steps") << sweep({u"--key"_s, u"compute.mfu"_s, u"--from"_s, u"0.1"_s, u"--to"_s,
                                              u"0.5"_s, u"--steps"_s, u"10001"_s})
                                    << QStringList{u"--steps"_s, u"10001"_s, u"2 .. 10000"_s};
    QTest::newRow("log from zero") << sweep({u"--key"_s, u"failures.hotSpareFraction"_s, u"--from"_s, u"0"_s,
                                             u"--to"_s, u"0.1"_s, u"--log"_s})
                                   << QStringList{u"--log"_s, u"> 0"_s};
    QTest::newRow("missing key") << sweep({u"--from"_s, u"0"_s, u"--to"_s, u"1"_s})
                                 << QStringList{u"--key"_s};
}

void TestCliAnalysis::badSweep()
{
    QFETCH(QStringList, args);
    QFETCH(QStringList, mentions);
    std::vector<std::string> list;
    for (const QString &a : args)
        list.push_back(a.toStdString());
    const Run r = runBinary(list);
    QCOMPARE(r.code, 2);
    QVERIFY(r.out.isEmpty());
    const QString err = QString::fromUtf8(r.err);
    for (const QString &m : mentions)
        QVERIFY2(err.contains(m), qPrintable(u"'"_s + m + u"' not in: "_s + err));
}

void TestCliAnalysis::sensitivityRanked()
{
    Run r = runInProcess({"sensitivity", "--format", "json", "--fraction", "0.2"});
    QVERIFY2(r.code == 0, r.err.constData());
    const QJsonArray rows = parseJson(r.out).object().value(u"rows").toArray();
    QVERIFY(rows.size() > 5);
    double previous = std::numeric_limits<double>::infinity();
    for (const QJsonValue &v : rows) {
        const QJsonObject row = v.toObject();
        const double swing = row.value(u"swingUsd").toDouble();
        QVERIFY(swing <= previous);
        previous = swing;
        QVERIFY(std::abs(swing - std::abs(row.value(u"highTotalUsd").toDouble() -
                                          row.value(u"lowTotalUsd").toDouble())) <= 1e-6 * swing + 1e-9);
        QVERIFY(row.value(u"lowValue").toDouble() <= row.value(u"highValue").toDouble());
    }

    r = runBinary({"sensitivity", "--format", "csv"});
    QCOMPARE(r.code, 0);
    QVERIFY(r.out.startsWith("key,low,high,total.low,total.high,swing\n"));

    r = runBinary({"sensitivity"});
    QCOMPARE(r.code, 0);
    QVERIFY(r.out.contains("SWING"));

    r = runBinary({"sensitivity", "--fraction", "0"});
    QCOMPARE(r.code, 2);
    QVERIFY(r.err.contains("--fraction") && r.err.contains("'0'"));
}

void TestCliAnalysis::riskReproducible()
{
    const std::vector<std::string> args = {"risk", "--samples", "300", "--seed", "42", "--format", "json"};
    const Run a = runBinary(args);
    const Run b = runBinary(args);
    QVERIFY2(a.code == 0, a.err.constData());
    QCOMPARE(a.out, b.out);
    const QJsonObject o = parseJson(a.out).object();
    QCOMPARE(o.value(u"samples").toInt(), 300);
    QCOMPARE(o.value(u"seed").toString(), u"42"_s);
    for (const QString &group : {u"cost"_s, u"days"_s}) {
        const QJsonObject g = o.value(group).toObject();
        const double p10 = g.value(u"p10").toDouble(), p50 = g.value(u"p50").toDouble(),
                     p90 = g.value(u"p90").toDouble();
        QVERIFY2(p10 > 0 && p10 <= p50 && p50 <= p90, qPrintable(group));
        QVERIFY(std::isfinite(g.value(u"mean").toDouble()));
    }
    QVERIFY(o.value(u"cost").toObject().value(u"p10").toDouble() <
            o.value(u"cost").toObject().value(u"p90").toDouble());

    const Run text1 = runInProcess({"risk", "--samples", "200", "--seed", "7"});
    const Run text2 = runInProcess({"risk", "--samples", "200", "--seed", "7"});
    const Run other = runInProcess({"risk", "--samples", "200", "--seed", "8"});
    QCOMPARE(text1.code, 0);
    QCOMPARE(text1.out, text2.out);
    QVERIFY(text1.out != other.out);
    QVERIFY(text1.out.contains("P90"));

    const Run bad = runBinary({"risk", "--samples", "0"});
    QCOMPARE(bad.code, 2);
    QVERIFY(bad.err.contains("--samples"));
}

PLANNER_TEST_GUILESS_MAIN(TestCliAnalysis)
} // namespace tst_clianalysis

#include "tst_clianalysis.moc"
