// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstdint>
#include <initializer_list>
#include <map>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace cli {

/** One `--name` option a command accepts. An empty `valueName` makes it a
 *  flag; otherwise it takes a value as `--name VALUE` or `--name=VALUE`. */
struct OptionSpec {
    std::string name;      ///< without the leading dashes
    std::string valueName; ///< e.g. "FILE"; empty = flag
    std::string help;
    bool repeatable = false;
};

/** The options given to one command: every value of each option, in order. */
class ParsedOptions
{
public:
    bool has(std::string_view name) const;
    /** The value of a single-valued option, if given. */
    std::optional<std::string> value(std::string_view name) const;
    std::string valueOr(std::string_view name, std::string_view fallback) const;
    /** All values of a repeatable option, in command-line order. */
    const std::vector<std::string> &values(std::string_view name) const;

    void add(const std::string &name, std::string value);

    /** The output format: the command's --format, checked against its
     *  Command::formats by the dispatcher (the first when not given); empty
     *  for a command without formats. */
    const std::string &format() const { return m_format; }
    void setFormat(std::string format) { m_format = std::move(format); }

private:
    std::map<std::string, std::vector<std::string>, std::less<>> m_values;
    std::string m_format;
};

/** Parses `args` (everything after the command name) against `specs`.
 *  Throws a usage Error for unknown options, missing values, values given
 *  to flags, single options given twice and stray positional arguments. */
ParsedOptions parseOptions(std::span<const OptionSpec> specs, std::span<const std::string> args);

/** Strict value parsing; each throws a BadInput Error naming the option,
 *  the text and what is allowed. */
double parseReal(std::string_view option, std::string_view text);
long long parseInteger(std::string_view option, std::string_view text, long long min, long long max);
std::uint64_t parseUnsigned64(std::string_view option, std::string_view text);
std::string parseChoice(std::string_view option, std::string_view text,
                        std::span<const std::string_view> allowed);
std::string parseChoice(std::string_view option, std::string_view text,
                        std::initializer_list<std::string_view> allowed);

/** The option spec of --format listing `allowed`, first = default. */
OptionSpec formatSpec(std::span<const std::string_view> allowed);

/** --force: replace a read-only output file. */
OptionSpec forceSpec();

} // namespace cli
