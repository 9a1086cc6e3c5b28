// SPDX-License-Identifier: GPL-3.0-or-later
// The display currency in the window (docs/model.md, Display currency):
// money in the plan's currency with its symbol, sign and the language's
// magnitude words; money inputs typed in it and stored in US dollars; the
// currency set in Scenario Properties as one undo step; and the whole window
// re-rendered in it.
#include "dialogs/currencyeditor.h"
#include "dialogs/scenariopropertiesdialog.h"
#include "document/scenariodocument.h"
#include "modes/plan/kpiheader.h"
#include "services/languagemanager.h"
#include "shell/mainwindow.h"
#include "texts/filetexts.h"
#include "texts/inputformat.h"
#include "texts/inputtexts.h"
#include "texts/numberformat.h"
#include "widgets/kpitile.h"
#include "widgets/valuespinbox.h"

#include "plan/catalog.h"
#include "plan/currency.h"
#include "plan/scenario.h"

#include "settingsfixture.h"
#include "testmain.h"

#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QSettings>
#include <QStandardPaths>
#include <QTest>
#include <QUndoStack>

#include <memory>

namespace tst_currency { // one namespace a test file: tests/testmain.h, "Unity builds"

using tco::DisplayCurrency;
using tco::InputId;

namespace {

const QLocale kChinese(QLocale::Chinese, QLocale::China);
const QLocale kEnglish(QLocale::English, QLocale::UnitedStates);

/** Round rates, so the expected figures are checked by hand. */
const DisplayCurrency kYuan8{"CNY", "¥", 8, "2026-11-30"};
const DisplayCurrency kEuro08{"EUR", "€", 0.8, "2026-11-30"};

/** Every text of the window's labels, KPI tiles and fields, for checks. */
QString windowText(const QWidget &w)
{
    QStringList parts;
    for (const auto *label : w.findChildren<QLabel *>())
        if (label->isVisibleTo(&w))
            parts << label->text();
    for (const auto *tile : w.findChildren<planner::KpiTile *>())
        parts << tile->value() << tile->detail();
    for (const auto *edit : w.findChildren<QLineEdit *>())
        if (edit->isVisibleTo(&w))
            parts << edit->text();
    return parts.join(QLatin1Char('\n'));
}

} // namespace

class TestCurrency : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { planner::tests::useOwnSettings("tst_currency"); }
    void cleanup() { tco::setThreadCurrency({}); }

    void moneyInTheDisplayCurrency()
    {
        // $40M at 8 yuan per dollar: 320M yuan = 3.2亿.
        QCOMPARE(planner::formatUsd(40e6, kChinese, kYuan8), QStringLiteral("¥3.2亿"));
        QCOMPARE(planner::formatUsd(40e6, kEnglish, kYuan8), QStringLiteral("¥320M"));
        // $1.5M at 0.8 euro per dollar: €1.2M.
        QCOMPARE(planner::formatUsd(1.5e6, kEnglish, kEuro08), QStringLiteral("€1.2M"));
        QCOMPARE(planner::formatUsd(1.5e6, kEnglish, DisplayCurrency{}), QStringLiteral("$1.5M"));
        // Signs: a real minus before the symbol; ± for none.
        QCOMPARE(planner::formatUsd(-6250, kChinese, kYuan8), QStringLiteral("−¥5万"));
        QCOMPARE(planner::formatSignedUsd(-6250, kChinese, kYuan8), QStringLiteral("−¥5万"));
        QCOMPARE(planner::formatSignedUsd(6250, kEnglish, kEuro08), QStringLiteral("+€5k"));
        QCOMPARE(planner::formatSignedUsd(0, kEnglish, kYuan8), QStringLiteral("±¥0"));
        QCOMPARE(planner::currencyRateText(kYuan8, kEnglish),
                 QStringLiteral("1 USD = 8 CNY (rate of 2026-11-30)"));
        QVERIFY(planner::currencyRateText(DisplayCurrency{}, kEnglish).isEmpty());
    }

