// SPDX-License-Identifier: GPL-3.0-or-later
#include "shell/editactions.h"

#include "texts/inputtexts.h"

#include "document/scenariodocument.h"

#include <QAction>
#include <QMenu>
#include <QUndoStack>

namespace planner {

EditActions::EditActions(ScenarioDocument *document, QObject *parent)
    : QObject(parent), m_document(document), m_undo(new QAction(this)), m_redo(new QAction(this)),
      m_resetAll(new QAction(this))
{
    QUndoStack *stack = document->undoStack();
    m_undo->setObjectName(QStringLiteral("actionUndo"));
    m_undo->setShortcut(QKeySequence::Undo);
    connect(m_undo, &QAction::triggered, stack, &QUndoStack::undo);
    m_redo->setObjectName(QStringLiteral("actionRedo"));
    m_redo->setShortcuts(QKeySequence::keyBindings(QKeySequence::Redo));
    connect(m_redo, &QAction::triggered, stack, &QUndoStack::redo);
    m_resetAll->setObjectName(QStringLiteral("actionResetAll"));
    connect(m_resetAll, &QAction::triggered, document, &ScenarioDocument::resetAllToDefaults);
    connect(stack, &QUndoStack::indexChanged, this, &EditActions::update);
}

EditActions::~EditActions()
{
    // The undo stack emits indexChanged while it is cleared with the
    // document, which may outlive this (found by AddressSanitizer).
    m_document->undoStack()->disconnect(this);
}

void EditActions::addTo(QMenu *edit)
{
    edit->addAction(m_undo);
    edit->addAction(m_redo);
    edit->addSeparator();
    edit->addAction(m_resetAll);
}

void EditActions::retranslate()
{
    m_resetAll->setText(tr("Reset &All Inputs to Defaults"));
    update();
}

QString EditActions::commandText(const QString &key) const
{
    if (key.isEmpty())
        return {};
    if (key == QLatin1String("reset"))
        return tr("reset all inputs");
    if (key == QLatin1String("metadata"))
        return tr("plan properties");
    if (key == QLatin1String("startDate"))
        return tr("start date");
    if (key == QLatin1String("solution"))
        return tr("what fits");
    if (key == QLatin1String("targets"))
        return tr("targets");
    if (key == QLatin1String("currency"))
        return tr("display currency");
    if (key == QLatin1String("actuals"))
        return tr("imported actuals");
    if (key == QLatin1String("practice"))
        return InputTexts::label(tco::InputId::FailuresPractice);
    if (key.startsWith(QLatin1String("advice.")))
        return tr("suggested change");
    if (key == QLatin1String("variant.pin"))
        return tr("pin variant");
    if (key == QLatin1String("variant.unpin"))
        return tr("remove pinned variant");
    if (key.startsWith(QLatin1String("variant.")))
        return tr("what-if variant");
    const QByteArray utf8 = key.toUtf8();
    return InputTexts::keyLabel(std::string_view(utf8.constData(), static_cast<std::size_t>(utf8.size())));
}

void EditActions::update()
{
    const QUndoStack *stack = m_document->undoStack();
    const QString undo = commandText(stack->undoText());
    const QString redo = commandText(stack->redoText());
    m_undo->setText(undo.isEmpty() ? tr("&Undo") : tr("&Undo %1").arg(undo));
    m_redo->setText(redo.isEmpty() ? tr("&Redo") : tr("&Redo %1").arg(redo));
    m_undo->setEnabled(stack->canUndo());
    m_redo->setEnabled(stack->canRedo());
}

} // namespace planner

#include "moc_editactions.cpp"
