// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "analysis/analysis.h"
#include "charts/core/chartview.h"

#include <QVector>

#include <array>
#include <vector>

namespace planner {

/** Days against cost as the accelerator count varies (current / 8 to
 *  current × 8, log-spaced): more GPUs finish sooner but fail more often
 *  and cost more in lost work. A parametric curve; every point's GPU count
 *  shows on hover, the powers of two around the current count are
 *  labelled, and the current plan is marked. Counts without a valid plan
 *  (the model does not fit below some count, the run cannot finish above
 *  another) are left out, and a label names where they begin; a plan
 *  without a valid plan has no dot. */
class GpuCountChart : public ChartView
{
    Q_OBJECT
public:
    explicit GpuCountChart(QWidget *parent = nullptr);

    QString title() const override;
    void refresh(const ChartInputs &in) override;
    void retranslate() override;

protected:
    QString pointText(QCPAbstractPlottable *plottable, int index) const override;

private:
    void updateBlockedText();
    void placeBlockedLabel();

    QCPCurve *m_curve = nullptr;
    QCPGraph *m_current = nullptr;
    QCPGraph *m_cheapest = nullptr;
    QCPItemText *m_currentLabel = nullptr;
    QCPItemText *m_cheapestLabel = nullptr; ///< "Cheapest: N GPUs" at the diamond
    QCPItemText *m_blockedLabel = nullptr;
    std::array<QCPItemText *, 6> m_countLabels{}; ///< current x 1/8, 1/4, 1/2, 2, 4, 8

    std::vector<tco::SweepPoint> m_sweep;
    QVector<QCPCurveData> m_curveData;
    QVector<QCPGraphData> m_currentData, m_cheapestData;
    double m_currentGpus = 0;
    double m_firstBlockedGpus = 0;   ///< from here up the run cannot finish; 0 = none
    double m_lastNotFittingGpus = 0; ///< up to here the plan does not fit; 0 = none
    tco::Condition m_currentReason = tco::Condition::Count;
    tco::Result m_currentResult;
    /** The model's cheapest count (tco::cheapestAcceleratorCount) and its
     *  plan; 0 = none. Not the sweep's lowest point: the sweep's steps are
     *  coarser than a node. */
    double m_cheapestGpus = 0;
    tco::Result m_cheapestResult;
};

} // namespace planner
