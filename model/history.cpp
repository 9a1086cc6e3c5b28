// SPDX-License-Identifier: GPL-3.0-or-later
#include "history.h"

#include "builtindata.h"
#include "csv.h"

#include <charconv>
#include <cmath>

namespace tco {

namespace {
bool toDouble(const std::string &text, double &out)
{
    const auto r = std::from_chars(text.data(), text.data() + text.size(), out);
    return r.ec == std::errc() && r.ptr == text.data() + text.size() && std::isfinite(out);
}
} // namespace

std::vector<HistoryPoint> parseHistory(std::string_view csvText, int *skipped)
{
    std::vector<HistoryPoint> points;
    int bad = 0;
    const auto rows = parseCsv(csvText);
    for (std::size_t i = 1; i < rows.size(); ++i) { // row 0 is the header
        const auto &f = rows[i].fields;
        HistoryPoint p;
        if (f.size() < 5 || !toDouble(f[0], p.year) || !toDouble(f[2], p.costUsd) || p.costUsd <= 0 ||
            p.year < 1950 || p.year > 2100) {
            ++bad;
            continue;
        }
        p.label = f[1];
        p.kind = f[3];
        p.source = f[4];
        points.push_back(std::move(p));
    }
    if (skipped)
        *skipped = bad;
    return points;
}

const std::vector<HistoryPoint> &builtinHistory()
{
    static const std::vector<HistoryPoint> points = parseHistory(builtinHistoryCsv());
    return points;
}

double GrowthTrend::costAt(double year) const
{
    return std::exp(a + b * (year - 2000.0));
}
double GrowthTrend::growthPerYear() const
{
    return std::exp(b);
}

GrowthTrend fitGrowthTrend(const std::vector<HistoryPoint> &points)
{
    double n = 0, sx = 0, sy = 0, sxx = 0, sxy = 0;
    for (const HistoryPoint &p : points) {
        if (p.kind == "forecast")
            continue;
        const double x = p.year - 2000.0;
        const double y = std::log(p.costUsd);
        n += 1;
        sx += x;
        sy += y;
        sxx += x * x;
        sxy += x * y;
    }
    GrowthTrend t;
    t.points = static_cast<int>(n);
    const double denom = n * sxx - sx * sx;
    if (n < 2 || std::abs(denom) < 1e-12) {
        t.points = std::min(t.points, 1);
        return t;
    }
    t.b = (n * sxy - sx * sy) / denom;
    t.a = (sy - t.b * sx) / n;
    return t;
}

} // namespace tco
