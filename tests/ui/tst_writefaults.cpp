// SPDX-License-Identifier: GPL-3.0-or-later
// Every way the window writes a file (Save, Save As, autosave, the report in
// each format, the FOCUS export, a chart as PNG or PDF) against every fault a disk can give:
// full, read-only, a symbolic link, a FIFO. The old file survives byte for
// byte, the user is told why in the system's words, and a plan that was not
// saved stays marked modified. The writer they all share is tested on its
// own in tests/model/tst_atomicfile.cpp; this proves every path uses it and
// reports what it says (docs/file-format.md, "Saving").
#include "document/scenariodocument.h"
#include "prompts/prompts.h"
#include "services/autosave.h"
#include "services/languagemanager.h"
#include "shell/fileactions.h"
#include "shell/mainwindow.h"

#include "charts/core/chartview.h"

#include "files/atomicfile.h"
#include "plan/catalog.h"
#include "tracking/actualsimport.h"

#include "settingsfixture.h"
#include "testmain.h"

#include <QAction>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>

#include <cerrno>
#include <cmath>
#include <memory>
#include <sys/stat.h>
#include <unistd.h>

namespace tst_writefaults { // one namespace a test file: tests/testmain.h, "Unity builds"

using planner::MainWindow;
using planner::Prompts;

namespace {

enum class Fault { FullDisk, ReadOnly, SymbolicLink, Fifo };

QByteArray readAll(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

bool writeBytes(const QString &path, const QByteArray &bytes)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(bytes) == bytes.size();
}

} // namespace
} // namespace tst_writefaults

Q_DECLARE_METATYPE(tst_writefaults::Fault)

namespace tst_writefaults {

class TestWriteFaults : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void init();
    void cleanup();

    void everyWritePathSurvivesEveryFault_data();
    void everyWritePathSurvivesEveryFault();
    void autosaveFailureIsShownAndKeepsTheLastCopy();
    void theFocusExportReadsBackToThePlan();

private:
    /** Writes through `path` the way `how` says; the outcome is read from
     *  the file, the messages and the document afterwards. */
    void write(const QString &how, const QString &path);
    planner::ChartView *firstChart() const { return m_window->findChild<planner::ChartView *>(); }

    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<planner::LanguageManager> m_languages;
    std::unique_ptr<MainWindow> m_window;
    QStringList m_messages;
};

void TestWriteFaults::initTestCase()
{
    planner::tests::useOwnSettings("tst_writefaults");
}

void TestWriteFaults::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
    m_messages.clear();
    Prompts::setMessageHook([this](QWidget *, const QString &title, const QString &text) {
        m_messages << title + QLatin1Char('|') + text;
    });
    Prompts::setUnsavedHook([](QWidget *, const QString &) { return Prompts::UnsavedChoice::Cancel; });
    Prompts::setRecoveryHook([](QWidget *, const QString &) { return Prompts::RecoveryChoice::Later; });
    m_languages = std::make_unique<planner::LanguageManager>();
    m_languages->setLanguage(QStringLiteral("en"));
    m_window = std::make_unique<MainWindow>(tco::Catalog::builtIn(),
                                            planner::ScenarioDocument::freshScenario(), m_languages.get());
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
}

void TestWriteFaults::cleanup()
{
    m_window.reset();
    m_languages.reset();
    Prompts::resetHooks();
    if (m_dir)
        ::chmod(m_dir->path().toLocal8Bit().constData(), 0700);
    QSettings().clear();
    QDir(planner::AutoSave::directory()).removeRecursively();
    m_dir.reset();
}

