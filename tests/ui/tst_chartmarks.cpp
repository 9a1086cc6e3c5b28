// SPDX-License-Identifier: GPL-3.0-or-later
// What each chart marks on the default plan and follows as its input moves:
// the checkpoint optimum, the break-even, the cheapest accelerator count,
// the MFU and storage markers, the scaling law's optimum, the cost
// breakdown's bars, the history's user points, the sensitivity and risk
// setters. The machinery every chart shares is in tst_charts.cpp.
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

#include "chartfixture.h"

namespace tst_chartmarks { // one namespace a test file: tests/testmain.h, "Unity builds"

using namespace planner;
using tco::InputId;

using namespace chartprobes;

class TestChartMarks : public QObject, public chartfixture::DefaultPlan
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates)); }
    void init() { reset(); }

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

        // Wherever the markers stand and however narrow the chart, no
        // marker's line runs through the label: it stays clear of them, or,
        // where no room is left, lies over the line on its paper.
        chart.show();
        QVERIFY(QTest::qWaitForWindowExposed(&chart));
        for (const int width : {420, 520, 680, 900}) {
            for (const double interval : {0.25, 0.5, 1.0, 2.0, 6.0}) {
                chart.resize(width, 320);
                set(InputId::CheckpointIntervalHours, interval);
                chart.refresh(inputs());
                chart.plot()->replot(QCustomPlot::rpImmediateRefresh);
                auto *label = item<QCPItemText>(&chart, QStringLiteral("infeasibleLabel"));
                if (!label->visible())
                    continue;
                const QRectF box = labelRect(label);
                for (int i = 0; i < chart.plot()->itemCount(); ++i) {
                    auto *line = qobject_cast<QCPItemStraightLine *>(chart.plot()->item(i));
                    if (!line || !line->visible())
                        continue;
                    const double x = line->point1->pixelPosition().x();
                    const auto drawnAbove = [&] {
                        const QCPLayer *a = label->layer(), *b = line->layer();
                        return a->index() > b->index() ||
                               (a == b && a->children().indexOf(label) > a->children().indexOf(line));
                    };
                    QVERIFY2(x < box.left() || x > box.right() ||
                                 (label->brush().color().alpha() > 200 && drawnAbove()),
                             qPrintable(QStringLiteral("%1 px wide, %2 h: %3 at x %4 crosses the label %5–%6")
                                            .arg(width)
                                            .arg(interval)
                                            .arg(line->objectName())
                                            .arg(x)
                                            .arg(box.left())
                                            .arg(box.right())));
                }
            }
        }
        set(InputId::FailuresGpuMtbfHours, 5e6); // hardly any failures: no region
        chart.refresh(inputs());
        QVERIFY(!item<QCPItemRect>(&chart, QStringLiteral("infeasibleRegion"))->visible());
        QVERIFY(!item<QCPItemText>(&chart, QStringLiteral("infeasibleLabel"))->visible());
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
};

PLANNER_TEST_MAIN(TestChartMarks)
} // namespace tst_chartmarks

#include "tst_chartmarks.moc"
