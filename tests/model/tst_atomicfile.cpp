// SPDX-License-Identifier: GPL-3.0-or-later
// Saving never loses what was there (model/files/atomicfile.h): a full disk, a
// symbolic link, a FIFO, a folder, an interrupted save. Each failure keeps
// the old file byte for byte and says why, with the system's reason.
#include "files/atomicfile.h"
#include "files/scenariofile.h"

#include "testmain.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QTest>

#include <cerrno>
#include <filesystem>

#include <sys/stat.h>
#include <unistd.h>

namespace tst_atomicfile { // one namespace a test file: tests/testmain.h, "Unity builds"

using namespace tco;

namespace {

QByteArray readAll(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

Scenario plan(double mfu)
{
    Scenario s = defaultScenario();
    s.set(InputId::ComputeMfu, mfu);
    return s;
}

} // namespace

class TestAtomicFile : public QObject
{
    Q_OBJECT

private slots:
    void fullDiskKeepsTheOldFileAndSaysWhy()
    {
        // Defect: Save on a full disk reported success and left 0 bytes.
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("plan.tcoplan"));
        QCOMPARE(int(saveScenarioFile(plan(0.37), path.toStdString())), int(FileError::None));
        const QByteArray before = readAll(path);
        injectWriteFailureForTesting(ENOSPC);
        std::string detail;
        QCOMPARE(int(saveScenarioFile(plan(0.30), path.toStdString(), &detail)), int(FileError::WriteFailed));
        QVERIFY2(QString::fromStdString(detail).contains(QStringLiteral("No space left on device")),
                 detail.c_str());
        QCOMPARE(readAll(path), before);
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden).size(),
                 qsizetype(1)); // no temporary left
        // the next save works again
        QCOMPARE(int(saveScenarioFile(plan(0.30), path.toStdString())), int(FileError::None));
        QVERIFY(readAll(path) != before);
    }

    void symbolicLinkIsWrittenThrough()
    {
        // Defect: saving to a link replaced the link; its target kept the old plan.
        QTemporaryDir dir;
        const QString target = dir.filePath(QStringLiteral("real.tcoplan"));
        const QString link = dir.filePath(QStringLiteral("link.tcoplan"));
        QCOMPARE(int(saveScenarioFile(plan(0.37), target.toStdString())), int(FileError::None));
        QVERIFY(QFile::link(QStringLiteral("real.tcoplan"), link)); // relative link
        QCOMPARE(int(saveScenarioFile(plan(0.30), link.toStdString())), int(FileError::None));
        QVERIFY(QFileInfo(link).isSymLink());
        const LoadResult r = loadScenarioFile(target.toStdString(), Catalog::builtIn());
        QVERIFY(r.scenario);
        QCOMPARE(r.scenario->value(InputId::ComputeMfu), 0.30);
    }

    void specialFilesAreRefused()
    {
        // Defect: `llm-tco save --out` onto a FIFO replaced it with a file.
        QTemporaryDir dir;
        const QString fifo = dir.filePath(QStringLiteral("pipe.tcoplan"));
        QCOMPARE(::mkfifo(fifo.toLocal8Bit().constData(), 0600), 0);
        std::string detail;
        QCOMPARE(int(saveScenarioFile(plan(0.3), fifo.toStdString(), &detail)), int(FileError::WriteFailed));
        QVERIFY(QString::fromStdString(detail).contains(QStringLiteral("not a regular file")));
        QVERIFY(std::filesystem::is_fifo(fifo.toStdString()));
        QCOMPARE(int(saveScenarioFile(plan(0.3), dir.path().toStdString(), &detail)),
                 int(FileError::WriteFailed));
        QVERIFY(QFileInfo(dir.path()).isDir());
    }

    void permissionsAreKeptAndTheTemporaryIsPrivate()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("plan.tcoplan"));
        QCOMPARE(int(saveScenarioFile(plan(0.37), path.toStdString())), int(FileError::None));
        QVERIFY(::chmod(path.toLocal8Bit().constData(), 0640) == 0);
        QCOMPARE(int(saveScenarioFile(plan(0.30), path.toStdString())), int(FileError::None));
        struct stat st {
        };
        QCOMPARE(::stat(path.toLocal8Bit().constData(), &st), 0);
        QCOMPARE(int(st.st_mode & 07777), 0640);
    }

    void readOnlyFolderKeepsTheOldFile()
    {
        if (::geteuid() == 0)
            QSKIP("root writes to read-only folders");
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("plan.tcoplan"));
        QCOMPARE(int(saveScenarioFile(plan(0.37), path.toStdString())), int(FileError::None));
        const QByteArray before = readAll(path);
        QVERIFY(::chmod(dir.path().toLocal8Bit().constData(), 0500) == 0);
        std::string detail;
        QCOMPARE(int(saveScenarioFile(plan(0.30), path.toStdString(), &detail)), int(FileError::WriteFailed));
        ::chmod(dir.path().toLocal8Bit().constData(), 0700);
        QVERIFY(QString::fromStdString(detail).contains(QStringLiteral("Permission denied")));
        QCOMPARE(readAll(path), before);
    }

    void staleTemporariesOfOurOwnAreRemoved()
    {
        // An interrupted save leaves ".plan.tcoplan.tco-tmp-XXXXXX" behind.
        QTemporaryDir dir;
        const QString stale = dir.filePath(QStringLiteral(".plan.tcoplan.tco-tmp-abc123"));
        const QString fresh = dir.filePath(QStringLiteral(".plan.tcoplan.tco-tmp-def456"));
        const QString other = dir.filePath(QStringLiteral(".other.tco-tmp-abc123"));
        for (const QString &p : {stale, fresh, other}) {
            QFile f(p);
            QVERIFY(f.open(QIODevice::WriteOnly));
        }
        const auto hourAgo = std::filesystem::file_time_type::clock::now() - std::chrono::hours(1);
        std::filesystem::last_write_time(stale.toStdString(), hourAgo);
        std::filesystem::last_write_time(other.toStdString(), hourAgo);
        QCOMPARE(int(saveScenarioFile(plan(0.3), dir.filePath(QStringLiteral("plan.tcoplan")).toStdString())),
                 int(FileError::None));
        QVERIFY(!QFile::exists(stale));
        QVERIFY(QFile::exists(fresh)); // may be another save in progress
        QVERIFY(QFile::exists(other)); // not this file's
    }
};

PLANNER_TEST_APPLESS_MAIN(TestAtomicFile)
} // namespace tst_atomicfile

#include "tst_atomicfile.moc"
