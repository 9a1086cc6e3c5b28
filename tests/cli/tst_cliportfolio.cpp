// SPDX-License-Identifier: GPL-3.0-or-later
// `llm-tco portfolio template|evaluate|schedule|optimise` (issue 34): the
// typical year written, read back and evaluated, with every figure checked
// against the model's own functions; exit status 3 for a missed deadline,
// 5 and 6 past the budget's lines; bad input named.
#include "cliharness.h"

#include <plan/catalog.h>
#include <portfolio/demand.h>
#include <portfolio/optimiser.h>
#include <portfolio/portfoliofile.h>
#include <portfolio/typicalyear.h>

#include "testmain.h"

#include <QFile>
#include <QJsonArray>
#include <QTemporaryDir>
#include <QTest>

namespace tst_cliportfolio { // one namespace a test file: tests/testmain.h, "Unity builds"

using namespace clitest;

namespace {

const tco::CivilDate kStart{2027, 1, 1};

std::vector<std::string> portfolio(const std::string &action, const std::string &file,
                                   std::vector<std::string> more = {})
{
    std::vector<std::string> args{"portfolio", action, "--portfolio", file};
    args.insert(args.end(), more.begin(), more.end());
    return args;
}

/** What the command should exit with for `e`: the highest of 3, 5, 6. */
int expectedCode(const tco::PortfolioEvaluation &e)
{
    // A missed deadline (3) wins over the budget (README, "Exit status").
    if (!e.schedule.allDeadlinesMet())
        return 3;
    const tco::BudgetStatus s = e.metrics.worstStatus();
    return s == tco::BudgetStatus::PastReview ? 6 : s == tco::BudgetStatus::PastWarning ? 5 : 0;
}

bool near(double a, double b)
{
    return std::abs(a - b) <= 1e-9 * std::max(1.0, std::abs(b));
}

} // namespace

class TestCliPortfolio : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    std::string m_file;
    tco::Catalog m_catalog = tco::Catalog::builtIn();
    tco::Portfolio m_year = tco::typicalYear(m_catalog, kStart);

