// SPDX-License-Identifier: GPL-3.0-or-later
#include "safetext.h"

namespace cli {

namespace {

constexpr char kHex[] = "0123456789abcdef";

void appendEscape(std::string &out, char32_t code, bool byte)
{
    if (byte || code < 0x80) {
        out += "\\x";
        out += kHex[(code >> 4) & 0xf];
        out += kHex[code & 0xf];
        return;
    }
    out += "\\u";
    for (int shift = 12; shift >= 0; shift -= 4)
        out += kHex[(code >> shift) & 0xf];
}

/** Appends the escaped form of the character at `pos`; its length. */
std::size_t appendShown(std::string &out, std::string_view text, std::size_t pos, bool keepLineFeeds,
                        std::size_t *invalidBytes)
{
    const Utf8Char c = decodeUtf8(text, pos);
    if (!c.valid) {
        if (invalidBytes)
            ++*invalidBytes;
        appendEscape(out, static_cast<unsigned char>(text[pos]), true);
    } else if (isHiddenControl(c.code) && !(keepLineFeeds && c.code == '\n')) {
        appendEscape(out, c.code, false);
    } else {
        out.append(text.substr(pos, c.bytes));
    }
    return c.bytes;
}

} // namespace

Utf8Char decodeUtf8(std::string_view text, std::size_t pos)
{
    const auto byte = [&](std::size_t k) { return static_cast<unsigned char>(text[k]); };
    const unsigned char b0 = byte(pos);
    if (b0 < 0x80)
        return {b0, 1, true};
    std::size_t length = 0;
    char32_t code = 0, least = 0;
    if (b0 >= 0xc2 && b0 <= 0xdf) {
        length = 2;
        code = b0 & 0x1f;
        least = 0x80;
    } else if (b0 >= 0xe0 && b0 <= 0xef) {
        length = 3;
        code = b0 & 0x0f;
        least = 0x800;
    } else if (b0 >= 0xf0 && b0 <= 0xf4) {
        length = 4;
        code = b0 & 0x07;
        least = 0x10000;
    } else {
        return {b0, 1, false};
    }
    if (pos + length > text.size())
        return {b0, 1, false};
    for (std::size_t k = 1; k < length; ++k) {
        const unsigned char b = byte(pos + k);
        if ((b & 0xc0) != 0x80)
            return {b0, 1, false};
        code = (code << 6) | (b & 0x3f);
    }
    if (code < least || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff))
        return {b0, 1, false};
    return {code, length, true};
}

bool isHiddenControl(char32_t c)
{
    return (c < 0x20 && c != '\t') || (c >= 0x7f && c <= 0x9f) || c == 0x061c || c == 0x200e || c == 0x200f ||
           (c >= 0x202a && c <= 0x202e) || (c >= 0x2066 && c <= 0x2069);
}

std::string escapedText(std::string_view text, bool keepLineFeeds, std::size_t *invalidBytes)
{
    std::string out;
    out.reserve(text.size());
    for (std::size_t i = 0; i < text.size();)
        i += appendShown(out, text, i, keepLineFeeds, invalidBytes);
    return out;
}

std::string terminalSafe(std::string_view line, std::size_t maxBytes)
{
    // A crafted file must not reach the terminal's control sequences (ESC
    // or U+009B set the title or clear the screen, BEL rings, U+202E
    // reverses what follows): they are shown escaped, a NUL included, so
    // nothing is cut or hidden.
    std::string out;
    std::size_t i = 0;
    while (i < line.size() && out.size() < maxBytes)
        i += appendShown(out, line, i, false, nullptr);
    if (i < line.size())
        out += "... (" + std::to_string(line.size() - i) + " more bytes)";
    return out;
}

} // namespace cli
