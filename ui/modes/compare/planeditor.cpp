// SPDX-License-Identifier: GPL-3.0-or-later
#include "modes/compare/planeditor.h"

#include "editor/scenarioeditor.h"

#include "document/scenariodocument.h"
#include "texts/terms.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QPushButton>
#include <QUndoStack>
#include <QVBoxLayout>

#include <algorithm>

namespace planner {

PlanEditor::PlanEditor(ScenarioDocument *document, const QString &title, QWidget *parent)
    : QDialog(parent), m_title(title), m_editor(new ScenarioEditor(document, this)),
      m_undo(new QPushButton(this)), m_redo(new QPushButton(this)), m_close(new QPushButton(this))
{
    setObjectName(QStringLiteral("editDialog"));
    setAttribute(Qt::WA_DeleteOnClose);
    m_undo->setObjectName(QStringLiteral("editUndo"));
    m_undo->setShortcut(QKeySequence::Undo);
    m_redo->setObjectName(QStringLiteral("editRedo"));
    m_redo->setShortcut(QKeySequence::Redo);
    QUndoStack *stack = document->undoStack();
    connect(m_undo, &QPushButton::clicked, stack, &QUndoStack::undo);
    connect(m_redo, &QPushButton::clicked, stack, &QUndoStack::redo);
    connect(m_close, &QPushButton::clicked, this, &QDialog::close);
    m_undo->setEnabled(stack->canUndo());
    m_redo->setEnabled(stack->canRedo());
    connect(stack, &QUndoStack::canUndoChanged, m_undo, &QPushButton::setEnabled);
    connect(stack, &QUndoStack::canRedoChanged, m_redo, &QPushButton::setEnabled);
    // The controls follow the document as in the main window, where
    // The plan page passes them each change.
    connect(document, &ScenarioDocument::changed, m_editor, &ScenarioEditor::onDocumentChanged);
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_undo);
    buttons->addWidget(m_redo);
    buttons->addStretch(1);
    buttons->addWidget(m_close);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_editor, 1);
    layout->addLayout(buttons);
    resize(440, std::min(900, parent ? parent->height() : 900));
    retranslate();
}

void PlanEditor::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QDialog::changeEvent(event);
}

void PlanEditor::retranslate()
{
    setWindowTitle(tr("Edit %1").arg(m_title));
    m_undo->setText(Terms::undo());
    m_redo->setText(tr("Redo"));
    m_close->setText(tr("Close"));
    m_editor->retranslate();
}

} // namespace planner

#include "moc_planeditor.cpp"
