// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "analysis/analysis.h"
#include "charts/core/chartview.h"

#include <QVector>

#include <vector>

namespace planner {

class InfeasibleRegions;

/** Storage tiering (docs/model.md §9): against the share of the working set
 *  kept on hot storage, the storage bill, the rest of the bill (stalls,
 *  failures and the longer run the slower tier causes) and the total, each
 *  as the change from keeping everything warm, so both sides of the
 *  trade-off share one scale. The current share and the cheapest mix are
 *  marked; the hover shows absolute figures. Where no plan is valid the
 *  curves break and the region is greyed; the reference is then the
 *  lowest hot share with a valid plan. */
class StorageTierChart : public ChartView
{
    Q_OBJECT
public:
    explicit StorageTierChart(QWidget *parent = nullptr);

    QString title() const override;
    void refresh(const ChartInputs &in) override;
    void retranslate() override;

    static constexpr int kPoints = 41;

protected:
    QString pointText(QCPAbstractPlottable *plottable, int index) const override;

private:
    void updateAxisLabel();

    QCPGraph *m_storage = nullptr;
    QCPGraph *m_rest = nullptr;
    QCPGraph *m_total = nullptr;
    ValueMarker *m_current = nullptr;
    ValueMarker *m_cheapest = nullptr;
    InfeasibleRegions *m_infeasible = nullptr;
    std::size_t m_reference = 0; ///< the sweep point the changes are measured from
    std::vector<tco::SweepPoint> m_sweep;
    QVector<QCPGraphData> m_storageData, m_restData, m_totalData;
    double m_currentShare = 0;
    double m_cheapestShare = 0;
};

} // namespace planner
