// SPDX-License-Identifier: GPL-3.0-or-later
// Every word the user reads goes through tr(): lupdate cannot see a
// QStringLiteral handed to setText, so this test looks at what the windows
// show. A translator wraps every text it is asked for in ⟦…⟧; a run of three
// or more Latin letters outside the marks was never translated. Data (the
// catalog's accelerator names, plan names, currency codes) is not UI wording
// and is listed below, each with why (CONTRIBUTING.md, Translations).
#include "charts/core/chartview.h"
#include "modes/plan/chartarea.h"
#include "modes/plan/planmode.h"
#include "modes/presentation/presentationmode.h"
#include "services/languagemanager.h"
#include "shell/mainwindow.h"
#include "texts/codelabels.h"

#include "document/scenariodocument.h"

#include "plan/catalog.h"
#include "plan/history.h"
#include "plan/scenario.h"

#include <qcustomplot.h>

#include "settingsfixture.h"
#include "testmain.h"

#include <QAbstractButton>
#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QGroupBox>
#include <QLabel>
#include <QMenu>
#include <QMenuBar>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTest>
#include <QTranslator>

#include <algorithm>
#include <memory>
#include <set>

namespace tst_untranslated { // one namespace a test file: tests/testmain.h, "Unity builds"

namespace {

const QString kOpen = QStringLiteral("\u27E6");
const QString kClose = QStringLiteral("\u27E7");

/** Marks every text it translates. */
class MarkingTranslator : public QTranslator
{
public:
    bool isEmpty() const override { return false; }
    QString translate(const char *, const char *sourceText, const char *, int) const override
    {
        if (!sourceText || !*sourceText)
            return QString();
        return kOpen + QString::fromUtf8(sourceText) + kClose;
    }
};

/** Words that are data, not wording, and so are shown as they are. */
bool allowed(const QString &word)
{
    static const std::set<QString> words = {
        // ISO 4217 currency codes: the plan's display currency (docs/model.md, Display currency).
        QStringLiteral("USD"),
        QStringLiteral("EUR"),
        QStringLiteral("CNY"),
        QStringLiteral("GBP"),
        QStringLiteral("JPY"),
        // Language names in their own language (View ▸ Language).
        QStringLiteral("English"),
    };
    return words.count(word) > 0;
}

/** The catalog's accelerator names and vendors (resources/catalog/accelerators.csv):
 *  data, shown as the catalog spells them; longest first. */
QStringList catalogNames()
{
    QStringList names;
    for (const tco::Accelerator &a : tco::Catalog::builtIn().accelerators()) {
        names << QString::fromStdString(a.name) << QString::fromStdString(a.vendor);
    }
    // The cost history's runs (resources/history/training_costs.csv): a
    // model's name is data; the descriptive labels are translated
    // (texts/codelabels.h, historyRunLabel), so they are not listed here.
    for (const tco::HistoryRun &r : tco::builtinRuns()) {
        const QString label = QString::fromStdString(r.label);
        if (planner::historyRunLabel(label) == label)
            names << label;
    }
    std::sort(names.begin(), names.end(),
              [](const QString &a, const QString &b) { return a.size() > b.size(); });
    return names;
}

/** The runs of Latin letters in `text` that no translation covers. */
QStringList unmarkedWords(QString text)
{
    static const QRegularExpression inner(QStringLiteral("\u27E6[^\u27E6\u27E7]*\u27E7"));
    for (;;) {
        QString reduced = text;
        reduced.replace(inner, QStringLiteral(" "));
        if (reduced == text)
            break;
        text = reduced;
    }
    static const QStringList names = catalogNames();
    for (const QString &name : names)
        text.replace(name, QStringLiteral(" "));
    static const QRegularExpression tag(QStringLiteral("<[^>]*>"));
    static const QRegularExpression entity(QStringLiteral("&[a-zA-Z]+;"));
    text.remove(tag);
    text.remove(entity);
    static const QRegularExpression word(QStringLiteral("[A-Za-z]{3,}"));
    QStringList found;
    for (auto it = word.globalMatch(text); it.hasNext();) {
        const QString w = it.next().captured(0);
        if (!allowed(w))
            found << w;
    }
    return found;
}

QString where(const QObject *o)
{
    QStringList path;
    for (; o; o = o->parent())
        path.prepend(o->objectName().isEmpty() ? QString::fromLatin1(o->metaObject()->className())
                                               : o->objectName());
    return path.join(QLatin1Char('/'));
}

} // namespace

class TestUntranslated : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void cleanupTestCase();
    void unmarkedWordsAreFound();
    void everyShownTextIsTranslated();

private:
    void check(const QObject *owner, const QString &what, const QString &text);
    void checkMenu(const QMenu *menu);
    void checkWidgets(const QWidget *top);
    void checkChart(const planner::ChartView *chart);

