// SPDX-License-Identifier: GPL-3.0-or-later
// Plan ▸ What Fits in the window, offscreen and through the real widgets:
// the dialog's answer is the model's (tco::solve on the same plan and
// targets), "Apply" writes the solution and the targets as one undo step,
// an impossible target offers the nearest plan, and an answer goes stale
// when the plan changes.
#include "dialogs/whatfitsdialog.h"
#include "mainwindow/mainwindow.h"
#include "services/languagemanager.h"

#include "document/scenariodocument.h"

#include "catalog.h"
#include "solve.h"

#include <QAction>
#include <QCheckBox>
#include <QComboBox>
#include <QLabel>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTest>
#include <QUndoStack>

#include <memory>

using planner::MainWindow;
using planner::WhatFitsDialog;
using I = tco::InputId;

class TestWhatFits : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("llm-tco-planner-tests"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_whatfits"));
        QSettings().clear();
    }

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
        // The applied plan measures as the dialog said.
        QCOMPARE(tco::measurePlan(doc->scenario(), doc->catalog(), t, {}).costUsd,
                 dialog->solution()->measure.costUsd);
        doc->undoStack()->undo();
        QCOMPARE(doc->value(I::ClusterGpuCount), before);
        QCOMPARE(doc->scenario().targets.deadlineDays, 0.0);
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
        QCOMPARE(dialog->solution()->missed, tco::Target::Budget);
        const QString answer = dialog->findChild<QLabel *>(QStringLiteral("whatFits.answer"))->text();
        QVERIFY2(answer.contains(QStringLiteral("cannot be met")), qPrintable(answer));
        auto *apply = dialog->findChild<QPushButton *>(QStringLiteral("whatFits.apply"));
        QVERIFY(apply->isEnabled());
        QVERIFY(apply->text().contains(QStringLiteral("Nearest")));
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

QTEST_MAIN(TestWhatFits)
#include "tst_whatfits.moc"
