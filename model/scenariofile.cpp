// SPDX-License-Identifier: GPL-3.0-or-later
#include "scenariofile.h"

#include "atomicfile.h"

#include <boost/archive/archive_exception.hpp>
#include <boost/archive/xml_iarchive.hpp>
#include <boost/archive/xml_oarchive.hpp>
#include <boost/serialization/nvp.hpp>
#include <boost/serialization/split_member.hpp>
#include <boost/serialization/string.hpp>
#include <boost/serialization/tracking.hpp>
#include <boost/serialization/version.hpp>

#include <charconv>
#include <cmath>
#include <cstdio>
#include <exception>
#include <filesystem>
#include <fstream>
#include <locale>
#include <new>
#include <random>
#include <sstream>
#include <system_error>
#include <utility>

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
//     <deadlineScope>project</deadlineScope>       targets: model/targets.h)
//     <confidence>p50</confidence>
//     <minTokensPerParameter>0</minTokensPerParameter>
//     <maxLoss>0</maxLoss>
//
// Versions 1 and 2 have none of these: they load with no start date, no
// variants and no targets.
//
// Version 5 adds the display currency after the targets (model/currency.h):
//
//     <currencyCode>CNY</currencyCode>
//     <currencySymbol>¥</currencySymbol>
//     <currencyRate>7.1726</currencyRate>          (units per US dollar)
//     <currencyRateDate>2025-02-25</currencyRateDate>
//
// Older files show US dollars.
//
// Values are doubles written as their shortest round-trip decimal text
// (formatNumber) and read back as text, so a file stays readable and
// diffable, and "nan" or "abc" in a value is reported as an issue naming the
// key instead of an anonymous stream error. Inputs are stored by key: a
// file that lacks a newer key loads with that key's default.

namespace tco {
namespace {

/** Class version of ScenarioRecord (Boost's per-class version, distinct from
 *  the application-level kScenarioFormatVersion written first). */
constexpr unsigned int kRecordVersion = 1;
constexpr std::uint32_t kMaxInputCount = 1000;
constexpr std::uint32_t kMaxVariantCount = 1000;
/** The first format version with a start date and pinned variants. */
constexpr std::uint32_t kDatesAndVariantsVersion = 3;
/** The first format version with a display currency. */
constexpr std::uint32_t kCurrencyVersion = 5;
constexpr std::size_t kMaxKeyLength = 128;

constexpr std::string_view kClosingTag = "</boost_serialization>";
constexpr std::string_view kFirstElement = "<formatVersion>";

/** Thrown inside the archive's scope for every refusal we detect ourselves.
 *  Throwing while the archive is alive matters: its destructor then skips
 *  the final parse that would call std::terminate on bad input
 *  (docs/file-format.md). */
class FormatError : public std::exception
{
public:
    FormatError(FileError code, std::string detail) : m_code(code), m_detail(std::move(detail)) {}
    const char *what() const noexcept override { return m_detail.c_str(); }
    FileError code() const { return m_code; }
    const std::string &detail() const { return m_detail; }

private:
    FileError m_code;
    std::string m_detail;
};

bool isSpace(char c)
{
    return c == ' ' || c == '\t' || c == '\n' || c == '\r';
}

std::string_view trimmed(std::string_view s)
{
    while (!s.empty() && isSpace(s.front()))
        s.remove_prefix(1);
    while (!s.empty() && isSpace(s.back()))
        s.remove_suffix(1);
    return s;
}

/** For messages: a key or text cut to a readable length. */
std::string clip(std::string_view s, std::size_t n = 60)
{
    return s.size() <= n ? std::string(s) : std::string(s.substr(0, n)) + "...";
}

/** The loader's state: where it is (for messages) and what it refused. */
struct LoadContext {
    std::uint32_t formatVersion = 0;
    std::string where = "the archive header";
    std::vector<Issue> issues; ///< value problems, reported together as InvalidValues
};

/** What the archive holds after formatVersion. Saving reads `scenario`;
 *  loading fills it, starting from the defaults. */
struct ScenarioRecord {
    Scenario scenario;
    LoadContext *context = nullptr; ///< set when loading

