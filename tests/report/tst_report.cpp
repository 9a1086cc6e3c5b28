// SPDX-License-Identifier: GPL-3.0-or-later
#include "csvreport.h"
#include "htmlreport.h"
#include "pdfreport.h"
#include "report.h"
#include "reportbuilder.h"
#include "reportdata.h"
#include "reportlanguage.h"
#include "reportpainter.h"
#include "reporttexts.h"

#include "advice.h"
#include "evaluate.h"
#include "numberformat.h"
#include "practice.h"
#include "scenariofile.h"
#include "validation.h"

#include <QBuffer>
#include <QDir>
#include <QFile>
#include <QPrinter>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QXmlStreamReader>

#include <atomicfile.h>

#include <cerrno>

#include <variant>

using namespace planner;

namespace {

constexpr int kSamples = 2000; // enough for stable percentiles, quick enough for a test

ReportInput inputFor(std::vector<tco::Scenario> scenarios, const QLocale &locale = QLocale(QLocale::English,
                                                                                              QLocale::UnitedStates))
{
    ReportInput in;
    in.scenarios = std::move(scenarios);
    in.catalog = &tco::Catalog::builtIn();
    in.locale = locale;
    in.generatedAt = QDateTime(QDate(2026, 11, 29), QTime(21, 0));
    in.riskSamples = kSamples;
    in.seed = 7;
    return in;
}

tco::Scenario changed(std::initializer_list<std::pair<const char *, const char *>> sets, const char *name)
{
    tco::Scenario s = tco::defaultScenario();
    s.name = name;
    for (const auto &[key, value] : sets) {
        const auto issue = tco::setFromText(s, key, value, tco::Catalog::builtIn());
        if (issue)
            qFatal("bad test value %s=%s", key, value);
    }
    return s;
}

QString tool(const QString &name)
{
    return QStandardPaths::findExecutable(name);
}

/** Page count: pdfinfo when installed, else the /Type /Page objects. */
int pdfPages(const QString &path)
{
    if (const QString pdfinfo = tool(QStringLiteral("pdfinfo")); !pdfinfo.isEmpty()) {
        QProcess p;
        p.start(pdfinfo, {path});
        p.waitForFinished(60000);
        const QString out = QString::fromUtf8(p.readAllStandardOutput());
        const QRegularExpressionMatch m = QRegularExpression(QStringLiteral("Pages:\\s+(\\d+)")).match(out);
        return m.hasMatch() ? m.captured(1).toInt() : -1;
    }
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return -1;
    return static_cast<int>(QString::fromLatin1(f.readAll()).count(QRegularExpression(QStringLiteral("/Type\\s*/Page\\b"))));
}

/** The text of a PDF as a reader's viewer extracts it (pdftotext). */
QString pdfText(const QString &path)
{
    QProcess p;
    p.start(tool(QStringLiteral("pdftotext")), {QStringLiteral("-enc"), QStringLiteral("UTF-8"), path, QStringLiteral("-")});
    p.waitForFinished(60000);
    return QString::fromUtf8(p.readAllStandardOutput());
}

/** The text of one page of a PDF. */
QString pdfPageText(const QString &path, int page)
{
    QProcess p;
    p.start(tool(QStringLiteral("pdftotext")), {QStringLiteral("-enc"), QStringLiteral("UTF-8"), QStringLiteral("-f"),
                                                QString::number(page), QStringLiteral("-l"), QString::number(page), path,
                                                QStringLiteral("-")});
    p.waitForFinished(60000);
    return QString::fromUtf8(p.readAllStandardOutput());
}

/** A dense 405B model on 8 accelerators: its training state does not fit. */
tco::Scenario doesNotFit()
{
    return changed({{"model.parameters", "4.05e11"}, {"cluster.gpuCount", "8"}}, "Too big for eight");
}

/** pdftotext breaks lines where the page does; join them for phrase searches. */
QString flat(QString text)
{
    return text.replace(QRegularExpression(QStringLiteral("\\s+")), QStringLiteral(" "));
}

/** A minimal RFC 4180 reader: rows of fields, blank lines kept as empty rows. */
std::vector<QStringList> parseCsv(const QString &text)
{
    std::vector<QStringList> rows;
    QStringList row;
    QString field;
    bool quoted = false, any = false;
    for (qsizetype i = 0; i < text.size(); ++i) {
        const QChar c = text[i];
        if (quoted) {
            if (c == QLatin1Char('"') && i + 1 < text.size() && text[i + 1] == QLatin1Char('"')) {
                field += c;
                ++i;
            } else if (c == QLatin1Char('"')) {
                quoted = false;
            } else {
                field += c;
            }
            continue;
        }
        if (c == QLatin1Char('"')) {
            quoted = true;
            any = true;
        } else if (c == QLatin1Char(',')) {
            row << field;
            field.clear();
            any = true;
        } else if (c == QLatin1Char('\r')) {
            continue;
        } else if (c == QLatin1Char('\n')) {
            if (any || !field.isEmpty())
                row << field;
            rows.push_back(row);
            row.clear();
            field.clear();
            any = false;
        } else {
            field += c;
            any = true;
        }
    }
    if (any || !field.isEmpty()) {
        row << field;
        rows.push_back(row);
    }
    return rows;
}

/** The CSV value of `metric` for `scenario` in the first block. */
QString csvMetric(const std::vector<QStringList> &rows, const QString &scenario, const QString &metric)
{
    for (const QStringList &r : rows)
        if (r.size() >= 4 && r[0] == scenario && r[1] == metric)
            return r[3];
    return {};
}

const ReportTable *findTable(const ReportDocument &doc, const QString &firstHeader, int skip = 0)
{
    for (const ReportBlock &b : doc.blocks)
        if (const auto *t = std::get_if<ReportTable>(&b); t && !t->header.empty() && t->header.front() == firstHeader)
            if (skip-- == 0)
                return t;
    return nullptr;
}

const ReportRow *findRow(const ReportTable &t, const QString &firstCell)
{
    for (const ReportRow &r : t.rows)
        if (!r.cells.empty() && r.cells.front().text == firstCell)
            return &r;
    return nullptr;
}

struct Run {
    int code = -1;
    QString out;
    QString err;
};

Run runCli(const QStringList &args, bool unsetPlatform = false)
{
    QProcess p;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    if (unsetPlatform)
        env.remove(QStringLiteral("QT_QPA_PLATFORM"));
    env.remove(QStringLiteral("DISPLAY")); // no display, as on a build server
    env.remove(QStringLiteral("WAYLAND_DISPLAY"));
    p.setProcessEnvironment(env);
    p.start(QStringLiteral(LLM_TCO_BINARY), args);
    if (!p.waitForFinished(240000)) {
        p.kill();
        p.waitForFinished();
        return {};
    }
    Run r;
    r.code = p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -2;
    r.out = QString::fromUtf8(p.readAllStandardOutput());
    r.err = QString::fromUtf8(p.readAllStandardError());
    return r;
}

} // namespace

