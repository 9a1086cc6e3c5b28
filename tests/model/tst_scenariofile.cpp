// SPDX-License-Identifier: GPL-3.0-or-later
// The .tcoplan format: round trips, the golden file of each released format
// version, and refusal of damaged or hostile files (docs/file-format.md).
#include "files/scenariofile.h"
#include "plan/catalog.h"
#include "plan/inputs.h"
#include "plan/scenario.h"
#include "plan/validation.h"

#include "testdata.h"

#include "testmain.h"

#include <QByteArray>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>
#include <cstdlib>
#include <limits>
#include <string>
#include <vector>

namespace tst_scenariofile { // one namespace a test file: tests/testmain.h, "Unity builds"

using namespace tco;
using testing::toQString;
using testing::toStd;

namespace {

QString keyOf(FileError e)
{
    return toQString(fileErrorKey(e));
}

/** A valid, non-default value for `in` in `base`, or NaN if none of the
 *  candidates passes validate() (cross-field rules may forbid some). The
 *  candidates are awkward fractions of the range, so exact round trips of
 *  17-digit decimals are exercised too. */
double nonDefaultValidValue(const InputSpec &in, const Scenario &base, const Catalog &catalog)
{
    std::vector<double> candidates;
    if (in.kind == InputKind::Choice) {
        for (std::size_t i = 0; i < in.choices.size(); ++i)
            candidates.push_back(static_cast<double>(i));
    } else {
        for (const double f : {0.3183098861837907, 0.7071067811865476, 1e-3, 1e-6, 0.1, 0.9}) {
            double v = (in.logScale && in.minValue > 0) ? in.minValue * std::pow(in.maxValue / in.minValue, f)
                                                        : in.minValue + (in.maxValue - in.minValue) * f;
            if (in.kind == InputKind::Integer)
                v = std::round(v);
            candidates.push_back(v);
        }
        candidates.push_back(in.minValue);
        candidates.push_back(in.maxValue);
    }
    for (const double v : candidates) {
        if (v == base.value(in.id) || checkValue(in.id, v))
            continue;
        Scenario s = base;
        s.set(in.id, v);
        if (validate(s, catalog).empty())
            return v;
    }
    return std::numeric_limits<double>::quiet_NaN();
}

/** Metadata that exercises escaping, UTF-8 and whitespace. */
void setTrickyMetadata(Scenario &s)
{
    s.name = "Plan <A> & \"B\" 'C' ]]> 中文 团队";
    s.description = "First line\nSecond line\twith tab, trailing space ";
    s.tags = {"project-x", "exp 7 / 中文", "中文 团队"};
    s.createdUtc = "2025-01-02T03:04:05Z";
    s.modifiedUtc = "2025-06-07T08:09:10Z";
}

/** A catalog id other than the default, so hardware.gpu round-trips too. */
std::string otherAccelerator()
{
    for (const Accelerator &a : Catalog::builtIn().accelerators())
        if (a.id != kDefaultGpuId) {
            Scenario s = defaultScenario();
            s.gpuId = a.id;
            if (validate(s, Catalog::builtIn()).empty())
                return a.id;
        }
    return std::string(kDefaultGpuId);
}

/** Which field differs, for a readable failure message. */
QByteArray firstDifference(const Scenario &a, const Scenario &b)
{
    for (const InputSpec &in : inputSpecs())
        if (a.value(in.id) != b.value(in.id))
            return QByteArray(in.key.data(), static_cast<qsizetype>(in.key.size())) + ": " +
                   QByteArray::fromStdString(formatNumber(a.value(in.id))) +
                   " != " + QByteArray::fromStdString(formatNumber(b.value(in.id)));
    if (a.gpuId != b.gpuId)
        return "gpuId: " + QByteArray::fromStdString(a.gpuId) + " != " + QByteArray::fromStdString(b.gpuId);
    if (a.name != b.name || a.description != b.description || !(a.tags == b.tags) ||
        a.createdUtc != b.createdUtc || a.modifiedUtc != b.modifiedUtc)
        return "metadata differs";
    if (a.startDate != b.startDate || !(a.pinnedVariants == b.pinnedVariants))
        return "start date or pinned variants differ";
    return "equal";
}

} // namespace

class TestScenarioFile : public QObject
{
    Q_OBJECT

private:
    QString m_dataDir = qEnvironmentVariable("PLANNER_TEST_DATA");
    /** tests/data/scenario-v7.tcoplan (the current version, so unknown keys
     *  are errors), never rewritten by tests. Read here rather than in
     *  initTestCase() so that `-datatags` works too. The start date and
     *  pinned variants of version 3 are tested in tst_scenariofilev3.cpp,
     *  the inputs version 4 adds in tst_scenariofilev4.cpp, the currency
     *  version 5 adds in tst_scenariofilev5.cpp, the actuals version 6 adds
     *  in tst_scenariofilev6.cpp, the calibrated MFU version 7 adds in
     *  tst_scenariofilev7.cpp. */
    QByteArray m_golden = [this] {
        QFile golden(m_dataDir + QStringLiteral("/scenario-v7.tcoplan"));
        return golden.open(QIODevice::ReadOnly) ? golden.readAll() : QByteArray();
    }();

