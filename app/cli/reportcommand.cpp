// SPDX-License-Identifier: GPL-3.0-or-later
#include "reportcommand.h"

#include <algorithm>
#include <analysis/cashflow.h>
#include <files/atomicfile.h>
#include <plan/evaluate.h>
#include <portfolio/demand.h>
#include <portfolio/placedrun.h>
#include <portfolio/portfoliofocus.h>
#include <tracking/focusexport.h>
#include <tracking/planstatus.h>

#include "actualsinput.h"
#include "error.h"
#include "json.h"
#include "planinput.h"
#include "portfolioinput.h"

#include "report/portfolioreport.h"
#include "report/report.h"
#include "report/reportlanguage.h"
#include "texts/portfoliotexts.h"

#include <QApplication>
#include <QDateTime>
#include <QString>

#include <filesystem>
#include <memory>
#include <ostream>

namespace cli {

namespace {

/** The application object the charts need. Reports are made off screen
 *  even where a display exists: nothing is shown, and a missing display
 *  must not stop a script. */
class GuiApplication
{
public:
    GuiApplication()
    {
        if (QCoreApplication::instance()) {
            if (!qobject_cast<QApplication *>(QCoreApplication::instance()))
                throw Error("report: charts need a GUI application, but a console application is running",
                            ExitCode::Failure);
            return;
        }
        if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
            qputenv("QT_QPA_PLATFORM", "offscreen");
        m_app = std::make_unique<QApplication>(m_argc, m_argv);
    }

private:
    int m_argc = 1;
    char m_name[8] = "llm-tco";
    char *m_argv[2] = {m_name, nullptr};
    std::unique_ptr<QApplication> m_app;
};

/** `--portfolio FILE --run ID`: the plan's report of one run as the
 *  portfolio places it (tco::placedPlan), with the note of what the
 *  portfolio charges it (portfolioRunNote): the report the window writes
 *  for a run opened from the portfolio. */
int placedRunReport(const ParsedOptions &o, Io &io, const PortfolioInput &in, std::size_t run,
                    const std::string &out, const QLocale &locale, const std::string &kind)
{
    const tco::PortfolioEvaluation e =
        tco::evaluatePortfolio(in.portfolio, tco::portfolioDemands(in.portfolio, in.catalog), in.catalog);
    const int index = static_cast<int>(run);
    const tco::Scenario plan = tco::placedPlan(in.portfolio, e, index);
    planner::ReportInput input;
    input.scenarios = {plan};
    input.kind = kind == "executive" ? planner::ReportKind::Executive : planner::ReportKind::Full;
    input.catalog = &in.catalog;
    input.locale = locale;
    input.generatedAt = QDateTime::currentDateTime();
    const QString portfolioFile = QString::fromLocal8Bit(o.valueOr("portfolio", "").c_str());
    input.portfolioRunNote = planner::portfolioRunNote(
        in.portfolio, planner::portfolioDisplayName(in.portfolio, portfolioFile), index,
        tco::placedRun(in.portfolio, e, index), plan, tco::evaluate(plan, in.catalog).totalUsd);
    QString error;
    if (!planner::ReportExporter::exportFile(input, QString::fromLocal8Bit(out.c_str()), &error))
        throw Error("--out '" + out + "': " + error.toStdString(), ExitCode::Failure);
    io.out << "wrote " << out << '\n';
    return verdictExitStatus(tco::planStatus(plan, in.catalog));
}

/** `--portfolio FILE`: the portfolio's report (report/portfolioreport.h),
 *  the portfolio loaded and --set applied as `llm-tco portfolio` does. */
int portfolioReport(const ParsedOptions &o, Io &io, const std::string &out, const std::string &language,
                    const std::string &kind)
{
    for (const char *plan : {"scenario", "actuals", "progress", "currency", "samples", "seed"})
        if (o.has(plan))
            throw Error("--" + std::string(plan) +
                        " is a plan's and cannot be used with --portfolio; allowed "
                        "with --portfolio: --kind, --language, --set, --catalog, --out");
    const PortfolioInput in = loadPortfolioInput(o);

    GuiApplication app;
    planner::ReportLanguage lang(QString::fromStdString(language));
    if (!lang.ok())
        throw Error("--language " + language + ": the translation is missing from this build",
                    ExitCode::Failure);
    if (const auto ref = o.value("run"))
        return placedRunReport(o, io, in, runIndex(in.portfolio, *ref, "--run"), out, lang.locale(), kind);

    planner::PortfolioReportInput input;
    input.portfolio = in.portfolio;
    input.fileName = QString::fromLocal8Bit(o.valueOr("portfolio", "").c_str());
    input.kind = kind == "executive" ? planner::ReportKind::Executive : planner::ReportKind::Full;
    input.catalog = &in.catalog;
    input.locale = lang.locale();
    input.generatedAt = QDateTime::currentDateTime();
    QString error;
    if (!planner::exportPortfolioReport(input, QString::fromLocal8Bit(out.c_str()), &error))
        throw Error("--out '" + out + "': " + error.toStdString(), ExitCode::Failure);
    io.out << "wrote " << out << '\n';
    return 0;
}

/** One --scenario's options as `evaluate` would load it: same messages,
 *  same --set rules. */
ParsedOptions planOptions(const ParsedOptions &o, const std::string *file)
{
    ParsedOptions one;
    if (file)
        one.add("scenario", *file);
    for (const std::string &s : o.values("set"))
        one.add("set", s);
    if (const auto cat = o.value("catalog"))
        one.add("catalog", *cat);
    for (const char *risk : {"samples", "seed", "currency"})
        if (const auto value = o.value(risk))
            one.add(risk, *value);
    return one;
}

/** The Tags column: a JSON object of strings, each quoted by the command
 *  line's JSON writer. */
std::string tagsJson(const std::vector<std::pair<std::string, std::string>> &tags)
{
    std::string out = "{";
    for (const auto &[key, value] : tags)
        out += (out.size() > 1 ? "," : "") + JsonWriter::quoted(key) + ":" + JsonWriter::quoted(value);
    return out + "}";
}

/** `--format focus`: the plan's or the portfolio's planned cost as FOCUS 1.2
 *  rows (docs/focus-export.md), on stdout or to --out. */
int focusExport(const ParsedOptions &o, Io &io)
{
    for (const char *other : {"kind", "language", "actuals", "progress"})
        if (o.has(other))
            throw Error("--" + std::string(other) +
                        " cannot be used with --format focus: the export is the plan's forecast");
    tco::FocusTable table;
    int status = 0;
    if (o.has("portfolio")) {
        for (const char *plan : {"scenario", "currency", "samples", "seed"})
            if (o.has(plan))
                throw Error("--" + std::string(plan) + " is a plan's and cannot be used with --portfolio");
        const PortfolioInput in = loadPortfolioInput(o);
        const tco::PortfolioEvaluation e =
            tco::evaluatePortfolio(in.portfolio, tco::portfolioDemands(in.portfolio, in.catalog), in.catalog);
        table = tco::portfolioFocus(in.portfolio, e);
        table.scenario = in.name;
    } else {
        const std::vector<std::string> &files = o.values("scenario");
        if (files.size() > 1)
            throw Error("--format focus exports one plan: give one --scenario (got " +
                        std::to_string(files.size()) + ")");
        const Plan plan = loadPlan(planOptions(o, files.empty() ? nullptr : &files.front()));
        const tco::Result r = tco::evaluate(plan.scenario, plan.catalog);
        table = tco::planFocus(plan.scenario, tco::cashflow(plan.scenario, r, plan.catalog));
        table.scenario = plan.name;
        if (!r.feasible()) {
            io.err << "The plan cannot run as entered: no rows (llm-tco evaluate names the condition).\n";
            status = static_cast<int>(ExitCode::Infeasible);
        }
    }
    const std::string csv = tco::focusCsv(table, tagsJson);
    const auto out = o.value("out");
    if (!out) {
        io.out << csv;
        return status;
    }
    if (out->empty())
        throw usageError("--out needs a file name");
    refuseReadOnly(o, "out", *out);
    std::string error;
    if (!tco::writeFileAtomically(*out, csv, error))
        throw Error("--out '" + *out + "': " + error, ExitCode::Failure);
    io.out << "wrote " << *out << '\n';
    return status;
}

} // namespace

Command reportCommand()
{
    Command c{.name = "report",
              .summary =
                  "the budget owner's report (executive or full) as PDF, HTML or CSV, for up to 4 scenarios "
                  "or a portfolio; or the planned cost as FOCUS 1.2 rows"};
    c.options = {
        {"scenario", "FILE",
         "a .tcoplan scenario; repeat to compare up to 4 (the first is the baseline); default: the built-in "
         "scenario",
         true},
        {"portfolio", "FILE",
         "a .tcoportfolio file: the portfolio's report (a year of runs on a fleet) instead of a plan's"},
        {"run", "ID",
         "with --portfolio: the plan's report of this run (an id or an index) as the portfolio places it, "
         "with what the portfolio charges it"},
        {"out", "FILE",
         "the report to write: .pdf, .html (one self-contained file) or .csv (figures); with --format "
         "focus the CSV (default: standard output)"},
        {"format", "FORMAT",
         "focus: the planned cost by month (a portfolio's by month, run and pool) as FOCUS 1.2 CSV rows "
         "(docs/focus-export.md) instead of a report"},
        forceSpec(),
        {"kind", "KIND",
         "executive: 2-4 pages for the budget owner; full (default): every chapter, the inputs as an "
         "appendix"},
        {"language", "LANG", "report language: en (default) or zh_CN"},
        {"set", "KEY=VALUE",
         "override one input in every scenario (keys: `llm-tco keys`); with --portfolio: run.N.KEY, "
         "pool.N.FIELD, "
         "budget.annualUsd as `llm-tco portfolio`",
         true},
        catalogSpec(),
        currencySpec(),
    };
    c.options = joinSpecs(joinSpecs(c.options, riskSpecs()), actualsSpecs());
    c.details =
        R"(--kind full (the default): a cover, an executive summary (total, P10-P90 range, duration, budget
status and the biggest cost drivers), the cost breakdown, the hidden costs, the trade-off charts,
risk, what fits, the history of training costs, the method, and as an appendix every input with
its default and source. With several scenarios it adds the comparison with the first.
--kind executive: 2-4 pages: the decision asked for, the total with its P10-P90 range (the plan's
own Monte Carlo, as the window shows it), the spend over time, the inputs that move the total
most, the assumptions that differ from the defaults, conditions and advice, and the what-if
variants. A plan without a name is titled by its file's name. Money is shown in the first
plan's display currency (or --currency), and the cover states the rate. No display is needed.

--portfolio FILE reports a portfolio (docs/model.md §16) instead of plans. --kind executive: at most
4 pages for the annual budget meeting: the decision asked for (the fleet to own and commit), the
year's total with its P10-P90 range, the fleet decision (recommended, this fleet, rent everything,
own for the peak, break-even), money by month and cash by quarter, the runs on the fleet, the top
runs and teams, and the risks (deadline misses with their reasons, the odds of a budget overrun).
--kind full adds every run instance, every month, the fiscal years and each pool's utilisation
and idle dollars. The CSV has the key figures, a line per run, per month, per pool and per team.
Exit status with --portfolio: 0 written, 1 the file could not be written, 2 bad input.
--portfolio FILE --run ID reports one run as a plan, as the window does for a run opened from the
portfolio: it starts where the schedule places it, and the summary says what the portfolio
charges it (its pools, its share of idle capacity, corpora and shared costs) beside the plan's
own total; exit status as for a plan.

