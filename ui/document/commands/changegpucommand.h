// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QUndoCommand>

#include <string>

namespace planner {

class ScenarioDocument;

/** Chooses another accelerator (hardware.gpu). Text: the key "hardware.gpu". */
class ChangeGpuCommand : public QUndoCommand
{
public:
    ChangeGpuCommand(ScenarioDocument *document, std::string oldId, std::string newId,
                     QUndoCommand *parent = nullptr);

    void undo() override;
    void redo() override;

private:
    ScenarioDocument *m_document;
    std::string m_oldId;
    std::string m_newId;
};

} // namespace planner
