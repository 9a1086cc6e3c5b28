// SPDX-License-Identifier: GPL-3.0-or-later
// The executive report (2–4 pages with every section the budget owner
// reads), the full report's input list as its last chapter (an appendix),
// and plan names: a file's name for a plan without one, and Chinese
// reports without English plan names or footers (issue 11 §3).
#include "reportfixture.h"

#include "report/htmlreport.h"
#include "report/report.h"
#include "report/reportbuilder.h"
#include "report/reportdata.h"
#include "report/reportlanguage.h"

#include "analysis/analysis.h"
#include "files/scenariofile.h"
#include "plan/evaluate.h"
#include "plan/planname.h"
#include "texts/numberformat.h"
#include "tracking/actualsimport.h"

#include "testmain.h"

#include <QFile>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

Q_DECLARE_METATYPE(tco::Scenario)

namespace tst_executivereport { // one namespace a test file: tests/testmain.h, "Unity builds"

using namespace planner;
using namespace reporttest;

namespace {

/** A plan a budget owner would get: 405B on 16,384 accelerators with a
 *  budget, a deadline, many changed inputs and a pinned variant. */
tco::Scenario busyPlan()
{
    tco::Scenario s = changed({{"model.parameters", "4.05e11"},
                               {"cluster.gpuCount", "16384"},
                               {"budget.usd", "9e8"},
                               {"compute.mfu", "0.38"},
                               {"pricing.mode", "buy"},
                               {"hardware.gpu", "B200"},
                               {"people.researchers", "40"},
                               {"data.tokens", "1.56e13"}},
                              "405B for the board");
    s.description = "Should we buy a B200 cluster to pre-train our 405B model next year?";
    s.tags.project = "Atlas";
    s.tags.team = "Pre-training";
    s.targets.deadlineDays = 120;
    s.pinnedVariants.push_back({"Rent instead", {{tco::InputId::PricingMode, 0}}, {}});
    return s;
}

/** The default plan the sample actuals were made for, with the spend past
 *  the review line and the progress imported (docs/actuals.md, "Samples"). */
tco::Scenario trackedPlan()
{
    tco::Scenario s = changed({{"compute.mfu", "0.4"}, {"budget.usd", "2e7"}}, "Tracked run");
    s.startDate = "2027-01-01";
    const auto read = [](const char *name) {
        QFile f(QLatin1String(PLANNER_ACTUALS_DIR "/") + QLatin1String(name));
        return f.open(QIODevice::ReadOnly) ? f.readAll().toStdString() : std::string();
    };
    tco::Actuals a;
    a.spend = tco::importSpend(read("spend-review.csv"), {}, s.currency).lines;
    a.progress = tco::importProgress(read("progress.csv"), {}).lines;
    s.actuals.reset(std::move(a));
    return s;
}

ReportInput executiveInput(std::vector<tco::Scenario> scenarios,
                           const QLocale &locale = QLocale(QLocale::English, QLocale::UnitedStates))
{
    ReportInput in = inputFor(std::move(scenarios), locale);
    in.kind = ReportKind::Executive;
    return in;
}

QString documentText(const ReportDocument &doc)
{
    return QString::fromUtf8(htmlReport(doc));
}

} // namespace

class TestExecutiveReport : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void executivePdfHasTwoToFourPages_data();
    void executivePdfHasTwoToFourPages();
    void executiveShowsTheScreensRange();
    void aMainRunDeadlineIsDatedFromTheMainRunsStart();
    void theStatusNamesTheFigureThatCrossesTheLine();
    void fullReportEndsWithTheInputsAppendix();
    void unnamedPlanTakesItsFileName();
    void chineseReportHasNoEnglishPlanNameOrFooter();
    void aLeverAndItsVariantHaveOneFigure();

private:
    QTemporaryDir m_dir;
    QString path(const QString &name) const { return m_dir.filePath(name); }
};

void TestExecutiveReport::initTestCase()
{
    // The sample actuals lie in 2027: track to a day after them (docs/actuals.md, "Today").
    qputenv("LLM_TCO_TODAY", "2027-04-15");
    QVERIFY(m_dir.isValid());
}

