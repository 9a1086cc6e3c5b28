// SPDX-License-Identifier: GPL-3.0-or-later
#include "report/chapters/spendchapter.h"

#include "report/reportcells.h"
#include "report/reportcharts.h"

#include "texts/numberformat.h"
#include "texts/terms.h"

#include "tracking/forecast.h"

#include <QDate>

#include <algorithm>

namespace planner {

using namespace reportcells;

namespace {

/** Cash differs from cost when hardware is bought or a term reserved. */
bool cashDiffers(const tco::Scenario &s)
{
    const tco::PricingMode mode = tco::pricingMode(s);
    return mode == tco::PricingMode::Buy || mode == tco::PricingMode::Reserved;
}

/** The first month whose cumulative sum reaches `usd`, or nullptr. */
const tco::SpendMonth *firstReaching(const std::vector<tco::SpendMonth> &months, double usd)
{
    const auto it = std::find_if(months.begin(), months.end(),
                                 [usd](const tco::SpendMonth &m) { return m.cumulative >= usd; });
    return it == months.end() ? nullptr : &*it;
}

} // namespace

void SpendChapter::write()
{
    chapterPerPlan(Terms::spendOverTime(), QStringLiteral("spend"),
                   tr("When the money is spent, month by month from the plan's start date. Cost is what the "
                      "totals charge, spread over the months it is incurred; it sums to the total. Cash is "
                      "money out when it leaves: bought hardware is paid up front and its residual value "
                      "comes back at the end, a reserved term is paid to its end; when renting, cash is the "
                      "cost."),
                   [this](const ScenarioFigures &f) { writeOf(f); });
}

QString SpendChapter::monthText(const tco::CivilDate &d) const
{
    return formatMonth(d, m_locale);
}

void SpendChapter::writeOf(const ScenarioFigures &f, bool table)
{
    scenarioSection(f);
    if (withoutFigures(f))
        return;
    const tco::Cashflow &flow = f.cashflow;
    if (flow.cost.empty())
        return;
    const auto busiest = std::max_element(
        flow.cost.begin(), flow.cost.end(),
        [](const tco::SpendMonth &a, const tco::SpendMonth &b) { return a.total < b.total; });
    // The project's months, as the chart's axis; what comes after it (storage
    // kept, a term's end) is summed, as on the chart (docs/model.md, "Cash
    // against cost").
    const std::size_t months = std::min(flow.projectMonthCount, flow.cost.size());
    QString span = tr("From %1 to %2 (%3 calendar months); the costliest month is %4 with %5.")
                       .arg(monthText(flow.cost.front().month), monthText(flow.cost[months - 1].month))
                       .arg(months)
                       .arg(monthText(busiest->month), usd(busiest->total));
    if (flow.cost.size() > months)
        span += QLatin1Char(' ') +
                tr("After the project, %1 more over %2 months (storage kept, or a term's end).")
                    .arg(usd(std::max(flow.costAfterProjectUsd, flow.cashAfterProjectUsd)))
                    .arg(flow.cost.size() - months);
    paragraph(span + QLatin1Char(' ') + capitalSentence(f) + budgetSentence(f));
    if (m_charts) {
        const bool cash = cashDiffers(f.scenario);
        figure(m_charts->spend(f, m_data.catalog(), cash ? SpendSeries::Cash : SpendSeries::Cost),
               cash ? tr("Cash by month and category (bars), cumulative cost and cash against the budget.")
                    : tr("Cost by month and category (bars), cumulative cost against the budget."));
    }
    if (table)
        addTable(f);
}

QString SpendChapter::capitalSentence(const ScenarioFigures &f) const
{
    const tco::Cashflow &flow = f.cashflow;
    switch (tco::pricingMode(f.scenario)) {
    case tco::PricingMode::Buy:
        return tr("Buying: %1 accelerators and their network fabric cost %2 (capital expenditure), paid "
                  "in %3. When the project ends in %4 the hardware is sold for an estimated %5: its "
                  "straight-line book value of %6 less a resale discount of %7. Cash out over the project "
                  "is %8 against a cost of %9: the cost charges the hardware by the hour used and "
                  "includes an opportunity cost of %10 that is never paid.")
            .arg(formatWhole(flow.ownedGpus, m_locale), usd(flow.capexUsd), monthText(flow.capexMonth),
                 monthText(flow.residualMonth), usd(flow.residualUsd), usd(flow.bookValueUsd),
                 percent(f.scenario.value(tco::InputId::OwnershipResaleDiscount), 0), usd(flow.cashTotalUsd),
                 usd(flow.costTotalUsd), usd(flow.opportunityUsd));
    case tco::PricingMode::Reserved:
        return tr("Reserved: the main run's accelerator bill of %1 is committed for %2 months and paid "
                  "monthly from the start of the main run, including any months after it ends. Cash out "
                  "is %3 against a cost of %4.")
            .arg(usd(flow.reservedCommittedUsd), formatNumber(flow.reservedCashMonths, m_locale, 3),
                 usd(flow.cashTotalUsd), usd(flow.costTotalUsd));
    case tco::PricingMode::OnDemand:
    case tco::PricingMode::Spot:
        break;
    }
    return tr("Renting: cash goes out as the cost is charged, so cash and cost are the same month by month.");
}

QString SpendChapter::budgetSentence(const ScenarioFigures &f) const
{
    const tco::BudgetLines lines = tco::budgetLines(f.scenario);
    const double budget = lines.budgetUsd;
    if (!(budget > 0))
        return {};
    const double warning = lines.warningUsd;
    const std::vector<tco::SpendMonth> &cost = f.cashflow.cost;
    const double end = cost.back().cumulative;
    if (const tco::SpendMonth *over = firstReaching(cost, budget))
        return QLatin1Char(' ') + tr("Cumulative cost passes the budget of %1 in %2 and ends at %3 of it.")
                                      .arg(usd(budget), monthText(over->month), percent(end / budget, 0));
    if (const tco::SpendMonth *warned = firstReaching(cost, warning))
        return QLatin1Char(' ') +
               tr("Cumulative cost passes the warning line (%1) in %2 and ends at %3 of the budget.")
                   .arg(usd(warning), monthText(warned->month), percent(end / budget, 0));
    return QLatin1Char(' ') + tr("Cumulative cost stays below the warning line (%1) and ends at %2 of the "
                                 "budget.")
                                  .arg(usd(warning), percent(end / budget, 0));
}

void SpendChapter::addTable(const ScenarioFigures &f)
{
    const tco::Cashflow &flow = f.cashflow;
    const bool quarters = flow.cost.size() > kMaxMonthRows;
    ReportTable t;
    t.header = {quarters ? tr("Quarter") : Terms::month(), Terms::cost(), Terms::cumulativeCost(),
                Terms::cash(), Terms::cumulativeCash()};
    t.widths = {0.2, 0.2, 0.2, 0.2, 0.2};
    t.align = {kLeft, kRight, kRight, kRight, kRight};
    // One row per month, or per calendar quarter: the sums of its months and
    // the cumulative sums at its end.
    const auto periodOf = [quarters](const tco::CivilDate &d) {
        return d.year * 12 +
               (quarters ? static_cast<int>((d.month - 1) / 3) * 3 : static_cast<int>(d.month - 1));
    };
    for (std::size_t i = 0; i < flow.cost.size();) {
        const int period = periodOf(flow.cost[i].month);
        double cost = 0, cash = 0;
        std::size_t last = i;
        for (; last < flow.cost.size() && periodOf(flow.cost[last].month) == period; ++last) {
            cost += flow.cost[last].total;
            cash += flow.cash[last].total;
        }
        const tco::CivilDate start = flow.cost[i].month;
        const QString label =
            quarters ? tr("Q%1 %2").arg((start.month - 1) / 3 + 1).arg(start.year) : monthText(start);
        const auto tone = [](double v) { return v < 0 ? ReportTone::Good : ReportTone::Neutral; };
        t.rows.push_back(
            {{cell(label), cell(usd(cost), {}, false, tone(cost)), cell(usd(flow.cost[last - 1].cumulative)),
              cell(usd(cash), {}, false, tone(cash)), cell(usd(flow.cash[last - 1].cumulative))},
             ReportRowKind::Normal});
        i = last;
    }
    ReportRow total;
    total.kind = ReportRowKind::Total;
    total.cells = {cell(Terms::total()), cell(usd(flow.costTotalUsd)), cell({}), cell(usd(flow.cashTotalUsd)),
                   cell({})};
    t.rows.push_back(std::move(total));
    t.caption = quarters ? tr("Cost and cash by calendar quarter") : tr("Cost and cash by month");
    add(std::move(t));
}

} // namespace planner
