// SPDX-License-Identifier: GPL-3.0-or-later
// Importing actual spend and progress through a column mapping, and the
// mapping file's text form (docs/actuals.md).
#include "plan/csv.h"
#include "tracking/actualsimport.h"
#include "tracking/columnmapping.h"

#include "testmain.h"

#include <QTest>

#include <cmath>

namespace tst_actualsimport { // one namespace a test file: tests/testmain.h, "Unity builds"

using namespace tco;

namespace {

DisplayCurrency euro()
{
    return *findBuiltInCurrency("EUR"); // 0.9523 EUR per USD
}

/** The messages of an import, one per line, for failure output. */
template <typename T> std::string listed(const T &import)
{
    std::string out;
    for (const ImportMessage &m : import.errors)
        out += m.text() + "\n";
    return out;
}

} // namespace

class TestActualsImport : public QObject
{
    Q_OBJECT

private slots:
    void documentedLayoutReadsEveryField()
    {
        const SpendImport in = importSpend("date,category,phase,amount,currency,project,experiment,team\n"
                                           "2027-01-15,compute,training,1000.50,USD,llm,run1,infra\n"
                                           "2027-01-16,people,training,952.3,EUR,,,\n",
                                           ColumnMapping{}, euro());
        QVERIFY2(in.clean(), listed(in).c_str());
        QCOMPARE(in.lines.size(), std::size_t(2));
        const SpendLine &a = in.lines[0];
        QCOMPARE(a.date, (CivilDate{2027, 1, 15}));
        QCOMPARE(a.category, Category::Compute);
        QCOMPARE(a.phase, Phase::Training);
        QCOMPARE(a.amountUsd, 1000.5);
        QCOMPARE(a.tags.project, std::string("llm"));
        QCOMPARE(a.tags.experiment, std::string("run1"));
        QCOMPARE(a.tags.team, std::string("infra"));
        QCOMPARE(a.sourceLine, std::size_t(2));
        // 952.3 EUR at 0.9523 EUR per USD = $1,000.
        QCOMPARE(in.lines[1].amountBilled, 952.3);
        QCOMPARE(in.lines[1].currency, std::string("EUR"));
        QVERIFY(std::abs(in.lines[1].amountUsd - 1000.0) < 1e-9);
    }

    void optionalColumnsMayBeLeftOut()
    {
        const SpendImport in = importSpend("phase,amount,date,category\npreparation,5,2027-02-01,data\n",
                                           ColumnMapping{}, DisplayCurrency{});
        QVERIFY2(in.clean(), listed(in).c_str());
        QCOMPARE(in.lines.size(), std::size_t(1));
        QCOMPARE(in.lines[0].currency, std::string("USD"));
        QCOMPARE(in.lines[0].amountUsd, 5.0);
        QCOMPARE(in.lines[0].category, Category::Data);
        QCOMPARE(in.lines[0].phase, Phase::Preparation);
    }

    void malformedLinesAreReportedWithTheirLineNumbers()
    {
        // Line 1 is the header; lines 2 and 8 are good.
        const SpendImport in = importSpend("date,category,phase,amount,currency\n"
                                           "2027-01-15,compute,training,10,USD\n"
                                           "2027-01-16,compute,training\n"        // 3: missing column
                                           "2027-02-30,compute,training,10,USD\n" // 4: bad date
                                           "2027-01-17,compute,training,-5,USD\n" // 5: negative amount
                                           "2027-01-18,gpus,training,10,USD\n"    // 6: unknown category
                                           "2027-01-19,compute,training,10,GBP\n" // 7: no rate
                                           "2027-01-20,energy,training,2.5,\n",
                                           ColumnMapping{}, euro());
        QVERIFY(!in.fileError);
        QCOMPARE(in.lines.size(), std::size_t(2));
        QCOMPARE(in.lines[0].sourceLine, std::size_t(2));
        QCOMPARE(in.lines[1].sourceLine, std::size_t(8));
        QCOMPARE(in.errors.size(), std::size_t(5));
        QCOMPARE(in.errors[0].line, std::size_t(3));
        // Fewer fields than the header: nothing else is read from it.
        QCOMPARE(in.errors[0].column, std::string("fields"));
        QCOMPARE(in.errors[0].value, std::string("3"));
        QCOMPARE(in.errors[1].line, std::size_t(4));
        QCOMPARE(in.errors[1].value, std::string("2027-02-30"));
        QCOMPARE(in.errors[1].text(),
                 std::string("line 4, date (column 1) = '2027-02-30': expected a date written "
                             "YYYY-MM-DD, a real day in 1970 .. 2199"));
        QCOMPARE(in.errors[2].line, std::size_t(5));
        QCOMPARE(in.errors[2].value, std::string("-5"));
        QVERIFY(in.errors[2].expected.starts_with("an amount of 0 or more"));
        QCOMPARE(in.errors[3].line, std::size_t(6));
        QCOMPARE(in.errors[3].value, std::string("gpus"));
        QVERIFY(in.errors[3].expected.find("compute, energy, storage") != std::string::npos);
        QCOMPARE(in.errors[4].line, std::size_t(7));
        QCOMPARE(in.errors[4].value, std::string("GBP"));
        QCOMPARE(
            in.errors[4].expected,
            std::string("a currency the plan has a rate for: USD or EUR (the plan's currency, at its rate)"));
    }

