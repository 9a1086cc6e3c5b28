// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "analysis/analysis.h"
#include "charts/core/chartview.h"

#include <QVector>

#include <array>
#include <vector>

namespace planner {

class InfeasibleRegions;

/** Buy or rent, on the same totals: the plan's total cost when the
 *  cluster is bought, against the fleet utilisation that sets its hourly
 *  cost (ownership.fleetUtilization), with horizontal lines at the same
 *  plan's on-demand, reserved and spot totals. The utilisations at which
 *  buying costs the same as renting on demand or reserved (tco::breakEven)
 *  are marked, as is the plan's own utilisation. Graph object names:
 *  "buy", "onDemand", "reserved", "spot", "breakEvenPoints"; markers
 *  "breakEvenOnDemandMarker", "breakEvenReservedMarker", "currentMarker". */
class BreakEvenChart : public ChartView
{
    Q_OBJECT
public:
    explicit BreakEvenChart(QWidget *parent = nullptr);

    QString title() const override;
    void refresh(const ChartInputs &in) override;
    void retranslate() override;

    static constexpr int kPoints = 48;
    static constexpr double kFrom = 0.2; ///< lowest utilisation shown unless a break-even lies lower

    const tco::BreakEven &breakEven() const { return m_breakEven; }

protected:
    QString pointText(QCPAbstractPlottable *plottable, int index) const override;

private:
    enum Rental { OnDemand, Reserved, Spot, RentalCount };
    void updateTexts();

    QCPGraph *m_buy = nullptr;
    std::array<QCPGraph *, RentalCount> m_rentals{};
    QCPGraph *m_points = nullptr;
    ValueMarker *m_vsOnDemand = nullptr;
    ValueMarker *m_vsReserved = nullptr;
    ValueMarker *m_current = nullptr;
    InfeasibleRegions *m_infeasible = nullptr;

    tco::Scenario m_work;
    std::vector<tco::SweepPoint> m_sweep;
    std::array<tco::Result, RentalCount> m_rentalResults;
    tco::BreakEven m_breakEven;
    QVector<QCPGraphData> m_buyData, m_pointData;
    std::array<QVector<QCPGraphData>, RentalCount> m_rentalData;
    double m_currentUtilization = 0;
};

} // namespace planner
