// SPDX-License-Identifier: GPL-3.0-or-later
// Widget tests of the chart library: every chart refreshes from the default
// scenario, follows its input, builds its graphs once, exports PNG and PDF,
// and exposes hover text and export through seams (no dialogs open).
#include "charts/core/chartstyle.h"
#include "charts/core/infeasibleregion.h"
#include "charts/core/textitem.h"
#include "charts/plots/breakevenchart.h"
#include "charts/plots/checkpointintervalchart.h"
#include "charts/plots/costbreakdownchart.h"
#include "charts/plots/costhistorychart.h"
#include "charts/plots/goodputchart.h"
#include "charts/plots/gpucountchart.h"
#include "charts/plots/mfuchart.h"
#include "charts/plots/riskhistogramchart.h"
#include "charts/plots/scalinglawchart.h"
#include "charts/plots/sensitivitychart.h"
#include "charts/plots/storagetierchart.h"
#include "texts/numberformat.h"

#include "analysis/solve.h"
#include "plan/evaluate.h"

#include <qcustomplot.h>

#include "chartprobes.h"
#include "testmain.h"

#include <QFile>
#include <QImage>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <array>
#include <cmath>
#include <functional>
#include <limits>
#include <memory>
#include <tuple>

namespace tst_charts { // one namespace a test file: tests/testmain.h, "Unity builds"

using namespace planner;
using tco::InputId;

using namespace chartprobes;
using Factory = std::function<ChartView *()>;

class TestCharts : public QObject
{
    Q_OBJECT

private:
    tco::Scenario m_scenario;
    tco::Result m_result;
    const tco::Catalog *m_catalog = nullptr;

    ChartInputs inputs(bool interacting = false) const
    {
        return ChartInputs{&m_scenario, &m_result, m_catalog, interacting};
    }
    void set(InputId id, double value)
    {
        m_scenario.set(id, value);
        m_result = tco::evaluate(m_scenario, *m_catalog);
    }
    /** Refresh, plus the setters the window calls for risk and sensitivity. */
    void feed(ChartView *chart, bool interacting = false)
    {
        chart->refresh(inputs(interacting));
        if (auto *s = qobject_cast<SensitivityChart *>(chart))
            s->setSensitivity(tco::sensitivity(m_scenario, *m_catalog), m_result.totalUsd);
        if (auto *r = qobject_cast<RiskHistogramChart *>(chart))
            r->setRisk(tco::monteCarlo(m_scenario, *m_catalog, 400, 7));
    }
    /** A chart from `make` on screen at 900 × 560, fed and replotted; null
     *  when it could not be shown. */
    std::unique_ptr<ChartView> shownChart(const Factory &make)
    {
        std::unique_ptr<ChartView> chart(make());
        chart->resize(900, 560);
        chart->show();
        if (!QTest::qWaitForWindowExposed(chart.get()))
            return nullptr;
        feed(chart.get());
        chart->plot()->replot(QCustomPlot::rpImmediateRefresh);
        return chart;
    }
    static void addCharts()
    {
        QTest::addColumn<Factory>("make");
        QTest::newRow("cost breakdown") << Factory([] { return new CostBreakdownChart; });
        QTest::newRow("checkpoint interval") << Factory([] { return new CheckpointIntervalChart; });
        QTest::newRow("mfu") << Factory([] { return new MfuChart; });
        QTest::newRow("gpu count") << Factory([] { return new GpuCountChart; });
        QTest::newRow("storage tier") << Factory([] { return new StorageTierChart; });
        QTest::newRow("scaling law") << Factory([] { return new ScalingLawChart; });
        QTest::newRow("cost history") << Factory([] { return new CostHistoryChart; });
        QTest::newRow("sensitivity") << Factory([] { return new SensitivityChart; });
        QTest::newRow("risk histogram") << Factory([] { return new RiskHistogramChart; });
        QTest::newRow("goodput") << Factory([] { return new GoodputChart; });
        QTest::newRow("break-even") << Factory([] { return new BreakEvenChart; });
    }
    /** The charts that sweep an input along their x axis. */
    static void addSweepCharts()
    {
        QTest::addColumn<Factory>("make");
        QTest::newRow("checkpoint interval") << Factory([] { return new CheckpointIntervalChart; });
        QTest::newRow("mfu") << Factory([] { return new MfuChart; });
        QTest::newRow("storage tier") << Factory([] { return new StorageTierChart; });
        QTest::newRow("break-even") << Factory([] { return new BreakEvenChart; });
    }
    /** A dense 405B model on 8 accelerators: its training state does not
     *  fit, whatever the interval, MFU, storage or pricing. */
    void makeDoesNotFit()
    {
        set(InputId::ModelParameters, 4.05e11);
        set(InputId::ClusterGpuCount, 8);
        QVERIFY(m_result.has(tco::Condition::ModelDoesNotFit));
        QVERIFY(!m_result.feasible());
    }

    /** The buffers QCustomPlot set up at its last replot (protected: read
     *  through a pointer to the member, which any QCustomPlot has). */
    static qsizetype paintBuffers(QCustomPlot *plot)
    {
        struct Probe : QCustomPlot {
            static qsizetype count(QCustomPlot *p) { return (p->*(&Probe::mPaintBuffers)).size(); }
        };
        return Probe::count(plot);
    }
    static const QCPAbstractPlottable *firstGraphWithData(QCustomPlot *plot)
    {
        for (int i = 0; i < plot->graphCount(); ++i)
            if (plot->graph(i)->visible() && plot->graph(i)->data()->size() > 2)
                return plot->graph(i);
        return nullptr;
    }

private Q_SLOTS:
    void initTestCase()
    {
        QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
        m_catalog = &tco::Catalog::builtIn();
    }
    void init()
    {
        m_scenario = tco::defaultScenario();
        m_result = tco::evaluate(m_scenario, *m_catalog);
    }

