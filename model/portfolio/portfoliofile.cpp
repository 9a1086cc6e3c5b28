// SPDX-License-Identifier: GPL-3.0-or-later
// Loading and saving a .tcoportfolio file: the checks before and after the
// archive, as for a plan (model/files/scenariofile.cpp, docs/file-format.md),
// the file itself and the messages. The elements are in portfoliorecord.cpp.
#include "portfolio/portfoliofile.h"

#include "files/archivefile.h"
#include "plan/calendar.h"
#include "plan/catalog.h"
#include "portfolio/portfoliorecord.h"

#include <boost/archive/archive_exception.hpp>
#include <boost/archive/xml_iarchive.hpp>
#include <boost/archive/xml_oarchive.hpp>
#include <boost/serialization/nvp.hpp>

#include <locale>
#include <new>
#include <sstream>

namespace tco {
namespace {

using filerecord::clip;
using filerecord::FormatError;
using filerecord::kClosingTag;
using filerecord::LoadContext;
using filerecord::trimmed;
using portfoliorecord::PortfolioRecord;

constexpr std::string_view kFirstElement = "<portfolioFormatVersion>";
constexpr std::string_view kPlanFirstElement = "<formatVersion>";

PortfolioLoadResult failure(FileError code, std::string detail)
{
    return {{code, std::move(detail)}};
}

std::string limitText()
{
    return "the limit is " + std::to_string(kMaxPortfolioFileBytes) + " bytes";
}

/** The file looks like our archive before Boost sees it (model/files/archivefile.h). */
std::optional<PortfolioLoadResult> precheck(std::string_view text)
{
    const auto kind = [](std::string_view first) -> filerecord::Refusal {
        if (first.starts_with(kPlanFirstElement))
            return std::pair{FileError::NotScenarioFile,
                             std::string("a plan (.tcoplan), not a portfolio: a plan becomes a run of a "
                                         "portfolio by import")};
        if (!first.starts_with(kFirstElement))
            return std::pair{
                FileError::NotScenarioFile,
                std::string("a Boost XML archive, but not of a portfolio (no portfolioFormatVersion)")};
        return std::nullopt;
    };
    if (auto refused = filerecord::precheckArchive(text, kind))
        return failure(refused->first, std::move(refused->second));
    return std::nullopt;
}

/** Reads a signed version: "-1" must not wrap and pass for a newer one. */
std::uint32_t readVersion(boost::archive::xml_iarchive &ar, const char *field, std::uint32_t newest,
                          std::string_view what)
{
    long long version = 0;
    ar >> boost::serialization::make_nvp(field, version);
    if (version > static_cast<long long>(newest))
        throw FormatError(FileError::NewerVersion, std::string(what) + " version " + std::to_string(version) +
                                                       " is newer than this program's " +
                                                       std::to_string(newest));
    if (version <= 0)
        throw FormatError(FileError::Damaged,
                          std::string(what) + " version " + std::to_string(version) + " does not exist");
    return static_cast<std::uint32_t>(version);
}

struct Parsed {
    PortfolioLoadResult failure; ///< error and issues; never a portfolio
    Portfolio portfolio;         ///< the refused fields at their defaults
};

/** Structure and each value on its own; loadPortfolio() adds the catalog
 *  and the checks across fields and runs. */
Parsed parse(std::string_view bytes)
{
    if (bytes.size() > kMaxPortfolioFileBytes)
        return {failure(FileError::TooLarge, std::to_string(bytes.size()) + " bytes; " + limitText()), {}};
    bytes = filerecord::withoutBom(bytes);
    if (auto refused = precheck(bytes))
        return {std::move(*refused), {}};

    LoadContext ctx;
    PortfolioRecord record;
    record.context = &ctx;
    const auto where = [&] {
        return record.currentRun.empty() ? ctx.where : record.currentRun + " plan: " + ctx.where;
    };
    try {
        std::istringstream is{std::string(bytes)};
        is.imbue(std::locale::classic());
        {
            boost::archive::xml_iarchive ar(is,
                                            boost::archive::no_xml_tag_checking | boost::archive::no_codecvt);
            ctx.where = "portfolioFormatVersion";
            readVersion(ar, "portfolioFormatVersion", kPortfolioFormatVersion, "portfolio format");
            ctx.where = "planFormatVersion";
            ctx.formatVersion = readVersion(ar, "planFormatVersion", kScenarioFormatVersion, "plan format");
            ctx.where = "the portfolio element";
            ar >> boost::serialization::make_nvp("portfolio", record);
            // Still inside the archive's scope: throwing here makes its
            // destructor skip the final parse that would abort.
            const std::streamoff pos = is.tellg();
            if (pos < 0 || static_cast<std::size_t>(pos) > bytes.size())
                throw FormatError(FileError::Damaged, "the archive ended early");
            const std::string_view rest = trimmed(bytes.substr(static_cast<std::size_t>(pos)));
            if (rest != kClosingTag)
                throw FormatError(FileError::Damaged,
                                  "unexpected content after the portfolio: '" + clip(rest, 40) + "'");
        }
    } catch (const FormatError &e) {
        return {failure(e.code(), e.detail()), {}};
    } catch (const boost::archive::archive_exception &e) {
        const bool stream = e.code == boost::archive::archive_exception::input_stream_error;
        return {failure(filerecord::archiveErrorCode(e),
                        std::string(filerecord::archiveErrorHeadline(e)) + " at " + where() +
                            (stream ? std::string() : " (" + std::string(e.what()) + ")")),
                {}};
    } catch (const std::bad_alloc &) {
        return {failure(FileError::Damaged, "out of memory at " + where()), {}};
    } catch (const std::exception &e) {
        return {failure(FileError::Damaged, "at " + where() + ": " + e.what()), {}};
    }
    Parsed parsed{{}, std::move(record.portfolio)};
    if (!ctx.issues.empty()) {
        parsed.failure.error = FileError::InvalidValues;
        parsed.failure.issues = std::move(ctx.issues);
    }
    return parsed;
}

std::string serialize(const Portfolio &p)
{
    std::ostringstream os;
    os.imbue(std::locale::classic());
    {
        boost::archive::xml_oarchive ar(os, boost::archive::no_codecvt);
        const std::uint32_t version = kPortfolioFormatVersion, planVersion = kScenarioFormatVersion;
        ar << boost::serialization::make_nvp("portfolioFormatVersion", version);
        ar << boost::serialization::make_nvp("planFormatVersion", planVersion);
        PortfolioRecord record;
        record.portfolio = p;
        const PortfolioRecord &constRecord = record;
        ar << boost::serialization::make_nvp("portfolio", constRecord);
    }
    return std::move(os).str();
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
    Parsed parsed = parse(bytes);
    if (parsed.failure.error != FileError::None && parsed.failure.error != FileError::InvalidValues)
        return std::move(parsed.failure);
    // Refused fields were left at their defaults, so nothing is said twice.
    PortfolioLoadResult r;
    r.issues = std::move(parsed.failure.issues);
    const Portfolio &p = parsed.portfolio;
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
    r.portfolio.emplace(std::move(parsed.portfolio));
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
    const auto refuse = [&](FileError code, std::string why) -> std::optional<std::string> {
        if (error)
            *error = code;
        if (detail)
            *detail = std::move(why);
        return std::nullopt;
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
    std::string text;
    try {
        text = serialize(p);
    } catch (const std::exception &e) {
        return refuse(FileError::WriteFailed, std::string("serialization failed: ") + e.what());
    }
    if (text.size() > kMaxPortfolioFileBytes)
        return refuse(FileError::TooLarge, "the portfolio takes " + std::to_string(text.size()) +
                                               " bytes; a portfolio file may take at most " +
                                               std::to_string(kMaxPortfolioFileBytes));
    // Round trip: the text must load back, every field in range, to the
    // same text, or the user would save a file they cannot open.
    Parsed back = parse(text);
    if (back.failure.error == FileError::InvalidValues)
        return refuse(FileError::InvalidValues, tco::describe(back.failure.issues.front()));
    if (back.failure.error != FileError::None)
        return refuse(FileError::WriteFailed, "the saved text does not load back (" +
                                                  std::string(fileErrorKey(back.failure.error)) + ": " +
                                                  back.failure.detail + ")");
    if (serialize(back.portfolio) != text)
        return refuse(FileError::WriteFailed, "the saved text loads back to different values");
    if (error)
        *error = FileError::None;
    return text;
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
