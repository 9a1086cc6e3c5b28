// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>

class QAction;
class QMenu;

namespace planner {

class ScenarioDocument;

/** Edit ▸ Undo and Redo, named after the command they undo ("Undo MFU"),
 *  and Reset All Inputs to Defaults. */
class EditActions : public QObject
{
    Q_OBJECT
public:
    EditActions(ScenarioDocument *document, QObject *parent);
    ~EditActions() override;
    void addTo(QMenu *edit);
    void retranslate();

private:
    /** The words for an undo command's key (document/ commands name
     *  themselves by key, not in a language). */
    QString commandText(const QString &key) const;
    void update();

    ScenarioDocument *m_document;
    QAction *m_undo;
    QAction *m_redo;
    QAction *m_resetAll;
};

} // namespace planner