class TestReport : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();

    void texts_data();
    void texts();
    void pdfHasPagesAndKeyFigures();
    void fullDiskKeepsTheOldReport();
    void pdfChinese();
    void pdfPagesMatchPainter();
    void printUsesSamePages();
    void htmlIsWellFormedAndSelfContained();
    void csvTotalsEqualModel_data();
    void csvTotalsEqualModel();
    void csvIsDeterministic();
    void comparisonShowsDeltas();
    void comparisonPdf();
    void infeasiblePlanIsMarkedEverywhere();
    void warningsStandNextToTheFigures();
    void adviceSectionListsLevers();
    void methodExplainsFailuresAndConditions();
    void exporterRefusesUnknownFormat();
    void cliWritesEveryFormat_data();
    void cliWritesEveryFormat();
    void cliComparesScenarioFiles();
    void cliBadInput_data();
    void cliBadInput();
    void cliUnwritableFile();

private:
    QTemporaryDir m_dir;
    QString path(const QString &name) const { return m_dir.filePath(name); }
};

void TestReport::initTestCase()
{
    QVERIFY(m_dir.isValid());
    if (tool(QStringLiteral("pdftotext")).isEmpty())
        QSKIP("pdftotext (poppler-utils) is needed to read the PDFs back");
}

void TestReport::texts_data()
{
    QTest::addColumn<int>("input");
    QTest::addColumn<double>("value");
    QTest::addColumn<QString>("expected");
    const auto row = [](const char *tag, tco::InputId id, double v, const char *text) {
        QTest::newRow(tag) << static_cast<int>(id) << v << QString::fromUtf8(text);
    };
    row("fraction as percent", tco::InputId::ComputeMfu, 0.4, "40 %");
    row("budget in millions", tco::InputId::BudgetUsd, 20e6, "$20M");
    row("inexact stays long", tco::InputId::BudgetUsd, 20123456, "$20,123,456");
    row("parameters", tco::InputId::ModelParameters, 70e9, "70B parameters");
    row("hourly price", tco::InputId::PricingGpuHourUsd, 2.5, "$2.5 per accelerator-hour");
    row("choice", tco::InputId::PricingMode, 1, "reserved");
    row("factor", tco::InputId::DataQualityFactor, 1.5, "1.5×");
}

void TestReport::texts()
{
    QFETCH(int, input);
    QFETCH(double, value);
    QFETCH(QString, expected);
    QCOMPARE(ReportTexts::inputValue(static_cast<tco::InputId>(input), value, QLocale(QLocale::English, QLocale::UnitedStates)),
             expected);
}

