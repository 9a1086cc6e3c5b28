// SPDX-License-Identifier: GPL-3.0-or-later
// Presentation mode, offscreen: F5 opens it, the keys page through every
// chart with the indicator following, a slider in the strip changes the
// document, the big figures and the main window alike (undoable), the
// "½ accelerators" button halves the count, and Esc leaves.
#include "charts/core/chartview.h"
#include "charts/plots/costhistorychart.h"
#include "editor/inputeditor.h"
#include "editor/whatifstrip.h"
#include "modes/plan/chartarea.h"
#include "modes/plan/planmode.h"
#include "modes/presentation/presentationmode.h"
#include "modes/presentation/presentationwindow.h"
#include "services/analysisworker.h"
#include "services/languagemanager.h"
#include "shell/mainwindow.h"
#include "texts/numberformat.h"
#include "widgets/kpitile.h"
#include "widgets/valuespinbox.h"

#include "document/scenariodocument.h"

#include "analysis/advice.h"
#include "analysis/variants.h"
#include "plan/catalog.h"
#include "plan/evaluate.h"
#include "plan/scenario.h"

#include <qcustomplot.h>

#include "testmain.h"
#include "windowfixture.h"

#include <QAction>
#include <QComboBox>
#include <QLabel>
#include <QPointer>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QSlider>
#include <QStandardPaths>
#include <QTest>
#include <QUndoStack>

#include <cmath>
#include <memory>

namespace tst_presentation { // one namespace a test file: tests/testmain.h, "Unity builds"

using planner::MainWindow;
using planner::PresentationWindow;
using tco::InputId;

namespace {

/** How many data points the chart's plottables hold (0 = never refreshed). */
int dataPoints(const planner::ChartView *chart)
{
    int n = 0;
    QCustomPlot *plot = chart->plot();
    for (int i = 0; i < plot->plottableCount(); ++i) {
        QCPAbstractPlottable *p = plot->plottable(i);
        if (p->interface1D())
            n += p->interface1D()->dataCount();
    }
    return n;
}

} // namespace

class TestPresentation : public planner::tests::WindowFixture
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void init();
    void cleanup();

    void f5OpensFullScreenPresentation();
    void keysPageThroughEveryChart();
    void stripSliderChangesFiguresAndDocument();
    void halfTheAcceleratorsAtOnce();
    void halfAndDoubleAreTheStripsAndImproves();
    void riskRangeArrives();
    void whatIfSlideShowsTheP90s();
    void infeasiblePlanShowsNoTotals();
    void escapeLeaves();
    void chineseTexts();

private:
    PresentationWindow *open();
};

void TestPresentation::initTestCase()
{
    planner::tests::useOwnSettings("tst_presentation");
}

void TestPresentation::init()
{
    QVERIFY(openWindow());
}

void TestPresentation::cleanup()
{
    closeWindow();
}

PresentationWindow *TestPresentation::open()
{
    auto *action = m_window->findChild<QAction *>(QStringLiteral("actionPresentation"));
    if (!action)
        return nullptr;
    action->trigger();
    PresentationWindow *p = m_window->mode<planner::PresentationMode>()->window();
    if (p && !QTest::qWaitForWindowExposed(p))
        return nullptr;
    return p;
}

