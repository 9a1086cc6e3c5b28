// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "analysis/analysis.h"
#include "charts/core/chartview.h"

#include <QVector>

namespace planner {

/** The scaling law at this plan's compute (README, "The cost model": the Chinchilla form with Besiroglu et
 * al. 2024): predicted loss against parameter count along the IsoFLOP curve (tokens = C / (k N)), the plan's
 * own point and the compute-optimal point, log parameter axis. Shows whether the budget buys a model that is
 * too big or too small for its data. */
class ScalingLawChart : public ChartView
{
    Q_OBJECT
public:
    explicit ScalingLawChart(QWidget *parent = nullptr);

    QString title() const override;
    void refresh(const ChartInputs &in) override;
    void retranslate() override;

    static constexpr int kPoints = 80;

protected:
    QString pointText(QCPAbstractPlottable *plottable, int index) const override;

private:
    QString describe(double parameters, double tokens, double loss) const;

    QCPGraph *m_iso = nullptr;
    QCPGraph *m_plan = nullptr;
    QCPGraph *m_optimal = nullptr;
    QCPItemText *m_planLabel = nullptr;
    QCPItemText *m_optimalLabel = nullptr;
    QVector<QCPGraphData> m_isoData, m_planData, m_optimalData;
    double m_parameterTokens = 0; ///< N x D = C / k along the curve
    double m_planTokens = 0;
    double m_optimalTokens = 0;
};

} // namespace planner