void TestReport::pdfHasPagesAndKeyFigures()
{
    const tco::Scenario s = tco::defaultScenario();
    const QString file = path(QStringLiteral("default.pdf"));
    QString error;
    QVERIFY2(ReportExporter::exportFile(inputFor({s}), file, &error), qPrintable(error));

    const int pages = pdfPages(file);
    QVERIFY2(pages >= 12 && pages <= 40, qPrintable(QString::number(pages)));
    const QString text = pdfText(file);
    const QString oneLine = flat(text);
    const tco::Result r = tco::evaluate(s, tco::Catalog::builtIn());
    const QLocale en(QLocale::English, QLocale::UnitedStates);
    QVERIFY(text.contains(QString::fromStdString(s.name)));            // footer on every page
    QVERIFY(text.contains(ReportBuilder::totalText(r, en)));            // "$16.3M"
    QVERIFY(text.contains(ReportTexts::budgetStatus(r.budgetStatus))); // "Within budget"
    QVERIFY(text.contains(QStringLiteral("Page 1 of %1").arg(pages)));
    QVERIFY(text.contains(QStringLiteral("Page %1 of %1").arg(pages)));
    QVERIFY(oneLine.contains(QStringLiteral("Estimates from editable assumptions, not quotes")));
    for (const char *heading : {"Executive summary", "Assumptions", "Cost breakdown", "Hidden costs", "Trade-offs", "Risk",
                                "Cost magnitude in context", "Method and sources", "P10", "P90"})
        QVERIFY2(text.contains(QString::fromLatin1(heading)), heading);
    // The assumptions list every input.
    for (const tco::InputSpec &spec : tco::inputSpecs())
        QVERIFY2(text.contains(QString::fromUtf8(spec.key.data(), static_cast<qsizetype>(spec.key.size()))), spec.key.data());
}

void TestReport::pdfChinese()
{
    ReportLanguage zh(QStringLiteral("zh_CN"));
    QVERIFY(zh.ok());
    const tco::Scenario s = tco::defaultScenario();
    const QString file = path(QStringLiteral("zh.pdf"));
    QString error;
    QVERIFY2(ReportExporter::exportFile(inputFor({s}, zh.locale()), file, &error), qPrintable(error));
    const QString text = pdfText(file);
    // Chinese headings as a reader's viewer extracts them (no radicals in
    // place of 行 or 页: the text maps are corrected).
    for (const char *heading : {"执行摘要", "假设条件", "成本构成", "隐性成本", "权衡分析", "风险", "方法与来源", "总拥有成本"})
        QVERIFY2(text.contains(QString::fromUtf8(heading)), heading);
    const int pages = pdfPages(file);
    QVERIFY(text.contains(QStringLiteral("第 1 页，共 %1 页").arg(pages)));
    const tco::Result r = tco::evaluate(s, tco::Catalog::builtIn());
    QVERIFY(text.contains(ReportBuilder::totalText(r, zh.locale()))); // "$1629万"
    QVERIFY(text.contains(ReportTexts::budgetStatus(r.budgetStatus)));
    for (const QChar c : text)
        QVERIFY2(!(c.unicode() >= 0x2E80 && c.unicode() <= 0x2FDF), "a CJK radical in the extracted text");
}

void TestReport::pdfPagesMatchPainter()
{
    const ReportData data = computeReportData(inputFor({tco::defaultScenario()}));
    const ReportDocument doc = ReportBuilder(data).build();
    QCOMPARE(doc.figureCount(), 11); // breakdown, 7 trade-offs (with goodput and buy or rent), risk, tornado, history
    QBuffer buffer;
    buffer.open(QIODevice::WriteOnly);
    const int pages = writePdf(doc, &buffer);
    QVERIFY(pages > 0);
    const QString file = path(QStringLiteral("painter.pdf"));
    QFile f(file);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(buffer.data());
    f.close();
    QCOMPARE(pdfPages(file), pages);
}

void TestReport::printUsesSamePages()
{
    const ReportInput in = inputFor({tco::defaultScenario()});
    const QString viaPrinter = path(QStringLiteral("printed.pdf"));
    QPrinter printer(QPrinter::HighResolution);
    printer.setOutputFormat(QPrinter::PdfFormat);
    printer.setOutputFileName(viaPrinter);
    printer.setPageSize(QPageSize(QPageSize::A4));
    printReport(in, &printer);
    const QString exported = path(QStringLiteral("exported.pdf"));
    QVERIFY(ReportExporter::exportFile(in, exported));
    QCOMPARE(pdfPages(viaPrinter), pdfPages(exported));
    QVERIFY(pdfText(viaPrinter).contains(QStringLiteral("Executive summary")));
}

void TestReport::htmlIsWellFormedAndSelfContained()
{
    const ReportData data = computeReportData(inputFor({tco::defaultScenario()}));
    const ReportDocument doc = ReportBuilder(data).build();
    const QByteArray html = htmlReport(doc);

    QXmlStreamReader xml(html);
    QString lang;
    int images = 0;
    while (!xml.atEnd()) {
        xml.readNext();
        if (xml.isStartElement() && xml.name() == QLatin1String("html"))
            lang = xml.attributes().value(QStringLiteral("lang")).toString();
        if (xml.isStartElement() && xml.name() == QLatin1String("img")) {
            ++images;
            const QString src = xml.attributes().value(QStringLiteral("src")).toString();
            QVERIFY(src.startsWith(QStringLiteral("data:image/png;base64,")));
            QImage image;
            QVERIFY(image.loadFromData(QByteArray::fromBase64(src.mid(22).toLatin1()), "PNG"));
            QVERIFY(image.width() >= 1000);
        }
    }
    QVERIFY2(!xml.hasError(), qPrintable(xml.errorString() + QStringLiteral(" at line %1").arg(xml.lineNumber())));
    QCOMPARE(lang, QStringLiteral("en"));
    QCOMPARE(images, doc.figureCount());
    QCOMPARE(html.count("data:image/png;base64,"), doc.figureCount());
    QVERIFY(!html.contains("src=\"http")); // nothing fetched from elsewhere
    const QString text = QString::fromUtf8(html);
    QVERIFY(text.contains(ReportBuilder::totalText(data.scenarios.front().result, data.input.locale)));
    QVERIFY(text.contains(QStringLiteral("@media print")));

    // Chinese: the lang attribute follows.
    ReportInput zhInput = inputFor({tco::defaultScenario()}, QLocale(QLocale::Chinese, QLocale::China));
    const ReportDocument zhDoc = ReportBuilder(computeReportData(zhInput), false).build();
    QVERIFY(htmlReport(zhDoc).contains("lang=\"zh-CN\""));
}

