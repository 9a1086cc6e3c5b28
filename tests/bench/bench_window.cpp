// SPDX-License-Identifier: GPL-3.0-or-later
// Benchmark of the live what-if window at 1600×1000:
//  1. start-up: from process start and from main() to the first complete
//     paint of the window (all visible charts painted);
//  2. the live path: from a slider value change (during a drag) to the
//     finished repaint of every visible chart, over the six primary sliders,
//     on the Overview, Trade-offs and Feasible region tabs (the region alone
//     on its tab: the coarse grid of point estimates while the slider is held);
//  3. the feasible region at P90: from a slider's release to the repaint of
//     the region the worker computed (the target: 300 ms).
// Prints p50/p95/max in ms. Not a test: run by hand.
//   QT_QPA_PLATFORM=offscreen ./tests/bench/bench_window [iterations]
// (or under a real X server / Xvfb with QT_QPA_PLATFORM=xcb).
#include "charts/core/chartview.h"
#include "charts/core/regionworker.h"
#include "charts/plots/feasibleregionchart.h"
#include "modes/plan/chartarea.h"
#include "services/analysisworker.h"

#include "modes/plan/planmode.h"
#include "services/languagemanager.h"
#include "shell/mainwindow.h"
#include <QTabWidget>

#include "document/scenariodocument.h"

#include "plan/catalog.h"
#include "plan/scenario.h"

#include <qcustomplot.h>

#include <QApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QSlider>
#include <QStandardPaths>
#include <QThread>

#include <algorithm>
#include <cstdio>
#include <limits>
#include <set>
#include <vector>

// Under callgrind (README, "Benchmarks"), only the Overview's moves are
// counted; elsewhere the macro does nothing.
#if __has_include(<valgrind/callgrind.h>)
#include <valgrind/callgrind.h>
#else
#define CALLGRIND_TOGGLE_COLLECT                                                                             \
    do {                                                                                                     \
    } while (false)
#endif

namespace {

/** Watches the visible charts: which ones replotted and when each was
 *  last painted, so the end of a change is the last paint of every chart the
 *  change replotted (charts whose data did not change do not repaint). */
class PaintWatch : public QObject
{
public:
    explicit PaintWatch(const QElapsedTimer &clock) : m_clock(clock) {}
    void watch(const std::vector<planner::ChartView *> &charts)
    {
        for (planner::ChartView *c : charts) {
            QCustomPlot *plot = c->plot();
            m_widgets.insert(plot);
            plot->installEventFilter(this);
            QObject::connect(plot, &QCustomPlot::afterReplot, this, [this, plot] {
                m_replotted.insert(plot);
                ++m_activity;
            });
        }
    }
    void reset()
    {
        m_replotted.clear();
        m_painted.clear();
        m_lastPaintNs = 0;
    }
    /** Every replotted chart has painted since (or all charts, at start-up). */
    bool done(bool requireAll) const
    {
        if (requireAll)
            return m_painted.size() == m_widgets.size();
        if (m_replotted.empty())
            return false;
        return std::all_of(m_replotted.begin(), m_replotted.end(),
                           [this](QObject *o) { return m_painted.count(o) > 0; });
    }
    qint64 lastPaintNs() const { return m_lastPaintNs; }
    std::size_t replottedCount() const { return m_replotted.size(); }
    int activity() const { return m_activity; }

protected:
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (event->type() == QEvent::Paint && m_widgets.count(watched)) {
            m_painted.insert(watched);
            m_lastPaintNs = m_clock.nsecsElapsed();
            ++m_activity;
        }
        return false;
    }

private:
    const QElapsedTimer &m_clock;
    std::set<QObject *> m_widgets;
    std::set<QObject *> m_replotted;
    std::set<QObject *> m_painted;
    qint64 m_lastPaintNs = 0;
    int m_activity = 0;
};

double percentile(std::vector<double> v, double p)
{
    if (v.empty())
        return std::numeric_limits<double>::quiet_NaN();
    std::sort(v.begin(), v.end());
    const auto i = static_cast<std::size_t>(p * static_cast<double>(v.size() - 1) + 0.5);
    return v[std::min(i, v.size() - 1)];
}

