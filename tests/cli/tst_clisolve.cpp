// SPDX-License-Identifier: GPL-3.0-or-later
// `llm-tco solve`: the answer the model gives (tests/model/tst_solve.cpp),
// as a script reads it: the solved inputs under "solution", which targets
// bind, exit 4 with the gap when nothing fits, exit 2 on bad input.
#include "cliharness.h"

#include <plan/calendar.h>
#include <plan/catalog.h>
#include <plan/evaluate.h>
#include <plan/scenario.h>

#include "testmain.h"

#include <QLocale>
#include <QTest>

#include <cmath>
#include <limits>

namespace tst_clisolve { // one namespace a test file: tests/testmain.h, "Unity builds"

using namespace Qt::StringLiterals;
using namespace clitest;

namespace {

const std::vector<std::string> kLlama405b = {"--set", "model.parameters=4.05e11",
                                             "--set", "data.tokens=15e12",
                                             "--set", "project.startDate=2027-01-01"};

std::vector<std::string> args(std::vector<std::string> a)
{
    a.insert(a.end(), kLlama405b.begin(), kLlama405b.end());
    return a;
}

} // namespace

class TestCliSolve : public QObject
{
    Q_OBJECT
private slots:
    void solvedPlanEvaluatesToTheSameTotal()
    {
        const Run r = runBinary(args({"solve", "--for", "cluster.gpuCount", "--budget", "400e6",
                                      "--deadline-days", "180", "--format", "json"}));
        QVERIFY2(r.code == 0, r.err.constData());
        const QJsonObject o = parseJson(r.out).object();
        QCOMPARE(o.value(u"status"_s).toString(), u"solved"_s);
        const double gpus = o.value(u"solution"_s).toObject().value(u"cluster.gpuCount"_s).toDouble();
        QVERIFY(gpus > 2048);
        QCOMPARE(o.value(u"binding"_s).toArray().first().toString(), u"deadline"_s);
        QVERIFY(at(o, u"targets.budget.met"_s).toBool());
        QVERIFY(at(o, u"targets.deadline.value"_s).toDouble() <= 180);
        QStringList nulls;
        collectNulls(o, u"$"_s, nulls);
        QCOMPARE(nulls, (QStringList{u"$.mainRunAlone"_s, u"$.missed"_s})); // keys in order
        // The same plan through `evaluate` gives the same total.
        const Run e =
            runBinary(args({"evaluate", "--set", "cluster.gpuCount=" + shortest(gpus), "--format", "json"}));
        QVERIFY2(e.code == 0, e.err.constData());
        QCOMPARE(at(parseJson(e.out).object(), u"cost.total"_s).toDouble(),
                 o.value(u"totalUsd"_s).toDouble());
    }

    void finishByCountsFromTheStartDate()
    {
        // 2027-01-01 to 2027-06-30 is 180 days: the same answer as --deadline-days 180.
        const Run byDate = runInProcess(
            args({"solve", "--for", "cluster.gpuCount", "--finish-by", "2027-06-30", "--format", "json"}));
        const Run byDays = runInProcess(
            args({"solve", "--for", "cluster.gpuCount", "--deadline-days", "180", "--format", "json"}));
        QVERIFY2(byDate.code == 0, byDate.err.constData());
        QCOMPARE(at(parseJson(byDate.out).object(), u"targets.deadline.limit"_s).toDouble(), 180.0);
        QCOMPARE(byDate.out, byDays.out);
        QVERIFY(parseJson(byDate.out).object().value(u"projectFinish"_s).toString() <= u"2027-06-30"_s);
    }

    void finishByForTheMainRunCountsFromItsStart()
    {
        // The main run starts after preparation: a finish date for it
        // leaves fewer days than from the plan's start.
        tco::Scenario s = tco::defaultScenario();
        s.set(tco::InputId::ModelParameters, 4.05e11);
        s.set(tco::InputId::DataTokens, 15e12);
        s.startDate = "2027-01-01";
        const tco::CivilDate mainStart =
            tco::projectDates(s, tco::evaluate(s, tco::Catalog::builtIn())).mainRunStart;
        const long long days = tco::daysBetween(mainStart, tco::CivilDate{2027, 12, 31});
        QVERIFY(days < 364);
        const Run r = runInProcess(args({"solve", "--for", "cluster.gpuCount", "--finish-by", "2027-12-31",
                                         "--deadline-of", "main-run", "--format", "json"}));
        QVERIFY2(r.code == 0, r.err.constData());
        QCOMPARE(at(parseJson(r.out).object(), u"targets.deadline.limit"_s).toDouble(), double(days));
    }

