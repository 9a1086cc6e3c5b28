// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "report/chapters/reportchapter.h"

namespace planner {

/** Risk: the Monte Carlo range of cost and time, the contingency and the
 *  inputs that move the total most. */
class RiskChapter : public ReportChapter
{
    Q_DECLARE_TR_FUNCTIONS(planner::ReportBuilder)
public:
    using ReportChapter::ReportChapter;
    void write();

private:
    void writeOf(const ScenarioFigures &f);
};

} // namespace planner
