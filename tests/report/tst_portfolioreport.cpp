// SPDX-License-Identifier: GPL-3.0-or-later
// The portfolio report (issue 35 item 2, report/portfolioreport.h): the
// typical year's executive PDF in at most 4 pages in English and Chinese,
// the HTML with the window's annual total and the fleet decision, the CSV
// against evaluatePortfolio, the full report's every run, and
// `llm-tco report --portfolio` in each format and with a bad --kind.
#include "reportfixture.h"

#include "report/htmlreport.h"
#include "report/portfolioreport.h"
#include "report/report.h"
#include "report/reportlanguage.h"

#include "plan/evaluate.h"
#include "portfolio/demand.h"
#include "portfolio/placedrun.h"
#include "portfolio/portfoliofile.h"
#include "portfolio/typicalyear.h"
#include "texts/numberformat.h"
#include "texts/portfoliotexts.h"
#include "tracking/actuals.h"

#include "testmain.h"

#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <cmath>

namespace tst_portfolioreport { // one namespace a test file: tests/testmain.h, "Unity builds"

using namespace planner;
using namespace reporttest;

namespace {

tco::Portfolio year()
{
    return tco::typicalYear(tco::Catalog::builtIn(), tco::CivilDate{2027, 1, 1});
}

PortfolioReportInput inputOf(ReportKind kind,
                             const QLocale &locale = QLocale(QLocale::English, QLocale::UnitedStates))
{
    PortfolioReportInput in;
    in.portfolio = year();
    in.fileName = QStringLiteral("year.tcoportfolio");
    in.kind = kind;
    in.catalog = &tco::Catalog::builtIn();
    in.locale = locale;
    in.generatedAt = QDateTime(QDate(2026, 12, 6), QTime(9, 0));
    return in;
}

QString readAll(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? QString::fromUtf8(f.readAll()) : QString();
}

/** The rows of the CSV block whose header starts with `first`, header excluded. */
std::vector<QStringList> csvBlock(const std::vector<QStringList> &rows, const QString &first)
{
    std::vector<QStringList> block;
    bool in = false;
    for (const QStringList &r : rows) {
        if (r.isEmpty() || (r.size() == 1 && r.front().isEmpty())) {
            if (in)
                break;
            continue;
        }
        if (in)
            block.push_back(r);
        else if (r.front() == first)
            in = true;
    }
    return block;
}

/** Writes the report of already computed `data` to `file` in `format`:
 *  one Monte Carlo for several files (the sanitizer build is slow). */
bool writeReport(const PortfolioReportData &data, ReportFormat format, const QString &file)
{
    QFile out(file);
    if (!out.open(QIODevice::WriteOnly))
        return false;
    if (format == ReportFormat::Csv)
        return out.write(portfolioCsv(data)) > 0;
    return ReportExporter::writeDocument(buildPortfolioReport(data), format, &out);
}

bool near(double a, double b)
{
    return std::abs(a - b) <= 1e-9 * std::max(1.0, std::abs(b));
}

} // namespace

class TestPortfolioReport : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void executivePdfHasAtMostFourPages_data();
    void executivePdfHasAtMostFourPages();
    void htmlHasTheAnnualTotalAndTheFleetDecision();
    void csvMatchesTheEvaluation();
    void aRateWithoutRentedUsageIsAnEmptyCell();
    void fullReportListsEveryRun();
    void lateRunsAreListedOnceWithTheirReason();
    void withoutAnOwnedPoolThereIsNoFleetToDecide();
    void largePortfoliosKeepToFourPages_data();
    void largePortfoliosKeepToFourPages();
    void actualSpendOnARunIsRolledUp();
    void cliWritesEachFormat_data();
    void cliWritesEachFormat();
    void cliRefusesABadKind();
    void cliReportsARunAsThePortfolioPlacesIt();

private:
    QTemporaryDir m_dir;
    QString path(const QString &name) const { return m_dir.filePath(name); }
};

void TestPortfolioReport::initTestCase()
{
    QVERIFY(m_dir.isValid());
}

void TestPortfolioReport::executivePdfHasAtMostFourPages_data()
{
    QTest::addColumn<QString>("language");
    QTest::newRow("en") << QStringLiteral("en");
    QTest::newRow("zh_CN") << QStringLiteral("zh_CN");
}

