// SPDX-License-Identifier: GPL-3.0-or-later
// The accelerator catalog: the built-in data file and user files.
#include "catalog.h"

#include <QTest>

using namespace tco;

namespace {
const char *kHeader =
    "id,name,vendor,bf16_tflops,fp16_tflops,fp8_tflops,tf32_tflops,memory_gb,board_w,"
    "server_w_per_accel,rent_usd_per_hour,purchase_usd,price_date,spec_source,price_source\n";
}

class TestCatalog : public QObject
{
    Q_OBJECT
private slots:
    void builtInHasSourcedEntries()
    {
        const Catalog &c = Catalog::builtIn();
        QVERIFY(c.accelerators().size() >= 12);
        for (const Accelerator &a : c.accelerators()) {
            QVERIFY2(!a.specSource.empty() && !a.priceSource.empty(), a.id.c_str());
            QVERIFY2(a.priceDate.size() == 7, a.id.c_str()); // YYYY-MM
            QVERIFY2(a.memoryGb > 0 && a.boardWatts > 0 && a.serverWattsPerAccelerator >= a.boardWatts, a.id.c_str());
            QVERIFY2(a.rentUsdPerHour > 0, a.id.c_str());
        }
        for (const char *id : {"H100-SXM", "A100-SXM-80GB", "V100-SXM2-32GB", "H800-SXM", "H200-SXM", "H20",
                               "B200", "MI300X", "TPU-v4", "TPU-v5p"})
            QVERIFY2(c.find(id), id);
    }

    void dataSheetFigures()
    {
        // vendor data sheets, dense (no sparsity)
        const Catalog &c = Catalog::builtIn();
        QCOMPARE(c.find("A100-SXM-80GB")->bf16Tflops, 312.0);
        QCOMPARE(c.find("V100-SXM2-32GB")->fp16Tflops, 125.0);
        QCOMPARE(c.find("V100-SXM2-32GB")->bf16Tflops, 0.0);
        QVERIFY(std::abs(c.find("H100-SXM")->bf16Tflops - 989) < 1);
        QVERIFY(std::abs(c.find("H100-SXM")->fp8Tflops - 1979) < 1);
        QCOMPARE(c.find("H100-SXM")->effectivePrecision(Precision::Fp8), Precision::Fp8);
        QCOMPARE(c.find("A100-SXM-80GB")->effectivePrecision(Precision::Fp8), Precision::Bf16);
        QCOMPARE(c.find("V100-SXM2-32GB")->effectivePrecision(Precision::Bf16), Precision::Fp16);
    }

    void userFileOverridesAndAdds()
    {
        std::vector<CatalogError> errors;
        const auto user = Catalog::parse(std::string(kHeader) +
                                             "H100-SXM,H100 at our price,NVIDIA,989,989,1979,495,80,700,1275,1.5,30000,2026-10,ds,\"our contract, 2026\"\n"
                                             "X1,Custom,Us,100,,,,16,200,300,0.5,5000,2026-10,ds,ps\n",
                                         errors);
        QVERIFY(user && errors.empty());
        Catalog merged = Catalog::builtIn();
        const std::size_t before = merged.accelerators().size();
        merged.merge(*user);
        QCOMPARE(merged.accelerators().size(), before + 1);
        QCOMPARE(merged.find("H100-SXM")->rentUsdPerHour, 1.5);
        QCOMPARE(merged.find("H100-SXM")->priceSource, std::string("our contract, 2026"));
        QVERIFY(merged.find("X1"));
    }

    void badFilesNameLineColumnAndValue_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("column");
        QTest::addColumn<int>("line");
        QTest::newRow("missing column") << QStringLiteral("id,name\nA,B\n") << QStringLiteral("vendor") << 1;
        QTest::newRow("not a number") << QString::fromLatin1(kHeader) + QLatin1String("A,a,v,abc,,,,8,1,1,1,1,d,s,p\n") << QStringLiteral("bf16_tflops") << 2;
        QTest::newRow("negative") << QString::fromLatin1(kHeader) + QLatin1String("A,a,v,10,,,,8,1,1,-1,1,d,s,p\n") << QStringLiteral("rent_usd_per_hour") << 2;
        QTest::newRow("no peak") << QString::fromLatin1(kHeader) + QLatin1String("A,a,v,,,100,,8,1,1,1,1,d,s,p\n") << QStringLiteral("bf16_tflops") << 2;
        QTest::newRow("duplicate id") << QString::fromLatin1(kHeader) + QLatin1String("A,a,v,10,,,,8,1,1,1,1,d,s,p\nA,a,v,10,,,,8,1,1,1,1,d,s,p\n") << QStringLiteral("id") << 3;
        QTest::newRow("space in id") << QString::fromLatin1(kHeader) + QLatin1String("A B,a,v,10,,,,8,1,1,1,1,d,s,p\n") << QStringLiteral("id") << 2;
    }
    void badFilesNameLineColumnAndValue()
    {
        QFETCH(QString, text);
        QFETCH(QString, column);
        QFETCH(int, line);
        std::vector<CatalogError> errors;
        QVERIFY(!Catalog::parse(text.toStdString(), errors));
        QVERIFY(!errors.empty());
        QCOMPARE(QString::fromStdString(errors.front().column), column);
        QCOMPARE(int(errors.front().line), line);
    }
};

QTEST_APPLESS_MAIN(TestCatalog)
#include "tst_catalog.moc"
