// SPDX-License-Identifier: GPL-3.0-or-later
// The Portfolio window (issue 35, docs/model.md §16) through its real
// widgets: the typical year opens with every view, the owned-count slider
// moves every view, a run dragged on the Gantt is one undo step, a run
// opened as the plan flows its changes back and starts where the portfolio
// places it, with a note of what the portfolio charges it (issue 53).
#include "charts/portfolio/fleetdecisionchart.h"
#include "charts/portfolio/ganttchart.h"
#include "modes/portfolio/portfolioanalysis.h"
#include "modes/portfolio/portfoliodocument.h"
#include "modes/portfolio/portfoliomode.h"
#include "modes/portfolio/portfoliopresentation.h"
#include "modes/portfolio/portfoliotiles.h"
#include "modes/portfolio/portfoliowindow.h"
#include "prompts/prompts.h"
#include "report/htmlreport.h"
#include "report/portfolioreport.h"
#include "report/reportbuilder.h"
#include "report/reportdata.h"
#include "services/languagemanager.h"
#include "shell/mainwindow.h"
#include "texts/numberformat.h"
#include "texts/portfoliotexts.h"
#include "widgets/kpitile.h"

#include "document/scenariodocument.h"

#include "plan/catalog.h"
#include "plan/inputs.h"
#include "plan/scenario.h"
#include "portfolio/placedrun.h"
#include "portfolio/portfoliotracking.h"
#include "portfolio/risk.h"
#include "tracking/actuals.h"
#include "tracking/actualsimport.h"

#include "portfoliofixture.h"
#include "settingsfixture.h"
#include "texts/terms.h"

#include "testmain.h"

#include <QAction>
#include <QApplication>
#include <QDateEdit>
#include <QDir>
#include <QFile>
#include <QLabel>
#include <QMouseEvent>
#include <QPushButton>
#include <QSlider>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTextDocumentFragment>
#include <QUndoStack>

#include <qcustomplot.h>

#include <algorithm>
#include <cmath>
#include <map>
#include <memory>

namespace tst_portfoliomode { // one namespace a test file: tests/testmain.h, "Unity builds"

using planner::PortfolioWindow;

class TestPortfolioMode : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void init();
    void cleanup();
    void theTypicalYearShowsEveryView();
    void theOwnedSliderMovesEveryView();
    void aHeldSliderNeverResizesTheChart();
    void aFigureJustPastTheLineReadsPastIt();
    void aDraggedRunIsOneUndoStep();
    void aRunOpensAsThePlanAndFlowsBack();
    void aRunOpensWhereThePortfolioPlacesIt();
    void theFleetDecisionArrives();
    void theFleetTabSaysWhatTheDecisionMeans();
    void rentalPricesCanRise();
    void theDecisionNamesEveryPoolItSets();
    void savesAndOpensThePortfolio();
    void theSlidesFollowTheWindow();
    void exportsTheReports();
    void exportsTheForecastAsFocus();
    void actualSpendOnARunRollsUp();
    void chineseWordsEverywhere();
    void aMissedDeadlineIsMarkedAndExplained();

private:
    planner::PortfolioMode *mode() const { return m_year.mode(); }
    PortfolioWindow *portfolio() const { return m_year.portfolio(); }
    QString tile(const char *name) const
    {
        return portfolio()->findChild<planner::KpiTile *>(QString::fromLatin1(name))->value();
    }
    portfoliofixture::TypicalYear m_year;
};

void TestPortfolioMode::initTestCase()
{
    planner::tests::useTestPaths();
}

void TestPortfolioMode::init()
{
    m_year.open();
}

void TestPortfolioMode::cleanup()
{
    m_year.close();
}

void TestPortfolioMode::theTypicalYearShowsEveryView()
{
    QTabWidget *tabs = portfolio()->tabs();
    QCOMPARE(tabs->count(), 5);
    for (int i = 0; i < tabs->count(); ++i)
        QVERIFY2(!tabs->tabText(i).isEmpty(), qPrintable(QString::number(i)));
    const tco::PortfolioMetrics &m = portfolio()->document()->evaluation().metrics;
    QCOMPARE(tile("annualTile"), planner::formatUsd(m.annualUsd));
    // Every run has a row, and the Gantt draws every placed instance.
    const tco::Portfolio &p = portfolio()->document()->portfolio();
    for (int r = 0; r < static_cast<int>(p.runs.size()); ++r)
        QCOMPARE(portfolio()->gantt()->rowLabel(r), QString::fromStdString(p.runs[std::size_t(r)].id));
    auto *table = portfolio()->findChild<QTableWidget *>(QStringLiteral("chargebackTable"));
    QVERIFY(table && table->rowCount() >= 4);
    // A row per run with the model's cost of the run (issue 50).
    int byRun = -1;
    for (int row = 0; row < table->rowCount(); ++row)
        if (table->item(row, 0) && table->item(row, 0)->text() == QStringLiteral("By run"))
            byRun = row;
    QVERIFY(byRun >= 0);
    for (std::size_t i = 0; i < p.runs.size(); ++i) {
        const QTableWidgetItem *name = table->item(byRun + 1 + int(i), 0);
        QVERIFY(name && name->text().startsWith(QString::fromStdString(p.runs[i].id)));
        QCOMPARE(table->item(byRun + 1 + int(i), 1)->text(), planner::formatUsd(m.runs[i].totalUsd()));
    }
    auto *money = portfolio()->findChild<QCustomPlot *>();
    QVERIFY(money);
}

