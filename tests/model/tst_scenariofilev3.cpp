// SPDX-License-Identifier: GPL-3.0-or-later
// Format version 3 of the .tcoplan file: the start date and the pinned
// variants, its golden file byte for byte, what files of versions 1 and 2
// get, and the refusal of bad dates and variants (docs/file-format.md).
// The golden-file test is goldenformattest.h's; the rest of the format is
// tested in tst_scenariofile.cpp.
#include "files/scenariofile.h"
#include "plan/catalog.h"
#include "plan/inputs.h"
#include "plan/scenario.h"
#include "plan/validation.h"

#include "goldenformattest.h"

#include "testmain.h"

#include <QByteArray>
#include <QTest>

#include <limits>
#include <string>

namespace tst_scenariofilev3 { // one namespace a test file: tests/testmain.h, "Unity builds"

using namespace tco;
using testing::testData;
using testing::toQString;
using testing::toStd;

namespace {

QString keyOf(FileError e)
{
    return toQString(fileErrorKey(e));
}

/** The targets written into tests/data/scenario-v3.tcoplan. */
PlanTargets goldenTargets()
{
    return {180, DeadlineScope::MainRun, Confidence::P90, 20, 1.95};
}

/** The pinned variants written into tests/data/scenario-v3.tcoplan. */
std::vector<PinnedVariant> goldenVariants()
{
    return {
        {"8k accelerators & MFU 0.41 <中文>",
         {{InputId::ClusterGpuCount, 8192}, {InputId::ComputeMfu, 0.41}},
         ""},
        {"B200, reserved",
         {{InputId::PricingMode, 1}, {InputId::PricingReservedDiscount, 0.1 + 0.2}},
         "B200"},
        {"", {}, ""},
    };
}

} // namespace

class TestScenarioFileV3 : public testing::GoldenFormatTest
{
    Q_OBJECT

public:
    TestScenarioFileV3() : GoldenFormatTest(3) {}

protected:
    void addTheChange(Scenario &s) const override
    {
        s.modifiedUtc = "2026-12-01T09:00:00Z";
        s.startDate = "2027-03-01";
        s.pinnedVariants = goldenVariants();
        s.targets = goldenTargets();
    }

    void checkTheChange(const Scenario &s) const override
    {
        QCOMPARE(toQString(s.name), QStringLiteral("Golden v3: 中文 计划 <MoE> & \"spot\""));
        QCOMPARE(toQString(s.modifiedUtc), QStringLiteral("2026-12-01T09:00:00Z"));
        QCOMPARE(toQString(s.gpuId), QStringLiteral("MI300X"));
        QCOMPARE(toQString(s.startDate), QStringLiteral("2027-03-01"));
        QCOMPARE(s.value(InputId::ComputeMfu), 0.38);
        QCOMPARE(s.value(InputId::ClusterGpuCount), 4096.0);
        QCOMPARE(s.pinnedVariants.size(), std::size_t(3));
        QVERIFY(s.pinnedVariants == goldenVariants());
        QCOMPARE(s.pinnedVariants[1].changes[1].value, 0.1 + 0.2); // exactly 0.30000000000000004
        QVERIFY(s.targets == goldenTargets());
    }

    void checkOlderFile(const Scenario &older) const override
    {
        QVERIFY(older.startDate.empty());
        QVERIFY(older.pinnedVariants.empty());
    }

    /** In a file of version 3 itself; refusesBadDatesAndVariants has more. */
    std::vector<testing::Refusal> refusals() const override
    {
        return {
            {"impossible date", "<startDate>2027-03-01<", "<startDate>2027-02-30<",
             QStringLiteral("project.startDate"), QStringLiteral("YYYY-MM-DD")},
            {"variant value out of range", "<key>compute.mfu</key>\n\t<value>0.41</value>",
             "<key>compute.mfu</key>\n\t<value>7</value>", QStringLiteral("pinnedVariants[1].compute.mfu"),
             QString()},
            {"negative deadline", "<deadlineDays>180<", "<deadlineDays>-5<",
             QStringLiteral("targets.deadlineDays"), QStringLiteral("0 (none)")},
            {"unknown confidence", "<confidence>p90<", "<confidence>p75<",
             QStringLiteral("targets.confidence"), QStringLiteral("p50 or p90")},
        };
    }

private:
    /** The refusals are those of the current version (in an older file an
     *  unknown key is an input removed since, and ignored): they mutate the
     *  current golden file, which holds the same dates, variants and targets. */
    QByteArray m_current = testData(QStringLiteral("scenario-v7.tcoplan"));

