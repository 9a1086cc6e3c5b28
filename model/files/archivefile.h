// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Internal to model/: what every file loaded through a Boost XML archive
// shares (a plan, model/files/scenariofile.cpp; a portfolio,
// model/portfolio/portfoliofile.cpp): reading the file with a size cap, the
// checks before Boost sees the text, and Boost's errors as FileError codes
// (docs/file-format.md, "Why the loader is built this way").

#include "scenariofile.h"

#include <cstddef>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <utility>

namespace boost::archive {
class archive_exception;
} // namespace boost::archive

namespace tco::filerecord {

inline constexpr std::string_view kClosingTag = "</boost_serialization>";

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
