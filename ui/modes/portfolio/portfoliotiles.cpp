// SPDX-License-Identifier: GPL-3.0-or-later
#include "modes/portfolio/portfoliotiles.h"
#include "texts/terms.h"

#include "modes/portfolio/portfolioanalysis.h"
#include "modes/portfolio/portfoliodocument.h"
#include "portfolio/metrics.h"
#include "portfolio/portfoliotracking.h"
#include "texts/fleettexts.h"
#include "texts/keyfiguretexts.h"
#include "texts/messagetexts.h"
#include "texts/numberformat.h"
#include "texts/portfoliotexts.h"
#include "texts/tone.h"
#include "widgets/kpitile.h"

#include <QHBoxLayout>
#include <QLabel>

#include <algorithm>

namespace planner {

namespace {

/** The line a fiscal year is judged against: the review line once past it,
 *  else the warning line. */
double lineOf(const tco::PortfolioBudget &b, tco::BudgetStatus status)
{
    return status == tco::BudgetStatus::PastReview ? b.reviewUsd() : b.warningUsd();
}

/** `usd` as it reads against that line (formatUsdAgainst); as formatUsd
 *  without a budget. */
FigureAgainstLine againstLine(const tco::Portfolio &p, double usd, tco::BudgetStatus status)
{
    if (p.budget.annualUsd <= 0)
        return {formatUsd(usd), QString()};
    return formatUsdAgainst(usd, lineOf(p.budget, status));
}

} // namespace

PortfolioTiles::PortfolioTiles(bool large, QWidget *parent) : QWidget(parent)
{
    m_annual = new KpiTile(QStringLiteral("annualTile"), true, this);
    m_budget = new KpiTile(QStringLiteral("budgetTile"), large, this);
    m_deadlines = new KpiTile(QStringLiteral("deadlinesTile"), large, this);
    m_idle = new KpiTile(QStringLiteral("idleTile"), large, this);
    m_coverage = new KpiTile(QStringLiteral("coverageTile"), large, this);
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(10);
    layout->addWidget(m_annual, 5);
    for (KpiTile *tile : {m_budget, m_deadlines, m_idle, m_coverage})
        layout->addWidget(tile, 4);
    retranslate();
}

KpiTile *PortfolioTiles::tile(const QString &objectName) const
{
    return findChild<KpiTile *>(objectName);
}

void PortfolioTiles::retranslate()
{
    m_budget->setCaption(tr("Against the annual budget"));
    m_deadlines->setCaption(PortfolioTerms::deadlines());
    m_idle->setCaption(PortfolioTerms::ownedIdle());
    m_coverage->setCaption(tr("Covered by owned or committed"));
}

void PortfolioTiles::showYear(const PortfolioDocument &doc, const PortfolioAnalysis &analysis, QLabel *banner)
{
    const PortfolioOutlook *outlook = analysis.isBusy() ? nullptr : analysis.latest();
    showYear(doc.portfolio(), doc.evaluation(), outlook);
    QStringList lines = bannerLines(doc.portfolio(), doc.evaluation());
    // The header leads with the decision (issue 53), a line that is always
    // there, so the tabs below do not jump when the year is within budget.
    lines.prepend(outlook ? decisionLine(doc.portfolio(), doc.evaluation(), outlook->fleet)
                          : tr("Finding the cheapest fleet…"));
    banner->setText(lines.join(QLatin1Char('\n')));
    banner->setVisible(!lines.isEmpty());
}

void PortfolioTiles::showYear(const tco::Portfolio &p, const tco::PortfolioEvaluation &e,
                              const PortfolioOutlook *outlook)
{
    const tco::PortfolioMetrics &m = e.metrics;
    const tco::Schedule &s = e.schedule;
    if (tco::holdsRunActuals(p))
        showTracked(e, outlook);
    else
        showPlanned(p, e, outlook);

    m_deadlines->setTone(s.missedDeadlines > 0 ? Tone::Bad : Tone::Good);
    m_deadlines->setValue(s.missedDeadlines > 0 ? tr("%n missed", nullptr, s.missedDeadlines)
                                                : PortfolioTerms::allDeadlinesMet());
    m_deadlines->setDetail(
        outlook ? tr("%1 chance of a miss")
                      .arg(formatPercent(outlook->risk.missedDeadlineProbability, QLocale(), 0))
                : QString());

    m_idle->setValue(formatPercent(m.ownedIdleShare()));
    m_idle->setDetail(tr("Idle capacity costs %1").arg(formatUsd(m.idleUsd)));
    m_idle->setTone(m.ownedIdleShare() > 0.3 ? Tone::Warning : Tone::Neutral);
    m_coverage->setValue(formatPercent(m.coverage()));
    m_coverage->setDetail(
        tr("Saves %1 against renting on demand").arg(formatPercent(m.blendedSavingVsOnDemand())));
}

void PortfolioTiles::showPlanned(const tco::Portfolio &p, const tco::PortfolioEvaluation &e,
                                 const PortfolioOutlook *outlook)
{
    const tco::PortfolioMetrics &m = e.metrics;
    // Figures judged against a budget line read with the digits that tell
    // them from it: "$135.5M" and "90.3 %" against a "$135M" warning line.
    const tco::BudgetStatus status = m.worstStatus();
    const FigureAgainstLine money = againstLine(p, m.annualUsd, status);
    m_annual->setCaption(PortfolioTerms::annualCost());
    m_annual->setTone(Tone::Neutral);
    m_annual->setValue(money.figure);
    m_annual->setDetail(outlook && outlook->risk.samples > 0
                            ? tr("P10–P90 %1 – %2")
                                  .arg(formatUsd(outlook->risk.annualP10), formatUsd(outlook->risk.annualP90))
                            : KeyFigureTexts::rangeComputing());
    m_annual->setSecondDetail(
        m.unplacedInstances > 0
            ? tr("Of it %1 for %n run instance(s) not placed, at on-demand prices", nullptr,
                 m.unplacedInstances)
                  .arg(formatUsd(m.unplacedUsd))
            : tr("Cash %1, of it %2 to buy accelerators").arg(formatUsd(m.cashUsd), formatUsd(m.capexUsd)));
    if (m.unplacedInstances > 0)
        m_annual->setTone(Tone::Warning);

    m_budget->setTone(budgetTone(status));
    if (p.budget.annualUsd > 0) {
        const double line = lineOf(p.budget, status);
        m_budget->setValue(formatPercentAgainst(m.highestYearUsd() / p.budget.annualUsd,
                                                line / p.budget.annualUsd, QLocale(), 0)
                               .figure);
        m_budget->setDetail(MessageTexts::budgetStatus(status));
        m_budget->setSecondDetail(tr("Budget %1, warning at %2")
                                      .arg(formatUsd(p.budget.annualUsd),
                                           formatUsdAgainst(m.highestYearUsd(), p.budget.warningUsd()).line));
    } else {
        m_budget->setValue(tr("No budget"));
        m_budget->setDetail(QString());
        m_budget->setSecondDetail(QString());
    }
}

void PortfolioTiles::showTracked(const tco::PortfolioEvaluation &e, const PortfolioOutlook *outlook)
{
    // A run's plan holds actual spend: the year's verdict is a tracked
    // plan's, in a tracked plan's words (KeyFigureTexts::headline), pending
    // until the worker has rolled the spend up.
    const tco::PortfolioTracking *tracking = outlook && outlook->tracking ? &*outlook->tracking : nullptr;
    tco::PlanStatus pending;
    pending.feasible = true;
    pending.planTotalUsd = e.metrics.totalUsd;
    const KeyFigureTexts::Headline h =
        KeyFigureTexts::headline(tracking ? tracking->status : pending, true, tracking != nullptr);
    m_annual->setCaption(PortfolioTerms::trackedForecast());
    m_annual->setFigure(*h.trackedTotal);
    if (tracking)
        m_annual->setSecondDetail(
            PortfolioTerms::spentOnTrackedRuns(tracking->trackedRuns).arg(formatUsd(tracking->actualUsd)));
    m_budget->setFigure(h.budget);
}

QString PortfolioTiles::decisionLine(const tco::Portfolio &p, const tco::PortfolioEvaluation &e,
                                     const tco::FleetDecision &d)
{
    if (!d.valid)
        return tr("No owned pool: there is no fleet to decide.");
    const double saving = e.metrics.annualUsd - d.best.annualUsd;
    // The other pools decided with them: a ladder's rungs, another generation.
    const QString commit = FleetTexts::withOthers(formatWhole(d.best.committed),
                                                  FleetTexts::otherPools(p, d, d.best, QLocale()));
    const QString band =
        d.nearBest.lowOwned == d.nearBest.highOwned
            ? QString()
            : QLatin1Char(' ') + tr("Owning anything from %1 to %2 is within %3 a year.")
                                     .arg(formatWhole(d.nearBest.lowOwned), formatWhole(d.nearBest.highOwned),
                                          formatUsd(d.nearBest.toleranceUsd));
    if (saving > d.nearBest.toleranceUsd)
        return tr("Decision: own %1 and commit %2, %3 a year, %4 less than this fleet.")
                   .arg(formatWhole(d.best.owned), commit, formatUsd(d.best.annualUsd), formatUsd(saving)) +
               band;
    return tr("Decision: this fleet is within %1 of the cheapest found (own %2, commit %3).")
               .arg(formatUsd(std::max(0.0, saving)), formatWhole(d.best.owned), commit) +
           band;
}

QStringList PortfolioTiles::bannerLines(const tco::Portfolio &p, const tco::PortfolioEvaluation &e)
{
    const tco::Schedule &s = e.schedule;
    QStringList lines;
    for (const tco::RunPlacement &r : s.placements)
        if (!r.metDeadline) {
            lines << Terms::labelled().arg(instanceName(p, r), placementStatusText(p, r));
            if (lines.size() == 3)
                break;
        }
    if (s.missedDeadlines > 3)
        lines << tr("… and %n more", nullptr, s.missedDeadlines - 3);
    const tco::BudgetStatus status = e.metrics.worstStatus();
    if (status == tco::BudgetStatus::PastWarning || status == tco::BudgetStatus::PastReview)
        lines.prepend(tr("The year costs %1: %2.")
                          .arg(againstLine(p, e.metrics.highestYearUsd(), status).figure,
                               MessageTexts::budgetStatus(status)));
    return lines;
}

} // namespace planner

#include "moc_portfoliotiles.cpp"
