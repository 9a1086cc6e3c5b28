// SPDX-License-Identifier: GPL-3.0-or-later
// A FOCUS export read as it comes, without a mapping (docs/actuals.md,
// "FOCUS exports"): the samples in resources/actuals/ and tests/data/ sum to
// what their rows say, hand-added below.
#include "plan/csv.h"
#include "plan/gzip.h"
#include "tracking/actualsimport.h"
#include "tracking/focusimport.h"

#include "testmain.h"

#include <QFile>
#include <QTest>

#include <algorithm>
#include <array>
#include <cmath>
#include <map>

namespace tst_focusimport { // one namespace a test file: tests/testmain.h, "Unity builds"

using namespace tco;

namespace {

std::string readAll(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return f.readAll().toStdString();
}

std::string actualsSample(const char *name)
{
    return readAll(QStringLiteral(PLANNER_ACTUALS_DIR "/") + QLatin1String(name));
}

std::string listedFocus(const SpendImport &in)
{
    std::string out;
    for (const ImportMessage &m : in.errors)
        out += m.text() + "\n";
    return out;
}

bool near(double a, double b)
{
    return std::abs(a - b) <= 1e-9 * std::max(1.0, std::abs(b));
}

std::array<double, kCategoryCount> byCategory(const SpendImport &in)
{
    std::array<double, kCategoryCount> out{};
    for (const SpendLine &l : in.lines)
        out[static_cast<std::size_t>(l.category)] += l.amountUsd;
    return out;
}

double sumUsd(const SpendImport &in)
{
    double s = 0;
    for (const SpendLine &l : in.lines)
        s += l.amountUsd;
    return s;
}

constexpr const char *kHeader =
    "ChargePeriodStart,ChargePeriodEnd,ChargeCategory,ChargeClass,BilledCost,EffectiveCost,BillingCurrency,"
    "ServiceCategory,Tags\n";

} // namespace

class TestFocusImport : public QObject
{
    Q_OBJECT

private slots:
    /** Issue 56: an export as the cloud delivers it, gzip-compressed, reads
     *  to what the plain file reads to, streamed in any chunk size. */
    void gzipExportReadsAsThePlainFile()
    {
        const std::string plain = actualsSample("focus-azure.csv");
        const std::string packed = actualsSample("focus-azure.csv.gz");
        QVERIFY(!plain.empty() && isGzip(packed) && !isGzip(plain));
        std::string error;
        const auto inflated = gunzip(packed, 1 << 20, error);
        QVERIFY2(inflated, error.c_str());
        QCOMPARE(*inflated, plain);
        for (const std::size_t chunk : {std::size_t(1), std::size_t(7), std::size_t(4096)}) {
            CsvReader::Source raw = [&packed, chunk, at = std::size_t(0)](char *buffer,
                                                                          std::size_t size) mutable {
                const std::size_t n = std::min({size, chunk, packed.size() - at});
                std::copy_n(packed.data() + at, n, buffer);
                at += n;
                return n;
            };
            CsvReader reader(gunzipSource(raw, 1 << 20), ',');
            CsvReader plainReader(plain, ',');
            CsvRow a, b;
            std::size_t rows = 0;
            while (plainReader.next(a)) {
                QVERIFY(reader.next(b));
                QCOMPARE(b.fields, a.fields);
                ++rows;
            }
            QVERIFY(!reader.next(b));
            QVERIFY(rows > 5);
        }
        // Two members one after the other (cat a.gz b.gz) read as one file.
        const auto twice = gunzip(packed + packed, 1 << 20, error);
        QVERIFY2(twice, error.c_str());
        QCOMPARE(*twice, plain + plain);
    }