void TestExecutiveReport::executivePdfHasTwoToFourPages_data()
{
    QTest::addColumn<tco::Scenario>("plan");
    QTest::addColumn<QString>("language");
    for (const char *language : {"en", "zh_CN"}) {
        const QString l = QString::fromLatin1(language);
        QTest::addRow("default plan, %s", language) << tco::defaultScenario() << l;
        QTest::addRow("405B bought, many changes, pinned variant, %s", language) << busyPlan() << l;
        QTest::addRow("cannot run, %s", language) << doesNotFit() << l;
        QTest::addRow("tracked past the review line, %s", language) << trackedPlan() << l;
    }
}

void TestExecutiveReport::executivePdfHasTwoToFourPages()
{
    if (!havePdfText())
        QSKIP("pdftotext (poppler-utils) is needed to read the PDF back");
    QFETCH(tco::Scenario, plan);
    QFETCH(QString, language);
    const QString file = path(QStringLiteral("executive-%1.pdf")
                                  .arg(QString::fromLatin1(QTest::currentDataTag()))
                                  .replace(u' ', u'_')
                                  .replace(u',', u'_'));
    QString error;
    ReportLanguage translation(language);
    QVERIFY(translation.ok());
    QVERIFY2(ReportExporter::exportFile(executiveInput({plan}, translation.locale()), file, &error),
             qPrintable(error));
    const int pages = pdfPages(file);
    QVERIFY2(pages >= 2 && pages <= 4, qPrintable(QString::number(pages)));
    // One spend chart: a tracked plan's is in its tracking section, with
    // the actual spend on it, and no other draws it again.
    const auto figures = [&](const tco::Scenario &p) {
        return ReportBuilder(computeReportData(executiveInput({p}, translation.locale())), false)
            .build()
            .figureCount();
    };
    if (!plan.actuals.empty())
        QCOMPARE(figures(plan), figures(tco::defaultScenario()));
    if (language != QLatin1String("en"))
        return;
    const QString text = flat(pdfText(file));
    QVERIFY(text.contains(QStringLiteral("Page %1 of %1").arg(pages)));
    for (const char *section :
         {"The decision", "Decision asked for", "Total cost and its range", "What moves the total most",
          "Assumptions that differ from the defaults", "Conditions and advice", "What-if variants"})
        QVERIFY2(text.contains(QString::fromLatin1(section)), section);
    QVERIFY(text.contains(plan.actuals.empty() ? QStringLiteral("Spend over time")
                                               : QStringLiteral("Actual spend against the plan")));
    // No internal words: model keys, seeds, FLOPs.
    for (const char *internal : {"seed ", "FLOPs", "model.parameters", "compute.mfu"}) {
        const qsizetype at = text.indexOf(QString::fromLatin1(internal));
        QVERIFY2(at < 0, qPrintable(text.mid(std::max<qsizetype>(0, at - 80), 160)));
    }
    if (!tco::evaluate(plan, tco::Catalog::builtIn()).feasible()) {
        QVERIFY(text.contains(QStringLiteral("cannot run")));
        return;
    }
    QVERIFY(text.contains(QStringLiteral("Likely range (P10–P90)")) || !plan.actuals.empty());
}

void TestExecutiveReport::theStatusNamesTheFigureThatCrossesTheLine()
{
    // Issue 53: with spend to date far below the $18M warning line and only
    // the P50 forecast past it, the status said "(actual spend and forecast
    // at completion)".
    tco::Scenario s = trackedPlan();
    QFile f(QLatin1String(PLANNER_ACTUALS_DIR "/spend-warning.csv"));
    QVERIFY(f.open(QIODevice::ReadOnly));
    tco::Actuals a = s.actuals.get();
    a.spend = tco::importSpend(f.readAll().toStdString(), {}, s.currency).lines;
    s.actuals.reset(std::move(a));
    const ReportData data = computeReportData(executiveInput({s}));
    const ScenarioFigures &figures = data.scenarios.front();
    QCOMPARE(figures.status.forecastStatus, tco::BudgetStatus::PastWarning);
    QCOMPARE(figures.status.actualStatus, tco::BudgetStatus::Within);
    const QString text = documentText(ReportBuilder(data, false).build());
    QVERIFY(text.contains(QStringLiteral("Past the warning line (forecast at completion)")));
    QVERIFY(!text.contains(QStringLiteral("(actual spend and forecast at completion)")));
}

