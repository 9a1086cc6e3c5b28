// SPDX-License-Identifier: GPL-3.0-or-later
// Plan ▸ What Fits in the window, offscreen and through the real widgets:
// the dialog's answer is the model's (tco::solve on the same plan and
// targets), "Apply" writes the solution and the targets as one undo step,
// an impossible target offers the nearest plan, a deadline within the fixed
// phases offers the main run's answer and switches the basis with its date,
// and an answer goes stale when the plan changes (not when it is applied).
#include "dialogs/whatfitsdialog.h"
#include "services/languagemanager.h"
#include "shell/mainwindow.h"

#include "document/scenariodocument.h"
#include "texts/inputformat.h"
#include "texts/messagetexts.h"
#include "texts/numberformat.h"

#include "analysis/solve.h"
#include "plan/calendar.h"
#include "plan/catalog.h"

#include "settingsfixture.h"
#include "testmain.h"

#include <QAction>
#include <QCheckBox>
#include <QComboBox>
#include <QDateEdit>
#include <QDoubleSpinBox>
#include <QLabel>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTest>
#include <QUndoStack>

#include <memory>

namespace tst_whatfits { // one namespace a test file: tests/testmain.h, "Unity builds"

using planner::MainWindow;
using planner::WhatFitsDialog;
using I = tco::InputId;

class TestWhatFits : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { planner::tests::useOwnSettings("tst_whatfits"); }

    void init()
    {
        m_languages = std::make_unique<planner::LanguageManager>();
        m_languages->setLanguage(QStringLiteral("en"));
        tco::Scenario s = tco::defaultScenario();
        s.set(I::ModelParameters, 405e9);
        s.set(I::DataTokens, 15e12);
        s.set(I::BudgetUsd, 400e6);
        s.startDate = "2027-01-01";
        m_window = std::make_unique<MainWindow>(tco::Catalog::builtIn(), s, m_languages.get());
        m_window->resize(1600, 1000);
        m_window->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    }

    void cleanup() { m_window.reset(); }

    void answerIsTheModelsAndApplyIsOneUndoStep()
    {
        WhatFitsDialog *dialog = open();
        QVERIFY(dialog);
        planner::ScenarioDocument *doc = m_window->document();
        auto *first = dialog->findChild<QComboBox *>(QStringLiteral("whatFits.first"));
        first->setCurrentIndex(first->findData(int(I::ClusterGpuCount)));
        dialog->findChild<QCheckBox *>(QStringLiteral("whatFits.deadlineOn"))->setChecked(true);
        dialog->findChild<QSpinBox *>(QStringLiteral("whatFits.deadlineDays"))->setValue(180);
        QVERIFY(dialog->findChild<QCheckBox *>(QStringLiteral("whatFits.budgetOn"))->isChecked());

        solve(dialog);
        const tco::SolveTargets t = dialog->targets();
        QCOMPARE(t.budgetUsd, 400e6);
        QCOMPARE(t.deadlineDays, 180.0);
        const I unknown[] = {I::ClusterGpuCount};
        const tco::Solution expected =
            tco::solve(doc->scenario(), doc->catalog(), unknown, t); // the plan's Monte Carlo
        QCOMPARE(dialog->solution()->status, tco::SolveStatus::Solved);
        QCOMPARE(dialog->solution()->solved.front().value, expected.solved.front().value);
        const QString answer = dialog->findChild<QLabel *>(QStringLiteral("whatFits.answer"))->text();
        QVERIFY2(answer.contains(QStringLiteral("Every target is met")), qPrintable(answer));

        const double before = doc->value(I::ClusterGpuCount);
        const int steps = doc->undoStack()->count();
        QTest::mouseClick(dialog->findChild<QPushButton *>(QStringLiteral("whatFits.apply")), Qt::LeftButton);
        QCOMPARE(doc->value(I::ClusterGpuCount), expected.solved.front().value);
        QCOMPARE(doc->scenario().targets.deadlineDays, 180.0);
        QCOMPARE(doc->undoStack()->count(), steps + 1);
        QVERIFY(doc->isModified());
        // The plan now is the solved one: the answer stands.
        auto *answerLabel = dialog->findChild<QLabel *>(QStringLiteral("whatFits.answer"));
        QVERIFY2(!answerLabel->text().contains(QStringLiteral("solve again")),
                 qPrintable(answerLabel->text()));
        QVERIFY2(answerLabel->text().contains(QStringLiteral("Applied to the plan")),
                 qPrintable(answerLabel->text()));
        // The applied plan measures as the dialog said.
        QCOMPARE(tco::measurePlan(doc->scenario(), doc->catalog(), t, {}).costUsd,
                 dialog->solution()->measure.costUsd);
        doc->undoStack()->undo();
        QCOMPARE(doc->value(I::ClusterGpuCount), before);
        QCOMPARE(doc->scenario().targets.deadlineDays, 0.0);
        QVERIFY(answerLabel->text().contains(QStringLiteral("solve again")));
    }

