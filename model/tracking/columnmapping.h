// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace tco {

/** Which column of a CSV file holds a field: by header name, or by 1-based
 *  position. Neither set: the field is not read. */
struct ColumnRef {
    std::string name; ///< the header's text, compared exactly
    int index = 0;    ///< 1-based; 0 = by name
    bool isSet() const { return index > 0 || !name.empty(); }
    bool operator==(const ColumnRef &) const = default;
};

/** How a date is written in a file (docs/actuals.md, "Column mapping"). */
enum class DateFormat { Iso, DayMonthYear, MonthDayYear, DayMonthYearDots };
/** "YYYY-MM-DD", "DD/MM/YYYY", "MM/DD/YYYY", "DD.MM.YYYY". */
std::string_view dateFormatText(DateFormat f);

/** How a billing export or a progress log maps onto the planner's fields
 *  (docs/actuals.md). The default is the documented layout: a header row,
 *  columns named after the fields, ISO dates, '.' decimals, ',' between
 *  fields, amounts in US dollars unless a currency column says otherwise. */
struct ColumnMapping {
    bool header = true;          ///< the first record names the columns
    char delimiter = ',';        ///< ',' or ';'
    char decimalSeparator = '.'; ///< '.' or ','
    DateFormat dateFormat = DateFormat::Iso;
    std::string defaultCurrency{"USD"}; ///< for lines without a currency column or value

    // The spend file.
    ColumnRef spendDate{"date"}, spendCategory{"category"}, spendPhase{"phase"}, spendAmount{"amount"};
    ColumnRef spendCurrency{"currency"}, spendProject{"project"}, spendExperiment{"experiment"},
        spendTeam{"team"};
    // The progress file.
    ColumnRef progressDate{"date"}, progressTokens{"tokens"}, progressAcceleratorHours{"acceleratorHours"};
    ColumnRef progressInterruptions{"interruptions"};

    /** Billing names of categories and phases and the model's keys they
     *  stand for ("Compute Engine" -> "compute"), in file order. A value not
     *  listed is read as the key itself. */
    std::vector<std::pair<std::string, std::string>> categoryNames;
    std::vector<std::pair<std::string, std::string>> phaseNames;

    bool operator==(const ColumnMapping &) const = default;
};

/** The mapping as the JSON text of a mapping file (docs/actuals.md):
 *  every key, in a fixed order, two-space indented, ending in a newline.
 *  readColumnMapping() reads it back to an equal mapping, and writing that
 *  again gives the same text. */
std::string writeColumnMapping(const ColumnMapping &m);

struct MappingReadResult {
    bool ok = false;
    ColumnMapping mapping; ///< when ok
    std::string error;     ///< when not: the key, the value and what is allowed
};

/** Reads a mapping file: one JSON object of the keys writeColumnMapping()
 *  writes, any of them left out for its default. An unknown or repeated
 *  key, a value of the wrong kind or outside what is allowed, or text that
 *  is not such an object is an error naming the key and the value. */
MappingReadResult readColumnMapping(std::string_view json);

/** A JSON object whose members are strings, numbers or booleans (a FOCUS
 *  export's Tags, docs/actuals.md): its members in file order, each value as
 *  text (a number as written, "true", "false"). nullopt and `error` set when
 *  `json` is not such an object; `what` names the text in it ("a mapping
 *  file", "a Tags value"). The reader is the mapping file's. */
std::optional<std::vector<std::pair<std::string, std::string>>>
readFlatJsonObject(std::string_view json, std::string_view what, std::string &error);

} // namespace tco
