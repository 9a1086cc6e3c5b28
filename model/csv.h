// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace tco {

/** One record of a CSV text with the 1-based line it started on. */
struct CsvRow {
    std::size_t line = 0;
    std::vector<std::string> fields;
};

/** Parses RFC 4180 CSV (quoted fields, doubled quotes, CRLF or LF) in one
 *  pass. A UTF-8 byte order mark is skipped. Lines starting with '#' and
 *  blank lines are skipped, so data files can carry their own comments. An
 *  unterminated quote ends the text as if closed; `unterminatedQuoteLine`,
 *  if given, receives the line the quote opened on (0 when every quote is
 *  closed), so a caller can say so instead of reporting the swallowed rows.
 *  `delimiter` separates fields: ',' by default, ';' for exports written
 *  with a decimal comma. */
std::vector<CsvRow> parseCsv(std::string_view text, std::size_t *unterminatedQuoteLine = nullptr,
                             char delimiter = ',');

/** Quotes a field for CSV output when it needs quoting. */
std::string csvField(std::string_view text);

} // namespace tco
