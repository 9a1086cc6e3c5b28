// SPDX-License-Identifier: GPL-3.0-or-later
#include "mainwindow/mainwindow.h"

#include "charts/plots/costhistorychart.h"
#include "compare/comparewindow.h"
#include "dialogs/methoddialog.h"
#include "dialogs/scenariopropertiesdialog.h"
#include "dialogs/whatfitsdialog.h"
#include "editor/scenarioeditor.h"
#include "editor/whatifstrip.h"
#include "mainwindow/advicepanel.h"
#include "mainwindow/chartarea.h"
#include "mainwindow/kpiheader.h"
#include "mainwindow/scenarioheader.h"
#include "mainwindow/theme.h"
#include "presentation/presentationwindow.h"
#include "prompts/prompts.h"
#include "report/reporttexthooks.h"
#include "services/analysisworker.h"
#include "services/autosave.h"
#include "services/languagemanager.h"
#include "services/recentfiles.h"
#include "services/settings.h"
#include "texts/codelabels.h"
#include "texts/filetexts.h"
#include "texts/inputtexts.h"
#include "texts/messagetexts.h"
#include "texts/plannames.h"
#include "widgets/conditionbanner.h"
#include "widgets/layoutfence.h"
#include "widgets/trackingalert.h"

#include "report/pdfreport.h"
#include "report/report.h"

#include "document/scenariodocument.h"

#include "advice.h"
#include "catalog.h"
#include "scenario.h"
#include "texts/terms.h"
#include "widgets/flushcolumn.h"

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QCloseEvent>
#include <QDir>
#include <QFileInfo>
#include <QGuiApplication>
#include <QHBoxLayout>
#include <QIcon>
#include <QLabel>
#include <QMenuBar>
#include <QPrinter>
#include <QRegularExpression>
#include <QScreen>
#include <QSplitter>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTabWidget>
#include <QTimer>
#include <QUndoStack>
#include <QVBoxLayout>