    /** The golden text with `from` replaced by `to` (once). A mutation that
     *  does not apply is a bug in this test, so it stops the run. */
    QByteArray mutated(const QByteArray &from, const QByteArray &to) const
    {
        const qsizetype at = m_golden.indexOf(from);
        if (at < 0 && !m_golden.isEmpty()) // empty: initTestCase() reports it
            qFatal("mutation target not in the golden file: %s", from.constData());
        QByteArray out = m_golden;
        if (at >= 0)
            out.replace(at, from.size(), to);
        return out;
    }

private slots:
    void initTestCase()
    {
        QVERIFY2(!m_dataDir.isEmpty(), "PLANNER_TEST_DATA must point to tests/data (CTest sets it)");
        QVERIFY2(!m_golden.isEmpty(), "cannot read scenario-v7.tcoplan in PLANNER_TEST_DATA");
        QVERIFY(Catalog::builtIn().find(kDefaultGpuId));
        QVERIFY2(validate(defaultScenario(), Catalog::builtIn()).empty(),
                 "the default scenario must be valid");
    }

    void fileErrorKeys_data()
    {
        QTest::addColumn<int>("error");
        QTest::addColumn<QString>("key");
        QTest::newRow("none") << int(FileError::None) << "none";
        QTest::newRow("cannot open") << int(FileError::CannotOpen) << "cannotOpen";
        QTest::newRow("too large") << int(FileError::TooLarge) << "tooLarge";
        QTest::newRow("not a scenario file") << int(FileError::NotScenarioFile) << "notScenarioFile";
        QTest::newRow("damaged") << int(FileError::Damaged) << "damaged";
        QTest::newRow("newer version") << int(FileError::NewerVersion) << "newerVersion";
        QTest::newRow("invalid values") << int(FileError::InvalidValues) << "invalidValues";
        QTest::newRow("not finite") << int(FileError::NotFinite) << "notFinite";
        QTest::newRow("write failed") << int(FileError::WriteFailed) << "writeFailed";
    }
    void fileErrorKeys()
    {
        QFETCH(int, error);
        QFETCH(QString, key);
        QCOMPARE(keyOf(static_cast<FileError>(error)), key);
    }

    // ---- round trips ---------------------------------------------------

    void roundTripEachKey_data()
    {
        QTest::addColumn<int>("id");
        for (const InputSpec &in : inputSpecs())
            QTest::newRow(std::string(in.key).c_str()) << int(index(in.id));
    }
    void roundTripEachKey()
    {
        QFETCH(int, id);
        const InputSpec &in = inputSpecs()[static_cast<std::size_t>(id)];
        Scenario s = defaultScenario();
        setTrickyMetadata(s);
        s.gpuId = otherAccelerator();
        const double v = nonDefaultValidValue(in, s, Catalog::builtIn());
        QVERIFY2(std::isfinite(v), "no valid non-default value found for this input");
        s.set(in.id, v);

        FileError error = FileError::WriteFailed;
        std::string detail;
        const auto text = saveScenario(s, &error, &detail);
        QVERIFY2(text, detail.c_str());
        QCOMPARE(keyOf(error), keyOf(FileError::None));
        QVERIFY(text->find("<formatVersion>" + std::to_string(kScenarioFormatVersion) + "</formatVersion>") !=
                std::string::npos);

        const LoadResult r = loadScenario(*text, Catalog::builtIn());
        QVERIFY2(r.scenario, describe(r).c_str());
        QCOMPARE(keyOf(r.error), keyOf(FileError::None));
        QVERIFY2(*r.scenario == s, firstDifference(*r.scenario, s).constData());
        QCOMPARE(r.scenario->value(in.id), v);
    }

