// SPDX-License-Identifier: GPL-3.0-or-later
#include "commands.h"
#include "format.h"
#include "json.h"
#include "table.h"

#include <plan/history.h>

#include <cmath>
#include <ostream>

namespace cli {

namespace {
/** The estimates of a run for one CSV cell: "cost (kind): source" joined by " | ". */
std::string sourcesText(const tco::HistoryRun &r)
{
    std::string text;
    for (const tco::HistoryPoint &p : r.sources)
        text += (text.empty() ? "" : " | ") + usdText(p.costUsd) + " (" + p.kind + "): " + p.source;
    return text;
}

/** A calendar year as text: 2025 for a run published in 2025 (year 2025.52). */
std::string yearText(double year)
{
    return fixedText(std::floor(year), 0);
}

/** "Next-generation model in development (2025): forecast 1B; the most expensive finished run of
 *  2025 was Grok 4 at 435.9M, 0.44 times the forecast." */
std::string outcomeText(const tco::HistoryRun &r)
{
    return r.label + " (" + yearText(r.year) + "): forecast " + usdText(r.costUsd) +
           "; the most expensive finished run of " + yearText(r.year) + " was " + r.outcomeLabel + " at " +
           usdText(r.outcomeUsd) + ", " + humanNumber(r.outcomeUsd / r.costUsd, 2) + " times the forecast.";
}
} // namespace

Command historyCommand()
{
    Command c{.name = "history",
              .summary = "print the built-in history of training-cost magnitude and its fitted growth trend",
              .formats = {"csv", "json", "text"}};
    c.details = R"(One row per training run. A run with several published estimates has its central cost (the
median of the estimates on a log scale) and their range; forecasts have kind 'forecast'.
A year such as 2025.52 is a run's publication date (2025-07-09). A forecast whose calendar year
has passed is set against what happened: the most expensive finished run of that year.
CSV columns: year, label, cost_usd, cost_low_usd, cost_high_usd, kind, frontier, sources, note,
trend_usd (the fitted trend at that year), outcome_label and outcome_usd (for a past forecast).
The trend is cost = exp(a + b (year - 2000)), least squares on log cost of the frontier runs
only: runs within 10x of the most expensive run of their year; forecasts are never frontier.

Example:
  llm-tco history --format json)";
    c.run = [](const ParsedOptions &o, Io &io) {
        const std::string format = o.format();
        const auto &runs = tco::builtinRuns();
        const tco::GrowthTrend trend = tco::fitGrowthTrend(runs);
        const bool hasTrend = trend.points >= 2;
        if (format == "json") {
            JsonWriter j;
            j.beginObject().beginArray("points");
            for (const tco::HistoryRun &r : runs) {
                j.beginObject()
                    .value("year", r.year)
                    .value("label", r.label)
                    .value("costUsd", r.costUsd)
                    .value("kind", r.kind)
                    .value("frontier", r.frontier);
                if (r.hasRange())
                    j.value("costLowUsd", r.costLowUsd).value("costHighUsd", r.costHighUsd);
                if (!r.note.empty())
                    j.value("note", r.note);
                if (r.hasOutcome())
                    j.beginObject("outcome")
                        .value("label", r.outcomeLabel)
                        .value("costUsd", r.outcomeUsd)
                        .value("ratioToForecast", r.outcomeUsd / r.costUsd)
                        .endObject();
                j.beginArray("sources");
                for (const tco::HistoryPoint &p : r.sources)
                    j.beginObject()
                        .value("costUsd", p.costUsd)
                        .value("kind", p.kind)
                        .value("source", p.source)
                        .endObject();
                j.endArray().endObject();
            }
            j.endArray().beginObject("trend").value("points", static_cast<double>(trend.points));
            if (hasTrend)
                j.value("a", trend.a)
                    .value("b", trend.b)
                    .value("growthPerYear", trend.growthPerYear())
                    .value("growthLowPerYear", trend.growthLow())
                    .value("growthHighPerYear", trend.growthHigh())
                    .value("firstYear", trend.firstYear)
                    .value("lastYear", trend.lastYear);
            j.value("formula", "costUsd = exp(a + b * (year - 2000))")
                .value("range", "growth per year at b -/+ one standard error")
                .value("fittedOn", "frontier runs: within 10x of the most expensive run of their year; "
                                   "forecasts left out")
                .value("publishedGrowthPerYear", tco::kPublishedFrontierGrowth)
                .value("publishedSource", tco::kPublishedFrontierGrowthSource)
                .endObject()
                .value("asOfYear", tco::kHistoryAsOfYear)
                .endObject();
            io.out << j.text();
        } else if (format == "csv") {
            std::string out = "year,label,cost_usd,cost_low_usd,cost_high_usd,kind,frontier,sources,note,"
                              "trend_usd,outcome_label,outcome_usd\n";
            for (const tco::HistoryRun &r : runs)
                out += csvNumber(r.year) + ',' + csvField(r.label) + ',' + csvNumber(r.costUsd) + ',' +
                       csvNumber(r.costLowUsd) + ',' + csvNumber(r.costHighUsd) + ',' + csvField(r.kind) +
                       ',' + (r.frontier ? "yes" : "no") + ',' + csvField(sourcesText(r)) + ',' +
                       csvField(r.note) + ',' + (hasTrend ? csvNumber(trend.costAt(r.year)) : std::string()) +
                       ',' + csvField(r.outcomeLabel) + ',' +
                       (r.hasOutcome() ? csvNumber(r.outcomeUsd) : "") + '\n';
            io.out << out;
        } else {
            TextTable t({"YEAR", "COST", "RANGE", "KIND", "FRONTIER", "LABEL"});
            t.setAlign(1, TextTable::Align::Right);
            for (const tco::HistoryRun &r : runs)
                t.addRow({fixedText(r.year, 2), usdText(r.costUsd),
                          r.hasRange() ? usdText(r.costLowUsd) + " - " + usdText(r.costHighUsd) : "", r.kind,
                          r.frontier ? "yes" : "no", r.label});
            t.print(io.out);
            bool notes = false;
            for (const tco::HistoryRun &r : runs) {
                if (r.note.empty())
                    continue;
                io.out << (notes ? "" : "\nNotes:\n") << "  " << r.label << ": " << r.note << '\n';
                notes = true;
            }
            bool outcomes = false;
            for (const tco::HistoryRun &r : runs) {
                if (!r.hasOutcome())
                    continue;
                io.out << (outcomes ? "" : "\nForecasts whose year has passed, against what happened:\n")
                       << "  " << outcomeText(r) << '\n';
                outcomes = true;
            }
            if (hasTrend)
                io.out << "\nFitted trend over " << trend.points << " frontier runs, "
                       << yearText(trend.firstYear) << "-" << yearText(trend.lastYear) << " (within "
                       << fixedText(tco::kFrontierFactor, 0)
                       << "x of the most expensive run of their year; forecasts left out): x"
                       << humanNumber(trend.growthPerYear(), 2) << " per year (x"
                       << humanNumber(trend.growthLow(), 2) << " to x" << humanNumber(trend.growthHigh(), 2)
                       << ", one standard error).\nPublished for comparison: x"
                       << humanNumber(tco::kPublishedFrontierGrowth, 2) << " per year, "
                       << tco::kPublishedFrontierGrowthSource << ".\n";
        }
        return 0;
    };
    return c;
}

} // namespace cli
