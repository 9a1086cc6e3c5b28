// SPDX-License-Identifier: GPL-3.0-or-later
// The Portfolio window on a laptop (issue 53; docs/architecture.md, "Laptop
// screens"): at 1280×800 and 1366×768, in English and Chinese, and at
// 1600 wide with 4,812 owned, every bar of the Gantt that stands for several
// instances shows its count, inside it or beside it, on the chart and not
// over another count; the presentation's Gantt does too; the dashed
// deadline ticks are named in the legend.
#include "charts/portfolio/ganttchart.h"
#include "modes/portfolio/portfoliopresentation.h"

#include "portfoliofixture.h"
#include "settingsfixture.h"
#include "testmain.h"

#include <qcustomplot.h>

#include <QStandardPaths>
#include <QTabWidget>

namespace tst_portfoliolayout { // one namespace a test file: tests/testmain.h, "Unity builds"

using planner::GanttChart;

class TestPortfolioLayout : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { planner::tests::useTestPaths(); }
    void init() { m_year.open(); }
    void cleanup() { m_year.close(); }
    void everyCountShows_data();
    void everyCountShows();
    void thePresentationsGanttCountsToo();
    void deadlinesAreInTheLegend();

private:
    portfoliofixture::TypicalYear m_year;
};

/** Every bundled bar's count drawn once, whole on the chart, over no other count. */
void verifyCounts(GanttChart *gantt)
{
    gantt->plot()->replot();
    const std::vector<GanttChart::CountMark> &marks = gantt->countMarks();
    QVERIFY(gantt->bundledBars() > 0);
    const QRect area = gantt->plot()->axisRect()->rect();
    int counted = 0;
    for (std::size_t i = 0; i < marks.size(); ++i) {
        const GanttChart::CountMark &m = marks[i];
        QVERIFY(m.count > 1 && !m.placements.empty());
        counted += static_cast<int>(m.placements.size());
        QVERIFY2(
            QRectF(area).contains(m.rect),
            qPrintable(
                QStringLiteral("× %1 of placement %2 off the chart").arg(m.count).arg(m.placements.front())));
        for (std::size_t j = 0; j < i; ++j)
            QVERIFY2(!marks[j].rect.intersects(m.rect),
                     qPrintable(QStringLiteral("× %1 over × %2").arg(m.count).arg(marks[j].count)));
    }
    QCOMPARE(counted, gantt->bundledBars());
}

void TestPortfolioLayout::everyCountShows_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QSize>("size");
    QTest::addColumn<int>("owned");
    for (const char *language : {"en", "zh_CN"})
        for (const QSize size : {QSize(1280, 800), QSize(1366, 768)})
            QTest::addRow("%s %dx%d", language, size.width(), size.height())
                << QString::fromLatin1(language) << size << -1;
    QTest::addRow("en 1600x1000 owned 4812") << QStringLiteral("en") << QSize(1600, 1000) << 4812;
    QTest::addRow("en 1280x800 owned 4812") << QStringLiteral("en") << QSize(1280, 800) << 4812;
}

void TestPortfolioLayout::everyCountShows()
{
    QFETCH(QString, language);
    QFETCH(QSize, size);
    QFETCH(int, owned);
    m_year.languages->setLanguage(language);
    planner::PortfolioWindow *window = m_year.portfolio();
    if (owned >= 0) { // past the slider's end, as the fleet decision may propose
        window->document()->edit(QStringLiteral("owned"),
                                 [owned](tco::Portfolio &p) { p.pools[0].count = owned; });
        QCOMPARE(window->document()->portfolio().pools[0].count, owned);
    }
    window->resize(size);
    window->tabs()->setCurrentIndex(0);
    QApplication::processEvents();
    QVERIFY(window->gantt()->isVisible());
    verifyCounts(window->gantt());
}

void TestPortfolioLayout::thePresentationsGanttCountsToo()
{
    auto *action = m_year.portfolio()->findChild<QAction *>(QStringLiteral("actionPresentPortfolio"));
    QVERIFY(action);
    action->trigger();
    auto *deck = m_year.portfolio()->findChild<planner::PortfolioPresentation *>();
    QVERIFY(deck);
    deck->resize(1280, 800);
    deck->setPage(0);
    QApplication::processEvents();
    auto *gantt = qobject_cast<GanttChart *>(deck->chart(0));
    QVERIFY(gantt && gantt->isVisible());
    verifyCounts(gantt);
    deck->close();
}

void TestPortfolioLayout::deadlinesAreInTheLegend()
{
    GanttChart *gantt = m_year.portfolio()->gantt();
    QCPLegend *legend = gantt->plot()->legend;
    auto *key = gantt->plot()->findChild<QCPGraph *>(QStringLiteral("legend.deadline"));
    QVERIFY(key);
    QVERIFY(legend->hasItemWithPlottable(key));
    QCOMPARE(key->pen().style(), Qt::DashLine);
    QVERIFY(!key->name().isEmpty());
}

PLANNER_TEST_MAIN(TestPortfolioLayout)
} // namespace tst_portfoliolayout

#include "tst_portfoliolayout.moc"
