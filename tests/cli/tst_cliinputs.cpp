// SPDX-License-Identifier: GPL-3.0-or-later
// Inputs that cannot mislead, part 2 (issue 52): a billing export, a
// progress log or a portfolio that would give a silently wrong number is
// refused with its line, field, value and what is allowed; every output
// keeps its promises (docs/actuals.md, docs/file-format.md).
#include "cliharness.h"
#include "trackfixture.h"

#include "testmain.h"

#include <QFile>
#include <QStringDecoder>
#include <QTemporaryDir>
#include <QTest>

namespace tst_cliinputs { // one namespace a test file: tests/testmain.h, "Unity builds"

using namespace clitest;

namespace {

/** `track` of the samples' spend with `progress` as the progress file. */
Run trackProgress(const std::string &progress, std::vector<std::string> extra = {})
{
    std::vector<std::string> args = {"--actuals", sample("spend-within.csv"), "--progress", progress};
    args.insert(args.end(), extra.begin(), extra.end());
    return runInProcess(track(args));
}

/** The text decodes as UTF-8 without a single invalid byte. */
bool validUtf8(const QByteArray &bytes)
{
    QStringDecoder decoder(QStringDecoder::Utf8, QStringDecoder::Flag::Stateless);
    const QString text = decoder(bytes);
    return !decoder.hasError();
}

/** A hidden control (C1, bidirectional formatting, a lone C1 byte) reaches
 *  the terminal raw. */
bool rawControls(const QByteArray &bytes)
{
    return bytes.contains("\xc2\x9b") || bytes.contains("\xe2\x80\xae") || bytes.contains('\x9b') ||
           bytes.contains('\x1b');
}

/** The typical year written to `dir` with `name` as its name. */
std::string portfolioNamed(const QTemporaryDir &dir, const QByteArray &name)
{
    const std::string path = dir.filePath(u"named.tcoportfolio"_s).toStdString();
    const Run r = runInProcess({"portfolio", "template", "--start", "2027-01-01", "--out", path});
    if (r.code != 0)
        return {};
    QFile f(QString::fromStdString(path));
    if (!f.open(QIODevice::ReadOnly))
        return {};
    QByteArray text = f.readAll();
    f.close();
    text.replace("<name>typical year</name>", "<name>" + name + "</name>");
    return write(dir, "named.tcoportfolio", text);
}

/** A file of `bytes` at `name` in `dir`, made read-only. */
std::string readOnlyFile(const QTemporaryDir &dir, const char *name)
{
    const std::string path = write(dir, name, "kept\n");
    QFile(QString::fromStdString(path))
        .setPermissions(QFileDevice::ReadOwner | QFileDevice::ReadGroup | QFileDevice::ReadOther);
    return path;
}

QByteArray contents(const std::string &path)
{
    QFile f(QString::fromStdString(path));
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

} // namespace

class TestCliInputs : public QObject
{
    Q_OBJECT

private slots:
    // The samples lie in 2027; their last day is "today" here.
    void initTestCase() { qputenv("LLM_TCO_TODAY", "2027-04-15"); }

    void aThousandsSeparatorSplittingAnAmountIsRefused()
    {
        // "2,000,000" unquoted was tracked as $3 to date, "Within budget",
        // exit 0; save --actuals stored 1 and 2 as the amounts.
        QTemporaryDir dir;
        const std::string path = write(dir, "split.csv",
                                       "date,category,phase,amount\n2027-02-02,compute,training,2,000,000\n"
                                       "2027-02-03,compute,training,1,200,000\n");
        const Run r = runInProcess(track({"--actuals", path}));
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains("line 2, fields = '6': expected 4 fields, one for each column of the header"),
                 r.err.constData());
        QVERIFY(r.err.contains("line 3, fields = '6'"));
        QVERIFY(r.out.isEmpty());
        const Run saved = runInProcess({"save", "--out", dir.filePath(u"p.tcoplan"_s).toStdString(), "--set",
                                        "project.startDate=2027-01-01", "--actuals", path});
        QCOMPARE(saved.code, 2);
        QVERIFY(!QFile::exists(dir.filePath(u"p.tcoplan"_s)));
    }

