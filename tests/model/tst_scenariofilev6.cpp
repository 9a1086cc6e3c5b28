// SPDX-License-Identifier: GPL-3.0-or-later
// Format version 6 of the .tcoplan file: the imported actual spend and
// progress saved with the plan (docs/file-format.md, docs/actuals.md), its
// golden file byte for byte, older files without actuals, the refusal of a
// bad line with the field, the value and what is allowed, and a plan whose
// actuals would not fit a file.
#include "files/scenariofile.h"
#include "plan/catalog.h"
#include "plan/scenario.h"
#include "plan/validation.h"
#include "tracking/actuals.h"

#include "testdata.h"

#include "testmain.h"

#include <QByteArray>
#include <QDir>
#include <QFile>
#include <QTest>

#include <limits>
#include <string>

namespace tst_scenariofilev6 { // one namespace a test file: tests/testmain.h, "Unity builds"

using namespace tco;
using namespace Qt::StringLiterals;
using testing::testData;
using testing::toStd;

namespace {

/** The actuals of the golden file: spend in dollars and in the plan's
 *  yuan, tagged and untagged, and progress with and without a count of
 *  interruptions. */
Actuals goldenActuals()
{
    Actuals a;
    a.spend.push_back({{2027, 1, 31},
                       Category::Compute,
                       Phase::Training,
                       1.25e6,
                       1.25e6,
                       "USD",
                       {"atlas", "pretrain-7b", "infra"},
                       2});
    a.spend.push_back({{2027, 1, 31},
                       Category::Storage,
                       Phase::Training,
                       8000,
                       58000,
                       "CNY",
                       {"atlas", "", "数据 团队"},
                       3});
    a.spend.push_back({{2027, 2, 28}, Category::People, Phase::Preparation, 0.1, 0.1, "USD", {}, 4});
    a.progress.push_back({{2027, 1, 31}, 2.5e11, 120000, std::nullopt, 2});
    a.progress.push_back({{2027, 2, 28}, 6e11, 260000.5, 14, 3});
    return a;
}

/** A file of today's version as version 6 wrote it: without the
 *  calibrated MFU version 7 added. */
QByteArray asVersion6(QByteArray text)
{
    text.replace("<formatVersion>" + QByteArray::number(kScenarioFormatVersion) + "<", "<formatVersion>6<");
    const qsizetype calibrated = text.indexOf("\t<calibratedMfu>");
    if (calibrated >= 0)
        text.remove(calibrated, text.indexOf("</scenario>") - calibrated);
    return text;
}

} // namespace

class TestScenarioFileV6 : public QObject
{
    Q_OBJECT

private:
    /** tests/data/scenario-v6.tcoplan, never rewritten by tests. */
    QByteArray m_golden = testData(QStringLiteral("scenario-v6.tcoplan"));

    /** The golden file with `from` replaced by `to` (once), loaded. */
    LoadResult loadMutated(const QByteArray &from, const QByteArray &to) const
    {
        QByteArray bytes = m_golden;
        const qsizetype at = bytes.indexOf(from);
        if (at < 0)
            qFatal("mutation target not in the golden file: %s", from.constData());
        bytes.replace(at, from.size(), to);
        return loadScenario(toStd(bytes), Catalog::builtIn());
    }

private slots:
    void initTestCase()
    {
        QVERIFY2(!m_golden.isEmpty(), "cannot read scenario-v6.tcoplan in PLANNER_TEST_DATA");
        QVERIFY(kScenarioFormatVersion >= 6u);
    }

    void goldenV6IsTheV5FileWithActuals()
    {
        // The v5 golden file with actuals, saved today, is the v6 golden
        // file byte for byte. When the layout changes this fails: decide on
        // a format version then. On a difference the text this program
        // writes is left in the temporary folder to compare.
        const LoadResult v5 =
            loadScenario(toStd(testData(QStringLiteral("scenario-v5.tcoplan"))), Catalog::builtIn());
        QVERIFY2(v5.scenario, describe(v5).c_str());
        Scenario s = *v5.scenario;
        s.name = "Golden v6: 中文 计划 <MoE> & \"spot\"";
        s.description = "Format version 6 golden file.\nSecond line: 中文 团队 — kept forever.";
        s.actuals.reset(goldenActuals());
        std::string detail;
        const auto text = saveScenario(s, nullptr, &detail);
        QVERIFY2(text, detail.c_str());
        const QByteArray saved = asVersion6(QByteArray::fromStdString(*text));
        if (saved != m_golden) {
            QFile out(QDir::temp().filePath(QStringLiteral("scenario-v6.saved.tcoplan")));
            if (out.open(QIODevice::WriteOnly))
                out.write(saved);
        }
        QCOMPARE(saved, m_golden);

        const LoadResult r = loadScenario(toStd(m_golden), Catalog::builtIn());
        QVERIFY2(r.scenario, describe(r).c_str());
        QVERIFY(*r.scenario == s);
        QCOMPARE(r.scenario->actuals.get(), goldenActuals());
    }

