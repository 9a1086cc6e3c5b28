// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "plan/calendar.h"
#include "plan/catalog.h"
#include "plan/result.h"
#include "plan/scenario.h"

#include <array>
#include <vector>

namespace tco {

/** One calendar month of a spend timeline (docs/model.md, "Spend over time
 *  and cash"). */
struct SpendMonth {
    CivilDate month;                                 ///< the first day of the calendar month
    std::array<double, kCategoryCount> byCategory{}; ///< USD in this month, by category
    double total = 0;                                ///< sum of byCategory
    double cumulative = 0;                           ///< total of this and every earlier month
};

/** A plan's spend month by month from its start date, as cost and as cash.
 *  `cost` spreads Result::cost over the months and sums to
 *  Result::totalUsd; `cash` is the money that leaves when it leaves: equal
 *  to cost when renting, the reserved bill spread over the committed term,
 *  and for bought hardware the capex up front, facility monthly and the
 *  residual value credited back in the month the project ends. Both series
 *  hold the same months. */
struct Cashflow {
    bool feasible = false; ///< false: the plan cannot run; no months, no figures
    std::vector<SpendMonth> cost;
    std::vector<SpendMonth> cash;

    // Buy: the up-front purchase and what the hardware fetches at the end.
    double ownedGpus = 0; ///< accelerators bought: the main run's plus hot spares (Result::peakGpus)
    double acceleratorCapexUsd = 0; ///< ownedGpus x capex per accelerator
    double fabricCapexUsd = 0;      ///< acceleratorCapexUsd x ownership.networkCapexShare
    double capexUsd = 0;            ///< accelerators + fabric, in the cash of capexMonth
    CivilDate capexMonth;           ///< the first month, before preparation (set in every mode)
    double monthsOwned = 0;         ///< from the start to the project's finish, model months
    double bookValueUsd = 0;        ///< straight-line value when sold, floored at 0
    double residualUsd = 0;         ///< bookValueUsd x (1 - ownership.resaleDiscount), credited as cash
    CivilDate residualMonth;        ///< the month the project finishes (set in every mode)
    double facilityUsdPerMonth = 0; ///< ownedGpus x ownership.facilityUsdPerGpuMonth, cash every owned month
    double opportunityUsd = 0;      ///< in the cost (category opportunity), never cash
    /** Buy: what the cost charges for the owned hardware as it is used
     *  (depreciation, fabric and facility at the owned rate per hour, for
     *  training, failures, idle and experiments), where the cash pays
     *  capex and facility instead. With the other Buy figures it makes the
     *  reconciliation exact: cost = cash − capex − facility + residual +
     *  ownedUsageUsd + opportunityUsd (docs/model.md, "Cash against cost"). */
    double ownedUsageUsd = 0;
    double facilityUsd = 0; ///< facilityUsdPerMonth x monthsOwned: the facility's cash

    // Reserved: the committed term's bill.
    double reservedCommittedUsd = 0; ///< the training phase's reserved accelerator bill
    double reservedCashMonths = 0;   ///< model months it is paid over: max(term, main run)

    double costTotalUsd = 0; ///< sum of the cost series (= Result::totalUsd up to rounding)
    double cashTotalUsd = 0; ///< sum of the cash series

    /** The months from the first to the one the project finishes in; the
     *  series may run longer (storage kept after the run, a reserved term
     *  past the project), and what they hold after it is the tail. */
    std::size_t projectMonthCount = 0;
    double costAfterProjectUsd = 0; ///< the cost series' sum after the project's last month
    double cashAfterProjectUsd = 0; ///< the cash series' sum after the project's last month
    /** True when cash and cost are the same month by month (renting, or a
     *  reservation whose term ends with the run): the two views agree. */
    bool cashIsCost = false;
};

/** The spend timeline of a plan evaluated to `r` (Result of evaluate(s,
 *  catalog)). The start date is resolvedStart(s, today). */
Cashflow cashflow(const Scenario &s, const Result &r, const Catalog &catalog,
                  const CivilDate &today = todayUtc());

} // namespace tco
