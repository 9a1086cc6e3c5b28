// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "report/chapters/reportchapter.h"

namespace planner {

/** Trade-offs: checkpoint interval, MFU, accelerator count, storage tiering,
 *  buy or rent and the scaling law, each priced against the plan. */
class TradeOffsChapter : public ReportChapter
{
    Q_DECLARE_TR_FUNCTIONS(planner::ReportBuilder)
public:
    using ReportChapter::ReportChapter;
    void write();

private:
    void writeOf(const ScenarioFigures &f);
};

} // namespace planner
