// SPDX-License-Identifier: GPL-3.0-or-later
// The comparison's table and charts alone (no window): the table's deltas
// against tco::evaluate, 2–4 plans, the waterfall from A's total to B's, the
// decisions of tco::compare, the risk rows and the overlay charts.
#include "comparefixture.h"

#include "analysis/comparisontable.h"
#include "charts/plots/compareoverlaycharts.h"
#include "charts/plots/waterfallchart.h"
#include "modes/compare/comparewindow.h"
#include "prompts/prompts.h"
#include "services/languagemanager.h"
#include "shell/mainwindow.h"
#include "texts/numberformat.h"

#include "document/scenariodocument.h"

#include "analysis/compare.h"
#include "files/scenariofile.h"
#include "plan/catalog.h"
#include "plan/evaluate.h"
#include "plan/scenario.h"

#include <qcustomplot.h>

#include "testmain.h"

#include <QAction>
#include <QCheckBox>
#include <QComboBox>
#include <QDialog>
#include <QLabel>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QSlider>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

#include <cmath>
#include <limits>
#include <memory>

namespace tst_comparetable { // one namespace a test file: tests/testmain.h, "Unity builds"

using namespace comparefixture;
using tco::ComparisonTable;

class TestCompareTable : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void tableDeltasMatchEvaluate();
    void tableTakesTwoToFourPlans_data();
    void tableTakesTwoToFourPlans();
    void waterfallRunsFromTotalToTotal();
    void decisionsMatchCompare();
    void differencesListChangedInputs();
    void riskRowsWaitForTheMonteCarlo();
    void intervalChartFitsEveryPlan();
    void infeasiblePlanHasNoDot();
};

void TestCompareTable::tableDeltasMatchEvaluate()
{
    const std::vector<tco::Scenario> plans = fourPlans();
    tco::ComparisonTable table(catalog());
    QVERIFY(table.setScenarios(plans));
    QCOMPARE(table.scenarioCount(), 4);
    const tco::Result base = tco::evaluate(plans[0], catalog());
    for (int i = 0; i < 4; ++i) {
        const tco::Result r = tco::evaluate(plans[static_cast<std::size_t>(i)], catalog());
        QCOMPARE(table.result(i).totalUsd, r.totalUsd);
        for (std::size_t m = 0; m < tco::ComparisonTable::kMetricCount; ++m) {
            const auto metric = static_cast<Metric>(m);
            if (metric == Metric::CostP10Usd || metric == Metric::CostP90Usd)
                continue;
            const tco::ComparisonTable::Cell cell = table.cell(metric, i);
            QVERIFY(cell.available);
            const double expected = metricOf(metric, r);
            const double baseline = metricOf(metric, base);
            QVERIFY2(close(cell.value, expected), tco::ComparisonTable::metricKey(metric).data());
            QVERIFY(close(cell.absoluteDelta, expected - baseline));
            QVERIFY(close(cell.relativeDelta, tco::relativeChange(baseline, expected)));
            if (i == 0) {
                QCOMPARE(cell.absoluteDelta, 0.0);
                QCOMPARE(cell.relativeDelta, 0.0);
            }
        }
    }
    // Half the accelerators: longer, same compute; the delta says so.
    QVERIFY(table.cell(Metric::WallClockDays, 1).absoluteDelta > 0);
    QVERIFY(table.cell(Metric::WallClockDays, 1).relativeDelta > 0.5);
    QVERIFY(!tco::ComparisonTable::higherIsBetter(Metric::TotalUsd));
    QVERIFY(tco::ComparisonTable::higherIsBetter(Metric::EffectiveMfu));

    // Replacing one plan recomputes its column only; replacing the baseline, all.
    tco::Scenario changed = plans[1];
    changed.set(InputId::ComputeMfu, 0.5);
    table.setScenario(1, changed);
    QCOMPARE(table.result(1).totalUsd, tco::evaluate(changed, catalog()).totalUsd);
    table.setScenario(0, changed);
    QCOMPARE(table.cell(Metric::TotalUsd, 1).absoluteDelta, 0.0);
    QVERIFY(table.cell(Metric::TotalUsd, 2).absoluteDelta != 0.0);
}

void TestCompareTable::tableTakesTwoToFourPlans_data()
{
    QTest::addColumn<int>("count");
    QTest::addColumn<bool>("accepted");
    QTest::newRow("none") << 0 << false;
    QTest::newRow("one plan") << 1 << false;
    QTest::newRow("two plans") << 2 << true;
    QTest::newRow("three plans") << 3 << true;
    QTest::newRow("four plans") << 4 << true;
    QTest::newRow("five plans") << 5 << false;
}