    void deadlineWithinTheFixedPhasesOffersTheMainRun()
    {
        // The default plan: preparation and post-training take 91.25 days,
        // so no count meets 90 days for the project; the main run alone
        // has an answer, and taking it switches the deadline's basis.
        planner::ScenarioDocument *doc = m_window->document();
        tco::Scenario s = tco::defaultScenario();
        s.startDate = "2027-01-01";
        doc->setScenario(s);
        WhatFitsDialog *dialog = open();
        auto *first = dialog->findChild<QComboBox *>(QStringLiteral("whatFits.first"));
        first->setCurrentIndex(first->findData(int(I::ClusterGpuCount)));
        dialog->findChild<QCheckBox *>(QStringLiteral("whatFits.budgetOn"))->setChecked(false);
        dialog->findChild<QCheckBox *>(QStringLiteral("whatFits.deadlineOn"))->setChecked(true);
        dialog->findChild<QSpinBox *>(QStringLiteral("whatFits.deadlineDays"))->setValue(90);
        auto *scope = dialog->findChild<QComboBox *>(QStringLiteral("whatFits.scope"));
        QCOMPARE(scope->currentData().toInt(), int(tco::DeadlineScope::Project));
        auto *finishBy = dialog->findChild<QDateEdit *>(QStringLiteral("whatFits.finishBy"));
        QCOMPARE(finishBy->date(), QDate(2027, 4, 1)); // 90 days from the start
        solve(dialog);
        QCOMPARE(dialog->solution()->status, tco::SolveStatus::DeadlineWithinFixedPhases);
        QVERIFY(dialog->solution()->mainRunAlone);
        const tco::Solution mainRun = *dialog->solution()->mainRunAlone;
        QCOMPARE(mainRun.status, tco::SolveStatus::Solved);
        const QString count =
            planner::InputFormat::textWithUnit(tco::spec(I::ClusterGpuCount), mainRun.solved.front().value);
        auto *answer = dialog->findChild<QLabel *>(QStringLiteral("whatFits.answer"));
        QVERIFY2(answer->text().contains(QStringLiteral("fixed phases")), qPrintable(answer->text()));
        QCOMPARE(dialog->solution()->fixedPhaseDays, 91.25); // (2 + 1) months x 730 / 24 hours
        QVERIFY2(answer->text().contains(planner::formatDays(91.25, QLocale())), qPrintable(answer->text()));
        QVERIFY2(answer->text().contains(QStringLiteral("For the main run alone")),
                 qPrintable(answer->text()));
        QVERIFY2(answer->text().contains(count.toHtmlEscaped()), qPrintable(answer->text()));
        QVERIFY2(!answer->text().contains(QStringLiteral("nearest")), qPrintable(answer->text()));
        auto *apply = dialog->findChild<QPushButton *>(QStringLiteral("whatFits.apply"));
        QVERIFY(!apply->isEnabled()); // nothing to apply for the project
        auto *useMainRun = dialog->findChild<QPushButton *>(QStringLiteral("whatFits.useMainRun"));
        QVERIFY(useMainRun && useMainRun->isVisible() && useMainRun->isEnabled());

        QTest::mouseClick(useMainRun, Qt::LeftButton);
        QCOMPARE(scope->currentData().toInt(), int(tco::DeadlineScope::MainRun));
        QCOMPARE(dialog->targets().deadlineScope, tco::DeadlineScope::MainRun);
        QCOMPARE(dialog->targets().deadlineDays, 90.0);
        // The date follows the basis: 90 days after the main run starts.
        const tco::CivilDate mainStart = tco::projectDates(doc->scenario(), doc->result()).mainRunStart;
        QCOMPARE(finishBy->date(), QDate(mainStart.year, mainStart.month, mainStart.day).addDays(90));
        QCOMPARE(dialog->solution()->status, tco::SolveStatus::Solved);
        QVERIFY(!answer->text().contains(QStringLiteral("solve again")));
        QVERIFY(!useMainRun->isVisible());
        QVERIFY(apply->isEnabled());
        QTest::mouseClick(apply, Qt::LeftButton);
        QCOMPARE(doc->value(I::ClusterGpuCount), mainRun.solved.front().value);
        QCOMPARE(doc->scenario().targets.deadlineScope, tco::DeadlineScope::MainRun);
        QCOMPARE(doc->scenario().targets.deadlineDays, 90.0);
        QVERIFY2(!answer->text().contains(QStringLiteral("solve again")), qPrintable(answer->text()));

        // Back to the project: the same days count from the start again.
        scope->setCurrentIndex(scope->findData(int(tco::DeadlineScope::Project)));
        QCOMPARE(finishBy->date(), QDate(2027, 4, 1));
        QCOMPARE(dialog->findChild<QSpinBox *>(QStringLiteral("whatFits.deadlineDays"))->value(), 90);
        QVERIFY(answer->text().contains(QStringLiteral("solve again"))); // the basis changed
        QVERIFY(!apply->isEnabled());
    }

