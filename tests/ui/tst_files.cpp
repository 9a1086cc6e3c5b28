// SPDX-License-Identifier: GPL-3.0-or-later
// Working with plan files through the window, offscreen, with every dialog
// answered through Prompts (filesfixture.h): save and open round trips,
// scenario properties as undoable steps, refused files that leave the open
// plan alone, the unsaved-changes question, recent files, report export and
// print. Autosave and crash recovery are in tst_recovery.cpp.
#include "filesfixture.h"

#include "testmain.h"

#include <QFileDialog>
#include <QTreeView>

#include <memory>

namespace tst_files { // one namespace a test file: tests/testmain.h, "Unity builds"

class TestFiles : public FilesFixture
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { setUpCase(QStringLiteral("tst_files")); }
    void init() { setUp(); }
    void cleanup() { tearDown(); }

    void saveAndOpenRoundTrip();
    void aReadOnlyPlanIsReplacedOnlyWhenTheUserSays();
    void newStartsFromDefaults();
    void saveDiscardOrCancelIsOneQuestion();
    void propertiesDialogIsUndoableAndSaved();
    void headerNameEditIsUndoable();
    void datesAreStampedOnSave();
    void damagedFileIsRefused_data();
    void damagedFileIsRefused();
    void unsavedChangesAreAskedAbout_data();
    void unsavedChangesAreAskedAbout();
    void saveAnswerSavesBeforeNew();
    void recentFilesUpdateAndPrune();
    void recentFilesKeepEight();
    void exportReport_data();
    void exportReport();
    void exportErrorIsReported();
    void exportExecutiveReportOfAnUnnamedPlan();
    void printGoesThroughThePrinter();
    void newTextsAreTranslated();
    void fileDialogSpeaksTheWindowsLanguage();
};

void TestFiles::saveAndOpenRoundTrip()
{
    planner::ScenarioDocument *doc = m_window->document();
    QVERIFY(!doc->setValue(InputId::ModelParameters, 405e9));
    QVERIFY(!doc->setGpu(QStringLiteral("H200-SXM")));
    const tco::Scenario edited = doc->scenario();
    QVERIFY(m_window->isWindowModified());

    // Save with no file yet asks for a name; the suffix is added.
    const QString path = m_dir->filePath(QStringLiteral("llama"));
    answerFileDialog(path);
    action(QStringLiteral("actionSave"))->trigger();
    QCOMPARE(m_dialogKinds, QList<int>{int(Prompts::FileDialog::SavePlan)});
    QVERIFY(m_dialogFilter.contains(QLatin1String("*.tcoplan")));
    const QString saved = path + QStringLiteral(".tcoplan");
    QVERIFY(QFileInfo(saved).isFile());
    QVERIFY(!doc->isModified());
    QVERIFY(!m_window->isWindowModified());
    QVERIFY(m_window->windowTitle().contains(QLatin1String("llama.tcoplan")));
    QCOMPARE(doc->fileName(), saved);
    QVERIFY(m_messages.isEmpty());

    // New, then Open brings the values back, unmodified.
    action(QStringLiteral("actionNew"))->trigger();
    QCOMPARE(doc->scenario().values, tco::defaultScenario().values);
    answerFileDialog(saved);
    action(QStringLiteral("actionOpen"))->trigger();
    QCOMPARE(m_dialogKinds.last(), int(Prompts::FileDialog::OpenPlan));
    QCOMPARE(doc->scenario().values, edited.values);
    QCOMPARE(doc->gpuId(), QStringLiteral("H200-SXM"));
    QVERIFY(!doc->isModified());
    QCOMPARE(m_unsavedAsked, 0); // nothing was unsaved at any point
    QVERIFY(m_messages.isEmpty());
}

