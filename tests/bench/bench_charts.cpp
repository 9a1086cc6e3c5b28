// SPDX-License-Identifier: GPL-3.0-or-later
// The live path end to end (docs/architecture.md): every chart on screen in a
// 1600 x 1000 grid; for 200 slider steps of compute.mfu: evaluate, refresh
// every chart, then force a synchronous repaint of each plot. Prints the
// p50 / p95 / max time per step and a split into model + refresh and
// replot. A benchmark, not a pass/fail test: timings on shared machines
// are noise for a threshold.
#include "charts/plots/checkpointintervalchart.h"
#include "charts/plots/costbreakdownchart.h"
#include "charts/plots/costhistorychart.h"
#include "charts/plots/gpucountchart.h"
#include "charts/plots/mfuchart.h"
#include "charts/plots/riskhistogramchart.h"
#include "charts/plots/scalinglawchart.h"
#include "charts/plots/sensitivitychart.h"
#include "charts/plots/storagetierchart.h"
#include "plan/evaluate.h"

#include <qcustomplot.h>

#include <QElapsedTimer>
#include <QGridLayout>
#include <QTest>

#include <algorithm>
#include <cmath>
#include <vector>

using namespace planner;

namespace {

double percentile(std::vector<double> v, double q)
{
    if (v.empty())
        return 0;
    std::sort(v.begin(), v.end());
    const auto i = static_cast<std::size_t>(std::lround(q * static_cast<double>(v.size() - 1)));
    return v[i];
}

} // namespace

class BenchCharts : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void livePath()
    {
        const tco::Catalog &catalog = tco::Catalog::builtIn();
        tco::Scenario scenario = tco::defaultScenario();
        tco::Result result = tco::evaluate(scenario, catalog);

        QWidget window;
        auto *grid = new QGridLayout(&window);
        const std::vector<ChartView *> charts{
            new CostBreakdownChart, new CheckpointIntervalChart, new MfuChart,
            new GpuCountChart,      new StorageTierChart,        new ScalingLawChart,
            new CostHistoryChart,   new SensitivityChart,        new RiskHistogramChart,
        };
        for (std::size_t i = 0; i < charts.size(); ++i)
            grid->addWidget(charts[i], static_cast<int>(i / 3), static_cast<int>(i % 3));
        window.resize(1600, 1000);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));

        // Risk and sensitivity come from the worker thread in the window;
        // fill them once so their plots have something to draw.
        static_cast<SensitivityChart *>(charts[7])->setSensitivity(tco::sensitivity(scenario, catalog),
                                                                   result.totalUsd);
        static_cast<RiskHistogramChart *>(charts[8])->setRisk(tco::monteCarlo(scenario, catalog, 2000, 1));
        for (ChartView *chart : charts)
            chart->refresh(ChartInputs{&scenario, &result, &catalog, false});
        QCoreApplication::processEvents();

        constexpr int kSteps = 200;
        std::vector<double> total, model, draw;
        QElapsedTimer timer;
        for (int step = 0; step < kSteps; ++step) {
            // A slider dragged back and forth between 30 % and 50 %.
            const double phase = static_cast<double>(step % 100) / 99.0;
            const double mfu = 0.30 + 0.20 * (step < 100 ? phase : 1.0 - phase);
            timer.start();
            scenario.set(tco::InputId::ComputeMfu, mfu);
            result = tco::evaluate(scenario, catalog);
            const ChartInputs in{&scenario, &result, &catalog, true};
            for (ChartView *chart : charts)
                chart->refresh(in);
            const double afterRefresh = static_cast<double>(timer.nsecsElapsed()) / 1e6;
            for (ChartView *chart : charts)
                chart->plot()->replot(QCustomPlot::rpImmediateRefresh); // replot + repaint()
            const double ms = static_cast<double>(timer.nsecsElapsed()) / 1e6;
            total.push_back(ms);
            model.push_back(afterRefresh);
            draw.push_back(ms - afterRefresh);
        }
        // Release: rescale once, as the window does.
        for (ChartView *chart : charts)
            chart->refresh(ChartInputs{&scenario, &result, &catalog, false});

        qInfo("bench_charts: %d steps, 9 charts, %dx%d, device pixel ratio %.1f", kSteps, window.width(),
              window.height(), window.devicePixelRatioF());
        qInfo("  per step       p50 %7.2f ms   p95 %7.2f ms   max %7.2f ms", percentile(total, 0.5),
              percentile(total, 0.95), percentile(total, 1.0));
        qInfo("  model+refresh  p50 %7.2f ms   p95 %7.2f ms", percentile(model, 0.5),
              percentile(model, 0.95));
        qInfo("  replot+paint   p50 %7.2f ms   p95 %7.2f ms", percentile(draw, 0.5), percentile(draw, 0.95));
    }
};

QTEST_MAIN(BenchCharts)
#include "bench_charts.moc"
