// SPDX-License-Identifier: GPL-3.0-or-later
#include "shell/windowactions.h"

#include "dialogs/methoddialog.h"
#include "prompts/prompts.h"
#include "services/languagemanager.h"
#include "services/settings.h"
#include "shell/theme.h"
#include "texts/codelabels.h"

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QMainWindow>
#include <QMenu>

namespace planner {

WindowActions::WindowActions(QMainWindow *window, LanguageManager *languages, Settings *settings)
    : QObject(window), m_window(window), m_languages(languages), m_settings(settings),
      m_languageGroup(new QActionGroup(this)), m_themeGroup(new QActionGroup(this)),
      m_fullScreen(new QAction(this)), m_method(new QAction(this)), m_about(new QAction(this)),
      m_aboutQt(new QAction(this))
{
    m_languageGroup->setExclusive(true);
    for (const QString &code : LanguageManager::available()) {
        auto *action = new QAction(LanguageManager::nativeName(code), m_languageGroup);
        action->setObjectName(QStringLiteral("language.") + code);
        action->setCheckable(true);
        action->setData(code);
        action->setChecked(code == m_languages->language());
        connect(action, &QAction::triggered, this, [this, code] {
            m_settings->setLanguage(code);
            m_languages->setLanguage(code);
        });
    }
    m_themeGroup->setExclusive(true);
    for (const Theme t : {Theme::Light, Theme::Dark, Theme::System}) {
        auto *action = new QAction(m_themeGroup);
        action->setObjectName(QStringLiteral("theme.") + theme::key(t));
        action->setCheckable(true);
        action->setData(theme::key(t));
        action->setChecked(t == theme::current());
        connect(action, &QAction::triggered, this, [this, t] { setTheme(t); });
    }
    m_fullScreen->setObjectName(QStringLiteral("actionFullScreen"));
    m_fullScreen->setShortcut(QKeySequence::FullScreen);
    m_fullScreen->setCheckable(true);
    connect(m_fullScreen, &QAction::toggled, this, [this](bool on) {
        if (on)
            m_window->showFullScreen();
        else
            m_window->showNormal();
    });
    m_method->setObjectName(QStringLiteral("actionMethod"));
    m_method->setShortcut(QKeySequence::HelpContents);
    connect(m_method, &QAction::triggered, this, &WindowActions::showMethod);
    m_about->setObjectName(QStringLiteral("actionAbout"));
    m_about->setMenuRole(QAction::AboutRole);
    connect(m_about, &QAction::triggered, this, &WindowActions::about);
    m_aboutQt->setObjectName(QStringLiteral("actionAboutQt"));
    m_aboutQt->setMenuRole(QAction::AboutQtRole);
    connect(m_aboutQt, &QAction::triggered, qApp, &QApplication::aboutQt);
}

void WindowActions::addTo(QMenu *view, QMenu *help)
{
    m_languageMenu = view->addMenu(QString());
    m_languageMenu->setObjectName(QStringLiteral("languageMenu"));
    m_languageMenu->addActions(m_languageGroup->actions());
    m_themeMenu = view->addMenu(QString());
    m_themeMenu->setObjectName(QStringLiteral("themeMenu"));
    m_themeMenu->addActions(m_themeGroup->actions());
    view->addSeparator();
    view->addAction(m_fullScreen);
    help->addAction(m_method);
    help->addSeparator();
    help->addAction(m_about);
    help->addAction(m_aboutQt);
}

void WindowActions::retranslate()
{
    m_languageMenu->setTitle(tr("&Language"));
    for (QAction *a : m_languageGroup->actions())
        a->setChecked(a->data().toString() == m_languages->language());
    m_themeMenu->setTitle(tr("&Theme"));
    for (QAction *a : m_themeGroup->actions()) {
        const Theme t = theme::fromKey(a->data().toString());
        a->setText(t == Theme::Light ? tr("&Light") : t == Theme::Dark ? tr("&Dark") : tr("&System"));
    }
    m_fullScreen->setText(tr("&Full Screen"));
    m_method->setText(tr("&Method: Formulas, Defaults and Sources"));
    m_about->setText(tr("&About LLM TCO Planner"));
    m_aboutQt->setText(tr("About &Qt"));
}

void WindowActions::wordAllWindowsAnew()
{
    for (QWidget *top : QApplication::topLevelWidgets()) {
        QEvent retranslate(QEvent::LanguageChange);
        for (QWidget *w : top->findChildren<QWidget *>())
            QCoreApplication::sendEvent(w, &retranslate);
        QCoreApplication::sendEvent(top, &retranslate);
    }
}

void WindowActions::setTheme(Theme t)
{
    m_settings->setTheme(theme::key(t));
    m_settings->sync();
    theme::apply(t);
    for (QAction *a : m_themeGroup->actions())
        a->setChecked(a->data().toString() == theme::key(t));
    Q_EMIT themeChanged();
}

void WindowActions::about()
{
    Prompts::about(m_window, tr("About LLM TCO Planner"),
                   tr("<h3>LLM TCO Planner %1</h3>"
                      "<p>Plan the total cost of ownership of pre-training a large language model: compute, "
                      "failures and checkpoints, storage, energy, people and the hidden costs, live as you "
                      "change the assumptions.</p>"
                      "<p><b>Every default is an editable assumption, not a quote.</b> Where the defaults "
                      "come from: prices are dated list prices; hardware figures come from vendor data "
                      "sheets; failure rates, checkpoint and memory figures from published training runs; "
                      "the cost structure, hidden costs and budget lines from three source articles:</p>"
                      "<ul><li>%2</li><li>%3</li><li>%4</li></ul>"
                      "<p>Each input's tooltip names its source; Help ▸ Method shows every formula and "
                      "default with its source.</p>"
                      "<p>Licensed under the GNU General Public License, version 3 or (at your option) any "
                      "later version (GPL-3.0-or-later). This program comes with ABSOLUTELY NO WARRANTY. "
                      "Charts are drawn with QCustomPlot (GPL-3.0).</p>")
                       .arg(QCoreApplication::applicationVersion(), sourceArticle(0), sourceArticle(1),
                            sourceArticle(2)));
}

void WindowActions::showMethod()
{
    // One window of the documentation: a second Help ▸ Method raises it.
    if (!m_methodDialog) {
        m_methodDialog = new MethodDialog(m_window);
        m_methodDialog->show();
    }
    m_methodDialog->raise();
    m_methodDialog->activateWindow();
}

} // namespace planner

#include "moc_windowactions.cpp"
