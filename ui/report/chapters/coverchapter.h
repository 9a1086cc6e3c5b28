// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "report/chapters/reportchapter.h"

namespace planner {

/** The cover: the plan, its tags and its total or why it has none; for several
 *  scenarios, each with its total, A being the baseline. */
class CoverChapter : public ReportChapter
{
    Q_DECLARE_TR_FUNCTIONS(planner::ReportBuilder)
public:
    using ReportChapter::ReportChapter;
    void write();
};

} // namespace planner
