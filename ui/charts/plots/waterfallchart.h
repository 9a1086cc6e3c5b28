// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "charts/core/chartview.h"

#include <QColor>
#include <QSharedPointer>
#include <QString>
#include <QVector>

#include <vector>

namespace planner {

/** How one total becomes another: the top bar is the start total, each bar
 *  below floats from the running total by one step's change (increases and
 *  savings in two colours, labelled with the signed change), the bottom bar
 *  is the end total. Horizontal, so step names stay readable in any
 *  language. The compare window uses it by cost category; the report by
 *  cost category and by input decision. Data comes through setSteps();
 *  refresh() does nothing.
 *
 *  Plottables (object names, for tests): "startTotal" (key 0), "endTotal" (key n+1),
 *  "increases" and "decreases" (stacked on an invisible "base"). */
class WaterfallChart : public ChartView
{
    Q_OBJECT
public:
    struct Step {
        QString label;
        double deltaUsd = 0;
    };
    /** One end of the waterfall: its name, its bar's colour (invalid: the
     *  chart's own) and its total. */
    struct Total {
        QString name;
        QColor colour;
        double usd = 0;
    };

    explicit WaterfallChart(QWidget *parent = nullptr);

    QString title() const override;
    void refresh(const ChartInputs &in) override;
    void retranslate() override;

    /** Replaces the default title ("What moved the total, by cost category"). */
    void setTitle(const QString &title);
    /** What the money axis measures, instead of "Total cost of ownership";
     *  drawn by the next setSteps(). */
    void setAxisName(const QString &name);
    /** From `start` through `steps` to `end`. Zero steps are left out; the
     *  steps need not add up (interactions), the end bar shows `end.usd`. */
    void setSteps(const Total &start, const std::vector<Step> &steps, const Total &end);

    int stepCount() const { return static_cast<int>(m_steps.size()); }
    const std::vector<Step> &steps() const { return m_steps; }
    double startUsd() const { return m_start.usd; }
    double endUsd() const { return m_end.usd; }

protected:
    QString pointText(QCPAbstractPlottable *plottable, int index) const override;
    void resizeEvent(QResizeEvent *event) override;

private:
    void rebuild();
    /** The money axis's upper end that leaves room for every label. */
    double upperForLabels(double lower, double hi) const;
    QCPItemText *label(std::size_t slot);

    QString m_titleText;
    QString m_axisName;
    QCPBars *m_startTotal = nullptr;
    QCPBars *m_endTotal = nullptr;
    QCPBars *m_base = nullptr;
    QCPBars *m_up = nullptr;
    QCPBars *m_down = nullptr;
    QSharedPointer<QCPAxisTickerText> m_ticker;
    std::vector<QCPItemText *> m_labels;
    QVector<QCPBarsData> m_startData, m_endData, m_baseData, m_upData, m_downData;

    std::vector<Step> m_steps;
    std::vector<double> m_fromUsd; // the running total before each step
    Total m_start, m_end;
};

} // namespace planner
