// SPDX-License-Identifier: GPL-3.0-or-later
// The cost-history chart (docs/model.md §11): one point per run with the
// range of its estimates, the trend over frontier runs, and run labels that
// exist for the named runs and do not overlap at 1600 x 1000.
#include "charts/plots/costhistorychart.h"

#include "plan/evaluate.h"

#include <qcustomplot.h>

#include "chartprobes.h"
#include "testmain.h"

#include <QTest>

#include <algorithm>
#include <cmath>

namespace tst_historychart { // one namespace a test file: tests/testmain.h, "Unity builds"

using namespace chartprobes;
using planner::ChartInputs;
using planner::CostHistoryChart;

class TestHistoryChart : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase()
    {
        QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
        m_scenario = tco::defaultScenario();
        m_result = tco::evaluate(m_scenario, tco::Catalog::builtIn());
    }

    void onePointPerRunWithItsRange()
    {
        CostHistoryChart chart;
        int points = 0;
        for (const char *kind : {"article", "estimate", "forecast", "user"})
            points += plottable(&chart, QString::fromLatin1(kind))->interface1D()->dataCount();
        QCOMPARE(points, static_cast<int>(tco::builtinRuns().size()));
        // the forecast graph holds both forecasts; its error bars span $10B..$100B
        auto *forecasts = static_cast<QCPGraph *>(plottable(&chart, QStringLiteral("forecast")));
        QCOMPARE(forecasts->dataCount(), 2);
        auto *range = static_cast<QCPErrorBars *>(plottable(&chart, QStringLiteral("forecastRange")));
        QVERIFY(range);
        const QCPErrorBarsData last = range->data()->at(1);
        QVERIFY(std::abs(forecasts->data()->at(1)->value - last.errorMinus - 1e10) < 1);
        QVERIFY(std::abs(forecasts->data()->at(1)->value + last.errorPlus - 1e11) < 1);
        // the trend is fitted on frontier runs and says so, with its range
        const QString trend = plottable(&chart, QStringLiteral("trend"))->name();
        QVERIFY2(trend.contains(QStringLiteral("frontier runs 2017–2024")), qPrintable(trend));
        QVERIFY(trend.contains(QStringLiteral("per year (×")));
        QCOMPARE(chart.trend().points, tco::fitGrowthTrend(tco::builtinRuns()).points);
    }

    void hoverShowsSourcesAndNote()
    {
        CostHistoryChart chart;
        chart.resize(1600, 1000);
        chart.show();
        chart.refresh(ChartInputs{&m_scenario, &m_result, &tco::Catalog::builtIn(), false});
        chart.plot()->replot();
        auto *estimates = static_cast<QCPGraph *>(plottable(&chart, QStringLiteral("estimate")));
        QString bert;
        for (auto it = estimates->data()->constBegin(); it != estimates->data()->constEnd(); ++it) {
            if (it->key == 2018)
                bert = chart.hoverTextAt(estimates->coordsToPixels(it->key, it->value));
        }
        QVERIFY2(bert.contains(QStringLiteral("BERT-Large")), qPrintable(bert));
        QVERIFY(bert.contains(QStringLiteral("(estimates ")));
        QVERIFY(bert.contains(QStringLiteral("91 times")));
        QVERIFY(bert.contains(QStringLiteral("AI Index")));
    }

    void labelsOfNamedRunsDoNotOverlap()
    {
        CostHistoryChart chart;
        chart.resize(1600, 1000);
        chart.show();
        chart.refresh(ChartInputs{&m_scenario, &m_result, &tco::Catalog::builtIn(), false});
        chart.addUserPoint(2024, QStringLiteral("Our last model"), 2.5e6);
        chart.plot()->replot();
        QCOMPARE(chart.plot()->width(), 1600);
        const auto labels = chart.runLabels();
        QCOMPARE(labels.size(), tco::builtinRuns().size());
        for (const char *name : {"Transformer", "BERT-Large", "GPT-3 175B", "GPT-4", "Gemini Ultra",
                                 "Llama 3.1 405B", "DeepSeek-V3"}) {
            const auto it = std::find_if(labels.begin(), labels.end(), [&](QCPItemText *l) {
                return l->property("run").toString() == QLatin1String(name);
            });
            QVERIFY2(it != labels.end() && (*it)->visible(), name);
        }
        const QRect area = chart.plot()->axisRect()->rect();
        int shown = 0;
        for (std::size_t i = 0; i < labels.size(); ++i) {
            if (!labels[i]->visible())
                continue;
            ++shown;
            const QRectF a = labelRect(labels[i]);
            QVERIFY(QRectF(area).contains(a));
            // near its own point: within 60 pixels
            const double x = chart.plot()->xAxis->coordToPixel(labels[i]->property("year").toDouble());
            QVERIFY2(std::abs(a.center().x() - x) < a.width() / 2 + 60,
                     qPrintable(labels[i]->property("run").toString()));
            for (std::size_t j = i + 1; j < labels.size(); ++j) {
                if (labels[j]->visible())
                    QVERIFY2(!a.intersects(labelRect(labels[j])),
                             qPrintable(labels[i]->property("run").toString() + QStringLiteral(" / ") +
                                        labels[j]->property("run").toString()));
            }
        }
        QVERIFY(shown >= 10);
        // Nor does a label cover the error bar of a run's range of estimates.
        QCPAxis *xAxis = chart.plot()->xAxis;
        QCPAxis *yAxis = chart.plot()->yAxis;
        for (const tco::HistoryRun &run : tco::builtinRuns()) {
            if (!run.hasRange())
                continue;
            const double cx = xAxis->coordToPixel(run.year);
            const QRectF bar = QRectF(QPointF(cx - 1, yAxis->coordToPixel(run.costHighUsd)),
                                      QPointF(cx + 1, yAxis->coordToPixel(run.costLowUsd)))
                                   .normalized();
            for (QCPItemText *label : labels)
                if (label->visible())
                    QVERIFY2(!labelRect(label).intersects(bar),
                             qPrintable(label->property("run").toString() +
                                        QStringLiteral(" covers the range of ") +
                                        QString::fromStdString(run.label)));
        }
    }

private:
    tco::Scenario m_scenario;
    tco::Result m_result;
};

PLANNER_TEST_MAIN(TestHistoryChart)
} // namespace tst_historychart

#include "tst_historychart.moc"