    void progressOfNoTokensIsNotNoProgress()
    {
        // 0 tokens read as "No progress given"; 1 token in the hours of
        // two months forecast $536M and a finish in 2037, exit 6.
        QTemporaryDir dir;
        const Run none =
            trackProgress(write(dir, "zero.csv", "date,tokens,acceleratorHours\n2027-02-01,0,0\n"));
        QVERIFY2(none.code == 0, none.err.constData());
        QVERIFY2(none.out.contains("Progress on 2027-02-01: the main run has not started"),
                 none.out.constData());
        QVERIFY(!none.out.contains("No progress given"));
        const Run json = trackProgress(
            write(dir, "zero2.csv", "date,tokens,acceleratorHours\n2027-02-01,0,0\n"), {"--format", "json"});
        const QJsonObject o = parseJson(json.out).object();
        QCOMPARE(at(o, u"calibration.progressGiven"_s).toBool(), true);
        QCOMPARE(at(o, u"calibration.progressDate"_s).toString(), u"2027-02-01"_s);
        QCOMPARE(at(o, u"calibration.measured"_s).toBool(true), false);

        const Run idle =
            trackProgress(write(dir, "idle.csv", "date,tokens,acceleratorHours\n2027-03-08,0,352256\n"));
        QCOMPARE(idle.code, 2);
        QVERIFY2(idle.err.contains("line 2, tokens = '0': expected at least"), idle.err.constData());
        const Run one =
            trackProgress(write(dir, "one.csv", "date,tokens,acceleratorHours\n2027-03-08,1,352256\n"));
        QCOMPARE(one.code, 2);
        QVERIFY2(one.err.contains("line 2, tokens = '1': expected at least"), one.err.constData());
        QVERIFY(one.err.contains("the least compute.mfu takes"));
    }

    void acceleratorHoursBeyondTheClusterAreRefused()
    {
        // 1e15 accelerator-hours where 2,048 accelerators ran at most about
        // 3.3M since the start forecast $489.8M, exit 6.
        QTemporaryDir dir;
        const Run r =
            trackProgress(write(dir, "hours.csv", "date,tokens,acceleratorHours\n2027-03-08,1e12,1e15\n"));
        QCOMPARE(r.code, 2);
        QVERIFY2(
            r.err.contains("line 2, acceleratorHours = '1e+15': expected at most 3293184 accelerator-hours: "
                           "2048 accelerators (cluster.gpuCount) for the 67 days from the plan's start, "
                           "2027-01-01, to 2027-03-08"),
            r.err.constData());
    }

    void interruptionsAreCountsThatNeverFall()
    {
        QTemporaryDir dir;
        const Run falling = trackProgress(write(dir, "falling.csv",
                                                "date,tokens,acceleratorHours,interruptions\n"
                                                "2027-03-01,1e12,300000,7\n2027-03-08,1.1e12,350000,3\n"));
        QCOMPARE(falling.code, 2);
        QVERIFY2(falling.err.contains("line 3, interruptions (column 4) = '3': expected at least 7"),
                 falling.err.constData());
        const Run half = trackProgress(write(
            dir, "half.csv", "date,tokens,acceleratorHours,interruptions\n2027-03-08,1.1e12,350000,2.5\n"));
        QCOMPARE(half.code, 2);
        QVERIFY2(half.err.contains("line 2, interruptions (column 4) = '2.5': expected a whole number"),
                 half.err.constData());
        // 10,000 interruptions are blamed on themselves, not on the tokens.
        const Run many = trackProgress(write(
            dir, "many.csv", "date,tokens,acceleratorHours,interruptions\n2027-03-08,1.1e12,350000,10000\n"));
        QCOMPARE(many.code, 2);
        QVERIFY2(many.err.contains("line 2, interruptions = '10000': expected at most"),
                 many.err.constData());
        QVERIFY(!many.err.contains("tokens ="));
    }

    void invalidUtf8NeverReachesTheJson()
    {
        // A tag \xff\xfe\xc3( went raw into track's JSON; a portfolio named
        // \xff\xfe made evaluate's and schedule's JSON undecodable.
        QTemporaryDir dir;
        const std::string spend = write(dir, "tag.csv",
                                        "date,category,phase,amount,project\n"
                                        "2027-02-02,compute,training,100,\"\xff\xfe\xc3(\"\n");
        const Run r = runInProcess(track({"--actuals", spend, "--format", "json"}));
        QVERIFY2(r.code == 0 || r.code == 5, r.err.constData());
        QVERIFY(validUtf8(r.out));
        const QJsonObject o = parseJson(r.out).object();
        QVERIFY(!o.isEmpty());
        QCOMPARE(o.value(u"byTag"_s).toArray().first().toObject().value(u"value"_s).toString(),
                 QString::fromUtf8("\xef\xbf\xbd\xef\xbf\xbd\xef\xbf\xbd("));
        const Run text = runInProcess(track({"--actuals", spend}));
        QVERIFY(validUtf8(text.out));
        QVERIFY2(text.out.contains("\\xff\\xfe\\xc3("), text.out.constData());
        QVERIFY2(text.err.contains("note: 3 bytes of invalid UTF-8 in the output shown as \\xNN"),
                 text.err.constData());

        const std::string named = portfolioNamed(dir, "\xff\xfe");
        QVERIFY(!named.empty());
        for (const char *action : {"evaluate", "schedule"}) {
            const Run p = runInProcess({"portfolio", action, "--portfolio", named, "--format", "json"});
            QVERIFY2(validUtf8(p.out), action);
            QVERIFY2(!parseJson(p.out).object().isEmpty(), action);
        }
    }

