// SPDX-License-Identifier: GPL-3.0-or-later
// `llm-tco save --out` and `llm-tco report --out` against real faults, as a
// script meets them: killed mid-write (kill -9), a full file system (a tiny
// tmpfs, when this machine lets the test mount one), a read-only file
// system, a symbolic link and a FIFO. The old file survives byte for byte,
// the exit status is not 0 and the message gives the system's reason
// (docs/file-format.md, "Saving").
#include "cliharness.h"

#include "files/scenariofile.h"
#include "plan/catalog.h"

#include "testmain.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QRandomGenerator>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>

#include <csignal>
#include <sys/mount.h>
#include <sys/stat.h>
#include <unistd.h>

namespace tst_cliwrites { // one namespace a test file: tests/testmain.h, "Unity builds"

using clitest::Run;
using clitest::runBinary;
using clitest::runInProcess;

namespace {

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

/** A file system of `kib` KiB mounted on a fresh folder, unmounted when it
 *  goes; empty path when this machine does not allow the mount (not root,
 *  or a container without the capability). */
class TinyFileSystem
{
public:
    explicit TinyFileSystem(int kib)
    {
        if (!m_dir.isValid() || ::geteuid() != 0)
            return;
        const QByteArray options = "size=" + QByteArray::number(kib) + "k,mode=0755";
        if (::mount("tmpfs", m_dir.path().toLocal8Bit().constData(), "tmpfs", 0, options.constData()) == 0)
            m_mounted = m_dir.path();
    }
    ~TinyFileSystem()
    {
        if (!m_mounted.isEmpty())
            ::umount2(m_mounted.toLocal8Bit().constData(), MNT_DETACH);
    }
    TinyFileSystem(const TinyFileSystem &) = delete;
    TinyFileSystem &operator=(const TinyFileSystem &) = delete;
    QString path() const { return m_mounted; }
    /** Turns the mounted file system read-only. */
    bool remountReadOnly() const
    {
        return ::mount("tmpfs", m_mounted.toLocal8Bit().constData(), "tmpfs", MS_REMOUNT | MS_RDONLY,
                       nullptr) == 0;
    }

private:
    QTemporaryDir m_dir;
    QString m_mounted;
};

/** Fills the file system at `folder` until nothing more can be written. */
bool fill(const QString &folder)
{
    QFile filler(folder + u"/filler"_s);
    if (!filler.open(QIODevice::WriteOnly | QIODevice::Unbuffered))
        return false;
    const QByteArray block(4096, 'x');
    while (filler.write(block) > 0) {
    }
    return true;
}

} // namespace

class TestCliWrites : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void killDuringSaveNeverDamagesThePlan();
    void fullFileSystemKeepsTheOldFile_data();
    void fullFileSystemKeepsTheOldFile();
    void readOnlyFileSystemKeepsTheOldFile();
    void symbolicLinkAndFifo_data();
    void symbolicLinkAndFifo();
    void aReadOnlyFileIsReplacedOnlyWithForce();
};

void TestCliWrites::aReadOnlyFileIsReplacedOnlyWithForce()
{
    // `save --out` over a read-only file replaced it without a word.
    QTemporaryDir dir;
    const std::string path = dir.filePath(u"kept.tcoplan"_s).toStdString();
    QCOMPARE(runInProcess({"save", "--out", path}).code, 0);
    QFile file(QString::fromStdString(path));
    QVERIFY(file.setPermissions(QFileDevice::ReadOwner | QFileDevice::ReadGroup | QFileDevice::ReadOther));
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray before = file.readAll();
    file.close();
    const Run refused = runInProcess({"save", "--out", path, "--set", "compute.mfu=0.3"});
    QCOMPARE(refused.code, 2);
    QVERIFY2(refused.err.contains("read-only; --force replaces it"), refused.err.constData());
    QVERIFY(file.open(QIODevice::ReadOnly));
    QCOMPARE(file.readAll(), before);
    file.close();
    const Run forced = runInProcess({"save", "--out", path, "--set", "compute.mfu=0.3", "--force"});
    QVERIFY2(forced.code == 0, forced.err.constData());
}

void TestCliWrites::killDuringSaveNeverDamagesThePlan()
{
    // 60 saves of a large plan each killed after a random delay: the file is
    // always one complete plan, the old or the new, never a mix or nothing.
    QTemporaryDir dir;
    const QString path = dir.filePath(u"plan.tcoplan"_s);
    QCOMPARE(runBinary({"save", "--out", path.toStdString(), "--set", "compute.mfu=0.30"}).code, 0);
    QRandomGenerator random(20261201);
    int killedMidway = 0;
    for (int i = 0; i < 60; ++i) {
        const double mfu = 0.31 + 0.001 * i;
        QProcess p;
        p.start(QStringLiteral(LLM_TCO_BINARY),
                {u"save"_s, u"--out"_s, path, u"--set"_s, u"compute.mfu=%1"_s.arg(mfu)});
        QVERIFY(p.waitForStarted());
        QThread::usleep(random.bounded(30000));
        ::kill(static_cast<pid_t>(p.processId()), SIGKILL);
        p.waitForFinished();
        if (p.exitStatus() == QProcess::CrashExit)
            ++killedMidway;
        const tco::LoadResult r = tco::loadScenarioFile(path.toStdString(), tco::Catalog::builtIn());
        QVERIFY2(r.scenario, qPrintable(u"after kill %1 the plan does not load"_s.arg(i)));
        const double saved = r.scenario->value(tco::InputId::ComputeMfu);
        QVERIFY2(saved >= 0.30 && saved <= mfu + 1e-12, qPrintable(QString::number(saved)));
    }
    QVERIFY2(killedMidway > 0, "no save was interrupted: the delays are too long to test anything");
    // Whatever was interrupted left no temporary that a later save keeps.
    QCOMPARE(runBinary({"save", "--out", path.toStdString()}).code, 0);
}