void TestFiles::aReadOnlyPlanIsReplacedOnlyWhenTheUserSays()
{
    // Save As over a read-only plan replaced it without a word (issue 32,
    // as `llm-tco save --out` did before --force): the window now asks.
    const QString path = m_dir->filePath(QStringLiteral("locked.tcoplan"));
    QFile locked(path);
    QVERIFY(locked.open(QIODevice::WriteOnly));
    locked.write("the old file, kept\n");
    locked.close();
    QVERIFY(QFile::setPermissions(path, QFile::ReadOwner | QFile::ReadGroup | QFile::ReadOther));
    QStringList asked;
    bool replace = false;
    Prompts::setConfirmHook([&](QWidget *, const QString &, const QString &text, const QString &) {
        asked << text;
        return replace;
    });
    answerFileDialog(path);
    action(QStringLiteral("actionSaveAs"))->trigger();
    QCOMPARE(asked.size(), 1);
    QVERIFY2(asked.front().contains(QLatin1String("locked.tcoplan")) &&
                 asked.front().contains(QLatin1String("read-only")),
             qPrintable(asked.front()));
    QFile kept(path);
    QVERIFY(kept.open(QIODevice::ReadOnly));
    QCOMPARE(kept.readAll(), QByteArray("the old file, kept\n"));
    kept.close();
    QVERIFY(m_window->document()->fileName().isEmpty());
    QVERIFY(m_messages.isEmpty()); // a choice, not a failure

    replace = true;
    action(QStringLiteral("actionSaveAs"))->trigger();
    QCOMPARE(asked.size(), 2);
    QCOMPARE(m_window->document()->fileName(), path);
    QVERIFY(!m_window->document()->isModified());
}

void TestFiles::saveDiscardOrCancelIsOneQuestion()
{
    // Issue 55: the plan, the portfolio (twice) and the compare window each
    // wrote "save, discard or cancel" themselves; Prompts::mayDiscard is the
    // one answer: go on after a discard or a save that worked, stop after
    // a cancel or a save that failed.
    using C = planner::Prompts::UnsavedChoice;
    QString asked;
    for (const C choice : {C::Save, C::Discard, C::Cancel})
        for (const bool saveWorks : {true, false}) {
            planner::Prompts::setUnsavedHook([&](QWidget *, const QString &text) {
                asked = text;
                return choice;
            });
            int saves = 0;
            const bool goOn = planner::Prompts::mayDiscard(nullptr, QStringLiteral("Changes?"), [&] {
                ++saves;
                return saveWorks;
            });
            QCOMPARE(asked, QStringLiteral("Changes?"));
            QCOMPARE(saves, choice == C::Save ? 1 : 0);
            QCOMPARE(goOn, choice == C::Discard || (choice == C::Save && saveWorks));
        }
}

void TestFiles::newStartsFromDefaults()
{
    planner::ScenarioDocument *doc = m_window->document();
    const QString path = savedPlan(QStringLiteral("a.tcoplan"), 140e9);
    QVERIFY(m_window->files()->openFile(path));
    QVERIFY(!doc->setMetadata({"Plan A", "", {"p", "e", "t"}}));
    QVERIFY(!doc->setValue(InputId::ComputeMfu, 0.5));
    Prompts::setUnsavedHook([this](QWidget *, const QString &) {
        ++m_unsavedAsked;
        return Prompts::UnsavedChoice::Discard;
    });
    action(QStringLiteral("actionNew"))->trigger();
    QCOMPARE(m_unsavedAsked, 1);
    QCOMPARE(doc->scenario().values, tco::defaultScenario().values);
    QVERIFY(doc->scenario().name.empty());
    QVERIFY(!doc->scenario().createdUtc.empty());
    QVERIFY(doc->fileName().isEmpty());
    QVERIFY(!doc->isModified());
    QCOMPARE(doc->undoStack()->count(), 0);
    // Named as a report or llm-tco would name it (it said "Untitled plan").
    QVERIFY2(m_window->windowTitle().contains(QLatin1String("70B dense on 2048 H100")),
             qPrintable(m_window->windowTitle()));
    QCOMPARE(m_window->findChild<QLineEdit *>(QStringLiteral("scenarioName"))->text(), QString());
}

