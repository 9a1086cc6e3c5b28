// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "actuals.h"
#include "columnmapping.h"
#include "plan/currency.h"

#include <cstddef>
#include <functional>
#include <string>
#include <string_view>
#include <vector>

namespace tco {

/** What is wrong with one line (or the file) of an actuals import. */
struct ImportMessage {
    std::size_t line = 0; ///< 1-based line of the file; 0 = the file as a whole
    std::string column;   ///< the field ("amount") and where it was read ("amount (column 4)")
    std::string value;    ///< the text found
    std::string expected; ///< what is allowed
    /** "line 7, amount (column 4) = '-12': expected an amount of 0 or more". */
    std::string text() const;
};

/** The good lines of a file and a message for every bad one. A file-level
 *  problem (no header, a mapped column missing from it, an unclosed quote)
 *  sets `fileError`: then nothing can be read. Otherwise `errors` lists the
 *  bad lines, and the caller decides whether to use the good ones. */
template <typename Line> struct Imported {
    std::vector<Line> lines;
    std::vector<ImportMessage> errors;
    bool fileError = false;
    /** Lines left out, each counted once however many messages it has
     *  (the messages are capped at kMaxImportMessages, the count is not). */
    std::size_t badLines = 0;
    /** Good lines handed to the caller one by one as they were read
     *  (readSpend()) instead of kept in `lines`. */
    std::size_t handedOver = 0;
    bool clean() const { return errors.empty(); }
    /** Lines made by spreading one record over the days it covers (a FOCUS
     *  charge of several days, docs/actuals.md): not records of the file. */
    std::size_t spreadLines = 0;
    /** The records read well: kept or handed over. */
    std::size_t usedLines() const { return lines.size() + handedOver - spreadLines; }
    /** Dollars on the lines used, and on the lines left out whose amount
     *  could be read (a bad category, a date outside the range): a few bad
     *  lines can hold most of the money (spend files only; 0 for progress). */
    double usedUsd = 0;
    double leftOutUsd = 0;
    /** Dollars billed (cash) on the lines used: a FOCUS export's BilledCost,
     *  where `usedUsd` is its EffectiveCost (commitments amortised); the
     *  amounts themselves for the planner's own layout. */
    double billedUsd = 0;
    /** The share of the data lines read that is left out; 0 for none. */
    double leftOutShare() const
    {
        const std::size_t all = usedLines() + badLines;
        return all == 0 ? 0.0 : static_cast<double>(badLines) / static_cast<double>(all);
    }
    /** The share of the money read that is on lines left out; 0 for none. */
    double leftOutMoneyShare() const
    {
        const double all = usedUsd + leftOutUsd;
        return all > 0 ? leftOutUsd / all : 0.0;
    }
    /** More than `limit` of the lines, or of the money, is left out: the
     *  file is more likely misread than slightly damaged (docs/actuals.md). */
    bool leftOutBeyond(double limit) const { return leftOutShare() > limit || leftOutMoneyShare() > limit; }
};

/** The share of a file's lines, or of its money, that --accept-partial (or
 *  the window's consent) may leave out by default: more, and the import is refused, as
 *  the file is more likely misread than slightly damaged (docs/actuals.md). */
inline constexpr double kDefaultMaxLeftOutShare = 0.05;

/** The largest amount a line may hold: the largest budget a plan allows
 *  (budget.usd). */
inline constexpr double kMaxLineAmount = 1e12;
using SpendImport = Imported<SpendLine>;
using ProgressImport = Imported<ProgressPoint>;

/** Reads a spend CSV through `mapping` (docs/actuals.md, "Spend file").
 *  Amounts in US dollars are taken as they are, amounts in the plan's own
 *  currency (`planCurrency`) are converted at its rate; any other currency
 *  is an error for that line naming the currencies allowed. */
SpendImport importSpend(std::string_view csv, const ColumnMapping &mapping,
                        const DisplayCurrency &planCurrency);

class CsvReader;

/** importSpend() line by line: reads the records of `reader` (made with
 *  the mapping's delimiter) and hands each good line to `use` as it is
 *  read, keeping none (`lines` stays empty, `handedOver` counts them), so
 *  that memory does not grow with the file (`llm-tco track` streams an
 *  export, docs/actuals.md). The messages and counts are importSpend()'s.
 *  A problem of the whole file found only at its end (a quote never
 *  closed) sets `fileError` after lines were handed over: the caller drops
 *  what it made of them. */
SpendImport readSpend(CsvReader &reader, const ColumnMapping &mapping, const DisplayCurrency &planCurrency,
                      const std::function<void(const SpendLine &)> &use);

/** Reads a progress CSV through `mapping` (docs/actuals.md, "Progress file"). */
ProgressImport importProgress(std::string_view csv, const ColumnMapping &mapping);

/** `text` as a date written in `format`: a real day within the years
 *  parseDate() allows, nothing else on the field (spaces around it are
 *  ignored). */
std::optional<CivilDate> parseDateAs(std::string_view text, DateFormat format);

/** `text` as a plain decimal number with `decimalSeparator`: an optional
 *  minus, digits, at most one separator, an optional exponent; spaces
 *  around it are ignored. No thousands separators. nullopt otherwise or
 *  when it is not finite. */
std::optional<double> parseAmount(std::string_view text, char decimalSeparator);

/** At most this many messages are kept per file; the last one says how
 *  many more lines were bad. */
inline constexpr std::size_t kMaxImportMessages = 200;

} // namespace tco
