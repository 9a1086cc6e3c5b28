// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "analysis/analysis.h"
#include "charts/core/chartview.h"

#include <QVector>

#include <array>
#include <vector>

namespace planner {

/** Where the main run's accelerator-hours go (tco::Goodput): productive
 *  work, checkpoint blocking, work lost to failures, restarts and data
 *  stall, as stacked shares for the plan's accelerator count and for a
 *  quarter, half, twice and four times as many, so the bar shows how
 *  failures eat into a larger cluster. A count without a valid plan is a
 *  grey bar; each other bar names its productive share. Object names:
 *  "productive", "checkpoint", "lostWork", "restart", "stall",
 *  "infeasible" (bars), "productiveLabel0".."productiveLabel4". */
class GoodputChart : public ChartView
{
    Q_OBJECT
public:
    explicit GoodputChart(QWidget *parent = nullptr);

    QString title() const override;
    void refresh(const ChartInputs &in) override;
    void retranslate() override;

    /** Accelerator counts shown, as multiples of the plan's. */
    static constexpr std::array<double, 5> kFactors{0.25, 0.5, 1.0, 2.0, 4.0};
    /** The bar of the plan itself. */
    static constexpr int kPlanIndex = 2;

    enum Part { Productive, Checkpoint, LostWork, Restart, Stall, PartCount };
    QCPBars *bars(Part part) const { return m_parts[part]; }
    /** The accelerator count of bar `index`. */
    double countAt(int index) const;

protected:
    QString pointText(QCPAbstractPlottable *plottable, int index) const override;

private:
    void updateTicks();
    static double share(const tco::Goodput &g, Part part);

    std::array<QCPBars *, PartCount> m_parts{};
    QCPBars *m_infeasible = nullptr;
    std::array<QCPItemText *, kFactors.size()>
        m_productiveLabels{}; ///< the productive share, inside each bar
    QSharedPointer<QCPAxisTickerText> m_ticker;
    std::vector<tco::SweepPoint> m_points; ///< one per factor
    std::array<QVector<QCPBarsData>, PartCount> m_data;
    QVector<QCPBarsData> m_infeasibleData;
    double m_planGpus = 0;
};

} // namespace planner