void TestPortfolioMode::theOwnedSliderMovesEveryView()
{
    auto *slider = portfolio()->findChild<QSlider *>(QStringLiteral("ownedSlider"));
    QVERIFY(slider && slider->isEnabled());
    const double before = portfolio()->document()->evaluation().metrics.annualUsd;
    const QString tileBefore = tile("annualTile");
    portfolio()->tabs()->setCurrentIndex(1); // utilisation: only the chart on screen follows each move
    auto *idle = portfolio()->findChild<QCPBars *>(QStringLiteral("idle.owned"));
    QVERIFY(idle);
    const double idleBefore = idle->data()->at(11)->value;
    slider->setValue(slider->value() + 1024);
    const double after = portfolio()->document()->evaluation().metrics.annualUsd;
    QVERIFY(after != before);
    QCOMPARE(tile("annualTile"), planner::formatUsd(after));
    QVERIFY(tile("annualTile") != tileBefore);
    QVERIFY(idle->data()->at(11)->value > idleBefore); // 1,024 more owned sit idle in December
    QCOMPARE(portfolio()->document()->portfolio().pools[0].count, slider->value());
    portfolio()->document()->undoStack()->undo();
    QCOMPARE(portfolio()->document()->evaluation().metrics.annualUsd, before);
    QCOMPARE(tile("annualTile"), tileBefore);
    QCOMPARE(idle->data()->at(11)->value, idleBefore);
    // A chart off screen is refilled when its tab is shown, not on each move.
    portfolio()->tabs()->setCurrentIndex(0);
    slider->setValue(slider->value() + 1024);
    QCOMPARE(idle->data()->at(11)->value, idleBefore);
    portfolio()->tabs()->setCurrentIndex(1);
    QVERIFY(idle->data()->at(11)->value > idleBefore);
}

/** Counts the resizes of one widget. */
class ResizeCounter : public QObject
{
public:
    explicit ResizeCounter(QWidget *w) { w->installEventFilter(this); }
    int resizes = 0;

protected:
    bool eventFilter(QObject *, QEvent *event) override
    {
        if (event->type() == QEvent::Resize)
            ++resizes;
        return false;
    }
};

void TestPortfolioMode::aHeldSliderNeverResizesTheChart()
{
    // The tiles and the banner change with every move; a header that
    // followed them would resize the tab below, and a resized chart replots
    // whole (bench_portfoliowindow: most of a move). While held, the header
    // may grow, never shrink; the chart draws without antialiasing.
    portfolio()->resize(1600, 1000);
    QCoreApplication::processEvents();
    auto *slider = portfolio()->findChild<QSlider *>(QStringLiteral("ownedSlider"));
    auto *gantt = portfolio()->findChild<planner::GanttChart *>();
    QVERIFY(slider && gantt);
    portfolio()->tabs()->setCurrentIndex(0);
    ResizeCounter counter(gantt->plot());
    const int from = slider->value();
    const int span = (slider->maximum() - slider->minimum()) / 3;
    slider->setSliderDown(true);
    int tabsHeight = portfolio()->tabs()->height();
    for (int i = 1; i <= 24; ++i) {
        slider->setValue(
            std::clamp(from + (i % 2 ? 1 : -1) * (span * i / 24), slider->minimum(), slider->maximum()));
        QCoreApplication::processEvents();
        QVERIFY2(portfolio()->tabs()->height() <= tabsHeight, "the header shrank during a drag");
        tabsHeight = portfolio()->tabs()->height();
        QCOMPARE(gantt->plot()->notAntialiasedElements(), QCP::AntialiasedElements(QCP::aeAll));
    }
    QVERIFY2(counter.resizes <= 2, qPrintable(QStringLiteral("%1 resizes").arg(counter.resizes)));
    slider->setSliderDown(false);
    QCoreApplication::processEvents();
    QCOMPARE(gantt->plot()->notAntialiasedElements(), QCP::AntialiasedElements(QCP::aeNone));
}

void TestPortfolioMode::aFigureJustPastTheLineReadsPastIt()
{
    // Issue 53: tiles read "$135M" and "90 %" against a "$135M" warning
    // line (really $135.5M and 90.3 %): rounding hid why it was flagged.
    QCOMPARE(planner::formatUsdAgainst(135.4e6, 135e6).figure, QStringLiteral("$135.4M"));
    QCOMPARE(planner::formatUsdAgainst(135.4e6, 135e6).line, QStringLiteral("$135M"));
    QCOMPARE(planner::formatUsdAgainst(88.5e6, 90e6).figure, planner::formatUsd(88.5e6));
    QCOMPARE(planner::formatPercentAgainst(0.903, 0.9).figure, planner::formatPercent(0.903, QLocale(), 1));
    QCOMPARE(planner::formatPercentAgainst(0.95, 0.9).figure, planner::formatPercent(0.95, QLocale(), 0));

    // The typical year just past its warning line: the tile, the budget
    // tile and the banner tell the year from the line.
    const double annual = portfolio()->document()->evaluation().metrics.annualUsd;
    // A warning line below the year that formatUsd writes as the year.
    int steps = 0;
    while (steps < 1000 &&
           planner::formatUsd(annual * (1 - (steps + 1) * 1e-5)) == planner::formatUsd(annual))
        ++steps;
    QVERIFY(steps >= 2);
    const double warning = annual * (1 - steps / 2 * 1e-5);
    portfolio()->document()->edit(QStringLiteral("budget"), [warning](tco::Portfolio &p) {
        p.budget.annualUsd = warning / p.budget.warningFraction;
    });
    const tco::Portfolio &p = portfolio()->document()->portfolio();
    QCOMPARE(portfolio()->document()->evaluation().metrics.worstStatus(), tco::BudgetStatus::PastWarning);
    QCOMPARE(planner::formatUsd(annual), planner::formatUsd(p.budget.warningUsd())); // the trap
    const planner::FigureAgainstLine money = planner::formatUsdAgainst(annual, p.budget.warningUsd());
    QVERIFY(money.figure != money.line);
    QCOMPARE(tile("annualTile"), money.figure);
    QVERIFY(tile("budgetTile") != planner::formatPercent(p.budget.warningFraction, QLocale(), 0));
    auto *banner = portfolio()->findChild<QLabel *>(QStringLiteral("portfolioBanner"));
    QVERIFY(banner && banner->text().contains(money.figure));
}

