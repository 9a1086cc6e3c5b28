// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QUndoCommand>

#include <string>

namespace planner {

class ScenarioDocument;

/** Sets the plan's start date (tco::Scenario::startDate, "YYYY-MM-DD" or
 *  empty) as one undo step. Its text is the key "startDate"; the window
 *  words it "start date". */
class ChangeStartDateCommand : public QUndoCommand
{
public:
    ChangeStartDateCommand(ScenarioDocument *document, std::string oldDate, std::string newDate,
                           QUndoCommand *parent = nullptr);

    void undo() override;
    void redo() override;

private:
    ScenarioDocument *m_document;
    std::string m_old;
    std::string m_new;
};

} // namespace planner
