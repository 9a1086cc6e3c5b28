// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "portfolio/optimiser.h"

#include <QCoreApplication>
#include <QLocale>
#include <QString>

#include <vector>

namespace planner {

/** What the fleet decision means, in sentences (docs/model.md §16.4): the
 *  break-even against what owning displaces, how flat the curve is around
 *  the answer, and how the answer moves with the rent path. One wording
 *  for the Portfolio window's Fleet decision tab and the report (context
 *  "planner::FleetTexts"). */
class FleetTexts
{
    Q_DECLARE_TR_FUNCTIONS(planner::FleetTexts)
public:
    static QString breakEvenTitle() { return tr("Break-even:"); }
    static QString nearBestTitle() { return tr("Near the best:"); }
    static QString rentPathsTitle() { return tr("As rented prices move:"); }

    /** Up to how many owning pays, what an owned accelerator-hour costs
     *  against what it displaces in this schedule (named), the busy share
     *  at which it pays for itself, and the peak. */
    static QString breakEven(const tco::FleetDecision &d, const QLocale &locale);
    /** The owned counts within the answer's tolerance; empty when the
     *  answer misses a deadline (there is no "best" to be near). */
    static QString nearBest(const tco::FleetDecision &d, const QLocale &locale);
    /** The counts `point` gives the decision's other pools (a ladder's
     *  other rungs, another generation's owned pool), each by its name:
     *  "48 in commitment-july, 16 in owned-b200"; empty when there are none. */
    static QString otherPools(const tco::Portfolio &p, const tco::FleetDecision &d,
                              const tco::FleetPoint &point, const QLocale &locale);
    /** `fleet` ("commit 80") followed by otherPools' `others` when there
     *  are any: "commit 80 (and 48 in commitment-july)". */
    static QString withOthers(const QString &fleet, const QString &others)
    {
        return others.isEmpty() ? fleet : tr("%1 (and %2)").arg(fleet, others);
    }
    /** The answer at each rent path (tco::answersAcrossRentPaths), the
     *  portfolio's own (`plannedDeclinePerYear`) named; empty with fewer
     *  than two paths. */
    static QString rentPaths(const std::vector<tco::PathAnswer> &paths, double plannedDeclinePerYear,
                             const QLocale &locale);
};

} // namespace planner
