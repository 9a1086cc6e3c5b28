// SPDX-License-Identifier: GPL-3.0-or-later
#include "forecast.h"

#include "analysis/analysis.h"
#include "analysis/cashflow.h"
#include "plan/evaluate.h"

#include <algorithm>
#include <cmath>
#include <map>

// Every formula here is docs/model.md, "Tracking actual spend". Days run
// from midnight of the plan's start date; "to date" means to the end of the
// day asOf.

namespace tco {

namespace {

using I = InputId;

CivilDate nextMonth(const CivilDate &first)
{
    return first.month == 12 ? CivilDate{first.year + 1, 1, 1} : CivilDate{first.year, first.month + 1, 1};
}

double clampToRange(InputId id, double v)
{
    const InputSpec &in = spec(id);
    return std::clamp(v, in.minValue, in.maxValue);
}

/** Share of a span [begin, begin + length) of days that lies before
 *  `elapsed`; a span of no length is all spent once its day has begun. */
double elapsedShare(double begin, double length, double elapsed)
{
    if (!(length > 1e-12))
        return elapsed > begin ? 1.0 : 0.0;
    return std::clamp((elapsed - begin) / length, 0.0, 1.0);
}

struct PhaseDays {
    double prep = 0, train = 0, post = 0;
};

PhaseDays phaseDays(const Scenario &s, const Result &r)
{
    return {s.value(I::ProjectPreparationMonths) * kDaysPerMonth, r.wallClockDays,
            s.value(I::ProjectPostTrainingMonths) * kDaysPerMonth};
}

/** The value at quantile q of the Monte Carlo as a ratio to the
 *  deterministic figure; 1 when there is nothing to scale by. */
double ratio(double quantile, double deterministic)
{
    return deterministic > 0 && std::isfinite(quantile) && quantile > 0 ? quantile / deterministic : 1.0;
}

} // namespace

PlannedToDate plannedToDate(const Scenario &s, const Result &r, const Catalog &catalog, const CivilDate &asOf,
                            const CivilDate &today)
{
    PlannedToDate p;
    const CivilDate start = resolvedStart(s, today);
    const Cashflow flow = cashflow(s, r, catalog, today);
    for (const SpendMonth &m : flow.cost) {
        const CivilDate next = nextMonth(m.month);
        if (asOf < m.month && asOf < start)
            break;
        double share = 1.0;
        if (asOf < next) {
            // The month of asOf: its days from the later of its first day
            // and the start date, to the end of asOf.
            const CivilDate from = std::max(m.month, start);
            const double days = static_cast<double>(daysBetween(from, next));
            share = days > 0 ? std::clamp(static_cast<double>(daysBetween(from, asOf) + 1) / days, 0.0, 1.0)
                             : 1.0;
        }
        for (std::size_t c = 0; c < kCategoryCount; ++c)
            p.byCategory[c] += m.byCategory[c] * share;
        if (asOf < next)
            break;
    }
    for (const double usd : p.byCategory)
        p.totalUsd += usd;

    const PhaseDays d = phaseDays(s, r);
    const double elapsed = static_cast<double>(daysBetween(start, asOf) + 1);
    const std::array<double, kPhaseCount> shares = {elapsedShare(0, d.prep, elapsed),
                                                    elapsedShare(d.prep, d.train, elapsed),
                                                    elapsedShare(d.prep + d.train, d.post, elapsed)};
    for (std::size_t ph = 0; ph < kPhaseCount; ++ph)
        for (std::size_t c = 0; c < kCategoryCount; ++c)
            p.byPhase[ph] += r.cost[c][ph] * shares[ph];
    return p;
}

Recalibration recalibrate(const Scenario &s, const Result &r, const ProgressPoint &progress)
{
    Recalibration c;
    c.given = true;
    c.progressDate = progress.date;
    c.tokensTrained = progress.tokensTrained;
    c.acceleratorHours = progress.acceleratorHours;
    c.plannedMfu = c.mfu = r.mfuInput; // the typical value when compute.mfu is 0
    c.plannedMtbfHours = c.mtbfHours = s.value(I::FailuresGpuMtbfHours);
    c.plannedSpotPreemptions = c.spotPreemptions = s.value(I::PricingSpotPreemptionsPerNodeDay);
    const double gpus = s.value(I::ClusterGpuCount);
    c.plannedFailuresPerAcceleratorHour = c.failuresPerAcceleratorHour = r.failureRatePerHour / gpus;
    if (!(c.tokensTrained > 0 && c.acceleratorHours > 0 && r.trainedTokens > 0 && r.gpuHoursProductive > 0))
        return c;
    c.measured = true;
    c.tokensShare = c.tokensTrained / r.trainedTokens;
    c.trainedShare = std::clamp(c.tokensShare, 0.0, 1.0);
    c.beyondPlan = c.tokensShare > 1.0;
    const double plannedTokensPerProductiveHour = r.trainedTokens / r.gpuHoursProductive;
    c.tokensPerAcceleratorHour = c.tokensTrained / c.acceleratorHours;
    // At MFU 1 an accelerator trains at its peak FLOPs: the plan's tokens
    // per productive hour scale with its MFU.
    c.peakTokensPerAcceleratorHour = plannedTokensPerProductiveHour / c.plannedMfu;
    if (progress.interruptions) {
        // The hours the interruptions lost by the model's own loss per
        // failure (work redone and restart, the whole cluster waiting),
        // then the plan's share of the remaining hours that trains (not
        // checkpoint pauses or data stall).
        c.fromInterruptions = true;
        c.interruptions = *progress.interruptions;
        const double lostHours = c.interruptions * gpus * (r.lostWorkPerFailureHours + r.restartHours);
        const double unfailedHours = std::max(c.acceleratorHours - lostHours, 0.01 * c.acceleratorHours);
        const double unfailedShare = r.gpuHoursProductive / (r.gpuHoursMainRun - r.gpuHoursFailures);
        c.productiveAcceleratorHours = unfailedHours * unfailedShare;
        c.failuresPerAcceleratorHour = c.interruptions / c.acceleratorHours;
        const double k = c.failuresPerAcceleratorHour / c.plannedFailuresPerAcceleratorHour;
        c.mtbfHours = clampToRange(I::FailuresGpuMtbfHours, k > 0 ? c.plannedMtbfHours / k : HUGE_VAL);
        // No interruption yet gives the longest MTBF by design; a measured
        // rate beyond the input's range is clamped, and said so.
        c.mtbfClamped = k > 0 && std::abs(c.mtbfHours - c.plannedMtbfHours / k) > 1e-9 * c.mtbfHours;
        if (pricingMode(s) == PricingMode::Spot)
            c.spotPreemptions =
                clampToRange(I::PricingSpotPreemptionsPerNodeDay, c.plannedSpotPreemptions * k);
    } else {
        // Without interruptions the plan's own goodput stands: its failures,
        // checkpoints and stall are taken out as planned.
        c.productiveAcceleratorHours = c.acceleratorHours * (r.gpuHoursProductive / r.gpuHoursMainRun);
    }
    const double measuredTokensPerProductiveHour = c.tokensTrained / c.productiveAcceleratorHours;
    c.impliedMfu = c.plannedMfu * measuredTokensPerProductiveHour / plannedTokensPerProductiveHour;
    // At least 0.01: a compute.mfu of 0 would mean "typical", not "measured".
    c.mfu = std::max(kMinEnteredMfu, clampToRange(I::ComputeMfu, c.impliedMfu));
    c.mfuClamped = std::abs(c.mfu - c.impliedMfu) > 1e-12 * std::max(1.0, c.impliedMfu);
    return c;
}

Scenario recalibrated(const Scenario &s, const Recalibration &c)
{
    Scenario out = s;
    if (!c.measured)
        return out;
    out.set(I::ComputeMfu, c.mfu);
    if (c.fromInterruptions) {
        out.set(I::FailuresGpuMtbfHours, c.mtbfHours);
        out.set(I::PricingSpotPreemptionsPerNodeDay, c.spotPreemptions);
    }
    return out;
}

namespace {

void deviations(Tracking &t, const PlannedToDate &planned, const SpendTally &spend)
{
    const std::array<double, kCategoryCount> &byCategory = spend.byCategory();
    const std::array<double, kPhaseCount> &byPhase = spend.byPhase();
    for (std::size_t c = 0; c < kCategoryCount; ++c)
        if (planned.byCategory[c] != 0 || byCategory[c] != 0)
            t.byCategory.push_back(
                {std::string(categoryKey(static_cast<Category>(c))), planned.byCategory[c], byCategory[c]});
    for (std::size_t p = 0; p < kPhaseCount; ++p)
        t.byPhase.push_back({std::string(phaseKey(static_cast<Phase>(p))), planned.byPhase[p], byPhase[p]});
    t.byTag = spend.byTag();
}

/** The progress the plan and the spend to date allow; the rest goes to
 *  t.progressNotUsed. */
std::vector<ProgressPoint> usableProgress(Tracking &t, const std::vector<ProgressPoint> &progress,
                                          const SpendTally &spend, const Scenario &s)
{
    std::vector<ProgressPoint> usable;
    for (const ProgressPoint &p : progress) {
        std::vector<ImportMessage> problems =
            progressProblems(p, s, t.plan, spend.window(), spend.lastToDate());
        if (problems.empty())
            usable.push_back(p);
        else
            t.progressNotUsed.insert(t.progressNotUsed.end(), problems.begin(), problems.end());
    }
    return usable;
}

void months(Tracking &t, const Scenario &s, const Catalog &catalog, const SpendTally &spend,
            const CivilDate &today)
{
    const Cashflow flow = cashflow(s, t.plan, catalog, today);
    for (const SpendMonth &m : flow.cost) {
        TrackingMonth row;
        row.month = m.month;
        row.plannedCumulativeUsd = m.cumulative;
        row.hasActual = !(t.asOf < m.month);
        if (row.hasActual)
            row.actualCumulativeUsd = spend.toDateBefore(nextMonth(m.month));
        t.months.push_back(row);
    }
}

} // namespace

Tracking track(const Scenario &s, const Catalog &catalog, const Actuals &actuals, const CivilDate &today)
{
    SpendTally spend(planWindow(s, evaluate(s, catalog), today));
    spend.add(actuals.spend);
    return track(s, catalog, spend, actuals.progress, today);
}

Tracking track(const Scenario &s, const Catalog &catalog, const SpendTally &spend,
               const std::vector<ProgressPoint> &progressPoints, const CivilDate &today)
{
    Tracking t;
    t.plan = evaluate(s, catalog);
    if (!t.plan.feasible())
        return t;
    t.feasible = true;
    t.start = resolvedStart(s, today);
    t.today = today;
    // Spend dated outside the plan is not "to date"; progress the plan
    // makes impossible is not used (docs/model.md §15, "Dates outside the
    // plan", "Progress checked against the plan").
    const PlanWindow &window = spend.window();
    t.outside = spend.outside();
    t.outsideUsd = spend.outsideUsd();
    Actuals usable;
    usable.progress = usableProgress(t, progressPoints, spend, s);
    const std::optional<ProgressPoint> progress = usable.latestProgress();
    t.asOf = t.start;
    if (const auto last = spend.lastToDate())
        t.asOf = *last;
    if (progress && (spend.toDateLines() == 0 || t.asOf < progress->date))
        t.asOf = progress->date;
    t.lines = budgetLines(s);
    t.actualUsd = spend.toDateUsd();
    t.actualStatus = t.lines.statusOf(t.spentUsd());
    const PlannedToDate planned = plannedToDate(s, t.plan, catalog, t.asOf, today);
    t.plannedToDateUsd = planned.totalUsd;

    // The forecast: the recalibrated plan for the work still to do.
    if (progress)
        t.calibration = recalibrate(s, t.plan, *progress);
    const Scenario next = recalibrated(s, t.calibration);
    t.recalibrated = evaluate(next, catalog);
    t.forecastFeasible = t.recalibrated.feasible();
    const PhaseDays days = phaseDays(s, t.plan);
    t.plannedProjectFinish = window.plannedFinish;
    if (!t.forecastFeasible) {
        // A run that cannot finish at the measured rates has no landing
        // point: it will pass any line, so it is past review (with a budget).
        t.forecastUsd = t.forecastP10Usd = t.forecastP50Usd = t.forecastP90Usd = t.spentUsd();
        t.forecastStatus = t.lines.budgetUsd > 0 ? BudgetStatus::PastReview : BudgetStatus::NoBudget;
        t.status = std::max(t.actualStatus, t.forecastStatus);
        deviations(t, planned, spend);
        months(t, s, catalog, spend, today);
        return t;
    }
    const Result &r2 = t.recalibrated;
    CivilDate base = t.start;
    double trainDaysFromBase = 0; // the remaining main run, from `base`
    if (t.calibration.measured) {
        const double remainingShare = 1.0 - t.calibration.trainedShare;
        for (std::size_t c = 0; c < kCategoryCount; ++c)
            t.remainingUsd += r2.cost[c][static_cast<std::size_t>(Phase::Training)] * remainingShare +
                              r2.cost[c][static_cast<std::size_t>(Phase::PostTraining)];
        base = progress->date;
        trainDaysFromBase = r2.wallClockDays * remainingShare;
    } else {
        t.remainingUsd = std::max(0.0, t.plan.totalUsd - planned.totalUsd);
        base = t.start;
        trainDaysFromBase = days.prep + days.train;
    }
    // Everything billed counts, whatever its date: the forecast never falls
    // below the spend.
    t.forecastUsd = t.spentUsd() + t.remainingUsd;

    const RiskSummary risk = monteCarlo(next, catalog);
    const bool spread = !risk.costSamples.empty();
    const auto cost = [&](double q) {
        return t.spentUsd() + t.remainingUsd * (spread ? ratio(q, r2.totalUsd) : 1.0);
    };
    t.forecastP10Usd = cost(risk.costP10);
    t.forecastP50Usd = cost(risk.costP50);
    t.forecastP90Usd = cost(risk.costP90);
    // The main run's remaining days scale with the Monte Carlo's days over
    // the deterministic ones; preparation (when still ahead) does not.
    const double fixedDays = t.calibration.measured ? 0.0 : days.prep;
    const double runDays = trainDaysFromBase - fixedDays;
    // The main run cannot finish before the last day with actuals.
    const double atLeast = static_cast<double>(daysBetween(base, t.asOf));
    const auto finish = [&](double q, double extra) {
        const double run = fixedDays + runDays * (spread ? ratio(q, r2.wallClockDays) : 1.0);
        return addDays(base, std::max(run, atLeast) + extra);
    };
    t.mainRunFinish = finish(risk.daysP50, 0.0);
    t.projectFinish = finish(risk.daysP50, days.post);
    t.projectFinishP10 = finish(risk.daysP10, days.post);
    t.projectFinishP90 = finish(risk.daysP90, days.post);
    t.forecastStatus = t.lines.statusOf(t.forecastP50Usd);
    t.status = std::max(t.actualStatus, t.forecastStatus);

    if (t.calibration.measured)
        t.explanation = compare(s, next, catalog).inputChanges;
    deviations(t, planned, spend);
    months(t, s, catalog, spend, today);
    return t;
}

} // namespace tco
