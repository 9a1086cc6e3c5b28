// SPDX-License-Identifier: GPL-3.0-or-later
#include "report/chapters/perplanchapter.h"

#include <utility>

namespace planner {

PerPlanChapter::PerPlanChapter(ChapterContext &context, Heading heading)
    : ReportChapter(context), m_heading(std::move(heading))
{
}

void PerPlanChapter::write()
{
    chapterPerPlan(m_heading.title, m_heading.anchor, m_heading.introduction,
                   [this](const ScenarioFigures &f) {
                       scenarioSection(f);
                       if (!withoutFigures(f))
                           writeOf(f);
                   });
}

} // namespace planner
