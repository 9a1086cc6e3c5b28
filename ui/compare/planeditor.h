// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDialog>

namespace planner {

class ScenarioDocument;

/** Edit… for a compared plan that is not open in the main window: the main
 *  window's primary controls and input groups on the plan's own document,
 *  with Undo and Redo of that document's stack. Deletes itself on close.
 *
 *  Object names: "editDialog", "editUndo", "editRedo". */
class PlanEditor : public QDialog
{
    Q_OBJECT
public:
    /** `title` names the plan ("B · name"); `document` outlives the dialog
     *  (the window closes it before letting the plan go). */
    PlanEditor(ScenarioDocument *document, const QString &title, QWidget *parent);
};

} // namespace planner
