// SPDX-License-Identifier: GPL-3.0-or-later
#include "document/commands/changetargetscommand.h"

#include "document/scenariodocument.h"

namespace planner {

ChangeTargetsCommand::ChangeTargetsCommand(ScenarioDocument *document, tco::PlanTargets oldTargets,
                                           tco::PlanTargets newTargets, QUndoCommand *parent)
    : QUndoCommand(QStringLiteral("targets"), parent), m_document(document), m_old(oldTargets),
      m_new(newTargets)
{
}

void ChangeTargetsCommand::undo()
{
    m_document->applyTargets(m_old);
}

void ChangeTargetsCommand::redo()
{
    m_document->applyTargets(m_new);
}

} // namespace planner