    void aTagAPlanFileCannotHoldIsABadLine()
    {
        // Tags are saved with the plan: an escape sequence or an overlong
        // text is refused at the import, with its line, not at saving.
        const std::string csv = "date,category,phase,amount,team\n"
                                "2027-01-15,compute,training,10,\x1b[2Jinfra\n"
                                "2027-01-16,compute,training,20," +
                                std::string(5000, 't') +
                                "\n"
                                "2027-01-17,compute,training,30,infra\n";
        const SpendImport in = importSpend(csv, {}, DisplayCurrency{});
        QCOMPARE(in.lines.size(), std::size_t(1));
        QCOMPARE(in.errors.size(), std::size_t(2));
        QCOMPARE(in.errors[0].line, std::size_t(2));
        QCOMPARE(QString::fromStdString(in.errors[0].column), QStringLiteral("team (column 5)"));
        QVERIFY(QString::fromStdString(in.errors[0].expected).contains(QStringLiteral("control characters")));
        QCOMPARE(in.errors[1].line, std::size_t(3));
        QCOMPARE(in.lines[0].tags.team, std::string("infra"));
    }

    void lineByLineReadsWhatTheWholeTextReads()
    {
        // `llm-tco track` streams an export in chunks (docs/actuals.md):
        // the lines, messages and counts are those of the whole text, however
        // the chunks cut a byte order mark, a doubled quote, a CRLF or a
        // quoted line break.
        const std::string csv = "\xEF\xBB\xBF"
                                "date,category,phase,amount,project\r\n"
                                "# a comment\r\n"
                                "2027-01-15,compute,training,10.5,\"llm \"\"70b\"\"\"\r\n"
                                "\r\n"
                                "2027-01-16,compute,training,-3,x\n"
                                "2027-01-17,\"stor\nage\",training,4,x\n"
                                "2027-01-18,storage,preparation,5,\"a;b\"\n"
                                "2027-01-19,nonsense,training,6,\n";
        const SpendImport whole = importSpend(csv, {}, DisplayCurrency{});
        QCOMPARE(whole.lines.size(), std::size_t(2));
        QCOMPARE(whole.badLines, std::size_t(3));
        for (const std::size_t chunk : {std::size_t(1), std::size_t(3), std::size_t(7), std::size_t(64)}) {
            std::size_t at = 0;
            CsvReader reader(
                [&](char *buffer, std::size_t size) {
                    const std::size_t n = std::min({size, chunk, csv.size() - at});
                    std::copy_n(csv.data() + at, n, buffer);
                    at += n;
                    return n;
                },
                ',', 4);
            std::vector<SpendLine> lines;
            const SpendImport streamed =
                readSpend(reader, {}, DisplayCurrency{}, [&](const SpendLine &l) { lines.push_back(l); });
            QVERIFY(streamed.lines.empty());
            QCOMPARE(streamed.handedOver, whole.lines.size());
            QCOMPARE(streamed.usedLines(), whole.lines.size());
            QVERIFY(lines == whole.lines);
            QCOMPARE(streamed.badLines, whole.badLines);
            QCOMPARE(listed(streamed), listed(whole));
            QCOMPARE(streamed.leftOutShare(), whole.leftOutShare());
        }
        QCOMPARE(whole.lines[0].tags.project, std::string("llm \"70b\""));
        QCOMPARE(whole.lines[0].sourceLine, std::size_t(3));
        QCOMPARE(whole.lines[1].sourceLine, std::size_t(8));
    }

