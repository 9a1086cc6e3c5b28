// SPDX-License-Identifier: GPL-3.0-or-later
#include "sweepseries.h"

#include <cmath>

namespace planner {

namespace {
double between(double a, double b, bool log)
{
    return log && a > 0 && b > 0 ? std::sqrt(a * b) : (a + b) / 2.0;
}
double beyond(double edge, double neighbour, bool log)
{
    // Far past the sweep's end: the region runs off the axis.
    if (log && edge > 0 && neighbour > 0)
        return edge * std::pow(edge / neighbour, 50.0);
    return edge + 50.0 * (edge - neighbour);
}
} // namespace

BlockedSpan cannotFinishSpan(const std::vector<tco::SweepPoint> &sweep, bool logSpacing)
{
    BlockedSpan span;
    const std::size_t n = sweep.size();
    std::size_t first = n, last = 0;
    for (std::size_t i = 0; i < n; ++i) {
        if (sweep[i].result.has(tco::Condition::RunCannotFinish)) {
            first = std::min(first, i);
            last = i;
        }
    }
    if (first == n)
        return span;
    span.any = true;
    if (n == 1) {
        span.from = sweep[0].x / 2.0;
        span.to = sweep[0].x * 2.0;
        return span;
    }
    span.from = first > 0 ? between(sweep[first - 1].x, sweep[first].x, logSpacing)
                          : beyond(sweep[0].x, sweep[1].x, logSpacing);
    span.to = last + 1 < n ? between(sweep[last].x, sweep[last + 1].x, logSpacing)
                           : beyond(sweep[n - 1].x, sweep[n - 2].x, logSpacing);
    return span;
}

} // namespace planner