void TestReport::csvTotalsEqualModel_data()
{
    QTest::addColumn<QString>("mfu");
    QTest::addColumn<QString>("gpus");
    QTest::addColumn<QString>("mode");
    QTest::newRow("default scenario") << QString() << QString() << QString();
    QTest::newRow("owned cluster, odd sizes") << QStringLiteral("0.333") << QStringLiteral("1000") << QStringLiteral("buy");
    // Spot on many more accelerators cannot finish (pre-emptions per node):
    // infeasiblePlanIsMarkedEverywhere covers plans without totals.
    QTest::newRow("spot, many accelerators") << QStringLiteral("0.47") << QStringLiteral("4001") << QStringLiteral("spot");
}

void TestReport::csvTotalsEqualModel()
{
    QFETCH(QString, mfu);
    QFETCH(QString, gpus);
    QFETCH(QString, mode);
    tco::Scenario s = tco::defaultScenario();
    s.name = "Plan, \"quoted\"";
    const tco::Catalog &catalog = tco::Catalog::builtIn();
    if (!mfu.isEmpty()) {
        QVERIFY(!tco::setFromText(s, "compute.mfu", mfu.toStdString(), catalog));
        QVERIFY(!tco::setFromText(s, "cluster.gpuCount", gpus.toStdString(), catalog));
        QVERIFY(!tco::setFromText(s, "pricing.mode", mode.toStdString(), catalog));
    }
    const tco::Result r = tco::evaluate(s, catalog);
    const ReportData data = computeReportData(inputFor({s}));
    const auto rows = parseCsv(QString::fromUtf8(csvReport(data)));
    const QString name = QString::fromStdString(s.name);

    const QString total = csvMetric(rows, name, QStringLiteral("cost.total"));
    QVERIFY(!total.isEmpty());
    QCOMPARE(total.toDouble(), r.totalUsd); // exactly: round-trip number text
    QCOMPARE(total, QString::fromStdString(tco::formatNumber(r.totalUsd)));
    QCOMPARE(csvMetric(rows, name, QStringLiteral("budget.status")),
             QString::fromLatin1(tco::budgetStatusKey(r.budgetStatus).data()));

    // The matrix: every cell and the total row.
    int cells = 0;
    bool totalRow = false;
    for (const QStringList &row : rows) {
        if (row.size() != 9 || row[0] != name)
            continue;
        if (row[1] == QLatin1String("total")) {
            QCOMPARE(row[6].toDouble(), r.totalUsd);
            totalRow = true;
            continue;
        }
        for (std::size_t c = 0; c < tco::kCategoryCount; ++c) {
            if (row[1] != QLatin1String(tco::categoryKey(static_cast<tco::Category>(c)).data()))
                continue;
            for (std::size_t p = 0; p < tco::kPhaseCount; ++p)
                QCOMPARE(row[3 + static_cast<int>(p)].toDouble(), r.cost[c][p]);
            QCOMPARE(row[6].toDouble(), r.categoryUsd(static_cast<tco::Category>(c)));
            ++cells;
        }
    }
    QCOMPARE(cells, static_cast<int>(tco::kCategoryCount));
    QVERIFY(totalRow);
}

void TestReport::csvIsDeterministic()
{
    const ReportInput in = inputFor({tco::defaultScenario()});
    QCOMPARE(csvReport(computeReportData(in)), csvReport(computeReportData(in)));
    // A name that a spreadsheet would run as a formula is neutralised.
    tco::Scenario s = tco::defaultScenario();
    s.name = "=HYPERLINK(\"x\")";
    const QByteArray csv = csvReport(computeReportData(inputFor({s})));
    QVERIFY(csv.contains("\"'=HYPERLINK(\"\"x\"\")\""));
}