    void invalidBytesAreCountedInTheJson()
    {
        // Text output counted the bytes it showed as \xNN (a note on
        // stderr); JSON replaced them with U+FFFD and did not say so.
        QTemporaryDir dir;
        const std::string spend = write(dir, "tag.csv",
                                        "date,category,phase,amount,project\n"
                                        "2027-02-02,compute,training,100,\"\xff\xfe\xc3(\"\n");
        const Run r = runInProcess(track({"--actuals", spend, "--format", "json"}));
        QVERIFY2(r.code == 0 || r.code == 5, r.err.constData());
        QCOMPARE(parseJson(r.out).object().value(u"invalidBytesReplaced"_s).toInt(), 3);
        // A clean output has no such field.
        const Run clean = runInProcess(track({"--actuals", sample("spend-within.csv"), "--format", "json"}));
        QVERIFY(!parseJson(clean.out).object().contains(u"invalidBytesReplaced"_s));
        // Every command's JSON: a portfolio's name.
        const std::string named = portfolioNamed(dir, "\xff\xfe");
        const Run p = runInProcess({"portfolio", "evaluate", "--portfolio", named, "--format", "json"});
        QVERIFY2(parseJson(p.out).object().value(u"invalidBytesReplaced"_s).toInt() >= 2, p.out.constData());
    }

    void tagValuesAreBounded()
    {
        // A million spend lines of a million experiments wrote 3,000,040
        // lines of text or 263 MB of JSON and peaked at about 1 GB. 12,000
        // here: the first 10,000 values are told apart (TagLimits), the 20
        // largest listed, and one row sums the rest and says how many.
        QTemporaryDir dir;
        QByteArray csv = "date,category,phase,amount,experiment\n2027-02-01,compute,training,500,big\n";
        for (int k = 1; k < 12000; ++k)
            csv += "2027-02-02,compute,training,1,run-" + QByteArray::number(k) + '\n';
        const std::string spend = write(dir, "many.csv", csv);
        const Run j = runInProcess(track({"--actuals", spend, "--format", "json"}));
        QVERIFY2(j.code == 0 || j.code == 5, j.err.constData());
        const QJsonArray rows = parseJson(j.out).object().value(u"byTag"_s).toArray();
        QCOMPARE(rows.size(), 21);
        QCOMPARE(rows.first().toObject().value(u"value"_s).toString(), u"big"_s);
        QCOMPARE(rows.first().toObject().value(u"other"_s).toBool(true), false);
        const QJsonObject other = rows.last().toObject();
        QCOMPARE(other.value(u"other"_s).toBool(), true);
        QVERIFY(other.value(u"value"_s).isNull());
        QCOMPARE(other.value(u"otherValues"_s).toInt(), 11980); // 9,980 summed apart, 2,000 after them
        QCOMPARE(other.value(u"otherValuesEstimated"_s).toBool(true), false);
        QCOMPARE(other.value(u"actualUsd"_s).toDouble(), 11980.0);
        const Run text = runInProcess(track({"--actuals", spend}));
        QVERIFY2(text.out.contains("(11,980 other values)"), text.out.constData());
        QVERIFY(text.out.contains("Each tag lists its 20 largest values and sums the rest in one row"));
        QVERIFY(text.out.count('\n') < 120);
    }

