// SPDX-License-Identifier: GPL-3.0-or-later
#include "columnmapping.h"

#include "actuals.h"

#include <charconv>
#include <cmath>
#include <memory>
#include <optional>

// The mapping file's keys and values are docs/actuals.md, "Column mapping".
// The reader is a small strict JSON reader for exactly that shape: one
// object of strings, integers and booleans, with two nested objects of
// strings (categories, phases). Anything else is refused with the key.

namespace tco {

namespace {

constexpr std::string_view kFormatName = "llm-tco-actuals-mapping";
constexpr int kFormatVersion = 1;

std::string quoted(std::string_view text)
{
    std::string out = "\"";
    for (const char c : text) {
        const auto u = static_cast<unsigned char>(c);
        if (c == '"' || c == '\\') {
            out += '\\';
            out += c;
        } else if (c == '\n') {
            out += "\\n";
        } else if (c == '\t') {
            out += "\\t";
        } else if (c == '\r') {
            out += "\\r";
        } else if (u < 0x20) {
            static const char *hex = "0123456789abcdef";
            out += "\\u00";
            out += hex[u >> 4];
            out += hex[u & 15];
        } else {
            out += c;
        }
    }
    return out + '"';
}

std::string columnText(const ColumnRef &c)
{
    return c.index > 0 ? std::to_string(c.index) : quoted(c.name);
}

struct Member;

/** A parsed JSON value of the shapes a mapping file may hold. */
struct Value {
    enum class Kind { String, Number, Bool, Object, Other } kind = Kind::Other;
    std::string text; ///< string contents, or the number as written
    bool flag = false;
    std::vector<Member> members; ///< of an object, in file order
};

struct Member {
    std::string first; ///< the key
    Value second;
};

class Reader
{
public:
    /** `what`, `object`: the text's and its object's names in messages. */
    explicit Reader(std::string_view text, std::string_view what = "a mapping file",
                    std::string_view object = "the mapping object")
        : m_text(text), m_what(what), m_object(object)
    {
    }

    /** The whole text as one object; nullopt and `error` set when it is not. */
    std::optional<Value> document(std::string &error)
    {
        skipSpace();
        if (m_text.substr(m_pos, 3) == "\xEF\xBB\xBF") {
            m_pos += 3;
            skipSpace();
        }
        Value v;
        if (!peek('{')) {
            error = std::string(m_what) + " is one JSON object, starting with '{'" + where();
            return std::nullopt;
        }
        if (!object(v, 0, error))
            return std::nullopt;
        skipSpace();
        if (m_pos != m_text.size()) {
            error = "text after " + std::string(m_object) + where();
            return std::nullopt;
        }
        return v;
    }

private:
    std::string where() const
    {
        std::size_t line = 1;
        for (std::size_t i = 0; i < m_pos && i < m_text.size(); ++i)
            line += m_text[i] == '\n';
        return " (line " + std::to_string(line) + ")";
    }

    void skipSpace()
    {
        while (m_pos < m_text.size() && (m_text[m_pos] == ' ' || m_text[m_pos] == '\t' ||
                                         m_text[m_pos] == '\n' || m_text[m_pos] == '\r'))
            ++m_pos;
    }

    bool peek(char c) const { return m_pos < m_text.size() && m_text[m_pos] == c; }

    bool object(Value &out, int depth, std::string &error)
    {
        out.kind = Value::Kind::Object;
        ++m_pos; // '{'
        skipSpace();
        if (peek('}')) {
            ++m_pos;
            return true;
        }
        while (true) {
            skipSpace();
            std::string key;
            if (!peek('"')) {
                error = "expected a key in double quotes" + where();
                return false;
            }
            if (!string(key, error))
                return false;
            for (const auto &m : out.members)
                if (m.first == key) {
                    error = "key \"" + key + "\" is given twice" + where();
                    return false;
                }
            skipSpace();
            if (!peek(':')) {
                error = "expected ':' after key \"" + key + "\"" + where();
                return false;
            }
            ++m_pos;
            skipSpace();
            Value v;
            if (!value(v, depth, key, error))
                return false;
            out.members.push_back(Member{std::move(key), std::move(v)});
            skipSpace();
            if (peek(',')) {
                ++m_pos;
                continue;
            }
            if (peek('}')) {
                ++m_pos;
                return true;
            }
            error = "expected ',' or '}' after the value of \"" + out.members.back().first + "\"" + where();
            return false;
        }
    }

