// SPDX-License-Identifier: GPL-3.0-or-later
// The window at a device pixel ratio of 2 (QT_SCALE_FACTOR=2, set before
// the application exists, hence the own main): the charts draw at twice
// the pixels, and the application icon has a pixmap made for that ratio.
#include "charts/core/chartview.h"
#include "modes/plan/chartarea.h"
#include "modes/plan/planmode.h"
#include "services/languagemanager.h"
#include "shell/mainwindow.h"

#include "document/scenariodocument.h"

#include "plan/catalog.h"
#include "plan/scenario.h"

#include <qcustomplot.h>

#include "settingsfixture.h"
#include "testmain.h"

#include <QApplication>
#include <QIcon>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTest>

#include <memory>

namespace tst_highdpi { // one namespace a test file: tests/testmain.h, "Unity builds"

class TestHighDpi : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void cleanupTestCase();
    void windowHasRatioTwo();
    void everyChartDrawsAtRatioTwo();
    void applicationIconHasPixmapsForRatioTwo();

private:
    std::unique_ptr<planner::LanguageManager> m_languages;
    std::unique_ptr<planner::MainWindow> m_window;
};

void TestHighDpi::initTestCase()
{
    planner::tests::useOwnSettings("tst_highdpi");
    m_languages = std::make_unique<planner::LanguageManager>();
    m_languages->setLanguage(QStringLiteral("en"));
    m_window = std::make_unique<planner::MainWindow>(tco::Catalog::builtIn(), tco::defaultScenario(),
                                                     m_languages.get());
    m_window->resize(1200, 800);
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
}

void TestHighDpi::cleanupTestCase()
{
    m_window.reset();
    m_languages.reset();
    QSettings().clear();
}

void TestHighDpi::windowHasRatioTwo()
{
    QCOMPARE(m_window->devicePixelRatioF(), 2.0);
    QVERIFY(m_window->windowHandle());
    QCOMPARE(m_window->windowHandle()->devicePixelRatio(), 2.0);
}

void TestHighDpi::everyChartDrawsAtRatioTwo()
{
    QTabWidget *tabs = m_window->mode<planner::PlanMode>()->chartArea()->tabs();
    int checked = 0;
    for (int i = 0; i < tabs->count(); ++i) {
        tabs->setCurrentIndex(i);
        QApplication::processEvents();
        for (planner::ChartView *chart : m_window->mode<planner::PlanMode>()->chartArea()->charts()) {
            if (!chart->isVisible())
                continue;
            QCustomPlot *plot = chart->plot();
            QVERIFY2(qFuzzyCompare(plot->bufferDevicePixelRatio(), 2.0), qPrintable(chart->objectName()));
            plot->replot(QCustomPlot::rpImmediateRefresh);
            const QPixmap pixmap = plot->grab();
            QCOMPARE(pixmap.devicePixelRatio(), 2.0);
            QCOMPARE(pixmap.size(), plot->size() * 2);
            ++checked;
        }
    }
    QVERIFY(checked > 0);
}

void TestHighDpi::applicationIconHasPixmapsForRatioTwo()
{
    for (const QIcon &icon : {QApplication::windowIcon(), m_window->windowIcon()}) {
        QVERIFY(!icon.isNull());
        for (const int size : {16, 32, 64, 128}) {
            const QPixmap pixmap = icon.pixmap(QSize(size, size), 2.0);
            QCOMPARE(pixmap.devicePixelRatio(), 2.0);
            QCOMPARE(pixmap.size(), QSize(2 * size, 2 * size));
            // Drawn at that size, not a smaller one scaled up: the sizes we
            // ship are exact (packaging/icons/render.sh).
            QVERIFY(icon.availableSizes().contains(QSize(2 * size, 2 * size)));
        }
    }
}

namespace {

int highDpiMain(int argc, char *argv[])
{
    // Before the application exists: Qt reads it once, at start-up.
    qputenv("QT_SCALE_FACTOR", "2");
    QApplication app(argc, argv);
    TestHighDpi test;
    return QTest::qExec(&test, argc, argv);
}

} // namespace

PLANNER_TEST_REGISTER_MAIN(highDpiMain)

} // namespace tst_highdpi

#include "tst_highdpi.moc"