    void refreshFillsEveryPlottable_data() { addCharts(); }
    void refreshFillsEveryPlottable()
    {
        QFETCH(Factory, make);
        std::unique_ptr<ChartView> chart(make());
        QVERIFY(!chart->title().isEmpty());
        QCOMPARE(chart->accessibleName(), chart->title());
        feed(chart.get());
        QCustomPlot *plot = chart->plot();
        QVERIFY(plot->plottableCount() > 0);
        int withData = 0;
        for (int i = 0; i < plot->plottableCount(); ++i)
            withData += dataCount(plot->plottable(i)) > 0 ? 1 : 0;
        QVERIFY2(withData > 0, "no plottable has data after refresh");
        QVERIFY(plot->legend->visible());
        QVERIFY(!plot->xAxis->label().isEmpty() || !plot->yAxis->label().isEmpty());
    }

    void graphsAreBuiltOnce_data() { addCharts(); }
    void graphsAreBuiltOnce()
    {
        QFETCH(Factory, make);
        std::unique_ptr<ChartView> chart(make());
        feed(chart.get());
        const int plottables = chart->plot()->plottableCount();
        const int items = chart->plot()->itemCount();
        const int legendItems = chart->plot()->legend->itemCount();
        set(InputId::ComputeMfu, 0.45);
        feed(chart.get());
        feed(chart.get(), true);
        QCOMPARE(chart->plot()->plottableCount(), plottables);
        QCOMPARE(chart->plot()->itemCount(), items);
        QCOMPARE(chart->plot()->legend->itemCount(), legendItems);
    }

    void refreshReusesTheBuffer()
    {
        // The live path swaps data in place: after the first refresh the
        // graph keeps pointing at the same memory.
        MfuChart chart;
        chart.refresh(inputs());
        auto *cost = static_cast<QCPGraph *>(plottable(&chart, QStringLiteral("cost")));
        QVERIFY(cost);
        const QCPGraphData *before = &*cost->data()->constBegin();
        set(InputId::ComputeMfu, 0.41);
        chart.refresh(inputs(true));
        QCOMPARE(&*cost->data()->constBegin(), before);
    }

    void exportWritesPngAndPdf_data() { addCharts(); }
    void exportWritesPngAndPdf()
    {
        QFETCH(Factory, make);
        std::unique_ptr<ChartView> chart(make());
        feed(chart.get());
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString png = dir.filePath(QStringLiteral("chart.png"));
        const QString pdf = dir.filePath(QStringLiteral("chart.pdf"));
        QVERIFY(chart->exportPng(png));
        QVERIFY(chart->exportPdf(pdf));
        const QImage image(png);
        QCOMPARE(image.size(), QSize(1600, 1000));
        QFile file(pdf);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QVERIFY(file.size() > 1000);
        QVERIFY(file.read(5) == "%PDF-");
    }

    void checkpointMarksOptimumAndCurrent()
    {
        CheckpointIntervalChart chart;
        chart.refresh(inputs());
        // The optimum is where "Use optimal" goes: the lowest total on the model's curve.
        const auto best = [&] { return tco::bestCheckpointIntervalHours(m_scenario, *m_catalog); };
        QCOMPARE(markerX(&chart, QStringLiteral("optimumMarker")), best());
        QCOMPARE(markerX(&chart, QStringLiteral("currentMarker")),
                 m_scenario.value(InputId::CheckpointIntervalHours));
        tco::Scenario atBest = m_scenario;
        atBest.set(InputId::CheckpointIntervalHours, best());
        auto *curve = static_cast<QCPGraph *>(plottable(&chart, QStringLiteral("cost")));
        for (auto it = curve->data()->constBegin(); it != curve->data()->constEnd(); ++it)
            if (std::isfinite(it->value))
                QVERIFY(it->value >= tco::evaluate(atBest, *m_catalog).totalUsd * (1 - 1e-9));
        for (const char *name : {"cost", "days", "costAllWarm", "costAllHot"})
            QVERIFY2(dataCount(plottable(&chart, QString::fromLatin1(name))) ==
                         CheckpointIntervalChart::kPoints,
                     name);

        set(InputId::CheckpointIntervalHours, 4.0);
        chart.refresh(inputs());
        QCOMPARE(markerX(&chart, QStringLiteral("currentMarker")), 4.0);
        QCOMPARE(markerX(&chart, QStringLiteral("optimumMarker")), best());
        QVERIFY(item<QCPItemText>(&chart, QStringLiteral("currentMarkerLabel"))
                    ->text()
                    .contains(QStringLiteral("4 h")));

        // More accelerators fail more often: the optimum moves.
        const double before = m_result.dalyIntervalHours;
        set(InputId::ClusterGpuCount, 16384);
        chart.refresh(inputs());
        QVERIFY(m_result.dalyIntervalHours < before);
        QCOMPARE(markerX(&chart, QStringLiteral("optimumMarker")), best());
    }

    void checkpointShowsCannotFinishAsGap()
    {
        CheckpointIntervalChart chart;
        chart.refresh(inputs());
        auto *cost = static_cast<QCPGraph *>(plottable(&chart, QStringLiteral("cost")));
        int gaps = 0;
        for (auto it = cost->data()->constBegin(); it != cost->data()->constEnd(); ++it) {
            tco::Scenario s = m_scenario;
            s.set(InputId::CheckpointIntervalHours, it->key);
            const bool blocked = !tco::evaluate(s, *m_catalog).feasible();
            QCOMPARE(std::isnan(it->value), blocked);
            gaps += blocked ? 1 : 0;
        }
        // At 48 h between checkpoints the default cluster cannot finish.
        QVERIFY(gaps > 0);
        QVERIFY(item<QCPItemRect>(&chart, QStringLiteral("infeasibleRegion"))->visible());
        QVERIFY(item<QCPItemText>(&chart, QStringLiteral("infeasibleLabel"))
                    ->text()
                    .contains(QStringLiteral("cannot finish")));

        set(InputId::FailuresGpuMtbfHours, 5e6); // hardly any failures: no region
        chart.refresh(inputs());
        QVERIFY(!item<QCPItemRect>(&chart, QStringLiteral("infeasibleRegion"))->visible());
        QVERIFY(!item<QCPItemText>(&chart, QStringLiteral("infeasibleLabel"))->visible());
    }

