// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstddef>
#include <functional>
#include <string>
#include <string_view>
#include <vector>

namespace tco {

/** One record of a CSV text with the 1-based line it started on. */
struct CsvRow {
    std::size_t line = 0;
    std::vector<std::string> fields;
};

/** Reads RFC 4180 CSV one record at a time, from a text in memory or from
 *  a source that hands over the bytes in pieces (a file read in chunks), so
 *  that a caller that does not keep the records needs memory for one record
 *  only (`llm-tco track`, docs/actuals.md). The rules are parseCsv()'s. */
class CsvReader
{
public:
    /** Fills `buffer` with up to `size` bytes; 0 at the end. */
    using Source = std::function<std::size_t(char *buffer, std::size_t size)>;

    explicit CsvReader(std::string_view text, char delimiter = ',');
    CsvReader(Source source, char delimiter = ',', std::size_t chunkBytes = 64 * 1024);

    /** The next record into `row`; false at the end of the text. */
    bool next(CsvRow &row);
    /** After the end: the line an unclosed quote opened on, 0 when every
     *  quote is closed. */
    std::size_t unterminatedQuoteLine() const { return m_unterminatedQuoteLine; }

private:
    /** The byte at the read position, or -1 at the end. */
    int peek()
    {
        if (m_pos < m_text.size())
            return static_cast<unsigned char>(m_text[m_pos]);
        return refill() ? static_cast<unsigned char>(m_text[m_pos]) : -1;
    }
    bool refill();
    /** next() without skipping a record of spaces alone. */
    bool nextRecord(CsvRow &row);

    std::string_view m_text; ///< the bytes at hand: the whole text, or the current chunk
    std::size_t m_pos = 0;
    Source m_source;
    std::vector<char> m_buffer;
    char m_delimiter = ',';
    bool m_started = false;
    std::size_t m_line = 1;
    std::size_t m_unterminatedQuoteLine = 0;
    bool m_quotedInRecord = false; ///< the record read last had a quoted field
};

/** Parses RFC 4180 CSV (quoted fields, doubled quotes, CRLF or LF) in one
 *  pass. A UTF-8 byte order mark is skipped. Lines starting with '#' and
 *  blank lines (nothing, or spaces and tabs alone) are skipped, so data files can carry their own comments.
 * An unterminated quote ends the text as if closed; `unterminatedQuoteLine`, if given, receives the line the
 * quote opened on (0 when every quote is closed), so a caller can say so instead of reporting the swallowed
 * rows. `delimiter` separates fields: ',' by default, ';' for exports written with a decimal comma. */
std::vector<CsvRow> parseCsv(std::string_view text, std::size_t *unterminatedQuoteLine = nullptr,
                             char delimiter = ',');

/** Quotes a field for CSV output when it needs quoting. */
std::string csvField(std::string_view text);

} // namespace tco