void TestFiles::propertiesDialogIsUndoableAndSaved()
{
    planner::ScenarioDocument *doc = m_window->document();
    action(QStringLiteral("actionScenarioProperties"))->trigger();
    auto *dialog = propertiesDialog();
    QVERIFY(dialog);
    const auto field = [dialog](const char *name) {
        return dialog->findChild<QLineEdit *>(QLatin1String(name));
    };
    QTest::keyClicks(field("scenario.name"), QStringLiteral("Llama 3 405B  "));
    dialog->findChild<QPlainTextEdit *>(QStringLiteral("scenario.description"))
        ->setPlainText(QStringLiteral("Dense 405B on 15.6T tokens.\nSecond line: 中文"));
    QTest::keyClicks(field("scenario.project"), QStringLiteral("frontier"));
    QTest::keyClicks(field("scenario.experiment"), QStringLiteral("exp-7"));
    field("scenario.team")->setText(QStringLiteral("预训练")); // keyClicks takes Latin-1 only
    QVERIFY(!doc->isModified());
    dialog->findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok)->click();
    QVERIFY(!dialog->isVisible());

    QCOMPARE(doc->scenario().name, std::string("Llama 3 405B"));
    QCOMPARE(doc->scenario().description, std::string("Dense 405B on 15.6T tokens.\nSecond line: 中文"));
    QCOMPARE(doc->scenario().tags, (tco::ScenarioTags{"frontier", "exp-7", "预训练"}));
    QVERIFY(doc->isModified());
    QCOMPARE(doc->undoStack()->count(), 1); // one step for the whole dialog
    QVERIFY(m_window->windowTitle().contains(QLatin1String("Llama 3 405B")));
    QCOMPARE(m_window->findChild<QLineEdit *>(QStringLiteral("scenarioName"))->text(),
             QStringLiteral("Llama 3 405B"));
    QVERIFY(m_window->findChild<QLabel *>(QStringLiteral("scenarioTags"))
                ->text()
                .contains(QLatin1String("exp-7")));

    auto *undo = action(QStringLiteral("actionUndo"));
    QVERIFY(undo->text().contains(QLatin1String("plan properties")));
    undo->trigger();
    QVERIFY(doc->scenario().name.empty());
    QCOMPARE(doc->scenario().tags, tco::ScenarioTags{});
    QVERIFY(!doc->isModified());
    QCOMPARE(m_window->findChild<QLineEdit *>(QStringLiteral("scenarioName"))->text(), QString());
    action(QStringLiteral("actionRedo"))->trigger();
    QCOMPARE(doc->scenario().tags.team, std::string("预训练"));

    // Saved with the plan and read back.
    const QString path = m_dir->filePath(QStringLiteral("meta.tcoplan"));
    answerFileDialog(path);
    action(QStringLiteral("actionSaveAs"))->trigger();
    planner::ScenarioDocument other(tco::Catalog::builtIn());
    QVERIFY(other.load(path).ok());
    QCOMPARE(other.metadata(), doc->metadata());

    // Cancel changes nothing.
    action(QStringLiteral("actionScenarioProperties"))->trigger();
    dialog = propertiesDialog();
    QVERIFY(dialog);
    field("scenario.name")->setText(QStringLiteral("other"));
    dialog->findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Cancel)->click();
    QCOMPARE(doc->scenario().name, std::string("Llama 3 405B"));
    QVERIFY(!doc->isModified());
}

void TestFiles::headerNameEditIsUndoable()
{
    planner::ScenarioDocument *doc = m_window->document();
    auto *name = m_window->findChild<QLineEdit *>(QStringLiteral("scenarioName"));
    QVERIFY(name && name->isVisible());
    name->setFocus();
    QTest::keyClicks(name, QStringLiteral("Ablation B"));
    QTest::keyClick(name, Qt::Key_Return);
    QCOMPARE(doc->scenario().name, std::string("Ablation B"));
    QCOMPARE(doc->undoStack()->count(), 1);
    QVERIFY(m_window->isWindowModified());
    doc->undoStack()->undo();
    QCOMPARE(name->text(), QString());
    QVERIFY(!doc->isModified());
}