    void infeasiblePlanIsGreyedEverywhere_data() { addSweepCharts(); }
    void infeasiblePlanIsGreyedEverywhere()
    {
        // A plan that does not fit has no valid point anywhere on the sweep:
        // the whole axis is greyed, no curve is drawn and the label says why.
        QFETCH(Factory, make);
        makeDoesNotFit();
        const std::unique_ptr<ChartView> chart = shownChart(make);
        QVERIFY(chart);
        auto *region = item<QCPItemRect>(chart.get(), QStringLiteral("infeasibleRegion"));
        QVERIFY(region && region->visible());
        const QCPRange x = chart->plot()->xAxis->range();
        QVERIFY(region->topLeft->coords().x() <= x.lower);
        QVERIFY(region->bottomRight->coords().x() >= x.upper);
        QCOMPARE(pointsInside(chart->plot(), chart->plot()->axisRect()->rect()), 0);
        auto *label = item<QCPItemText>(chart.get(), QStringLiteral("infeasibleLabel"));
        QVERIFY(label->visible());
        QVERIFY2(label->text().contains(QStringLiteral("does not fit")), qPrintable(label->text()));
        // Not cut off: the whole label lies inside the axis rect.
        QVERIFY(QRectF(chart->plot()->axisRect()->rect()).contains(labelRect(label)));
    }

    void infeasiblePlanHasNoFigures()
    {
        // Charts of the plan's own figures show none for a plan that cannot
        // run, and say why; the history chart leaves the plan out.
        makeDoesNotFit();
        CostBreakdownChart breakdown;
        breakdown.refresh(inputs());
        double sum = 0;
        for (const tco::Phase p : {tco::Phase::Preparation, tco::Phase::Training, tco::Phase::PostTraining})
            for (const bool hidden : {false, true})
                for (auto it = breakdown.phaseBars(p, hidden)->data()->constBegin();
                     it != breakdown.phaseBars(p, hidden)->data()->constEnd(); ++it)
                    sum += it->value;
        QCOMPARE(sum, 0.0);
        auto *label = item<QCPItemText>(&breakdown, QStringLiteral("infeasibleLabel"));
        QVERIFY(label->visible());
        QVERIFY2(label->text().contains(QStringLiteral("does not fit")), qPrintable(label->text()));
        QVERIFY(!item<QCPItemText>(&breakdown, QStringLiteral("hiddenLabel"))->visible());

        SensitivityChart tornado;
        tornado.refresh(inputs());
        tornado.setSensitivity(tco::sensitivity(m_scenario, *m_catalog), m_result.totalUsd);
        QVERIFY(!plottable(&tornado, QStringLiteral("lower"))->visible());
        QVERIFY(item<QCPItemText>(&tornado, QStringLiteral("infeasibleLabel"))->visible());

        CostHistoryChart history;
        history.refresh(inputs());
        QCOMPARE(dataCount(plottable(&history, QStringLiteral("plan"))), 0);

        // Back to a valid plan: everything returns.
        init();
        breakdown.refresh(inputs());
        QVERIFY(!item<QCPItemText>(&breakdown, QStringLiteral("infeasibleLabel"))->visible());
        tornado.refresh(inputs());
        QVERIFY(plottable(&tornado, QStringLiteral("lower"))->visible());
        history.refresh(inputs());
        QCOMPARE(dataCount(plottable(&history, QStringLiteral("plan"))), 1);
    }

    void infeasibleLabelHidesNoCurve_data()
    {
        QTest::addColumn<double>("mtbfHours");
        QTest::addColumn<int>("width");
        QTest::newRow("default, wide") << 50000.0 << 900;
        QTest::newRow("default, narrow") << 50000.0 << 420;
        QTest::newRow("failure-prone, wide") << 8000.0 << 900;
        QTest::newRow("failure-prone, narrow") << 8000.0 << 420;
    }
    void infeasibleLabelHidesNoCurve()
    {
        // Part of the U cannot finish: the label sits in or beside the grey
        // region, inside the axis rect, and over no point of any curve.
        QFETCH(double, mtbfHours);
        QFETCH(int, width);
        set(InputId::FailuresGpuMtbfHours, mtbfHours);
        CheckpointIntervalChart chart;
        chart.resize(width, 460);
        chart.show();
        QVERIFY(QTest::qWaitForWindowExposed(&chart));
        chart.refresh(inputs());
        chart.plot()->replot(QCustomPlot::rpImmediateRefresh);
        auto *label = item<QCPItemText>(&chart, QStringLiteral("infeasibleLabel"));
        QVERIFY(item<QCPItemRect>(&chart, QStringLiteral("infeasibleRegion"))->visible());
        QVERIFY(label->visible());
        const QRectF r = labelRect(label);
        QVERIFY2(QRectF(chart.plot()->axisRect()->rect()).contains(r), "label cut off");
        QVERIFY2(pointsInside(chart.plot(), r) == 0, qPrintable(label->text()));
        // Beside the region the label says where it is: "here" would name
        // the valid plans it sits on (the default plan's region is a sliver
        // at the right end of the axis).
        auto *region = item<QCPItemRect>(&chart, QStringLiteral("infeasibleRegion"));
        const double regionLeft = region->topLeft->pixelPosition().x();
        const double regionRight = region->bottomRight->pixelPosition().x();
        const bool beside = r.right() < regionLeft || r.left() > regionRight;
        if (beside) {
            QVERIFY2(!label->text().contains(QStringLiteral("here")), qPrintable(label->text()));
            QVERIFY2(label->text().contains(QStringLiteral(" h")) ||
                         label->text().contains(QStringLiteral(" min")),
                     qPrintable(label->text()));
        }
    }

    void gpuCountNamesWhereNoPlanIsValid()
    {
        makeDoesNotFit();
        GpuCountChart chart;
        chart.resize(900, 560);
        chart.show();
        QVERIFY(QTest::qWaitForWindowExposed(&chart));
        chart.refresh(inputs());
        chart.plot()->replot(QCustomPlot::rpImmediateRefresh);
        // No dot for a plan without totals; the label names the reason.
        QCOMPARE(dataCount(plottable(&chart, QStringLiteral("current"))), 0);
        QVERIFY(!item<QCPItemText>(&chart, QStringLiteral("currentLabel"))->visible());
        auto *label = item<QCPItemText>(&chart, QStringLiteral("infeasibleLabel"));
        QVERIFY(label->visible());
        QVERIFY2(label->text().contains(QStringLiteral("does not fit")), qPrintable(label->text()));
        QVERIFY(QRectF(chart.plot()->axisRect()->rect()).contains(labelRect(label)));
        // Counts that fit are on the curve; those that do not are left out.
        auto *curve = qobject_cast<QCPCurve *>(plottable(&chart, QStringLiteral("curve")));
        for (auto it = curve->data()->constBegin(); it != curve->data()->constEnd(); ++it) {
            QVERIFY(std::isfinite(it->key) && std::isfinite(it->value));
        }
    }

