// SPDX-License-Identifier: GPL-3.0-or-later
#include "report/chapters/portfoliodetailchapter.h"

#include "report/reportcells.h"
#include "report/reportcharts.h"
#include "texts/codelabels.h"
#include "texts/messagetexts.h"
#include "texts/numberformat.h"
#include "texts/portfoliotexts.h"
#include "texts/terms.h"
#include "texts/tone.h"
#include "texts/trackingtexts.h"

#include "plan/calendar.h"

namespace planner {

using namespace reportcells;

void PortfolioDetailChapter::write()
{
    // A new page: the executive pages before it stand alone.
    add(ReportHeading{1, tr("Every run, month and pool"), QStringLiteral("detail")});
    paragraph(tr("The detail behind the summary: each run instance as scheduled, the money of every month, "
                 "the fiscal years against the budget and how busy the paid-for capacity is."));
    everyRun();
    months();
    fiscalYears();
    pools();
}

void PortfolioDetailChapter::everyRun()
{
    heading(tr("Every run"), QStringLiteral("runs"));
    const tco::Schedule &s = m_p.schedule();
    const tco::PortfolioMetrics &m = m_p.metrics();
    ReportTable t;
    t.header = {PortfolioTerms::run(), tr("Pools"),          tr("Start"), tr("End"),
                Terms::cost(),         tr("Deadline status")};
    t.widths = {0.20, 0.22, 0.13, 0.13, 0.10, 0.22};
    t.align = {kLeft, kLeft, kLeft, kLeft, kRight, kLeft};
    for (std::size_t i = 0; i < s.placements.size(); ++i) {
        const tco::RunPlacement &r = s.placements[i];
        const tco::PortfolioRun &run = m_portfolio.runs[static_cast<std::size_t>(r.run)];
        const double cost = i < m.placements.size() ? m.placements[i].totalUsd() : 0.0;
        const QString kind = Terms::pair().arg(runKindLabel(run.kind), accountName(run.team));
        t.rows.push_back(
            {{cell(instanceName(m_portfolio, r), kind),
              cell(r.scheduled ? allocationText(m_portfolio, r) : QString()),
              cell(r.scheduled ? dayText(r.startDay) : QString()),
              cell(r.scheduled ? dayText(std::max(r.startDay, r.endDay - 1)) : QString()), cell(usd(cost)),
              cell(placementStatusText(m_portfolio, r),
                   formatDay(tco::instanceDeadline(run, r.instance), m_locale), false,
                   r.metDeadline ? ReportTone::Neutral : ReportTone::Bad)},
             r.metDeadline ? ReportRowKind::Normal : ReportRowKind::Marked});
    }
    t.caption = tr("Each instance of each run: the pools it holds, its first and last day, its cost and its "
                   "deadline (below the status).");
    add(std::move(t));
}

void PortfolioDetailChapter::months()
{
    heading(tr("Money by month"), QStringLiteral("months"));
    const tco::PortfolioMetrics &m = m_p.metrics();
    ReportTable t;
    t.header = {Terms::month(),
                Terms::cost(),
                PortfolioTerms::runs(),
                categoryLabel(tco::Category::Idle),
                PortfolioTerms::sharedCosts(),
                Terms::cash(),
                tr("To buy accelerators"),
                Terms::cumulativeCost()};
    t.widths = {0.13, 0.12, 0.12, 0.12, 0.11, 0.12, 0.14, 0.14};
    t.align = {kLeft, kRight, kRight, kRight, kRight, kRight, kRight, kRight};
    for (const tco::PortfolioMonth &month : m.months)
        t.rows.push_back({{cell(formatMonth(month.month, m_locale)), cell(usd(month.costUsd), {}, true),
                           cell(usd(month.runsUsd + month.unplacedUsd)), cell(usd(month.idleUsd)),
                           cell(usd(month.sharedUsd + month.corpusUsd)), cell(usd(month.cashUsd)),
                           cell(usd(month.capexUsd)), cell(usd(month.cumulativeCostUsd))}});
    t.rows.push_back({{cell(Terms::total()), cell(usd(m.totalUsd)), cell(usd(m.runsUsd + m.unplacedUsd)),
                       cell(usd(m.idleUsd)), cell(usd(m.sharedUsd + m.corpusUsd)), cell(usd(m.cashUsd)),
                       cell(usd(m.capexUsd)), cell(QString())},
                      ReportRowKind::Total});
    t.caption = tr("Cost is the runs (work not placed at on-demand prices), idle capacity and shared costs "
                   "(the corpora, bought once, people and operations); owned accelerators cost as they "
                   "depreciate and are cash when bought.");
    add(std::move(t));
}

void PortfolioDetailChapter::fiscalYears()
{
    heading(tr("Fiscal years against the budget"), QStringLiteral("years"));
    ReportTable t;
    t.header = {Terms::year(),      Terms::cost(),        Terms::cash(), tr("To buy accelerators"),
                tr("Resale value"), Terms::budgetStatus()};
    t.widths = {0.22, 0.14, 0.14, 0.15, 0.14, 0.21};
    t.align = {kLeft, kRight, kRight, kRight, kRight, kLeft};
    for (const tco::FiscalYear &y : m_p.metrics().years) {
        const QString from = formatMonth(tco::addCalendarMonths(m_portfolio.start, y.firstMonth), m_locale);
        const QString to =
            formatMonth(tco::addCalendarMonths(m_portfolio.start, y.firstMonth + y.months - 1), m_locale);
        const QString status =
            y.status == tco::BudgetStatus::NoBudget
                ? MessageTexts::budgetStatus(y.status)
                : Terms::pair().arg(MessageTexts::budgetStatus(y.status), percent(y.budgetUsedFraction, 0));
        t.rows.push_back({{cell(tr("%1 – %2").arg(from, to)), cell(usd(y.costUsd), {}, true),
                           cell(usd(y.cashUsd)), cell(usd(y.capexUsd)), cell(usd(y.residualUsd)),
                           cell(status, {}, false, planner::budgetTone(y.status))}});
    }
    t.caption = tr("Each fiscal year's cost against the annual budget; a part of a year is held to the whole "
                   "budget. The resale value is the owned accelerators' at the year's end.");
    add(std::move(t));
}

void PortfolioDetailChapter::pools()
{
    heading(tr("Pool utilisation and idle dollars"), QStringLiteral("pools"));
    portfolioFigure(PortfolioChartId::Utilisation,
                    tr("Utilisation of each owned, committed or block pool by month, and the dollars of its "
                       "capacity nobody used."));
    ReportTable t;
    t.header = {tr("Pool"),       tr("Capacity hours"),
                tr("Hours used"), PortfolioTerms::utilisation(),
                Terms::cost(),    categoryLabel(tco::Category::Idle)};
    t.widths = {0.26, 0.15, 0.15, 0.12, 0.16, 0.16};
    t.align = {kLeft, kRight, kRight, kRight, kRight, kRight};
    const auto &byPool = m_p.metrics().pools;
    for (std::size_t i = 0; i < byPool.size() && i < m_portfolio.pools.size(); ++i) {
        const tco::PoolMonth sum = portfolioPoolTotal(m_p, i);
        const bool fixed = tco::isFixed(m_portfolio.pools[i].kind);
        t.rows.push_back({{cell(poolName(m_portfolio, static_cast<int>(i))),
                           cell(fixed ? formatWhole(sum.capacityHours, m_locale) : QStringLiteral("–")),
                           cell(formatWhole(sum.usedHours, m_locale)),
                           cell(fixed ? percent(sum.utilisation(), 0) : QStringLiteral("–")),
                           cell(usd(sum.costUsd), {}, true),
                           cell(fixed ? usd(sum.idleUsd) : QStringLiteral("–"), {}, false,
                                sum.idleUsd > 0 ? ReportTone::Warning : ReportTone::Neutral)}});
    }
    t.caption = tr("Accelerator-hours over the whole calendar; rented pools have no idle capacity.");
    add(std::move(t));

    // Every price with its date, and where the rent path puts it
    // (docs/model.md §16.3).
    ReportTable prices;
    prices.header = {tr("Pool"), tr("Price as quoted"), tr("Quoted on"), tr("In the horizon")};
    prices.widths = {0.26, 0.26, 0.18, 0.30};
    prices.align = {kLeft, kRight, kRight, kRight};
    const tco::Portfolio &p = m_portfolio;
    for (std::size_t i = 0; i < p.pools.size(); ++i) {
        const tco::Pool &pool = p.pools[i];
        QString quoted, now;
        switch (pool.kind) {
        case tco::PoolKind::Owned:
            quoted = tr("%1 each").arg(usd(pool.purchaseUsdPerAccelerator));
            now = QStringLiteral("–");
            break;
        case tco::PoolKind::CapacityBlock:
            quoted = tr("%1 up front").arg(usd(pool.upfrontUsd));
            now = QStringLiteral("–");
            break;
        case tco::PoolKind::Commitment:
            quoted = tr("%1 an hour less %2")
                         .arg(formatPriceCents(pool.usdPerHour, m_locale), percent(pool.discount, 0));
            now = tr("%1 an hour for its term")
                      .arg(formatPriceCents(tco::committedUsdPerHour(p, pool), m_locale));
            break;
        default:
            quoted = tr("%1 an hour").arg(formatPriceCents(pool.usdPerHour, m_locale));
            now = tr("%1 an hour in the first month")
                      .arg(formatPriceCents(tco::rentalUsdPerHour(p, pool, 0), m_locale));
            break;
        }
        prices.rows.push_back({{cell(poolName(p, static_cast<int>(i))), cell(quoted),
                                cell(formatDay(tco::priceDateOf(p, pool), m_locale)), cell(now)}});
    }
    prices.caption =
        p.rentalDeclinePerYear < 0
            ? tr("Rented prices rise %1 a year from the day they were quoted; a commitment pays the "
                 "on-demand price of its first day, less its discount, for its whole term.")
                  .arg(percent(-p.rentalDeclinePerYear, 0))
            : tr("Rented prices fall %1 a year from the day they were quoted; a commitment pays the "
                 "on-demand price of its first day, less its discount, for its whole term.")
                  .arg(percent(p.rentalDeclinePerYear, 0));
    add(std::move(prices));
}

} // namespace planner
