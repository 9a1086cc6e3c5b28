// SPDX-License-Identifier: GPL-3.0-or-later
// `llm-tco portfolio evaluate|schedule|optimise|compare|template`: a year of
// compute on a shared fleet (docs/model.md §16, issue 34). Exit status as
// for one plan (README, "Exit status"): 3 when a run misses its deadline, 5
// or 6 when a fiscal year's cost (or, with --actuals, the tracked status,
// §16.8) is past the budget's warning or review line, as `track` does; the
// highest that applies. `compare` exits 0 unless its input is bad.
#include "actualsinput.h"
#include "commands.h"
#include "error.h"
#include "format.h"
#include "planinput.h"
#include "portfolioinput.h"
#include "portfoliooutput.h"

#include <plan/calendar.h>
#include <portfolio/demand.h>
#include <portfolio/portfoliocompare.h>
#include <portfolio/portfoliofile.h>
#include <portfolio/portfoliotracking.h>
#include <portfolio/typicalyear.h>

#include <algorithm>
#include <map>
#include <optional>
#include <ostream>

namespace cli {

namespace {

constexpr std::string_view kPortfolioDetails =
    R"(The portfolio is a .tcoportfolio file (docs/file-format.md): runs, each a full plan, the
pools of the fleet and the annual budget. `llm-tco portfolio template --out year.tcoportfolio`
writes the built-in typical year (docs/model.md §16.6) to start from.
--set edits the portfolio for this run only (--out saves the edited file):
  run.N.KEY=VALUE    a plan input of run N (keys: `llm-tco keys`), or its earliestStart,
                     deadline, pinnedStart, repeat, intervalDays, priority, allowSpot, team,
                     project, corpus
  pool.N.FIELD=VALUE count, usdPerHour, discount, prepaidShare, termMonths, start,
                     purchaseUsdPerAccelerator, networkCapexShare, facilityCapexShare,
                     hostingUsdPerAcceleratorHour, depreciationYears, resaleFraction,
                     goodputLoss, priceDate (the day its price was quoted; empty = start)
  budget.annualUsd, budget.warningFraction, budget.reviewFraction, rentalDeclinePerYear
  (negative: prices rise), costOfCapital
N is the run's (pool's) 0-based index in the file or its id.
Exit status: 3 when a run misses its deadline, 5 when a fiscal year (for `evaluate
--actuals`, the actual spend or the P50 forecast for the horizon) is past the warning line,
6 past the review line; a missed deadline (3) wins over the budget; 2 for bad input.)";

/** 3, 5 or 6 as the header says, with the reasons on stderr. With
 *  tracked runs the budget's verdict is the tracked one (docs/model.md
 *  §15, "One status"; §16.8), as for a plan with actual spend. */
int portfolioExitCode(const tco::PortfolioEvaluation &e, Io &io,
                      const tco::PortfolioTracking *tracking = nullptr)
{
    int code = 0;
    if (!e.schedule.allDeadlinesMet()) {
        code = static_cast<int>(ExitCode::Infeasible);
        io.err << "llm-tco portfolio: " << missedDeadlinesText(e.schedule.missedDeadlines)
               << " (`llm-tco portfolio schedule` gives each reason)\n";
    }
    const bool tracked = tracking && tracking->status.tracked();
    const tco::BudgetStatus status = tracked ? tracking->status.budget : e.metrics.worstStatus();
    if (status == tco::BudgetStatus::PastWarning || status == tco::BudgetStatus::PastReview) {
        const bool review = status == tco::BudgetStatus::PastReview;
        // A missed deadline (3) wins over the budget (README, "Exit status"):
        // late work is the first thing to act on, and the budget is said too.
        if (code == 0)
            code = static_cast<int>(review ? ExitCode::PastReview : ExitCode::PastWarning);
        const std::string line = review ? "review" : "warning";
        if (tracked)
            io.err << "llm-tco portfolio: the actual spend (" << usdText(tracking->actualUsd)
                   << ") or the P50 forecast for the horizon (" << usdText(tracking->forecastP50Usd)
                   << ") is past the budget's " << line << " line\n";
        else
            io.err << "llm-tco portfolio: a fiscal year's cost (" << usdText(e.metrics.highestYearUsd())
                   << ") is past the budget's " << line << " line\n";
    }
    return code;
}

/** --by month|run of `evaluate --format csv`. */
bool csvByRun(const ParsedOptions &o)
{
    const std::string by = o.valueOr("by", "month");
    if (by != "month" && by != "run")
        throw usageError("--by '" + by + "': allowed: month | run");
    return by == "run";
}