    void breakEvenMarksTheModelsBreakEven()
    {
        BreakEvenChart chart;
        chart.refresh(inputs());
        const tco::BreakEven be = tco::breakEven(m_scenario, *m_catalog);
        QVERIFY(be.vsOnDemand.has_value());
        QCOMPARE(markerX(&chart, QStringLiteral("breakEvenOnDemandMarker")), *be.vsOnDemand);
        QCOMPARE(item<QCPItemStraightLine>(&chart, QStringLiteral("breakEvenReservedMarker"))->visible(),
                 be.vsReserved.has_value());
        if (be.vsReserved)
            QCOMPARE(markerX(&chart, QStringLiteral("breakEvenReservedMarker")), *be.vsReserved);
        QCOMPARE(markerX(&chart, QStringLiteral("currentMarker")),
                 m_scenario.value(InputId::OwnershipFleetUtilization));

        // The rental lines are the plan's own totals in each mode ...
        const auto totalIn = [&](tco::PricingMode mode) {
            tco::Scenario s = m_scenario;
            s.set(InputId::PricingMode, static_cast<double>(mode));
            return tco::evaluate(s, *m_catalog).totalUsd;
        };
        auto *onDemand = static_cast<QCPGraph *>(plottable(&chart, QStringLiteral("onDemand")));
        QCOMPARE(onDemand->data()->constBegin()->value, totalIn(tco::PricingMode::OnDemand));
        QCOMPARE(static_cast<QCPGraph *>(plottable(&chart, QStringLiteral("reserved")))
                     ->data()
                     ->constBegin()
                     ->value,
                 totalIn(tco::PricingMode::Reserved));
        QCOMPARE(
            static_cast<QCPGraph *>(plottable(&chart, QStringLiteral("spot")))->data()->constBegin()->value,
            totalIn(tco::PricingMode::Spot));
        // ... and at the marked utilisation buying costs what renting does.
        tco::Scenario buy = m_scenario;
        buy.set(InputId::PricingMode, static_cast<double>(tco::PricingMode::Buy));
        buy.set(InputId::OwnershipFleetUtilization, *be.vsOnDemand);
        const double buyTotal = tco::evaluate(buy, *m_catalog).totalUsd;
        QVERIFY(std::abs(buyTotal / totalIn(tco::PricingMode::OnDemand) - 1.0) < 0.01);
        auto *points = static_cast<QCPGraph *>(plottable(&chart, QStringLiteral("breakEvenPoints")));
        QCOMPARE(points->data()->size(), (be.vsOnDemand ? 1 : 0) + (be.vsReserved ? 1 : 0));
        // The buy curve falls as utilisation rises: idle owned hardware costs.
        auto *curve = static_cast<QCPGraph *>(plottable(&chart, QStringLiteral("buy")));
        QCOMPARE(dataCount(curve), BreakEvenChart::kPoints);
        QVERIFY(curve->data()->constBegin()->value > (curve->data()->constEnd() - 1)->value);
        QVERIFY(curve->data()->constBegin()->key <= *be.vsOnDemand);
    }

    void goodputSharesSumToOne()
    {
        set(InputId::ClusterGpuCount, 16384);
        GoodputChart chart;
        chart.refresh(inputs());
        double planSum = 0;
        const std::array<double, GoodputChart::PartCount> expected{
            m_result.goodput.productive, m_result.goodput.checkpoint, m_result.goodput.lostWork,
            m_result.goodput.restart, m_result.goodput.stall};
        for (int p = 0; p < GoodputChart::PartCount; ++p) {
            QCPBars *bars = chart.bars(static_cast<GoodputChart::Part>(p));
            QCOMPARE(bars->data()->size(), static_cast<int>(GoodputChart::kFactors.size()));
            const double v = (bars->data()->constBegin() + GoodputChart::kPlanIndex)->value;
            QCOMPARE(v, expected[static_cast<std::size_t>(p)]);
            planSum += v;
        }
        QVERIFY2(std::abs(planSum - 1.0) < 1e-9, qPrintable(QString::number(planSum, 'g', 12)));
        QCOMPARE(chart.countAt(GoodputChart::kPlanIndex), 16384.0);
        // Every other count: a full bar of shares, or a grey one without a valid plan.
        auto *grey = static_cast<QCPBars *>(plottable(&chart, QStringLiteral("infeasible")));
        for (int i = 0; i < static_cast<int>(GoodputChart::kFactors.size()); ++i) {
            double sum = 0;
            for (int p = 0; p < GoodputChart::PartCount; ++p)
                sum += (chart.bars(static_cast<GoodputChart::Part>(p))->data()->constBegin() + i)->value;
            tco::Scenario s = m_scenario;
            s.set(InputId::ClusterGpuCount, chart.countAt(i));
            const bool feasible = tco::evaluate(s, *m_catalog).feasible();
            QVERIFY(std::abs(sum - (feasible ? 1.0 : 0.0)) < 1e-9);
            QCOMPARE((grey->data()->constBegin() + i)->value, feasible ? 0.0 : 1.0);
        }
        // Failures take a larger share of a larger cluster.
        const auto lost = [&](int i) {
            return (chart.bars(GoodputChart::LostWork)->data()->constBegin() + i)->value;
        };
        QVERIFY(lost(1) < lost(GoodputChart::kPlanIndex));
    }

