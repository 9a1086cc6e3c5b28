// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace tco {

/** One point of the history of training-cost magnitude (docs/model.md). */
struct HistoryPoint {
    double year = 0;
    std::string label;
    double costUsd = 0;
    std::string kind; ///< "article", "estimate", "forecast" or "user"
    std::string source;
};

/** Parses history CSV (year,label,cost_usd,kind,source); rows that are not
 *  valid (non-positive cost, year outside 1950..2100) are skipped and
 *  counted in `skipped`. */
std::vector<HistoryPoint> parseHistory(std::string_view csvText, int *skipped = nullptr);
/** The built-in points from resources/history/training_costs.csv. */
const std::vector<HistoryPoint> &builtinHistory();

/** Exponential growth trend cost = exp(a + b (year - 2000)), fitted by
 *  least squares on log cost. Forecasts are left out of the fit. */
struct GrowthTrend {
    double a = 0;
    double b = 0;   ///< per year, natural log
    int points = 0; ///< points used; < 2 = no trend
    double costAt(double year) const;
    double growthPerYear() const; ///< factor, e.g. 3.1 = x3.1 per year
};
GrowthTrend fitGrowthTrend(const std::vector<HistoryPoint> &points);

} // namespace tco