    void impossibleBudgetOffersTheNearestPlan()
    {
        WhatFitsDialog *dialog = open();
        planner::ScenarioDocument *doc = m_window->document();
        doc->setValue(I::BudgetUsd, 40e6);
        dialog->close();
        dialog = open(); // a new dialog reads the plan's budget
        auto *first = dialog->findChild<QComboBox *>(QStringLiteral("whatFits.first"));
        first->setCurrentIndex(first->findData(int(I::ClusterGpuCount)));
        dialog->findChild<QCheckBox *>(QStringLiteral("whatFits.deadlineOn"))->setChecked(true);
        dialog->findChild<QSpinBox *>(QStringLiteral("whatFits.deadlineDays"))->setValue(180);
        auto *confidence = dialog->findChild<QComboBox *>(QStringLiteral("whatFits.confidence"));
        confidence->setCurrentIndex(confidence->findData(int(tco::Confidence::P90)));
        solve(dialog);
        QCOMPARE(dialog->solution()->status, tco::SolveStatus::TargetMissed);
        QVERIFY(!dialog->solution()->misses.empty());
        QCOMPARE(dialog->solution()->misses.front().target, tco::Target::Budget);
        const QString answer = dialog->findChild<QLabel *>(QStringLiteral("whatFits.answer"))->text();
        QVERIFY2(answer.contains(QStringLiteral("cannot be met")), qPrintable(answer));
        auto *apply = dialog->findChild<QPushButton *>(QStringLiteral("whatFits.apply"));
        QVERIFY(apply->isEnabled());
        QVERIFY(apply->text().contains(QStringLiteral("Nearest")));
    }

