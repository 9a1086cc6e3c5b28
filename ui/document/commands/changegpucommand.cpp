// SPDX-License-Identifier: GPL-3.0-or-later
#include "document/commands/changegpucommand.h"

#include "document/scenariodocument.h"
#include "plan/inputs.h"

#include <utility>

namespace planner {

ChangeGpuCommand::ChangeGpuCommand(ScenarioDocument *document, std::string oldId, std::string newId,
                                   QUndoCommand *parent)
    : QUndoCommand(parent), m_document(document), m_oldId(std::move(oldId)), m_newId(std::move(newId))
{
    setText(QString::fromLatin1(tco::kGpuKey.data(), static_cast<qsizetype>(tco::kGpuKey.size())));
}

void ChangeGpuCommand::undo()
{
    m_document->applyGpu(m_oldId);
}

void ChangeGpuCommand::redo()
{
    m_document->applyGpu(m_newId);
}

} // namespace planner
