// SPDX-License-Identifier: GPL-3.0-or-later
// Loading and saving a .tcoplan file: what a plan file is (its kind,
// versions and limits) for the guarded load and save
// (model/files/guardedarchive.h), the checks before saving, the file itself,
// and the messages. The record's elements, version by version, are in
// scenariorecord.cpp.
#include "scenariofile.h"

#include "tracking/actuals.h"

#include "guardedarchive.h"
#include "scenariorecord.h"

#include <cmath>
#include <utility>

namespace tco {
namespace {

using filerecord::ScenarioRecord;

LoadResult failure(FileError code, std::string detail, std::vector<Issue> issues = {})
{
    return {{code, std::move(detail), std::move(issues)}};
}

/** Is the archive a plan's (model/files/archivefile.h), from its first element on? */
filerecord::Refusal planKind(std::string_view first)
{
    // A portfolio file (model/portfolio/portfoliofile.h) begins with its own version.
    if (first.starts_with("<portfolioFormatVersion>"))
        return std::pair{
            FileError::NotScenarioFile,
            std::string("a portfolio (.tcoportfolio), not a plan: `llm-tco portfolio` reads it")};
    if (!first.starts_with("<formatVersion>"))
        return std::pair{FileError::NotScenarioFile,
                         std::string("a Boost XML archive, but not of a scenario (no formatVersion)")};
    return std::nullopt;
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

/** A plan file's kind, versions and limits, for the guarded load and save
 *  (model/files/guardedarchive.h). */
const filerecord::ArchiveFormat &planArchive()
{
    static const filerecord::ArchiveFormat format{
        .element = "scenario",
        .versions = {{"formatVersion", "format", kScenarioFormatVersion}},
        .maxBytes = kMaxScenarioFileBytes,
        .limitText = scenarioFileLimitText,
        .kind = planKind,
        .tooLargeToSave =
            [](std::size_t bytes) {
                return "the plan with its actuals takes " + std::to_string(bytes) +
                       " bytes; a plan file may take at most " + std::to_string(kMaxScenarioFileBytes) +
                       " (" + std::to_string(kMaxActualsLines) +
                       " spend lines and progress points of usual size)";
            },
        .issuesDetail = issuesDetail,
        .readBackRefusesValues = false,
    };
    return format;
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
    // Structure and each value on its own (scenariorecord.cpp); refused
    // values are left at their defaults.
    ScenarioRecord record;
    FileOutcome parsed = filerecord::readRecord(bytes, planArchive(), record);
    if (parsed.error != FileError::None && parsed.error != FileError::InvalidValues)
        return {std::move(parsed)};
    // Each value was range-checked while parsing; this adds the accelerator,
    // the cross-field rules and anything a future check adds. Refused values
    // were left at their defaults, so nothing is reported twice.
    std::vector<Issue> issues = std::move(parsed.issues);
    for (Issue &issue : validate(record.scenario, catalog))
        issues.push_back(std::move(issue));
    if (!issues.empty()) {
        std::string detail = issuesDetail(issues);
        return failure(FileError::InvalidValues, std::move(detail), std::move(issues));
    }
    LoadResult loaded;
    loaded.scenario.emplace(std::move(record.scenario));
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
    const auto refuse = [&](FileError code, std::string why) {
        return filerecord::refuseSave(code, std::move(why), error, detail);
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

    // The catalog is not consulted on the read back: a user catalog may be active.
    ScenarioRecord record;
    record.scenario = s;
    return filerecord::saveRecord(
        record, planArchive(),
        [](const ScenarioRecord &saved, const ScenarioRecord &back, const std::string & /*text*/) {
            return back.scenario == saved.scenario;
        },
        error, detail);
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
