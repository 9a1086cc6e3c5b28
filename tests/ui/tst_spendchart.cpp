// SPDX-License-Identifier: GPL-3.0-or-later
// The spend timeline chart (ui/charts/plots/spendtimelinechart.h,
// docs/model.md §8 "Spend over time and cash"): its cost bars sum to the
// plan's total in every pricing mode, bought hardware shows its capex in the
// first month and its residual value as a negative bar, the budget's lines
// sit at the plan's budget, and a plan that cannot run shows no figures.
#include "charts/plots/spendtimelinechart.h"

#include "plan/evaluate.h"
#include "report/reportcharts.h"
#include "report/reportlanguage.h"
#include "texts/numberformat.h"

#include <qcustomplot.h>

#include "chartprobes.h"
#include "testmain.h"

#include <QLabel>
#include <QTest>
#include <QToolButton>

#include <cmath>

Q_DECLARE_METATYPE(tco::PricingMode)

namespace tst_spendchart { // one namespace a test file: tests/testmain.h, "Unity builds"

using namespace planner;
using tco::Category;
using tco::InputId;
using tco::PricingMode;

namespace {

double barsSum(const SpendTimelineChart &chart)
{
    double sum = 0;
    for (std::size_t c = 0; c < tco::kCategoryCount; ++c) {
        const QCPBars *bars = chart.categoryBars(static_cast<Category>(c));
        for (auto it = bars->data()->constBegin(); it != bars->data()->constEnd(); ++it)
            sum += it->value;
    }
    return sum;
}

/** The value of category `c`'s bar in month `index` (0 when it has none). */
double bar(const SpendTimelineChart &chart, Category c, int index)
{
    const QCPBars *bars = chart.categoryBars(c);
    return index < bars->data()->size() ? (bars->data()->constBegin() + index)->value : 0.0;
}

using chartprobes::dataCount;

bool near(double a, double b, double relative = 1e-9)
{
    return std::abs(a - b) <= relative * std::max({1.0, std::abs(a), std::abs(b)});
}

} // namespace

class TestSpendChart : public QObject
{
    Q_OBJECT

private:
    tco::Scenario m_scenario;
    tco::Result m_result;
    const tco::Catalog *m_catalog = nullptr;

    void set(InputId id, double value)
    {
        m_scenario.set(id, value);
        m_result = tco::evaluate(m_scenario, *m_catalog);
    }
    ChartInputs inputs() const { return ChartInputs{&m_scenario, &m_result, m_catalog, false}; }

private Q_SLOTS:
    void initTestCase()
    {
        QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
        m_catalog = &tco::Catalog::builtIn();
    }
    void init()
    {
        m_scenario = tco::defaultScenario();
        m_scenario.startDate = "2027-01-01";
        m_result = tco::evaluate(m_scenario, *m_catalog);
    }

    void costBarsSumToTheTotal_data()
    {
        QTest::addColumn<PricingMode>("mode");
        QTest::newRow("rent") << PricingMode::OnDemand;
        QTest::newRow("reserved") << PricingMode::Reserved;
        QTest::newRow("buy") << PricingMode::Buy;
    }
    void costBarsSumToTheTotal()
    {
        QFETCH(PricingMode, mode);
        set(InputId::PricingMode, static_cast<double>(mode));
        QVERIFY(m_result.feasible());
        SpendTimelineChart chart;
        chart.refresh(inputs());
        QCOMPARE(chart.series(), SpendSeries::Cost);
        QVERIFY2(near(barsSum(chart), m_result.totalUsd),
                 qPrintable(QStringLiteral("%1 vs %2").arg(barsSum(chart)).arg(m_result.totalUsd)));
        // One bar slot per month, and the cumulative cost ends at the total.
        const int months = static_cast<int>(chart.cashflow().cost.size());
        QVERIFY(months >= 2);
        QCOMPARE(chart.categoryBars(Category::Compute)->data()->size(), months);
        const QCPGraph *cost = chart.cumulative(SpendSeries::Cost);
        QCOMPARE(cost->data()->size(), months + 1);
        QVERIFY(near((cost->data()->constEnd() - 1)->value, m_result.totalUsd));
        // The cash bars sum to the cash total.
        chart.setSeries(SpendSeries::Cash);
        QVERIFY(near(barsSum(chart), chart.cashflow().cashTotalUsd));
        if (mode == PricingMode::OnDemand)
            QVERIFY(near(chart.cashflow().cashTotalUsd, m_result.totalUsd));
    }