    void damagedGzipIsRefusedWithTheReason()
    {
        const std::string packed = actualsSample("focus-azure.csv.gz");
        std::string error;
        // Cut short, as by a broken download.
        QVERIFY(!gunzip(packed.substr(0, packed.size() / 2), 1 << 20, error));
        QVERIFY2(error.find("ends early") != std::string::npos, error.c_str());
        // A damaged byte in the compressed data or the checksum.
        std::string damaged = packed;
        damaged[damaged.size() - 6] = static_cast<char>(damaged[damaged.size() - 6] ^ 0x55);
        QVERIFY(!gunzip(damaged, 1 << 20, error));
        QVERIFY2(error.find("damaged") != std::string::npos, error.c_str());
        // More than the limit: a small file that inflates without end is
        // refused, not held.
        QVERIFY(!gunzip(packed, 100, error));
        QVERIFY2(error.find("more than 100 bytes") != std::string::npos, error.c_str());
    }

    void awsSampleSumsToItsRows()
    {
        const SpendImport in =
            importSpend(actualsSample("focus-aws.csv"), ColumnMapping{}, DisplayCurrency{});
        QVERIFY2(in.clean() && !in.fileError, listedFocus(in).c_str());
        // Days: 1 + 3 + 31 (the Savings Plan fee, March) + 7 + 1 + 1 + 31 (tax) + 1.
        QCOMPARE(in.lines.size(), std::size_t(76));
        QCOMPARE(in.usedLines(), std::size_t(8)); // the file's records
        // EffectiveCost: 98304 + 294912 + 0 + 700 + 12.5 - 5000 (credit) + 1000 (tax) - 200 (correction)
        const double effective = 389728.5;
        QVERIFY(near(in.usedUsd, effective));
        QVERIFY(near(sumUsd(in), effective));
        // BilledCost: 98304 + 0 (Savings Plan) + 250000 (its fee) + 700 + 12.5 - 5000 + 1000 - 200
        QVERIFY(near(in.billedUsd, 344816.5));
        const auto cat = byCategory(in);
        // Compute: 98304 + 294912 + 0 - 5000 - 200; the tax has no service: operations.
        QVERIFY(near(cat[static_cast<std::size_t>(Category::Compute)], 388016.0));
        QVERIFY(near(cat[static_cast<std::size_t>(Category::Storage)], 700.0));
        QVERIFY(near(cat[static_cast<std::size_t>(Category::Network)], 12.5));
        QVERIFY(near(cat[static_cast<std::size_t>(Category::Operations)], 1000.0));
        // Tagged llm-70b: 98304 + 294912 + 700 - 5000; untagged: 0 + 12.5 + 1000 - 200.
        std::map<std::string, double> byProject;
        for (const SpendLine &l : in.lines)
            byProject[l.tags.project] += l.amountUsd;
        QVERIFY(near(byProject["llm-70b"], 388916.0));
        QVERIFY(near(byProject[""], 812.5));
    }

    void azureSampleSumsToItsRows()
    {
        const SpendImport in =
            importSpend(actualsSample("focus-azure.csv"), ColumnMapping{}, DisplayCurrency{});
        QVERIFY2(in.clean() && !in.fileError, listedFocus(in).c_str());
        // Days: 2 + 1 + 1 (a purchase at one instant: its day) + 1 + 1 + 1.
        QCOMPARE(in.lines.size(), std::size_t(7));
        // EffectiveCost: 20000 + 150.25 + 0 + 80 + 45.5 - 0.75; BilledCost adds the 36000 reservation.
        QVERIFY(near(in.usedUsd, 20275.0));
        QVERIFY(near(in.billedUsd, 56275.0));
        const auto cat = byCategory(in);
        QVERIFY(near(cat[static_cast<std::size_t>(Category::Compute)], 20000.0)); // AI and Machine Learning
        QVERIFY(near(cat[static_cast<std::size_t>(Category::Storage)], 150.25));
        QVERIFY(near(cat[static_cast<std::size_t>(Category::Data)], 80.0)); // Databases
        // "Other" (Log Analytics) and the adjustment with no service: 45.5 - 0.75.
        QVERIFY(near(cat[static_cast<std::size_t>(Category::Operations)], 44.75));
        QCOMPARE(in.lines[0].tags.experiment, std::string("ablation-3"));
        QCOMPARE(in.lines[0].tags.team, std::string("research"));
    }