    template <class Archive> void save(Archive &ar, const unsigned int /*version*/) const
    {
        using boost::serialization::make_nvp;
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
        for (const InputSpec &in : inputSpecs()) {
            const std::string key(in.key);
            const std::string value = formatNumber(s.value(in.id));
            ar << make_nvp("key", key);
            ar << make_nvp("value", value);
        }
        const auto variants = static_cast<std::uint32_t>(s.pinnedVariants.size());
        ar << make_nvp("variantCount", variants);
        for (const PinnedVariant &variant : s.pinnedVariants) {
            ar << make_nvp("variantName", variant.name);
            ar << make_nvp("variantGpuId", variant.gpuId);
            const auto changes = static_cast<std::uint32_t>(variant.changes.size());
            ar << make_nvp("changeCount", changes);
            for (const InputSetting &change : variant.changes) {
                // saveScenario() refused unknown ids and invalid values.
                const std::string key(spec(change.id).key);
                const std::string value = formatNumber(change.value);
                ar << make_nvp("key", key);
                ar << make_nvp("value", value);
            }
        }
        const PlanTargets &t = s.targets;
        const std::string deadline = formatNumber(t.deadlineDays),
                          tpp = formatNumber(t.minTokensPerParameter), loss = formatNumber(t.maxLoss);
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
    }

