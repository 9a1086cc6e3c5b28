// SPDX-License-Identifier: GPL-3.0-or-later
#include "document/commands/changepinnedvariantscommand.h"

#include "document/scenariodocument.h"

#include <utility>

namespace planner {

ChangePinnedVariantsCommand::ChangePinnedVariantsCommand(ScenarioDocument *document,
                                                         std::vector<tco::PinnedVariant> oldVariants,
                                                         std::vector<tco::PinnedVariant> newVariants,
                                                         const QString &text, QUndoCommand *parent)
    : QUndoCommand(text, parent), m_document(document), m_old(std::move(oldVariants)),
      m_new(std::move(newVariants))
{
}

void ChangePinnedVariantsCommand::undo()
{
    m_document->applyPinnedVariants(m_old);
}

void ChangePinnedVariantsCommand::redo()
{
    m_document->applyPinnedVariants(m_new);
}

} // namespace planner
