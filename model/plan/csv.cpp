// SPDX-License-Identifier: GPL-3.0-or-later
#include "csv.h"

#include <algorithm>

namespace tco {

namespace {

constexpr std::string_view kByteOrderMark = "\xEF\xBB\xBF";

} // namespace

CsvReader::CsvReader(std::string_view text, char delimiter) : m_text(text), m_delimiter(delimiter)
{
}

CsvReader::CsvReader(Source source, char delimiter, std::size_t chunkBytes)
    : m_source(std::move(source)), m_buffer(std::max<std::size_t>(chunkBytes, kByteOrderMark.size())),
      m_delimiter(delimiter)
{
}

bool CsvReader::refill()
{
    if (!m_source)
        return false;
    const std::size_t n = m_source(m_buffer.data(), m_buffer.size());
    m_text = std::string_view(m_buffer.data(), n);
    m_pos = 0;
    if (n == 0)
        m_source = nullptr; // ended: never asked again
    return n > 0;
}

bool CsvReader::next(CsvRow &row)
{
    if (!m_started) {
        m_started = true;
        if (m_source) {
            // The first bytes at once, however the source cuts them, so
            // that a byte order mark is seen whole.
            std::size_t have = 0;
            while (have < kByteOrderMark.size()) {
                const std::size_t n = m_source(m_buffer.data() + have, m_buffer.size() - have);
                if (n == 0) {
                    m_source = nullptr;
                    break;
                }
                have += n;
            }
            m_text = std::string_view(m_buffer.data(), have);
            m_pos = 0;
        }
        if (m_text.starts_with(kByteOrderMark))
            m_pos = kByteOrderMark.size();
    }
    for (;;) {
        if (!nextRecord(row))
            return false;
        // A line of spaces and tabs alone is blank too: not a record of
        // one empty field.
        if (row.fields.size() > 1 || m_quotedInRecord ||
            row.fields[0].find_first_not_of(" \t") != std::string::npos)
            return true;
    }
}

bool CsvReader::nextRecord(CsvRow &row)
{
    m_quotedInRecord = false;
    // Skip comment and blank lines at the start of a record.
    for (;;) {
        int c = peek();
        if (c < 0)
            return false;
        if (c != '#' && c != '\n' && c != '\r')
            break;
        while ((c = peek()) >= 0 && c != '\n')
            ++m_pos;
        if (c == '\n')
            ++m_pos;
        ++m_line;
    }
    row.line = m_line;
    // The strings of the last record are reused: a reader that keeps no
    // record allocates nothing per line.
    std::size_t count = 0;
    const auto field = [&]() -> std::string & {
        if (count == row.fields.size())
            row.fields.emplace_back();
        else
            row.fields[count].clear();
        return row.fields[count];
    };
    std::string *text = &field();
    bool quoted = false;
    std::size_t quoteLine = 0;
    for (;;) {
        const int c = peek();
        if (c < 0)
            break;
        ++m_pos;
        if (quoted) {
            if (c == '"') {
                if (peek() == '"') {
                    *text += '"';
                    ++m_pos;
                } else {
                    quoted = false;
                }
            } else {
                if (c == '\n')
                    ++m_line;
                *text += static_cast<char>(c);
            }
        } else if (c == '"') {
            quoted = true;
            m_quotedInRecord = true;
            quoteLine = m_line;
        } else if (c == m_delimiter) {
            ++count;
            text = &field();
        } else if (c == '\n') {
            ++m_line;
            break;
        } else if (c != '\r') {
            // The plain bytes up to the next special one at once.
            const std::size_t from = m_pos - 1;
            std::size_t to = m_pos;
            while (to < m_text.size()) {
                const char d = m_text[to];
                if (d == m_delimiter || d == '"' || d == '\n' || d == '\r')
                    break;
                ++to;
            }
            text->append(m_text.data() + from, to - from);
            m_pos = to;
        }
    }
    row.fields.resize(count + 1);
    if (quoted)
        m_unterminatedQuoteLine = quoteLine;
    return true;
}

std::vector<CsvRow> parseCsv(std::string_view text, std::size_t *unterminatedQuoteLine, char delimiter)
{
    CsvReader reader(text, delimiter);
    std::vector<CsvRow> rows;
    CsvRow row;
    while (reader.next(row))
        rows.push_back(row);
    if (unterminatedQuoteLine)
        *unterminatedQuoteLine = reader.unterminatedQuoteLine();
    return rows;
}

std::string csvField(std::string_view text)
{
    if (text.find_first_of(",\"\n\r") == std::string_view::npos)
        return std::string(text);
    std::string out = "\"";
    for (const char c : text) {
        if (c == '"')
            out += '"';
        out += c;
    }
    out += '"';
    return out;
}

} // namespace tco
