// SPDX-License-Identifier: GPL-3.0-or-later
// The window's analyses off the GUI thread, through the real window,
// offscreen: the Monte Carlo of a burst of edits is coalesced and arrives
// for the last one, it runs on the window's own pool (never on Qt's, which
// painting uses), and a move's Monte Carlo lands in the move's own paint.
#include "background/backgroundpool.h"
#include "charts/core/chartview.h"
#include "modes/plan/chartarea.h"
#include "modes/plan/kpiheader.h"
#include "modes/plan/planmode.h"
#include "services/analysisworker.h"
#include "widgets/kpitile.h"

#include "document/scenariodocument.h"

#include "analysis/analysis.h"
#include "plan/scenario.h"

#include <qcustomplot.h>

#include "testmain.h"
#include "windowfixture.h"

#include <QElapsedTimer>
#include <QSignalSpy>
#include <QTabWidget>
#include <QTest>
#include <QThread>
#include <QThreadPool>

#include <map>
#include <memory>

namespace tst_liveanalysis { // one namespace a test file: tests/testmain.h, "Unity builds"

using planner::MainWindow;
using tco::InputId;

class TestLiveAnalysis : public planner::tests::WindowFixture
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void init();
    void cleanup();

    void monteCarloArrivesOffThread();
    void analysesLeaveQtsPoolToPainting();
    void aMovesMonteCarloLandsInTheSamePaint();
};

void TestLiveAnalysis::initTestCase()
{
    planner::tests::useOwnSettings("tst_liveanalysis");
}

void TestLiveAnalysis::init()
{
    QVERIFY(openWindow());
    m_window->mode<planner::PlanMode>()->chartArea()->tabs()->setCurrentIndex(0);
}

void TestLiveAnalysis::cleanup()
{
    closeWindow();
}

void TestLiveAnalysis::monteCarloArrivesOffThread()
{
    planner::AnalysisWorker *analysis = m_window->analysis();
    QSignalSpy finished(analysis, &planner::AnalysisWorker::finished);
    if (!analysis->latest() || analysis->isStale())
        QVERIFY(finished.wait(20000));
    auto *total = m_window->mode<planner::PlanMode>()->kpiHeader()->tile(QStringLiteral("kpi.total"));
    QVERIFY2(total->detail().contains(QStringLiteral("P10–P90: $")), qPrintable(total->detail()));
    const auto *out = analysis->latest();
    QVERIFY(out);
    QVERIFY(out->risk.costP10 <= out->risk.costP50 && out->risk.costP50 <= out->risk.costP90);
    QVERIFY(!out->sensitivity.empty());

    // A burst of changes is coalesced; only the result for the last one is kept.
    finished.clear();
    planner::ScenarioDocument *doc = m_window->document();
    for (double mfu : {0.41, 0.42, 0.43, 0.44, 0.45})
        QVERIFY(!doc->setValue(InputId::ComputeMfu, mfu, true));
    doc->endInteraction();
    QVERIFY(analysis->isStale());
    QVERIFY(finished.wait(20000));
    QVERIFY(!analysis->isStale());
    const tco::RiskSummary expected =
        tco::monteCarlo(doc->scenario(), doc->catalog(), analysis->samples(), analysis->seed());
    QCOMPARE(analysis->latest()->risk.costP50, expected.costP50);
}

void TestLiveAnalysis::analysesLeaveQtsPoolToPainting()
{
    // Qt 6.4 paints a large fill in parts on its global pool and waits for
    // them: a Monte Carlo running there held up the charts' paint of a
    // slider move (background/backgroundpool.h).
    planner::AnalysisWorker *analysis = m_window->analysis();
    // The job of the window's start must be over, not just its first result
    // shown: between its thread's end and the watcher's signal the worker
    // still counts as running while the pool is already idle.
    QTRY_VERIFY_WITH_TIMEOUT(!analysis->isRunning(), 60000);
    analysis->setSamples(200000); // long enough to be seen running
    planner::ScenarioDocument *doc = m_window->document();
    QVERIFY(!doc->setValue(InputId::ComputeMfu, 0.43, true)); // a drag: the job starts at once
    QVERIFY(analysis->isRunning());
    QVERIFY(planner::backgroundPool()->activeThreadCount() >= 1);
    // Qt's pool may still be winding down a paint's parts at this instant
    // (a pristine CI machine saw 2 active), but it never holds the Monte
    // Carlo: it drains while the job still runs on the background pool.
    QVERIFY(QThreadPool::globalInstance()->waitForDone(10000));
    QVERIFY(planner::backgroundPool()->activeThreadCount() >= 1);
    doc->endInteraction();
    analysis->setSamples(0);
    QTRY_VERIFY_WITH_TIMEOUT(!analysis->isRunning() && !analysis->isStale(), 60000);
}

void TestLiveAnalysis::aMovesMonteCarloLandsInTheSamePaint()
{
    // A slider move's Monte Carlo, done on the other core while this thread
    // replots, arrived just behind the window's paint: the move's charts
    // painted, then the histogram and the P10-P90 range in a second paint.
    planner::AnalysisWorker *analysis = m_window->analysis();
    auto *charts = m_window->mode<planner::PlanMode>()->chartArea();
    charts->tabs()->setCurrentIndex(0);
    QSignalSpy finished(analysis, &planner::AnalysisWorker::finished);
    QTRY_VERIFY_WITH_TIMEOUT(!analysis->isRunning() && !analysis->isStale(), 60000);
    QTest::qWait(50);
    struct Passes : QObject {
        int passes = 0;
        std::map<QObject *, int> paintedIn;
        bool eventFilter(QObject *watched, QEvent *event) override
        {
            if (event->type() == QEvent::UpdateRequest)
                ++passes;
            else if (event->type() == QEvent::Paint)
                paintedIn[watched] = passes;
            return false;
        }
    } passes;
    m_window->installEventFilter(&passes);
    QCustomPlot *risk = nullptr, *cost = nullptr;
    for (planner::ChartView *chart : charts->visibleCharts()) {
        chart->plot()->installEventFilter(&passes);
        if (chart->objectName() == QLatin1String("chart.risk"))
            risk = chart->plot();
        if (chart->objectName() == QLatin1String("chart.costBreakdown"))
            cost = chart->plot();
    }
    QVERIFY(risk && cost);
    planner::ScenarioDocument *doc = m_window->document();
    finished.clear();
    QVERIFY(!doc->setValue(InputId::ComputeMfu, 0.37, true)); // a drag: its Monte Carlo starts now
    // As on a busy GUI thread: the result is computed before the queue runs.
    QElapsedTimer waited;
    waited.start();
    while (!analysis->resultWaiting() && waited.elapsed() < 20000)
        QThread::msleep(1);
    QVERIFY(analysis->resultWaiting());
    QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, 20000);
    QTRY_VERIFY(passes.paintedIn.count(risk) && passes.paintedIn.count(cost));
    QTest::qWait(50);
    QCOMPARE(passes.paintedIn[risk], passes.paintedIn[cost]);
    doc->endInteraction();
    m_window->removeEventFilter(&passes);
}

PLANNER_TEST_MAIN(TestLiveAnalysis)
} // namespace tst_liveanalysis

#include "tst_liveanalysis.moc"
