// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "modekit/mode.h"

#include <QPointer>
#include <QTreeWidget>

#include <vector>

class QTreeWidget;
class QTreeWidgetItem;

namespace planner {

/** View ▸ Assumptions: every input of the plan, read-only, by group, with
 *  its value, its default, what it allows and where the default comes
 *  from; a value changed from its default stands in bold. The list a
 *  budget owner reads before trusting the total. */
class AssumptionsMode : public Mode
{
    Q_OBJECT
public:
    explicit AssumptionsMode(const ModeContext &context, QObject *parent = nullptr);
    ~AssumptionsMode() override;

    QString key() const override { return QStringLiteral("assumptions"); }
    QString title() const override;
    QWidget *takePage() override;
    void retranslate() override;

    QTreeWidget *list() const { return m_list; }

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void fill();

    QPointer<QTreeWidget> m_list;          ///< the page; the window deletes it once it has taken it
    std::vector<QTreeWidgetItem *> m_rows; ///< by input (model/plan/inputs.h order)
    bool m_stale = false;                  ///< the plan changed while the page was hidden
};

} // namespace planner