std::string trackableRuns(const tco::Portfolio &p)
{
    std::string ids;
    for (const tco::PortfolioRun &r : p.runs)
        if (r.repeat == 1)
            ids += (ids.empty() ? "" : ", ") + r.id;
    return ids.empty() ? std::string("(none: every run repeats)") : ids;
}

/** --actuals RUN=FILE, repeatable: each run's spend, read as `track` reads
 *  --actuals (docs/actuals.md). Every problem of the ids is named at once,
 *  before any file is read. */
tco::RunActuals loadRunActuals(const ParsedOptions &o, const tco::Portfolio &p, Io &io)
{
    tco::RunActuals actuals;
    std::map<std::string, std::string, std::less<>> files;
    for (const std::string &text : o.values("actuals")) {
        const std::size_t eq = text.find('=');
        if (eq == std::string::npos || eq == 0 || eq + 1 == text.size())
            throw usageError(
                "--actuals '" + text +
                "': expected RUN=FILE, e.g. --actuals main=spend.csv; allowed RUN: " + trackableRuns(p));
        const std::string run = text.substr(0, eq);
        if (files.count(run))
            throw Error("--actuals " + run + " is given twice: give each run once");
        files[run] = text.substr(eq + 1);
        actuals[run] = {};
    }
    std::string problems;
    for (const tco::RunActualsError &e : tco::validateRunActuals(p, actuals)) {
        const std::string where = "--actuals " + e.run + "=" + files[e.run] + ": ";
        if (e.issue == tco::RunActualsIssue::UnknownRun)
            problems += (problems.empty() ? "" : "\n") + where + "no run '" + e.run +
                        "'; allowed: a run's id: " + trackableRuns(p);
        else
            problems += (problems.empty() ? "" : "\n") + where + "run '" + e.run +
                        "' repeats (several instances) and a plan's tracking follows one run; allowed: " +
                        trackableRuns(p);
    }
    if (!problems.empty())
        throw Error(problems);
    for (auto &[id, a] : actuals) {
        // A name, not the binding: clang 14 (the fuzz build) cannot capture
        // a structured binding in a lambda.
        const std::string &runId = id;
        const auto run = std::find_if(p.runs.begin(), p.runs.end(),
                                      [&](const tco::PortfolioRun &r) { return r.id == runId; });
        a.spend = loadSpendFile(o, files[runId], run->scenario.currency, io, "portfolio evaluate");
    }
    return actuals;
}

/** The options --actuals RUN=FILE, --mapping, --accept-partial and --max-left-out. */
std::vector<OptionSpec> runActualsSpecs()
{
    std::vector<OptionSpec> specs{{"actuals", "RUN=FILE",
                                   "actual spend of run RUN, CSV (docs/actuals.md), one file a run: "
                                   "adds a tracking section to the text and JSON (docs/model.md §16.8)",
                                   true}};
    for (const OptionSpec &s : actualsSpecs())
        if (s.name == "mapping" || s.name == "accept-partial" || s.name == "max-left-out")
            specs.push_back(s);
    return specs;
}

/** --out with the edited portfolio, for evaluate, schedule and optimise. */
void saveIfAsked(const ParsedOptions &o, const tco::Portfolio &p, Io &io)
{
    const auto out = o.value("out");
    if (!out)
        return;
    if (out->empty())
        throw usageError("--out needs a file name");
    refuseReadOnly(o, "out", *out);
    std::string detail;
    const tco::FileError error = tco::savePortfolioFile(p, *out, &detail);
    if (error != tco::FileError::None)
        throw Error("--out '" + *out + "': cannot save (" + std::string(tco::fileErrorKey(error)) + ": " +
                        detail + ")",
                    error == tco::FileError::WriteFailed ? ExitCode::Failure : ExitCode::BadInput);
    io.err << "saved " << *out << '\n';
}

using Action = std::function<int(const PortfolioInput &, const tco::PortfolioEvaluation &,
                                 const std::string &, const ParsedOptions &, Io &)>;

Command actionCommand(std::string action, std::string summary, std::vector<OptionSpec> extra, Action run)
{
    Command c{.name = "portfolio " + action,
              .summary = std::move(summary),
              .formats = {"text", "json", "csv"},
              .options = joinSpecs(portfolioSpecs(), extra)};
    c.details = kPortfolioDetails;
    c.run = [run = std::move(run)](const ParsedOptions &o, Io &io) {
        const PortfolioInput in = loadPortfolioInput(o);
        const std::vector<tco::RunDemands> demands = tco::portfolioDemands(in.portfolio, in.catalog);
        const tco::PortfolioEvaluation e = tco::evaluatePortfolio(in.portfolio, demands, in.catalog);
        saveIfAsked(o, in.portfolio, io);
        return run(in, e, o.format(), o, io);
    };
    return c;
}