namespace planner {

namespace {
constexpr int kAnalysisMs = 120; // coalescing of Monte Carlo requests

/** The application icon at each size rendered from the SVG
 *  (packaging/icons/render.sh): a high-DPI screen takes the larger one. */
QIcon applicationIcon()
{
    QIcon icon;
    for (const int size : {16, 32, 48, 64, 128, 256})
        icon.addFile(QStringLiteral(":/icons/llm-tco-planner-%1.png").arg(size), QSize(size, size));
    return icon;
}
} // namespace

MainWindow::MainWindow(const tco::Catalog &catalog, const tco::Scenario &scenario, LanguageManager *languages,
                       QWidget *parent)
    : QMainWindow(parent), m_document(new ScenarioDocument(catalog, scenario, this)), m_languages(languages),
      m_settings(std::make_unique<Settings>()), m_analysis(new AnalysisWorker(catalog, this)),
      m_autoSave(std::make_unique<AutoSave>(m_document)), m_recent(new RecentFiles(this))
{
    setObjectName(QStringLiteral("mainWindow"));
    if (QApplication::windowIcon().isNull())
        QApplication::setWindowIcon(applicationIcon());
    // The saved theme before any widget takes its colours from the palette.
    theme::apply(theme::fromKey(m_settings->theme()));
    // Every figure of the window shows this plan's currency (docs/model.md, Display currency).
    m_document->setDrivesDisplayCurrency(true);

    // Left: the controls, scrollable.
    m_editor = new ScenarioEditor(m_document);
    m_editor->setMinimumWidth(360);

    // The plan's name and tags stay above the scrolling controls.
    auto *left = new QWidget;
    left->setObjectName(QStringLiteral("controlsColumn"));
    auto *leftLayout = flushColumn(left);
    m_scenarioHeader = new ScenarioHeader(m_document, left);
    leftLayout->addWidget(m_scenarioHeader);
    leftLayout->addWidget(m_editor, 1);

    // Right: the figures, the warnings, the charts.
    auto *right = new QWidget;
    right->setObjectName(QStringLiteral("results"));
    auto *rightLayout = new QVBoxLayout(right);
    rightLayout->setContentsMargins(6, 6, 6, 0);
    rightLayout->setSpacing(6);
    m_kpi = new KpiHeader(right);
    // The conditions and the checked advice side by side in a band of fixed
    // height under the figures: a condition that comes or goes moves nothing.
    auto *adviceRow = new QWidget(right);
    adviceRow->setObjectName(QStringLiteral("adviceRow"));
    auto *adviceLayout = new QHBoxLayout(adviceRow);
    adviceLayout->setContentsMargins(0, 0, 0, 0);
    adviceLayout->setSpacing(6);
    m_banner = new ConditionBanner(adviceRow);
    m_banner->setShowsInfeasible(false); // the KPI header says why instead of its figures
    m_banner->setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Preferred);
    m_advice = new AdvicePanel(m_document, adviceRow);
    // Past a budget line the tracking alert joins them, in the same band:
    // it moves nothing else either.
    m_trackingAlert = new TrackingAlert(adviceRow);
    auto *warnings = new QVBoxLayout;
    warnings->setSpacing(6);
    warnings->addWidget(m_trackingAlert, 1);
    warnings->addWidget(m_banner, 1);
    adviceLayout->addLayout(warnings, 1);
    adviceLayout->addWidget(m_advice, 1);
    // Its height: three suggestions in the language shown (retranslate()).
    // The plan against its common variants, under the figures it varies.
    m_whatIf = new WhatIfStrip(m_document, right);
    m_charts = new ChartArea(right);
    m_adviceTimer = new QTimer(this);
    m_adviceTimer->setSingleShot(true);
    m_adviceTimer->setInterval(kDragAdviceMs);
    connect(m_adviceTimer, &QTimer::timeout, this, &MainWindow::updateAdvice);
    // A chart export that could not be written says why (a full disk keeps
    // the old file: ChartView::writeAtomically).
    for (ChartView *chart : m_charts->charts())
        connect(chart, &ChartView::exportFinished, this, [this, chart](const QString &path, bool ok) {
            if (!ok)
                showMessage(
                    tr("Export Chart"),
                    tr("The chart could not be written to %1: %2").arg(path, chart->lastExportError()));
        });
    // The figures change with every move: fenced, so they do not relayout
    // the window (widgets/layoutfence.h).
    m_kpiFence = new LayoutFence(m_kpi, right);
    m_whatIfFence = new LayoutFence(m_whatIf, right);
    // The band's texts say "updating…" during a drag: fenced too.
    m_adviceFence = new LayoutFence(adviceRow, right);
    rightLayout->addWidget(m_kpiFence);
    rightLayout->addWidget(m_adviceFence);
    rightLayout->addWidget(m_whatIfFence);
    rightLayout->addWidget(m_charts, 1);

    m_splitter = new QSplitter(Qt::Horizontal, this);
    m_splitter->setObjectName(QStringLiteral("mainSplitter"));
    m_splitter->addWidget(left);
    m_splitter->addWidget(right);
    m_splitter->setStretchFactor(0, 0);
    m_splitter->setStretchFactor(1, 1);
    m_splitter->setChildrenCollapsible(false);
    m_splitter->setSizes({400, 1200});
    setCentralWidget(m_splitter);

    m_assumptionNote = new QLabel(this);
    m_assumptionNote->setObjectName(QStringLiteral("assumptionNote"));
    m_analysisStatus = new QLabel(this);
    m_analysisStatus->setObjectName(QStringLiteral("analysisStatus"));
    m_restoredNote = new QLabel(this);
    m_restoredNote->setObjectName(QStringLiteral("restoredNote"));
    m_restoredNote->setAutoFillBackground(true);
    m_restoredNote->setMargin(2);
    m_restoredNote->hide();
    statusBar()->addWidget(m_restoredNote);
    statusBar()->addWidget(m_assumptionNote, 1);
    statusBar()->addPermanentWidget(m_analysisStatus);

