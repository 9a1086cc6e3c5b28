// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "catalog.h"
#include "result.h"
#include "scenario.h"

#include <QFrame>

class QLabel;

namespace planner {

/** A visible warning under the KPI header for every tco::Condition the
 *  model reports (e.g. "the run cannot finish at this interval"); hidden
 *  when there is none. Red when one makes the plan unusable, amber
 *  otherwise. Object name "conditionBanner", its text "conditionText". */
class ConditionBanner : public QFrame
{
    Q_OBJECT
public:
    explicit ConditionBanner(QWidget *parent = nullptr);

    void setConditions(const tco::Scenario &scenario, const tco::Result &result, const tco::Catalog &catalog);
    QString text() const;

private:
    QLabel *m_icon;
    QLabel *m_text;
    int m_severity = -1;
};

} // namespace planner
