// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "report/reportdata.h"
#include "report/reportdocument.h"

#include <QCoreApplication>
#include <QLocale>

namespace planner {

class ReportChartRenderer;

/** Writes the report as a ReportDocument by asking each chapter (chapters/)
 *  to write itself, in order: cover, contents, executive summary with the
 *  plan's conditions and the levers of tco::advise, comparison (several
 *  scenarios), assumptions, cost breakdown, hidden costs, trade-offs, risk,
 *  cost history and method. A plan that cannot run (tco::Result::feasible)
 *  is marked so on the cover and has no totals anywhere: the reason stands
 *  in their place (docs/model.md §6).
 *  Every word goes through tr() (context "planner::ReportBuilder", shared
 *  by the chapters), every number through numberformat.h in the report's
 *  locale. Charts are rendered as images unless `withCharts` is false
 *  (tests of the text). */
class ReportBuilder
{
    Q_DECLARE_TR_FUNCTIONS(planner::ReportBuilder)
public:
    explicit ReportBuilder(const ReportData &data, bool withCharts = true);
    ~ReportBuilder();
    ReportBuilder(const ReportBuilder &) = delete;
    ReportBuilder &operator=(const ReportBuilder &) = delete;

    ReportDocument build();

    /** The total as the report writes it (summary, cover, tables): "No
     *  valid plan" for a plan that cannot run. */
    static QString totalText(const tco::Result &r, const QLocale &locale);

private:
    const ReportData &m_data;
    QLocale m_locale;
    ReportChartRenderer *m_charts = nullptr;
};

} // namespace planner