    void aKeyGivenByItsOptionAndBySetIsRefused()
    {
        // --samples is short for --set uncertainty.samples: given both, the
        // option won without a word.
        const Run r = runInProcess({"risk", "--set", "uncertainty.samples=300", "--samples", "200"});
        QCOMPARE(r.code, 2);
        QVERIFY2(
            r.err.contains("--samples sets uncertainty.samples, which --set uncertainty.samples sets too: "
                           "give each key once"),
            r.err.constData());
        const Run seed =
            runInProcess({"risk", "--seed", "7", "--set", "uncertainty.seed=8", "--samples", "200"});
        QCOMPARE(seed.code, 2);
        QVERIFY2(seed.err.contains("--seed sets uncertainty.seed, which --set uncertainty.seed sets too"),
                 seed.err.constData());
        // Each once is fine.
        QCOMPARE(runInProcess({"risk", "--set", "uncertainty.samples=300", "--seed", "7"}).code, 0);
    }

    void jsonIsWrittenForEveryExitStatus_data()
    {
        QTest::addColumn<QString>("command");
        QTest::newRow("sensitivity") << u"sensitivity"_s;
        QTest::newRow("risk") << u"risk"_s;
    }

    void jsonIsWrittenForEveryExitStatus()
    {
        // They printed nothing on exit 3, where track writes an object.
        QFETCH(QString, command);
        const Run r =
            runInProcess({command.toStdString(), "--set", "cluster.gpuCount=1", "--format", "json"});
        QCOMPARE(r.code, 3);
        const QJsonObject o = parseJson(r.out).object();
        QCOMPARE(o.value(u"exitCode"_s).toInt(), 3);
        QCOMPARE(o.value(u"status"_s).toString(), u"error"_s);
        QVERIFY2(o.value(u"error"_s).toString().contains(u"infeasible"), r.out.constData());
    }

    void echoedValuesShowEveryHiddenControl()
    {
        // U+009B, a lone \x9b and U+202E reached the terminal raw.
        const Run r = runInProcess({"evaluate", "--set", "compute.mfu=a\xc2\x9b\x9b\xe2\x80\xae\x1b"});
        QCOMPARE(r.code, 2);
        QVERIFY2(!rawControls(r.err), r.err.constData());
        QVERIFY2(r.err.contains("a\\u009b\\x9b\\u202e\\x1b"), r.err.constData());
        // On stdout too: a portfolio's name in its text (a C1 control is
        // refused in a name, a lone byte and U+202E are not).
        QTemporaryDir dir;
        const std::string named = portfolioNamed(dir, "x\xe2\x80\xaey\x9bz");
        const Run p = runInProcess({"portfolio", "evaluate", "--portfolio", named});
        QVERIFY2(!rawControls(p.out), p.out.constData());
        QVERIFY2(p.out.contains("x\\u202ey\\x9bz"), p.out.constData());
        // JSON keeps the value, escaped in its text.
        const Run j = runInProcess({"portfolio", "evaluate", "--portfolio", named, "--format", "json"});
        QVERIFY(!rawControls(j.out));
        QCOMPARE(parseJson(j.out).object().value(u"name"_s).toString(), QString::fromUtf8("x\u202ey\ufffdz"));
    }

    void everyWrittenFileHonoursReadOnly()
    {
        // save refused a read-only --out; portfolio evaluate and template,
        // calibrate and report replaced it without --force.
        QTemporaryDir dir;
        const std::string year = portfolioNamed(dir, "year");
        const std::string kept = readOnlyFile(dir, "kept.out");
        const std::vector<std::vector<std::string>> writers = {
            {"portfolio", "template", "--start", "2027-01-01", "--out", kept},
            {"portfolio", "evaluate", "--portfolio", year, "--out", kept},
            {"portfolio", "schedule", "--portfolio", year, "--out", kept},
            {"calibrate", "--tokens-per-second-per-gpu", "1000", "--out", kept},
            {"save", "--out", kept},
        };
        for (const std::vector<std::string> &args : writers) {
            const Run r = runInProcess(args);
            const QByteArray what = QByteArray::fromStdString(args[0] + " " + args[1]);
            QVERIFY2(r.code == 2, what.constData());
            QVERIFY2(r.err.contains("the file is read-only; --force replaces it"), r.err.constData());
            QCOMPARE(contents(kept), QByteArray("kept\n"));
        }
        std::vector<std::string> forced = writers.front();
        forced.push_back("--force");
        QCOMPARE(runInProcess(forced).code, 0);
        QVERIFY(contents(kept) != QByteArray("kept\n"));

        if (!LLM_TCO_HAS_REPORT) // `llm-tco report` is built with the window only
            return;
        const std::string report = readOnlyFile(dir, "kept.csv");
        for (const std::vector<std::string> &args :
             {std::vector<std::string>{"report", "--out", report},
              std::vector<std::string>{"report", "--portfolio", year, "--out", report}}) {
            const Run r = runBinary(args);
            QCOMPARE(r.code, 2);
            QVERIFY2(r.err.contains("the file is read-only; --force replaces it"), r.err.constData());
            QCOMPARE(contents(report), QByteArray("kept\n"));
        }
    }