void TestPortfolioMode::aDraggedRunIsOneUndoStep()
{
    planner::GanttChart *gantt = portfolio()->gantt();
    gantt->resize(1400, 700);
    gantt->plot()->replot();
    const tco::Schedule &s = portfolio()->document()->evaluation().schedule;
    // The main run: one instance, placed.
    int placement = -1;
    const tco::Portfolio &p = portfolio()->document()->portfolio();
    for (std::size_t i = 0; i < s.placements.size(); ++i)
        if (p.runs[std::size_t(s.placements[i].run)].kind == tco::RunKind::MainRun)
            placement = static_cast<int>(i);
    QVERIFY(placement >= 0);
    const int run = s.placements[std::size_t(placement)].run;
    const int startBefore = s.placements[std::size_t(placement)].startDay;
    QVERIFY(!p.runs[std::size_t(run)].pinnedStart);
    const QPointF from = gantt->barCentre(placement);
    QCOMPARE(gantt->placementAt(from), placement);
    const QPoint a = from.toPoint();
    const QPoint b = a + QPoint(static_cast<int>(std::lround(20 * gantt->pixelsPerDay())), 0);
    QWidget *surface = gantt->plot();
    QTest::mousePress(surface, Qt::LeftButton, {}, a);
    QMouseEvent move(QEvent::MouseMove, b, surface->mapToGlobal(b), Qt::NoButton, Qt::LeftButton, {});
    QApplication::sendEvent(surface, &move);
    QTest::mouseRelease(surface, Qt::LeftButton, {}, b);
    const tco::PortfolioRun &moved = portfolio()->document()->portfolio().runs[std::size_t(run)];
    QVERIFY(moved.pinnedStart);
    const int startAfter =
        portfolio()->document()->evaluation().schedule.placements[std::size_t(placement)].startDay;
    QVERIFY2(std::abs(startAfter - (startBefore + 20)) <= 1,
             qPrintable(QStringLiteral("%1 -> %2").arg(startBefore).arg(startAfter)));
    QCOMPARE(portfolio()->document()->undoStack()->count(), 1);
    portfolio()->document()->undoStack()->undo();
    QVERIFY(!portfolio()->document()->portfolio().runs[std::size_t(run)].pinnedStart);
    QCOMPARE(portfolio()->document()->evaluation().schedule.placements[std::size_t(placement)].startDay,
             startBefore);
}

void TestPortfolioMode::aRunOpensAsThePlanAndFlowsBack()
{
    const tco::Portfolio &p = portfolio()->document()->portfolio();
    int main = -1;
    for (std::size_t i = 0; i < p.runs.size(); ++i)
        if (p.runs[i].kind == tco::RunKind::MainRun)
            main = static_cast<int>(i);
    QVERIFY(main >= 0);
    // The plan open is unchanged: nothing to ask.
    QVERIFY(mode()->openRunAsPlan(main));
    planner::ScenarioDocument *plan = m_year.window->document();
    QCOMPARE(plan->scenario(), tco::placedPlan(p, portfolio()->document()->evaluation(), main));
    const double before = portfolio()->document()->evaluation().metrics.annualUsd;
    const auto mainHours = [&] {
        double hours = 0;
        for (const tco::RunPlacement &r : portfolio()->document()->evaluation().schedule.placements)
            if (r.run == main)
                hours += r.wallClockHours;
        return hours;
    };
    const double hoursBefore = mainHours();
    // compute.mfu 0 is "typical for the plan" (about 0.32 here): 0.2 is slower.
    QVERIFY(!plan->setValue(tco::InputId::ComputeMfu, 0.2));
    const tco::Scenario &flowed = portfolio()->document()->portfolio().runs[std::size_t(main)].scenario;
    QCOMPARE(flowed.value(tco::InputId::ComputeMfu), plan->value(tco::InputId::ComputeMfu));
    // A slower main run holds the fleet longer (its cost may stay: owned
    // accelerators it now uses were idle and paid for anyway).
    QVERIFY2(mainHours() > hoursBefore * 1.1,
             qPrintable(QStringLiteral("%1 -> %2").arg(hoursBefore).arg(mainHours())));
    QVERIFY(portfolio()->document()->isModified());
    // Undo in the portfolio takes the plan's change back out of it.
    portfolio()->document()->undoStack()->undo();
    QCOMPARE(portfolio()->document()->evaluation().metrics.annualUsd, before);
    QCOMPARE(mainHours(), hoursBefore);
}