void TestPortfolioReport::executivePdfHasAtMostFourPages()
{
    QFETCH(QString, language);
    ReportLanguage translation(language);
    QVERIFY(translation.ok());
    const QString file = path(QStringLiteral("executive-%1.pdf").arg(language));
    QString error;
    QVERIFY2(exportPortfolioReport(inputOf(ReportKind::Executive, translation.locale()), file, &error),
             qPrintable(error));
    const int pages = pdfPages(file);
    QVERIFY2(pages >= 2 && pages <= 4, qPrintable(QStringLiteral("%1 pages").arg(pages)));
    if (!havePdfText())
        return;
    // The last page ends with the risks: nothing was cut off.
    const QString text = flat(pdfText(file));
    QVERIFY(!text.isEmpty());
    if (language == QLatin1String("en"))
        QVERIFY(text.contains(QStringLiteral("7 Risks")));
}

void TestPortfolioReport::htmlHasTheAnnualTotalAndTheFleetDecision()
{
    const QString file = path(QStringLiteral("executive.html"));
    QString error;
    const PortfolioReportInput input = inputOf(ReportKind::Executive);
    QVERIFY2(exportPortfolioReport(input, file, &error), qPrintable(error));
    const QString html = readAll(file);
    QVERIFY(html.startsWith(QStringLiteral("<!DOCTYPE html>")));
    // A pool whose id names its kind is named once (issue 53): not
    // "commitment (Committed) · on-demand (On demand)".
    QVERIFY2(
        !html.contains(QStringLiteral("(Committed)")) && !html.contains(QStringLiteral("(On demand)")) &&
            !html.contains(QStringLiteral("(Owned)")),
        qPrintable(html.mid(std::max<qsizetype>(0, html.indexOf(QStringLiteral("(Committed)")) - 200), 300)));

    const PortfolioReportData data = computePortfolioReportData(input);
    // The annual total as the Portfolio window's tile shows it
    // (ui/modes/portfolio/portfoliowindow.cpp: formatUsd(m.annualUsd)).
    const QLocale previous;
    QLocale::setDefault(input.locale);
    const QString annual = formatUsd(data.metrics().annualUsd);
    const QString range =
        QStringLiteral("%1 – %2").arg(formatUsd(data.risk.annualP10), formatUsd(data.risk.annualP90));
    QLocale::setDefault(previous);
    QVERIFY2(html.contains(annual), qPrintable(annual));
    QVERIFY2(html.contains(range), qPrintable(range));
    // The fleet decision: the recommended fleet, its cost, renting everything and the break-even.
    QVERIFY(data.fleet.valid);
    QVERIFY(html.contains(QStringLiteral("The fleet decision")));
    QVERIFY(html.contains(QStringLiteral("own %1").arg(formatWhole(data.fleet.best.owned, input.locale))));
    QVERIFY(html.contains(formatUsd(data.fleet.best.annualUsd, input.locale)));
    QVERIFY(html.contains(formatUsd(data.fleet.rentAll.annualUsd, input.locale)));
    QVERIFY(data.fleet.breakEvenOwned);
    QVERIFY(html.contains(formatWhole(*data.fleet.breakEvenOwned, input.locale)));
    // The break-even against what owning displaces, named (issue 51, item 3).
    const QString against = data.fleet.displaced.measured
                                ? QStringLiteral("Against what it displaces in this schedule, mostly %1")
                                      .arg(poolKindLabel(data.fleet.displaced.main()))
                                : QStringLiteral("Against on demand at");
    QVERIFY2(html.contains(against), qPrintable(against));
    // How the answer moves with the rent path (issue 51, item 1).
    // The Monte Carlo's two ends and the planned path, as the window and
    // `optimise` list them.
    QCOMPARE(data.paths.size(), std::size_t(3));
    QVERIFY(html.contains(QStringLiteral("As rented prices move:")));
    QVERIFY(html.contains(QStringLiteral("on the planned path")));
    // How flat the curve is around the recommendation (issue 51, item 5).
    if (data.fleet.best.deadlinesMet())
        QVERIFY(html.contains(QStringLiteral("Near the best:")));
    // The charts of the executive report: fleet decision, money by month, Gantt.
    QCOMPARE(html.count(QStringLiteral("data:image/png;base64,")), 3);
}