void TestPresentation::f5OpensFullScreenPresentation()
{
    auto *action = m_window->findChild<QAction *>(QStringLiteral("actionPresentation"));
    QVERIFY(action);
    QCOMPARE(action->shortcut(), QKeySequence(Qt::Key_F5));
    PresentationWindow *p = open();
    QVERIFY(p);
    QVERIFY(p->isVisible());
    QVERIFY(p->windowState() & Qt::WindowFullScreen);
    QCOMPARE(p->pageCount(), 10);
    QCOMPARE(p->currentPage(), 0);
    QCOMPARE(p->pageIndicatorText(), QStringLiteral("1 / 10"));
    // The big figures show the document's result.
    const tco::Result &r = m_window->document()->result();
    QCOMPARE(p->tile(QStringLiteral("presentation.total"))->value(), planner::formatUsd(r.totalUsd));
    QCOMPARE(p->tile(QStringLiteral("presentation.days"))->value(), planner::formatDays(r.wallClockDays));
    QCOMPARE(p->tile(QStringLiteral("presentation.unitCost"))->value(),
             planner::formatUsd(r.usdPerMillionTokens));
    QVERIFY(p->tile(QStringLiteral("presentation.budget")));
    // Its own chart instances, not the main window's, and larger text.
    for (int i = 0; i < p->pageCount(); ++i) {
        const auto &main = m_window->mode<planner::PlanMode>()->chartArea()->charts();
        QVERIFY(std::find(main.begin(), main.end(), p->chart(i)) == main.end());
    }
    QVERIFY(p->chart(0)->plot()->xAxis->tickLabelFont().pointSizeF() > m_window->mode<planner::PlanMode>()
                                                                           ->chartArea()
                                                                           ->charts()
                                                                           .front()
                                                                           ->plot()
                                                                           ->xAxis->tickLabelFont()
                                                                           .pointSizeF());
    // The primary drivers are in the strip.
    for (const InputId id : {InputId::ClusterGpuCount, InputId::ModelParameters, InputId::DataTokens,
                             InputId::ComputeMfu, InputId::CheckpointIntervalHours, InputId::PricingMode})
        QVERIFY(p->editor(id));
    // F5 again does not open a second one.
    action->trigger();
    QCOMPARE(m_window->findChildren<PresentationWindow *>().size(), qsizetype(1));
}

void TestPresentation::keysPageThroughEveryChart()
{
    PresentationWindow *p = open();
    QVERIFY(p);
    auto *indicator = p->findChild<QLabel *>(QStringLiteral("pageIndicator"));
    QVERIFY(indicator);
    QSet<QString> titles;
    for (int i = 0; i < p->pageCount(); ++i) {
        QCOMPARE(p->currentPage(), i);
        QCOMPARE(indicator->text(), QStringLiteral("%1 / 10").arg(i + 1));
        planner::ChartView *chart = p->chart(i);
        if (i == p->pageCount() - 1) { // the last page: the what-if strip
            QVERIFY(!chart);
            QVERIFY(p->whatIf()->isVisible());
            QTest::keyClick(p, Qt::Key_Right);
            continue;
        }
        QVERIFY(chart->isVisible());
        titles.insert(chart->title());
        if (i < 6) // the risk histogram fills when the Monte Carlo arrives; history has fixed data
            QVERIFY2(dataPoints(chart) > 0, qPrintable(chart->title()));
        QTest::keyClick(p, Qt::Key_Right);
    }
    QCOMPARE(titles.size(), 9);    // nine different charts, then the strip
    QCOMPARE(p->currentPage(), 9); // stays on the last page
    QTest::keyClick(p, Qt::Key_Home);
    QCOMPARE(indicator->text(), QStringLiteral("1 / 10"));
    QTest::keyClick(p, Qt::Key_End);
    QCOMPARE(indicator->text(), QStringLiteral("10 / 10"));
    QTest::keyClick(p, Qt::Key_PageUp);
    QCOMPARE(p->currentPage(), 8);
    QTest::keyClick(p, Qt::Key_Left);
    QCOMPARE(p->currentPage(), 7);
    QTest::keyClick(p, Qt::Key_Space);
    QCOMPARE(p->currentPage(), 8);
    QTest::keyClick(p, Qt::Key_PageDown);
    QCOMPARE(p->currentPage(), 9);
    QTest::keyClick(p, Qt::Key_Home);
    QTest::keyClick(p, Qt::Key_Left);
    QCOMPARE(p->currentPage(), 0);

    // With a slider focused the keys still page (clickers send Page Down).
    QSlider *slider = p->editor(InputId::ComputeMfu)->slider();
    slider->setFocus();
    const int position = slider->value();
    QTest::keyClick(slider, Qt::Key_PageDown);
    QCOMPARE(p->currentPage(), 1);
    QCOMPARE(slider->value(), position);
    QCOMPARE(indicator->text(), QStringLiteral("2 / 10"));
}

