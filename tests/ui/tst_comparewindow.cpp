// SPDX-License-Identifier: GPL-3.0-or-later
// Comparing plans side by side in the window: 2–4 plans accepted and 1 or 5
// refused, copying an input from one plan to
// another (undoable in the main window's plan, "changed" and savable in a
// file's), and the File menu entries, offscreen.
#include "comparefixture.h"

#include "analysis/comparisontable.h"
#include "charts/plots/compareoverlaycharts.h"
#include "charts/plots/waterfallchart.h"
#include "modes/compare/comparemode.h"
#include "modes/compare/comparewindow.h"
#include "modes/presentation/presentationmode.h"
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

#include "settingsfixture.h"
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

namespace tst_comparewindow { // one namespace a test file: tests/testmain.h, "Unity builds"

using planner::CompareWindow;
using tco::ComparisonTable;
using Metric = tco::ComparisonTable::Metric;
using tco::InputId;

using namespace comparefixture;

class TestCompareWindow : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void init();
    void cleanup();

    // The window (the table and charts alone: tst_comparetable.cpp).
    void columnHeadersAreThePlansNames();
    void windowShowsEveryPlanAndItsDeltas();
    void windowRefusesFiveOrOnePlans();
    void unreadableFileIsReported();
    void copyIntoCurrentPlanIsUndoable();
    void copyIntoFilePlanMarksItChangedAndSaves();
    void copyToAllOtherPlans();
    void liveChangeInCurrentPlanUpdatesComparison();
    void editDialogChangesTheCopy();
    void baselineCanBeChanged();
    void fileMenuOpensCompareWindow();
    void mainWindowGoesFirstAtExit();
    void chineseTexts();

private:
    std::unique_ptr<planner::LanguageManager> m_languages;
    std::unique_ptr<QTemporaryDir> m_dir;
    QStringList m_messages;
};

void TestCompareWindow::initTestCase()
{
    planner::tests::useOwnSettings("tst_comparewindow");
}

void TestCompareWindow::init()
{
    m_languages = std::make_unique<planner::LanguageManager>();
    m_languages->setLanguage(QStringLiteral("en"));
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
    m_messages.clear();
    planner::Prompts::setMessageHook([this](QWidget *, const QString &title, const QString &text) {
        m_messages << title + QStringLiteral(": ") + text;
    });
    planner::Prompts::setUnsavedHook(
        [](QWidget *, const QString &) { return planner::Prompts::UnsavedChoice::Discard; });
}

void TestCompareWindow::cleanup()
{
    planner::Prompts::resetHooks();
    m_dir.reset();
    m_languages.reset();
    QSettings().clear();
}

void TestCompareWindow::columnHeadersAreThePlansNames()
{
    // Defect: columns read "B · A" and "C · B" (a letter beside a file name).
    std::vector<tco::Scenario> plans = fourPlans();
    plans[0].name = "Baseline 70B";
    plans[1].name = "Half the accelerators";
    plans[2].name = ""; // no name: its file's
    planner::ScenarioDocument current(catalog(), plans[0]);
    CompareWindow window(&current);
    QVERIFY(window.addFiles({writePlan(*m_dir, QStringLiteral("A"), plans[1]),
                             writePlan(*m_dir, QStringLiteral("B"), plans[2]),
                             writePlan(*m_dir, QStringLiteral("C"), plans[3])}));
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    // plans[3] carries the built-in plan's name with changed inputs: its file names it.
    const QStringList names{QStringLiteral("Baseline 70B"), QStringLiteral("Half the accelerators"),
                            QStringLiteral("B"), QStringLiteral("C")};
    auto *kpi = window.findChild<QTableWidget *>(QStringLiteral("kpiTable"));
    QVERIFY(kpi);
    QCOMPARE(kpi->columnCount(), 4);
    for (int i = 0; i < 4; ++i) {
        QCOMPARE(window.scenarioName(i), names.at(i));
        QCOMPARE(kpi->horizontalHeaderItem(i)->text(), names.at(i));
        QCOMPARE(window.findChild<QLabel *>(QStringLiteral("title.%1").arg(i))->text(), names.at(i));
    }
    // The card says which file a plan comes from.
    QVERIFY(
        window.findChild<QLabel *>(QStringLiteral("status.1"))->text().contains(QStringLiteral("A.tcoplan")));
}