void TestPortfolioReport::aRateWithoutRentedUsageIsAnEmptyCell()
{
    // Everything on owned capacity: the FinOps savings rate has no rented
    // usage to measure, so its cell is empty, not "nan" (issue 50).
    PortfolioReportInput in = inputOf(ReportKind::Executive);
    for (tco::Pool &pool : in.portfolio.pools)
        pool.count = pool.kind == tco::PoolKind::Owned ? 20000 : 0;
    const QString file = path(QStringLiteral("no-rent.csv"));
    QString error;
    QVERIFY2(exportPortfolioReport(in, file, &error), qPrintable(error));
    bool found = false;
    for (const QStringList &r : csvBlock(parseCsv(readAll(file)), QStringLiteral("metric")))
        if (r.front() == QStringLiteral("effectiveSavingsRate")) {
            QCOMPARE(r.value(2), QString());
            found = true;
        }
    QVERIFY(found);
}

void TestPortfolioReport::csvMatchesTheEvaluation()
{
    const QString file = path(QStringLiteral("figures.csv"));
    QString error;
    QVERIFY2(exportPortfolioReport(inputOf(ReportKind::Full), file, &error), qPrintable(error));
    const std::vector<QStringList> rows = parseCsv(readAll(file));

    // Evaluated here as the command line does (app/cli/portfoliocommand.cpp).
    const tco::Portfolio p = year();
    const auto demands = tco::portfolioDemands(p, tco::Catalog::builtIn());
    const tco::PortfolioEvaluation e = tco::evaluatePortfolio(p, demands, tco::Catalog::builtIn());

    const auto metric = [&](const QString &name) {
        for (const QStringList &r : csvBlock(rows, QStringLiteral("metric")))
            if (r.front() == name)
                return r.value(2).toDouble();
        return std::nan("");
    };
    QCOMPARE(metric(QStringLiteral("cost.annual")), e.metrics.annualUsd);
    QCOMPARE(metric(QStringLiteral("cost.total")), e.metrics.totalUsd);
    QCOMPARE(metric(QStringLiteral("cost.idle")), e.metrics.idleUsd);

    // A line per run, its instances summed.
    const std::vector<QStringList> runs = csvBlock(rows, QStringLiteral("run"));
    QCOMPARE(runs.size(), p.runs.size());
    double sum = 0;
    for (std::size_t i = 0; i < p.runs.size(); ++i) {
        QCOMPARE(runs[i].front(), QString::fromStdString(p.runs[i].id));
        double total = 0;
        int instances = 0;
        for (std::size_t k = 0; k < e.schedule.placements.size(); ++k)
            if (e.schedule.placements[k].run == static_cast<int>(i)) {
                total += e.metrics.placements[k].totalUsd();
                ++instances;
            }
        QCOMPARE(runs[i].value(5).toInt(), instances);
        // Own cost: compute, own storage and network, not placed (columns 11-13).
        const double own =
            runs[i].value(11).toDouble() + runs[i].value(12).toDouble() + runs[i].value(13).toDouble();
        QVERIFY2(near(own, total),
                 qPrintable(QStringLiteral("%1: %2 vs %3").arg(runs[i].front()).arg(own).arg(total)));
        QVERIFY(near(runs[i].value(17).toDouble(), e.metrics.runs[i].totalUsd()));
        sum += runs[i].value(17).toDouble();
    }
    // Every run's total with its shares, and what stays central, is the total.
    double central = 0;
    for (const tco::NamedCost &c : e.metrics.byTeam)
        central += c.name.empty() ? c.usd : 0.0;
    QVERIFY(std::abs(sum + central - e.metrics.totalUsd) < 1e-3);

    // A line per month, to the model's double.
    const std::vector<QStringList> months = csvBlock(rows, QStringLiteral("month"));
    QCOMPARE(months.size(), e.metrics.months.size());
    for (std::size_t m = 0; m < months.size(); ++m) {
        const tco::PortfolioMonth &month = e.metrics.months[m];
        QCOMPARE(
            months[m].front(),
            QStringLiteral("%1-%2").arg(month.month.year).arg(month.month.month, 2, 10, QLatin1Char('0')));
        QCOMPARE(months[m].value(1).toDouble(), month.costUsd);
        QCOMPARE(months[m].value(3).toDouble(), month.unplacedUsd);
        QCOMPARE(months[m].value(4).toDouble(), month.corpusUsd);
        QCOMPARE(months[m].value(7).toDouble(), month.cashUsd);
        QCOMPARE(months[m].value(13).toDouble(), month.cumulativeCostUsd);
    }
    QCOMPARE(csvBlock(rows, QStringLiteral("pool")).size(), p.pools.size());
}