    bool value(Value &v, int depth, const std::string &key, std::string &error)
    {
        if (peek('"')) {
            v.kind = Value::Kind::String;
            return string(v.text, error);
        }
        if (peek('{')) {
            if (depth >= 1) {
                error = "key \"" + key + "\": objects nest one level only" + where();
                return false;
            }
            return object(v, depth + 1, error);
        }
        for (const std::string_view word : {"true", "false"})
            if (m_text.substr(m_pos, word.size()) == word) {
                m_pos += word.size();
                v.kind = Value::Kind::Bool;
                v.flag = word == "true";
                return true;
            }
        const std::size_t begin = m_pos;
        while (m_pos < m_text.size() &&
               std::string_view("+-.0123456789eE").find(m_text[m_pos]) != std::string_view::npos)
            ++m_pos;
        if (m_pos > begin) {
            v.kind = Value::Kind::Number;
            v.text = std::string(m_text.substr(begin, m_pos - begin));
            return true;
        }
        error = "key \"" + key + "\": expected a string, a number, true, false or an object" + where();
        return false;
    }

    static void appendUtf8(std::string &out, unsigned cp)
    {
        if (cp < 0x80) {
            out += static_cast<char>(cp);
        } else if (cp < 0x800) {
            out += static_cast<char>(0xC0 | (cp >> 6));
            out += static_cast<char>(0x80 | (cp & 0x3F));
        } else if (cp < 0x10000) {
            out += static_cast<char>(0xE0 | (cp >> 12));
            out += static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
            out += static_cast<char>(0x80 | (cp & 0x3F));
        } else {
            out += static_cast<char>(0xF0 | (cp >> 18));
            out += static_cast<char>(0x80 | ((cp >> 12) & 0x3F));
            out += static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
            out += static_cast<char>(0x80 | (cp & 0x3F));
        }
    }

    bool hex4(unsigned &cp)
    {
        if (m_pos + 4 > m_text.size())
            return false;
        cp = 0;
        for (int k = 0; k < 4; ++k) {
            const char c = m_text[m_pos++];
            cp <<= 4;
            if (c >= '0' && c <= '9')
                cp |= unsigned(c - '0');
            else if (c >= 'a' && c <= 'f')
                cp |= unsigned(c - 'a' + 10);
            else if (c >= 'A' && c <= 'F')
                cp |= unsigned(c - 'A' + 10);
            else
                return false;
        }
        return true;
    }

    bool string(std::string &out, std::string &error)
    {
        ++m_pos; // '"'
        while (m_pos < m_text.size()) {
            const char c = m_text[m_pos++];
            if (c == '"')
                return true;
            if (static_cast<unsigned char>(c) < 0x20) {
                error = "a control character inside a string" + where();
                return false;
            }
            if (c != '\\') {
                out += c;
                continue;
            }
            if (m_pos >= m_text.size())
                break;
            const char e = m_text[m_pos++];
            switch (e) {
            case '"':
            case '\\':
            case '/':
                out += e;
                break;
            case 'b':
                out += '\b';
                break;
            case 'f':
                out += '\f';
                break;
            case 'n':
                out += '\n';
                break;
            case 'r':
                out += '\r';
                break;
            case 't':
                out += '\t';
                break;
            case 'u': {
                unsigned cp = 0;
                if (!hex4(cp)) {
                    error = "a \\u escape needs four hexadecimal digits" + where();
                    return false;
                }
                if (cp >= 0xD800 && cp < 0xDC00) {
                    unsigned low = 0;
                    if (m_text.substr(m_pos, 2) != "\\u" || (m_pos += 2, !hex4(low)) || low < 0xDC00 ||
                        low >= 0xE000) {
                        error = "an unpaired surrogate in a \\u escape" + where();
                        return false;
                    }
                    cp = 0x10000 + ((cp - 0xD800) << 10) + (low - 0xDC00);
                } else if (cp >= 0xDC00 && cp < 0xE000) {
                    error = "an unpaired surrogate in a \\u escape" + where();
                    return false;
                }
                appendUtf8(out, cp);
                break;
            }
            default:
                error = std::string("unknown escape \\") + e + where();
                return false;
            }
        }
        error = "a string is not closed" + where();
        return false;
    }

