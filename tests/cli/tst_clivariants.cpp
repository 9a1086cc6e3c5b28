// SPDX-License-Identifier: GPL-3.0-or-later
// `llm-tco variants`: the what-if strip on the command line. Every row's
// figures equal a separate `llm-tco evaluate` and `llm-tco risk` of the plan
// with the row's changes given as --set, as a script would check them.
#include "cliharness.h"

#include "testmain.h"

#include <QTest>

#include <cmath>

namespace tst_clivariants { // one namespace a test file: tests/testmain.h, "Unity builds"

using namespace clitest;

namespace {

/** The plan's --set arguments with one variant's "set" object applied: a
 *  key the variant changes replaces the plan's own --set of it, since a key
 *  given twice is refused (as a script must do it too). */
std::vector<std::string> setsOf(const std::vector<std::string> &plan, const QJsonObject &variant)
{
    const QJsonObject set = variant.value("set"_L1).toObject();
    std::vector<std::string> args;
    for (std::size_t i = 0; i + 1 < plan.size(); i += 2) {
        const std::string key = plan[i + 1].substr(0, plan[i + 1].find('='));
        if (!set.contains(QString::fromStdString(key)))
            args.insert(args.end(), {plan[i], plan[i + 1]});
    }
    for (auto it = set.begin(); it != set.end(); ++it) {
        args.push_back("--set");
        const std::string value =
            it.value().isString() ? it.value().toString().toStdString() : shortest(it.value().toDouble());
        args.push_back(it.key().toStdString() + '=' + value);
    }
    return args;
}

std::vector<std::string> operator+(std::vector<std::string> a, const std::vector<std::string> &b)
{
    a.insert(a.end(), b.begin(), b.end());
    return a;
}

} // namespace

class TestCliVariants : public QObject
{
    Q_OBJECT

private slots:
    void everyRowEqualsASeparateEvaluation()
    {
        const std::vector<std::string> plan{"--set", "cluster.gpuCount=2048", "--set", "compute.mfu=0.4"};
        const Run run =
            runInProcess(std::vector<std::string>{"variants", "--format", "json", "--samples", "300"} + plan);
        QCOMPARE(run.code, 0);
        const QJsonObject root = parseJson(run.out).object();
        QCOMPARE(at(root, u"samples"_s).toDouble(), 300.0);
        const QJsonArray variants = root.value("variants"_L1).toArray();
        QVERIFY(variants.size() >= 11);
        QStringList keys;
        for (const QJsonValue &v : variants)
            keys << v.toObject().value("variant"_L1).toString();
        for (const char *k :
             {"onDemand", "reserved", "spot", "buy", "mfuMinus25", "mfuPlus25", "halfAccelerators",
              "doubleAccelerators", "nextAccelerator", "previousAccelerator", "fp8", "strongerPractice"})
            QVERIFY2(keys.contains(QLatin1String(k)), k);

        const QJsonObject base =
            parseJson(runInProcess(std::vector<std::string>{"evaluate", "--format", "json"} + plan).out)
                .object();
        const double baseTotal = at(base, u"cost.total"_s).toDouble();
        QCOMPARE(at(root, u"plan.totalUsd"_s).toDouble(), baseTotal);
        for (const QJsonValue &value : variants) {
            const QJsonObject v = value.toObject();
            const QByteArray what = v.value("variant"_L1).toString().toUtf8();
            const std::vector<std::string> sets = setsOf(plan, v);
            const QJsonObject e =
                parseJson(runInProcess(std::vector<std::string>{"evaluate", "--format", "json"} + sets).out)
                    .object();
            QVERIFY2(v.value("feasible"_L1).toBool(), what);
            QVERIFY2(v.value("totalUsd"_L1).toDouble() == at(e, u"cost.total"_s).toDouble(), what);
            QVERIFY2(v.value("wallClockDays"_L1).toDouble() == at(e, u"wallClockDays"_s).toDouble(), what);
            QVERIFY2(v.value("deltaUsd"_L1).toDouble() == at(e, u"cost.total"_s).toDouble() - baseTotal,
                     what);
            const QJsonObject risk =
                parseJson(runInProcess(
                              std::vector<std::string>{"risk", "--format", "json", "--samples", "300"} + sets)
                              .out)
                    .object();
            QVERIFY2(v.value("costP90Usd"_L1).toDouble() == at(risk, u"cost.p90"_s).toDouble(), what);
        }
        // The row of the plan's own pricing mode (reserved by default) is
        // the plan: marked current, with no difference.
        int current = 0;
        for (const QJsonValue &value : variants)
            if (value.toObject().value("current"_L1).toBool()) {
                ++current;
                QCOMPARE(value.toObject().value("deltaUsd"_L1).toDouble(), 0.0);
            }
        QVERIFY(current >= 1);
    }

    void textIsATableAndTheBinaryAgrees()
    {
        const Run run = runBinary({"variants", "--samples", "200"});
        QCOMPARE(run.code, 0);
        const QString text = QString::fromUtf8(run.out);
        QVERIFY(text.contains("What-if variants of:"_L1));
        QVERIFY(text.contains("VARIANT"_L1));
        QVERIFY(text.contains("P90"_L1));
        QVERIFY(text.contains("spot capacity"_L1));
        QVERIFY(text.contains("next faster accelerator: MI300X"_L1)); // faster for this plan (tst_variants)
        QVERIFY(text.contains("(current)"_L1));
        QVERIFY(run.err.isEmpty());
        QVERIFY(runBinary({"--help"}).out.contains("variants"));
    }

    void anInfeasiblePlanHasNoDeltasAndExitsThree()
    {
        const std::vector<std::string> plan{"--set", "model.parameters=4.05e11", "--set",
                                            "cluster.gpuCount=8"};
        const Run run =
            runInProcess(std::vector<std::string>{"variants", "--format", "json", "--samples", "100"} + plan);
        QCOMPARE(run.code, 3);
        const QJsonObject root = parseJson(run.out).object();
        QVERIFY(at(root, u"plan.totalUsd"_s).isNull());
        for (const QJsonValue &value : root.value("variants"_L1).toArray()) {
            const QJsonObject v = value.toObject();
            QVERIFY(v.value("deltaUsd"_L1).isNull());
            if (!v.value("feasible"_L1).toBool())
                QVERIFY(!v.value("condition"_L1).toString().isEmpty());
        }
        const Run text = runInProcess(std::vector<std::string>{"variants", "--samples", "100"} + plan);
        QCOMPARE(text.code, 3);
        QVERIFY(text.out.contains("cannot run"));
    }

    void badSamplesAreRefused()
    {
        // The plan's uncertainty.samples: the message names it, the value and the range.
        const Run run = runInProcess({"variants", "--samples", "0"});
        QCOMPARE(run.code, 2);
        QVERIFY2(run.err.contains("uncertainty.samples") && run.err.contains("100"), run.err.constData());
    }
};

PLANNER_TEST_GUILESS_MAIN(TestCliVariants)
} // namespace tst_clivariants

#include "tst_clivariants.moc"
