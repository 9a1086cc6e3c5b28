// SPDX-License-Identifier: GPL-3.0-or-later
// No raw code in a visible string: a plan with every choice away from its
// default, and every text the window shows (labels, buttons, tooltips: the
// what-if strip, Improve, the inputs) and both reports say option names,
// never "Pricing mode: 2" or "onDemand" (the what-if tooltips said
// "Pricing mode: 0", "Operational practice: 2", "In-memory checkpoints: 1").
#include "report/htmlreport.h"
#include "report/reportbuilder.h"
#include "report/reportdata.h"
#include "services/analysisworker.h"
#include "services/languagemanager.h"
#include "shell/mainwindow.h"
#include "texts/inputtexts.h"
#include "texts/numberformat.h"

#include "document/scenariodocument.h"

#include "plan/catalog.h"
#include "plan/inputs.h"
#include "plan/scenario.h"

#include "settingsfixture.h"
#include "testmain.h"

#include <QAbstractButton>
#include <QDateEdit>
#include <QLabel>
#include <QRegularExpression>
#include <QSettings>
#include <QStandardPaths>
#include <QTest>
#include <QTextDocument>

namespace tst_visiblewords { // one namespace a test file: tests/testmain.h, "Unity builds"

using tco::InputId;

namespace {

/** The plan: every Choice input at an option other than its default. */
tco::Scenario everyChoiceChanged()
{
    tco::Scenario s = tco::defaultScenario();
    for (const tco::InputSpec &spec : tco::inputSpecs())
        if (spec.kind == tco::InputKind::Choice)
            s.set(spec.id, spec.defaultValue == spec.maxValue ? spec.minValue : spec.maxValue);
    return s;
}

/** A date not written as the window writes days (formatDay): ISO
 *  "2027-01-01" or the locale's short "7/4/27". */
QString otherDateIn(const QString &text)
{
    static const QRegularExpression other(
        QStringLiteral("\\b(\\d{4}-\\d{2}-\\d{2}|\\d{1,2}/\\d{1,2}/\\d{2})\\b"));
    return other.match(text).captured();
}

/** Where `text` shows a choice by its code: "Label: 2", "Label 2", or an
 *  option's key in camel case ("onDemand"); empty when it shows none. */
QString rawCodeIn(const QString &text)
{
    for (const tco::InputSpec &spec : tco::inputSpecs()) {
        if (spec.kind != tco::InputKind::Choice)
            continue;
        const QString label = QRegularExpression::escape(planner::InputTexts::label(spec.id));
        const QRegularExpression code(label + QStringLiteral("\\s*[:：]?\\s*\\d+(?![\\d.,%])"),
                                      QRegularExpression::CaseInsensitiveOption);
        if (const auto m = code.match(text); m.hasMatch())
            return m.captured();
        for (const std::string_view option : spec.choices) {
            const QString key = QString::fromLatin1(option.data(), static_cast<qsizetype>(option.size()));
            if (key.contains(QRegularExpression(QStringLiteral("[a-z][A-Z]"))) &&
                text.contains(QRegularExpression(QStringLiteral("\\b%1\\b").arg(key))))
                return key;
        }
    }
    return {};
}

QString plainText(const QString &html)
{
    QTextDocument doc;
    doc.setHtml(html);
    return doc.toPlainText();
}

} // namespace

class TestVisibleWords : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { planner::tests::useOwnSettings("tst_visiblewords"); }

    void theCheckFindsCodes()
    {
        // The check itself: the texts seen before the change fail it.
        QVERIFY(!rawCodeIn(QStringLiteral("Apply to the plan:\nPricing mode: 0")).isEmpty());
        QVERIFY(!rawCodeIn(QStringLiteral("Operational practice: 2")).isEmpty());
        QVERIFY(!rawCodeIn(QStringLiteral("pricing onDemand")).isEmpty());
        QVERIFY(rawCodeIn(QStringLiteral("Pricing mode: Spot; 2,048 accelerators")).isEmpty());
    }

    void windowShowsNamesNotCodes()
    {
        planner::LanguageManager languages;
        languages.setLanguage(QStringLiteral("en"));
        planner::MainWindow window(tco::Catalog::builtIn(), everyChoiceChanged(), &languages);
        window.resize(1600, 1000);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        window.analysis()->setSamples(300);
        QTRY_VERIFY_WITH_TIMEOUT(!window.analysis()->isStale() && window.analysis()->latest(), 30000);
        int looked = 0;
        for (const QWidget *w : window.findChildren<QWidget *>()) {
            QStringList texts{w->toolTip(), w->accessibleName()};
            if (const auto *label = qobject_cast<const QLabel *>(w))
                texts << plainText(label->text());
            if (const auto *button = qobject_cast<const QAbstractButton *>(w))
                texts << button->text();
            for (const QString &t : texts) {
                if (t.isEmpty())
                    continue;
                ++looked;
                const QString raw = rawCodeIn(plainText(t)) + otherDateIn(t);
                QVERIFY2(raw.isEmpty(), qPrintable(w->objectName() + QStringLiteral(": ") + raw + u'\n' + t));
            }
        }
        QVERIFY(looked > 200);
        // Date fields show days as the window writes them (they were ISO).
        for (const QDateEdit *edit : window.findChildren<QDateEdit *>())
            QCOMPARE(edit->displayFormat(), planner::dayFormat());
    }

    void reportsShowNamesNotCodes()
    {
        for (const planner::ReportKind kind : {planner::ReportKind::Full, planner::ReportKind::Executive}) {
            planner::ReportInput input;
            input.scenarios = {everyChoiceChanged(), tco::defaultScenario()};
            input.kind = kind;
            for (tco::Scenario &s : input.scenarios)
                s.set(InputId::UncertaintySamples, 300);
            const planner::ReportData data = planner::computeReportData(input);
            const QString text = plainText(
                QString::fromUtf8(planner::htmlReport(planner::ReportBuilder(data, false).build())));
            QVERIFY(text.size() > 1000);
            // Citations keep their sources' dates: "(blog, 2023-05-05)".
            QString prose = text;
            prose.remove(QRegularExpression(QStringLiteral("\\([^()]*\\)")));
            const QString raw = rawCodeIn(text) + otherDateIn(prose);
            QVERIFY2(raw.isEmpty(), qPrintable(raw));
        }
    }
};

PLANNER_TEST_MAIN(TestVisibleWords)
} // namespace tst_visiblewords

#include "tst_visiblewords.moc"