    QByteArray mutated(const QByteArray &from, const QByteArray &to) const
    {
        return testing::replacedOnce(m_current, from, to);
    }

private slots:
    void roundTripsDateAndVariants_data()
    {
        QTest::addColumn<QString>("startDate");
        QTest::addColumn<int>("variants");
        QTest::newRow("no date, no variants") << QString() << 0;
        QTest::newRow("leap day, one variant") << QStringLiteral("2028-02-29") << 1;
        QTest::newRow("last allowed day, three variants") << QStringLiteral("2199-12-31") << 3;
    }
    void roundTripsDateAndVariants()
    {
        QFETCH(QString, startDate);
        QFETCH(int, variants);
        Scenario s = defaultScenario();
        s.startDate = startDate.toStdString();
        const auto all = goldenVariants();
        s.pinnedVariants.assign(all.begin(), all.begin() + variants);
        const auto text = saveScenario(s);
        QVERIFY(text);
        QVERIFY(text->find("<formatVersion>" + std::to_string(kScenarioFormatVersion) + "</formatVersion>") !=
                std::string::npos);
        const LoadResult r = loadScenario(*text, Catalog::builtIn());
        QVERIFY2(r.scenario, describe(r).c_str());
        QVERIFY(*r.scenario == s);
    }

    void olderVersionIgnoresARemovedKey()
    {
        // An unknown key in a version 2 file is an input removed since: ignored.
        QByteArray v2 = testData(QStringLiteral("scenario-v2.tcoplan"));
        v2.replace("<key>compute.mfu</key>", "<key>compute.removedInput</key>");
        const LoadResult r = loadScenario(toStd(v2), Catalog::builtIn());
        QVERIFY2(r.scenario, describe(r).c_str());
        QCOMPARE(r.scenario->value(InputId::ComputeMfu), spec(InputId::ComputeMfu).defaultValue);
    }

    void version2WithVersion3FieldsIsDamaged()
    {
        // A version 2 file is read without the new elements, so a start date
        // in one is unexpected content, not silently dropped.
        QByteArray bytes = QByteArray(golden()).replace("<formatVersion>3<", "<formatVersion>2<");
        const LoadResult r = loadScenario(toStd(bytes), Catalog::builtIn());
        QVERIFY(!r.scenario);
        QCOMPARE(keyOf(r.error), keyOf(FileError::Damaged));
    }

    void refusesBadDatesAndVariants_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<int>("error");
        QTest::addColumn<QString>("issueKey");
        QTest::addColumn<int>("issueCode");
        QTest::addColumn<QString>("detailHas");
        const auto row = [](const char *tag) -> QTestData & { return QTest::newRow(tag); };
        const auto date = [this](const char *text) {
            return mutated("<startDate>2027-03-01</startDate>",
                           QByteArray("<startDate>") + text + "</startDate>");
        };
        const int invalid = int(FileError::InvalidValues);
        const int damaged = int(FileError::Damaged);
        row("impossible date 2027-02-30") << date("2027-02-30") << invalid << "project.startDate"
                                          << int(IssueCode::InvalidDate) << "2027-02-30";
        row("29 February of a common year")
            << date("2027-02-29") << invalid << "project.startDate" << int(IssueCode::InvalidDate) << "";
        row("month 13") << date("2027-13-01") << invalid << "project.startDate" << int(IssueCode::InvalidDate)
                        << "";
        row("date with a time") << date("2027-03-01T00:00:00Z") << invalid << "project.startDate"
                                << int(IssueCode::InvalidDate) << "";
        row("year 1969") << date("1969-12-31") << invalid << "project.startDate"
                         << int(IssueCode::InvalidDate) << "1970-01-01";
        row("words") << date("next spring") << invalid << "project.startDate" << int(IssueCode::InvalidDate)
                     << "YYYY-MM-DD";
        row("escape sequence in the date")
            << date("\x1b[2J") << invalid << "project.startDate" << int(IssueCode::ControlCharacter) << "";

