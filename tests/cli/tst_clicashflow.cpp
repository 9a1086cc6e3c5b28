// SPDX-License-Identifier: GPL-3.0-or-later
// The spend timeline on the command line: the "cashflow" object of
// `llm-tco evaluate --format json` and `llm-tco cashflow` as text, CSV and
// JSON (docs/model.md, "Spend over time and cash").
#include "cliharness.h"

#include "testmain.h"

#include <QTest>

#include <cmath>

namespace tst_clicashflow { // one namespace a test file: tests/testmain.h, "Unity builds"

using namespace clitest;

namespace {

const char *const kCategories[] = {"compute",     "energy",   "storage",    "network",    "data",
                                   "people",      "hardware", "monitoring", "operations", "failures",
                                   "experiments", "idle",     "opportunity"};

bool near(double a, double b)
{
    return std::abs(a - b) <= 1e-9 * std::max({1.0, std::abs(a), std::abs(b)});
}

} // namespace

class TestCliCashflow : public QObject
{
    Q_OBJECT

private slots:
    void evaluateJsonHasTheCashflow()
    {
        const Run r = runInProcess({"evaluate", "--format", "json", "--set", "project.startDate=2027-01-01",
                                    "--set", "pricing.mode=buy"});
        QVERIFY2(r.code == 0, r.err.constData());
        const QJsonObject root = parseJson(r.out).object();
        const QJsonObject flow = root.value(u"cashflow").toObject();
        QCOMPARE(flow.value(u"feasible").toBool(), true);
        const QJsonArray cost = flow.value(u"cost").toArray();
        const QJsonArray cash = flow.value(u"cash").toArray();
        QVERIFY(!cost.isEmpty());
        QCOMPARE(cash.size(), cost.size());
        QCOMPARE(cost.first().toObject().value(u"month").toString(), u"2027-01"_s);
        QCOMPARE(cash.first().toObject().value(u"month").toString(), u"2027-01"_s);
        double running = 0;
        for (const QJsonValue &v : cost) {
            const QJsonObject m = v.toObject();
            QVERIFY(m.value(u"month").toString().size() == 7);
            const QJsonObject by = m.value(u"byCategory").toObject();
            QCOMPARE(by.size(), qsizetype(std::size(kCategories)));
            double sum = 0;
            for (const char *key : kCategories) {
                QVERIFY2(by.value(QLatin1StringView(key)).isDouble(), key);
                sum += by.value(QLatin1StringView(key)).toDouble();
            }
            QVERIFY(near(sum, m.value(u"total").toDouble()));
            running += m.value(u"total").toDouble();
            QVERIFY(near(running, m.value(u"cumulative").toDouble()));
        }
        // The cost series ends at the total.
        QVERIFY(near(cost.last().toObject().value(u"cumulative").toDouble(),
                     at(root, u"cost.total"_s).toDouble()));
        // Buying: the capex is in the first month's cash and the residual comes back.
        const double capex = flow.value(u"capexUsd").toDouble();
        QVERIFY(capex > 0);
        QVERIFY(cash.first().toObject().value(u"total").toDouble() >= capex);
        QVERIFY(flow.value(u"residualUsd").toDouble() > 0);
        QCOMPARE(flow.value(u"capexMonth").toString(), u"2027-01"_s);
        QVERIFY(flow.value(u"residualMonth").isString());
        QVERIFY(flow.value(u"bookValueUsd").toDouble() >= flow.value(u"residualUsd").toDouble());
        // 0.3 is the default resale discount.
        QVERIFY(near(flow.value(u"residualUsd").toDouble(), 0.7 * flow.value(u"bookValueUsd").toDouble()));
        // The terms that reconcile cash and cost (docs/model.md, "Cash against cost").
        const auto v = [&](const char16_t *key) { return flow.value(QStringView(key)).toDouble(); };
        QVERIFY(near(v(u"costTotalUsd"), v(u"cashTotalUsd") - v(u"capexUsd") - v(u"facilityUsd") +
                                             v(u"residualUsd") + v(u"ownedUsageUsd") + v(u"opportunityUsd")));
        QCOMPARE(flow.value(u"cashIsCost").toBool(), false);
    }

