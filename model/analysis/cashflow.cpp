// SPDX-License-Identifier: GPL-3.0-or-later
#include "cashflow.h"

#include <algorithm>
#include <cmath>
#include <limits>

// The rules are docs/model.md, "Spend over time and cash". Time runs in
// fractional days from midnight of the start date, the phases laid end to
// end as in projectDates() (model/plan/calendar.h); a calendar month takes the
// share of an amount that its days hold of the amount's interval.

namespace tco {
namespace {

using I = InputId;
using C = Category;
using P = Phase;

constexpr double kHoursPerYear = 8760.0; // as in model/plan/evaluate.cpp
/** At most this many months (100 years): a longer timeline puts the rest
 *  into its last month. */
constexpr int kMaxMonths = 1200;

std::size_t at(Category c)
{
    return static_cast<std::size_t>(c);
}

/** A span of time in days from the start: [begin, end). */
struct Span {
    double begin = 0, end = 0;
};

/** The calendar months from the start date's month, with their first day
 *  as days from the start (the first month's is at or before 0). */
class Months
{
public:
    Months(const CivilDate &start, double lastDay) : m_start(start)
    {
        // Month k holds [m_begin[k], m_begin[k + 1]); the last moment spent
        // is just before lastDay, so a timeline ending on the 1st of a month
        // does not open an empty month.
        const double lastMoment = std::max(0.0, lastDay - 1e-9);
        m_begin.push_back(static_cast<double>(daysBetween(start, first(0))));
        for (int k = 1; k < kMaxMonths; ++k) {
            const double begin = static_cast<double>(daysBetween(start, first(k)));
            if (begin > lastMoment)
                break;
            m_begin.push_back(begin);
        }
    }

    std::size_t size() const { return m_begin.size(); }

    CivilDate first(int k) const
    {
        const int zeroBased = static_cast<int>(m_start.month) - 1 + k;
        return CivilDate{m_start.year + zeroBased / 12, static_cast<unsigned>(zeroBased % 12) + 1, 1};
    }

    /** The month a moment falls in, clamped to the timeline. */
    std::size_t monthOf(double day) const
    {
        const auto after = std::upper_bound(m_begin.begin() + 1, m_begin.end(), day);
        return static_cast<std::size_t>(after - m_begin.begin()) - 1;
    }

    /** Adds `usd` of category `c` to `series`, spread evenly over `span`'s
     *  days; an empty span puts it all into the month it starts in. */
    void spread(std::vector<SpendMonth> &series, Category c, Span span, double usd) const
    {
        if (usd == 0)
            return;
        const double length = span.end - span.begin;
        if (!(length > 1e-12)) {
            series[monthOf(span.begin)].byCategory[at(c)] += usd;
            return;
        }
        const double lowest = -std::numeric_limits<double>::infinity();
        const double highest = std::numeric_limits<double>::infinity();
        for (std::size_t k = monthOf(span.begin); k < size(); ++k) {
            const double begin = k == 0 ? lowest : m_begin[k];
            const double end = k + 1 < size() ? m_begin[k + 1] : highest;
            if (begin >= span.end)
                break;
            const double overlap = std::min(span.end, end) - std::max(span.begin, begin);
            if (overlap > 0)
                series[k].byCategory[at(c)] += usd * (overlap / length);
        }
    }

