// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "charts/core/chartview.h"
#include "comparisontable.h"

#include <QColor>
#include <QSharedPointer>
#include <QString>
#include <QVector>

#include <array>
#include <vector>

class QCPAxisTickerText;
class QCPBars;
class QCPItemText;
struct QCPBarsData;

namespace planner {

/** How one scenario's total becomes another's, by cost category: the top
 *  bar is the baseline's total, each bar below floats from the running
 *  total by one category's change (increases and savings in two colours,
 *  labelled with the signed change), the bottom bar is the other total.
 *  Horizontal, so category names stay readable in any language. Data comes
 *  through setComparison(); refresh() does nothing.
 *
 *  Plottables (object names, for tests): "startTotal" (key 0), "endTotal" (key n+1),
 *  "increases" and "decreases" (stacked on an invisible "base"). */
class CompareWaterfallChart : public ChartView
{
    Q_OBJECT
public:
    explicit CompareWaterfallChart(QWidget *parent = nullptr);

    QString title() const override;
    void refresh(const ChartInputs &in) override;
    void retranslate() override;

    /** From `startUsd` (named `startName`) through `steps` to `endUsd`. */
    void setComparison(const QString &startName, const QColor &startColour, double startUsd,
                       const std::vector<tco::ComparisonTable::Step> &steps, const QString &endName,
                       const QColor &endColour, double endUsd);

    int stepCount() const { return static_cast<int>(m_steps.size()); }
    const std::vector<tco::ComparisonTable::Step> &steps() const { return m_steps; }
    double startUsd() const { return m_startUsd; }
    double endUsd() const { return m_endUsd; }

protected:
    QString pointText(QCPAbstractPlottable *plottable, int index) const override;

private:
    void rebuild();
    static constexpr int kMaxBars = static_cast<int>(tco::kCategoryCount) + 2;

    QCPBars *m_startTotal = nullptr;
    QCPBars *m_endTotal = nullptr;
    QCPBars *m_base = nullptr;
    QCPBars *m_up = nullptr;
    QCPBars *m_down = nullptr;
    QSharedPointer<QCPAxisTickerText> m_ticker;
    std::array<QCPItemText *, kMaxBars> m_labels{};
    QVector<QCPBarsData> m_startData, m_endData, m_baseData, m_upData, m_downData;

    std::vector<tco::ComparisonTable::Step> m_steps;
    QString m_startName, m_endName;
    QColor m_startColour, m_endColour;
    double m_startUsd = 0;
    double m_endUsd = 0;
};

} // namespace planner