    createActions();
    createMenus();
    setMinimumSize(1100, 680);

    connect(m_document, &ScenarioDocument::changed, this, &MainWindow::onDocumentChanged);
    connect(m_document, &ScenarioDocument::modifiedChanged, this, &MainWindow::updateTitle);
    connect(m_document, &ScenarioDocument::fileNameChanged, this, &MainWindow::updateTitle);
    connect(m_document, &ScenarioDocument::metadataChanged, this, &MainWindow::updateTitle);
    // Units and axis titles carry the currency: every open window words itself
    // anew, as when the language changes (the figures follow changed()).
    connect(m_document, &ScenarioDocument::currencyChanged, this, [] {
        for (QWidget *top : QApplication::topLevelWidgets()) {
            QEvent retranslate(QEvent::LanguageChange);
            for (QWidget *w : top->findChildren<QWidget *>())
                QCoreApplication::sendEvent(w, &retranslate);
            QCoreApplication::sendEvent(top, &retranslate);
        }
    });
    connect(m_document, &ScenarioDocument::actualsChanged, this, &MainWindow::onActualsChanged);
    connect(m_trackingAlert, &TrackingAlert::showRequested, m_charts, &ChartArea::showTracking);
    connect(m_document, &ScenarioDocument::pinnedVariantsChanged, this, [this] {
        m_whatIf->refresh();
        m_analysis->request(m_document->scenario(), true);
    });
    connect(m_scenarioHeader, &ScenarioHeader::propertiesRequested, this,
            &MainWindow::showScenarioProperties);
    connect(m_document->undoStack(), &QUndoStack::indexChanged, this, &MainWindow::updateUndoTexts);
    connect(m_analysis, &AnalysisWorker::finished, this, &MainWindow::onAnalysisFinished);
    connect(m_analysis, &AnalysisWorker::staleChanged, this, [this](bool stale) {
        if (stale)
            m_kpi->setRiskStale();
        m_analysisStatus->setText(stale ? tr("Monte Carlo: updating…")
                                        : tr("Monte Carlo: %n samples", nullptr, m_analysis->samples()));
    });
    connect(m_languages, &LanguageManager::languageChanged, this, [this] { retranslate(); });

    restoreWindowState();
    retranslate();
    onDocumentChanged(DocumentChange{ChangeKind::Scenario, tco::InputId::Count, false});
}

MainWindow::~MainWindow()
{
    // The document is a child QObject, deleted only after this destructor
    // and QWidget's have run; its undo stack emits indexChanged while it is
    // cleared. Cut every connection from it to this window first, or that
    // signal reaches a half-destroyed window (found by AddressSanitizer).
    m_document->undoStack()->disconnect(this);
    m_document->disconnect(this);
}