void TestCompareWindow::windowShowsEveryPlanAndItsDeltas()
{
    const std::vector<tco::Scenario> plans = fourPlans();
    planner::ScenarioDocument current(catalog(), plans[0]);
    CompareWindow window(&current);
    QStringList paths;
    for (int i = 1; i < 4; ++i)
        paths << writePlan(*m_dir, QStringLiteral("plan%1").arg(i), plans[static_cast<std::size_t>(i)]);
    QVERIFY(window.addFiles(paths));
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QCOMPARE(window.scenarioCount(), 4);
    QCOMPARE(window.scenarioName(1), QStringLiteral("plan1"));
    QVERIFY(window.isCurrent(0));

    // Key figures: one column per plan, values and deltas as text.
    auto *kpi = window.findChild<QTableWidget *>(QStringLiteral("kpiTable"));
    QVERIFY(kpi);
    QCOMPARE(kpi->columnCount(), 4);
    QCOMPARE(kpi->rowCount(), static_cast<int>(tco::ComparisonTable::kMetricCount));
    for (int i = 0; i < 4; ++i) {
        const tco::Result r = tco::evaluate(plans[static_cast<std::size_t>(i)], catalog());
        auto *cell = window.findChild<QLabel *>(QStringLiteral("cell.total.%1").arg(i));
        QVERIFY(cell);
        QVERIFY2(cell->text().contains(planner::formatUsd(r.totalUsd)), qPrintable(cell->text()));
        if (i > 0) {
            const double delta = r.totalUsd - tco::evaluate(plans[0], catalog()).totalUsd;
            QVERIFY2(cell->text().contains(planner::formatUsd(std::abs(delta))), qPrintable(cell->text()));
        }
        QVERIFY(window.findChild<QLabel *>(QStringLiteral("cell.days.%1").arg(i))
                    ->text()
                    .contains(planner::formatDays(r.wallClockDays)));
    }
    QVERIFY(window.findChild<QLabel *>(QStringLiteral("cell.total.0"))
                ->text()
                .contains(QLatin1String("baseline")));

    // The waterfall: A → D by default, then A → B.
    window.setWaterfallTarget(1);
    const tco::Comparison ab = tco::compare(plans[0], plans[1], catalog());
    planner::WaterfallChart *waterfall = window.waterfallChart();
    QCOMPARE(waterfall->startUsd(), ab.a.totalUsd);
    QCOMPARE(waterfall->endUsd(), ab.b.totalUsd);
    double sum = waterfall->startUsd();
    for (const planner::WaterfallChart::Step &s : waterfall->steps())
        sum += s.deltaUsd;
    QVERIFY(std::abs(sum - waterfall->endUsd()) <= 1e-6 * waterfall->endUsd());
    // Increases and decreases are different plottables in different colours.
    auto *up = waterfall->findChild<QCPBars *>(QStringLiteral("increases"));
    auto *down = waterfall->findChild<QCPBars *>(QStringLiteral("decreases"));
    if (!up) { // QCustomPlot parents plottables to the plot, not the widget tree
        for (int i = 0; i < waterfall->plot()->plottableCount(); ++i) {
            QCPAbstractPlottable *p = waterfall->plot()->plottable(i);
            if (p->objectName() == QLatin1String("increases"))
                up = qobject_cast<QCPBars *>(p);
            if (p->objectName() == QLatin1String("decreases"))
                down = qobject_cast<QCPBars *>(p);
        }
    }
    QVERIFY(up && down);
    QVERIFY(up->brush().color() != down->brush().color());
    int ups = 0;
    int downs = 0;
    for (const double d : ab.categoryDeltaUsd) {
        ups += d > 0 ? 1 : 0;
        downs += d < 0 ? 1 : 0;
    }
    QCOMPARE(up->data()->size(), ups);
    QCOMPARE(down->data()->size(), downs);

    // The decisions: one row per input change and a total row.
    auto *decisions = window.findChild<QTableWidget *>(QStringLiteral("decisionsTable"));
    QVERIFY(decisions);
    QCOMPARE(decisions->rowCount(), static_cast<int>(ab.inputChanges.size()) + 1);
    QCOMPARE(decisions->item(0, 0)->data(Qt::UserRole).toString(), QStringLiteral("cluster.gpuCount"));
    QCOMPARE(decisions->item(0, 3)->data(Qt::UserRole).toDouble(), ab.inputChanges[0].deltaUsd);
    QVERIFY(
        decisions->item(0, 0)->text().contains(QLatin1String("ccelerator"))); // translated label, not the key
    QCOMPARE(decisions->item(decisions->rowCount() - 1, 3)->data(Qt::UserRole).toDouble(), ab.totalDeltaUsd);

    // Differences and the overlaid trade-offs.
    QCOMPARE(window.differenceKeys().size(), 6);
    QCOMPARE(window.intervalChart()->seriesCount(), 4);
    QCOMPARE(window.gpuCountChart()->seriesCount(), 4);
    QVERIFY(!window.intervalChart()->sweep(2).empty());
    QCOMPARE(window.intervalChart()->sweep(2).front().result.has(tco::Condition::UnknownAccelerator), false);
}

