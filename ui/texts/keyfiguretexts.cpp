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

KeyFigure KeyFigureTexts::budget(const tco::Result &r, double budgetUsd)
{
    KeyFigure f;
    f.value = r.budgetStatus == tco::BudgetStatus::NoBudget
                  ? QStringLiteral("—")
                  : formatPercent(r.budgetUsedFraction, QLocale(), 0);
    f.detail = MessageTexts::budgetStatus(r.budgetStatus);
    //: Under the share of the budget used: the budget itself ("of $20M")
    f.secondDetail = budgetUsd > 0 ? tr("of %1").arg(formatUsd(budgetUsd)) : QString();
    f.tone = budgetTone(r.budgetStatus);
    return f;
}

KeyFigureTexts::RiskLines KeyFigureTexts::riskLines(const tco::Result &r, const tco::RiskSummary *risk)
{
    if (!r.feasible())
        return {QStringLiteral("—"), QStringLiteral("—")};
    if (!risk)
        return {tr("P10–P90: computing…"), tr("P10–P90: computing…")};
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

} // namespace planner