/** Issue 53: the main run opened from the portfolio starts on the day the
 *  portfolio schedules it, and the main window says what the portfolio
 *  charges it beside the plan's own total, as the model computes both. */
void TestPortfolioMode::aRunOpensWhereThePortfolioPlacesIt()
{
    const tco::Portfolio &p = portfolio()->document()->portfolio();
    const auto mainRun = std::find_if(p.runs.begin(), p.runs.end(), [](const tco::PortfolioRun &r) {
        return r.kind == tco::RunKind::MainRun;
    });
    QVERIFY(mainRun != p.runs.end());
    const int main = static_cast<int>(mainRun - p.runs.begin());
    QVERIFY(mode()->openRunAsPlan(main));
    planner::ScenarioDocument *plan = m_year.window->document();
    const auto placed = [&] { return tco::placedRun(p, portfolio()->document()->evaluation(), main); };
    QVERIFY(placed().firstDay);
    // The typical year places the main run after its pilots and ablations,
    // not on the portfolio's first day.
    QVERIFY(*placed().firstDay != p.start);
    QCOMPARE(plan->scenario().startDate, tco::formatDate(*placed().firstDay));
    const tco::CivilDate first = *placed().firstDay;
    auto *date = m_year.window->findChild<QDateEdit *>(QStringLiteral("scenarioStartDate"));
    QVERIFY(date);
    QCOMPARE(date->date(), QDate(first.year, int(first.month), int(first.day)));
    auto *note = m_year.window->findChild<QLabel *>(QStringLiteral("portfolioRunNote"));
    QVERIFY(note);
    QVERIFY(note->isVisible());
    const auto says = [&](const QString &part) {
        return note->text().contains(part) ? QByteArray()
                                           : (part + QStringLiteral(" not in: ") + note->text()).toUtf8();
    };
    const auto check = [&] {
        const tco::PlacedRun now = placed();
        for (const QString &part :
             {planner::formatUsd(now.chargeUsd), planner::formatUsd(plan->result().totalUsd),
              planner::formatDay(*now.firstDay), planner::formatDay(*now.lastDay), planner::runName(p, main)})
            if (const QByteArray missing = says(part); !missing.isEmpty())
                return missing;
        return QByteArray();
    };
    QVERIFY2(check().isEmpty(), check().constData());
    // The portfolio's charge and the plan's own total differ: the note is
    // what explains it.
    QVERIFY(planner::formatUsd(placed().chargeUsd) != planner::formatUsd(plan->result().totalUsd));
    // The plan's reports say it too: the summary and the executive report.
    planner::ReportInput input = m_year.window->reportInput();
    QCOMPARE(input.portfolioRunNote, note->text());
    for (const planner::ReportKind kind : {planner::ReportKind::Full, planner::ReportKind::Executive}) {
        input.kind = kind;
        const QString html = QString::fromUtf8(
            planner::htmlReport(planner::ReportBuilder(planner::computeReportData(input), false).build()));
        QVERIFY2(html.contains(note->text().toHtmlEscaped()), qPrintable(QString::number(int(kind))));
    }
    // An edit in the plan flows back; the note follows both figures, and
    // the run keeps its own start date in the portfolio.
    const std::string runStart = p.runs[std::size_t(main)].scenario.startDate;
    const double chargeBefore = placed().chargeUsd;
    QVERIFY(!plan->setValue(tco::InputId::ComputeMfu, 0.2));
    QVERIFY(placed().chargeUsd != chargeBefore);
    QVERIFY2(check().isEmpty(), check().constData());
    QCOMPARE(portfolio()->document()->portfolio().runs[std::size_t(main)].scenario.startDate, runStart);
    // The schedule moves the run later (its earliest start dragged on the
    // Gantt): the plan's start date follows, with no step of its own to undo.
    const int undoSteps = plan->undoStack()->count();
    const tco::CivilDate placedBefore = *placed().firstDay;
    portfolio()->document()->moveRun(main, static_cast<int>(tco::daysBetween(p.start, placedBefore)) + 7);
    portfolio()->document()->endInteraction();
    QVERIFY(placed().firstDay);
    QVERIFY(*placed().firstDay != placedBefore);
    QCOMPARE(QString::fromStdString(plan->scenario().startDate),
             QString::fromStdString(tco::formatDate(*placed().firstDay)));
    QCOMPARE(plan->undoStack()->count(), undoSteps);
    QVERIFY2(check().isEmpty(), check().constData());
    portfolio()->document()->undoStack()->undo();
    QCOMPARE(*placed().firstDay, placedBefore);
    QCOMPARE(QString::fromStdString(plan->scenario().startDate),
             QString::fromStdString(tco::formatDate(placedBefore)));
    // Another run opened (the edit is in the portfolio: nothing to ask):
    // the note is that run's.
    plan->undoStack()->setClean();
    const int other = main == 0 ? 1 : 0;
    QVERIFY(mode()->openRunAsPlan(other));
    QVERIFY(note->isVisible());
    QVERIFY2(!says(planner::runName(p, other)).size(), qPrintable(note->text()));
    QVERIFY(!note->text().contains(planner::runName(p, main)));
    // File ▸ New: the new plan is no run of the portfolio.
    plan->newScenario();
    QCOMPARE(mode()->linkedRun(), -1);
    QVERIFY(note->isHidden());
    QVERIFY(m_year.window->reportInput().portfolioRunNote.isEmpty());
}