    void everyMissIsNamedAndALossOutOfReachIsSaidSo()
    {
        // Two unknowns, $1M, one day of main run and a loss of 1.0 (below
        // the law's irreducible 1.82): the nearest plan misses all three.
        WhatFitsDialog *dialog = open();
        planner::ScenarioDocument *doc = m_window->document();
        doc->setValue(I::BudgetUsd, 1e6);
        dialog->close();
        dialog = open();
        auto *first = dialog->findChild<QComboBox *>(QStringLiteral("whatFits.first"));
        first->setCurrentIndex(first->findData(int(I::ClusterGpuCount)));
        auto *second = dialog->findChild<QComboBox *>(QStringLiteral("whatFits.second"));
        second->setCurrentIndex(second->findData(int(I::DataTokens)));
        dialog->findChild<QCheckBox *>(QStringLiteral("whatFits.deadlineOn"))->setChecked(true);
        dialog->findChild<QSpinBox *>(QStringLiteral("whatFits.deadlineDays"))->setValue(1);
        auto *scope = dialog->findChild<QComboBox *>(QStringLiteral("whatFits.scope"));
        scope->setCurrentIndex(scope->findData(int(tco::DeadlineScope::MainRun)));
        dialog->findChild<QCheckBox *>(QStringLiteral("whatFits.lossOn"))->setChecked(true);
        dialog->findChild<QDoubleSpinBox *>(QStringLiteral("whatFits.loss"))->setValue(1.0);
        solve(dialog);
        const tco::Solution &sol = *dialog->solution();
        QCOMPARE(sol.status, tco::SolveStatus::TargetMissed);
        QCOMPARE(sol.misses.size(), std::size_t(3));
        const QString answer = dialog->findChild<QLabel *>(QStringLiteral("whatFits.answer"))->text();
        QVERIFY2(answer.contains(QStringLiteral("misses 3 of them")), qPrintable(answer));
        QVERIFY2(!answer.contains(QStringLiteral("meets the other targets")), qPrintable(answer));
        for (const tco::TargetMiss &m : sol.misses)
            QVERIFY2(answer.contains(planner::MessageTexts::targetAmount(m.target, m.by).toHtmlEscaped()),
                     qPrintable(answer));
        QVERIFY2(answer.contains(QStringLiteral("No plan can reach a predicted loss of %1")
                                     .arg(planner::formatNumber(1.0, QLocale(), 4))),
                 qPrintable(answer));
        QVERIFY2(answer.contains(
                     QStringLiteral("irreducible loss, %1").arg(planner::formatNumber(1.82, QLocale(), 4))),
                 qPrintable(answer));
    }

    void answerGoesStaleWhenThePlanChanges()
    {
        WhatFitsDialog *dialog = open();
        dialog->findChild<QCheckBox *>(QStringLiteral("whatFits.deadlineOn"))->setChecked(true);
        solve(dialog);
        auto *apply = dialog->findChild<QPushButton *>(QStringLiteral("whatFits.apply"));
        QVERIFY(apply->isEnabled());
        m_window->document()->setValue(I::ComputeMfu, 0.3);
        QVERIFY(!apply->isEnabled());
        const QString answer = dialog->findChild<QLabel *>(QStringLiteral("whatFits.answer"))->text();
        QVERIFY(answer.contains(QStringLiteral("solve again")));
    }

private:
    WhatFitsDialog *open()
    {
        m_window->findChild<QAction *>(QStringLiteral("actionWhatFits"))->trigger();
        for (auto *d : m_window->findChildren<WhatFitsDialog *>())
            if (d->isVisible())
                return d;
        return nullptr;
    }

    static void solve(WhatFitsDialog *dialog)
    {
        QSignalSpy spy(dialog, &WhatFitsDialog::solved);
        QTest::mouseClick(dialog->findChild<QPushButton *>(QStringLiteral("whatFits.solve")), Qt::LeftButton);
        QVERIFY(spy.wait(30000));
        QVERIFY(dialog->solution().has_value());
    }

    std::unique_ptr<planner::LanguageManager> m_languages;
    std::unique_ptr<MainWindow> m_window;
};

PLANNER_TEST_MAIN(TestWhatFits)
} // namespace tst_whatfits

#include "tst_whatfits.moc"
