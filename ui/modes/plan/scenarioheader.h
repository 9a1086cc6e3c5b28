// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QFrame>

class QDateEdit;
class QLabel;
class QLineEdit;
class QToolButton;

namespace planner {

class ScenarioDocument;

/** The plan's name above the controls, editable in place (Enter or
 *  leaving the field applies it as an undoable step), with its tags
 *  underneath, the project's start date (a date field with a calendar;
 *  each date picked or typed is one undoable step; a plan without a date
 *  shows the first day of next month) and a button for the full properties
 *  (description, tags, dates). Follows undo, redo, open and new.
 *  Object names: "scenarioHeader", "scenarioName", "scenarioTags",
 *  "scenarioStartDate", "scenarioStartDateLabel", "editScenarioProperties". */
class ScenarioHeader : public QFrame
{
    Q_OBJECT
public:
    explicit ScenarioHeader(ScenarioDocument *document, QWidget *parent = nullptr);
    /** Stops listening to the date field first: closing the window takes
     *  the focus from it, which ends its editing (editingFinished). */
    ~ScenarioHeader() override;

    void retranslate();

Q_SIGNALS:
    /** The user wants the properties dialog. */
    void propertiesRequested();

private:
    void refresh();
    void applyName();
    void applyStartDate();

    ScenarioDocument *m_document;
    QLineEdit *m_name;
    QLabel *m_tags;
    QLabel *m_startLabel;
    QDateEdit *m_startDate;
    QToolButton *m_edit;
};

} // namespace planner