    std::string_view m_text;
    std::string_view m_what, m_object;
    std::size_t m_pos = 0;
};

std::string shown(const Value &v)
{
    switch (v.kind) {
    case Value::Kind::String:
        return quoted(v.text);
    case Value::Kind::Number:
        return v.text;
    case Value::Kind::Bool:
        return v.flag ? "true" : "false";
    case Value::Kind::Object:
        return "an object";
    case Value::Kind::Other:
        break;
    }
    return "?";
}

std::optional<long long> integer(const Value &v)
{
    if (v.kind != Value::Kind::Number)
        return std::nullopt;
    long long n = 0;
    const char *end = v.text.data() + v.text.size();
    const auto [ptr, ec] = std::from_chars(v.text.data(), end, n);
    if (ec != std::errc() || ptr != end)
        return std::nullopt;
    return n;
}

bool readColumn(const std::string &key, const Value &v, ColumnRef &out, std::string &error)
{
    if (v.kind == Value::Kind::String) {
        out = ColumnRef{v.text, 0};
        return true;
    }
    const auto n = integer(v);
    if (n && *n >= 1 && *n <= 10000) {
        out = ColumnRef{std::string(), static_cast<int>(*n)};
        return true;
    }
    error =
        "key \"" + key + "\" = " + shown(v) +
        ": expected a header name in double quotes (\"\" = not read) or a 1-based column number 1 .. 10000";
    return false;
}

bool readChar(const std::string &key, const Value &v, std::string_view allowed, char &out, std::string &error)
{
    if (v.kind == Value::Kind::String && v.text.size() == 1 &&
        allowed.find(v.text[0]) != std::string_view::npos) {
        out = v.text[0];
        return true;
    }
    std::string list;
    for (const char c : allowed)
        list += (list.empty() ? "\"" : " or \"") + std::string(1, c) + "\"";
    error = "key \"" + key + "\" = " + shown(v) + ": expected " + list;
    return false;
}

/** The planner's keys of one kind ("compute, storage, ..."), and whether
 *  `key` is one: a mapping to a key that does not exist would blame every
 *  line of the data for the mapping's mistake. */
template <typename Enum> std::string keysOf(std::size_t count, std::string_view (*keyOf)(Enum))
{
    std::string list;
    for (std::size_t i = 0; i < count; ++i)
        list += (i ? ", " : "") + std::string(keyOf(static_cast<Enum>(i)));
    return list;
}

bool readNames(const std::string &key, const Value &v, std::vector<std::pair<std::string, std::string>> &out,
               std::string &error)
{
    const bool categories = key == "categories";
    const auto known = [categories](const std::string &to) {
        return categories ? categoryFromKey(to).has_value() : phaseFromKey(to).has_value();
    };
    if (v.kind != Value::Kind::Object) {
        error =
            "key \"" + key + "\" = " + shown(v) +
            ": expected an object of billing names and the planner's keys, {\"Compute Engine\": \"compute\"}";
        return false;
    }
    out.clear();
    for (const auto &[name, to] : v.members) {
        if (to.kind != Value::Kind::String) {
            error = "key \"" + key + "\", name \"" + name + "\" = " + shown(to) +
                    ": expected a key in double quotes";
            return false;
        }
        if (!known(to.text)) {
            error = "key \"" + key + "\", name \"" + name + "\" = " + shown(to) +
                    ": expected one of the planner's " +
                    (categories ? "categories: " + keysOf<Category>(kCategoryCount, categoryKey)
                                : "phases: " + keysOf<Phase>(kPhaseCount, phaseKey));
            return false;
        }
        out.emplace_back(name, to.text);
    }
    return true;
}

bool isCurrencyCode(std::string_view code)
{
    if (code.size() != 3)
        return false;
    for (const char c : code)
        if (c < 'A' || c > 'Z')
            return false;
    return true;
}

} // namespace

std::string_view dateFormatText(DateFormat f)
{
    switch (f) {
    case DateFormat::Iso:
        return "YYYY-MM-DD";
    case DateFormat::DayMonthYear:
        return "DD/MM/YYYY";
    case DateFormat::MonthDayYear:
        return "MM/DD/YYYY";
    case DateFormat::DayMonthYearDots:
        return "DD.MM.YYYY";
    }
    return "YYYY-MM-DD";
}

namespace {

/** The column keys of a mapping file in the order they are written. */
struct ColumnKey {
    std::string_view key;
    ColumnRef ColumnMapping::*member;
};
constexpr ColumnKey kColumns[] = {
    {"spend.date", &ColumnMapping::spendDate},
    {"spend.category", &ColumnMapping::spendCategory},
    {"spend.phase", &ColumnMapping::spendPhase},
    {"spend.amount", &ColumnMapping::spendAmount},
    {"spend.currency", &ColumnMapping::spendCurrency},
    {"spend.project", &ColumnMapping::spendProject},
    {"spend.experiment", &ColumnMapping::spendExperiment},
    {"spend.team", &ColumnMapping::spendTeam},
    {"progress.date", &ColumnMapping::progressDate},
    {"progress.tokens", &ColumnMapping::progressTokens},
    {"progress.acceleratorHours", &ColumnMapping::progressAcceleratorHours},
    {"progress.interruptions", &ColumnMapping::progressInterruptions},
};

void writeNames(std::string &out, std::string_view key,
                const std::vector<std::pair<std::string, std::string>> &names)
{
    out += "  " + quoted(key) + ": {";
    for (std::size_t k = 0; k < names.size(); ++k)
        out += std::string(k ? "," : "") + "\n    " + quoted(names[k].first) + ": " + quoted(names[k].second);
    out += names.empty() ? "}" : "\n  }";
}

} // namespace

std::string writeColumnMapping(const ColumnMapping &m)
{
    std::string out = "{\n";
    out += "  \"format\": " + quoted(kFormatName) + ",\n";
    out += "  \"version\": " + std::to_string(kFormatVersion) + ",\n";
    out += std::string("  \"header\": ") + (m.header ? "true" : "false") + ",\n";
    out += "  \"delimiter\": " + quoted(std::string(1, m.delimiter)) + ",\n";
    out += "  \"decimalSeparator\": " + quoted(std::string(1, m.decimalSeparator)) + ",\n";
    out += "  \"dateFormat\": " + quoted(dateFormatText(m.dateFormat)) + ",\n";
    out += "  \"defaultCurrency\": " + quoted(m.defaultCurrency) + ",\n";
    for (const ColumnKey &c : kColumns)
        out += "  " + quoted(c.key) + ": " + columnText(m.*c.member) + ",\n";
    writeNames(out, "categories", m.categoryNames);
    out += ",\n";
    writeNames(out, "phases", m.phaseNames);
    out += "\n}\n";
    return out;
}

std::optional<std::vector<std::pair<std::string, std::string>>>
readFlatJsonObject(std::string_view json, std::string_view what, std::string &error)
{
    const std::optional<Value> doc = Reader(json, what, "the object").document(error);
    if (!doc)
        return std::nullopt;
    std::vector<std::pair<std::string, std::string>> out;
    for (const auto &[key, v] : doc->members) {
        if (v.kind == Value::Kind::Object) {
            error = "key \"" + key + "\": a string, a number, true or false, not an object";
            return std::nullopt;
        }
        out.emplace_back(key, v.kind == Value::Kind::Bool ? std::string(v.flag ? "true" : "false") : v.text);
    }
    return out;
}

MappingReadResult readColumnMapping(std::string_view json)
{
    MappingReadResult result;
    std::string &error = result.error;
    const std::optional<Value> doc = Reader(json).document(error);
    if (!doc)
        return result;
    ColumnMapping m;
    for (const auto &[key, v] : doc->members) {
        if (key == "format") {
            if (v.kind != Value::Kind::String || v.text != kFormatName) {
                error = "key \"format\" = " + shown(v) + ": expected \"" + std::string(kFormatName) + "\"";
                return result;
            }
        } else if (key == "version") {
            if (integer(v) != kFormatVersion) {
                error = "key \"version\" = " + shown(v) + ": expected " + std::to_string(kFormatVersion) +
                        " (this program reads version " + std::to_string(kFormatVersion) + ")";
                return result;
            }
        } else if (key == "header") {
            if (v.kind != Value::Kind::Bool) {
                error = "key \"header\" = " + shown(v) + ": expected true or false";
                return result;
            }
            m.header = v.flag;
        } else if (key == "delimiter") {
            if (!readChar(key, v, ",;", m.delimiter, error))
                return result;
        } else if (key == "decimalSeparator") {
            if (!readChar(key, v, ".,", m.decimalSeparator, error))
                return result;
        } else if (key == "dateFormat") {
            bool found = false;
            for (const DateFormat f : {DateFormat::Iso, DateFormat::DayMonthYear, DateFormat::MonthDayYear,
                                       DateFormat::DayMonthYearDots})
                if (v.kind == Value::Kind::String && v.text == dateFormatText(f)) {
                    m.dateFormat = f;
                    found = true;
                }
            if (!found) {
                error = "key \"dateFormat\" = " + shown(v) +
                        ": expected \"YYYY-MM-DD\", \"DD/MM/YYYY\", \"MM/DD/YYYY\" or \"DD.MM.YYYY\"";
                return result;
            }
        } else if (key == "defaultCurrency") {
            if (v.kind != Value::Kind::String || !isCurrencyCode(v.text)) {
                error = "key \"defaultCurrency\" = " + shown(v) +
                        ": expected a currency code of three capital letters, such as \"USD\"";
                return result;
            }
            m.defaultCurrency = v.text;
        } else if (key == "categories") {
            if (!readNames(key, v, m.categoryNames, error))
                return result;
        } else if (key == "phases") {
            if (!readNames(key, v, m.phaseNames, error))
                return result;
        } else {
            bool known = false;
            for (const ColumnKey &c : kColumns)
                if (c.key == key) {
                    known = true;
                    if (!readColumn(key, v, m.*c.member, error))
                        return result;
                }
            if (!known) {
                error =
                    "unknown key \"" + key +
                    "\"; allowed: format, version, header, delimiter, decimalSeparator, dateFormat, "
                    "defaultCurrency, spend.date, spend.category, spend.phase, spend.amount, "
                    "spend.currency, spend.project, spend.experiment, spend.team, progress.date, "
                    "progress.tokens, progress.acceleratorHours, progress.interruptions, categories, phases";
                return result;
            }
        }
    }
    if (m.delimiter == m.decimalSeparator) {
        error = std::string("key \"decimalSeparator\" = \"") + m.decimalSeparator +
                "\": must differ from \"delimiter\" (with a decimal comma, fields are separated by \";\")";
        return result;
    }
    result.ok = true;
    result.mapping = std::move(m);
    return result;
}

} // namespace tco
