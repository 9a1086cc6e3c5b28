// SPDX-License-Identifier: GPL-3.0-or-later
// A window that fits a laptop (issue 33; docs/architecture.md, "Laptop
// screens"): at 1280×800 and 1366×768, in English and Chinese, the charts
// get at least half the window's height on first start, the six trade-off
// charts stand without a sideways scroll bar, the figures above the charts
// can be resized and the split is remembered, presentation mode keeps
// every control on screen and every slide, before and after the What-if
// slide, within it with no text cut, and the what-if strip shows every
// option's name and column head whole (issue 53).
#include "charts/plots/waterfallchart.h"
#include "editor/whatifstrip.h"
#include "modes/compare/comparewindow.h"
#include "modes/plan/chartarea.h"
#include "modes/plan/planmode.h"
#include "modes/plan/resultssplitter.h"
#include "modes/presentation/presentationwindow.h"
#include "services/languagemanager.h"
#include "shell/mainwindow.h"
#include "widgets/conditionbanner.h"

#include "document/scenariodocument.h"
#include "services/analysisworker.h"

#include "plan/catalog.h"
#include "plan/scenario.h"

#include "comparefixture.h"
#include "settingsfixture.h"
#include "testmain.h"

#include <QAbstractButton>
#include <QAbstractSlider>
#include <QAbstractSpinBox>
#include <QLabel>
#include <QPushButton>
#include <QScrollArea>
#include <QScrollBar>
#include <QSettings>
#include <QSplitter>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

namespace tst_laptoplayout { // one namespace a test file: tests/testmain.h, "Unity builds"

using planner::MainWindow;
using planner::PlanMode;

class TestLaptopLayout : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void init();
    void cleanup();
    void chartsGetHalfTheWindow_data() { screens(); }
    void chartsGetHalfTheWindow();
    void tradeOffsNeverScrollSideways_data() { screens(); }
    void tradeOffsNeverScrollSideways();
    void theSplitIsRemembered();
    void improveTakesTheBandWithoutWarnings();
    void presentationFitsTheScreen_data() { screens(); }
    void presentationFitsTheScreen();
    void whatIfStripReadsWhole_data() { screens(); }
    void whatIfStripReadsWhole();
    void compareWaterfallReadable_data();
    void compareWaterfallReadable();

private:
    static void screens();
    void open(const QString &language, QSize size);
    PlanMode *plan() const { return m_window->mode<PlanMode>(); }
    std::unique_ptr<planner::LanguageManager> m_languages;
    std::unique_ptr<MainWindow> m_window;
};

/** What `root` shows of its texts that is cut: a label or button off
 *  `screen` (its window's rectangle on the screen) or off the visible part
 *  of a scroll area, or narrower than its one line of text. Word-wrapped
 *  labels wrap, so only where they lie is checked; an ElidedLabel
 *  (widgets/elidedlabel.h) shortens itself. */
QStringList cutTexts(QWidget *root, const QRect &screen)
{
    QWidget *window = root->window();
    QStringList cut;
    for (QWidget *w : root->findChildren<QWidget *>()) {
        auto *label = qobject_cast<QLabel *>(w);
        auto *button = qobject_cast<QPushButton *>(w);
        if (!w->isVisible() || !(label || button))
            continue;
        const QString text = label ? label->text() : button->text();
        if (text.isEmpty() || (label && !label->pixmap().isNull()))
            continue;
        QRect shown = screen;
        for (QWidget *p = w->parentWidget(); p && p != window; p = p->parentWidget())
            if (auto *scroll = qobject_cast<QAbstractScrollArea *>(p))
                shown &= QRect(scroll->viewport()->mapTo(window, QPoint(0, 0)), scroll->viewport()->size());
        const QRect r(w->mapTo(window, QPoint(0, 0)), w->size());
        const auto name = [&] { return QStringLiteral("\"%1\" (%2)").arg(text, w->objectName()); };
        if (r.left() < shown.left() || r.right() > shown.right()) {
            cut << name() + QStringLiteral(" at x %1 to %2, shown %3 to %4")
                                .arg(r.left())
                                .arg(r.right())
                                .arg(shown.left())
                                .arg(shown.right());
            continue;
        }
        if (label && (label->wordWrap() || label->inherits("planner::ElidedLabel")))
            continue;
        // As drawn: a mnemonic's "&" is not.
        QString drawn = text;
        drawn.replace(QStringLiteral("&&"), QStringLiteral("\x01")).remove(u'&').replace(u'\x01', u'&');
        const int needs = (label ? label->fontMetrics() : button->fontMetrics()).horizontalAdvance(drawn);
        const int has = label ? label->contentsRect().width() : button->width() - 8;
        if (!(label && label->textFormat() == Qt::RichText) && needs > has)
            cut << name() + QStringLiteral(" needs %1 px, has %2").arg(needs).arg(has);
    }
    return cut;
}