    void roundTripAllKeysAtOnce()
    {
        Scenario s = defaultScenario();
        setTrickyMetadata(s);
        s.gpuId = otherAccelerator();
        std::size_t changed = 0;
        for (const InputSpec &in : inputSpecs()) {
            const double v = nonDefaultValidValue(in, s, Catalog::builtIn());
            if (std::isfinite(v)) {
                s.set(in.id, v);
                ++changed;
            }
        }
        QCOMPARE(changed, kInputCount);
        QVERIFY(validate(s, Catalog::builtIn()).empty());
        const Scenario defaults = defaultScenario();
        for (const InputSpec &in : inputSpecs())
            QVERIFY2(s.value(in.id) != defaults.value(in.id), std::string(in.key).c_str());

        const auto text = saveScenario(s);
        QVERIFY(text);
        const LoadResult r = loadScenario(*text, Catalog::builtIn());
        QVERIFY2(r.scenario, describe(r).c_str());
        QVERIFY2(*r.scenario == s, firstDifference(*r.scenario, s).constData());
        // Saving is deterministic: the same scenario gives the same bytes.
        QVERIFY(saveScenario(*r.scenario) == text);
    }

    void roundTripMetadata_data()
    {
        QTest::addColumn<QString>("text");
        QTest::newRow("empty") << QString();
        QTest::newRow("chinese") << QStringLiteral("中文 团队 预算");
        QTest::newRow("xml specials") << QStringLiteral("<a href=\"x\">&amp; 'q'</a> ]]>");
        QTest::newRow("line breaks lf and crlf") << QStringLiteral("one\ntwo\r\nthree");
        QTest::newRow("leading and trailing spaces") << QStringLiteral("  padded\t ");
        QTest::newRow("emoji outside the BMP") << QStringLiteral("budget \U0001F4B8");
        QTest::newRow("at the length limit")
            << QString(static_cast<qsizetype>(kMaxTextLength), QLatin1Char('x'));
    }
    void roundTripMetadata()
    {
        QFETCH(QString, text);
        const std::string t = text.toStdString();
        Scenario s = defaultScenario();
        if (text.contains(QLatin1Char('\n'))) {
            // Line breaks belong in the description only: a name or tag with
            // one is refused like any other control character.
            s.name = t;
            FileError error = FileError::None;
            QVERIFY(!saveScenario(s, &error));
            QCOMPARE(keyOf(error), keyOf(FileError::InvalidValues));
            s.name = "n";
            s.description = t;
            const auto saved = saveScenario(s);
            QVERIFY(saved);
            const LoadResult r = loadScenario(*saved, Catalog::builtIn());
            QVERIFY2(r.scenario, describe(r).c_str());
            QCOMPARE(toQString(r.scenario->description), text);
            return;
        }
        s.name = t;
        s.description = t;
        s.tags = {t, t, t};
        s.createdUtc = t;
        s.modifiedUtc = t;
        const auto saved = saveScenario(s);
        QVERIFY(saved);
        const LoadResult r = loadScenario(*saved, Catalog::builtIn());
        QVERIFY2(r.scenario, describe(r).c_str());
        QCOMPARE(toQString(r.scenario->name), text);
        QCOMPARE(toQString(r.scenario->description), text);
        QCOMPARE(toQString(r.scenario->tags.project), text);
        QCOMPARE(toQString(r.scenario->tags.experiment), text);
        QCOMPARE(toQString(r.scenario->tags.team), text);
        QCOMPARE(toQString(r.scenario->createdUtc), text);
        QCOMPARE(toQString(r.scenario->modifiedUtc), text);
    }

    // ---- golden files: one per released format version, kept forever ----

