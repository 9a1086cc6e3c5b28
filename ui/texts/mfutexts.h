// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "plan/catalog.h"
#include "plan/scenario.h"

#include <QCoreApplication>
#include <QString>

namespace planner {

/** Where a plan's MFU comes from, in words: typical for its class of
 *  published runs (with their range), entered, or calibrated from a
 *  measured run (model/plan/typicalmfu.h). The window shows the line under the
 *  MFU slider and the runs in its tooltip; the report says the same. */
class MfuTexts
{
    Q_DECLARE_TR_FUNCTIONS(planner::MfuTexts)
public:
    /** "Typical for a 70B dense model on H100-SXM · published runs like it: 28 %–39 %". */
    static QString sourceLine(const tco::Scenario &s, const tco::Catalog &catalog);
    /** The published runs of the plan's class with their MFU, and how the
     *  typical value is made, one per line. */
    static QString runsToolTip(const tco::Scenario &s, const tco::Catalog &catalog);
    /** "dense" or "mixture-of-experts". */
    static QString architecture(bool mixtureOfExperts);
};

} // namespace planner