    void anUnclosedQuoteFoundAtTheEndKeepsNothing()
    {
        // Read line by line, lines were handed over before the quote turned
        // out unclosed: the file is still refused as a whole.
        const std::string csv = "date,category,phase,amount\n2027-01-15,compute,training,10\n"
                                "2027-01-16,compute,training,\"20\n";
        CsvReader reader(csv, ',');
        std::size_t handed = 0;
        const SpendImport in = readSpend(reader, {}, DisplayCurrency{}, [&](const SpendLine &) { ++handed; });
        QCOMPARE(handed, std::size_t(1));
        QVERIFY(in.fileError);
        QCOMPARE(in.usedLines(), std::size_t(0));
        QCOMPARE(in.errors.size(), std::size_t(1));
        QCOMPARE(in.errors[0].line, std::size_t(3));
    }

    void aMissingHeaderColumnIsAFileError()
    {
        const SpendImport in =
            importSpend("date,category,amount\n2027-01-15,compute,10\n", ColumnMapping{}, DisplayCurrency{});
        QVERIFY(in.fileError);
        QVERIFY(in.lines.empty());
        QCOMPARE(in.errors.size(), std::size_t(1));
        QCOMPARE(in.errors[0].column, std::string("phase"));
        QVERIFY(in.errors[0].expected.find("'date', 'category', 'amount'") != std::string::npos);
    }

    void anUnclosedQuoteIsAFileError()
    {
        const SpendImport in = importSpend("date,category,phase,amount\n2027-01-15,\"compute,training,10\n",
                                           ColumnMapping{}, DisplayCurrency{});
        QVERIFY(in.fileError);
        QCOMPARE(in.errors[0].line, std::size_t(2));
    }

    void billingExportThroughAMapping()
    {
        ColumnMapping m;
        m.delimiter = ';';
        m.decimalSeparator = ',';
        m.dateFormat = DateFormat::DayMonthYear;
        m.defaultCurrency = "EUR";
        m.spendDate = {"Usage date"};
        m.spendCategory = {"Service"};
        m.spendPhase = {"Stage"};
        m.spendAmount = {"Cost"};
        m.spendCurrency = {};
        m.spendProject = {std::string(), 5};
        m.categoryNames = {{"GPU instances", "compute"}, {"Object storage", "storage"}};
        m.phaseNames = {{"Pretraining", "training"}};
        const SpendImport in = importSpend("Usage date;Service;Stage;Cost;Cost centre\n"
                                           "31/01/2027;GPU instances;Pretraining;\"1234,5\";llm-70b\n"
                                           "01/02/2027;Object storage;Pretraining;95,23;llm-70b\n",
                                           m, euro());
        QVERIFY2(in.clean(), listed(in).c_str());
        QCOMPARE(in.lines.size(), std::size_t(2));
        QCOMPARE(in.lines[0].date, (CivilDate{2027, 1, 31}));
        QCOMPARE(in.lines[0].category, Category::Compute);
        QCOMPARE(in.lines[0].amountBilled, 1234.5);
        QCOMPARE(in.lines[0].currency, std::string("EUR"));
        QCOMPARE(in.lines[0].tags.project, std::string("llm-70b"));
        QCOMPARE(in.lines[1].date, (CivilDate{2027, 2, 1}));
        QCOMPARE(in.lines[1].category, Category::Storage);
        QVERIFY(std::abs(in.lines[1].amountUsd - 100.0) < 1e-9); // 95.23 EUR / 0.9523
    }

