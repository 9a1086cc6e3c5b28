// SPDX-License-Identifier: GPL-3.0-or-later
#include "shell/modepages.h"

#include "modekit/mode.h"

#include <QAction>
#include <QActionGroup>
#include <QMenu>

namespace planner {

namespace {
const char *const modeProperty = "mode";
}

ModePages::ModePages(QWidget *parent) : QStackedWidget(parent), m_actions(new QActionGroup(this))
{
    setObjectName(QStringLiteral("modePages"));
}

void ModePages::add(Mode *mode)
{
    QWidget *page = mode->takePage();
    if (!page)
        return;
    addWidget(page);
    auto *show = new QAction(m_actions);
    show->setObjectName(QStringLiteral("page.") + mode->key());
    show->setCheckable(true);
    show->setProperty(modeProperty, QVariant::fromValue(static_cast<QObject *>(mode)));
    connect(show, &QAction::triggered, this, [this, page] { setCurrentWidget(page); });
}

void ModePages::addTo(QMenu *view)
{
    const QList<QAction *> shows = m_actions->actions();
    if (shows.size() < 2)
        return;
    view->addSeparator();
    int number = 0;
    for (QAction *show : shows) {
        show->setShortcut(QKeySequence(Qt::CTRL | (Qt::Key_1 + number++)));
        view->addAction(show);
    }
    shows.front()->setChecked(true);
}

void ModePages::retranslate()
{
    for (QAction *show : m_actions->actions())
        if (auto *mode = qobject_cast<Mode *>(show->property(modeProperty).value<QObject *>()))
            show->setText(mode->title());
}

} // namespace planner

#include "moc_modepages.cpp"