void TestPresentation::stripSliderChangesFiguresAndDocument()
{
    PresentationWindow *p = open();
    QVERIFY(p);
    planner::ScenarioDocument *doc = m_window->document();
    p->setPage(1); // checkpoint interval
    const QString totalBefore = p->tile(QStringLiteral("presentation.total"))->value();
    const double gpusBefore = doc->value(InputId::ClusterGpuCount);
    const int pointsBefore = dataPoints(p->chart(1));
    QSlider *slider = p->editor(InputId::ClusterGpuCount)->slider();
    QVERIFY(slider && slider->isVisible());
    slider->setSliderDown(true);
    slider->setValue(slider->value() - 150);
    slider->setSliderDown(false);

    QVERIFY(doc->value(InputId::ClusterGpuCount) < gpusBefore);
    QVERIFY(p->tile(QStringLiteral("presentation.total"))->value() != totalBefore);
    QCOMPARE(p->tile(QStringLiteral("presentation.total"))->value(),
             planner::formatUsd(doc->result().totalUsd));
    QCOMPARE(doc->result().totalUsd, tco::evaluate(doc->scenario(), doc->catalog()).totalUsd);
    QVERIFY(dataPoints(p->chart(1)) >= pointsBefore);
    // The main window follows (same document) and the main slider moved too.
    QCOMPARE(m_window->findChild<QSlider *>(QStringLiteral("slider.cluster.gpuCount"))->value(),
             slider->value());

    // Undo from the presentation (button and Ctrl+Z).
    auto *undo = p->findChild<QPushButton *>(QStringLiteral("presentationUndo"));
    QVERIFY(undo->isEnabled());
    QTest::mouseClick(undo, Qt::LeftButton);
    QCOMPARE(doc->value(InputId::ClusterGpuCount), gpusBefore);
    QCOMPARE(p->tile(QStringLiteral("presentation.total"))->value(), totalBefore);

    // Pricing mode from its drop-down.
    auto *combo = p->editor(InputId::PricingMode)->comboBox();
    QVERIFY(combo);
    const int spot = combo->findData(static_cast<int>(tco::PricingMode::Spot));
    combo->setCurrentIndex(spot);
    Q_EMIT combo->activated(spot);
    QCOMPARE(doc->value(InputId::PricingMode), static_cast<double>(tco::PricingMode::Spot));
    QVERIFY(p->tile(QStringLiteral("presentation.total"))->value() != totalBefore);
}

void TestPresentation::halfTheAcceleratorsAtOnce()
{
    PresentationWindow *p = open();
    QVERIFY(p);
    planner::ScenarioDocument *doc = m_window->document();
    const double before = doc->value(InputId::ClusterGpuCount);
    const double daysBefore = doc->result().wallClockDays;
    auto *halve = p->findChild<QPushButton *>(QStringLiteral("halveAccelerators"));
    QVERIFY(halve);
    QTest::mouseClick(halve, Qt::LeftButton);
    QCOMPARE(doc->value(InputId::ClusterGpuCount), before / 2);
    QVERIFY(doc->result().wallClockDays > daysBefore * 1.5);
    QCOMPARE(p->tile(QStringLiteral("presentation.days"))->value(),
             planner::formatDays(doc->result().wallClockDays));
    QCOMPARE(p->editor(InputId::ClusterGpuCount)->spinBox()->value(), before / 2);
    QTest::mouseClick(p->findChild<QPushButton *>(QStringLiteral("doubleAccelerators")), Qt::LeftButton);
    QCOMPARE(doc->value(InputId::ClusterGpuCount), before);
    QCOMPARE(doc->undoStack()->count(), 2);
    doc->undoStack()->undo();
    doc->undoStack()->undo();
    QCOMPARE(doc->value(InputId::ClusterGpuCount), before);
    QVERIFY(!doc->isModified());
}

