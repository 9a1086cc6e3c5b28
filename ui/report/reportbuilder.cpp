// SPDX-License-Identifier: GPL-3.0-or-later
#include "report/reportbuilder.h"

#include "report/chapters/assumptionschapter.h"
#include "report/chapters/breakdownchapter.h"
#include "report/chapters/comparisonchapter.h"
#include "report/chapters/coverchapter.h"
#include "report/chapters/executivechapter.h"
#include "report/chapters/hiddencostschapter.h"
#include "report/chapters/historychapter.h"
#include "report/chapters/methodchapter.h"
#include "report/chapters/riskchapter.h"
#include "report/chapters/spendchapter.h"
#include "report/chapters/summarychapter.h"
#include "report/chapters/trackingchapter.h"
#include "report/chapters/tradeoffschapter.h"
#include "report/chapters/whatfitschapter.h"
#include "report/reportcharts.h"

namespace planner {

ReportBuilder::ReportBuilder(const ReportData &data, bool withCharts)
    : m_data(data), m_locale(data.input.locale)
{
    if (withCharts)
        m_charts = new ReportChartRenderer(m_locale);
}

ReportBuilder::~ReportBuilder()
{
    delete m_charts;
}

QString ReportBuilder::totalText(const tco::Result &r, const QLocale &locale)
{
    return ReportChapter::totalText(r, locale);
}

ReportDocument ReportBuilder::build()
{
    // Every amount in the first plan's display currency (docs/model.md,
    // Display currency); the cover and the method state its rate.
    const tco::CurrencyScope currency(m_data.scenarios.front().scenario.currency);
    ChapterContext context{m_data, m_locale, m_charts, {}, 0, 0, 0, {}};
    ReportDocument &doc = context.doc;
    doc.language = m_locale.language() == QLocale::Chinese ? QStringLiteral("zh-CN") : QStringLiteral("en");
    QStringList names;
    for (const ScenarioFigures &f : m_data.scenarios)
        names << f.name;
    const bool executive = m_data.input.kind == ReportKind::Executive;
    doc.title = (executive ? tr("Executive report: %1") : tr("Total cost of ownership: %1"))
                    .arg(names.join(QStringLiteral(" · ")));
    doc.headerText = executive ? tr("LLM TCO Planner · Executive report")
                               : tr("LLM TCO Planner · Total cost of ownership report");
    doc.footerName = names.join(QStringLiteral(" · "));
    doc.footerNotice = tr("Estimates from editable assumptions, not quotes");
    doc.pageLabel = tr("Page %1 of %2");

    if (executive) {
        // 2–4 pages, one chapter of sections (chapters/executivechapter.h).
        ExecutiveChapter(context).write();
        return std::move(context.doc);
    }

    // The order is the report's: later chapters cite earlier ones by number
    // (the summary's "Improve this plan" section); the input list is the
    // appendix, last.
    CoverChapter(context).write();
    doc.blocks.push_back(ReportContents{tr("Contents")});
    SummaryChapter(context).write();
    ComparisonChapter(context).write();
    BreakdownChapter(context).write();
    HiddenCostsChapter(context).write();
    SpendChapter(context).write();
    TrackingChapter(context).write();
    TradeOffsChapter(context).write();
    RiskChapter(context).write();
    WhatFitsChapter(context).write();
    HistoryChapter(context).write();
    MethodChapter(context).write();
    AssumptionsChapter(context).write();
    return std::move(context.doc);
}

} // namespace planner