void TestLaptopLayout::screens()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QSize>("size");
    for (const char *language : {"en", "zh_CN"})
        for (const QSize size : {QSize(1280, 800), QSize(1366, 768)})
            QTest::addRow("%s %dx%d", language, size.width(), size.height())
                << QString::fromLatin1(language) << size;
}

void TestLaptopLayout::initTestCase()
{
    planner::tests::useTestPaths();
}

void TestLaptopLayout::init()
{
    QSettings().clear(); // first start: no split chosen yet
    m_languages = std::make_unique<planner::LanguageManager>();
}

void TestLaptopLayout::cleanup()
{
    m_window.reset();
    m_languages.reset();
}

void TestLaptopLayout::open(const QString &language, QSize size)
{
    m_languages->setLanguage(language);
    m_window =
        std::make_unique<MainWindow>(tco::Catalog::builtIn(), tco::defaultScenario(), m_languages.get());
    m_window->resize(size);
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    QCOMPARE(m_window->size(), size);
}

void TestLaptopLayout::chartsGetHalfTheWindow()
{
    QFETCH(QString, language);
    QFETCH(QSize, size);
    open(language, size);
    const int charts = plan()->chartArea()->height();
    QVERIFY2(charts >= size.height() / 2,
             qPrintable(QStringLiteral("charts %1 px of a %2 px window").arg(charts).arg(size.height())));
    // The figures are not lost: their pane scrolls to show the rest.
    QVERIFY(plan()->resultsSplitter()->figuresPane()->height() > 100);
}

void TestLaptopLayout::tradeOffsNeverScrollSideways()
{
    QFETCH(QString, language);
    QFETCH(QSize, size);
    open(language, size);
    QTabWidget *tabs = plan()->chartArea()->tabs();
    for (int tab : {0, 1}) {
        tabs->setCurrentIndex(tab);
        QApplication::processEvents();
        auto *scroll = qobject_cast<QScrollArea *>(tabs->currentWidget());
        QVERIFY(scroll);
        QCOMPARE(scroll->horizontalScrollBar()->maximum(), 0);
        // Every chart lies within the page's width, at a readable size.
        for (QWidget *chart : scroll->widget()->findChildren<QWidget *>(Qt::FindDirectChildrenOnly)) {
            if (!chart->isVisible())
                continue;
            QVERIFY2(chart->geometry().right() < scroll->viewport()->width(),
                     qPrintable(chart->objectName()));
            QVERIFY(chart->width() >= 360);
        }
    }
}