void TestPortfolioMode::theFleetDecisionArrives()
{
    // Asked once per edit: the answer arriving must not ask again (it did,
    // and the worker never rested).
    QTRY_VERIFY_WITH_TIMEOUT(portfolio()->analysis()->latest() && !portfolio()->analysis()->isBusy(), 60000);
    const planner::PortfolioOutlook *outlook = portfolio()->analysis()->latest();
    QVERIFY(outlook);
    QVERIFY(outlook->fleet.valid);
    QVERIFY(outlook->risk.annualP10 <= outlook->risk.annualP90);
    QVERIFY(!outlook->bands.empty());
    portfolio()->tabs()->setCurrentIndex(4);
    auto *curve = portfolio()->fleetChart()->findChild<QCPGraph *>(QStringLiteral("curve"));
    QVERIFY(curve);
    QCOMPARE(curve->dataCount(), static_cast<int>(outlook->fleet.curve.size()));
    // The stretch within the answer's tolerance is drawn and named (issue 51).
    auto *near = portfolio()->fleetChart()->findChild<QCPGraph *>(QStringLiteral("nearBest"));
    QVERIFY(near);
    const tco::NearBest &nb = outlook->fleet.nearBest;
    if (nb.lowOwned != nb.highOwned) {
        QVERIFY(near->dataCount() > 1);
        QCOMPARE(near->data()->constBegin()->key, double(nb.lowOwned));
        QCOMPARE((near->data()->constEnd() - 1)->key, double(nb.highOwned));
        QVERIFY2(near->name().contains(planner::formatWhole(nb.highOwned)), qPrintable(near->name()));
    }
    QVERIFY(portfolio()
                ->findChild<planner::KpiTile *>(QStringLiteral("annualTile"))
                ->detail()
                .contains(planner::formatUsd(outlook->risk.annualP90)));
    // The header leads with the decision and its flatness (issues 51, 53).
    auto *banner = portfolio()->findChild<QLabel *>(QStringLiteral("portfolioBanner"));
    QVERIFY(banner && banner->isVisible());
    const QString first = banner->text().section(QLatin1Char('\n'), 0, 0);
    QVERIFY2(first.startsWith(QStringLiteral("Decision: ")), qPrintable(first));
    QVERIFY2(first.contains(planner::formatWhole(outlook->fleet.best.committed)), qPrintable(first));
    if (outlook->fleet.nearBest.lowOwned != outlook->fleet.nearBest.highOwned)
        QVERIFY2(first.contains(planner::formatWhole(outlook->fleet.nearBest.highOwned)), qPrintable(first));
}

void TestPortfolioMode::theFleetTabSaysWhatTheDecisionMeans()
{
    // Issue 51: the window showed neither the alternative that owning
    // displaces beside the break-even, nor the answer along the rent paths;
    // only the report did. The note under the fleet chart says both, in
    // the report's words, with the same answers.
    portfolio()->tabs()->setCurrentIndex(4);
    portfolio()->analysis()->waitForIdle();
    const planner::PortfolioOutlook *outlook = portfolio()->analysis()->latest();
    QVERIFY(outlook && outlook->fleet.valid);
    auto *note = portfolio()->findChild<QLabel *>(QStringLiteral("fleetNote"));
    QVERIFY(note);
    QTRY_VERIFY(note->isVisible());
    const QString text = QTextDocumentFragment::fromHtml(note->text()).toPlainText();
    const tco::DisplacedUse &x = outlook->fleet.displaced;
    QVERIFY(x.measured);
    const QString against =
        QStringLiteral("mostly %1").arg(planner::poolKindLabel(x.main())) + QStringLiteral(" (");
    QVERIFY2(text.contains(against), qPrintable(text));
    QVERIFY2(text.contains(planner::formatPercent(outlook->fleet.breakEvenUtilisation, QLocale(), 0)),
             qPrintable(text));
    QCOMPARE(outlook->paths.size(), std::size_t(3));
    for (const tco::PathAnswer &a : outlook->paths) {
        const QString answer =
            QStringLiteral("own %1 and commit %2 (%3 a year)")
                .arg(planner::formatWhole(a.best.owned), planner::formatWhole(a.best.committed),
                     planner::formatUsd(a.best.annualUsd));
        QVERIFY2(text.contains(answer), qPrintable(answer + QStringLiteral(" in ") + text));
    }
    QVERIFY2(text.contains(QStringLiteral("on the planned path")), qPrintable(text));
}

void TestPortfolioMode::rentalPricesCanRise()
{
    // Issue 51: the Monte Carlo and the decision weigh prices that rise 40 %
    // a year, the file format holds them, but the slider stopped at 0, and
    // a portfolio with rising prices showed its slider at "fall by 0".
    auto *slider = portfolio()->findChild<QSlider *>(QStringLiteral("declineSlider"));
    QVERIFY(slider);
    QCOMPARE(slider->minimum(), static_cast<int>(std::lround(tco::PortfolioRiskSettings{}.declineLow * 100)));
    slider->setValue(-25);
    QCOMPARE(portfolio()->document()->portfolio().rentalDeclinePerYear, -0.25);
    auto *value = portfolio()->findChild<QLabel *>(QStringLiteral("declineSliderValue"));
    QVERIFY(value);
    QVERIFY2(value->text().contains(QStringLiteral("rise")), qPrintable(value->text()));
    QVERIFY2(value->text().contains(planner::formatPercent(0.25, QLocale(), 0)), qPrintable(value->text()));
    portfolio()->document()->undoStack()->undo();
    QVERIFY(portfolio()->document()->portfolio().rentalDeclinePerYear > 0);
    QVERIFY2(value->text().contains(QStringLiteral("fall")), qPrintable(value->text()));
}

