// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QWidget>

class QComboBox;
class QLabel;
class QTableWidget;

namespace planner {

class PortfolioDocument;

/** Who pays for the year (docs/model.md §16.3): the cost of each team and
 *  each project with its share, and the idle-capacity policy that decides
 *  whether idle owned and committed capacity is charged to the teams pro
 *  rata or carried centrally (a choice here, one undo step). Object names
 *  "chargebackTable" and "idlePolicy" are the test seams. */
class ChargebackTable : public QWidget
{
    Q_OBJECT
public:
    explicit ChargebackTable(PortfolioDocument *document, QWidget *parent = nullptr);
    void retranslate();
    void refresh();

private:
    PortfolioDocument *m_doc;
    QLabel *m_policyLabel;
    QComboBox *m_policy;
    QTableWidget *m_table;
    QLabel *m_note;
};

} // namespace planner