void TestCompareWindow::windowRefusesFiveOrOnePlans()
{
    planner::ScenarioDocument current(catalog(), tco::defaultScenario());
    CompareWindow window(&current);
    QStringList paths;
    for (int i = 0; i < 4; ++i)
        paths << writePlan(*m_dir, QStringLiteral("p%1").arg(i), tco::defaultScenario());
    // The current plan + 4 files = 5: refused, nothing added.
    QVERIFY(!window.addFiles(paths));
    QCOMPARE(window.scenarioCount(), 1);
    QCOMPARE(m_messages.size(), 1);
    QVERIFY(m_messages.first().contains(QLatin1String("Up to 4")));
    // 1 + 3 = 4: accepted; then no fifth, neither a file nor a copy.
    QVERIFY(window.addFiles(paths.mid(0, 3)));
    QCOMPARE(window.scenarioCount(), 4);
    QVERIFY(!window.addFiles(paths.mid(3, 1)));
    QVERIFY(!window.addCopy());
    QCOMPARE(window.scenarioCount(), 4);
    // Down to two, never to one; the current plan stays.
    QVERIFY(!window.removeScenario(0));
    QVERIFY(window.removeScenario(3));
    QVERIFY(window.removeScenario(2));
    QCOMPARE(window.scenarioCount(), 2);
    QVERIFY(!window.removeScenario(1));
    QCOMPARE(window.table().scenarioCount(), 2);
}

void TestCompareWindow::unreadableFileIsReported()
{
    planner::ScenarioDocument current(catalog(), tco::defaultScenario());
    CompareWindow window(&current);
    const QString good = writePlan(*m_dir, QStringLiteral("good"), tco::defaultScenario());
    const QString bad = m_dir->filePath(QStringLiteral("bad.tcoplan"));
    QFile file(bad);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("not a plan");
    file.close();
    QVERIFY(!window.addFiles({good, bad}));
    QCOMPARE(window.scenarioCount(), 1); // all or nothing
    QCOMPARE(m_messages.size(), 1);
    QVERIFY(m_messages.first().contains(QLatin1String("bad.tcoplan")));
}

void TestCompareWindow::copyIntoCurrentPlanIsUndoable()
{
    const std::vector<tco::Scenario> plans = fourPlans();
    planner::ScenarioDocument current(catalog(), plans[0]);
    CompareWindow window(&current);
    QVERIFY(window.addFiles({writePlan(*m_dir, QStringLiteral("half"), plans[1])}));
    const double before = current.value(InputId::ClusterGpuCount);
    const double totalBefore = window.table().result(0).totalUsd;
    QCOMPARE(window.differenceKeys(), QStringList{QStringLiteral("cluster.gpuCount")});

    // Select the row and copy B's value to A (the main window's plan).
    auto *table = window.findChild<QTableWidget *>(QStringLiteral("differencesTable"));
    table->selectRow(0);
    auto *from = window.findChild<QComboBox *>(QStringLiteral("copyFrom"));
    auto *to = window.findChild<QComboBox *>(QStringLiteral("copyTo"));
    from->setCurrentIndex(1);
    Q_EMIT from->activated(1);
    QCOMPARE(to->currentData().toInt(), 0);
    auto *copy = window.findChild<QPushButton *>(QStringLiteral("copyButton"));
    QVERIFY(copy->isEnabled());
    QTest::mouseClick(copy, Qt::LeftButton);

    QCOMPARE(current.value(InputId::ClusterGpuCount), plans[1].value(InputId::ClusterGpuCount));
    QVERIFY(current.isModified());
    QVERIFY(current.undoStack()->canUndo());
    QVERIFY(window.table().result(0).totalUsd != totalBefore);
    QVERIFY(window.differenceKeys().isEmpty());
    QVERIFY(!window.document(1)->isModified()); // B is untouched

    current.undoStack()->undo();
    QCOMPARE(current.value(InputId::ClusterGpuCount), before);
    QCOMPARE(window.table().result(0).totalUsd, totalBefore);
    QCOMPARE(window.differenceKeys().size(), 1);
}