        const auto change = [this](const char *from, const char *to) {
            return mutated(QByteArray("<key>compute.mfu</key>\n\t<value>0.41</value>").replace("0.41", from),
                           QByteArray(to));
        };
        row("variant value out of range") << change("0.41", "<key>compute.mfu</key>\n\t<value>7</value>")
                                          << invalid << "pinnedVariants[1].compute.mfu"
                                          << int(IssueCode::OutOfRange) << "pinnedVariants[1].compute.mfu";
        row("variant value NaN") << change("0.41", "<key>compute.mfu</key>\n\t<value>nan</value>") << invalid
                                 << "pinnedVariants[1].compute.mfu" << int(IssueCode::NotFinite) << "";
        row("variant value not a number")
            << change("0.41", "<key>compute.mfu</key>\n\t<value>lots</value>") << invalid
            << "pinnedVariants[1].compute.mfu" << int(IssueCode::NotANumber) << "";
        row("variant fraction for a whole-number input")
            << mutated("cluster.gpuCount</key>\n\t<value>8192<", "cluster.gpuCount</key>\n\t<value>8192.5<")
            << invalid << "pinnedVariants[1].cluster.gpuCount" << int(IssueCode::NotInteger) << "";
        row("variant unknown key") << change("0.41", "<key>compute.magic</key>\n\t<value>0.41</value>")
                                   << invalid << "pinnedVariants[1].compute.magic"
                                   << int(IssueCode::UnknownKey) << "compute.magic";
        row("variant sets an input twice")
            << change("0.41", "<key>cluster.gpuCount</key>\n\t<value>2048</value>") << invalid
            << "pinnedVariants[1].cluster.gpuCount" << int(IssueCode::Duplicate) << "";
        row("variant unknown accelerator")
            << mutated("<variantGpuId>B200</variantGpuId>", "<variantGpuId>NoSuchGpu-9000</variantGpuId>")
            << invalid << "pinnedVariants[2].hardware.gpu" << int(IssueCode::UnknownAccelerator)
            << "NoSuchGpu-9000";
        row("control character in a variant name")
            << mutated("<variantName>B200", "<variantName>\x1b[31mB200") << invalid
            << "pinnedVariants[2].name" << int(IssueCode::ControlCharacter) << "";
        row("huge variant count") << mutated("<variantCount>3<", "<variantCount>4000000000<") << damaged << ""
                                  << -1 << "4000000000";
        row("negative variant count")
            << mutated("<variantCount>3<", "<variantCount>-1<") << damaged << "" << -1 << "";
        row("variant count larger than the variants")
            << mutated("<variantCount>3<", "<variantCount>4<") << damaged << "" << -1 << "";
        row("variant count smaller than the variants")
            << mutated("<variantCount>3<", "<variantCount>2<") << damaged << "" << -1 << "";
        row("huge change count") << mutated("<changeCount>2<", "<changeCount>99999999<") << damaged << ""
                                 << -1 << "99999999";
        // Element names are not checked (no_xml_tag_checking, docs/file-format.md),
        // so the next variant's name is read as a key: refused all the same.
        row("change count larger than the changes")
            << mutated("<changeCount>2<", "<changeCount>3<") << invalid << "pinnedVariants[1].B200, reserved"
            << int(IssueCode::UnknownKey) << "";
        row("variants missing, closing tag kept")
            << m_current.left(m_current.indexOf("\t<variantCount>")) + "</scenario>\n</boost_serialization>\n"
            << damaged << "" << -1 << "";
        row("deadline not a number") << mutated("<deadlineDays>180<", "<deadlineDays>soon<") << invalid
                                     << "targets.deadlineDays" << int(IssueCode::NotANumber) << "soon";
        row("negative deadline") << mutated("<deadlineDays>180<", "<deadlineDays>-5<") << invalid
                                 << "targets.deadlineDays" << int(IssueCode::OutOfRange) << "0 (none)";
        row("NaN loss") << mutated("<maxLoss>1.95<", "<maxLoss>nan<") << invalid << "targets.maxLoss"
                        << int(IssueCode::NotFinite) << "";
        row("unknown confidence") << mutated("<confidence>p90<", "<confidence>p75<") << invalid
                                  << "targets.confidence" << int(IssueCode::UnknownChoice) << "p50 or p90";
        row("unknown deadline scope")
            << mutated("<deadlineScope>main-run<", "<deadlineScope>sprint<") << invalid
            << "targets.deadlineScope" << int(IssueCode::UnknownChoice) << "project or main-run";
        row("targets missing, closing tag kept")
            << m_current.left(m_current.indexOf("\t<deadlineDays>")) + "</scenario>\n</boost_serialization>\n"
            << damaged << "" << -1 << "";
    }
    void refusesBadDatesAndVariants()
    {
        QFETCH(QByteArray, bytes);
        QFETCH(int, error);
        QFETCH(QString, issueKey);
        QFETCH(int, issueCode);
        QFETCH(QString, detailHas);
        const LoadResult r = loadScenario(toStd(bytes), Catalog::builtIn());
        const std::string message = describe(r);
        QVERIFY2(!r.scenario, "a refused file must leave no scenario");
        QCOMPARE(keyOf(r.error), keyOf(static_cast<FileError>(error)));
        QVERIFY2(toQString(message).contains(detailHas), message.c_str());
        QVERIFY(message.find('\n') == std::string::npos);
        if (static_cast<FileError>(error) != FileError::InvalidValues)
            return;
        bool found = false;
        for (const Issue &issue : r.issues)
            if (toQString(issue.key) == issueKey && (issueCode < 0 || int(issue.code) == issueCode))
                found = true;
        QVERIFY2(found, message.c_str());
    }