/** Milliseconds since the process started (from /proc; 10 ms resolution). */
double msSinceProcessStart()
{
    QFile stat(QStringLiteral("/proc/self/stat"));
    QFile uptime(QStringLiteral("/proc/uptime"));
    if (!stat.open(QIODevice::ReadOnly) || !uptime.open(QIODevice::ReadOnly))
        return -1;
    const QByteArray s = stat.readAll();
    const QList<QByteArray> fields = s.mid(s.lastIndexOf(')') + 2).split(' ');
    // Field 22 of stat (index 19 after the command) is the start time in ticks.
    const double startTicks = fields.value(19).toDouble();
    const double up = uptime.readAll().split(' ').value(0).toDouble();
    return (up - startTicks / 100.0) * 1000.0;
}

} // namespace

int main(int argc, char *argv[])
{
    QElapsedTimer sinceMain;
    sinceMain.start();
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    QStandardPaths::setTestModeEnabled(true); // do not touch the user's settings
    QApplication::setOrganizationName(QStringLiteral("llm-tco-planner-bench"));
    QApplication::setApplicationName(QStringLiteral("bench_window"));
    const int iterations = argc > 1 ? std::max(12, atoi(argv[1])) : 240;

    // 1. Start-up to first paint.
    QElapsedTimer sinceWindow;
    sinceWindow.start();
    planner::LanguageManager languages;
    languages.setLanguage(QStringLiteral("en"));
    planner::MainWindow window(tco::Catalog::builtIn(), tco::defaultScenario(), &languages);
    window.resize(1600, 1000);
    QElapsedTimer clock;
    clock.start();
    PaintWatch watch(clock);
    watch.watch(window.mode<planner::PlanMode>()->chartArea()->visibleCharts());
    window.show();
    while (!watch.done(true))
        QCoreApplication::processEvents(QEventLoop::AllEvents, 5);
    const double startMain = static_cast<double>(sinceMain.nsecsElapsed()) / 1e6;
    const double startWindow = static_cast<double>(sinceWindow.nsecsElapsed()) / 1e6;
    const double startProcess = msSinceProcessStart();

    // Let the first Monte Carlo settle so it does not skew the first samples.
    QElapsedTimer settle;
    settle.start();
    while (window.analysis()->isStale() && settle.elapsed() < 10000)
        QCoreApplication::processEvents(QEventLoop::AllEvents, 20);

    std::printf("bench_window: %s, window %dx%d, Monte Carlo %d samples off-thread\n",
                qPrintable(QGuiApplication::platformName()), window.width(), window.height(),
                window.analysis()->samples());
    std::printf("start-up to first complete paint: %.0f ms from process start, %.0f ms from main(), "
                "%.0f ms from window construction\n",
                startProcess, startMain, startWindow);

    // 2. Slider change -> all visible charts repainted, on each chart tab
    //    that follows the sliders (History barely moves).
    const char *keys[] = {"model.parameters",         "data.tokens",         "compute.mfu",
                          "checkpoint.intervalHours", "storage.hotFraction", "cluster.gpuCount"};
    for (int tab = 0; tab < 3; ++tab) {
        // Instructions are counted for the Overview's moves only (run with
        // --collect-atstart=no); BENCH_WINDOW_OVERVIEW_ONLY stops after them.
        if (tab == 0)
            CALLGRIND_TOGGLE_COLLECT;
        if (tab == 1) {
            CALLGRIND_TOGGLE_COLLECT;
            if (qEnvironmentVariableIsSet("BENCH_WINDOW_OVERVIEW_ONLY"))
                return 0;
        }
        window.mode<planner::PlanMode>()->chartArea()->tabs()->setCurrentIndex(tab);
        for (int i = 0; i < 10; ++i)
            QCoreApplication::processEvents(QEventLoop::AllEvents, 10);
        PaintWatch tabWatch(clock);
        tabWatch.watch(window.mode<planner::PlanMode>()->chartArea()->visibleCharts());
        std::vector<double> all, mcMs;
        std::size_t replotted = 0;
        qint64 mcAt = 0;
        QObject::connect(window.analysis(), &planner::AnalysisWorker::finished, &tabWatch,
                         [&] { mcAt = clock.nsecsElapsed(); });
        std::vector<std::vector<double>> perSlider(std::size(keys));
        const int movesPerDrag = 12;
        int done = 0;
        for (std::size_t k = 0; done < iterations; k = (k + 1) % std::size(keys)) {
            auto *slider = window.findChild<QSlider *>(QStringLiteral("slider.") + QLatin1String(keys[k]));
            if (!slider) {
                std::fprintf(stderr, "no slider for %s\n", keys[k]);
                return 1;
            }
            const int start = slider->value();
            const int span = std::max(20, slider->maximum() / 5);
            const int direction = start + span <= slider->maximum() ? 1 : -1;
            slider->setSliderDown(true);
            for (int m = 1; m <= movesPerDrag && done < iterations; ++m, ++done) {
                tabWatch.reset();
                const qint64 t0 = clock.nsecsElapsed();
                slider->setValue(start + direction * span * m / movesPerDrag);
                // Until every chart the change replotted has painted and the
                // event queue has gone quiet (no new replot or paint).
                int quietPasses = 0;
                mcAt = 0;
                while (!tabWatch.done(false) || quietPasses < 3) {
                    const int before = tabWatch.activity();
                    QCoreApplication::processEvents();
                    quietPasses = tabWatch.activity() == before ? quietPasses + 1 : 0;
                }
                replotted += tabWatch.replottedCount();
                const double ms = static_cast<double>(tabWatch.lastPaintNs() - t0) / 1e6;
                all.push_back(ms);
                perSlider[k].push_back(ms);
                if (mcAt)
                    mcMs.push_back(static_cast<double>(mcAt - t0) / 1e6);
                // A mouse reports at most every ~8 ms (120 Hz); the gap lets
                // the worker thread and timers run as they would.
                QThread::msleep(8);
                QCoreApplication::processEvents();
            }
            // Release (axes rescale) and let the repaint finish before the next drag.
            slider->setSliderDown(false);
            for (int i = 0; i < 5; ++i)
                QCoreApplication::processEvents(QEventLoop::AllEvents, 10);
        }
        std::printf("tab \"%s\" (%zu charts): slider change -> visible charts repainted, %zu changes, "
                    "%.1f charts replotted per change: p50 %.2f ms, p95 %.2f ms, max %.2f ms\n",
                    qPrintable(window.mode<planner::PlanMode>()->chartArea()->tabs()->tabText(tab)),
                    window.mode<planner::PlanMode>()->chartArea()->visibleCharts().size(), all.size(),
                    static_cast<double>(replotted) / static_cast<double>(all.size()), percentile(all, 0.5),
                    percentile(all, 0.95), *std::max_element(all.begin(), all.end()));
        for (planner::ChartView *c : window.mode<planner::PlanMode>()->chartArea()->visibleCharts())
            std::printf("  %-28s replot %.2f ms (QCustomPlot's average)\n", qPrintable(c->objectName()),
                        c->plot()->replotTime(true));
        if (!mcMs.empty())
            std::printf("  Monte Carlo result arrived (%zu of %zu changes): p50 %.2f ms, p95 %.2f ms\n",
                        mcMs.size(), all.size(), percentile(mcMs, 0.5), percentile(mcMs, 0.95));
        for (std::size_t k = 0; k < std::size(keys); ++k)
            if (!perSlider[k].empty())
                std::printf("  %-26s p50 %6.2f ms  p95 %6.2f ms\n", keys[k], percentile(perSlider[k], 0.5),
                            percentile(perSlider[k], 0.95));
    }

    // 2b. Slider move -> its Monte Carlo shown (KPI P10–P90 and histogram),
    //     on the Overview tab: during a drag every move starts the Monte
    //     Carlo at once, off the GUI thread; a result overtaken by the next
    //     move is dropped, so this times moves a mouse makes every ~16 ms.
    {
        window.mode<planner::PlanMode>()->chartArea()->tabs()->setCurrentIndex(0);
        for (int i = 0; i < 10; ++i)
            QCoreApplication::processEvents(QEventLoop::AllEvents, 10);
        qint64 shownNs = 0;
        QObject::connect(window.analysis(), &planner::AnalysisWorker::finished,
                         [&] { shownNs = clock.nsecsElapsed(); });
        std::vector<double> risk;
        const int moves = std::max(30, iterations / 4);
        auto *slider = window.findChild<QSlider *>(QStringLiteral("slider.compute.mfu"));
        const int start = slider->value();
        slider->setSliderDown(true);
        for (int m = 0; m < moves; ++m) {
            shownNs = 0;
            const qint64 t0 = clock.nsecsElapsed();
            slider->setValue(start + (m % 2 == 0 ? 1 : -1) * (1 + m % 7));
            QElapsedTimer wait;
            wait.start();
            while (shownNs == 0 && wait.elapsed() < 1000)
                QCoreApplication::processEvents(QEventLoop::AllEvents, 1);
            if (shownNs > 0)
                risk.push_back(static_cast<double>(shownNs - t0) / 1e6);
            QThread::msleep(16);
            QCoreApplication::processEvents();
        }
        slider->setSliderDown(false);
        for (int i = 0; i < 20; ++i)
            QCoreApplication::processEvents(QEventLoop::AllEvents, 10);
        if (!risk.empty())
            std::printf(
                "slider move -> its Monte Carlo (%d samples) shown in the KPI and histogram, %zu of %d "
                "moves: p50 %.2f ms, p95 %.2f ms, max %.2f ms\n",
                window.analysis()->samples(), risk.size(), moves, percentile(risk, 0.5),
                percentile(risk, 0.95), *std::max_element(risk.begin(), risk.end()));
    }

    // 3. Release -> the P90 region repainted, on the Feasible region tab.
    {
        window.mode<planner::PlanMode>()->chartArea()->tabs()->setCurrentIndex(2);
        planner::FeasibleRegionChart *region = window.mode<planner::PlanMode>()->chartArea()->regionChart();
        tco::SolveTargets targets;
        targets.confidence = tco::Confidence::P90;
        region->setTargets(targets);
        region->worker()->waitForFinished();
        for (int i = 0; i < 10; ++i)
            QCoreApplication::processEvents(QEventLoop::AllEvents, 10);
        PaintWatch regionWatch(clock);
        regionWatch.watch({region});
        qint64 finishedNs = 0;
        QObject::connect(region->worker(), &planner::RegionWorker::finished,
                         [&] { finishedNs = clock.nsecsElapsed(); });
        std::vector<double> release;
        int unchanged = 0;
        const int releases = std::max(6, iterations / 20);
        for (int r = 0; r < releases; ++r) {
            const char *key = keys[static_cast<std::size_t>(r) % std::size(keys)];
            auto *slider = window.findChild<QSlider *>(QStringLiteral("slider.") + QLatin1String(key));
            const int start = slider->value();
            const int step = std::max(10, slider->maximum() / 20) * (r % 2 == 0 ? 1 : -1);
            slider->setSliderDown(true);
            slider->setValue(std::clamp(start + step, slider->minimum(), slider->maximum()));
            for (int i = 0; i < 3; ++i)
                QCoreApplication::processEvents();
            finishedNs = 0;
            const qint64 t0 = clock.nsecsElapsed();
            slider->setSliderDown(false);
            // A release that changed nothing (a slider already at its end)
            // asks for no new region: counted, not waited for.
            const auto repainted = [&] { return finishedNs != 0 && regionWatch.lastPaintNs() >= finishedNs; };
            QElapsedTimer wait;
            wait.start();
            while (!repainted() && wait.elapsed() < 5000)
                QCoreApplication::processEvents(QEventLoop::AllEvents, 1);
            if (!repainted()) {
                ++unchanged;
                continue;
            }
            release.push_back(static_cast<double>(regionWatch.lastPaintNs() - t0) / 1e6);
        }
        std::printf("feasible region at P90 (%dx%d cells, %d samples a cell, on a worker): slider release -> "
                    "P90 region repainted, %zu releases (%d asked for no new region): p50 %.1f ms, p95 %.1f "
                    "ms, max %.1f ms\n",
                    planner::FeasibleRegionChart::kFineColumns, planner::FeasibleRegionChart::kFineRows,
                    region->worker()->samples(), release.size(), unchanged, percentile(release, 0.5),
                    percentile(release, 0.95),
                    release.empty() ? 0.0 : *std::max_element(release.begin(), release.end()));
    }
    return 0;
}