    void olderFilesLoadWithoutActuals()
    {
        for (const char *name : {"scenario-v1.tcoplan", "scenario-v3.tcoplan", "scenario-v5.tcoplan"}) {
            const LoadResult r = loadScenario(toStd(testData(QString::fromLatin1(name))), Catalog::builtIn());
            QVERIFY2(r.scenario, describe(r).c_str());
            QVERIFY(r.scenario->actuals.empty());
        }
    }

    void copiesShareTheLinesAndCompareByValue()
    {
        // A slider move copies the plan: the billing lines are not copied.
        Scenario a = defaultScenario();
        a.actuals.reset(goldenActuals());
        const Scenario b = a;
        QCOMPARE(&b.actuals.get(), &a.actuals.get());
        // Equal lines imported twice are equal plans; other lines are not.
        Scenario c = defaultScenario();
        c.actuals.reset(goldenActuals());
        QVERIFY(c == a);
        Actuals other = goldenActuals();
        other.spend[0].amountUsd += 1;
        c.actuals.reset(other);
        QVERIFY(!(c == a));
        // No lines is no actuals.
        c.actuals.reset(Actuals{});
        QVERIFY(c.actuals.empty());
        QVERIFY(c == defaultScenario());
    }

    void refusesABadLine_data()
    {
        QTest::addColumn<QByteArray>("from");
        QTest::addColumn<QByteArray>("to");
        QTest::addColumn<QString>("key");
        QTest::addColumn<QString>("allowedHas");
        QTest::newRow("impossible date")
            << QByteArray("<date>2027-02-28<") << QByteArray("<date>2027-02-30<") << "actuals.spend #3 date"
            << "YYYY-MM-DD";
        QTest::newRow("unknown category") << QByteArray("<category>storage<") << QByteArray("<category>gpus<")
                                          << "actuals.spend #2 category"
                                          << "compute";
        QTest::newRow("unknown phase")
            << QByteArray("<phase>preparation<") << QByteArray("<phase>later<") << "actuals.spend #3 phase"
            << "training";
        QTest::newRow("amount not finite") << QByteArray("<amountUsd>8000<") << QByteArray("<amountUsd>-inf<")
                                           << "actuals.spend #2 amountUsd"
                                           << "a number (below 0: a credit)";
        QTest::newRow("amount in words")
            << QByteArray("<amountBilled>58000<") << QByteArray("<amountBilled>lots<")
            << "actuals.spend #2 amountBilled"
            << "a number (below 0: a credit)";
        // A line's dollars are its billed amount at its currency's rate:
        // USD as billed, the plan's currency at the plan's (7.25 per dollar).
        QTest::newRow("dollars not at the plan's rate")
            << QByteArray("<amountUsd>8000<") << QByteArray("<amountUsd>1<") << "actuals.spend #2 amountUsd"
            << "8000 (58000 CNY at the plan's 7.25 CNY per US dollar)";
        QTest::newRow("dollars not as billed") << QByteArray("<amountUsd>1250000<")
                                               << QByteArray("<amountUsd>1<") << "actuals.spend #1 amountUsd"
                                               << "1250000 (as billed in USD)";
        QTest::newRow("unknown currency")
            << QByteArray("<currency>CNY<") << QByteArray("<currency>GBP<") << "actuals.spend #2 currency"
            << "USD or CNY (the plan's currency)";
        QTest::newRow("escape in a tag")
            << QByteArray("<team>数据") << QByteArray("<team>\x1b[2J数据") << "actuals.spend #2 team"
            << "";
        QTest::newRow("tokens not a number")
            << QByteArray("<tokens>6e+11<") << QByteArray("<tokens>nan<") << "actuals.progress #2 tokens"
            << "0 or more";
        QTest::newRow("negative interruptions")
            << QByteArray("<interruptions>14<") << QByteArray("<interruptions>-1<")
            << "actuals.progress #2 interruptions"
            << "0 or more";
    }
    void refusesABadLine()
    {
        QFETCH(QByteArray, from);
        QFETCH(QByteArray, to);
        QFETCH(QString, key);
        QFETCH(QString, allowedHas);
        const LoadResult r = loadMutated(from, to);
        QVERIFY(!r.scenario);
        QCOMPARE(r.error, FileError::InvalidValues);
        QCOMPARE(r.issues.size(), std::size_t(1));
        QCOMPARE(QString::fromStdString(r.issues[0].key), key);
        const QString message = QString::fromStdString(describe(r.issues[0]));
        QVERIFY2(message.contains(key), qPrintable(message));
        QVERIFY2(QString::fromStdString(r.issues[0].allowed).contains(allowedHas), qPrintable(message));
        if (to.endsWith('<')) // the value as the file has it
            QVERIFY2(
                message.contains(u"'"_s + QString::fromUtf8(to.mid(to.indexOf('>') + 1).chopped(1)) + u"'"_s),
                qPrintable(message));
    }