    void dateFormats()
    {
        QCOMPARE(parseDateAs("2027-03-04", DateFormat::Iso), (CivilDate{2027, 3, 4}));
        QCOMPARE(parseDateAs("04/03/2027", DateFormat::DayMonthYear), (CivilDate{2027, 3, 4}));
        QCOMPARE(parseDateAs("03/04/2027", DateFormat::MonthDayYear), (CivilDate{2027, 3, 4}));
        QCOMPARE(parseDateAs("04.03.2027", DateFormat::DayMonthYearDots), (CivilDate{2027, 3, 4}));
        QCOMPARE(parseDateAs(" 04.03.2027 ", DateFormat::DayMonthYearDots), (CivilDate{2027, 3, 4}));
        QVERIFY(!parseDateAs("4/3/2027", DateFormat::DayMonthYear));
        QVERIFY(!parseDateAs("31/02/2027", DateFormat::DayMonthYear));
        QVERIFY(!parseDateAs("02/31/2027", DateFormat::DayMonthYear)); // month 31
        QVERIFY(!parseDateAs("04-03-2027", DateFormat::DayMonthYear));
        QVERIFY(!parseDateAs("2027-03-04", DateFormat::DayMonthYearDots));
    }

    void amounts()
    {
        QCOMPARE(parseAmount("1234.5", '.'), 1234.5);
        QCOMPARE(parseAmount("1234,5", ','), 1234.5);
        QCOMPARE(parseAmount("-2", '.'), -2.0);
        QCOMPARE(parseAmount("1e3", '.'), 1000.0);
        QCOMPARE(parseAmount(" 7 ", '.'), 7.0);
        QVERIFY(!parseAmount("1,234.5", '.')); // no thousands separators
        QVERIFY(!parseAmount("1.234,5", ','));
        QVERIFY(!parseAmount("1234.5", ','));
        QVERIFY(!parseAmount("$12", '.'));
        QVERIFY(!parseAmount("", '.'));
        QVERIFY(!parseAmount("1e", '.'));
        QVERIFY(!parseAmount("1e999", '.'));
        QVERIFY(!parseAmount("nan", '.'));
    }

    void progressFile()
    {
        const ProgressImport in = importProgress("date,tokens,acceleratorHours,interruptions\n"
                                                 "2027-01-10,1e11,20000,\n"
                                                 "2027-01-20,2e11,40000,3\n"
                                                 "2027-01-21,abc,40000,3\n"
                                                 "2027-01-22,3e11,-1,3\n",
                                                 ColumnMapping{});
        QCOMPARE(in.lines.size(), std::size_t(2));
        QVERIFY(!in.lines[0].interruptions);
        QCOMPARE(in.lines[1].interruptions, std::optional<double>(3.0));
        QCOMPARE(in.lines[1].tokensTrained, 2e11);
        QCOMPARE(in.errors.size(), std::size_t(2));
        QCOMPARE(in.errors[0].line, std::size_t(4));
        QCOMPARE(in.errors[0].column, std::string("tokens (column 2)"));
        QCOMPARE(in.errors[1].line, std::size_t(5));
        QCOMPARE(in.errors[1].column, std::string("acceleratorHours (column 3)"));
    }

    void badLinesAreCountedOnce()
    {
        // Two bad fields on one line: two messages, one line left out.
        const SpendImport in = importSpend("date,category,phase,amount\n"
                                           "2027-01-05,gpu,training,-1\n"
                                           "2027-01-06,compute,training,10\n",
                                           {}, DisplayCurrency{});
        QCOMPARE(in.errors.size(), std::size_t(2));
        QCOMPARE(in.badLines, std::size_t(1));
        QCOMPARE(in.leftOutShare(), 0.5);
    }

    void theMoneyLeftOutIsCountedToo()
    {
        // One line in twenty is bad (5 %, within the default limit) but it
        // holds $950 of $1,000: by lines the import looked fine, by money
        // 95 % of the spend would have been dropped (issue 32).
        std::string csv = "date,category,phase,amount\n2027-01-05,gpu,training,950\n";
        for (int i = 0; i < 19; ++i)
            csv += "2027-01-06,compute,training,2.63157894736842\n";
        const SpendImport in = importSpend(csv, {}, DisplayCurrency{});
        QCOMPARE(in.badLines, std::size_t(1));
        QCOMPARE(in.leftOutShare(), 0.05);
        // 950 / (950 + 19 x 2.63157894736842 = 50) = 0.95
        QVERIFY(std::abs(in.leftOutMoneyShare() - 0.95) < 1e-9);
        QVERIFY(in.leftOutBeyond(tco::kDefaultMaxLeftOutShare));
        QVERIFY(!in.leftOutBeyond(0.96));
        // An amount that cannot be read is no money: the lines decide.
        const SpendImport unread = importSpend("date,category,phase,amount\n"
                                               "2027-01-05,compute,training,abc\n"
                                               "2027-01-06,compute,training,10\n",
                                               {}, DisplayCurrency{});
        QCOMPARE(unread.leftOutMoneyShare(), 0.0);
        QCOMPARE(unread.leftOutShare(), 0.5);
    }

