// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// What the Portfolio window's tests share: the main window with the typical
// year opened through File ▸ Portfolio, as a user opens it, and closed with
// nothing left to save.
#include "modes/portfolio/portfolioanalysis.h"
#include "modes/portfolio/portfoliodocument.h"
#include "modes/portfolio/portfoliomode.h"
#include "modes/portfolio/portfoliowindow.h"
#include "prompts/prompts.h"
#include "services/languagemanager.h"
#include "shell/mainwindow.h"

#include "plan/catalog.h"
#include "plan/scenario.h"

#include <QAction>
#include <QTest>
#include <QUndoStack>

#include <memory>

namespace portfoliofixture {

struct TypicalYear {
    std::unique_ptr<planner::LanguageManager> languages;
    std::unique_ptr<planner::MainWindow> window;

    planner::PortfolioMode *mode() const { return window->mode<planner::PortfolioMode>(); }
    planner::PortfolioWindow *portfolio() const { return mode()->window(); }

    /** Call from init(): fails the test when the window does not open. */
    void open()
    {
        languages = std::make_unique<planner::LanguageManager>();
        window = std::make_unique<planner::MainWindow>(tco::Catalog::builtIn(), tco::defaultScenario(),
                                                       languages.get());
        window->show();
        auto *action = window->findChild<QAction *>(QStringLiteral("actionTypicalYearPortfolio"));
        QVERIFY(action);
        action->trigger();
        QVERIFY(portfolio());
        QVERIFY(QTest::qWaitForWindowExposed(portfolio()));
    }

    /** Call from cleanup(): no hook, no worker, no question about unsaved changes. */
    void close()
    {
        planner::Prompts::resetHooks();
        if (portfolio()) {
            portfolio()->analysis()->waitForIdle();
            portfolio()->document()->undoStack()->setClean();
        }
        window.reset();
    }
};

} // namespace portfoliofixture
