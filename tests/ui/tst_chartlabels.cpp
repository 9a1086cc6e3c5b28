// SPDX-License-Identifier: GPL-3.0-or-later
// Every chart of the window, on every tab, at 1280 x 800 and 1600 x 1000, in
// English and Chinese: no label overlaps another, none is cut off by the
// edge of its chart or plot area, axis titles fit their axis and tick labels
// do not run into each other (docs/architecture.md, "Charts").
#include "charts/core/chartview.h"
#include "charts/core/textmeasure.h"
#include "modes/plan/chartarea.h"
#include "modes/plan/planmode.h"
#include "services/analysisworker.h"
#include "services/languagemanager.h"
#include "shell/mainwindow.h"

#include "plan/catalog.h"
#include "plan/scenario.h"

#include <qcustomplot.h>

#include "settingsfixture.h"
#include "testmain.h"

#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTest>

#include <algorithm>
#include <memory>

namespace tst_chartlabels { // one namespace a test file: tests/testmain.h, "Unity builds"

using planner::ChartView;
using planner::MainWindow;

namespace {

/** Where a text item was drawn, in plot pixels. */
QRectF rectOf(QCPItemText *label)
{
    return QRectF(label->topLeft->pixelPosition(), label->bottomRight->pixelPosition()).normalized();
}

/** The width of the longest line of `text` and the height of all lines. */
QSizeF textSize(const QFont &font, const QString &text)
{
    const QFontMetricsF metrics(font);
    const QRectF box = metrics.boundingRect(QRectF(0, 0, 1e6, 1e6), Qt::AlignLeft | Qt::AlignTop, text);
    return box.size();
}

/** Overlap of two rectangles beyond a one-pixel tolerance (anti-aliased
 *  edges and padding that touch are fine). */
bool overlaps(const QRectF &a, const QRectF &b)
{
    return a.adjusted(1, 1, -1, -1).intersects(b.adjusted(1, 1, -1, -1));
}

bool inside(const QRectF &inner, const QRectF &outer)
{
    return outer.adjusted(-1, -1, 1, 1).contains(inner);
}

QString describe(const QRectF &r)
{
    return QStringLiteral("(%1,%2 %3x%4)").arg(r.x()).arg(r.y()).arg(r.width()).arg(r.height());
}

/** Everything wrong with the labels of one chart, one line each. */
QStringList labelFaults(ChartView *chart)
{
    QStringList faults;
    QCustomPlot *plot = chart->plot();
    const QString name = chart->objectName();
    const QRectF widget(plot->rect());

    // Text items: inside the area they are clipped to, apart from each other
    // and from the legend.
    std::vector<std::pair<QCPItemText *, QRectF>> texts;
    for (int i = 0; i < plot->itemCount(); ++i) {
        auto *text = qobject_cast<QCPItemText *>(plot->item(i));
        if (!text || !text->realVisibility() || text->text().trimmed().isEmpty())
            continue;
        const QRectF r = rectOf(text);
        const QRectF area =
            text->clipToAxisRect() && text->clipAxisRect() ? QRectF(text->clipAxisRect()->rect()) : widget;
        if (!inside(r, area))
            faults << QStringLiteral("%1: label \"%2\" %3 is cut off by %4")
                          .arg(name, text->text(), describe(r), describe(area));
        for (const auto &[other, otherRect] : texts) {
            if (overlaps(r, otherRect))
                faults << QStringLiteral("%1: label \"%2\" overlaps \"%3\"")
                              .arg(name, text->text(), other->text());
        }
        if (plot->legend && plot->legend->realVisibility() && plot->legend->layer() &&
            overlaps(r, QRectF(plot->legend->outerRect())))
            faults << QStringLiteral("%1: label \"%2\" covers the legend").arg(name, text->text());
        texts.emplace_back(text, r);
    }

    // Axes: the title fits the axis, tick labels stay apart and on the chart.
    for (QCPAxisRect *axisRect : plot->axisRects()) {
        for (QCPAxis *axis : axisRect->axes()) {
            if (!axis->visible())
                continue;
            const bool horizontal = axis->orientation() == Qt::Horizontal;
            const double length = horizontal ? axisRect->width() : axisRect->height();
            if (!axis->label().isEmpty()) {
                const QSizeF size = textSize(axis->labelFont(), axis->label());
                if (size.width() > length + 1)
                    faults << QStringLiteral("%1: axis title \"%2\" (%3 px) is longer than its axis (%4 px)")
                                  .arg(name, axis->label())
                                  .arg(size.width())
                                  .arg(length);
            }
            if (!axis->tickLabels())
                continue;
            const QVector<double> ticks = axis->tickVector();
            const QVector<QString> labels = axis->tickVectorLabels();
            struct Span {
                double start, end;
                QString label;
            };
            std::vector<Span> spans;
            for (int i = 0; i < ticks.size() && i < labels.size(); ++i) {
                if (!axis->range().contains(ticks[i]) || labels[i].isEmpty())
                    continue;
                const QSizeF size = textSize(axis->tickLabelFont(), labels[i]);
                const double centre = axis->coordToPixel(ticks[i]);
                const double extent = horizontal ? size.width() : size.height();
                spans.push_back({centre - extent / 2, centre + extent / 2, labels[i]});
            }
            // By position on screen: value axes may run up or down.
            std::sort(spans.begin(), spans.end(),
                      [](const Span &a, const Span &b) { return a.start < b.start; });
            const double lowEdge = horizontal ? widget.left() : widget.top();
            const double highEdge = horizontal ? widget.right() : widget.bottom();
            for (std::size_t i = 0; i < spans.size(); ++i) {
                if (i > 0 && spans[i].start < spans[i - 1].end - 1)
                    faults << QStringLiteral("%1: tick labels \"%2\" and \"%3\" overlap")
                                  .arg(name, spans[i - 1].label, spans[i].label);
                if (spans[i].start < lowEdge - 1 || spans[i].end > highEdge + 1)
                    faults << QStringLiteral("%1: tick label \"%2\" is cut off").arg(name, spans[i].label);
            }
        }
    }

    // Title elements (chart titles) fit the chart's width.
    for (int i = 0; i < plot->plotLayout()->elementCount(); ++i) {
        auto *title = qobject_cast<QCPTextElement *>(plot->plotLayout()->elementAt(i));
        if (!title || !title->visible() || title->text().isEmpty())
            continue;
        const QSizeF size = textSize(title->font(), title->text());
        if (size.width() > widget.width())
            faults << QStringLiteral("%1: title \"%2\" is wider than the chart").arg(name, title->text());
    }
    return faults;
}

} // namespace

class TestChartLabels : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase() { planner::tests::useOwnSettings("tst_chartlabels"); }
    void cleanupTestCase() { QSettings().clear(); }

