// SPDX-License-Identifier: GPL-3.0-or-later
// `llm-tco report` run as a process: every format, scenario files compared,
// bad input and an unwritable file.
#include "reportfixture.h"

#include "analysis/compare.h"
#include "files/scenariofile.h"
#include "plan/evaluate.h"
#include "plan/planname.h"
#include "texts/numberformat.h"

#include "testmain.h"

#include <QDir>
#include <QFileInfo>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

namespace tst_reportcli { // one namespace a test file: tests/testmain.h, "Unity builds"

using namespace planner;
using namespace reporttest;

class TestReportCli : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();

    void cliWritesEveryFormat_data();
    void cliWritesEveryFormat();
    void cliComparesScenarioFiles();
    void cliBadInput_data();
    void cliBadInput();
    void cliUnwritableFile();
    void cliExecutiveKind();
    void cliReportInAnotherCurrency_data();
    void cliReportInAnotherCurrency();

private:
    QTemporaryDir m_dir;
    QString path(const QString &name) const { return m_dir.filePath(name); }
};

void TestReportCli::initTestCase()
{
    QVERIFY(m_dir.isValid());
    if (!havePdfText())
        QSKIP("pdftotext (poppler-utils) is needed to read the PDFs back");
}

void TestReportCli::cliWritesEveryFormat_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("language");
    QTest::addColumn<bool>("unsetPlatform");
    QTest::newRow("pdf, no QT_QPA_PLATFORM") << QStringLiteral("cli.pdf") << QStringLiteral("en") << true;
    QTest::newRow("pdf, Chinese") << QStringLiteral("cli-zh.pdf") << QStringLiteral("zh_CN") << false;
    QTest::newRow("html") << QStringLiteral("cli.html") << QStringLiteral("en") << false;
    QTest::newRow("csv") << QStringLiteral("cli.csv") << QStringLiteral("en") << false;
}

void TestReportCli::cliWritesEveryFormat()
{
    QFETCH(QString, file);
    QFETCH(QString, language);
    QFETCH(bool, unsetPlatform);
    const QString out = path(file);
    const Run r =
        runCli({QStringLiteral("report"), QStringLiteral("--out"), out, QStringLiteral("--language"),
                language, QStringLiteral("--samples"), QStringLiteral("1000"), QStringLiteral("--set"),
                QStringLiteral("cluster.gpuCount=1024")},
               unsetPlatform);
    QVERIFY2(r.code == 0, qPrintable(r.err));
    QVERIFY(QFileInfo(out).size() > 0);
    const tco::Catalog &catalog = tco::Catalog::builtIn();
    tco::Scenario s = tco::defaultScenario();
    QVERIFY(!tco::setFromText(s, "cluster.gpuCount", "1024", catalog));
    const tco::Result result = tco::evaluate(s, catalog);
    if (file.endsWith(QLatin1String(".pdf"))) {
        QVERIFY(pdfPages(out) >= 12);
        const QString text = pdfText(out);
        QVERIFY(text.contains(language == QLatin1String("zh_CN") ? QString::fromUtf8("执行摘要")
                                                                 : QStringLiteral("Executive summary")));
    } else if (file.endsWith(QLatin1String(".html"))) {
        QFile f(out);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QByteArray html = f.readAll();
        QVERIFY(html.count("data:image/png;base64,") >= 9);
    } else {
        QFile f(out);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const auto rows = parseCsv(QString::fromUtf8(f.readAll()));
        // The default plan changed by --set is named from its inputs (tco::nameFromInputs).
        QCOMPARE(csvMetric(rows, QString::fromStdString(tco::nameFromInputs(s)), QStringLiteral("cost.total"))
                     .toDouble(),
                 result.totalUsd);
    }
}

