// SPDX-License-Identifier: GPL-3.0-or-later
// Format version 5 of the .tcoplan file: the display currency (code,
// symbol, rate per US dollar, rate date), its golden file byte for byte,
// older files in US dollars, and the refusal of a bad code, symbol, rate or
// date with the field, the value and what is allowed (docs/file-format.md,
// docs/model.md "Display currency"). The golden-file test is
// goldenformattest.h's.
#include "files/scenariofile.h"
#include "plan/catalog.h"
#include "plan/currency.h"
#include "plan/scenario.h"
#include "plan/validation.h"

#include "goldenformattest.h"

#include "testmain.h"

#include <QByteArray>
#include <QTest>

#include <limits>
#include <string>

namespace tst_scenariofilev5 { // one namespace a test file: tests/testmain.h, "Unity builds"

using namespace tco;

class TestScenarioFileV5 : public testing::GoldenFormatTest
{
    Q_OBJECT

public:
    TestScenarioFileV5() : GoldenFormatTest(5) {}

protected:
    void addTheChange(Scenario &s) const override { s.currency = {"CNY", "¥", 7.25, "2026-11-30"}; }

    void checkTheChange(const Scenario &loaded) const override
    {
        QCOMPARE(loaded.currency, (DisplayCurrency{"CNY", "¥", 7.25, "2026-11-30"}));
        QVERIFY(loaded.actuals.empty());
    }

    void checkOlderFile(const Scenario &older) const override { QCOMPARE(older.currency, DisplayCurrency{}); }

    std::vector<testing::Refusal> refusals() const override
    {
        return {
            {"lower-case code", "<currencyCode>CNY<", "<currencyCode>cny<", QStringLiteral("currency.code"),
             QStringLiteral("three capital letters")},
            {"long code", "<currencyCode>CNY<", "<currencyCode>RMB1<", QStringLiteral("currency.code"),
             QStringLiteral("ISO 4217")},
            {"empty symbol", "<currencySymbol>¥<", "<currencySymbol><", QStringLiteral("currency.symbol"),
             QStringLiteral("without digits")},
            {"digit in symbol", "<currencySymbol>¥<", "<currencySymbol>¥1<",
             QStringLiteral("currency.symbol"), QStringLiteral("1 to")},
            {"zero rate", "<currencyRate>7.25<", "<currencyRate>0<", QStringLiteral("currency.rate"),
             QStringLiteral("CNY per US dollar")},
            {"negative rate", "<currencyRate>7.25<", "<currencyRate>-7<", QStringLiteral("currency.rate"),
             QStringLiteral("1e-06 .. 1e+06")},
            {"rate in words", "<currencyRate>7.25<", "<currencyRate>seven<", QStringLiteral("currency.rate"),
             QStringLiteral("per US dollar")},
            {"impossible date", "<currencyRateDate>2026-11-30<", "<currencyRateDate>2026-02-30<",
             QStringLiteral("currency.rateDate"), QStringLiteral("YYYY-MM-DD")},
            {"empty date", "<currencyRateDate>2026-11-30<", "<currencyRateDate><",
             QStringLiteral("currency.rateDate"), QStringLiteral("the day of the rate")},
        };
    }

private slots:
    void builtInCurrencies()
    {
        // US dollar, yuan and euro at the CFETS central parity of
        // 2025-02-25: 100 USD = 717.26 CNY, 100 EUR = 753.22 CNY.
        QCOMPARE(defaultScenario().currency, DisplayCurrency{});
        QCOMPARE(QString::fromStdString(DisplayCurrency{}.code), QStringLiteral("USD"));
        const DisplayCurrency *cny = findBuiltInCurrency("CNY");
        const DisplayCurrency *eur = findBuiltInCurrency("EUR");
        QVERIFY(cny && eur && findBuiltInCurrency("USD"));
        QCOMPARE(cny->perUsd, 7.1726);
        QCOMPARE(QString::fromStdString(cny->symbol), QStringLiteral("¥"));
        QVERIFY(std::abs(eur->perUsd - 717.26 / 753.22) < 5e-5);
        QCOMPARE(QString::fromStdString(eur->rateDate), QStringLiteral("2025-02-25"));
        for (const DisplayCurrency &c : tco::builtInCurrencies())
            QVERIFY2(checkCurrency(c).empty(), c.code.c_str());
        // A display conversion: $1M is 7.1726M yuan, and back.
        QCOMPARE(cny->fromUsd(1e6), 7.1726e6);
        QCOMPARE(cny->toUsd(7.1726e6), 1e6);
    }

    void aCurrencyTheUserAddedRoundTrips()
    {
        Scenario s = defaultScenario();
        s.currency = {"CHF", "CHF", 0.8841, "2026-11-27"};
        const auto text = saveScenario(s);
        QVERIFY(text);
        const LoadResult r = loadScenario(*text, Catalog::builtIn());
        QVERIFY2(r.scenario, describe(r).c_str());
        QCOMPARE(r.scenario->currency, s.currency);
    }

    void usDollarsHaveTheRateOne()
    {
        DisplayCurrency usd;
        usd.perUsd = 7;
        const auto issues = checkCurrency(usd);
        QCOMPARE(issues.size(), std::size_t(1));
        QCOMPARE(QString::fromStdString(issues[0].key), QStringLiteral("currency.rate"));
        usd.perUsd = std::numeric_limits<double>::quiet_NaN();
        QCOMPARE(int(checkCurrency(usd).at(0).code), int(IssueCode::NotFinite));
        // And saving refuses what loading would refuse.
        Scenario s = defaultScenario();
        s.currency.perUsd = 2;
        FileError error = FileError::None;
        QVERIFY(!saveScenario(s, &error));
        QCOMPARE(error, FileError::InvalidValues);
    }

    void currencyScopesNestPerThread()
    {
        QCOMPARE(activeCurrency().code, std::string("USD"));
        {
            const CurrencyScope cny(*findBuiltInCurrency("CNY"));
            QCOMPARE(activeCurrency().code, std::string("CNY"));
            {
                const CurrencyScope eur(*findBuiltInCurrency("EUR"));
                QCOMPARE(activeCurrency().code, std::string("EUR"));
            }
            QCOMPARE(activeCurrency().code, std::string("CNY"));
        }
        QCOMPARE(activeCurrency().code, std::string("USD"));
    }
};

PLANNER_TEST_APPLESS_MAIN(TestScenarioFileV5)
} // namespace tst_scenariofilev5

#include "tst_scenariofilev5.moc"
