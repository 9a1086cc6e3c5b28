// SPDX-License-Identifier: GPL-3.0-or-later
// The feasible-region chart: its cells are the model's point evaluations,
// the plan's marker sits at the plan's values, the axes follow the combos,
// and the P90 region from the worker replaces the point estimate.
#include "charts/chartcatalog.h"
#include "charts/core/regioncells.h"
#include "charts/core/regionworker.h"
#include "charts/core/valuemarker.h"
#include "charts/plots/feasibleregionchart.h"

#include "analysis/region.h"
#include "plan/evaluate.h"
#include "plan/typicalmfu.h"

#include <qcustomplot.h>

#include "testmain.h"

#include <QComboBox>
#include <QSignalSpy>
#include <QTest>

#include <cmath>

namespace tst_regionchart { // one namespace a test file: tests/testmain.h, "Unity builds"

using namespace planner;
using tco::InputId;

class TestRegionChart : public QObject
{
    Q_OBJECT

private:
    tco::Scenario m_scenario = tco::defaultScenario();
    tco::Result m_result = tco::evaluate(m_scenario, tco::Catalog::builtIn());

    ChartInputs inputs(bool interacting = false) const
    {
        return ChartInputs{&m_scenario, &m_result, &tco::Catalog::builtIn(), interacting};
    }
    static FeasibleRegionChart *make(QWidget *host)
    {
        return charts::create<FeasibleRegionChart>(ChartId::FeasibleRegion, host);
    }

private Q_SLOTS:
    void initTestCase() { QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates)); }

    void cellsAgreeWithPointEvaluations()
    {
        QWidget host;
        FeasibleRegionChart *chart = make(&host);
        chart->setDeadline(500);
        chart->refresh(inputs());
        const tco::RegionGrid &g = chart->shownGrid();
        QCOMPARE(g.estimate, tco::RegionEstimate::Point);
        QCOMPARE(g.columns(), FeasibleRegionChart::kFineColumns);
        QCOMPARE(g.rows(), FeasibleRegionChart::kFineRows);
        QCOMPARE(g.budgetUsd, m_scenario.value(InputId::BudgetUsd)); // the plan's own budget
        QCOMPARE(g.deadlineDays, 500.0);
        // Every fourth cell in each direction, evaluated on its own.
        for (int j = 0; j < g.rows(); j += 4) {
            for (int i = 0; i < g.columns(); i += 4) {
                tco::Scenario at = m_scenario;
                tco::setRegionInput(at, InputId::DataTokens, g.ys[static_cast<std::size_t>(j)]);
                tco::setRegionInput(at, InputId::ClusterGpuCount, g.xs[static_cast<std::size_t>(i)]);
                const tco::Result r = tco::evaluate(at, tco::Catalog::builtIn());
                const tco::RegionCell &c = g.at(i, j);
                QCOMPARE(c.totalUsd, r.totalUsd);
                QCOMPARE(c.days, r.projectMonths * 730.0 / 24.0);
                QCOMPARE(c.feasible, r.feasible() && !r.has(tco::Condition::PastUsefulScale) &&
                                         !r.has(tco::Condition::BeyondHorizon));
                QCOMPARE(c.meetsAll(),
                         c.feasible && r.totalUsd <= m_scenario.value(InputId::BudgetUsd) && c.days <= 500.0);
            }
        }
        // The cells plottable shows the same grid, and its hover names the cell.
        auto *cells = chart->plot()->findChild<RegionCells *>(QStringLiteral("cells"));
        QVERIFY(cells);
        QCOMPARE(cells->columns(), g.columns());
        QCOMPARE(cells->rows(), g.rows());
        const int centre = cells->cellAt(g.xs[10], g.ys[20]);
        QCOMPARE(centre, 20 * g.columns() + 10);
        chart->resize(1000, 700);
        chart->plot()->replot();
        const QPointF pixel = cells->coordsToPixels(g.xs[10], g.ys[20]);
        QVERIFY(chart->hoverTextAt(pixel).contains(QStringLiteral("GPUs")));
    }

    void aSliderHeldUsesTheCoarseGridAndKeepsTheAxes()
    {
        QWidget host;
        FeasibleRegionChart *chart = make(&host);
        chart->refresh(inputs());
        const QCPRange before = chart->plot()->xAxis->range();
        tco::Scenario moved = m_scenario;
        moved.set(InputId::ClusterGpuCount, m_scenario.value(InputId::ClusterGpuCount) * 2);
        const tco::Result r = tco::evaluate(moved, tco::Catalog::builtIn());
        chart->refresh(ChartInputs{&moved, &r, &tco::Catalog::builtIn(), true});
        QCOMPARE(chart->shownGrid().columns(), FeasibleRegionChart::kCoarseColumns);
        QCOMPARE(chart->shownGrid().rows(), FeasibleRegionChart::kCoarseRows);
        // The axes stay, the plan moves across them.
        QVERIFY(std::abs(chart->plot()->xAxis->range().lower / before.lower - 1) < 0.1);
        auto *marker = chart->plot()->findChild<QCPItemStraightLine *>(QStringLiteral("currentX"));
        QVERIFY(marker);
        QCOMPARE(marker->point1->coords().x(), moved.value(InputId::ClusterGpuCount));
        chart->worker()->waitForFinished();
    }

    void theMarkerSitsAtThePlansValues()
    {
        QWidget host;
        FeasibleRegionChart *chart = make(&host);
        chart->refresh(inputs());
        auto *current = chart->plot()->findChild<QCPGraph *>(QStringLiteral("current"));
        QVERIFY(current);
        QCOMPARE(current->dataCount(), 1);
        QCOMPARE(current->data()->at(0)->key, m_scenario.value(InputId::ClusterGpuCount));
        QCOMPARE(current->data()->at(0)->value, m_scenario.value(InputId::DataTokens));
        auto *x = chart->plot()->findChild<QCPItemStraightLine *>(QStringLiteral("currentX"));
        auto *y = chart->plot()->findChild<QCPItemStraightLine *>(QStringLiteral("currentY"));
        QVERIFY(x && y);
        QCOMPARE(x->point1->coords().x(), m_scenario.value(InputId::ClusterGpuCount));
        QCOMPARE(y->point1->coords().y(), m_scenario.value(InputId::DataTokens));
        // Inside the axes.
        QVERIFY(chart->plot()->xAxis->range().contains(m_scenario.value(InputId::ClusterGpuCount)));
        QVERIFY(chart->plot()->yAxis->range().contains(m_scenario.value(InputId::DataTokens)));
        // The cheapest plan meeting both is the grid's cheapest cell.
        const tco::RegionGrid &g = chart->shownGrid();
        auto *cheapest = chart->plot()->findChild<QCPGraph *>(QStringLiteral("cheapest"));
        if (g.cheapest >= 0) {
            QCOMPARE(cheapest->dataCount(), 1);
            QCOMPARE(cheapest->data()->at(0)->key, g.xs[static_cast<std::size_t>(g.cheapest % g.columns())]);
        } else {
            QCOMPARE(cheapest->dataCount(), 0);
        }
        chart->worker()->waitForFinished();
    }

    void axisSelectionChangesTheAxes()
    {
        QWidget host;
        FeasibleRegionChart *chart = make(&host);
        chart->refresh(inputs());
        auto *across = chart->findChild<QComboBox *>(QStringLiteral("regionX"));
        auto *up = chart->findChild<QComboBox *>(QStringLiteral("regionY"));
        QVERIFY(across && up);
        QCOMPARE(across->currentData().toInt(), static_cast<int>(InputId::ClusterGpuCount));
        QCOMPARE(up->currentData().toInt(), static_cast<int>(InputId::DataTokens));
        const QString tokensTitle = chart->plot()->yAxis->label();

        // MFU up: a linear axis around the plan's MFU.
        up->setCurrentIndex(up->findData(static_cast<int>(InputId::ComputeMfu)));
        Q_EMIT up->activated(up->currentIndex());
        QCOMPARE(chart->upInput(), InputId::ComputeMfu);
        QCOMPARE(chart->shownGrid().y.input, InputId::ComputeMfu);
        QCOMPARE(chart->plot()->yAxis->scaleType(), QCPAxis::stLinear);
        QVERIFY(chart->plot()->yAxis->label() != tokensTitle);
        const double mfu = tco::mfuInUse(m_scenario, tco::Catalog::builtIn()); // typical: compute.mfu 0
        QVERIFY(chart->plot()->yAxis->range().contains(mfu * 0.5));
        QVERIFY(chart->plot()->yAxis->range().contains(mfu * 1.5));
        auto *current = chart->plot()->findChild<QCPGraph *>(QStringLiteral("current"));
        QCOMPARE(current->data()->at(0)->value, mfu);

        // The same input on both axes swaps them.
        across->setCurrentIndex(across->findData(static_cast<int>(InputId::ComputeMfu)));
        Q_EMIT across->activated(across->currentIndex());
        QCOMPARE(chart->acrossInput(), InputId::ComputeMfu);
        QCOMPARE(chart->upInput(), InputId::ClusterGpuCount);
        QCOMPARE(up->currentData().toInt(), static_cast<int>(InputId::ClusterGpuCount));
        QCOMPARE(chart->plot()->xAxis->scaleType(), QCPAxis::stLinear);
        QCOMPARE(chart->plot()->yAxis->scaleType(), QCPAxis::stLogarithmic);
        QVERIFY(!chart->setAxes(InputId::ComputeMfu, InputId::ComputeMfu));
        chart->worker()->waitForFinished();
    }

    void theP90RegionFollowsFromTheWorker()
    {
        QWidget host;
        FeasibleRegionChart *chart = make(&host);
        tco::SolveTargets targets;
        targets.deadlineDays = 540;
        targets.confidence = tco::Confidence::P90;
        chart->setTargets(targets);
        chart->worker()->setSamples(8); // a small grid of samples: the test checks agreement, not speed
        QSignalSpy finished(chart->worker(), &RegionWorker::finished);
        chart->refresh(inputs());
        QVERIFY(finished.wait(30000) || !finished.isEmpty());
        const tco::RegionGrid &g = chart->shownGrid();
        QCOMPARE(g.estimate, tco::RegionEstimate::P90);
        QCOMPARE(g.samples, 8);
        // The caption says so.
        auto *caption = chart->plot()->findChild<QCPTextElement *>(QStringLiteral("caption"));
        QVERIFY(caption);
        QVERIFY2(caption->text().contains(QStringLiteral("P90")), qPrintable(caption->text()));
        // One cell against the model's own risk version.
        tco::RegionGrid expected;
        tco::SolveTargets effective = targets;
        effective.budgetUsd = m_scenario.value(InputId::BudgetUsd);
        tco::RiskSettings risk;
        risk.samples = 8;
        tco::evaluateRegionAtRisk(expected, m_scenario, tco::Catalog::builtIn(), effective, g.x, g.y, risk);
        QCOMPARE(g.cells.size(), expected.cells.size());
        for (std::size_t k = 0; k < g.cells.size(); k += 97) {
            QCOMPARE(g.cells[k].feasible, expected.cells[k].feasible);
            QCOMPARE(g.cells[k].totalUsd, expected.cells[k].totalUsd);
        }
        QCOMPARE(g.cheapest, expected.cheapest);
    }
};

PLANNER_TEST_MAIN(TestRegionChart)
} // namespace tst_regionchart

#include "tst_regionchart.moc"
