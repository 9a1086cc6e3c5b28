// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QFrame>

class QLabel;
class QLineEdit;
class QToolButton;

namespace planner {

class ScenarioDocument;

/** The plan's name above the controls, editable in place (Enter or
 *  leaving the field applies it as an undoable step), with its tags
 *  underneath and a button for the full properties (description, tags,
 *  dates). Follows undo, redo, open and new.
 *  Object names: "scenarioHeader", "scenarioName", "scenarioTags",
 *  "editScenarioProperties". */
class ScenarioHeader : public QFrame
{
    Q_OBJECT
public:
    explicit ScenarioHeader(ScenarioDocument *document, QWidget *parent = nullptr);

    void retranslate();

Q_SIGNALS:
    /** The user wants the properties dialog. */
    void propertiesRequested();

private:
    void refresh();
    void applyName();

    ScenarioDocument *m_document;
    QLineEdit *m_name;
    QLabel *m_tags;
    QToolButton *m_edit;
};

} // namespace planner
