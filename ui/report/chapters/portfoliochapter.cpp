// SPDX-License-Identifier: GPL-3.0-or-later
#include "report/chapters/portfoliochapter.h"

#include "report/reportcells.h"
#include "report/reportcharts.h"
#include "texts/codelabels.h"
#include "texts/fleettexts.h"
#include "texts/keyfiguretexts.h"
#include "texts/messagetexts.h"
#include "texts/numberformat.h"
#include "texts/portfoliotexts.h"
#include "texts/terms.h"
#include "texts/tone.h"
#include "texts/trackingtexts.h"

#include "plan/calendar.h"

#include <algorithm>
#include <map>

namespace planner {

using namespace reportcells;

PortfolioChapter::PortfolioChapter(ChapterContext &context, const PortfolioReportData &data)
    : ReportChapter(context), m_p(data), m_portfolio(data.input.portfolio)
{
}

QString PortfolioChapter::untitled()
{
    return tr("Portfolio");
}

void PortfolioChapter::heading(const QString &text, const QString &anchor)
{
    // Level 2: the executive pages run on without a page per section.
    ++m_ctx.section;
    add(ReportHeading{2, QStringLiteral("%1  %2").arg(m_ctx.section).arg(text), anchor});
}

PortfolioFigures PortfolioChapter::figures() const
{
    PortfolioFigures f;
    f.portfolio = &m_portfolio;
    f.evaluation = &m_p.evaluation;
    f.fleet = m_p.fleet.valid ? &m_p.fleet : nullptr;
    f.risk = m_p.risk.samples > 0 ? &m_p.risk : nullptr;
    f.band = &m_p.band;
    return f;
}

void PortfolioChapter::portfolioFigure(PortfolioChartId id, const QString &caption)
{
    if (!m_charts)
        return;
    figure(m_charts->portfolio(id, figures()), caption);
    // A little narrower than the text: the executive pages hold three charts.
    if (auto *f = std::get_if<ReportFigure>(&m_ctx.doc.blocks.back()))
        f->widthFraction = 0.92;
}

QString PortfolioChapter::dayText(int day) const
{
    return formatDay(tco::addDays(m_portfolio.start, day), m_locale);
}

QString PortfolioChapter::fleetText(int owned, int committed, const QString &others) const
{
    QString text = tr("own %1").arg(formatWhole(owned, m_locale));
    if (m_p.fleet.commitmentPool >= 0)
        text = tr("%1, commit %2").arg(text, formatWhole(committed, m_locale));
    return FleetTexts::withOthers(text, others);
}

QString PortfolioChapter::accountName(const std::string &name) const
{
    return name.empty() ? tr("Central (not charged to a team)") : fromStd(name);
}

QString PortfolioChapter::shareOfTotal(double usd) const
{
    const double total = m_p.metrics().totalUsd;
    return percent(total > 0 ? usd / total : 0, 0);
}

int PortfolioChapter::currentOwned() const
{
    return m_p.fleet.valid ? m_portfolio.pools[static_cast<std::size_t>(m_p.fleet.ownedPool)].count : 0;
}

int PortfolioChapter::currentCommitted() const
{
    return m_p.fleet.commitmentPool >= 0
               ? m_portfolio.pools[static_cast<std::size_t>(m_p.fleet.commitmentPool)].count
               : 0;
}

bool PortfolioChapter::isThisFleet(const tco::FleetPoint &point) const
{
    const tco::Portfolio applied = tco::withFleet(m_portfolio, m_p.fleet, point);
    return std::equal(applied.pools.begin(), applied.pools.end(), m_portfolio.pools.begin(),
                      [](const tco::Pool &a, const tco::Pool &b) { return a.count == b.count; });
}

void PortfolioChapter::writeExecutive()
{
    frame();
    cover();
    decision();
    total();
    fleetDecision();
    money();
    runs();
    chargeback();
    risks();
}

void PortfolioChapter::frame()
{
    ReportDocument &doc = m_ctx.doc;
    doc.language = m_locale.language() == QLocale::Chinese ? QStringLiteral("zh-CN") : QStringLiteral("en");
    const bool executive = m_p.input.kind == ReportKind::Executive;
    doc.title = (executive ? tr("Executive portfolio report: %1") : tr("Portfolio report: %1")).arg(m_p.name);
    doc.headerText = executive ? tr("LLM TCO Planner · Executive portfolio report")
                               : tr("LLM TCO Planner · Portfolio report");
    doc.footerName = m_p.name;
    doc.footerNotice = tr("Estimates from editable assumptions, not quotes");
    doc.pageLabel = tr("Page %1 of %2");
}

void PortfolioChapter::cover()
{
    ReportCover c = newCover(tr("Portfolio report: a year of compute on a shared fleet"));
    c.title = capped(m_p.name, 120);
    const tco::Schedule &s = m_p.schedule();
    c.facts.push_back({tr("Calendar"), tr("%1 – %2").arg(dayText(0), dayText(std::max(0, s.days - 1)))});
    c.facts.push_back(
        {PortfolioTerms::runs(), tr("%1 runs, %2 instances")
                                     .arg(formatWhole(static_cast<double>(m_portfolio.runs.size()), m_locale),
                                          formatWhole(static_cast<double>(s.placements.size()), m_locale))});
    QStringList pools;
    for (std::size_t i = 0; i < m_portfolio.pools.size(); ++i) {
        const tco::Pool &pool = m_portfolio.pools[i];
        const QString name = poolName(m_portfolio, static_cast<int>(i));
        pools << (pool.count > 0 ? Terms::times().arg(name, formatWhole(pool.count, m_locale)) : name);
    }
    c.facts.push_back({tr("Fleet"), pools.join(QStringLiteral(" · "))});
    c.facts.push_back({tr("Annual budget"), m_portfolio.budget.annualUsd > 0
                                                ? usd(m_portfolio.budget.annualUsd)
                                                : Terms::noBudgetSet()});
    c.facts.push_back({categoryLabel(tco::Category::Idle), idlePolicyLabel(m_portfolio.idlePolicy)});
    c.notice =
        m_p.input.kind == ReportKind::Executive
            ? tr("Estimates from editable assumptions, not quotes. The full portfolio report lists every "
                 "run, month and pool.")
            : tr("Estimates from editable assumptions, not quotes.");
    add(std::move(c));
}

void PortfolioChapter::decision()
{
    heading(tr("The decision"), QStringLiteral("decision"));
    const tco::PortfolioMetrics &m = m_p.metrics();
    const tco::Schedule &s = m_p.schedule();
    const tco::BudgetStatus status = m.worstStatus();
    const QString range = tr("%1 – %2").arg(usd(m_p.risk.annualP10), usd(m_p.risk.annualP90));
    const QString span = tr("%1 – %2").arg(dayText(0), dayText(std::max(0, s.days - 1)));
    const QString runs = formatWhole(static_cast<double>(m_portfolio.runs.size()), m_locale);
    if (!m_p.fleet.valid) {
        paragraph(tr("approve %1 a year (P10–P90 %2) for %3 runs, %4. The portfolio owns no accelerators, so "
                     "there is no fleet to decide. Status: %5.")
                      .arg(usd(m.annualUsd), range, runs, span, MessageTexts::budgetStatus(status)),
                  planner::budgetTone(status), tr("Decision asked for:"), true);
        return;
    }
    const tco::FleetPoint &best = m_p.fleet.best;
    paragraph(tr("approve %1 a year (P10–P90 %2) for %3 runs, %4, on a fleet that will %5 accelerators. "
                 "Status: %6.")
                  .arg(usd(m.annualUsd), range, runs, span, fleetText(currentOwned(), currentCommitted()),
                       MessageTexts::budgetStatus(status)),
              planner::budgetTone(status), tr("Decision asked for:"), true);
    const double saving = m.annualUsd - best.annualUsd;
    const QString bestOthers = FleetTexts::otherPools(m_portfolio, m_p.fleet, best, m_locale);
    QString recommendation;
    if (isThisFleet(best))
        recommendation =
            tr("Keep this fleet: it is the cheapest fleet tried that meets every deadline it can.");
    else if (saving >= 0)
        recommendation = tr("%1 accelerators instead: %2 a year, %3 less than this fleet (P10–P90 %4 – %5).")
                             .arg(fleetText(best.owned, best.committed, bestOthers), usd(best.annualUsd),
                                  usd(saving), usd(m_p.bestRisk.annualP10), usd(m_p.bestRisk.annualP90));
    else
        // This fleet costs less but misses deadlines the recommended one meets.
        recommendation =
            tr("%1 accelerators instead: %2 a year, %3 more than this fleet, to meet deadlines it misses.")
                .arg(fleetText(best.owned, best.committed, bestOthers), usd(best.annualUsd), usd(-saving));
    paragraph(recommendation, ReportTone::Neutral, tr("Recommended fleet:"));
    if (!best.deadlinesMet())
        paragraph(
            tr("No fleet tried meets every deadline. Run instances the recommended fleet leaves late: %1; "
               "section 7 gives the reasons.")
                .arg(formatWhole(best.missedDeadlines, m_locale)),
            ReportTone::Bad);
}

void PortfolioChapter::total()
{
    heading(tr("The year's total and its range"), QStringLiteral("total"));
    const tco::PortfolioMetrics &m = m_p.metrics();
    const tco::Schedule &s = m_p.schedule();
    const tco::PortfolioRisk &r = m_p.risk;
    const tco::BudgetStatus status = m.worstStatus();
    const double budget = m_portfolio.budget.annualUsd;
    ReportKpiGrid kpis;
    kpis.items.push_back(
        {PortfolioTerms::annualCost(), usd(m.annualUsd),
         tr("P10–P90 %1 – %2 · median %3 · %4 simulated years")
             .arg(usd(r.annualP10), usd(r.annualP90), usd(r.annualP50), formatWhole(r.samples, m_locale))});
    kpis.items.push_back(
        {Terms::budgetStatus(), MessageTexts::budgetStatus(status),
         budget > 0 ? tr("highest fiscal year %1, %2 of %3")
                          .arg(usd(m.highestYearUsd()), percent(m.highestYearUsd() / budget, 0), usd(budget))
                    : Terms::noBudgetSet(),
         planner::budgetTone(status)});
    kpis.items.push_back(
        {Terms::cash(), usd(m.cashUsd),
         tr("%1 of it to buy accelerators; worth %2 at the end").arg(usd(m.capexUsd), usd(m.residualUsd))});
    kpis.items.push_back(
        {PortfolioTerms::deadlines(),
         s.missedDeadlines > 0 ? tr("%1 missed").arg(formatWhole(s.missedDeadlines, m_locale))
                               : PortfolioTerms::allDeadlinesMet(),
         tr("%1 chance of a miss in the simulated years").arg(percent(r.missedDeadlineProbability, 0)),
         s.missedDeadlines > 0 ? ReportTone::Bad : ReportTone::Good});
    kpis.items.push_back({PortfolioTerms::ownedIdle(), percent(m.ownedIdleShare()),
                          tr("idle capacity costs %1").arg(usd(m.idleUsd)),
                          m.ownedIdleShare() > tco::PortfolioRiskSettings{}.ownedIdleShare
                              ? ReportTone::Warning
                              : ReportTone::Neutral});
    kpis.items.push_back({tr("Coverage"), percent(m.coverage()),
                          tr("of the useful hours on owned, committed or block capacity; %1 saved against "
                             "renting on demand")
                              .arg(percent(m.blendedSavingVsOnDemand()))});
    if (m_p.tracking) {
        // A run's plan holds actual spend: the verdict is a tracked plan's,
        // in the window's words (KeyFigureTexts::headline).
        const KeyFigureTexts::Headline h = KeyFigureTexts::headline(m_p.tracking->status, true, true);
        const KeyFigure &f = *h.trackedTotal;
        kpis.items.insert(
            kpis.items.begin(),
            {PortfolioTerms::trackedForecast(), f.value,
             Terms::pair().arg(f.detail, PortfolioTerms::spentOnTrackedRuns(m_p.tracking->trackedRuns)
                                             .arg(usd(m_p.tracking->actualUsd))),
             f.tone});
        kpis.items[2] = {Terms::budgetStatus(), h.budget.value, h.budget.detail, h.budget.tone};
    }
    add(std::move(kpis));
    paragraph(tr("From %1 to %2 the portfolio costs %3: runs %4 and their checkpoints %5, shared data %6, "
                 "people and operations %7, idle capacity %8.")
                  .arg(dayText(0), dayText(std::max(0, s.days - 1)), usd(m.totalUsd), usd(m.runsComputeUsd),
                       usd(m.runsOtherUsd), usd(m.corpusUsd), usd(m.sharedUsd), usd(m.idleUsd)));
    if (m.unplacedInstances > 0)
        paragraph(
            tr("%n run instance(s) could not be placed on the fleet in the calendar; the total includes "
               "them at on-demand prices: %1.",
               nullptr, m.unplacedInstances)
                .arg(usd(m.unplacedUsd)),
            ReportTone::Bad);
}

void PortfolioChapter::fleetDecision()
{
    heading(tr("The fleet decision"), QStringLiteral("fleet"));
    const tco::FleetDecision &d = m_p.fleet;
    if (!d.valid) {
        paragraph(tr("The portfolio has no owned pool, so there is no fleet to decide."), ReportTone::Muted);
        return;
    }
    const tco::PortfolioMetrics &m = m_p.metrics();
    ReportTable t;
    t.header = {tr("Fleet"),
                poolKindLabel(tco::PoolKind::Owned),
                poolKindLabel(tco::PoolKind::Commitment),
                PortfolioTerms::annualCost(),
                tr("Against this fleet"),
                tr("Deadlines missed")};
    t.widths = {0.28, 0.12, 0.12, 0.17, 0.17, 0.14};
    t.align = {kLeft, kRight, kRight, kRight, kRight, kRight};
    const auto row = [&](const QString &name, int owned, int committed, double annualUsd, int missed,
                         bool strong, ReportRowKind kind) {
        const double delta = annualUsd - m.annualUsd;
        t.rows.push_back(
            {{cell(name, {}, strong), cell(formatWhole(owned, m_locale)),
              cell(d.commitmentPool >= 0 ? formatWhole(committed, m_locale) : QStringLiteral("–")),
              cell(usd(annualUsd), {}, strong),
              cell(formatSignedUsd(delta, m_locale), {}, false,
                   delta < 0   ? ReportTone::Good
                   : delta > 0 ? ReportTone::Bad
                               : ReportTone::Neutral),
              cell(formatWhole(missed, m_locale), {}, false,
                   missed > 0 ? ReportTone::Bad : ReportTone::Neutral)},
             kind});
    };
    row(tr("This fleet"), currentOwned(), currentCommitted(), m.annualUsd, m_p.schedule().missedDeadlines,
        false, ReportRowKind::Normal);
    row(tr("Recommended"), d.best.owned, d.best.committed, d.best.annualUsd, d.best.missedDeadlines, true,
        ReportRowKind::Marked);
    row(PortfolioTerms::rentEverything(), d.rentAll.owned, d.rentAll.committed, d.rentAll.annualUsd,
        d.rentAll.missedDeadlines, false, ReportRowKind::Normal);
    row(PortfolioTerms::ownForThePeak(), d.ownPeak.owned, d.ownPeak.committed, d.ownPeak.annualUsd,
        d.ownPeak.missedDeadlines, false, ReportRowKind::Normal);
    // Which owned pool the rows size, only where there is a choice.
    const auto ownedPools = std::count_if(m_portfolio.pools.begin(), m_portfolio.pools.end(),
                                          [](const tco::Pool &p) { return p.kind == tco::PoolKind::Owned; });
    t.caption =
        ownedPools > 1
            ? tr("Annual cost of each fleet at the expected rental prices (the owned pool decided: %1).")
                  .arg(poolName(m_portfolio, d.ownedPool))
            : tr("Annual cost of each fleet at the expected rental prices.");
    add(std::move(t));
    // What the decision means (docs/model.md §16.4), as the window's Fleet
    // decision tab says it.
    const QString nearBest = FleetTexts::nearBest(d, m_locale);
    if (!nearBest.isEmpty())
        paragraph(nearBest, ReportTone::Neutral, FleetTexts::nearBestTitle());
    const QString paths = FleetTexts::rentPaths(m_p.paths, m_portfolio.rentalDeclinePerYear, m_locale);
    if (!paths.isEmpty())
        paragraph(paths, ReportTone::Neutral, FleetTexts::rentPathsTitle());
    paragraph(FleetTexts::breakEven(d, m_locale), ReportTone::Neutral, FleetTexts::breakEvenTitle());
    portfolioFigure(
        PortfolioChartId::Fleet,
        tr("The annual cost against the owned accelerators, at the best commitment for each count."));
}

void PortfolioChapter::money()
{
    heading(tr("Money by month and cash by quarter"), QStringLiteral("money"));
    portfolioFigure(PortfolioChartId::Money,
                    tr("Each month's cost (runs, idle capacity, shared costs), the cumulative cost and cash "
                       "against the budget's lines."));
    // Quarters of the fiscal year (budget.fiscalYearStartMonth), as the budget is held.
    struct Quarter {
        tco::CivilDate first, last;
        double costUsd = 0, cashUsd = 0, capexUsd = 0, idleUsd = 0, cumulativeCashUsd = 0;
    };
    std::vector<Quarter> quarters;
    int key = -1;
    double cumulativeCash = 0;
    const int fiscalStart = static_cast<int>(m_portfolio.budget.fiscalYearStartMonth) - 1;
    for (const tco::PortfolioMonth &month : m_p.metrics().months) {
        const int k = (month.month.year * 12 + static_cast<int>(month.month.month) - 1 - fiscalStart) / 3;
        if (quarters.empty() || k != key) {
            quarters.push_back({month.month, month.month});
            key = k;
        }
        Quarter &q = quarters.back();
        q.last = month.month;
        q.costUsd += month.costUsd;
        q.cashUsd += month.cashUsd;
        q.capexUsd += month.capexUsd;
        q.idleUsd += month.idleUsd;
        cumulativeCash += month.cashUsd;
        q.cumulativeCashUsd = cumulativeCash;
    }
    ReportTable t;
    t.header = {tr("Quarter"),
                Terms::cost(),
                Terms::cash(),
                tr("To buy accelerators"),
                categoryLabel(tco::Category::Idle),
                Terms::cumulativeCash()};
    t.widths = {0.26, 0.15, 0.15, 0.15, 0.14, 0.15};
    t.align = {kLeft, kRight, kRight, kRight, kRight, kRight};
    for (const Quarter &q : quarters) {
        const QString first = formatMonth(q.first, m_locale);
        const QString label =
            q.first == q.last ? first : tr("%1 – %2").arg(first, formatMonth(q.last, m_locale));
        t.rows.push_back({{cell(label), cell(usd(q.costUsd)), cell(usd(q.cashUsd), {}, true),
                           cell(usd(q.capexUsd)), cell(usd(q.idleUsd)), cell(usd(q.cumulativeCashUsd))}});
    }
    t.caption =
        tr("Cash by quarter of the fiscal year: owned accelerators are cash when bought, cost as they "
           "depreciate.");
    add(std::move(t));
}

void PortfolioChapter::runs()
{
    heading(tr("The runs on the fleet"), QStringLiteral("schedule"));
    portfolioFigure(PortfolioChartId::Gantt,
                    tr("Each run on the calendar, coloured by the pool that holds most "
                       "of it; a late run is outlined, its deadline is the dashed tick."));
}

void PortfolioChapter::chargeback()
{
    heading(tr("Top runs and teams"), QStringLiteral("chargeback"));
    std::vector<PortfolioRunTotal> totals = portfolioRunTotals(m_p);
    std::stable_sort(
        totals.begin(), totals.end(),
        [](const PortfolioRunTotal &a, const PortfolioRunTotal &b) { return a.totalUsd() > b.totalUsd(); });
    ReportTable t;
    t.header = {PortfolioTerms::run(), tr("Kind"), TrackingTexts::tagName("team"), Terms::cost(),
                tr("Share of the total")};
    t.widths = {0.30, 0.22, 0.18, 0.16, 0.14};
    t.align = {kLeft, kLeft, kLeft, kRight, kRight};
    for (std::size_t i = 0; i < std::min(kTopRuns, totals.size()); ++i) {
        const PortfolioRunTotal &r = totals[i];
        const tco::PortfolioRun &run = m_portfolio.runs[static_cast<std::size_t>(r.run)];
        const QString instances =
            r.instances > 1 ? tr("%1 instances").arg(formatWhole(r.instances, m_locale)) : QString();
        t.rows.push_back({{cell(runName(m_portfolio, r.run), instances), cell(runKindLabel(run.kind)),
                           cell(accountName(run.team)), cell(usd(r.totalUsd()), {}, true),
                           cell(shareOfTotal(r.totalUsd()))}});
    }
    add(std::move(t));

    ReportTable teams;
    teams.header = {TrackingTexts::tagName("team"), Terms::cost(), tr("Share of the total")};
    teams.widths = {0.56, 0.22, 0.22};
    teams.align = {kLeft, kRight, kRight};
    std::vector<tco::NamedCost> byTeam = m_p.metrics().byTeam;
    std::stable_sort(byTeam.begin(), byTeam.end(),
                     [](const tco::NamedCost &a, const tco::NamedCost &b) { return a.usd > b.usd; });
    double rest = 0;
    for (std::size_t i = 0; i < byTeam.size(); ++i) {
        if (i >= kTopTeams) {
            rest += byTeam[i].usd;
            continue;
        }
        teams.rows.push_back({{cell(accountName(byTeam[i].name)), cell(usd(byTeam[i].usd), {}, true),
                               cell(shareOfTotal(byTeam[i].usd))}});
    }
    if (rest > 0)
        teams.rows.push_back({{cell(tr("Other teams")), cell(usd(rest)), cell(shareOfTotal(rest))}});
    teams.rows.push_back({{cell(Terms::total()), cell(usd(m_p.metrics().totalUsd)),
                           cell(shareOfTotal(m_p.metrics().totalUsd))},
                          ReportRowKind::Total});
    teams.caption = tr("Chargeback by team. %1.").arg(idlePolicyLabel(m_portfolio.idlePolicy));
    add(std::move(teams));
}

void PortfolioChapter::risks()
{
    heading(tr("Risks"), QStringLiteral("risks"));
    const tco::Schedule &s = m_p.schedule();
    const tco::PortfolioRisk &r = m_p.risk;
    if (s.missedDeadlines == 0) {
        paragraph(tr("Every run meets its deadline as scheduled."), ReportTone::Good, tr("Deadlines:"));
    } else {
        paragraph(tr("run instances that miss their deadline as scheduled: %1.")
                      .arg(formatWhole(s.missedDeadlines, m_locale)),
                  ReportTone::Bad, tr("Deadlines:"));
        // One line per run: a repeated run's instances miss for one reason,
        // told once with its latest instance.
        std::vector<const tco::RunPlacement *> worst(m_portfolio.runs.size(), nullptr);
        std::vector<int> missed(m_portfolio.runs.size(), 0), instances(m_portfolio.runs.size(), 0);
        for (const tco::RunPlacement &p : s.placements) {
            const auto run = static_cast<std::size_t>(p.run);
            ++instances[run];
            if (p.metDeadline)
                continue;
            ++missed[run];
            if (!worst[run] || p.daysLate > worst[run]->daysLate)
                worst[run] = &p;
        }
        ReportBullets misses;
        int left = 0;
        for (std::size_t run = 0; run < worst.size(); ++run) {
            if (!worst[run])
                continue;
            if (misses.items.size() == kMaxMisses) {
                ++left;
                continue;
            }
            QString name = runName(m_portfolio, static_cast<int>(run));
            if (instances[run] > 1)
                name =
                    tr("%1 (%2 of %3 instances)")
                        .arg(name, formatWhole(missed[run], m_locale), formatWhole(instances[run], m_locale));
            misses.items.push_back(
                Terms::labelled().arg(name, placementStatusText(m_portfolio, *worst[run])));
        }
        if (left > 0)
            misses.items.push_back(
                tr("… and %1 more runs; the full report lists every run.").arg(formatWhole(left, m_locale)));
        add(std::move(misses));
    }
    ReportBullets odds;
    odds.items.push_back(
        tr("In %1 of %2 simulated years some run misses its deadline (starts slip, runs take "
           "longer).")
            .arg(percent(r.missedDeadlineProbability, 0), formatWhole(r.samples, m_locale)));
    if (m_portfolio.budget.annualUsd > 0)
        odds.items.push_back(
            tr("In %1 a fiscal year passes the budget's review line of %2: the probability of "
               "a budget overrun.")
                .arg(percent(r.pastReviewProbability, 0), usd(m_portfolio.budget.reviewUsd())));
    else
        odds.items.push_back(tr("The portfolio sets no annual budget, so no overrun is measured."));
    odds.items.push_back(tr("In %1 the owned accelerators sit idle more than %2 of their hours.")
                             .arg(percent(r.ownedIdleProbability, 0),
                                  percent(tco::PortfolioRiskSettings{}.ownedIdleShare, 0)));
    add(std::move(odds));
}

} // namespace planner
