// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "report/chapters/reportchapter.h"

namespace planner {

/** Actual spend against the plan (docs/model.md, "Tracking actual spend";
 *  docs/actuals.md), for every plan with imported actuals: the status
 *  against the budget lines, what was spent against the plan to date, the
 *  forecast at completion with its band and finish date, what the progress
 *  measured, the spend timeline with the actual spend and the landing
 *  point, and the deviations by category, phase and tag with the input
 *  changes that explain them. No chapter when no plan has actuals. The
 *  executive report uses writeOf() under its own heading, without the
 *  tables by phase and tag. */
class TrackingChapter : public ReportChapter
{
    Q_DECLARE_TR_FUNCTIONS(planner::ReportBuilder)
public:
    using ReportChapter::ReportChapter;
    /** True when some plan of the report has actuals. */
    bool any() const;
    /** A chapter "Actual spend against the plan" with a section per plan
     *  that has actuals; nothing when none has. */
    void write();
    /** One plan's status, sentences, figure and tables (`full`: also by
     *  phase and tag). */
    void writeOf(const ScenarioFigures &f, bool full = true);

private:
    /** `onlyDeviating`: leave out the rows spent as planned (a note says
     *  how many); the total stays whole. */
    void deviationTable(const std::vector<tco::Deviation> &rows, bool categories, const QString &caption,
                        bool onlyDeviating = false);
    void tagTable(const std::vector<tco::TagSpend> &rows);
    void explanationTable(const std::vector<tco::InputChange> &rows);
};

} // namespace planner
