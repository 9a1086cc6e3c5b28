// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "portfolio/placedrun.h"
#include "portfolio/portfoliocompare.h"
#include "portfolio/schedule.h"

#include <QCoreApplication>
#include <QString>

namespace planner {

/** The portfolio's nouns, one wording for the window, its charts and slides,
 *  and the report (context "planner::PortfolioTexts"). */
class PortfolioTerms
{
    Q_DECLARE_TR_FUNCTIONS(planner::PortfolioTexts)
public:
    static QString annualCost() { return tr("Annual cost"); }
    static QString deadlines() { return tr("Deadlines"); }
    static QString allDeadlinesMet() { return tr("All met"); }
    static QString ownedIdle() { return tr("Owned accelerators idle"); }
    static QString rentEverything() { return tr("Rent everything"); }
    static QString ownForThePeak() { return tr("Own for the peak"); }
    static QString run() { return tr("Run"); }
    static QString runs() { return tr("Runs"); }
    static QString sharedCosts() { return tr("Shared costs"); }
    static QString runsCompute() { return tr("Runs' compute"); }
    static QString runsOther() { return tr("Runs' other costs (checkpoints, logs)"); }
    static QString notPlaced() { return tr("Not placed, at on-demand prices"); }
    static QString sharedData() { return tr("Shared data (corpora, bought once)"); }
    static QString sharedPeople() { return tr("Shared people and operations"); }
    static QString blendedSaving() { return tr("Blended saving against on demand"); }
    static QString utilisation() { return tr("Utilisation"); }
    /** The year's figure once a run's plan holds actual spend (§16.8). */
    static QString trackedForecast() { return tr("Forecast for the year, with actual spend"); }
    static QString actualSpend() { return tr("Actual spend to date"); }
    static QString trackedRuns() { return tr("Runs with actual spend"); }
    /** "%1 spent on %n tracked runs" */
    static QString spentOnTrackedRuns(int runs) { return tr("%1 spent on %n tracked runs", nullptr, runs); }
};

/** The portfolio's words (docs/model.md §16), the same in the Portfolio
 *  window, its charts and presentation slides (context
 *  "planner::PortfolioTexts"). */
QString poolKindLabel(tco::PoolKind kind);
QString runKindLabel(tco::RunKind kind);
/** "Idle capacity shared pro rata" / "… carried centrally". */
QString idlePolicyLabel(tco::IdlePolicy policy);
/** The run's id as the user named it. */
QString runName(const tco::Portfolio &p, int run);
/** "pilot #3" for an instance of a repeated run, else the run's name. */
QString instanceName(const tco::Portfolio &p, const tco::RunPlacement &placement);
/** Whether the placement meets its deadline, and if not why, in a sentence:
 *  "On time", "12 days late: it waits for main, which ends too late". */
QString placementStatusText(const tco::Portfolio &p, const tco::RunPlacement &placement);
/** "owned × 256, on demand × 128": the pools a placement holds. */
QString allocationText(const tco::Portfolio &p, const tco::RunPlacement &placement);
QString allocationText(const tco::Portfolio &p, const std::vector<tco::Allocation> &allocations);
/** The pool's name as the user gave it, with its kind when they differ. */
QString poolName(const tco::Portfolio &p, int pool);
/** A step of the waterfall between two portfolios (docs/model.md §16.7):
 *  "Owned accelerators used by runs", "Idle capacity", … */
QString costCauseLabel(tco::CostCause cause);
/** The file's base name, or the portfolio's own name when it has no file. */
QString portfolioDisplayName(const tco::Portfolio &p, const QString &fileName);
/** What a plan opened from a portfolio says beside its own total (issue 53,
 *  docs/model.md §16.3): the run, where and when the portfolio places it,
 *  what the portfolio charges it and why, and the plan's own figure for
 *  the run alone at its own pricing. One wording for the main window and
 *  the plan's report. `portfolioName`: portfolioDisplayName(). */
QString portfolioRunNote(const tco::Portfolio &p, const QString &portfolioName, int run,
                         const tco::PlacedRun &placed, const tco::Scenario &plan, double planTotalUsd);

} // namespace planner
