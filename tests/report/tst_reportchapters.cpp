// SPDX-License-Identifier: GPL-3.0-or-later
// What the chapters say: comparisons, a plan that cannot run, warnings next
// to the figures, the levers that improve a plan and the method chapter.
#include "reportfixture.h"
#include "texts/codelabels.h"

#include "report/csvreport.h"
#include "report/htmlreport.h"
#include "report/pdfreport.h"
#include "report/report.h"
#include "report/reportbuilder.h"
#include "report/reportdata.h"
#include "texts/inputtexts.h"
#include "texts/messagetexts.h"
#include "texts/prosetexts.h"

#include "analysis/advice.h"
#include "analysis/practice.h"
#include "plan/evaluate.h"
#include "texts/numberformat.h"

#include "testmain.h"

#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <cmath>

namespace tst_reportchapters { // one namespace a test file: tests/testmain.h, "Unity builds"

using namespace planner;
using namespace reporttest;

class TestReportChapters : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();

    void comparisonShowsDeltas();
    void comparisonPdf();
    void infeasiblePlanIsMarkedEverywhere();
    void warningsStandNextToTheFigures();
    void adviceSectionListsLevers();
    void methodExplainsFailuresAndConditions();
    void whatFitsHoldsThePlanToItsTargets();
    void whatFitsSaysWhenTheFixedPhasesTakeTheDeadline();
    void whatFitsNamesEveryMissAndWhatNoPlanReaches();
    void historyHasOneRowPerRun();
    void sourcesAreCitedInFull();

private:
    QTemporaryDir m_dir;
    QString path(const QString &name) const { return m_dir.filePath(name); }
};

void TestReportChapters::initTestCase()
{
    QVERIFY(m_dir.isValid());
    if (!havePdfText())
        QSKIP("pdftotext (poppler-utils) is needed to read the PDFs back");
}

