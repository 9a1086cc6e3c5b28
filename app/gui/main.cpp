// SPDX-License-Identifier: GPL-3.0-or-later
// llm-tco-planner: the live what-if window. Thin on purpose: everything
// lives in planner_ui, where it is tested.
#include "modes/compare/comparemode.h"
#include "modes/portfolio/portfoliomode.h"
#include "modes/portfolio/portfoliowindow.h"
#include "modes/presentation/presentationmode.h"
#include "services/commandline.h"
#include "services/languagemanager.h"
#include "services/settings.h"
#include "services/usercatalog.h"
#include "shell/fileactions.h"
#include "shell/mainwindow.h"

#include "document/scenariodocument.h"

#include "plan/catalog.h"
#include "plan/scenario.h"

#include <QApplication>
#include <QMessageBox>

int main(int argc, char *argv[])
{
    QApplication app(argc, argv);
    QApplication::setOrganizationName(QStringLiteral("llm-tco-planner"));
    QApplication::setApplicationName(QStringLiteral("llm-tco-planner"));
    QApplication::setApplicationDisplayName(QStringLiteral("LLM TCO Planner"));
    QApplication::setApplicationVersion(QStringLiteral(PLANNER_VERSION));

    planner::LanguageManager languages;
    const planner::Settings settings;
    // The saved (or system) language first, so --help speaks it too.
    languages.setLanguage(settings.language().isEmpty() ? planner::LanguageManager::systemLanguage()
                                                        : settings.language());
    const planner::CommandLineOptions options = planner::CommandLine::parse(QApplication::arguments());
    if (!options.language.isEmpty())
        languages.setLanguage(options.language); // for this session only

    QStringList catalogErrors;
    const tco::Catalog catalog = planner::UserCatalog::load(options.catalogFile, &catalogErrors);
    planner::MainWindow window(catalog, planner::ScenarioDocument::freshScenario(), &languages);
    window.show();
    if (!catalogErrors.isEmpty())
        QMessageBox::warning(&window, planner::UserCatalog::problemsTitle(),
                             planner::UserCatalog::problemsText(catalogErrors));
    // After a crash: offer the unsaved edits first; a file named on the
    // command line opens unless they were restored (it would replace them).
    const bool restored = window.files()->offerRecovery();
    if (!options.file.isEmpty() && !restored)
        window.files()->openFile(options.file);
    if (!options.compareFiles.isEmpty())
        window.mode<planner::CompareMode>()->compareWithFiles(options.compareFiles);
    if (options.present)
        window.mode<planner::PresentationMode>()->present();
    if (!options.portfolioFile.isEmpty())
        window.mode<planner::PortfolioMode>()->openFile(options.portfolioFile);
    else if (options.typicalYear)
        window.mode<planner::PortfolioMode>()->openTypicalYear();
    return QApplication::exec();
}