    void amountsAreFiniteAndBounded()
    {
        // 1e308 printed as a 309-digit figure; inf and 1e309 got a message
        // about the decimal separator.
        const SpendImport in = importSpend("date,category,phase,amount\n"
                                           "2027-01-05,compute,training,1e308\n"
                                           "2027-01-05,compute,training,1e309\n"
                                           "2027-01-05,compute,training,inf\n"
                                           "2027-01-05,compute,training,1e12\n",
                                           {}, DisplayCurrency{});
        QCOMPARE(in.lines.size(), std::size_t(1)); // 1e12, the largest budget, stands
        QCOMPARE(in.badLines, std::size_t(3));
        for (const ImportMessage &m : in.errors) {
            QVERIFY2(m.expected.find("finite amount of at most") != std::string::npos, m.text().c_str());
            QVERIFY2(m.expected.find("separator") == std::string::npos, m.text().c_str());
        }
    }

    void progressThatFallsIsRefused()
    {
        // Cumulative tokens falling 5e12 -> 1e12 gave an MFU of 0.0997 and a
        // $58.4M forecast; the falling point is refused with its line.
        const ProgressImport in = importProgress("date,tokens,acceleratorHours\n"
                                                 "2027-02-01,5e12,1000000\n"
                                                 "2027-03-01,1e12,2000000\n"
                                                 "2027-04-01,6e12,3000000\n",
                                                 {});
        QCOMPARE(in.lines.size(), std::size_t(2));
        QCOMPARE(in.badLines, std::size_t(1));
        QCOMPARE(in.errors.size(), std::size_t(1));
        QCOMPARE(in.errors[0].line, std::size_t(3));
        QVERIFY2(in.errors[0].expected.find("never fall") != std::string::npos, in.errors[0].text().c_str());
        // Figures no run reaches are refused too.
        const ProgressImport huge =
            importProgress("date,tokens,acceleratorHours\n2027-02-01,1e17,1000\n", {});
        QCOMPARE(huge.badLines, std::size_t(1));
    }

    void aLineWithMoreOrFewerFieldsThanItsHeaderIsRefused()
    {
        // Unquoted thousands separators split an amount: "2,000,000" read
        // as 2 and the rest dropped, tracked as $3 instead of $3.2M (issue 52).
        const SpendImport in = importSpend("date,category,phase,amount,currency\n"
                                           "2027-02-01,compute,training,1,200,000,USD\n"
                                           "2027-02-02,compute,training,2,000,000\n"
                                           "2027-02-03,compute,training,5\n"
                                           "2027-02-04,compute,training,7,USD\n",
                                           ColumnMapping{}, euro());
        QCOMPARE(in.lines.size(), std::size_t(1));
        QCOMPARE(in.lines[0].sourceLine, std::size_t(5));
        QCOMPARE(in.badLines, std::size_t(3));
        const std::string all = listed(in);
        QVERIFY2(all.find("line 2, fields = '7': expected 5 fields, one for each column of the header") !=
                     std::string::npos,
                 all.c_str());
        QVERIFY2(all.find("line 3, fields = '6'") != std::string::npos, all.c_str());
        QVERIFY2(all.find("line 4, fields = '4'") != std::string::npos, all.c_str());
        QVERIFY2(all.find("thousands separator") != std::string::npos, all.c_str());
        // The progress file alike.
        const ProgressImport p =
            importProgress("date,tokens,acceleratorHours\n2027-02-01,1,000,000,10\n", ColumnMapping{});
        QCOMPARE(p.lines.size(), std::size_t(0));
        QCOMPARE(p.badLines, std::size_t(1));
        QVERIFY2(listed(p).find("line 2, fields = '5'") != std::string::npos, listed(p).c_str());
    }

    void aWhitespaceOnlyLineIsBlank()
    {
        const SpendImport in = importSpend("date,category,phase,amount\n   \n\t\n"
                                           "2027-02-03,compute,training,5\n  \t  \n",
                                           ColumnMapping{}, euro());
        QVERIFY2(in.clean(), listed(in).c_str());
        QCOMPARE(in.lines.size(), std::size_t(1));
        QCOMPARE(in.lines[0].sourceLine, std::size_t(4));
    }

