// SPDX-License-Identifier: GPL-3.0-or-later
#include "report/chapters/historychapter.h"
#include "texts/numberformat.h"

#include "report/reportcells.h"
#include "report/reportcharts.h"
#include "report/reporttexts.h"

#include <algorithm>

namespace planner {

using namespace reportcells;

void HistoryChapter::write()
{
    chapter(tr("Cost magnitude in context"), QStringLiteral("history"));
    const tco::GrowthTrend &trend = m_data.trend;
    paragraph(
        tr("How the cost of training one frontier model grew, and where this plan sits. The source article's "
           "figures and other published estimates differ (the Stanford AI Index 2024 puts the 175B model of "
           "2020 "
           "at about $4.3M against the article's $1.4M), so every point keeps its source.") +
        (trend.points >= 2 ? QLatin1Char(' ') + tr("The fitted trend grows about ×%1 per year.")
                                                    .arg(formatNumber(trend.growthPerYear(), m_locale, 2))
                           : QString()));
    if (m_charts)
        figure(
            m_charts->history(m_data.scenarios.front(), m_data.catalog(), m_data.input.userHistory),
            tr("Training cost of frontier models by year (log scale), a fitted growth trend and this plan%1.")
                .arg(many() ? tr(" (%1)").arg(m_data.scenarios.front().letter) : QString()));
    ReportTable t;
    t.header = {tr("Year"), tr("Model or figure"), tr("Cost"), tr("Kind"), tr("Source")};
    t.widths = {0.08, 0.30, 0.12, 0.15, 0.35};
    t.align = {kLeft, kLeft, kRight, kLeft, kLeft};
    std::vector<tco::HistoryPoint> points = m_data.history;
    std::stable_sort(points.begin(), points.end(),
                     [](const tco::HistoryPoint &x, const tco::HistoryPoint &y) { return x.year < y.year; });
    for (const tco::HistoryPoint &p : points)
        t.rows.push_back({{cell(QString::number(static_cast<int>(p.year))),
                           cell(QString::fromStdString(p.label)), cell(usd(p.costUsd)),
                           cell(ReportTexts::historyKind(p.kind)), cell(QString::fromStdString(p.source))}});
    for (const ScenarioFigures &f : m_data.scenarios)
        t.rows.push_back({{cell(tr("Plan")), cell(many() ? tr("%1: %2").arg(f.letter, f.name) : f.name),
                           cell(totalText(f.result, m_locale)), cell(tr("This report")),
                           cell(tr("Total cost of ownership from the model"))},
                          ReportRowKind::Marked});
    add(std::move(t));
}

} // namespace planner