    void buyShowsCapexAndResidual()
    {
        set(InputId::PricingMode, static_cast<double>(PricingMode::Buy));
        set(InputId::StorageRetentionMonths, 0);
        SpendTimelineChart chart;
        chart.resize(900, 600);
        chart.show();
        QVERIFY(QTest::qWaitForWindowExposed(&chart));
        chart.refresh(inputs());
        QTest::mouseClick(chart.findChild<QToolButton *>(QStringLiteral("seriesCash")), Qt::LeftButton);
        QCOMPARE(chart.series(), SpendSeries::Cash);
        const tco::Cashflow &flow = chart.cashflow();
        QVERIFY(flow.capexUsd > 0);
        QVERIFY(flow.residualUsd > 0);

        // The first month carries the accelerators and the fabric: a spike.
        QVERIFY(bar(chart, Category::Hardware, 0) >= flow.acceleratorCapexUsd);
        QVERIFY(bar(chart, Category::Network, 0) >= flow.fabricCapexUsd);
        const int months = static_cast<int>(flow.cash.size());
        double firstMonth = 0;
        for (std::size_t c = 0; c < tco::kCategoryCount; ++c)
            firstMonth += bar(chart, static_cast<Category>(c), 0);
        for (int i = 1; i < months; ++i)
            QVERIFY(flow.cash[static_cast<std::size_t>(i)].total < firstMonth / 3);

        // The residual comes back as a negative hardware bar in the month the project ends.
        int residual = -1;
        for (int i = 0; i < months; ++i) {
            const tco::CivilDate m = flow.cash[static_cast<std::size_t>(i)].month;
            if (m.year == flow.residualMonth.year && m.month == flow.residualMonth.month)
                residual = i;
        }
        QVERIFY(residual > 0);
        QVERIFY(bar(chart, Category::Hardware, residual) < 0);
        // The per-month axis reaches below zero, and zero is level on both axes.
        QCustomPlot *plot = chart.plot();
        plot->replot();
        QVERIFY(plot->yAxis->range().lower < 0);
        QVERIFY(std::abs(plot->yAxis->coordToPixel(0) - plot->yAxis2->coordToPixel(0)) < 1.0);

        // The hover names the purchase and the sale.
        const double x = plot->xAxis->coordToPixel(0);
        const QString buy =
            chart.hoverTextAt(QPointF(x, plot->yAxis->coordToPixel(bar(chart, Category::Hardware, 0) / 4)));
        QVERIFY2(buy.contains(QStringLiteral("up front")), qPrintable(buy));
        QVERIFY2(buy.contains(formatUsd(flow.acceleratorCapexUsd)), qPrintable(buy));
        const QString sell = chart.hoverTextAt(
            QPointF(plot->xAxis->coordToPixel(residual),
                    plot->yAxis->coordToPixel(bar(chart, Category::Hardware, residual) / 2)));
        QVERIFY2(sell.contains(formatUsd(flow.residualUsd)), qPrintable(sell));

        // The line above the plot says it without a hover: capex, book value, residual.
        const QString summary = chart.findChild<QLabel *>(QStringLiteral("cashSummary"))->text();
        for (const double usd : {flow.capexUsd, flow.bookValueUsd, flow.residualUsd})
            QVERIFY2(summary.contains(formatUsd(usd)), qPrintable(summary));

        // Back to cost: no negative bar, and the bars sum to the total again.
        QTest::mouseClick(chart.findChild<QToolButton *>(QStringLiteral("seriesCost")), Qt::LeftButton);
        QCOMPARE(chart.series(), SpendSeries::Cost);
        QVERIFY(near(barsSum(chart), m_result.totalUsd));
    }

