// SPDX-License-Identifier: GPL-3.0-or-later
#include "texts/keyfiguretexts.h"

#include "texts/messagetexts.h"
#include "texts/numberformat.h"

#include <QLocale>

namespace planner {
namespace {

QString dayNumber(double days)
{
    return QLocale().toString(days, 'f', days < 10 ? 1 : 0);
}

} // namespace

KeyFigure KeyFigureTexts::budget(const tco::PlanStatus &s)
{
    KeyFigure f;
    if (!s.feasible) {
        f.value = f.detail = QStringLiteral("—");
        return f;
    }
    f.value = s.budget == tco::BudgetStatus::NoBudget ? QStringLiteral("—")
                                                      : formatPercent(s.usedFraction, QLocale(), 0);
    f.detail = MessageTexts::budgetStatus(s.budget);
    if (s.budgetUsd > 0)
        f.secondDetail = s.tracked()
                             //: Under the share of the budget a tracked plan's forecast uses
                             ? tr("forecast at completion, of %1").arg(formatUsd(s.budgetUsd))
                             //: Under the share of the budget used: the budget itself ("of $20M")
                             : tr("of %1").arg(formatUsd(s.budgetUsd));
    if (s.tracked() && s.possiblyIncomplete)
        //: After the budget status: the imported spend lacks a category or phase the plan expects
        f.detail += QStringLiteral(" · ") + tr("export may be incomplete");
    f.tone = budgetTone(s.budget);
    return f;
}

KeyFigure KeyFigureTexts::budgetPending()
{
    KeyFigure f;
    f.value = QStringLiteral("…");
    f.detail = tr("Tracking: computing…");
    return f;
}

QString KeyFigureTexts::totalCaption(const tco::PlanStatus &s)
{
    return s.tracked() ? tr("Forecast at completion") : totalCost();
}

QString KeyFigureTexts::planAndSpent(const tco::PlanStatus &s, const QLocale &locale)
{
    //: Under the forecast at completion: the plan's own total and the spend so far
    return tr("plan %1 · spent %2").arg(formatUsd(s.planTotalUsd, locale), formatUsd(s.actualUsd, locale));
}

KeyFigure KeyFigureTexts::trackedTotal(const tco::PlanStatus &s)
{
    KeyFigure f;
    f.value = formatUsd(s.headlineUsd);
    f.detail = s.forecastFeasible
                   ? tr("P10–P90: %1")
                         .arg(formatUsd(s.forecastP10Usd) + QStringLiteral("–") + formatUsd(s.forecastP90Usd))
                   //: A tracked run that cannot finish at its measured MFU and failure rate
                   : tr("cannot finish at the measured rates");
    f.secondDetail = planAndSpent(s);
    f.tone = s.forecastFeasible ? Tone::Neutral : Tone::Bad;
    return f;
}

KeyFigureTexts::RiskLines KeyFigureTexts::riskLines(const tco::Result &r, const tco::RiskSummary *risk)
{
    if (!r.feasible())
        return {QStringLiteral("—"), QStringLiteral("—")};
    if (!risk)
        return {rangeComputing(), rangeComputing()};
    if (risk->samples > 0 && risk->infeasibleSamples >= risk->samples)
        // Every sample fails: there is no range to give.
        return {tr("P10–P90: none (no sample finishes)"), tr("P10–P90: none (no sample finishes)")};
    const QString dash = QStringLiteral("–");
    const QString cost = tr("P10–P90: %1").arg(formatUsd(risk->costP10) + dash + formatUsd(risk->costP90));
    // In years when formatDays words the duration in years.
    if (readsInYears(risk->daysP50))
        return {cost, tr("P10–P90: %1–%2 years")
                          .arg(QLocale().toString(risk->daysP10 / kDaysPerYear, 'f', 1),
                               QLocale().toString(risk->daysP90 / kDaysPerYear, 'f', 1))};
    return {cost, tr("P10–P90: %1–%2 days").arg(dayNumber(risk->daysP10), dayNumber(risk->daysP90))};
}

KeyFigureTexts::Headline KeyFigureTexts::headline(const tco::PlanStatus &status, bool tracked,
                                                  bool haveTracking)
{
    Headline h;
    h.totalCaption = tracked ? tr("Forecast at completion") : totalCaption(status);
    if (!tracked) {
        h.budget = budget(status);
    } else if (!haveTracking) {
        h.budget = budgetPending();
        h.trackedTotal = budgetPending();
        h.trackedTotal->secondDetail = tr("plan %1").arg(formatUsd(status.planTotalUsd));
    } else {
        h.budget = budget(status);
        h.trackedTotal = trackedTotal(status);
    }
    return h;
}

} // namespace planner
