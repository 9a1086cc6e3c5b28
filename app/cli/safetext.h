// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstddef>
#include <string>
#include <string_view>

namespace cli {

/** One character of a UTF-8 text: its code point and length, or, for a
 *  byte that starts no valid UTF-8 sequence (a stray continuation byte,
 *  an overlong or truncated sequence, a surrogate), that byte alone with
 *  `valid` false. */
struct Utf8Char {
    char32_t code = 0;
    std::size_t bytes = 1;
    bool valid = false;
};
Utf8Char decodeUtf8(std::string_view text, std::size_t pos);

/** A character that can change what a terminal or a reader shows without
 *  being seen: C0 controls (not a tab), DEL, C1 controls (U+0080..U+009F,
 *  U+009B starts a terminal sequence as ESC [ does) and the bidirectional
 *  formatting characters (U+061C, U+200E, U+200F, U+202A..U+202E,
 *  U+2066..U+2069), which reorder the text around them. */
bool isHiddenControl(char32_t code);

/** `text` as it may be shown (issue 52, "every echoed value escapes C0,
 *  C1 and bidirectional controls"; "text is valid UTF-8"): a hidden
 *  control is written \xNN below U+0080 and \uNNNN above, a byte of
 *  invalid UTF-8 \xNN, so the result is valid UTF-8 and shows every byte.
 *  Line feeds are kept when `keepLineFeeds`. `invalidBytes`, when given,
 *  is increased by the invalid bytes found. */
std::string escapedText(std::string_view text, bool keepLineFeeds, std::size_t *invalidBytes = nullptr);

/** `line` as it may be shown on a terminal: escapedText() without line
 *  feeds, cut to about `maxBytes` with how much more there was (a 10 MB
 *  header echoed per message). */
std::string terminalSafe(std::string_view line, std::size_t maxBytes = 1000);

} // namespace cli