Command templateCommand()
{
    Command c{.name = "portfolio template",
              .summary = "write the built-in typical year of compute as a .tcoportfolio file to start from",
              .options = {{"out", "FILE", "the .tcoportfolio file to write (printed when not given)"},
                          {"start", "DATE", "the first day of the year (default: the first of next month)"},
                          forceSpec(),
                          catalogSpec()}};
    c.details = R"(The typical year (docs/model.md §16.6): pilots, ablations, a scaling-law ladder, the
main run (the built-in plan), post-training and evaluation on owned, committed, on-demand
and spot pools, with an annual budget. Every figure is an editable assumption.

Example:
  llm-tco portfolio template --start 2027-01-01 --out year.tcoportfolio)";
    c.run = [](const ParsedOptions &o, Io &io) {
        const tco::Catalog catalog = loadCatalog(o);
        tco::CivilDate start = tco::firstOfNextMonth(tco::todayUtc());
        if (const auto text = o.value("start")) {
            const auto d = tco::parseDate(*text);
            if (!d)
                throw Error("--start '" + *text + "': not a date; allowed: a real day YYYY-MM-DD from " +
                            tco::formatDate({tco::kMinDateYear, 1, 1}) + " to " +
                            tco::formatDate({tco::kMaxDateYear, 12, 31}));
            start = *d;
        }
        const tco::Portfolio p = tco::typicalYear(catalog, start);
        if (const auto out = o.value("out")) {
            saveIfAsked(o, p, io);
            return 0;
        }
        tco::FileError error = tco::FileError::None;
        std::string detail;
        const auto text = tco::savePortfolio(p, &error, &detail);
        if (!text)
            throw Error("the typical year cannot be written (" + detail + ")", ExitCode::Failure);
        io.out << *text;
        return 0;
    };
    return c;
}

Command compareCommand()
{
    Command c{.name = "portfolio compare",
              .summary = "two portfolios: what moved the annual cost from A to B, as a waterfall, and each "
                         "run's change",
              .formats = {"text", "json", "csv"},
              .options = joinSpecs(portfolioSpecs(),
                                   {{"with", "FILE", "portfolio B, the .tcoportfolio to compare A with"}})};
    c.details = R"(A is --portfolio (with its --set edits), B is --with, as saved. The waterfall starts at A's
annual cost and steps, cause by cause, to B's (docs/model.md §16.7): owned, committed and
block capacity used by runs, on demand, spot, idle capacity, the runs' storage, network and
data, and shared costs; the steps add up to the difference. Beside it, owned accelerators'
depreciation, power and hosting, capex and residual value; then each run (by id) with its
cost, start and deadlines missed in A and in B.
Exit status: 0, or 2 for bad input.

Example: own 1,024 and rent the peaks, against renting everything:
  llm-tco portfolio compare --portfolio year.tcoportfolio --set pool.owned.count=1024 \
    --set pool.commitment.count=0 --with rent-all.tcoportfolio)";
    c.run = [](const ParsedOptions &o, Io &io) {
        const PortfolioInput a = loadPortfolioInput(o);
        const PortfolioInput b = loadPortfolioInput(o, "with", false);
        const tco::PortfolioEvaluation ea =
            tco::evaluatePortfolio(a.portfolio, tco::portfolioDemands(a.portfolio, a.catalog), a.catalog);
        const tco::PortfolioEvaluation eb =
            tco::evaluatePortfolio(b.portfolio, tco::portfolioDemands(b.portfolio, b.catalog), b.catalog);
        saveIfAsked(o, a.portfolio, io);
        const tco::PortfolioComparison comparison = tco::comparePortfolios(a.portfolio, ea, b.portfolio, eb);
        // Both names with their files: A and B are often the same portfolio, edited.
        const std::string nameA = a.name + " (" + o.valueOr("portfolio", "") +
                                  (o.values("set").empty() ? ")" : ", with --set edits)");
        const std::string nameB = b.name + " (" + o.valueOr("with", "") + ")";
        const PortfolioView va{a.portfolio, ea, nameA, 0}, vb{b.portfolio, eb, nameB, 0};
        const CompareView v{va, vb, comparison};
        if (o.format() == "json")
            writeCompareJson(io.out, v);
        else if (o.format() == "csv")
            writeCompareCsv(io.out, v);
        else
            printCompareText(io.out, v);
        return 0;
    };
    return c;
}

} // namespace

