// SPDX-License-Identifier: GPL-3.0-or-later
#include "json.h"

#include "safetext.h"

#include <cassert>
#include <charconv>
#include <cmath>

namespace cli {

std::string JsonWriter::number(double v)
{
    if (!std::isfinite(v))
        return "null";
    if (v == 0)
        return "0"; // also for -0, which JSON readers would keep as a surprise
    // A whole number as its digits: a count of 100000 is not "1e+05".
    if (v == std::floor(v) && std::abs(v) < 1e15)
        return std::to_string(static_cast<long long>(v));
    char buf[64];
    const auto r = std::to_chars(buf, buf + sizeof buf, v);
    return std::string(buf, r.ptr);
}

std::string JsonWriter::quoted(std::string_view s, std::size_t *invalidBytes)
{
    std::string out;
    out.reserve(s.size() + 2);
    out += '"';
    for (std::size_t i = 0; i < s.size();) {
        const Utf8Char c = decodeUtf8(s, i);
        i += c.bytes;
        if (!c.valid) {
            // JSON is UTF-8: a byte that is not becomes U+FFFD, the
            // replacement character, so every reader can decode the text.
            out += "\\ufffd";
            if (invalidBytes)
                ++*invalidBytes;
            continue;
        }
        switch (c.code) {
        case '"':
            out += "\\\"";
            break;
        case '\\':
            out += "\\\\";
            break;
        case '\n':
            out += "\\n";
            break;
        case '\r':
            out += "\\r";
            break;
        case '\t':
            out += "\\t";
            break;
        case '\b':
            out += "\\b";
            break;
        case '\f':
            out += "\\f";
            break;
        default:
            if (isHiddenControl(c.code)) {
                // Controls and bidirectional formatting escaped: the text
                // of the JSON is safe on a terminal, its value unchanged.
                constexpr char hex[] = "0123456789abcdef";
                out += "\\u";
                for (int shift = 12; shift >= 0; shift -= 4)
                    out += hex[(c.code >> shift) & 0xf];
            } else {
                out.append(s.substr(i - c.bytes, c.bytes));
            }
        }
    }
    out += '"';
    return out;
}

void JsonWriter::beginItem(std::string_view key, bool hasKey)
{
    if (m_empty.empty()) {
        assert(!hasKey && m_out.empty());
        return;
    }
    if (!m_empty.back())
        m_out += ',';
    m_empty.back() = false;
    m_out += '\n';
    m_out.append(2 * m_empty.size(), ' ');
    if (hasKey) {
        m_out += quoted(key);
        m_out += ": ";
    }
}

void JsonWriter::open(char bracket, std::string_view key, bool hasKey)
{
    beginItem(key, hasKey);
    m_out += bracket;
    m_empty.push_back(true);
}

void JsonWriter::close(char bracket)
{
    assert(!m_empty.empty());
    // The top-level object says how many bytes of invalid UTF-8 became
    // U+FFFD, as text output says it on stderr (dispatcher.cpp): a script
    // learns that a value it reads is not the one in the input.
    if (bracket == '}' && m_empty.size() == 1 && m_invalidBytes > 0) {
        beginItem("invalidBytesReplaced", true);
        m_out += number(static_cast<double>(m_invalidBytes));
    }
    const bool wasEmpty = m_empty.back();
    m_empty.pop_back();
    if (!wasEmpty) {
        m_out += '\n';
        m_out.append(2 * m_empty.size(), ' ');
    }
    m_out += bracket;
    if (m_empty.empty())
        m_out += '\n';
}

JsonWriter &JsonWriter::beginObject()
{
    open('{', {}, false);
    return *this;
}
JsonWriter &JsonWriter::beginObject(std::string_view key)
{
    open('{', key, true);
    return *this;
}
JsonWriter &JsonWriter::endObject()
{
    close('}');
    return *this;
}
JsonWriter &JsonWriter::beginArray()
{
    open('[', {}, false);
    return *this;
}
JsonWriter &JsonWriter::beginArray(std::string_view key)
{
    open('[', key, true);
    return *this;
}
JsonWriter &JsonWriter::endArray()
{
    close(']');
    return *this;
}

JsonWriter &JsonWriter::value(std::string_view key, double v)
{
    beginItem(key, true);
    m_out += number(v);
    return *this;
}

JsonWriter &JsonWriter::value(std::string_view key, std::string_view v)
{
    beginItem(key, true);
    m_out += quoted(v, &m_invalidBytes);
    return *this;
}

JsonWriter &JsonWriter::value(std::string_view key, bool v)
{
    beginItem(key, true);
    m_out += v ? "true" : "false";
    return *this;
}

JsonWriter &JsonWriter::null(std::string_view key)
{
    beginItem(key, true);
    m_out += "null";
    return *this;
}

JsonWriter &JsonWriter::element(double v)
{
    beginItem({}, false);
    m_out += number(v);
    return *this;
}

JsonWriter &JsonWriter::element(std::string_view v)
{
    beginItem({}, false);
    m_out += quoted(v, &m_invalidBytes);
    return *this;
}

std::string JsonWriter::text() const
{
    return m_out;
}

} // namespace cli