    void goldenV1Loads()
    {
        const LoadResult r = loadScenarioFile(
            (m_dataDir + QStringLiteral("/scenario-v1.tcoplan")).toStdString(), Catalog::builtIn());
        QVERIFY2(r.scenario, describe(r).c_str());
        QCOMPARE(keyOf(r.error), keyOf(FileError::None));
        QVERIFY(r.issues.empty());
        const Scenario &s = *r.scenario;

        QCOMPARE(toQString(s.name), QStringLiteral("Golden v1: 中文 计划 <MoE> & \"spot\""));
        QCOMPARE(toQString(s.description),
                 QStringLiteral("Format version 1 golden file.\nSecond line: 中文 团队 — kept forever."));
        QCOMPARE(toQString(s.tags.project), QStringLiteral("llm-tco-golden"));
        QCOMPARE(toQString(s.tags.experiment), QStringLiteral("exp-042"));
        QCOMPARE(toQString(s.tags.team), QStringLiteral("中文 团队"));
        QCOMPARE(toQString(s.createdUtc), QStringLiteral("2025-11-29T21:00:00Z"));
        QCOMPARE(toQString(s.modifiedUtc), QStringLiteral("2025-11-30T08:15:30Z"));
        QCOMPARE(toQString(s.gpuId), QStringLiteral("MI300X"));

        using I = InputId;
        QCOMPARE(s.value(I::ModelParameters), 1.3e11);
        QCOMPARE(s.value(I::ModelActiveParameters), 3.5e10);
        QCOMPARE(s.value(I::ModelLayers), 80.0);
        QCOMPARE(s.value(I::ModelHiddenSize), 8192.0);
        QCOMPARE(s.value(I::DataTokens), 2.6e12);
        QCOMPARE(s.value(I::DataCpuHourUsd), 0.1 + 0.2); // exactly 0.30000000000000004
        QCOMPARE(s.value(I::ClusterGpuCount), 4096.0);
        QCOMPARE(s.value(I::ComputeMfu), 0.38);
        QCOMPARE(int(precision(s)), int(Precision::Fp8));
        QCOMPARE(s.value(I::CheckpointIntervalHours), 0.75);
        QCOMPARE(s.value(I::CheckpointAsync), 1.0);
        QCOMPARE(s.value(I::EnergyPue), 1.12);
        QCOMPARE(int(pricingMode(s)), int(PricingMode::Spot));
        QCOMPARE(s.value(I::PricingGpuHourUsd), 2.35);
        QCOMPARE(s.value(I::BudgetUsd), 2.5e7);
        QCOMPARE(int(scalingLaw(s)), int(ScalingLawFit::Hoffmann2022));
        QCOMPARE(s.value(I::UncertaintyMfuRelStd), 0.15);
        // Unchanged inputs kept the values they had when the file was
        // written; spot-check two.
        QCOMPARE(s.value(I::CheckpointBytesPerParameter), 14.0);
        QCOMPARE(s.value(I::ModelContextTokens), 4096.0);
    }

    void goldenV1LoadsWithTheDefaultsOfNewerInputs()
    {
        // Version 1 had no practice, memory or horizon inputs: they take
        // their defaults; what the file says is kept, even where the
        // established-team preset now differs (synchronous checkpoints).
        const LoadResult r = loadScenarioFile(
            (m_dataDir + QStringLiteral("/scenario-v1.tcoplan")).toStdString(), Catalog::builtIn());
        QVERIFY2(r.scenario, describe(r).c_str());
        using I = InputId;
        for (const InputId id : {I::FailuresPractice, I::CheckpointInMemory, I::StorageHotNodeGBps,
                                 I::ParallelTensor, I::MemorySharding, I::ProjectHorizonYears})
            QCOMPARE(r.scenario->value(id), spec(id).defaultValue);
        QCOMPARE(r.scenario->value(I::StorageHotThroughputGBps), 100.0);
        QCOMPARE(r.scenario->value(I::FailuresRestartHours), 0.5);
    }

    void goldenV2Loads()
    {
        const LoadResult r = loadScenarioFile(
            (m_dataDir + QStringLiteral("/scenario-v2.tcoplan")).toStdString(), Catalog::builtIn());
        QVERIFY2(r.scenario, describe(r).c_str());
        QVERIFY(r.issues.empty());
        const Scenario &s = *r.scenario;
        QCOMPARE(toQString(s.name), QStringLiteral("Golden v2: 中文 计划 <MoE> & \"spot\""));
        QCOMPARE(toQString(s.modifiedUtc), QStringLiteral("2026-11-30T21:30:00Z"));
        using I = InputId;
        QCOMPARE(s.value(I::ModelParameters), 1.3e11);
        QCOMPARE(s.value(I::ComputeMfu), 0.38);
        QCOMPARE(s.value(I::FailuresPractice), 2.0); // frontier scale
        QCOMPARE(s.value(I::CheckpointInMemory), 1.0);
        QCOMPARE(s.value(I::StorageHotThroughputGBps), 2000.0);
        QCOMPARE(s.value(I::FailuresInMemoryRecoverableShare), 0.7);
        QCOMPARE(s.value(I::StorageHotBandwidthUsdPerGBpsMonth), 400.0);
        QCOMPARE(s.value(I::ModelAttentionHeads), 64.0);
        QCOMPARE(s.value(I::ParallelTensor), 4.0);
        QCOMPARE(s.value(I::ParallelPipeline), 8.0);
        QCOMPARE(s.value(I::MemorySharding), 3.0);
        QCOMPARE(s.value(I::MemoryRecompute), 2.0);
        QCOMPARE(s.value(I::MemoryMicroBatchSequences), 2.0);
        QCOMPARE(s.value(I::MemoryOptimizerBytesPerParameter), 14.0);
        QCOMPARE(s.value(I::MemoryHeadroomFraction), 0.15);
        QCOMPARE(s.value(I::ProjectHorizonYears), 2.5);
        QCOMPARE(s.value(I::PricingReservedIdleWarnShare), 0.3);
    }

