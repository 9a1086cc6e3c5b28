// SPDX-License-Identifier: GPL-3.0-or-later
// `llm-tco portfolio compare` and `portfolio evaluate --actuals RUN=FILE`
// (issue 35 items 3 and 4): the waterfall from A's annual cost to B's with
// the model's own figures (docs/model.md §16.7), the tracking section and
// its one status (§16.8), and bad input named with what is allowed.
#include "cliharness.h"

#include <plan/catalog.h>
#include <portfolio/demand.h>
#include <portfolio/portfoliocompare.h>
#include <portfolio/portfoliofile.h>
#include <portfolio/portfoliotracking.h>
#include <portfolio/typicalyear.h>

#include "testmain.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>

namespace tst_cliportfoliocompare { // one namespace a test file: tests/testmain.h, "Unity builds"

using namespace clitest;

namespace {

// In the past, so that spend on the main run is dated before today.
const tco::CivilDate kStart{2025, 1, 1};

bool near(double a, double b)
{
    return std::abs(a - b) <= 1e-9 * std::max(1.0, std::abs(b));
}

void setCount(tco::Portfolio &p, tco::PoolKind kind, int count)
{
    for (tco::Pool &pool : p.pools)
        if (pool.kind == kind)
            pool.count = count;
}

} // namespace

class TestCliPortfolioCompare : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    std::string m_year, m_rentAll, m_spend;
    tco::CivilDate m_spendDay;
    tco::Catalog m_catalog = tco::Catalog::builtIn();
    tco::Portfolio m_typical = tco::typicalYear(m_catalog, kStart);

    tco::PortfolioEvaluation evaluated(const tco::Portfolio &p) const
    {
        return tco::evaluatePortfolio(p, tco::portfolioDemands(p, m_catalog), m_catalog);
    }

    /** "Own 1,024 and rent the peaks" (A, by --set) against "rent everything" (B). */
    std::vector<std::string> ownAgainstRent(const std::string &format) const
    {
        return {"portfolio",   "compare",
                "--portfolio", m_year,
                "--set",       "pool.owned.count=1024",
                "--set",       "pool.commitment.count=0",
                "--with",      m_rentAll,
                "--format",    format};
    }

