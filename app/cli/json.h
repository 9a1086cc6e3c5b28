// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

namespace cli {

/** A small streaming JSON writer with two-space indentation. Numbers use
 *  the shortest text that reads back to the same double (std::to_chars);
 *  a non-finite number, which the model never produces, is written as null
 *  so the output stays valid JSON (tests assert there is none). Strings
 *  are UTF-8 and escaped per RFC 8259: invalid UTF-8 becomes U+FFFD, and
 *  controls (C0, DEL, C1) and bidirectional formatting characters are
 *  written \uNNNN (cli::isHiddenControl). A top-level object in which a
 *  value had invalid UTF-8 ends with "invalidBytesReplaced": the number of
 *  bytes that became U+FFFD (issue 52: "invalid bytes replaced and
 *  counted"). Misuse (a key inside an array, an unbalanced end) is a
 *  programming error and asserts. */
class JsonWriter
{
public:
    JsonWriter &beginObject(); ///< top level or array element
    JsonWriter &beginObject(std::string_view key);
    JsonWriter &endObject();
    JsonWriter &beginArray();
    JsonWriter &beginArray(std::string_view key);
    JsonWriter &endArray();

    JsonWriter &value(std::string_view key, double v);
    JsonWriter &value(std::string_view key, std::string_view v);
    JsonWriter &value(std::string_view key, const char *v) { return value(key, std::string_view(v)); }
    JsonWriter &value(std::string_view key, bool v);
    JsonWriter &null(std::string_view key);
    /** Array elements. */
    JsonWriter &element(double v);
    JsonWriter &element(std::string_view v);

    /** The text so far; complete (with a final newline) once every scope is closed. */
    std::string text() const;

    static std::string number(double v);
    /** `s` as a JSON string; `invalidBytes`, when given, is increased by
     *  the bytes of invalid UTF-8 it replaced. */
    static std::string quoted(std::string_view s, std::size_t *invalidBytes = nullptr);

private:
    void beginItem(std::string_view key, bool hasKey);
    void open(char bracket, std::string_view key, bool hasKey);
    void close(char bracket);

    std::string m_out;
    std::vector<bool> m_empty;      ///< per open scope: nothing written yet
    std::size_t m_invalidBytes = 0; ///< in the values written (quoted())
};

} // namespace cli