    void olderFileWithoutAKeyLoadsTheDefault()
    {
        // What a file from before compute.mfu existed looks like: the key is
        // absent and the count is one lower.
        QByteArray text = mutated("<key>compute.mfu</key>\n\t<value>0.38</value>\n\t", "");
        text.replace("<inputCount>111</inputCount>", "<inputCount>110</inputCount>");
        const LoadResult r = loadScenario(toStd(text), Catalog::builtIn());
        QVERIFY2(r.scenario, describe(r).c_str());
        QCOMPARE(r.scenario->value(InputId::ComputeMfu), spec(InputId::ComputeMfu).defaultValue);
        QCOMPARE(r.scenario->value(InputId::ClusterGpuCount), 4096.0);
    }

    void toleratedVariations_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QTest::newRow("utf-8 byte order mark") << QByteArray("\xEF\xBB\xBF") + m_golden;
        QTest::newRow("crlf line ends outside text")
            << QByteArray(m_golden).replace("</value>\n\t<key>", "</value>\r\n\t<key>");
        QTest::newRow("no trailing newline") << m_golden.trimmed();
        QTest::newRow("value with spaces and plus sign")
            << mutated("<value>0.38</value>", "<value> +0.38 </value>");
    }
    void toleratedVariations()
    {
        QFETCH(QByteArray, bytes);
        const LoadResult r = loadScenario(toStd(bytes), Catalog::builtIn());
        QVERIFY2(r.scenario, describe(r).c_str());
        QCOMPARE(r.scenario->value(InputId::ComputeMfu), 0.38);
    }

    // ---- refused input -------------------------------------------------

    void refusesBadInput_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<int>("error");
        QTest::addColumn<QString>("issueKey");  ///< for InvalidValues: an issue must name it
        QTest::addColumn<int>("issueCode");     ///< -1 = any
        QTest::addColumn<QString>("detailHas"); ///< a word the detail must contain

        const int any = -1;
        const auto row = [](const char *tag) -> QTestData & { return QTest::newRow(tag); };
        const QByteArray header = m_golden.left(m_golden.indexOf("<formatVersion>"));
        const QByteArray close = "</boost_serialization>\n";

        // Not a scenario at all.
        row("empty file") << QByteArray() << int(FileError::NotScenarioFile) << "" << any << "empty";
        row("whitespace only") << QByteArray(" \n\t\n") << int(FileError::NotScenarioFile) << "" << any
                               << "empty";
        row("plain text") << QByteArray("hello, this is not a plan\n") << int(FileError::NotScenarioFile)
                          << "" << any << "";
        row("binary garbage") << QByteArray("\x00\xff\xfe\x01<\x80>", 7) << int(FileError::NotScenarioFile)
                              << "" << any << "";
        row("other xml") << QByteArray("<?xml version=\"1.0\"?>\n<html><body/></html>\n")
                         << int(FileError::NotScenarioFile) << "" << any << "";
        row("boost archive of something else")
            << header + "<count>3</count>\n<item>1</item>\n" + close << int(FileError::NotScenarioFile) << ""
            << any << "formatVersion";
        row("wrong archive signature")
            << mutated("signature=\"serialization::archive\"", "signature=\"something::else\"")
            << int(FileError::NotScenarioFile) << "" << any << "";

