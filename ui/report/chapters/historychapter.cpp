// SPDX-License-Identifier: GPL-3.0-or-later
#include "report/chapters/historychapter.h"
#include "texts/codelabels.h"
#include "texts/numberformat.h"

#include "report/reportcells.h"
#include "report/reportcharts.h"
#include "texts/prosetexts.h"
#include "texts/terms.h"

#include <algorithm>

namespace planner {

using namespace reportcells;

void HistoryChapter::write()
{
    chapter(tr("Cost magnitude in context"), QStringLiteral("history"));
    const tco::GrowthTrend &trend = m_data.trend;
    paragraph(
        tr("How the cost of training one frontier model grew, and where this plan sits: one point per "
           "training run. Where published estimates of a run differ (the Stanford AI Index 2024 puts GPT-3 "
           "175B at about %1 against %2 in %3 §2), the run shows their range and every source; "
           "forecasts are marked as forecasts.")
            .arg(usd(4.3e6), usd(1.4e6), sourceArticle(1)) +
        (trend.points >= 2
             ? QLatin1Char(' ') +
                   tr("The trend is fitted on the %1 frontier runs of %2–%3 (each within 10× of the most "
                      "expensive run of its year; forecasts left out) and grows about ×%4 per year (×%5–×%6, "
                      "one standard error). Published for frontier runs since 2016: ×%7 per year (%8).")
                       .arg(trend.points)
                       .arg(static_cast<int>(trend.firstYear))
                       .arg(static_cast<int>(trend.lastYear))
                       .arg(formatNumber(trend.growthPerYear(), m_locale, 2),
                            formatNumber(trend.growthLow(), m_locale, 2),
                            formatNumber(trend.growthHigh(), m_locale, 2),
                            formatNumber(tco::kPublishedFrontierGrowth, m_locale, 2),
                            QString::fromUtf8(tco::kPublishedFrontierGrowthSource))
             : QString()));
    if (m_charts)
        figure(m_charts->history(m_data.scenarios.front(), m_data.catalog(), m_data.input.userHistory),
               tr("Training cost of frontier models by year (log scale), one point per run with the range of "
                  "its estimates, the growth trend of frontier runs and this plan%1.")
                   .arg(many() ? tr(" (%1)").arg(m_data.scenarios.front().letter) : QString()));
    ReportTable t;
    t.header = {Terms::year(), tr("Training run"), Terms::cost(), tr("Kind"), tr("Sources")};
    t.widths = {0.07, 0.20, 0.18, 0.13, 0.42};
    t.align = {kLeft, kLeft, kRight, kLeft, kLeft};
    std::vector<tco::HistoryRun> runs = tco::groupRuns(m_data.history);
    std::stable_sort(runs.begin(), runs.end(),
                     [](const tco::HistoryRun &x, const tco::HistoryRun &y) { return x.year < y.year; });
    for (const tco::HistoryRun &r : runs) {
        QString cost = usd(r.costUsd);
        if (r.hasRange())
            cost += QLatin1Char(' ') + tr("(%1–%2)").arg(usd(r.costLowUsd), usd(r.costHighUsd));
        QString kind = historyKindLabel(QString::fromStdString(r.kind));
        if (r.frontier)
            kind += QLatin1Char(' ') + tr("(frontier)");
        QStringList sources;
        for (const tco::HistoryPoint &p : r.sources)
            sources << (r.sources.size() > 1
                            ? Terms::labelled().arg(usd(p.costUsd), QString::fromStdString(p.source))
                            : QString::fromStdString(p.source));
        if (r.hasOutcome())
            sources << historyOutcomeText(r.calendarYear(), QString::fromStdString(r.outcomeLabel),
                                          usd(r.outcomeUsd),
                                          formatNumber(r.outcomeUsd / r.costUsd, m_locale, 2));
        if (!r.note.empty())
            sources << QString::fromStdString(r.note);
        t.rows.push_back({{cell(QString::number(r.calendarYear())), cell(QString::fromStdString(r.label)),
                           cell(cost), cell(kind), cell(sources.join(QStringLiteral("; ")))}});
    }
    for (const ScenarioFigures &f : m_data.scenarios)
        t.rows.push_back(
            {{cell(Terms::plan()), cell(many() ? Terms::labelled().arg(f.letter, f.name) : f.name),
              cell(totalText(f.result, m_locale)), cell(tr("This report")),
              cell(tr("Total cost of ownership from the model"))},
             ReportRowKind::Marked});
    add(std::move(t));
}

} // namespace planner
