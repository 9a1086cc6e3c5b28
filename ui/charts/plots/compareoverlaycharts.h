// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "analysis/analysis.h"
#include "charts/core/chartview.h"

#include <QColor>
#include <QString>
#include <QVector>

#include <algorithm>
#include <array>
#include <vector>

namespace planner {

class InfeasibleRegions;

/** One scenario on an overlaid trade-off chart. Pointers stay valid only
 *  during setSeries(). */
struct CompareSeries {
    const tco::Scenario *scenario = nullptr;
    const tco::Result *result = nullptr;
    QString name;
    QColor colour;
};

/** Base of the compare view's trade-off charts: up to four scenarios, one
 *  line each in the scenario's colour plus a dot at the scenario's own plan
 *  (none for a plan that is not valid: it has no totals). Lines break where
 *  a plan is not valid. The value axis fits every plan's curve.
 *  Plottables are built once for four slots; unused slots are hidden.
 *  refresh() does nothing: data comes through setSeries(). */
class CompareOverlayChart : public ChartView
{
    Q_OBJECT
public:
    static constexpr int kSlots = 4;

    explicit CompareOverlayChart(QWidget *parent = nullptr);

    void refresh(const ChartInputs &in) override;
    void setSeries(const std::vector<CompareSeries> &series, const tco::Catalog &catalog, bool interacting);
    int seriesCount() const { return m_count; }
    /** The sweep of slot `index` (for tests). */
    const std::vector<tco::SweepPoint> &sweep(int index) const
    {
        return m_sweeps[static_cast<std::size_t>(index)];
    }

protected:
    /** Sweeps scenario `slot`, fills its line and returns where the
     *  scenario's own plan sits on the chart (its dot, drawn when the plan
     *  is valid). */
    virtual QPointF fill(int slot, const CompareSeries &series, const tco::Catalog &catalog) = 0;
    /** After every slot is filled, before the axes are fitted. */
    virtual void afterFill() {}
    /** Takes the slots' lines (shown, and in the legend, while their slot
     *  is used) and creates their dots: call at the end of the subclass
     *  constructor. */
    template <class Line>
    void createSlots(const std::array<Line *, kSlots> &lines, QCPAxis *keyAxis, QCPAxis *valueAxis)
    {
        std::copy(lines.begin(), lines.end(), m_slotLines.begin());
        createDots(keyAxis, valueAxis);
    }

    std::array<std::vector<tco::SweepPoint>, kSlots> m_sweeps;
    std::array<QString, kSlots> m_names;
    std::array<QCPGraph *, kSlots> m_dots{};
    std::array<QVector<QCPGraphData>, kSlots> m_dotData;
    int m_count = 0;

private:
    void createDots(QCPAxis *keyAxis, QCPAxis *valueAxis);

    std::array<QCPAbstractPlottable *, kSlots> m_slotLines{};
};

/** Total cost against the checkpoint interval (the U curve), per scenario;
 *  greyed where no plan is valid. */
class CompareIntervalChart : public CompareOverlayChart
{
    Q_OBJECT
public:
    explicit CompareIntervalChart(QWidget *parent = nullptr);
    QString title() const override;
    void retranslate() override;

protected:
    QPointF fill(int slot, const CompareSeries &series, const tco::Catalog &catalog) override;
    QString pointText(QCPAbstractPlottable *plottable, int index) const override;

    void afterFill() override;

private:
    std::array<QCPGraph *, kSlots> m_lines{};
    std::array<QVector<QCPGraphData>, kSlots> m_lineData;
    InfeasibleRegions *m_infeasible = nullptr;
};

/** Wall-clock days against total cost as the accelerator count varies
 *  (each scenario's own count / 8 to × 8), per scenario. */
class CompareGpuCountChart : public CompareOverlayChart
{
    Q_OBJECT
public:
    explicit CompareGpuCountChart(QWidget *parent = nullptr);
    QString title() const override;
    void retranslate() override;

protected:
    QPointF fill(int slot, const CompareSeries &series, const tco::Catalog &catalog) override;
    QString pointText(QCPAbstractPlottable *plottable, int index) const override;

private:
    std::array<QCPCurve *, kSlots> m_curves{};
    std::array<QVector<QCPCurveData>, kSlots> m_curveData;
};

} // namespace planner
