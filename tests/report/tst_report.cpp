// SPDX-License-Identifier: GPL-3.0-or-later
// Reports as files: PDF pages and text, Chinese, print, HTML structure and
// images, CSV totals, the exporter and a full disk.
#include "reportfixture.h"

#include "report/csvreport.h"
#include "report/htmlreport.h"
#include "report/pdfreport.h"
#include "report/report.h"
#include "report/reportbuilder.h"
#include "report/reportcharts.h"
#include "report/reportdata.h"
#include "report/reportlanguage.h"
#include "report/reportpainter.h"
#include "texts/messagetexts.h"
#include "texts/numberformat.h"
#include "texts/prosetexts.h"

#include "plan/evaluate.h"
#include "texts/numberformat.h"

#include "testmain.h"

#include <QBuffer>
#include <QFontDatabase>
#include <QPainter>
#include <QPrinter>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>
#include <QXmlStreamReader>

#include <files/atomicfile.h>

#include <cerrno>
#include <cmath>

namespace tst_report { // one namespace a test file: tests/testmain.h, "Unity builds"

using namespace planner;
using namespace reporttest;

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
    void recordedChartDrawsAsTheChart();
    void pdfPagesMatchPainter();
    void tablesLeaveNoRowAlone();
    void printUsesSamePages();
    void htmlIsWellFormedAndSelfContained();
    void csvTotalsEqualModel_data();
    void csvTotalsEqualModel();
    void csvIsDeterministic();
    void exporterRefusesUnknownFormat();

private:
    QTemporaryDir m_dir;
    QString path(const QString &name) const { return m_dir.filePath(name); }
};

