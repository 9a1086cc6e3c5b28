// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "charts/core/chartview.h"
#include "plan/typicalmfu.h"

#include <QVector>

#include <array>
#include <vector>

namespace planner {

/** How typical is this plan (docs/model.md, "Typical MFU"): accelerator-
 *  hours per trillion tokens against active parameters, one point per
 *  published run by accelerator generation, dense or mixture-of-experts;
 *  the plan as a marker; and the band its class reaches (the typical MFU's
 *  P10-P90 on the plan's accelerator, count and precision). A plan below
 *  the band assumes more efficiency than any published run has shown. */
class TypicalRunsChart : public ChartView
{
    Q_OBJECT
public:
    explicit TypicalRunsChart(QWidget *parent = nullptr);

    QString title() const override;
    void refresh(const ChartInputs &in) override;
    void retranslate() override;

    static constexpr int kBandPoints = 40;
    /** Accelerator generations by dense bf16 peak: up to 200 TFLOP/s
     *  (V100, TPU v3), up to 600 (A100, TPU v4), above (H100 class). */
    static constexpr int kGenerations = 3;
    static int generation(double peakTflops);

protected:
    QString pointText(QCPAbstractPlottable *plottable, int index) const override;

private:
    /** One graph per generation and architecture: [generation][moe]. */
    std::array<std::array<QCPGraph *, 2>, kGenerations> m_runs{};
    std::array<std::array<std::vector<const tco::RunMfu *>, 2>, kGenerations> m_runPoints;
    std::array<std::array<QVector<QCPGraphData>, 2>, kGenerations> m_runData;
    QCPGraph *m_bandLow = nullptr;  ///< hours at the typical MFU's P90
    QCPGraph *m_bandHigh = nullptr; ///< hours at its P10, filled down to m_bandLow
    QCPGraph *m_typical = nullptr;  ///< hours at the typical MFU
    QCPGraph *m_plan = nullptr;
    QCPItemText *m_planLabel = nullptr;
    QVector<QCPGraphData> m_lowData, m_highData, m_typicalData, m_planData;
    tco::Scenario m_work;
    double m_planMfu = 0;
    tco::TypicalMfu m_class; ///< the plan's class: its runs, or the nearest when it has too few
    void nameBand();
};

} // namespace planner
