// SPDX-License-Identifier: GPL-3.0-or-later
// The scenario record of a .tcoplan file, element by element and version by
// version: what saveScenario() writes and what loadScenario() reads back,
// with each value checked on its own (the archive around it:
// model/files/guardedarchive.cpp).
#include "scenariorecord.h"

#include "guardedarchive.h"

#include "plan/calendar.h"
#include "tracking/actuals.h"

#include <boost/archive/xml_iarchive.hpp>
#include <boost/archive/xml_oarchive.hpp>
#include <boost/serialization/nvp.hpp>
#include <boost/serialization/string.hpp>

#include <array>
#include <charconv>
#include <cmath>
#include <optional>
#include <system_error>

// The layout of format version 1 (every element is a Boost XML nvp):
//
//   <formatVersion>1</formatVersion>
//   <scenario class_id="0" tracking_level="0" version="1">
//     <name/> <description/> <project/> <experiment/> <team/>
//     <createdUtc/> <modifiedUtc/> <gpuId/>
//     <inputCount>N</inputCount>
//     N x ( <key>compute.mfu</key> <value>0.4</value> )
//   </scenario>
//
// Version 3 adds the start date after gpuId and the pinned variants after
// the inputs:
//
//     <startDate>2027-01-01</startDate>           (empty = not set)
//     ...inputs...
//     <variantCount>V</variantCount>
//     V x ( <variantName/> <variantGpuId/> <changeCount>C</changeCount>
//           C x ( <key/> <value/> ) )
//
//     <deadlineDays>180</deadlineDays>            (0 = none; then the
//     <deadlineScope>project</deadlineScope>       targets: model/plan/targets.h)
//     <confidence>p50</confidence>
//     <minTokensPerParameter>0</minTokensPerParameter>
//     <maxLoss>0</maxLoss>
//
// Versions 1 and 2 have none of these: they load with no start date, no
// variants and no targets.
//
// Version 5 adds the display currency after the targets (model/plan/currency.h):
//
//     <currencyCode>CNY</currencyCode>
//     <currencySymbol>¥</currencySymbol>
//     <currencyRate>7.1726</currencyRate>          (units per US dollar)
//     <currencyRateDate>2025-02-25</currencyRateDate>
//
// Older files show US dollars.
//
// Version 6 adds the actuals after the currency (model/tracking/actuals.h,
// docs/actuals.md): what was imported, as converted, so a reopened plan
// tracks without its billing files.
//
//     <spendCount>S</spendCount>
//     S x ( <date>2027-01-31</date> <category>compute</category>
//           <phase>training</phase> <amountUsd/> <amountBilled/>
//           <currency>CNY</currency> <project/> <experiment/> <team/>
//           <sourceLine>7</sourceLine> )
//     <progressCount>P</progressCount>
//     P x ( <date/> <tokens/> <acceleratorHours/>
//           <interruptions/>                        (empty = not recorded)
//           <sourceLine/> )
//
// Older files load without actuals.
//
// Version 7 gives compute.mfu = 0 its meaning, "typical for the plan"
// (model/plan/typicalmfu.h), and adds after the actuals the MFU that
// calibration produced, so the plan knows a calibrated MFU from one typed:
//
//     <calibratedMfu>0.31</calibratedMfu>          (0 = none)
//
// Older files never hold compute.mfu 0 (their range began at 0.01): they
// load with their MFU as entered.
//
// Values are doubles written as their shortest round-trip decimal text
// (formatNumber) and read back as text, so a file stays readable and
// diffable, and "nan" or "abc" in a value is reported as an issue naming the
// key instead of an anonymous stream error. Inputs are stored by key: a
// file that lacks a newer key loads with that key's default.

