// SPDX-License-Identifier: GPL-3.0-or-later
#include "shell/mainwindow.h"
#include "texts/terms.h"

#include "services/analysisworker.h"
#include "services/languagemanager.h"
#include "services/settings.h"
#include "shell/editactions.h"
#include "shell/fileactions.h"
#include "shell/modelist.h"
#include "shell/modepages.h"
#include "shell/theme.h"
#include "shell/windowactions.h"

#include "document/scenariodocument.h"

#include <QAction>
#include <QApplication>
#include <QCloseEvent>
#include <QMenuBar>
#include <QScreen>
#include <QStatusBar>

#include <algorithm>

namespace planner {

MainWindow::MainWindow(const tco::Catalog &catalog, const tco::Scenario &scenario, LanguageManager *languages,
                       QWidget *parent)
    : QMainWindow(parent), m_languages(languages), m_settings(std::make_unique<Settings>())
{
    setObjectName(QStringLiteral("mainWindow"));
    if (QApplication::windowIcon().isNull())
        QApplication::setWindowIcon(theme::applicationIcon());
    m_context = ModeContext{new ScenarioDocument(catalog, scenario, this), new AnalysisWorker(catalog, this),
                            m_settings.get(), this, this};
    // The saved theme before any widget takes its colours from the palette.
    theme::apply(theme::fromKey(m_context.settings->theme()));
    // Every figure of the window shows this plan's currency (docs/model.md, Display currency).
    document()->setDrivesDisplayCurrency(true);

    m_files = new FileActions(document(), this, this);
    m_edit = new EditActions(document(), this);
    m_windowActions = new WindowActions(this, languages, m_context.settings);
    m_pages = new ModePages(this);
    m_modes = createModes(m_context);
    for (Mode *mode : m_modes) {
        mode->setParent(this);
        m_pages->add(mode);
        mode->addStatus(statusBar());
    }
    setCentralWidget(m_pages);
    createMenus();
    setMinimumSize(1100, 680);

    ScenarioDocument *doc = document();
    connect(doc, &ScenarioDocument::modifiedChanged, this, &MainWindow::updateTitle);
    connect(doc, &ScenarioDocument::fileNameChanged, this, &MainWindow::updateTitle);
    connect(doc, &ScenarioDocument::metadataChanged, this, &MainWindow::updateTitle);
    // Units and axis titles carry the currency: words anew, as for a language.
    connect(doc, &ScenarioDocument::currencyChanged, m_windowActions, &WindowActions::wordAllWindowsAnew);
    connect(m_windowActions, &WindowActions::themeChanged, this, [this] {
        for (Mode *mode : m_modes)
            mode->themeChanged();
        m_files->updateRestoredNote();
    });
    connect(m_languages, &LanguageManager::languageChanged, this, [this] { retranslate(); });
    restoreWindowState();
    retranslate();
    // Worded first: a mode's first showing of the plan may fit its words.
    for (Mode *mode : m_modes)
        mode->started();
}

MainWindow::~MainWindow()
{
    // The document is a child QObject deleted only after this destructor;
    // its undo stack emits while it is cleared. What follows it goes first,
    // pages before the modes that fill them (found by AddressSanitizer).
    document()->disconnect(this);
    delete takeCentralWidget();
    for (Mode *mode : m_modes)
        delete mode;
    delete m_edit;
    delete m_files;
}

void MainWindow::createMenus()
{
    ModeMenus menus;
    menus.bar = menuBar();
    menus.file = m_fileMenu = menuBar()->addMenu(QString());
    menus.edit = m_editMenu = menuBar()->addMenu(QString());
    menus.plan = m_planMenu = menuBar()->addMenu(QString());
    menus.view = m_viewMenu = menuBar()->addMenu(QString());
    m_helpMenu = menuBar()->addMenu(QString());
    m_files->addTo(m_fileMenu);
    m_edit->addTo(m_editMenu);
    m_windowActions->addTo(m_viewMenu, m_helpMenu);
    m_pages->addTo(m_viewMenu);
    for (Mode *mode : m_modes)
        mode->addActions(menus);
    m_fileMenu->addSeparator();
    m_quitAction = m_fileMenu->addAction(QString());
    m_quitAction->setObjectName(QStringLiteral("actionQuit"));
    m_quitAction->setShortcut(QKeySequence::Quit);
    m_quitAction->setMenuRole(QAction::QuitRole);
    connect(m_quitAction, &QAction::triggered, this, &QWidget::close);
}

bool MainWindow::showView(const QString &view)
{
    for (Mode *mode : m_modes)
        if (mode->showView(view))
            return true;
    return false;
}

QAction *MainWindow::action(const QString &objectName) const
{
    return findChild<QAction *>(objectName);
}

ReportInput MainWindow::reportInput() const
{
    ReportInput input;
    input.scenarios = {document()->scenario()};
    input.fileNames = {document()->fileName()};
    input.catalog = &document()->catalog();
    input.locale = QLocale();
    for (const Mode *mode : m_modes)
        mode->addToReport(input);
    return input;
}

void MainWindow::updateTitle()
{
    setWindowTitle(tr("%1[*] — LLM TCO Planner").arg(m_files->planName()));
    setWindowModified(document()->isModified());
}

void MainWindow::retranslate()
{
    m_fileMenu->setTitle(Terms::fileMenu());
    m_editMenu->setTitle(Terms::editMenu());
    m_viewMenu->setTitle(Terms::viewMenu());
    m_planMenu->setTitle(tr("&Plan"));
    m_helpMenu->setTitle(tr("&Help"));
    m_quitAction->setText(tr("&Quit"));
    m_files->retranslate();
    m_edit->retranslate();
    m_windowActions->retranslate();
    for (Mode *mode : m_modes)
        mode->retranslate();
    m_pages->retranslate();
    updateTitle();
}

void MainWindow::restoreWindowState()
{
    Settings *settings = m_context.settings;
    const QByteArray geometry = settings->windowGeometry();
    if (geometry.isEmpty() || !restoreGeometry(geometry)) {
        // First start: 1600×1000 where it fits, centred.
        const QRect available = screen() ? screen()->availableGeometry() : QRect(0, 0, 1600, 1000);
        resize(std::min(1600, available.width()), std::min(1000, available.height()));
        move(available.center() - rect().center());
    }
    restoreState(settings->windowState());
    for (Mode *mode : m_modes)
        mode->restoreState();
}

void MainWindow::saveWindowState()
{
    Settings *settings = m_context.settings;
    settings->setWindowGeometry(saveGeometry());
    settings->setWindowState(saveState());
    for (Mode *mode : m_modes)
        mode->saveState();
    settings->sync();
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    // The modes first (compared plans may have unsaved changes of their own).
    if (!std::all_of(m_modes.begin(), m_modes.end(), [](Mode *mode) { return mode->mayClose(); }) ||
        !m_files->maybeSave()) {
        event->ignore();
        return;
    }
    saveWindowState();
    m_files->discardAutosave();
    event->accept();
}

} // namespace planner

#include "moc_mainwindow.cpp"