void TestReport::comparisonShowsDeltas()
{
    const tco::Scenario a = changed({}, "Baseline");
    const tco::Scenario b = changed({{"cluster.gpuCount", "4096"}, {"pricing.mode", "spot"}, {"compute.mfu", "0.45"}}, "Faster");
    const ReportData data = computeReportData(inputFor({a, b}));
    QCOMPARE(data.comparisons.size(), std::size_t(1));
    const tco::Comparison &c = data.comparisons.front();
    const tco::Comparison expected = tco::compare(a, b, tco::Catalog::builtIn());
    QCOMPARE(c.totalDeltaUsd, expected.totalDeltaUsd);
    QCOMPARE(c.totalDeltaUsd, expected.b.totalUsd - expected.a.totalUsd);

    const ReportDocument doc = ReportBuilder(data, false).build();
    const QLocale &en = data.input.locale;
    // KPIs side by side: A, B, absolute and relative change.
    const ReportTable *kpis = findTable(doc, QStringLiteral("Key figure"), 1); // [0] is the summary's
    QVERIFY(kpis);
    QCOMPARE(kpis->header.size(), std::size_t(5));
    const ReportRow *total = findRow(*kpis, QStringLiteral("Total cost of ownership"));
    QVERIFY(total);
    QCOMPARE(total->cells[1].text, ReportBuilder::totalText(c.a, en));
    QCOMPARE(total->cells[2].text, ReportBuilder::totalText(c.b, en));
    QCOMPARE(total->cells[3].text, ReportTexts::signedUsd(c.b.totalUsd - c.a.totalUsd, en));
    QCOMPARE(total->cells[4].text, ReportTexts::signedPercent(tco::relativeChange(c.a.totalUsd, c.b.totalUsd), en));

    // The category table adds up to the change in totals.
    const ReportTable *cats = findTable(doc, QStringLiteral("Cost category"));
    QVERIFY(cats);
    QCOMPARE(cats->rows.back().cells[3].text, ReportTexts::signedUsd(c.totalDeltaUsd, en));
    double sum = 0;
    for (double d : c.categoryDeltaUsd)
        sum += d;
    QVERIFY(std::abs(sum - c.totalDeltaUsd) <= 1e-6 * std::abs(c.a.totalUsd));

    // Every input that differs is listed with its effect.
    const ReportTable *inputs = findTable(doc, QStringLiteral("Input"));
    QVERIFY(inputs);
    QCOMPARE(inputs->rows.size(), c.inputChanges.size() + 1); // + total
    QStringList keys;
    for (const ReportRow &r : inputs->rows)
        keys << r.cells[0].text;
    for (const char *key : {"cluster.gpuCount", "pricing.mode", "compute.mfu"})
        QVERIFY2(keys.contains(QString::fromLatin1(key)), key);

    // CSV: the comparison block carries the exact delta.
    const auto rows = parseCsv(QString::fromUtf8(csvReport(data)));
    bool found = false;
    for (const QStringList &r : rows)
        if (r.size() == 8 && r[2] == QLatin1String("total")) {
            QCOMPARE(r[7].toDouble(), c.totalDeltaUsd);
            found = true;
        }
    QVERIFY(found);
}

void TestReport::comparisonPdf()
{
    const tco::Scenario a = changed({}, "Baseline plan");
    const tco::Scenario b = changed({{"cluster.gpuCount", "4096"}}, "Twice the accelerators");
    const ReportData data = computeReportData(inputFor({a, b}));
    const ReportDocument doc = ReportBuilder(data).build();
    QCOMPARE(doc.figureCount(), 2 * 10 + 2 + 1); // per scenario, two waterfalls, history
    const QString file = path(QStringLiteral("compare.pdf"));
    QFile f(file);
    QVERIFY(f.open(QIODevice::WriteOnly));
    QVERIFY(writePdf(doc, &f) > 0);
    f.close();
    const QString text = pdfText(file);
    QVERIFY(text.contains(QStringLiteral("Comparison")));
    QVERIFY(text.contains(QStringLiteral("Baseline plan")));
    QVERIFY(text.contains(QStringLiteral("Twice the accelerators")));
    const tco::Comparison &c = data.comparisons.front();
    QVERIFY(text.contains(ReportTexts::signedUsd(c.totalDeltaUsd, data.input.locale)));
}

