// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "report/chapters/reportchapter.h"

namespace planner {

/** Cost magnitude in context: published training costs by year and the plan
 *  among them (docs/model.md §11). */
class HistoryChapter : public ReportChapter
{
    Q_DECLARE_TR_FUNCTIONS(planner::ReportBuilder)
public:
    using ReportChapter::ReportChapter;
    void write();
};

} // namespace planner