void TestReportCli::cliComparesScenarioFiles()
{
    const tco::Scenario a = changed({}, "A plan");
    const tco::Scenario b = changed({{"compute.mfu", "0.5"}}, "B plan");
    const QString fa = path(QStringLiteral("a.tcoplan")), fb = path(QStringLiteral("b.tcoplan"));
    QCOMPARE(tco::saveScenarioFile(a, fa.toStdString()), tco::FileError::None);
    QCOMPARE(tco::saveScenarioFile(b, fb.toStdString()), tco::FileError::None);
    const QString out = path(QStringLiteral("ab.csv"));
    const Run r =
        runCli({QStringLiteral("report"), QStringLiteral("--scenario"), fa, QStringLiteral("--scenario"), fb,
                QStringLiteral("--out"), out, QStringLiteral("--samples"), QStringLiteral("500")});
    QVERIFY2(r.code == 0, qPrintable(r.err));
    QFile f(out);
    QVERIFY(f.open(QIODevice::ReadOnly));
    const auto rows = parseCsv(QString::fromUtf8(f.readAll()));
    const tco::Comparison c = tco::compare(a, b, tco::Catalog::builtIn());
    bool found = false;
    for (const QStringList &row : rows)
        if (row.size() == 8 && row[0] == QLatin1String("A plan") && row[1] == QLatin1String("B plan") &&
            row[2] == QLatin1String("total")) {
            QCOMPARE(row[7].toDouble(), c.totalDeltaUsd);
            found = true;
        }
    QVERIFY(found);
}

void TestReportCli::cliBadInput_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("message");
    const QString out = QDir::temp().filePath(QStringLiteral("llm-tco-report-test.pdf"));
    QTest::newRow("unknown extension") << QStringList{QStringLiteral("--out"), QStringLiteral("report.docx")}
                                       << QStringLiteral("unknown report format");
    QTest::newRow("no --out") << QStringList{} << QStringLiteral("--out");
    QTest::newRow("unreadable scenario")
        << QStringList{QStringLiteral("--scenario"), QStringLiteral("/nonexistent/x.tcoplan"),
                       QStringLiteral("--out"), out}
        << QStringLiteral("--scenario '/nonexistent/x.tcoplan'");
    QTest::newRow("bad --set") << QStringList{QStringLiteral("--set"), QStringLiteral("compute.mfu=7"),
                                              QStringLiteral("--out"), out}
                               << QStringLiteral("compute.mfu");
    QTest::newRow("bad language") << QStringList{QStringLiteral("--language"), QStringLiteral("fr"),
                                                 QStringLiteral("--out"), out}
                                  << QStringLiteral("--language");
    QTest::newRow("bad kind") << QStringList{QStringLiteral("--kind"), QStringLiteral("brief"),
                                             QStringLiteral("--out"), out}
                              << QStringLiteral("--kind = 'brief': unknown value; allowed: executive | full");
    QStringList five;
    for (int i = 0; i < 5; ++i)
        five << QStringLiteral("--scenario") << QStringLiteral("x.tcoplan");
    QTest::newRow("five scenarios") << (five << QStringLiteral("--out") << out)
                                    << QStringLiteral("at most 4");
}

void TestReportCli::cliBadInput()
{
    QFETCH(QStringList, args);
    QFETCH(QString, message);
    const Run r = runCli(QStringList{QStringLiteral("report")} + args);
    QCOMPARE(r.code, 2);
    QVERIFY2(r.err.contains(message), qPrintable(r.err));
}

void TestReportCli::cliUnwritableFile()
{
    const Run r = runCli({QStringLiteral("report"), QStringLiteral("--out"),
                          QStringLiteral("/nonexistent-dir/report.pdf"), QStringLiteral("--samples"),
                          QStringLiteral("100")});
    QCOMPARE(r.code, 1);
    QVERIFY2(r.err.contains(QStringLiteral("/nonexistent-dir/report.pdf")), qPrintable(r.err));
}

