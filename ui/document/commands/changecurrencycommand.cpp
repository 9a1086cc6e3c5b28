// SPDX-License-Identifier: GPL-3.0-or-later
#include "document/commands/changecurrencycommand.h"

#include "document/scenariodocument.h"

#include <utility>

namespace planner {

ChangeCurrencyCommand::ChangeCurrencyCommand(ScenarioDocument *document, tco::DisplayCurrency oldCurrency,
                                             tco::DisplayCurrency newCurrency, QUndoCommand *parent)
    : QUndoCommand(QStringLiteral("currency"), parent), m_document(document), m_old(std::move(oldCurrency)),
      m_new(std::move(newCurrency))
{
}

void ChangeCurrencyCommand::undo()
{
    m_document->applyCurrency(m_old);
}

void ChangeCurrencyCommand::redo()
{
    m_document->applyCurrency(m_new);
}

} // namespace planner