void TestFiles::datesAreStampedOnSave()
{
    // A new plan is created now; the first save records when it was saved.
    planner::ScenarioDocument *doc = m_window->document();
    const QDateTime created =
        QDateTime::fromString(QString::fromStdString(doc->scenario().createdUtc), Qt::ISODate);
    QVERIFY(created.isValid());
    QCOMPARE(created.timeSpec(), Qt::UTC);
    QVERIFY(qAbs(created.secsTo(QDateTime::currentDateTimeUtc())) < 60);
    QVERIFY(doc->scenario().modifiedUtc.empty());
    QVERIFY(!doc->setValue(InputId::ComputeMfu, 0.5));
    const QString path = m_dir->filePath(QStringLiteral("dated.tcoplan"));
    answerFileDialog(path);
    action(QStringLiteral("actionSave"))->trigger();
    QCOMPARE(QDateTime::fromString(QString::fromStdString(doc->scenario().createdUtc), Qt::ISODate), created);
    const QDateTime firstSave =
        QDateTime::fromString(QString::fromStdString(doc->scenario().modifiedUtc), Qt::ISODate);
    QVERIFY(firstSave.isValid());
    QVERIFY(firstSave >= created);

    // A later save keeps the creation date and moves the modification date.
    QTest::qWait(1100);
    QVERIFY(!doc->setValue(InputId::ComputeMfu, 0.55));
    action(QStringLiteral("actionSave"))->trigger();
    QCOMPARE(QDateTime::fromString(QString::fromStdString(doc->scenario().createdUtc), Qt::ISODate), created);
    QVERIFY(QDateTime::fromString(QString::fromStdString(doc->scenario().modifiedUtc), Qt::ISODate) >
            firstSave);
    planner::ScenarioDocument other(tco::Catalog::builtIn());
    QVERIFY(other.load(path).ok());
    QCOMPARE(other.scenario().createdUtc, doc->scenario().createdUtc);
    QCOMPARE(other.scenario().modifiedUtc, doc->scenario().modifiedUtc);
}

void TestFiles::damagedFileIsRefused_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<QString>("reason");
    QFile golden(qEnvironmentVariable("PLANNER_TEST_DATA") + QStringLiteral("/scenario-v1.tcoplan"));
    QVERIFY(golden.open(QIODevice::ReadOnly));
    const QByteArray good = golden.readAll();
    QVERIFY(good.size() > 1000);
    QTest::newRow("truncated in the middle") << good.left(good.size() / 2) << QStringLiteral("damaged");
    QTest::newRow("cut before the closing tag")
        << good.left(good.lastIndexOf("</boost_serialization>")) << QStringLiteral("damaged");
    QTest::newRow("empty") << QByteArray() << QStringLiteral("not an LLM TCO Planner plan file");
    QTest::newRow("binary garbage") << QByteArray("\x89PNG\r\n\x1a\n\0\0\0\rIHDR", 16)
                                    << QStringLiteral("not an LLM TCO Planner plan file");
    QByteArray newer = good;
    newer.replace("<formatVersion>1</formatVersion>", "<formatVersion>99</formatVersion>");
    QTest::newRow("newer version") << newer << QStringLiteral("newer version");
    QByteArray outOfRange = good;
    const qsizetype at = outOfRange.indexOf("<key>compute.mfu</key>");
    QVERIFY(at > 0);
    const qsizetype valueStart = outOfRange.indexOf("<value>", at) + 7;
    const qsizetype valueEnd = outOfRange.indexOf("</value>", valueStart);
    outOfRange.replace(valueStart, valueEnd - valueStart, "1.5");
    QTest::newRow("value out of range") << outOfRange << QStringLiteral("outside the allowed range");
}

void TestFiles::damagedFileIsRefused()
{
    QFETCH(QByteArray, bytes);
    QFETCH(QString, reason);
    const QString path = m_dir->filePath(QStringLiteral("broken.tcoplan"));
    {
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(bytes);
    }
    planner::ScenarioDocument *doc = m_window->document();
    const QString own = savedPlan(QStringLiteral("own.tcoplan"), 140e9);
    QVERIFY(m_window->files()->openFile(own));
    QVERIFY(!doc->setValue(InputId::ComputeMfu, 0.5));
    const tco::Scenario before = doc->scenario();
    const int steps = doc->undoStack()->count();

    Prompts::setUnsavedHook([this](QWidget *, const QString &) {
        ++m_unsavedAsked;
        return Prompts::UnsavedChoice::Discard;
    });
    answerFileDialog(path);
    action(QStringLiteral("actionOpen"))->trigger();
    QCOMPARE(m_unsavedAsked, 1);

    // The open plan is as it was: values, file, undo history, modified flag.
    QCOMPARE(doc->scenario(), before);
    QCOMPARE(doc->fileName(), own);
    QCOMPARE(doc->undoStack()->count(), steps);
    QVERIFY(doc->isModified());
    QVERIFY(m_window->isWindowModified());
    QVERIFY(m_window->windowTitle().contains(QLatin1String("own.tcoplan")));
    // Said what and where.
    QCOMPARE(m_messages.size(), 1);
    const QString text = m_messages.first();
    QVERIFY2(text.contains(QLatin1String("broken.tcoplan could not be opened")), qPrintable(text));
    QVERIFY2(text.contains(reason, Qt::CaseInsensitive), qPrintable(text));
    QVERIFY2(text.contains(QDir::toNativeSeparators(path)), qPrintable(text));
    if (reason.contains(QLatin1String("range")))
        QVERIFY2(text.contains(QLatin1String("MFU")) && text.contains(QLatin1String("150")),
                 qPrintable(text));
    // A refused file does not join the recent files.
    QVERIFY(!m_window->files()->recentFiles()->files().contains(path));
}