void TestPortfolioReport::fullReportListsEveryRun()
{
    const PortfolioReportData full = computePortfolioReportData(inputOf(ReportKind::Full));
    const ReportDocument doc = buildPortfolioReport(full, false);
    const ReportTable *every = nullptr;
    for (const ReportBlock &b : doc.blocks)
        if (const auto *t = std::get_if<ReportTable>(&b);
            t && std::find(t->header.begin(), t->header.end(), QStringLiteral("Pools")) != t->header.end())
            every = t;
    QVERIFY(every);
    const tco::Schedule &s = full.schedule();
    QCOMPARE(every->rows.size(), s.placements.size());
    for (std::size_t i = 0; i < s.placements.size(); ++i)
        QCOMPARE(every->rows[i].cells.front().text, instanceName(full.input.portfolio, s.placements[i]));
    // Every month of the calendar and the pools' idle dollars.
    QVERIFY(findTable(doc, QStringLiteral("Month")));
    QVERIFY(findTable(doc, QStringLiteral("Pool")));
    // Every price with the day it was quoted (issue 51, item 1): the
    // typical year's are the catalog's, of June 2025.
    const ReportTable *prices = nullptr;
    for (const ReportBlock &b : doc.blocks)
        if (const auto *t = std::get_if<ReportTable>(&b);
            t &&
            std::find(t->header.begin(), t->header.end(), QStringLiteral("Quoted on")) != t->header.end())
            prices = t;
    QVERIFY(prices);
    QCOMPARE(prices->rows.size(), full.input.portfolio.pools.size());
    for (const ReportRow &row : prices->rows)
        QCOMPARE(row.cells[2].text, formatDay(tco::CivilDate{2025, 6, 1}, full.input.locale));

    // The executive report has neither.
    PortfolioReportData executive = full;
    executive.input.kind = ReportKind::Executive;
    const ReportDocument brief = buildPortfolioReport(executive, false);
    QVERIFY(!findTable(brief, QStringLiteral("Month")));
    QVERIFY(brief.blocks.size() < doc.blocks.size());
}

void TestPortfolioReport::lateRunsAreListedOnceWithTheirReason()
{
    PortfolioReportInput in = inputOf(ReportKind::Executive);
    // Deadlines no fleet can meet: the main run's and every pilot's.
    for (tco::PortfolioRun &run : in.portfolio.runs) {
        if (run.id == "main")
            run.deadline = tco::CivilDate{2027, 5, 15};
        if (run.id == "pilot")
            run.deadline = tco::CivilDate{2027, 2, 1};
    }
    const PortfolioReportData data = computePortfolioReportData(in);
    const tco::Schedule &s = data.schedule();
    QVERIFY(s.missedDeadlines > 2);
    const ReportDocument doc = buildPortfolioReport(data, false);
    const ReportBullets *misses = nullptr;
    for (const ReportBlock &b : doc.blocks)
        if (const auto *list = std::get_if<ReportBullets>(&b); list && !misses)
            misses = list;
    QVERIFY(misses);
    // One line per late run, not per instance, with the schedule's reason.
    QCOMPARE(misses->items.size(), std::size_t(2));
    const auto reasonOf = [&](const char *id) {
        for (const tco::RunPlacement &p : s.placements)
            if (!p.metDeadline && data.input.portfolio.runs[static_cast<std::size_t>(p.run)].id == id)
                return placementStatusText(data.input.portfolio, p);
        return QString();
    };
    int pilots = 0, latePilots = 0;
    for (const tco::RunPlacement &p : s.placements)
        if (data.input.portfolio.runs[static_cast<std::size_t>(p.run)].id == "pilot") {
            ++pilots;
            latePilots += p.metDeadline ? 0 : 1;
        }
    QVERIFY(latePilots > 0);
    QVERIFY2(misses->items[0].startsWith(
                 QStringLiteral("pilot (%1 of %2 instances): ").arg(latePilots).arg(pilots)),
             qPrintable(misses->items[0]));
    QVERIFY(misses->items[0].endsWith(reasonOf("pilot")));
    QCOMPARE(misses->items[1], QStringLiteral("main: ") + reasonOf("main"));
}