    void nothingFitsExitsFourWithTheGap()
    {
        const Run r = runBinary(args({"solve", "--for", "cluster.gpuCount", "--budget", "40e6",
                                      "--deadline-days", "180", "--confidence", "p90", "--format", "json"}));
        QCOMPARE(r.code, 4);
        const QJsonObject o = parseJson(r.out).object();
        QCOMPARE(o.value(u"status"_s).toString(), u"targetMissed"_s);
        const QJsonArray missed = o.value(u"missed"_s).toArray();
        QCOMPARE(missed.size(), 1);
        QCOMPARE(missed[0][u"target"_s].toString(), u"budget"_s);
        const double cost = at(o, u"targets.budget.value"_s).toDouble();
        QCOMPARE(missed[0][u"by"_s].toDouble(), cost - 40e6);
        QCOMPARE(missed[0][u"beyondReach"_s].toBool(), false);
        QVERIFY(missed[0][u"bound"_s].isNull());
        QVERIFY(at(o, u"targets.deadline.met"_s).toBool());
        QVERIFY(!at(o, u"targets.budget.met"_s).toBool());
        const Run text = runInProcess(args({"solve", "--for", "cluster.gpuCount", "--budget", "40e6",
                                            "--deadline-days", "180", "--confidence", "p90"}));
        QCOMPARE(text.code, 4);
        QVERIFY2(text.out.contains("the budget (P90 total) cannot be met"), text.out.constData());
        QVERIFY(text.out.contains("nearest plan"));
    }

    void everyMissedTargetIsListedWithItsGap()
    {
        // Tokens and accelerators for $1M, one day of main run and a loss
        // above the law's irreducible 1.82 that 405B parameters never reach
        // (1.82 + 482.01 / N^0.3478 = 1.864 with endless tokens): the
        // nearest plan misses all three, and the answer lists each.
        const std::vector<std::string> a =
            args({"solve", "--for", "cluster.gpuCount", "--for", "data.tokens", "--budget", "1e6",
                  "--deadline-days", "1", "--deadline-of", "main-run", "--max-loss", "1.85"});
        auto json = a;
        json.insert(json.end(), {"--format", "json"});
        const Run r = runInProcess(json);
        QCOMPARE(r.code, 4);
        const QJsonObject o = parseJson(r.out).object();
        QCOMPARE(o.value(u"status"_s).toString(), u"targetMissed"_s);
        QStringList unmet;
        for (const QString &t : {u"budget"_s, u"deadline"_s, u"loss"_s})
            if (!at(o, u"targets."_s + t + u".met"_s).toBool())
                unmet << t;
        QCOMPARE(unmet, (QStringList{u"budget"_s, u"deadline"_s, u"loss"_s}));
        const QJsonArray missed = o.value(u"missed"_s).toArray();
        QCOMPARE(missed.size(), 3);
        for (int i = 0; i < 3; ++i) {
            const QJsonObject m = missed[i].toObject();
            QCOMPARE(m.value(u"target"_s).toString(), unmet[i]);
            const double value = at(o, u"targets."_s + unmet[i] + u".value"_s).toDouble();
            const double limit = at(o, u"targets."_s + unmet[i] + u".limit"_s).toDouble();
            QCOMPARE(m.value(u"by"_s).toDouble(), std::abs(value - limit));
            QVERIFY(!m.value(u"beyondReach"_s).toBool());
        }

        const Run text = runInProcess(a);
        QCOMPARE(text.code, 4);
        QVERIFY2(!text.out.contains("meets the other targets"), text.out.constData());
        QVERIFY2(text.out.contains("The nearest plan misses 3 of them:"), text.out.constData());
        for (const char *line : {"\n  budget (P50 total) by ", "\n  main-run deadline (P50 days) by ",
                                 "\n  predicted loss by loss "})
            QVERIFY2(text.out.contains(line), line);
    }

    void lossBelowTheIrreducibleLossIsSaidSo()
    {
        // The plan's law (Besiroglu 2024) never predicts below E = 1.82:
        // a maximum loss of 1.0 is out of every plan's reach.
        const std::vector<std::string> a = args({"solve", "--for", "data.tokens", "--max-loss", "1.0"});
        const Run text = runInProcess(a);
        QCOMPARE(text.code, 4);
        QVERIFY2(
            text.out.contains("No plan can reach a predicted loss of 1.0000: the plan's scaling law never "
                              "goes below its irreducible loss, 1.8200."),
            text.out.constData());
        auto json = a;
        json.insert(json.end(), {"--format", "json"});
        const Run r = runInProcess(json);
        QCOMPARE(r.code, 4);
        const QJsonArray missed = parseJson(r.out).object().value(u"missed"_s).toArray();
        QCOMPARE(missed.size(), 1);
        QCOMPARE(missed[0][u"target"_s].toString(), u"loss"_s);
        QCOMPARE(missed[0][u"beyondReach"_s].toBool(), true);
        QCOMPARE(missed[0][u"bound"_s].toDouble(), 1.82);
        // A reachable loss says nothing of the kind.
        const Run reachable = runInProcess(args({"solve", "--for", "data.tokens", "--max-loss", "1.95"}));
        QVERIFY(!reachable.out.contains("No plan can reach"));
    }