void TestCompareWindow::copyIntoFilePlanMarksItChangedAndSaves()
{
    const std::vector<tco::Scenario> plans = fourPlans();
    planner::ScenarioDocument current(catalog(), plans[0]);
    CompareWindow window(&current);
    const QString path = writePlan(*m_dir, QStringLiteral("a100"), plans[2]);
    QVERIFY(window.addFiles({path}));
    auto *save = window.findChild<QPushButton *>(QStringLiteral("save.1"));
    QVERIFY(save);
    QVERIFY(!save->isEnabled());

    // Several inputs at once: one undo step in B's own stack.
    QVERIFY(window.copyValues({QStringLiteral("hardware.gpu"), QStringLiteral("compute.mfu")}, 0, 1));
    planner::ScenarioDocument *b = window.document(1);
    QCOMPARE(b->scenario().gpuId, plans[0].gpuId);
    QCOMPARE(b->value(InputId::ComputeMfu), plans[0].value(InputId::ComputeMfu));
    QVERIFY(b->isModified());
    QCOMPARE(b->undoStack()->count(), 1);
    QVERIFY(!current.isModified());
    QVERIFY(save->isEnabled());
    QVERIFY(
        window.findChild<QLabel *>(QStringLiteral("status.1"))->text().contains(QLatin1String("changed")));
    QVERIFY(window.findChild<QLabel *>(QStringLiteral("title.1"))->text().endsWith(QLatin1String("*")));

    // Undo in B's stack, redo, then Save writes the file.
    b->undoStack()->undo();
    QCOMPARE(b->scenario().gpuId, std::string("A100-SXM-80GB"));
    b->undoStack()->redo();
    QTest::mouseClick(save, Qt::LeftButton);
    QVERIFY(!b->isModified());
    QVERIFY(!save->isEnabled());
    const tco::LoadResult reread = tco::loadScenarioFile(path.toStdString(), catalog());
    QVERIFY(reread.scenario);
    QCOMPARE(reread.scenario->gpuId, plans[0].gpuId);
    QCOMPARE(reread.scenario->value(InputId::ComputeMfu), plans[0].value(InputId::ComputeMfu));
    QCOMPARE(reread.scenario->value(InputId::CheckpointIntervalHours), 6.0); // not copied, kept
}

void TestCompareWindow::copyToAllOtherPlans()
{
    const std::vector<tco::Scenario> plans = fourPlans();
    planner::ScenarioDocument current(catalog(), plans[0]);
    CompareWindow window(&current);
    QVERIFY(window.addFiles({writePlan(*m_dir, QStringLiteral("b"), plans[1]),
                             writePlan(*m_dir, QStringLiteral("c"), plans[2])}));
    QVERIFY(window.addCopy(1));
    QCOMPARE(window.scenarioCount(), 4);
    QCOMPARE(window.scenarioName(3), QStringLiteral("Copy of b"));
    // A copy has no file: Save asks for one through the seam.
    const QString copyPath = m_dir->filePath(QStringLiteral("copy"));
    planner::Prompts::setFileDialogHook([copyPath](QWidget *, planner::Prompts::FileDialog kind,
                                                   const QString &, const QString &, const QString &) {
        return kind == planner::Prompts::FileDialog::SavePlan ? copyPath : QString();
    });

    QVERIFY(window.copyValue(QStringLiteral("cluster.gpuCount"), 1, -1));
    for (int i = 0; i < 4; ++i)
        QCOMPARE(window.document(i)->value(InputId::ClusterGpuCount),
                 plans[1].value(InputId::ClusterGpuCount));
    QVERIFY(current.undoStack()->canUndo());
    QVERIFY(window.document(2)->isModified());
    QVERIFY(!window.document(3)->isModified()); // the copy already had that value
    QVERIFY(window.saveScenario(3));
    QCOMPARE(window.document(3)->fileName(), copyPath + QStringLiteral(".tcoplan"));
    QCOMPARE(window.scenarioName(3), QStringLiteral("copy"));

    // A refused value is reported and nothing else breaks.
    tco::Scenario small = plans[0];
    small.set(InputId::ModelParameters, 1e9);
    small.set(InputId::ModelActiveParameters, 1e9);
    window.document(3)->setScenario(small);
    QVERIFY(!current.setValue(InputId::ModelActiveParameters, 50e9)); // a mixture of experts
    QVERIFY(!window.copyValue(QStringLiteral("model.activeParameters"), 0, 3));
    QCOMPARE(m_messages.size(), 1);
    QCOMPARE(window.document(3)->value(InputId::ModelActiveParameters), 1e9);
}