    void aPortfolioFieldSetTwiceByIndexAndIdIsRefused()
    {
        // The later value won; the README says a second value is refused.
        QTemporaryDir dir;
        const std::string year = portfolioNamed(dir, "year");
        const Run runs = runInProcess({"portfolio", "evaluate", "--portfolio", year, "--set",
                                       "run.9.repeat=3", "--set", "run.main.repeat=2"});
        QCOMPARE(runs.code, 2);
        QVERIFY2(
            runs.err.contains("--set run.main.repeat is given twice (as --set run.9.repeat, the same field)"),
            runs.err.constData());
        const Run pools = runInProcess({"portfolio", "evaluate", "--portfolio", year, "--set",
                                        "pool.0.count=10", "--set", "pool.owned.count=20"});
        QCOMPARE(pools.code, 2);
        QVERIFY2(pools.err.contains("--set pool.owned.count is given twice"), pools.err.constData());
        // No KEY=VALUE, given twice, is that (fuzz_portfolioset found it
        // called "given twice", a key it never was).
        const Run twice = runInProcess(
            {"portfolio", "evaluate", "--portfolio", year, "--set", "mainrun", "--set", "mainrun"});
        QCOMPARE(twice.code, 2);
        QCOMPARE(twice.err.count("--set 'mainrun': expected KEY=VALUE"), 2);
        QVERIFY2(!twice.err.contains("given twice"), twice.err.constData());
    }

    void aPortfolioWarningLineAboveItsReviewLineIsRefused()
    {
        QTemporaryDir dir;
        const Run r = runInProcess({"portfolio", "evaluate", "--portfolio", portfolioNamed(dir, "year"),
                                    "--set", "budget.warningFraction=2"});
        QCOMPARE(r.code, 2);
        QVERIFY2(
            r.err.contains("warningFraction 2, reviewFraction 1: the warning line must not lie above the "
                           "review line"),
            r.err.constData());
    }

    void aPoolWithoutAnIdDoesNotLoad()
    {
        QTemporaryDir dir;
        const std::string year = portfolioNamed(dir, "year");
        QFile f(QString::fromStdString(year));
        QVERIFY(f.open(QIODevice::ReadOnly));
        QByteArray text = f.readAll();
        f.close();
        text.replace("<id>spot</id>", "<id></id>");
        const Run r =
            runInProcess({"portfolio", "evaluate", "--portfolio", write(dir, "noid.tcoportfolio", text)});
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains("the pool has no id"), r.err.constData());
    }

    void poolFieldsAreCheckedAgainstTheirKind()
    {
        // A discount on an on-demand pool, a purchase price on spot: ignored
        // without a word.
        QTemporaryDir dir;
        const std::string year = portfolioNamed(dir, "year");
        const Run r =
            runInProcess({"portfolio", "evaluate", "--portfolio", year, "--set",
                          "pool.on-demand.discount=0.2", "--set", "pool.spot.purchaseUsdPerAccelerator=5"});
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains("--set pool.on-demand.discount: pool 'on-demand' is onDemand, which has no "
                                "discount; allowed for it: count, priceDate, usdPerHour"),
                 r.err.constData());
        QVERIFY(r.err.contains("pool 'spot' is spot, which has no purchaseUsdPerAccelerator"));
        // 1e7 is within "0 to 10000000": taken, not refused by that message.
        const Run many = runInProcess({"portfolio", "evaluate", "--portfolio", year, "--set",
                                       "pool.owned.count=1e7", "--format", "json"});
        QVERIFY2(!many.err.contains("pool.owned.count"), many.err.constData());
        // A count is printed as a whole number, not 1e+07; an owned pool of
        // none is 0, not "as needed".
        QVERIFY2(many.out.contains("10000000"), many.out.constData());
        QVERIFY(!many.out.contains("1e+07"));
        const Run none =
            runInProcess({"portfolio", "evaluate", "--portfolio", year, "--set", "pool.owned.count=0"});
        QVERIFY2(!none.out.contains("as needed"), none.out.constData());
    }
};

PLANNER_TEST_GUILESS_MAIN(TestCliInputs)
} // namespace tst_cliinputs

#include "tst_cliinputs.moc"
