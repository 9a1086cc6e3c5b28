// SPDX-License-Identifier: GPL-3.0-or-later
#include "document/commands/changevaluescommand.h"

#include "document/scenariodocument.h"

#include <utility>

namespace planner {

ChangeValuesCommand::ChangeValuesCommand(ScenarioDocument *document, std::vector<ValueChange> changes,
                                         const QString &text, QUndoCommand *parent)
    : QUndoCommand(text, parent), m_document(document), m_changes(std::move(changes))
{
}

ChangeValuesCommand::ChangeValuesCommand(ScenarioDocument *document, std::vector<ValueChange> changes,
                                         std::string oldGpuId, std::string newGpuId, const QString &text)
    : QUndoCommand(text), m_document(document), m_changes(std::move(changes)),
      m_oldGpuId(std::move(oldGpuId)), m_newGpuId(std::move(newGpuId))
{
}

void ChangeValuesCommand::undo()
{
    std::vector<std::pair<tco::InputId, double>> values;
    values.reserve(m_changes.size());
    for (const ValueChange &c : m_changes)
        values.emplace_back(c.input, c.oldValue);
    m_document->applyValues(values, m_oldGpuId);
}

void ChangeValuesCommand::redo()
{
    std::vector<std::pair<tco::InputId, double>> values;
    values.reserve(m_changes.size());
    for (const ValueChange &c : m_changes)
        values.emplace_back(c.input, c.newValue);
    m_document->applyValues(values, m_newGpuId);
}

} // namespace planner