void TestPresentation::halfAndDoubleAreTheStripsAndImproves()
{
    // Issue 55: the buttons, the strip and Improve rounded ½ and ×2 three
    // ways (Improve to whole nodes: 504 of 1,004 at 8 a node). A small model
    // on a big reserved cluster, where Improve lists both.
    PresentationWindow *p = open();
    QVERIFY(p);
    planner::ScenarioDocument *doc = m_window->document();
    QVERIFY(!doc->setValue(InputId::ModelParameters, 3e9));
    QVERIFY(!doc->setValue(InputId::DataTokens, 1e12));
    QVERIFY(!doc->setValue(InputId::PricingMode, static_cast<double>(tco::PricingMode::Reserved)));
    // ½ of 1,004 and ×2 of 251: 502 each.
    const struct {
        double from;
        tco::VariantKind variant;
        tco::LeverKind lever;
        const char *button;
    } steps[] = {
        {1004, tco::VariantKind::HalfAccelerators, tco::LeverKind::FewerAccelerators, "halveAccelerators"},
        {251, tco::VariantKind::DoubleAccelerators, tco::LeverKind::MoreAccelerators, "doubleAccelerators"}};
    for (const auto &step : steps) {
        QVERIFY(!doc->setValue(InputId::ClusterGpuCount, step.from));
        double inStrip = 0, inImprove = 0;
        for (const tco::VariantRow &row : tco::whatIf(doc->scenario(), doc->catalog()))
            if (row.variant.kind == step.variant)
                inStrip = row.variant.changes.valueOf(InputId::ClusterGpuCount);
        for (const tco::Lever &l : tco::advise(doc->scenario(), doc->catalog()))
            if (l.kind == step.lever)
                inImprove = l.valueOf(InputId::ClusterGpuCount);
        QCOMPARE(inStrip, 502.0);
        QCOMPARE(inImprove, inStrip);
        QTest::mouseClick(p->findChild<QPushButton *>(QLatin1String(step.button)), Qt::LeftButton);
        QCOMPARE(doc->value(InputId::ClusterGpuCount), inStrip);
    }
}

void TestPresentation::riskRangeArrives()
{
    m_window->analysis()->setCoalesceMs(0);
    PresentationWindow *p = open();
    QVERIFY(p);
    QTRY_VERIFY_WITH_TIMEOUT(m_window->analysis()->latest() && !m_window->analysis()->isStale(), 20000);
    QTRY_VERIFY(p->tile(QStringLiteral("presentation.total"))->detail().contains(QStringLiteral("P10–P90")));
    const tco::RiskSummary &risk = m_window->analysis()->latest()->risk;
    QVERIFY(
        p->tile(QStringLiteral("presentation.total"))->detail().contains(planner::formatUsd(risk.costP90)));
    p->setPage(7); // the risk histogram
    QVERIFY(dataPoints(p->chart(7)) > 0);
}

void TestPresentation::whatIfSlideShowsTheP90s()
{
    // Issue 53: on a fresh start the What-if slide's P90 column read "…"
    // until a lever moved, though the worker had them.
    m_window->analysis()->setCoalesceMs(0);
    PresentationWindow *p = open();
    QVERIFY(p);
    QTRY_VERIFY_WITH_TIMEOUT(m_window->analysis()->latest() && !m_window->analysis()->isStale(), 20000);
    QVERIFY(m_window->analysis()->latest()->hasVariants);
    p->setPage(p->pageCount() - 1);
    QVERIFY(p->whatIf()->isVisible());
    const auto &rows = p->whatIf()->rows();
    QVERIFY(!rows.empty());
    int shown = 0;
    for (std::size_t i = 0; i < rows.size(); ++i) {
        if (!rows[i].feasible || rows[i].refused)
            continue;
        const auto *p90 = p->whatIf()->findChild<QLabel *>(QStringLiteral("whatIf.%1.p90").arg(i));
        QVERIFY(p90);
        QVERIFY(!std::isnan(rows[i].costP90Usd));
        QCOMPARE(p90->text(), planner::formatUsd(rows[i].costP90Usd));
        ++shown;
    }
    QVERIFY(shown > 3);
}

