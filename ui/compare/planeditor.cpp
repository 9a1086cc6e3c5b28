// SPDX-License-Identifier: GPL-3.0-or-later
#include "compare/planeditor.h"

#include "editor/scenarioeditor.h"

#include "document/scenariodocument.h"

#include <QHBoxLayout>
#include <QPushButton>
#include <QUndoStack>
#include <QVBoxLayout>

#include <algorithm>

namespace planner {

PlanEditor::PlanEditor(ScenarioDocument *document, const QString &title, QWidget *parent) : QDialog(parent)
{
    setObjectName(QStringLiteral("editDialog"));
    setAttribute(Qt::WA_DeleteOnClose);
    setWindowTitle(tr("Edit %1").arg(title));
    auto *editor = new ScenarioEditor(document, this);
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
    connect(document, &ScenarioDocument::changed, editor, &ScenarioEditor::onDocumentChanged);
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(undo);
    buttons->addWidget(redo);
    buttons->addStretch(1);
    buttons->addWidget(close);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(editor, 1);
    layout->addLayout(buttons);
    resize(440, std::min(900, parent ? parent->height() : 900));
}

} // namespace planner