void TestReportChapters::comparisonShowsDeltas()
{
    const tco::Scenario a = changed({}, "Baseline");
    const tco::Scenario b =
        changed({{"cluster.gpuCount", "4096"}, {"pricing.mode", "spot"}, {"compute.mfu", "0.45"}}, "Faster");
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
    QCOMPARE(total->cells[3].text, formatSignedUsd(c.b.totalUsd - c.a.totalUsd, en));
    QCOMPARE(total->cells[4].text, formatSignedPercent(tco::relativeChange(c.a.totalUsd, c.b.totalUsd), en));

    // The category table adds up to the change in totals.
    const ReportTable *cats = findTable(doc, QStringLiteral("Cost category"));
    QVERIFY(cats);
    QCOMPARE(cats->rows.back().cells[3].text, formatSignedUsd(c.totalDeltaUsd, en));
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
    for (const tco::InputId id :
         {tco::InputId::ClusterGpuCount, tco::InputId::PricingMode, tco::InputId::ComputeMfu})
        QVERIFY2(keys.contains(InputTexts::label(id)), qPrintable(InputTexts::label(id)));

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

void TestReportChapters::comparisonPdf()
{
    const tco::Scenario a = changed({}, "Baseline plan");
    const tco::Scenario b = changed({{"cluster.gpuCount", "4096"}}, "Twice the accelerators");
    const ReportData data = computeReportData(inputFor({a, b}));
    const ReportDocument doc = ReportBuilder(data).build();
    QCOMPARE(doc.figureCount(),
             2 * 13 + 2 + 1); // per scenario (with the feasible region, spend and the published runs), two
                              // waterfalls, history
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
    QVERIFY(text.contains(formatSignedUsd(c.totalDeltaUsd, data.input.locale)));
}

void TestReportChapters::infeasiblePlanIsMarkedEverywhere()
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
    QVERIFY2(cover.contains(QStringLiteral("No valid plan: Model does not fit in memory")),
             qPrintable(cover));
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
    const auto ok =
        parseCsv(QString::fromUtf8(csvReport(computeReportData(inputFor({tco::defaultScenario()})))));
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

void TestReportChapters::warningsStandNextToTheFigures()
{
    // A budget far below the total: past the review line, a warning with its $.
    const tco::Scenario s = changed({{"budget.usd", "5e6"}}, "Over budget");
    const tco::Result r = tco::evaluate(s, tco::Catalog::builtIn());
    QVERIFY(r.feasible());
    QVERIFY(r.has(tco::Condition::PastReviewLine));
    const ReportInput in = inputFor({s});
    const ReportDocument doc = ReportBuilder(computeReportData(in), false).build();
    const ReportKpiGrid *grid = nullptr;
    for (const ReportBlock &b : doc.blocks)
        if (const auto *g = std::get_if<ReportKpiGrid>(&b))
            grid = g;
    QVERIFY(grid);
    const ReportKpi &totalKpi = grid->items.front();
    QCOMPARE(totalKpi.value, formatUsd(r.totalUsd, in.locale)); // the figure stands ...
    QCOMPARE(totalKpi.tone, ReportTone::Warning);               // ... with the warning beside it
    QVERIFY(totalKpi.detail.contains(MessageTexts::conditionTitle(tco::Condition::PastReviewLine)));

    const ReportTable *conditions = findTable(doc, QStringLiteral("Condition"));
    QVERIFY(conditions);
    const ReportRow *row = findRow(*conditions, MessageTexts::conditionTitle(tco::Condition::PastReviewLine));
    QVERIFY(row);
    QCOMPARE(row->cells[1].text, QStringLiteral("Warning"));
    // The window's own sentence (texts/messagetexts.h).
    QCOMPARE(row->cells[2].text,
             MessageTexts::conditionSentence(tco::Condition::PastReviewLine, r, s, tco::Catalog::builtIn()));
    const double usd = r.conditionUsd[static_cast<std::size_t>(tco::Condition::PastReviewLine)];
    QCOMPARE(row->cells[3].text, formatUsd(usd, in.locale));
}

void TestReportChapters::adviceSectionListsLevers()
{
    tco::Scenario s = tco::defaultScenario();
    s.name = "Improvable";
    s.set(tco::InputId::CheckpointIntervalHours, 6); // far from the optimum: the interval lever saves money
    const std::vector<tco::Lever> levers = tco::advise(s, tco::Catalog::builtIn());
    QVERIFY(!levers.empty());
    const ReportInput in = inputFor({s});
    const ReportDocument doc = ReportBuilder(computeReportData(in), false).build();
    const ReportTable *t = findTable(doc, QStringLiteral("Lever"));
    QVERIFY(t);
    QCOMPARE(t->rows.size(), std::min<std::size_t>(12, levers.size()));
    for (std::size_t i = 0; i < t->rows.size(); ++i) {
        const ReportRow &row = t->rows[i];
        QCOMPARE(row.cells[0].text, ProseTexts::lever(levers[i].kind));
        QCOMPARE(row.cells[0].detail, MessageTexts::leverSentence(levers[i], s)); // the window's sentence
        QCOMPARE(row.cells[2].text, formatUsd(levers[i].totalUsd, in.locale));
        QCOMPARE(row.cells[4].text, formatSignedUsd(-levers[i].savedUsd, in.locale));
    }
    // The interval lever names the input it changes, from and to.
    const ReportRow *interval = findRow(*t, ProseTexts::lever(tco::LeverKind::OptimalInterval));
    QVERIFY(interval);
    QVERIFY2(interval->cells[1].text.contains(InputTexts::label(tco::InputId::CheckpointIntervalHours) +
                                              QStringLiteral(": 6 h →")),
             qPrintable(interval->cells[1].text));

    // For a plan that cannot run, the levers make it feasible and save nothing against it.
    const ReportDocument none = ReportBuilder(computeReportData(inputFor({doesNotFit()})), false).build();
    const ReportTable *fixes = findTable(none, QStringLiteral("Lever"));
    QVERIFY(fixes);
    QVERIFY(!fixes->rows.empty());
    QCOMPARE(fixes->rows.front().cells[4].text, QStringLiteral("makes it feasible"));
}

void TestReportChapters::methodExplainsFailuresAndConditions()
{
    const ReportDocument doc =
        ReportBuilder(computeReportData(inputFor({tco::defaultScenario()})), false).build();
    QStringList headings;
    QString text;
    for (const ReportBlock &b : doc.blocks) {
        if (const auto *h = std::get_if<ReportHeading>(&b))
            headings << h->text;
        if (const auto *p = std::get_if<ReportParagraph>(&b))
            text += p->text + QLatin1Char(' ');
    }
    for (const char *title :
         {"Failures, checkpoints and restarts", "Operational practice presets", "Memory fit", "Conditions"})
        QVERIFY2(headings.filter(QString::fromLatin1(title)).size() >= 1, title);
    for (const char *phrase : {"per-node rate", "Asynchronous checkpoints", "In-memory", "hot spares"})
        QVERIFY2(text.contains(QString::fromLatin1(phrase)), phrase);
    // The presets table: one column per preset, values from the model.
    bool found = false;
    for (const ReportBlock &b : doc.blocks) {
        const auto *t = std::get_if<ReportTable>(&b);
        if (!t || t->header.size() != 4 || t->header[1] != ProseTexts::practice(tco::Practice::FirstLargeRun))
            continue;
        found = true;
        const auto settings = tco::practiceSettings(tco::Practice::FrontierScale);
        QCOMPARE(t->rows.size(), settings.size());
        QCOMPARE(t->rows.front().cells[3].text,
                 ProseTexts::inputValue(settings.front().id, settings.front().value,
                                        QLocale(QLocale::English, QLocale::UnitedStates)));
    }
    QVERIFY(found);
    // The conditions table lists every condition with its kind.
    int tables = 0;
    for (const ReportBlock &b : doc.blocks)
        if (const auto *t = std::get_if<ReportTable>(&b);
            t && t->header.size() == 3 && t->header[0] == QLatin1String("Condition")) {
            ++tables;
            QCOMPARE(t->rows.size(), tco::kConditionCount);
            QCOMPARE(t->rows.front().cells[1].text, ProseTexts::severity(tco::Severity::Infeasible));
        }
    QCOMPARE(tables, 1);
}

void TestReportChapters::whatFitsHoldsThePlanToItsTargets()
{
    tco::Scenario s = tco::defaultScenario();
    s.name = "With a deadline";
    s.targets.deadlineDays = 300;
    const ReportInput in = inputFor({s});
    const ReportData data = computeReportData(in);
    const ScenarioFigures &f = data.scenarios.front();
    // The accelerator count the chapter names is the solver's, at the report's Monte Carlo.
    QVERIFY(f.fit.has_value());
    const tco::InputId gpus[] = {tco::InputId::ClusterGpuCount};
    const tco::Solution expected =
        tco::solve(in.scenarios.front(), tco::Catalog::builtIn(), gpus, tco::targetsOf(s));
    QCOMPARE(f.fit->status, expected.status);
    QCOMPARE(f.fit->solved.front().value, expected.solved.front().value);
    // The variants table: one row per what-if variant, each the model's total.
    const ReportDocument doc = ReportBuilder(data, false).build();
    const ReportTable *t = findTable(doc, QStringLiteral("Variant"));
    QVERIFY(t);
    const std::vector<tco::VariantRow> rows = tco::whatIf(s, tco::Catalog::builtIn());
    QCOMPARE(t->rows.size(), rows.size());
    for (std::size_t i = 0; i < rows.size(); ++i)
        if (rows[i].feasible && !rows[i].refused)
            QCOMPARE(t->rows[i].cells[1].text, formatUsd(rows[i].totalUsd, in.locale));
}

void TestReportChapters::whatFitsSaysWhenTheFixedPhasesTakeTheDeadline()
{
    // 90 days for a project whose preparation and post-training take 91.25:
    // the chapter printed nothing under the targets.
    tco::Scenario s = tco::defaultScenario();
    s.targets.deadlineDays = 90;
    const ReportData data = computeReportData(inputFor({s}));
    const ScenarioFigures &f = data.scenarios.front();
    QVERIFY(f.fit.has_value());
    QCOMPARE(f.fit->status, tco::SolveStatus::DeadlineWithinFixedPhases);
    const QString html = QString::fromUtf8(htmlReport(ReportBuilder(data, false).build()));
    QVERIFY2(html.contains(QStringLiteral("fixed phases (preparation and post-training) take %1")
                               .arg(formatDays(f.fit->fixedPhaseDays, data.input.locale))),
             qPrintable(html.mid(html.indexOf(QStringLiteral("fixed phases")) - 100, 400)));
    QVERIFY(html.contains(QStringLiteral("For the main run alone")));
}

void TestReportChapters::whatFitsNamesEveryMissAndWhatNoPlanReaches()
{
    // $1M, one day of main run and a loss of 1.0, below the law's
    // irreducible 1.82: no accelerator count meets any of them. The chapter
    // names all three with their gaps, and says no plan reaches the loss.
    tco::Scenario s = tco::defaultScenario();
    s.name = "Out of reach";
    s.set(tco::InputId::BudgetUsd, 1e6);
    s.targets.deadlineDays = 1;
    s.targets.deadlineScope = tco::DeadlineScope::MainRun;
    s.targets.maxLoss = 1.0;
    const ReportData data = computeReportData(inputFor({s}));
    const ScenarioFigures &f = data.scenarios.front();
    QVERIFY(f.fit.has_value());
    QCOMPARE(f.fit->status, tco::SolveStatus::TargetMissed);
    QCOMPARE(f.fit->misses.size(), std::size_t(3));
    QString text;
    for (const ReportBlock &b : ReportBuilder(data, false).build().blocks)
        if (const auto *p = std::get_if<ReportParagraph>(&b))
            text += p->text + QLatin1Char(' ');
    const QLocale &locale = data.input.locale;
    for (const tco::TargetMiss &m : f.fit->misses)
        QVERIFY2(text.contains(MessageTexts::targetAmount(m.target, m.by, locale)),
                 qPrintable(MessageTexts::targetAmount(m.target, m.by, locale)));
    QVERIFY2(text.contains(QStringLiteral("misses 3 of them")), qPrintable(text));
    QVERIFY2(!text.contains(QStringLiteral("meets the others")), qPrintable(text));
    QVERIFY2(
        text.contains(
            QStringLiteral("No plan can reach a predicted loss of %1").arg(formatNumber(1.0, locale, 4))),
        qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("irreducible loss, %1").arg(formatNumber(1.82, locale, 4))),
             qPrintable(text));
}

