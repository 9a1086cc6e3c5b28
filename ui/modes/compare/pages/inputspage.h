// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "analysis/comparisontable.h"

#include "charts/plots/comparedplan.h"

#include <QStringList>
#include <QWidget>

class QCheckBox;
class QComboBox;
class QLabel;
class QPushButton;
class QTableWidget;

namespace planner {

/** The "Inputs" tab: the inputs that differ between the plans (or all of
 *  them), one column per plan, bold where a value differs from the
 *  baseline. Selected rows can be copied from one plan to another or to
 *  all others; the page only asks (copyRequested), the window copies.
 *
 *  Object names: "differencesTable" (Qt::UserRole of column 0: the input
 *  key), "showAllInputs", "copyFrom", "copyTo", "copyButton". */
class InputsPage : public QWidget
{
    Q_OBJECT
public:
    /** `table` is the window's and outlives the page. */
    explicit InputsPage(const tco::ComparisonTable &table, QWidget *parent = nullptr);

    /** Rebuilds the rows, keeping the selection; does nothing until the
     *  table holds `plans`. */
    void showPlans(const ComparedPlans &plans);
    /** Refills the "from" and "to" lists after plans came, went or moved. */
    void setCopyChoices(const ComparedPlans &plans);
    void setShowAll(bool all);
    /** Input keys in the rows, top to bottom. */
    QStringList keys() const;
    void retranslate();

Q_SIGNALS:
    /** Copy `keys` from plan `from` to plan `to` (-1: every other plan). */
    void copyRequested(const QStringList &keys, int from, int to);

private:
    QStringList selectedKeys() const;
    void showMenu(const QPoint &pos);
    int planCount() const { return static_cast<int>(m_plans.size()); }

    const tco::ComparisonTable &m_table;
    ComparedPlans m_plans; ///< as last shown, for the lists and the menu
    bool m_showAll = false;

    QLabel *m_note = nullptr;
    QTableWidget *m_differences = nullptr;
    QCheckBox *m_showAllBox = nullptr;
    QLabel *m_copyFromLabel = nullptr;
    QComboBox *m_copyFrom = nullptr;
    QLabel *m_copyToLabel = nullptr;
    QComboBox *m_copyTo = nullptr;
    QPushButton *m_copyButton = nullptr;
};

} // namespace planner
