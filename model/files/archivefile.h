// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Internal to model/: what every file loaded through a Boost XML archive
// shares (a plan, model/files/scenariofile.cpp; a portfolio,
// model/portfolio/portfoliofile.cpp): reading the file with a size cap, the
// checks before Boost sees the text, the loader's state and refusals
// (LoadContext, FormatError), and Boost's errors as FileError codes
// (docs/file-format.md, "Why the loader is built this way"). The guarded
// load and save made of these pieces are model/files/guardedarchive.h.

#include "scenariofile.h"

#include <cstddef>
#include <cstdint>
#include <exception>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace boost::archive {
class archive_exception;
} // namespace boost::archive

namespace tco::filerecord {

inline constexpr std::string_view kClosingTag = "</boost_serialization>";

/** Thrown inside the archive's scope for every refusal we detect ourselves.
 *  Throwing while the archive is alive matters: its destructor then skips
 *  the final parse that would call std::terminate on bad input
 *  (docs/file-format.md). */
class FormatError : public std::exception
{
public:
    FormatError(FileError code, std::string detail) : m_code(code), m_detail(std::move(detail)) {}
    const char *what() const noexcept override { return m_detail.c_str(); }
    FileError code() const { return m_code; }
    const std::string &detail() const { return m_detail; }

private:
    FileError m_code;
    std::string m_detail;
};

/** `s` without leading and trailing blanks (space, tab, line breaks). */
std::string_view trimmed(std::string_view s);
/** For messages: a key or text cut to a readable length. */
std::string clip(std::string_view s, std::size_t n = 60);

/** The loader's state: where it is (for messages) and what it refused. */
struct LoadContext {
    std::uint32_t formatVersion = 0;
    std::string where = "the archive header";
    /** The part of the file a nested record is read in ("run.3 'main'
     *  plan"), when a record of one file kind holds another's. */
    std::string within;
    std::vector<Issue> issues; ///< value problems, reported together as InvalidValues

    /** `where`, inside `within` when set: for the messages of errors
     *  Boost throws. */
    std::string place() const { return within.empty() ? where : within + ": " + where; }
};

struct FileBytes {
    std::string bytes;
    FileError error = FileError::None;
    std::string detail; ///< "'path' ...: why"
};
/** The bytes of the regular file `path`, refused unread when it is over
 *  `maxBytes` (`limitText` says what the limit is) and read in chunks up to
 *  one byte over it: the file may grow meanwhile, and its size is not
 *  trusted for an allocation. */
FileBytes readFileCapped(const std::string &path, std::size_t maxBytes, const std::string &limitText);

/** `text` without a byte order mark an editor may add (Boost does not expect one). */
std::string_view withoutBom(std::string_view text);

using Refusal = std::optional<std::pair<FileError, std::string>>;
/** The checks before Boost sees `text`, in this order: not empty, an XML
 *  archive, `kind` on the text from its first element on (is it a plan, a
 *  portfolio?), and the closing tag at the very end (without it the
 *  archive's destructor would call std::terminate). Returns the code and
 *  why when one fails. */
Refusal precheckArchive(std::string_view text, const std::function<Refusal(std::string_view first)> &kind);

/** Writes a saver's `text` to `path` atomically; `error` is the saver's
 *  code when it refused (`text` empty). */
FileError writeSavedText(const std::optional<std::string> &text, FileError error, const std::string &path,
                         std::string *detail);

/** The one line a failed load is told in: "not a portfolio file: why".
 *  `kind` names the file ("scenario", "portfolio"); `invalid` is the
 *  headline of InvalidValues ("3 problems in the portfolio file"). Line
 *  breaks in a quoted value become spaces. */
std::string describeLoad(FileError error, std::string_view kind, const std::string &invalid,
                         const std::string &detail);

std::string_view archiveErrorHeadline(const boost::archive::archive_exception &e);
FileError archiveErrorCode(const boost::archive::archive_exception &e);

} // namespace tco::filerecord