    void riskSaysWhenRunsCannotFinish()
    {
        RiskHistogramChart chart;
        chart.resize(800, 500);
        chart.show();
        QVERIFY(QTest::qWaitForWindowExposed(&chart));
        tco::RiskSummary risk;
        risk.samples = 100;
        risk.infeasibleSamples = 25;
        for (int i = 0; i < 75; ++i)
            risk.costSamples.push_back(10e6 + i * 1e5);
        // Costs that are not finite have no bin (and must not become ints).
        risk.costSamples.push_back(std::numeric_limits<double>::quiet_NaN());
        risk.costSamples.push_back(std::numeric_limits<double>::infinity());
        risk.costP10 = 10.7e6;
        risk.costP50 = 13.7e6;
        risk.costP90 = 16.7e6;
        chart.setRisk(risk);
        chart.plot()->replot(QCustomPlot::rpImmediateRefresh);
        auto *bars = static_cast<QCPBars *>(plottable(&chart, QStringLiteral("histogram")));
        double share = 0;
        for (auto it = bars->data()->constBegin(); it != bars->data()->constEnd(); ++it)
            share += it->value;
        QVERIFY(std::abs(share - 0.75) < 1e-9); // shares of every simulated run
        auto *label = item<QCPItemText>(&chart, QStringLiteral("infeasibleLabel"));
        QVERIFY(label->visible());
        QVERIFY2(label->text().contains(formatPercent(0.25)), qPrintable(label->text()));
        QVERIFY(QRectF(chart.plot()->axisRect()->rect()).contains(labelRect(label)));
        QCOMPARE(pointsInside(chart.plot(), labelRect(label)), 0);

        // No run has a valid plan: no bars, no percentiles, and a label that says so.
        tco::RiskSummary none;
        none.samples = 50;
        none.infeasibleSamples = 50;
        none.costP10 = none.costP50 = none.costP90 = std::numeric_limits<double>::quiet_NaN();
        chart.setRisk(none);
        QCOMPARE(chart.binCount(), 0);
        QVERIFY(!item<QCPItemStraightLine>(&chart, QStringLiteral("p50Marker"))->visible());
        QVERIFY(label->visible());
        QVERIFY(label->text().contains(QStringLiteral("50")));

        // A plan without a sample that fails: no label.
        chart.setRisk(tco::monteCarlo(m_scenario, *m_catalog, 300, 5));
        QVERIFY(!label->visible());
    }

    void mfuMarkerFollowsInput()
    {
        MfuChart chart;
        chart.refresh(inputs());
        // The MFU the plan uses: typical while compute.mfu is 0.
        QCOMPARE(m_scenario.value(InputId::ComputeMfu), 0.0);
        QCOMPARE(markerX(&chart, QStringLiteral("currentMarker")), m_result.mfuInput);
        QCOMPARE(dataCount(plottable(&chart, QStringLiteral("cost"))), MfuChart::kPoints);
        set(InputId::ComputeMfu, 0.55);
        chart.refresh(inputs());
        QCOMPARE(markerX(&chart, QStringLiteral("currentMarker")), 0.55);
        // Higher MFU, cheaper run: the curve falls from left to right.
        auto *cost = static_cast<QCPGraph *>(plottable(&chart, QStringLiteral("cost")));
        QVERIFY(cost->data()->constBegin()->value > (cost->data()->constEnd() - 1)->value);
    }

    void mfuMarksWhereTheReservedTermBends()
    {
        // Issue 13 §2: the MFU cost curve bends near 46 % unexplained. From
        // there on the run is shorter than the 3-month reserved term and the
        // rest of the term is paid idle.
        MfuChart chart;
        chart.refresh(inputs());
        auto *bend = item<QCPItemText>(&chart, QStringLiteral("reservedTermMarkerLabel"));
        QVERIFY(bend && bend->visible());
        QVERIFY2(bend->text().contains(QLatin1String("3-month reserved")), qPrintable(bend->text()));
        const double x = markerX(&chart, QStringLiteral("reservedTermMarker"));
        // Left of the bend no reserved hour is idle, right of it some are.
        tco::Scenario at = m_scenario;
        at.set(InputId::ComputeMfu, x - 0.005);
        QCOMPARE(tco::evaluate(at, *m_catalog).reservedIdleShare, 0.0);
        at.set(InputId::ComputeMfu, x + 0.005);
        QVERIFY(tco::evaluate(at, *m_catalog).reservedIdleShare > 0);
        QVERIFY2(x > 0.4 && x < 0.5, qPrintable(QString::number(x)));
        // No reservation, no bend.
        set(InputId::PricingMode, 0); // on demand
        chart.refresh(inputs());
        QVERIFY(!bend->visible());
    }

    void gpuCountCurveFollowsInput()
    {
        GpuCountChart chart;
        chart.refresh(inputs());
        auto *curve = qobject_cast<QCPCurve *>(plottable(&chart, QStringLiteral("curve")));
        auto *current = static_cast<QCPGraph *>(plottable(&chart, QStringLiteral("current")));
        QVERIFY(curve && current);
        QVERIFY(curve->data()->size() > 10);
        QCOMPARE(current->data()->constBegin()->key, m_result.wallClockDays);
        QCOMPARE(current->data()->constBegin()->value, m_result.totalUsd);
        const double daysBefore = m_result.wallClockDays;
        set(InputId::ClusterGpuCount, 4096);
        chart.refresh(inputs());
        QVERIFY(current->data()->constBegin()->key < daysBefore);
        QCOMPARE(current->data()->constBegin()->value, m_result.totalUsd);
        QVERIFY(item<QCPItemText>(&chart, QStringLiteral("currentLabel"))
                    ->text()
                    .contains(QStringLiteral("4,096")));
    }

    void gpuCountMarksTheModelsCheapestCount()
    {
        // Issue 53: the diamond sat on the sweep's lowest point (2,896 on
        // the default plan), not on the count solve and What Fits name.
        GpuCountChart chart;
        chart.refresh(inputs());
        const std::optional<double> cheapest = tco::cheapestAcceleratorCount(m_scenario, *m_catalog);
        QVERIFY(cheapest);
        QVERIFY(item<QCPItemText>(&chart, QStringLiteral("cheapestLabel"))
                    ->text()
                    .contains(planner::formatWhole(*cheapest)));
        tco::Scenario at = m_scenario;
        at.set(InputId::ClusterGpuCount, *cheapest);
        auto *diamond = static_cast<QCPGraph *>(plottable(&chart, QStringLiteral("cheapest")));
        QCOMPARE(diamond->data()->constBegin()->value, tco::evaluate(at, *m_catalog).totalUsd);
    }