void TestReport::infeasiblePlanIsMarkedEverywhere()
{
    const tco::Scenario s = doesNotFit();
    const tco::Result r = tco::evaluate(s, tco::Catalog::builtIn());
    QVERIFY(!r.feasible());
    QVERIFY(r.has(tco::Condition::ModelDoesNotFit));
    const QLocale en(QLocale::English, QLocale::UnitedStates);
    // The model still computes floors; the report must not present them.
    const QString floor = formatUsd(r.totalUsd, en);

    const QString pdf = path(QStringLiteral("infeasible.pdf"));
    QString error;
    QVERIFY2(ReportExporter::exportFile(inputFor({s}), pdf, &error), qPrintable(error));
    const QString cover = flat(pdfPageText(pdf, 1));
    QVERIFY2(cover.contains(QStringLiteral("No valid plan: Model does not fit in memory")), qPrintable(cover));
    QVERIFY(!cover.contains(QStringLiteral("Total cost of ownership $")));
    const QString text = flat(pdfText(pdf));
    QVERIFY2(!text.contains(floor), qPrintable(floor));
    QVERIFY(text.contains(QStringLiteral("Improve this plan")));
    QVERIFY(text.contains(QStringLiteral("makes it feasible")));

    const ReportData data = computeReportData(inputFor({s}));
    const QString html = QString::fromUtf8(htmlReport(ReportBuilder(data, false).build()));
    QVERIFY(html.contains(QStringLiteral("No valid plan: Model does not fit in memory")));
    QVERIFY(!html.contains(floor));

    // CSV: the flag, the condition with its severity, and no totals.
    const auto rows = parseCsv(QString::fromUtf8(csvReport(data)));
    const QString name = QString::fromStdString(s.name);
    QCOMPARE(csvMetric(rows, name, QStringLiteral("feasible")), QStringLiteral("0"));
    QCOMPARE(csvMetric(rows, name, QStringLiteral("cost.total")), QString());
    QCOMPARE(csvMetric(rows, name, QStringLiteral("wallClockDays")), QString());
    QCOMPARE(csvMetric(rows, name, QStringLiteral("condition.modelDoesNotFit")), QStringLiteral("1"));
    for (const QStringList &row : rows)
        if (row.size() == 5 && row[1] == QLatin1String("condition.modelDoesNotFit"))
            QCOMPARE(row[4], QStringLiteral("infeasible"));
    QVERIFY(!csvMetric(rows, name, QStringLiteral("flops")).isEmpty()); // what does not need the run stays

    // A feasible plan says so.
    const auto ok = parseCsv(QString::fromUtf8(csvReport(computeReportData(inputFor({tco::defaultScenario()})))));
    QCOMPARE(csvMetric(ok, QString::fromStdString(tco::defaultScenario().name), QStringLiteral("feasible")),
             QStringLiteral("1"));

    // Compared with a valid plan: no deltas, and the cover names the plan that cannot run.
    const ReportData both = computeReportData(inputFor({tco::defaultScenario(), s}));
    const ReportDocument doc = ReportBuilder(both, false).build();
    const auto &c = std::get<ReportCover>(doc.blocks.front());
    QVERIFY2(c.headline.contains(QStringLiteral("B: No valid plan")), qPrintable(c.headline));
    QCOMPARE(c.headlineTone, ReportTone::Bad);
    const ReportTable *figures = findTable(doc, QStringLiteral("Key figure"));
    QVERIFY(figures);
    const ReportRow *total = findRow(*figures, QStringLiteral("Total cost of ownership"));
    QVERIFY(total);
    QCOMPARE(total->cells[2].text, QStringLiteral("No valid plan"));
    const ReportRow *days = findRow(*figures, QStringLiteral("Main training run"));
    QCOMPARE(days->cells[2].text, QStringLiteral("—"));
}

void TestReport::warningsStandNextToTheFigures()
{
    // A budget far below the total: past the review line, a warning with its $.
    const tco::Scenario s = changed({{"budget.usd", "5e6"}}, "Over budget");
    const tco::Result r = tco::evaluate(s, tco::Catalog::builtIn());
    QVERIFY(r.feasible());
    QVERIFY(r.has(tco::Condition::PastReviewLine));
    ReportInput in = inputFor({s});
    in.conditionSentence = [](tco::Condition c, const tco::Result &, const tco::Scenario &) {
        return QStringLiteral("Sentence for %1.").arg(QString::fromLatin1(tco::conditionKey(c).data()));
    };
    const ReportDocument doc = ReportBuilder(computeReportData(in), false).build();
    const ReportKpiGrid *grid = nullptr;
    for (const ReportBlock &b : doc.blocks)
        if (const auto *g = std::get_if<ReportKpiGrid>(&b))
            grid = g;
    QVERIFY(grid);
    const ReportKpi &totalKpi = grid->items.front();
    QCOMPARE(totalKpi.value, formatUsd(r.totalUsd, in.locale)); // the figure stands ...
    QCOMPARE(totalKpi.tone, ReportTone::Warning);               // ... with the warning beside it
    QVERIFY(totalKpi.detail.contains(ReportTexts::condition(tco::Condition::PastReviewLine)));

    const ReportTable *conditions = findTable(doc, QStringLiteral("Condition"));
    QVERIFY(conditions);
    const ReportRow *row = findRow(*conditions, ReportTexts::condition(tco::Condition::PastReviewLine));
    QVERIFY(row);
    QCOMPARE(row->cells[1].text, QStringLiteral("Warning"));
    QCOMPARE(row->cells[2].text, QStringLiteral("Sentence for pastReviewLine."));
    const double usd = r.conditionUsd[static_cast<std::size_t>(tco::Condition::PastReviewLine)];
    QCOMPARE(row->cells[3].text, formatUsd(usd, in.locale));
}