void TestFiles::unsavedChangesAreAskedAbout_data()
{
    QTest::addColumn<QString>("what");
    QTest::addColumn<Prompts::UnsavedChoice>("answer");
    for (const char *what : {"new", "open", "openRecent", "close"}) {
        QTest::addRow("%s, cancel", what) << QString::fromLatin1(what) << Prompts::UnsavedChoice::Cancel;
        QTest::addRow("%s, discard", what) << QString::fromLatin1(what) << Prompts::UnsavedChoice::Discard;
    }
}

void TestFiles::unsavedChangesAreAskedAbout()
{
    QFETCH(QString, what);
    QFETCH(Prompts::UnsavedChoice, answer);
    const QString other = savedPlan(QStringLiteral("other.tcoplan"), 8e9);
    m_window->files()->recentFiles()->add(other);
    planner::ScenarioDocument *doc = m_window->document();
    QVERIFY(!doc->setValue(InputId::ModelParameters, 405e9));
    const tco::Scenario edited = doc->scenario();
    QString asked;
    Prompts::setUnsavedHook([&](QWidget *, const QString &text) {
        ++m_unsavedAsked;
        asked = text;
        return answer;
    });
    answerFileDialog(other);
    if (what == QLatin1String("new"))
        action(QStringLiteral("actionNew"))->trigger();
    else if (what == QLatin1String("open"))
        action(QStringLiteral("actionOpen"))->trigger();
    else if (what == QLatin1String("openRecent"))
        action(QStringLiteral("recent.1"))->trigger();
    else
        m_window->close();
    QCOMPARE(m_unsavedAsked, 1);
    QVERIFY2(asked.contains(QLatin1String("unsaved changes")), qPrintable(asked));
    if (answer == Prompts::UnsavedChoice::Cancel) {
        QCOMPARE(doc->scenario(), edited);
        QVERIFY(doc->isModified());
        QVERIFY(m_window->isVisible());
        // Cancel also means the file dialog never opened.
        QVERIFY(m_dialogKinds.isEmpty());
    } else if (what == QLatin1String("close")) {
        QVERIFY(!m_window->isVisible());
    } else {
        QVERIFY(!doc->isModified());
        QCOMPARE(doc->value(InputId::ModelParameters), what == QLatin1String("new") ? 70e9 : 8e9);
    }
    QVERIFY(m_messages.isEmpty());
}

void TestFiles::saveAnswerSavesBeforeNew()
{
    planner::ScenarioDocument *doc = m_window->document();
    QVERIFY(!doc->setValue(InputId::ModelParameters, 405e9));
    Prompts::setUnsavedHook([](QWidget *, const QString &) { return Prompts::UnsavedChoice::Save; });
    const QString path = m_dir->filePath(QStringLiteral("kept.tcoplan"));
    answerFileDialog(path);
    action(QStringLiteral("actionNew"))->trigger();
    QVERIFY(QFileInfo(path).isFile());
    QCOMPARE(doc->value(InputId::ModelParameters), 70e9);
    planner::ScenarioDocument other(tco::Catalog::builtIn());
    QVERIFY(other.load(path).ok());
    QCOMPARE(other.value(InputId::ModelParameters), 405e9);

    // A save dialog that is cancelled cancels New as well.
    QVERIFY(!doc->setValue(InputId::ModelParameters, 8e9));
    answerFileDialog(QString());
    action(QStringLiteral("actionNew"))->trigger();
    QCOMPARE(doc->value(InputId::ModelParameters), 8e9);
    QVERIFY(doc->isModified());
}

