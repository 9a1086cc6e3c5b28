// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QWidget>

namespace tco {
struct Portfolio;
struct PortfolioEvaluation;
} // namespace tco

namespace planner {

class KpiTile;
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

    /** `outlook` is nullptr while the Monte Carlo runs. */
    void showYear(const tco::Portfolio &p, const tco::PortfolioEvaluation &e,
                  const PortfolioOutlook *outlook);
    void retranslate();
    KpiTile *tile(const QString &objectName) const;

    /** What needs a decision, a line each: the budget, then up to three
     *  missed deadlines with their reason. Empty when nothing does. */
    static QStringList bannerLines(const tco::Portfolio &p, const tco::PortfolioEvaluation &e);

private:
    void showPlanned(const tco::Portfolio &p, const tco::PortfolioEvaluation &e,
                     const PortfolioOutlook *outlook);
    void showTracked(const tco::PortfolioEvaluation &e, const PortfolioOutlook *outlook);

    KpiTile *m_annual, *m_budget, *m_deadlines, *m_idle, *m_coverage;
};

} // namespace planner
