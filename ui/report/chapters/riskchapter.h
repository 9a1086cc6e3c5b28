// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "report/chapters/perplanchapter.h"

namespace planner {

/** Risk: the Monte Carlo range of cost and time, the contingency and the
 *  inputs that move the total most. */
class RiskChapter : public PerPlanChapter
{
    Q_DECLARE_TR_FUNCTIONS(planner::ReportBuilder)
public:
    explicit RiskChapter(ChapterContext &context);

private:
    /** Of the Monte Carlo and the sensitivity analysis; the heading is given before the base exists. */
    static QString introduction(const ReportData &data, const QLocale &locale);
    void writeOf(const ScenarioFigures &f) override;
};

} // namespace planner