    template <class Archive> void load(Archive &ar, const unsigned int version)
    {
        using boost::serialization::make_nvp;
        LoadContext &ctx = *context;
        // Boost does not check class versions itself: it would call us with 7.
        if (version > kRecordVersion)
            throw FormatError(FileError::NewerVersion, "scenario record version " + std::to_string(version) +
                                                           " is newer than this program's " +
                                                           std::to_string(kRecordVersion));
        if (version == 0)
            throw FormatError(FileError::Damaged, "scenario record version 0 does not exist");

        scenario = defaultScenario();
        Scenario &s = scenario;
        const auto text = [&](const char *field, std::string_view issueKey, std::string &out) {
            ctx.where = field;
            ar >> make_nvp(field, out);
            if (auto issue = checkText(issueKey, out, issueKey == "description")) {
                ctx.issues.push_back(std::move(*issue));
                out.clear(); // reported once here, not again by validate()
            }
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

        ctx.where = "inputCount";
        std::uint32_t count = 0;
        ar >> make_nvp("inputCount", count);
        if (count > kMaxInputCount)
            throw FormatError(FileError::Damaged, "input count " + std::to_string(count) +
                                                      " exceeds the limit of " +
                                                      std::to_string(kMaxInputCount));

        std::array<bool, kInputCount> seen{};
        std::string key;
        std::string valueText;
        for (std::uint32_t i = 0; i < count; ++i) {
            const std::string item = "input #" + std::to_string(i + 1);
            ctx.where = item + " key";
            ar >> make_nvp("key", key);
            ctx.where = item + " ('" + clip(key) + "') value";
            ar >> make_nvp("value", valueText);
            storeInput(ctx, s, seen, key, valueText);
        }
        if (ctx.formatVersion >= kDatesAndVariantsVersion) {
            loadVariants(ar, ctx, s);
            loadTargets(ar, ctx, s.targets);
        }
        if (ctx.formatVersion >= kCurrencyVersion)
            loadCurrency(ar, ctx, s.currency);
        ctx.where = "the end of the scenario";
    }

    /** Version 5: the display currency. The code, symbol and date are
     *  checked with the whole plan (checkCurrency in validate()). */
    template <class Archive> static void loadCurrency(Archive &ar, LoadContext &ctx, DisplayCurrency &c)
    {
        using boost::serialization::make_nvp;
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
        std::string_view t = trimmed(rateText);
        double v = 0;
        const auto r = std::from_chars(t.data(), t.data() + t.size(), v);
        if (t.empty() || r.ec != std::errc() || r.ptr != t.data() + t.size()) {
            ctx.issues.push_back(
                {IssueCode::NotANumber, "currency.rate", clip(rateText), rateAllowedText(c)});
            c.perUsd = 1;
            return;
        }
        c.perUsd = v;
    }

    /** What checkCurrency() allows for the rate of `c`'s code. */
    static std::string rateAllowedText(const DisplayCurrency &c)
    {
        DisplayCurrency probe = c;
        probe.perUsd = -1; // out of range, so checkCurrency() says what is allowed
        for (const Issue &issue : checkCurrency(probe))
            if (issue.key == "currency.rate")
                return issue.allowed;
        return {};
    }

    template <class Archive> static void loadVariants(Archive &ar, LoadContext &ctx, Scenario &s)
    {
        using boost::serialization::make_nvp;
        ctx.where = "variantCount";
        std::uint32_t count = 0;
        ar >> make_nvp("variantCount", count);
        if (count > kMaxVariantCount)
            throw FormatError(FileError::Damaged, "variant count " + std::to_string(count) +
                                                      " exceeds the limit of " +
                                                      std::to_string(kMaxVariantCount));
        std::string key;
        std::string valueText;
        for (std::uint32_t v = 0; v < count; ++v) {
            const std::string item = "pinned variant #" + std::to_string(v + 1);
            PinnedVariant variant;
            const auto text = [&](const char *field, const std::string &issueKey, std::string &out) {
                ctx.where = item + " " + field;
                ar >> make_nvp(field, out);
                if (auto issue = checkText(issueKey, out, false)) {
                    ctx.issues.push_back(std::move(*issue));
                    out.clear();
                }
            };
            text("variantName", variantKey(v, "name"), variant.name);
            text("variantGpuId", variantKey(v, kGpuKey), variant.gpuId);
            ctx.where = item + " changeCount";
            std::uint32_t changes = 0;
            ar >> make_nvp("changeCount", changes);
            if (changes > kMaxInputCount)
                throw FormatError(FileError::Damaged, item + ": change count " + std::to_string(changes) +
                                                          " exceeds the limit of " +
                                                          std::to_string(kMaxInputCount));
            for (std::uint32_t c = 0; c < changes; ++c) {
                const std::string change = item + " change #" + std::to_string(c + 1);
                ctx.where = change + " key";
                ar >> make_nvp("key", key);
                ctx.where = change + " ('" + clip(key) + "') value";
                ar >> make_nvp("value", valueText);
                storeChange(ctx, variant, v, key, valueText);
            }
            s.pinnedVariants.push_back(std::move(variant));
        }
    }

    /** The plan's targets: numbers 0 (none) up to a limit, and two words. A
     *  refused one is reported under its key and left at "none". */
    template <class Archive> static void loadTargets(Archive &ar, LoadContext &ctx, PlanTargets &t)
    {
        using boost::serialization::make_nvp;
        std::string text;
        const auto number = [&](const char *field, double max, double &out) {
            ctx.where = field;
            ar >> make_nvp(field, text);
            const std::string key = std::string("targets.") + field;
            const std::string allowed = "a number from 0 (none) to " + formatNumber(max);
            const std::string_view t = trimmed(text);
            double v = 0;
            const auto r = std::from_chars(t.data(), t.data() + t.size(), v);
            if (t.empty() || r.ec != std::errc() || r.ptr != t.data() + t.size())
                ctx.issues.push_back({IssueCode::NotANumber, key, clip(text), allowed});
            else if (!std::isfinite(v))
                ctx.issues.push_back({IssueCode::NotFinite, key, clip(text), allowed});
            else if (!(v >= 0 && v <= max))
                ctx.issues.push_back({IssueCode::OutOfRange, key, clip(text), allowed});
            else
                out = v;
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
        number("deadlineDays", 36500, t.deadlineDays);
        word("deadlineScope", "project", "main-run", mainRun);
        word("confidence", "p50", "p90", p90);
        number("minTokensPerParameter", 1e6, t.minTokensPerParameter);
        number("maxLoss", 100, t.maxLoss);
        t.deadlineScope = mainRun ? DeadlineScope::MainRun : DeadlineScope::Project;
        t.confidence = p90 ? Confidence::P90 : Confidence::P50;
    }

    /** One change of pinned variant `v`: refused values are reported here
     *  and left out; a duplicate input is kept for validate() to report. */
    static void storeChange(LoadContext &ctx, PinnedVariant &variant, std::size_t v, const std::string &key,
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

    /** A value's text as a number `id` allows, or nothing with the issue
     *  (under `issueKey`) recorded. */
    static std::optional<double> parseValue(LoadContext &ctx, InputId id, const std::string &issueKey,
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

    static void storeInput(LoadContext &ctx, Scenario &s, std::array<bool, kInputCount> &seen,
                           const std::string &key, const std::string &valueText)
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

    BOOST_SERIALIZATION_SPLIT_MEMBER()
};

} // namespace
} // namespace tco

BOOST_CLASS_VERSION(tco::ScenarioRecord, tco::kRecordVersion)
BOOST_CLASS_TRACKING(tco::ScenarioRecord, boost::serialization::track_never)

namespace tco {
namespace {

LoadResult failure(FileError code, std::string detail, std::vector<Issue> issues = {})
{
    LoadResult r;
    r.error = code;
    r.detail = std::move(detail);
    r.issues = std::move(issues);
    return r;
}

std::string_view archiveErrorHeadline(const boost::archive::archive_exception &e)
{
    using AE = boost::archive::archive_exception;
    switch (e.code) {
    case AE::input_stream_error:
        return "malformed or truncated data";
    case AE::invalid_signature:
        return "not a Boost serialization archive";
    case AE::unsupported_version:
    case AE::unsupported_class_version:
        return "written by a newer version";
    default:
        return "corrupted archive";
    }
}

FileError archiveErrorCode(const boost::archive::archive_exception &e)
{
    using AE = boost::archive::archive_exception;
    switch (e.code) {
    case AE::invalid_signature:
        return FileError::NotScenarioFile;
    case AE::unsupported_version:
    case AE::unsupported_class_version:
        return FileError::NewerVersion;
    default:
        return FileError::Damaged;
    }
}

/** Checks that `text` looks like our archive before Boost sees it: the
 *  header, our first element, and the closing tag at the very end (without
 *  it the archive's destructor would call std::terminate). */
std::optional<LoadResult> precheck(std::string_view text)
{
    if (trimmed(text).empty())
        return failure(FileError::NotScenarioFile, "the file is empty");
    const std::string_view head = text.substr(0, 1024);
    const auto root = head.find("<boost_serialization");
    if (trimmed(text).substr(0, 5) != "<?xml" || root == std::string_view::npos)
        return failure(FileError::NotScenarioFile, "not a Boost XML archive");
    const auto rootEnd = head.find('>', root);
    if (rootEnd == std::string_view::npos ||
        trimmed(text.substr(rootEnd + 1)).substr(0, kFirstElement.size()) != kFirstElement)
        return failure(FileError::NotScenarioFile,
                       "a Boost XML archive, but not of a scenario (no formatVersion)");
    const std::string_view body = trimmed(text);
    if (body.size() < kClosingTag.size() || body.substr(body.size() - kClosingTag.size()) != kClosingTag)
        return failure(
            FileError::Damaged,
            "the file does not end with </boost_serialization> (truncated, or extra content after it)");
    return std::nullopt;
}

/** What parse() found. With InvalidValues `scenario` holds the file's
 *  values with the refused ones left at their defaults, so loadScenario can
 *  add the catalog and cross-field issues; it never hands it out. */
struct Parsed {
    LoadResult failure; ///< error, detail, issues (scenario always empty)
    Scenario scenario;
};

Parsed refusedParse(FileError code, std::string detail)
{
    return {failure(code, std::move(detail)), {}};
}

/** Parses and checks the structure and each value on its own; does not
 *  validate against a catalog or across fields (loadScenario does). */
Parsed parse(std::string_view bytes)
{
    if (bytes.size() > kMaxScenarioFileBytes)
        return refusedParse(FileError::TooLarge, std::to_string(bytes.size()) + " bytes; the limit is " +
                                                     std::to_string(kMaxScenarioFileBytes));
    constexpr std::string_view bom = "\xEF\xBB\xBF"; // an editor may add one; Boost does not expect it
    if (bytes.substr(0, bom.size()) == bom)
        bytes.remove_prefix(bom.size());
    if (auto refused = precheck(bytes))
        return {std::move(*refused), {}};

    LoadContext ctx;
    ScenarioRecord record;
    record.context = &ctx;
    try {
        std::istringstream is{std::string(bytes)};
        is.imbue(std::locale::classic());
        {
            boost::archive::xml_iarchive ar(is,
                                            boost::archive::no_xml_tag_checking | boost::archive::no_codecvt);
            ctx.where = "formatVersion";
            // Read signed: "-1" must not wrap to 4294967295 and pass for a
            // newer version.
            long long version = 0;
            ar >> boost::serialization::make_nvp("formatVersion", version);
            if (version > static_cast<long long>(kScenarioFormatVersion))
                throw FormatError(FileError::NewerVersion, "format version " + std::to_string(version) +
                                                               " is newer than this program's " +
                                                               std::to_string(kScenarioFormatVersion));
            if (version <= 0)
                throw FormatError(FileError::Damaged,
                                  "format version " + std::to_string(version) + " does not exist");
            ctx.formatVersion = static_cast<std::uint32_t>(version);
            ctx.where = "the scenario element";
            ar >> boost::serialization::make_nvp("scenario", record);

            // Still inside the archive's scope: only the closing tag may
            // remain. If the data consumed it, the destructor's final parse
            // would abort; throwing now makes the destructor skip it.
            ctx.where = "the end of the file";
            const std::streamoff pos = is.tellg();
            if (pos < 0 || static_cast<std::size_t>(pos) > bytes.size())
                throw FormatError(FileError::Damaged, "the archive ended early");
            const std::string_view rest = trimmed(bytes.substr(static_cast<std::size_t>(pos)));
            if (rest.find('>') == std::string_view::npos)
                throw FormatError(FileError::Damaged, "the closing tag is missing after the scenario");
            if (rest != kClosingTag)
                throw FormatError(FileError::Damaged,
                                  "unexpected content after the scenario: '" + clip(rest, 40) + "'");
        }
    } catch (const FormatError &e) {
        return refusedParse(e.code(), e.detail());
    } catch (const boost::archive::archive_exception &e) {
        // A stream error's text ends in strerror(errno), which is noise here.
        const bool stream = e.code == boost::archive::archive_exception::input_stream_error;
        return refusedParse(archiveErrorCode(e),
                            std::string(archiveErrorHeadline(e)) + " at " + ctx.where +
                                (stream ? std::string() : " (" + std::string(e.what()) + ")"));
    } catch (const std::bad_alloc &) {
        return refusedParse(FileError::Damaged, "out of memory at " + ctx.where);
    } catch (const std::exception &e) {
        return refusedParse(FileError::Damaged, "at " + ctx.where + ": " + e.what());
    }

    Parsed parsed{{}, std::move(record.scenario)};
    if (!ctx.issues.empty()) {
        parsed.failure.error = FileError::InvalidValues;
        parsed.failure.issues = std::move(ctx.issues);
    }
    return parsed;
}

std::string issuesDetail(const std::vector<Issue> &issues)
{
    if (issues.empty())
        return {};
    const Issue &first = issues.front();
    const bool metadata =
        (first.code == IssueCode::TextTooLong || first.code == IssueCode::ControlCharacter) &&
        first.key != kGpuKey;
    std::string d = (metadata ? "" : "input ") + describe(first);
    if (issues.size() > 1)
        d += " (and " + std::to_string(issues.size() - 1) + " more)";
    return d;
}

} // namespace

std::string_view fileErrorKey(FileError e)
{
    switch (e) {
    case FileError::None:
        return "none";
    case FileError::CannotOpen:
        return "cannotOpen";
    case FileError::TooLarge:
        return "tooLarge";
    case FileError::NotScenarioFile:
        return "notScenarioFile";
    case FileError::Damaged:
        return "damaged";
    case FileError::NewerVersion:
        return "newerVersion";
    case FileError::InvalidValues:
        return "invalidValues";
    case FileError::NotFinite:
        return "notFinite";
    case FileError::WriteFailed:
        return "writeFailed";
    }
    return "unknown";
}

LoadResult loadScenario(std::string_view bytes, const Catalog &catalog)
{
    Parsed parsed = parse(bytes);
    if (parsed.failure.error != FileError::None && parsed.failure.error != FileError::InvalidValues)
        return std::move(parsed.failure);
    // Each value was range-checked while parsing; this adds the accelerator,
    // the cross-field rules and anything a future check adds. Refused values
    // were left at their defaults, so nothing is reported twice.
    std::vector<Issue> issues = std::move(parsed.failure.issues);
    for (Issue &issue : validate(parsed.scenario, catalog))
        issues.push_back(std::move(issue));
    if (!issues.empty()) {
        std::string detail = issuesDetail(issues);
        return failure(FileError::InvalidValues, std::move(detail), std::move(issues));
    }
    LoadResult loaded;
    loaded.scenario.emplace(std::move(parsed.scenario));
    return loaded;
}

LoadResult loadScenarioFile(const std::string &path, const Catalog &catalog)
{
    namespace fs = std::filesystem;
    std::error_code ec;
    const fs::file_status st = fs::status(path, ec);
    if (ec || !fs::exists(st))
        return failure(FileError::CannotOpen, "'" + path + "' does not exist or cannot be accessed");
    if (!fs::is_regular_file(st))
        return failure(FileError::CannotOpen, "'" + path + "' is not a regular file");
    const auto size = fs::file_size(path, ec);
    if (!ec && size > kMaxScenarioFileBytes)
        return failure(FileError::TooLarge, "'" + path + "' has " + std::to_string(size) +
                                                " bytes; the limit is " +
                                                std::to_string(kMaxScenarioFileBytes));

    std::ifstream in(path, std::ios::binary);
    if (!in)
        return failure(FileError::CannotOpen, "'" + path + "' cannot be opened for reading");
    // Read in chunks up to one byte over the cap: the file may have grown
    // since it was measured, and its size is not trusted for an allocation.
    std::string bytes;
    char chunk[64 * 1024];
    while (bytes.size() <= kMaxScenarioFileBytes) {
        in.read(chunk, sizeof chunk);
        bytes.append(chunk, static_cast<std::size_t>(in.gcount()));
        if (!in)
            break;
    }
    if (in.bad())
        return failure(FileError::CannotOpen, "'" + path + "' could not be read");
    if (bytes.size() > kMaxScenarioFileBytes)
        return failure(FileError::TooLarge, "'" + path + "' is over the limit of " +
                                                std::to_string(kMaxScenarioFileBytes) + " bytes");
    return loadScenario(bytes, catalog);
}

std::optional<std::string> saveScenario(const Scenario &s, FileError *error, std::string *detail)
{
    const auto refuse = [&](FileError code, std::string why) -> std::optional<std::string> {
        if (error)
            *error = code;
        if (detail)
            *detail = std::move(why);
        return std::nullopt;
    };
    for (const InputSpec &in : inputSpecs()) {
        if (!std::isfinite(s.value(in.id)))
            return refuse(FileError::NotFinite,
                          "input '" + std::string(in.key) + "' is " + formatNumber(s.value(in.id)));
        // A value the loader would refuse makes a file nobody can open.
        if (const auto issue = checkValue(in.id, s.value(in.id)))
            return refuse(FileError::InvalidValues, describe(*issue));
    }
    for (std::size_t v = 0; v < s.pinnedVariants.size(); ++v)
        for (const InputSetting &change : s.pinnedVariants[v].changes)
            if (static_cast<std::size_t>(change.id) < kInputCount && !std::isfinite(change.value))
                return refuse(FileError::NotFinite, "input '" + variantKey(v, spec(change.id).key) + "' is " +
                                                        formatNumber(change.value));
    // Unknown ids cannot be written; the accelerators are not checked, as a
    // user catalog may be active.
    if (const auto issues = checkVariants(s, nullptr); !issues.empty())
        return refuse(FileError::InvalidValues, describe(issues.front()));
    if (const auto issue = checkStartDate(s.startDate))
        return refuse(FileError::InvalidValues, describe(*issue));
    if (const auto issues = checkCurrency(s.currency); !issues.empty())
        return refuse(FileError::InvalidValues, describe(issues.front()));
    if (const auto issues = checkMetadata(s); !issues.empty())
        return refuse(FileError::InvalidValues, describe(issues.front()));

    std::string text;
    try {
        std::ostringstream os;
        os.imbue(std::locale::classic());
        {
            boost::archive::xml_oarchive ar(os, boost::archive::no_codecvt);
            const std::uint32_t formatVersion = kScenarioFormatVersion;
            ScenarioRecord record;
            record.scenario = s;
            const ScenarioRecord &constRecord = record;
            ar << boost::serialization::make_nvp("formatVersion", formatVersion);
            ar << boost::serialization::make_nvp("scenario", constRecord);
        } // the archive writes </boost_serialization> when it leaves scope
        if (!os)
            return refuse(FileError::WriteFailed, "the output stream failed");
        text = std::move(os).str();
    } catch (const std::exception &e) {
        return refuse(FileError::WriteFailed, std::string("serialization failed: ") + e.what());
    }

    // Round trip: the text must load back to exactly this scenario, or the
    // user would save a file they cannot open (e.g. control characters in
    // a name). The catalog is not consulted: a user catalog may be active.
    const Parsed back = parse(text);
    if (back.failure.error != FileError::None)
        return refuse(
            FileError::WriteFailed,
            "the saved text does not load back (" + std::string(fileErrorKey(back.failure.error)) + ": " +
                (back.failure.issues.empty() ? back.failure.detail : issuesDetail(back.failure.issues)) +
                ")");
    if (!(back.scenario == s))
        return refuse(FileError::WriteFailed, "the saved text loads back to different values");
    if (error)
        *error = FileError::None;
    return text;
}

FileError saveScenarioFile(const Scenario &s, const std::string &path, std::string *detail)
{
    FileError error = FileError::None;
    const auto text = saveScenario(s, &error, detail);
    if (!text)
        return error;
    std::string why;
    if (!writeFileAtomically(path, *text, why)) {
        if (detail)
            *detail = std::move(why);
        return FileError::WriteFailed;
    }
    return FileError::None;
}

std::string describe(const LoadResult &r)
{
    std::string headline;
    switch (r.error) {
    case FileError::None:
        return "scenario loaded";
    case FileError::CannotOpen:
        headline = "cannot open the file";
        break;
    case FileError::TooLarge:
        headline = "the file is too large to be a scenario";
        break;
    case FileError::NotScenarioFile:
        headline = "not a scenario file";
        break;
    case FileError::Damaged:
        headline = "the scenario file is damaged";
        break;
    case FileError::NewerVersion:
        headline = "the scenario file was made by a newer version of the program";
        break;
    case FileError::InvalidValues:
        headline = std::to_string(r.issues.size()) +
                   (r.issues.size() == 1 ? " invalid value" : " invalid values") + " in the scenario file";
        break;
    case FileError::NotFinite:
        headline = "a value is not a finite number";
        break;
    case FileError::WriteFailed:
        headline = "the file could not be written";
        break;
    }
    std::string detail = r.detail;
    if (detail.empty())
        detail = issuesDetail(r.issues);
    std::string line = detail.empty() ? headline : headline + ": " + detail;
    // One line, even when a quoted value from the file holds a line break.
    for (char &c : line)
        if (c == '\n' || c == '\r' || c == '\t')
            c = ' ';
    return line;
}

} // namespace tco
