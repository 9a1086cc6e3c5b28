// SPDX-License-Identifier: GPL-3.0-or-later
#include "options.h"

#include "error.h"

#include <algorithm>
#include <charconv>
#include <cmath>

namespace cli {

namespace {

std::string quoted(std::string_view text)
{
    return "'" + std::string(text) + "'";
}

std::string_view trimmed(std::string_view text)
{
    while (!text.empty() && (text.front() == ' ' || text.front() == '\t'))
        text.remove_prefix(1);
    while (!text.empty() && (text.back() == ' ' || text.back() == '\t'))
        text.remove_suffix(1);
    return text;
}

std::string joined(std::span<const std::string_view> items, std::string_view separator)
{
    std::string out;
    for (const auto item : items) {
        if (!out.empty())
            out += separator;
        out += item;
    }
    return out;
}

} // namespace

bool ParsedOptions::has(std::string_view name) const
{
    return m_values.find(name) != m_values.end();
}

std::optional<std::string> ParsedOptions::value(std::string_view name) const
{
    const auto it = m_values.find(name);
    if (it == m_values.end() || it->second.empty())
        return std::nullopt;
    return it->second.back();
}

std::string ParsedOptions::valueOr(std::string_view name, std::string_view fallback) const
{
    const auto v = value(name);
    return v ? *v : std::string(fallback);
}

const std::vector<std::string> &ParsedOptions::values(std::string_view name) const
{
    static const std::vector<std::string> none;
    const auto it = m_values.find(name);
    return it == m_values.end() ? none : it->second;
}

void ParsedOptions::add(const std::string &name, std::string value)
{
    m_values[name].push_back(std::move(value));
}

ParsedOptions parseOptions(std::span<const OptionSpec> specs, std::span<const std::string> args)
{
    ParsedOptions parsed;
    for (std::size_t i = 0; i < args.size(); ++i) {
        const std::string &arg = args[i];
        if (arg.size() < 3 || arg.compare(0, 2, "--") != 0)
            throw usageError("unexpected argument " + quoted(arg) + " (options start with --)");
        const std::size_t eq = arg.find('=');
        const std::string name = arg.substr(2, eq == std::string::npos ? std::string::npos : eq - 2);
        const auto spec =
            std::find_if(specs.begin(), specs.end(), [&](const OptionSpec &s) { return s.name == name; });
        if (spec == specs.end())
            throw usageError("unknown option --" + name);
        if (!spec->repeatable && parsed.has(name))
            throw usageError("option --" + name + " given more than once");
        if (spec->valueName.empty()) {
            if (eq != std::string::npos)
                throw usageError("option --" + name + " takes no value");
            parsed.add(name, std::string());
            continue;
        }
        if (eq != std::string::npos) {
            parsed.add(name, arg.substr(eq + 1));
        } else if (i + 1 < args.size()) {
            parsed.add(name, args[++i]);
        } else {
            throw usageError("option --" + name + " needs a value (" + spec->valueName + ")");
        }
    }
    return parsed;
}

double parseReal(std::string_view option, std::string_view text)
{
    std::string_view t = trimmed(text);
    if (!t.empty() && t.front() == '+')
        t.remove_prefix(1);
    double v = 0;
    const auto r = std::from_chars(t.data(), t.data() + t.size(), v);
    if (t.empty() || r.ec == std::errc::invalid_argument || r.ptr != t.data() + t.size())
        throw Error("--" + std::string(option) + " = " + quoted(text) + ": not a number");
    if (r.ec == std::errc::result_out_of_range || !std::isfinite(v))
        throw Error("--" + std::string(option) + " = " + quoted(text) + ": not a finite number");
    return v;
}

long long parseInteger(std::string_view option, std::string_view text, long long min, long long max)
{
    const std::string_view t = trimmed(text);
    long long v = 0;
    const auto r = std::from_chars(t.data(), t.data() + t.size(), v);
    const std::string allowed =
        "allowed: a whole number " + std::to_string(min) + " .. " + std::to_string(max);
    if (t.empty() || r.ec != std::errc() || r.ptr != t.data() + t.size())
        throw Error("--" + std::string(option) + " = " + quoted(text) + ": not a whole number; " + allowed);
    if (v < min || v > max)
        throw Error("--" + std::string(option) + " = " + quoted(text) + ": out of range; " + allowed);
    return v;
}

std::uint64_t parseUnsigned64(std::string_view option, std::string_view text)
{
    const std::string_view t = trimmed(text);
    std::uint64_t v = 0;
    const auto r = std::from_chars(t.data(), t.data() + t.size(), v);
    if (t.empty() || r.ec != std::errc() || r.ptr != t.data() + t.size())
        throw Error("--" + std::string(option) + " = " + quoted(text) +
                    ": not a whole number; allowed: 0 .. 18446744073709551615");
    return v;
}

std::string parseChoice(std::string_view option, std::string_view text,
                        std::span<const std::string_view> allowed)
{
    if (std::find(allowed.begin(), allowed.end(), text) == allowed.end())
        throw Error("--" + std::string(option) + " = " + quoted(text) +
                    ": unknown value; allowed: " + joined(allowed, " | "));
    return std::string(text);
}

std::string parseChoice(std::string_view option, std::string_view text,
                        std::initializer_list<std::string_view> allowed)
{
    return parseChoice(option, text, std::span(allowed.begin(), allowed.size()));
}

OptionSpec formatSpec(std::span<const std::string_view> allowed)
{
    return {"format", joined(allowed, "|"), "output format (default " + std::string(allowed.front()) + ")"};
}

OptionSpec forceSpec()
{
    return {"force", "", "replace --out even when it is read-only"};
}

} // namespace cli