void TestLaptopLayout::theSplitIsRemembered()
{
    open(QStringLiteral("en"), QSize(1280, 800));
    planner::ResultsSplitter *split = plan()->resultsSplitter();
    QVERIFY(split->chosenSizes().isEmpty());
    // Dragging the handle to the top folds the figures away.
    QSplitterHandle *handle = split->handle(1);
    const QPoint grip = handle->rect().center();
    QTest::mousePress(handle, Qt::LeftButton, {}, grip);
    QTest::mouseMove(handle, grip - QPoint(0, split->sizes().at(0) + 20));
    QTest::mouseRelease(handle, Qt::LeftButton, {}, grip - QPoint(0, split->sizes().at(0) + 20));
    QCOMPARE(split->sizes().at(0), 0);
    QVERIFY(!split->chosenSizes().isEmpty());
    QVERIFY(m_window->close());
    m_window.reset();

    open(QStringLiteral("en"), QSize(1280, 800));
    QCOMPARE(plan()->resultsSplitter()->sizes().at(0), 0);
    QVERIFY(plan()->chartArea()->height() > 600);
}

void TestLaptopLayout::improveTakesTheBandWithoutWarnings()
{
    // The default plan raises no condition: the warnings' half of the band
    // was left empty beside Improve.
    open(QStringLiteral("en"), QSize(1280, 800));
    auto *column = m_window->findChild<QWidget *>(QStringLiteral("warningsColumn"));
    auto *row = m_window->findChild<QWidget *>(QStringLiteral("adviceRow"));
    QVERIFY(column && row);
    QVERIFY(column->isHidden());
    auto *banner = column->findChild<planner::ConditionBanner *>();
    QVERIFY(banner && banner->isHidden());
    // A condition brings the column back beside Improve.
    banner->show();
    QVERIFY(!column->isHidden());
    banner->hide();
    QVERIFY(column->isHidden());
}

void TestLaptopLayout::presentationFitsTheScreen()
{
    QFETCH(QString, language);
    QFETCH(QSize, size);
    m_languages->setLanguage(language);
    planner::ScenarioDocument document(tco::Catalog::builtIn(), tco::defaultScenario());
    planner::AnalysisWorker analysis(tco::Catalog::builtIn());
    planner::PresentationWindow window(&document, &analysis);
    window.resize(size);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY2(window.minimumSizeHint().height() <= size.height(),
             qPrintable(QStringLiteral("needs %1 px").arg(window.minimumSizeHint().height())));
    QCOMPARE(window.size(), size);
    // Every control that is shown lies on the screen, whole.
    const QRect screen = window.rect();
    int controls = 0;
    for (QWidget *w : window.findChildren<QWidget *>()) {
        if (!w->isVisible() || !(qobject_cast<QAbstractButton *>(w) || qobject_cast<QAbstractSlider *>(w) ||
                                 qobject_cast<QAbstractSpinBox *>(w)))
            continue;
        const QRect r(w->mapTo(&window, QPoint(0, 0)), w->size());
        QVERIFY2(screen.contains(r), qPrintable(QStringLiteral("%1 at %2,%3 %4x%5")
                                                    .arg(w->objectName())
                                                    .arg(r.x())
                                                    .arg(r.y())
                                                    .arg(r.width())
                                                    .arg(r.height())));
        ++controls;
    }
    QVERIFY(controls > 8);

    // Issue 53: once the What-if slide had been shown, the slides grew past
    // the screen and each lost its right edge ("$10.9M · f", "Pin…"). Every
    // slide, with the P90s (the What-if slide's widest column), then every
    // slide again after the What-if slide.
    analysis.setCoalesceMs(0);
    analysis.request(document.scenario(), true);
    QTRY_VERIFY_WITH_TIMEOUT(analysis.latest() && !analysis.isStale(), 20000);
    const int pages = window.pageCount();
    QVERIFY(pages > 8);
    QList<int> walk;
    for (int round = 0; round < 2; ++round)
        for (int page = 0; page < pages; ++page)
            walk << page;
    for (const int page : walk) {
        window.setPage(page);
        QApplication::processEvents();
        QCOMPARE(window.size(), size);
        // A window manager grows a window to its minimum, past the screen.
        QVERIFY2(
            window.minimumSizeHint().width() <= size.width(),
            qPrintable(
                QStringLiteral("slide %1 needs %2 px").arg(page + 1).arg(window.minimumSizeHint().width())));
        // No slide wider than the space it is shown in: the charts' labels
        // on its right were cut ("$10.9M · f").
        auto *slide = window.findChild<QScrollArea *>(QStringLiteral("presentationSlide"));
        QVERIFY(slide);
        QVERIFY2(slide->widget()->width() <= slide->viewport()->width(),
                 qPrintable(QStringLiteral("slide %1 is %2 px wide in %3")
                                .arg(page + 1)
                                .arg(slide->widget()->width())
                                .arg(slide->viewport()->width())));
        const QStringList cut = cutTexts(&window, screen);
        QVERIFY2(
            cut.isEmpty(),
            qPrintable(QStringLiteral("slide %1: %2").arg(page + 1).arg(cut.join(QStringLiteral("; ")))));
    }
}