    std::vector<SpendMonth> emptySeries() const
    {
        std::vector<SpendMonth> series(size());
        for (std::size_t k = 0; k < size(); ++k)
            series[k].month = first(static_cast<int>(k));
        return series;
    }

private:
    CivilDate m_start;
    std::vector<double> m_begin;
};

/** The phases in days from the start, and where post-training storage
 *  (retention) runs: from the end of the main run for
 *  storage.retentionMonths, or over post-training when nothing is kept. */
struct Timeline {
    std::array<Span, kPhaseCount> phase;
    Span retention;
    Span reservedTerm; ///< from the main run's start over max(term, run)
    double end = 0;    ///< the project's finish
    double last = 0;   ///< the last day anything is spent
};

Timeline timeline(const Scenario &s, const Result &r)
{
    Timeline t;
    const double prep = s.value(I::ProjectPreparationMonths) * kDaysPerMonth;
    const double trainEnd = prep + r.wallClockDays;
    t.end = trainEnd + s.value(I::ProjectPostTrainingMonths) * kDaysPerMonth;
    t.phase = {Span{0, prep}, Span{prep, trainEnd}, Span{trainEnd, t.end}};
    const double retention = s.value(I::StorageRetentionMonths) * kDaysPerMonth;
    t.retention = retention > 0 ? Span{trainEnd, trainEnd + retention}
                                : t.phase[static_cast<std::size_t>(P::PostTraining)];
    t.reservedTerm =
        Span{prep, prep + std::max(s.value(I::PricingReservedTermMonths) * kDaysPerMonth, r.wallClockDays)};
    t.last = std::max(t.end, t.retention.end);
    if (pricingMode(s) == PricingMode::Reserved)
        t.last = std::max(t.last, t.reservedTerm.end);
    return t;
}

/** Where a cost cell runs: its phase, or the retention for storage after
 *  the run. */
Span spanOf(const Timeline &t, Category c, Phase p)
{
    if (c == C::Storage && p == P::PostTraining)
        return t.retention;
    return t.phase[static_cast<std::size_t>(p)];
}

double cell(const Result &r, Category c, Phase p)
{
    return r.cost[at(c)][static_cast<std::size_t>(p)];
}

/** Reserved: the cells billed at the reserved rate for the main run's
 *  committed capacity (model/plan/evaluate.cpp acceleratorCosts, hiddenCosts). */
bool reservedTermCell(Category c, Phase p)
{
    return p == P::Training && (c == C::Compute || c == C::Failures || c == C::Idle || c == C::Experiments);
}

/** Buy: the cells that charge the owned hardware per hour used
 *  (depreciation, fabric, facility) or what it would earn elsewhere;
 *  the cash pays capex and facility instead. */
bool ownedHardwareCell(Category c)
{
    return c == C::Hardware || c == C::Failures || c == C::Idle || c == C::Experiments || c == C::Opportunity;
}

void sumUp(std::vector<SpendMonth> &series, double &total)
{
    double running = 0;
    for (SpendMonth &m : series) {
        m.total = 0;
        for (double usd : m.byCategory)
            m.total += usd;
        running += m.total;
        m.cumulative = running;
    }
    total = running;
}

/** Buy: capex up front, facility every owned month, the fabric's share
 *  taken out of network (it is in the capex), the residual value back in
 *  the month the project finishes. */
void ownedCash(Cashflow &f, const Scenario &s, const Result &r, const Catalog &catalog, const Months &months,
               const Timeline &t)
{
    const Accelerator *acc = catalog.find(s.gpuId);
    const double perGpu = s.value(I::OwnershipCapexUsdPerGpu) > 0 ? s.value(I::OwnershipCapexUsdPerGpu)
                                                                  : (acc ? acc->purchaseUsd : 0.0);
    const double share = s.value(I::OwnershipNetworkCapexShare);
    const double years = s.value(I::OwnershipDepreciationYears);
    f.ownedGpus = r.peakGpus;
    f.acceleratorCapexUsd = f.ownedGpus * perGpu;
    f.fabricCapexUsd = f.acceleratorCapexUsd * share;
    f.capexUsd = f.acceleratorCapexUsd + f.fabricCapexUsd;
    f.monthsOwned = r.projectMonths;
    f.bookValueUsd = f.capexUsd * std::max(0.0, 1.0 - f.monthsOwned / (years * 12.0));
    f.residualUsd = f.bookValueUsd * (1.0 - s.value(I::OwnershipResaleDiscount));
    const std::size_t residualMonth = months.monthOf(std::max(0.0, t.end - 1e-9)); // f.residualMonth
    f.facilityUsdPerMonth = f.ownedGpus * s.value(I::OwnershipFacilityUsdPerGpuMonth);
    f.facilityUsd = f.facilityUsdPerMonth * f.monthsOwned;

    f.cash[0].byCategory[at(C::Hardware)] += f.acceleratorCapexUsd;
    f.cash[0].byCategory[at(C::Network)] += f.fabricCapexUsd;
    months.spread(f.cash, C::Hardware, Span{0, t.end}, f.facilityUsdPerMonth * f.monthsOwned);
    f.cash[residualMonth].byCategory[at(C::Hardware)] -= f.residualUsd;

    // The fabric charged per hour used (model/plan/evaluate.cpp prices() and
    // acceleratorCosts()): network holds it beside transfer costs.
    const double fabricPerHour =
        perGpu * share / (years * kHoursPerYear) / s.value(I::OwnershipFleetUtilization);
    const std::array<double, kPhaseCount> fabric = {0.0, r.gpuHoursProductive * fabricPerHour,
                                                    r.gpuHoursEvaluation * fabricPerHour};
    for (std::size_t p = 0; p < kPhaseCount; ++p) {
        const Phase phase = static_cast<Phase>(p);
        const double transfer = std::max(0.0, cell(r, C::Network, phase) - fabric[p]);
        f.ownedUsageUsd += cell(r, C::Network, phase) - transfer;
        months.spread(f.cash, C::Network, spanOf(t, C::Network, phase), transfer);
    }
}

} // namespace

Cashflow cashflow(const Scenario &s, const Result &r, const Catalog &catalog, const CivilDate &today)
{
    Cashflow f;
    if (!r.feasible() || !std::isfinite(r.wallClockDays) || !std::isfinite(r.totalUsd))
        return f;
    f.feasible = true;
    const Timeline t = timeline(s, r);
    const Months months(resolvedStart(s, today), t.last);
    f.cost = months.emptySeries();
    f.cash = months.emptySeries();
    f.opportunityUsd = r.categoryUsd(C::Opportunity);
    // Named in every mode; only a bought fleet has amounts there.
    f.capexMonth = months.first(0);
    f.residualMonth = months.first(static_cast<int>(months.monthOf(std::max(0.0, t.end - 1e-9))));

    const PricingMode mode = pricingMode(s);
    for (std::size_t c = 0; c < kCategoryCount; ++c) {
        const Category category = static_cast<Category>(c);
        for (std::size_t p = 0; p < kPhaseCount; ++p) {
            const Phase phase = static_cast<Phase>(p);
            const double usd = cell(r, category, phase);
            const Span span = spanOf(t, category, phase);
            months.spread(f.cost, category, span, usd);
            if (mode == PricingMode::Buy && (ownedHardwareCell(category) || category == C::Network)) {
                if (category != C::Network && category != C::Opportunity)
                    f.ownedUsageUsd += usd;
                continue; // ownedCash() below
            }
            if (mode == PricingMode::Reserved && reservedTermCell(category, phase)) {
                f.reservedCommittedUsd += usd;
                months.spread(f.cash, category, t.reservedTerm, usd);
                continue;
            }
            months.spread(f.cash, category, span, usd);
        }
    }
    if (mode == PricingMode::Reserved)
        f.reservedCashMonths = (t.reservedTerm.end - t.reservedTerm.begin) / kDaysPerMonth;
    if (mode == PricingMode::Buy)
        ownedCash(f, s, r, catalog, months, t);
    sumUp(f.cost, f.costTotalUsd);
    sumUp(f.cash, f.cashTotalUsd);
    f.projectMonthCount = months.monthOf(std::max(0.0, t.end - 1e-9)) + 1;
    for (std::size_t m = f.projectMonthCount; m < f.cost.size(); ++m) {
        f.costAfterProjectUsd += f.cost[m].total;
        f.cashAfterProjectUsd += f.cash[m].total;
    }
    f.cashIsCost = std::equal(f.cost.begin(), f.cost.end(), f.cash.begin(), f.cash.end(),
                              [](const SpendMonth &a, const SpendMonth &b) {
                                  return std::abs(a.total - b.total) <= 0.5; // the rounding of a bill
                              });
    return f;
}

} // namespace tco
