// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QWidget>

class QLabel;

namespace tco {
struct Portfolio;
struct PortfolioEvaluation;
struct FleetDecision;
} // namespace tco

namespace planner {

class KpiTile;
class PortfolioAnalysis;
class PortfolioDocument;
struct PortfolioOutlook;

/** The year's key figures, one tile each: the annual cost with its
 *  P10–P90, the budget, the deadlines, owned accelerators idle and the
 *  share covered by owned or committed capacity. The window and its slides
 *  show these same tiles, so they never disagree (docs/model.md §16.3).
 *  Object names "annualTile", "budgetTile", "deadlinesTile", "idleTile",
 *  "coverageTile". */
class PortfolioTiles : public QWidget
{
    Q_OBJECT
public:
    /** `large`: every tile prominent, for the slides. */
    PortfolioTiles(bool large, QWidget *parent);

    /** The document's year, with the analysis' outlook once it is current
     *  (the range reads "computing…" while the worker runs), and in
     *  `banner` what needs a decision (hidden when nothing does). */
    void showYear(const PortfolioDocument &doc, const PortfolioAnalysis &analysis, QLabel *banner);
    void retranslate();
    KpiTile *tile(const QString &objectName) const;
    /** "Decision: own 4,104 and commit 0, $126M a year, $8.6M less than this
     *  fleet. Owning anything from 3,800 to 4,400 is within $0.5M a year."
     *  The other pools decided follow the commitment: "commit 80 (and 48
     *  in commitment-july)". */
    static QString decisionLine(const tco::Portfolio &p, const tco::PortfolioEvaluation &e,
                                const tco::FleetDecision &d);

private:
    void showYear(const tco::Portfolio &p, const tco::PortfolioEvaluation &e,
                  const PortfolioOutlook *outlook);
    /** A line each: the budget, then up to three missed deadlines with
     *  their reason. Empty when nothing needs a decision. */
    static QStringList bannerLines(const tco::Portfolio &p, const tco::PortfolioEvaluation &e);
    void showPlanned(const tco::Portfolio &p, const tco::PortfolioEvaluation &e,
                     const PortfolioOutlook *outlook);
    void showTracked(const tco::PortfolioEvaluation &e, const PortfolioOutlook *outlook);

    KpiTile *m_annual, *m_budget, *m_deadlines, *m_idle, *m_coverage;
};

} // namespace planner
