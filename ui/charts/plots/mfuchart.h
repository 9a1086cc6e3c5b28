// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "analysis/analysis.h"
#include "charts/core/chartview.h"

#include <QVector>

#include <vector>

namespace planner {

class InfeasibleRegions;

/** Total cost and wall-clock days against model FLOPs utilisation (MFU,
 *  10 %..80 %), with the scenario's MFU marked: what a better-tuned
 *  training stack is worth. Where no plan is valid the curves break and
 *  the region is greyed. Where a faster run becomes shorter than the
 *  reserved term, the cost curve flattens (the rest of the term is paid
 *  idle): a dashed line marks that bend and says why. */
class MfuChart : public ChartView
{
    Q_OBJECT
public:
    explicit MfuChart(QWidget *parent = nullptr);

    QString title() const override;
    void refresh(const ChartInputs &in) override;
    void retranslate() override;

    static constexpr int kPoints = 50;
    static constexpr double kFrom = 0.10;
    static constexpr double kTo = 0.80;

protected:
    QString pointText(QCPAbstractPlottable *plottable, int index) const override;

private:
    /** The MFU at which the run's allocation falls below the reserved term,
     *  or NaN if that happens nowhere in the sweep. */
    double termBendMfu() const;
    QString termBendText() const;

    QCPGraph *m_cost = nullptr;
    QCPGraph *m_days = nullptr;
    ValueMarker *m_current = nullptr;
    ValueMarker *m_termBend = nullptr; ///< from here on the run is shorter than the reserved term
    double m_termMonths = 0;
    InfeasibleRegions *m_infeasible = nullptr;
    std::vector<tco::SweepPoint> m_sweep;
    QVector<QCPGraphData> m_costData, m_daysData;
    double m_currentMfu = 0;
};

} // namespace planner
