// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "analysis/advice.h"
#include "plan/catalog.h"
#include "plan/result.h"
#include "plan/scenario.h"

#include <QFrame>

#include <array>
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
    /** While a slider is held the advice follows when the hand rests
     *  (MainWindow): the banner greys and says "Updating…"; it takes the
     *  plan's conditions when they come or go, without the suggestion
     *  (no lever is evaluated). setConditions() ends it. */
    void showUpdating(const tco::Scenario &scenario, const tco::Result &result, const tco::Catalog &catalog);
    bool isUpdating() const { return m_updating; }
    /** False where the window already says why the plan cannot run (the KPI
     *  header's "No valid plan"): the banner then leaves those sentences out
     *  and keeps the warnings and the advice. Default true. */
    void setShowsInfeasible(bool shows) { m_showsInfeasible = shows; }

private:
    void present(const tco::Scenario &scenario, const tco::Result &result, const tco::Catalog &catalog,
                 const std::vector<tco::Lever> *levers);
    /** Shows m_lines, marked "Updating…" and greyed while m_updating. */
    void mark();

    QLabel *m_icon;
    QLabel *m_text;
    QString m_lines;                                  ///< what present() wrote, before any "Updating…" mark
    std::array<bool, tco::kConditionCount> m_shown{}; ///< the conditions present() was given
    bool m_updating = false;
    int m_severity = -1;
    bool m_showsInfeasible = true;
};

} // namespace planner