void TestReport::adviceSectionListsLevers()
{
    tco::Scenario s = tco::defaultScenario();
    s.name = "Improvable";
    s.set(tco::InputId::CheckpointIntervalHours, 6); // far from the optimum: the interval lever saves money
    const std::vector<tco::Lever> levers = tco::advise(s, tco::Catalog::builtIn());
    QVERIFY(!levers.empty());
    ReportInput in = inputFor({s});
    in.leverSentence = [](const tco::Lever &l, const tco::Scenario &) {
        return QStringLiteral("Do %1").arg(QString::fromLatin1(tco::leverKey(l.kind).data()));
    };
    const ReportDocument doc = ReportBuilder(computeReportData(in), false).build();
    const ReportTable *t = findTable(doc, QStringLiteral("Lever"));
    QVERIFY(t);
    QCOMPARE(t->rows.size(), std::min<std::size_t>(12, levers.size()));
    for (std::size_t i = 0; i < t->rows.size(); ++i) {
        const ReportRow &row = t->rows[i];
        QCOMPARE(row.cells[0].text, ReportTexts::lever(levers[i].kind));
        QCOMPARE(row.cells[0].detail, QStringLiteral("Do %1").arg(QString::fromLatin1(tco::leverKey(levers[i].kind).data())));
        QCOMPARE(row.cells[2].text, formatUsd(levers[i].totalUsd, in.locale));
        QCOMPARE(row.cells[4].text, ReportTexts::signedUsd(-levers[i].savedUsd, in.locale));
    }
    // The interval lever names the input it changes, from and to.
    const ReportRow *interval = findRow(*t, ReportTexts::lever(tco::LeverKind::OptimalInterval));
    QVERIFY(interval);
    QVERIFY2(interval->cells[1].text.contains(QStringLiteral("checkpoint.intervalHours: 6 h →")),
             qPrintable(interval->cells[1].text));

    // For a plan that cannot run, the levers make it feasible and save nothing against it.
    const ReportDocument none = ReportBuilder(computeReportData(inputFor({doesNotFit()})), false).build();
    const ReportTable *fixes = findTable(none, QStringLiteral("Lever"));
    QVERIFY(fixes);
    QVERIFY(!fixes->rows.empty());
    QCOMPARE(fixes->rows.front().cells[4].text, QStringLiteral("makes it feasible"));
}

void TestReport::methodExplainsFailuresAndConditions()
{
    const ReportDocument doc = ReportBuilder(computeReportData(inputFor({tco::defaultScenario()})), false).build();
    QStringList headings;
    QString text;
    for (const ReportBlock &b : doc.blocks) {
        if (const auto *h = std::get_if<ReportHeading>(&b))
            headings << h->text;
        if (const auto *p = std::get_if<ReportParagraph>(&b))
            text += p->text + QLatin1Char(' ');
    }
    for (const char *title : {"Failures, checkpoints and restarts", "Operational practice presets", "Memory fit",
                              "Conditions"})
        QVERIFY2(headings.filter(QString::fromLatin1(title)).size() >= 1, title);
    for (const char *phrase : {"per-node rate", "Asynchronous checkpoints", "In-memory", "hot spares"})
        QVERIFY2(text.contains(QString::fromLatin1(phrase)), phrase);
    // The presets table: one column per preset, values from the model.
    bool found = false;
    for (const ReportBlock &b : doc.blocks) {
        const auto *t = std::get_if<ReportTable>(&b);
        if (!t || t->header.size() != 4 || t->header[1] != ReportTexts::practice(tco::Practice::FirstLargeRun))
            continue;
        found = true;
        const auto settings = tco::practiceSettings(tco::Practice::FrontierScale);
        QCOMPARE(t->rows.size(), settings.size());
        QCOMPARE(t->rows.front().cells[3].text,
                 ReportTexts::inputValue(settings.front().id, settings.front().value, QLocale(QLocale::English,
                                                                                            QLocale::UnitedStates)));
    }
    QVERIFY(found);
    // The conditions table lists every condition with its kind.
    int tables = 0;
    for (const ReportBlock &b : doc.blocks)
        if (const auto *t = std::get_if<ReportTable>(&b); t && t->header.size() == 3 && t->header[0] == QLatin1String("Condition")) {
            ++tables;
            QCOMPARE(t->rows.size(), tco::kConditionCount);
            QCOMPARE(t->rows.front().cells[1].text, ReportTexts::severity(tco::Severity::Infeasible));
        }
    QCOMPARE(tables, 1);
}

void TestReport::exporterRefusesUnknownFormat()
{
    QString error;
    QVERIFY(!ReportExporter::exportFile(inputFor({}), path(QStringLiteral("report.docx")), &error));
    QVERIFY(error.contains(QStringLiteral("docx")));
    QVERIFY(!QFile::exists(path(QStringLiteral("report.docx"))));
    QVERIFY(ReportExporter::formatForPath(QStringLiteral("A.PDF")) == ReportFormat::Pdf);
    QVERIFY(ReportExporter::formatForPath(QStringLiteral("a.htm")) == ReportFormat::Html);
    QVERIFY(!ReportExporter::formatForPath(QStringLiteral("a.pdf.txt")));
}

void TestReport::cliWritesEveryFormat_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("language");
    QTest::addColumn<bool>("unsetPlatform");
    QTest::newRow("pdf, no QT_QPA_PLATFORM") << QStringLiteral("cli.pdf") << QStringLiteral("en") << true;
    QTest::newRow("pdf, Chinese") << QStringLiteral("cli-zh.pdf") << QStringLiteral("zh_CN") << false;
    QTest::newRow("html") << QStringLiteral("cli.html") << QStringLiteral("en") << false;
    QTest::newRow("csv") << QStringLiteral("cli.csv") << QStringLiteral("en") << false;
}

