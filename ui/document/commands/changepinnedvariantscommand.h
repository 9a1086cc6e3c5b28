// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "variant.h"

#include <QUndoCommand>

#include <vector>

namespace planner {

class ScenarioDocument;

/** Replaces the plan's pinned variants (tco::Scenario::pinnedVariants) as
 *  one undo step: pinning or removing one. They do not change the plan's
 *  result, so the document announces pinnedVariantsChanged(), not changed().
 *  Text: the key "variant.pin" or "variant.unpin". */
class ChangePinnedVariantsCommand : public QUndoCommand
{
public:
    ChangePinnedVariantsCommand(ScenarioDocument *document, std::vector<tco::PinnedVariant> oldVariants,
                                std::vector<tco::PinnedVariant> newVariants, const QString &text,
                                QUndoCommand *parent = nullptr);

    void undo() override;
    void redo() override;

private:
    ScenarioDocument *m_document;
    std::vector<tco::PinnedVariant> m_old;
    std::vector<tco::PinnedVariant> m_new;
};

} // namespace planner
