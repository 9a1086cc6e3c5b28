// SPDX-License-Identifier: GPL-3.0-or-later
// The command line's contract for plans that cannot run or work badly:
// no totals and exit status 3 for an infeasible plan, warnings beside the
// numbers, the exit-status table, `llm-tco advise`, and refused input.
#include "cliharness.h"

#include <plan/planname.h>
#include <plan/scenario.h>

#include "testmain.h"

#include <QFile>
#include <QFileInfo>
#include <QLocale>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>

namespace tst_cliplans { // one namespace a test file: tests/testmain.h, "Unity builds"

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
    void changedDefaultPlanIsNamedFromItsInputs();
    void anUnnamedPlanIsCalledByItsFileEverywhere();
    void currencyOptionShowsMoneyInIt();
    void badCurrencyIsNamed_data();
    void badCurrencyIsNamed();
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

    // Only the interval lever moves the checkpoint interval (issue 53: every
    // lever's saving held the interval's), and it sets the plan's optimum,
    // as evaluate reports it.
    const double optimum = at(parseJson(runInProcess({"evaluate", "--format", "json"}).out).object(),
                              u"checkpoint.optimalIntervalHours"_s)
                               .toDouble();
    int intervalLevers = 0;
    for (const QJsonValue &v : levers) {
        const QJsonObject lever = v.toObject();
        const QJsonObject changes = lever.value(u"set").toObject();
        if (lever.value(u"lever").toString() != u"optimalInterval") {
            QVERIFY2(!changes.contains(u"checkpoint.intervalHours"),
                     qPrintable(lever.value(u"lever").toString()));
            continue;
        }
        QCOMPARE(changes.size(), 1);
        QCOMPARE(changes.value(u"checkpoint.intervalHours").toDouble(), optimum);
        ++intervalLevers;
    }
    QCOMPARE(intervalLevers, 1);

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

void TestCliPlans::changedDefaultPlanIsNamedFromItsInputs()
{
    // Defect: the default plan with --set model.parameters=4.05e11 was still
    // labelled "Default plan: 70B dense on 2048 H100".
    QCOMPARE(tco::nameFromInputs(tco::defaultScenario()), std::string("70B dense on 2048 H100"));
    QCOMPARE(tco::defaultScenario().name, "Default plan: " + tco::nameFromInputs(tco::defaultScenario()));

    Run r = runInProcess({"evaluate", "--set", "model.parameters=4.05e11"});
    QCOMPARE(r.code, 0);
    QVERIFY2(r.out.contains("LLM TCO plan: 405B dense on 2048 H100\n"), r.out.constData());
    QVERIFY(!r.out.contains("Default plan"));

    r = runInProcess({"evaluate", "--set", "model.parameters=6.71e11", "--set",
                      "model.activeParameters=3.7e10", "--set", "cluster.gpuCount=4096", "--set",
                      "hardware.gpu=B200"});
    QVERIFY2(r.out.contains("LLM TCO plan: 671B MoE (37B active) on 4096 B200\n"),
             (r.out + r.err).constData());

    // Untouched, or only a different Monte Carlo: still the default plan.
    r = runInProcess({"evaluate", "--set", "uncertainty.samples=500"});
    QVERIFY2(r.out.contains("LLM TCO plan: Default plan: 70B dense on 2048 H100\n"), r.out.constData());
}

void TestCliPlans::anUnnamedPlanIsCalledByItsFileEverywhere()
{
    // The same plan was "Scenario 1" in a report from the window, "(unnamed)"
    // in evaluate and "Custom plan based on the built-in default" once saved.
    QCOMPARE(tco::planName(tco::Scenario{}, "/plans/gui_405B.tcoplan"), std::string("gui_405B"));
    tco::Scenario unnamed = tco::defaultScenario();
    unnamed.name.clear();
    QCOMPARE(tco::planName(unnamed), std::string("70B dense on 2048 H100"));
    QCOMPARE(tco::nameSourceOf(unnamed, "a.tcoplan"), tco::NameSource::File);
    QCOMPARE(tco::planName(tco::defaultScenario(), "a.tcoplan"), tco::defaultScenario().name);

    QTemporaryDir dir;
    const std::string path = dir.filePath(u"gui_405B.tcoplan"_s).toStdString();
    Run r = runInProcess({"save", "--out", path, "--set", "model.parameters=4.05e11"});
    QCOMPARE(r.code, 0);
    for (const char *command : {"evaluate", "variants", "advise", "cashflow"}) {
        r = runInProcess({command, "--scenario", path});
        QVERIFY2(r.out.contains(": gui_405B\n"), (command + (": " + r.out)).constData());
        QVERIFY(!r.out.contains("(unnamed)"));
    }
}

void TestCliPlans::currencyOptionShowsMoneyInIt()
{
    // The JSON keeps US dollars and says which currency the text shows.
    Run r = runInProcess({"evaluate", "--format", "json", "--currency", "CNY"});
    QCOMPARE(r.code, 0);
    const QJsonObject root = parseJson(r.out).object();
    const double totalUsd = at(root, u"cost.total"_s).toDouble();
    QCOMPARE(at(root, u"currency.code"_s).toString(), u"CNY"_s);
    QCOMPARE(at(root, u"currency.perUsd"_s).toDouble(), 7.1726);
    QCOMPARE(at(root, u"currency.rateDate"_s).toString(), u"2025-02-25"_s);
    const QJsonObject dollars = parseJson(runInProcess({"evaluate", "--format", "json"}).out).object();
    QCOMPARE(at(dollars, u"currency.code"_s).toString(), u"USD"_s);
    QCOMPARE(at(dollars, u"currency.perUsd"_s).toDouble(), 1.0);
    QCOMPARE(at(dollars, u"cost.total"_s).toDouble(), totalUsd);

    // The text shows every amount in yuan at the built-in rate, and says so.
    r = runInProcess({"evaluate", "--currency", "CNY"});
    QCOMPARE(r.code, 0);
    const QString yuan = QLocale(QLocale::English).toString(std::round(totalUsd * 7.1726), 'f', 0);
    const auto row = [](const QByteArray &out, const QString &amount) {
        return QRegularExpression(u"Total cost of ownership +"_s + QRegularExpression::escape(amount) +
                                  u"\\n"_s)
            .match(QString::fromUtf8(out))
            .hasMatch();
    };
    QVERIFY2(row(r.out, u"¥"_s + yuan), r.out.constData());
    QVERIFY2(r.out.contains("CNY, 7.1726 per US dollar (rate of 2025-02-25)"), r.out.constData());
    QVERIFY2(!r.out.contains("$"), r.out.constData());

    // A rate of one's own, for a code of one's own, dated today.
    r = runInProcess({"evaluate", "--currency", "CHF=0.5"});
    QCOMPARE(r.code, 0);
    const QString francs = QLocale(QLocale::English).toString(std::round(totalUsd * 0.5), 'f', 0);
    QVERIFY2(row(r.out, u"CHF"_s + francs), r.out.constData());

    // Saved with the plan: the next run shows it without the option.
    QTemporaryDir dir;
    const std::string plan = dir.filePath(u"eur.tcoplan"_s).toStdString();
    QCOMPARE(runInProcess({"save", "--out", plan, "--currency", "EUR"}).code, 0);
    r = runInProcess({"evaluate", "--scenario", plan});
    QVERIFY2(QString::fromUtf8(r.out).contains(QRegularExpression(u"Total cost of ownership +€"_s)),
             r.out.constData());
    // And a later run without a plan is in dollars again (nothing leaks between runs).
    QVERIFY(QString::fromUtf8(runInProcess({"evaluate"}).out)
                .contains(QRegularExpression(u"Total cost of ownership +\\$"_s)));
}

void TestCliPlans::badCurrencyIsNamed_data()
{
    QTest::addColumn<QString>("value");
    QTest::addColumn<QString>("message");
    QTest::newRow("unknown code") << u"GBP"_s
                                  << u"--currency 'GBP': no rate for GBP; allowed: USD, CNY, EUR"_s;
    QTest::newRow("lower case") << u"cny=7"_s << u"currency.code"_s;
    QTest::newRow("zero rate") << u"CNY=0"_s << u"currency.rate"_s;
    QTest::newRow("not a number") << u"CNY=seven"_s << u"--currency"_s;
    QTest::newRow("dollar rate") << u"USD=2"_s << u"US dollars are the model's own currency"_s;
}

void TestCliPlans::badCurrencyIsNamed()
{
    QFETCH(QString, value);
    QFETCH(QString, message);
    const Run r = runInProcess({"evaluate", "--currency", value.toStdString()});
    QCOMPARE(r.code, 2);
    QVERIFY2(r.err.contains(message.toUtf8()), r.err.constData());
    QVERIFY2(r.err.contains(value.toUtf8()), r.err.constData());
}

PLANNER_TEST_GUILESS_MAIN(TestCliPlans)
} // namespace tst_cliplans

#include "tst_cliplans.moc"
