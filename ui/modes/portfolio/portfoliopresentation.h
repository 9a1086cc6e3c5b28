// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "widgets/pageredraw.h"
#include "widgets/slidedeck.h"

class QLabel;

namespace planner {

class FleetDecisionChart;
class GanttChart;
class PortfolioAnalysis;
class PortfolioChart;
class PortfolioControls;
class PortfolioDocument;
class PortfolioMoneyChart;
class PortfolioTiles;

/** The year for the budget meeting, full screen (issue 35): the window's
 *  key figures in large type, one slide each for the runs on the fleet,
 *  the money by month and the fleet decision, and the window's levers in
 *  a strip, so "what if we own 512 fewer?" is answered on the spot. Edits
 *  go through the window's PortfolioDocument (one undo history) and the
 *  outlook comes from its PortfolioAnalysis, so the slides and the window
 *  never disagree. Object name "portfolioPresentation". */
class PortfolioPresentation : public SlideDeck
{
    Q_OBJECT
public:
    PortfolioPresentation(PortfolioDocument *document, PortfolioAnalysis *analysis, QWidget *parent);
    ~PortfolioPresentation() override;

    PortfolioChart *chart(int page) const;
    PortfolioTiles *tiles() const { return m_tiles; }

protected:
    QString pageTitle(int page) const override;
    void pageShown(int page) override;
    void changeEvent(QEvent *event) override;

private:
    void refresh(bool interacting);
    void drawPage(int page, bool interacting);
    void retranslate();

    PortfolioDocument *m_doc;
    PortfolioAnalysis *m_analysis;
    PortfolioTiles *m_tiles;
    QLabel *m_banner;
    GanttChart *m_gantt;
    PortfolioMoneyChart *m_money;
    FleetDecisionChart *m_fleet;
    PortfolioControls *m_controls;
    std::vector<PortfolioChart *> m_charts;
    PageRedraw m_redraw; ///< the slide on screen now, the others when shown
};

} // namespace planner
