// SPDX-License-Identifier: GPL-3.0-or-later
// View ▸ Theme: light, dark and the desktop's own look; the charts, tiles
// and banners follow at once, and the choice is remembered
// (ui/shell/theme.h).
#include "comparefixture.h"

#include "charts/core/chartstyle.h"
#include "charts/core/chartview.h"
#include "modes/compare/comparewindow.h"
#include "modes/plan/chartarea.h"
#include "modes/plan/kpiheader.h"
#include "modes/plan/planmode.h"
#include "report/reportcharts.h"
#include "services/languagemanager.h"
#include "services/settings.h"
#include "shell/mainwindow.h"
#include "shell/theme.h"
#include "widgets/kpitile.h"

#include "document/scenariodocument.h"

#include "plan/catalog.h"
#include "plan/evaluate.h"
#include "plan/scenario.h"

#include <qcustomplot.h>

#include "settingsfixture.h"
#include "testmain.h"

#include <QAction>
#include <QApplication>
#include <QLabel>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QStyle>
#include <QTabWidget>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <memory>

namespace tst_theme { // one namespace a test file: tests/testmain.h, "Unity builds"

using planner::MainWindow;
using planner::Theme;

class TestTheme : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void init();
    void cleanup();
    void actionsAreExclusiveAndChecked();
    void eachThemeSetsThePaletteAndTheCharts();
    void choiceIsSavedAndRestored();
    void chartTextsReadOnDark();
    void chartInksReadOnDarkAndComeBack();
    void windowTextsFollowTheTheme();
    void compareTablesReadOnDark();
    void reportChartsKeepPaper();

private:
    void makeWindow();
    QAction *action(const char *name) const;
    QColor chartBackground() const;
    struct Ink {
        const QObject *item;
        QString name;
        QColor ink, paper;
        double ratio; ///< what it must reach on dark paper: 4.5 text, 3 lines
    };
    /** Every text and line of every chart in the main window. */
    std::vector<Ink> chartInks() const;

    QPalette m_startup;
    QString m_startupStyle;
    std::unique_ptr<planner::LanguageManager> m_languages;
    std::unique_ptr<MainWindow> m_window;
};

void TestTheme::initTestCase()
{
    planner::tests::useOwnSettings("tst_theme");
    m_startup = QApplication::palette();
    m_startupStyle = QApplication::style()->name();
}

void TestTheme::makeWindow()
{
    m_window =
        std::make_unique<MainWindow>(tco::Catalog::builtIn(), tco::defaultScenario(), m_languages.get());
    m_window->resize(1600, 1000);
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
}

void TestTheme::init()
{
    m_languages = std::make_unique<planner::LanguageManager>();
    m_languages->setLanguage(QStringLiteral("en"));
    makeWindow();
}

void TestTheme::cleanup()
{
    m_window.reset();
    m_languages.reset();
    planner::theme::apply(Theme::System);
    QSettings().clear();
}

QAction *TestTheme::action(const char *name) const
{
    return m_window->findChild<QAction *>(QString::fromLatin1(name));
}

QColor TestTheme::chartBackground() const
{
    const planner::ChartView *chart = m_window->mode<planner::PlanMode>()->chartArea()->charts().front();
    return chart->plot()->axisRect()->backgroundBrush().color();
}

void TestTheme::actionsAreExclusiveAndChecked()
{
    for (const char *name : {"theme.light", "theme.dark", "theme.system"}) {
        QAction *a = action(name);
        QVERIFY2(a, name);
        QVERIFY(a->isCheckable());
        QVERIFY(a->actionGroup() && a->actionGroup()->isExclusive());
        QVERIFY(!a->text().isEmpty());
    }
    QVERIFY(action("theme.system")->isChecked()); // nothing saved yet: the desktop's look
    action("theme.dark")->trigger();
    QVERIFY(action("theme.dark")->isChecked());
    QVERIFY(!action("theme.system")->isChecked());
}

