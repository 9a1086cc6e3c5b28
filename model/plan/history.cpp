// SPDX-License-Identifier: GPL-3.0-or-later
#include "history.h"

#include "builtindata.h"
#include "csv.h"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <map>

namespace tco {

namespace {
bool toDouble(const std::string &text, double &out)
{
    const auto r = std::from_chars(text.data(), text.data() + text.size(), out);
    return r.ec == std::errc() && r.ptr == text.data() + text.size() && std::isfinite(out);
}

/** The median of the logs of `costs`, as a cost (two: their geometric mean). */
double logMedian(std::vector<double> costs)
{
    std::sort(costs.begin(), costs.end());
    const std::size_t n = costs.size();
    if (n % 2 == 1)
        return costs[n / 2];
    return std::sqrt(costs[n / 2 - 1] * costs[n / 2]);
}

std::string runKind(const std::vector<HistoryPoint> &sources)
{
    bool same = true, forecast = false;
    for (const HistoryPoint &p : sources) {
        same = same && p.kind == sources.front().kind;
        forecast = forecast || p.kind == "forecast";
    }
    if (same)
        return sources.front().kind;
    return forecast ? "forecast" : "estimate";
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
        if (f.size() > 5)
            p.note = f[5];
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

int HistoryRun::calendarYear() const
{
    return static_cast<int>(std::floor(year));
}

std::vector<HistoryRun> groupRuns(const std::vector<HistoryPoint> &points, double asOfYear)
{
    std::vector<HistoryRun> runs;
    for (const HistoryPoint &p : points) {
        auto it = std::find_if(runs.begin(), runs.end(),
                               [&](const HistoryRun &r) { return r.year == p.year && r.label == p.label; });
        if (it == runs.end()) {
            runs.push_back({});
            it = std::prev(runs.end());
            it->year = p.year;
            it->label = p.label;
        }
        it->sources.push_back(p);
    }
    std::map<int, const HistoryRun *> topOfYear; // calendar year -> most expensive non-forecast run
    for (HistoryRun &r : runs) {
        std::vector<double> costs;
        for (const HistoryPoint &p : r.sources) {
            costs.push_back(p.costUsd);
            if (!p.note.empty())
                r.note += (r.note.empty() ? "" : " ") + p.note;
        }
        r.kind = runKind(r.sources);
        r.costUsd = logMedian(costs);
        r.costLowUsd = *std::min_element(costs.begin(), costs.end());
        r.costHighUsd = *std::max_element(costs.begin(), costs.end());
    }
    for (const HistoryRun &r : runs) {
        const HistoryRun *&top = topOfYear[r.calendarYear()];
        if (!r.forecast() && (!top || r.costUsd > top->costUsd))
            top = &r;
    }
    for (HistoryRun &r : runs) {
        const HistoryRun *top = topOfYear[r.calendarYear()];
        r.frontier = !r.forecast() && r.costUsd * kFrontierFactor >= top->costUsd;
        if (r.forecast() && top && r.calendarYear() < static_cast<int>(std::floor(asOfYear))) {
            r.outcomeLabel = top->label;
            r.outcomeUsd = top->costUsd;
        }
    }
    return runs;
}

const std::vector<HistoryRun> &builtinRuns()
{
    static const std::vector<HistoryRun> runs = groupRuns(builtinHistory());
    return runs;
}

double GrowthTrend::costAt(double year) const
{
    return std::exp(a + b * (year - 2000.0));
}
double GrowthTrend::growthPerYear() const
{
    return std::exp(b);
}
double GrowthTrend::growthLow() const
{
    return std::exp(b - bStdError);
}
double GrowthTrend::growthHigh() const
{
    return std::exp(b + bStdError);
}

GrowthTrend fitGrowthTrend(const std::vector<HistoryRun> &runs)
{
    std::vector<double> xs, ys;
    GrowthTrend t;
    for (const HistoryRun &r : runs) {
        if (!r.frontier)
            continue;
        xs.push_back(r.year - 2000.0);
        ys.push_back(std::log(r.costUsd));
        t.firstYear = xs.size() == 1 ? r.year : std::min(t.firstYear, r.year);
        t.lastYear = xs.size() == 1 ? r.year : std::max(t.lastYear, r.year);
    }
    const double n = static_cast<double>(xs.size());
    double sx = 0, sy = 0;
    for (std::size_t i = 0; i < xs.size(); ++i) {
        sx += xs[i];
        sy += ys[i];
    }
    double sxx = 0, sxy = 0; // about the means, for a stable slope
    for (std::size_t i = 0; i < xs.size(); ++i) {
        sxx += (xs[i] - sx / n) * (xs[i] - sx / n);
        sxy += (xs[i] - sx / n) * (ys[i] - sy / n);
    }
    t.points = static_cast<int>(n);
    if (n < 2 || sxx < 1e-12) {
        t.points = std::min(t.points, 1);
        return t;
    }
    t.b = sxy / sxx;
    t.a = sy / n - t.b * sx / n;
    if (n > 2) {
        double ssr = 0;
        for (std::size_t i = 0; i < xs.size(); ++i) {
            const double e = ys[i] - (t.a + t.b * xs[i]);
            ssr += e * e;
        }
        t.bStdError = std::sqrt(ssr / (n - 2) / sxx);
    }
    return t;
}

GrowthTrend fitGrowthTrend(const std::vector<HistoryPoint> &points)
{
    return fitGrowthTrend(groupRuns(points));
}

} // namespace tco
