// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QUndoCommand>

#include <functional>
#include <utility>

namespace planner {

class ScenarioDocument;

/** One undo step that swaps a part of the plan between two values: redo
 *  applies the new one, undo the old, both through the document's
 *  `Apply` member (applyMetadata, applyStartDate, applyTargets,
 *  applyCurrency, applyPinnedVariants). The command text is a key
 *  ("currency", "variant.pin"); the window words it. Instantiated only in
 *  scenariodocument.cpp, where the private apply members may be named. */
template <class Value, auto Apply> class SwapCommand final : public QUndoCommand
{
public:
    SwapCommand(ScenarioDocument *document, Value oldValue, Value newValue, const QString &key)
        : QUndoCommand(key), m_document(document), m_old(std::move(oldValue)), m_new(std::move(newValue))
    {
    }
    void undo() override { std::invoke(Apply, m_document, m_old); }
    void redo() override { std::invoke(Apply, m_document, m_new); }

private:
    ScenarioDocument *m_document;
    Value m_old;
    Value m_new;
};

} // namespace planner
