// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// What the readers of spend files share (actualsimport.cpp, focusimport.cpp):
// the columns found in the header, the fields of a record and the messages
// of a file (docs/actuals.md, "Messages"). Inside the model's tracking layer
// only.

#include "actualsimport.h"
#include "columnmapping.h"
#include "plan/csv.h"
#include "plan/currency.h"

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace tco::importrows {

/** One field of the file: where it is found, or not at all. */
struct Field {
    std::string name;       ///< the planner's field: "date", "amount"
    std::size_t column = 0; ///< 1-based; 0 = not in this file
    std::string label() const { return name + " (column " + std::to_string(column) + ")"; }
};

/** Collects a line's messages, capped per file. */
class Messages
{
public:
    explicit Messages(std::vector<ImportMessage> &out) : m_out(out) {}
    void add(ImportMessage m)
    {
        ++m_total;
        if (m_out.size() < kMaxImportMessages)
            m_out.push_back(std::move(m));
        else
            ++m_more;
    }
    /** Every message so far, listed or not: a line is good when it adds none. */
    std::size_t count() const { return m_total; }
    void finish()
    {
        if (m_more > 0)
            m_out.push_back(
                {0, "", "", "no more bad lines; " + std::to_string(m_more) + " more are not listed"});
    }

private:
    std::vector<ImportMessage> &m_out;
    std::size_t m_more = 0;
    std::size_t m_total = 0;
};

std::string_view trimmed(std::string_view t);

/** The planner's key a billing name maps to (the mapping's "categories" or
 *  "phases"), or the text itself. */
std::string translated(std::string_view text, const std::vector<std::pair<std::string, std::string>> &names);

/** Resolves a mapped column against the header (`key`: the mapping's key
 *  that names it). A required field that cannot be found, or a name the
 *  header has twice, is a file error in `errors`; false then. */
bool resolve(const ColumnRef &ref, std::string name, bool required, const std::vector<std::string> *header,
             Field &out, std::vector<ImportMessage> &errors, std::string_view key);

/** Reads the rest of a file refused for its header, to find an unclosed
 *  quote too. */
void skipRest(CsvReader &reader);

/** The text of `f` on `row`, or nullopt when the row is too short. */
std::optional<std::string_view> cell(const CsvRow &row, const Field &f);

/** Reads a required field; a message and nullopt when the row lacks it or it is empty. */
std::optional<std::string_view> required(const CsvRow &row, const Field &f, std::string_view expected,
                                         Messages &messages);

/** A record of a file with a header has one field for each of its columns;
 *  a message and false otherwise (the fields are shifted). */
bool fieldsMatchHeader(const CsvRow &row, const std::optional<std::vector<std::string>> &header,
                       Messages &messages);

/** The amount in field `f` written with `decimalSeparator`, finite and at
 *  most kMaxLineAmount either side of 0; a message and nullopt otherwise
 *  (the sign is the caller's to check). */
std::optional<double> amountIn(const CsvRow &row, const Field &f, char decimalSeparator, Messages &messages);

/** `amount` billed in `currency` as US dollars: as it is, or at the plan's
 *  rate in its currency; nullopt for a currency the plan has no rate for. */
std::optional<double> usdOf(double amount, const std::string &currency, const DisplayCurrency &plan);

/** What a currency the plan has no rate for is told: the ones allowed. */
std::string currencyExpected(const DisplayCurrency &plan);

/** `text` as a tag of line `line` read from `label`: a tag is saved with the
 *  plan, so a text a plan file cannot hold is a message and "". */
std::string checkedTag(std::size_t line, const std::string &label, std::string text, Messages &messages);

} // namespace tco::importrows
