// SPDX-License-Identifier: GPL-3.0-or-later
// The .tcoportfolio format (model/portfolio/portfoliofile.h): the golden
// files of versions 1 to 3, round trips, and hostile files refused with a message
// naming the run or pool, the value and what is allowed.
#include "files/scenariofile.h"
#include "plan/catalog.h"
#include "portfolio/demand.h"
#include "portfolio/metrics.h"
#include "portfolio/portfoliofile.h"
#include "portfolio/typicalyear.h"

#include "testmain.h"

#include <QFile>
#include <QRegularExpression>
#include <QTest>

#include <limits>

namespace tst_portfoliofile { // one namespace a test file: tests/testmain.h, "Unity builds"

using namespace tco;

namespace {

const CivilDate kStart{2027, 1, 1};

std::string joined(const PortfolioLoadResult &r)
{
    std::string text = describe(r);
    for (const std::string &line : r.lines)
        text += "\n" + line;
    return text;
}

bool contains(const std::string &text, const std::string &part)
{
    return text.find(part) != std::string::npos;
}

} // namespace

class TestPortfolioFile : public QObject
{
    Q_OBJECT

private:
    QString m_dataDir = qEnvironmentVariable("PLANNER_TEST_DATA");
    Catalog m_catalog = Catalog::builtIn();
    Portfolio m_year = typicalYear(m_catalog, kStart);
    std::string m_text = savePortfolio(m_year).value_or(std::string());

    QByteArray readData(const char *name)
    {
        QFile f(m_dataDir + QStringLiteral("/") + QString::fromUtf8(name));
        return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
    }

    /** The saved typical year with the first `from` replaced by `to`. */
    std::string mutated(const std::string &from, const std::string &to)
    {
        std::string t = m_text;
        const auto at = t.find(from);
        if (at == std::string::npos)
            qFatal("mutation target not in the text: %s", from.c_str());
        return t.replace(at, from.size(), to);
    }

    PortfolioLoadResult refusedWith(const std::string &bytes, FileError error, const std::string &part)
    {
        const PortfolioLoadResult r = loadPortfolio(bytes, m_catalog);
        const std::string text = joined(r);
        if (r.error != error || !contains(text, part) || r.portfolio)
            qWarning("got %s: %s", std::string(fileErrorKey(r.error)).c_str(), text.c_str());
        return r;
    }

    /** An older record's text as version 4 saves it: the record's version;
     *  before version 3, issue 51's owned fields at 0 (Portfolio::costOfCapital
     *  after the rental decline, each pool's network and facility capex
     *  shares after its purchase price); before version 4, each pool's price
     *  date empty (the portfolio's start) after its price. */
    static QString asCurrent(QString text, int version)
    {
        text.replace(
            QStringLiteral("<portfolio class_id=\"0\" tracking_level=\"0\" version=\"%1\">").arg(version),
            QStringLiteral("<portfolio class_id=\"0\" tracking_level=\"0\" version=\"4\">"));
        if (version < 3) {
            text.replace(QRegularExpression(
                             QStringLiteral("\n(\t<rentalDeclinePerYear>[^<]*</rentalDeclinePerYear>)\n")),
                         QStringLiteral("\n\\1\n\t<costOfCapital>0</costOfCapital>\n"));
            text.replace(
                QRegularExpression(
                    QStringLiteral("\n(\t<purchaseUsdPerAccelerator>[^<]*</purchaseUsdPerAccelerator>)\n")),
                QStringLiteral("\n\\1\n\t<networkCapexShare>0</networkCapexShare>\n\t<facilityCapexShare>0</"
                               "facilityCapexShare>\n"));
        }
        text.replace(QRegularExpression(QStringLiteral("\n(\t<usdPerHour>[^<]*</usdPerHour>)\n")),
                     QStringLiteral("\n\\1\n\t<priceDate></priceDate>\n"));
        return text;
    }

    void expectRefused(const std::string &bytes, FileError error, const std::string &part)
    {
        const PortfolioLoadResult r = refusedWith(bytes, error, part);
        QCOMPARE(fileErrorKey(r.error), fileErrorKey(error));
        QVERIFY(!r.portfolio);
        QVERIFY2(contains(joined(r), part), joined(r).c_str());
    }

private slots:
    void roundTripGivesTheSameText()
    {
        QVERIFY(!m_text.empty());
        const PortfolioLoadResult r = loadPortfolio(m_text, m_catalog);
        QVERIFY2(r.portfolio, joined(r).c_str());
        QCOMPARE(savePortfolio(*r.portfolio).value_or(""), m_text);
        QCOMPARE(r.portfolio->runs.size(), m_year.runs.size());
        QVERIFY(r.portfolio->runs.front().scenario == m_year.runs.front().scenario);
    }