    void cashAndCostAreReconciledOnTheChart()
    {
        // Bought: the line under the buttons says how $X of cost and $Y of
        // net cash meet (docs/model.md, "Cash against cost").
        set(InputId::PricingMode, static_cast<double>(PricingMode::Buy));
        SpendTimelineChart chart;
        chart.refresh(inputs());
        const tco::Cashflow &f = chart.cashflow();
        const QString line = chart.findChild<QLabel *>(QStringLiteral("cashReconciliation"))->text();
        for (const double usd : {f.costTotalUsd, f.cashTotalUsd, f.capexUsd, f.residualUsd, f.ownedUsageUsd})
            QVERIFY2(line.contains(formatUsd(usd)),
                     qPrintable(formatUsd(usd) + QStringLiteral(" in ") + line));
        QVERIFY(chart.findChild<QToolButton *>(QStringLiteral("seriesCash"))->isEnabled());

        // Rented: cash is cost, and the toggle that would show the same bars is off.
        set(InputId::PricingMode, static_cast<double>(PricingMode::OnDemand));
        chart.setSeries(SpendSeries::Cash);
        chart.refresh(inputs());
        QVERIFY(chart.cashflow().cashIsCost);
        QVERIFY(!chart.findChild<QToolButton *>(QStringLiteral("seriesCash"))->isEnabled());
        QCOMPARE(chart.series(), SpendSeries::Cost);
        QVERIFY(chart.cashSummary().contains(QStringLiteral("the cash is the cost")));
    }

    void theAxisEndsWithTheProject()
    {
        // A year of archive storage after the run: the axis still ends with
        // the project, and the line says what comes after.
        set(InputId::StorageRetentionMonths, 12);
        SpendTimelineChart chart;
        chart.refresh(inputs());
        const tco::Cashflow &f = chart.cashflow();
        QVERIFY(f.cost.size() > f.projectMonthCount + 6);
        QVERIFY(chart.plot()->xAxis->range().upper < static_cast<double>(f.projectMonthCount) + 0.5);
        const QString line = chart.findChild<QLabel *>(QStringLiteral("cashReconciliation"))->text();
        QVERIFY2(line.contains(QStringLiteral("After the project")) &&
                     line.contains(formatUsd(f.costAfterProjectUsd)),
                 qPrintable(line));
        // Still in the total: the bars hold every month.
        QVERIFY(near(barsSum(chart), m_result.totalUsd));
    }

    void budgetLinesSitAtTheBudget()
    {
        set(InputId::BudgetUsd, 30e6);
        set(InputId::BudgetWarningFraction, 0.8);
        set(InputId::BudgetReviewFraction, 1.25);
        SpendTimelineChart chart;
        chart.refresh(inputs());
        const auto y = [&](const char *name) {
            auto *line = chart.plot()->findChild<QCPItemStraightLine *>(QString::fromLatin1(name));
            return line && line->visible() ? line->point1->coords().y() : -1.0;
        };
        QCOMPARE(y("budgetLine"), 30e6);
        QCOMPARE(y("warningLine"), 24e6);
        QCOMPARE(y("reviewLine"), 37.5e6);
        QVERIFY(chart.plot()->yAxis2->range().upper >= 37.5e6);
        // They are read on the cumulative axis, and say so.
        const auto *label = chart.plot()->findChild<QCPItemText *>(QStringLiteral("budgetLabel"));
        QVERIFY2(label->text().contains(QStringLiteral("cumulative")), qPrintable(label->text()));
        QVERIFY(chart.plot()->yAxis2->label().contains(QStringLiteral("budget")));
        // No budget: no lines.
        set(InputId::BudgetUsd, 0);
        chart.refresh(inputs());
        QCOMPARE(y("budgetLine"), -1.0);
    }

