// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "options.h"

#include <plan/catalog.h>
#include <portfolio/portfolio.h>

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

namespace cli {

/** What `llm-tco portfolio` works on: the catalog and a validated portfolio. */
struct PortfolioInput {
    tco::Catalog catalog;
    tco::Portfolio portfolio;
    std::string name; ///< the portfolio's name, else its file's
};

/** --portfolio FILE, --set (repeatable), --catalog FILE, --out FILE. */
std::vector<OptionSpec> portfolioSpecs();

/** The --portfolio file (required), every --set applied in order, then the
 *  whole validated: every run's plan and validatePortfolio(). Any problem
 *  throws a BadInput Error, one line each, naming the option, run or pool. */
PortfolioInput loadPortfolioInput(const ParsedOptions &options);

/** The run `ref` (an id or an index) names in `p`; a BadInput Error naming
 *  `option`, the value and what is allowed otherwise. */
std::size_t runIndex(const tco::Portfolio &p, const std::string &ref, std::string_view option);
/** The same from the file of --`fileOption` (`portfolio compare`'s --with),
 *  with the --set edits only when `applySets`. */
PortfolioInput loadPortfolioInput(const ParsedOptions &options, const std::string &fileOption,
                                  bool applySets);

/** Applies one `--set` assignment to `p`:
 *  - run.N.KEY=VALUE: a plan input of run N (keys: `llm-tco keys`), or one
 *    of the run's own fields: earliestStart, deadline, pinnedStart (empty =
 *    none), repeat, priority, allowSpot, team, project;
 *  - pool.N.FIELD=VALUE: count, usdPerHour, discount, prepaidShare,
 *    termMonths, purchaseUsdPerAccelerator, networkCapexShare,
 *    facilityCapexShare, hostingUsdPerAcceleratorHour, depreciationYears,
 *    resaleFraction, goodputLoss, start, priceDate;
 *  - budget.annualUsd, budget.warningFraction, budget.reviewFraction,
 *    rentalDeclinePerYear (negative: rising), costOfCapital.
 *  N is the 0-based index in the file or the run's (pool's) id. Returns
 *  the problem, naming the key, the value and what is allowed, or "". */
std::string applyPortfolioSet(tco::Portfolio &p, const std::string &assignment, const tco::Catalog &catalog);

/** validatePortfolio() and every run's plan, one English line each. */
std::vector<std::string> portfolioProblems(const tco::Portfolio &p, const tco::Catalog &catalog);

/** Every --set of `assignments` applied to `p` in order (applyPortfolioSet()),
 *  each field once whether its run or pool is named by index or by id (a
 *  second is refused, naming both), then the whole validated
 *  (portfolioProblems(), "invalid portfolio: " before each line), as
 *  loadPortfolioInput() does. Returns the problems; `p` is changed only
 *  when there are none. tests/fuzz/fuzz_portfolioset.cpp fuzzes it. */
std::vector<std::string> applyPortfolioSets(tco::Portfolio &p, const std::vector<std::string> &assignments,
                                            const tco::Catalog &catalog);

} // namespace cli