    /** tests/data/portfolio-v1.tcoportfolio: the typical year of 2027 as
     *  version 1 wrote it (16 pilots and 64 ablations, before issue 50
     *  reshaped the typical year). It must load forever, and save and load
     *  again to the same evaluation. */
    void goldenFileLoadsToTheSameEvaluation()
    {
        const QByteArray golden = readData("portfolio-v1.tcoportfolio");
        QVERIFY2(!golden.isEmpty(), "tests/data/portfolio-v1.tcoportfolio is missing");
        const PortfolioLoadResult r = loadPortfolio(golden.toStdString(), m_catalog);
        QVERIFY2(r.portfolio, joined(r).c_str());
        const auto a = evaluatePortfolio(*r.portfolio, portfolioDemands(*r.portfolio, m_catalog), m_catalog);
        const PortfolioLoadResult again = loadPortfolio(savePortfolio(*r.portfolio).value_or(""), m_catalog);
        QVERIFY2(again.portfolio, joined(again).c_str());
        const auto b =
            evaluatePortfolio(*again.portfolio, portfolioDemands(*again.portfolio, m_catalog), m_catalog);
        QCOMPARE(r.portfolio->runs.size(), std::size_t(10));
        QCOMPARE(r.portfolio->runs[1].repeat, 64);
        QCOMPARE(a.metrics.totalUsd, b.metrics.totalUsd);
        QCOMPARE(a.metrics.cashUsd, b.metrics.cashUsd);
        QCOMPARE(a.schedule.missedDeadlines, b.schedule.missedDeadlines);
        QCOMPARE(a.schedule.placements.size(), b.schedule.placements.size());
        for (std::size_t i = 0; i < a.schedule.placements.size(); ++i)
            QCOMPARE(a.schedule.placements[i].startDay, b.schedule.placements[i].startDay);
        // Saved again it is the current record (version 4): the same, with
        // each run's corpus, empty (a corpus of its own), and owned hardware
        // priced as it was (no fabric, facility or cost of capital; prices
        // of the portfolio's start).
        for (const PortfolioRun &run : r.portfolio->runs)
            QVERIFY(run.corpus.empty());
        QString expected = QString::fromUtf8(golden);
        expected.replace(QRegularExpression(QStringLiteral("\n(\t<project>[^<]*</project>)\n")),
                         QStringLiteral("\n\\1\n\t<corpus></corpus>\n"));
        expected.replace(QRegularExpression(QStringLiteral("\n(\t<repeat>[0-9]+</repeat>)\n")),
                         QStringLiteral("\n\\1\n\t<intervalDays>0</intervalDays>\n"));
        QCOMPARE(QString::fromStdString(savePortfolio(*r.portfolio).value_or("")), asCurrent(expected, 1));
    }

    /** tests/data/portfolio-v2.tcoportfolio: the typical year of 2027 as
     *  version 2 wrote it (issue 50's year, before issue 51 priced owned
     *  hardware's fabric and capital). It loads with neither, so it costs
     *  what version 2 said, and saves as version 4 with them at 0. */
    void goldenFileOfVersion2LoadsAsItWasPriced()
    {
        const QByteArray golden = readData("portfolio-v2.tcoportfolio");
        QVERIFY2(!golden.isEmpty(), "tests/data/portfolio-v2.tcoportfolio is missing");
        const PortfolioLoadResult r = loadPortfolio(golden.toStdString(), m_catalog);
        QVERIFY2(r.portfolio, joined(r).c_str());
        QCOMPARE(r.portfolio->costOfCapital, 0.0);
        for (const Pool &pool : r.portfolio->pools) {
            QCOMPARE(pool.networkCapexShare, 0.0);
            QCOMPARE(pool.facilityCapexShare, 0.0);
        }
        QCOMPARE(r.portfolio->runs[1].intervalDays, 1);
        QCOMPARE(r.portfolio->runs[0].corpus, std::string("pre-training corpus"));
        // What version 2's program said of this file (`llm-tco portfolio
        // evaluate`, totals.totalUsd and cashUsd).
        const auto e = evaluatePortfolio(*r.portfolio, portfolioDemands(*r.portfolio, m_catalog), m_catalog);
        QVERIFY2(std::abs(e.metrics.totalUsd - 88540531.93420878) < 1e-3,
                 qPrintable(QString::number(e.metrics.totalUsd, 'f', 6)));
        QVERIFY(std::abs(e.metrics.cashUsd - 145884531.9342088) < 1e-3);
        QCOMPARE(e.metrics.capitalChargeUsd, 0.0);
        QCOMPARE(QString::fromStdString(savePortfolio(*r.portfolio).value_or("")),
                 asCurrent(QString::fromUtf8(golden), 2));
    }

