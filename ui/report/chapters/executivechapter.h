// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "report/chapters/reportchapter.h"

namespace planner {

/** The executive report (ReportKind::Executive): 2–4 dense pages for the
 *  budget owner, in this order: the decision asked for (name, description,
 *  budget, start, targets), the total with its P10–P90 from the plan's own
 *  Monte Carlo (the window's figures), the spend timeline, the inputs that
 *  move the total most, the assumptions that differ from the defaults,
 *  the conditions with the best levers, and the what-if variants. The full
 *  report holds everything else. With several plans, the figures of each
 *  and the details of the baseline A. */
class ExecutiveChapter : public ReportChapter
{
    Q_DECLARE_TR_FUNCTIONS(planner::ReportBuilder)
public:
    using ReportChapter::ReportChapter;
    void write();

    /** At most this many changed inputs are listed; the full report's
     *  appendix has them all. */
    static constexpr std::size_t kMaxChangedInputs = 18;
    /** The inputs that move the total most, and the levers shown. */
    static constexpr std::size_t kTopDrivers = 5;
    static constexpr std::size_t kTopLevers = 3;

private:
    /** A numbered heading that keeps the page: "2  Spend over time". */
    void heading(const QString &text, const QString &anchor);
    void cover(const ScenarioFigures &f);
    void decision(const ScenarioFigures &f);
    void keyFigures(const ScenarioFigures &f);
    /** The spend timeline of the first plan: chart and sentences, no table. */
    void spend(const ScenarioFigures &f);
    void tracking(const ScenarioFigures &f);
    void plansCompared();
    void drivers(const ScenarioFigures &f);
    void changedAssumptions(const ScenarioFigures &f);
    void conditions(const ScenarioFigures &f);
    void variants(const ScenarioFigures &f);
    /** "2 Mar 2027 – 14 Nov 2027", or the start alone when the run cannot finish. */
    QString projectSpan(const ScenarioFigures &f) const;
};

} // namespace planner