std::vector<Command> portfolioCommands()
{
    std::vector<Command> commands;
    commands.push_back(actionCommand(
        "evaluate",
        "a portfolio's year: cost, cash, capex, utilisation and idle cost per pool, coverage, each run's "
        "cost, by team, against the budget; with --actuals, the actual spend rolled up into the forecast",
        joinSpecs(runActualsSpecs(),
                  {{"by", "month|run", "CSV rows: a line per month (default) or per run with its cost"}}),
        [](const PortfolioInput &in, const tco::PortfolioEvaluation &e, const std::string &format,
           const ParsedOptions &o, Io &io) {
            // The runs' own actuals, and --actuals in place of a run's own.
            const tco::RunActuals actuals =
                tco::runActualsOf(in.portfolio, loadRunActuals(o, in.portfolio, io));
            std::optional<tco::PortfolioTracking> tracking;
            if (!actuals.empty())
                tracking = tco::trackPortfolio(in.portfolio, e, actuals, in.catalog);
            const tco::PortfolioTracking *t = tracking ? &*tracking : nullptr;
            const int code = portfolioExitCode(e, io, t);
            PortfolioView v{in.portfolio, e, in.name, code};
            v.tracking = t;
            if (format == "json")
                writeEvaluationJson(io.out, v);
            else if (format == "csv")
                writeEvaluationCsv(io.out, v, csvByRun(o));
            else
                printEvaluationText(io.out, v);
            return code;
        }));
    commands.push_back(actionCommand(
        "schedule",
        "a portfolio's runs on its pools: start, end, accelerator-hours by month, deadlines missed", {},
        [](const PortfolioInput &in, const tco::PortfolioEvaluation &e, const std::string &format,
           const ParsedOptions &, Io &io) {
            const int code = portfolioExitCode(e, io);
            const PortfolioView v{in.portfolio, e, in.name, code};
            if (format == "json")
                writeScheduleJson(io.out, v);
            else if (format == "csv")
                writeScheduleCsv(io.out, v);
            else
                printScheduleText(io.out, v);
            return code;
        }));
    commands.push_back(actionCommand(
        "optimise",
        "how many accelerators to own and commit: the annual cost curve, break-even and Monte Carlo risk",
        {{"samples", "N", "Monte Carlo samples of the risk (default 1000)"},
         {"seed", "S", "the Monte Carlo's seed (default 20250601)"}},
        [](const PortfolioInput &in, const tco::PortfolioEvaluation &e, const std::string &format,
           const ParsedOptions &o, Io &io) {
            tco::PortfolioRiskSettings settings;
            if (const auto n = o.value("samples"))
                settings.samples = static_cast<int>(parseInteger("samples", *n, 10, 100000));
            if (const auto s = o.value("seed"))
                settings.seed = parseUnsigned64("seed", *s);
            const std::vector<tco::RunDemands> demands = tco::portfolioDemands(in.portfolio, in.catalog);
            const tco::FleetDecision d = tco::optimiseFleet(in.portfolio, demands, in.catalog);
            if (!d.valid)
                throw Error("--portfolio: no pool of kind owned to decide; add one (its count is what "
                            "`optimise` chooses)");
            // The risk of the answer: the portfolio with the recommended fleet.
            const tco::PortfolioRisk risk = tco::portfolioMonteCarlo(tco::withFleet(in.portfolio, d, d.best),
                                                                     demands, in.catalog, settings);
            // No fleet that meets every deadline: like `solve` without a solution.
            const int code = d.best.deadlinesMet() ? 0 : static_cast<int>(ExitCode::NoSolution);
            if (code != 0)
                io.err << "llm-tco portfolio: no fleet tried meets every deadline\n";
            // How the answer moves with the rent path (docs/model.md §16.4).
            const std::vector<tco::PathAnswer> paths =
                tco::answersAcrossRentPaths(in.portfolio, demands, in.catalog, d, settings);
            const PortfolioView v{in.portfolio, e, in.name, code};
            const FleetView f{d, risk, paths};
            if (format == "json")
                writeFleetJson(io.out, v, f);
            else if (format == "csv")
                writeFleetCsv(io.out, f);
            else
                printFleetText(io.out, v, f);
            return code;
        }));
    commands.push_back(compareCommand());
    commands.push_back(templateCommand());
    return commands;
}

} // namespace cli