void TestTheme::eachThemeSetsThePaletteAndTheCharts()
{
    planner::KpiTile *total = m_window->findChild<planner::KpiTile *>(QStringLiteral("kpi.total"));

    action("theme.dark")->trigger();
    QApplication::processEvents();
    QVERIFY(QApplication::palette().color(QPalette::Window).lightness() < 100);
    QVERIFY(QApplication::palette().color(QPalette::Base).lightness() < 100);
    QCOMPARE(QApplication::style()->name().toLower(), QStringLiteral("fusion"));
    QVERIFY2(chartBackground().lightness() < 100, qPrintable(chartBackground().name()));
    QCOMPARE(chartBackground(), QApplication::palette().color(QPalette::Base));
    if (total)
        QVERIFY(total->palette().color(QPalette::Window).lightness() < 128);

    action("theme.light")->trigger();
    QApplication::processEvents();
    QVERIFY(QApplication::palette().color(QPalette::Window).lightness() > 200);
    QVERIFY(QApplication::palette().color(QPalette::Base).lightness() > 200);
    QCOMPARE(QApplication::style()->name().toLower(), QStringLiteral("fusion"));
    QVERIFY2(chartBackground().lightness() > 200, qPrintable(chartBackground().name()));
    if (total)
        QVERIFY(total->palette().color(QPalette::Window).lightness() > 128);

    action("theme.dark")->trigger();
    action("theme.system")->trigger();
    QApplication::processEvents();
    QCOMPARE(QApplication::palette().color(QPalette::Window), m_startup.color(QPalette::Window));
    QCOMPARE(QApplication::palette().color(QPalette::Base), m_startup.color(QPalette::Base));
    QCOMPARE(QApplication::palette().color(QPalette::Text), m_startup.color(QPalette::Text));
    QCOMPARE(QApplication::style()->name(), m_startupStyle);
    QCOMPARE(chartBackground(), m_startup.color(QPalette::Base));
}

void TestTheme::choiceIsSavedAndRestored()
{
    action("theme.dark")->trigger();
    QCOMPARE(planner::Settings().theme(), QStringLiteral("dark"));
    // A new start: the desktop's look until the window reads the setting.
    m_window.reset();
    planner::theme::apply(Theme::System);
    QCOMPARE(QApplication::palette().color(QPalette::Window), m_startup.color(QPalette::Window));
    makeWindow();
    QVERIFY(QApplication::palette().color(QPalette::Window).lightness() < 100);
    QVERIFY(action("theme.dark")->isChecked());
    QVERIFY(chartBackground().lightness() < 100);

    action("theme.light")->trigger();
    QCOMPARE(planner::Settings().theme(), QStringLiteral("light"));
    action("theme.system")->trigger();
    QCOMPARE(planner::Settings().theme(), QStringLiteral("system"));
}

void TestTheme::chartTextsReadOnDark()
{
    action("theme.dark")->trigger();
    QApplication::processEvents();
    // A label in QCustomPlot's default black would vanish on the dark
    // background (the cost breakdown's amounts did).
    int texts = 0;
    for (const planner::ChartView *chart : m_window->mode<planner::PlanMode>()->chartArea()->charts()) {
        const QCustomPlot *plot = chart->plot();
        for (int i = 0; i < plot->itemCount(); ++i) {
            const auto *text = qobject_cast<QCPItemText *>(plot->item(i));
            if (!text)
                continue;
            ++texts;
            QVERIFY2(text->color() != QColor(Qt::black),
                     qPrintable(chart->objectName() + QStringLiteral(": ") + text->text()));
        }
    }
    QVERIFY(texts > 0);
}

std::vector<TestTheme::Ink> TestTheme::chartInks() const
{
    std::vector<Ink> inks;
    for (const planner::ChartView *chart : m_window->mode<planner::PlanMode>()->chartArea()->charts()) {
        const QCustomPlot *plot = chart->plot();
        const QColor paper = chart->palette().color(QPalette::Base);
        const QString where = chart->objectName() + QStringLiteral(": ");
        for (int i = 0; i < plot->itemCount(); ++i) {
            QCPAbstractItem *item = plot->item(i);
            if (auto *text = qobject_cast<QCPItemText *>(item))
                inks.push_back({item, where + text->text(), text->color(), paper, 4.5});
            else if (auto *line = qobject_cast<QCPItemStraightLine *>(item))
                inks.push_back({item, where + line->objectName(), line->pen().color(), paper, 3.0});
        }
        for (int i = 0; i < plot->graphCount(); ++i)
            inks.push_back(
                {plot->graph(i), where + plot->graph(i)->name(), plot->graph(i)->pen().color(), paper, 3.0});
    }
    return inks;
}

void TestTheme::chartInksReadOnDarkAndComeBack()
{
    // Defect: inks chosen for white paper (the greyed "No valid plan here",
    // the hidden-cost sum, near-black lines) vanished on the dark theme.
    action("theme.light")->trigger();
    QApplication::processEvents();
    const std::vector<Ink> light = chartInks();
    action("theme.dark")->trigger();
    QApplication::processEvents();
    const std::vector<Ink> dark = chartInks();
    QCOMPARE(dark.size(), light.size());
    for (const Ink &ink : dark) {
        const double ratio = planner::style::contrastRatio(ink.ink, ink.paper);
        QVERIFY2(ratio >= ink.ratio - 1e-9, qPrintable(QStringLiteral("%1: %2 on %3 reads at %4:1")
                                                           .arg(ink.name, ink.ink.name(), ink.paper.name())
                                                           .arg(ratio, 0, 'f', 2)));
    }
    // Back to light: each item has its chart's own ink again.
    action("theme.light")->trigger();
    QApplication::processEvents();
    const std::vector<Ink> again = chartInks();
    QCOMPARE(again.size(), light.size());
    for (std::size_t i = 0; i < light.size(); ++i)
        QVERIFY2(again[i].ink == light[i].ink,
                 qPrintable(light[i].name + QStringLiteral(": ") + again[i].ink.name() +
                            QStringLiteral(" != ") + light[i].ink.name()));
}