void TestFiles::recentFilesUpdateAndPrune()
{
    const QString a = savedPlan(QStringLiteral("a.tcoplan"), 8e9);
    const QString b = savedPlan(QStringLiteral("b.tcoplan"), 140e9);
    planner::RecentFiles *recent = m_window->files()->recentFiles();
    QVERIFY(recent->files().isEmpty());
    QVERIFY(m_window->findChild<QAction *>(QStringLiteral("recent.none")));
    QVERIFY(!action(QStringLiteral("actionClearRecent"))->isEnabled());

    QVERIFY(m_window->files()->openFile(a));
    QVERIFY(m_window->files()->openFile(b));
    QCOMPARE(recent->files(), (QStringList{b, a}));
    QCOMPARE(action(QStringLiteral("recent.1"))->data().toString(), b);
    QVERIFY(action(QStringLiteral("recent.1"))->text().contains(QLatin1String("b.tcoplan")));
    // Saving under a new name puts that name first.
    const QString c = m_dir->filePath(QStringLiteral("c.tcoplan"));
    answerFileDialog(c);
    action(QStringLiteral("actionSaveAs"))->trigger();
    QCOMPARE(recent->files(), (QStringList{c, b, a}));
    // Persisted: a new window (the next start) sees the same list.
    QCOMPARE(planner::RecentFiles().files(), (QStringList{c, b, a}));

    // Opening from the menu.
    action(QStringLiteral("recent.3"))->trigger();
    QCOMPARE(m_window->document()->fileName(), a);
    QCOMPARE(m_window->document()->value(InputId::ModelParameters), 8e9);
    QCOMPARE(recent->files().first(), a);

    // A file that is gone is dropped when the menu is shown, and when chosen.
    QVERIFY(QFile::remove(b));
    auto *menu = m_window->findChild<QMenu *>(QStringLiteral("recentMenu"));
    QVERIFY(menu);
    Q_EMIT menu->aboutToShow();
    QCOMPARE(recent->files(), (QStringList{a, c}));
    QVERIFY(!m_window->findChild<QAction *>(QStringLiteral("recent.3")));
    QVERIFY(QFile::remove(c));
    action(QStringLiteral("recent.2"))->trigger();
    QCOMPARE(m_messages.size(), 1);
    QVERIFY(m_messages.first().contains(QLatin1String("no longer exists")));
    QCOMPARE(recent->files(), QStringList{a});
    QCOMPARE(m_window->document()->fileName(), a);

    action(QStringLiteral("actionClearRecent"))->trigger();
    QVERIFY(recent->files().isEmpty());
    QVERIFY(planner::Settings().recentFiles().isEmpty());
    QVERIFY(m_window->findChild<QAction *>(QStringLiteral("recent.none")));
}

void TestFiles::recentFilesKeepEight()
{
    planner::RecentFiles *recent = m_window->files()->recentFiles();
    QStringList paths;
    for (int i = 0; i < 10; ++i) {
        paths.prepend(savedPlan(QStringLiteral("p%1.tcoplan").arg(i), 8e9 + i * 1e9));
        recent->add(paths.first());
    }
    QCOMPARE(recent->files().size(), planner::RecentFiles::kMaxCount);
    QCOMPARE(recent->files(), paths.mid(0, 8));
    recent->add(paths.at(5)); // already listed: moved to the top, not repeated
    QCOMPARE(recent->files().first(), paths.at(5));
    QCOMPARE(recent->files().size(), 8);
    QCOMPARE(recent->files().count(paths.at(5)), 1);
    QVERIFY(action(QStringLiteral("recent.8")));
    QVERIFY(!m_window->findChild<QAction *>(QStringLiteral("recent.9")));
}

void TestFiles::exportReport_data()
{
    QTest::addColumn<QString>("suffix");
    QTest::addColumn<QByteArray>("starts");
    QTest::newRow("pdf") << QStringLiteral("pdf") << QByteArray("%PDF");
    QTest::newRow("html") << QStringLiteral("html") << QByteArray("<!DOCTYPE html");
    QTest::newRow("csv") << QStringLiteral("csv") << QByteArray();
}