    void aRepeatedHeaderColumnIsRefused()
    {
        // It silently used the first.
        const SpendImport in = importSpend("date,category,phase,amount,amount\n"
                                           "2027-02-03,compute,training,5,5000\n",
                                           ColumnMapping{}, euro());
        QVERIFY(in.fileError);
        const std::string all = listed(in);
        QVERIFY2(all.find("line 1, amount = 'amount': expected one column of this name in the header; it has "
                          "2 (columns 4 and 5)") != std::string::npos,
                 all.c_str());
    }

    void interruptionsAreWholeAndNeverFall()
    {
        // 2.5 interruptions moved the failure-rate estimate; 7 then 3 was
        // accepted (issue 52).
        const ProgressImport in = importProgress("date,tokens,acceleratorHours,interruptions\n"
                                                 "2027-02-01,1e9,100,7\n"
                                                 "2027-02-08,2e9,200,3\n"
                                                 "2027-02-15,3e9,300,2.5\n"
                                                 "2027-02-22,4e9,400,9\n",
                                                 ColumnMapping{});
        QCOMPARE(in.lines.size(), std::size_t(2));
        QCOMPARE(in.badLines, std::size_t(2));
        const std::string all = listed(in);
        QVERIFY2(
            all.find("line 4, interruptions (column 4) = '2.5': expected a whole number of interruptions "
                     "so far") != std::string::npos,
            all.c_str());
        QVERIFY2(all.find("line 3, interruptions (column 4) = '3': expected at least 7, the interruptions "
                          "by 2027-02-01: cumulative figures never fall") != std::string::npos,
                 all.c_str());
    }

    void aSecondImportAddsWithoutCountingTwice()
    {
        const char *january = "date,category,phase,amount\n"
                              "2027-01-15,compute,training,1000\n"
                              "2027-01-15,compute,training,1000\n" // two equal charges: both count
                              "2027-01-16,storage,training,50\n";
        const char *february = "date,category,phase,amount\n"
                               "2027-01-16,storage,training,50\n" // overlaps January's export
                               "2027-02-01,compute,training,2000\n";
        std::vector<SpendLine> lines = importSpend(january, {}, DisplayCurrency{}).lines;
        QCOMPARE(lines.size(), std::size_t(3));
        QCOMPARE(addSpend(lines, importSpend(february, {}, DisplayCurrency{}).lines), std::size_t(1));
        QCOMPARE(lines.size(), std::size_t(4));
        double usd = 0;
        for (const SpendLine &l : lines)
            usd += l.amountUsd;
        QCOMPARE(usd, 4050.0); // 1000 + 1000 + 50 + 2000
        // The same export again adds nothing.
        QCOMPARE(addSpend(lines, importSpend(january, {}, DisplayCurrency{}).lines), std::size_t(3));
        QCOMPARE(lines.size(), std::size_t(4));

        // Progress: a date already there is corrected, the rest join in order.
        std::vector<ProgressPoint> points =
            importProgress("date,tokens,acceleratorHours\n2027-01-10,1e11,20000\n2027-01-20,2e11,40000\n", {})
                .lines;
        addProgress(points,
                    importProgress(
                        "date,tokens,acceleratorHours\n2027-01-30,3e11,60000\n2027-01-20,2.5e11,40000\n", {})
                        .lines);
        QCOMPARE(points.size(), std::size_t(3));
        QCOMPARE(points[1].date, (CivilDate{2027, 1, 20}));
        QCOMPARE(points[1].tokensTrained, 2.5e11);
        QCOMPARE(points[2].date, (CivilDate{2027, 1, 30}));
    }

    void aBadDateReadsAlikeInBothFiles()
    {
        // Defect: a progress file's bad date did not say which days are
        // allowed, where a spend file's did.
        const ProgressImport in = importProgress("date,tokens,acceleratorHours\n"
                                                 "1969-12-31,1e11,20000\n",
                                                 ColumnMapping{});
        QCOMPARE(in.errors.size(), std::size_t(1));
        QCOMPARE(in.errors[0].text(),
                 std::string("line 2, date (column 1) = '1969-12-31': expected a date written "
                             "YYYY-MM-DD, a real day in 1970 .. 2199"));
    }

