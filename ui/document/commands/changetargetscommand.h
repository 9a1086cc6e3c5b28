// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "targets.h"

#include <QUndoCommand>

namespace planner {

class ScenarioDocument;

/** Sets the plan's targets (deadline, its scope and confidence, tokens per
 *  parameter, loss: tco::PlanTargets) as one undo step. The command text is
 *  the key "targets"; the window words it. */
class ChangeTargetsCommand : public QUndoCommand
{
public:
    ChangeTargetsCommand(ScenarioDocument *document, tco::PlanTargets oldTargets, tco::PlanTargets newTargets,
                         QUndoCommand *parent = nullptr);
    void undo() override;
    void redo() override;

private:
    ScenarioDocument *m_document;
    tco::PlanTargets m_old;
    tco::PlanTargets m_new;
};

} // namespace planner