void MainWindow::createActions()
{
    createFileActions();
    createCompareActions();
    createTrackingActions();

    m_openAction = new QAction(this);
    m_openAction->setObjectName(QStringLiteral("actionOpen"));
    m_openAction->setShortcut(QKeySequence::Open);
    connect(m_openAction, &QAction::triggered, this, &MainWindow::open);

    m_saveAction = new QAction(this);
    m_saveAction->setObjectName(QStringLiteral("actionSave"));
    m_saveAction->setShortcut(QKeySequence::Save);
    connect(m_saveAction, &QAction::triggered, this, &MainWindow::save);

    m_saveAsAction = new QAction(this);
    m_saveAsAction->setObjectName(QStringLiteral("actionSaveAs"));
    m_saveAsAction->setShortcut(QKeySequence::SaveAs);
    connect(m_saveAsAction, &QAction::triggered, this, &MainWindow::saveAs);

    m_quitAction = new QAction(this);
    m_quitAction->setObjectName(QStringLiteral("actionQuit"));
    m_quitAction->setShortcut(QKeySequence::Quit);
    m_quitAction->setMenuRole(QAction::QuitRole);
    connect(m_quitAction, &QAction::triggered, this, &QWidget::close);

    QUndoStack *stack = m_document->undoStack();
    m_undoAction = new QAction(this);
    m_undoAction->setObjectName(QStringLiteral("actionUndo"));
    m_undoAction->setShortcut(QKeySequence::Undo);
    connect(m_undoAction, &QAction::triggered, stack, &QUndoStack::undo);
    m_redoAction = new QAction(this);
    m_redoAction->setObjectName(QStringLiteral("actionRedo"));
    m_redoAction->setShortcuts(QKeySequence::keyBindings(QKeySequence::Redo));
    connect(m_redoAction, &QAction::triggered, stack, &QUndoStack::redo);

    m_resetAllAction = new QAction(this);
    m_resetAllAction->setObjectName(QStringLiteral("actionResetAll"));
    connect(m_resetAllAction, &QAction::triggered, m_document, &ScenarioDocument::resetAllToDefaults);

    m_fullScreenAction = new QAction(this);
    m_fullScreenAction->setObjectName(QStringLiteral("actionFullScreen"));
    m_fullScreenAction->setShortcut(QKeySequence::FullScreen);
    m_fullScreenAction->setCheckable(true);
    connect(m_fullScreenAction, &QAction::toggled, this, [this](bool on) {
        if (on)
            showFullScreen();
        else
            showNormal();
    });

    m_languageGroup = new QActionGroup(this);
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

    createThemeActions();

    m_methodAction = new QAction(this);
    m_methodAction->setObjectName(QStringLiteral("actionMethod"));
    m_methodAction->setShortcut(QKeySequence::HelpContents);
    connect(m_methodAction, &QAction::triggered, this, &MainWindow::showMethod);
    m_aboutAction = new QAction(this);
    m_aboutAction->setObjectName(QStringLiteral("actionAbout"));
    m_aboutAction->setMenuRole(QAction::AboutRole);
    connect(m_aboutAction, &QAction::triggered, this, &MainWindow::about);
    m_aboutQtAction = new QAction(this);
    m_aboutQtAction->setObjectName(QStringLiteral("actionAboutQt"));
    m_whatFitsAction = new QAction(this);
    m_whatFitsAction->setObjectName(QStringLiteral("actionWhatFits"));
    m_whatFitsAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_K));
    connect(m_whatFitsAction, &QAction::triggered, this, &MainWindow::showWhatFits);

    m_aboutQtAction->setMenuRole(QAction::AboutQtRole);
    connect(m_aboutQtAction, &QAction::triggered, qApp, &QApplication::aboutQt);

    updateUndoTexts();
}

void MainWindow::createMenus()
{
    m_fileMenu = menuBar()->addMenu(QString());
    m_fileMenu->addAction(m_newAction);
    m_fileMenu->addAction(m_openAction);
    m_recentMenu = m_fileMenu->addMenu(QString());
    m_recentMenu->setObjectName(QStringLiteral("recentMenu"));
    connect(m_recentMenu, &QMenu::aboutToShow, this, [this] {
        m_recent->prune(); // rebuilds through changed() when a file is gone
    });
    rebuildRecentMenu();
    m_fileMenu->addSeparator();
    m_fileMenu->addAction(m_saveAction);
    m_fileMenu->addAction(m_saveAsAction);
    m_fileMenu->addSeparator();
    m_fileMenu->addAction(m_propertiesAction);
    m_fileMenu->addSeparator();
    m_fileMenu->addAction(m_exportExecutiveAction);
    m_fileMenu->addAction(m_exportReportAction);
    m_fileMenu->addAction(m_printAction);
    m_fileMenu->addSeparator();
    m_fileMenu->addAction(m_compareAction);
    m_fileMenu->addAction(m_compareCopyAction);
    m_fileMenu->addSeparator();
    m_fileMenu->addAction(m_quitAction);

    m_editMenu = menuBar()->addMenu(QString());
    m_editMenu->addAction(m_undoAction);
    m_editMenu->addAction(m_redoAction);
    m_editMenu->addSeparator();
    m_editMenu->addAction(m_resetAllAction);

    m_planMenu = menuBar()->addMenu(QString());
    m_planMenu->addAction(m_whatFitsAction);
    createTrackingMenu();

    m_viewMenu = menuBar()->addMenu(QString());
    m_languageMenu = m_viewMenu->addMenu(QString());
    m_languageMenu->setObjectName(QStringLiteral("languageMenu"));
    m_languageMenu->addActions(m_languageGroup->actions());
    m_themeMenu = m_viewMenu->addMenu(QString());
    m_themeMenu->setObjectName(QStringLiteral("themeMenu"));
    m_themeMenu->addActions(m_themeGroup->actions());
    m_viewMenu->addSeparator();
    m_viewMenu->addAction(m_fullScreenAction);
    m_viewMenu->addAction(m_presentationAction);

    m_helpMenu = menuBar()->addMenu(QString());
    m_helpMenu->addAction(m_methodAction);
    m_helpMenu->addSeparator();
    m_helpMenu->addAction(m_aboutAction);
    m_helpMenu->addAction(m_aboutQtAction);
}

