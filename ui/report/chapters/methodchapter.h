// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "report/chapters/reportchapter.h"

namespace planner {

/** Method and sources: the model's formulas, how failures, practice presets,
 *  memory fit and conditions work, and where the defaults come from. */
class MethodChapter : public ReportChapter
{
    Q_DECLARE_TR_FUNCTIONS(planner::ReportBuilder)
public:
    using ReportChapter::ReportChapter;
    void write();

private:
    /** Failures and checkpoints, practice presets, memory fit and the
     *  conditions (docs/model.md §3–§6). */
    void failures();
    /** Every source cited, in full. */
    void references();
};

} // namespace planner
