// SPDX-License-Identifier: GPL-3.0-or-later
#include "editor/scenarioeditor.h"

#include "editor/inputgroupspanel.h"
#include "editor/primarycontrols.h"

#include <QVBoxLayout>

namespace planner {

ScenarioEditor::ScenarioEditor(ScenarioDocument *document, QWidget *parent) : QScrollArea(parent)
{
    setObjectName(QStringLiteral("controlsScroll"));
    auto *controls = new QWidget;
    controls->setObjectName(QStringLiteral("controls"));
    auto *layout = new QVBoxLayout(controls);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    m_primary = new PrimaryControls(document, controls);
    m_groups = new InputGroupsPanel(document, controls);
    layout->addWidget(m_primary);
    layout->addWidget(m_groups);
    layout->addStretch(1);
    setWidget(controls);
    setWidgetResizable(true);
    setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setFrameShape(QFrame::NoFrame);
    retranslate();
}

void ScenarioEditor::onDocumentChanged(const DocumentChange &change)
{
    m_primary->onDocumentChanged(change);
    m_groups->onDocumentChanged(change);
}

void ScenarioEditor::retranslate()
{
    setAccessibleName(tr("Inputs"));
    m_primary->retranslate();
    m_groups->retranslate();
}

} // namespace planner
