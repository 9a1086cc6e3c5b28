// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "analysis/analysis.h"
#include "charts/core/chartview.h"

#include <QSharedPointer>

#include <functional>
#include <vector>

namespace planner {

/** Tornado chart of tco::sensitivity(): for the inputs with the largest
 *  effect, a bar from the base total to the total with the input lowered
 *  and one to the total with it raised, largest swing on top. Its data
 *  comes through setSensitivity() (the window computes it off the GUI
 *  thread); refresh() only learns whether the plan can run: a plan that
 *  cannot has no totals to swing around, so the bars are hidden and a
 *  label ("infeasibleLabel") says why. */
class SensitivityChart : public ChartView
{
    Q_OBJECT
public:
    explicit SensitivityChart(QWidget *parent = nullptr);

    QString title() const override;
    void refresh(const ChartInputs &in) override;
    void retranslate() override;

    /** Shows the first kMaxRows rows (they come ranked by swing). */
    void setSensitivity(const std::vector<tco::SensitivityRow> &rows, double baseTotalUsd);
    /** How an input is named on the axis; the default is its key
     *  ("compute.mfu"). The window can pass its translated labels. */
    void setInputLabeler(std::function<QString(tco::InputId)> labeler);
    int rowCount() const { return static_cast<int>(m_rows.size()); }

    static constexpr int kMaxRows = 12;

protected:
    QString pointText(QCPAbstractPlottable *plottable, int index) const override;

private:
    void applyValidity();

    QString inputLabel(tco::InputId id) const;
    void updateLabels();

    QCPBars *m_lower = nullptr;
    QCPBars *m_higher = nullptr;
    ValueMarker *m_base = nullptr;
    QCPItemText *m_infeasibleLabel = nullptr;
    bool m_planValid = true;
    tco::Condition m_reason = tco::Condition::Count;
    QSharedPointer<QCPAxisTickerText> m_ticker;
    std::function<QString(tco::InputId)> m_labeler;
    std::vector<tco::SensitivityRow> m_rows;
    QVector<QCPBarsData> m_lowerData, m_higherData;
    double m_baseUsd = 0;
};

} // namespace planner
