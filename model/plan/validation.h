// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "catalog.h"
#include "scenario.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace tco {

/** Why an input value is refused. */
enum class IssueCode : std::uint8_t {
    UnknownKey,         ///< no input has this key
    NotANumber,         ///< text does not parse as a number
    NotFinite,          ///< NaN or infinity
    OutOfRange,         ///< below min or above max
    NotInteger,         ///< Integer/Choice input given a fraction
    UnknownChoice,      ///< Choice input given an unknown option name
    UnknownAccelerator, ///< hardware.gpu not in the catalog
    Inconsistent,       ///< a cross-field rule (e.g. active > total parameters)
    TextTooLong,        ///< metadata longer than kMaxTextLength
    ControlCharacter,   ///< metadata with a control character (NUL, ESC, ...): could drive a terminal
    InvalidDate,        ///< project.startDate not a real YYYY-MM-DD day in the allowed years
    Duplicate,          ///< a pinned variant sets the same input twice
    InvalidCurrency,    ///< a display currency's code or symbol that cannot be used
};
std::string_view issueCodeKey(IssueCode c);

/** One refused value: which key, what was given, what is allowed. */
struct Issue {
    IssueCode code;
    std::string key;
    std::string value;
    std::string allowed; ///< e.g. "1e+08 .. 1e+13", "bf16 | fp16 | fp8 | tf32"
};

inline constexpr std::size_t kMaxTextLength = 4096;

/** Why a name, description or tag cannot be kept, or nothing when it can:
 *  longer than kMaxTextLength, or holding a control character (C0, DEL or
 *  C1; tabs everywhere and line breaks in a description are fine). An
 *  e-mailed plan must not be able to send escape sequences to a terminal. */
std::optional<Issue> checkText(std::string_view key, std::string_view text, bool multiline);

/** checkText for every text of a scenario: name, description, tags, dates,
 *  the accelerator id and the pinned variants' names and accelerator ids. */
std::vector<Issue> checkMetadata(const Scenario &s);

/** project.startDate: empty (not set) or a real day "YYYY-MM-DD" within
 *  kMinDateYear .. kMaxDateYear (model/plan/calendar.h). */
std::optional<Issue> checkStartDate(std::string_view text);

/** The plan's display currency (model/plan/currency.h): a code of three capital
 *  letters, a short symbol, a finite rate from kMinCurrencyRate to
 *  kMaxCurrencyRate units per US dollar (exactly 1 for USD) and a real rate
 *  date. Issues use the keys currency.code, currency.symbol,
 *  currency.rate and currency.rateDate. */
std::vector<Issue> checkCurrency(const DisplayCurrency &c);
inline constexpr double kMinCurrencyRate = 1e-6;
inline constexpr double kMaxCurrencyRate = 1e6;
inline constexpr std::size_t kMaxCurrencySymbolBytes = 12;

/** The key an issue of pinned variant `variant` (0-based) uses for `field`:
 *  "pinnedVariants[1].compute.mfu" (shown 1-based, like "input #1"). */
std::string variantKey(std::size_t variant, std::string_view field);

/** Every pinned variant's changes: a known input, a valid value (checkValue),
 *  each input at most once; and its accelerator, when it names one, in
 *  `catalog` (skipped without a catalog, as when saving). */
std::vector<Issue> checkVariants(const Scenario &s, const Catalog *catalog);

/** What `allowed` says for an input: its range, or its options. */
std::string allowedText(const InputSpec &in);

/** Checks one numeric value against its input's rules. */
std::optional<Issue> checkValue(InputId id, double value);

/** Checks every value, the accelerator, the cross-field rules, the start
 *  date, the display currency and the pinned variants. Empty = valid. */
std::vector<Issue> validate(const Scenario &s, const Catalog &catalog);

/** Parses `text` for `key` (numbers, or option names for choices, or an
 *  accelerator id for hardware.gpu, or a date for project.startDate) and
 *  sets it on `s` if valid. Returns
 *  the issue and leaves `s` unchanged otherwise. */
std::optional<Issue> setFromText(Scenario &s, std::string_view key, std::string_view text,
                                 const Catalog &catalog);

/** The value of `key` as text (option name for choices), for display and files. */
std::string valueText(const Scenario &s, std::string_view key);

/** Shortest decimal text that reads back to the same double. */
std::string formatNumber(double v);
/** `value` as it reads with `digits` significant digits (0.141647 -> 0.142):
 *  a value shown or entered rounded. */
double roundedToSignificant(double value, int digits);

/** A one-line English message for the command line; the UI words issues itself. */
std::string describe(const Issue &issue);

} // namespace tco
