// SPDX-License-Identifier: GPL-3.0-or-later
#include "validation.h"
#include "plan/enumkeys.h"

#include "calendar.h"

#include <algorithm>
#include <array>
#include <charconv>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <limits>

namespace tco {

std::string_view issueCodeKey(IssueCode c)
{
    constexpr std::string_view keys[] = {
        "unknownKey",    "notANumber",         "notFinite",      "outOfRange",  "notInteger",
        "unknownChoice", "unknownAccelerator", "inconsistent",   "textTooLong", "controlCharacter",
        "invalidDate",   "duplicate",          "invalidCurrency"};
    return enumKey(keys, c);
}

std::string formatNumber(double v)
{
    char buf[64];
    const auto r = std::to_chars(buf, buf + sizeof buf, v);
    return std::string(buf, r.ptr);
}

double roundedToSignificant(double value, int digits)
{
    char buf[64];
    std::snprintf(buf, sizeof buf, "%.*g", digits, value);
    return std::strtod(buf, nullptr);
}

std::string allowedText(const InputSpec &in)
{
    if (in.kind == InputKind::Choice) {
        std::string out;
        for (const auto choice : in.choices) {
            if (!out.empty())
                out += " | ";
            out += choice;
        }
        return out;
    }
    // compute.mfu 0 is "typical for the plan"; an entered MFU starts at 0.01.
    const bool mfu = in.id == InputId::ComputeMfu;
    std::string out =
        (mfu ? "0 (typical for the plan) or " + formatNumber(kMinEnteredMfu) : formatNumber(in.minValue)) +
        " .. " + formatNumber(in.maxValue);
    if (!in.unit.empty())
        out += " " + std::string(in.unit);
    if (in.kind == InputKind::Integer)
        out += " (whole number)";
    return out;
}

std::optional<Issue> checkValue(InputId id, double value)
{
    const InputSpec &in = spec(id);
    const auto issue = [&](IssueCode code) {
        return Issue{code, std::string(in.key), formatNumber(value), allowedText(in)};
    };
    if (!std::isfinite(value))
        return issue(IssueCode::NotFinite);
    if (in.kind != InputKind::Real && value != std::floor(value))
        return issue(IssueCode::NotInteger);
    if (value < in.minValue || value > in.maxValue)
        return issue(IssueCode::OutOfRange);
    if (id == InputId::ComputeMfu && value > 0 && value < kMinEnteredMfu)
        return issue(IssueCode::OutOfRange);
    return std::nullopt;
}

std::vector<Issue> validate(const Scenario &s, const Catalog &catalog)
{
    std::vector<Issue> issues;
    for (const InputSpec &in : inputSpecs())
        if (auto issue = checkValue(in.id, s.value(in.id)))
            issues.push_back(std::move(*issue));
    if (!catalog.find(s.gpuId))
        issues.push_back(
            {IssueCode::UnknownAccelerator, std::string(kGpuKey), s.gpuId, "an id listed by `llm-tco gpus`"});
    if (const Accelerator *acc = catalog.find(s.gpuId)) {
        // A zero price means "from the catalog": the catalog must have one.
        const bool buy = pricingMode(s) == PricingMode::Buy;
        if (buy && s.value(InputId::OwnershipCapexUsdPerGpu) <= 0 && acc->purchaseUsd <= 0)
            issues.push_back({IssueCode::Inconsistent, "ownership.capexUsdPerGpu", "0",
                              "a price > 0: " + acc->id + " has no catalog purchase price"});
        if (!buy && s.value(InputId::PricingGpuHourUsd) <= 0 && acc->rentUsdPerHour <= 0)
            issues.push_back({IssueCode::Inconsistent, "pricing.gpuHourUsd", "0",
                              "a price > 0: " + acc->id + " has no catalog rental price"});
    }
    if (s.value(InputId::ModelActiveParameters) > s.value(InputId::ModelParameters))
        issues.push_back(
            {IssueCode::Inconsistent, "model.activeParameters",
             formatNumber(s.value(InputId::ModelActiveParameters)),
             "at most model.parameters (" + formatNumber(s.value(InputId::ModelParameters)) + ")"});
    if (s.value(InputId::BudgetReviewFraction) < s.value(InputId::BudgetWarningFraction))
        issues.push_back({IssueCode::Inconsistent, "budget.reviewFraction",
                          formatNumber(s.value(InputId::BudgetReviewFraction)),
                          "at least budget.warningFraction (" +
                              formatNumber(s.value(InputId::BudgetWarningFraction)) + ")"});
    if (auto issue = checkStartDate(s.startDate))
        issues.push_back(std::move(*issue));
    for (Issue &issue : checkVariants(s, &catalog))
        issues.push_back(std::move(issue));
    for (Issue &issue : checkCurrency(s.currency))
        issues.push_back(std::move(issue));
    for (Issue &issue : checkMetadata(s))
        issues.push_back(std::move(issue));
    return issues;
}

namespace {
/** A text from a file or a user, safe to quote in a message: control
 *  characters as '?', cut after 40 bytes. */
std::string shownText(std::string_view text)
{
    std::string shown;
    for (const char ch : text.substr(0, 40))
        shown += static_cast<unsigned char>(ch) < 0x20 || ch == 0x7F ? '?' : ch;
    if (text.size() > 40)
        shown += "...";
    return shown;
}
} // namespace

std::vector<Issue> checkCurrency(const DisplayCurrency &c)
{
    std::vector<Issue> issues;
    const bool letters = c.code.size() == 3 && std::all_of(c.code.begin(), c.code.end(),
                                                           [](char ch) { return ch >= 'A' && ch <= 'Z'; });
    if (!letters)
        issues.push_back({IssueCode::InvalidCurrency, "currency.code", shownText(c.code),
                          "three capital letters A-Z (an ISO 4217 code such as USD, CNY or EUR)"});
    const bool digit = std::any_of(c.symbol.begin(), c.symbol.end(), [](char ch) {
        return (ch >= '0' && ch <= '9') || ch == ' ' || ch == '\t' || ch == '-' || ch == '+' || ch == '.' ||
               ch == ',';
    });
    if (c.symbol.empty() || c.symbol.size() > kMaxCurrencySymbolBytes || digit ||
        checkText("", c.symbol, false))
        issues.push_back(
            {IssueCode::InvalidCurrency, "currency.symbol", shownText(c.symbol),
             "1 to " + std::to_string(kMaxCurrencySymbolBytes) +
                 " bytes without digits, spaces, signs or control characters, such as $, ¥, € or CHF"});
    const std::string rateAllowed =
        c.code == "USD" ? std::string("1 (US dollars are the model's own currency)")
                        : formatNumber(kMinCurrencyRate) + " .. " + formatNumber(kMaxCurrencyRate) + " " +
                              c.code + " per US dollar";
    if (!std::isfinite(c.perUsd))
        issues.push_back({IssueCode::NotFinite, "currency.rate", formatNumber(c.perUsd), rateAllowed});
    else if (c.perUsd < kMinCurrencyRate || c.perUsd > kMaxCurrencyRate ||
             (c.code == "USD" && c.perUsd != 1.0))
        issues.push_back({IssueCode::OutOfRange, "currency.rate", formatNumber(c.perUsd), rateAllowed});
    if (!parseDate(c.rateDate))
        issues.push_back({IssueCode::InvalidDate, "currency.rateDate", shownText(c.rateDate),
                          "the day of the rate, YYYY-MM-DD from " + formatDate({kMinDateYear, 1, 1}) +
                              " to " + formatDate({kMaxDateYear, 12, 31})});
    return issues;
}

std::optional<Issue> checkStartDate(std::string_view text)
{
    if (text.empty() || parseDate(text))
        return std::nullopt;
    const std::string shown = shownText(text);
    return Issue{IssueCode::InvalidDate, std::string(kStartDateKey), shown,
                 "a date YYYY-MM-DD from " + formatDate({kMinDateYear, 1, 1}) + " to " +
                     formatDate({kMaxDateYear, 12, 31}) + ", or empty for the first day of next month"};
}

std::string variantKey(std::size_t variant, std::string_view field)
{
    return "pinnedVariants[" + std::to_string(variant + 1) + "]." + std::string(field);
}

std::vector<Issue> checkVariants(const Scenario &s, const Catalog *catalog)
{
    std::vector<Issue> issues;
    for (std::size_t v = 0; v < s.pinnedVariants.size(); ++v) {
        const PinnedVariant &variant = s.pinnedVariants[v];
        std::array<bool, kInputCount> seen{};
        for (const InputSetting &change : variant.changes) {
            if (static_cast<std::size_t>(change.id) >= kInputCount) {
                issues.push_back({IssueCode::UnknownKey, variantKey(v, "changes"),
                                  "input id " + std::to_string(static_cast<std::size_t>(change.id)),
                                  "a key listed by `llm-tco keys`"});
                continue;
            }
            const std::string key = variantKey(v, spec(change.id).key);
            if (seen[index(change.id)]) {
                issues.push_back({IssueCode::Duplicate, key, formatNumber(change.value),
                                  "each input at most once in a variant"});
                continue;
            }
            seen[index(change.id)] = true;
            if (auto issue = checkValue(change.id, change.value)) {
                issue->key = key;
                issues.push_back(std::move(*issue));
            }
        }
        if (catalog && !variant.gpuId.empty() && !catalog->find(variant.gpuId))
            issues.push_back({IssueCode::UnknownAccelerator, variantKey(v, kGpuKey), variant.gpuId,
                              "an id listed by `llm-tco gpus`, or empty for the plan's"});
    }
    return issues;
}

std::vector<Issue> checkMetadata(const Scenario &s)
{
    const std::pair<std::string_view, const std::string *> texts[] = {{"name", &s.name},
                                                                      {"description", &s.description},
                                                                      {"tags.project", &s.tags.project},
                                                                      {"tags.experiment", &s.tags.experiment},
                                                                      {"tags.team", &s.tags.team},
                                                                      {"createdUtc", &s.createdUtc},
                                                                      {"modifiedUtc", &s.modifiedUtc},
                                                                      {kGpuKey, &s.gpuId}};
    std::vector<Issue> issues;
    for (const auto &[key, text] : texts)
        if (auto issue = checkText(key, *text, key == "description"))
            issues.push_back(std::move(*issue));
    for (std::size_t v = 0; v < s.pinnedVariants.size(); ++v) {
        if (auto issue = checkText(variantKey(v, "name"), s.pinnedVariants[v].name, false))
            issues.push_back(std::move(*issue));
        if (auto issue = checkText(variantKey(v, kGpuKey), s.pinnedVariants[v].gpuId, false))
            issues.push_back(std::move(*issue));
    }
    return issues;
}

std::optional<Issue> checkText(std::string_view key, std::string_view text, bool multiline)
{
    const auto shown = [&] { return std::string(text.substr(0, 40)) + (text.size() > 40 ? "..." : ""); };
    if (text.size() > kMaxTextLength)
        return Issue{IssueCode::TextTooLong, std::string(key), shown(),
                     "at most " + std::to_string(kMaxTextLength) + " bytes"};
    for (std::size_t i = 0; i < text.size(); ++i) {
        const auto c = static_cast<unsigned char>(text[i]);
        const bool c0 = c < 0x20 && c != '\t' && !(multiline && (c == '\n' || c == '\r'));
        // C1 controls U+0080..U+009F are C2 80..C2 9F in UTF-8.
        const bool c1 = c == 0xC2 && i + 1 < text.size() && static_cast<unsigned char>(text[i + 1]) < 0xA0 &&
                        static_cast<unsigned char>(text[i + 1]) >= 0x80;
        if (c0 || c == 0x7F || c1) {
            char code[8];
            std::snprintf(code, sizeof code, "0x%02X", c1 ? static_cast<unsigned char>(text[i + 1]) : c);
            std::string safe;
            for (const char ch : text.substr(0, 40))
                safe += static_cast<unsigned char>(ch) < 0x20 || ch == 0x7F ? '?' : ch;
            return Issue{IssueCode::ControlCharacter, std::string(key), safe,
                         std::string("text without control characters (found ") + code + ")"};
        }
    }
    return std::nullopt;
}

namespace {

std::optional<double> parseNumber(std::string_view text)
{
    while (!text.empty() && text.front() == ' ')
        text.remove_prefix(1);
    while (!text.empty() && text.back() == ' ')
        text.remove_suffix(1);
    if (!text.empty() && text.front() == '+')
        text.remove_prefix(1);
    double v = 0;
    const auto r = std::from_chars(text.data(), text.data() + text.size(), v);
    if (text.empty() || r.ec == std::errc::invalid_argument || r.ptr != text.data() + text.size())
        return std::nullopt;
    if (r.ec == std::errc::result_out_of_range) {
        // Overflow is refused as not finite; underflow (1e-999) is a number
        // too small for any range, refused as out of range.
        const auto e = text.find_first_of("eE");
        const bool underflow = e != std::string_view::npos && e + 1 < text.size() && text[e + 1] == '-';
        // The smallest positive double, not 0: 0 means "typical" for compute.mfu.
        return underflow ? std::numeric_limits<double>::denorm_min() : HUGE_VAL;
    }
    return v;
}

} // namespace

std::optional<Issue> setFromText(Scenario &s, std::string_view key, std::string_view text,
                                 const Catalog &catalog)
{
    if (key == kStartDateKey) {
        if (auto issue = checkStartDate(text))
            return issue;
        s.startDate = std::string(text);
        return std::nullopt;
    }
    if (key == kGpuKey) {
        if (!catalog.find(text))
            return Issue{IssueCode::UnknownAccelerator, std::string(key), std::string(text),
                         "an id listed by `llm-tco gpus`"};
        s.gpuId = std::string(text);
        return std::nullopt;
    }
    const auto id = findInput(key);
    if (!id)
        return Issue{IssueCode::UnknownKey, std::string(key), std::string(text),
                     "a key listed by `llm-tco keys`"};
    const InputSpec &in = spec(*id);
    double value = 0;
    if (in.kind == InputKind::Choice) {
        bool found = false;
        for (std::size_t i = 0; i < in.choices.size(); ++i)
            if (in.choices[i] == text) {
                value = static_cast<double>(i);
                found = true;
            }
        if (!found)
            return Issue{IssueCode::UnknownChoice, std::string(key), std::string(text), allowedText(in)};
    } else {
        const auto parsed = parseNumber(text);
        if (!parsed)
            return Issue{IssueCode::NotANumber, std::string(key), std::string(text), allowedText(in)};
        value = *parsed;
    }
    if (auto issue = checkValue(*id, value)) {
        issue->value = std::string(text);
        return issue;
    }
    s.set(*id, value);
    return std::nullopt;
}

std::string valueText(const Scenario &s, std::string_view key)
{
    if (key == kGpuKey)
        return s.gpuId;
    if (key == kStartDateKey)
        return s.startDate;
    const auto id = findInput(key);
    if (!id)
        return {};
    const InputSpec &in = spec(*id);
    const double v = s.value(*id);
    if (in.kind == InputKind::Choice) {
        const auto i = static_cast<std::size_t>(v);
        return i < in.choices.size() ? std::string(in.choices[i]) : formatNumber(v);
    }
    return formatNumber(v);
}

std::string describe(const Issue &issue)
{
    std::string what;
    switch (issue.code) {
    case IssueCode::UnknownKey:
        what = "unknown key";
        break;
    case IssueCode::NotANumber:
        what = "not a number";
        break;
    case IssueCode::NotFinite:
        what = "not a finite number";
        break;
    case IssueCode::OutOfRange:
        what = "out of range";
        break;
    case IssueCode::NotInteger:
        what = "not a whole number";
        break;
    case IssueCode::UnknownChoice:
        what = "unknown option";
        break;
    case IssueCode::UnknownAccelerator:
        what = "unknown accelerator";
        break;
    case IssueCode::Inconsistent:
        what = "inconsistent with another input";
        break;
    case IssueCode::TextTooLong:
        what = "text too long";
        break;
    case IssueCode::ControlCharacter:
        what = "control character in text";
        break;
    case IssueCode::InvalidDate:
        what = "not a valid date";
        break;
    case IssueCode::Duplicate:
        what = "set twice";
        break;
    case IssueCode::InvalidCurrency:
        what = "not a usable currency";
        break;
    }
    return issue.key + " = '" + issue.value + "': " + what + "; allowed: " + issue.allowed;
}

} // namespace tco