void TestPortfolioReport::withoutAnOwnedPoolThereIsNoFleetToDecide()
{
    PortfolioReportInput in = inputOf(ReportKind::Executive);
    auto &pools = in.portfolio.pools;
    pools.erase(std::remove_if(pools.begin(), pools.end(),
                               [](const tco::Pool &p) { return p.kind == tco::PoolKind::Owned; }),
                pools.end());
    QVERIFY(tco::validatePortfolio(in.portfolio, tco::Catalog::builtIn()).empty());
    const PortfolioReportData data = computePortfolioReportData(in);
    QVERIFY(!data.fleet.valid);
    QCOMPARE(data.bestRisk.samples, 0);
    const QString html = QString::fromUtf8(htmlReport(buildPortfolioReport(data, false)));
    QVERIFY(html.contains(QStringLiteral("there is no fleet to decide")));
    QVERIFY(html.contains(formatUsd(data.metrics().annualUsd, in.locale)));
    const QString file = path(QStringLiteral("rented.pdf"));
    QString error;
    QVERIFY2(exportPortfolioReport(in, file, &error), qPrintable(error));
    QVERIFY(pdfPages(file) <= 4);
}

void TestPortfolioReport::largePortfoliosKeepToFourPages_data()
{
    QTest::addColumn<bool>("fourTeams");
    QTest::addColumn<int>("months");
    QTest::newRow("four teams, one year") << true << 12;
    QTest::newRow("one team, two years") << false << 24;
}

void TestPortfolioReport::largePortfoliosKeepToFourPages()
{
    QFETCH(bool, fourTeams);
    QFETCH(int, months);
    PortfolioReportInput in = inputOf(ReportKind::Executive);
    in.portfolio.horizonMonths = months;
    if (fourTeams) {
        // Four teams with a typical year's runs each on one fleet: 40 runs,
        // the last team's main runs due too early to make it.
        const std::vector<tco::PortfolioRun> runs = in.portfolio.runs;
        for (int team = 1; team < 4; ++team)
            for (tco::PortfolioRun run : runs) {
                const std::string suffix = "-" + std::to_string(team);
                run.id += suffix;
                run.team += suffix;
                for (std::string &d : run.dependsOn)
                    d += suffix;
                if (team == 3 && run.kind == tco::RunKind::MainRun)
                    run.deadline = tco::CivilDate{2027, 5, 1};
                in.portfolio.runs.push_back(run);
            }
    }
    QVERIFY(tco::validatePortfolio(in.portfolio, tco::Catalog::builtIn()).empty());
    PortfolioReportData data = computePortfolioReportData(in); // the words come when it is built
    for (const QString &language : {QStringLiteral("en"), QStringLiteral("zh_CN")}) {
        ReportLanguage translation(language);
        data.input.locale = data.frame.input.locale = translation.locale();
        const QString file = path(QStringLiteral("large-%1-%2.pdf").arg(months).arg(language));
        QVERIFY(writeReport(data, ReportFormat::Pdf, file));
        const int pages = pdfPages(file);
        QVERIFY2(pages <= 4, qPrintable(QStringLiteral("%1: %2 pages").arg(language).arg(pages)));
    }
}

