// SPDX-License-Identifier: GPL-3.0-or-later
// Format version 6 of the .tcoplan file: the imported actual spend and
// progress saved with the plan (docs/file-format.md, docs/actuals.md), its
// golden file byte for byte, older files without actuals, the refusal of a
// bad line with the field, the value and what is allowed, and a plan whose
// actuals would not fit a file. The golden-file test is goldenformattest.h's.
#include "files/scenariofile.h"
#include "plan/catalog.h"
#include "plan/scenario.h"
#include "plan/validation.h"
#include "tracking/actuals.h"

#include "goldenformattest.h"

#include "testmain.h"

#include <QByteArray>
#include <QTest>

#include <limits>
#include <string>

namespace tst_scenariofilev6 { // one namespace a test file: tests/testmain.h, "Unity builds"

using namespace tco;
using namespace Qt::StringLiterals;

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

} // namespace

class TestScenarioFileV6 : public testing::GoldenFormatTest
{
    Q_OBJECT

public:
    TestScenarioFileV6() : GoldenFormatTest(6) {}

protected:
    void addTheChange(Scenario &s) const override { s.actuals.reset(goldenActuals()); }

    void checkTheChange(const Scenario &loaded) const override
    {
        QCOMPARE(loaded.actuals.get(), goldenActuals());
    }

    void checkOlderFile(const Scenario &older) const override { QVERIFY(older.actuals.empty()); }

    std::vector<testing::Refusal> refusals() const override
    {
        return {
            {"impossible date", "<date>2027-02-28<", "<date>2027-02-30<", u"actuals.spend #3 date"_s,
             u"YYYY-MM-DD"_s},
            {"unknown category", "<category>storage<", "<category>gpus<", u"actuals.spend #2 category"_s,
             u"compute"_s},
            {"unknown phase", "<phase>preparation<", "<phase>later<", u"actuals.spend #3 phase"_s,
             u"training"_s},
            {"amount not finite", "<amountUsd>8000<", "<amountUsd>-inf<", u"actuals.spend #2 amountUsd"_s,
             u"a number (below 0: a credit)"_s},
            {"amount in words", "<amountBilled>58000<", "<amountBilled>lots<",
             u"actuals.spend #2 amountBilled"_s, u"a number (below 0: a credit)"_s},
            // A line's dollars are its billed amount at its currency's rate:
            // USD as billed, the plan's currency at the plan's (7.25 per dollar).
            {"dollars not at the plan's rate", "<amountUsd>8000<", "<amountUsd>1<",
             u"actuals.spend #2 amountUsd"_s, u"8000 (58000 CNY at the plan's 7.25 CNY per US dollar)"_s},
            {"dollars not as billed", "<amountUsd>1250000<", "<amountUsd>1<", u"actuals.spend #1 amountUsd"_s,
             u"1250000 (as billed in USD)"_s},
            {"unknown currency", "<currency>CNY<", "<currency>GBP<", u"actuals.spend #2 currency"_s,
             u"USD or CNY (the plan's currency)"_s},
            {"escape in a tag", "<team>数据", "<team>\x1b[2J数据", u"actuals.spend #2 team"_s, QString()},
            {"tokens not a number", "<tokens>6e+11<", "<tokens>nan<", u"actuals.progress #2 tokens"_s,
             u"0 or more"_s},
            {"negative interruptions", "<interruptions>14<", "<interruptions>-1<",
             u"actuals.progress #2 interruptions"_s, u"0 or more"_s},
        };
    }

private slots:
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
