// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <numbers>
#include <random>
#include <vector>

namespace tco {

/** The q-quantile (0..1) of ascending samples, linearly interpolated. */
inline double percentile(const std::vector<double> &sorted, double q)
{
    if (sorted.empty())
        return 0;
    const double pos = q * static_cast<double>(sorted.size() - 1);
    const auto lo = static_cast<std::size_t>(pos);
    const std::size_t hi = std::min(lo + 1, sorted.size() - 1);
    const double frac = pos - static_cast<double>(lo);
    return sorted[lo] * (1.0 - frac) + sorted[hi] * frac;
}

/** Reproducible variates for every Monte Carlo of the model (the plan's,
 *  model/analysis.h; the portfolio's, model/portfolio/risk.h):
 *  std::mt19937_64 is fully specified by the standard, the std
 *  distributions are not, so these are written out. */
class Random
{
public:
    explicit Random(std::uint64_t seed) : m_engine(seed) {}
    double uniform() // (0, 1)
    {
        return (static_cast<double>(m_engine() >> 11) + 0.5) * 0x1.0p-53;
    }
    double normal() // Box-Muller
    {
        if (m_hasSpare) {
            m_hasSpare = false;
            return m_spare;
        }
        const double r = std::sqrt(-2.0 * std::log(uniform()));
        const double t = 2.0 * std::numbers::pi * uniform();
        m_spare = r * std::sin(t);
        m_hasSpare = true;
        return r * std::cos(t);
    }
    double poisson(double mean)
    {
        if (mean > 30.0) // normal approximation, continuity-corrected
            return std::max(0.0, std::round(mean + std::sqrt(mean) * normal()));
        const double limit = std::exp(-mean); // Knuth
        double k = 0, p = uniform();
        while (p > limit) {
            p *= uniform();
            k += 1;
        }
        return k;
    }

private:
    std::mt19937_64 m_engine;
    double m_spare = 0;
    bool m_hasSpare = false;
};

} // namespace tco
