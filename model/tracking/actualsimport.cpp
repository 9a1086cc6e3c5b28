// SPDX-License-Identifier: GPL-3.0-or-later
#include "actualsimport.h"

#include "focusimport.h"
#include "importrows.h"

#include "plan/csv.h"
#include "plan/validation.h"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <cstdlib>
#include <optional>

// The layouts are docs/actuals.md. Every line either becomes a record or
// gets a message; none is dropped silently.

namespace tco {

namespace importrows {

std::string_view trimmed(std::string_view t)
{
    while (!t.empty() && (t.front() == ' ' || t.front() == '\t'))
        t.remove_prefix(1);
    while (!t.empty() && (t.back() == ' ' || t.back() == '\t'))
        t.remove_suffix(1);
    return t;
}

bool digitsOnly(std::string_view t)
{
    if (t.empty())
        return false;
    for (const char c : t)
        if (c < '0' || c > '9')
            return false;
    return true;
}

int number(std::string_view t)
{
    int n = 0;
    std::from_chars(t.data(), t.data() + t.size(), n);
    return n;
}

/** Resolves a mapped column against the header. Required fields that
 *  cannot be found are a file error. */
bool resolve(const ColumnRef &ref, std::string name, bool required, const std::vector<std::string> *header,
             Field &out, std::vector<ImportMessage> &errors, std::string_view key)
{
    out.name = std::move(name);
    if (!ref.isSet()) {
        if (required)
            errors.push_back({0, out.name, "", "the mapping to name its column (" + std::string(key) + ")"});
        return !required;
    }
    if (ref.index > 0) {
        out.column = static_cast<std::size_t>(ref.index);
        return true;
    }
    if (header) {
        // A name the header has twice is refused: either column could be
        // the one meant (docs/actuals.md, "Column mapping").
        std::vector<std::size_t> found;
        for (std::size_t k = 0; k < header->size(); ++k)
            if (trimmed((*header)[k]) == ref.name)
                found.push_back(k + 1);
        if (found.size() > 1) {
            std::string columns;
            for (std::size_t k = 0; k < found.size(); ++k)
                columns += (k == 0 ? "" : k + 1 == found.size() ? " and " : ", ") + std::to_string(found[k]);
            errors.push_back({1, out.name, ref.name,
                              "one column of this name in the header; it has " +
                                  std::to_string(found.size()) + " (columns " + columns + ")"});
            return false;
        }
        if (found.size() == 1) {
            out.column = found[0];
            return true;
        }
    }
    if (!required)
        return true; // an optional column the file does not have: left empty
    std::string names;
    if (header)
        for (const std::string &h : *header)
            names += (names.empty() ? "" : ", ") + std::string("'") + h + "'";
    errors.push_back({header ? 1u : 0u, out.name, ref.name,
                      header ? "a column of this name in the header (it has " + names + ")"
                             : "a column number: the mapping says the file has no header"});
    return false;
}

/** The text of `f` on `row`, or nullopt when the row is too short. */
std::optional<std::string_view> cell(const CsvRow &row, const Field &f)
{
    if (f.column == 0 || f.column > row.fields.size())
        return std::nullopt;
    return trimmed(row.fields[f.column - 1]);
}

/** Reads a required field; a message and nullopt when the row lacks it or it is empty. */
std::optional<std::string_view> required(const CsvRow &row, const Field &f, std::string_view expected,
                                         Messages &messages)
{
    const auto text = cell(row, f);
    if (!text) {
        messages.add({row.line, f.label(), "",
                      "a value: the line has " + std::to_string(row.fields.size()) +
                          " columns, so this one is missing (" + std::string(expected) + ")"});
        return std::nullopt;
    }
    if (text->empty()) {
        messages.add({row.line, f.label(), "", std::string(expected)});
        return std::nullopt;
    }
    return text;
}

/** A record of a file with a header has one field for each of its
 *  columns: more or fewer, and the fields are shifted (an unquoted thousands
 *  separator or delimiter in a value), so every value read from it could be
 *  another column's. Nothing else is read from such a record. */
bool fieldsMatchHeader(const CsvRow &row, const std::optional<std::vector<std::string>> &header,
                       Messages &messages)
{
    if (!header || row.fields.size() == header->size())
        return true;
    messages.add({row.line, "fields", std::to_string(row.fields.size()),
                  std::to_string(header->size()) +
                      " fields, one for each column of the header (a value holding the delimiter, such as "
                      "a thousands separator, must be quoted)"});
    return false;
}

std::string translated(std::string_view text, const std::vector<std::pair<std::string, std::string>> &names)
{
    for (const auto &[from, to] : names)
        if (from == text)
            return to;
    return std::string(text);
}

template <typename Enum> std::string keyList(std::size_t count, std::string_view (*key)(Enum))
{
    std::string list;
    for (std::size_t k = 0; k < count; ++k)
        list += (k ? ", " : "") + std::string(key(static_cast<Enum>(k)));
    return list;
}

/** A category or phase field: the billing name the mapping translates, or
 *  the planner's own key; a message listing both otherwise. */
template <typename Enum>
std::optional<Enum> keyedField(const CsvRow &row, const Field &f, std::string_view what,
                               const std::vector<std::pair<std::string, std::string>> &names,
                               std::size_t count, std::string_view (*key)(Enum),
                               std::optional<Enum> (*fromKey)(std::string_view), Messages &messages)
{
    const auto t = required(row, f, what, messages);
    if (!t)
        return std::nullopt;
    if (const auto e = fromKey(translated(*t, names)))
        return e;
    messages.add({row.line, f.label(), std::string(*t),
                  std::string(what) + ": " + keyList<Enum>(count, key) +
                      (names.empty() ? "" : ", or a billing name the mapping lists")});
    return std::nullopt;
}

/** The header record when the mapping says there is one. A file without
 *  any record has no header: a file error. */
bool readHeader(CsvReader &reader, const ColumnMapping &m, std::optional<std::vector<std::string>> &header,
                std::vector<ImportMessage> &errors)
{
    if (!m.header)
        return true;
    CsvRow row;
    if (!reader.next(row)) {
        errors.push_back({0, "", "", "a header row naming the columns, then one line per record"});
        return false;
    }
    header = std::move(row.fields);
    return true;
}

/** A quote never closed is seen only at the end of the text: the file is
 *  refused then, with that message first, and nothing read before it is
 *  kept (docs/actuals.md, "Messages"). `fileErrors` are the file's other
 *  problems (a column missing from the header), kept after it. */
template <typename T> void refuseUnclosedQuote(const CsvReader &reader, Imported<T> &out)
{
    const std::size_t line = reader.unterminatedQuoteLine();
    if (line == 0)
        return;
    std::vector<ImportMessage> errors = {
        {line, "", "\"", "a closing double quote for the field opened on this line"}};
    if (out.fileError)
        errors.insert(errors.end(), out.errors.begin(), out.errors.end());
    out.errors = std::move(errors);
    out.fileError = true;
    out.lines.clear();
    out.badLines = 0;
    out.handedOver = 0;
    out.usedUsd = 0;
    out.billedUsd = 0;
    out.leftOutUsd = 0;
    out.spreadLines = 0;
}

/** A file refused for its header: read to its end (an unclosed quote is
 *  named too) and nothing kept. */
template <typename T> Imported<T> refusedFile(CsvReader &reader, Imported<T> out)
{
    out.fileError = true;
    skipRest(reader);
    refuseUnclosedQuote(reader, out);
    return out;
}

/** Reads the rest of a file refused for its header, to find an unclosed
 *  quote too. */
void skipRest(CsvReader &reader)
{
    CsvRow row;
    while (reader.next(row)) {
    }
}

std::string dateExpected(const ColumnMapping &m)
{
    return "a date written " + std::string(dateFormatText(m.dateFormat));
}

std::string numberExpected(const ColumnMapping &m, std::string_view what)
{
    return std::string(what) + " with '" + std::string(1, m.decimalSeparator) +
           "' as decimal separator and no thousands separators";
}

/** The row's date in field `f`, or a message with the format and the
 *  years allowed: the same for spend and progress files. */
std::optional<CivilDate> requiredDate(const CsvRow &row, const Field &f, const ColumnMapping &m,
                                      Messages &messages)
{
    const auto t = required(row, f, dateExpected(m), messages);
    if (!t)
        return std::nullopt;
    const auto d = parseDateAs(*t, m.dateFormat);
    if (!d)
        messages.add({row.line, f.label(), std::string(*t),
                      dateExpected(m) + ", a real day in " + std::to_string(kMinDateYear) + " .. " +
                          std::to_string(kMaxDateYear)});
    return d;
}

} // namespace importrows

std::string ImportMessage::text() const
{
    std::string out = line > 0 ? "line " + std::to_string(line) : std::string("file");
    if (!column.empty())
        out += ", " + column;
    if (!value.empty() || !column.empty())
        out += " = '" + value + "'";
    return out + ": expected " + expected;
}

std::optional<CivilDate> parseDateAs(std::string_view text, DateFormat format)
{
    using namespace importrows;
    text = trimmed(text);
    if (format == DateFormat::Iso)
        return parseDate(text);
    const char sep = format == DateFormat::DayMonthYearDots ? '.' : '/';
    if (text.size() != 10 || text[2] != sep || text[5] != sep)
        return std::nullopt;
    const std::string_view a = text.substr(0, 2), b = text.substr(3, 2), y = text.substr(6, 4);
    if (!digitsOnly(a) || !digitsOnly(b) || !digitsOnly(y))
        return std::nullopt;
    const bool monthFirst = format == DateFormat::MonthDayYear;
    const CivilDate d{number(y), static_cast<unsigned>(number(monthFirst ? a : b)),
                      static_cast<unsigned>(number(monthFirst ? b : a))};
    if (!isValid(d))
        return std::nullopt;
    return d;
}

std::optional<double> parseAmount(std::string_view text, char decimalSeparator)
{
    using namespace importrows;
    text = trimmed(text);
    std::string plain;
    bool digits = false, separator = false, exponent = false;
    for (std::size_t k = 0; k < text.size(); ++k) {
        const char c = text[k];
        if (c >= '0' && c <= '9') {
            digits = true;
            plain += c;
        } else if (c == '-' && k == 0) {
            plain += c;
        } else if (c == decimalSeparator && !separator && !exponent) {
            separator = true;
            plain += '.';
        } else if ((c == 'e' || c == 'E') && digits && !exponent) {
            exponent = true;
            plain += 'e';
            if (k + 1 < text.size() && (text[k + 1] == '-' || text[k + 1] == '+'))
                plain += text[++k];
            if (k + 1 >= text.size())
                return std::nullopt;
        } else {
            return std::nullopt;
        }
    }
    if (!digits)
        return std::nullopt;
    double v = 0;
    const auto [ptr, ec] = std::from_chars(plain.data(), plain.data() + plain.size(), v);
    if (ec != std::errc() || ptr != plain.data() + plain.size() || !std::isfinite(v))
        return std::nullopt;
    return v;
}

namespace importrows {

namespace {

std::string boundedAmount()
{
    return "a finite amount of at most " + formatNumber(kMaxLineAmount) +
           " (the largest budget a plan allows)";
}

/** A number too large for a double, or "inf"/"nan": not a separator problem. */
bool notFinite(std::string_view text)
{
    const std::string t(trimmed(text));
    char *end = nullptr;
    const double v = std::strtod(t.c_str(), &end);
    return end && *end == '\0' && !t.empty() && !std::isfinite(v);
}

} // namespace

std::optional<double> amountIn(const CsvRow &row, const Field &f, char decimalSeparator, Messages &messages)
{
    const std::string expected = "an amount with '" + std::string(1, decimalSeparator) +
                                 "' as decimal separator and no thousands separators";
    const auto t = required(row, f, expected, messages);
    if (!t)
        return std::nullopt;
    const auto v = parseAmount(*t, decimalSeparator);
    if (!v)
        messages.add({row.line, f.label(), std::string(*t), notFinite(*t) ? boundedAmount() : expected});
    else if (std::abs(*v) > kMaxLineAmount)
        messages.add({row.line, f.label(), std::string(*t), boundedAmount()});
    else
        return v;
    return std::nullopt;
}

std::optional<double> usdOf(double amount, const std::string &currency, const DisplayCurrency &plan)
{
    if (currency == "USD")
        return amount;
    if (currency == plan.code)
        return plan.toUsd(amount);
    return std::nullopt;
}

std::string currencyExpected(const DisplayCurrency &plan)
{
    return "a currency the plan has a rate for: " +
           (plan.isUsd() ? std::string("USD (the plan has no other rate)")
                         : "USD or " + plan.code + " (the plan's currency, at its rate)");
}

std::string checkedTag(std::size_t line, const std::string &label, std::string text, Messages &messages)
{
    if (checkText(label, text, false)) {
        messages.add(
            {line, label, text.substr(0, 60),
             "a text of at most " + std::to_string(kMaxTextLength) + " bytes without control characters"});
        text.clear();
    }
    return text;
}

} // namespace importrows

namespace {

/** Progress figures past this are no run's (1e16 tokens is a thousand
 *  times the largest published run; hours alike). */
constexpr double kMaxProgressFigure = 1e16;

/** Cumulative figures never fall: a point whose tokens or hours are below
 *  an earlier date's is refused with its line (docs/actuals.md, "Progress
 *  file"); the rest stay in date order of the file. */
void refuseFallingProgress(ProgressImport &out, const importrows::Field &tokens,
                           const importrows::Field &hours, const importrows::Field &interruptions,
                           importrows::Messages &messages)
{
    using namespace importrows;
    std::vector<ProgressPoint> sorted = out.lines;
    std::stable_sort(sorted.begin(), sorted.end(),
                     [](const ProgressPoint &a, const ProgressPoint &b) { return a.date < b.date; });
    std::vector<std::size_t> refused;
    double maxTokens = 0, maxHours = 0, maxInterruptions = 0;
    std::string tokensBy, hoursBy, interruptionsBy;
    for (const ProgressPoint &p : sorted) {
        const bool tokensFall = p.tokensTrained < maxTokens;
        const bool hoursFall = p.acceleratorHours < maxHours;
        const bool interruptionsFall = p.interruptions && *p.interruptions < maxInterruptions;
        if (tokensFall)
            messages.add({p.sourceLine, tokens.label(), formatNumber(p.tokensTrained),
                          "at least " + formatNumber(maxTokens) + ", the tokens trained by " + tokensBy +
                              ": cumulative figures never fall"});
        if (hoursFall)
            messages.add({p.sourceLine, hours.label(), formatNumber(p.acceleratorHours),
                          "at least " + formatNumber(maxHours) + ", the accelerator-hours used by " +
                              hoursBy + ": cumulative figures never fall"});
        if (interruptionsFall)
            messages.add({p.sourceLine, interruptions.label(), formatNumber(*p.interruptions),
                          "at least " + formatNumber(maxInterruptions) + ", the interruptions by " +
                              interruptionsBy + ": cumulative figures never fall"});
        if (tokensFall || hoursFall || interruptionsFall) {
            refused.push_back(p.sourceLine);
            continue;
        }
        if (p.interruptions && *p.interruptions >= maxInterruptions) {
            maxInterruptions = *p.interruptions;
            interruptionsBy = formatDate(p.date);
        }
        if (p.tokensTrained >= maxTokens) {
            maxTokens = p.tokensTrained;
            tokensBy = formatDate(p.date);
        }
        if (p.acceleratorHours >= maxHours) {
            maxHours = p.acceleratorHours;
            hoursBy = formatDate(p.date);
        }
    }
    if (refused.empty())
        return;
    std::erase_if(out.lines, [&](const ProgressPoint &p) {
        return std::find(refused.begin(), refused.end(), p.sourceLine) != refused.end();
    });
    out.badLines += refused.size();
}

} // namespace

SpendImport readSpend(CsvReader &reader, const ColumnMapping &m, const DisplayCurrency &planCurrency,
                      const std::function<void(const SpendLine &)> &use)
{
    using namespace importrows;
    SpendImport out;
    std::optional<std::vector<std::string>> headerRow;
    Field date, category, phase, amount, currency, project, experiment, team;
    bool ok = readHeader(reader, m, headerRow, out.errors);
    // A FOCUS export is read as it comes, without a mapping (docs/actuals.md, "FOCUS exports").
    if (ok && headerRow && isFocusHeader(*headerRow, m)) {
        out = readFocusSpend(reader, *headerRow, m, planCurrency, use);
        refuseUnclosedQuote(reader, out);
        return out;
    }
    if (ok) {
        const std::vector<std::string> *header = headerRow ? &*headerRow : nullptr;
        ok = resolve(m.spendDate, "date", true, header, date, out.errors, "spend.date") && ok;
        ok = resolve(m.spendCategory, "category", true, header, category, out.errors, "spend.category") && ok;
        ok = resolve(m.spendPhase, "phase", true, header, phase, out.errors, "spend.phase") && ok;
        ok = resolve(m.spendAmount, "amount", true, header, amount, out.errors, "spend.amount") && ok;
        resolve(m.spendCurrency, "currency", false, header, currency, out.errors, "spend.currency");
        resolve(m.spendProject, "project", false, header, project, out.errors, "spend.project");
        resolve(m.spendExperiment, "experiment", false, header, experiment, out.errors, "spend.experiment");
        resolve(m.spendTeam, "team", false, header, team, out.errors, "spend.team");
    }
    if (!ok)
        return refusedFile(reader, std::move(out));
    Messages messages(out.errors);
    CsvRow row;
    SpendLine line;
    while (reader.next(row)) {
        const std::size_t before = messages.count();
        line = SpendLine{};
        line.sourceLine = row.line;
        if (!fieldsMatchHeader(row, headerRow, messages)) {
            ++out.badLines;
            continue;
        }
        if (const auto d = requiredDate(row, date, m, messages))
            line.date = *d;
        if (const auto c = keyedField(row, category, "a category", m.categoryNames, kCategoryCount,
                                      categoryKey, categoryFromKey, messages))
            line.category = *c;
        if (const auto ph = keyedField(row, phase, "a phase", m.phaseNames, kPhaseCount, phaseKey,
                                       phaseFromKey, messages))
            line.phase = *ph;
        if (const auto v = amountIn(row, amount, m.decimalSeparator, messages)) {
            if (*v < 0)
                messages.add({row.line, amount.label(), std::string(*cell(row, amount)),
                              "an amount of 0 or more (a credit is entered against the line it refunds)"});
            else
                line.amountBilled = *v;
        }
        const auto code = cell(row, currency);
        line.currency = code && !code->empty() ? std::string(*code) : m.defaultCurrency;
        if (const auto usd = usdOf(line.amountBilled, line.currency, planCurrency))
            line.amountUsd = *usd;
        else
            messages.add(
                {row.line,
                 currency.column ? currency.label() : std::string("currency (the mapping's default)"),
                 line.currency, currencyExpected(planCurrency)});
        const auto tag = [&](const Field &f) {
            return checkedTag(row.line, f.label(), std::string(cell(row, f).value_or("")), messages);
        };
        line.tags = {tag(project), tag(experiment), tag(team)};
        if (messages.count() == before) {
            use(line);
            ++out.handedOver;
            out.usedUsd += line.amountUsd;
            out.billedUsd += line.amountUsd;
        } else {
            ++out.badLines;
            // Money read on a line left out (amountUsd stays 0 when the
            // amount or its currency could not be read).
            out.leftOutUsd += std::abs(line.amountUsd);
        }
    }
    messages.finish();
    refuseUnclosedQuote(reader, out);
    return out;
}

SpendImport importSpend(std::string_view csv, const ColumnMapping &m, const DisplayCurrency &planCurrency)
{
    CsvReader reader(csv, m.delimiter);
    std::vector<SpendLine> lines;
    SpendImport out =
        readSpend(reader, m, planCurrency, [&lines](const SpendLine &l) { lines.push_back(l); });
    if (!out.fileError)
        out.lines = std::move(lines);
    out.handedOver = 0;
    return out;
}

ProgressImport importProgress(std::string_view csv, const ColumnMapping &m)
{
    using namespace importrows;
    ProgressImport out;
    CsvReader reader(csv, m.delimiter);
    std::optional<std::vector<std::string>> headerRow;
    Field date, tokens, hours, interruptions;
    bool ok = readHeader(reader, m, headerRow, out.errors);
    if (ok) {
        const std::vector<std::string> *header = headerRow ? &*headerRow : nullptr;
        ok = resolve(m.progressDate, "date", true, header, date, out.errors, "progress.date") && ok;
        ok = resolve(m.progressTokens, "tokens", true, header, tokens, out.errors, "progress.tokens") && ok;
        ok = resolve(m.progressAcceleratorHours, "acceleratorHours", true, header, hours, out.errors,
                     "progress.acceleratorHours") &&
             ok;
        resolve(m.progressInterruptions, "interruptions", false, header, interruptions, out.errors,
                "progress.interruptions");
    }
    if (!ok)
        return refusedFile(reader, std::move(out));
    Messages messages(out.errors);
    const auto nonNegative = [&](const CsvRow &row, const Field &f, std::string_view what, double &value) {
        const std::string expected = numberExpected(m, what);
        const auto t = required(row, f, expected, messages);
        if (!t)
            return;
        const auto v = parseAmount(*t, m.decimalSeparator);
        if (!v || *v < 0 || *v > kMaxProgressFigure)
            messages.add({row.line, f.label(), std::string(*t),
                          expected + ", 0 or more and at most " + formatNumber(kMaxProgressFigure)});
        else
            value = *v;
    };
    CsvRow row;
    while (reader.next(row)) {
        const std::size_t before = messages.count();
        ProgressPoint point;
        point.sourceLine = row.line;
        if (!fieldsMatchHeader(row, headerRow, messages)) {
            ++out.badLines;
            continue;
        }
        if (const auto d = requiredDate(row, date, m, messages))
            point.date = *d;
        nonNegative(row, tokens, "tokens trained so far", point.tokensTrained);
        nonNegative(row, hours, "accelerator-hours used so far", point.acceleratorHours);
        if (const auto t = cell(row, interruptions); t && !t->empty()) {
            double n = 0;
            const std::size_t read = messages.count();
            nonNegative(row, interruptions, "interruptions so far", n);
            // A count: 2.5 interruptions would move the failure rate by a
            // failure that never happened.
            if (messages.count() == read && n != std::floor(n))
                messages.add({row.line, interruptions.label(), std::string(*t),
                              "a whole number of interruptions so far"});
            point.interruptions = n;
        }
        if (messages.count() == before)
            out.lines.push_back(point);
        else
            ++out.badLines;
    }
    refuseUnclosedQuote(reader, out);
    if (out.fileError)
        return out;
    refuseFallingProgress(out, tokens, hours, interruptions, messages);
    messages.finish();
    return out;
}

} // namespace tco