        // Damaged.
        row("truncated to half") << m_golden.left(m_golden.size() / 2) << int(FileError::Damaged) << "" << any
                                 << "does not end with";
        row("truncated by the last byte of the closing tag")
            << m_golden.trimmed().chopped(1) << int(FileError::Damaged) << "" << any << "";
        row("missing closing tag") << QByteArray(m_golden).replace(close, "") << int(FileError::Damaged) << ""
                                   << any << "";
        row("truncated mid-value, closing tag kept")
            << m_golden.left(m_golden.indexOf("<value>0.38") + 9) + "\n" + close << int(FileError::Damaged)
            << "" << any << "";
        row("truncated after formatVersion, closing tag kept")
            << header + "<formatVersion>7</formatVersion>\n" + close << int(FileError::Damaged) << "" << any
            << "";
        row("scenario end tag missing, closing tag consumed")
            << QByteArray(m_golden).replace("</scenario>\n", "") << int(FileError::Damaged) << "" << any
            << "closing tag";
        row("content between scenario and closing tag")
            << QByteArray(m_golden).replace("</scenario>\n", "</scenario>\n<extra>1</extra>\n")
            << int(FileError::Damaged) << "" << any << "unexpected content";
        row("content after the closing tag") << m_golden + "<more/>\n"
                                             << int(FileError::Damaged) << "" << any << "";
        row("huge input count") << mutated("<inputCount>111</inputCount>",
                                           "<inputCount>100000000</inputCount>")
                                << int(FileError::Damaged) << "" << any << "100000000";
        row("negative input count") << mutated("<inputCount>111</inputCount>", "<inputCount>-1</inputCount>")
                                    << int(FileError::Damaged) << "" << any << "";
        row("count larger than the items")
            << mutated("<inputCount>111</inputCount>", "<inputCount>109</inputCount>")
            << int(FileError::Damaged) << "" << any << "";
        row("count smaller than the items")
            << mutated("<inputCount>111</inputCount>", "<inputCount>110</inputCount>")
            << int(FileError::Damaged) << "" << any << "";
        row("count not a number") << mutated("<inputCount>111</inputCount>", "<inputCount>many</inputCount>")
                                  << int(FileError::Damaged) << "" << any << "inputCount";
        row("duplicate key") << mutated("<key>compute.mfu</key>", "<key>cluster.gpuCount</key>")
                             << int(FileError::Damaged) << "" << any << "cluster.gpuCount";
        row("format version 0") << mutated("<formatVersion>7<", "<formatVersion>0<")
                                << int(FileError::Damaged) << "" << any << "";
        row("unknown xml entity") << mutated("&amp;", "&bogus;") << int(FileError::Damaged) << "" << any
                                  << "";
        row("start tag without closing bracket")
            << mutated("<key>compute.mfu</key>", "<key compute.mfu</key>") << int(FileError::Damaged) << ""
            << any << "";

        // Newer versions.
        row("scenario class version 7")
            << mutated("tracking_level=\"0\" version=\"1\">", "tracking_level=\"0\" version=\"7\">")
            << int(FileError::NewerVersion) << "" << any << "7";
        row("format version 8") << mutated("<formatVersion>7<", "<formatVersion>8<")
                                << int(FileError::NewerVersion) << "" << any << "7";
        // Defect: -1 was reported as "made by a newer version ... 4294967295".
        row("format version -1") << mutated("<formatVersion>7<", "<formatVersion>-1<")
                                 << int(FileError::Damaged) << "" << any << "";

        // Parsed, but refused values: every issue names the key.
        const auto value = [this](const char *text) {
            return mutated("<value>0.38</value>", QByteArray("<value>") + text + "</value>");
        };
        row("compute.mfu = 7") << value("7") << int(FileError::InvalidValues) << "compute.mfu"
                               << int(IssueCode::OutOfRange) << "compute.mfu";
        row("NaN value text") << value("nan") << int(FileError::InvalidValues) << "compute.mfu"
                              << int(IssueCode::NotFinite) << "compute.mfu";
        row("infinity value text") << value("-inf") << int(FileError::InvalidValues) << "compute.mfu"
                                   << int(IssueCode::NotFinite) << "";
        row("overflowing value 1e999") << value("1e999") << int(FileError::InvalidValues) << "compute.mfu"
                                       << int(IssueCode::OutOfRange) << "";
        row("underflowing value 1e-999") << value("1e-999") << int(FileError::InvalidValues) << "compute.mfu"
                                         << int(IssueCode::OutOfRange) << "";
        row("value not a number") << value("abc") << int(FileError::InvalidValues) << "compute.mfu"
                                  << int(IssueCode::NotANumber) << "";
        row("empty value") << value("") << int(FileError::InvalidValues) << "compute.mfu"
                           << int(IssueCode::NotANumber) << "";
        row("hex value") << value("0x1p-2") << int(FileError::InvalidValues) << "compute.mfu"
                         << int(IssueCode::NotANumber) << "";
        row("fraction for a whole-number input")
            << mutated("<value>4096</value>\n\t<key>cluster.gpusPerNode",
                       "<value>4096.5</value>\n\t<key>cluster.gpusPerNode")
            << int(FileError::InvalidValues) << "cluster.gpuCount" << int(IssueCode::NotInteger) << "";
        row("choice index out of range")
            << mutated("<key>pricing.mode</key>\n\t<value>2</value>",
                       "<key>pricing.mode</key>\n\t<value>9</value>")
            << int(FileError::InvalidValues) << "pricing.mode" << int(IssueCode::OutOfRange) << "";
        row("unknown key") << mutated("<key>compute.mfu</key>", "<key>compute.magic</key>")
                           << int(FileError::InvalidValues) << "compute.magic" << int(IssueCode::UnknownKey)
                           << "compute.magic";
        row("overlong key") << mutated("<key>compute.mfu</key>", "<key>" + QByteArray(300, 'k') + "</key>")
                            << int(FileError::InvalidValues) << "" << int(IssueCode::UnknownKey) << "";
        row("unknown accelerator") << mutated("<gpuId>MI300X</gpuId>", "<gpuId>NoSuchGpu-9000</gpuId>")
                                   << int(FileError::InvalidValues) << toQString(kGpuKey)
                                   << int(IssueCode::UnknownAccelerator) << "NoSuchGpu-9000";
        row("active parameters above total")
            << mutated("<value>3.5e+10</value>", "<value>5e+11</value>") << int(FileError::InvalidValues)
            << "model.activeParameters" << int(IssueCode::Inconsistent) << "";
        // Defect: an e-mailed plan could send escape sequences to a terminal.
        row("escape sequence in the name")
            << mutated("<name>Golden v7", "<name>\x1b[2J\x1b[31mGolden v6") << int(FileError::InvalidValues)
            << "name" << int(IssueCode::ControlCharacter) << "";
        row("NUL in a tag") << mutated("<team>", "<team>\x01") << int(FileError::InvalidValues) << "tags.team"
                            << int(IssueCode::ControlCharacter) << "";
        row("name over the length limit")
            << mutated("<name>Golden v7", "<name>" + QByteArray(int(kMaxTextLength) + 1, 'n'))
            << int(FileError::InvalidValues) << "name" << int(IssueCode::TextTooLong) << "";
        row("two bad values reported together")
            << QByteArray(value("7"))
                   .replace("<value>4096</value>\n\t<key>cluster.gpusPerNode",
                            "<value>0</value>\n\t<key>cluster.gpusPerNode")
            << int(FileError::InvalidValues) << "cluster.gpuCount" << int(IssueCode::OutOfRange)
            << "and 1 more";

