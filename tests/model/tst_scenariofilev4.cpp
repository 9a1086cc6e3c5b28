// SPDX-License-Identifier: GPL-3.0-or-later
// Format version 4 of the .tcoplan file: the inputs it adds (the Monte
// Carlo's run count and seed, the resale discount of owned hardware), its
// golden file byte for byte, and their refusal when out of range
// (docs/file-format.md). The rest of the format is tested in
// tst_scenariofile.cpp, tst_scenariofilev3.cpp and tst_scenariofilev5.cpp.
#include "files/scenariofile.h"
#include "plan/catalog.h"
#include "plan/inputs.h"
#include "plan/scenario.h"
#include "plan/validation.h"

#include "testdata.h"

#include "testmain.h"

#include <QByteArray>
#include <QTest>

#include <string>

namespace tst_scenariofilev4 { // one namespace a test file: tests/testmain.h, "Unity builds"

using namespace tco;
using testing::testData;
using testing::toStd;

namespace {

/** A file of today's version as version 4 wrote it: without the display
 *  currency version 5 added. */
QByteArray asVersion4(QByteArray text)
{
    text.replace("<formatVersion>" + QByteArray::number(kScenarioFormatVersion) + "<", "<formatVersion>4<");
    const qsizetype currency = text.indexOf("\t<currencyCode>");
    if (currency >= 0)
        text.remove(currency, text.indexOf("</scenario>") - currency);
    return text;
}

} // namespace

class TestScenarioFileV4 : public QObject
{
    Q_OBJECT

private:
    /** tests/data/scenario-v4.tcoplan, never rewritten by tests. */
    QByteArray m_golden = testData(QStringLiteral("scenario-v4.tcoplan"));

private slots:
    void initTestCase()
    {
        QVERIFY2(!m_golden.isEmpty(), "cannot read scenario-v4.tcoplan in PLANNER_TEST_DATA");
        QVERIFY(kScenarioFormatVersion >= 4u);
    }

    void defaultsOfTheNewInputs()
    {
        // The window's Monte Carlo until now: 4,000 runs, seed 20250601.
        const Scenario s = defaultScenario();
        QCOMPARE(s.value(InputId::UncertaintySamples), 4000.0);
        QCOMPARE(s.value(InputId::UncertaintySeed), 20250601.0);
        QCOMPARE(s.value(InputId::OwnershipResaleDiscount), 0.3);
    }

    void goldenV4IsTheV3FileWithTheNewInputs()
    {
        // The v3 golden file with the three new inputs set, saved today and
        // written back as version 4 (without the display currency version 5
        // added), is the v4 golden file byte for byte.
        const LoadResult v3 =
            loadScenario(toStd(testData(QStringLiteral("scenario-v3.tcoplan"))), Catalog::builtIn());
        QVERIFY2(v3.scenario, describe(v3).c_str());
        Scenario s = *v3.scenario;
        s.name = "Golden v4: 中文 计划 <MoE> & \"spot\"";
        s.description = "Format version 4 golden file.\nSecond line: 中文 团队 — kept forever.";
        s.set(InputId::UncertaintySamples, 10000);
        s.set(InputId::UncertaintySeed, 7);
        s.set(InputId::OwnershipResaleDiscount, 0.25);
        std::string detail;
        const auto text = saveScenario(s, nullptr, &detail);
        QVERIFY2(text, detail.c_str());
        QCOMPARE(asVersion4(QByteArray::fromStdString(*text)), m_golden);

        // And the golden file loads to that plan, in US dollars.
        const LoadResult r = loadScenario(toStd(m_golden), Catalog::builtIn());
        QVERIFY2(r.scenario, describe(r).c_str());
        QVERIFY(r.issues.empty());
        QVERIFY(*r.scenario == s);
        QVERIFY(r.scenario->currency == DisplayCurrency{});
        QCOMPARE(QString::fromStdString(r.scenario->currency.code), QStringLiteral("USD"));
    }

    void refusesOutOfRangeValues_data()
    {
        QTest::addColumn<QByteArray>("from");
        QTest::addColumn<QByteArray>("to");
        QTest::addColumn<QString>("key");
        QTest::newRow("too few runs") << QByteArray("<value>10000</value>") << QByteArray("<value>10</value>")
                                      << QStringLiteral("uncertainty.samples");
        QTest::newRow("fractional runs")
            << QByteArray("<value>10000</value>") << QByteArray("<value>1000.5</value>")
            << QStringLiteral("uncertainty.samples");
        QTest::newRow("negative seed") << QByteArray("<key>uncertainty.seed</key>\n\t<value>7</value>")
                                       << QByteArray("<key>uncertainty.seed</key>\n\t<value>-1</value>")
                                       << QStringLiteral("uncertainty.seed");
        QTest::newRow("discount above 1")
            << QByteArray("<value>0.25</value>") << QByteArray("<value>1.5</value>")
            << QStringLiteral("ownership.resaleDiscount");
    }
    void refusesOutOfRangeValues()
    {
        QFETCH(QByteArray, from);
        QFETCH(QByteArray, to);
        QFETCH(QString, key);
        QByteArray bytes = m_golden;
        QVERIFY(bytes.contains(from));
        bytes.replace(from, to);
        const LoadResult r = loadScenario(toStd(bytes), Catalog::builtIn());
        QVERIFY(!r.scenario);
        QCOMPARE(r.error, FileError::InvalidValues);
        QCOMPARE(r.issues.size(), std::size_t(1));
        QCOMPARE(QString::fromStdString(r.issues[0].key), key);
        // The message names the field, the value and what is allowed.
        const std::string message = describe(r.issues[0]);
        QVERIFY2(message.find(key.toStdString()) != std::string::npos, message.c_str());
        QVERIFY2(!r.issues[0].allowed.empty(), message.c_str());
    }
};

PLANNER_TEST_APPLESS_MAIN(TestScenarioFileV4)
} // namespace tst_scenariofilev4

#include "tst_scenariofilev4.moc"
