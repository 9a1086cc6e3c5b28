// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "advice.h"
#include "catalog.h"
#include "result.h"
#include "scenario.h"

#include <QFrame>

#include <vector>

class QLabel;

namespace planner {

/** A visible warning under the KPI header for every tco::Condition the
 *  model reports, one sentence each (MessageTexts::conditionSentence), and
 *  as advice the top lever of tco::advise() with what the model says it
 *  gains; hidden when there is no condition. Red when the plan is
 *  infeasible, amber otherwise. Object name "conditionBanner", its text
 *  "conditionText". */
class ConditionBanner : public QFrame
{
    Q_OBJECT
public:
    explicit ConditionBanner(QWidget *parent = nullptr);

    /** Computes the advice itself (only when there is a condition). */
    void setConditions(const tco::Scenario &scenario, const tco::Result &result, const tco::Catalog &catalog);
    /** With the levers tco::advise() already gave for this scenario. */
    void setConditions(const tco::Scenario &scenario, const tco::Result &result, const tco::Catalog &catalog,
                       const std::vector<tco::Lever> &levers);
    QString text() const;
    /** False where the window already says why the plan cannot run (the KPI
     *  header's "No valid plan"): the banner then leaves those sentences out
     *  and keeps the warnings and the advice. Default true. */
    void setShowsInfeasible(bool shows) { m_showsInfeasible = shows; }

private:
    void present(const tco::Scenario &scenario, const tco::Result &result, const tco::Catalog &catalog,
                 const std::vector<tco::Lever> *levers);

    QLabel *m_icon;
    QLabel *m_text;
    int m_severity = -1;
    bool m_showsInfeasible = true;
};

} // namespace planner