    std::unique_ptr<planner::LanguageManager> m_languages;
    MarkingTranslator m_marker;
    QStringList m_findings;
    std::set<QString> m_seen;
    int m_checked = 0;
    QStringList m_windows; ///< the classes of the windows looked at
};

void TestUntranslated::initTestCase()
{
    planner::tests::useOwnSettings("tst_untranslated");
    m_languages = std::make_unique<planner::LanguageManager>();
    m_languages->setLanguage(QStringLiteral("en"));
    QCoreApplication::installTranslator(&m_marker);
}

void TestUntranslated::cleanupTestCase()
{
    QCoreApplication::removeTranslator(&m_marker);
    QSettings().clear();
}

void TestUntranslated::check(const QObject *owner, const QString &what, const QString &text)
{
    if (text.isEmpty())
        return;
    ++m_checked;
    const QStringList words = unmarkedWords(text);
    if (words.isEmpty())
        return;
    const QString finding =
        QStringLiteral("%1 %2: \"%3\" (%4)").arg(where(owner), what, text, words.join(u' '));
    if (m_seen.insert(finding).second)
        m_findings << finding;
}

void TestUntranslated::checkMenu(const QMenu *menu)
{
    check(menu, QStringLiteral("title"), menu->title());
    for (const QAction *a : menu->actions()) {
        if (a->isSeparator())
            continue;
        if (a->menu())
            checkMenu(a->menu());
        else
            check(a, QStringLiteral("action"), a->text());
    }
}

void TestUntranslated::checkChart(const planner::ChartView *chart)
{
    const QCustomPlot *plot = chart->plot();
    for (QCPAxisRect *rect : plot->axisRects()) {
        for (QCPAxis *axis : rect->axes())
            if (axis->visible())
                check(chart, QStringLiteral("axis label"), axis->label());
    }
    for (int i = 0; i < plot->plotLayout()->elementCount(); ++i)
        if (auto *title = qobject_cast<QCPTextElement *>(plot->plotLayout()->elementAt(i)))
            check(chart, QStringLiteral("title"), title->text());
    if (plot->legend && plot->legend->visible()) {
        for (int i = 0; i < plot->legend->itemCount(); ++i)
            if (auto *item = qobject_cast<QCPPlottableLegendItem *>(plot->legend->item(i)))
                check(chart, QStringLiteral("legend"), item->plottable()->name());
    }
    for (int i = 0; i < plot->itemCount(); ++i)
        if (auto *text = qobject_cast<QCPItemText *>(plot->item(i)); text && text->visible())
            check(chart, QStringLiteral("chart text"), text->text());
}

