// SPDX-License-Identifier: GPL-3.0-or-later
// Loading and saving a .tcoportfolio file: what a portfolio file is (its
// kind, versions and limits) for the guarded load and save shared with a
// plan (model/files/guardedarchive.h, docs/file-format.md), the checks before
// saving, the file itself and the messages. The elements are in
// portfoliorecord.cpp.
#include "portfolio/portfoliofile.h"

#include "files/guardedarchive.h"
#include "plan/calendar.h"
#include "plan/catalog.h"
#include "portfolio/portfoliorecord.h"

#include <utility>

namespace tco {
namespace {

using filerecord::clip;
using portfoliorecord::PortfolioRecord;

PortfolioLoadResult failure(FileError code, std::string detail)
{
    return {{code, std::move(detail)}};
}

std::string limitText()
{
    return "the limit is " + std::to_string(kMaxPortfolioFileBytes) + " bytes";
}

/** Is the archive a portfolio's (model/files/archivefile.h), from its first element on? */
filerecord::Refusal portfolioKind(std::string_view first)
{
    if (first.starts_with("<formatVersion>"))
        return std::pair{FileError::NotScenarioFile,
                         std::string("a plan (.tcoplan), not a portfolio: a plan becomes a run of a "
                                     "portfolio by import")};
    if (!first.starts_with("<portfolioFormatVersion>"))
        return std::pair{
            FileError::NotScenarioFile,
            std::string("a Boost XML archive, but not of a portfolio (no portfolioFormatVersion)")};
    return std::nullopt;
}

/** A portfolio file's kind, versions and limits, for the guarded load and
 *  save (model/files/guardedarchive.h). The saver leaves the values' checks
 *  to the read back. */
const filerecord::ArchiveFormat &portfolioArchive()
{
    static const filerecord::ArchiveFormat format{
        .element = "portfolio",
        .versions = {{"portfolioFormatVersion", "portfolio format", kPortfolioFormatVersion},
                     {"planFormatVersion", "plan format", kScenarioFormatVersion}},
        .maxBytes = kMaxPortfolioFileBytes,
        .limitText = limitText,
        .kind = portfolioKind,
        .tooLargeToSave =
            [](std::size_t bytes) {
                return "the portfolio takes " + std::to_string(bytes) +
                       " bytes; a portfolio file may take at most " + std::to_string(kMaxPortfolioFileBytes);
            },
        .issuesDetail = [](const std::vector<Issue> &issues) { return tco::describe(issues.front()); },
        .readBackRefusesValues = true,
    };
    return format;
}

std::string runName(const Portfolio &p, int run)
{
    if (run < 0 || static_cast<std::size_t>(run) >= p.runs.size())
        return "the portfolio";
    return "run." + std::to_string(run) + " '" + clip(p.runs[static_cast<std::size_t>(run)].id, 40) + "'";
}

std::string poolName(const Portfolio &p, int pool)
{
    if (pool < 0 || static_cast<std::size_t>(pool) >= p.pools.size())
        return "the portfolio";
    return "pool." + std::to_string(pool) + " '" + clip(p.pools[static_cast<std::size_t>(pool)].id, 40) + "'";
}

} // namespace

std::string describe(const PortfolioError &e, const Portfolio &p)
{
    const std::string run = runName(p, e.run), pool = poolName(p, e.pool), text = clip(e.text, 60);
    switch (e.issue) {
    case PortfolioIssue::EmptyRunId:
        return run + ": the run has no id; give each run a unique id";
    case PortfolioIssue::DuplicateRunId:
        return run + ": id '" + text + "' is used by an earlier run; ids must be unique";
    case PortfolioIssue::MissingDependency:
        return run + ": depends on '" + text + "', which is no run of the portfolio";
    case PortfolioIssue::SelfDependency:
        return run + ": depends on itself";
    case PortfolioIssue::DependencyCycle:
        return run + ": waits for itself through a cycle of dependencies (" + text +
               " wait for each other), so none of them could ever start";
    case PortfolioIssue::BadRepeat:
        return run + ": repeat must be a whole number from 1 to 10000, and intervalDays from 0 to 3660";
    case PortfolioIssue::BadDates:
        return run + ": the deadline is before the earliest start, or a date is not a real day";
    case PortfolioIssue::NoPoolForRun:
        return run + ": no pool has an accelerator the run may use; add a pool or allow another accelerator";
    case PortfolioIssue::UnknownAccelerator:
        return pool + ": accelerator '" + text + "' is not in the catalog (`llm-tco gpus`)";
    case PortfolioIssue::DuplicatePoolId:
        return pool + ": id '" + text + "' is used by an earlier pool; ids must be unique";
    case PortfolioIssue::BadPool:
        return pool +
               ": a count, price or share is out of range (counts and prices 0 or more, shares below 1; "
               "network and facility capex shares 0 to 2)";
    case PortfolioIssue::BadHorizon:
        return "the calendar: the start is not a real day or the horizon is not 1 to 120 months";
    case PortfolioIssue::BadBudget:
        return "the budget: an amount or line is negative or not a number, the fiscal year does not start in "
               "month 1 to 12, the rental decline is not from -1 (prices doubling a year) to below 1, or the "
               "cost of capital is not from 0 to below 1";
    case PortfolioIssue::BudgetLinesCrossed:
        return "the budget: " + text +
               ": the warning line must not lie above the review line (warningFraction at most "
               "reviewFraction)";
    case PortfolioIssue::EmptyPoolId:
        return pool + ": the pool has no id; give each pool a unique id";
    case PortfolioIssue::Count:
        break;
    }
    return run + ": " + std::string(portfolioIssueKey(e.issue));
}

PortfolioLoadResult loadPortfolio(std::string_view bytes, const Catalog &catalog)
{
    // Structure and each value on its own (portfoliorecord.cpp); then the
    // catalog and the checks across fields and runs.
    PortfolioRecord record;
    FileOutcome parsed = filerecord::readRecord(bytes, portfolioArchive(), record);
    if (parsed.error != FileError::None && parsed.error != FileError::InvalidValues)
        return {std::move(parsed)};
    // Refused fields were left at their defaults, so nothing is said twice.
    PortfolioLoadResult r;
    r.issues = std::move(parsed.issues);
    const Portfolio &p = record.portfolio;
    for (std::size_t i = 0; i < p.runs.size(); ++i)
        for (Issue &issue : validate(p.runs[i].scenario, catalog)) {
            issue.key = runName(p, static_cast<int>(i)) + " " + issue.key;
            r.issues.push_back(std::move(issue));
        }
    r.problems = validatePortfolio(p, catalog);
    for (const Issue &issue : r.issues)
        r.lines.push_back(tco::describe(issue));
    for (const PortfolioError &e : r.problems)
        r.lines.push_back(describe(e, p));
    if (!r.lines.empty()) {
        r.error = FileError::InvalidValues;
        r.detail = r.lines.front() +
                   (r.lines.size() > 1 ? " (and " + std::to_string(r.lines.size() - 1) + " more)" : "");
        return r;
    }
    r.portfolio.emplace(std::move(record.portfolio));
    return r;
}

PortfolioLoadResult loadPortfolioFile(const std::string &path, const Catalog &catalog)
{
    filerecord::FileBytes file = filerecord::readFileCapped(path, kMaxPortfolioFileBytes, limitText());
    if (file.error != FileError::None)
        return failure(file.error, std::move(file.detail));
    return loadPortfolio(file.bytes, catalog);
}

std::optional<std::string> savePortfolio(const Portfolio &p, FileError *error, std::string *detail)
{
    const auto refuse = [&](FileError code, std::string why) {
        return filerecord::refuseSave(code, std::move(why), error, detail);
    };
    if (p.runs.size() > kMaxPortfolioRuns || p.pools.size() > kMaxPortfolioPools ||
        p.sharedCosts.size() > kMaxSharedCosts)
        return refuse(FileError::TooLarge, "a portfolio file holds at most " +
                                               std::to_string(kMaxPortfolioRuns) + " runs, " +
                                               std::to_string(kMaxPortfolioPools) + " pools and " +
                                               std::to_string(kMaxSharedCosts) + " shared costs");
    for (std::size_t i = 0; i < p.runs.size(); ++i) {
        FileError planError = FileError::None;
        std::string why;
        if (!saveScenario(p.runs[i].scenario, &planError, &why))
            return refuse(planError, runName(p, static_cast<int>(i)) + " plan: " + why);
    }
    // The text must load back, every field in range, to the same text.
    PortfolioRecord record;
    record.portfolio = p;
    return filerecord::saveRecord(
        record, portfolioArchive(),
        [](const PortfolioRecord & /*saved*/, const PortfolioRecord &back, const std::string &text) {
            return filerecord::writeRecord(back, portfolioArchive()) == text;
        },
        error, detail);
}

FileError savePortfolioFile(const Portfolio &p, const std::string &path, std::string *detail)
{
    FileError error = FileError::None;
    const auto text = savePortfolio(p, &error, detail);
    return filerecord::writeSavedText(text, error, path, detail);
}

std::string describe(const PortfolioLoadResult &r)
{
    const std::string invalid = std::to_string(r.lines.size()) +
                                (r.lines.size() == 1 ? " problem" : " problems") + " in the portfolio file";
    return filerecord::describeLoad(r.error, "portfolio", invalid, r.detail);
}

PortfolioRun runFromPlan(const Scenario &plan, std::string id, RunKind kind, const Portfolio &into)
{
    PortfolioRun r;
    r.id = std::move(id);
    r.kind = kind;
    r.scenario = plan;
    r.team = plan.tags.team;
    r.project = plan.tags.project;
    const auto start = parseDate(plan.startDate);
    r.earliestStart = start && *start > into.start ? *start : into.start;
    // The last day of the calendar, or the plan's own deadline target when earlier.
    const CivilDate end = addCalendarMonths(into.start, into.horizonMonths);
    r.deadline = addDays(end, -1);
    if (plan.targets.deadlineDays > 0) {
        const CivilDate target = addDays(r.earliestStart, plan.targets.deadlineDays - 1);
        if (target < r.deadline)
            r.deadline = target;
    }
    return r;
}

} // namespace tco
