// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "document/documentchange.h"
#include "plan/inputs.h"

#include <QWidget>

#include <array>
#include <vector>

class QLabel;

namespace planner {

class CollapsibleSection;
class InputEditor;
class ScenarioDocument;

/** Every input not among the primary controls, in collapsible sections by
 *  tco::InputGroup (failures and checkpoints, storage, energy, ownership,
 *  data, people, monitoring and operations, hidden costs, budget, ...). A
 *  section title counts the inputs changed from their defaults. Object
 *  names of the sections: "group.<groupKey>". */
class InputGroupsPanel : public QWidget
{
    Q_OBJECT
public:
    explicit InputGroupsPanel(ScenarioDocument *document, QWidget *parent = nullptr);

    void onDocumentChanged(const DocumentChange &change);
    void retranslate();
    InputEditor *editor(tco::InputId input) const;
    CollapsibleSection *section(tco::InputGroup group) const;

private:
    struct Group {
        tco::InputGroup group;
        CollapsibleSection *section = nullptr;
        std::vector<InputEditor *> editors;
    };
    void updateTitle(const Group &group);

    ScenarioDocument *m_document;
    QLabel *m_title;
    std::vector<Group> m_groups;
    std::array<InputEditor *, tco::kInputCount> m_byInput{};
};

} // namespace planner
