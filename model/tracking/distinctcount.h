// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstddef>
#include <cstdint>
#include <string_view>
#include <unordered_set>
#include <vector>

namespace tco {

/** How many different texts were added, in memory that stops growing: the
 *  count is exact up to kExactDistinct texts (their 64-bit hashes are kept;
 *  two texts of one hash, about one chance in 10^12 at that size, count
 *  once), then estimated from a HyperLogLog sketch of 2^14 one-byte
 *  registers (Flajolet et al. 2007; a standard error of about 0.8 %), and
 *  `estimated()` says so. The spend tally counts with it the tag values it
 *  no longer tells apart (spendtally.h, TagLimits). */
class DistinctCount
{
public:
    void add(std::string_view text);
    std::size_t count() const;
    /** An estimate as it is shown, as precise as it is: two significant
     *  digits (987,654 is 990,000). */
    static std::size_t rounded(std::size_t estimate);
    bool estimated() const { return !m_registers.empty(); }

    static constexpr std::size_t kExactDistinct = 16384;

private:
    void addToSketch(std::uint64_t hash);

    std::unordered_set<std::uint64_t> m_exact; ///< while exact
    std::vector<std::uint8_t> m_registers;     ///< the sketch, once past kExactDistinct
};

} // namespace tco