void TestCompareWindow::liveChangeInCurrentPlanUpdatesComparison()
{
    const std::vector<tco::Scenario> plans = fourPlans();
    planner::ScenarioDocument current(catalog(), plans[0]);
    CompareWindow window(&current);
    QVERIFY(window.addCopy());
    QCOMPARE(window.table().comparison(1).totalDeltaUsd, 0.0);
    QVERIFY(window.differenceKeys().isEmpty());
    // A slider drag in the main window: the comparison follows each step.
    current.setValue(InputId::ComputeMfu, 0.30, true);
    QCOMPARE(window.table().result(0).totalUsd, current.result().totalUsd);
    QVERIFY(window.table().comparison(1).totalDeltaUsd != 0.0);
    current.endInteraction();
    QCOMPARE(window.differenceKeys(), QStringList{QStringLiteral("compute.mfu")});
    QCOMPARE(window.table().decisions(1).size(), std::size_t(1));
    auto *summary = window.findChild<QLabel *>(QStringLiteral("waterfallSummary"));
    QVERIFY(summary->text().contains(QLatin1String("less"))); // the copy has the higher MFU
}

void TestCompareWindow::editDialogChangesTheCopy()
{
    planner::ScenarioDocument current(catalog(), tco::defaultScenario());
    CompareWindow window(&current);
    QVERIFY(window.addCopy());
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QTest::mouseClick(window.findChild<QPushButton *>(QStringLiteral("edit.1")), Qt::LeftButton);
    auto *dialog = window.findChild<QDialog *>(QStringLiteral("editDialog"));
    QVERIFY(dialog);
    QVERIFY(dialog->isVisible());
    // The dialog edits the copy, never the current plan.
    auto *slider = dialog->findChild<QSlider *>(QStringLiteral("slider.cluster.gpuCount"));
    QVERIFY(slider);
    slider->setValue(slider->value() - 100);
    planner::ScenarioDocument *copy = window.document(1);
    QVERIFY(copy->value(InputId::ClusterGpuCount) < current.value(InputId::ClusterGpuCount));
    QVERIFY(!current.isModified());
    QVERIFY(copy->isModified());
    QCOMPARE(window.differenceKeys(), QStringList{QStringLiteral("cluster.gpuCount")});
    auto *undo = dialog->findChild<QPushButton *>(QStringLiteral("editUndo"));
    QVERIFY(undo->isEnabled());
    QTest::mouseClick(undo, Qt::LeftButton);
    QCOMPARE(copy->value(InputId::ClusterGpuCount), current.value(InputId::ClusterGpuCount));
    QVERIFY(window.differenceKeys().isEmpty());
    // "Edit" on the current plan does not open a second editor for it.
    QTest::mouseClick(window.findChild<QPushButton *>(QStringLiteral("edit.0")), Qt::LeftButton);
    QCOMPARE(window.findChildren<QDialog *>(QStringLiteral("editDialog")).size(), qsizetype(1));
}

void TestCompareWindow::baselineCanBeChanged()
{
    const std::vector<tco::Scenario> plans = fourPlans();
    planner::ScenarioDocument current(catalog(), plans[0]);
    CompareWindow window(&current);
    QVERIFY(window.addFiles({writePlan(*m_dir, QStringLiteral("b"), plans[1])}));
    const QColor colourB = window.scenarioColour(1);
    QVERIFY(window.setBaseline(1));
    QCOMPARE(window.document(0)->fileName(), m_dir->filePath(QStringLiteral("b.tcoplan")));
    QCOMPARE(window.scenarioColour(0), colourB); // colours stay with their plans
    QCOMPARE(window.table().result(0).totalUsd, tco::evaluate(plans[1], catalog()).totalUsd);
    QCOMPARE(window.table().comparison(1).totalDeltaUsd,
             tco::compare(plans[1], plans[0], catalog()).totalDeltaUsd);
}

