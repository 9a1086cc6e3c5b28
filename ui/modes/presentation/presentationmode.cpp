// SPDX-License-Identifier: GPL-3.0-or-later
#include "modes/presentation/presentationmode.h"

#include "charts/plots/costhistorychart.h"
#include "modes/presentation/presentationwindow.h"
#include "report/reportinput.h"

#include <QAction>
#include <QMainWindow>
#include <QMenu>

namespace planner {

void PresentationMode::addActions(const ModeMenus &menus)
{
    m_action = new QAction(this);
    m_action->setObjectName(QStringLiteral("actionPresentation"));
    m_action->setShortcut(QKeySequence(Qt::Key_F5));
    connect(m_action, &QAction::triggered, this, &PresentationMode::present);
    menus.view->addAction(m_action);
}

void PresentationMode::retranslate()
{
    m_action->setText(tr("&Presentation"));
    m_action->setToolTip(tr("Large figures and one chart per page, for a meeting (Esc leaves)"));
}

void PresentationMode::present()
{
    QMainWindow *parent = context().window;
    if (!m_window) {
        m_window = new PresentationWindow(document(), context().analysis, parent);
        // The user's own history points come along, as in the reports.
        QVector<HistoryUserPoint> points;
        for (const tco::HistoryPoint &p : host()->reportInput().userHistory)
            points.push_back({p.year, QString::fromStdString(p.label), p.costUsd});
        m_window->setHistoryUserPoints(points);
    }
    m_window->present(parent->screen());
}

} // namespace planner

PLANNER_MODE_FACTORY(presentationMode, PresentationMode)

#include "moc_presentationmode.cpp"
