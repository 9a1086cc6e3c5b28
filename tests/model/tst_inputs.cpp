// SPDX-License-Identifier: GPL-3.0-or-later
// The input registry and validation: every key documented, every bad value
// refused with a message naming the key, the value and what is allowed.
#include "plan/evaluate.h"
#include "plan/validation.h"

#include "testmain.h"

#include <QTest>

#include <cmath>
#include <limits>
#include <set>

namespace tst_inputs { // one namespace a test file: tests/testmain.h, "Unity builds"

using namespace tco;

class TestInputs : public QObject
{
    Q_OBJECT
private slots:
    void everySpecIsComplete()
    {
        std::set<std::string_view> keys;
        for (const InputSpec &in : inputSpecs()) {
            QVERIFY2(keys.insert(in.key).second, std::string(in.key).c_str());
            QVERIFY(!in.description.empty());
            QVERIFY(in.minValue <= in.defaultValue && in.defaultValue <= in.maxValue);
            QCOMPARE(findInput(in.key), std::optional<InputId>(in.id));
            if (in.kind == InputKind::Choice)
                QCOMPARE(double(in.choices.size() - 1), in.maxValue);
            if (in.logScale)
                QVERIFY(in.minValue > 0 && in.maxValue / in.minValue >= 100);
        }
        // the keys the issue and docs/model.md name
        for (const char *key : {"model.parameters",
                                "model.activeParameters",
                                "data.tokens",
                                "cluster.gpuCount",
                                "compute.mfu",
                                "compute.precision",
                                "checkpoint.intervalHours",
                                "checkpoint.bytesPerParameter",
                                "storage.hotFraction",
                                "failures.gpuMtbfHours",
                                "failures.restartHours",
                                "energy.pue",
                                "energy.averagePowerWattsPerGpu",
                                "energy.priceUsdPerMWh",
                                "energy.gridKgCo2PerKWh",
                                "pricing.mode",
                                "pricing.gpuHourUsd",
                                "budget.usd",
                                "budget.warningFraction",
                                "budget.reviewFraction"})
            QVERIFY2(findInput(key).has_value(), key);
        QVERIFY(!findInput("no.such.key"));
    }

    void defaultScenarioIsValid() { QVERIFY(validate(defaultScenario(), Catalog::builtIn()).empty()); }

    void badTextIsRefused_data()
    {
        QTest::addColumn<QString>("key");
        QTest::addColumn<QString>("text");
        QTest::addColumn<int>("code");
        QTest::newRow("unknown key") << "compute.mfux"
                                     << "0.4" << int(IssueCode::UnknownKey);
        QTest::newRow("letters") << "compute.mfu"
                                 << "abc" << int(IssueCode::NotANumber);
        QTest::newRow("trailing junk") << "compute.mfu"
                                       << "0.4x" << int(IssueCode::NotANumber);
        QTest::newRow("empty") << "compute.mfu"
                               << "" << int(IssueCode::NotANumber);
        QTest::newRow("nan") << "compute.mfu"
                             << "nan" << int(IssueCode::NotFinite);
        QTest::newRow("inf") << "data.tokens"
                             << "inf" << int(IssueCode::NotFinite);
        QTest::newRow("overflow") << "data.tokens"
                                  << "1e999" << int(IssueCode::NotFinite);
        QTest::newRow("underflow") << "compute.mfu"
                                   << "1e-999" << int(IssueCode::OutOfRange);
        QTest::newRow("above max") << "compute.mfu"
                                   << "7" << int(IssueCode::OutOfRange);
        QTest::newRow("below min") << "model.parameters"
                                   << "1000" << int(IssueCode::OutOfRange);
        QTest::newRow("negative") << "energy.pue"
                                  << "-1" << int(IssueCode::OutOfRange);
        QTest::newRow("fractional count") << "cluster.gpuCount"
                                          << "10.5" << int(IssueCode::NotInteger);
        QTest::newRow("unknown precision") << "compute.precision"
                                           << "fp4" << int(IssueCode::UnknownChoice);
        QTest::newRow("choice as number") << "pricing.mode"
                                          << "1" << int(IssueCode::UnknownChoice);
        QTest::newRow("unknown accelerator") << "hardware.gpu"
                                             << "H9000" << int(IssueCode::UnknownAccelerator);
    }
    void badTextIsRefused()
    {
        QFETCH(QString, key);
        QFETCH(QString, text);
        QFETCH(int, code);
        Scenario s = defaultScenario();
        const Scenario before = s;
        const auto issue = setFromText(s, key.toStdString(), text.toStdString(), Catalog::builtIn());
        QVERIFY(issue.has_value());
        QCOMPARE(int(issue->code), code);
        QCOMPARE(s, before); // nothing changed
        const std::string message = describe(*issue);
        QVERIFY2(message.find(key.toStdString()) != std::string::npos, message.c_str());
        QVERIFY2(message.find("'" + text.toStdString() + "'") != std::string::npos, message.c_str());
        QVERIFY2(message.find("allowed") != std::string::npos, message.c_str());
    }

