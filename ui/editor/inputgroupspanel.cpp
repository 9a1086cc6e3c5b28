// SPDX-License-Identifier: GPL-3.0-or-later
#include "editor/inputgroupspanel.h"

#include "editor/inputeditor.h"
#include "editor/primarycontrols.h"
#include "texts/inputtexts.h"
#include "widgets/collapsiblesection.h"

#include "document/scenariodocument.h"

#include <QLabel>
#include <QToolButton>
#include <QVBoxLayout>

#include <algorithm>

namespace planner {
namespace {

// The order a budget owner reads them in: what drives cost most first.
constexpr tco::InputGroup kOrder[] = {
    tco::InputGroup::FailuresCheckpoints,
    tco::InputGroup::Storage,
    tco::InputGroup::Compute,
    tco::InputGroup::Memory,
    tco::InputGroup::Model,
    tco::InputGroup::Ownership,
    tco::InputGroup::Energy,
    tco::InputGroup::Data,
    tco::InputGroup::People,
    tco::InputGroup::MonitoringOperations,
    tco::InputGroup::Network,
    tco::InputGroup::HiddenCosts,
    tco::InputGroup::Budget,
    tco::InputGroup::Analysis,
};

bool isPrimary(tco::InputId id)
{
    const auto primary = PrimaryControls::inputs();
    return std::find(primary.begin(), primary.end(), id) != primary.end();
}

} // namespace

InputGroupsPanel::InputGroupsPanel(ScenarioDocument *document, QWidget *parent)
    : QWidget(parent), m_document(document), m_title(new QLabel(this))
{
    setObjectName(QStringLiteral("inputGroups"));
    QFont font = m_title->font();
    font.setBold(true);
    font.setPointSizeF(font.pointSizeF() * 1.1);
    m_title->setFont(font);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(8, 4, 8, 8);
    layout->setSpacing(0);
    layout->addWidget(m_title);
    layout->addSpacing(4);
    // The operational practice leads its group: it sets most of the others.
    std::vector<const tco::InputSpec *> specs;
    for (const tco::InputSpec &in : tco::inputSpecs())
        specs.push_back(&in);
    std::stable_partition(specs.begin(), specs.end(),
                          [](const tco::InputSpec *in) { return in->id == tco::InputId::FailuresPractice; });
    for (const tco::InputGroup g : kOrder) {
        Group group{g, nullptr, {}};
        for (const tco::InputSpec *spec : specs) {
            const tco::InputSpec &in = *spec;
            if (in.group != g || isPrimary(in.id))
                continue;
            if (!group.section) {
                group.section = new CollapsibleSection(this);
                const auto key = tco::groupKey(g);
                group.section->setObjectName(
                    QStringLiteral("group.") +
                    QString::fromLatin1(key.data(), static_cast<qsizetype>(key.size())));
                layout->addWidget(group.section);
            }
            auto *editor = new InputEditor(m_document, in.id, InputEditor::Style::Compact, group.section);
            group.section->addWidget(editor);
            group.editors.push_back(editor);
            m_byInput[tco::index(in.id)] = editor;
        }
        if (group.section)
            m_groups.push_back(std::move(group));
    }
    layout->addStretch(1);
    retranslate();
}

InputEditor *InputGroupsPanel::editor(tco::InputId input) const
{
    return m_byInput[tco::index(input)];
}

CollapsibleSection *InputGroupsPanel::section(tco::InputGroup group) const
{
    for (const Group &g : m_groups)
        if (g.group == group)
            return g.section;
    return nullptr;
}

void InputGroupsPanel::onDocumentChanged(const DocumentChange &change)
{
    // The practice preset shows "(edited)" once any input it sets moves.
    if (change.kind == ChangeKind::Value)
        if (InputEditor *practice = editor(tco::InputId::FailuresPractice))
            practice->sync();
    for (const Group &g : m_groups) {
        bool touched = change.kind == ChangeKind::Scenario;
        for (InputEditor *e : g.editors) {
            if (change.kind == ChangeKind::Scenario ||
                (change.kind != ChangeKind::Accelerator && e->input() == change.input)) {
                e->sync();
                touched = true;
            }
        }
        if (touched)
            updateTitle(g);
    }
}

void InputGroupsPanel::updateTitle(const Group &group)
{
    const auto changed =
        std::count_if(group.editors.begin(), group.editors.end(),
                      [this](const InputEditor *e) { return !m_document->isDefault(e->input()); });
    const QString title = InputTexts::groupTitle(group.group);
    group.section->setTitle(changed > 0 ? tr("%1 (%n changed)", nullptr, static_cast<int>(changed)).arg(title)
                                        : title);
    group.section->headerButton()->setToolTip(
        tr("%n input(s): click to show or hide", nullptr, static_cast<int>(group.editors.size())));
}

void InputGroupsPanel::retranslate()
{
    m_title->setText(tr("All assumptions"));
    m_title->setToolTip(tr("Every default is an editable assumption, not a quote. Changed inputs are "
                           "bold and marked with a dot; ↺ puts one back to its default."));
    for (const Group &g : m_groups) {
        for (InputEditor *e : g.editors)
            e->retranslate();
        updateTitle(g);
    }
}

} // namespace planner

#include "moc_inputgroupspanel.cpp"