void TestPortfolioMode::theDecisionNamesEveryPoolItSets()
{
    // Issue 51: the decision now also sets a ladder's other rungs and
    // another generation's owned pool; the header's line names each.
    tco::Portfolio p;
    p.pools.resize(3);
    p.pools[0].id = "owned";
    p.pools[0].kind = tco::PoolKind::Owned;
    p.pools[1].id = "commitment";
    p.pools[1].kind = tco::PoolKind::Commitment;
    p.pools[2].id = "commitment-july";
    p.pools[2].kind = tco::PoolKind::Commitment;
    tco::FleetDecision d;
    d.valid = true;
    d.ownedPool = 0;
    d.commitmentPool = 1;
    d.otherPools = {2};
    d.best = {0, 80, 1186598.4, 0, {48}};
    d.nearBest = {0, 0, 5000};
    tco::PortfolioEvaluation e;
    e.metrics.annualUsd = 1256640;
    const QString line = planner::PortfolioTiles::decisionLine(p, e, d);
    const QString expected =
        QStringLiteral("Decision: own 0 and commit 80 (and 48 in %1), ").arg(planner::poolName(p, 2));
    QVERIFY2(line.startsWith(expected), qPrintable(line));
    QVERIFY(expected.contains(QStringLiteral("commitment-july")));
}

void TestPortfolioMode::savesAndOpensThePortfolio()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("year.tcoportfolio"));
    planner::Prompts::setFileDialogHook([&](QWidget *, planner::Prompts::FileDialog, const QString &,
                                            const QString &, const QString &) { return path; });
    auto *slider = portfolio()->findChild<QSlider *>(QStringLiteral("committedSlider"));
    slider->setValue(512);
    QVERIFY(portfolio()->save());
    QVERIFY(!portfolio()->document()->isModified());
    slider->setValue(256);
    portfolio()->document()->undoStack()->setClean();
    QVERIFY(portfolio()->openFile(path));
    QCOMPARE(portfolio()->document()->portfolio().pools[1].count, 512);
    QCOMPARE(slider->value(), 512);
    // A plan is not a portfolio: the message names the file.
    QString warned;
    planner::Prompts::setMessageHook([&](QWidget *, const QString &, const QString &text) { warned = text; });
    const QString bad = dir.filePath(QStringLiteral("bad.tcoportfolio"));
    QFile f(bad);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write("not a portfolio");
    f.close();
    QVERIFY(!portfolio()->openFile(bad));
    QVERIFY2(warned.contains(QStringLiteral("bad.tcoportfolio")), qPrintable(warned));
    QCOMPARE(portfolio()->document()->fileName(), path);
}

void TestPortfolioMode::theSlidesFollowTheWindow()
{
    auto *action = portfolio()->findChild<QAction *>(QStringLiteral("actionPresentPortfolio"));
    QVERIFY(action);
    action->trigger();
    auto *deck = portfolio()->findChild<planner::PortfolioPresentation *>();
    QVERIFY(deck && deck->isVisible());
    // The Gantt, the money and the fleet decision, each with its title.
    QCOMPARE(deck->pageCount(), 3);
    for (int page = 0; page < deck->pageCount(); ++page) {
        deck->setPage(page);
        QVERIFY(!deck->findChild<QLabel *>(QStringLiteral("pageTitle"))->text().isEmpty());
    }
    QTest::keyClick(deck, Qt::Key_Home);
    QCOMPARE(deck->currentPage(), 0);
    QTest::keyClick(deck, Qt::Key_Right);
    QCOMPARE(deck->pageIndicatorText(), QStringLiteral("2 / 3"));

    // The slides' tiles are the window's: the same figures, always.
    const auto deckTile = [deck](const char *name) {
        return deck->tiles()->tile(QString::fromLatin1(name))->value();
    };
    for (const char *name : {"annualTile", "budgetTile", "deadlinesTile", "idleTile", "coverageTile"})
        QCOMPARE(
            deckTile(name),
            portfolio()->findChild<planner::PortfolioTiles *>()->tile(QString::fromLatin1(name))->value());
    const QString before = deckTile("annualTile");
    // The strip's lever moves the year in the window too, and Undo takes it back.
    auto *slider = deck->findChild<QSlider *>(QStringLiteral("ownedSlider"));
    QVERIFY(slider && slider->isEnabled());
    slider->setValue(slider->value() + 1024);
    QVERIFY(deckTile("annualTile") != before);
    QCOMPARE(tile("annualTile"), deckTile("annualTile"));
    auto *undo = deck->findChild<QPushButton *>(QStringLiteral("presentationUndo"));
    QVERIFY(undo && undo->isEnabled());
    QTest::mouseClick(undo, Qt::LeftButton);
    QCOMPARE(deckTile("annualTile"), before);
    QCOMPARE(tile("annualTile"), before);
    QTest::keyClick(deck, Qt::Key_Escape);
    QTRY_VERIFY(!portfolio()->findChild<planner::PortfolioPresentation *>());
}

