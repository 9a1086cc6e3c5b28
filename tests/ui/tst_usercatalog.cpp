// SPDX-License-Identifier: GPL-3.0-or-later
// The window's accelerator catalog: built-in plus the user's CSV files.
#include "services/usercatalog.h"

#include "settingsfixture.h"
#include "testmain.h"

#include <QDir>
#include <QFile>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

namespace tst_usercatalog { // one namespace a test file: tests/testmain.h, "Unity builds"

using planner::UserCatalog;

namespace {
const QByteArray kHeader =
    "id,name,vendor,bf16_tflops,fp16_tflops,fp8_tflops,tf32_tflops,memory_gb,board_w,"
    "server_w_per_accel,rent_usd_per_hour,purchase_usd,price_date,spec_source,price_source\n";

void write(const QString &path, const QByteArray &text)
{
    QDir().mkpath(QFileInfo(path).absolutePath());
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
    f.write(text);
}
} // namespace

class TestUserCatalog : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase() { planner::tests::useTestPaths(); }
    void cleanup() { QFile::remove(UserCatalog::defaultPath()); }

    void builtInWithoutUserFiles()
    {
        QStringList errors;
        const tco::Catalog c = UserCatalog::load(QString(), &errors);
        QVERIFY(errors.isEmpty());
        QCOMPARE(c.accelerators().size(), tco::Catalog::builtIn().accelerators().size());
    }

    void defaultFileAndExtraFileOverrideAndAdd()
    {
        write(UserCatalog::defaultPath(),
              kHeader + "H100-SXM,H100 "
                        "contract,NVIDIA,989,989,1979,495,80,700,1275,1.75,30000,2026-10,ds,contract\n");
        QTemporaryDir dir;
        const QString extra = dir.filePath(QStringLiteral("more.csv"));
        write(extra, kHeader + "X9,Custom X9,Us,500,,,,64,300,450,1,10000,2026-10,ds,ps\n");
        QStringList errors;
        const tco::Catalog c = UserCatalog::load(extra, &errors);
        QVERIFY2(errors.isEmpty(), qPrintable(errors.join(QLatin1Char('\n'))));
        QCOMPARE(c.find("H100-SXM")->rentUsdPerHour, 1.75);
        QVERIFY(c.find("X9"));
        QCOMPARE(c.accelerators().size(), tco::Catalog::builtIn().accelerators().size() + 1);
    }

    void badFileIsSkippedWholeAndNamed()
    {
        QTemporaryDir dir;
        const QString bad = dir.filePath(QStringLiteral("bad.csv"));
        write(bad, kHeader + "Y1,ok,Us,100,,,,8,1,1,1,1,d,s,p\nY2,bad,Us,abc,,,,8,1,1,1,1,d,s,p\n");
        QStringList errors;
        const tco::Catalog c = UserCatalog::load(bad, &errors);
        QCOMPARE(errors.size(), 1);
        QVERIFY(errors.first().contains(bad));
        QVERIFY(errors.first().contains(QStringLiteral("bf16_tflops")));
        QVERIFY(errors.first().contains(QStringLiteral("abc")));
        QVERIFY(!c.find("Y1")); // nothing of a bad file is applied
        QVERIFY(c.find("H100-SXM"));
        QStringList missing;
        UserCatalog::load(dir.filePath(QStringLiteral("none.csv")), &missing);
        QCOMPARE(missing.size(), 1);
    }
};

PLANNER_TEST_GUILESS_MAIN(TestUserCatalog)
} // namespace tst_usercatalog

#include "tst_usercatalog.moc"