void TestTheme::windowTextsFollowTheTheme()
{
    // Defect: captions, what an advice saves and refusal messages took their
    // colour once, under the theme of the moment: after a switch to dark they
    // stayed dark grey on dark.
    action("theme.light")->trigger();
    QApplication::processEvents();
    action("theme.dark")->trigger();
    QApplication::processEvents();
    int checked = 0;
    for (const QLabel *label : m_window->findChildren<QLabel *>()) {
        if (label->text().isEmpty() || !label->isEnabled())
            continue;
        const QPalette pal = label->palette();
        const QColor ink = pal.color(label->foregroundRole());
        const QColor back = pal.color(label->backgroundRole());
        const double ratio = planner::style::contrastRatio(ink, back);
        ++checked;
        QVERIFY2(ratio >= 4.5,
                 qPrintable(QStringLiteral("%1 \"%2\": %3 on %4 reads at %5:1")
                                .arg(label->objectName(), label->text().left(40), ink.name(), back.name())
                                .arg(ratio, 0, 'f', 2)));
    }
    QVERIFY(checked > 20);
}

void TestTheme::compareTablesReadOnDark()
{
    // The compare window's better, worse and quiet figures were paper inks.
    action("theme.dark")->trigger();
    const std::vector<tco::Scenario> plans = comparefixture::fourPlans();
    QTemporaryDir dir;
    planner::ScenarioDocument current(tco::Catalog::builtIn(), plans[0]);
    planner::CompareWindow window(&current);
    QVERIFY(window.addFiles({comparefixture::writePlan(dir, QStringLiteral("B"), plans[1]),
                             comparefixture::writePlan(dir, QStringLiteral("C"), plans[2])}));
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    auto *kpi = window.findChild<QTableWidget *>(QStringLiteral("kpiTable"));
    QVERIFY(kpi);
    // Three plans' Monte Carlos run off the GUI thread: slow under the
    // sanitizers on a shared machine, so wait as long as a CI needs.
    // One list per look: the begin of one findChildren() and the end of
    // another walk two lists, which read past the first one's end.
    const auto settled = [kpi] {
        const QList<QLabel *> labels = kpi->findChildren<QLabel *>();
        return !labels.isEmpty() && std::none_of(labels.cbegin(), labels.cend(), [](const QLabel *l) {
            return l->text().contains(QStringLiteral("computing"));
        });
    };
    QTRY_VERIFY_WITH_TIMEOUT(settled(), 60000);
    const QColor base = kpi->palette().color(QPalette::Base);
    const QRegularExpression colour(QStringLiteral("color:(#[0-9a-fA-F]{6})"));
    int checked = 0;
    for (const QLabel *label : kpi->findChildren<QLabel *>()) {
        for (const QRegularExpressionMatch &m : colour.globalMatch(label->text())) {
            const QColor ink(m.captured(1));
            const double ratio = planner::style::contrastRatio(ink, base);
            ++checked;
            QVERIFY2(ratio >= 4.5, qPrintable(QStringLiteral("%1: %2 on %3 reads at %4:1")
                                                  .arg(label->objectName(), ink.name(), base.name())
                                                  .arg(ratio, 0, 'f', 2)));
        }
    }
    QVERIFY(checked > 5);
}

void TestTheme::reportChartsKeepPaper()
{
    action("theme.dark")->trigger();
    // What the report prints: white paper whatever the screen's theme.
    planner::ScenarioFigures figures;
    figures.scenario = tco::defaultScenario();
    figures.result = tco::evaluate(figures.scenario, tco::Catalog::builtIn());
    planner::ReportChartRenderer renderer(QLocale::c());
    const QImage image =
        renderer.plan(planner::ChartId::CostBreakdown, figures, tco::Catalog::builtIn()).toImage(1.0);
    QVERIFY(!image.isNull());
    QCOMPARE(image.pixelColor(2, 2), QColor(Qt::white));
    QCOMPARE(image.pixelColor(image.width() - 3, image.height() - 3), QColor(Qt::white));
}

PLANNER_TEST_MAIN(TestTheme)
} // namespace tst_theme

#include "tst_theme.moc"