void TestPortfolioReport::actualSpendOnARunIsRolledUp()
{
    // The main run's plan holds actual spend (imported in Plan mode and
    // flowed back): the report shows the tracked forecast the window shows.
    PortfolioReportInput input = inputOf(ReportKind::Executive);
    auto main = std::find_if(input.portfolio.runs.begin(), input.portfolio.runs.end(),
                             [](const tco::PortfolioRun &r) { return r.id == "main"; });
    QVERIFY(main != input.portfolio.runs.end());
    tco::SpendLine line;
    line.date = tco::CivilDate{2027, 4, 20};
    line.amountUsd = line.amountBilled = 40e6;
    main->scenario.actuals.reset(tco::Actuals{{line}, {}});
    const PortfolioReportData data = computePortfolioReportData(input);
    QVERIFY(data.tracking);
    QCOMPARE(data.tracking->trackedRuns, 1);
    QCOMPARE(data.tracking->actualUsd, 40e6);

    const QString html = path(QStringLiteral("tracked.html"));
    const QString csv = path(QStringLiteral("tracked.csv"));
    const QString pdf = path(QStringLiteral("tracked.pdf"));
    QVERIFY(writeReport(data, ReportFormat::Html, html));
    QVERIFY(writeReport(data, ReportFormat::Csv, csv));
    QVERIFY(writeReport(data, ReportFormat::Pdf, pdf));
    const QString page = readAll(html);
    QVERIFY(page.contains(PortfolioTerms::trackedForecast()));
    QVERIFY(page.contains(formatUsd(data.tracking->forecastP50Usd, input.locale)));
    QVERIFY(page.contains(formatUsd(data.tracking->actualUsd, input.locale)));
    const QString table = readAll(csv);
    QVERIFY(table.contains(QStringLiteral("tracking.forecastP50Usd")));
    QVERIFY(table.contains(QStringLiteral("tracking.actualUsd,")));
    const int pages = pdfPages(pdf);
    QVERIFY2(pages >= 2 && pages <= 4, qPrintable(QStringLiteral("%1 pages").arg(pages)));
    // Without actuals there is no tracking section (htmlHasTheAnnualTotal…
    // exports the same year without them).
    QVERIFY(!readAll(path(QStringLiteral("executive.html"))).contains(PortfolioTerms::trackedForecast()));
}

void TestPortfolioReport::cliWritesEachFormat_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("kind");
    QTest::addColumn<QString>("language");
    QTest::newRow("pdf executive") << QStringLiteral("cli.pdf") << QStringLiteral("executive")
                                   << QStringLiteral("en");
    QTest::newRow("html full zh_CN") << QStringLiteral("cli.html") << QStringLiteral("full")
                                     << QStringLiteral("zh_CN");
    QTest::newRow("csv") << QStringLiteral("cli.csv") << QStringLiteral("full") << QStringLiteral("en");
}

void TestPortfolioReport::cliWritesEachFormat()
{
    QFETCH(QString, file);
    QFETCH(QString, kind);
    QFETCH(QString, language);
    const QString portfolio = path(QStringLiteral("year.tcoportfolio"));
    if (!QFile::exists(portfolio))
        QCOMPARE(tco::savePortfolioFile(year(), QFile::encodeName(portfolio).toStdString()),
                 tco::FileError::None);
    const QString out = path(file);
    const Run r =
        runCli({QStringLiteral("report"), QStringLiteral("--portfolio"), portfolio, QStringLiteral("--kind"),
                kind, QStringLiteral("--language"), language, QStringLiteral("--out"), out});
    QVERIFY2(r.code == 0, qPrintable(r.err));
    QVERIFY(r.out.contains(QStringLiteral("wrote")));
    QVERIFY(QFileInfo(out).size() > 0);
    if (file.endsWith(QLatin1String(".pdf")))
        QVERIFY(pdfPages(out) <= 4);
    if (file.endsWith(QLatin1String(".html")))
        QVERIFY(readAll(out).contains(QStringLiteral("lang=\"zh-CN\"")));
    if (file.endsWith(QLatin1String(".csv")))
        QCOMPARE(csvBlock(parseCsv(readAll(out)), QStringLiteral("run")).size(), year().runs.size());
}

