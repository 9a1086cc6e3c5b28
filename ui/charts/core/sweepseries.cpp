// SPDX-License-Identifier: GPL-3.0-or-later
#include "charts/core/sweepseries.h"

#include <algorithm>
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

tco::Condition infeasibleReason(const tco::Result &r)
{
    for (std::size_t c = 0; c < tco::kConditionCount; ++c) {
        const auto condition = static_cast<tco::Condition>(c);
        if (r.conditions[c] && tco::conditionSeverity(condition) == tco::Severity::Infeasible)
            return condition;
    }
    return tco::Condition::Count;
}

InfeasibleSpans infeasibleSpans(const std::vector<tco::SweepPoint> &sweep, bool logSpacing)
{
    InfeasibleSpans out;
    const std::size_t n = sweep.size();
    std::size_t i = 0;
    while (i < n) {
        if (sweep[i].result.feasible()) {
            ++i;
            continue;
        }
        const std::size_t first = i;
        while (i < n && !sweep[i].result.feasible())
            ++i;
        const std::size_t last = i - 1;
        InfeasibleSpans::Span span;
        span.reason = infeasibleReason(sweep[first].result);
        if (n == 1) {
            span.from = sweep[0].x / 2.0;
            span.to = sweep[0].x * 2.0;
        } else {
            span.from = first > 0 ? between(sweep[first - 1].x, sweep[first].x, logSpacing)
                                  : beyond(sweep[0].x, sweep[1].x, logSpacing);
            span.to = last + 1 < n ? between(sweep[last].x, sweep[last + 1].x, logSpacing)
                                   : beyond(sweep[n - 1].x, sweep[n - 2].x, logSpacing);
        }
        if (out.count < InfeasibleSpans::kMax)
            out.spans[static_cast<std::size_t>(out.count++)] = span;
        else
            out.spans.back().to = span.to;
    }
    return out;
}

InfeasibleSpans intersect(const InfeasibleSpans &a, const InfeasibleSpans &b)
{
    InfeasibleSpans out;
    for (int i = 0; i < a.count; ++i) {
        for (int j = 0; j < b.count; ++j) {
            const InfeasibleSpans::Span &x = a.spans[static_cast<std::size_t>(i)];
            const InfeasibleSpans::Span &y = b.spans[static_cast<std::size_t>(j)];
            const double from = std::max(x.from, y.from);
            const double to = std::min(x.to, y.to);
            if (to > from && out.count < InfeasibleSpans::kMax)
                out.spans[static_cast<std::size_t>(out.count++)] = {from, to, x.reason};
        }
    }
    return out;
}

} // namespace planner