void TestCompareTable::tableTakesTwoToFourPlans()
{
    QFETCH(int, count);
    QFETCH(bool, accepted);
    tco::ComparisonTable table(catalog());
    QVERIFY(table.setScenarios(std::vector<tco::Scenario>(3, tco::defaultScenario())));
    QCOMPARE(table.setScenarios(
                 std::vector<tco::Scenario>(static_cast<std::size_t>(count), tco::defaultScenario())),
             accepted);
    QCOMPARE(table.scenarioCount(), accepted ? count : 3); // a refused set keeps the old one
}

void TestCompareTable::waterfallRunsFromTotalToTotal()
{
    const std::vector<tco::Scenario> plans = fourPlans();
    tco::ComparisonTable table(catalog());
    QVERIFY(table.setScenarios(plans));
    for (int i = 1; i < 4; ++i) {
        const tco::Comparison c = tco::compare(plans[0], plans[static_cast<std::size_t>(i)], catalog());
        const std::vector<tco::ComparisonTable::Step> steps = table.waterfall(i);
        QVERIFY(!steps.empty());
        QCOMPARE(steps.front().fromUsd, c.a.totalUsd);
        QCOMPARE(steps.back().toUsd, c.b.totalUsd);
        double running = c.a.totalUsd;
        double sum = 0;
        std::size_t nonZero = 0;
        for (const double d : c.categoryDeltaUsd)
            nonZero += d != 0.0 ? 1 : 0;
        QCOMPARE(steps.size(), nonZero);
        for (const tco::ComparisonTable::Step &s : steps) {
            QVERIFY(close(s.fromUsd, running));
            QCOMPARE(s.deltaUsd, c.categoryDeltaUsd[static_cast<std::size_t>(s.category)]);
            running = s.fromUsd + s.deltaUsd;
            sum += s.deltaUsd;
        }
        QVERIFY(std::abs(running - c.b.totalUsd) <= 1e-6 * c.b.totalUsd);
        QVERIFY(std::abs(sum - c.totalDeltaUsd) <= 1e-6 * std::abs(c.totalDeltaUsd));
    }
    // No change, no bars.
    QVERIFY(table.waterfall(0).empty());
}

void TestCompareTable::decisionsMatchCompare()
{
    const std::vector<tco::Scenario> plans = fourPlans();
    tco::ComparisonTable table(catalog());
    QVERIFY(table.setScenarios(plans));
    for (int i = 1; i < 4; ++i) {
        const tco::Comparison c = tco::compare(plans[0], plans[static_cast<std::size_t>(i)], catalog());
        const std::vector<tco::InputChange> decisions = table.decisions(i);
        QCOMPARE(decisions.size(), c.inputChanges.size());
        double sum = 0;
        for (const tco::InputChange &d : decisions) {
            const auto it = std::find_if(c.inputChanges.begin(), c.inputChanges.end(),
                                         [&d](const tco::InputChange &x) { return x.key == d.key; });
            QVERIFY(it != c.inputChanges.end());
            QCOMPARE(d.deltaUsd, it->deltaUsd);
            QCOMPARE(d.fromText, it->fromText);
            QCOMPARE(d.toText, it->toText);
            sum += d.deltaUsd;
        }
        QVERIFY(std::abs(sum - c.totalDeltaUsd) <= 1e-6 * std::abs(c.totalDeltaUsd));
        for (std::size_t k = 1; k < decisions.size(); ++k)
            QVERIFY(std::abs(decisions[k - 1].deltaUsd) >= std::abs(decisions[k].deltaUsd));
    }
    const std::vector<tco::InputChange> c = table.decisions(2);
    QCOMPARE(c.size(), std::size_t(3)); // accelerator, MFU, checkpoint interval
}

void TestCompareTable::differencesListChangedInputs()
{
    tco::ComparisonTable table(catalog());
    QVERIFY(table.setScenarios(fourPlans()));
    QStringList keys;
    for (const tco::ComparisonTable::Difference &d : table.differences())
        keys << QString::fromStdString(d.key);
    QCOMPARE(keys, (QStringList{QStringLiteral("hardware.gpu"), QStringLiteral("data.tokens"),
                                QStringLiteral("cluster.gpuCount"), QStringLiteral("compute.mfu"),
                                QStringLiteral("checkpoint.intervalHours"), QStringLiteral("pricing.mode")}));
    QCOMPARE(table.differences(true).size(), tco::kInputCount + 1);
    QVERIFY(table.sameEverywhere("energy.pue"));
    QVERIFY(!table.sameEverywhere("hardware.gpu"));

    const tco::Scenario copied =
        tco::ComparisonTable::withValueOf(table.scenario(0), table.scenario(2), "compute.mfu");
    QCOMPARE(copied.value(InputId::ComputeMfu), 0.30);
    QCOMPARE(copied.gpuId, table.scenario(0).gpuId);
    const tco::Scenario gpu =
        tco::ComparisonTable::withValueOf(table.scenario(0), table.scenario(2), "hardware.gpu");
    QCOMPARE(gpu.gpuId, std::string("A100-SXM-80GB"));
}