void MainWindow::onDocumentChanged(const DocumentChange &change)
{
    const tco::Scenario &scenario = m_document->scenario();
    const tco::Result &result = m_document->result();
    // The Monte Carlo first: it runs on the other core while this thread
    // replots, so the risk band lands within the same frame.
    // While a slider is held the Monte Carlo (alone) follows every move;
    // sensitivity and the variants' P90s come when the hand rests (a drag
    // that ends is an Interaction change: now the variants' P90s too).
    m_analysis->setCoalesceMs(kAnalysisMs);
    if (change.kind != ChangeKind::Interaction)
        m_analysis->request(scenario, !change.interacting, change.interacting);
    else
        m_analysis->request(scenario, true);
    m_kpiFence->setGrowOnly(change.interacting);
    m_whatIfFence->setGrowOnly(change.interacting);
    m_adviceFence->setGrowOnly(change.interacting);
    m_editor->onDocumentChanged(change);
    m_kpi->setResult(scenario, result, m_document->catalog());
    // While a slider is held the advice follows when the hand rests: every
    // lever is a plan evaluated again, and the panel relays out its rows.
    if (change.interacting) {
        m_adviceTimer->start();
        // Until then they hold the previous plan's levers: greyed and marked
        // "updating…", never shown as this plan's (a condition that comes
        // or goes shows at once).
        m_banner->showUpdating(scenario, result, m_document->catalog());
        m_advice->setUpdating(true);
    } else {
        m_adviceTimer->stop();
        updateAdvice();
    }
    m_charts->refresh(ChartInputs{&scenario, &result, &m_document->catalog(), change.interacting});
    // The what-if strip's totals and days follow every move (a dozen
    // evaluations); their P90s come with the Monte Carlo once the hand rests.
    if (change.kind != ChangeKind::Interaction)
        m_whatIf->refresh();
}

void MainWindow::updateAdvice()
{
    // ~100 evaluations (model/advice.cpp), well under a millisecond: it
    // follows every change like the figures do.
    const tco::Scenario &scenario = m_document->scenario();
    const tco::Result &result = m_document->result();
    std::vector<tco::Lever> levers = tco::advise(scenario, m_document->catalog());
    m_banner->setConditions(scenario, result, m_document->catalog(), levers);
    m_advice->setLevers(scenario, result, std::move(levers));
}

void MainWindow::onAnalysisFinished()
{
    const AnalysisWorker::Output *out = m_analysis->latest();
    if (!out)
        return;
    m_kpi->setRisk(out->risk, true);
    m_kpi->setTracking(out->tracking, out->hasSensitivity);
    m_charts->setAnalysis(*out);
    if (out->hasSensitivity)
        m_trackingAlert->setTracking(m_document->scenario().actuals.empty() ? nullptr : out->tracking.get());
    if (out->hasVariants)
        m_whatIf->setRisk(out->variants);
}

