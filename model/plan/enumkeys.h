// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstddef>
#include <iterator>
#include <string_view>

namespace tco {

/** The key of enumerator `e` in `keys`, a table in the enum's order; empty
 *  for a value past the table (a corrupted or future enumerator), never a
 *  read past its end. Every enum's key function goes through it. */
template <class Keys, class Enum> constexpr std::string_view enumKey(const Keys &keys, Enum e)
{
    const auto index = static_cast<std::size_t>(e);
    return index < std::size(keys) ? std::string_view(keys[index]) : std::string_view{};
}

} // namespace tco