void TestExecutiveReport::aMainRunDeadlineIsDatedFromTheMainRunsStart()
{
    // Issue 53: What Fits says "finish by 31 May 2027" for 90 days of main
    // run (it starts 2 March); the reports said "by 1 Apr 2027", the plan's
    // start + 90 days.
    tco::Scenario s = changed({{"budget.usd", "23e6"}}, "Main run in 90 days");
    s.startDate = "2027-01-01";
    s.targets.deadlineDays = 90;
    s.targets.deadlineScope = tco::DeadlineScope::MainRun;
    const ReportData data = computeReportData(executiveInput({s}));
    const QString text = documentText(ReportBuilder(data, false).build());
    QVERIFY2(text.contains(QStringLiteral("the main run finished within 90 days (by 31 May 2027)")),
             qPrintable(text.mid(
                 std::max<qsizetype>(0, text.indexOf(QStringLiteral("finished within")) - 100), 300)));
}

void TestExecutiveReport::executiveShowsTheScreensRange()
{
    // The figures the window shows: the plan's own Monte Carlo and its advice.
    const tco::Scenario s = busyPlan();
    const ReportData data = computeReportData(executiveInput({s}));
    const ReportDocument doc = ReportBuilder(data, false).build();
    const QString text = documentText(doc);
    const QLocale en(QLocale::English, QLocale::UnitedStates);
    const tco::RiskSummary screen = tco::monteCarlo(data.scenarios.front().scenario, tco::Catalog::builtIn());
    QVERIFY(text.contains(
        QStringLiteral("%1 – %2").arg(formatUsd(screen.costP10, en), formatUsd(screen.costP90, en))));
    QVERIFY(text.contains(QStringLiteral("from %1 simulated runs").arg(en.toString(kSamples))));
    QVERIFY2(!text.contains(QStringLiteral("seed ")), // not a word of the budget meeting
             qPrintable(text.mid(std::max<qsizetype>(0, text.indexOf(QStringLiteral("seed ")) - 200), 300)));
    // The decision: name, description, budget and the deadline target.
    QCOMPARE(doc.title, QStringLiteral("Executive report: 405B for the board"));
    QVERIFY(text.contains(QStringLiteral("Should we buy a B200 cluster")));
    QVERIFY(text.contains(QStringLiteral("approve a budget of %1").arg(formatUsd(9e8, en))));
    QVERIFY(text.contains(QStringLiteral("The plan&#x27;s targets")) ||
            text.contains(QStringLiteral("The plan's targets")));
    // The top drivers are the sensitivity's first five, in order.
    const ReportTable *drivers = findTable(doc, QStringLiteral("Input"));
    QVERIFY(drivers);
    QCOMPARE(drivers->rows.size(), std::size_t(5));
    QCOMPARE(drivers->rows[0].cells[4].text, formatUsd(data.scenarios.front().sensitivity[0].swingUsd, en));
    // Changed assumptions: name, plan value and default; the accelerator first.
    const ReportTable *changes = findTable(doc, QStringLiteral("Input"), 1);
    QVERIFY(changes);
    QCOMPARE(changes->header.size(), std::size_t(3));
    QCOMPARE(changes->rows.front().cells[0].text, QStringLiteral("Accelerator"));
    QVERIFY(changes->rows.front().cells[1].text.contains(QStringLiteral("B200")));
    QVERIFY(changes->rows.front().cells[2].text.contains(QStringLiteral("H100")));
    // Every changed input but the Monte Carlo's run count and seed (the
    // fixture's), which are method, not assumptions: the full report's.
    const auto &inputs = data.scenarios.front().changedInputs;
    const auto method = std::count_if(inputs.begin(), inputs.end(), [](tco::InputId id) {
        return id == tco::InputId::UncertaintySamples || id == tco::InputId::UncertaintySeed;
    });
    QCOMPARE(method, 2);
    QCOMPARE(changes->rows.size(), inputs.size() + 1 - 2);
    // The pinned variant is among the what-if variants.
    const ReportTable *variants = findTable(doc, QStringLiteral("Variant"));
    QVERIFY(variants);
    QVERIFY(findRow(*variants, QStringLiteral("Rent instead")));
}

void TestExecutiveReport::fullReportEndsWithTheInputsAppendix()
{
    const ReportDocument doc =
        ReportBuilder(computeReportData(inputFor({tco::defaultScenario()})), false).build();
    QString last;
    int chapters = 0;
    for (const ReportBlock &b : doc.blocks)
        if (const auto *h = std::get_if<ReportHeading>(&b); h && h->level == 1) {
            last = h->text;
            ++chapters;
        }
    QVERIFY(chapters >= 8);
    QCOMPARE(last, QStringLiteral("Appendix A  Assumptions"));
    // Its table lists every input, and it is the last table of the report.
    const ReportTable *inputs = nullptr;
    for (const ReportBlock &b : doc.blocks)
        if (const auto *t = std::get_if<ReportTable>(&b))
            inputs = t;
    QVERIFY(inputs);
    QCOMPARE(inputs->header.front(), QStringLiteral("Input and source of the default"));
    QVERIFY(inputs->rows.size() > tco::kInputCount);
}