QString MainWindow::commandText(const QString &key) const
{
    if (key.isEmpty())
        return {};
    if (key == QLatin1String("reset"))
        return tr("reset all inputs");
    if (key == QLatin1String("metadata"))
        return tr("plan properties");
    if (key == QLatin1String("startDate"))
        return tr("start date");
    if (key == QLatin1String("solution"))
        return tr("what fits");
    if (key == QLatin1String("targets"))
        return tr("targets");
    if (key == QLatin1String("currency"))
        return tr("display currency");
    if (key == QLatin1String("actuals"))
        return tr("imported actuals");
    if (key == QLatin1String("practice"))
        return InputTexts::label(tco::InputId::FailuresPractice);
    if (key.startsWith(QLatin1String("advice.")))
        return tr("suggested change");
    if (key == QLatin1String("variant.pin"))
        return tr("pin variant");
    if (key == QLatin1String("variant.unpin"))
        return tr("remove pinned variant");
    if (key.startsWith(QLatin1String("variant.")))
        return tr("what-if variant");
    const QByteArray utf8 = key.toUtf8();
    return InputTexts::keyLabel(std::string_view(utf8.constData(), static_cast<std::size_t>(utf8.size())));
}

void MainWindow::updateUndoTexts()
{
    const QUndoStack *stack = m_document->undoStack();
    const QString undo = commandText(stack->undoText());
    const QString redo = commandText(stack->redoText());
    m_undoAction->setText(undo.isEmpty() ? tr("&Undo") : tr("&Undo %1").arg(undo));
    m_redoAction->setText(redo.isEmpty() ? tr("&Redo") : tr("&Redo %1").arg(redo));
    m_undoAction->setEnabled(stack->canUndo());
    m_redoAction->setEnabled(stack->canRedo());
}

void MainWindow::updateTitle()
{
    setWindowTitle(tr("%1[*] — LLM TCO Planner").arg(planName()));
    setWindowModified(m_document->isModified());
}

void MainWindow::retranslate()
{
    m_fileMenu->setTitle(tr("&File"));
    m_editMenu->setTitle(tr("&Edit"));
    m_viewMenu->setTitle(tr("&View"));
    m_planMenu->setTitle(tr("&Plan"));
    m_whatFitsAction->setText(tr("&What Fits a Budget and a Deadline…"));
    m_languageMenu->setTitle(tr("&Language"));
    m_helpMenu->setTitle(tr("&Help"));
    m_openAction->setText(tr("&Open…"));
    m_saveAction->setText(tr("&Save"));
    m_saveAsAction->setText(tr("Save &As…"));
    retranslateFileActions();
    retranslateCompareActions();
    retranslateTracking();
    m_quitAction->setText(tr("&Quit"));
    m_resetAllAction->setText(tr("Reset &All Inputs to Defaults"));
    m_fullScreenAction->setText(tr("&Full Screen"));
    m_methodAction->setText(tr("&Method: Formulas, Defaults and Sources"));
    m_aboutAction->setText(tr("&About LLM TCO Planner"));
    m_aboutQtAction->setText(tr("About &Qt"));
    for (QAction *a : m_languageGroup->actions())
        a->setChecked(a->data().toString() == m_languages->language());
    m_themeMenu->setTitle(tr("&Theme"));
    for (QAction *a : m_themeGroup->actions()) {
        const Theme t = theme::fromKey(a->data().toString());
        a->setText(t == Theme::Light ? tr("&Light") : t == Theme::Dark ? tr("&Dark") : tr("&System"));
    }
    m_assumptionNote->setText(tr("Every default is an editable assumption, not a quote — hover over an input "
                                 "to see where its default comes from."));
    m_analysisStatus->setText(m_analysis->isStale()
                                  ? tr("Monte Carlo: updating…")
                                  : tr("Monte Carlo: %n samples", nullptr, m_analysis->samples()));
    m_splitter->setAccessibleName(tr("Inputs and results"));
    updateUndoTexts();
    updateTitle();

    m_scenarioHeader->retranslate();
    m_editor->retranslate();
    m_kpi->retranslate();
    m_advice->retranslate();
    // The band, in this language's lines; its fence holds the same height
    // (a hidden fence hears nothing of its content's new size).
    const int band = m_advice->heightForRows(3);
    m_advice->parentWidget()->setFixedHeight(band);
    m_adviceFence->setFixedHeight(band);
    m_whatIf->retranslate();
    m_charts->retranslate();
    // Numbers and condition texts follow the new locale.
    const tco::Scenario &scenario = m_document->scenario();
    const tco::Result &result = m_document->result();
    m_kpi->setResult(scenario, result, m_document->catalog());
    updateAdvice();
    m_charts->refresh(ChartInputs{&scenario, &result, &m_document->catalog(), false});
    if (const AnalysisWorker::Output *out = m_analysis->latest())
        m_charts->setAnalysis(*out);
}

