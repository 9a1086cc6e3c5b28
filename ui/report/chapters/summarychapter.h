// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "report/chapters/reportchapter.h"

namespace planner {

/** Executive summary: the key figures, the biggest cost drivers, the plan's
 *  conditions and the levers that improve it (docs/model.md §6, §7). */
class SummaryChapter : public ReportChapter
{
    Q_DECLARE_TR_FUNCTIONS(planner::ReportBuilder)
public:
    using ReportChapter::ReportChapter;
    void write();

    // The executive report (chapters/executivechapter.h) writes these too.
    /** The plan's conditions as a table with their $ and days, or a line
     *  saying there are none. */
    void conditionsOf(const ScenarioFigures &f);
    /** The plan's levers as a table, at most `maxLevers` of them. */
    void improveOf(const ScenarioFigures &f, std::size_t maxLevers);

private:
    void writeOne(const ScenarioFigures &f);
    void writeSeveral();
    /** "Improve this plan": the levers of tco::advise for every scenario. */
    void improve();
    QString leverChanges(const ScenarioFigures &f, const tco::Lever &lever) const;
};

} // namespace planner