void TestExecutiveReport::unnamedPlanTakesItsFileName()
{
    // Defect: the report of a saved gui_405B.tcoplan was titled "Scenario 1".
    tco::Scenario s = changed({{"model.parameters", "4.05e11"}}, "");
    const QString file = path(QStringLiteral("gui_405B.tcoplan"));
    QCOMPARE(tco::saveScenarioFile(s, file.toStdString()), tco::FileError::None);
    const tco::LoadResult loaded = tco::loadScenarioFile(file.toStdString(), tco::Catalog::builtIn());
    QVERIFY(loaded.scenario);
    QVERIFY(loaded.scenario->name.empty());
    for (const ReportKind kind : {ReportKind::Full, ReportKind::Executive}) {
        ReportInput in = inputFor({*loaded.scenario});
        in.fileNames = {file};
        in.kind = kind;
        const ReportDocument doc = ReportBuilder(computeReportData(in), false).build();
        QCOMPARE(doc.footerName, QStringLiteral("gui_405B"));
        QVERIFY2(doc.title.endsWith(QStringLiteral(": gui_405B")), qPrintable(doc.title));
        const auto *cover = std::get_if<ReportCover>(&doc.blocks.front());
        QVERIFY(cover);
        QCOMPARE(cover->title, QStringLiteral("gui_405B"));
        QVERIFY(!documentText(doc).contains(QStringLiteral("Scenario 1")));
    }
}

void TestExecutiveReport::chineseReportHasNoEnglishPlanNameOrFooter()
{
    ReportLanguage zh(QStringLiteral("zh_CN"));
    QVERIFY(zh.ok());
    tco::Scenario named = tco::defaultScenario();
    QVERIFY(!tco::setFromText(named, "model.parameters", "4.05e11", tco::Catalog::builtIn()));
    named.name = tco::nameFromInputs(named); // as `llm-tco` names it
    for (const tco::Scenario &s : {tco::defaultScenario(), named}) {
        for (const ReportKind kind : {ReportKind::Full, ReportKind::Executive}) {
            ReportInput in = inputFor({s}, zh.locale());
            in.kind = kind;
            const ReportDocument doc = ReportBuilder(computeReportData(in), false).build();
            const QString html = documentText(doc);
            for (const char *english :
                 {"Default plan", "Built-in default plan", " dense on ", "Estimates from", "Page %1",
                  "Executive report", "Total cost of ownership"})
                QVERIFY2(!html.contains(QString::fromLatin1(english)), english);
            for (const QString &footer : {doc.footerName, doc.footerNotice, doc.pageLabel, doc.headerText})
                QVERIFY2(!footer.contains(QRegularExpression(QStringLiteral("[A-Za-z]{4,}"))),
                         qPrintable(footer));
        }
    }
}

void TestExecutiveReport::aLeverAndItsVariantHaveOneFigure()
{
    // Issue 53: the executive report printed fp8 at one total in its advice
    // and at another in its what-if variants (Improve had also moved the
    // checkpoint interval). The default plan: fp8 is among its top levers.
    const ReportDocument doc =
        ReportBuilder(computeReportData(executiveInput({tco::defaultScenario()})), false).build();
    const ReportTable *levers = findTable(doc, QStringLiteral("Lever"));
    const ReportTable *variants = findTable(doc, QStringLiteral("Variant"));
    QVERIFY(levers && variants);
    const QString fp8 = QStringLiteral("Train in fp8"); // the lever's and the variant's one name
    const ReportRow *lever = findRow(*levers, fp8);
    const ReportRow *variant = findRow(*variants, fp8);
    QVERIFY(lever && variant);
    // Lever: lever, changes, total, main run, cost change; variant: name,
    // total, P90, main run, against the plan.
    QCOMPARE(lever->cells[2].text, variant->cells[1].text);
    QCOMPARE(lever->cells[3].text, variant->cells[3].text);
    QCOMPARE(lever->cells[4].text, variant->cells[4].text);
}

PLANNER_TEST_MAIN(TestExecutiveReport)
} // namespace tst_executivereport

#include "tst_executivereport.moc"