    std::string write(const char *name, const std::string &text) const
    {
        const QString path = m_dir.filePath(QString::fromLatin1(name));
        QFile f(path);
        if (!f.open(QIODevice::WriteOnly))
            qFatal("cannot write %s", name);
        f.write(text.data(), static_cast<qint64>(text.size()));
        return path.toStdString();
    }

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_year = m_dir.filePath(u"year.tcoportfolio"_s).toStdString();
        m_rentAll = m_dir.filePath(u"rent-all.tcoportfolio"_s).toStdString();
        tco::Portfolio rent = m_typical;
        setCount(rent, tco::PoolKind::Owned, 0);
        setCount(rent, tco::PoolKind::Commitment, 0);
        QCOMPARE(tco::savePortfolioFile(m_typical, m_year), tco::FileError::None);
        QCOMPARE(tco::savePortfolioFile(rent, m_rentAll), tco::FileError::None);
        // A spend well past the annual budget, ten days into the main run.
        const tco::PortfolioEvaluation e = evaluated(m_typical);
        for (const tco::RunPlacement &pl : e.schedule.placements)
            if (m_typical.runs[static_cast<std::size_t>(pl.run)].id == "main")
                m_spendDay = tco::addDays(kStart, pl.startDay + 10);
        m_spend =
            write("main-spend.csv", "date,category,phase,amount,currency\n" + tco::formatDate(m_spendDay) +
                                        ",compute,training,400000000,USD\n");
    }

    void compareGivesTheModelsWaterfall()
    {
        tco::Portfolio own = m_typical, rent = m_typical;
        setCount(own, tco::PoolKind::Owned, 1024);
        setCount(own, tco::PoolKind::Commitment, 0);
        setCount(rent, tco::PoolKind::Owned, 0);
        setCount(rent, tco::PoolKind::Commitment, 0);
        const tco::PortfolioEvaluation eo = evaluated(own), er = evaluated(rent);
        const tco::PortfolioComparison c = tco::comparePortfolios(own, eo, rent, er);

        const Run r = runInProcess(ownAgainstRent("json"));
        QVERIFY2(r.code == 0, r.err.constData());
        const QJsonObject root = parseJson(r.out).object();
        QVERIFY(near(root.value(u"startUsd"_s).toDouble(), eo.metrics.annualUsd));
        QVERIFY(near(root.value(u"endUsd"_s).toDouble(), er.metrics.annualUsd));
        const QJsonArray steps = root.value(u"steps"_s).toArray();
        QCOMPARE(steps.size(), static_cast<qsizetype>(tco::CostCause::Count));
        double sum = 0;
        for (qsizetype i = 0; i < steps.size(); ++i) {
            const QJsonObject s = steps.at(i).toObject();
            const tco::CostStep &expected = c.steps[static_cast<std::size_t>(i)];
            QCOMPARE(s.value(u"cause"_s).toString().toStdString(),
                     std::string(tco::costCauseKey(expected.cause)));
            QVERIFY(near(s.value(u"deltaUsd"_s).toDouble(), expected.deltaUsd()));
            sum += s.value(u"deltaUsd"_s).toDouble();
        }
        QVERIFY(std::abs(sum - (c.endUsd - c.startUsd)) < 1e-3);
        // Owning less moves owned cost down and on-demand cost up.
        QVERIFY(steps.at(static_cast<qsizetype>(tco::CostCause::Owned))
                    .toObject()
                    .value(u"deltaUsd"_s)
                    .toDouble() < 0);
        QVERIFY(steps.at(static_cast<qsizetype>(tco::CostCause::OnDemand))
                    .toObject()
                    .value(u"deltaUsd"_s)
                    .toDouble() > 0);
        QCOMPARE(root.value(u"runs"_s).toArray().size(), static_cast<qsizetype>(m_typical.runs.size()));
        QVERIFY(near(at(root, u"a.owned.capexUsd"_s).toDouble(), c.ownedA.capexUsd));

        const Run text = runInProcess(ownAgainstRent("text"));
        QCOMPARE(text.code, 0);
        for (const char *part :
             {"A's annual cost", "B's annual cost", "owned accelerators used by runs", "on demand",
              "idle owned, committed and block capacity", "shared people and operations",
              "shared data (corpora)", "residual value at the end", "Runs", "Deadlines missed"})
            QVERIFY2(text.out.contains(part), part);
        const Run csv = runInProcess(ownAgainstRent("csv"));
        QCOMPARE(csv.code, 0);
        // Head, start, the steps, end, one line a run.
        QCOMPARE(csv.out.count('\n'),
                 static_cast<qsizetype>(1 + 1 + c.steps.size() + 1 + m_typical.runs.size()));
        QVERIFY(csv.out.startsWith("row,name,fromUsd,toUsd,deltaUsd\nstart,annualUsd,"));
    }

    void aPortfolioAgainstItselfMovesNothing()
    {
        const Run r = runInProcess(
            {"portfolio", "compare", "--portfolio", m_year, "--with", m_year, "--format", "json"});
        QVERIFY2(r.code == 0, r.err.constData());
        const QJsonObject root = parseJson(r.out).object();
        QCOMPARE(root.value(u"deltaUsd"_s).toDouble(), 0.0);
        for (const QJsonValue &s : root.value(u"steps"_s).toArray())
            QCOMPARE(s.toObject().value(u"deltaUsd"_s).toDouble(), 0.0);
        for (const QJsonValue &run : root.value(u"runs"_s).toArray())
            QCOMPARE(run.toObject().value(u"deltaUsd"_s).toDouble(), 0.0);
    }

    void actualsRollUpIntoTheForecast()
    {
        // Without --actuals no tracking section.
        const Run plain = runInProcess({"portfolio", "evaluate", "--portfolio", m_year, "--format", "json"});
        QVERIFY(!parseJson(plain.out).object().contains(u"tracking"_s));

        const Run r = runInProcess({"portfolio", "evaluate", "--portfolio", m_year, "--actuals",
                                    "main=" + m_spend, "--format", "json"});
        // $400M spent against a $150M budget: past the review line, exit 6 as `track`.
        QVERIFY2(r.code == 6, r.err.constData());
        QVERIFY(r.err.contains("review line"));
        const QJsonObject root = parseJson(r.out).object();
        const tco::PortfolioEvaluation e = evaluated(m_typical);
        // The model's roll-up of the same spend.
        tco::SpendLine line;
        line.date = m_spendDay;
        line.amountUsd = line.amountBilled = 4e8;
        const tco::PortfolioTracking t =
            tco::trackPortfolio(m_typical, e, {{"main", tco::Actuals{{line}, {}}}}, m_catalog);
        QVERIFY(near(at(root, u"tracking.forecastP50Usd"_s).toDouble(), t.forecastP50Usd));
        QVERIFY(near(at(root, u"tracking.forecastP90Usd"_s).toDouble(), t.forecastP90Usd));
        QCOMPARE(at(root, u"tracking.status"_s).toString(), u"pastReview"_s);
        QCOMPARE(at(root, u"tracking.basis"_s).toString(), u"forecastAtCompletion"_s);
        QCOMPARE(at(root, u"tracking.trackedRuns"_s).toInt(), 1);
        QVERIFY(near(at(root, u"tracking.actualUsd"_s).toDouble(), 4e8));
        QVERIFY(near(at(root, u"tracking.plannedUsd"_s).toDouble(), e.metrics.totalUsd));
        QVERIFY(at(root, u"tracking.forecastP50Usd"_s).toDouble() > e.metrics.totalUsd);
        QStringList nulls;
        collectNulls(root, u"$"_s, nulls);
        QVERIFY2(nulls.isEmpty(), qPrintable(nulls.join(u", ")));

        const Run text =
            runInProcess({"portfolio", "evaluate", "--portfolio", m_year, "--actuals", "main=" + m_spend});
        QCOMPARE(text.code, 6);
        for (const char *part : {"Tracking: actual spend of 1 run", "forecast P50",
                                 "Status: past the review line", "the actual spend and the P50 forecast"})
            QVERIFY2(text.out.contains(part), part);
    }

    void badInputIsNamed_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("message");
        const QString year = QString::fromStdString(m_year);
        const QString spend = QString::fromStdString(m_spend);
        std::string repeated;
        for (const tco::PortfolioRun &r : m_typical.runs)
            if (r.repeat > 1 && repeated.empty())
                repeated = r.id;
        QTest::newRow("compare without B")
            << QStringList{u"compare"_s, u"--portfolio"_s, year} << u"missing --with FILE"_s;
        QTest::newRow("B missing") << QStringList{u"compare"_s, u"--portfolio"_s, year, u"--with"_s,
                                                  u"/nonexistent/b.tcoportfolio"_s}
                                   << u"--with '/nonexistent/b.tcoportfolio'"_s;
        QTest::newRow("actuals without a run")
            << QStringList{u"evaluate"_s, u"--portfolio"_s, year, u"--actuals"_s, spend}
            << u"expected RUN=FILE, e.g. --actuals main=spend.csv; allowed RUN: "_s;
        QTest::newRow("actuals of no run")
            << QStringList{u"evaluate"_s, u"--portfolio"_s, year, u"--actuals"_s, u"nobody="_s + spend}
            << u"no run 'nobody'; allowed: a run's id: "_s;
        QTest::newRow("actuals of a repeated run")
            << QStringList{u"evaluate"_s, u"--portfolio"_s, year, u"--actuals"_s,
                           QString::fromStdString(repeated) + u"="_s + spend}
            << u"repeats (several instances)"_s;
        QTest::newRow("actuals twice")
            << QStringList{u"evaluate"_s,  u"--portfolio"_s,  year, u"--actuals"_s, u"main="_s + spend,
                           u"--actuals"_s, u"main="_s + spend}
            << u"--actuals main is given twice"_s;
        QTest::newRow("actuals file missing") << QStringList{u"evaluate"_s, u"--portfolio"_s, year,
                                                             u"--actuals"_s, u"main=/nonexistent/s.csv"_s}
                                              << u"--actuals '/nonexistent/s.csv'"_s;
    }

    void badInputIsNamed()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, message);
        std::vector<std::string> all{"portfolio"};
        for (const QString &a : args)
            all.push_back(a.toStdString());
        const Run r = runInProcess(all);
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains(message.toUtf8()), r.err.constData());
    }
};

PLANNER_TEST_GUILESS_MAIN(TestCliPortfolioCompare)
} // namespace tst_cliportfoliocompare

#include "tst_cliportfoliocompare.moc"