    void goodTextIsSet()
    {
        Scenario s = defaultScenario();
        QVERIFY(!setFromText(s, "compute.mfu", "0.5", Catalog::builtIn()));
        QCOMPARE(s.value(InputId::ComputeMfu), 0.5);
        QVERIFY(!setFromText(s, "compute.precision", "fp8", Catalog::builtIn()));
        QCOMPARE(precision(s), Precision::Fp8);
        QVERIFY(!setFromText(s, "hardware.gpu", "A100-SXM-80GB", Catalog::builtIn()));
        QCOMPARE(s.gpuId, std::string("A100-SXM-80GB"));
        QVERIFY(!setFromText(s, "data.tokens", "2e12", Catalog::builtIn()));
        QCOMPARE(valueText(s, "data.tokens"), std::string("2e+12"));
        QCOMPARE(valueText(s, "pricing.mode"), std::string("reserved"));
    }

    void crossFieldRules()
    {
        Scenario s = defaultScenario();
        s.set(InputId::ModelActiveParameters, 2 * s.value(InputId::ModelParameters));
        s.set(InputId::BudgetReviewFraction, 0.5);
        const auto issues = validate(s, Catalog::builtIn());
        QCOMPARE(issues.size(), std::size_t(2));
        QCOMPARE(issues[0].key, std::string("model.activeParameters"));
        QCOMPARE(issues[1].key, std::string("budget.reviewFraction"));
        // TPUs are not for sale: buying one needs a price
        Scenario tpu = defaultScenario();
        tpu.gpuId = "TPU-v4";
        tpu.set(InputId::PricingMode, double(PricingMode::Buy));
        const auto buy = validate(tpu, Catalog::builtIn());
        QCOMPARE(buy.size(), std::size_t(1));
        QCOMPARE(buy[0].key, std::string("ownership.capexUsdPerGpu"));
        tpu.set(InputId::OwnershipCapexUsdPerGpu, 20000);
        QVERIFY(validate(tpu, Catalog::builtIn()).empty());
    }

    void nonFiniteValuesAreInvalid()
    {
        Scenario s = defaultScenario();
        s.set(InputId::EnergyPue, std::numeric_limits<double>::quiet_NaN());
        const auto issues = validate(s, Catalog::builtIn());
        QCOMPARE(issues.size(), std::size_t(1));
        QCOMPARE(int(issues[0].code), int(IssueCode::NotFinite));
    }

    void numbersRoundTripAsText()
    {
        for (const double v : {0.1, 1.0 / 3.0, 7e10, 1e-7, 123456789.123})
            QCOMPARE(std::stod(formatNumber(v)), v);
    }
};

PLANNER_TEST_APPLESS_MAIN(TestInputs)
} // namespace tst_inputs

#include "tst_inputs.moc"
