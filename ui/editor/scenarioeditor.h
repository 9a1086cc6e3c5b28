// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QScrollArea>

namespace planner {

class AcceleratorSelector;
class InputEditor;
class InputGroupsPanel;
class PrimaryControls;
class ScenarioDocument;
struct DocumentChange;

/** The controls column: the primary controls above the grouped inputs, in
 *  a scroll area that never scrolls sideways. The main window and the
 *  compare window's Edit dialog both show a plan through this one editor.
 *  The owner passes it each document change and calls retranslate(), so
 *  that it updates in the owner's order (object name "controlsScroll").
 *
 *  A line that says why a typed value was refused stays until the plan
 *  moves on: any accepted change (of any input), Save, New or Open hides
 *  every such line, so no old complaint stands under a value it is not
 *  about. */
class ScenarioEditor : public QScrollArea
{
    Q_OBJECT
public:
    explicit ScenarioEditor(ScenarioDocument *document, QWidget *parent = nullptr);

    void onDocumentChanged(const DocumentChange &change);
    void retranslate();

private:
    void clearIssues();

    PrimaryControls *m_primary;
    InputGroupsPanel *m_groups;
    QList<InputEditor *> m_inputEditors;
    QList<AcceleratorSelector *> m_accelerators;
};

} // namespace planner
