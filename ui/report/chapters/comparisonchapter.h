// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "report/chapters/reportchapter.h"

namespace planner {

/** Comparison, in a report on several scenarios only (nothing otherwise):
 *  each scenario against the baseline A, by key figure, cost category and
 *  input decision. */
class ComparisonChapter : public ReportChapter
{
    Q_DECLARE_TR_FUNCTIONS(planner::ReportBuilder)
public:
    using ReportChapter::ReportChapter;
    void write();

private:
    void comparison(const ScenarioFigures &a, const ScenarioFigures &b, const tco::Comparison &c);
};

} // namespace planner
