// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "analysis/analysis.h"
#include "charts/core/chartview.h"

#include <QVector>

namespace planner {

/** Histogram of the Monte Carlo total costs (tco::monteCarlo) with the
 *  P10, P50 and P90 lines a budget owner plans with, each labelled with
 *  its cost and the finish time at the same percentile. Simulated runs
 *  without a valid plan (cannot finish, do not fit) are not priced: a
 *  label ("infeasibleLabel") gives their share, the bars are shares of
 *  all runs and the percentiles are over the priced ones. Data comes
 *  through setRisk() (computed off the GUI thread); refresh() does
 *  nothing. */
class RiskHistogramChart : public ChartView
{
    Q_OBJECT
public:
    explicit RiskHistogramChart(QWidget *parent = nullptr);

    QString title() const override;
    void refresh(const ChartInputs &in) override;
    void retranslate() override;

    void setRisk(const tco::RiskSummary &risk);
    int binCount() const;

    static constexpr int kBins = 40;

protected:
    QString pointText(QCPAbstractPlottable *plottable, int index) const override;
    void changeEvent(QEvent *event) override;

private:
    /** The bars' fill: a tint of the cost colour on the paper (style::tintOver). */
    void tintBars();
    void updateTexts();

    void placeLabel();

    QCPBars *m_bars = nullptr;
    QCPItemText *m_infeasibleLabel = nullptr;
    ValueMarker *m_p10 = nullptr;
    ValueMarker *m_p50 = nullptr;
    ValueMarker *m_p90 = nullptr;
    QVector<QCPBarsData> m_data;
    QVector<int> m_counts;
    double m_binWidth = 0;
    tco::RiskSummary m_summary; ///< percentiles only; samples are not kept
};

} // namespace planner