void TestPortfolioReport::cliRefusesABadKind()
{
    const QString portfolio = path(QStringLiteral("year.tcoportfolio"));
    if (!QFile::exists(portfolio))
        QCOMPARE(tco::savePortfolioFile(year(), QFile::encodeName(portfolio).toStdString()),
                 tco::FileError::None);
    const QString out = path(QStringLiteral("never.pdf"));
    Run r = runCli({QStringLiteral("report"), QStringLiteral("--portfolio"), portfolio,
                    QStringLiteral("--kind"), QStringLiteral("weekly"), QStringLiteral("--out"), out});
    QCOMPARE(r.code, 2);
    // The field, the value and what is allowed.
    QVERIFY2(r.err.contains(QStringLiteral("--kind")) && r.err.contains(QStringLiteral("weekly")) &&
                 r.err.contains(QStringLiteral("executive | full")),
             qPrintable(r.err));
    QVERIFY(!QFile::exists(out));
    // A plan's option with a portfolio is refused by name.
    r = runCli({QStringLiteral("report"), QStringLiteral("--portfolio"), portfolio,
                QStringLiteral("--scenario"), QStringLiteral("plan.tcoplan"), QStringLiteral("--out"), out});
    QCOMPARE(r.code, 2);
    QVERIFY2(r.err.contains(QStringLiteral("--scenario")) && r.err.contains(QStringLiteral("--portfolio")),
             qPrintable(r.err));
}

/** Issue 53: `llm-tco report --portfolio FILE --run ID` is the plan's
 *  report of one run as the window gives it for a run opened from the
 *  portfolio: starting where the schedule places it, with the note of what
 *  the portfolio charges it beside the plan's own total. */
void TestPortfolioReport::cliReportsARunAsThePortfolioPlacesIt()
{
    const QString portfolio = path(QStringLiteral("year.tcoportfolio"));
    if (!QFile::exists(portfolio))
        QCOMPARE(tco::savePortfolioFile(year(), QFile::encodeName(portfolio).toStdString()),
                 tco::FileError::None);
    const tco::Portfolio p = year();
    const auto mainRun = std::find_if(p.runs.begin(), p.runs.end(), [](const tco::PortfolioRun &r) {
        return r.kind == tco::RunKind::MainRun;
    });
    QVERIFY(mainRun != p.runs.end());
    const int run = static_cast<int>(mainRun - p.runs.begin());
    const tco::PortfolioEvaluation e =
        tco::evaluatePortfolio(p, tco::portfolioDemands(p, tco::Catalog::builtIn()), tco::Catalog::builtIn());
    const tco::Scenario plan = tco::placedPlan(p, e, run);
    const QString note =
        portfolioRunNote(p, portfolioDisplayName(p, portfolio), run, tco::placedRun(p, e, run), plan,
                         tco::evaluate(plan, tco::Catalog::builtIn()).totalUsd);
    QVERIFY(!note.isEmpty());
    const QString out = path(QStringLiteral("main-run.html"));
    Run r = runCli({QStringLiteral("report"), QStringLiteral("--portfolio"), portfolio,
                    QStringLiteral("--run"), QString::fromStdString(mainRun->id), QStringLiteral("--kind"),
                    QStringLiteral("executive"), QStringLiteral("--out"), out});
    QVERIFY2(r.code == 0, qPrintable(r.err));
    const QString html = readAll(out);
    QVERIFY2(html.contains(note.toHtmlEscaped()), qPrintable(note));
    // An unknown run is refused by name, with what is allowed.
    r = runCli({QStringLiteral("report"), QStringLiteral("--portfolio"), portfolio, QStringLiteral("--run"),
                QStringLiteral("no-such-run"), QStringLiteral("--out"), path(QStringLiteral("never.pdf"))});
    QCOMPARE(r.code, 2);
    QVERIFY2(r.err.contains(QStringLiteral("--run")) && r.err.contains(QStringLiteral("no-such-run")) &&
                 r.err.contains(QStringLiteral("or an id")),
             qPrintable(r.err));
    // --run is a portfolio's: alone it is refused.
    r = runCli({QStringLiteral("report"), QStringLiteral("--run"), QStringLiteral("0"),
                QStringLiteral("--out"), path(QStringLiteral("never.pdf"))});
    QCOMPARE(r.code, 2);
    QVERIFY2(r.err.contains(QStringLiteral("--run")) && r.err.contains(QStringLiteral("--portfolio")),
             qPrintable(r.err));
}

PLANNER_TEST_MAIN(TestPortfolioReport)
} // namespace tst_portfolioreport

#include "tst_portfolioreport.moc"