void TestWriteFaults::write(const QString &how, const QString &path)
{
    const auto answer = [path](auto &&...) { return path; };
    if (how == QLatin1String("save")) {
        // Save to the plan's own file (the test saved it there first).
        QVERIFY(!m_window->document()->setValue(tco::InputId::ComputeMfu, 0.31));
        Prompts::setFileDialogHook(answer); // only used when the document has no file
        m_window->findChild<QAction *>(QStringLiteral("actionSave"))->trigger();
    } else if (how == QLatin1String("save as")) {
        QVERIFY(!m_window->document()->setValue(tco::InputId::ComputeMfu, 0.31));
        Prompts::setFileDialogHook(answer);
        m_window->findChild<QAction *>(QStringLiteral("actionSaveAs"))->trigger();
    } else if (how.startsWith(QLatin1String("report"))) {
        Prompts::setFileDialogHook(answer);
        m_window->findChild<QAction *>(QStringLiteral("actionExportReport"))->trigger();
    } else if (how == QLatin1String("focus csv")) {
        Prompts::setFileDialogHook(answer);
        m_window->findChild<QAction *>(QStringLiteral("actionExportFocus"))->trigger();
    } else if (how == QLatin1String("chart png")) {
        Prompts::setFileDialogHook(answer);
        firstChart()->exportPngInteractively();
    } else if (how == QLatin1String("chart pdf")) {
        Prompts::setFileDialogHook(answer);
        firstChart()->exportPdfInteractively();
    } else {
        QFAIL(qPrintable(QStringLiteral("unknown write path ") + how));
    }
}

void TestWriteFaults::everyWritePathSurvivesEveryFault_data()
{
    QTest::addColumn<QString>("how");
    QTest::addColumn<QString>("suffix");
    QTest::addColumn<Fault>("fault");
    const QList<QPair<QString, QString>> paths = {
        {QStringLiteral("save"), QStringLiteral("tcoplan")},
        {QStringLiteral("save as"), QStringLiteral("tcoplan")},
        {QStringLiteral("report pdf"), QStringLiteral("pdf")},
        {QStringLiteral("report html"), QStringLiteral("html")},
        {QStringLiteral("report csv"), QStringLiteral("csv")},
        {QStringLiteral("focus csv"), QStringLiteral("csv")},
        {QStringLiteral("chart png"), QStringLiteral("png")},
        {QStringLiteral("chart pdf"), QStringLiteral("pdf")},
    };
    const QList<QPair<const char *, Fault>> faults = {{"full disk", Fault::FullDisk},
                                                      {"read-only", Fault::ReadOnly},
                                                      {"symbolic link", Fault::SymbolicLink},
                                                      {"fifo", Fault::Fifo}};
    for (const auto &[how, suffix] : paths)
        for (const auto &[faultName, fault] : faults)
            QTest::addRow("%s, %s", qPrintable(how), faultName) << how << suffix << fault;
}

void TestWriteFaults::everyWritePathSurvivesEveryFault()
{
    QFETCH(QString, how);
    QFETCH(QString, suffix);
    QFETCH(Fault, fault);
    const QString path = m_dir->filePath(QStringLiteral("target.") + suffix);
    const QString real = m_dir->filePath(QStringLiteral("real.") + suffix);
    const QByteArray old = "the old file, which must survive\n";
    const bool isSave = how.startsWith(QLatin1String("save"));

    // The file as it was before: for Save, the plan's own saved file.
    switch (fault) {
    case Fault::FullDisk:
    case Fault::ReadOnly:
        QVERIFY(writeBytes(path, old));
        break;
    case Fault::SymbolicLink:
        QVERIFY(writeBytes(real, old));
        QVERIFY(QFile::link(QFileInfo(real).fileName(), path)); // relative, as users make them
        break;
    case Fault::Fifo:
        QCOMPARE(::mkfifo(path.toLocal8Bit().constData(), 0600), 0);
        break;
    }
    if (how == QLatin1String("save") && fault != Fault::Fifo) // a FIFO cannot be the plan's file: Save asks
        QVERIFY(m_window->document()->save(path).ok());

    QString expectedReason;
    switch (fault) {
    case Fault::FullDisk:
        tco::injectWriteFailureForTesting(ENOSPC);
        expectedReason = QStringLiteral("No space left on device");
        break;
    case Fault::ReadOnly:
        if (::geteuid() == 0) {
            // Root writes into a folder without write permission; what it
            // meets instead is a file system mounted read-only.
            tco::injectWriteFailureForTesting(EROFS);
            expectedReason = QStringLiteral("Read-only file system");
        } else {
            QVERIFY(::chmod(m_dir->path().toLocal8Bit().constData(), 0500) == 0);
            expectedReason = QStringLiteral("Permission denied");
        }
        break;
    case Fault::SymbolicLink:
        break;
    case Fault::Fifo:
        expectedReason = QStringLiteral("not a regular file");
        break;
    }
    const QByteArray before = fault == Fault::SymbolicLink ? readAll(real)
                              : fault == Fault::Fifo       ? QByteArray()
                                                           : readAll(path);

    write(how, path);
    ::chmod(m_dir->path().toLocal8Bit().constData(), 0700);

    if (fault == Fault::SymbolicLink) {
        // Written through to the target, as editors do; the link stays.
        QVERIFY2(m_messages.isEmpty(), qPrintable(m_messages.join(QLatin1Char('\n'))));
        QVERIFY(QFileInfo(path).isSymLink());
        QVERIFY(readAll(real) != before);
        QVERIFY(readAll(real).size() > 0);
        if (isSave)
            QVERIFY(!m_window->document()->isModified());
        return;
    }
    QCOMPARE(m_messages.size(), 1);
    QVERIFY2(m_messages.first().contains(expectedReason), qPrintable(m_messages.first()));
    QVERIFY2(m_messages.first().contains(QDir::toNativeSeparators(path)) || m_messages.first().contains(path),
             qPrintable(m_messages.first()));
    if (fault == Fault::Fifo)
        QVERIFY(QFileInfo(path).exists() && !QFileInfo(path).isFile()); // still the FIFO
    else
        QCOMPARE(readAll(path), before);
    if (isSave)
        QVERIFY(m_window->document()->isModified()); // the work is still unsaved, and shown so
    // No temporary is left beside the target.
    const QStringList left = QDir(m_dir->path()).entryList(QDir::Files | QDir::Hidden | QDir::System);
    for (const QString &name : left)
        QVERIFY2(!name.contains(QLatin1String("tmp")), qPrintable(name));
}