void TestReport::cliWritesEveryFormat()
{
    QFETCH(QString, file);
    QFETCH(QString, language);
    QFETCH(bool, unsetPlatform);
    const QString out = path(file);
    const Run r = runCli({QStringLiteral("report"), QStringLiteral("--out"), out, QStringLiteral("--language"), language,
                          QStringLiteral("--samples"), QStringLiteral("1000"), QStringLiteral("--set"),
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
        QVERIFY(text.contains(language == QLatin1String("zh_CN") ? QString::fromUtf8("执行摘要") : QStringLiteral("Executive summary")));
    } else if (file.endsWith(QLatin1String(".html"))) {
        QFile f(out);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QByteArray html = f.readAll();
        QVERIFY(html.count("data:image/png;base64,") >= 9);
    } else {
        QFile f(out);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const auto rows = parseCsv(QString::fromUtf8(f.readAll()));
        QCOMPARE(csvMetric(rows, QString::fromStdString(s.name), QStringLiteral("cost.total")).toDouble(), result.totalUsd);
    }
}

void TestReport::cliComparesScenarioFiles()
{
    const tco::Scenario a = changed({}, "A plan");
    const tco::Scenario b = changed({{"compute.mfu", "0.5"}}, "B plan");
    const QString fa = path(QStringLiteral("a.tcoplan")), fb = path(QStringLiteral("b.tcoplan"));
    QCOMPARE(tco::saveScenarioFile(a, fa.toStdString()), tco::FileError::None);
    QCOMPARE(tco::saveScenarioFile(b, fb.toStdString()), tco::FileError::None);
    const QString out = path(QStringLiteral("ab.csv"));
    const Run r = runCli({QStringLiteral("report"), QStringLiteral("--scenario"), fa, QStringLiteral("--scenario"), fb,
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

void TestReport::cliBadInput_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("message");
    const QString out = QDir::temp().filePath(QStringLiteral("llm-tco-report-test.pdf"));
    QTest::newRow("unknown extension") << QStringList{QStringLiteral("--out"), QStringLiteral("report.docx")}
                                       << QStringLiteral("unknown report format");
    QTest::newRow("no --out") << QStringList{} << QStringLiteral("--out");
    QTest::newRow("unreadable scenario") << QStringList{QStringLiteral("--scenario"), QStringLiteral("/nonexistent/x.tcoplan"),
                                                        QStringLiteral("--out"), out}
                                         << QStringLiteral("--scenario '/nonexistent/x.tcoplan'");
    QTest::newRow("bad --set") << QStringList{QStringLiteral("--set"), QStringLiteral("compute.mfu=7"), QStringLiteral("--out"), out}
                               << QStringLiteral("compute.mfu");
    QTest::newRow("bad language") << QStringList{QStringLiteral("--language"), QStringLiteral("fr"), QStringLiteral("--out"), out}
                                  << QStringLiteral("--language");
    QStringList five;
    for (int i = 0; i < 5; ++i)
        five << QStringLiteral("--scenario") << QStringLiteral("x.tcoplan");
    QTest::newRow("five scenarios") << (five << QStringLiteral("--out") << out) << QStringLiteral("at most 4");
}

void TestReport::cliBadInput()
{
    QFETCH(QStringList, args);
    QFETCH(QString, message);
    const Run r = runCli(QStringList{QStringLiteral("report")} + args);
    QCOMPARE(r.code, 2);
    QVERIFY2(r.err.contains(message), qPrintable(r.err));
}

void TestReport::cliUnwritableFile()
{
    const Run r = runCli({QStringLiteral("report"), QStringLiteral("--out"), QStringLiteral("/nonexistent-dir/report.pdf"),
                          QStringLiteral("--samples"), QStringLiteral("100")});
    QCOMPARE(r.code, 1);
    QVERIFY2(r.err.contains(QStringLiteral("/nonexistent-dir/report.pdf")), qPrintable(r.err));
}

void TestReport::fullDiskKeepsTheOldReport()
{
    // Defect: `llm-tco report --out r.csv` on a full disk printed "wrote
    // r.csv", exited 0 and left the old CSV at 0 bytes; HTML said "Unknown
    // error".
    QTemporaryDir dir;
    for (const char *name : {"r.csv", "r.html"}) {
        const QString path = dir.filePath(QString::fromLatin1(name));
        QString error;
        QVERIFY2(ReportExporter::exportFile(inputFor({tco::defaultScenario()}), path, &error), qPrintable(error));
        QFile first(path);
        QVERIFY(first.open(QIODevice::ReadOnly));
        const QByteArray before = first.readAll();
        first.close();
        tco::injectWriteFailureForTesting(ENOSPC);
        QVERIFY(!ReportExporter::exportFile(inputFor({tco::defaultScenario()}), path, &error));
        QVERIFY2(error.contains(QStringLiteral("No space left on device")), qPrintable(error));
        QFile after(path);
        QVERIFY(after.open(QIODevice::ReadOnly));
        QCOMPARE(after.readAll(), before);
    }
}

QTEST_MAIN(TestReport)
#include "tst_report.moc"
