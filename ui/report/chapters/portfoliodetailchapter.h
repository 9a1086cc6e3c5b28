// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "report/chapters/portfoliochapter.h"

namespace planner {

/** The full portfolio report's detail after the executive pages
 *  (ReportKind::Full): every run instance (pools, start, end, cost,
 *  deadline status), the money of every month, the fiscal years against the
 *  budget, and each pool's utilisation with the dollars of capacity nobody
 *  used (docs/model.md §16.3). */
class PortfolioDetailChapter : public PortfolioChapter
{
    Q_DECLARE_TR_FUNCTIONS(planner::ReportBuilder)
public:
    using PortfolioChapter::PortfolioChapter;
    void write();

private:
    void everyRun();
    void months();
    void fiscalYears();
    void pools();
};

} // namespace planner