void TestPresentation::infeasiblePlanShowsNoTotals()
{
    m_window->analysis()->setCoalesceMs(0);
    PresentationWindow *p = open();
    QVERIFY(p);
    planner::ScenarioDocument *doc = m_window->document();
    // A 405B model on 8 accelerators does not fit: one undoable step.
    QVERIFY(!doc->setValues({{InputId::ModelParameters, 4.05e11}, {InputId::ClusterGpuCount, 8}},
                            QStringLiteral("405B on 8")));
    QVERIFY(!doc->result().feasible());
    planner::KpiTile *total = p->tile(QStringLiteral("presentation.total"));
    QCOMPARE(total->value(), PresentationWindow::tr("No valid plan"));
    QVERIFY2(total->detail().contains(QStringLiteral("fit"), Qt::CaseInsensitive),
             qPrintable(total->detail()));
    // No figure anywhere: the totals of a plan that cannot run are floors.
    for (const char *name :
         {"presentation.total", "presentation.days", "presentation.budget", "presentation.unitCost"}) {
        const QString value = p->tile(QString::fromLatin1(name))->value();
        QVERIFY2(!value.contains(QLatin1Char('$')) && !value.contains(QLatin1String("day")),
                 qPrintable(value));
    }
    // The Monte Carlo of the plan arrives and puts no range in place of the reason.
    QTRY_VERIFY_WITH_TIMEOUT(m_window->analysis()->latest() && !m_window->analysis()->isStale(), 20000);
    QVERIFY(!total->detail().contains(QStringLiteral("P10")));
    // The checkpoint chart greys its whole axis.
    p->setPage(1);
    auto *region = p->chart(1)->plot()->findChild<QCPItemRect *>(QStringLiteral("infeasibleRegion"));
    QVERIFY(region && region->visible());

    // Back to a valid plan: the figures return.
    doc->undoStack()->undo();
    QVERIFY(doc->result().feasible());
    QCOMPARE(total->value(), planner::formatUsd(doc->result().totalUsd));
    QTRY_VERIFY_WITH_TIMEOUT(total->detail().contains(QStringLiteral("P10–P90")), 20000);
}

void TestPresentation::escapeLeaves()
{
    QPointer<PresentationWindow> p = open();
    QVERIFY(p);
    QTest::keyClick(p.data(), Qt::Key_Escape);
    QTRY_VERIFY(!p); // closed and deleted
    QVERIFY(m_window->isVisible());
    QVERIFY(!m_window->mode<planner::PresentationMode>()->window());
    // It opens again afterwards.
    QVERIFY(open());
}

void TestPresentation::chineseTexts()
{
    PresentationWindow *p = open();
    QVERIFY(p);
    auto *leave = p->findChild<QPushButton *>(QStringLiteral("leavePresentation"));
    auto *halve = p->findChild<QPushButton *>(QStringLiteral("halveAccelerators"));
    const QString english = leave->text();
    const QString englishHalve = halve->text();
    m_languages->setLanguage(QStringLiteral("zh_CN"));
    QTRY_VERIFY(leave->text() != english);
    QVERIFY(halve->text() != englishHalve);
    QCOMPARE(p->pageIndicatorText(), QStringLiteral("1 / 10"));
    QVERIFY(p->findChild<QLabel *>(QStringLiteral("pageTitle"))->text() != QLatin1String("Cost breakdown"));
}

PLANNER_TEST_MAIN(TestPresentation)
} // namespace tst_presentation

#include "tst_presentation.moc"
