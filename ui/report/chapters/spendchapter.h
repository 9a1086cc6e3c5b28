// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "report/chapters/reportchapter.h"

namespace planner {

/** Spend over time (docs/model.md §8, "Spend over time and cash"): per
 *  plan the spend timeline chart (cash bars when cash differs from cost),
 *  a sentence on capex, residual value or the reserved term and on cash
 *  against cost, and a table of cost, cash and their cumulative sums by
 *  month (by quarter past kMaxMonthRows months). About one page a plan.
 *  Any report kind can use it: write() adds a chapter, writeOf() only a
 *  plan's section under the caller's own heading. */
class SpendChapter : public ReportChapter
{
    Q_DECLARE_TR_FUNCTIONS(planner::ReportBuilder)
public:
    using ReportChapter::ReportChapter;
    /** A chapter "Spend over time" with a section per plan. */
    void write();
    /** One plan's sentences, figure and (with `table`) its table by month. */
    void writeOf(const ScenarioFigures &f, bool table = true);

    /** Longer timelines are tabled by calendar quarter. */
    static constexpr std::size_t kMaxMonthRows = 12;

private:
    QString capitalSentence(const ScenarioFigures &f) const;
    QString budgetSentence(const ScenarioFigures &f) const;
    void addTable(const ScenarioFigures &f);
    QString monthText(const tco::CivilDate &d) const;
};

} // namespace planner
