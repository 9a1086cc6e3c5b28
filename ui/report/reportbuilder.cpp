// SPDX-License-Identifier: GPL-3.0-or-later
#include "report/reportbuilder.h"

#include "report/chapters/assumptionschapter.h"
#include "report/chapters/breakdownchapter.h"
#include "report/chapters/comparisonchapter.h"
#include "report/chapters/coverchapter.h"
#include "report/chapters/hiddencostschapter.h"
#include "report/chapters/historychapter.h"
#include "report/chapters/methodchapter.h"
#include "report/chapters/riskchapter.h"
#include "report/chapters/summarychapter.h"
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
    ChapterContext context{m_data, m_locale, m_charts, {}, 0, 0, 0, {}};
    ReportDocument &doc = context.doc;
    doc.language = m_locale.language() == QLocale::Chinese ? QStringLiteral("zh-CN") : QStringLiteral("en");
    QStringList names;
    for (const ScenarioFigures &f : m_data.scenarios)
        names << f.name;
    doc.title = tr("Total cost of ownership: %1").arg(names.join(QStringLiteral(" · ")));
    doc.headerText = tr("LLM TCO Planner · Total cost of ownership report");
    doc.footerName = names.join(QStringLiteral(" · "));
    doc.footerNotice = tr("Estimates from editable assumptions, not quotes");
    doc.pageLabel = tr("Page %1 of %2");

    // The order is the report's: later chapters cite earlier ones by number
    // (the summary's "Improve this plan" section, the assumptions' chapter).
    CoverChapter(context).write();
    doc.blocks.push_back(ReportContents{tr("Contents")});
    SummaryChapter(context).write();
    ComparisonChapter(context).write();
    AssumptionsChapter(context).write();
    BreakdownChapter(context).write();
    HiddenCostsChapter(context).write();
    TradeOffsChapter(context).write();
    RiskChapter(context).write();
    WhatFitsChapter(context).write();
    HistoryChapter(context).write();
    MethodChapter(context).write();
    return std::move(context.doc);
}

} // namespace planner