void TestReportChapters::historyHasOneRowPerRun()
{
    ReportInput in = inputFor({tco::defaultScenario()});
    in.userHistory.push_back({2024, "Our last model", 2.5e6, "user", {}, {}});
    const ReportDocument doc = ReportBuilder(computeReportData(in), false).build();
    const ReportTable *t = nullptr;
    for (const ReportBlock &b : doc.blocks)
        if (const auto *table = std::get_if<ReportTable>(&b);
            table && table->header.size() > 1 && table->header[1] == QStringLiteral("Training run"))
            t = table;
    QVERIFY(t);
    // every built-in run once, the user's run, the plan
    QCOMPARE(t->rows.size(), tco::builtinRuns().size() + 2);
    int bert = 0;
    for (const ReportRow &row : t->rows) {
        if (row.cells[1].text != QStringLiteral("BERT-Large"))
            continue;
        ++bert;
        QVERIFY2(row.cells[2].text.contains(QStringLiteral("–")), qPrintable(row.cells[2].text)); // the range
        QVERIFY(row.cells[4].text.contains(QStringLiteral("91 times")));
        QVERIFY(row.cells[4].text.contains(QStringLiteral("AI Index")));
    }
    QCOMPARE(bert, 1);
    const ReportRow *forecast = nullptr;
    for (const ReportRow &row : t->rows)
        if (row.cells[1].text == QStringLiteral("Frontier LLM forecast"))
            forecast = &row;
    QVERIFY(forecast);
    QCOMPARE(forecast->cells[3].text, historyKindLabel(QStringLiteral("forecast")));
    // a run of 2025 under its calendar year; the 2025 forecast against what happened
    const ReportRow *grok4 = nullptr, *passed = nullptr;
    for (const ReportRow &row : t->rows) {
        if (row.cells[1].text == QStringLiteral("Grok 4"))
            grok4 = &row;
        if (row.cells[1].text == QStringLiteral("Next-generation model in development"))
            passed = &row;
    }
    QVERIFY(grok4 && passed);
    QCOMPARE(grok4->cells[0].text, QStringLiteral("2025"));
    QVERIFY2(passed->cells[4].text.contains(QStringLiteral(
                 "the most expensive finished run of 2025 was Grok 4 at $436M, 0.44× the forecast")),
             qPrintable(passed->cells[4].text));
}

