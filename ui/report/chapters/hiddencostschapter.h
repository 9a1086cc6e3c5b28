// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "report/chapters/perplanchapter.h"

namespace planner {

/** Hidden costs: failures, experiments and idle capacity on their own. */
class HiddenCostsChapter : public PerPlanChapter
{
    Q_DECLARE_TR_FUNCTIONS(planner::ReportBuilder)
public:
    explicit HiddenCostsChapter(ChapterContext &context);

private:
    void writeOf(const ScenarioFigures &f) override;
};

} // namespace planner