    void refusesImplausibleCounts()
    {
        const LoadResult r = loadMutated("<spendCount>3<", "<spendCount>4000000000<");
        QVERIFY(!r.scenario);
        QCOMPARE(r.error, FileError::Damaged);
        QVERIFY2(QString::fromStdString(r.detail).contains(QStringLiteral("spend line count")),
                 r.detail.c_str());
        // A count larger than the lines that follow is a damaged file too.
        const LoadResult more = loadMutated("<progressCount>2<", "<progressCount>3<");
        QVERIFY(!more.scenario);
        QVERIFY(more.error == FileError::Damaged || more.error == FileError::NotScenarioFile);
    }

    void aCreditLineLoadsBack()
    {
        // A FOCUS export's credit is a spend line below 0 (docs/actuals.md,
        // "FOCUS exports"): a plan saved with it must load again.
        Scenario s = defaultScenario();
        Actuals a;
        SpendLine credit;
        credit.date = {2027, 3, 4};
        credit.amountUsd = credit.amountBilled = -5000;
        credit.sourceLine = 7;
        a.spend.push_back(credit);
        s.actuals.reset(a);
        FileError error = FileError::None;
        std::string detail;
        const auto text = saveScenario(s, &error, &detail);
        QVERIFY2(text, detail.c_str());
        const LoadResult r = loadScenario(*text, Catalog::builtIn());
        QVERIFY2(r.scenario, r.detail.c_str());
        QCOMPARE(r.scenario->actuals.get().spend.back().amountUsd, -5000.0);
    }

    void theDocumentedLimitOfLinesLoads()
    {
        // docs/file-format.md promises 100,000 spend lines and 100,000
        // progress points; a plan of 20,000 lines was refused by a 4 MiB cap.
        Scenario s = defaultScenario();
        Actuals a;
        a.spend.assign(kMaxActualsLines, goldenActuals().spend[0]);
        a.progress.assign(kMaxActualsLines, goldenActuals().progress[1]);
        for (std::size_t k = 0; k < kMaxActualsLines; ++k) {
            a.spend[k].sourceLine = a.progress[k].sourceLine = k + 2;
            a.spend[k].amountBilled = 1234567.25 + static_cast<double>(k);
            a.spend[k].amountUsd = a.spend[k].amountBilled;
            a.progress[k].tokensTrained = 1.5e12 + static_cast<double>(k) * 1e7;
            a.progress[k].acceleratorHours = 1.25e6 + static_cast<double>(k);
        }
        s.actuals.reset(a);
        FileError error = FileError::None;
        std::string detail;
        const auto text = saveScenario(s, &error, &detail);
        QVERIFY2(text, detail.c_str());
        const LoadResult r = loadScenario(*text, Catalog::builtIn());
        QVERIFY2(r.scenario, r.detail.c_str());
        QCOMPARE(r.scenario->actuals.get().spend.size(), kMaxActualsLines);
        QCOMPARE(r.scenario->actuals.get().progress.size(), kMaxActualsLines);
    }

    void aFileOverTheCapIsRefusedNamingIt()
    {
        const std::string huge(kMaxScenarioFileBytes + 1, ' ');
        const LoadResult r = loadScenario(huge, Catalog::builtIn());
        QCOMPARE(r.error, FileError::TooLarge);
        QVERIFY2(QString::fromStdString(r.detail).contains(QString::number(kMaxScenarioFileBytes)),
                 r.detail.c_str());
        QVERIFY2(QString::fromStdString(r.detail).contains(u"100000 spend lines"_s), r.detail.c_str());
    }

    void refusesToSaveWhatCouldNotBeOpened()
    {
        // Actuals too many for a plan file: refused when saving, with the
        // limit, rather than written as a file no one can open.
        Scenario s = defaultScenario();
        Actuals a;
        a.spend.assign(kMaxActualsLines + 1, goldenActuals().spend[0]);
        s.actuals.reset(a);
        FileError error = FileError::None;
        std::string detail;
        QVERIFY(!saveScenario(s, &error, &detail));
        QCOMPARE(error, FileError::TooLarge);
        QVERIFY2(QString::fromStdString(detail).contains(QStringLiteral("at most")), detail.c_str());

        // An amount that is not a number is refused by name.
        a.spend.assign(1, goldenActuals().spend[0]);
        a.spend[0].amountUsd = std::numeric_limits<double>::infinity();
        s.actuals.reset(a);
        QVERIFY(!saveScenario(s, &error, &detail));
        QCOMPARE(error, FileError::NotFinite);
        QVERIFY2(QString::fromStdString(detail).contains(QStringLiteral("spend line #1")), detail.c_str());
    }
};

PLANNER_TEST_APPLESS_MAIN(TestScenarioFileV6)
} // namespace tst_scenariofilev6

#include "tst_scenariofilev6.moc"