    void storageMarkerFollowsHotFraction()
    {
        StorageTierChart chart;
        chart.refresh(inputs());
        QCOMPARE(markerX(&chart, QStringLiteral("currentMarker")), 0.5);
        auto *total = static_cast<QCPGraph *>(plottable(&chart, QStringLiteral("total")));
        QCOMPARE(dataCount(total), StorageTierChart::kPoints);
        // Values are changes from all-warm storage: the first point is 0.
        QCOMPARE(total->data()->constBegin()->value, 0.0);
        set(InputId::StorageHotFraction, 0.2);
        chart.refresh(inputs());
        QCOMPARE(markerX(&chart, QStringLiteral("currentMarker")), 0.2);
    }

    void scalingLawMarksPlanAndOptimum()
    {
        ScalingLawChart chart;
        chart.refresh(inputs());
        auto *plan = static_cast<QCPGraph *>(plottable(&chart, QStringLiteral("plan")));
        auto *optimal = static_cast<QCPGraph *>(plottable(&chart, QStringLiteral("optimal")));
        auto *iso = static_cast<QCPGraph *>(plottable(&chart, QStringLiteral("isoFlop")));
        QCOMPARE(plan->data()->constBegin()->value, m_result.predictedLoss);
        QCOMPARE(optimal->data()->constBegin()->key, m_result.computeOptimalParameters);
        QCOMPARE(optimal->data()->constBegin()->value, m_result.computeOptimalLoss);
        QCOMPARE(dataCount(iso), ScalingLawChart::kPoints);
        // The optimum is the bottom of the IsoFLOP curve.
        for (auto it = iso->data()->constBegin(); it != iso->data()->constEnd(); ++it)
            QVERIFY(it->value >= m_result.computeOptimalLoss - 1e-9);
        QCOMPARE(chart.plot()->xAxis->scaleType(), QCPAxis::stLogarithmic);
    }

    void costBreakdownStacksPhasesAndSplitsNature()
    {
        CostBreakdownChart chart;
        chart.refresh(inputs());
        double sum = 0;
        for (const tco::Phase p : {tco::Phase::Preparation, tco::Phase::Training, tco::Phase::PostTraining}) {
            for (const bool hidden : {false, true}) {
                QCPBars *bars = chart.phaseBars(p, hidden);
                for (auto it = bars->data()->constBegin(); it != bars->data()->constEnd(); ++it)
                    sum += it->value;
            }
        }
        QVERIFY(std::abs(sum - m_result.totalUsd) < 1e-6 * m_result.totalUsd);
        QCOMPARE(chart.phaseBars(tco::Phase::Training, true)->data()->size(),
                 3); // failures, experiments, idle
        QCOMPARE(chart.fixedBar()->data()->constBegin()->value +
                     chart.elasticBar()->data()->constBegin()->value,
                 1.0);
        QVERIFY(item<QCPItemText>(&chart, QStringLiteral("hiddenLabel"))
                    ->text()
                    .contains(formatUsd(m_result.hiddenUsd)));
    }

    void costBreakdownDropsNatureBarWhenShort()
    {
        CostBreakdownChart chart;
        chart.refresh(inputs());
        // Shorter than it asks for (fitMinimumHeightToRows), as an export
        // or a host without a scrolling tab may make it.
        chart.setMinimumSize(0, 0);
        chart.resize(640, 300);
        chart.show();
        QVERIFY(QTest::qWaitForWindowExposed(&chart));
        QVERIFY(!chart.natureShown());
        QVERIFY(!chart.fixedBar()->visible());
        chart.resize(640, 600);
        QTRY_VERIFY(chart.natureShown());
        QVERIFY(chart.fixedBar()->visible());
        QTemporaryDir dir;
        QVERIFY(chart.exportPng(dir.filePath(QStringLiteral("tall.png"))));
    }

    void historyTakesUserPoints()
    {
        CostHistoryChart chart;
        chart.refresh(inputs());
        auto *plan = static_cast<QCPGraph *>(plottable(&chart, QStringLiteral("plan")));
        QCOMPARE(plan->data()->constBegin()->key, CostHistoryChart::kPlanYear);
        QCOMPARE(plan->data()->constBegin()->value, m_result.totalUsd);
        QVERIFY(dataCount(plottable(&chart, QStringLiteral("estimate"))) > 3);
        QVERIFY(chart.trend().points >= 2);
        QVERIFY(plottable(&chart, QStringLiteral("trend"))->name().contains(QStringLiteral("per year")));

        QSignalSpy changed(&chart, &CostHistoryChart::userPointsChanged);
        chart.addUserPoint(2024, QStringLiteral("Our last model"), 2.5e6);
        chart.addUserPoint(1800, QStringLiteral("too early"), 1e3); // ignored
        chart.addUserPoint(2024, QStringLiteral("free"), 0);        // ignored
        QCOMPARE(changed.count(), 1);
        QCOMPARE(chart.userPoints().size(), 1);
        QCOMPARE(chart.userPoints().front().label, QStringLiteral("Our last model"));
        QCOMPARE(dataCount(plottable(&chart, QStringLiteral("user"))), 1);
        chart.setUserPoints({});
        QCOMPARE(dataCount(plottable(&chart, QStringLiteral("user"))), 0);
    }

    void sensitivitySetterFillsBars()
    {
        SensitivityChart chart;
        const std::vector<tco::SensitivityRow> rows = tco::sensitivity(m_scenario, *m_catalog);
        QVERIFY(rows.size() > 3);
        chart.setSensitivity(rows, m_result.totalUsd);
        const int shown = std::min<int>(SensitivityChart::kMaxRows, static_cast<int>(rows.size()));
        QCOMPARE(chart.rowCount(), shown);
        auto *lower = static_cast<QCPBars *>(plottable(&chart, QStringLiteral("lower")));
        auto *higher = static_cast<QCPBars *>(plottable(&chart, QStringLiteral("higher")));
        QCOMPARE(lower->data()->size(), shown);
        QCOMPARE(higher->data()->size(), shown);
        QCOMPARE(lower->baseValue(), m_result.totalUsd);
        // The largest swing is the top bar (highest key).
        const auto top = higher->data()->constEnd() - 1;
        QCOMPARE(top->value + m_result.totalUsd, rows.front().highTotalUsd);
        QCOMPARE(markerX(&chart, QStringLiteral("baseMarker")), m_result.totalUsd);
        chart.setSensitivity({}, m_result.totalUsd);
        QCOMPARE(chart.rowCount(), 0);
    }

