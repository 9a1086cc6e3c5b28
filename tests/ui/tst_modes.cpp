// SPDX-License-Identifier: GPL-3.0-or-later
// The window as a shell of modes (docs/architecture.md, "Modes"): every
// registered mode is there, pages switch from the View menu, modes reach
// each other only through the host, and the Assumptions page (the recipe's
// example) lists every input and follows the plan.
#include "modes/assumptions/assumptionsmode.h"
#include "modes/compare/comparemode.h"
#include "modes/plan/planmode.h"
#include "modes/presentation/presentationmode.h"
#include "modes/tracking/trackingmode.h"
#include "services/languagemanager.h"
#include "shell/mainwindow.h"
#include "texts/inputformat.h"
#include "texts/inputtexts.h"

#include "document/scenariodocument.h"

#include "plan/catalog.h"
#include "plan/inputs.h"
#include "plan/scenario.h"

#include "settingsfixture.h"
#include "testmain.h"

#include <QAction>
#include <QMenuBar>
#include <QStackedWidget>
#include <QStandardPaths>
#include <QTest>
#include <QTreeWidget>
#include <QUndoStack>

#include <memory>

namespace tst_modes { // one namespace a test file: tests/testmain.h, "Unity builds"

using planner::MainWindow;

class TestModes : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void init();
    void cleanup();
    void everyModeIsRegistered();
    void viewMenuSwitchesPages();
    void tracksMenuSitsBeforeView();
    void hostFindsActionsAndViews();
    void assumptionsListEveryInput();
    void assumptionsFollowThePlan();

private:
    QTreeWidgetItem *rowOf(tco::InputId id) const;
    std::unique_ptr<planner::LanguageManager> m_languages;
    std::unique_ptr<MainWindow> m_window;
};

void TestModes::initTestCase()
{
    planner::tests::useTestPaths();
}

void TestModes::init()
{
    m_languages = std::make_unique<planner::LanguageManager>();
    m_window =
        std::make_unique<MainWindow>(tco::Catalog::builtIn(), tco::defaultScenario(), m_languages.get());
    m_window->show();
}

void TestModes::cleanup()
{
    m_window.reset();
}

void TestModes::everyModeIsRegistered()
{
    QVERIFY(m_window->mode<planner::PlanMode>());
    QVERIFY(m_window->mode<planner::AssumptionsMode>());
    QVERIFY(m_window->mode<planner::TrackingMode>());
    QVERIFY(m_window->mode<planner::CompareMode>());
    QVERIFY(m_window->mode<planner::PresentationMode>());
}

void TestModes::viewMenuSwitchesPages()
{
    auto *pages = m_window->findChild<QStackedWidget *>(QStringLiteral("modePages"));
    QVERIFY(pages);
    QCOMPARE(pages->count(), 2); // plan and assumptions; the others open windows
    auto *plan = m_window->findChild<QAction *>(QStringLiteral("page.plan"));
    auto *assumptions = m_window->findChild<QAction *>(QStringLiteral("page.assumptions"));
    QVERIFY(plan && assumptions);
    QVERIFY(plan->isChecked());
    QVERIFY(!assumptions->text().isEmpty());
    QCOMPARE(assumptions->shortcut(), QKeySequence(Qt::CTRL | Qt::Key_2));
    assumptions->trigger();
    QCOMPARE(pages->currentWidget(), m_window->mode<planner::AssumptionsMode>()->list());
    plan->trigger();
    QVERIFY(pages->currentWidget() != m_window->mode<planner::AssumptionsMode>()->list());
}

void TestModes::tracksMenuSitsBeforeView()
{
    QStringList menus;
    for (const QAction *a : m_window->menuBar()->actions())
        if (a->menu())
            menus << a->menu()->objectName();
    const auto track = menus.indexOf(QStringLiteral("trackMenu"));
    QVERIFY2(track > 0, qPrintable(menus.join(u',')));
    // File, Edit, Plan, Track, View, Help.
    QCOMPARE(track, 3);
    QCOMPARE(menus.size(), 6);
}

void TestModes::hostFindsActionsAndViews()
{
    planner::ModeHost *host = m_window.get();
    QVERIFY(host->action(QStringLiteral("actionImportSpend")));
    QVERIFY(host->action(QStringLiteral("actionWhatFits")));
    QVERIFY(!host->action(QStringLiteral("noSuchAction")));
    QVERIFY(host->showView(QStringLiteral("tracking")));
    QVERIFY(!host->showView(QStringLiteral("noSuchView")));
}

QTreeWidgetItem *TestModes::rowOf(tco::InputId id) const
{
    const QTreeWidget *list = m_window->mode<planner::AssumptionsMode>()->list();
    const QString label = planner::InputTexts::label(id);
    for (int g = 0; g < list->topLevelItemCount(); ++g)
        for (int r = 0; r < list->topLevelItem(g)->childCount(); ++r)
            if (list->topLevelItem(g)->child(r)->text(0) == label)
                return list->topLevelItem(g)->child(r);
    return nullptr;
}

void TestModes::assumptionsListEveryInput()
{
    const QTreeWidget *list = m_window->mode<planner::AssumptionsMode>()->list();
    int rows = 0;
    for (int g = 0; g < list->topLevelItemCount(); ++g) {
        QVERIFY(!list->topLevelItem(g)->text(0).isEmpty());
        rows += list->topLevelItem(g)->childCount();
    }
    QCOMPARE(rows, static_cast<int>(tco::kInputCount));
    for (const tco::InputSpec &spec : tco::inputSpecs()) {
        QTreeWidgetItem *row = rowOf(spec.id);
        QVERIFY2(row, spec.key.data());
        QCOMPARE(row->text(2), planner::InputFormat::textWithUnit(spec, spec.defaultValue));
        QVERIFY2(!row->text(4).isEmpty(), spec.key.data()); // where the default comes from
    }
}

void TestModes::assumptionsFollowThePlan()
{
    const tco::InputId mfu = tco::InputId::ComputeMfu;
    QTreeWidgetItem *row = rowOf(mfu);
    QVERIFY(row);
    QVERIFY(!row->font(1).bold());
    const QString before = row->text(1);
    // Hidden, the page waits until it is shown (a drag's end on the plan
    // page does not refill a list nobody sees).
    m_window->document()->setValue(mfu, 0.5);
    QCOMPARE(row->text(1), before);
    m_window->findChild<QAction *>(QStringLiteral("page.assumptions"))->trigger();
    QCOMPARE(row->text(1), planner::InputFormat::textWithUnit(tco::spec(mfu), 0.5));
    QVERIFY(row->font(1).bold()); // changed from its default
    // Shown, it follows at once.
    m_window->document()->undoStack()->undo();
    QVERIFY(!row->font(1).bold());
    QCOMPARE(row->text(1), before);
}

PLANNER_TEST_MAIN(TestModes)
} // namespace tst_modes

#include "tst_modes.moc"
