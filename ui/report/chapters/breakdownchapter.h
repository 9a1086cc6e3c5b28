// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "report/chapters/perplanchapter.h"

namespace planner {

/** Cost breakdown: cost by category and phase, fixed and elastic. */
class BreakdownChapter : public PerPlanChapter
{
    Q_DECLARE_TR_FUNCTIONS(planner::ReportBuilder)
public:
    explicit BreakdownChapter(ChapterContext &context);

private:
    void writeOf(const ScenarioFigures &f) override;
};

} // namespace planner