    /** The tornado's data comes from the worker; a move replots it only
     *  when whether the plan can run changes (bench_window: one chart fewer
     *  to draw on every move of the Overview). */
    void sensitivityReplotsOnlyWhenValidityChanges()
    {
        SensitivityChart chart;
        chart.resize(500, 400);
        chart.setSensitivity(tco::sensitivity(m_scenario, *m_catalog), m_result.totalUsd);
        QCoreApplication::processEvents(); // the replot the data queued
        QSignalSpy replots(chart.plot(), &QCustomPlot::afterReplot);
        const auto replotsAfter = [&](const tco::Scenario &s) {
            const tco::Result r = tco::evaluate(s, *m_catalog);
            replots.clear();
            chart.refresh(ChartInputs{&s, &r, m_catalog});
            QCoreApplication::processEvents();
            QCoreApplication::processEvents();
            return replots.count();
        };
        QCOMPARE(replotsAfter(m_scenario), 0); // feasible, as when the data came
        tco::Scenario moved = m_scenario;
        moved.set(tco::InputId::ComputeMfu, 0.5);
        QCOMPARE(replotsAfter(moved), 0); // still feasible
        tco::Scenario stuck = m_scenario;
        stuck.set(tco::InputId::ClusterGpuCount, 1); // cannot finish: bars hidden
        QVERIFY(!tco::evaluate(stuck, *m_catalog).feasible());
        QCOMPARE(replotsAfter(stuck), 1);
        QVERIFY(!plottable(&chart, QStringLiteral("lower"))->visible());
        QCOMPARE(replotsAfter(stuck), 0);
        QCOMPARE(replotsAfter(m_scenario), 1);
        QVERIFY(plottable(&chart, QStringLiteral("lower"))->visible());
    }

    void riskSetterFillsHistogram()
    {
        RiskHistogramChart chart;
        const tco::RiskSummary risk = tco::monteCarlo(m_scenario, *m_catalog, 500, 3);
        chart.setRisk(risk);
        QCOMPARE(chart.binCount(), RiskHistogramChart::kBins);
        auto *bars = static_cast<QCPBars *>(plottable(&chart, QStringLiteral("histogram")));
        double share = 0;
        for (auto it = bars->data()->constBegin(); it != bars->data()->constEnd(); ++it)
            share += it->value;
        QVERIFY(std::abs(share - 1.0) < 1e-9);
        QCOMPARE(markerX(&chart, QStringLiteral("p10Marker")), risk.costP10);
        QCOMPARE(markerX(&chart, QStringLiteral("p50Marker")), risk.costP50);
        QCOMPARE(markerX(&chart, QStringLiteral("p90Marker")), risk.costP90);
        QVERIFY(item<QCPItemText>(&chart, QStringLiteral("p50MarkerLabel"))
                    ->text()
                    .contains(formatUsd(risk.costP50)));
    }

    void interactingKeepsRangesStable()
    {
        MfuChart chart;
        chart.resize(800, 500);
        chart.refresh(inputs());
        const QCPRange settled = chart.plot()->yAxis->range();
        // While a slider is held the ranges may only grow ...
        set(InputId::DataTokens, 30e12); // twice the work: costs and days double
        chart.refresh(inputs(true));
        const QCPRange held = chart.plot()->yAxis->range();
        QVERIFY(held.lower <= settled.lower && held.upper > settled.upper);
        set(InputId::DataTokens, 20e12);
        chart.refresh(inputs(true));
        QVERIFY(chart.plot()->yAxis->range() == held);
        // ... and fit again on release.
        chart.refresh(inputs(false));
        QVERIFY(chart.plot()->yAxis->range() != held);
    }

    void tickLabelsAreReadable()
    {
        MfuChart chart;
        chart.resize(800, 500);
        chart.refresh(inputs());
        chart.plot()->replot(QCustomPlot::rpImmediateRefresh);
        const QVector<QString> cost = chart.plot()->yAxis->tickVectorLabels();
        QVERIFY(!cost.isEmpty());
        for (const QString &label : cost)
            QVERIFY2(label.startsWith(QLatin1Char('$')), qPrintable(label));
        const QVector<QString> mfu = chart.plot()->xAxis->tickVectorLabels();
        QVERIFY(!mfu.isEmpty() && mfu.front().endsWith(QLatin1Char('%')));
    }

    /** A chart at rest fills and draws one paint buffer: every extra one is
     *  cleared on each replot and blended over the chart on each paint
     *  (a hidden layer above the buffered overlay had made it three). While
     *  the pointer is over the chart the hover marker gets a buffer of its
     *  own, so moving it repaints that layer alone; leaving gives it back. */
    void chartAtRestPaintsOneBuffer_data() { addCharts(); }
    void chartAtRestPaintsOneBuffer()
    {
        QFETCH(Factory, make);
        const std::unique_ptr<ChartView> chart = shownChart(make);
        QVERIFY(chart);
        QCOMPARE(paintBuffers(chart->plot()), 1);

        // Over a point: its marker on a buffer of its own, above everything.
        const auto *graph = qobject_cast<const QCPGraph *>(firstGraphWithData(chart->plot()));
        QPoint pixel;
        if (graph) {
            const auto point = graph->data()->constBegin() + graph->data()->size() / 2;
            pixel = graph->coordsToPixels(point->key, point->value).toPoint();
        }
        if (graph && !chart->hoverTextAt(pixel).isEmpty()) {
            QTest::mouseMove(chart->plot(), pixel);
            QTRY_COMPARE(paintBuffers(chart->plot()), 2);
            chart->plot()->layer(QStringLiteral("overlay"))->replot();
            QCOMPARE(paintBuffers(chart->plot()), 2);
        }
        QEvent leave(QEvent::Leave);
        QCoreApplication::sendEvent(chart->plot(), &leave);
        chart->plot()->replot(QCustomPlot::rpImmediateRefresh);
        QCOMPARE(paintBuffers(chart->plot()), 1);
    }