    void manyBadLinesAreCappedButNoneAccepted()
    {
        std::string csv = "date,category,phase,amount\n";
        for (int k = 0; k < 300; ++k)
            csv += "2027-01-01,compute,training,x\n";
        const SpendImport in = importSpend(csv, ColumnMapping{}, DisplayCurrency{});
        QVERIFY(in.lines.empty());
        QCOMPARE(in.errors.size(), kMaxImportMessages + 1);
        QVERIFY(in.errors.back().expected.find("100 more") != std::string::npos);
    }

    void mappingRoundTrips()
    {
        ColumnMapping m;
        m.header = false;
        m.delimiter = ';';
        m.decimalSeparator = ',';
        m.dateFormat = DateFormat::DayMonthYearDots;
        m.defaultCurrency = "CNY";
        m.spendDate = {std::string(), 1};
        m.spendCategory = {"Service \"name\"\\x"};
        m.spendTeam = {};
        m.progressInterruptions = {std::string(), 7};
        m.categoryNames = {{"GPU", "compute"}, {"Strom", "energy"}};
        const std::string text = writeColumnMapping(m);
        const MappingReadResult back = readColumnMapping(text);
        QVERIFY2(back.ok, back.error.c_str());
        QVERIFY(back.mapping == m);
        QCOMPARE(writeColumnMapping(back.mapping), text);
        // The default mapping too.
        const MappingReadResult defaults = readColumnMapping(writeColumnMapping(ColumnMapping{}));
        QVERIFY(defaults.ok && defaults.mapping == ColumnMapping{});
        // Every key may be left out.
        QVERIFY(readColumnMapping("{}").mapping == ColumnMapping{});
    }

    void badMappingFilesNameTheKey_data()
    {
        QTest::addColumn<QString>("json");
        QTest::addColumn<QString>("message");
        QTest::newRow("unknown key") << "{\"spend.cost\": \"Cost\"}"
                                     << "unknown key \"spend.cost\"";
        QTest::newRow("date format") << "{\"dateFormat\": \"D/M/Y\"}"
                                     << "key \"dateFormat\" = \"D/M/Y\": expected";
        QTest::newRow("column 0") << "{\"spend.amount\": 0}"
                                  << "key \"spend.amount\" = 0: expected a header name";
        QTest::newRow("separator") << "{\"decimalSeparator\": \";\"}"
                                   << "key \"decimalSeparator\" = \";\": expected \".\" or \",\"";
        QTest::newRow("same as delimiter") << "{\"decimalSeparator\": \",\"}"
                                           << "must differ from \"delimiter\"";
        QTest::newRow("twice") << "{\"header\": true, \"header\": false}"
                               << "key \"header\" is given twice";
        QTest::newRow("currency") << "{\"defaultCurrency\": \"usd\"}"
                                  << "key \"defaultCurrency\" = \"usd\"";
        QTest::newRow("version") << "{\"version\": 2}"
                                 << "key \"version\" = 2: expected 1";
        QTest::newRow("not an object") << "[1]"
                                       << "one JSON object";
        QTest::newRow("trailing") << "{} x"
                                  << "text after the mapping object";
        QTest::newRow("names") << "{\"categories\": {\"GPU\": 1}}"
                               << "key \"categories\", name \"GPU\" = 1";
        QTest::newRow("category that does not exist") << "{\"categories\": {\"compute\": \"nonexistent\"}}"
                                                      << "name \"compute\" = \"nonexistent\": expected one "
                                                         "of the planner's categories: compute, energy";
        QTest::newRow("phase that does not exist") << "{\"phases\": {\"Pretraining\": \"pretrain\"}}"
                                                   << "expected one of the planner's phases: preparation";
        QTest::newRow("unclosed") << "{\"spend.date\": \"Da"
                                  << "a string is not closed";
    }

    void badMappingFilesNameTheKey()
    {
        QFETCH(QString, json);
        QFETCH(QString, message);
        const MappingReadResult r = readColumnMapping(json.toStdString());
        QVERIFY(!r.ok);
        QVERIFY2(r.error.find(message.toStdString()) != std::string::npos, r.error.c_str());
    }
};

PLANNER_TEST_GUILESS_MAIN(TestActualsImport)
} // namespace tst_actualsimport

#include "tst_actualsimport.moc"
