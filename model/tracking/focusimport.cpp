// SPDX-License-Identifier: GPL-3.0-or-later
#include "focusimport.h"

#include "importrows.h"
#include "plan/calendar.h"

#include <algorithm>
#include <array>
#include <cctype>
#include <charconv>
#include <cmath>
#include <optional>

// A FOCUS export (the FinOps Foundation's cost and usage specification,
// versions 1.0 to 1.2) read as it comes: the columns and how each is counted
// are docs/actuals.md, "FOCUS exports". The records, fields and messages are
// the planner's own layout's (importrows.h), so both say the same.

namespace tco {

namespace {

using importrows::Field;
using importrows::Messages;

constexpr std::array<std::string_view, 6> kFocusRequired = {"ChargePeriodStart", "ChargePeriodEnd",
                                                            "ChargeCategory",    "BilledCost",
                                                            "EffectiveCost",     "BillingCurrency"};

constexpr std::array<std::string_view, 5> kFocusChargeCategories = {"Usage", "Purchase", "Tax", "Credit",
                                                                    "Adjustment"};

bool focusHas(const std::vector<std::string> &header, std::string_view name)
{
    return std::any_of(header.begin(), header.end(),
                       [name](const std::string &h) { return importrows::trimmed(h) == name; });
}

/** A FOCUS timestamp: the day and whether it lies past midnight. */
struct FocusTime {
    CivilDate day;
    int secondOfDay = 0;
    auto operator<=>(const FocusTime &) const = default;
};

bool focusDigits(std::string_view t, std::size_t from, std::size_t count, int &out)
{
    if (from + count > t.size())
        return false;
    out = 0;
    for (std::size_t k = from; k < from + count; ++k) {
        if (t[k] < '0' || t[k] > '9')
            return false;
        out = out * 10 + (t[k] - '0');
    }
    return true;
}

/** `2027-03-01T00:00:00Z` (or `.000Z`, `+00:00`, no zone, a space for the
 *  `T`, no seconds) or `2027-03-01`: FOCUS timestamps are UTC. */
std::optional<FocusTime> parseFocusTime(std::string_view t)
{
    FocusTime out;
    const auto day = parseDate(t.substr(0, 10));
    if (!day)
        return std::nullopt;
    out.day = *day;
    if (t.size() == 10)
        return out;
    int h = 0, m = 0, s = 0;
    if ((t[10] != 'T' && t[10] != ' ') || !focusDigits(t, 11, 2, h) || t.size() < 16 || t[13] != ':' ||
        !focusDigits(t, 14, 2, m) || h > 23 || m > 59)
        return std::nullopt;
    std::size_t k = 16;
    if (k < t.size() && t[k] == ':') {
        if (!focusDigits(t, k + 1, 2, s) || s > 60)
            return std::nullopt;
        k += 3;
        if (k < t.size() && t[k] == '.') {
            ++k;
            while (k < t.size() && t[k] >= '0' && t[k] <= '9')
                ++k;
        }
    }
    const std::string_view zone = t.substr(k);
    if (!zone.empty() && zone != "Z" && zone != "+00:00" && zone != "+0000")
        return std::nullopt;
    out.secondOfDay = h * 3600 + m * 60 + s;
    return out;
}

std::string lowered(std::string_view t)
{
    std::string out(t);
    std::transform(out.begin(), out.end(), out.begin(),
                   [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    return out;
}

/** The first of `words` found in `text` (lower case), as its category. */
std::optional<Category> focusCategoryByWords(std::string_view text)
{
    static const std::array<std::pair<std::string_view, Category>, 15> kWords = {{
        {"gpu", Category::Compute},
        {"accelerator", Category::Compute},
        {"tpu", Category::Compute},
        {"instance", Category::Compute},
        {"compute", Category::Compute},
        {"storage", Category::Storage},
        {"bucket", Category::Storage},
        {"volume", Category::Storage},
        {"snapshot", Category::Storage},
        {"disk", Category::Storage},
        {"network", Category::Network},
        {"transfer", Category::Network},
        {"egress", Category::Network},
        {"bandwidth", Category::Network},
        {"load balancer", Category::Network},
    }};
    const std::string t = lowered(text);
    for (const auto &[word, category] : kWords)
        if (t.find(word) != std::string::npos)
            return category;
    return std::nullopt;
}

/** The Tags key a tag is read from: the mapping's column name for it, or
 *  the tag's own name. */
std::string focusTagKey(const ColumnRef &ref, std::string_view tag)
{
    return ref.index == 0 && !ref.name.empty() ? ref.name : std::string(tag);
}

} // namespace

bool isFocusHeader(const std::vector<std::string> &header, const ColumnMapping &m)
{
    if (!m.header || m.spendDate.index > 0 ||
        (!m.spendDate.name.empty() && focusHas(header, m.spendDate.name)))
        return false;
    return std::count_if(kFocusRequired.begin(), kFocusRequired.end(),
                         [&](std::string_view name) { return focusHas(header, name); }) >= 2;
}

Category focusCategory(std::string_view service, std::string_view resourceType, std::string_view description,
                       const ColumnMapping &m)
{
    for (const auto &[from, to] : m.categoryNames)
        if (from == service)
            if (const auto c = categoryFromKey(to))
                return *c;
    // FOCUS's ServiceCategory values (1.0 to 1.2) the planner's categories
    // stand for; "AI and Machine Learning" is where training instances are
    // billed (docs/actuals.md, "FOCUS exports").
    static const std::array<std::pair<std::string_view, Category>, 7> kServices = {{
        {"Compute", Category::Compute},
        {"AI and Machine Learning", Category::Compute},
        {"Storage", Category::Storage},
        {"Networking", Category::Network},
        {"Databases", Category::Data},
        {"Analytics", Category::Data},
        {"Management and Governance", Category::Monitoring},
    }};
    for (const auto &[name, category] : kServices)
        if (name == service)
            return category;
    if (const auto c = focusCategoryByWords(resourceType))
        return *c;
    if (const auto c = focusCategoryByWords(description))
        return *c;
    return Category::Operations;
}

SpendImport readFocusSpend(CsvReader &reader, const std::vector<std::string> &header, const ColumnMapping &m,
                           const DisplayCurrency &planCurrency,
                           const std::function<void(const SpendLine &)> &use)
{
    using namespace importrows;
    SpendImport out;
    const std::optional<std::vector<std::string>> headerRow = header;
    Field start, end, chargeCategory, billed, effective, currency;
    Field chargeClass, service, resourceType, description, tags;
    std::array<Field *, 6> requiredFields = {&start, &end, &chargeCategory, &billed, &effective, &currency};
    bool ok = true;
    std::string missing;
    for (std::size_t k = 0; k < kFocusRequired.size(); ++k) {
        const std::string name(kFocusRequired[k]);
        ok = resolve({name}, name, false, &header, *requiredFields[k], out.errors, name) && ok;
        if (requiredFields[k]->column == 0)
            missing += (missing.empty() ? "" : ", ") + name;
    }
    for (const auto &[field, name] : {std::pair{&chargeClass, "ChargeClass"},
                                      {&service, "ServiceCategory"},
                                      {&resourceType, "ResourceType"},
                                      {&description, "ChargeDescription"},
                                      {&tags, "Tags"}})
        ok = resolve({name}, name, false, &header, *field, out.errors, name) && ok;
    if (!missing.empty())
        out.errors.push_back({1, "FOCUS columns missing", missing,
                              "the FOCUS columns a spend file needs: ChargePeriodStart, ChargePeriodEnd, "
                              "ChargeCategory, BilledCost, EffectiveCost and BillingCurrency"});
    if (!ok || !missing.empty()) {
        out.fileError = true;
        skipRest(reader);
        return out;
    }
    const std::string projectKey = focusTagKey(m.spendProject, "project");
    const std::string experimentKey = focusTagKey(m.spendExperiment, "experiment");
    const std::string teamKey = focusTagKey(m.spendTeam, "team");
    Messages messages(out.errors);
    CsvRow row;
    while (reader.next(row)) {
        const std::size_t before = messages.count();
        SpendLine line;
        line.sourceLine = row.line;
        if (!fieldsMatchHeader(row, headerRow, messages)) {
            ++out.badLines;
            continue;
        }
        const auto time = [&](const Field &f) -> std::optional<FocusTime> {
            const std::string expected = "a UTC timestamp written YYYY-MM-DDTHH:MM:SSZ";
            const auto t = required(row, f, expected, messages);
            if (!t)
                return std::nullopt;
            const auto v = parseFocusTime(*t);
            if (!v)
                messages.add({row.line, f.label(), std::string(*t),
                              expected + ", a real day in " + std::to_string(kMinDateYear) + " .. " +
                                  std::to_string(kMaxDateYear)});
            return v;
        };
        const auto from = time(start);
        const auto to = time(end);
        long long days = 1;
        if (from && to) {
            // The days the period covers, its end exclusive: a charge of
            // 2027-03-01T00:00Z to 2027-03-03T00:00Z is two days', one of
            // 05:00 to 06:00 that day's.
            const CivilDate last = to->secondOfDay > 0 ? addDays(to->day, 1) : to->day;
            days = std::max(1LL, daysBetween(from->day, last));
            if (*to < *from)
                messages.add(
                    {row.line, end.label(), std::string(*cell(row, end)),
                     "a time not before ChargePeriodStart (" + std::string(*cell(row, start)) + ")"});
            else if (days > kMaxFocusChargeDays)
                messages.add({row.line, end.label(), std::string(*cell(row, end)),
                              "a charge period of at most " + std::to_string(kMaxFocusChargeDays) + " days"});
        }
        std::string_view category;
        if (const auto t = required(row, chargeCategory, "a ChargeCategory", messages)) {
            category = *t;
            if (std::find(kFocusChargeCategories.begin(), kFocusChargeCategories.end(), *t) ==
                kFocusChargeCategories.end())
                messages.add({row.line, chargeCategory.label(), std::string(*t),
                              "a ChargeCategory: Usage, Purchase, Tax, Credit or Adjustment"});
        }
        const std::string_view klass = cell(row, chargeClass).value_or("");
        if (!klass.empty() && klass != "Correction")
            messages.add(
                {row.line, chargeClass.label(), std::string(klass), "a ChargeClass: Correction, or empty"});
        // Credits, adjustments and corrections may lower the spend; any
        // other charge below 0 is more likely misread (docs/actuals.md).
        const bool mayBeNegative = category == "Credit" || category == "Adjustment" || klass == "Correction";
        const auto amount = [&](const Field &f) -> std::optional<double> {
            const auto v = amountIn(row, f, '.', messages);
            if (v && *v < 0 && !mayBeNegative) {
                messages.add({row.line, f.label(), std::string(*cell(row, f)),
                              "an amount of 0 or more: only a Credit, an Adjustment or a Correction lowers "
                              "the spend"});
                return std::nullopt;
            }
            return v;
        };
        const auto effectiveCost = amount(effective);
        const auto billedCost = amount(billed);
        std::optional<double> effectiveUsd, billedUsd;
        if (const auto code = required(row, currency, "a BillingCurrency", messages)) {
            line.currency = std::string(*code);
            effectiveUsd = usdOf(effectiveCost.value_or(0), line.currency, planCurrency);
            billedUsd = usdOf(billedCost.value_or(0), line.currency, planCurrency);
            if (!effectiveUsd)
                messages.add({row.line, currency.label(), line.currency, currencyExpected(planCurrency)});
        }
        line.category = focusCategory(cell(row, service).value_or(""), cell(row, resourceType).value_or(""),
                                      cell(row, description).value_or(""), m);
        if (const auto t = cell(row, tags); t && !t->empty()) {
            std::string error;
            if (const auto members = readFlatJsonObject(*t, "a Tags value", error)) {
                for (const auto &[key, value] : *members) {
                    if (key == projectKey)
                        line.tags.project = checkedTag(row.line, tags.label(), value, messages);
                    else if (key == experimentKey)
                        line.tags.experiment = checkedTag(row.line, tags.label(), value, messages);
                    else if (key == teamKey)
                        line.tags.team = checkedTag(row.line, tags.label(), value, messages);
                    else if (key == "phase") {
                        if (const auto ph = phaseFromKey(translated(value, m.phaseNames)))
                            line.phase = *ph;
                        else
                            messages.add({row.line, tags.label(), std::string(t->substr(0, 60)),
                                          "a \"phase\" tag of preparation, training or postTraining"});
                    }
                }
            } else {
                messages.add({row.line, tags.label(), std::string(t->substr(0, 60)),
                              "a JSON object of tags, {\"project\": \"llm-70b\"} (" + error + ")"});
            }
        }
        if (messages.count() != before || !from) {
            ++out.badLines;
            out.leftOutUsd += std::abs(effectiveUsd.value_or(0));
            continue;
        }
        // Spread evenly over the days covered, the last day taking what
        // rounding left, so the days add up to the charge.
        const double perDay = *effectiveCost / static_cast<double>(days);
        for (long long d = 0; d < days; ++d) {
            line.date = addDays(from->day, static_cast<double>(d));
            line.amountBilled =
                d + 1 < days ? perDay : *effectiveCost - perDay * static_cast<double>(days - 1);
            line.amountUsd = *usdOf(line.amountBilled, line.currency, planCurrency);
            use(line);
        }
        out.handedOver += static_cast<std::size_t>(days);
        out.spreadLines += static_cast<std::size_t>(days - 1);
        out.usedUsd += *effectiveUsd;
        out.billedUsd += *billedUsd;
    }
    messages.finish();
    return out;
}

} // namespace tco