    void deadlineWithinTheFixedPhasesGivesTheMainRunAnswer()
    {
        // The default plan: preparation and post-training take 3 months,
        // 91.25 days. No count meets 90 days for the project; the main run
        // alone has an answer, the one --deadline-of main-run gives.
        const std::vector<std::string> plan = {"solve",
                                               "--for",
                                               "cluster.gpuCount",
                                               "--deadline-days",
                                               "90",
                                               "--set",
                                               "project.startDate=2027-01-01"};
        auto json = plan;
        json.insert(json.end(), {"--format", "json"});
        const Run r = runInProcess(json);
        QCOMPARE(r.code, 4);
        const QJsonObject o = parseJson(r.out).object();
        QCOMPARE(o.value(u"status"_s).toString(), u"deadlineWithinFixedPhases"_s);
        QCOMPARE(o.value(u"fixedPhaseDays"_s).toDouble(), 91.25);
        const QJsonArray missed = o.value(u"missed"_s).toArray();
        QCOMPARE(missed.size(), 1);
        QCOMPARE(missed[0][u"target"_s].toString(), u"deadline"_s);
        QCOMPARE(missed[0][u"by"_s].toDouble(), 1.25);
        QCOMPARE(missed[0][u"beyondReach"_s].toBool(), true);
        QCOMPARE(missed[0][u"bound"_s].toDouble(), 91.25);
        QVERIFY(o.value(u"solution"_s).isNull());
        QCOMPARE(at(o, u"mainRunAlone.status"_s).toString(), u"solved"_s);
        QCOMPARE(at(o, u"mainRunAlone.deadlineOf"_s).toString(), u"main-run"_s);
        const double gpus =
            at(o, u"mainRunAlone.solution"_s).toObject().value(u"cluster.gpuCount"_s).toDouble();
        QVERIFY2(gpus > 2048, qPrintable(QString::number(gpus)));
        auto mainRun = json;
        mainRun.insert(mainRun.end(), {"--deadline-of", "main-run"});
        const Run m = runInProcess(mainRun);
        QVERIFY2(m.code == 0, m.err.constData());
        QCOMPARE(
            parseJson(m.out).object().value(u"solution"_s).toObject().value(u"cluster.gpuCount"_s).toDouble(),
            gpus);

        const Run text = runInProcess(plan);
        QCOMPARE(text.code, 4);
        QVERIFY2(text.out.contains("fixed phases (preparation and post-training) take 91.25 days: no value "
                                   "of cluster.gpuCount meets the project deadline (P50 days) of 90 days"),
                 text.out.constData());
        QVERIFY2(text.out.contains("For the main run alone"), text.out.constData());
        const QString count = QLocale(QLocale::English).toString(qint64(gpus)); // "2,304"
        QVERIFY2(text.out.contains((u"cluster.gpuCount = "_s + count + u" accelerators"_s).toUtf8()),
                 text.out.constData());
        QVERIFY(!text.out.contains("nearest plan"));
    }

    void usesThePlansOwnTargetsWhenNoneAreGiven()
    {
        // budget.usd and the saved deadline (--set budget.usd; a file's
        // targets come the same way through tco::targetsOf).
        const Run own = runInProcess(
            args({"solve", "--for", "cluster.gpuCount", "--set", "budget.usd=400e6", "--format", "json"}));
        QVERIFY2(own.code == 0, own.err.constData());
        QCOMPARE(at(parseJson(own.out).object(), u"targets.budget.limit"_s).toDouble(), 400e6);
        QVERIFY(at(parseJson(own.out).object(), u"targets.deadline"_s).isUndefined());
    }

