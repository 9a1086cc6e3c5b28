// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "report/chapters/perplanchapter.h"

namespace planner {

/** Trade-offs: checkpoint interval, MFU, accelerator count, storage tiering,
 *  buy or rent and the scaling law, each priced against the plan. */
class TradeOffsChapter : public PerPlanChapter
{
    Q_DECLARE_TR_FUNCTIONS(planner::ReportBuilder)
public:
    explicit TradeOffsChapter(ChapterContext &context);

private:
    void writeOf(const ScenarioFigures &f) override;
};

} // namespace planner
