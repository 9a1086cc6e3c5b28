// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "plan/inputs.h"

#include <QUndoCommand>

#include <string>
#include <vector>

namespace planner {

class ScenarioDocument;

/** One input a ChangeValuesCommand sets, with the value it had. */
struct ValueChange {
    tco::InputId input = tco::InputId::Count;
    double oldValue = 0;
    double newValue = 0;
};

/** Sets several numeric inputs, and optionally the accelerator, as one
 *  undo step (an advice lever, an operational practice preset, a what-if
 *  variant). All values change at once, with one evaluation and one
 *  ChangeKind::Scenario announcement, so no view ever sees a half-applied
 *  set. The command text is a key the window words ("practice",
 *  "advice.<leverKey>", "variant.<variantKey>"). */
class ChangeValuesCommand : public QUndoCommand
{
public:
    ChangeValuesCommand(ScenarioDocument *document, std::vector<ValueChange> changes, const QString &text,
                        QUndoCommand *parent = nullptr);
    /** The same, also choosing accelerator `newGpuId` instead of `oldGpuId`. */
    ChangeValuesCommand(ScenarioDocument *document, std::vector<ValueChange> changes, std::string oldGpuId,
                        std::string newGpuId, const QString &text);

    void undo() override;
    void redo() override;

    const std::vector<ValueChange> &changes() const { return m_changes; }

private:
    ScenarioDocument *m_document;
    std::vector<ValueChange> m_changes;
    std::string m_oldGpuId; ///< empty with m_newGpuId: the accelerator stays
    std::string m_newGpuId;
};

} // namespace planner
