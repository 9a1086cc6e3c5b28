// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "charts/core/chartview.h"

#include "plan/scenario.h"

#include <QSharedPointer>
#include <QVector>

#include <array>

namespace planner {

/** Where the money goes: one horizontal bar per cost category (report
 *  order), stacked by phase. The hidden costs (failures, experiments,
 *  idle) are hatched and grouped in a shaded band with their sum; each bar
 *  ends in its total and whether it is fixed or elastic; a thin bar below
 *  splits the whole plan into fixed and elastic cost. A plan that cannot
 *  run (tco::Result::feasible) has no breakdown: the bars are empty and a
 *  label ("infeasibleLabel") says why. */
class CostBreakdownChart : public ChartView
{
    Q_OBJECT
public:
    explicit CostBreakdownChart(QWidget *parent = nullptr);

    QString title() const override;
    void refresh(const ChartInputs &in) override;
    void retranslate() override;

    /** Bars per phase: plain categories, then the hidden ones. */
    QCPBars *phaseBars(tco::Phase phase, bool hidden) const;
    QCPBars *fixedBar() const { return m_fixed; }
    QCPBars *elasticBar() const { return m_elastic; }

    /** Whether the fixed / elastic bar is shown (hidden on short charts). */
    bool natureShown() const { return m_natureShown; }

protected:
    QString pointText(QCPAbstractPlottable *plottable, int index) const override;
    void resizeEvent(QResizeEvent *event) override;

private:
    void updateTexts();
    void setNatureShown(bool shown);
    /** Sets the cost axis so every value label fits right of its bar and
     *  shows the hidden-cost label only where it has room. True if
     *  anything changed. */
    bool fitValueLabels(bool onlyGrow);
    double keyOf(tco::Category c) const;

    static constexpr std::size_t kPhases = tco::kPhaseCount;
    std::array<QCPBars *, kPhases> m_plain{};
    std::array<QCPBars *, kPhases> m_hidden{};
    std::array<QVector<QCPBarsData>, kPhases> m_plainData, m_hiddenData;
    std::array<QCPItemText *, tco::kCategoryCount> m_valueLabels{};
    QSharedPointer<QCPAxisTickerText> m_categoryTicker;
    QCPItemRect *m_hiddenBand = nullptr;
    QCPItemText *m_hiddenLabel = nullptr;
    QCPItemText *m_infeasibleLabel = nullptr; ///< "No valid plan" in place of the bars

    QCPAxisRect *m_natureRect = nullptr;
    QSharedPointer<QCPAxisTickerText> m_natureTicker;
    QCPBars *m_fixed = nullptr;
    QCPBars *m_elastic = nullptr;
    QCPItemText *m_fixedLabel = nullptr;
    QCPItemText *m_elasticLabel = nullptr;
    QVector<QCPBarsData> m_fixedData, m_elasticData;

    tco::Result m_result;
    tco::Scenario m_scenario; ///< for the hover's explanation of hidden and opportunity costs
    bool m_haveResult = false;
    bool m_interacting = false;
    bool m_natureShown = true;
};

} // namespace planner
