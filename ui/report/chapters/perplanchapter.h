// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "report/chapters/reportchapter.h"

namespace planner {

/** A chapter with a section per plan: write() gives its heading and
 *  introduction once (chapterPerPlan), then for every plan of the report
 *  the plan's section heading and, for a plan that can run, writeOf() (one
 *  that cannot gets withoutFigures()' note instead). A chapter names its
 *  heading in its constructor and writes one plan's figures in writeOf(). */
class PerPlanChapter : public ReportChapter
{
    Q_DECLARE_TR_FUNCTIONS(planner::ReportBuilder)
public:
    struct Heading {
        QString title;
        QString anchor; ///< the HTML anchor, the same in every language
        QString introduction;
    };
    virtual ~PerPlanChapter() = default;
    void write();

protected:
    PerPlanChapter(ChapterContext &context, Heading heading);
    virtual void writeOf(const ScenarioFigures &f) = 0;

private:
    Heading m_heading;
};

} // namespace planner