void TestPortfolioMode::exportsTheReports()
{
    QTemporaryDir dir;
    QString path = dir.filePath(QStringLiteral("year.pdf"));
    QString title;
    planner::Prompts::setFileDialogHook([&](QWidget *, planner::Prompts::FileDialog kind,
                                            const QString &caption, const QString &, const QString &) {
        title = caption;
        return kind == planner::Prompts::FileDialog::ExportReport ? path : QString();
    });
    portfolio()->findChild<QAction *>(QStringLiteral("actionExportPortfolioExecutive"))->trigger();
    QVERIFY(!title.isEmpty());
    QFile pdf(path);
    QVERIFY(pdf.open(QIODevice::ReadOnly));
    QVERIFY(pdf.read(5) == "%PDF-");
    // The executive HTML tells the window's story: its annual cost and
    // P10–P90, as the tile shows them.
    portfolio()->analysis()->waitForIdle();
    const planner::PortfolioOutlook *outlook = portfolio()->analysis()->latest();
    QVERIFY(outlook);
    path = dir.filePath(QStringLiteral("year.html"));
    portfolio()->findChild<QAction *>(QStringLiteral("actionExportPortfolioExecutive"))->trigger();
    QFile html(path);
    QVERIFY(html.open(QIODevice::ReadOnly));
    const QString page = QString::fromUtf8(html.readAll());
    for (const QString &figure : {tile("annualTile"), planner::formatUsd(outlook->risk.annualP10),
                                  planner::formatUsd(outlook->risk.annualP90)})
        QVERIFY2(page.contains(figure), qPrintable(figure));
    // The report's fleet band and range are the window's, point for point.
    planner::PortfolioReportInput input;
    input.portfolio = portfolio()->document()->portfolio();
    input.catalog = &portfolio()->document()->catalog();
    const planner::PortfolioReportData data = planner::computePortfolioReportData(input);
    QCOMPARE(data.risk.annualP10, outlook->risk.annualP10);
    QCOMPARE(data.risk.annualP90, outlook->risk.annualP90);
    QCOMPARE(data.band.size(), outlook->bands.size());
    for (std::size_t i = 0; i < data.band.size(); ++i) {
        QCOMPARE(data.band[i].owned, outlook->bands[i].owned);
        QCOMPARE(data.band[i].p10Usd, outlook->bands[i].p10Usd);
        QCOMPARE(data.band[i].p90Usd, outlook->bands[i].p90Usd);
    }
    // The full report as CSV: a line for every run, with the window's figures.
    path = dir.filePath(QStringLiteral("year.csv"));
    portfolio()->findChild<QAction *>(QStringLiteral("actionExportPortfolioFull"))->trigger();
    QFile csv(path);
    QVERIFY(csv.open(QIODevice::ReadOnly));
    const QString text = QString::fromUtf8(csv.readAll());
    for (const tco::PortfolioRun &run : portfolio()->document()->portfolio().runs)
        QVERIFY2(text.contains(QString::fromStdString(run.id)), run.id.c_str());
    // A file that cannot be written: a message, nothing lost.
    QString warned;
    planner::Prompts::setMessageHook(
        [&](QWidget *, const QString &, const QString &message) { warned = message; });
    path = dir.filePath(QStringLiteral("no-such-folder/year.pdf"));
    QVERIFY(!portfolio()->exportReportTo(path, true));
    // Worded as the plan's report export words it (one export flow,
    // Prompts::exportFinished): the file, then the system's reason.
    QVERIFY2(warned.startsWith(planner::Terms::reportNotWritten().arg(QDir::toNativeSeparators(path))),
             qPrintable(warned));
}

void TestPortfolioMode::exportsTheForecastAsFocus()
{
    // File ▸ Export FOCUS 1.2 CSV: the year by month, run and pool, read
    // back by the FOCUS reader to the window's total and each run's cost.
    QTemporaryDir dir;
    QString path = dir.filePath(QStringLiteral("year-focus.csv"));
    planner::Prompts::setFileDialogHook([&](QWidget *, planner::Prompts::FileDialog, const QString &,
                                            const QString &, const QString &) { return path; });
    portfolio()->findChild<QAction *>(QStringLiteral("actionExportPortfolioFocus"))->trigger();
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const tco::SpendImport in = tco::importSpend(file.readAll().toStdString(), tco::ColumnMapping{}, {});
    QVERIFY(in.clean() && in.usedLines() > 0);
    const tco::Portfolio &p = portfolio()->document()->portfolio();
    const tco::PortfolioMetrics &m = portfolio()->document()->evaluation().metrics;
    QVERIFY(std::abs(in.usedUsd - m.totalUsd) < 0.01);
    std::map<std::string, double> byRun;
    for (const tco::SpendLine &l : in.lines)
        byRun[l.tags.experiment] += l.amountUsd;
    for (std::size_t r = 0; r < p.runs.size(); ++r)
        QVERIFY2(std::abs(byRun[p.runs[r].id] - m.runs[r].totalUsd()) < 0.01, p.runs[r].id.c_str());
    // A file that cannot be written: the reason, worded as the reports'.
    QString warned;
    planner::Prompts::setMessageHook(
        [&](QWidget *, const QString &, const QString &message) { warned = message; });
    path = dir.filePath(QStringLiteral("no-such-folder/year.csv"));
    QVERIFY(!portfolio()->exportFocusTo(path));
    QVERIFY2(warned.contains(QLatin1String("could not be written")), qPrintable(warned));
}