        // Size.
        row("over the size limit") << QByteArray(m_golden).insert(
                                          m_golden.indexOf("<formatVersion>"),
                                          QByteArray(qsizetype(kMaxScenarioFileBytes), ' '))
                                   << int(FileError::TooLarge) << "" << any << "";
    }
    void refusesBadInput()
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
        QVERIFY2(!r.detail.empty(), "the detail must say where and what");
        QVERIFY(toQString(r.detail).contains(detailHas));
        QVERIFY(message.find('\n') == std::string::npos);

        if (static_cast<FileError>(error) == FileError::InvalidValues) {
            QVERIFY(!r.issues.empty());
            bool found = false;
            for (const Issue &issue : r.issues)
                if ((issueKey.isEmpty() || toQString(issue.key) == issueKey) &&
                    (issueCode < 0 || int(issue.code) == issueCode))
                    found = true;
            QVERIFY2(found, message.c_str());
        } else {
            QVERIFY(r.issues.empty());
        }
    }

    void outOfRangeDetailSaysWhereAndWhat()
    {
        const LoadResult r =
            loadScenario(toStd(mutated("<value>0.38</value>", "<value>7</value>")), Catalog::builtIn());
        QCOMPARE(r.issues.size(), std::size_t(1));
        QCOMPARE(toQString(r.issues.front().key), QStringLiteral("compute.mfu"));
        QCOMPARE(toQString(r.issues.front().value), QStringLiteral("7"));
        QVERIFY(toQString(r.detail).contains(QStringLiteral("compute.mfu")));
        QVERIFY(toQString(r.detail).contains(QStringLiteral("0.01 .. 0.95")));
    }

    // ---- saving --------------------------------------------------------

    void refusesToSaveNonFinite_data()
    {
        QTest::addColumn<int>("id");
        QTest::addColumn<double>("value");
        const double inf = std::numeric_limits<double>::infinity();
        QTest::newRow("compute.mfu NaN")
            << int(index(InputId::ComputeMfu)) << std::numeric_limits<double>::quiet_NaN();
        QTest::newRow("budget.usd +inf") << int(index(InputId::BudgetUsd)) << inf;
        QTest::newRow("model.parameters -inf") << int(index(InputId::ModelParameters)) << -inf;
        QTest::newRow("last input NaN") << int(kInputCount - 1) << std::numeric_limits<double>::quiet_NaN();
    }
    void refusesToSaveNonFinite()
    {
        QFETCH(int, id);
        QFETCH(double, value);
        Scenario s = defaultScenario();
        s.values[static_cast<std::size_t>(id)] = value;

        FileError error = FileError::None;
        std::string detail;
        QVERIFY(!saveScenario(s, &error, &detail));
        QCOMPARE(keyOf(error), keyOf(FileError::NotFinite));
        QVERIFY(toQString(detail).contains(toQString(inputSpecs()[static_cast<std::size_t>(id)].key)));

        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString path = dir.filePath(QStringLiteral("plan.tcoplan"));
        QCOMPARE(keyOf(saveScenarioFile(s, path.toStdString())), keyOf(FileError::NotFinite));
        QVERIFY(QDir(dir.path()).isEmpty());
    }

    void refusesToSaveOutOfRange()
    {
        Scenario s = defaultScenario();
        s.set(InputId::ComputeMfu, 7);
        FileError error = FileError::None;
        std::string detail;
        QVERIFY(!saveScenario(s, &error, &detail));
        QCOMPARE(keyOf(error), keyOf(FileError::InvalidValues));
        QVERIFY2(toQString(detail).contains(QStringLiteral("compute.mfu")), detail.c_str());
    }

    void savedFileLoadsBack()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const std::string path = dir.filePath(QStringLiteral("中文 plan.tcoplan")).toStdString();
        Scenario s = defaultScenario();
        setTrickyMetadata(s);
        s.set(InputId::ComputeMfu, 0.37);
        QCOMPARE(keyOf(saveScenarioFile(s, path)), keyOf(FileError::None));
        // Replacing an existing file works the same way.
        s.set(InputId::ComputeMfu, 0.36);
        std::string detail;
        QCOMPARE(keyOf(saveScenarioFile(s, path, &detail)), keyOf(FileError::None));
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files).size(), qsizetype(1)); // no temporary file left

        const LoadResult r = loadScenarioFile(path, Catalog::builtIn());
        QVERIFY2(r.scenario, describe(r).c_str());
        QVERIFY2(*r.scenario == s, firstDifference(*r.scenario, s).constData());
    }

    void saveToMissingDirectoryFails()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        std::string detail;
        const std::string path = dir.filePath(QStringLiteral("no/such/dir/plan.tcoplan")).toStdString();
        QCOMPARE(keyOf(saveScenarioFile(defaultScenario(), path, &detail)), keyOf(FileError::WriteFailed));
        QVERIFY(!detail.empty());
    }

    // ---- files ---------------------------------------------------------

    void refusesBadFiles_data()
    {
        QTest::addColumn<QString>("path"); ///< relative to a temporary directory unless absolute
        QTest::addColumn<int>("error");
        QTest::newRow("missing file") << "missing.tcoplan" << int(FileError::CannotOpen);
        QTest::newRow("directory") << "a-directory" << int(FileError::CannotOpen);
        QTest::newRow("over the size limit") << "huge.tcoplan" << int(FileError::TooLarge);
        QTest::newRow("empty file") << "empty.tcoplan" << int(FileError::NotScenarioFile);
        if (QFileInfo::exists(QStringLiteral("/dev/zero")))
            QTest::newRow("character device /dev/zero") << "/dev/zero" << int(FileError::CannotOpen);
    }
    void refusesBadFiles()
    {
        QFETCH(QString, path);
        QFETCH(int, error);
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        QVERIFY(QDir(dir.path()).mkdir(QStringLiteral("a-directory")));
        {
            QFile huge(dir.filePath(QStringLiteral("huge.tcoplan")));
            QVERIFY(huge.open(QIODevice::WriteOnly));
            QVERIFY(huge.write(m_golden) == m_golden.size());
            QVERIFY(huge.resize(qint64(kMaxScenarioFileBytes) + 1)); // sparse: cheap
            QFile empty(dir.filePath(QStringLiteral("empty.tcoplan")));
            QVERIFY(empty.open(QIODevice::WriteOnly));
        }
        const QString full = QDir::isAbsolutePath(path) ? path : dir.filePath(path);
        const LoadResult r = loadScenarioFile(full.toStdString(), Catalog::builtIn());
        QVERIFY(!r.scenario);
        QCOMPARE(keyOf(r.error), keyOf(static_cast<FileError>(error)));
        QVERIFY(!r.detail.empty());
    }

    void loadsThroughSymlink()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString link = dir.filePath(QStringLiteral("link.tcoplan"));
        QVERIFY(QFile::link(m_dataDir + QStringLiteral("/scenario-v1.tcoplan"), link));
        const LoadResult r = loadScenarioFile(link.toStdString(), Catalog::builtIn());
        QVERIFY2(r.scenario, describe(r).c_str());
    }
};

PLANNER_TEST_APPLESS_MAIN(TestScenarioFile)
} // namespace tst_scenariofile

#include "tst_scenariofile.moc"