void TestWriteFaults::theFocusExportReadsBackToThePlan()
{
    // File ▸ Export FOCUS 1.2 CSV: the plan's forecast, read back by the
    // FOCUS reader, is the plan's total (docs/focus-export.md).
    const QString path = m_dir->filePath(QStringLiteral("forecast.csv"));
    QString filter;
    Prompts::setFileDialogHook(
        [&](QWidget *, Prompts::FileDialog, const QString &, const QString &, const QString &f) {
            filter = f;
            return path;
        });
    m_window->findChild<QAction *>(QStringLiteral("actionExportFocus"))->trigger();
    QVERIFY2(m_messages.isEmpty(), qPrintable(m_messages.join(QLatin1Char('\n'))));
    QVERIFY(filter.contains(QLatin1String("FOCUS 1.2")));
    QVERIFY(m_window->statusBar()->currentMessage().contains(QDir::toNativeSeparators(path)));
    const planner::ScenarioDocument *doc = m_window->document();
    const tco::SpendImport in =
        tco::importSpend(readAll(path).toStdString(), tco::ColumnMapping{}, doc->scenario().currency);
    QVERIFY(in.clean() && in.usedLines() > 0);
    QVERIFY(std::abs(in.usedUsd - doc->result().totalUsd) < 0.01);
}

void TestWriteFaults::autosaveFailureIsShownAndKeepsTheLastCopy()
{
    planner::AutoSave *autosave = m_window->files()->autoSave();
    autosave->setInterval(30);
    QSignalSpy written(autosave, &planner::AutoSave::written);
    QSignalSpy failed(autosave, &planner::AutoSave::failed);
    planner::ScenarioDocument *doc = m_window->document();
    QVERIFY(!doc->setValue(tco::InputId::ComputeMfu, 0.55));
    QVERIFY(written.wait(2000));
    const QByteArray copy = readAll(autosave->recoveryPath());
    QVERIFY(!copy.isEmpty());

    tco::injectWriteFailureForTesting(ENOSPC);
    QVERIFY(!doc->setValue(tco::InputId::ComputeMfu, 0.6));
    QVERIFY(failed.wait(2000));
    QVERIFY2(failed.front().front().toString().contains(QLatin1String("No space left on device")),
             qPrintable(failed.front().front().toString()));
    QVERIFY2(m_window->statusBar()->currentMessage().contains(QLatin1String("No space left on device")),
             qPrintable(m_window->statusBar()->currentMessage()));
    QCOMPARE(readAll(autosave->recoveryPath()), copy); // the last good copy survives
    QVERIFY(doc->isModified());
}

PLANNER_TEST_MAIN(TestWriteFaults)
} // namespace tst_writefaults

#include "tst_writefaults.moc"