    void testDataSampleInEuros()
    {
        const std::string csv =
            readAll(qEnvironmentVariable("PLANNER_TEST_DATA") + QStringLiteral("/focus-gcp.csv"));
        QVERIFY2(!csv.empty(), "set PLANNER_TEST_DATA to tests/data (CTest does)");
        const SpendImport in = importSpend(csv, ColumnMapping{}, *findBuiltInCurrency("EUR"));
        QVERIFY2(in.clean() && !in.fileError, listedFocus(in).c_str());
        // At 0.9523 EUR per USD: 3809.20 EUR = $4,000 over 4 days, 95.23 EUR = $100 of
        // storage (by its ResourceType "Storage bucket"), the commitment 476.15 EUR = $500
        // effective and 952.30 EUR = $1,000 billed.
        QCOMPARE(in.lines.size(), std::size_t(6));
        QVERIFY(std::abs(in.usedUsd - 4600.0) < 1e-6);
        QVERIFY(std::abs(in.billedUsd - 5100.0) < 1e-6);
        QVERIFY(std::abs(byCategory(in)[static_cast<std::size_t>(Category::Storage)] - 100.0) < 1e-6);
        QCOMPARE(in.lines[0].currency, std::string("EUR"));
        QVERIFY(std::abs(in.lines[0].amountBilled - 952.3) < 1e-9);
    }

    void multiDayChargeIsSpreadOverItsDays()
    {
        // 2027-03-30T12:00Z to 2027-04-02T06:00Z covers 30, 31 March, 1 and 2 April: 100 / 4 a day.
        const SpendImport in =
            importSpend(std::string(kHeader) + "2027-03-30T12:00:00Z,2027-04-02T06:00:00Z,Usage,,100,100,USD,"
                                               "Compute,\n",
                        ColumnMapping{}, DisplayCurrency{});
        QVERIFY2(in.clean(), listedFocus(in).c_str());
        QCOMPARE(in.lines.size(), std::size_t(4));
        QCOMPARE(in.lines[0].date, (CivilDate{2027, 3, 30}));
        QCOMPARE(in.lines[3].date, (CivilDate{2027, 4, 2}));
        for (const SpendLine &l : in.lines) {
            QCOMPARE(l.amountUsd, 25.0);
            QCOMPARE(l.sourceLine, std::size_t(2));
        }
    }

    void creditIsItsOwnNegativeLine()
    {
        const SpendImport in = importSpend(
            std::string(kHeader) + "2027-03-01T00:00:00Z,2027-03-02T00:00:00Z,Usage,,300,300,USD,Compute,\n"
                                   "2027-03-01T00:00:00Z,2027-03-02T00:00:00Z,Credit,,-50,-50,USD,Compute,\n",
            ColumnMapping{}, DisplayCurrency{});
        QVERIFY2(in.clean(), listedFocus(in).c_str());
        QCOMPARE(in.lines.size(), std::size_t(2));
        QCOMPARE(in.lines[1].amountUsd, -50.0);
        QCOMPARE(in.usedUsd, 250.0); // 300 - 50: netted in every sum of the day
    }

    void negativeUsageIsRefused()
    {
        const SpendImport in =
            importSpend(std::string(kHeader) +
                            "2027-03-01T00:00:00Z,2027-03-02T00:00:00Z,Usage,,-300,-300,USD,Compute,\n",
                        ColumnMapping{}, DisplayCurrency{});
        QCOMPARE(in.badLines, std::size_t(1));
        QCOMPARE(in.errors.size(), std::size_t(2));
        QCOMPARE(in.errors[0].text(),
                 std::string("line 2, EffectiveCost (column 6) = '-300': expected an amount of "
                             "0 or more: only a Credit, an Adjustment or a Correction lowers "
                             "the spend"));
        QCOMPARE(in.errors[1].column, std::string("BilledCost (column 5)"));
    }

