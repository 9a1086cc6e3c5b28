// SPDX-License-Identifier: GPL-3.0-or-later
// `llm-tco portfolio compare` as text, JSON and CSV: what moved the annual
// cost from portfolio A to portfolio B, as a waterfall whose steps add up
// from A's annual cost to B's (docs/model.md §16.7), and each run's change.
#include "format.h"
#include "json.h"
#include "portfoliooutput.h"
#include "table.h"

#include <plan/calendar.h>

#include <ostream>

namespace cli {

namespace {

std::string causeWords(tco::CostCause c)
{
    switch (c) {
    case tco::CostCause::Owned:
        return "owned accelerators used by runs";
    case tco::CostCause::Commitment:
        return "committed capacity used by runs";
    case tco::CostCause::CapacityBlock:
        return "capacity blocks used by runs";
    case tco::CostCause::OnDemand:
        return "on demand";
    case tco::CostCause::Spot:
        return "spot";
    case tco::CostCause::Idle:
        return "idle owned, committed and block capacity";
    case tco::CostCause::RunExtras:
        return "runs' own storage and network";
    case tco::CostCause::NotPlaced:
        return "work not placed, at on-demand prices";
    case tco::CostCause::SharedData:
        return "shared data (corpora)";
    case tco::CostCause::Shared:
        return "shared people and operations";
    case tco::CostCause::Count:
        break;
    }
    return std::string(tco::costCauseKey(c));
}

std::string sideUsd(const tco::RunSide &s)
{
    return s.present ? usdText(s.usd) : std::string("-");
}

std::string sideStart(const tco::RunSide &s)
{
    return s.start ? tco::formatDate(*s.start) : std::string(s.present ? "not placed" : "-");
}

void writeSide(JsonWriter &j, std::string_view key, const PortfolioView &v, const tco::OwnedFigures &owned)
{
    j.beginObject(key)
        .value("name", v.name)
        .value("annualUsd", v.evaluation.metrics.annualUsd)
        .value("horizonMonths", static_cast<double>(v.portfolio.horizonMonths))
        .value("missedDeadlines", static_cast<double>(v.evaluation.schedule.missedDeadlines))
        .beginObject("owned")
        .value("depreciationUsd", owned.depreciationUsd)
        .value("hostingUsd", owned.hostingUsd)
        .value("capitalChargeUsd", owned.capitalChargeUsd)
        .value("capexUsd", owned.capexUsd)
        .value("residualUsd", owned.residualUsd)
        .endObject()
        .endObject();
}

/** One side of a run: `present` false when that portfolio has no run of this id. */
void writeRunSide(JsonWriter &j, std::string_view key, const tco::RunSide &s)
{
    j.beginObject(key)
        .value("present", s.present)
        .value("usd", s.usd)
        .value("instances", static_cast<double>(s.instances))
        .value("missed", static_cast<double>(s.missed));
    for (const auto &[name, date] : {std::pair{"start", &s.start}, std::pair{"finish", &s.finish}})
        if (*date)
            j.value(name, tco::formatDate(**date));
        else
            j.null(name);
    j.endObject();
}

} // namespace

void printCompareText(std::ostream &os, const CompareView &v)
{
    const tco::PortfolioComparison &c = v.comparison;
    os << "A: " << v.a.name << "\nB: " << v.b.name << "\n\nWhat moved the annual cost from A to B\n";
    TextTable w({"", "A", "B", "STEP"});
    for (std::size_t col = 1; col <= 3; ++col)
        w.setAlign(col, TextTable::Align::Right);
    w.addRow({"A's annual cost", usdText(c.startUsd), "", usdText(c.startUsd)});
    for (const tco::CostStep &s : c.steps)
        w.addRow({"  " + causeWords(s.cause), usdText(s.fromUsd), usdText(s.toUsd), signedUsd(s.deltaUsd())});
    w.addRow({"B's annual cost", "", usdText(c.endUsd), usdText(c.endUsd)});
    w.addRow({"change", "", "", signedUsd(c.deltaUsd())});
    w.print(os);

    os << "\nBeside the annual cost: owned accelerators\n";
    TextTable o({"", "A", "B", "CHANGE"});
    for (std::size_t col = 1; col <= 3; ++col)
        o.setAlign(col, TextTable::Align::Right);
    const auto row = [&](const char *what, double a, double b) {
        o.addRow({what, usdText(a), usdText(b), signedUsd(b - a)});
    };
    row("depreciation, a year", c.ownedA.depreciationUsd, c.ownedB.depreciationUsd);
    row("power and hosting, a year", c.ownedA.hostingUsd, c.ownedB.hostingUsd);
    row("capital charge, a year", c.ownedA.capitalChargeUsd, c.ownedB.capitalChargeUsd);
    row("capex over the horizon", c.ownedA.capexUsd, c.ownedB.capexUsd);
    row("residual value at the end", c.ownedA.residualUsd, c.ownedB.residualUsd);
    o.print(os);

    os << "\nRuns (accelerator charges and extras, a year's worth)\n";
    TextTable r({"RUN", "A", "B", "CHANGE", "START A", "START B", "MISSED A", "MISSED B"});
    for (std::size_t col = 1; col <= 3; ++col)
        r.setAlign(col, TextTable::Align::Right);
    r.setAlign(6, TextTable::Align::Right);
    r.setAlign(7, TextTable::Align::Right);
    for (const tco::RunChange &run : c.runs)
        r.addRow({run.id, sideUsd(run.a), sideUsd(run.b), signedUsd(run.deltaUsd()), sideStart(run.a),
                  sideStart(run.b), std::to_string(run.a.missed), std::to_string(run.b.missed)});
    r.print(os);
    os << "\nDeadlines missed: A " << c.missedA << ", B " << c.missedB << " run instances"
       << (c.missedA == c.missedB ? " (no change)" : "") << ".\n";
}

void writeCompareJson(std::ostream &os, const CompareView &v)
{
    const tco::PortfolioComparison &c = v.comparison;
    JsonWriter j;
    j.beginObject();
    writeSide(j, "a", v.a, c.ownedA);
    writeSide(j, "b", v.b, c.ownedB);
    j.value("startUsd", c.startUsd).value("endUsd", c.endUsd).value("deltaUsd", c.deltaUsd());
    j.beginArray("steps");
    for (const tco::CostStep &s : c.steps)
        j.beginObject()
            .value("cause", tco::costCauseKey(s.cause))
            .value("fromUsd", s.fromUsd)
            .value("toUsd", s.toUsd)
            .value("deltaUsd", s.deltaUsd())
            .endObject();
    j.endArray().beginArray("runs");
    for (const tco::RunChange &r : c.runs) {
        j.beginObject().value("run", r.id).value("deltaUsd", r.deltaUsd());
        writeRunSide(j, "a", r.a);
        writeRunSide(j, "b", r.b);
        j.endObject();
    }
    j.endArray()
        .value("missedDeadlinesA", static_cast<double>(c.missedA))
        .value("missedDeadlinesB", static_cast<double>(c.missedB))
        .endObject();
    os << j.text();
}

void writeCompareCsv(std::ostream &os, const CompareView &v)
{
    const tco::PortfolioComparison &c = v.comparison;
    os << "row,name,fromUsd,toUsd,deltaUsd\n";
    os << "start,annualUsd," << csvNumber(c.startUsd) << ",," << csvNumber(c.startUsd) << '\n';
    for (const tco::CostStep &s : c.steps)
        os << "step," << tco::costCauseKey(s.cause) << ',' << csvNumber(s.fromUsd) << ','
           << csvNumber(s.toUsd) << ',' << csvNumber(s.deltaUsd()) << '\n';
    os << "end,annualUsd,," << csvNumber(c.endUsd) << ',' << csvNumber(c.endUsd) << '\n';
    for (const tco::RunChange &r : c.runs)
        os << "run," << csvField(r.id) << ',' << (r.a.present ? csvNumber(r.a.usd) : "") << ','
           << (r.b.present ? csvNumber(r.b.usd) : "") << ',' << csvNumber(r.deltaUsd()) << '\n';
}

} // namespace cli
