// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDialog>

class QDialogButtonBox;
class QLabel;
class QLineEdit;
class QPlainTextEdit;

namespace planner {

class CurrencyEditor;
class ScenarioDocument;

/** File ▸ Scenario Properties: the plan's name, description and tags
 *  (project, experiment, team), its display currency (CurrencyEditor) and, read-only, when it was created and
 *  last saved. OK applies every change as one undoable step; a text the
 *  file format cannot hold is refused here with the reason.
 *  Object names: "scenario.name", "scenario.description",
 *  "scenario.project", "scenario.experiment", "scenario.team",
 *  "scenario.created", "scenario.modified", "scenario.message". */
class ScenarioPropertiesDialog : public QDialog
{
    Q_OBJECT
public:
    /** Longest name or tag accepted, in characters. */
    static constexpr int kMaxLineLength = 256;

    explicit ScenarioPropertiesDialog(ScenarioDocument *document, QWidget *parent = nullptr);

    /** Applies the fields; closes only when the document accepted them. */
    void accept() override;

private:
    void load();
    static QString dateText(const std::string &isoUtc);

    ScenarioDocument *m_document;
    QLineEdit *m_name;
    QPlainTextEdit *m_description;
    QLineEdit *m_project;
    QLineEdit *m_experiment;
    QLineEdit *m_team;
    QLabel *m_created;
    QLabel *m_modified;
    CurrencyEditor *m_currency;
    QLabel *m_message;
    QDialogButtonBox *m_buttons;
};

} // namespace planner
