// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "report/chapters/reportchapter.h"
#include "report/portfolioreport.h"

#include "charts/portfolio/portfoliochart.h"

namespace planner {

enum class PortfolioChartId;

/** The executive portfolio report (docs/model.md §16), at most 4 pages for
 *  the annual budget meeting, in this order: the decision asked for (the
 *  fleet: owned count and commitment), the year's total with its P10–P90,
 *  the fleet decision (recommended, this fleet, rent everything, own for the
 *  peak, break-even), money by month and cash by quarter, the runs on the
 *  fleet, the top runs and teams (chargeback), and the risks (deadline
 *  misses with their reasons, the budget's odds). The full report adds
 *  PortfolioDetailChapter. Words of the portfolio (kinds, names, placement
 *  status) are texts/portfoliotexts.h's. */
class PortfolioChapter : public ReportChapter
{
    Q_DECLARE_TR_FUNCTIONS(planner::ReportBuilder)
public:
    PortfolioChapter(ChapterContext &context, const PortfolioReportData &data);

    /** The document's title, header and footer, the cover and every
     *  executive section. */
    void writeExecutive();

    /** The name of a portfolio without a name or file. */
    static QString untitled();

    /** Runs, teams and runs that miss a deadline listed at most in the executive pages. */
    static constexpr std::size_t kTopRuns = 4;
    static constexpr std::size_t kTopTeams = 5;
    static constexpr std::size_t kMaxMisses = 6;

protected:
    /** A numbered level-2 heading that keeps the page: "3  The fleet decision". */
    void heading(const QString &text, const QString &anchor);
    /** The figure of a portfolio chart; nothing without a chart renderer. */
    void portfolioFigure(PortfolioChartId id, const QString &caption);
    PortfolioFigures figures() const;
    /** Day `day` of the portfolio's calendar, as the report writes a date. */
    QString dayText(int day) const;
    /** "owned 2,048 · committed 1,024": a fleet of the decided pools. */
    /** "own 0, commit 3,840", and the other decided pools' `others`
     *  (FleetTexts::otherPools) when there are any. */
    QString fleetText(int owned, int committed, const QString &others = {}) const;
    /** A team or project as charged; "" is the central account. */
    QString accountName(const std::string &name) const;
    /** The share of the horizon's total, as a percentage. */
    QString shareOfTotal(double usd) const;

    const PortfolioReportData &m_p;
    const tco::Portfolio &m_portfolio;

private:
    void frame();
    void cover();
    void decision();
    void total();
    void fleetDecision();
    void money();
    void runs();
    void chargeback();
    void risks();
    /** This portfolio's counts of the decided owned and commitment pools. */
    int currentOwned() const;
    int currentCommitted() const;
    /** The portfolio's fleet is `point`: every decided pool at its count. */
    bool isThisFleet(const tco::FleetPoint &point) const;
};

} // namespace planner
