// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "report/chapters/reportchapter.h"

namespace planner {

/** Cost breakdown: cost by category and phase, fixed and elastic. */
class BreakdownChapter : public ReportChapter
{
    Q_DECLARE_TR_FUNCTIONS(planner::ReportBuilder)
public:
    using ReportChapter::ReportChapter;
    void write();

private:
    void writeOf(const ScenarioFigures &f);
};

} // namespace planner
