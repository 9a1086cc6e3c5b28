// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace tco {

/** One published estimate of the cost of a training run (one row of the
 *  history CSV, docs/model.md §11). */
struct HistoryPoint {
    double year = 0;
    std::string label;
    double costUsd = 0;
    std::string kind; ///< "article", "estimate", "forecast" or "user"
    std::string source;
    std::string note; ///< optional sixth column: why sources disagree, how a figure was derived
};

/** Parses history CSV (year,label,cost_usd,kind,source[,note]); rows that
 *  are not valid (non-positive cost, year outside 1950..2100) are skipped
 *  and counted in `skipped`. */
std::vector<HistoryPoint> parseHistory(std::string_view csvText, int *skipped = nullptr);
/** The built-in estimates from resources/history/training_costs.csv. */
const std::vector<HistoryPoint> &builtinHistory();

/** A run is frontier when its cost is at least the most expensive
 *  non-forecast run of its calendar year divided by this factor. */
inline constexpr double kFrontierFactor = 10;

/** The year the built-in history runs to (docs/model.md §11): the plan is
 *  drawn at it, and a forecast for an earlier calendar year has passed. */
inline constexpr double kHistoryAsOfYear = 2026;

/** One training run (or one forecast) with all its estimates. */
struct HistoryRun {
    double year = 0;
    std::string label;
    /** The estimates' kind when they share one; otherwise "forecast" if any
     *  is a forecast, else "estimate". */
    std::string kind;
    double costUsd = 0;                ///< central: the median of the estimates on a log scale
    double costLowUsd = 0;             ///< the lowest estimate
    double costHighUsd = 0;            ///< the highest estimate
    std::vector<HistoryPoint> sources; ///< every estimate, in file order
    std::string note;                  ///< the estimates' notes, joined
    bool frontier = false;             ///< see kFrontierFactor; forecasts never are
    /** A forecast whose calendar year has passed, against what happened:
     *  the most expensive finished run of that year (empty label: none). */
    std::string outcomeLabel;
    double outcomeUsd = 0;
    bool forecast() const { return kind == "forecast"; }
    bool hasRange() const { return costHighUsd > costLowUsd; }
    bool hasOutcome() const { return outcomeUsd > 0; }
    /** The calendar year (2025 for a run published on 2025-02-17, year 2025.13). */
    int calendarYear() const;
};

/** Groups estimates into runs: rows with the same year and label are one run.
 *  Runs keep the order of their first row; `frontier` is set, and so is the
 *  outcome of every forecast for a calendar year before `asOfYear`'s. */
std::vector<HistoryRun> groupRuns(const std::vector<HistoryPoint> &points,
                                  double asOfYear = kHistoryAsOfYear);
/** The built-in runs (groupRuns of builtinHistory()). */
const std::vector<HistoryRun> &builtinRuns();

/** Exponential growth trend cost = exp(a + b (year - 2000)), fitted by
 *  least squares on the log of the central cost of frontier runs only
 *  (forecasts are never frontier). */
struct GrowthTrend {
    double a = 0;
    double b = 0;         ///< per year, natural log
    double bStdError = 0; ///< standard error of b; 0 with fewer than three points
    int points = 0;       ///< runs used; < 2 = no trend
    double firstYear = 0; ///< the years of the runs used
    double lastYear = 0;
    double costAt(double year) const;
    double growthPerYear() const; ///< factor, e.g. 3.1 = x3.1 per year
    /** exp(b -/+ one standard error): the range of the yearly factor. */
    double growthLow() const;
    double growthHigh() const;
};
GrowthTrend fitGrowthTrend(const std::vector<HistoryRun> &runs);

/** A published rate to compare the fit with: the cost of frontier training
 *  runs grew about x2.4 per year since 2016. */
inline constexpr double kPublishedFrontierGrowth = 2.4;
inline constexpr const char *kPublishedFrontierGrowthSource =
    "Cottier, Rahman, Fattorini, Maslej, Owen (2024), 'The rising costs of training frontier AI models' "
    "(arXiv:2405.21015), abstract";
/** Groups the estimates into runs first. */
GrowthTrend fitGrowthTrend(const std::vector<HistoryPoint> &points);

} // namespace tco
