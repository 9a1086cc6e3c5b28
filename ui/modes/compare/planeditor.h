// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDialog>

class QPushButton;

namespace planner {

class ScenarioDocument;
class ScenarioEditor;

/** Edit… for a compared plan that is not open in the main window: the main
 *  window's controls column (ScenarioEditor) on the plan's own document,
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

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();

    QString m_title;
    ScenarioEditor *m_editor;
    QPushButton *m_undo, *m_redo, *m_close;
};

} // namespace planner