void TestCompareWindow::fileMenuOpensCompareWindow()
{
    const std::vector<tco::Scenario> plans = fourPlans();
    planner::MainWindow main(catalog(), plans[0], m_languages.get());
    main.show();
    QVERIFY(QTest::qWaitForWindowExposed(&main));
    const QString path = writePlan(*m_dir, QStringLiteral("other"), plans[2]);
    int asked = 0;
    planner::Prompts::setFilesDialogHook(
        [&](QWidget *, planner::Prompts::FileDialog kind, const QString &, const QString &, const QString &) {
            if (kind != planner::Prompts::FileDialog::ComparePlans)
                return QStringList();
            ++asked;
            return QStringList{path};
        });

    auto *compare = main.findChild<QAction *>(QStringLiteral("actionCompareScenarios"));
    QVERIFY(compare);
    compare->trigger();
    QCOMPARE(asked, 1);
    QVERIFY(main.mode<planner::CompareMode>()->window());
    QVERIFY(main.mode<planner::CompareMode>()->window()->isVisible());
    QCOMPARE(main.mode<planner::CompareMode>()->window()->scenarioCount(), 2);
    QCOMPARE(main.mode<planner::CompareMode>()->window()->document(0), main.document());

    // The second entry adds a copy to the same window.
    main.findChild<QAction *>(QStringLiteral("actionCompareWithCopy"))->trigger();
    QCOMPARE(main.mode<planner::CompareMode>()->window()->scenarioCount(), 3);

    // A change in the main window shows in the comparison at once.
    main.document()->setValue(InputId::ClusterGpuCount, 4096);
    QCOMPARE(main.mode<planner::CompareMode>()->window()->table().scenario(0).value(InputId::ClusterGpuCount),
             4096.0);

    // Closing it leaves the main window alone.
    QPointer<CompareWindow> window = main.mode<planner::CompareMode>()->window();
    QVERIFY(window->close());
    QTRY_VERIFY(!window);
}

void TestCompareWindow::mainWindowGoesFirstAtExit()
{
    // At exit the main window's children go in creation order: its document
    // before the compare window that shows it. Nothing may touch it then.
    auto main = std::make_unique<planner::MainWindow>(catalog(), tco::defaultScenario(), m_languages.get());
    main->show();
    QVERIFY(QTest::qWaitForWindowExposed(main.get()));
    main->findChild<QAction *>(QStringLiteral("actionCompareWithCopy"))->trigger();
    QVERIFY(main->mode<planner::CompareMode>()->window());
    main->mode<planner::CompareMode>()->window()->copyValue(QStringLiteral("compute.mfu"), 0, 1);
    main->mode<planner::PresentationMode>()->present();
    main.reset();
}

void TestCompareWindow::chineseTexts()
{
    const std::vector<tco::Scenario> plans = fourPlans();
    planner::ScenarioDocument current(catalog(), plans[0]);
    CompareWindow window(&current);
    QVERIFY(window.addFiles({writePlan(*m_dir, QStringLiteral("b"), plans[1])}));
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    const QString english = window.tabs()->tabText(1);
    const QString summary = window.findChild<QLabel *>(QStringLiteral("waterfallSummary"))->text();
    m_languages->setLanguage(QStringLiteral("zh_CN"));
    QTRY_VERIFY(window.tabs()->tabText(1) != english);
    QVERIFY(window.findChild<QLabel *>(QStringLiteral("waterfallSummary"))->text() != summary);
    auto *decisions = window.findChild<QTableWidget *>(QStringLiteral("decisionsTable"));
    QVERIFY(decisions->horizontalHeaderItem(0)->text() != QLatin1String("Resource decision"));
    // The cards, the pages and the editor each have their own translation context.
    auto *kpi = window.findChild<QTableWidget *>(QStringLiteral("kpiTable"));
    QCOMPARE(kpi->verticalHeaderItem(0)->text(), QStringLiteral("总拥有成本（TCO）"));
    QCOMPARE(window.findChild<QCheckBox *>(QStringLiteral("showAllInputs"))->text(),
             QStringLiteral("显示全部输入"));
    QCOMPARE(window.findChild<QPushButton *>(QStringLiteral("edit.1"))->text(), QStringLiteral("编辑…"));
    QCOMPARE(window.findChild<QPushButton *>(QStringLiteral("addPlan"))->text(),
             QStringLiteral("从文件添加方案…"));
    window.editScenario(1);
    auto *editor = window.findChild<QDialog *>(QStringLiteral("editDialog"));
    QVERIFY(editor);
    QCOMPARE(editor->findChild<QPushButton *>(QStringLiteral("editUndo"))->text(), QStringLiteral("撤销"));
    editor->close();
    m_languages->setLanguage(QStringLiteral("en"));
    QTRY_COMPARE(window.tabs()->tabText(1), english);
}

PLANNER_TEST_MAIN(TestCompareWindow)
} // namespace tst_comparewindow

#include "tst_comparewindow.moc"