    void monthLabelsLeaveRoomBetweenThem_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addColumn<double>("points");
        QTest::addColumn<int>("width");
        for (const char *language : {"en", "zh_CN"})
            for (double points : {9.5, 12.0})
                for (int width : {420, 680, 1000})
                    QTest::addRow("%s, %g pt, %d px", language, points, width)
                        << QString::fromLatin1(language) << points << width;
    }

    void monthLabelsLeaveRoomBetweenThem()
    {
        // Chinese month names ("2027年1月") are wider than English ones
        // ("Jan 2027"), and a report or a user's font may be larger than
        // the window's: whatever the language, font and width, no two
        // labels on the month axis touch.
        QFETCH(QString, language);
        QFETCH(double, points);
        QFETCH(int, width);
        const ReportLanguage words(language);
        QVERIFY(words.ok());
        const QLocale before;
        QLocale::setDefault(words.locale());
        QWidget host; // the chart takes its font when it is built, as in the report
        QFont font = ReportChartRenderer::reportFont(points);
        host.setFont(font);
        host.resize(width, 420);
        auto *chart = new SpendTimelineChart(&host);
        chart->resize(width, 420);
        host.show();
        QVERIFY(QTest::qWaitForWindowExposed(&host));
        chart->refresh(inputs());
        chart->plot()->replot(QCustomPlot::rpImmediateRefresh);
        QCPAxis *axis = chart->plot()->xAxis;
        const QVector<double> ticks = axis->tickVector();
        const QVector<QString> labels = axis->tickVectorLabels();
        QVERIFY(ticks.size() >= 2);
        const QFontMetrics metrics(axis->tickLabelFont());
        for (qsizetype i = 1; i < ticks.size(); ++i) {
            const double apart = axis->coordToPixel(ticks[i]) - axis->coordToPixel(ticks[i - 1]);
            const double needed =
                (metrics.horizontalAdvance(labels[i - 1]) + metrics.horizontalAdvance(labels[i])) / 2.0 + 6;
            QVERIFY2(apart >= needed, qPrintable(QStringLiteral("\"%1\" and \"%2\": %3 px apart, %4 needed")
                                                     .arg(labels[i - 1], labels[i])
                                                     .arg(apart)
                                                     .arg(needed)));
        }
        QLocale::setDefault(before);
    }

    void infeasiblePlanHasNoFigures()
    {
        set(InputId::ModelParameters, 4.05e11);
        set(InputId::ClusterGpuCount, 8);
        QVERIFY(!m_result.feasible());
        SpendTimelineChart chart;
        chart.refresh(inputs());
        QCOMPARE(barsSum(chart), 0.0);
        for (std::size_t c = 0; c < tco::kCategoryCount; ++c)
            QCOMPARE(dataCount(chart.categoryBars(static_cast<Category>(c))), 0);
        QCOMPARE(chart.cumulative(SpendSeries::Cost)->data()->size(), 0);
        QCOMPARE(chart.cumulative(SpendSeries::Cash)->data()->size(), 0);
        auto *label = chart.plot()->findChild<QCPItemText *>(QStringLiteral("infeasibleLabel"));
        QVERIFY(label->visible());
        QVERIFY2(label->text().contains(QStringLiteral("does not fit")), qPrintable(label->text()));
        QVERIFY(!chart.plot()->yAxis->tickLabels());
        QVERIFY(!chart.plot()->yAxis2->tickLabels());
        QVERIFY(!chart.plot()->findChild<QCPItemStraightLine *>(QStringLiteral("budgetLine"))->visible());

        // Back to a valid plan: the figures return.
        init();
        chart.refresh(inputs());
        QVERIFY(!label->visible());
        QVERIFY(near(barsSum(chart), m_result.totalUsd));
    }
};

PLANNER_TEST_MAIN(TestSpendChart)
} // namespace tst_spendchart

#include "tst_spendchart.moc"
