// SPDX-License-Identifier: GPL-3.0-or-later
// `llm-tco track`: actual spend against the plan, the forecast at
// completion and the deviations (docs/model.md, "Tracking actual spend";
// the files are docs/actuals.md). Exit 5 or 6 when the actual spend or the
// P50 forecast is past the warning or review line, so a scheduled job can
// alert someone.
#include "actualsinput.h"
#include "commands.h"
#include "dispatcher.h"
#include "error.h"
#include "format.h"
#include "json.h"
#include "planinput.h"
#include "table.h"

#include <plan/deviation.h>
#include <plan/evaluate.h>
#include <tracking/actualsimport.h>
#include <tracking/columnmapping.h>
#include <tracking/forecast.h>

#include <cmath>
#include <cstdlib>
#include <ostream>
#include <sstream>

namespace cli {

namespace {

std::string statusKey(tco::BudgetStatus s)
{
    return std::string(tco::budgetStatusKey(s));
}

/** A deviation as `track` shows it: under half a dollar is none
 *  (tco::shownDeviationUsd), a NaN is "-" as everywhere (signedUsd). */
std::string deviationText(double usd)
{
    return signedUsd(tco::shownDeviationUsd(usd));
}

/** An input's value in the explanation: a measured figure to three
 *  significant digits ("0.396", not 0.39589839990653586), as the window
 *  writes it (TrackingTexts::inputValue); a choice as it is. JSON keeps
 *  the full value. */
std::string inputValueText(const std::string &text)
{
    char *end = nullptr;
    const double v = std::strtod(text.c_str(), &end);
    if (text.empty() || end != text.c_str() + text.size() || !std::isfinite(v))
        return text;
    return humanNumber(v, 3);
}

std::string dateText(const std::optional<tco::CivilDate> &d)
{
    return d ? tco::formatDate(*d) : std::string("-");
}

/** The status in plain words: which figure crossed which line. */
std::string statusSentence(const tco::Tracking &t)
{
    const tco::BudgetLines &l = t.lines;
    if (t.status == tco::BudgetStatus::NoBudget)
        return "No budget set (budget.usd = 0): no warning or review line to track against.";
    const auto past = [&](tco::BudgetStatus s, const char *what, double usd) {
        if (s == tco::BudgetStatus::PastReview)
            return std::string(what) + " " + usdText(usd) + " is past the review line (" +
                   usdText(l.reviewUsd) + ").";
        if (s == tco::BudgetStatus::PastWarning)
            return std::string(what) + " " + usdText(usd) + " is past the warning line (" +
                   usdText(l.warningUsd) + ").";
        return std::string();
    };
    const std::string actual = past(t.actualStatus, "The actual spend", t.spentUsd());
    const std::string forecast =
        t.forecastFeasible
            ? past(t.forecastStatus, "The P50 forecast at completion", t.forecastP50Usd)
            : "At the measured MFU and failure rate the run cannot finish, so it will pass the "
              "review line (" +
                  usdText(l.reviewUsd) + ").";
    if (actual.empty() && forecast.empty())
        return "Within budget: the actual spend and the P50 forecast at completion are below the warning "
               "line (" +
               usdText(l.warningUsd) + ").";
    return actual + (actual.empty() || forecast.empty() ? "" : " ") + forecast;
}

std::string linesText(const std::vector<std::size_t> &lines, std::size_t count)
{
    std::string text = count == 1 ? "line " : "lines ";
    for (std::size_t k = 0; k < lines.size(); ++k)
        text += (k ? ", " : "") + std::to_string(lines[k]);
    if (count > lines.size())
        text += " and " + std::to_string(count - lines.size()) + " more";
    return text;
}

/** A value of the spend by tag: "(none)" for lines without the tag, and
 *  for the row of the values not listed how many it sums ("about" when
 *  estimated, tco::DistinctCount). */
std::string tagValueText(const tco::TagSpend &g)
{
    if (!g.isOther())
        return g.value.empty() ? std::string("(none)") : g.value;
    const auto n = static_cast<double>(g.otherValues);
    return g.otherValuesEstimated
               ? "(about " + humanNumber(n, 15) + " other values)"
               : "(" + humanNumber(n, 15) + (g.otherValues == 1 ? " other value)" : " other values)");
}

/** Spend dated outside the plan and progress not used: what "to date"
 *  leaves out, and why (docs/model.md §15, "Dates outside the plan"). */
void printDateWarnings(std::ostream &os, const tco::Tracking &t)
{
    for (const tco::OutsideSpend &o : t.outside) {
        std::string where;
        switch (o.why) {
        case tco::OutsideWhy::BeforeStart:
            where = "before the plan's start (" + tco::formatDate(t.start) + ")";
            break;
        case tco::OutsideWhy::AfterToday:
            where = "after today (" + tco::formatDate(t.today) + ")";
            break;
        case tco::OutsideWhy::AfterFinish:
            where = "after the plan's finish (" + dateText(t.plannedProjectFinish) + ")";
            break;
        }
        os << "Warning: " << o.lines << (o.lines == 1 ? " spend line (" : " spend lines (") << usdText(o.usd)
           << ") dated " << where << ": " << linesText(o.sourceLines, o.lines) << ", "
           << tco::formatDate(o.first) << (o.first == o.last ? "" : " .. " + tco::formatDate(o.last))
           << "; kept out of the spend to date, counted in the forecast at completion.\n";
    }
    for (const tco::ImportMessage &m : t.progressNotUsed)
        os << "Warning: a saved progress point is not used: " << m.text() << '\n';
}

/** A measured figure that was clamped or lies beyond the plan, said where
 *  it shows (docs/model.md §15, "Progress checked against the plan"). */
void printCalibrationFlags(std::ostream &os, const tco::Recalibration &c)
{
    if (c.mfuClamped)
        os << "Flagged: the progress implies an MFU of " << percentText(c.impliedMfu) << ", clamped to "
           << percentText(c.mfu) << " (compute.mfu's range); check the tokens and accelerator-hours.\n";
    if (c.beyondPlan)
        os << "Flagged: " << percentText(c.tokensShare)
           << " of the plan's tokens trained, more than the plan trains: the forecast counts the main run as "
              "done.\n";
    if (c.mtbfClamped)
        os << "Flagged: the measured failure rate is outside failures.gpuMtbfHours's range: MTBF clamped to "
           << humanNumber(c.mtbfHours) << " hours.\n";
}

void printDeviations(std::ostream &os, const char *title, const char *first,
                     const std::vector<tco::Deviation> &rows)
{
    os << '\n' << title << '\n';
    TextTable t({first, "PLANNED TO DATE", "ACTUAL", "DIFFERENCE"});
    for (std::size_t col = 1; col <= 3; ++col)
        t.setAlign(col, TextTable::Align::Right);
    for (const tco::Deviation &d : rows)
        t.addRow({d.key, usdText(d.plannedUsd), usdText(d.actualUsd), deviationText(d.deltaUsd())});
    t.print(os);
}

void printText(std::ostream &os, const std::string &name, const tco::Tracking &t)
{
    os << "Tracking: " << name << ", actuals to " << tco::formatDate(t.asOf) << " (plan starts "
       << tco::formatDate(t.start) << ")\n";
    if (t.lines.budgetUsd > 0)
        os << "Budget " << usdText(t.lines.budgetUsd) << ": warning line " << usdText(t.lines.warningUsd)
           << ", review line " << usdText(t.lines.reviewUsd) << '\n';
    os << "\nStatus: " << statusSentence(t) << '\n';
    if (tco::possiblyIncompleteExport(t))
        os << "Warning: a category or phase the plan expects to have spent on by now has no actual spend: "
              "the export may be incomplete, and the forecast too low.\n";
    printDateWarnings(os, t);
    os << '\n';
    TextTable k({"", "AMOUNT"});
    k.setAlign(1, TextTable::Align::Right);
    k.addRow({"actual to date", usdText(t.actualUsd)});
    k.addRow({"planned to date", usdText(t.plannedToDateUsd)});
    k.addRow({"difference", deviationText(t.actualUsd - t.plannedToDateUsd)});
    if (!t.outside.empty())
        k.addRow({"dated outside the plan", usdText(t.outsideUsd)});
    k.addRow({"planned total", usdText(t.plan.totalUsd)});
    if (t.forecastFeasible) {
        k.addRow({"forecast at completion P10", usdText(t.forecastP10Usd)});
        k.addRow({"forecast at completion P50", usdText(t.forecastP50Usd)});
        k.addRow({"forecast at completion P90", usdText(t.forecastP90Usd)});
    }
    k.print(os);
    if (!t.forecastFeasible) {
        os << "\nAt the measured MFU and failure rate the run cannot finish: no forecast at completion.\n";
    } else {
        os << "\nFinish: project " << dateText(t.projectFinish) << " (P10 " << dateText(t.projectFinishP10)
           << ", P90 " << dateText(t.projectFinishP90) << "), main run " << dateText(t.mainRunFinish)
           << "; planned " << dateText(t.plannedProjectFinish) << ".\n";
    }
    const tco::Recalibration &c = t.calibration;
    if (!c.measured && c.given) {
        os << "Progress on " << tco::formatDate(c.progressDate)
           << ": the main run has not started (0 tokens in 0 accelerator-hours): the forecast is the plan's "
              "remaining cost from the date on.\n";
    } else if (!c.measured) {
        os << "No progress given (--progress): the forecast is the plan's remaining cost from the date on.\n";
    } else {
        os << "Measured: " << countText(c.tokensTrained) << " tokens (" << percentText(c.tokensShare)
           << " of the plan) in " << humanNumber(c.acceleratorHours) << " accelerator-hours: compute.mfu "
           << fixedText(c.mfu, 4) << " (plan " << fixedText(c.plannedMfu, 4) << ")";
        if (c.fromInterruptions)
            os << "; " << humanNumber(c.interruptions) << " interruptions, "
               << compactNumber(c.failuresPerAcceleratorHour) << " per accelerator-hour (plan "
               << compactNumber(c.plannedFailuresPerAcceleratorHour) << "): failures.gpuMtbfHours "
               << humanNumber(c.mtbfHours) << " (plan " << humanNumber(c.plannedMtbfHours) << ")";
        os << ".\n";
        printCalibrationFlags(os, c);
    }
    printDeviations(os, "Deviations to date by category", "CATEGORY", t.byCategory);
    printDeviations(os, "By phase", "PHASE", t.byPhase);
    if (!t.byTag.empty()) {
        os << "\nActual spend by tag\n";
        TextTable tags({"TAG", "VALUE", "ACTUAL"});
        tags.setAlign(2, TextTable::Align::Right);
        bool folded = false;
        for (const tco::TagSpend &g : t.byTag) {
            tags.addRow({g.tag, tagValueText(g), usdText(g.actualUsd)});
            folded = folded || g.isOther();
        }
        tags.print(os);
        if (folded) {
            const tco::TagLimits limits;
            os << "Each tag lists its " << limits.listed
               << " largest values and sums the rest in one row; a tag's first "
               << humanNumber(static_cast<double>(limits.summed), 15)
               << " values are told apart, and a value first seen after them is summed with the rest.\n";
        }
    }
    if (!t.explanation.empty()) {
        os << "\nWhat the measured run changes in the plan's total\n";
        TextTable e({"INPUT", "PLAN", "MEASURED", "EFFECT ON TOTAL"});
        e.setAlign(3, TextTable::Align::Right);
        for (const tco::InputChange &ch : t.explanation)
            e.addRow(
                {ch.key, inputValueText(ch.fromText), inputValueText(ch.toText), deviationText(ch.deltaUsd)});
        e.print(os);
    }
}

void writeDeviations(JsonWriter &j, std::string_view key, const std::vector<tco::Deviation> &rows)
{
    j.beginArray(key);
    for (const tco::Deviation &d : rows)
        j.beginObject()
            .value("key", d.key)
            .value("plannedUsd", d.plannedUsd)
            .value("actualUsd", d.actualUsd)
            .value("deltaUsd", d.deltaUsd())
            .endObject();
    j.endArray();
}

void dateOrNull(JsonWriter &j, std::string_view key, const std::optional<tco::CivilDate> &d)
{
    if (d)
        j.value(key, tco::formatDate(*d));
    else
        j.null(key);
}

void writeJson(std::ostream &os, const tco::Tracking &t, std::size_t spendLines, std::size_t progressPoints)
{
    const tco::Recalibration &c = t.calibration;
    JsonWriter j;
    j.beginObject()
        .value("status", statusKey(t.status))
        .value("actualStatus", statusKey(t.actualStatus))
        .value("forecastStatus", statusKey(t.forecastStatus))
        .value("possiblyIncompleteExport", tco::possiblyIncompleteExport(t))
        .value("start", tco::formatDate(t.start))
        .value("asOf", tco::formatDate(t.asOf))
        .value("today", tco::formatDate(t.today))
        .value("spendLines", static_cast<double>(spendLines))
        .value("progressPoints", static_cast<double>(progressPoints))
        .beginObject("budget")
        .value("budgetUsd", t.lines.budgetUsd)
        .value("warningUsd", t.lines.warningUsd)
        .value("reviewUsd", t.lines.reviewUsd)
        .endObject()
        .value("actualUsd", t.actualUsd)
        .value("outsideUsd", t.outsideUsd)
        .value("plannedToDateUsd", t.plannedToDateUsd)
        .value("plannedTotalUsd", t.plan.totalUsd)
        .beginObject("forecast")
        .value("feasible", t.forecastFeasible)
        .value("remainingUsd", t.remainingUsd)
        .value("atCompletionUsd", t.forecastUsd)
        .value("p10Usd", t.forecastP10Usd)
        .value("p50Usd", t.forecastP50Usd)
        .value("p90Usd", t.forecastP90Usd);
    dateOrNull(j, "mainRunFinish", t.mainRunFinish);
    dateOrNull(j, "projectFinish", t.projectFinish);
    dateOrNull(j, "projectFinishP10", t.projectFinishP10);
    dateOrNull(j, "projectFinishP90", t.projectFinishP90);
    dateOrNull(j, "plannedProjectFinish", t.plannedProjectFinish);
    j.endObject().beginObject("calibration").value("progressGiven", c.given);
    dateOrNull(j, "progressDate", c.given ? std::optional(c.progressDate) : std::nullopt);
    j.value("measured", c.measured)
        .value("fromInterruptions", c.fromInterruptions)
        .value("tokensTrained", c.tokensTrained)
        .value("acceleratorHours", c.acceleratorHours)
        .value("interruptions", c.interruptions)
        .value("trainedShare", c.trainedShare)
        .value("tokensShare", c.tokensShare)
        .value("impliedMfu", c.impliedMfu)
        .value("tokensPerAcceleratorHour", c.tokensPerAcceleratorHour)
        .value("peakTokensPerAcceleratorHour", c.peakTokensPerAcceleratorHour)
        .value("mfuClamped", c.mfuClamped)
        .value("mtbfClamped", c.mtbfClamped)
        .value("beyondPlan", c.beyondPlan)
        .value("flagged", c.flagged())
        .value("productiveAcceleratorHours", c.productiveAcceleratorHours)
        .value("plannedMfu", c.plannedMfu)
        .value("mfu", c.mfu)
        .value("plannedMtbfHours", c.plannedMtbfHours)
        .value("mtbfHours", c.mtbfHours)
        .value("plannedFailuresPerAcceleratorHour", c.plannedFailuresPerAcceleratorHour)
        .value("failuresPerAcceleratorHour", c.failuresPerAcceleratorHour)
        .endObject();
    j.beginArray("outsideSpend");
    for (const tco::OutsideSpend &o : t.outside) {
        j.beginObject()
            .value("reason", tco::outsideWhyKey(o.why))
            .value("lines", static_cast<double>(o.lines))
            .value("usd", o.usd)
            .value("first", tco::formatDate(o.first))
            .value("last", tco::formatDate(o.last))
            .beginArray("sourceLines");
        for (const std::size_t line : o.sourceLines)
            j.element(static_cast<double>(line));
        j.endArray().endObject();
    }
    j.endArray().beginArray("progressNotUsed");
    for (const tco::ImportMessage &m : t.progressNotUsed)
        j.element(m.text());
    j.endArray();
    writeDeviations(j, "byCategory", t.byCategory);
    writeDeviations(j, "byPhase", t.byPhase);
    j.beginArray("byTag");
    for (const tco::TagSpend &g : t.byTag) {
        j.beginObject().value("tag", g.tag);
        // The row of the values not listed has no value but their count.
        if (g.isOther())
            j.null("value")
                .value("other", true)
                .value("otherValues", static_cast<double>(g.otherValues))
                .value("otherValuesEstimated", g.otherValuesEstimated);
        else
            j.value("value", g.value).value("other", false);
        j.value("actualUsd", g.actualUsd).endObject();
    }
    j.endArray().beginArray("explanation");
    for (const tco::InputChange &ch : t.explanation)
        j.beginObject()
            .value("key", ch.key)
            .value("from", ch.fromText)
            .value("to", ch.toText)
            .value("deltaUsd", ch.deltaUsd)
            .endObject();
    j.endArray().beginArray("months");
    for (const tco::TrackingMonth &m : t.months) {
        j.beginObject()
            .value("month", tco::formatDate(m.month).substr(0, 7))
            .value("plannedCumulativeUsd", m.plannedCumulativeUsd);
        if (m.hasActual)
            j.value("actualCumulativeUsd", m.actualCumulativeUsd);
        else
            j.null("actualCumulativeUsd");
        j.endObject();
    }
    j.endArray().endObject();
    os << j.text();
}

} // namespace

Command trackCommand()
{
    Command c{
        .name = "track",
        .summary =
            "actual spend against the plan: status, forecast at completion, deviations; exit 5/6 past a line",
        .formats = {"text", "json"},
        .options = joinSpecs(actualsSpecs(), planSpecs())};
    c.details =
        R"(Compares the actual spend to the end of its last date with the plan's spend timeline, measures
MFU (and, with interruptions, the failure rate) from the latest progress point, and forecasts
the total at completion: actual + the recalibrated plan's cost of the remaining tokens, with
P10-P90 from its Monte Carlo (docs/model.md, "Tracking actual spend"). Amounts in the
plan's currency are converted at its rate; any other currency but USD is an error for that line.
A file with bad lines is refused (status 2) unless --accept-partial. A plan saved with imported
actuals (Track > Import in the window) tracks them without --actuals; a file given replaces them.

Exit status: 0 within budget, 5 when the actual spend or the P50 forecast is past the
warning line, 6 past the review line, 2 on bad input.

Examples:
  llm-tco track --scenario plan.tcoplan --actuals spend.csv --progress progress.csv
  llm-tco track --scenario plan.tcoplan --actuals export.csv --mapping billing.json --format json
  llm-tco track --scenario tracked.tcoplan)";
    c.run = [](const ParsedOptions &o, Io &io) {
        const std::string format = o.format();
        const auto actualsPath = o.value("actuals");
        const Plan plan = loadPlan(o);
        // A plan saved with its actuals (format 6) tracks without the files;
        // a file given on the command line replaces what the plan holds.
        if (!actualsPath && plan.scenario.actuals.get().spend.empty())
            throw usageError("missing --actuals FILE (the actual spend, CSV); the plan holds no imported "
                             "spend");
        const tco::CivilDate today = tco::todayUtc();
        const tco::PlanWindow window =
            tco::planWindow(plan.scenario, tco::evaluate(plan.scenario, plan.catalog), today);
        const TrackedActuals actuals = tallyActuals(o, plan, window, io, "track");
        if (actuals.spend.lines() == 0)
            throw Error("--actuals '" + actualsPath.value_or("") + "': no spend lines to track");

        const tco::Tracking t =
            tco::track(plan.scenario, plan.catalog, actuals.spend, actuals.progress, today);
        if (!t.feasible) {
            printError(
                io.err, "llm-tco track",
                "the plan cannot run as entered, so there is nothing to track against (llm-tco evaluate "
                "names the condition)");
            // A script still gets JSON that says so, and what was read.
            if (format == "json") {
                JsonWriter j;
                j.beginObject()
                    .value("status", "infeasible")
                    .value("feasible", false)
                    .value("spendLines", static_cast<double>(actuals.spend.lines()))
                    .value("progressPoints", static_cast<double>(actuals.progress.size()))
                    .value("actualUsd", actuals.spend.spentUsd())
                    .endObject();
                io.out << j.text();
            }
            return static_cast<int>(ExitCode::Infeasible);
        }
        if (format == "json")
            writeJson(io.out, t, actuals.spend.lines(), actuals.progress.size());
        else
            printText(io.out, plan.name, t);
        return verdictExitStatus(tco::planStatus(plan.scenario, t.plan, &t));
    };
    return c;
}

} // namespace cli
