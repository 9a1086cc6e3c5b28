// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "analysis/comparisontable.h"

#include "charts/plots/comparedplan.h"

#include <QWidget>

class QComboBox;
class QLabel;
class QTableWidget;

namespace planner {

class WaterfallChart;

/** The "What moved the cost" tab: the baseline against one other plan (the
 *  target), as a sentence, a waterfall by cost category and the resource
 *  decisions (tco::compare's input changes) that add up to the difference.
 *
 *  Object names: "waterfallTarget" (the plan picked), "waterfallSummary",
 *  "compareWaterfallChart", "decisionsTable" (Qt::UserRole: the input key
 *  in column 0, the signed change in column 3). */
class WaterfallPage : public QWidget
{
    Q_OBJECT
public:
    /** `table` is the window's and outlives the page. */
    explicit WaterfallPage(const tco::ComparisonTable &table, QWidget *parent = nullptr);

    /** The baseline against plan `target` (1 … n−1); does nothing until the
     *  table holds `plans`. */
    void showPlans(const ComparedPlans &plans, int target);
    void retranslate();
    WaterfallChart *chart() const { return m_chart; }

Q_SIGNALS:
    /** The plan to compare with was picked in the list. */
    void targetChosen(int index);

private:
    const tco::ComparisonTable &m_table;
    QLabel *m_targetLabel = nullptr;
    QComboBox *m_target = nullptr;
    QLabel *m_summary = nullptr;
    WaterfallChart *m_chart = nullptr;
    QLabel *m_decisionsTitle = nullptr;
    QTableWidget *m_decisions = nullptr;
};

} // namespace planner