    tco::PortfolioEvaluation evaluated(const tco::Portfolio &p) const
    {
        return tco::evaluatePortfolio(p, tco::portfolioDemands(p, m_catalog), m_catalog);
    }

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_file = m_dir.filePath(u"year.tcoportfolio"_s).toStdString();
    }

    void templateWritesTheTypicalYear()
    {
        const Run r = runInProcess({"portfolio", "template", "--start", "2027-01-01", "--out", m_file});
        QVERIFY2(r.code == 0, r.err.constData());
        const tco::PortfolioLoadResult loaded = tco::loadPortfolioFile(m_file, m_catalog);
        QVERIFY2(loaded.portfolio, tco::describe(loaded).c_str());
        QCOMPARE(tco::savePortfolio(*loaded.portfolio).value_or(""),
                 tco::savePortfolio(m_year).value_or("-"));
        // Without --out it is printed.
        const Run printed = runInProcess({"portfolio", "template", "--start", "2027-01-01"});
        QCOMPARE(printed.code, 0);
        QCOMPARE(printed.out.toStdString(), tco::savePortfolio(m_year).value_or("-"));
    }

    void evaluateGivesTheModelsFigures()
    {
        const tco::PortfolioEvaluation e = evaluated(m_year);
        const Run r = runInProcess(portfolio("evaluate", m_file, {"--format", "json"}));
        QVERIFY2(r.code == expectedCode(e), r.err.constData());
        const QJsonObject root = parseJson(r.out).object();
        QVERIFY(near(at(root, u"totals.annualUsd"_s).toDouble(), e.metrics.annualUsd));
        QVERIFY(near(at(root, u"totals.totalUsd"_s).toDouble(), e.metrics.totalUsd));
        QVERIFY(near(at(root, u"totals.cashUsd"_s).toDouble(), e.metrics.cashUsd));
        QVERIFY(near(at(root, u"totals.idleUsd"_s).toDouble(), e.metrics.idleUsd));
        QVERIFY(near(at(root, u"totals.coverage"_s).toDouble(), e.metrics.coverage()));
        QVERIFY(near(at(root, u"totals.usdPerUsefulHour"_s).toDouble(), e.metrics.usdPerUsefulHour()));
        QCOMPARE(root.value(u"months"_s).toArray().size(), static_cast<qsizetype>(e.metrics.months.size()));
        QCOMPARE(root.value(u"fiscalYears"_s).toArray().size(),
                 static_cast<qsizetype>(e.metrics.years.size()));
        QCOMPARE(root.value(u"pools"_s).toArray().size(), static_cast<qsizetype>(m_year.pools.size()));
        QCOMPARE(root.value(u"exitCode"_s).toInt(), r.code);
        double byTeam = 0;
        for (const QJsonValue &t : root.value(u"byTeam"_s).toArray())
            byTeam += t.toObject().value(u"usd"_s).toDouble();
        QVERIFY(std::abs(byTeam - e.metrics.totalUsd) < 0.01);
        QStringList nulls;
        collectNulls(root, u"$"_s, nulls);
        QVERIFY2(nulls.isEmpty(), qPrintable(nulls.join(u", ")));

        const Run text = runInProcess(portfolio("evaluate", m_file));
        QCOMPARE(text.code, r.code);
        for (const char *part : {"annual cost", "Fiscal years", "Pools over the horizon", "idle capacity",
                                 "By team", "By month", "$ per useful accelerator-hour"})
            QVERIFY2(text.out.contains(part), part);
        const Run csv = runInProcess(portfolio("evaluate", m_file, {"--format", "csv"}));
        QCOMPARE(csv.out.count('\n'), static_cast<qsizetype>(e.metrics.months.size() + 1));
    }

    void scheduleGivesEachRunsPlacement()
    {
        const tco::PortfolioEvaluation e = evaluated(m_year);
        const Run r = runInProcess(portfolio("schedule", m_file, {"--format", "json"}));
        QCOMPARE(r.code, expectedCode(e));
        const QJsonArray placements = parseJson(r.out).object().value(u"placements"_s).toArray();
        QCOMPARE(placements.size(), static_cast<qsizetype>(e.schedule.placements.size()));
        for (qsizetype i = 0; i < placements.size(); ++i) {
            const QJsonObject o = placements.at(i).toObject();
            const tco::RunPlacement &p = e.schedule.placements[static_cast<std::size_t>(i)];
            QCOMPARE(o.value(u"run"_s).toString().toStdString(),
                     m_year.runs[static_cast<std::size_t>(p.run)].id);
            if (p.scheduled)
                QCOMPARE(o.value(u"start"_s).toString().toStdString(),
                         tco::formatDate(tco::addDays(kStart, p.startDay)));
            double hours = 0;
            for (const QJsonValue &h : o.value(u"acceleratorHoursByMonth"_s).toArray())
                hours += h.toDouble();
            QVERIFY(std::abs(hours - p.gpus * p.wallClockHours) <= 1e-6 * std::max(1.0, hours) ||
                    !p.scheduled);
        }
        const Run text = runInProcess(portfolio("schedule", m_file));
        QVERIFY(text.out.contains("Accelerator-hours by month"));
        QVERIFY(text.out.contains("main"));
    }

    void aMissedDeadlineIsNotASilentSuccess()
    {
        // The main run due on the day it may start: exit 3, the reason in words.
        std::string day;
        for (const tco::PortfolioRun &run : m_year.runs)
            if (run.id == "main")
                day = tco::formatDate(run.earliestStart);
        const Run r = runInProcess(portfolio(
            "schedule", m_file,
            {"--set", "run.main.deadline=" + day, "--set", "budget.annualUsd=0", "--format", "json"}));
        QVERIFY2(r.code == 3, r.err.constData());
        // The count agrees with its verb (issue 53): "1 run instance misses its
        // deadline", "4 run instances miss their deadlines".
        const int missed = parseJson(r.out).object().value(u"missedDeadlines"_s).toInt();
        QVERIFY2(r.err.contains(missed == 1
                                    ? "1 run instance misses its deadline"
                                    : QByteArray::number(missed) + " run instances miss their deadlines"),
                 r.err.constData());
        bool worded = false;
        for (const QJsonValue &v : parseJson(r.out).object().value(u"placements"_s).toArray())
            if (v.toObject().value(u"run"_s).toString() == u"main"_s)
                worded = !v.toObject().value(u"metDeadline"_s).toBool() &&
                         !v.toObject().value(u"reasonText"_s).toString().isEmpty();
        QVERIFY(worded);
    }

    void budgetLinesExitLikeTrack()
    {
        tco::Portfolio p = m_year;
        p.budget.annualUsd = 0;
        const double highest = evaluated(p).metrics.highestYearUsd();
        QVERIFY(highest > 0);
        // Past the review line: 6; between the warning and review lines: 5.
        const Run review = runInProcess(portfolio("evaluate", m_file, {"--set", "budget.annualUsd=1"}));
        QVERIFY2(review.code == 6, review.err.constData());
        QVERIFY(review.err.contains("review line"));
        const std::string between = shortest(highest / 0.95);
        const Run warning = runInProcess(
            portfolio("evaluate", m_file,
                      {"--set", "budget.annualUsd=" + between, "--set", "budget.warningFraction=0.9", "--set",
                       "budget.reviewFraction=1", "--format", "json"}));
        tco::Portfolio q = m_year;
        q.budget = {highest / 0.95, 0.9, 1.0, m_year.budget.fiscalYearStartMonth};
        QCOMPARE(warning.code, expectedCode(evaluated(q)));
        QCOMPARE(
            parseJson(warning.out).object().value(u"budgetStatus"_s).toString(),
            QString::fromStdString(std::string(tco::budgetStatusKey(evaluated(q).metrics.worstStatus()))));
    }

    void setChangesRunsAndPools()
    {
        tco::Portfolio p = m_year;
        p.pools[0].count = 512;
        for (tco::PortfolioRun &r : p.runs)
            if (r.id == "main")
                QVERIFY(!tco::setFromText(r.scenario, "compute.mfu", "0.5", m_catalog));
        const std::string out = m_dir.filePath(u"edited.tcoportfolio"_s).toStdString();
        const Run r = runInProcess(portfolio("evaluate", m_file,
                                             {"--set", "pool.0.count=512", "--set",
                                              "run.main.compute.mfu=0.5", "--format", "json", "--out", out}));
        const tco::PortfolioEvaluation e = evaluated(p);
        QCOMPARE(r.code, expectedCode(e));
        QVERIFY(near(at(parseJson(r.out).object(), u"totals.annualUsd"_s).toDouble(), e.metrics.annualUsd));
        // --out keeps the edits.
        const tco::PortfolioLoadResult saved = tco::loadPortfolioFile(out, m_catalog);
        QVERIFY(saved.portfolio);
        QCOMPARE(saved.portfolio->pools[0].count, 512);
    }

    void setPricesOwnedHardwareAsFinanceDoes()
    {
        // Issue 51: the fabric, the facility and the cost of capital are
        // fields --set changes, and evaluate charges what the model does.
        tco::Portfolio p = m_year;
        p.pools[0].networkCapexShare = 0.3;
        p.pools[0].facilityCapexShare = 0.1;
        p.costOfCapital = 0.12;
        const Run r = runInProcess(portfolio("evaluate", m_file,
                                             {"--set", "pool.owned.networkCapexShare=0.3", "--set",
                                              "pool.owned.facilityCapexShare=0.1", "--set",
                                              "costOfCapital=0.12", "--format", "json"}));
        const tco::PortfolioEvaluation e = evaluated(p);
        const QJsonObject root = parseJson(r.out).object();
        QVERIFY(near(at(root, u"totals.annualUsd"_s).toDouble(), e.metrics.annualUsd));
        QVERIFY(near(at(root, u"totals.capitalChargeUsd"_s).toDouble(), e.metrics.capitalChargeUsd));
        QVERIFY(near(at(root, u"totals.capexUsd"_s).toDouble(),
                     p.pools[0].count * p.pools[0].purchaseUsdPerAccelerator * 1.4));
        QVERIFY(e.metrics.capitalChargeUsd > 0);
    }

    void pricesShowTheirDatesAndFollowThePath()
    {
        // Issue 51, item 1: every price with its date, the path from it, and
        // paths that rise.
        tco::Portfolio p = m_year;
        p.pools[2].priceDate = tco::CivilDate{2026, 1, 1};
        p.rentalDeclinePerYear = -0.3;
        const Run r = runInProcess(portfolio("evaluate", m_file,
                                             {"--set", "pool.2.priceDate=2026-01-01", "--set",
                                              "rentalDeclinePerYear=-0.3", "--format", "json"}));
        const tco::PortfolioEvaluation e = evaluated(p);
        const QJsonObject root = parseJson(r.out).object();
        QVERIFY(near(at(root, u"totals.annualUsd"_s).toDouble(), e.metrics.annualUsd));
        const QJsonArray pools = root.value(u"pools"_s).toArray();
        QCOMPARE(pools.size(), static_cast<qsizetype>(p.pools.size()));
        QCOMPARE(pools[2].toObject().value(u"priceDate"_s).toString(), u"2026-01-01"_s);
        QCOMPARE(pools[0].toObject().value(u"priceDate"_s).toString(), u"2025-06-01"_s);
        QVERIFY(near(pools[2].toObject().value(u"firstMonthUsdPerHour"_s).toDouble(),
                     tco::rentalUsdPerHour(p, p.pools[2], 0)));
        const Run text = runInProcess(portfolio("evaluate", m_file, {}));
        QVERIFY(text.out.contains("PRICE (ITS DATE)"));
        QVERIFY(text.out.contains("(2025-06-01)"));
        QVERIFY(text.out.contains("Rented prices fall 20 % a year from their dates"));
    }

    void optimiseGivesTheFleetDecision()
    {
        const Run r = runInProcess(
            portfolio("optimise", m_file, {"--samples", "40", "--seed", "7", "--format", "json"}));
        const tco::FleetDecision d =
            tco::optimiseFleet(m_year, tco::portfolioDemands(m_year, m_catalog), m_catalog);
        QCOMPARE(r.code, d.best.deadlinesMet() ? 0 : 4);
        const QJsonObject root = parseJson(r.out).object();
        QCOMPARE(at(root, u"best.owned"_s).toInt(), d.best.owned);
        QCOMPARE(at(root, u"best.committed"_s).toInt(), d.best.committed);
        QVERIFY(near(at(root, u"best.annualUsd"_s).toDouble(), d.best.annualUsd));
        QVERIFY(near(at(root, u"rentAll.annualUsd"_s).toDouble(), d.rentAll.annualUsd));
        QCOMPARE(root.value(u"curve"_s).toArray().size(), static_cast<qsizetype>(d.curve.size()));
        // The answer in whole units, with its near-best range (issue 51, item 5).
        QCOMPARE(at(root, u"unit"_s).toInt(), d.unit);
        QCOMPARE(at(root, u"nearBest.lowOwned"_s).toInt(), d.nearBest.lowOwned);
        QCOMPARE(at(root, u"nearBest.highOwned"_s).toInt(), d.nearBest.highOwned);
        QVERIFY(near(at(root, u"nearBest.toleranceUsd"_s).toDouble(), d.nearBest.toleranceUsd));
        // The break-even names what owning displaces (issue 51, item 3).
        QCOMPARE(at(root, u"breakEvenAgainst.kind"_s).toString(),
                 QString::fromLatin1(tco::poolKindKey(d.displaced.main())));
        QVERIFY(near(at(root, u"breakEvenUtilisation"_s).toDouble(), d.breakEvenUtilisation));
        QVERIFY(near(at(root, u"breakEvenAgainst.usdPerUsefulHour"_s).toDouble(),
                     d.displaced.usdPerUsefulHour()));
        // The answer as the rent path moves: the Monte Carlo's range and the portfolio's own.
        const QJsonArray paths = root.value(u"alongPaths"_s).toArray();
        QCOMPARE(paths.size(), 3);
        QVERIFY(paths[0].toObject().value(u"rentalDeclinePerYear"_s).toDouble() < 0);
        QCOMPARE(paths[1].toObject().value(u"rentalDeclinePerYear"_s).toDouble(),
                 m_year.rentalDeclinePerYear);
        QCOMPARE(paths[1].toObject().value(u"best"_s).toObject().value(u"owned"_s).toInt(), d.best.owned);
        QCOMPARE(at(root, u"risk.samples"_s).toInt(), 40);
        QVERIFY(at(root, u"risk.annualP10Usd"_s).toDouble() <= at(root, u"risk.annualP50Usd"_s).toDouble());
        QVERIFY(at(root, u"risk.annualP50Usd"_s).toDouble() <= at(root, u"risk.annualP90Usd"_s).toDouble());
        const Run text = runInProcess(portfolio("optimise", m_file, {"--samples", "20"}));
        QVERIFY(text.out.contains("Break-even"));
        QVERIFY(text.out.contains("what it displaces in this schedule, mostly"));
        QVERIFY(text.out.contains("Near the best: "));
        QVERIFY(text.out.contains("Annual cost against owned count"));
        QVERIFY(text.out.contains("P(owned accelerators sit idle)"));
    }

    void badInputIsNamed_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("message");
        QTest::newRow("no run") << QStringList{u"--set"_s, u"run.nosuch.compute.mfu=0.4"_s}
                                << u"no run 'nosuch'"_s;
        QTest::newRow("bad run value")
            << QStringList{u"--set"_s, u"run.0.compute.mfu=7"_s} << u"run.0.compute.mfu = '7'"_s;
        QTest::newRow("unknown plan key")
            << QStringList{u"--set"_s, u"run.main.compute.mfoo=1"_s} << u"unknown key"_s;
        QTest::newRow("bad pool value") << QStringList{u"--set"_s, u"pool.owned.count=-1"_s}
                                        << u"pool.owned.count = '-1': allowed: a whole number from 0"_s;
        QTest::newRow("no pool") << QStringList{u"--set"_s, u"pool.9.count=1"_s} << u"no pool '9'"_s;
        QTest::newRow("cost of capital") << QStringList{u"--set"_s, u"costOfCapital=1.5"_s}
                                         << u"costOfCapital = '1.5': allowed: a number from 0 to below 1"_s;
        QTest::newRow("fabric of a rented pool")
            << QStringList{u"--set"_s, u"pool.on-demand.networkCapexShare=0.2"_s}
            << u"which has no networkCapexShare"_s;
        QTest::newRow("unknown key") << QStringList{u"--set"_s, u"fleet=1"_s} << u"unknown key"_s;
        QTest::newRow("twice") << QStringList{u"--set"_s, u"pool.0.count=1"_s, u"--set"_s,
                                              u"pool.0.count=2"_s}
                               << u"given twice"_s;
        QTest::newRow("deadline before start") << QStringList{u"--set"_s, u"run.main.deadline=2026-01-01"_s}
                                               << u"deadline is before the earliest start"_s;
    }

    void badInputIsNamed()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, message);
        std::vector<std::string> more;
        for (const QString &a : args)
            more.push_back(a.toStdString());
        more.insert(more.end(), {"--format", "json"});
        const Run r = runInProcess(portfolio("evaluate", m_file, more));
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains(message.toUtf8()), r.err.constData());
        QCOMPARE(parseJson(r.out).object().value(u"exitCode"_s).toInt(), 2);
    }

    void badFilesAndCommandLinesAreRefused()
    {
        Run r = runInProcess({"portfolio", "evaluate"});
        QCOMPARE(r.code, 2);
        QVERIFY(r.err.contains("missing --portfolio"));
        r = runInProcess(portfolio("evaluate", qEnvironmentVariable("PLANNER_TEST_DATA").toStdString() +
                                                   "/scenario-v7.tcoplan"));
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains("not a portfolio"), r.err.constData());
        r = runInProcess({"portfolio"});
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains("evaluate | schedule | optimise | compare | template"), r.err.constData());
        r = runInProcess({"portfolio", "frobnicate"});
        QCOMPARE(r.code, 2);
        QVERIFY(r.err.contains("unknown action 'frobnicate'"));
        // A portfolio given to a command of one plan.
        r = runInProcess({"evaluate", "--scenario", m_file});
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains("a portfolio (.tcoportfolio), not a plan"), r.err.constData());
        r = runInProcess({"portfolio", "template", "--start", "someday"});
        QCOMPARE(r.code, 2);
        QVERIFY(r.err.contains("--start 'someday'"));
        for (const std::vector<std::string> &help : {std::vector<std::string>{"portfolio", "--help"},
                                                     std::vector<std::string>{"help", "portfolio"}}) {
            r = runInProcess(help);
            QCOMPARE(r.code, 0);
            QVERIFY2(r.out.contains("optimise") && r.out.contains("template"), r.out.constData());
        }
        r = runInProcess({"help", "portfolio", "optimise"});
        QCOMPARE(r.code, 0);
        QVERIFY(r.out.contains("--samples"));
    }

    void theRealBinaryRunsTheReadmeExample()
    {
        const std::string file = m_dir.filePath(u"readme.tcoportfolio"_s).toStdString();
        Run r = runBinary({"portfolio", "template", "--start", "2027-01-01", "--out", file});
        QVERIFY2(r.code == 0, r.err.constData());
        r = runBinary(portfolio("schedule", file));
        QVERIFY(r.code == 0 || r.code == 3 || r.code == 5 || r.code == 6);
        QVERIFY(r.out.contains("Accelerator-hours by month"));
    }
};

PLANNER_TEST_GUILESS_MAIN(TestCliPortfolio)
} // namespace tst_cliportfolio

#include "tst_cliportfolio.moc"