    /** tests/data/portfolio-v3.tcoportfolio: the typical year of 2027 as
     *  version 3 wrote it (its owned hardware with fabric and capital,
     *  before prices had dates). Its prices load without a date, so they
     *  run from the portfolio's start and it costs what version 3 said. */
    void goldenFileOfVersion3LoadsAsItWasPriced()
    {
        const QByteArray golden = readData("portfolio-v3.tcoportfolio");
        QVERIFY2(!golden.isEmpty(), "tests/data/portfolio-v3.tcoportfolio is missing");
        const PortfolioLoadResult r = loadPortfolio(golden.toStdString(), m_catalog);
        QVERIFY2(r.portfolio, joined(r).c_str());
        QCOMPARE(r.portfolio->costOfCapital, 0.09);
        for (const Pool &pool : r.portfolio->pools)
            QVERIFY(!pool.priceDate);
        // What version 3's program said of this file (`llm-tco portfolio
        // evaluate`, totals.totalUsd and cashUsd).
        const auto e = evaluatePortfolio(*r.portfolio, portfolioDemands(*r.portfolio, m_catalog), m_catalog);
        QVERIFY2(std::abs(e.metrics.totalUsd - 97369956.50407179) < 1e-3,
                 qPrintable(QString::number(e.metrics.totalUsd, 'f', 6)));
        QVERIFY(std::abs(e.metrics.cashUsd - 156636531.9342088) < 1e-3);
        QCOMPARE(QString::fromStdString(savePortfolio(*r.portfolio).value_or("")),
                 asCurrent(QString::fromUtf8(golden), 3));
    }

    void aPlanFileIsNotAPortfolio()
    {
        const QByteArray plan = readData("scenario-v7.tcoplan");
        QVERIFY(!plan.isEmpty());
        expectRefused(plan.toStdString(), FileError::NotScenarioFile, "a plan (.tcoplan), not a portfolio");
    }

    void aPortfolioFileIsNotAPlan()
    {
        const LoadResult r = loadScenario(m_text, m_catalog);
        QCOMPARE(fileErrorKey(r.error), fileErrorKey(FileError::NotScenarioFile));
        QVERIFY2(contains(describe(r), "a portfolio (.tcoportfolio), not a plan"), describe(r).c_str());
    }

    void truncatedEmptyAndForeignFilesAreRefused()
    {
        expectRefused(m_text.substr(0, m_text.size() / 2), FileError::Damaged, "does not end with");
        expectRefused("", FileError::NotScenarioFile, "empty");
        expectRefused("hello", FileError::NotScenarioFile, "not a Boost XML archive");
        // Cut in the middle with the closing tag put back: Boost's stream error, caught.
        expectRefused(m_text.substr(0, m_text.size() / 2) + "</boost_serialization>", FileError::Damaged,
                      "run.");
        // The portfolio's end tag missing: the closing tag is read as its end.
        expectRefused(mutated("</portfolio>", ""), FileError::Damaged,
                      "the closing tag is missing after the portfolio");
        expectRefused(std::string(kMaxPortfolioFileBytes + 1, ' '), FileError::TooLarge, "limit");
    }

    void newerVersionsAreRefused()
    {
        expectRefused(mutated("<portfolioFormatVersion>1<", "<portfolioFormatVersion>2<"),
                      FileError::NewerVersion, "newer");
        expectRefused(mutated("<portfolioFormatVersion>1<", "<portfolioFormatVersion>-1<"),
                      FileError::Damaged, "does not exist");
        expectRefused(mutated("<planFormatVersion>7<", "<planFormatVersion>99<"), FileError::NewerVersion,
                      "plan format version 99");
    }

    void hugeCountsAreRefusedBeforeTheyAllocate()
    {
        const std::string runs = "<runCount>" + std::to_string(m_year.runs.size()) + "<";
        expectRefused(mutated(runs, "<runCount>100000000<"), FileError::Damaged,
                      "runCount 100000000 exceeds the limit of 2000");
        expectRefused(mutated("<poolCount>4<", "<poolCount>4294967295<"), FileError::Damaged, "poolCount");
    }

