// SPDX-License-Identifier: GPL-3.0-or-later
// The cost-history chart (docs/model.md §11): one point per run with the
// range of its estimates, the trend over frontier runs, a past forecast set
// against what happened, and run labels that exist for the named runs and do
// not overlap at 1600 x 1000.
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
        QVERIFY2(trend.contains(QStringLiteral("frontier runs 2017–2025")), qPrintable(trend));
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

    void eachLabelBesideItsOwnPoint_data()
    {
        QTest::addColumn<QSize>("size");
        QTest::newRow("1600 x 1000") << QSize(1600, 1000);
        // about what the History tab gives the chart in a 1280 x 800 window
        QTest::newRow("860 x 380") << QSize(860, 380);
    }

    void eachLabelBesideItsOwnPoint()
    {
        // In a crowded year (2025 has eight runs) a label must not sit nearer another run's
        // point than its own, nor cross a past forecast's arrow, nor another label.
        QFETCH(QSize, size);
        CostHistoryChart chart;
        chart.resize(size);
        chart.show();
        chart.refresh(ChartInputs{&m_scenario, &m_result, &tco::Catalog::builtIn(), false});
        chart.plot()->replot();
        QCPAxis *xAxis = chart.plot()->xAxis;
        QCPAxis *yAxis = chart.plot()->yAxis;
        const auto distance = [](const QRectF &r, const QPointF &p) {
            return std::hypot(std::max({r.left() - p.x(), 0.0, p.x() - r.right()}),
                              std::max({r.top() - p.y(), 0.0, p.y() - r.bottom()}));
        };
        const auto labels = chart.runLabels();
        int shown = 0;
        for (QCPItemText *label : labels) {
            if (!label->visible())
                continue;
            ++shown;
            const QRectF rect = labelRect(label);
            const QPointF own(xAxis->coordToPixel(label->property("year").toDouble()),
                              yAxis->coordToPixel(label->property("cost").toDouble()));
            for (const tco::HistoryRun &run : tco::builtinRuns()) {
                const QPointF p(xAxis->coordToPixel(run.year), yAxis->coordToPixel(run.costUsd));
                if (QLineF(p, own).length() > 0.5)
                    QVERIFY2(distance(rect, own) <= distance(rect, p) + 1,
                             qPrintable(label->property("run").toString() + QStringLiteral(" is nearer ") +
                                        QString::fromStdString(run.label)));
            }
            for (QCPItemLine *arrow : chart.outcomeArrows()) {
                const QLineF line(arrow->start->pixelPosition(), arrow->end->pixelPosition());
                for (double t = 0; t <= 1; t += 0.02)
                    QVERIFY2(!rect.contains(line.pointAt(t)), qPrintable(label->property("run").toString()));
            }
            for (QCPItemText *other : labels)
                if (other != label && other->visible())
                    QVERIFY(!rect.intersects(labelRect(other)));
        }
        // the most expensive runs of 2025 and the past forecast keep their labels even at the small size
        for (const char *name : {"Grok 4", "Next-generation model in development", "GPT-4", "Gemini Ultra"}) {
            const auto it = std::find_if(labels.begin(), labels.end(), [&](QCPItemText *l) {
                return l->property("run").toString() == QLatin1String(name);
            });
            QVERIFY2(it != labels.end() && (*it)->visible(), name);
        }
        QVERIFY(shown >= 10);
    }

    void pastForecastPointsAtWhatHappened()
    {
        CostHistoryChart chart;
        chart.resize(1600, 1000);
        chart.show();
        chart.refresh(ChartInputs{&m_scenario, &m_result, &tco::Catalog::builtIn(), false});
        chart.plot()->replot();
        // the 2025 forecast ("approaching $1B") -> 2025's most expensive finished run, Grok 4
        const auto arrows = chart.outcomeArrows();
        QCOMPARE(arrows.size(), std::size_t(1));
        QCOMPARE(arrows[0]->property("run").toString(),
                 QStringLiteral("Next-generation model in development"));
        QCOMPARE(arrows[0]->start->coords(), QPointF(2025, 1e9));
        const tco::HistoryRun *grok4 = nullptr;
        for (const tco::HistoryRun &r : tco::builtinRuns())
            if (r.label == "Grok 4")
                grok4 = &r;
        QVERIFY(grok4);
        QCOMPARE(arrows[0]->end->coords(), QPointF(grok4->year, grok4->costUsd));
        // its label says what that run cost, on a second line
        const auto labels = chart.runLabels();
        const auto it = std::find_if(labels.begin(), labels.end(), [](QCPItemText *l) {
            return l->property("run").toString() == QStringLiteral("Next-generation model in development");
        });
        QVERIFY(it != labels.end());
        QVERIFY2((*it)->text().endsWith(QStringLiteral("\nforecast; 2025's largest run: $436M")),
                 qPrintable((*it)->text()));
        // and its hover, in words
        auto *forecasts = static_cast<QCPGraph *>(plottable(&chart, QStringLiteral("forecast")));
        const QString hover = chart.hoverTextAt(forecasts->coordsToPixels(2025, 1e9));
        QVERIFY2(hover.contains(QStringLiteral("most expensive finished run of 2025 was Grok 4")),
                 qPrintable(hover));
        // a user's run above Grok 4 in 2025 becomes what happened
        chart.addUserPoint(2025, QStringLiteral("Our 2025 model"), 8e8);
        QCOMPARE(chart.outcomeArrows().size(), std::size_t(1));
        QCOMPARE(chart.outcomeArrows()[0]->end->coords(), QPointF(2025, 8e8));
    }

private:
    tco::Scenario m_scenario;
    tco::Result m_result;
};

PLANNER_TEST_MAIN(TestHistoryChart)
} // namespace tst_historychart

#include "tst_historychart.moc"
