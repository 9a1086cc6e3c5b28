// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "document/scenariometadata.h"

#include <QUndoCommand>

namespace planner {

class ScenarioDocument;

/** Sets the descriptive metadata of the scenario (name, description, tags)
 *  as one undo step. The dates are not part of it: they record when the
 *  file was created and saved, which undo does not change. The command
 *  text is the key "metadata"; the window words it. */
class ChangeMetadataCommand : public QUndoCommand
{
public:
    ChangeMetadataCommand(ScenarioDocument *document, ScenarioMetadata oldMetadata,
                          ScenarioMetadata newMetadata, QUndoCommand *parent = nullptr);

    void undo() override;
    void redo() override;

    const ScenarioMetadata &oldMetadata() const { return m_old; }
    const ScenarioMetadata &newMetadata() const { return m_new; }

private:
    ScenarioDocument *m_document;
    ScenarioMetadata m_old;
    ScenarioMetadata m_new;
};

} // namespace planner
