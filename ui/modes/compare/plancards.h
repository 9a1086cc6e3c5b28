// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "charts/plots/comparedplan.h"

#include <QWidget>

class QHBoxLayout;
class QPushButton;

namespace planner {

/** The row above the tabs: one card per compared plan (a bar in its colour,
 *  "A · name", where it comes from, Edit…, Save and a ⋯ menu with Save As,
 *  Add a Copy, Make Baseline and Remove), then "Add Plan from File…" and
 *  "Add Copy of This Plan". The cards only ask (the signals); the window
 *  acts and rebuilds or updates them.
 *
 *  Object names: "scenarioCard.<i>" with "title.<i>", "status.<i>",
 *  "edit.<i>", "save.<i>", "more.<i>"; "addPlan", "addCopy". */
class PlanCards : public QWidget
{
    Q_OBJECT
public:
    explicit PlanCards(QWidget *parent = nullptr);

    /** New cards after plans were added, removed or reordered. */
    void rebuild(const ComparedPlans &plans);
    /** The texts and buttons of the existing cards. */
    void showPlans(const ComparedPlans &plans);
    void retranslate();

Q_SIGNALS:
    void addPlanRequested();
    /** A copy of plan `source` (-1: the plan open in the main window). */
    void addCopyRequested(int source);
    void editRequested(int index);
    void saveRequested(int index, bool askForName);
    void baselineRequested(int index);
    void removeRequested(int index);

private:
    QString statusText(int index) const;
    bool isCurrent(int index) const;
    int planCount() const { return static_cast<int>(m_plans.size()); }

    ComparedPlans m_plans; ///< as last shown, for the ⋯ menus
    QHBoxLayout *m_layout = nullptr;
    QPushButton *m_addPlan = nullptr;
    QPushButton *m_addCopy = nullptr;
};

} // namespace planner
