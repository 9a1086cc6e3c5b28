// SPDX-License-Identifier: GPL-3.0-or-later
// Autosave and crash recovery through the window, offscreen, with every
// question answered through Prompts (filesfixture.h): what is written when,
// what is removed on save and quit, and what a later start offers.
#include "filesfixture.h"

#include "testmain.h"

namespace tst_recovery { // one namespace a test file: tests/testmain.h, "Unity builds"

class TestRecovery : public FilesFixture
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { setUpCase(QStringLiteral("tst_recovery")); }
    void init() { setUp(); }
    void cleanup() { tearDown(); }

    void autosaveWritesOnlyWhenModified();
    void autosaveIsRemovedOnSaveAndQuit();
    void leftoverRecoveryIsRestored();
    void leftoverRecoveryLaterAndDiscard();
    void liveInstanceRecoveryIsNotOffered();
};

void TestRecovery::autosaveWritesOnlyWhenModified()
{
    planner::AutoSave *autosave = m_window->files()->autoSave();
    QCOMPARE(autosave->interval(), planner::AutoSave::kDefaultIntervalMs);
    autosave->setInterval(30);
    QSignalSpy written(autosave, &planner::AutoSave::written);
    // Nothing to protect: no file.
    QTest::qWait(150);
    QCOMPARE(written.count(), 0);
    QVERIFY(!autosave->hasRecoveryFile());

    planner::ScenarioDocument *doc = m_window->document();
    QVERIFY(!doc->setValue(InputId::ComputeMfu, 0.55));
    QVERIFY(written.wait(2000));
    QVERIFY(autosave->hasRecoveryFile());
    QVERIFY(autosave->recoveryPath().startsWith(planner::AutoSave::directory()));
    planner::ScenarioDocument check(tco::Catalog::builtIn());
    QVERIFY(check.load(autosave->recoveryPath()).ok());
    QCOMPARE(check.scenario(), doc->scenario());
    // Writing a copy leaves the document as it was.
    QVERIFY(doc->isModified());
    QVERIFY(doc->fileName().isEmpty());

    // Without further edits nothing is written again.
    QTest::qWait(150);
    QCOMPARE(written.count(), 1);
    QVERIFY(!doc->setValue(InputId::ComputeMfu, 0.6));
    QVERIFY(written.wait(2000));
    QVERIFY(check.load(autosave->recoveryPath()).ok());
    QCOMPARE(check.value(InputId::ComputeMfu), 0.6);

    // Undoing back to the clean state removes it: nothing is unsaved.
    doc->undoStack()->undo();
    doc->undoStack()->undo();
    QVERIFY(!doc->isModified());
    QVERIFY(!autosave->hasRecoveryFile());
}

void TestRecovery::autosaveIsRemovedOnSaveAndQuit()
{
    planner::AutoSave *autosave = m_window->files()->autoSave();
    autosave->setInterval(20);
    QSignalSpy written(autosave, &planner::AutoSave::written);
    planner::ScenarioDocument *doc = m_window->document();
    QVERIFY(!doc->setValue(InputId::ComputeMfu, 0.55));
    QVERIFY(written.wait(2000));
    const QString recovery = autosave->recoveryPath();
    QVERIFY(QFileInfo::exists(recovery));
    // Another instance does not see a live instance's file as left over.
    QVERIFY(planner::AutoSave::findLeftovers().empty());

    answerFileDialog(m_dir->filePath(QStringLiteral("saved.tcoplan")));
    action(QStringLiteral("actionSave"))->trigger();
    QVERIFY(!doc->isModified());
    QVERIFY(!QFileInfo::exists(recovery));

    // Edit again, then quit discarding: nothing is left for the next start.
    QVERIFY(!doc->setValue(InputId::ComputeMfu, 0.6));
    QVERIFY(written.wait(2000));
    QVERIFY(QFileInfo::exists(recovery));
    Prompts::setUnsavedHook([](QWidget *, const QString &) { return Prompts::UnsavedChoice::Discard; });
    QVERIFY(m_window->close());
    QVERIFY(!QFileInfo::exists(recovery));
    QVERIFY(QDir(planner::AutoSave::directory()).entryList(QDir::Files).isEmpty());
}