    void dateMessageSaysFieldValueAndWhatIsAllowed()
    {
        const auto issue = checkStartDate("2027-02-30");
        QVERIFY(issue);
        QCOMPARE(
            toQString(describe(*issue)),
            QStringLiteral("project.startDate = '2027-02-30': not a valid date; allowed: a date YYYY-MM-DD "
                           "from 1970-01-01 to 2199-12-31, or empty for the first day of next month"));
        QVERIFY(!checkStartDate(""));
        QVERIFY(!checkStartDate("2027-01-01"));
    }

    void validateRefusesBadVariantsInMemory()
    {
        Scenario s = defaultScenario();
        s.pinnedVariants = {{"v", {{InputId::Count, 1}, {InputId::ComputeMfu, 0.4}}, "NoSuchGpu"},
                            {"w", {{InputId::ComputeMfu, std::numeric_limits<double>::quiet_NaN()}}, ""}};
        const auto issues = validate(s, Catalog::builtIn());
        QStringList seen;
        for (const Issue &issue : issues)
            seen << toQString(issue.key) + QLatin1Char(' ') + toQString(issueCodeKey(issue.code));
        QCOMPARE(seen, (QStringList{QStringLiteral("pinnedVariants[1].changes unknownKey"),
                                    QStringLiteral("pinnedVariants[1].hardware.gpu unknownAccelerator"),
                                    QStringLiteral("pinnedVariants[2].compute.mfu notFinite")}));
    }

    void refusesToSaveBadDatesAndVariants()
    {
        Scenario s = defaultScenario();
        FileError error = FileError::None;
        std::string detail;
        s.startDate = "2027-02-30";
        QVERIFY(!saveScenario(s, &error, &detail));
        QCOMPARE(keyOf(error), keyOf(FileError::InvalidValues));
        QVERIFY2(toQString(detail).contains(QStringLiteral("project.startDate")), detail.c_str());

        s.startDate.clear();
        s.pinnedVariants = {{"v", {{InputId::ComputeMfu, std::numeric_limits<double>::infinity()}}, ""}};
        QVERIFY(!saveScenario(s, &error, &detail));
        QCOMPARE(keyOf(error), keyOf(FileError::NotFinite));
        QVERIFY2(toQString(detail).contains(QStringLiteral("pinnedVariants[1].compute.mfu")), detail.c_str());

        s.pinnedVariants = {{"v", {{InputId::Count, 0.4}}, ""}};
        QVERIFY(!saveScenario(s, &error, &detail));
        QCOMPARE(keyOf(error), keyOf(FileError::InvalidValues));

        s.pinnedVariants = {{"v", {{InputId::ComputeMfu, 7}}, ""}};
        QVERIFY(!saveScenario(s, &error, &detail));
        QCOMPARE(keyOf(error), keyOf(FileError::InvalidValues));

        // An accelerator unknown to the built-in catalog may come from a user catalog.
        s.pinnedVariants = {{"v", {}, "MyOwnGpu"}};
        QVERIFY(saveScenario(s, &error, &detail));
    }

    void setFromTextSetsTheStartDate()
    {
        Scenario s = defaultScenario();
        QVERIFY(!setFromText(s, kStartDateKey, "2027-01-01", Catalog::builtIn()));
        QCOMPARE(toQString(s.startDate), QStringLiteral("2027-01-01"));
        QCOMPARE(toQString(valueText(s, kStartDateKey)), QStringLiteral("2027-01-01"));
        const auto issue = setFromText(s, kStartDateKey, "2027-02-30", Catalog::builtIn());
        QVERIFY(issue);
        QCOMPARE(int(issue->code), int(IssueCode::InvalidDate));
        QCOMPARE(toQString(s.startDate), QStringLiteral("2027-01-01"));  // unchanged
        QVERIFY(!setFromText(s, kStartDateKey, "", Catalog::builtIn())); // back to "not set"
        QVERIFY(s.startDate.empty());
    }
};

PLANNER_TEST_APPLESS_MAIN(TestScenarioFileV3)
} // namespace tst_scenariofilev3

#include "tst_scenariofilev3.moc"
