// SPDX-License-Identifier: GPL-3.0-or-later
// libFuzzer target for actuals (billing exports and progress logs from
// anyone, docs/actuals.md) and their column-mapping files. The first byte
// picks what the rest is: a mapping file (high bit set), else a spend or
// progress CSV (inflated first when gzip-compressed) read through one of
// four mappings. Contract: a file-level
// refusal keeps no line; every data record is kept or has a message; kept
// lines have real dates, known keys and finite amounts of 0 or more (a
// FOCUS export's credits below 0); a
// clean file keeps every record; a mapping that reads writes back to the
// same text and reads back equal. The kept spend lines are then summed in
// a SpendTally that tells only a few of a tag's values apart (issue 52:
// bounded memory and output): each tag lists at most its limit and one row
// of the others, and its rows add up to the spend to date.
#include "plan/csv.h"
#include "plan/gzip.h"
#include "tracking/actualsimport.h"
#include "tracking/columnmapping.h"
#include "tracking/focusimport.h"
#include "tracking/spendtally.h"

#include <algorithm>
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <map>
#include <set>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace {

tco::ColumnMapping mappingFor(std::uint8_t selector)
{
    tco::ColumnMapping m;
    switch ((selector >> 1) & 3) {
    case 1:
        m.delimiter = ';';
        m.decimalSeparator = ',';
        m.dateFormat = tco::DateFormat::DayMonthYear;
        m.categoryNames = {{"GPU instances", "compute"}};
        m.phaseNames = {{"Pretraining", "training"}};
        break;
    case 2:
        m.header = false;
        m.spendDate = {std::string(), 1};
        m.spendCategory = {std::string(), 2};
        m.spendPhase = {std::string(), 3};
        m.spendAmount = {std::string(), 4};
        m.spendCurrency = {std::string(), 5};
        m.progressDate = {std::string(), 1};
        m.progressTokens = {std::string(), 2};
        m.progressAcceleratorHours = {std::string(), 3};
        m.progressInterruptions = {std::string(), 4};
        m.dateFormat = tco::DateFormat::MonthDayYear;
        break;
    case 3:
        m.dateFormat = tco::DateFormat::DayMonthYearDots;
        m.defaultCurrency = "EUR";
        break;
    default:
        break;
    }
    return m;
}

std::size_t dataRecords(std::string_view csv, const tco::ColumnMapping &m)
{
    const std::size_t rows = tco::parseCsv(csv, nullptr, m.delimiter).size();
    return m.header && rows > 0 ? rows - 1 : rows;
}

template <typename T> void checkLines(const tco::Imported<T> &in, std::size_t records)
{
    if (in.fileError && !in.lines.empty())
        std::abort();
    if (in.fileError && in.errors.empty())
        std::abort();
    if (in.usedLines() > records)
        std::abort();
    if (!in.fileError && in.errors.empty() && in.usedLines() != records)
        std::abort(); // a record dropped without a message
    // A record's lines follow one another: one, or one a day of a FOCUS
    // charge's period (docs/actuals.md, "FOCUS exports").
    std::set<std::size_t> seen;
    std::size_t previous = 0;
    for (const T &l : in.lines) {
        if (!tco::isValid(l.date) || (l.sourceLine != previous && !seen.insert(l.sourceLine).second))
            std::abort();
        previous = l.sourceLine;
    }
    for (const tco::ImportMessage &e : in.errors)
        if (e.expected.empty() || e.text().empty())
            std::abort();
}

/** `lines` summed with small TagLimits: every tag's rows are at most the
 *  listed values and one row of the others, which holds at least one
 *  value, and add up to the spend to date. */
void checkTally(const std::vector<tco::SpendLine> &lines)
{
    const tco::TagLimits limits{4, 2};
    tco::SpendTally tally(tco::PlanWindow{{2027, 1, 1}, {2027, 6, 30}, {2028, 1, 1}}, limits);
    tally.add(lines);
    std::map<std::string, std::pair<std::size_t, double>> byTag; // rows, dollars
    for (const tco::TagSpend &row : tally.byTag()) {
        auto &[rows, usd] = byTag[row.tag];
        ++rows;
        usd += row.actualUsd;
        if (row.isOther() ? !row.value.empty() : row.otherValuesEstimated)
            std::abort();
    }
    for (const auto &[tag, sums] : byTag)
        if (sums.first > limits.listed + 1 ||
            std::abs(sums.second - tally.toDateUsd()) > 1e-9 * std::max(1.0, tally.toDateUsd()))
            std::abort(); // more rows than the limit, or money lost
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    if (size == 0)
        return 0;
    const std::uint8_t selector = data[0];
    std::string_view text(reinterpret_cast<const char *>(data) + 1, size - 1);
    if (selector & 0x80) {
        const tco::MappingReadResult r = tco::readColumnMapping(text);
        if (!r.ok) {
            if (r.error.empty())
                std::abort();
            return 0;
        }
        const std::string written = tco::writeColumnMapping(r.mapping);
        const tco::MappingReadResult back = tco::readColumnMapping(written);
        if (!back.ok || !(back.mapping == r.mapping) || tco::writeColumnMapping(back.mapping) != written)
            std::abort();
        return 0;
    }
    // A gzip-compressed export (plan/gzip.h) is read as its inflated text;
    // a damaged one is refused with a reason.
    std::string inflated;
    if (tco::isGzip(text)) {
        std::string error;
        auto out = tco::gunzip(text, std::size_t(1) << 20, error);
        if (!out) {
            if (error.empty())
                std::abort();
            return 0;
        }
        inflated = std::move(*out);
        text = inflated;
    }
    const tco::ColumnMapping m = mappingFor(selector);
    const std::size_t records = dataRecords(text, m);
    if (selector & 1) {
        const tco::ProgressImport in = tco::importProgress(text, m);
        checkLines(in, records);
        for (const tco::ProgressPoint &p : in.lines)
            if (!std::isfinite(p.tokensTrained) || p.tokensTrained < 0 ||
                !std::isfinite(p.acceleratorHours) || p.acceleratorHours < 0 ||
                (p.interruptions && !(*p.interruptions >= 0)))
                std::abort();
        return 0;
    }
    const tco::SpendImport in = tco::importSpend(text, m, *tco::findBuiltInCurrency("EUR"));
    checkLines(in, records);
    // A FOCUS export's credits are lines below 0; the planner's layout has none.
    const std::vector<tco::CsvRow> rows = tco::parseCsv(text, nullptr, m.delimiter);
    const double least = m.header && !rows.empty() && tco::isFocusHeader(rows[0].fields, m) ? -1e12 : 0.0;
    for (const tco::SpendLine &l : in.lines)
        if (!std::isfinite(l.amountUsd) || l.amountUsd < least || !std::isfinite(l.amountBilled) ||
            l.amountBilled < least || static_cast<std::size_t>(l.category) >= tco::kCategoryCount ||
            static_cast<std::size_t>(l.phase) >= tco::kPhaseCount ||
            (l.currency != "USD" && l.currency != "EUR"))
            std::abort();
    checkTally(in.lines);
    return 0;
}
