// SPDX-License-Identifier: GPL-3.0-or-later
// What the model's tracking tests share (tst_forecast, tst_planstatus,
// tst_trackingchecks): the hand plan as a run alone, and spend lines.
#pragma once

#include "handscenario.h"

#include "plan/calendar.h"
#include "tracking/actuals.h"

#include <cstddef>
#include <utility>

namespace testing {

/** The hand scenario (handscenario.h) starting 2027-01-01 with no
 *  preparation or post-training months: 1T tokens on 1000 accelerators at
 *  MFU 0.5 (30M tokens per productive accelerator-hour), 33,333.3
 *  productive accelerator-hours, a main run of 37.05 hours, so the plan
 *  finishes on 2027-01-02; failures every 10 hours (MTBF 10,000 h per
 *  accelerator). */
inline tco::Scenario runOnly()
{
    tco::Scenario s = handScenario();
    s.startDate = "2027-01-01";
    s.set(tco::InputId::ProjectPreparationMonths, 0);
    s.set(tco::InputId::ProjectPostTrainingMonths, 0);
    return s;
}

/** A spend line of `usd`, billed in US dollars, from line `line` of its file. */
inline tco::SpendLine spendLine(tco::CivilDate d, tco::Category c, double usd, tco::SpendTags tags = {},
                                std::size_t line = 0)
{
    tco::SpendLine l;
    l.date = d;
    l.category = c;
    l.amountUsd = l.amountBilled = usd;
    l.tags = std::move(tags);
    l.sourceLine = line;
    return l;
}

} // namespace testing
