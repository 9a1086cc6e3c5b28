// SPDX-License-Identifier: GPL-3.0-or-later
// Loading and saving a .tcoplan file: the checks before and after the
// archive, the file itself, and the messages. The record's elements, version
// by version, are in scenariorecord.cpp.
#include "scenariofile.h"

#include "tracking/actuals.h"

#include "archivefile.h"
#include "scenariorecord.h"

#include <boost/archive/archive_exception.hpp>
#include <boost/archive/xml_iarchive.hpp>
#include <boost/archive/xml_oarchive.hpp>
#include <boost/serialization/nvp.hpp>

#include <cmath>
#include <exception>
#include <locale>
#include <new>
#include <sstream>
#include <utility>

namespace tco {
namespace {

using filerecord::archiveErrorCode;
using filerecord::archiveErrorHeadline;
using filerecord::clip;
using filerecord::FormatError;
using filerecord::kClosingTag;
using filerecord::LoadContext;
using filerecord::ScenarioRecord;
using filerecord::trimmed;

constexpr std::string_view kFirstElement = "<formatVersion>";

LoadResult failure(FileError code, std::string detail, std::vector<Issue> issues = {})
{
    return {{code, std::move(detail), std::move(issues)}};
}

/** Checks that `text` looks like our archive before Boost sees it
 *  (model/files/archivefile.h), with our first element. */
std::optional<LoadResult> precheck(std::string_view text)
{
    const auto kind = [](std::string_view first) -> filerecord::Refusal {
        // A portfolio file (model/portfolio/portfoliofile.h) begins with its own version.
        if (first.starts_with("<portfolioFormatVersion>"))
            return std::pair{
                FileError::NotScenarioFile,
                std::string("a portfolio (.tcoportfolio), not a plan: `llm-tco portfolio` reads it")};
        if (!first.starts_with(kFirstElement))
            return std::pair{FileError::NotScenarioFile,
                             std::string("a Boost XML archive, but not of a scenario (no formatVersion)")};
        return std::nullopt;
    };
    if (auto refused = filerecord::precheckArchive(text, kind))
        return failure(refused->first, std::move(refused->second));
    return std::nullopt;
}

/** What parse() found. With InvalidValues `scenario` holds the file's
 *  values with the refused ones left at their defaults, so loadScenario can
 *  add the catalog and cross-field issues; it never hands it out. */
struct Parsed {
    LoadResult failure; ///< error, detail, issues (scenario always empty)
    Scenario scenario;
};

Parsed refusedParse(FileError code, std::string detail)
{
    return {failure(code, std::move(detail)), {}};
}

/** Parses and checks the structure and each value on its own; does not
 *  validate against a catalog or across fields (loadScenario does). */
Parsed parse(std::string_view bytes)
{
    if (bytes.size() > kMaxScenarioFileBytes)
        return refusedParse(FileError::TooLarge,
                            std::to_string(bytes.size()) + " bytes; " + scenarioFileLimitText());
    bytes = filerecord::withoutBom(bytes);
    if (auto refused = precheck(bytes))
        return {std::move(*refused), {}};

    LoadContext ctx;
    ScenarioRecord record;
    record.context = &ctx;
    try {
        std::istringstream is{std::string(bytes)};
        is.imbue(std::locale::classic());
        {
            boost::archive::xml_iarchive ar(is,
                                            boost::archive::no_xml_tag_checking | boost::archive::no_codecvt);
            ctx.where = "formatVersion";
            // Read signed: "-1" must not wrap to 4294967295 and pass for a
            // newer version.
            long long version = 0;
            ar >> boost::serialization::make_nvp("formatVersion", version);
            if (version > static_cast<long long>(kScenarioFormatVersion))
                throw FormatError(FileError::NewerVersion, "format version " + std::to_string(version) +
                                                               " is newer than this program's " +
                                                               std::to_string(kScenarioFormatVersion));
            if (version <= 0)
                throw FormatError(FileError::Damaged,
                                  "format version " + std::to_string(version) + " does not exist");
            ctx.formatVersion = static_cast<std::uint32_t>(version);
            ctx.where = "the scenario element";
            ar >> boost::serialization::make_nvp("scenario", record);

            // Still inside the archive's scope: only the closing tag may
            // remain. If the data consumed it, the destructor's final parse
            // would abort; throwing now makes the destructor skip it.
            ctx.where = "the end of the file";
            const std::streamoff pos = is.tellg();
            if (pos < 0 || static_cast<std::size_t>(pos) > bytes.size())
                throw FormatError(FileError::Damaged, "the archive ended early");
            const std::string_view rest = trimmed(bytes.substr(static_cast<std::size_t>(pos)));
            if (rest.find('>') == std::string_view::npos)
                throw FormatError(FileError::Damaged, "the closing tag is missing after the scenario");
            if (rest != kClosingTag)
                throw FormatError(FileError::Damaged,
                                  "unexpected content after the scenario: '" + clip(rest, 40) + "'");
        }
    } catch (const FormatError &e) {
        return refusedParse(e.code(), e.detail());
    } catch (const boost::archive::archive_exception &e) {
        // A stream error's text ends in strerror(errno), which is noise here.
        const bool stream = e.code == boost::archive::archive_exception::input_stream_error;
        return refusedParse(archiveErrorCode(e),
                            std::string(archiveErrorHeadline(e)) + " at " + ctx.where +
                                (stream ? std::string() : " (" + std::string(e.what()) + ")"));
    } catch (const std::bad_alloc &) {
        return refusedParse(FileError::Damaged, "out of memory at " + ctx.where);
    } catch (const std::exception &e) {
        return refusedParse(FileError::Damaged, "at " + ctx.where + ": " + e.what());
    }

    Parsed parsed{{}, std::move(record.scenario)};
    if (!ctx.issues.empty()) {
        parsed.failure.error = FileError::InvalidValues;
        parsed.failure.issues = std::move(ctx.issues);
    }
    return parsed;
}

std::string issuesDetail(const std::vector<Issue> &issues)
{
    if (issues.empty())
        return {};
    const Issue &first = issues.front();
    const bool metadata =
        (first.code == IssueCode::TextTooLong || first.code == IssueCode::ControlCharacter) &&
        first.key != kGpuKey;
    std::string d = (metadata ? "" : "input ") + describe(first);
    if (issues.size() > 1)
        d += " (and " + std::to_string(issues.size() - 1) + " more)";
    return d;
}

} // namespace

std::string_view fileErrorKey(FileError e)
{
    switch (e) {
    case FileError::None:
        return "none";
    case FileError::CannotOpen:
        return "cannotOpen";
    case FileError::TooLarge:
        return "tooLarge";
    case FileError::NotScenarioFile:
        return "notScenarioFile";
    case FileError::Damaged:
        return "damaged";
    case FileError::NewerVersion:
        return "newerVersion";
    case FileError::InvalidValues:
        return "invalidValues";
    case FileError::NotFinite:
        return "notFinite";
    case FileError::WriteFailed:
        return "writeFailed";
    }
    return "unknown";
}

LoadResult loadScenario(std::string_view bytes, const Catalog &catalog)
{
    Parsed parsed = parse(bytes);
    if (parsed.failure.error != FileError::None && parsed.failure.error != FileError::InvalidValues)
        return std::move(parsed.failure);
    // Each value was range-checked while parsing; this adds the accelerator,
    // the cross-field rules and anything a future check adds. Refused values
    // were left at their defaults, so nothing is reported twice.
    std::vector<Issue> issues = std::move(parsed.failure.issues);
    for (Issue &issue : validate(parsed.scenario, catalog))
        issues.push_back(std::move(issue));
    if (!issues.empty()) {
        std::string detail = issuesDetail(issues);
        return failure(FileError::InvalidValues, std::move(detail), std::move(issues));
    }
    LoadResult loaded;
    loaded.scenario.emplace(std::move(parsed.scenario));
    return loaded;
}

std::string scenarioFileLimitText()
{
    return "the limit is " + std::to_string(kMaxScenarioFileBytes) + " bytes (a plan with " +
           std::to_string(kMaxActualsLines) + " spend lines and " + std::to_string(kMaxActualsLines) +
           " progress points)";
}

LoadResult loadScenarioFile(const std::string &path, const Catalog &catalog)
{
    filerecord::FileBytes file =
        filerecord::readFileCapped(path, kMaxScenarioFileBytes, scenarioFileLimitText());
    if (file.error != FileError::None)
        return failure(file.error, std::move(file.detail));
    return loadScenario(file.bytes, catalog);
}

std::optional<std::string> saveScenario(const Scenario &s, FileError *error, std::string *detail)
{
    const auto refuse = [&](FileError code, std::string why) -> std::optional<std::string> {
        if (error)
            *error = code;
        if (detail)
            *detail = std::move(why);
        return std::nullopt;
    };
    for (const InputSpec &in : inputSpecs()) {
        if (!std::isfinite(s.value(in.id)))
            return refuse(FileError::NotFinite,
                          "input '" + std::string(in.key) + "' is " + formatNumber(s.value(in.id)));
        // A value the loader would refuse makes a file nobody can open.
        if (const auto issue = checkValue(in.id, s.value(in.id)))
            return refuse(FileError::InvalidValues, describe(*issue));
    }
    for (std::size_t v = 0; v < s.pinnedVariants.size(); ++v)
        for (const InputSetting &change : s.pinnedVariants[v].changes)
            if (static_cast<std::size_t>(change.id) < kInputCount && !std::isfinite(change.value))
                return refuse(FileError::NotFinite, "input '" + variantKey(v, spec(change.id).key) + "' is " +
                                                        formatNumber(change.value));
    // Unknown ids cannot be written; the accelerators are not checked, as a
    // user catalog may be active.
    if (const auto issues = checkVariants(s, nullptr); !issues.empty())
        return refuse(FileError::InvalidValues, describe(issues.front()));
    if (const auto issue = checkStartDate(s.startDate))
        return refuse(FileError::InvalidValues, describe(*issue));
    if (const auto issues = checkCurrency(s.currency); !issues.empty())
        return refuse(FileError::InvalidValues, describe(issues.front()));
    if (const auto issues = checkMetadata(s); !issues.empty())
        return refuse(FileError::InvalidValues, describe(issues.front()));
    const Actuals &actuals = s.actuals.get();
    if (actuals.spend.size() > kMaxActualsLines || actuals.progress.size() > kMaxActualsLines)
        return refuse(FileError::TooLarge, "the plan holds " + std::to_string(actuals.spend.size()) +
                                               " spend lines and " + std::to_string(actuals.progress.size()) +
                                               " progress points; a plan file holds at most " +
                                               std::to_string(kMaxActualsLines) + " of each");
    for (std::size_t i = 0; i < actuals.spend.size(); ++i)
        if (!std::isfinite(actuals.spend[i].amountUsd) || !std::isfinite(actuals.spend[i].amountBilled))
            return refuse(FileError::NotFinite, "actual spend line #" + std::to_string(i + 1) +
                                                    " has an amount that is not a number");
    for (std::size_t i = 0; i < actuals.progress.size(); ++i) {
        const ProgressPoint &p = actuals.progress[i];
        if (!std::isfinite(p.tokensTrained) || !std::isfinite(p.acceleratorHours) ||
            (p.interruptions && !std::isfinite(*p.interruptions)))
            return refuse(FileError::NotFinite,
                          "progress point #" + std::to_string(i + 1) + " has a value that is not a number");
    }

    std::string text;
    try {
        std::ostringstream os;
        os.imbue(std::locale::classic());
        {
            boost::archive::xml_oarchive ar(os, boost::archive::no_codecvt);
            const std::uint32_t formatVersion = kScenarioFormatVersion;
            ScenarioRecord record;
            record.scenario = s;
            const ScenarioRecord &constRecord = record;
            ar << boost::serialization::make_nvp("formatVersion", formatVersion);
            ar << boost::serialization::make_nvp("scenario", constRecord);
        } // the archive writes </boost_serialization> when it leaves scope
        if (!os)
            return refuse(FileError::WriteFailed, "the output stream failed");
        text = std::move(os).str();
    } catch (const std::exception &e) {
        return refuse(FileError::WriteFailed, std::string("serialization failed: ") + e.what());
    }

    if (text.size() > kMaxScenarioFileBytes)
        return refuse(FileError::TooLarge, "the plan with its actuals takes " + std::to_string(text.size()) +
                                               " bytes; a plan file may take at most " +
                                               std::to_string(kMaxScenarioFileBytes) + " (" +
                                               std::to_string(kMaxActualsLines) +
                                               " spend lines and progress points of usual size)");
    // Round trip: the text must load back to exactly this scenario, or the
    // user would save a file they cannot open (e.g. control characters in
    // a name). The catalog is not consulted: a user catalog may be active.
    const Parsed back = parse(text);
    if (back.failure.error != FileError::None)
        return refuse(
            FileError::WriteFailed,
            "the saved text does not load back (" + std::string(fileErrorKey(back.failure.error)) + ": " +
                (back.failure.issues.empty() ? back.failure.detail : issuesDetail(back.failure.issues)) +
                ")");
    if (!(back.scenario == s))
        return refuse(FileError::WriteFailed, "the saved text loads back to different values");
    if (error)
        *error = FileError::None;
    return text;
}

FileError saveScenarioFile(const Scenario &s, const std::string &path, std::string *detail)
{
    FileError error = FileError::None;
    const auto text = saveScenario(s, &error, detail);
    return filerecord::writeSavedText(text, error, path, detail);
}

std::string describe(const LoadResult &r)
{
    const std::string invalid = std::to_string(r.issues.size()) +
                                (r.issues.size() == 1 ? " invalid value" : " invalid values") +
                                " in the scenario file";
    return filerecord::describeLoad(r.error, "scenario", invalid,
                                    r.detail.empty() ? issuesDetail(r.issues) : r.detail);
}

} // namespace tco
