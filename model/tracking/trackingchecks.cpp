// SPDX-License-Identifier: GPL-3.0-or-later
#include "trackingchecks.h"

#include "forecast.h"
#include "plan/evaluate.h"
#include "plan/validation.h"

#include <algorithm>
#include <cmath>
#include <cstdio>

// docs/model.md §15, "Dates outside the plan" and "Progress checked
// against the plan".

namespace tco {

namespace {

std::string percentText(double share)
{
    if (!std::isfinite(share))
        return "an unbounded share";
    char text[64];
    std::snprintf(text, sizeof text, share < 10 ? "%.1f %%" : "%.0f %%", share * 100.0);
    return text;
}

/** Four significant digits: "8.277e+09", "1000". */
std::string shortNumber(double v)
{
    char text[64];
    std::snprintf(text, sizeof text, "%.4g", v);
    return text;
}

} // namespace

std::string_view outsideWhyKey(OutsideWhy why)
{
    switch (why) {
    case OutsideWhy::BeforeStart:
        return "beforeStart";
    case OutsideWhy::AfterToday:
        return "afterToday";
    case OutsideWhy::AfterFinish:
        return "afterFinish";
    }
    return "afterToday";
}

std::optional<OutsideWhy> PlanWindow::outside(const CivilDate &d) const
{
    if (d < start)
        return OutsideWhy::BeforeStart;
    if (today < d)
        return OutsideWhy::AfterToday;
    if (plannedFinish < d)
        return OutsideWhy::AfterFinish;
    return std::nullopt;
}

PlanWindow planWindow(const Scenario &s, const Result &plan, const CivilDate &today)
{
    PlanWindow w;
    w.start = resolvedStart(s, today);
    w.today = today;
    const double days =
        (s.value(InputId::ProjectPreparationMonths) + s.value(InputId::ProjectPostTrainingMonths)) *
            kDaysPerMonth +
        (std::isfinite(plan.wallClockDays) ? plan.wallClockDays : 0.0);
    w.plannedFinish = addDays(w.start, days);
    return w;
}

std::optional<CivilDate> lastSpendWithin(const std::vector<SpendLine> &spend, const PlanWindow &window)
{
    std::optional<CivilDate> last;
    for (const SpendLine &l : spend)
        if (!window.outside(l.date) && (!last || *last < l.date))
            last = l.date;
    return last;
}

std::vector<ImportMessage> progressProblems(const ProgressPoint &p, const Scenario &s, const Result &plan,
                                            const PlanWindow &w, const std::optional<CivilDate> &lastSpend)
{
    std::vector<ImportMessage> out;
    const std::string date = formatDate(p.date);
    if (const auto why = w.outside(p.date)) {
        std::string expected;
        switch (*why) {
        case OutsideWhy::BeforeStart:
            expected = "a day from the plan's start, " + formatDate(w.start) +
                       ", on: the main run cannot have trained before the plan began";
            break;
        case OutsideWhy::AfterToday:
            expected =
                "a day no later than today, " + formatDate(w.today) + ": progress is measured, not planned";
            break;
        case OutsideWhy::AfterFinish:
            expected = "a day no later than the plan's finish, " + formatDate(w.plannedFinish);
            break;
        }
        out.push_back({p.sourceLine, "date", date, expected});
    } else if (lastSpend && *lastSpend < p.date) {
        out.push_back(
            {p.sourceLine, "date", date,
             "a day no later than the last spend, " + formatDate(*lastSpend) +
                 ": the hours it counts are not billed yet, and the forecast would leave them out"});
    }
    if (p.tokensTrained > 0 && !(p.acceleratorHours > 0)) {
        out.push_back({p.sourceLine, "acceleratorHours", formatNumber(p.acceleratorHours),
                       "more than 0 accelerator-hours: " + formatNumber(p.tokensTrained) +
                           " tokens cannot train in no time"});
        return out;
    }
    // No more hours than the whole cluster could have run from the plan's
    // start to the end of the point's day.
    const double gpus = s.value(InputId::ClusterGpuCount);
    const long long days = std::max(0LL, daysBetween(w.start, p.date) + 1);
    const double maxHours = gpus * 24.0 * static_cast<double>(days);
    if (!(p.date < w.start) && p.acceleratorHours > maxHours) {
        out.push_back({p.sourceLine, "acceleratorHours", formatNumber(p.acceleratorHours),
                       "at most " + formatNumber(maxHours) + " accelerator-hours: " + formatNumber(gpus) +
                           " accelerators (cluster.gpuCount) for the " + std::to_string(days) +
                           (days == 1 ? " day" : " days") + " from the plan's start, " + formatDate(w.start) +
                           ", to " + date});
        return out;
    }
    // Interruptions that lose more hours than were run (each costs the
    // work redone and the restart, the whole cluster waiting): the MFU
    // they would imply is theirs to answer for, not the tokens'.
    const double hoursPerInterruption = gpus * (plan.lostWorkPerFailureHours + plan.restartHours);
    if (p.interruptions && hoursPerInterruption > 0 &&
        *p.interruptions * hoursPerInterruption > p.acceleratorHours) {
        out.push_back({p.sourceLine, "interruptions", formatNumber(*p.interruptions),
                       "at most " + formatNumber(std::floor(p.acceleratorHours / hoursPerInterruption)) +
                           " interruptions in " + shortNumber(p.acceleratorHours) +
                           " accelerator-hours: each loses " + shortNumber(hoursPerInterruption) +
                           " accelerator-hours (work redone and the restart, the whole cluster waiting)"});
        return out;
    }
    const Recalibration c = recalibrate(s, plan, p);
    // Hours without tokens, or so few tokens that they imply an MFU below
    // the least compute.mfu takes, are no run's: the forecast would be a
    // run of decades (docs/actuals.md, "Progress file").
    if (p.acceleratorHours > 0 && (p.tokensTrained <= 0 || (c.measured && c.impliedMfu < kMinEnteredMfu))) {
        const double impliedMfu = c.measured ? c.impliedMfu : 0.0;
        const double leastTokens = c.measured
                                       ? p.tokensTrained * kMinEnteredMfu / c.impliedMfu
                                       : p.acceleratorHours * plan.trainedTokens / plan.gpuHoursMainRun *
                                             kMinEnteredMfu / std::max(plan.mfuInput, kMinEnteredMfu);
        out.push_back({p.sourceLine, "tokens", formatNumber(p.tokensTrained),
                       "at least " + shortNumber(leastTokens) + " tokens in " +
                           shortNumber(p.acceleratorHours) + " accelerator-hours: these imply an MFU of " +
                           percentText(impliedMfu) + ", below " + percentText(kMinEnteredMfu) +
                           ", the least compute.mfu takes (no tokens in no hours: the run has not started)"});
        return out;
    }
    if (c.measured && c.impliedMfu > 1.0) {
        out.push_back({p.sourceLine, "tokens", formatNumber(p.tokensTrained),
                       "at most " + shortNumber(p.tokensTrained / c.impliedMfu) + " tokens in " +
                           shortNumber(p.acceleratorHours) + " accelerator-hours: these imply an MFU of " +
                           percentText(c.impliedMfu) +
                           ", and no accelerator trains past its peak FLOPs (an MFU of 100 %)"});
    }
    return out;
}

void refuseImplausibleProgress(ProgressImport &in, const Scenario &s, const Catalog &catalog,
                               const std::vector<SpendLine> &spend, const CivilDate &today)
{
    const Result plan = evaluate(s, catalog);
    if (!plan.feasible())
        return;
    refuseImplausibleProgress(in, s, catalog, lastSpendWithin(spend, planWindow(s, plan, today)), today);
}

void refuseImplausibleProgress(ProgressImport &in, const Scenario &s, const Catalog &catalog,
                               const std::optional<CivilDate> &lastSpend, const CivilDate &today)
{
    const Result plan = evaluate(s, catalog);
    if (!plan.feasible())
        return;
    const PlanWindow window = planWindow(s, plan, today);
    std::size_t refused = 0;
    std::erase_if(in.lines, [&](const ProgressPoint &p) {
        std::vector<ImportMessage> problems = progressProblems(p, s, plan, window, lastSpend);
        if (problems.empty())
            return false;
        for (ImportMessage &m : problems)
            if (in.errors.size() < kMaxImportMessages)
                in.errors.push_back(std::move(m));
        ++refused;
        return true;
    });
    in.badLines += refused;
}

} // namespace tco
