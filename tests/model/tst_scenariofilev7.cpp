// SPDX-License-Identifier: GPL-3.0-or-later
// Format version 7 of the .tcoplan file: compute.mfu 0 means "typical for
// the plan" and the calibrated MFU is saved beside it (docs/file-format.md,
// model/plan/typicalmfu.h). Its golden file byte for byte, older files whose MFU
// stays as entered, and the refusal of a calibrated MFU out of range.
#include "files/scenariofile.h"
#include "plan/catalog.h"
#include "plan/evaluate.h"
#include "plan/scenario.h"
#include "plan/typicalmfu.h"
#include "plan/validation.h"

#include "testdata.h"

#include "testmain.h"

#include <QByteArray>
#include <QDir>
#include <QFile>
#include <QTest>

namespace tst_scenariofilev7 { // one namespace a test file: tests/testmain.h, "Unity builds"

using namespace tco;
using testing::testData;
using testing::toStd;

class TestScenarioFileV7 : public QObject
{
    Q_OBJECT

private:
    /** tests/data/scenario-v7.tcoplan, never rewritten by tests. */
    QByteArray m_golden = testData(QStringLiteral("scenario-v7.tcoplan"));

private slots:
    void initTestCase()
    {
        QVERIFY2(!m_golden.isEmpty(), "cannot read scenario-v7.tcoplan in PLANNER_TEST_DATA");
        QCOMPARE(kScenarioFormatVersion, 7u);
    }

    void goldenV7IsTheV6FileCalibrated()
    {
        // The v6 golden file with a calibrated MFU, saved today, is the v7
        // golden file byte for byte. When the layout changes this fails:
        // decide on a format version then.
        const LoadResult v6 =
            loadScenario(toStd(testData(QStringLiteral("scenario-v6.tcoplan"))), Catalog::builtIn());
        QVERIFY2(v6.scenario, describe(v6).c_str());
        Scenario s = *v6.scenario;
        s.name = "Golden v7: 中文 计划 <MoE> & \"spot\"";
        s.description = "Format version 7 golden file.\nSecond line: 中文 团队 — kept forever.";
        s.calibratedMfu = s.value(InputId::ComputeMfu); // 0.38, calibrated from a pilot
        std::string detail;
        const auto text = saveScenario(s, nullptr, &detail);
        QVERIFY2(text, detail.c_str());
        const QByteArray saved = QByteArray::fromStdString(*text);
        if (saved != m_golden) {
            QFile out(QDir::temp().filePath(QStringLiteral("scenario-v7.saved.tcoplan")));
            if (out.open(QIODevice::WriteOnly))
                out.write(saved);
        }
        QCOMPARE(saved, m_golden);

        const LoadResult r = loadScenario(toStd(m_golden), Catalog::builtIn());
        QVERIFY2(r.scenario, describe(r).c_str());
        QVERIFY(*r.scenario == s);
        QCOMPARE(mfuSource(*r.scenario), MfuSource::Calibrated);
    }

    void olderFilesKeepTheirMfuAsEntered()
    {
        for (const char *name : {"scenario-v1.tcoplan", "scenario-v3.tcoplan", "scenario-v6.tcoplan"}) {
            const LoadResult r = loadScenario(toStd(testData(QString::fromLatin1(name))), Catalog::builtIn());
            QVERIFY2(r.scenario, describe(r).c_str());
            QVERIFY(r.scenario->value(InputId::ComputeMfu) > 0);
            QCOMPARE(mfuSource(*r.scenario), MfuSource::Entered);
            QCOMPARE(r.scenario->calibratedMfu, 0.0);
        }
    }

    void aTypicalMfuStaysTypical()
    {
        const Scenario s = defaultScenario();
        QCOMPARE(mfuSource(s), MfuSource::Typical);
        const auto text = saveScenario(s);
        QVERIFY(text);
        QVERIFY(text->find("<key>compute.mfu</key>\n\t<value>0</value>") != std::string::npos);
        const LoadResult r = loadScenario(*text, Catalog::builtIn());
        QVERIFY2(r.scenario, describe(r).c_str());
        QCOMPARE(mfuSource(*r.scenario), MfuSource::Typical);
        QCOMPARE(evaluate(*r.scenario, Catalog::builtIn()).mfuInput, mfuInUse(s, Catalog::builtIn()));
    }

    void refusesACalibratedMfuOutOfRange()
    {
        QByteArray bytes = m_golden;
        bytes.replace("<calibratedMfu>0.38<", "<calibratedMfu>2<");
        const LoadResult r = loadScenario(toStd(bytes), Catalog::builtIn());
        QVERIFY(!r.scenario);
        QCOMPARE(r.error, FileError::InvalidValues);
        QCOMPARE(r.issues.size(), std::size_t(1));
        QCOMPARE(QString::fromStdString(r.issues[0].key), QStringLiteral("calibratedMfu"));
        QVERIFY(QString::fromStdString(r.issues[0].allowed).contains(QStringLiteral("0.95")));
    }
};

PLANNER_TEST_APPLESS_MAIN(TestScenarioFileV7)
} // namespace tst_scenariofilev7

#include "tst_scenariofilev7.moc"
