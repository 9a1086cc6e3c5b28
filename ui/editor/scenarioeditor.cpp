// SPDX-License-Identifier: GPL-3.0-or-later
#include "editor/scenarioeditor.h"

#include "editor/acceleratorselector.h"
#include "editor/inputeditor.h"
#include "editor/inputgroupspanel.h"
#include "editor/primarycontrols.h"

#include "document/documentchange.h"
#include "document/scenariodocument.h"
#include "texts/terms.h"
#include "widgets/flushcolumn.h"

#include <QVBoxLayout>

namespace planner {

ScenarioEditor::ScenarioEditor(ScenarioDocument *document, QWidget *parent) : QScrollArea(parent)
{
    setObjectName(QStringLiteral("controlsScroll"));
    auto *controls = new QWidget;
    controls->setObjectName(QStringLiteral("controls"));
    auto *layout = flushColumn(controls);
    m_primary = new PrimaryControls(document, controls);
    m_groups = new InputGroupsPanel(document, controls);
    layout->addWidget(m_primary);
    layout->addWidget(m_groups);
    layout->addStretch(1);
    setWidget(controls);
    setWidgetResizable(true);
    setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setFrameShape(QFrame::NoFrame);
    // The editors are made once, with the panels: collected once, not on
    // every change (a held slider sends one a frame).
    m_inputEditors = controls->findChildren<InputEditor *>();
    m_accelerators = controls->findChildren<AcceleratorSelector *>();
    // Saved: the plan moved on. New, Open and Undo are document changes.
    connect(document, &ScenarioDocument::saved, this, &ScenarioEditor::clearIssues);
    retranslate();
}

void ScenarioEditor::onDocumentChanged(const DocumentChange &change)
{
    // A refused value changes nothing, so any change is the plan moving on;
    // the end of a drag (Interaction) is not a change of value.
    if (change.kind != ChangeKind::Interaction)
        clearIssues();
    m_primary->onDocumentChanged(change);
    m_groups->onDocumentChanged(change);
}

void ScenarioEditor::clearIssues()
{
    for (InputEditor *e : std::as_const(m_inputEditors))
        e->clearIssue();
    for (AcceleratorSelector *a : std::as_const(m_accelerators))
        a->clearIssue();
}

void ScenarioEditor::retranslate()
{
    setAccessibleName(Terms::inputs());
    m_primary->retranslate();
    m_groups->retranslate();
    // The column's height for its width is cached: new words (another
    // language's font is taller) need it measured again, or the scroll area
    // keeps the old height and squeezes the controls.
    widget()->layout()->invalidate();
}

} // namespace planner

#include "moc_scenarioeditor.cpp"
