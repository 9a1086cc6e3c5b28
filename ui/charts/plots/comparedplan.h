// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QColor>
#include <QString>

#include <vector>

namespace planner {

/** One compared plan as the cards and the pages show it. CompareWindow
 *  builds a fresh list, in column order (the first is the baseline), for
 *  every update, so the cards and pages never reach back into the window. */
struct ComparedPlan {
    QString title;    ///< the plan's heading everywhere: its name (CompareWindow::scenarioName)
    QString name;     ///< the plan's own name, its file's, a copy's or "Untitled plan" (texts/plannames.h)
    QString planName; ///< the plan's own name (Scenario::name), may be empty
    QColor colour;
    bool current = false; ///< open in the main window
    bool hasFile = false;
    bool modified = false;
    QString fileName; ///< the file's name ("a.tcoplan"); empty without a file
};
using ComparedPlans = std::vector<ComparedPlan>;

} // namespace planner