void TestUntranslated::checkWidgets(const QWidget *top)
{
    if (top->isWindow()) {
        m_windows << QString::fromLatin1(top->metaObject()->className());
        check(top, QStringLiteral("window title"), top->windowTitle());
    }
    QList<const QWidget *> widgets{top};
    for (const QWidget *w : top->findChildren<QWidget *>())
        widgets << w;
    for (const QWidget *w : widgets) {
        if (const auto *label = qobject_cast<const QLabel *>(w))
            check(w, QStringLiteral("label"), label->text());
        else if (const auto *button = qobject_cast<const QAbstractButton *>(w))
            check(w, QStringLiteral("button"), button->text());
        else if (const auto *group = qobject_cast<const QGroupBox *>(w))
            check(w, QStringLiteral("group"), group->title());
        else if (const auto *tabs = qobject_cast<const QTabWidget *>(w)) {
            for (int i = 0; i < tabs->count(); ++i)
                check(w, QStringLiteral("tab"), tabs->tabText(i));
        } else if (const auto *combo = qobject_cast<const QComboBox *>(w)) {
            for (int i = 0; i < combo->count(); ++i)
                check(w, QStringLiteral("item"), combo->itemText(i));
        } else if (const auto *chart = qobject_cast<const planner::ChartView *>(w)) {
            // A chart on a hidden tab is filled when it is shown.
            if (chart->isVisible())
                checkChart(chart);
        }
    }
}

void TestUntranslated::unmarkedWordsAreFound()
{
    const QString open = kOpen;
    const QString close = kClose;
    QCOMPARE(unmarkedWords(open + QStringLiteral("Total cost") + close), QStringList());
    QCOMPARE(unmarkedWords(open + QStringLiteral("a ") + open + QStringLiteral("b") + close + close +
                           QStringLiteral(" Cost")),
             QStringList{QStringLiteral("Cost")});
    QCOMPARE(unmarkedWords(QStringLiteral("<b>") + open + QStringLiteral("x") + close +
                           QStringLiteral("</b> 12 GB")),
             QStringList());
    QCOMPARE(unmarkedWords(QStringLiteral("NVIDIA H100 SXM5 80GB, 3 USD")), QStringList());
    QCOMPARE(unmarkedWords(QStringLiteral("Llama 2 70B")), QStringList()); // a model's name
    QCOMPARE(unmarkedWords(QStringLiteral("Frontier LLM forecast")),
             (QStringList{QStringLiteral("Frontier"), QStringLiteral("LLM"), QStringLiteral("forecast")}));
}

void TestUntranslated::everyShownTextIsTranslated()
{
    planner::MainWindow window(tco::Catalog::builtIn(), tco::defaultScenario(), m_languages.get());
    window.resize(1600, 1000);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QApplication::processEvents();

    for (const QAction *a : window.menuBar()->actions())
        if (a->menu())
            checkMenu(a->menu());
    QTabWidget *tabs = window.mode<planner::PlanMode>()->chartArea()->tabs();
    for (int i = 0; i < tabs->count(); ++i) {
        tabs->setCurrentIndex(i);
        QTest::qWait(20);
        checkWidgets(&window);
    }
    for (const char *name : {"actionWhatFits", "actionCompareWithCopy"}) {
        if (QAction *a = window.findChild<QAction *>(QString::fromLatin1(name)))
            a->trigger();
    }
    window.mode<planner::PresentationMode>()->present();
    QTest::qWait(50);
    for (QWidget *top : QApplication::topLevelWidgets())
        if (top != &window && top->isVisible())
            checkWidgets(top);

    for (const char *name : {"planner::MainWindow", "planner::WhatFitsDialog", "planner::CompareWindow",
                             "planner::PresentationWindow"})
        QVERIFY2(m_windows.contains(QString::fromLatin1(name)), name);
    QVERIFY(m_checked > 200);
    for (const QString &f : std::as_const(m_findings))
        qWarning().noquote() << "not translated:" << f;
    QVERIFY2(m_findings.isEmpty(),
             qPrintable(QStringLiteral("%1 texts not translated").arg(m_findings.size())));
    for (QWidget *top : QApplication::topLevelWidgets())
        if (top != &window)
            top->close();
}

PLANNER_TEST_MAIN(TestUntranslated)
} // namespace tst_untranslated

#include "tst_untranslated.moc"