    void badInputNamesTheOption_data()
    {
        QTest::addColumn<QStringList>("extra");
        QTest::addColumn<QString>("message");
        QTest::newRow("no --for") << QStringList{u"--budget"_s, u"1e6"_s} << u"--for"_s;
        QTest::newRow("no target") << QStringList{u"--for"_s, u"data.tokens"_s, u"--set"_s, u"budget.usd=0"_s}
                                   << u"at least one target"_s;
        QTest::newRow("not solvable")
            << QStringList{u"--for"_s, u"energy.pue"_s, u"--budget"_s, u"1e6"_s} << u"--for energy.pue"_s;
        QTest::newRow("unknown key") << QStringList{u"--for"_s, u"data.tokenz"_s, u"--budget"_s, u"1e6"_s}
                                     << u"--for data.tokenz"_s;
        QTest::newRow("three") << QStringList{u"--for"_s,       u"data.tokens"_s, u"--for"_s,
                                              u"compute.mfu"_s, u"--for"_s,       u"cluster.gpuCount"_s,
                                              u"--budget"_s,    u"1e6"_s}
                               << u"at most two"_s;
        QTest::newRow("twice") << QStringList{u"--for"_s,       u"data.tokens"_s, u"--for"_s,
                                              u"data.tokens"_s, u"--budget"_s,    u"1e6"_s}
                               << u"given twice"_s;
        QTest::newRow("negative budget")
            << QStringList{u"--for"_s, u"data.tokens"_s, u"--budget"_s, u"-5"_s} << u"--budget -5"_s;
        QTest::newRow("bad date") << QStringList{u"--for"_s, u"data.tokens"_s, u"--finish-by"_s,
                                                 u"2027-02-30"_s}
                                  << u"--finish-by 2027-02-30"_s;
        QTest::newRow("date before start")
            << QStringList{u"--for"_s, u"data.tokens"_s, u"--finish-by"_s, u"2026-12-01"_s}
            << u"after the plan's start date 2027-01-01"_s;
        QTest::newRow("two deadlines") << QStringList{u"--for"_s,      u"data.tokens"_s,     u"--finish-by"_s,
                                                      u"2027-12-01"_s, u"--deadline-days"_s, u"30"_s}
                                       << u"one deadline"_s;
        // Targets hold the ranges of the plan's own inputs and saved targets
        // (budget.usd; docs/file-format.md, version 3).
        QTest::newRow("budget past budget.usd")
            << QStringList{u"--for"_s, u"data.tokens"_s, u"--budget"_s, u"1e30"_s}
            << u"--budget 1e30: out of range; allowed: more than 0, at most 1e+12 (as budget.usd)"_s;
        QTest::newRow("deadline past a century")
            << QStringList{u"--for"_s, u"data.tokens"_s, u"--deadline-days"_s, u"40000"_s}
            << u"--deadline-days 40000: out of range; allowed: more than 0, at most 36500"_s;
        QTest::newRow("finish-by past a century")
            << QStringList{u"--for"_s, u"data.tokens"_s, u"--finish-by"_s, u"2199-01-01"_s}
            << u"--finish-by 2199-01-01: out of range; allowed: at most 36500 days after"_s;
        QTest::newRow("tokens per parameter past the limit")
            << QStringList{u"--for"_s, u"data.tokens"_s, u"--min-tokens-per-parameter"_s, u"2e6"_s}
            << u"--min-tokens-per-parameter 2e6: out of range; allowed: more than 0, at most 1e+06"_s;
        QTest::newRow("loss past the limit")
            << QStringList{u"--for"_s, u"data.tokens"_s, u"--max-loss"_s, u"1000"_s}
            << u"--max-loss 1000: out of range; allowed: more than 0, at most 100"_s;
        QTest::newRow("bad confidence")
            << QStringList{u"--for"_s, u"data.tokens"_s, u"--budget"_s, u"1e6"_s, u"--confidence"_s, u"p75"_s}
            << u"p75"_s;
    }

    void badInputNamesTheOption()
    {
        QFETCH(QStringList, extra);
        QFETCH(QString, message);
        std::vector<std::string> a = {"solve"};
        for (const QString &s : extra)
            a.push_back(s.toStdString());
        const Run r = runInProcess(args(a));
        QCOMPARE(r.code, 2);
        QVERIFY2(QString::fromUtf8(r.err).contains(message), r.err.constData());
        QVERIFY(r.out.isEmpty());
        // The same refusal when JSON is asked for: nothing on stdout.
        a.insert(a.end(), {"--format", "json"});
        const Run json = runInProcess(args(a));
        QCOMPARE(json.code, 2);
        QVERIFY2(QString::fromUtf8(json.err).contains(message), json.err.constData());
        // No answer, but JSON that says why (issue 32: JSON for every exit status).
        const QJsonObject refused = QJsonDocument::fromJson(json.out).object();
        QCOMPARE(refused.value(u"status").toString(), u"error"_s);
        QVERIFY(refused.value(u"error").toString().contains(message));
    }
};

PLANNER_TEST_GUILESS_MAIN(TestCliSolve)
} // namespace tst_clisolve

#include "tst_clisolve.moc"