    void theThreadsCurrencyIsTheDefault()
    {
        QCOMPARE(planner::formatUsd(1.5e6, kEnglish), QStringLiteral("$1.5M"));
        const tco::CurrencyScope euro(kEuro08);
        QCOMPARE(planner::formatUsd(1.5e6, kEnglish), QStringLiteral("€1.2M"));
        QCOMPARE(planner::currencyCode(), QStringLiteral("EUR"));
    }

    void moneyInputsAreTypedInTheDisplayCurrency()
    {
        const tco::InputSpec &price = tco::spec(InputId::PricingGpuHourUsd);
        const tco::InputSpec &labelling = tco::spec(InputId::DataLabellingUsd);
        const tco::CurrencyScope yuan(kYuan8);
        // 16 yuan an hour is $2; the field shows $2 as 16.
        QCOMPARE(planner::InputFormat::parse(price, QStringLiteral("16"), kEnglish).value_or(-1), 2.0);
        QCOMPARE(planner::InputFormat::parse(price, QStringLiteral("¥16"), kEnglish).value_or(-1), 2.0);
        QCOMPARE(planner::InputFormat::text(price, 2.0, kEnglish), QStringLiteral("16"));
        QCOMPARE(planner::InputTexts::unit(price), QStringLiteral("¥/accelerator-h"));
        QCOMPARE(planner::InputFormat::textWithUnit(labelling, 50e3, kEnglish), QStringLiteral("¥400,000"));
        // Not money: unchanged.
        QCOMPARE(planner::InputFormat::parse(tco::spec(InputId::ComputeMfu), QStringLiteral("40"), kEnglish)
                     .value_or(-1),
                 0.4);
    }

    void theDocumentSetsTheCurrencyAsOneUndoStep()
    {
        planner::ScenarioDocument doc(tco::Catalog::builtIn());
        doc.setDrivesDisplayCurrency(true);
        const double total = doc.result().totalUsd;
        QVERIFY(!doc.setCurrency(kYuan8));
        QCOMPARE(doc.scenario().currency, kYuan8);
        QCOMPARE(tco::activeCurrency(), kYuan8);
        QCOMPARE(doc.result().totalUsd, total); // values stay in US dollars
        QCOMPARE(doc.undoStack()->count(), 1);
        doc.undoStack()->undo();
        QCOMPARE(doc.scenario().currency, DisplayCurrency{});
        QCOMPARE(tco::activeCurrency(), DisplayCurrency{});
        // A refused rate names the field, changes nothing.
        DisplayCurrency bad = kYuan8;
        bad.perUsd = 0;
        const auto issue = doc.setCurrency(bad);
        QVERIFY(issue);
        QCOMPARE(QString::fromStdString(issue->key), QStringLiteral("currency.rate"));
        QCOMPARE(doc.undoStack()->count(), 1);
    }

    void theWindowShowsThePlansCurrency()
    {
        planner::LanguageManager languages;
        languages.setLanguage(QStringLiteral("en"));
        planner::MainWindow window(tco::Catalog::builtIn(), tco::defaultScenario(), &languages);
        window.resize(1600, 1000);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(windowText(window).contains(QLatin1Char('$')));

        QVERIFY(!window.document()->setCurrency(kYuan8));
        QCoreApplication::processEvents();
        const QString text = windowText(window);
        const QStringList dollars = text.split(QLatin1Char('\n')).filter(QStringLiteral("$"));
        QVERIFY2(dollars.isEmpty(), qPrintable(dollars.join(QLatin1Char('\n'))));
        QVERIFY2(text.contains(QStringLiteral("¥")), qPrintable(text));

        // Typed in yuan, stored in dollars: 16 yuan an hour is $2.
        auto *spin = window.findChild<planner::ValueSpinBox *>(QStringLiteral("spin.pricing.gpuHourUsd"));
        QVERIFY(spin);
        auto *edit = spin->findChild<QLineEdit *>();
        spin->setFocus();
        edit->selectAll();
        QTest::keyClicks(edit, QStringLiteral("16"));
        QTest::keyClick(spin, Qt::Key_Return);
        QCOMPARE(window.document()->value(InputId::PricingGpuHourUsd), 2.0);
        QCOMPARE(edit->text(), QStringLiteral("16"));
    }

