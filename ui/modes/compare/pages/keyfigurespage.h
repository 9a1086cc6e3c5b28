// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "analysis/comparisontable.h"

#include "charts/plots/comparedplan.h"

#include <QWidget>

class QLabel;
class QTableWidget;

namespace planner {

/** The "Key figures" tab: one row per tco::ComparisonTable::Metric (total with
 *  P10–P90, days, accelerator-hours, energy, CO₂, effective MFU, cost per
 *  million tokens, budget, hidden costs), one column per plan; each cell is
 *  the value and its change against the baseline, green when better.
 *
 *  Object names: "kpiTable" with cell labels "cell.<metricKey>.<column>",
 *  "kpiNote". */
class KeyFiguresPage : public QWidget
{
    Q_OBJECT
public:
    /** `table` is the window's and outlives the page. */
    explicit KeyFiguresPage(const tco::ComparisonTable &table, QWidget *parent = nullptr);

    /** Fills every cell; does nothing until the table holds `plans`. */
    void showPlans(const ComparedPlans &plans);
    void retranslate();

private:
    const tco::ComparisonTable &m_table;
    QTableWidget *m_kpiTable = nullptr;
    QLabel *m_note = nullptr;
};

} // namespace planner