--format focus writes the plan's forecast (one --scenario) or the portfolio's instead of a report:
one row per month and cost category (a portfolio's per month, run and pool) in the columns of
FOCUS 1.2, the FinOps Foundation's cost and usage specification, with the planner's own
columns prefixed x_, so a FinOps tool loads plan and bill side by side and `llm-tco track
--actuals` reads it back to the same totals. EffectiveCost is the cost, BilledCost the cash;
ListCost, ContractedCost, ChargeClass and the sub-account columns are left empty
(docs/focus-export.md). CSV on standard output, or to --out FILE.

--actuals and --progress (one plan only) report the plan as tracked: its actual spend, the
forecast at completion as the headline and tracking's budget status, as `track` gives them.

Exit status: 0 written, 1 the file could not be written, 2 bad input, 3 a plan cannot run;
for a tracked plan 5 past the warning line, 6 past the review line (as `track`).

Examples:
  llm-tco report --out plan.pdf
  llm-tco report --scenario plan.tcoplan --kind executive --out plan-executive.pdf
  llm-tco report --scenario a.tcoplan --scenario b.tcoplan --out compare.html --language zh_CN
  llm-tco report --scenario a.tcoplan --set cluster.gpuCount=4096 --out figures.csv
  llm-tco report --scenario plan.tcoplan --actuals spend.csv --kind executive --out status.pdf
  llm-tco report --portfolio year.tcoportfolio --kind executive --out budget-meeting.pdf
  llm-tco report --portfolio year.tcoportfolio --run main --out main-run.pdf
  llm-tco report --scenario plan.tcoplan --format focus --out plan-focus.csv
  llm-tco report --portfolio year.tcoportfolio --format focus > year-focus.csv)";
    c.run = [](const ParsedOptions &o, Io &io) {
        if (const auto format = o.value("format")) {
            parseChoice("format", *format, {"focus"});
            return focusExport(o, io);
        }
        const auto out = o.value("out");
        if (!out || out->empty())
            throw usageError("--out FILE is required (.pdf, .html or .csv)");
        refuseReadOnly(o, "out", *out);
        const QString path = QString::fromLocal8Bit(out->c_str());
        const auto format = planner::ReportExporter::formatForPath(path);
        if (!format)
            throw Error("--out '" + *out + "': unknown report format; use a .pdf, .html or .csv file name");
        const std::string language = parseChoice("language", o.valueOr("language", "en"), {"en", "zh_CN"});
        const std::string kind = parseChoice("kind", o.valueOr("kind", "full"), {"executive", "full"});
        if (o.has("portfolio"))
            return portfolioReport(o, io, *out, language, kind);
        if (o.has("run"))
            throw usageError("--run names a run of a portfolio: give --portfolio FILE too");
        const std::vector<std::string> &files = o.values("scenario");
        if (files.size() > static_cast<std::size_t>(planner::kMaxReportScenarios))
            throw Error("at most " + std::to_string(planner::kMaxReportScenarios) +
                        " --scenario files (got " + std::to_string(files.size()) + ")");

        // Each scenario as `evaluate` would load it: same messages, same --set rules.
        const tco::Catalog catalog = loadCatalog(o);
        std::vector<tco::Scenario> scenarios;
        if (files.empty())
            scenarios.push_back(loadPlan(planOptions(o, nullptr)).scenario);
        for (const std::string &file : files)
            scenarios.push_back(loadPlan(planOptions(o, &file)).scenario);
        if (o.has("actuals") || o.has("progress")) {
            if (scenarios.size() > 1)
                throw Error("--actuals and --progress are one plan's: give one --scenario (got " +
                            std::to_string(scenarios.size()) + ")");
            scenarios.front().actuals.reset(loadActuals(o, Plan{catalog, scenarios.front()}, io, "report"));
        }

        GuiApplication app;
        planner::ReportLanguage lang(QString::fromStdString(language));
        if (!lang.ok())
            throw Error("--language " + language + ": the translation is missing from this build",
                        ExitCode::Failure);

        planner::ReportInput input;
        input.scenarios = scenarios;
        for (const std::string &file : files)
            input.fileNames.push_back(QString::fromLocal8Bit(file.c_str()));
        input.kind = kind == "executive" ? planner::ReportKind::Executive : planner::ReportKind::Full;
        input.catalog = &catalog;
        input.locale = lang.locale();
        input.generatedAt = QDateTime::currentDateTime();

        QString error;
        if (!planner::ReportExporter::exportFile(input, path, &error))
            throw Error("--out '" + *out + "': " + error.toStdString(), ExitCode::Failure);
        io.out << "wrote " << *out << '\n';
        // The report marks an infeasible plan as such, and a tracked one's
        // verdict; the status says so too (the one verdict, tco::planStatus).
        int status = 0;
        for (const tco::Scenario &s : scenarios)
            status = std::max(status, verdictExitStatus(tco::planStatus(s, catalog)));
        return status;
    };
    return c;
}

} // namespace cli