    void missingColumnsRefuseTheFile()
    {
        const SpendImport in = importSpend("ChargePeriodStart,ChargeCategory,BilledCost,Tags\n"
                                           "2027-03-01T00:00:00Z,Usage,1,\n",
                                           ColumnMapping{}, DisplayCurrency{});
        QVERIFY(in.fileError);
        QCOMPARE(in.errors.size(), std::size_t(1));
        QCOMPARE(
            in.errors[0].text(),
            std::string("line 1, FOCUS columns missing = 'ChargePeriodEnd, EffectiveCost, BillingCurrency': "
                        "expected the FOCUS columns a spend file needs: ChargePeriodStart, ChargePeriodEnd, "
                        "ChargeCategory, BilledCost, EffectiveCost and BillingCurrency"));
    }

    void tagsThatAreNotJsonAreAnError()
    {
        const SpendImport in = importSpend(
            std::string(kHeader) + "2027-03-01T00:00:00Z,2027-03-02T00:00:00Z,Usage,,1,1,USD,Compute,"
                                   "project=llm\n"
                                   "2027-03-01T00:00:00Z,2027-03-02T00:00:00Z,Usage,,2,2,USD,Compute,"
                                   "\"{\"\"project\"\": \"\"llm\"\"}\"\n",
            ColumnMapping{}, DisplayCurrency{});
        QCOMPARE(in.badLines, std::size_t(1));
        QCOMPARE(in.lines.size(), std::size_t(1));
        QCOMPARE(in.lines[0].tags.project, std::string("llm"));
        QCOMPARE(in.errors[0].line, std::size_t(2));
        QCOMPARE(in.errors[0].column, std::string("Tags (column 9)"));
        QCOMPARE(in.errors[0].value, std::string("project=llm"));
    }

    void currencyWithoutRateIsAnError()
    {
        const SpendImport in = importSpend(
            std::string(kHeader) + "2027-03-01T00:00:00Z,2027-03-02T00:00:00Z,Usage,,1,1,USD,Compute,\n"
                                   "2027-03-01T00:00:00Z,2027-03-02T00:00:00Z,Usage,,2,2,GBP,Compute,\n",
            ColumnMapping{}, DisplayCurrency{});
        QCOMPARE(in.badLines, std::size_t(1));
        QCOMPARE(in.errors[0].text(),
                 std::string("line 3, BillingCurrency (column 7) = 'GBP': expected a currency "
                             "the plan has a rate for: USD (the plan has no other rate)"));
    }

    void categoryRule()
    {
        const ColumnMapping m;
        QCOMPARE(focusCategory("AI and Machine Learning", "", "", m), Category::Compute);
        QCOMPARE(focusCategory("Networking", "", "", m), Category::Network);
        QCOMPARE(focusCategory("", "", "H100 GPU hours", m), Category::Compute);
        QCOMPARE(focusCategory("Security", "Key vault", "Operations", m), Category::Operations);
        ColumnMapping named;
        named.categoryNames = {{"Security", "monitoring"}};
        QCOMPARE(focusCategory("Security", "", "", named), Category::Monitoring);
    }

    void plannerLayoutIsNotFocus()
    {
        QVERIFY(!isFocusHeader({"date", "category", "phase", "amount", "BilledCost", "EffectiveCost"}, {}));
        QVERIFY(isFocusHeader({"BilledCost", "EffectiveCost"}, {}));
        QVERIFY(!isFocusHeader({"BilledCost", "x_Other"}, {}));
    }
};

PLANNER_TEST_GUILESS_MAIN(TestFocusImport)
} // namespace tst_focusimport

#include "tst_focusimport.moc"
