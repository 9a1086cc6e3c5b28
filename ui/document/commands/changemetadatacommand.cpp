// SPDX-License-Identifier: GPL-3.0-or-later
#include "document/commands/changemetadatacommand.h"

#include "document/scenariodocument.h"

#include <utility>

namespace planner {

ChangeMetadataCommand::ChangeMetadataCommand(ScenarioDocument *document, ScenarioMetadata oldMetadata,
                                             ScenarioMetadata newMetadata, QUndoCommand *parent)
    : QUndoCommand(QStringLiteral("metadata"), parent), m_document(document), m_old(std::move(oldMetadata)),
      m_new(std::move(newMetadata))
{
}

void ChangeMetadataCommand::undo()
{
    m_document->applyMetadata(m_old);
}

void ChangeMetadataCommand::redo()
{
    m_document->applyMetadata(m_new);
}

} // namespace planner