void TestReportChapters::sourcesAreCitedInFull()
{
    // Defect: citations read "S1 §2 (seed article 001)" and "source articles
    // S0/S1/S2", which a reader cannot look up.
    const ReportDocument doc =
        ReportBuilder(computeReportData(inputFor({tco::defaultScenario()})), false).build();
    QString all;
    QStringList sources;
    bool inSources = false;
    for (const ReportBlock &b : doc.blocks) {
        if (const auto *h = std::get_if<ReportHeading>(&b)) {
            all += h->text + QLatin1Char('\n');
            inSources = h->text.endsWith(QLatin1String("Sources"));
        }
        if (const auto *p = std::get_if<ReportParagraph>(&b))
            all += p->text + QLatin1Char('\n');
        if (const auto *l = std::get_if<ReportBullets>(&b))
            for (const QString &item : l->items) {
                all += item + QLatin1Char('\n');
                if (inSources)
                    sources << item;
            }
        if (const auto *t = std::get_if<ReportTable>(&b))
            for (const auto &row : t->rows)
                for (const auto &cell : row.cells)
                    all += cell.text + QLatin1Char('\n');
    }
    for (const char *label :
         {"S0", "S1 ", "S2 ", "S1/", "seed article", "source article S", "source articles S"})
        QVERIFY2(!all.contains(QString::fromLatin1(label)), label);
    // The three source articles by their titles, each with the sections cited.
    for (const char *title :
         {"《大模型训练算力与数据规模的成本拆解及优化策略》", "《大模型训练成本全维度拆解与优化指南》",
          "《LLM训练预训练阶段成本构成与优化指南》"})
        QVERIFY2(sources.filter(QString::fromUtf8(title)).size() == 1, title);
    // Every other source with author, year and title.
    for (const char *ref : {"Kaplan, J. et al. 2020. Scaling Laws for Neural Language Models",
                            "Llama Team, AI @ Meta 2024. The Llama 3 Herd of Models", "Young, J. W. 1974",
                            "Daly, J. T. 2006", "Besiroglu, T. et al. 2024", "Cottier, B. et al. 2024"})
        QVERIFY2(sources.filter(QString::fromUtf8(ref)).size() == 1, ref);
}

PLANNER_TEST_MAIN(TestReportChapters)
} // namespace tst_reportchapters

#include "tst_reportchapters.moc"