void TestPortfolioMode::actualSpendOnARunRollsUp()
{
    // Spend imported on a run opened as the plan flows back into the
    // portfolio, and the year's figure becomes a tracked forecast.
    const tco::Portfolio &p = portfolio()->document()->portfolio();
    int main = -1;
    for (std::size_t i = 0; i < p.runs.size(); ++i)
        if (p.runs[i].kind == tco::RunKind::MainRun)
            main = static_cast<int>(i);
    QVERIFY(main >= 0 && mode()->openRunAsPlan(main));
    auto *annual = portfolio()->findChild<planner::PortfolioTiles *>()->tile(QStringLiteral("annualTile"));
    const QString untrackedCaption = annual->caption();
    tco::SpendLine line;
    line.date = tco::addDays(p.start, 20);
    line.amountUsd = line.amountBilled = 40e6;
    tco::ActualsRef actuals;
    actuals.reset(tco::Actuals{{line}, {}});
    m_year.window->document()->setActuals(actuals);
    QVERIFY(!portfolio()->document()->portfolio().runs[std::size_t(main)].scenario.actuals.empty());
    QVERIFY(annual->caption() != untrackedCaption);
    QTRY_VERIFY_WITH_TIMEOUT(portfolio()->analysis()->latest() && !portfolio()->analysis()->isBusy(), 60000);
    const planner::PortfolioOutlook *outlook = portfolio()->analysis()->latest();
    QVERIFY(outlook->tracking);
    QCOMPARE(outlook->tracking->trackedRuns, 1);
    QCOMPARE(outlook->tracking->actualUsd, 40e6);
    QCOMPARE(annual->value(), planner::formatUsd(outlook->tracking->forecastP50Usd));
    // Undone in the portfolio, the year is planned again.
    portfolio()->document()->undoStack()->undo();
    QCOMPARE(annual->caption(), untrackedCaption);
}

void TestPortfolioMode::chineseWordsEverywhere()
{
    // The window, its charts and the portfolio's words (run kinds, pools,
    // placement) all follow the language: each is found in its catalogue.
    const QString tab = portfolio()->tabs()->tabText(0);
    const QString chart = portfolio()->gantt()->title();
    const QString owned = planner::poolKindLabel(tco::PoolKind::Owned);
    const QString main = planner::runKindLabel(tco::RunKind::MainRun);
    const QString onTime = planner::PortfolioTerms::allDeadlinesMet();
    m_year.languages->setLanguage(QStringLiteral("zh_CN"));
    QTRY_VERIFY(portfolio()->tabs()->tabText(0) != tab);
    QVERIFY(portfolio()->gantt()->title() != chart);
    QVERIFY(planner::poolKindLabel(tco::PoolKind::Owned) != owned);
    QVERIFY(planner::runKindLabel(tco::RunKind::MainRun) != main);
    QVERIFY(planner::PortfolioTerms::allDeadlinesMet() != onTime);
    m_year.languages->setLanguage(QStringLiteral("en"));
}

void TestPortfolioMode::aMissedDeadlineIsMarkedAndExplained()
{
    planner::PortfolioDocument *doc = portfolio()->document();
    int main = -1;
    for (std::size_t i = 0; i < doc->portfolio().runs.size(); ++i)
        if (doc->portfolio().runs[i].kind == tco::RunKind::MainRun)
            main = static_cast<int>(i);
    QVERIFY(main >= 0);
    // Due at the end of May: it waits for the ladder and cannot make it.
    doc->edit(QStringLiteral("deadline"),
              [main](tco::Portfolio &p) { p.runs[std::size_t(main)].deadline = tco::addDays(p.start, 150); });
    const tco::Schedule &s = doc->evaluation().schedule;
    int late = -1;
    for (std::size_t i = 0; i < s.placements.size(); ++i)
        if (s.placements[i].run == main && !s.placements[i].metDeadline)
            late = static_cast<int>(i);
    QVERIFY(late >= 0);
    const QString reason = planner::placementStatusText(doc->portfolio(), s.placements[std::size_t(late)]);
    QVERIFY(!reason.isEmpty());
    // The tile counts it, the banner and the bar's tooltip say why, the bar is outlined.
    QVERIFY(tile("deadlinesTile") != planner::PortfolioTerms::allDeadlinesMet());
    auto *banner = portfolio()->findChild<QLabel *>(QStringLiteral("portfolioBanner"));
    QVERIFY(banner && banner->isVisible());
    QVERIFY2(banner->text().contains(reason), qPrintable(banner->text()));
    portfolio()->tabs()->setCurrentIndex(0);
    QVERIFY(portfolio()->gantt()->describe(late).contains(reason.toHtmlEscaped()));
    bool marked = false;
    for (int i = 0; i < portfolio()->gantt()->plot()->itemCount(); ++i)
        if (auto *text = qobject_cast<QCPItemText *>(portfolio()->gantt()->plot()->item(i)))
            marked = marked || (text->visible() && text->text().contains(reason));
    QVERIFY(marked);
}

PLANNER_TEST_MAIN(TestPortfolioMode)
} // namespace tst_portfoliomode

#include "tst_portfoliomode.moc"
