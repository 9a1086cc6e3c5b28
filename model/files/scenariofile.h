// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "plan/catalog.h"
#include "plan/scenario.h"
#include "plan/validation.h"

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace tco {

/** The `.tcoplan` format: a versioned Boost.Serialization XML archive.
 *  Version 1 is the first released format; its golden file lives in
 *  tests/data/ forever. Scenario files are untrusted input (docs/file-format.md).
 *
 *  Layout of versions 1 and 2 (2 adds the practice, memory and horizon
 *  inputs; tests/data/scenario-v2.tcoplan): `formatVersion`, then a `scenario` record (Boost
 *  class version 1) holding name, description, project, experiment, team,
 *  createdUtc, modifiedUtc, gpuId, `inputCount` and that many key/value
 *  pairs. Version 3 (tests/data/scenario-v3.tcoplan) adds `startDate` after
 *  gpuId and, after the inputs, `variantCount` pinned variants (name, gpu
 *  id, `changeCount` key/value pairs); older files load with no start date
 *  and no variants. Version 4 (tests/data/scenario-v4.tcoplan) adds inputs
 *  only (the Monte Carlo's run count and seed, the resale discount of
 *  owned hardware); the layout is that of version 3. Version 5
 *  (tests/data/scenario-v5.tcoplan) adds the display currency (code,
 *  symbol, rate per US dollar, rate date) after the targets; older files
 *  show US dollars. Version 6 (tests/data/scenario-v6.tcoplan) adds the
 *  imported actual spend and progress after the currency (model/tracking/actuals.h);
 *  older files load without actuals. Version 7 (tests/data/scenario-v7.tcoplan)
 *  gives compute.mfu 0 its meaning "typical for the plan" and adds
 *  `calibratedMfu` after the actuals; older files keep their MFU as
 *  entered. Values are doubles written as their shortest round-trip
 * decimal text. Inputs are stored by key: a key missing from the file (an older file) takes its default; an
 * unknown key is refused as an issue in a file of the current version and ignored in an older one (a removed
 *  input). Bump kScenarioFormatVersion when inputs are added, removed or
 *  change meaning, so older programs say "newer version" rather than
 *  "unknown key", and add that version's golden file to tests/data/. */
inline constexpr std::uint32_t kScenarioFormatVersion = 7;
/** The most spend lines, and the most progress points, a plan file holds
 *  (docs/file-format.md, version 6). */
inline constexpr std::size_t kMaxActualsLines = 100000;
/** Room in a plan file for one spend line and one progress point of
 *  version 6 at most (a line with tags of about 60 bytes each takes about
 *  300, a point about 150; tests/model/tst_scenariofilev6.cpp saves 100,000
 *  of each in 47 MB). */
inline constexpr std::size_t kSpendLineFileBytes = 512;
inline constexpr std::size_t kProgressPointFileBytes = 256;
/** The largest plan file read or written: 4 MiB for the plan itself and
 *  room for kMaxActualsLines spend lines and progress points (about 81 MB),
 *  so that the documented limit of lines holds and a larger file is refused
 *  before it is parsed. */
inline constexpr std::size_t kMaxScenarioFileBytes =
    (std::size_t(4) << 20) + kMaxActualsLines * (kSpendLineFileBytes + kProgressPointFileBytes);
/** "the limit is 80994304 bytes (a plan with 100000 spend lines and 100000
 *  progress points)": what a refusal for size says. */
std::string scenarioFileLimitText();

/** Why a file was refused, for the caller to word. */
enum class FileError : std::uint8_t {
    None,
    CannotOpen,      ///< missing, unreadable, or not a regular file
    TooLarge,        ///< over kMaxScenarioFileBytes
    NotScenarioFile, ///< not a Boost XML archive of a scenario
    Damaged,         ///< truncated or corrupted archive, implausible counts, duplicate keys
    NewerVersion,    ///< written by a newer format or record version
    InvalidValues,   ///< parsed, but values fail validation (see issues): out of range,
                     ///< not a number, not finite, unknown key or accelerator, text too long
    NotFinite,       ///< saving: a value is NaN or infinite
    WriteFailed,     ///< saving: the file could not be written
};
std::string_view fileErrorKey(FileError e);

/** Outcome of reading or writing a plan or portfolio file, as codes for
 *  the texts layer to word (FileTexts): what the window's ScenarioDocument
 *  returns (it has no user-visible text, and both it and the texts can
 *  reach this layer), and what a loader's result holds beside the file's
 *  contents. */
struct FileOutcome {
    FileError error = FileError::None;
    std::string detail;        ///< developer English (UTF-8): what went wrong where
    std::vector<Issue> issues; ///< InvalidValues: every refused value
    bool ok() const { return error == FileError::None; }
};

struct LoadResult : FileOutcome {
    std::optional<Scenario> scenario; ///< set only when error == None
};

/** Parses a whole file's bytes. Never applies half a file: on any error
 *  `scenario` is empty. Unknown accelerators are refused via `catalog`. */
LoadResult loadScenario(std::string_view bytes, const Catalog &catalog);
/** Reads `path` (size-capped, regular files only) and parses it. */
LoadResult loadScenarioFile(const std::string &path, const Catalog &catalog);

/** Serializes to the XML text of the current format version; refuses
 *  non-finite values (returns nullopt and sets `error`). The text is loaded
 *  back before it is returned; if it would not load back to `s` (e.g. a
 *  control character in a name) the result is nullopt with WriteFailed.
 *  Values are not range-checked here: validate() before saving if a file
 *  that loadScenario() refuses must be avoided. `detail`, if given, says
 *  why saving was refused (developer English). */
std::optional<std::string> saveScenario(const Scenario &s, FileError *error = nullptr,
                                        std::string *detail = nullptr);
/** Writes to `path` via a unique temporary file in the same directory and
 *  a rename (the UI uses QSaveFile). Keeps the permissions of a replaced file. */
FileError saveScenarioFile(const Scenario &s, const std::string &path, std::string *detail = nullptr);

/** A one-line English message for the command line. */
std::string describe(const LoadResult &r);

} // namespace tco
