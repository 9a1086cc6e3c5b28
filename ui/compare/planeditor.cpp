// SPDX-License-Identifier: GPL-3.0-or-later
#include "compare/planeditor.h"

#include "editor/inputgroupspanel.h"
#include "editor/primarycontrols.h"

#include "document/scenariodocument.h"

#include <QFrame>
#include <QHBoxLayout>
#include <QPushButton>
#include <QScrollArea>
#include <QUndoStack>
#include <QVBoxLayout>

#include <algorithm>

namespace planner {

PlanEditor::PlanEditor(ScenarioDocument *document, const QString &title, QWidget *parent) : QDialog(parent)
{
    setObjectName(QStringLiteral("editDialog"));
    setAttribute(Qt::WA_DeleteOnClose);
    setWindowTitle(tr("Edit %1").arg(title));
    auto *content = new QWidget;
    auto *contentLayout = new QVBoxLayout(content);
    contentLayout->setContentsMargins(0, 0, 0, 0);
    auto *primary = new PrimaryControls(document, content);
    auto *groups = new InputGroupsPanel(document, content);
    contentLayout->addWidget(primary);
    contentLayout->addWidget(groups);
    contentLayout->addStretch(1);
    auto *scroll = new QScrollArea(this);
    scroll->setWidget(content);
    scroll->setWidgetResizable(true);
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    scroll->setFrameShape(QFrame::NoFrame);
    auto *undo = new QPushButton(tr("Undo"), this);
    undo->setObjectName(QStringLiteral("editUndo"));
    undo->setShortcut(QKeySequence::Undo);
    auto *redo = new QPushButton(tr("Redo"), this);
    redo->setObjectName(QStringLiteral("editRedo"));
    redo->setShortcut(QKeySequence::Redo);
    auto *close = new QPushButton(tr("Close"), this);
    QUndoStack *stack = document->undoStack();
    connect(undo, &QPushButton::clicked, stack, &QUndoStack::undo);
    connect(redo, &QPushButton::clicked, stack, &QUndoStack::redo);
    connect(close, &QPushButton::clicked, this, &QDialog::close);
    undo->setEnabled(stack->canUndo());
    redo->setEnabled(stack->canRedo());
    connect(stack, &QUndoStack::canUndoChanged, undo, &QPushButton::setEnabled);
    connect(stack, &QUndoStack::canRedoChanged, redo, &QPushButton::setEnabled);
    // The controls follow the document as in the main window, where
    // MainWindow passes them each change.
    connect(document, &ScenarioDocument::changed, this, [primary, groups](const DocumentChange &change) {
        primary->onDocumentChanged(change);
        groups->onDocumentChanged(change);
    });
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(undo);
    buttons->addWidget(redo);
    buttons->addStretch(1);
    buttons->addWidget(close);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(scroll, 1);
    layout->addLayout(buttons);
    resize(440, std::min(900, parent ? parent->height() : 900));
}

} // namespace planner