void TestReport::initTestCase()
{
    QVERIFY(m_dir.isValid());
    if (!havePdfText())
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
    QCOMPARE(ProseTexts::inputValue(static_cast<tco::InputId>(input), value,
                                    QLocale(QLocale::English, QLocale::UnitedStates)),
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
    QVERIFY(text.contains(QString::fromStdString(s.name)));             // footer on every page
    QVERIFY(text.contains(ReportBuilder::totalText(r, en)));            // "$16.3M"
    QVERIFY(text.contains(MessageTexts::budgetStatus(r.budgetStatus))); // "Within budget"
    QVERIFY(text.contains(QStringLiteral("Page 1 of %1").arg(pages)));
    QVERIFY(text.contains(QStringLiteral("Page %1 of %1").arg(pages)));
    QVERIFY(oneLine.contains(QStringLiteral("Estimates from editable assumptions, not quotes")));
    for (const char *heading : {"Executive summary", "Assumptions", "Cost breakdown", "Hidden costs",
                                "Trade-offs", "Risk", "What fits the budget and the deadline",
                                "Cost magnitude in context", "Method and sources", "P10", "P90"})
        QVERIFY2(text.contains(QString::fromLatin1(heading)), heading);
    // The assumptions list every input.
    for (const tco::InputSpec &spec : tco::inputSpecs())
        QVERIFY2(text.contains(QString::fromUtf8(spec.key.data(), static_cast<qsizetype>(spec.key.size()))),
                 spec.key.data());
    // The charts are drawn as vectors, crisp at any zoom: the only images
    // are the tiles of hatched fills (Qt's PDF engine writes a brush
    // pattern as one), and the charts' axis titles and legends are text a
    // reader can search.
    QFile pdf(file);
    QVERIFY(pdf.open(QIODevice::ReadOnly));
    const QString bytes = QString::fromLatin1(pdf.readAll());
    static const QRegularExpression image(QStringLiteral("/Subtype /Image[^>]*/Width (\\d+)"));
    for (auto it = image.globalMatch(bytes); it.hasNext();) {
        const int width = it.next().captured(1).toInt();
        QVERIFY2(width <= 16, qPrintable(QStringLiteral("an image %1 px wide").arg(width)));
    }
    for (const char *chartText : {"Checkpoint interval (log scale)", "Cost with all storage warm"})
        QVERIFY2(oneLine.contains(QString::fromLatin1(chartText)), chartText);
    // Their figures too: the spend chart's budget label with its digits
    // (Noto Sans CJK's contextual digit forms had no text-map entry).
    const QString budgetLabel =
        QStringLiteral("Budget %1, cumulative").arg(formatUsd(s.value(tco::InputId::BudgetUsd), en));
    QVERIFY2(oneLine.contains(budgetLabel), qPrintable(budgetLabel));
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
    for (const char *heading :
         {"执行摘要", "假设条件", "成本构成", "隐性成本", "权衡曲线", "风险", "方法与来源", "总拥有成本"})
        QVERIFY2(text.contains(QString::fromUtf8(heading)), heading);
    const int pages = pdfPages(file);
    QVERIFY(text.contains(QStringLiteral("第 1 页，共 %1 页").arg(pages)));
    const tco::Result r = tco::evaluate(s, tco::Catalog::builtIn());
    QVERIFY(text.contains(ReportBuilder::totalText(r, zh.locale()))); // "$1629万"
    QVERIFY(text.contains(MessageTexts::budgetStatus(r.budgetStatus)));
    for (const QChar c : text)
        QVERIFY2(!(c.unicode() >= 0x2E80 && c.unicode() <= 0x2FDF), "a CJK radical in the extracted text");
    // Every Chinese text, the charts' legends and labels too, in a Simplified
    // Chinese face: never the Japanese, Korean or Traditional forms the
    // system would fall back to under a non-Chinese locale.
    QFile pdf(file);
    QVERIFY(pdf.open(QIODevice::ReadOnly));
    const QByteArray bytes = pdf.readAll();
    for (const char *face : {"CJKjp", "CJKkr", "CJKtc", "CJKhk"})
        QVERIFY2(!bytes.contains(face), face);
}

void TestReport::recordedChartDrawsAsTheChart()
{
    // A chart on paper is its recording replayed (ReportDrawing), which
    // sets each run of a label by the ascent of the font's first face: a
    // label mixing Chinese and Latin ("$1.35亿") must come back on one
    // baseline, as drawn directly. With the body text's faces (a Latin face
    // first) the Chinese runs land lower; the charts' faces keep them.
    const QString label = QStringLiteral("按峰值自有（20,800）：$2.87亿 · Cost 成本");
    const auto direct = [&](const QFont &font, QPaintDevice *device) {
        QPainter painter(device);
        painter.setRenderHints(QPainter::Antialiasing | QPainter::TextAntialiasing);
        painter.setFont(font);
        painter.setPen(Qt::black);
        painter.drawText(QPointF(8, 36), label);
    };
    const auto differing = [&](const QFont &font) {
        ReportDrawing drawing;
        drawing.size = QSize(520, 56);
        direct(font, &drawing.picture);
        QImage own(drawing.size, QImage::Format_RGB32);
        own.fill(Qt::white);
        direct(font, &own);
        const QImage replay = drawing.toImage(1.0);
        int differ = 0;
        for (int y = 0; y < own.height(); ++y)
            for (int x = 0; x < own.width(); ++x)
                differ += std::abs(qGray(own.pixel(x, y)) - qGray(replay.pixel(x, y))) > 64 ? 1 : 0;
        return differ;
    };
    const int chart = differing(ReportChartRenderer::chartFont(9.5));
    QVERIFY2(chart <= 20, qPrintable(QStringLiteral("%1 pixels differ").arg(chart)));
    // And its text comes back from the PDF whole, figures included: Noto
    // Sans CJK shapes digits after Latin text into contextual forms that
    // Qt 6.4's PDF text map cannot name.
    const QString figures = QStringLiteral("Budget $12.5M, 0123456789 · 预算 $1250万");
    ReportDocument doc;
    ReportFigure figure;
    figure.drawing.size = QSize(520, 56);
    QPainter painter(&figure.drawing.picture);
    painter.setFont(ReportChartRenderer::chartFont(9.5));
    painter.drawText(QPointF(8, 36), figures);
    painter.end();
    doc.blocks.push_back(figure);
    const QString file = path(QStringLiteral("label.pdf"));
    QFile f(file);
    QVERIFY(f.open(QIODevice::WriteOnly));
    QVERIFY(writePdf(doc, &f) > 0);
    f.close();
    const QString extracted = flat(pdfText(file));
    QVERIFY2(extracted.contains(figures), qPrintable(extracted));
    // The check can fail: with a Latin face first the runs do move (where
    // the system has both kinds of face).
    if (QFontInfo(ReportChartRenderer::reportFont(9.5)).family() == QStringLiteral("DejaVu Sans") &&
        QFontDatabase::families().contains(QStringLiteral("Noto Sans CJK SC")))
        QVERIFY(differing(ReportChartRenderer::reportFont(9.5)) > 100);
}

void TestReport::pdfPagesMatchPainter()
{
    const ReportData data = computeReportData(inputFor({tco::defaultScenario()}));
    const ReportDocument doc = ReportBuilder(data).build();
    QCOMPARE(doc.figureCount(),
             14); // breakdown, spend over time, 8 trade-offs (with goodput, buy or rent and the published
                  // runs), risk, tornado, feasible region, history
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

void TestReport::tablesLeaveNoRowAlone()
{
    // A short table after more and more text: it moves to the next page
    // whole, never with a row left behind or sent on alone. A long table
    // breaks with at least two rows on each side.
    const auto table = [](const QString &tag, int rows) {
        ReportTable t;
        t.header = {QStringLiteral("Lever"), QStringLiteral("Saves")};
        for (int r = 1; r <= rows; ++r)
            t.rows.push_back(
                {{ReportCell{QStringLiteral("%1row%2").arg(tag).arg(r)}, ReportCell{QStringLiteral("$1M")}}});
        return t;
    };
    const QString file = path(QStringLiteral("rows.pdf"));
    for (int filler = 30; filler <= 60; filler += 2) {
        for (const int rows : {4, 40}) {
            ReportDocument doc;
            doc.pageLabel = QStringLiteral("Page %1 of %2");
            for (int i = 0; i < filler; ++i)
                doc.blocks.push_back(ReportParagraph{QStringLiteral("Filler line %1.").arg(i)});
            doc.blocks.push_back(table(QStringLiteral("t"), rows));
            QBuffer buffer;
            buffer.open(QIODevice::WriteOnly);
            QVERIFY(writePdf(doc, &buffer) > 0);
            QFile f(file);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(buffer.data());
            f.close();
            const QStringList pages = pdfText(file).split(QLatin1Char('\f'));
            for (const QString &page : pages) {
                const qsizetype onPage = page.count(QRegularExpression(QStringLiteral("\\btrow\\d+\\b")));
                const QString where =
                    QStringLiteral("%1 filler, %2 rows: %3 on a page").arg(filler).arg(rows).arg(onPage);
                if (rows == 4)
                    QVERIFY2(onPage == 0 || onPage == 4, qPrintable(where));
                else
                    QVERIFY2(onPage == 0 || onPage >= 2, qPrintable(where));
            }
        }
    }
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
    QVERIFY2(!xml.hasError(),
             qPrintable(xml.errorString() + QStringLiteral(" at line %1").arg(xml.lineNumber())));
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
    QTest::newRow("owned cluster, odd sizes")
        << QStringLiteral("0.333") << QStringLiteral("1000") << QStringLiteral("buy");
    // Spot on many more accelerators cannot finish (pre-emptions per node):
    // infeasiblePlanIsMarkedEverywhere covers plans without totals.
    QTest::newRow("spot, many accelerators")
        << QStringLiteral("0.47") << QStringLiteral("4001") << QStringLiteral("spot");
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

    // The spend over time, a row a month, sums to the total; its last
    // cumulative is the total (model/analysis/cashflow.h).
    const int totalColumn = 2 + static_cast<int>(tco::kCategoryCount);
    double spent = 0;
    int months = 0;
    QString lastCumulative;
    for (const QStringList &row : rows) {
        if (row.size() != totalColumn + 4 || row[0] != name || row[1] == QLatin1String("month"))
            continue;
        QVERIFY2(QRegularExpression(QStringLiteral("^\\d{4}-\\d{2}$")).match(row[1]).hasMatch(),
                 qPrintable(row[1]));
        spent += row[totalColumn].toDouble();
        lastCumulative = row[totalColumn + 1];
        ++months;
    }
    QCOMPARE(months, static_cast<int>(data.scenarios.front().cashflow.cost.size()));
    QVERIFY(months >= 3);
    QVERIFY(std::abs(spent - r.totalUsd) <= 1e-6 * r.totalUsd);
    QVERIFY(std::abs(lastCumulative.toDouble() - r.totalUsd) <= 1e-6 * r.totalUsd);
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

void TestReport::fullDiskKeepsTheOldReport()
{
    // Defect: `llm-tco report --out r.csv` on a full disk printed "wrote
    // r.csv", exited 0 and left the old CSV at 0 bytes; HTML said "Unknown
    // error".
    QTemporaryDir dir;
    for (const char *name : {"r.csv", "r.html"}) {
        const QString path = dir.filePath(QString::fromLatin1(name));
        QString error;
        QVERIFY2(ReportExporter::exportFile(inputFor({tco::defaultScenario()}), path, &error),
                 qPrintable(error));
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

PLANNER_TEST_MAIN(TestReport)
} // namespace tst_report

#include "tst_report.moc"
