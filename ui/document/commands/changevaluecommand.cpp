// SPDX-License-Identifier: GPL-3.0-or-later
#include "document/commands/changevaluecommand.h"

#include "document/scenariodocument.h"

namespace planner {

ChangeValueCommand::ChangeValueCommand(ScenarioDocument *document, tco::InputId input, double oldValue,
                                       double newValue, int dragSession, QUndoCommand *parent)
    : QUndoCommand(parent), m_document(document), m_input(input), m_oldValue(oldValue), m_newValue(newValue),
      m_dragSession(dragSession)
{
    const auto key = tco::spec(input).key;
    setText(QString::fromLatin1(key.data(), static_cast<qsizetype>(key.size())));
}

void ChangeValueCommand::undo()
{
    m_document->applyValue(m_input, m_oldValue);
}

void ChangeValueCommand::redo()
{
    m_document->applyValue(m_input, m_newValue);
}

bool ChangeValueCommand::mergeWith(const QUndoCommand *other)
{
    const auto *o = static_cast<const ChangeValueCommand *>(other);
    if (m_dragSession == 0 || o->m_dragSession != m_dragSession || o->m_input != m_input)
        return false;
    m_newValue = o->m_newValue;
    // A drag that ends where it began changes nothing: drop the step.
    if (m_newValue == m_oldValue)
        setObsolete(true);
    return true;
}

} // namespace planner