void TestCompareTable::riskRowsWaitForTheMonteCarlo()
{
    tco::ComparisonTable table(catalog());
    QVERIFY(table.setScenarios(fourPlans()));
    QVERIFY(!table.cell(Metric::CostP10Usd, 1).available);
    table.setRisk(0, 9e6, 14e6);
    table.setRisk(1, 10e6, 16e6);
    const tco::ComparisonTable::Cell p90 = table.cell(Metric::CostP90Usd, 1);
    QVERIFY(p90.available);
    QCOMPARE(p90.value, 16e6);
    QCOMPARE(p90.absoluteDelta, 2e6);
    QCOMPARE(p90.relativeDelta, 2.0 / 14.0);
    // A changed plan forgets its old range.
    table.setScenario(1, table.scenario(1));
    QVERIFY(!table.hasRisk(1));
}

void TestCompareTable::intervalChartFitsEveryPlan()
{
    // B trains on six times the tokens: its whole U lies above twice A's
    // cheapest point. The y axis must still show both plans' curves.
    tco::Scenario a = tco::defaultScenario();
    tco::Scenario b = a;
    b.set(InputId::DataTokens, a.value(InputId::DataTokens) * 6);
    const tco::Result ra = tco::evaluate(a, catalog());
    const tco::Result rb = tco::evaluate(b, catalog());
    planner::CompareIntervalChart chart;
    chart.resize(900, 560);
    chart.setSeries({{&a, &ra, QStringLiteral("A"), Qt::blue}, {&b, &rb, QStringLiteral("B"), Qt::red}},
                    catalog(), false);
    const QCPRange y = chart.plot()->yAxis->range();
    for (int slot = 0; slot < 2; ++slot) {
        double lowest = std::numeric_limits<double>::infinity();
        for (const tco::SweepPoint &p : chart.sweep(slot))
            if (p.result.feasible())
                lowest = std::min(lowest, p.result.totalUsd);
        QVERIFY2(y.contains(lowest), qPrintable(QStringLiteral("plan %1: lowest %2 not in %3..%4")
                                                    .arg(slot)
                                                    .arg(lowest)
                                                    .arg(y.lower)
                                                    .arg(y.upper)));
    }
    QVERIFY(y.contains(ra.totalUsd));
    QVERIFY(y.contains(rb.totalUsd));
}

void TestCompareTable::infeasiblePlanHasNoDot()
{
    // A plan that does not fit has no totals: no dot, a line with no points,
    // and grey only where no plan at all is valid.
    tco::Scenario a = tco::defaultScenario();
    tco::Scenario c = a;
    c.set(InputId::ModelParameters, 4.05e11);
    c.set(InputId::ClusterGpuCount, 8);
    const tco::Result ra = tco::evaluate(a, catalog());
    const tco::Result rc = tco::evaluate(c, catalog());
    QVERIFY(!rc.feasible());
    planner::CompareIntervalChart chart;
    chart.setSeries({{&a, &ra, QStringLiteral("A"), Qt::blue}, {&c, &rc, QStringLiteral("C"), Qt::red}},
                    catalog(), false);
    const auto graph = [&](const QString &name) -> QCPGraph * {
        for (int i = 0; i < chart.plot()->graphCount(); ++i)
            if (chart.plot()->graph(i)->objectName() == name)
                return chart.plot()->graph(i);
        return nullptr;
    };
    QCOMPARE(graph(QStringLiteral("plan0"))->data()->size(), 1);
    QCOMPARE(graph(QStringLiteral("plan1"))->data()->size(), 0);
    for (auto it = graph(QStringLiteral("line1"))->data()->constBegin();
         it != graph(QStringLiteral("line1"))->data()->constEnd(); ++it)
        QVERIFY(std::isnan(it->value));
    // A cannot finish at long intervals and C nowhere: grey exactly there.
    auto *region = chart.plot()->findChild<QCPItemRect *>(QStringLiteral("infeasibleRegion"));
    QVERIFY(region && region->visible());
    for (const tco::SweepPoint &p : chart.sweep(0)) {
        const bool inside = p.x > region->topLeft->coords().x() && p.x < region->bottomRight->coords().x();
        QCOMPARE(inside, !p.result.feasible());
    }
    // Both plans infeasible everywhere: the whole axis is grey.
    chart.setSeries(
        {{&c, &rc, QStringLiteral("C"), Qt::red}, {&c, &rc, QStringLiteral("C again"), Qt::green}}, catalog(),
        false);
    QVERIFY(region->topLeft->coords().x() <= chart.plot()->xAxis->range().lower);
    QVERIFY(region->bottomRight->coords().x() >= chart.plot()->xAxis->range().upper);
}

PLANNER_TEST_MAIN(TestCompareTable)
} // namespace tst_comparetable

#include "tst_comparetable.moc"