void TestCliWrites::fullFileSystemKeepsTheOldFile_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("name");
    QTest::newRow("save") << QStringList{u"save"_s, u"--set"_s, u"compute.mfu=0.31"_s} << u"plan.tcoplan"_s;
    if (!LLM_TCO_HAS_REPORT) // `llm-tco report` is built with the window only
        return;
    QTest::newRow("report csv") << QStringList{u"report"_s} << u"r.csv"_s;
    QTest::newRow("report html") << QStringList{u"report"_s} << u"r.html"_s;
    QTest::newRow("report pdf") << QStringList{u"report"_s} << u"r.pdf"_s;
}

void TestCliWrites::fullFileSystemKeepsTheOldFile()
{
    // Defect: `report --out r.csv` on a full disk said "wrote r.csv", exited
    // 0 and left the old CSV at 0 bytes.
    QFETCH(QStringList, args);
    QFETCH(QString, name);
    TinyFileSystem disk(256);
    if (disk.path().isEmpty())
        QSKIP("cannot mount a tmpfs here (needs root); tst_atomicfile injects the failure instead");
    const QString path = disk.path() + u'/' + name;
    const QByteArray old(200, 'o');
    QVERIFY(writeBytes(path, old));
    QVERIFY(fill(disk.path()));
    QProcess p;
    p.start(QStringLiteral(LLM_TCO_BINARY), args + QStringList{u"--out"_s, path});
    QVERIFY(p.waitForFinished(120000));
    const QByteArray err = p.readAllStandardError();
    QVERIFY2(p.exitCode() != 0, p.readAllStandardOutput().constData());
    QVERIFY2(err.contains("No space left on device"), err.constData());
    QVERIFY2(err.contains(path.toLocal8Bit()), err.constData());
    QCOMPARE(readAll(path), old);
}

void TestCliWrites::readOnlyFileSystemKeepsTheOldFile()
{
    TinyFileSystem disk(256);
    if (disk.path().isEmpty())
        QSKIP("cannot mount a tmpfs here (needs root); tst_atomicfile covers a read-only folder");
    const QString path = disk.path() + u"/plan.tcoplan"_s;
    QCOMPARE(runBinary({"save", "--out", path.toStdString()}).code, 0);
    const QByteArray old = readAll(path);
    QVERIFY(disk.remountReadOnly());
    for (const char *out : {"plan.tcoplan", "r.csv"}) {
        if (!LLM_TCO_HAS_REPORT && std::string(out).ends_with(".csv"))
            continue;
        const std::string target = (disk.path() + u'/').toStdString() + out;
        const Run r = runBinary({std::string(out).ends_with(".csv") ? "report" : "save", "--out", target,
                                 "--set", "compute.mfu=0.31"});
        QVERIFY(r.code != 0);
        QVERIFY2(r.err.contains("Read-only file system"), r.err.constData());
    }
    QCOMPARE(readAll(path), old);
}

void TestCliWrites::symbolicLinkAndFifo_data()
{
    QTest::addColumn<QString>("command");
    QTest::addColumn<QString>("name");
    QTest::newRow("save") << u"save"_s << u"plan.tcoplan"_s;
    if (!LLM_TCO_HAS_REPORT)
        return;
    QTest::newRow("report csv") << u"report"_s << u"r.csv"_s;
    QTest::newRow("report pdf") << u"report"_s << u"r.pdf"_s;
}

void TestCliWrites::symbolicLinkAndFifo()
{
    // Defect: saving onto a FIFO replaced it with a file; onto a link
    // replaced the link, so its target silently kept the old plan.
    QFETCH(QString, command);
    QFETCH(QString, name);
    QTemporaryDir dir;
    const QString real = dir.filePath(u"real-"_s + name);
    const QString link = dir.filePath(name);
    QVERIFY(writeBytes(real, "old"));
    QVERIFY(QFile::link(QFileInfo(real).fileName(), link));
    Run r = runBinary({command.toStdString(), "--out", link.toStdString()});
    QCOMPARE(r.code, 0);
    QVERIFY(QFileInfo(link).isSymLink());
    QVERIFY(readAll(real).size() > 3);

    const QString fifo = dir.filePath(u"pipe-"_s + name);
    QCOMPARE(::mkfifo(fifo.toLocal8Bit().constData(), 0600), 0);
    r = runBinary({command.toStdString(), "--out", fifo.toStdString()});
    QVERIFY(r.code != 0);
    QVERIFY2(r.err.contains("not a regular file"), r.err.constData());
    QVERIFY(QFileInfo(fifo).exists() && !QFileInfo(fifo).isFile());
}

PLANNER_TEST_GUILESS_MAIN(TestCliWrites)
} // namespace tst_cliwrites

#include "tst_cliwrites.moc"