void TestFiles::exportReport()
{
    QFETCH(QString, suffix);
    QFETCH(QByteArray, starts);
    planner::ScenarioDocument *doc = m_window->document();
    QVERIFY(!doc->setMetadata({"Export check 405B", "", {"frontier", "", ""}}));
    QVERIFY(!doc->setValue(InputId::ModelParameters, 405e9));

    const planner::ReportInput input = m_window->reportInput();
    QCOMPARE(input.scenarios.size(), std::size_t(1));
    QCOMPARE(input.scenarios.front(), doc->scenario());
    QCOMPARE(input.catalog, &doc->catalog());

    const QString path = m_dir->filePath(QStringLiteral("report.") + suffix);
    answerFileDialog(path);
    action(QStringLiteral("actionExportReport"))->trigger();
    QCOMPARE(m_dialogKinds, QList<int>{int(Prompts::FileDialog::ExportReport)});
    QCOMPARE(m_dialogFilter, planner::ReportExporter::fileFilter());
    QVERIFY2(m_messages.isEmpty(), qPrintable(m_messages.join(QLatin1Char('\n'))));
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray bytes = file.readAll();
    QVERIFY(bytes.size() > 200);
    if (!starts.isEmpty())
        QVERIFY2(bytes.trimmed().startsWith(starts), bytes.left(40).constData());
    if (suffix != QLatin1String("pdf"))
        QVERIFY(bytes.contains("Export check 405B"));
    // Exporting changes nothing in the plan.
    QVERIFY(doc->isModified());
}

void TestFiles::exportExecutiveReportOfAnUnnamedPlan()
{
    // Defect: the report of a saved gui_405B.tcoplan was titled "Scenario 1".
    planner::ScenarioDocument *doc = m_window->document();
    QVERIFY(!doc->setMetadata({"", "", {}}));
    QVERIFY(!doc->setValue(InputId::ModelParameters, 405e9));
    QVERIFY(doc->save(m_dir->filePath(QStringLiteral("gui_405B.tcoplan"))).ok());
    QCOMPARE(m_window->reportInput().fileNames, std::vector<QString>{doc->fileName()});

    // File ▸ Export Executive Report… and ▸ Export Full Report… offer both kinds.
    for (const auto &[name, marker] :
         {std::pair{QStringLiteral("actionExportExecutiveReport"), QByteArray("Decision asked for")},
          std::pair{QStringLiteral("actionExportReport"), QByteArray("Appendix A")}}) {
        const QString path = m_dir->filePath(name + QStringLiteral(".html"));
        answerFileDialog(path);
        action(name)->trigger();
        QVERIFY2(m_messages.isEmpty(), qPrintable(m_messages.join(QLatin1Char('\n'))));
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray html = file.readAll();
        QVERIFY2(html.contains(marker), marker.constData());
        QVERIFY(html.contains("<title>") && html.contains("gui_405B</title>"));
        QVERIFY(!html.contains("Scenario 1"));
    }
}

void TestFiles::exportErrorIsReported()
{
    answerFileDialog(m_dir->filePath(QStringLiteral("no/such/dir/report.pdf")));
    action(QStringLiteral("actionExportReport"))->trigger();
    QCOMPARE(m_messages.size(), 1);
    QVERIFY2(m_messages.first().contains(QLatin1String("could not be written")),
             qPrintable(m_messages.first()));
    answerFileDialog(m_dir->filePath(QStringLiteral("report.docx")));
    action(QStringLiteral("actionExportReport"))->trigger();
    QCOMPARE(m_messages.size(), 2);
    // Cancelled dialog: nothing happens.
    answerFileDialog(QString());
    action(QStringLiteral("actionExportReport"))->trigger();
    QCOMPARE(m_messages.size(), 2);
}

void TestFiles::printGoesThroughThePrinter()
{
    const QString path = m_dir->filePath(QStringLiteral("printed.pdf"));
    int asked = 0;
    Prompts::setPrintHook([&](QWidget *, QPrinter *printer) {
        ++asked;
        printer->setOutputFormat(QPrinter::PdfFormat);
        printer->setOutputFileName(path);
        return true;
    });
    action(QStringLiteral("actionPrint"))->trigger();
    QCOMPARE(asked, 1);
    QVERIFY2(m_messages.isEmpty(), qPrintable(m_messages.join(QLatin1Char('\n'))));
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    QVERIFY(file.readAll().startsWith("%PDF"));

    // Cancelled print dialog: nothing printed.
    QVERIFY(QFile::remove(path));
    Prompts::setPrintHook([&](QWidget *, QPrinter *printer) {
        ++asked;
        printer->setOutputFormat(QPrinter::PdfFormat);
        printer->setOutputFileName(path);
        return false;
    });
    action(QStringLiteral("actionPrint"))->trigger();
    QCOMPARE(asked, 2);
    QVERIFY(!QFileInfo::exists(path));
}

