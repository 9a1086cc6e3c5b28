// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "report/chapters/reportchapter.h"

namespace planner {

/** What fits: the plan's targets (budget, deadline, tokens per parameter,
 *  loss), the accelerator count that meets them at the least cost (or the
 *  target that cannot be met, with the gap), the feasible region and the
 *  what-if variants (docs/model.md §13–14 and "Variants"). */
class WhatFitsChapter : public ReportChapter
{
    Q_DECLARE_TR_FUNCTIONS(planner::ReportBuilder)
public:
    using ReportChapter::ReportChapter;
    void write();
    /** The what-if variants as a table (the executive report's too). */
    void writeVariants(const ScenarioFigures &f);
    /** "The plan's targets: a budget of $20M and …", empty without targets. */
    QString targetsText(const tco::Scenario &s) const;

private:
    void writeOf(const ScenarioFigures &f);
    /** TargetMissed: each target the nearest plan misses, and a loss no plan reaches. */
    void writeMisses(const ScenarioFigures &f, const QString &count, const QString &finish);
};

} // namespace planner