void TestRecovery::leftoverRecoveryIsRestored()
{
    const QString original = savedPlan(QStringLiteral("crashed.tcoplan"), 140e9);
    tco::Scenario lost = tco::defaultScenario();
    lost.set(InputId::ModelParameters, 175e9);
    lost.set(InputId::ComputeMfu, 0.35);
    lost.name = "Unsaved work";
    const QString leftover = writeLeftover(lost, original);
    QVERIFY(!leftover.isEmpty());

    QString question;
    Prompts::setRecoveryHook([&](QWidget *, const QString &text) {
        question = text;
        return Prompts::RecoveryChoice::Restore;
    });
    QVERIFY(m_window->files()->offerRecovery());
    QVERIFY2(question.contains(QLatin1String("crashed.tcoplan")), qPrintable(question));
    planner::ScenarioDocument *doc = m_window->document();
    QCOMPARE(doc->scenario(), lost);
    QCOMPARE(doc->fileName(), original);
    QVERIFY(doc->isModified());
    QVERIFY(m_window->isWindowModified());
    auto *note = m_window->findChild<QLabel *>(QStringLiteral("restoredNote"));
    QVERIFY(note && note->isVisible());
    QVERIFY2(note->text().contains(QLatin1String("Restored from autosave")), qPrintable(note->text()));
    // The left-over file is gone; the edits are protected by this instance now.
    QVERIFY(!QFileInfo::exists(leftover));
    QVERIFY(m_window->files()->autoSave()->hasRecoveryFile());
    QVERIFY(planner::AutoSave::findLeftovers().empty());

    // Saving writes to the plan's own file and clears the note.
    action(QStringLiteral("actionSave"))->trigger();
    QVERIFY(!doc->isModified());
    QVERIFY(note->isHidden());
    planner::ScenarioDocument check(tco::Catalog::builtIn());
    QVERIFY(check.load(original).ok());
    QCOMPARE(check.value(InputId::ModelParameters), 175e9);
    QVERIFY(!m_window->files()->autoSave()->hasRecoveryFile());
    QVERIFY(m_messages.isEmpty());
}

void TestRecovery::leftoverRecoveryLaterAndDiscard()
{
    tco::Scenario lost = planner::ScenarioDocument::freshScenario();
    lost.set(InputId::ComputeMfu, 0.35);
    const QString leftover = writeLeftover(lost, QString());
    int asked = 0;
    QString question;
    Prompts::setRecoveryHook([&](QWidget *, const QString &text) {
        ++asked;
        question = text;
        return Prompts::RecoveryChoice::Later;
    });
    QVERIFY(!m_window->files()->offerRecovery());
    QCOMPARE(asked, 1);
    QVERIFY(question.contains(QLatin1String("untitled plan")));
    QVERIFY(QFileInfo::exists(leftover));
    QCOMPARE(m_window->document()->scenario().values, tco::defaultScenario().values);
    QVERIFY(!m_window->document()->isModified());
    // Later: offered again next time.
    QCOMPARE(planner::AutoSave::findLeftovers().size(), std::size_t(1));

    Prompts::setRecoveryHook([&](QWidget *, const QString &) {
        ++asked;
        return Prompts::RecoveryChoice::Discard;
    });
    QVERIFY(!m_window->files()->offerRecovery());
    QCOMPARE(asked, 2);
    QVERIFY(!QFileInfo::exists(leftover));
    QVERIFY(QDir(planner::AutoSave::directory()).entryList(QDir::Files).isEmpty());
    QVERIFY(!m_window->files()->offerRecovery());
    QCOMPARE(asked, 2);
    QVERIFY(!m_window->findChild<QLabel *>(QStringLiteral("restoredNote"))->isVisible());
}

void TestRecovery::liveInstanceRecoveryIsNotOffered()
{
    // A running instance holds the lock of its file: never offered.
    const QString id = QUuid::createUuid().toString(QUuid::WithoutBraces);
    const QString leftover = writeLeftover(tco::defaultScenario(), QString(), id);
    QLockFile live(planner::AutoSave::directory() + QLatin1Char('/') + id + QStringLiteral(".lock"));
    QVERIFY(live.tryLock(0));
    int asked = 0;
    Prompts::setRecoveryHook([&](QWidget *, const QString &) {
        ++asked;
        return Prompts::RecoveryChoice::Discard;
    });
    QVERIFY(!m_window->files()->offerRecovery());
    QCOMPARE(asked, 0);
    QVERIFY(QFileInfo::exists(leftover));
    // Once that instance is gone, it is.
    live.unlock();
    QVERIFY(!m_window->files()->offerRecovery());
    QCOMPARE(asked, 1);
    QVERIFY(!QFileInfo::exists(leftover));
}

PLANNER_TEST_MAIN(TestRecovery)
} // namespace tst_recovery

#include "tst_recovery.moc"
