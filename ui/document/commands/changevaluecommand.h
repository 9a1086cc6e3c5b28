// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "plan/inputs.h"

#include <QUndoCommand>

namespace planner {

class ScenarioDocument;

/** Sets one numeric input. Consecutive commands of the same input made
 *  during one slider drag (same non-zero drag session) merge, so a drag is
 *  a single undo step. The command text is the input key; the window words
 *  it in the user's language. */
class ChangeValueCommand : public QUndoCommand
{
public:
    /** Undo-stack id shared by every ChangeValueCommand (QUndoCommand::id). */
    static constexpr int kId = 0x7c01;

    ChangeValueCommand(ScenarioDocument *document, tco::InputId input, double oldValue, double newValue,
                       int dragSession, QUndoCommand *parent = nullptr);

    void undo() override;
    void redo() override;
    int id() const override { return kId; }
    bool mergeWith(const QUndoCommand *other) override;

    tco::InputId input() const { return m_input; }
    double oldValue() const { return m_oldValue; }
    double newValue() const { return m_newValue; }

private:
    ScenarioDocument *m_document;
    tco::InputId m_input;
    double m_oldValue;
    double m_newValue;
    int m_dragSession; ///< 0 = not part of a drag: never merges
};

} // namespace planner
