// SPDX-License-Identifier: GPL-3.0-or-later
#include "modes/compare/comparemode.h"

#include "modes/compare/comparewindow.h"

#include <QAction>
#include <QMainWindow>
#include <QMenu>

namespace planner {

void CompareMode::addActions(const ModeMenus &menus)
{
    m_compareAction = new QAction(this);
    m_compareAction->setObjectName(QStringLiteral("actionCompareScenarios"));
    connect(m_compareAction, &QAction::triggered, this, [this] {
        const QStringList files = CompareWindow::chooseFiles(context().window);
        if (!files.isEmpty())
            compareWithFiles(files);
    });
    m_copyAction = new QAction(this);
    m_copyAction->setObjectName(QStringLiteral("actionCompareWithCopy"));
    connect(m_copyAction, &QAction::triggered, this, &CompareMode::compareWithCopy);
    menus.file->addAction(m_compareAction);
    menus.file->addAction(m_copyAction);
}

void CompareMode::retranslate()
{
    m_compareAction->setText(tr("&Compare Plans…"));
    m_compareAction->setToolTip(tr("Put this plan side by side with up to three saved plans"));
    m_copyAction->setText(tr("Compare with a Cop&y of This Plan"));
    m_copyAction->setToolTip(tr("Compare this plan with a copy you can change"));
}

bool CompareMode::mayClose()
{
    return !m_window || m_window->close();
}

CompareWindow *CompareMode::ensureWindow()
{
    if (!m_window) {
        m_window = new CompareWindow(document(), context().window);
        m_window->setAttribute(Qt::WA_DeleteOnClose);
    }
    return m_window;
}

bool CompareMode::compareWithFiles(const QStringList &files)
{
    const bool fresh = !m_window;
    CompareWindow *window = ensureWindow();
    const bool added = window->addFiles(files);
    if (!added && fresh) {
        window->deleteLater();
        return false;
    }
    showWindow();
    return added;
}

void CompareMode::compareWithCopy()
{
    const bool fresh = !m_window;
    CompareWindow *window = ensureWindow();
    if (!window->addCopy() && fresh) {
        window->deleteLater();
        return;
    }
    showWindow();
}

} // namespace planner

PLANNER_MODE_FACTORY(compareMode, CompareMode)

#include "moc_comparemode.cpp"
