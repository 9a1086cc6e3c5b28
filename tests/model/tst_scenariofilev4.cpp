// SPDX-License-Identifier: GPL-3.0-or-later
// Format version 4 of the .tcoplan file: the inputs it adds (the Monte
// Carlo's run count and seed, the resale discount of owned hardware), its
// golden file byte for byte, older files with their defaults, and their
// refusal when out of range (docs/file-format.md). The golden-file test is
// goldenformattest.h's; the rest of the format is tested in
// tst_scenariofile.cpp, tst_scenariofilev3.cpp and tst_scenariofilev5.cpp.
#include "files/scenariofile.h"
#include "plan/catalog.h"
#include "plan/inputs.h"
#include "plan/scenario.h"

#include "goldenformattest.h"

#include "testmain.h"

#include <QTest>

namespace tst_scenariofilev4 { // one namespace a test file: tests/testmain.h, "Unity builds"

using namespace tco;

class TestScenarioFileV4 : public testing::GoldenFormatTest
{
    Q_OBJECT

public:
    TestScenarioFileV4() : GoldenFormatTest(4) {}

protected:
    void addTheChange(Scenario &s) const override
    {
        s.set(InputId::UncertaintySamples, 10000);
        s.set(InputId::UncertaintySeed, 7);
        s.set(InputId::OwnershipResaleDiscount, 0.25);
    }

    void checkTheChange(const Scenario &loaded) const override
    {
        QCOMPARE(loaded.value(InputId::UncertaintySamples), 10000.0);
        QCOMPARE(loaded.value(InputId::UncertaintySeed), 7.0);
        QCOMPARE(loaded.value(InputId::OwnershipResaleDiscount), 0.25);
        // In US dollars: the display currency came with version 5.
        QVERIFY(loaded.currency == DisplayCurrency{});
        QCOMPARE(QString::fromStdString(loaded.currency.code), QStringLiteral("USD"));
    }

    void checkOlderFile(const Scenario &older) const override
    {
        for (InputId id :
             {InputId::UncertaintySamples, InputId::UncertaintySeed, InputId::OwnershipResaleDiscount})
            QCOMPARE(older.value(id), spec(id).defaultValue);
    }

    std::vector<testing::Refusal> refusals() const override
    {
        return {
            {"too few runs", "<value>10000<", "<value>10<", QStringLiteral("uncertainty.samples"),
             QStringLiteral("100 .. 1e+05 runs")},
            {"fractional runs", "<value>10000<", "<value>1000.5<", QStringLiteral("uncertainty.samples"),
             QStringLiteral("(whole number)")},
            {"negative seed", "<key>uncertainty.seed</key>\n\t<value>7<",
             "<key>uncertainty.seed</key>\n\t<value>-1<", QStringLiteral("uncertainty.seed"),
             QStringLiteral("0 .. 2147483647")},
            {"discount above 1", "<value>0.25<", "<value>1.5<", QStringLiteral("ownership.resaleDiscount"),
             QStringLiteral("0 .. 1 fraction")},
        };
    }

private slots:
    void defaultsOfTheNewInputs()
    {
        // The window's Monte Carlo until now: 4,000 runs, seed 20250601.
        const Scenario s = defaultScenario();
        QCOMPARE(s.value(InputId::UncertaintySamples), 4000.0);
        QCOMPARE(s.value(InputId::UncertaintySeed), 20250601.0);
        QCOMPARE(s.value(InputId::OwnershipResaleDiscount), 0.3);
    }
};

PLANNER_TEST_APPLESS_MAIN(TestScenarioFileV4)
} // namespace tst_scenariofilev4

#include "tst_scenariofilev4.moc"
