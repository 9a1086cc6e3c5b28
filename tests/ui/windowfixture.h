// SPDX-License-Identifier: GPL-3.0-or-later
// What the suites that drive one plan window share: their own settings
// (planner::tests::useOwnSettings, settingsfixture.h),
// and the window a new user sees first (the built-in default plan, in
// English, 1600×1000, shown offscreen).
#pragma once

#include "services/languagemanager.h"
#include "shell/mainwindow.h"

#include "plan/catalog.h"
#include "plan/scenario.h"

#include "settingsfixture.h"

#include <QCoreApplication>
#include <QObject>
#include <QSettings>
#include <QStandardPaths>
#include <QTest>

#include <memory>

namespace planner::tests {

class WindowFixture : public QObject
{
protected:
    /** Opens the window; false when it was never exposed (QVERIFY it). */
    [[nodiscard]] bool openWindow()
    {
        m_languages = std::make_unique<LanguageManager>();
        m_languages->setLanguage(QStringLiteral("en"));
        m_window =
            std::make_unique<MainWindow>(tco::Catalog::builtIn(), tco::defaultScenario(), m_languages.get());
        m_window->resize(1600, 1000);
        m_window->show();
        return QTest::qWaitForWindowExposed(m_window.get());
    }

    /** Closes the window and forgets what it stored in the settings. */
    void closeWindow()
    {
        m_window.reset();
        m_languages.reset();
        QSettings().clear();
    }

    std::unique_ptr<LanguageManager> m_languages;
    std::unique_ptr<MainWindow> m_window;
};

} // namespace planner::tests
