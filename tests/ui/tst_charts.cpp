// SPDX-License-Identifier: GPL-3.0-or-later
// Widget tests of the chart library's shared machinery: every chart
// refreshes from the default scenario, builds its graphs once, exports PNG
// and PDF, greys what has no valid plan, keeps its ranges while a slider is
// held, and exposes hover text and export through seams (no dialogs open).
// What each chart marks is in tst_chartmarks.cpp.
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

#include "chartfixture.h"
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

class TestCharts : public QObject, public chartfixture::DefaultPlan
{
    Q_OBJECT

private:
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
    void initTestCase() { QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates)); }
    void init() { reset(); }

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