    void badFieldsNameTheirPoolOrRun()
    {
        expectRefused(
            mutated("<count>2048</count>", "<count>-5</count>"), FileError::InvalidValues,
            "pool.0 'owned' count = '-5': out of range; allowed: a whole number from 0 to 10000000");
        expectRefused(mutated("<discount>0.35</discount>", "<discount>1</discount>"),
                      FileError::InvalidValues, "pool.1 'commitment' discount = '1': out of range");
        expectRefused(mutated("<discount>0.35</discount>", "<discount>nan</discount>"),
                      FileError::InvalidValues, "discount = 'nan': not a finite number");
        expectRefused(mutated("<start>2027-01-01</start>", "<start>9999-01-01</start>"),
                      FileError::InvalidValues, "start = '9999-01-01': not a valid date");
        expectRefused(mutated("<repeat>300</repeat>", "<repeat>0</repeat>"), FileError::InvalidValues,
                      "run.");
        expectRefused(mutated("<intervalDays>1</intervalDays>", "<intervalDays>-1</intervalDays>"),
                      FileError::InvalidValues, "intervalDays = '-1': out of range");
        expectRefused(mutated("<kind>owned</kind>", "<kind>leased</kind>"), FileError::InvalidValues,
                      "allowed: owned | commitment | capacityBlock | onDemand | spot");
        expectRefused(mutated("<allowSpot>false</allowSpot>", "<allowSpot>maybe</allowSpot>"),
                      FileError::InvalidValues, "allowSpot = 'maybe'");
    }

    void aRunsPlanIsValidatedAndNamedByRun()
    {
        expectRefused(mutated("<key>compute.mfu</key>", "<key>compute.mfoo</key>"), FileError::InvalidValues,
                      "run.0 '");
        const std::string text = mutated("<key>compute.mfu</key>", "<key>compute.mfoo</key>");
        QVERIFY(contains(joined(loadPortfolio(text, m_catalog)), "compute.mfoo"));
    }

    void referencesToMissingRunsAndCyclesAreRefused()
    {
        Portfolio p = m_year;
        p.runs.back().dependsOn = {"ghost"};
        expectRefused(savePortfolio(p).value_or(""), FileError::InvalidValues,
                      "depends on 'ghost', which is no run of the portfolio");
        p = m_year;
        // main now waits for pilot, and pilot for post-training, which waits for main.
        for (PortfolioRun &r : p.runs) {
            if (r.id == "pilot")
                r.dependsOn = {"post-training"};
            if (r.id == "main")
                r.dependsOn.push_back("pilot");
        }
        const PortfolioLoadResult r =
            refusedWith(savePortfolio(p).value_or(""), FileError::InvalidValues, "cycle");
        QCOMPARE(fileErrorKey(r.error), fileErrorKey(FileError::InvalidValues));
        int cycles = 0;
        for (const PortfolioError &e : r.problems)
            cycles += e.issue == PortfolioIssue::DependencyCycle;
        QCOMPARE(cycles, 3);
        QVERIFY2(contains(joined(r), "post-training") && contains(joined(r), "wait for each other"),
                 joined(r).c_str());
        p = m_year;
        p.runs[1].id = p.runs[0].id;
        expectRefused(savePortfolio(p).value_or(""), FileError::InvalidValues, "is used by an earlier run");
    }

    void savingRefusesWhatCannotLoadBack()
    {
        Portfolio p = m_year;
        p.pools[0].discount = std::numeric_limits<double>::quiet_NaN();
        FileError error = FileError::None;
        std::string detail;
        QVERIFY(!savePortfolio(p, &error, &detail));
        QCOMPARE(fileErrorKey(error), fileErrorKey(FileError::InvalidValues));
        QVERIFY2(contains(detail, "pool.0 'owned' discount"), detail.c_str());
        p = m_year;
        p.runs[0].team = std::string("a\x1b[2Jb");
        QVERIFY(!savePortfolio(p, &error, &detail));
    }

    void aPlanBecomesARun()
    {
        const LoadResult plan = loadScenario(readData("scenario-v7.tcoplan").toStdString(), m_catalog);
        QVERIFY(plan.scenario);
        const PortfolioRun r = runFromPlan(*plan.scenario, "imported", RunKind::Ablation, m_year);
        QCOMPARE(r.id, std::string("imported"));
        QVERIFY(r.scenario == *plan.scenario);
        QCOMPARE(r.team, plan.scenario->tags.team);
        QVERIFY(r.earliestStart >= m_year.start);
        QVERIFY(r.deadline >= r.earliestStart);
        Portfolio p = m_year;
        p.runs.push_back(r);
        p.runs.back().accelerators = {m_year.pools[0].accelerator}; // the plan's own may have no pool here
        const PortfolioLoadResult back = loadPortfolio(savePortfolio(p).value_or(""), m_catalog);
        QVERIFY2(back.portfolio, joined(back).c_str());
        QVERIFY(back.portfolio->runs.back().scenario == *plan.scenario);
    }
};

PLANNER_TEST_APPLESS_MAIN(TestPortfolioFile)
} // namespace tst_portfoliofile

#include "tst_portfoliofile.moc"
