// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "charts/core/chartview.h"

#include <QSharedPointer>
#include <QString>
#include <QVector>

#include <vector>

class QCPAxisTickerText;
class QCPBars;
class QCPFinancial;
class QCPItemText;
struct QCPBarsData;
struct QCPFinancialData;

namespace planner {

/** A waterfall from one total to another: the first bar is the start
 *  total, each step floats from the running total by its change (cost
 *  increases and savings in two colours, each labelled with its signed
 *  change), the last bar is the end total. The report uses it for
 *  "scenario A → scenario B" by cost category and by input decision. Data
 *  comes through setSteps(); refresh() does nothing. */
class WaterfallChart : public ChartView
{
    Q_OBJECT
public:
    struct Step {
        QString label;
        double deltaUsd = 0;
    };

    explicit WaterfallChart(QWidget *parent = nullptr);

    QString title() const override;
    void refresh(const ChartInputs &in) override;
    void retranslate() override;

    void setTitle(const QString &title);
    /** Start and end totals and the changes between them (zero steps are
     *  left out; steps need not add up, the end bar shows `endUsd`). */
    void setSteps(const QString &startLabel, double startUsd, const std::vector<Step> &steps,
                  const QString &endLabel, double endUsd);
    int stepCount() const { return static_cast<int>(m_steps.size()); }

protected:
    QString pointText(QCPAbstractPlottable *plottable, int index) const override;

private:
    QString m_titleText;
    QCPBars *m_totals = nullptr;
    QCPFinancial *m_changes = nullptr;
    QSharedPointer<QCPAxisTickerText> m_ticker;
    std::vector<QCPItemText *> m_labels;
    std::vector<Step> m_steps;
    QString m_startLabel, m_endLabel;
    double m_startUsd = 0, m_endUsd = 0;
};

} // namespace planner
