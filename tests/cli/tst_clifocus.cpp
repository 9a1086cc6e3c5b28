// SPDX-License-Identifier: GPL-3.0-or-later
// `llm-tco report --format focus` (docs/focus-export.md): the plan's and the
// portfolio's planned cost as FOCUS 1.2 CSV on standard output or to --out,
// run as the real binary (`report` is built with the window only).
#include "cliharness.h"

#include "plan/csv.h"

#include "testmain.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>

namespace tst_clifocus { // one namespace a test file: tests/testmain.h, "Unity builds"

using namespace clitest;

namespace {

/** The column of `name` in the header, or -1. */
int column(const tco::CsvRow &header, const std::string &name)
{
    for (std::size_t k = 0; k < header.fields.size(); ++k)
        if (header.fields[k] == name)
            return static_cast<int>(k);
    return -1;
}

double sumOf(const std::vector<tco::CsvRow> &rows, const std::string &name)
{
    const int c = column(rows.front(), name);
    double sum = 0;
    for (std::size_t k = 1; k < rows.size(); ++k)
        sum += std::stod(rows[k].fields[static_cast<std::size_t>(c)]);
    return sum;
}

} // namespace

class TestCliFocus : public QObject
{
    Q_OBJECT

private slots:
    void init()
    {
        if (!LLM_TCO_HAS_REPORT)
            QSKIP("`llm-tco report` is built with the window only");
    }

    void planForecastOnStandardOutput()
    {
        const Run r = runBinary({"report", "--format", "focus", "--set", "project.startDate=2027-01-01"});
        QVERIFY2(r.code == 0, r.err.constData());
        const std::vector<tco::CsvRow> rows = tco::parseCsv(r.out.toStdString());
        QVERIFY(rows.size() > 2);
        for (const char *c : {"ChargePeriodStart", "ChargePeriodEnd", "ChargeCategory", "BilledCost",
                              "EffectiveCost", "BillingCurrency", "ServiceCategory", "Tags",
                              "x_PlannerCategory", "x_Scenario", "x_Run", "x_Pool"})
            QVERIFY2(column(rows.front(), c) >= 0, c);
        QCOMPARE(rows[1].fields[static_cast<std::size_t>(column(rows.front(), "ChargePeriodStart"))],
                 std::string("2027-01-01T00:00:00Z"));
        // The same cost as `cashflow`, to the cent.
        const Run flow =
            runInProcess({"cashflow", "--format", "json", "--set", "project.startDate=2027-01-01"});
        QVERIFY2(flow.code == 0, flow.err.constData());
        const QJsonObject cashflow = parseJson(flow.out).object().value(u"cashflow"_s).toObject();
        QVERIFY(std::abs(sumOf(rows, "EffectiveCost") - cashflow.value(u"costTotalUsd"_s).toDouble()) < 0.01);
        QVERIFY(std::abs(sumOf(rows, "BilledCost") - cashflow.value(u"cashTotalUsd"_s).toDouble()) < 0.01);
    }

    void portfolioByRunAndPoolToAFile()
    {
        QTemporaryDir dir;
        const std::string out = dir.filePath(u"year.csv"_s).toStdString();
        const Run r =
            runBinary({"report", "--format", "focus", "--portfolio",
                       qEnvironmentVariable("PLANNER_TEST_DATA").toStdString() + "/portfolio-v3.tcoportfolio",
                       "--out", out});
        QVERIFY2(r.code == 0, r.err.constData());
        QCOMPARE(r.out, QByteArray("wrote " + QByteArray::fromStdString(out) + "\n"));
        QFile f(QString::fromStdString(out));
        QVERIFY(f.open(QIODevice::ReadOnly));
        const std::vector<tco::CsvRow> rows = tco::parseCsv(f.readAll().toStdString());
        QVERIFY(rows.size() > 2);
        const int run = column(rows.front(), "x_Run");
        const int pool = column(rows.front(), "x_Pool");
        QVERIFY(run >= 0 && pool >= 0);
        bool runOnPool = false;
        for (std::size_t k = 1; k < rows.size(); ++k)
            runOnPool = runOnPool || (!rows[k].fields[static_cast<std::size_t>(run)].empty() &&
                                      !rows[k].fields[static_cast<std::size_t>(pool)].empty());
        QVERIFY(runOnPool);
    }

    void reportOptionsAreRefused()
    {
        const Run r = runBinary({"report", "--format", "focus", "--kind", "executive"});
        QCOMPARE(r.code, 2);
        QVERIFY(r.err.contains("--kind cannot be used with --format focus"));
        QCOMPARE(runBinary({"report", "--format", "pdf"}).code, 2);
    }
};

PLANNER_TEST_GUILESS_MAIN(TestCliFocus)
} // namespace tst_clifocus

#include "tst_clifocus.moc"