void TestLaptopLayout::whatIfStripReadsWhole()
{
    // Issue 53: "Rent on d", "Reserve tl", "ays vs plan" at 1280×800.
    QFETCH(QString, language);
    QFETCH(QSize, size);
    open(language, size);
    planner::WhatIfStrip *strip = plan()->whatIfStrip();
    QVERIFY(strip->isVisible());
    QVERIFY(strip->rows().size() >= 6);
    const QStringList cut = cutTexts(strip, QRect(QPoint(0, 0), size));
    QVERIFY2(cut.isEmpty(), qPrintable(cut.join(QStringLiteral("; "))));
    // Every option's name, whole.
    for (std::size_t i = 0; i < strip->rows().size(); ++i) {
        auto *name = strip->findChild<QPushButton *>(QStringLiteral("whatIf.%1.name").arg(i));
        QVERIFY(name && name->isVisible());
        QVERIFY2(name->fontMetrics().horizontalAdvance(name->text()) + 8 <= name->width(),
                 qPrintable(name->text()));
    }
}

void TestLaptopLayout::compareWaterfallReadable_data()
{
    screens();
    QTest::addRow("en 1600x1000") << QStringLiteral("en") << QSize(1600, 1000);
    QTest::addRow("zh_CN 1600x1000") << QStringLiteral("zh_CN") << QSize(1600, 1000);
}

void TestLaptopLayout::compareWaterfallReadable()
{
    // Issue 53: at 1600 wide the waterfall had about 50 px ("Total cos…").
    QFETCH(QString, language);
    QFETCH(QSize, size);
    m_languages->setLanguage(language);
    tco::Scenario other = tco::defaultScenario();
    other.set(tco::InputId::ClusterGpuCount, 4096); // a waterfall of several steps
    planner::ScenarioDocument current(tco::Catalog::builtIn(), tco::defaultScenario());
    planner::CompareWindow window(&current);
    QTemporaryDir dir;
    const QString path = comparefixture::writePlan(dir, QStringLiteral("twice the accelerators"), other);
    QVERIFY(!path.isEmpty());
    QVERIFY(window.addFiles({path}));
    window.resize(size);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    window.tabs()->setCurrentIndex(1);
    QApplication::processEvents();
    planner::WaterfallChart *chart = window.waterfallChart();
    QVERIFY(chart->isVisible());
    chart->plot()->replot();
    QVERIFY2(chart->width() >= 480 && chart->height() >= 300,
             qPrintable(QStringLiteral("%1×%2 px").arg(chart->width()).arg(chart->height())));
    const QCPAxisRect *axes = chart->plot()->axisRect();
    QVERIFY2(axes->width() >= 240, qPrintable(QStringLiteral("axes %1 px wide").arg(axes->width())));
    for (const QCPAxis *axis : axes->axes())
        QVERIFY2(!axis->label().contains(QStringLiteral("…")), qPrintable(axis->label()));
}

PLANNER_TEST_MAIN(TestLaptopLayout)
} // namespace tst_laptoplayout

#include "tst_laptoplayout.moc"