void TestReportCli::cliExecutiveKind()
{
    // A plan saved without a name is titled by its file's name, in both kinds.
    tco::Scenario s = changed({{"model.parameters", "4.05e11"}, {"cluster.gpuCount", "8192"}}, "");
    const QString plan = path(QStringLiteral("gui_405B.tcoplan"));
    QCOMPARE(tco::saveScenarioFile(s, plan.toStdString()), tco::FileError::None);
    int fullPages = 0;
    for (const QString &kind : {QStringLiteral("executive"), QStringLiteral("full"), QString()}) {
        const QString out =
            path(QStringLiteral("kind-%1.pdf").arg(kind.isEmpty() ? QStringLiteral("default") : kind));
        QStringList args = {
            QStringLiteral("report"),    QStringLiteral("--scenario"), plan, QStringLiteral("--out"), out,
            QStringLiteral("--samples"), QStringLiteral("500")};
        if (!kind.isEmpty())
            args << QStringLiteral("--kind") << kind;
        const Run r = runCli(args);
        QVERIFY2(r.code == 0, qPrintable(r.err));
        const int pages = pdfPages(out);
        const QString text = pdfText(out);
        QVERIFY(text.contains(QStringLiteral("gui_405B")));
        QVERIFY(!text.contains(QStringLiteral("Scenario 1")));
        if (kind == QLatin1String("executive")) {
            QVERIFY2(pages >= 2 && pages <= 4, qPrintable(QString::number(pages)));
            QVERIFY(text.contains(QStringLiteral("Decision asked for")));
        } else if (kind == QLatin1String("full")) {
            QVERIFY(pages >= 12);
            fullPages = pages;
        } else {
            QCOMPARE(pages, fullPages); // full is the default
        }
    }
    const Run help = runCli({QStringLiteral("report"), QStringLiteral("--help")});
    QVERIFY(help.out.contains(QStringLiteral("--kind")));
    QVERIFY(help.out.contains(QStringLiteral("executive")));
}

void TestReportCli::cliReportInAnotherCurrency_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("kind");
    QTest::newRow("full, English") << QStringLiteral("en") << QStringLiteral("full");
    QTest::newRow("executive, Chinese") << QStringLiteral("zh_CN") << QStringLiteral("executive");
}

void TestReportCli::cliReportInAnotherCurrency()
{
    // Every amount of a yuan report is in yuan: no "$" amount anywhere in
    // its text, the rate stated, the total converted at it.
    QFETCH(QString, language);
    QFETCH(QString, kind);
    const QString out = path(QStringLiteral("cny-%1-%2.pdf").arg(language, kind));
    const Run r =
        runCli({QStringLiteral("report"), QStringLiteral("--out"), out, QStringLiteral("--currency"),
                QStringLiteral("CNY"), QStringLiteral("--kind"), kind, QStringLiteral("--language"), language,
                QStringLiteral("--samples"), QStringLiteral("500")});
    QVERIFY2(r.code == 0, qPrintable(r.err));
    const QString text = pdfText(out);
    const QRegularExpression dollarAmount(QStringLiteral("\\$\\s*[0-9]"));
    const QRegularExpressionMatch dollar = dollarAmount.match(text);
    QVERIFY2(!dollar.hasMatch(),
             qPrintable(text.mid(std::max<qsizetype>(0, dollar.capturedStart() - 80), 160)));
    QVERIFY(text.contains(QStringLiteral("¥")));
    QVERIFY2(text.contains(QStringLiteral("1 USD = 7.1726 CNY")), qPrintable(text.left(2000)));
    // The headline total at the rate: $X in the model is ¥(7.1726 X) on paper.
    const tco::Result result = tco::evaluate(tco::defaultScenario(), tco::Catalog::builtIn());
    const QLocale locale(language == QLatin1String("zh_CN") ? QLocale::Chinese : QLocale::English);
    const tco::DisplayCurrency &yuan = *tco::findBuiltInCurrency("CNY");
    QVERIFY2(text.contains(planner::formatUsd(result.totalUsd, locale, yuan)),
             qPrintable(planner::formatUsd(result.totalUsd, locale, yuan)));
}

PLANNER_TEST_MAIN(TestReportCli)
} // namespace tst_reportcli

#include "tst_reportcli.moc"
