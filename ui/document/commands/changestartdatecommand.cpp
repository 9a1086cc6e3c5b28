// SPDX-License-Identifier: GPL-3.0-or-later
#include "document/commands/changestartdatecommand.h"

#include "document/scenariodocument.h"

#include <utility>

namespace planner {

ChangeStartDateCommand::ChangeStartDateCommand(ScenarioDocument *document, std::string oldDate,
                                               std::string newDate, QUndoCommand *parent)
    : QUndoCommand(QStringLiteral("startDate"), parent), m_document(document), m_old(std::move(oldDate)),
      m_new(std::move(newDate))
{
}

void ChangeStartDateCommand::undo()
{
    m_document->applyStartDate(m_old);
}

void ChangeStartDateCommand::redo()
{
    m_document->applyStartDate(m_new);
}

} // namespace planner
