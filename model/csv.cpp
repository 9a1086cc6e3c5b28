// SPDX-License-Identifier: GPL-3.0-or-later
#include "csv.h"

namespace tco {

std::vector<CsvRow> parseCsv(std::string_view text, std::size_t *unterminatedQuoteLine, char delimiter)
{
    if (unterminatedQuoteLine)
        *unterminatedQuoteLine = 0;
    if (text.starts_with("\xEF\xBB\xBF"))
        text.remove_prefix(3);
    std::vector<CsvRow> rows;
    std::size_t line = 1;
    std::size_t i = 0;
    while (i < text.size()) {
        // Skip comment and blank lines at the start of a record.
        if (text[i] == '#' || text[i] == '\n' || text[i] == '\r') {
            while (i < text.size() && text[i] != '\n')
                ++i;
            ++i;
            ++line;
            continue;
        }
        CsvRow row;
        row.line = line;
        std::string field;
        bool quoted = false;
        std::size_t quoteLine = 0;
        for (; i < text.size(); ++i) {
            const char c = text[i];
            if (quoted) {
                if (c == '"' && i + 1 < text.size() && text[i + 1] == '"') {
                    field += '"';
                    ++i;
                } else if (c == '"') {
                    quoted = false;
                } else {
                    if (c == '\n')
                        ++line;
                    field += c;
                }
            } else if (c == '"') {
                quoted = true;
                quoteLine = line;
            } else if (c == delimiter) {
                row.fields.push_back(std::move(field));
                field.clear();
            } else if (c == '\n') {
                ++i;
                ++line;
                break;
            } else if (c != '\r') {
                field += c;
            }
        }
        row.fields.push_back(std::move(field));
        rows.push_back(std::move(row));
        if (quoted && unterminatedQuoteLine)
            *unterminatedQuoteLine = quoteLine;
    }
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
