// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// gzip-compressed CSV, as clouds deliver their billing exports (AWS Data
// Exports, Azure cost exports: docs/actuals.md, "FOCUS exports"), read as
// it streams, with a bound on what it may inflate to.

#include "csv.h"

#include <cstddef>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>

namespace tco {

/** `bytes` open with gzip's magic number (RFC 1952: 1f 8b). */
bool isGzip(std::string_view bytes);

/** What a gunzip source throws: the stream is not gzip, is damaged or cut
 *  short, or inflates to more than its limit. The text says which. */
struct GzipError : std::runtime_error {
    using std::runtime_error::runtime_error;
};

/** A CsvReader source giving the inflated bytes of the gzip stream that
 *  `compressed` delivers (members one after another, as `cat a.gz b.gz`
 *  makes, read as one), at most `maxBytes` of them: a small file that
 *  inflates without end is refused, never held. Throws GzipError. */
CsvReader::Source gunzipSource(CsvReader::Source compressed, std::size_t maxBytes);

/** The whole of `compressed` inflated (at most `maxBytes`), or nullopt and
 *  why in `error`. */
std::optional<std::string> gunzip(std::string_view compressed, std::size_t maxBytes, std::string &error);

} // namespace tco