void MainWindow::createThemeActions()
{
    m_themeGroup = new QActionGroup(this);
    m_themeGroup->setExclusive(true);
    for (const Theme t : {Theme::Light, Theme::Dark, Theme::System}) {
        auto *action = new QAction(m_themeGroup);
        action->setObjectName(QStringLiteral("theme.") + theme::key(t));
        action->setCheckable(true);
        action->setData(theme::key(t));
        action->setChecked(t == theme::current());
        connect(action, &QAction::triggered, this, [this, t] { setTheme(t, true); });
    }
}

void MainWindow::setTheme(Theme t, bool remember)
{
    if (remember) {
        m_settings->setTheme(theme::key(t));
        m_settings->sync();
    }
    theme::apply(t);
    for (QAction *a : m_themeGroup->actions())
        a->setChecked(a->data().toString() == theme::key(t));
    // The charts, tiles and banners restyle on the palette change; the
    // what-if strip and the autosave note take their tint when filled.
    m_whatIf->refresh();
    updateRestoredNote();
}

void MainWindow::restoreWindowState()
{
    const QByteArray geometry = m_settings->windowGeometry();
    if (geometry.isEmpty() || !restoreGeometry(geometry)) {
        // First start: 1600×1000 where it fits, centred.
        const QRect available = screen() ? screen()->availableGeometry() : QRect(0, 0, 1600, 1000);
        resize(std::min(1600, available.width()), std::min(1000, available.height()));
        move(available.center() - rect().center());
    }
    restoreState(m_settings->windowState());
    const QByteArray splitter = m_settings->splitterState();
    if (!splitter.isEmpty())
        m_splitter->restoreState(splitter);
    m_charts->tabs()->setCurrentIndex(std::clamp(m_settings->chartTab(), 0, m_charts->tabs()->count() - 1));
}

void MainWindow::saveWindowState()
{
    m_settings->setWindowGeometry(saveGeometry());
    m_settings->setWindowState(saveState());
    m_settings->setSplitterState(m_splitter->saveState());
    m_settings->setChartTab(m_charts->tabs()->currentIndex());
    m_settings->sync();
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    // The compared plans first: they may have unsaved changes of their own.
    if (m_compare && !m_compare->close()) {
        event->ignore();
        return;
    }
    if (!maybeSave()) {
        event->ignore();
        return;
    }
    saveWindowState();
    // A normal quit: saved or discarded, nothing to recover next time.
    m_autoSave->discard();
    event->accept();
}

void MainWindow::showMessage(const QString &title, const QString &text)
{
    Prompts::warn(this, title, text);
}

