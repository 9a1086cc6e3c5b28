// SPDX-License-Identifier: GPL-3.0-or-later
// `llm-tco portfolio evaluate|schedule|optimise|template`: a year of compute
// on a shared fleet (docs/model.md §16, issue 34). Exit status as for one
// plan (README, "Exit status"): 3 when a run misses its deadline, 5 or 6
// when a fiscal year's cost is past the budget's warning or review line,
// as `track` does; the highest that applies.
#include "commands.h"
#include "error.h"
#include "format.h"
#include "planinput.h"
#include "portfolioinput.h"
#include "portfoliooutput.h"

#include <plan/calendar.h>
#include <portfolio/demand.h>
#include <portfolio/portfoliofile.h>
#include <portfolio/typicalyear.h>

#include <algorithm>
#include <ostream>

namespace cli {

namespace {

constexpr std::string_view kPortfolioDetails =
    R"(The portfolio is a .tcoportfolio file (docs/file-format.md): runs, each a full plan, the
pools of the fleet and the annual budget. `llm-tco portfolio template --out year.tcoportfolio`
writes the built-in typical year (docs/model.md §16.6) to start from.
--set edits the portfolio for this run only (--out saves the edited file):
  run.N.KEY=VALUE    a plan input of run N (keys: `llm-tco keys`), or its earliestStart,
                     deadline, pinnedStart, repeat, priority, allowSpot, team, project
  pool.N.FIELD=VALUE count, usdPerHour, discount, prepaidShare, termMonths, start,
                     purchaseUsdPerAccelerator, hostingUsdPerAcceleratorHour,
                     depreciationYears, resaleFraction, goodputLoss
  budget.annualUsd, budget.warningFraction, budget.reviewFraction, rentalDeclinePerYear
N is the run's (pool's) 0-based index in the file or its id.
Exit status: 3 when a run misses its deadline, 5 when a fiscal year is past the warning
line, 6 past the review line (the highest that applies); 2 for bad input.)";

/** 3, 5 or 6 as the header says, with the reasons on stderr. */
int portfolioExitCode(const tco::PortfolioEvaluation &e, Io &io)
{
    int code = 0;
    if (!e.schedule.allDeadlinesMet()) {
        code = static_cast<int>(ExitCode::Infeasible);
        io.err << "llm-tco portfolio: " << e.schedule.missedDeadlines
               << (e.schedule.missedDeadlines == 1 ? " run instance misses" : " run instances miss")
               << " its deadline (`llm-tco portfolio schedule` gives each reason)\n";
    }
    const tco::BudgetStatus status = e.metrics.worstStatus();
    if (status == tco::BudgetStatus::PastWarning || status == tco::BudgetStatus::PastReview) {
        const bool review = status == tco::BudgetStatus::PastReview;
        code = std::max(code, static_cast<int>(review ? ExitCode::PastReview : ExitCode::PastWarning));
        io.err << "llm-tco portfolio: a fiscal year's cost (" << usdText(e.metrics.highestYearUsd())
               << ") is past the budget's " << (review ? "review" : "warning") << " line\n";
    }
    return code;
}

/** --out with the edited portfolio, for evaluate, schedule and optimise. */
void saveIfAsked(const ParsedOptions &o, const tco::Portfolio &p, Io &io)
{
    const auto out = o.value("out");
    if (!out)
        return;
    if (out->empty())
        throw usageError("--out needs a file name");
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

} // namespace

std::vector<Command> portfolioCommands()
{
    std::vector<Command> commands;
    commands.push_back(actionCommand(
        "evaluate",
        "a portfolio's year: cost, cash, capex, utilisation and idle cost per pool, coverage, by team, "
        "against the budget",
        {},
        [](const PortfolioInput &in, const tco::PortfolioEvaluation &e, const std::string &format,
           const ParsedOptions &, Io &io) {
            const int code = portfolioExitCode(e, io);
            const PortfolioView v{in.portfolio, e, in.name, code};
            if (format == "json")
                writeEvaluationJson(io.out, v);
            else if (format == "csv")
                writeEvaluationCsv(io.out, v);
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
            tco::Portfolio best = in.portfolio;
            best.pools[static_cast<std::size_t>(d.ownedPool)].count = d.best.owned;
            if (d.commitmentPool >= 0)
                best.pools[static_cast<std::size_t>(d.commitmentPool)].count = d.best.committed;
            const tco::PortfolioRisk risk = tco::portfolioMonteCarlo(best, demands, in.catalog, settings);
            // No fleet that meets every deadline: like `solve` without a solution.
            const int code = d.best.deadlinesMet() ? 0 : static_cast<int>(ExitCode::NoSolution);
            if (code != 0)
                io.err << "llm-tco portfolio: no fleet tried meets every deadline\n";
            const PortfolioView v{in.portfolio, e, in.name, code};
            const FleetView f{d, risk};
            if (format == "json")
                writeFleetJson(io.out, v, f);
            else if (format == "csv")
                writeFleetCsv(io.out, f);
            else
                printFleetText(io.out, v, f);
            return code;
        }));
    commands.push_back(templateCommand());
    return commands;
}

} // namespace cli
