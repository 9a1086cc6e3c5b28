// SPDX-License-Identifier: GPL-3.0-or-later
// The accelerator catalog: the built-in data file and user files.
#include "plan/catalog.h"

#include "testmain.h"

#include <QTest>

namespace tst_catalog { // one namespace a test file: tests/testmain.h, "Unity builds"

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
            QVERIFY2(a.memoryGb > 0 && a.boardWatts > 0 && a.serverWattsPerAccelerator >= a.boardWatts,
                     a.id.c_str());
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
        const auto user = Catalog::parse(
            std::string(kHeader) +
                "H100-SXM,H100 at our price,NVIDIA,989,989,1979,495,80,700,1275,1.5,30000,2026-10,ds,\"our "
                "contract, 2026\"\n"
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
        QTest::newRow("not a number")
            << QString::fromLatin1(kHeader) + QLatin1String("A,a,v,abc,,,,8,1,1,1,1,d,s,p\n")
            << QStringLiteral("bf16_tflops") << 2;
        QTest::newRow("negative") << QString::fromLatin1(kHeader) +
                                         QLatin1String("A,a,v,10,,,,8,1,1,-1,1,d,s,p\n")
                                  << QStringLiteral("rent_usd_per_hour") << 2;
        QTest::newRow("no peak") << QString::fromLatin1(kHeader) +
                                        QLatin1String("A,a,v,,,100,,8,1,1,1,1,d,s,p\n")
                                 << QStringLiteral("bf16_tflops") << 2;
        QTest::newRow("duplicate id")
            << QString::fromLatin1(kHeader) +
                   QLatin1String("A,a,v,10,,,,8,1,1,1,1,d,s,p\nA,a,v,10,,,,8,1,1,1,1,d,s,p\n")
            << QStringLiteral("id") << 3;
        QTest::newRow("space in id") << QString::fromLatin1(kHeader) +
                                            QLatin1String("A B,a,v,10,,,,8,1,1,1,1,d,s,p\n")
                                     << QStringLiteral("id") << 2;
        // Defect: a price of 1e308 made every cost overflow to "n/a".
        QTest::newRow("absurd price")
            << QString::fromLatin1(kHeader) + QLatin1String("A,a,v,10,,,,8,1,1,1e308,1,d,s,p\n")
            << QStringLiteral("rent_usd_per_hour") << 2;
        QTest::newRow("absurd peak") << QString::fromLatin1(kHeader) +
                                            QLatin1String("A,a,v,1e9,,,,8,1,1,1,1,d,s,p\n")
                                     << QStringLiteral("bf16_tflops") << 2;
        QTest::newRow("escape in id")
            << QString::fromLatin1(kHeader) + QLatin1String("A\x1b[31m,a,v,10,,,,8,1,1,1,1,d,s,p\n")
            << QStringLiteral("id") << 2;
        // Defect: an unterminated quote swallowed every row after it and the
        // message spoke of a later column.
        QTest::newRow("unterminated quote")
            << QString::fromLatin1(kHeader) +
                   QLatin1String("A,\"a,v,10,,,,8,1,1,1,1,d,s,p\nB,b,v,10,,,,8,1,1,1,1,d,s,p\n")
            << QString() << 2;
    }

    void byteOrderMarkIsSkipped()
    {
        // Defect: a CSV saved by a spreadsheet with a UTF-8 BOM said
        // "column id missing from header".
        std::vector<CatalogError> errors;
        const auto c =
            Catalog::parse("\xEF\xBB\xBF" + std::string(kHeader) + "A,a,v,10,,,,8,1,1,1,1,d,s,p\n", errors);
        QVERIFY(c && errors.empty());
        QVERIFY(c->find("A"));
    }

    void manyBadRowsAreSummarised()
    {
        // Defect: 179k bad rows printed 16 MB of errors.
        std::string text = kHeader;
        for (int i = 0; i < 1000; ++i)
            text += "A" + std::to_string(i) + ",a,v,abc,,,,8,1,1,1,1,d,s,p\n";
        std::vector<CatalogError> errors;
        QVERIFY(!Catalog::parse(text, errors));
        QCOMPARE(errors.size(), Catalog::kMaxListedErrors + 1);
        QCOMPARE(errors.back().message, std::string("and 980 more errors"));
    }

    void largeCatalogLoadsAndFindsEveryId()
    {
        // Defect: loading was quadratic (40,000 rows took 2.4 s; bench_model
        // times it). Every id is found, and a merge replaces by id.
        std::string text = kHeader;
        constexpr int kRows = 40000;
        for (int i = 0; i < kRows; ++i)
            text += "X" + std::to_string(i) + ",x,v,10,,,,8,1,1,1," + std::to_string(i) + ",d,s,p\n";
        std::vector<CatalogError> errors;
        const auto big = Catalog::parse(text, errors);
        QVERIFY(big && errors.empty());
        QCOMPARE(big->accelerators().size(), std::size_t(kRows));
        QCOMPARE(big->find("X12345")->purchaseUsd, 12345.0);
        Catalog merged = Catalog::builtIn();
        merged.merge(*big);
        merged.merge(*big); // the same ids again: replaced, not added
        QCOMPARE(merged.accelerators().size(), Catalog::builtIn().accelerators().size() + kRows);
        QCOMPARE(merged.find("X39999")->purchaseUsd, 39999.0);
        QVERIFY(merged.find("H100-SXM"));
        QVERIFY(!merged.find("X40000"));
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

PLANNER_TEST_APPLESS_MAIN(TestCatalog)
} // namespace tst_catalog

#include "tst_catalog.moc"
