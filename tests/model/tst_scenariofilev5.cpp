// SPDX-License-Identifier: GPL-3.0-or-later
// Format version 5 of the .tcoplan file: the display currency (code,
// symbol, rate per US dollar, rate date), its golden file byte for byte,
// older files in US dollars, and the refusal of a bad code, symbol, rate or
// date with the field, the value and what is allowed (docs/file-format.md,
// docs/model.md "Display currency").
#include "files/scenariofile.h"
#include "plan/catalog.h"
#include "plan/currency.h"
#include "plan/scenario.h"
#include "plan/validation.h"

#include "testdata.h"

#include "testmain.h"

#include <QByteArray>
#include <QTest>

#include <limits>
#include <string>

namespace tst_scenariofilev5 { // one namespace a test file: tests/testmain.h, "Unity builds"

using namespace tco;
using testing::testData;
using testing::toStd;

namespace {

/** A file of today's version as version 5 wrote it: without the actuals
 *  version 6 added. */
QByteArray asVersion5(QByteArray text)
{
    text.replace("<formatVersion>" + QByteArray::number(kScenarioFormatVersion) + "<", "<formatVersion>5<");
    const qsizetype actuals = text.indexOf("\t<spendCount>");
    if (actuals >= 0)
        text.remove(actuals, text.indexOf("</scenario>") - actuals);
    return text;
}

} // namespace

class TestScenarioFileV5 : public QObject
{
    Q_OBJECT

private:
    /** tests/data/scenario-v5.tcoplan, never rewritten by tests. */
    QByteArray m_golden = testData(QStringLiteral("scenario-v5.tcoplan"));

private slots:
    void initTestCase()
    {
        QVERIFY2(!m_golden.isEmpty(), "cannot read scenario-v5.tcoplan in PLANNER_TEST_DATA");
        QVERIFY(kScenarioFormatVersion >= 5u);
    }

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

    void goldenV5IsTheV4FileWithACurrency()
    {
        // The v4 golden file with a user's own currency, saved today, is the
        // v5 golden file byte for byte (less what later versions added).
        // When the layout changes this fails: decide on a format version then.
        const LoadResult v4 =
            loadScenario(toStd(testData(QStringLiteral("scenario-v4.tcoplan"))), Catalog::builtIn());
        QVERIFY2(v4.scenario, describe(v4).c_str());
        Scenario s = *v4.scenario;
        s.name = "Golden v5: 中文 计划 <MoE> & \"spot\"";
        s.description = "Format version 5 golden file.\nSecond line: 中文 团队 — kept forever.";
        s.currency = {"CNY", "¥", 7.25, "2026-11-30"};
        std::string detail;
        const auto text = saveScenario(s, nullptr, &detail);
        QVERIFY2(text, detail.c_str());
        QCOMPARE(asVersion5(QByteArray::fromStdString(*text)), m_golden);

        const LoadResult r = loadScenario(toStd(m_golden), Catalog::builtIn());
        QVERIFY2(r.scenario, describe(r).c_str());
        QVERIFY(*r.scenario == s);
        QVERIFY(r.scenario->actuals.empty());
        QCOMPARE(asVersion5(QByteArray::fromStdString(saveScenario(*r.scenario).value_or(""))), m_golden);
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

    void olderFilesShowUsDollars()
    {
        for (const char *name : {"scenario-v1.tcoplan", "scenario-v3.tcoplan", "scenario-v4.tcoplan"}) {
            const LoadResult r = loadScenario(toStd(testData(QString::fromLatin1(name))), Catalog::builtIn());
            QVERIFY2(r.scenario, describe(r).c_str());
            QCOMPARE(r.scenario->currency, DisplayCurrency{});
        }
    }

    void refusesABadCurrency_data()
    {
        QTest::addColumn<QByteArray>("from");
        QTest::addColumn<QByteArray>("to");
        QTest::addColumn<QString>("key");
        QTest::addColumn<QString>("allowedHas");
        QTest::newRow("lower-case code")
            << QByteArray("<currencyCode>CNY<") << QByteArray("<currencyCode>cny<") << "currency.code"
            << "three capital letters";
        QTest::newRow("long code") << QByteArray("<currencyCode>CNY<") << QByteArray("<currencyCode>RMB1<")
                                   << "currency.code"
                                   << "ISO 4217";
        QTest::newRow("empty symbol")
            << QByteArray("<currencySymbol>¥<") << QByteArray("<currencySymbol><") << "currency.symbol"
            << "without digits";
        QTest::newRow("digit in symbol")
            << QByteArray("<currencySymbol>¥<") << QByteArray("<currencySymbol>¥1<") << "currency.symbol"
            << "1 to";
        QTest::newRow("zero rate") << QByteArray("<currencyRate>7.25<") << QByteArray("<currencyRate>0<")
                                   << "currency.rate"
                                   << "CNY per US dollar";
        QTest::newRow("negative rate")
            << QByteArray("<currencyRate>7.25<") << QByteArray("<currencyRate>-7<") << "currency.rate"
            << "1e-06 .. 1e+06";
        QTest::newRow("rate in words")
            << QByteArray("<currencyRate>7.25<") << QByteArray("<currencyRate>seven<") << "currency.rate"
            << "per US dollar";
        QTest::newRow("impossible date") << QByteArray("<currencyRateDate>2026-11-30<")
                                         << QByteArray("<currencyRateDate>2026-02-30<") << "currency.rateDate"
                                         << "YYYY-MM-DD";
        QTest::newRow("empty date") << QByteArray("<currencyRateDate>2026-11-30<")
                                    << QByteArray("<currencyRateDate><") << "currency.rateDate"
                                    << "the day of the rate";
    }
    void refusesABadCurrency()
    {
        QFETCH(QByteArray, from);
        QFETCH(QByteArray, to);
        QFETCH(QString, key);
        QFETCH(QString, allowedHas);
        QByteArray bytes = m_golden;
        QVERIFY(bytes.contains(from));
        bytes.replace(from, to);
        const LoadResult r = loadScenario(toStd(bytes), Catalog::builtIn());
        QVERIFY(!r.scenario);
        QCOMPARE(r.error, FileError::InvalidValues);
        QCOMPARE(r.issues.size(), std::size_t(1));
        QCOMPARE(QString::fromStdString(r.issues[0].key), key);
        // The message names the field, the value and what is allowed.
        const QString message = QString::fromStdString(describe(r.issues[0]));
        QVERIFY2(message.contains(key), qPrintable(message));
        const QString value = QString::fromUtf8(to).section(QLatin1Char('>'), 1).chopped(1);
        QVERIFY2(message.contains(QLatin1Char('\'') + value + QLatin1Char('\'')), qPrintable(message));
        QVERIFY2(QString::fromStdString(r.issues[0].allowed).contains(allowedHas), qPrintable(message));
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
