// SPDX-License-Identifier: GPL-3.0-or-later
#include "commands.h"
#include "format.h"
#include "json.h"
#include "table.h"

#include <history.h>

#include <ostream>

namespace cli {

Command historyCommand()
{
    Command c;
    c.name = "history";
    c.summary = "print the built-in history of training-cost magnitude and its fitted growth trend";
    c.options = {formatSpec({"csv", "json", "text"})};
    c.details =
        "CSV columns: year, label, cost_usd, kind, source, trend_usd (the fitted trend at that year).\n"
        "The trend is cost = exp(a + b (year - 2000)), least squares on log cost, forecasts left out.\n\n"
        "Example:\n  llm-tco history --format json";
    c.run = [](const ParsedOptions &o, Io &io) {
        const std::string format = formatOption(o, {"csv", "json", "text"});
        const auto &points = tco::builtinHistory();
        const tco::GrowthTrend trend = tco::fitGrowthTrend(points);
        const bool hasTrend = trend.points >= 2;
        if (format == "json") {
            JsonWriter j;
            j.beginObject().beginArray("points");
            for (const tco::HistoryPoint &p : points)
                j.beginObject()
                    .value("year", p.year)
                    .value("label", p.label)
                    .value("costUsd", p.costUsd)
                    .value("kind", p.kind)
                    .value("source", p.source)
                    .endObject();
            j.endArray().beginObject("trend").value("points", static_cast<double>(trend.points));
            if (hasTrend)
                j.value("a", trend.a).value("b", trend.b).value("growthPerYear", trend.growthPerYear());
            j.value("formula", "costUsd = exp(a + b * (year - 2000))").endObject().endObject();
            io.out << j.text();
        } else if (format == "csv") {
            std::string out = "year,label,cost_usd,kind,source,trend_usd\n";
            for (const tco::HistoryPoint &p : points)
                out += csvNumber(p.year) + ',' + csvField(p.label) + ',' + csvNumber(p.costUsd) + ',' +
                       csvField(p.kind) + ',' + csvField(p.source) + ',' +
                       (hasTrend ? csvNumber(trend.costAt(p.year)) : std::string()) + '\n';
            io.out << out;
        } else {
            TextTable t({"YEAR", "COST", "KIND", "LABEL"});
            t.setAlign(1, TextTable::Align::Right);
            for (const tco::HistoryPoint &p : points)
                t.addRow({fixedText(p.year, 2), usdText(p.costUsd), p.kind, p.label});
            t.print(io.out);
            if (hasTrend)
                io.out << "\nFitted trend over " << trend.points << " points (forecasts left out): x"
                       << humanNumber(trend.growthPerYear(), 3) << " per year.\n";
        }
        return 0;
    };
    return c;
}

} // namespace cli