void TestFiles::newTextsAreTranslated()
{
    const QStringList names{QStringLiteral("actionNew"), QStringLiteral("actionScenarioProperties"),
                            QStringLiteral("actionExportReport"), QStringLiteral("actionPrint"),
                            QStringLiteral("actionClearRecent")};
    QStringList english;
    for (const QString &name : names)
        english << action(name)->text();
    const QString recentTitle = m_window->findChild<QMenu *>(QStringLiteral("recentMenu"))->title();
    m_languages->setLanguage(QStringLiteral("zh_CN"));
    for (int i = 0; i < names.size(); ++i)
        QVERIFY2(action(names.at(i))->text() != english.at(i), qPrintable(names.at(i)));
    QVERIFY(m_window->findChild<QMenu *>(QStringLiteral("recentMenu"))->title() != recentTitle);
    QVERIFY(m_window->findChild<QLineEdit *>(QStringLiteral("scenarioName"))
                ->placeholderText()
                .contains(QStringLiteral("方案")));

    // A refused file is explained in Chinese too.
    QVERIFY(!m_window->files()->openFile(m_dir->filePath(QStringLiteral("missing.tcoplan"))));
    QCOMPARE(m_messages.size(), 1);
    QVERIFY2(!m_messages.first().contains(QLatin1String("could not be opened")),
             qPrintable(m_messages.first()));

    // A report exported from the Chinese window is in Chinese (the window
    // installs the reports' translation too).
    const QString report = m_dir->filePath(QStringLiteral("报告.html"));
    answerFileDialog(report);
    action(QStringLiteral("actionExportReport"))->trigger();
    QCOMPARE(m_messages.size(), 1);
    QFile file(report);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QString html = QString::fromUtf8(file.readAll());
    QVERIFY(html.contains(QRegularExpression(QStringLiteral("[\\x{4e00}-\\x{9fff}]{4}"))));
    QVERIFY(html.contains(QStringLiteral("万"))); // numbers follow the Chinese locale
    QVERIFY2(html.contains(QStringLiteral("执行摘要")), "the report's own words are translated");

    m_languages->setLanguage(QStringLiteral("en"));
    QCOMPARE(action(QStringLiteral("actionNew"))->text(), english.first());
}

void TestFiles::fileDialogSpeaksTheWindowsLanguage()
{
    // Issue 13 §2: the Chinese window's file dialog said "Folder" (Debian's
    // qtbase_zh_CN.qm lacks it) and "Nov" (Qt's file model dates follow
    // the system locale, not the window's language).
    QVERIFY(QDir(m_dir->path()).mkdir(QStringLiteral("sub")));
    m_languages->setLanguage(QStringLiteral("zh_CN"));
    const std::unique_ptr<QFileDialog> dialog(planner::Prompts::createFileDialog(
        m_window.get(), planner::Prompts::FileDialog::OpenPlan, QStringLiteral("打开"), m_dir->path(),
        QStringLiteral("*.tcoplan")));
    dialog->setOption(QFileDialog::DontUseNativeDialog); // the widgets to look at
    dialog->show();
    auto *view = dialog->findChild<QTreeView *>(QStringLiteral("treeView"));
    QVERIFY(view);
    QAbstractItemModel *model = view->model();
    const auto subRow = [&]() -> QModelIndex {
        const QModelIndex root = view->rootIndex();
        for (int row = 0; row < model->rowCount(root); ++row) {
            if (model->index(row, 0, root).data().toString() == QLatin1String("sub"))
                return model->index(row, 0, root);
        }
        return {};
    };
    QTRY_VERIFY(subRow().isValid());
    const QModelIndex sub = subRow();
    QCOMPARE(sub.siblingAtColumn(2).data().toString(), QStringLiteral("文件夹"));
    const QString date = sub.siblingAtColumn(3).data().toString();
    QVERIFY2(!date.isEmpty() && !date.contains(QRegularExpression(QStringLiteral("[A-Za-z]"))),
             qPrintable(date));
    QCOMPARE(model->headerData(3, Qt::Horizontal).toString(), QStringLiteral("修改日期"));
    m_languages->setLanguage(QStringLiteral("en"));
}

PLANNER_TEST_MAIN(TestFiles)
} // namespace tst_files

#include "tst_files.moc"