void MainWindow::about()
{
    Prompts::about(this, tr("About LLM TCO Planner"),
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

void MainWindow::showMethod()
{
    // One window of the documentation: a second Help ▸ Method raises it.
    if (!m_method) {
        m_method = new MethodDialog(this);
        m_method->show();
    }
    m_method->raise();
    m_method->activateWindow();
}

// ---------------------------------------------------------------------------
// Files: new, open recent, plan properties, autosave recovery, reports.

QString MainWindow::planName() const
{
    // The file's name as the desktop shows files; an unsaved plan is named
    // as the reports and `llm-tco` name it (PlanNames), never "Untitled".
    if (!m_document->fileName().isEmpty())
        return QFileInfo(m_document->fileName()).fileName();
    return PlanNames::of(m_document->scenario());
}

void MainWindow::showScenarioProperties()
{
    for (auto *open : findChildren<ScenarioPropertiesDialog *>()) {
        if (open->isVisible()) { // a closed one may wait for its deferred delete
            open->raise();
            open->activateWindow();
            return;
        }
    }
    // Window-modal and asynchronous, so tests can fill it in and press OK.
    auto *dialog = new ScenarioPropertiesDialog(m_document, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->open();
}

void MainWindow::showWhatFits()
{
    for (auto *open : findChildren<WhatFitsDialog *>()) {
        if (open->isVisible()) {
            open->raise();
            open->activateWindow();
            return;
        }
    }
    // Non-modal: the plan stays editable while the answer is read.
    auto *dialog = new WhatFitsDialog(m_document, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->show();
}

CompareWindow *MainWindow::compareWindow() const
{
    return m_compare;
}

PresentationWindow *MainWindow::presentationWindow() const
{
    return m_presentation;
}

void MainWindow::createCompareActions()
{
    m_compareAction = new QAction(this);
    m_compareAction->setObjectName(QStringLiteral("actionCompareScenarios"));
    connect(m_compareAction, &QAction::triggered, this, &MainWindow::compareScenarios);
    m_compareCopyAction = new QAction(this);
    m_compareCopyAction->setObjectName(QStringLiteral("actionCompareWithCopy"));
    connect(m_compareCopyAction, &QAction::triggered, this, &MainWindow::compareWithCopy);
    m_presentationAction = new QAction(this);
    m_presentationAction->setObjectName(QStringLiteral("actionPresentation"));
    m_presentationAction->setShortcut(QKeySequence(Qt::Key_F5));
    connect(m_presentationAction, &QAction::triggered, this, &MainWindow::showPresentation);
}

void MainWindow::retranslateCompareActions()
{
    m_compareAction->setText(tr("&Compare Plans…"));
    m_compareAction->setToolTip(tr("Put this plan side by side with up to three saved plans"));
    m_compareCopyAction->setText(tr("Compare with a Cop&y of This Plan"));
    m_compareCopyAction->setToolTip(tr("Compare this plan with a copy you can change"));
    m_presentationAction->setText(tr("&Presentation"));
    m_presentationAction->setToolTip(tr("Large figures and one chart per page, for a meeting (Esc leaves)"));
}

CompareWindow *MainWindow::ensureCompareWindow()
{
    if (!m_compare) {
        m_compare = new CompareWindow(m_document, this);
        m_compare->setAttribute(Qt::WA_DeleteOnClose);
    }
    return m_compare;
}

void MainWindow::compareScenarios()
{
    const QStringList files = CompareWindow::chooseFiles(this);
    if (!files.isEmpty())
        compareWithFiles(files);
}

bool MainWindow::compareWithFiles(const QStringList &files)
{
    const bool fresh = !m_compare;
    CompareWindow *window = ensureCompareWindow();
    const bool added = window->addFiles(files);
    if (!added && fresh) {
        window->deleteLater();
        return false;
    }
    window->show();
    window->raise();
    window->activateWindow();
    return added;
}

void MainWindow::compareWithCopy()
{
    const bool fresh = !m_compare;
    CompareWindow *window = ensureCompareWindow();
    if (!window->addCopy() && fresh) {
        window->deleteLater();
        return;
    }
    window->show();
    window->raise();
    window->activateWindow();
}

void MainWindow::showPresentation()
{
    if (!m_presentation) {
        m_presentation = new PresentationWindow(m_document, m_analysis, this);
        // The user's own history points come along.
        for (ChartView *chart : m_charts->charts())
            if (auto *history = qobject_cast<CostHistoryChart *>(chart))
                m_presentation->setHistoryUserPoints(history->userPoints());
    }
    m_presentation->present(screen());
}

} // namespace planner
