// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cmath>

namespace tco {

/** Golden-section search for the minimum of a unimodal `f` on [lo, hi]:
 *  one evaluation per step, at most `maxSteps` steps or until the bracket is
 *  narrower than `tolerance`. `f` may return any type with operator<
 *  (e.g. a pair that ranks feasibility before cost). Returns the middle of
 *  the final bracket. */
template <class F> double goldenSectionMinimum(F &&f, double lo, double hi, int maxSteps, double tolerance)
{
    const double phi = (std::sqrt(5.0) - 1.0) / 2.0;
    double a = hi - phi * (hi - lo), b = lo + phi * (hi - lo);
    auto fa = f(a), fb = f(b);
    for (int i = 0; i < maxSteps && hi - lo > tolerance; ++i) {
        if (fa < fb) {
            hi = b;
            b = a;
            fb = fa;
            a = hi - phi * (hi - lo);
            fa = f(a);
        } else {
            lo = a;
            a = b;
            fa = fb;
            b = lo + phi * (hi - lo);
            fb = f(b);
        }
    }
    return (lo + hi) / 2;
}

} // namespace tco