    void labelsNeitherOverlapNorClip_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QSize>("size");
        for (const char *language : {"en", "zh_CN"}) {
            for (const QSize size : {QSize(1280, 800), QSize(1600, 1000)})
                QTest::addRow("%s %dx%d", language, size.width(), size.height())
                    << QString::fromLatin1(language) << size;
        }
    }
    void labelsNeitherOverlapNorClip()
    {
        QFETCH(QString, language);
        QFETCH(QSize, size);
        planner::LanguageManager languages;
        languages.setLanguage(language);
        MainWindow window(tco::Catalog::builtIn(), tco::defaultScenario(), &languages);
        window.resize(size);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        // The risk histogram and the tornado label their figures once the
        // Monte Carlo run is in.
        planner::AnalysisWorker *analysis = window.analysis();
        QSignalSpy finished(analysis, &planner::AnalysisWorker::finished);
        if (!analysis->latest() || analysis->isStale())
            QVERIFY(finished.wait(30000));

        QStringList faults;
        QTabWidget *tabs = window.mode<planner::PlanMode>()->chartArea()->tabs();
        for (int tab = 0; tab < tabs->count(); ++tab) {
            tabs->setCurrentIndex(tab);
            QCoreApplication::processEvents();
            for (ChartView *chart : window.mode<planner::PlanMode>()->chartArea()->visibleCharts()) {
                // Two passes: the first lays out margins, the second places
                // labels that depend on them.
                // A chart that asked for more height gets it from its tab's
                // layout first.
                QCoreApplication::processEvents();
                chart->plot()->replot(QCustomPlot::rpImmediateRefresh);
                QCoreApplication::processEvents();
                chart->plot()->replot(QCustomPlot::rpImmediateRefresh);
                faults << labelFaults(chart);
                // The breakdown has room for every row's amount: none is
                // left out for want of space.
                for (int i = 0; i < chart->plot()->itemCount(); ++i) {
                    QCPAbstractItem *item = chart->plot()->item(i);
                    if (item->objectName().startsWith(QLatin1String("valueLabel_")) && item->visible() &&
                        !item->realVisibility())
                        faults
                            << QStringLiteral("%1: %2 left out").arg(chart->objectName(), item->objectName());
                }
            }
        }
        for (const QString &fault : faults)
            qWarning().noquote() << fault;
        QVERIFY2(faults.isEmpty(),
                 qPrintable(QStringLiteral("%1 label faults, listed above").arg(faults.size())));
    }

    void measuredTextBoxesAreQCustomPlots()
    {
        // The label layout measures text items through textmeasure (each
        // text shaped once, not on every replot): the boxes must be the
        // ones QCustomPlot draws, for every alignment, padding and font.
        QCustomPlot plot;
        plot.resize(600, 400);
        plot.xAxis->setRange(0, 10);
        plot.yAxis->setRange(0, 10);
        plot.replot();
        auto *item = new QCPItemText(&plot);
        QFont bold = item->font();
        bold.setBold(true);
        bold.setPointSizeF(bold.pointSizeF() * 1.3);
        const Qt::Alignment aligns[] = {Qt::AlignLeft | Qt::AlignTop,
                                        Qt::AlignHCenter | Qt::AlignVCenter,
                                        Qt::AlignRight | Qt::AlignBottom,
                                        Qt::AlignLeft | Qt::AlignBottom,
                                        Qt::AlignHCenter | Qt::AlignTop,
                                        Qt::AlignRight | Qt::AlignVCenter,
                                        Qt::AlignCenter};
        int compared = 0;
        for (const QString &text :
             {QStringLiteral("Optimum 8.5 min"), QStringLiteral("No valid plan\nabove 45.3 h →"),
              QStringLiteral("P90 ¥1.2亿 · 96 天")}) {
            for (const QFont &font : {QFont(item->font()), bold}) {
                for (const Qt::Alignment position : aligns) {
                    for (const Qt::Alignment textAlign :
                         {Qt::Alignment(Qt::AlignLeft | Qt::AlignTop), Qt::Alignment(Qt::AlignCenter)}) {
                        for (const QMargins &pad : {QMargins(), QMargins(6, 3, 6, 3), QMargins(1, 7, 2, 0)}) {
                            item->setText(text);
                            item->setFont(font);
                            item->setPositionAlignment(position);
                            item->setTextAlignment(textAlign);
                            item->setPadding(pad);
                            item->position->setCoords(3.3, 6.7);
                            const QRectF theirs =
                                QRectF(item->topLeft->pixelPosition(), item->bottomRight->pixelPosition())
                                    .normalized();
                            QCOMPARE(planner::textmeasure::itemRect(item), theirs);
                            // Measured again (remembered), the same.
                            QCOMPARE(planner::textmeasure::itemRect(item), theirs);
                            ++compared;
                        }
                    }
                }
            }
        }
        QCOMPARE(compared, 3 * 2 * 7 * 2 * 3);
        const QFont font = item->font();
        QCOMPARE(planner::textmeasure::advance(font, QStringLiteral("$17.5M")),
                 QFontMetrics(font).horizontalAdvance(QStringLiteral("$17.5M")));
        QCOMPARE(
            planner::textmeasure::boundsF(font, Qt::AlignLeft, QStringLiteral("12 h")),
            QFontMetricsF(font).boundingRect(QRectF(0, 0, 1e6, 1e6), Qt::AlignLeft, QStringLiteral("12 h")));
    }
};

PLANNER_TEST_MAIN(TestChartLabels)
} // namespace tst_chartlabels

#include "tst_chartlabels.moc"