    /** The histogram's bars are a tint of the cost colour on the chart's
     *  paper, but opaque: Qt 6.4 fills a translucent shape taller than 96
     *  rows in parts on its thread pool and waits for them, a round trip
     *  for each of its forty bars on every move of a slider. */
    void histogramBarsAreOpaqueTintsOfThePaper()
    {
        for (const QColor paper : {QColor(Qt::white), QColor(0x20, 0x22, 0x25)}) {
            RiskHistogramChart chart;
            QPalette palette = chart.palette();
            palette.setColor(QPalette::Base, paper);
            chart.setPalette(palette);
            feed(&chart);
            auto *bars = qobject_cast<QCPBars *>(plottable(&chart, QStringLiteral("histogram")));
            QVERIFY(bars);
            const QColor fill = bars->brush().color();
            QCOMPARE(fill.alpha(), 255);
            // Between the cost colour and the paper, and neither of them.
            const QColor cost = style::colour::cost();
            QVERIFY(fill.rgb() != cost.rgb() && fill.rgb() != paper.rgb());
            for (const auto &[ink, under, got] : {std::tuple{cost.red(), paper.red(), fill.red()},
                                                  std::tuple{cost.green(), paper.green(), fill.green()},
                                                  std::tuple{cost.blue(), paper.blue(), fill.blue()}}) {
                QVERIFY2(std::min(ink, under) <= got && got <= std::max(ink, under), qPrintable(fill.name()));
            }
        }
    }

    /** A TextItem draws on screen what QCPItemText draws (it only keeps a
     *  picture of the text between replots), and follows a new text. */
    void textItemDrawsWhatQcpItemTextDraws_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<int>("alignment");
        QTest::newRow("marker label")
            << QStringLiteral("Optimum 8.5 min") << int(Qt::AlignLeft | Qt::AlignTop);
        QTest::newRow("two lines, centred")
            << QStringLiteral("No valid plan\nthe run cannot finish") << int(Qt::AlignCenter);
        QTest::newRow("Chinese, right")
            << QStringLiteral("当前 30 分钟 · $19.9M") << int(Qt::AlignRight | Qt::AlignBottom);
    }
    void textItemDrawsWhatQcpItemTextDraws()
    {
        QFETCH(QString, text);
        QFETCH(int, alignment);
        QCustomPlot plot;
        plot.plotLayout()->clear(); // white paper: the only ink is the text
        plot.resize(360, 160);
        plot.show();
        QVERIFY(QTest::qWaitForWindowExposed(&plot));
        const auto drawn = [&](QCPItemText *item, const QString &shown) {
            item->setText(shown);
            item->setTextAlignment(Qt::Alignment(alignment));
            item->setPositionAlignment(Qt::Alignment(alignment));
            item->position->setType(QCPItemPosition::ptAbsolute);
            item->position->setCoords(180.3, 80.6); // between pixels, as data coordinates land
            item->setPadding(QMargins(4, 2, 4, 2));
            item->setBrush(QColor(255, 255, 255, 200));
            item->setClipToAxisRect(false);
            plot.replot(QCustomPlot::rpImmediateRefresh);
            return plot.grab().toImage().convertToFormat(QImage::Format_RGB32);
        };
        auto *plain = new QCPItemText(&plot);
        const QImage expected = drawn(plain, text);
        plot.removeItem(plain);
        auto *cached = new TextItem(&plot);
        // Glyph edges may differ by their antialiasing (a picture's are made
        // on transparent paper); a glyph out of place differs by far more.
        const auto alike = [&expected](const QImage &got) {
            QRect inkExpected, inkGot;
            int worst = 0;
            for (int y = 0; y < got.height(); ++y)
                for (int x = 0; x < got.width(); ++x) {
                    const int e = qGray(expected.pixel(x, y)), g = qGray(got.pixel(x, y));
                    worst = std::max(worst, std::abs(e - g));
                    if (e < 128)
                        inkExpected |= QRect(x, y, 1, 1);
                    if (g < 128)
                        inkGot |= QRect(x, y, 1, 1);
                }
            const QMargins off(inkGot.left() - inkExpected.left(), inkGot.top() - inkExpected.top(),
                               inkGot.right() - inkExpected.right(), inkGot.bottom() - inkExpected.bottom());
            const bool placed = std::abs(off.left()) <= 1 && std::abs(off.top()) <= 1 &&
                                std::abs(off.right()) <= 1 && std::abs(off.bottom()) <= 1;
            return !inkExpected.isEmpty() && placed && worst <= 96;
        };
        QVERIFY(alike(drawn(cached, text)));
        QVERIFY(alike(drawn(cached, text)));                            // from the kept picture
        QVERIFY(!alike(drawn(cached, text + QStringLiteral(" ·· X")))); // a new text, a new picture
    }

    void hoverNamesTheNearestPoint()
    {
        CheckpointIntervalChart chart;
        chart.resize(900, 560);
        chart.show();
        QVERIFY(QTest::qWaitForWindowExposed(&chart));
        chart.refresh(inputs());
        chart.plot()->replot(QCustomPlot::rpImmediateRefresh);
        auto *cost = static_cast<QCPGraph *>(plottable(&chart, QStringLiteral("cost")));
        const auto point = cost->data()->constBegin() + 10;
        const QPointF pixel = cost->coordsToPixels(point->key, point->value);
        const QString text = chart.hoverTextAt(pixel + QPointF(1, 1));
        QVERIFY2(text.contains(formatUsd(point->value)) || text.contains(QStringLiteral("Wall-clock")),
                 qPrintable(text));
        QVERIFY(chart.hoverTextAt(QPointF(2, 2)).isEmpty());
    }
};

PLANNER_TEST_MAIN(TestCharts)
} // namespace tst_charts

#include "tst_charts.moc"