    void rentingCashIsCost()
    {
        const Run r = runInProcess({"evaluate", "--format", "json", "--set", "pricing.mode=onDemand"});
        QVERIFY2(r.code == 0, r.err.constData());
        const QJsonObject flow = parseJson(r.out).object().value(u"cashflow").toObject();
        const QJsonArray cost = flow.value(u"cost").toArray();
        const QJsonArray cash = flow.value(u"cash").toArray();
        QCOMPARE(cash, cost);
        QCOMPARE(flow.value(u"capexUsd").toDouble(), 0.0);
        QVERIFY(flow.value(u"cashIsCost").toBool());
    }

    void aPlanThatCannotRunHasNoMonths()
    {
        const Run r = runInProcess({"evaluate", "--format", "json", "--set", "cluster.gpuCount=8", "--set",
                                    "model.parameters=4.05e11"});
        QCOMPARE(r.code, 3);
        const QJsonObject flow = parseJson(r.out).object().value(u"cashflow").toObject();
        QCOMPARE(flow.value(u"feasible").toBool(), false);
        QVERIFY(flow.value(u"cost").toArray().isEmpty());
        QVERIFY(flow.value(u"capexUsd").isNull());
    }

    void cashflowCsv()
    {
        const Run r = runBinary({"cashflow", "--format", "csv", "--set", "project.startDate=2027-01-01",
                                 "--set", "pricing.mode=buy"});
        QVERIFY2(r.code == 0, r.err.constData());
        const QList<QByteArray> lines = r.out.trimmed().split('\n');
        QByteArray header = "month";
        for (const char *key : kCategories)
            header += QByteArray(",") + key;
        header += ",total,cumulative,cash,cashCumulative";
        QCOMPARE(lines.front(), header);
        QVERIFY(lines.size() >= 3);
        QVERIFY(lines[1].startsWith("2027-01,"));
        const qsizetype columns = std::size(kCategories) + 5;
        for (const QByteArray &line : lines.mid(1)) {
            const QList<QByteArray> fields = line.split(',');
            QCOMPARE(fields.size(), columns);
            for (const QByteArray &f : fields.mid(1)) {
                bool ok = false;
                f.toDouble(&ok);
                QVERIFY2(ok, line.constData());
            }
        }
        // The CSV's cumulative cost and cash end where the JSON's do.
        const Run json = runInProcess({"cashflow", "--format", "json", "--set",
                                       "project.startDate=2027-01-01", "--set", "pricing.mode=buy"});
        QCOMPARE(json.code, 0);
        const QJsonObject root = parseJson(json.out).object();
        QCOMPARE(root.value(u"startDate").toString(), u"2027-01-01"_s);
        const QJsonObject flow = root.value(u"cashflow").toObject();
        const QList<QByteArray> last = lines.back().split(',');
        QVERIFY(near(last[columns - 3].toDouble(), flow.value(u"costTotalUsd").toDouble()));
        QVERIFY(near(last[columns - 1].toDouble(), flow.value(u"cashTotalUsd").toDouble()));
    }

    void cashflowText()
    {
        const Run r =
            runBinary({"cashflow", "--set", "project.startDate=2027-01-01", "--set", "pricing.mode=buy"});
        QVERIFY2(r.code == 0, r.err.constData());
        QVERIFY(r.out.contains("MONTH"));
        QVERIFY(r.out.contains("2027-01"));
        QVERIFY(r.out.contains("up front in 2027-01"));
        QVERIFY(r.out.contains("resale discount"));
        const Run reserved = runInProcess({"cashflow", "--set", "pricing.mode=reserved"});
        QCOMPARE(reserved.code, 0);
        QVERIFY(reserved.out.contains("committed capacity paid over"));
    }

    void resaleDiscountIsCheckedOnTheCommandLine()
    {
        const Run r = runInProcess({"cashflow", "--set", "ownership.resaleDiscount=1.5"});
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains("ownership.resaleDiscount"), r.err.constData());
        QVERIFY2(r.err.contains("'1.5'"), r.err.constData());
        QVERIFY2(r.err.contains("0 .. 1"), r.err.constData());
    }
};

PLANNER_TEST_GUILESS_MAIN(TestCliCashflow)
} // namespace tst_clicashflow

#include "tst_clicashflow.moc"
