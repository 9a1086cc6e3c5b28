// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "charts/core/qcpfwd.h"
#include "charts/portfolio/portfoliochart.h"

#include <vector>

namespace planner {

class ValueMarker;

/** "How many accelerators should we own, and how much should we commit?"
 *  (docs/model.md §16.4): the annual cost against the owned count, one thin
 *  line per commitment level and the cheapest commitment's curve bold; the
 *  cheapest fleet that meets every deadline, renting everything, owning for
 *  the peak and this portfolio's own fleet as points, its P10–P90 from the
 *  Monte Carlo as a bar, and the break-even as a line. Fleets that miss a
 *  deadline are drawn hollow. Object names "curve", "level.N", "best",
 *  "current", "rentAll", "ownPeak", "misses", "breakEven" are the test seams. */
class FleetDecisionChart : public PortfolioChart
{
    Q_OBJECT
public:
    explicit FleetDecisionChart(QWidget *parent = nullptr);

    QString title() const override;
    void retranslate() override;
    void showPortfolio(const PortfolioFigures &figures) override;

private:
    void nameGraphs();

    QCPGraph *m_curve = nullptr;
    QCPGraph *m_bandLow = nullptr;
    QCPGraph *m_bandHigh = nullptr;
    QCPGraph *m_best = nullptr;
    QCPGraph *m_current = nullptr;
    QCPErrorBars *m_currentRange = nullptr;
    QCPGraph *m_rentAll = nullptr;
    QCPGraph *m_ownPeak = nullptr;
    QCPGraph *m_misses = nullptr;
    ValueMarker *m_breakEven = nullptr;
    QCPGraph *m_nearBest = nullptr; ///< the curve within nearBest's tolerance of the answer
    std::vector<QCPGraph *> m_levels;
    std::vector<int> m_levelCounts;
    tco::FleetDecision m_fleet;
    int m_currentOwned = 0;
    double m_currentUsd = 0;
    bool m_hasFleet = false;
};

} // namespace planner
