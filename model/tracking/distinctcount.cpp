// SPDX-License-Identifier: GPL-3.0-or-later
#include "distinctcount.h"

#include <bit>
#include <cmath>

namespace tco {

namespace {

constexpr int kIndexBits = 14;
constexpr std::size_t kRegisters = std::size_t(1) << kIndexBits;

/** FNV-1a, then splitmix64's finaliser: every bit of the hash depends on
 *  every byte, as the sketch's registers and ranks need, and the same on
 *  every platform (std::hash is not), so a count is reproducible. */
std::uint64_t hash64(std::string_view text)
{
    std::uint64_t h = 14695981039346656037ull;
    for (const char c : text) {
        h ^= static_cast<unsigned char>(c);
        h *= 1099511628211ull;
    }
    h ^= h >> 30;
    h *= 0xbf58476d1ce4e5b9ull;
    h ^= h >> 27;
    h *= 0x94d049bb133111ebull;
    h ^= h >> 31;
    return h;
}

} // namespace

void DistinctCount::add(std::string_view text)
{
    const std::uint64_t h = hash64(text);
    if (m_registers.empty()) {
        m_exact.insert(h);
        if (m_exact.size() <= kExactDistinct)
            return;
        // Past the exact count: the sketch takes over, its memory fixed.
        m_registers.assign(kRegisters, 0);
        for (const std::uint64_t seen : m_exact)
            addToSketch(seen);
        m_exact = {};
        return;
    }
    addToSketch(h);
}

void DistinctCount::addToSketch(std::uint64_t hash)
{
    // The first bits pick the register; it keeps the longest run of
    // leading zeros (plus one) seen in the rest.
    const std::size_t index = static_cast<std::size_t>(hash >> (64 - kIndexBits));
    const std::uint64_t rest = (hash << kIndexBits) | (std::uint64_t(1) << (kIndexBits - 1));
    const auto rank = static_cast<std::uint8_t>(std::countl_zero(rest) + 1);
    if (m_registers[index] < rank)
        m_registers[index] = rank;
}

std::size_t DistinctCount::count() const
{
    if (m_registers.empty())
        return m_exact.size();
    const double m = static_cast<double>(kRegisters);
    double sum = 0;
    std::size_t zeros = 0;
    for (const std::uint8_t r : m_registers) {
        sum += std::ldexp(1.0, -static_cast<int>(r));
        zeros += r == 0 ? 1 : 0;
    }
    const double alpha = 0.7213 / (1.0 + 1.079 / m);
    double estimate = alpha * m * m / sum;
    // Linear counting while enough registers are still empty (up to about
    // three per register it is the better estimate; Flajolet et al. 2007,
    // and Heule et al. 2013 for the raw estimate's bias below five).
    if (zeros > 0) {
        const double linear = m * std::log(m / static_cast<double>(zeros));
        if (linear <= 3.0 * m)
            estimate = linear;
    }
    return static_cast<std::size_t>(std::llround(estimate));
}

std::size_t DistinctCount::rounded(std::size_t estimate)
{
    if (estimate < 100)
        return estimate;
    const double unit = std::pow(10.0, std::floor(std::log10(static_cast<double>(estimate))) - 1);
    return static_cast<std::size_t>(std::llround(std::round(static_cast<double>(estimate) / unit) * unit));
}

} // namespace tco