    void propertiesDialogSetsTheCurrency()
    {
        planner::ScenarioDocument doc(tco::Catalog::builtIn());
        planner::ScenarioPropertiesDialog dialog(&doc);
        auto *code = dialog.findChild<QComboBox *>(QStringLiteral("currency.code"));
        auto *rate = dialog.findChild<QLineEdit *>(QStringLiteral("currency.rate"));
        auto *message = dialog.findChild<QLabel *>(QStringLiteral("scenario.message"));
        QVERIFY(code && rate && message);
        // Picking CNY fills in its dated reference rate.
        code->setCurrentText(QStringLiteral("CNY"));
        Q_EMIT code->textActivated(QStringLiteral("CNY"));
        QCOMPARE(rate->text(), QStringLiteral("7.1726"));
        // A rate that is not a number is refused with the field, the value and what is allowed.
        rate->setText(QStringLiteral("seven"));
        dialog.accept();
        QVERIFY(!message->isHidden());
        QVERIFY2(message->text().contains(QStringLiteral("Exchange rate")), qPrintable(message->text()));
        QVERIFY2(message->text().contains(QStringLiteral("seven")), qPrintable(message->text()));
        QVERIFY2(message->text().contains(QStringLiteral("CNY per US dollar")), qPrintable(message->text()));
        QCOMPARE(doc.scenario().currency, DisplayCurrency{});
        // A currency of the user's own.
        code->setCurrentText(QStringLiteral("CHF"));
        dialog.findChild<QLineEdit *>(QStringLiteral("currency.symbol"))->setText(QStringLiteral("CHF"));
        rate->setText(QStringLiteral("0.88"));
        dialog.findChild<QLineEdit *>(QStringLiteral("currency.rateDate"))
            ->setText(QStringLiteral("2026-11-27"));
        dialog.accept();
        QCOMPARE(doc.scenario().currency, (DisplayCurrency{"CHF", "CHF", 0.88, "2026-11-27"}));
    }

    // A plan's fields have one name each: the editor's fields are named as a
    // file check names them (InputTexts::keyLabel), for inputs as for the rest.
    void everyFieldHasOneName()
    {
        planner::CurrencyEditor editor;
        for (const char *key : {"currency.code", "currency.symbol", "currency.rate", "currency.rateDate"}) {
            auto *field = editor.findChild<QWidget *>(QString::fromLatin1(key));
            QVERIFY2(field, key);
            QCOMPARE(field->accessibleName(), planner::InputTexts::keyLabel(key));
            QVERIFY2(field->accessibleName() != QLatin1String(key), key);
            const tco::Issue bad{tco::IssueCode::NotANumber, key, "x", "a number"};
            QVERIFY2(planner::FileTexts::fileIssue(bad).startsWith(field->accessibleName()),
                     qPrintable(planner::FileTexts::fileIssue(bad)));
        }
        QCOMPARE(planner::InputTexts::keyLabel(tco::kGpuKey), planner::InputTexts::acceleratorLabel());
        QCOMPARE(planner::InputTexts::keyLabel("compute.mfu"),
                 planner::InputTexts::label(InputId::ComputeMfu));
        QCOMPARE(planner::InputTexts::keyLabel(tco::kStartDateKey), QStringLiteral("Start date"));
        QCOMPARE(planner::InputTexts::keyLabel("no.such.key"), QStringLiteral("no.such.key"));
    }
};

PLANNER_TEST_MAIN(TestCurrency)
} // namespace tst_currency

#include "tst_currency.moc"