namespace tco::filerecord {
namespace {

constexpr std::uint32_t kMaxInputCount = 1000;
constexpr std::uint32_t kMaxVariantCount = 1000;
/** The first format version with a start date and pinned variants. */
constexpr std::uint32_t kDatesAndVariantsVersion = 3;
/** The first format version with a display currency. */
constexpr std::uint32_t kCurrencyVersion = 5;
/** The first format version with actual spend and progress. */
constexpr std::uint32_t kActualsVersion = 6;
/** The first format version with a typical MFU (compute.mfu 0) and the
 *  calibrated MFU beside it. */
constexpr std::uint32_t kMfuSourceVersion = 7;
constexpr std::size_t kMaxKeyLength = 128;

using boost::serialization::make_nvp;

/** `text` as a number when all of it (blanks aside) is one that a double
 *  holds, else nothing. */
std::optional<double> parseNumber(std::string_view text)
{
    const std::string_view t = trimmed(text);
    double v = 0;
    const auto r = std::from_chars(t.data(), t.data() + t.size(), v);
    if (t.empty() || r.ec != std::errc() || r.ptr != t.data() + t.size())
        return std::nullopt;
    return v;
}

/** Reads the count `field` (at `where`); over `limit` the file is damaged,
 *  and the message names it as `what` ("input count"). */
std::uint32_t readCount(boost::archive::xml_iarchive &ar, LoadContext &ctx, const char *field,
                        std::string where, const std::string &what, std::uint32_t limit)
{
    ctx.where = std::move(where);
    std::uint32_t count = 0;
    ar >> make_nvp(field, count);
    if (count > limit)
        throw FormatError(FileError::Damaged, what + " " + std::to_string(count) + " exceeds the limit of " +
                                                  std::to_string(limit));
    return count;
}

/** Reads the text `field` (at `where`) into `out`. A text checkText()
 *  refuses is reported here under `issueKey`, once, not again by
 *  validate(): it is left empty. */
void readText(boost::archive::xml_iarchive &ar, LoadContext &ctx, const char *field, std::string where,
              std::string_view issueKey, bool multiline, std::string &out)
{
    ctx.where = std::move(where);
    ar >> make_nvp(field, out);
    if (auto issue = checkText(issueKey, out, multiline)) {
        ctx.issues.push_back(std::move(*issue));
        out.clear();
    }
}

/** Reads the key and value text of `item` ("input #3"). */
void readPair(boost::archive::xml_iarchive &ar, LoadContext &ctx, const std::string &item, std::string &key,
              std::string &valueText)
{
    ctx.where = item + " key";
    ar >> make_nvp("key", key);
    ctx.where = item + " ('" + clip(key) + "') value";
    ar >> make_nvp("value", valueText);
}

/** Writes one input as a key and its value's text. */
void writePair(boost::archive::xml_oarchive &ar, InputId id, double value)
{
    const std::string key(spec(id).key);
    const std::string text = formatNumber(value);
    ar << make_nvp("key", key);
    ar << make_nvp("value", text);
}

/** What checkCurrency() allows for the rate of `c`'s code. */
std::string rateAllowedText(const DisplayCurrency &c)
{
    DisplayCurrency probe = c;
    probe.perUsd = -1; // out of range, so checkCurrency() says what is allowed
    for (const Issue &issue : checkCurrency(probe))
        if (issue.key == "currency.rate")
            return issue.allowed;
    return {};
}

/** Version 5: the display currency. The code, symbol and date are
 *  checked with the whole plan (checkCurrency in validate()). */
void loadCurrency(boost::archive::xml_iarchive &ar, LoadContext &ctx, DisplayCurrency &c)
{
    const auto field = [&](const char *name, std::string &out) {
        ctx.where = name;
        ar >> make_nvp(name, out);
        if (out.size() > kMaxKeyLength)
            throw FormatError(FileError::Damaged, std::string(name) + " is longer than " +
                                                      std::to_string(kMaxKeyLength) + " bytes");
    };
    std::string rateText;
    field("currencyCode", c.code);
    field("currencySymbol", c.symbol);
    field("currencyRate", rateText);
    field("currencyRateDate", c.rateDate);
    const auto v = parseNumber(rateText);
    if (!v) {
        ctx.issues.push_back({IssueCode::NotANumber, "currency.rate", clip(rateText), rateAllowedText(c)});
        c.perUsd = 1;
        return;
    }
    c.perUsd = *v;
}

/** A value's text as a number `id` allows, or nothing with the issue
 *  (under `issueKey`) recorded. */
std::optional<double> parseValue(LoadContext &ctx, InputId id, const std::string &issueKey,
                                 const std::string &valueText)
{
    const InputSpec &in = spec(id);
    std::string_view t = trimmed(valueText);
    if (!t.empty() && t.front() == '+')
        t.remove_prefix(1);
    double v = 0;
    const auto r = std::from_chars(t.data(), t.data() + t.size(), v);
    if (t.empty() || r.ec == std::errc::invalid_argument || r.ptr != t.data() + t.size()) {
        ctx.issues.push_back({IssueCode::NotANumber, issueKey, clip(valueText), allowedText(in)});
        return std::nullopt;
    }
    if (r.ec == std::errc::result_out_of_range) {
        // 1e999 or 1e-999: a number, but not one a double holds.
        ctx.issues.push_back({IssueCode::OutOfRange, issueKey, clip(valueText), allowedText(in)});
        return std::nullopt;
    }
    if (auto issue = checkValue(id, v)) {
        issue->key = issueKey;
        issue->value = clip(valueText);
        ctx.issues.push_back(std::move(*issue));
        return std::nullopt;
    }
    return v;
}

/** One change of pinned variant `v`: refused values are reported here
 *  and left out; a duplicate input is kept for validate() to report. */
void storeChange(LoadContext &ctx, PinnedVariant &variant, std::size_t v, const std::string &key,
                 const std::string &valueText)
{
    const auto id = key.size() <= kMaxKeyLength ? findInput(key) : std::nullopt;
    if (!id) {
        if (ctx.formatVersion >= kScenarioFormatVersion)
            ctx.issues.push_back({IssueCode::UnknownKey, variantKey(v, clip(key, kMaxKeyLength)),
                                  clip(valueText), "a key listed by `llm-tco keys`"});
        return;
    }
    if (const auto value = parseValue(ctx, *id, variantKey(v, key), valueText))
        variant.changes.push_back({*id, *value});
}

void loadVariants(boost::archive::xml_iarchive &ar, LoadContext &ctx, Scenario &s)
{
    const std::uint32_t count =
        readCount(ar, ctx, "variantCount", "variantCount", "variant count", kMaxVariantCount);
    std::string key;
    std::string valueText;
    for (std::uint32_t v = 0; v < count; ++v) {
        const std::string item = "pinned variant #" + std::to_string(v + 1);
        PinnedVariant variant;
        readText(ar, ctx, "variantName", item + " variantName", variantKey(v, "name"), false, variant.name);
        readText(ar, ctx, "variantGpuId", item + " variantGpuId", variantKey(v, kGpuKey), false,
                 variant.gpuId);
        const std::uint32_t changes =
            readCount(ar, ctx, "changeCount", item + " changeCount", item + ": change count", kMaxInputCount);
        for (std::uint32_t c = 0; c < changes; ++c) {
            readPair(ar, ctx, item + " change #" + std::to_string(c + 1), key, valueText);
            storeChange(ctx, variant, v, key, valueText);
        }
        s.pinnedVariants.push_back(std::move(variant));
    }
}

/** The plan's targets: numbers 0 (none) up to a limit, and two words. A
 *  refused one is reported under its key and left at "none". */
void loadTargets(boost::archive::xml_iarchive &ar, LoadContext &ctx, PlanTargets &t)
{
    std::string text;
    const auto number = [&](const char *field, double max, double &out) {
        ctx.where = field;
        ar >> make_nvp(field, text);
        const std::string key = std::string("targets.") + field;
        const std::string allowed = "a number from 0 (none) to " + formatNumber(max);
        const auto v = parseNumber(text);
        if (!v)
            ctx.issues.push_back({IssueCode::NotANumber, key, clip(text), allowed});
        else if (!std::isfinite(*v))
            ctx.issues.push_back({IssueCode::NotFinite, key, clip(text), allowed});
        else if (!(*v >= 0 && *v <= max))
            ctx.issues.push_back({IssueCode::OutOfRange, key, clip(text), allowed});
        else
            out = *v;
    };
    const auto word = [&](const char *field, std::string_view a, std::string_view b, bool &isB) {
        ctx.where = field;
        ar >> make_nvp(field, text);
        if (text == a || text == b)
            isB = text == b;
        else
            ctx.issues.push_back({IssueCode::UnknownChoice, std::string("targets.") + field, clip(text),
                                  std::string(a) + " or " + std::string(b)});
    };
    bool mainRun = false, p90 = false;
    number("deadlineDays", kMaxTargetDeadlineDays, t.deadlineDays);
    word("deadlineScope", "project", "main-run", mainRun);
    word("confidence", "p50", "p90", p90);
    number("minTokensPerParameter", kMaxTargetTokensPerParameter, t.minTokensPerParameter);
    number("maxLoss", kMaxTargetLoss, t.maxLoss);
    t.deadlineScope = mainRun ? DeadlineScope::MainRun : DeadlineScope::Project;
    t.confidence = p90 ? Confidence::P90 : Confidence::P50;
}

/** Reads one actuals field as a number of 0 or more; a refused one is an
 *  issue under `key` and reads as 0. Empty text is nullopt when `optional`. */
/** `credit`: a spend amount, which may be below 0 (a FOCUS export's
 *  credit, docs/actuals.md "FOCUS exports"). */
std::optional<double> readAmount(boost::archive::xml_iarchive &ar, LoadContext &ctx, const char *field,
                                 const std::string &key, bool optional = false, bool credit = false)
{
    std::string text;
    ctx.where = key;
    ar >> make_nvp(field, text);
    if (optional && trimmed(text).empty())
        return std::nullopt;
    const std::string allowed = credit ? "a number (below 0: a credit)" : "a number of 0 or more";
    const auto v = parseNumber(text);
    if (!v)
        ctx.issues.push_back({IssueCode::NotANumber, key, clip(text), allowed});
    else if (!std::isfinite(*v))
        ctx.issues.push_back({IssueCode::NotFinite, key, clip(text), allowed});
    else if (*v < 0 && !credit)
        ctx.issues.push_back({IssueCode::OutOfRange, key, clip(text), allowed});
    else
        return *v;
    return 0.0;
}

CivilDate readDate(boost::archive::xml_iarchive &ar, LoadContext &ctx, const std::string &key)
{
    std::string text;
    ctx.where = key;
    ar >> make_nvp("date", text);
    if (const auto d = parseDate(text))
        return *d;
    ctx.issues.push_back({IssueCode::InvalidDate, key, clip(text), "a real day YYYY-MM-DD"});
    return {};
}

std::size_t readSourceLine(boost::archive::xml_iarchive &ar, LoadContext &ctx, const std::string &where)
{
    ctx.where = where;
    std::uint64_t line = 0;
    ar >> make_nvp("sourceLine", line);
    return static_cast<std::size_t>(line);
}

/** One word of a spend line: a key that `fromKey` knows, else an issue. */
template <typename Enum, typename FromKey>
Enum readKey(boost::archive::xml_iarchive &ar, LoadContext &ctx, const char *field, const std::string &key,
             FromKey fromKey, std::string allowed, Enum fallback)
{
    std::string text;
    ctx.where = key;
    ar >> make_nvp(field, text);
    if (const auto e = fromKey(text))
        return *e;
    ctx.issues.push_back({IssueCode::UnknownChoice, key, clip(text), std::move(allowed)});
    return fallback;
}

std::string keysText(std::size_t count, std::string_view (*keyOf)(std::size_t))
{
    std::string text;
    for (std::size_t i = 0; i < count; ++i)
        text += (i ? " | " : "") + std::string(keyOf(i));
    return text;
}

/** A spend line's dollars are its billed amount at its currency's rate, as
 *  the import converted it (model/tracking/actualsimport.cpp): USD as billed, the
 *  plan's currency at the plan's rate; no other currency has a rate. */
std::optional<Issue> checkSpendConversion(const SpendLine &l, const DisplayCurrency &plan,
                                          const std::string &item)
{
    const bool usd = l.currency == "USD";
    if (!usd && l.currency != plan.code)
        return Issue{IssueCode::InvalidCurrency, item + " currency", clip(l.currency),
                     plan.isUsd()
                         ? std::string("a currency the plan has a rate for: USD (the plan has no other rate)")
                         : "a currency the plan has a rate for: USD or " + plan.code +
                               " (the plan's currency)"};
    const double expected = usd ? l.amountBilled : plan.toUsd(l.amountBilled);
    if (std::abs(l.amountUsd - expected) <= 1e-9 * std::max(std::abs(expected), 1e-9))
        return std::nullopt;
    return Issue{IssueCode::Inconsistent, item + " amountUsd", formatNumber(l.amountUsd),
                 formatNumber(expected) +
                     (usd ? std::string(" (as billed in USD)")
                          : " (" + formatNumber(l.amountBilled) + " " + l.currency + " at the plan's " +
                                formatNumber(plan.perUsd) + " " + plan.code + " per US dollar)")};
}

/** Version 6: the imported spend and progress (model/tracking/actuals.h). */
void loadActuals(boost::archive::xml_iarchive &ar, LoadContext &ctx, Scenario &s)
{
    Actuals a;
    const std::uint32_t spend = readCount(ar, ctx, "spendCount", "spendCount", "spend line count",
                                          static_cast<std::uint32_t>(kMaxActualsLines));
    a.spend.reserve(spend);
    const std::string categories =
        keysText(kCategoryCount, [](std::size_t i) { return categoryKey(static_cast<Category>(i)); });
    const std::string phases =
        keysText(kPhaseCount, [](std::size_t i) { return phaseKey(static_cast<Phase>(i)); });
    for (std::uint32_t i = 0; i < spend; ++i) {
        const std::string item = "actuals.spend #" + std::to_string(i + 1);
        SpendLine l;
        l.date = readDate(ar, ctx, item + " date");
        l.category =
            readKey(ar, ctx, "category", item + " category", categoryFromKey, categories, Category::Compute);
        l.phase = readKey(ar, ctx, "phase", item + " phase", phaseFromKey, phases, Phase::Training);
        const std::size_t issuesBefore = ctx.issues.size();
        l.amountUsd = *readAmount(ar, ctx, "amountUsd", item + " amountUsd", false, true);
        l.amountBilled = *readAmount(ar, ctx, "amountBilled", item + " amountBilled", false, true);
        readText(ar, ctx, "currency", item + " currency", item + " currency", false, l.currency);
        if (ctx.issues.size() == issuesBefore)
            if (auto issue = checkSpendConversion(l, s.currency, item))
                ctx.issues.push_back(std::move(*issue));
        readText(ar, ctx, "project", item + " project", item + " project", false, l.tags.project);
        readText(ar, ctx, "experiment", item + " experiment", item + " experiment", false, l.tags.experiment);
        readText(ar, ctx, "team", item + " team", item + " team", false, l.tags.team);
        l.sourceLine = readSourceLine(ar, ctx, item + " sourceLine");
        a.spend.push_back(std::move(l));
    }
    const std::uint32_t progress =
        readCount(ar, ctx, "progressCount", "progressCount", "progress point count",
                  static_cast<std::uint32_t>(kMaxActualsLines));
    a.progress.reserve(progress);
    for (std::uint32_t i = 0; i < progress; ++i) {
        const std::string item = "actuals.progress #" + std::to_string(i + 1);
        ProgressPoint p;
        p.date = readDate(ar, ctx, item + " date");
        p.tokensTrained = *readAmount(ar, ctx, "tokens", item + " tokens");
        p.acceleratorHours = *readAmount(ar, ctx, "acceleratorHours", item + " acceleratorHours");
        p.interruptions = readAmount(ar, ctx, "interruptions", item + " interruptions", true);
        p.sourceLine = readSourceLine(ar, ctx, item + " sourceLine");
        a.progress.push_back(p);
    }
    s.actuals.reset(std::move(a));
}

void saveActuals(boost::archive::xml_oarchive &ar, const Actuals &a)
{
    const auto spend = static_cast<std::uint32_t>(a.spend.size());
    ar << make_nvp("spendCount", spend);
    for (const SpendLine &l : a.spend) {
        const std::string date = formatDate(l.date), category(categoryKey(l.category)),
                          phase(phaseKey(l.phase)), usd = formatNumber(l.amountUsd),
                          billed = formatNumber(l.amountBilled);
        const auto line = static_cast<std::uint64_t>(l.sourceLine);
        ar << make_nvp("date", date) << make_nvp("category", category) << make_nvp("phase", phase);
        ar << make_nvp("amountUsd", usd) << make_nvp("amountBilled", billed);
        ar << make_nvp("currency", l.currency) << make_nvp("project", l.tags.project);
        ar << make_nvp("experiment", l.tags.experiment) << make_nvp("team", l.tags.team);
        ar << make_nvp("sourceLine", line);
    }
    const auto progress = static_cast<std::uint32_t>(a.progress.size());
    ar << make_nvp("progressCount", progress);
    for (const ProgressPoint &p : a.progress) {
        const std::string date = formatDate(p.date), tokens = formatNumber(p.tokensTrained),
                          hours = formatNumber(p.acceleratorHours),
                          interruptions = p.interruptions ? formatNumber(*p.interruptions) : std::string();
        const auto line = static_cast<std::uint64_t>(p.sourceLine);
        ar << make_nvp("date", date) << make_nvp("tokens", tokens) << make_nvp("acceleratorHours", hours);
        ar << make_nvp("interruptions", interruptions) << make_nvp("sourceLine", line);
    }
}

void storeInput(LoadContext &ctx, Scenario &s, std::array<bool, kInputCount> &seen, const std::string &key,
                const std::string &valueText)
{
    const auto id = key.size() <= kMaxKeyLength ? findInput(key) : std::nullopt;
    if (!id) {
        // Keys unknown to this version were removed from older formats;
        // in a file of the current format they are an error.
        if (ctx.formatVersion >= kScenarioFormatVersion)
            ctx.issues.push_back({IssueCode::UnknownKey, clip(key, kMaxKeyLength), clip(valueText),
                                  "a key listed by `llm-tco keys`"});
        return;
    }
    if (seen[index(*id)])
        throw FormatError(FileError::Damaged, "input '" + key + "' appears twice");
    seen[index(*id)] = true;
    if (const auto v = parseValue(ctx, *id, key, valueText))
        s.set(*id, *v);
}

} // namespace

void ScenarioRecord::save(boost::archive::xml_oarchive &ar, const unsigned int /*version*/) const
{
    const Scenario &s = scenario;
    ar << make_nvp("name", s.name);
    ar << make_nvp("description", s.description);
    ar << make_nvp("project", s.tags.project);
    ar << make_nvp("experiment", s.tags.experiment);
    ar << make_nvp("team", s.tags.team);
    ar << make_nvp("createdUtc", s.createdUtc);
    ar << make_nvp("modifiedUtc", s.modifiedUtc);
    ar << make_nvp("gpuId", s.gpuId);
    ar << make_nvp("startDate", s.startDate);
    const auto count = static_cast<std::uint32_t>(kInputCount);
    ar << make_nvp("inputCount", count);
    for (const InputSpec &in : inputSpecs())
        writePair(ar, in.id, s.value(in.id));
    const auto variants = static_cast<std::uint32_t>(s.pinnedVariants.size());
    ar << make_nvp("variantCount", variants);
    for (const PinnedVariant &variant : s.pinnedVariants) {
        ar << make_nvp("variantName", variant.name);
        ar << make_nvp("variantGpuId", variant.gpuId);
        const auto changes = static_cast<std::uint32_t>(variant.changes.size());
        ar << make_nvp("changeCount", changes);
        for (const InputSetting &change : variant.changes)
            writePair(ar, change.id, change.value); // saveScenario() refused unknown ids and invalid values
    }
    const PlanTargets &t = s.targets;
    const std::string deadline = formatNumber(t.deadlineDays), tpp = formatNumber(t.minTokensPerParameter),
                      loss = formatNumber(t.maxLoss);
    const std::string scope(deadlineScopeKey(t.deadlineScope)), confidence(confidenceKey(t.confidence));
    ar << make_nvp("deadlineDays", deadline);
    ar << make_nvp("deadlineScope", scope);
    ar << make_nvp("confidence", confidence);
    ar << make_nvp("minTokensPerParameter", tpp);
    ar << make_nvp("maxLoss", loss);
    const DisplayCurrency &c = s.currency;
    const std::string rate = formatNumber(c.perUsd);
    ar << make_nvp("currencyCode", c.code);
    ar << make_nvp("currencySymbol", c.symbol);
    ar << make_nvp("currencyRate", rate);
    ar << make_nvp("currencyRateDate", c.rateDate);
    saveActuals(ar, s.actuals.get());
    const std::string calibrated = formatNumber(s.calibratedMfu);
    ar << make_nvp("calibratedMfu", calibrated);
}

void ScenarioRecord::load(boost::archive::xml_iarchive &ar, const unsigned int version)
{
    LoadContext &ctx = *context;
    guardVersion(version, kRecordVersion, "scenario record"); // Boost would call us with 7

    scenario = defaultScenario();
    Scenario &s = scenario;
    const auto text = [&](const char *field, std::string_view issueKey, std::string &out) {
        readText(ar, ctx, field, field, issueKey, issueKey == "description", out);
    };
    text("name", "name", s.name);
    text("description", "description", s.description);
    text("project", "tags.project", s.tags.project);
    text("experiment", "tags.experiment", s.tags.experiment);
    text("team", "tags.team", s.tags.team);
    text("createdUtc", "createdUtc", s.createdUtc);
    text("modifiedUtc", "modifiedUtc", s.modifiedUtc);
    text("gpuId", kGpuKey, s.gpuId);
    if (ctx.formatVersion >= kDatesAndVariantsVersion)
        text("startDate", kStartDateKey, s.startDate); // validate() checks the date itself

    const std::uint32_t count = readCount(ar, ctx, "inputCount", "inputCount", "input count", kMaxInputCount);

    std::array<bool, kInputCount> seen{};
    std::string key;
    std::string valueText;
    for (std::uint32_t i = 0; i < count; ++i) {
        readPair(ar, ctx, "input #" + std::to_string(i + 1), key, valueText);
        storeInput(ctx, s, seen, key, valueText);
    }
    if (ctx.formatVersion >= kDatesAndVariantsVersion) {
        loadVariants(ar, ctx, s);
        loadTargets(ar, ctx, s.targets);
    }
    if (ctx.formatVersion >= kCurrencyVersion)
        loadCurrency(ar, ctx, s.currency);
    if (ctx.formatVersion >= kActualsVersion)
        loadActuals(ar, ctx, s);
    if (ctx.formatVersion >= kMfuSourceVersion) {
        std::string calibrated;
        text("calibratedMfu", "calibratedMfu", calibrated);
        if (const auto v = parseValue(ctx, InputId::ComputeMfu, "calibratedMfu", calibrated))
            s.calibratedMfu = *v;
    }
    ctx.where = "the end of the scenario";
}

} // namespace tco::filerecord
