// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <iosfwd>
#include <string>
#include <vector>

namespace cli {

/** A text table with aligned columns for human output. Widths count UTF-8
 *  code points, so non-ASCII names stay aligned in a terminal. */
class TextTable
{
public:
    enum class Align { Left, Right };

    explicit TextTable(std::vector<std::string> header = {});
    void setAlign(std::size_t column, Align align);
    void addRow(std::vector<std::string> cells);
    /** A full-width separator line of dashes. */
    void addRule();
    void print(std::ostream &os, int indent = 0) const;

private:
    std::vector<std::string> m_header;
    std::vector<std::vector<std::string>> m_rows; ///< empty row = rule
    std::vector<Align> m_align;
};

/** Display width of UTF-8 text in code points. */
std::size_t displayWidth(const std::string &text);

} // namespace cli
