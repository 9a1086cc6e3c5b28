// SPDX-License-Identifier: GPL-3.0-or-later
// Format version 7 of the .tcoplan file: compute.mfu 0 means "typical for
// the plan" and the calibrated MFU is saved beside it (docs/file-format.md,
// model/plan/typicalmfu.h). Its golden file byte for byte, older files whose MFU
// stays as entered, and the refusal of a calibrated MFU out of range. The
// golden-file test is goldenformattest.h's.
#include "files/scenariofile.h"
#include "plan/catalog.h"
#include "plan/evaluate.h"
#include "plan/scenario.h"
#include "plan/typicalmfu.h"

#include "goldenformattest.h"

#include "testmain.h"

#include <QTest>

namespace tst_scenariofilev7 { // one namespace a test file: tests/testmain.h, "Unity builds"

using namespace tco;

class TestScenarioFileV7 : public testing::GoldenFormatTest
{
    Q_OBJECT

public:
    TestScenarioFileV7() : GoldenFormatTest(7) {}

protected:
    void addTheChange(Scenario &s) const override
    {
        s.calibratedMfu = s.value(InputId::ComputeMfu); // 0.38, calibrated from a pilot
    }

    void checkTheChange(const Scenario &loaded) const override
    {
        QCOMPARE(loaded.calibratedMfu, 0.38);
        QCOMPARE(mfuSource(loaded), MfuSource::Calibrated);
    }

    void checkOlderFile(const Scenario &older) const override
    {
        QVERIFY(older.value(InputId::ComputeMfu) > 0);
        QCOMPARE(mfuSource(older), MfuSource::Entered);
        QCOMPARE(older.calibratedMfu, 0.0);
    }

    std::vector<testing::Refusal> refusals() const override
    {
        return {{"calibrated MFU above 0.95", "<calibratedMfu>0.38<", "<calibratedMfu>2<",
                 QStringLiteral("calibratedMfu"), QStringLiteral("0.95")}};
    }

private slots:
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
};

PLANNER_TEST_APPLESS_MAIN(TestScenarioFileV7)
} // namespace tst_scenariofilev7

#include "tst_scenariofilev7.moc"
