// SPDX-License-Identifier: GPL-3.0-or-later
#include "table.h"

#include <algorithm>
#include <ostream>

namespace cli {

std::size_t displayWidth(const std::string &text)
{
    return static_cast<std::size_t>(std::count_if(
        text.begin(), text.end(), [](char c) { return (static_cast<unsigned char>(c) & 0xC0) != 0x80; }));
}

TextTable::TextTable(std::vector<std::string> header) : m_header(std::move(header))
{
}

void TextTable::setAlign(std::size_t column, Align align)
{
    if (m_align.size() <= column)
        m_align.resize(column + 1, Align::Left);
    m_align[column] = align;
}

void TextTable::addRow(std::vector<std::string> cells)
{
    m_rows.push_back(std::move(cells));
}

void TextTable::addRule()
{
    m_rows.emplace_back();
}

void TextTable::print(std::ostream &os, int indent) const
{
    std::vector<std::size_t> widths;
    const auto measure = [&](const std::vector<std::string> &row) {
        if (widths.size() < row.size())
            widths.resize(row.size(), 0);
        for (std::size_t c = 0; c < row.size(); ++c)
            widths[c] = std::max(widths[c], displayWidth(row[c]));
    };
    measure(m_header);
    for (const auto &row : m_rows)
        measure(row);
    std::size_t total = 0;
    for (const std::size_t w : widths)
        total += w;
    total += widths.empty() ? 0 : 2 * (widths.size() - 1);

    const std::string pad(static_cast<std::size_t>(std::max(indent, 0)), ' ');
    const auto printRow = [&](const std::vector<std::string> &row) {
        std::string line = pad;
        for (std::size_t c = 0; c < row.size(); ++c) {
            const std::size_t fill = widths[c] - displayWidth(row[c]);
            const bool right = c < m_align.size() && m_align[c] == Align::Right;
            if (c > 0)
                line += "  ";
            if (right)
                line.append(fill, ' ');
            line += row[c];
            if (!right && c + 1 < row.size())
                line.append(fill, ' ');
        }
        while (!line.empty() && line.back() == ' ')
            line.pop_back();
        os << line << '\n';
    };
    if (!m_header.empty()) {
        printRow(m_header);
        os << pad << std::string(total, '-') << '\n';
    }
    for (const auto &row : m_rows) {
        if (row.empty())
            os << pad << std::string(total, '-') << '\n';
        else
            printRow(row);
    }
}

} // namespace cli
