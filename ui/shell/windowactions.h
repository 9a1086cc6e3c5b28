// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>
#include <QPointer>

class QAction;
class QActionGroup;
class QMainWindow;
class QMenu;

namespace planner {

class LanguageManager;
class MethodDialog;
class Settings;
enum class Theme;

/** View ▸ Language, Theme and Full Screen, and the Help menu (Method,
 *  About). The language and theme chosen are kept in the settings. */
class WindowActions : public QObject
{
    Q_OBJECT
public:
    WindowActions(QMainWindow *window, LanguageManager *languages, Settings *settings);
    /** Language, Theme and Full Screen into `view`; Method and About into `help`. */
    void addTo(QMenu *view, QMenu *help);
    void retranslate();
    /** Sends every open window a language change, so that units and axis
     *  titles that carry the currency are worded anew. */
    static void wordAllWindowsAnew();

Q_SIGNALS:
    /** A theme was applied: what takes its colours when filled re-tints. */
    void themeChanged();

private:
    void setTheme(Theme theme);
    void about();
    void showMethod();

    QMainWindow *m_window;
    LanguageManager *m_languages;
    Settings *m_settings;
    QMenu *m_languageMenu = nullptr;
    QMenu *m_themeMenu = nullptr;
    QActionGroup *m_languageGroup;
    QActionGroup *m_themeGroup; ///< theme.light, theme.dark, theme.system
    QAction *m_fullScreen;
    QAction *m_method;
    QAction *m_about;
    QAction *m_aboutQt;
    QPointer<MethodDialog> m_methodDialog;
};

} // namespace planner
