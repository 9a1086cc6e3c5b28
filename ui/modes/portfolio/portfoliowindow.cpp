// SPDX-License-Identifier: GPL-3.0-or-later
#include "modes/portfolio/portfoliowindow.h"
#include "texts/terms.h"

#include "charts/portfolio/fleetdecisionchart.h"
#include "charts/portfolio/ganttchart.h"
#include "charts/portfolio/poolutilisationchart.h"
#include "charts/portfolio/portfoliomoneychart.h"
#include "modes/portfolio/chargebacktable.h"
#include "modes/portfolio/portfolioanalysis.h"
#include "modes/portfolio/portfoliocomparedialog.h"
#include "modes/portfolio/portfoliocontrols.h"
#include "modes/portfolio/portfoliodocument.h"
#include "modes/portfolio/portfoliopresentation.h"
#include "modes/portfolio/portfoliotiles.h"
#include "portfolio/portfoliofile.h"
#include "portfolio/portfoliofocus.h"
#include "prompts/prompts.h"
#include "report/focusfile.h"
#include "report/portfolioreport.h"
#include "report/report.h"
#include "texts/filetexts.h"
#include "texts/fleettexts.h"
#include "texts/numberformat.h"
#include "texts/portfoliotexts.h"
#include "widgets/layoutfence.h"

#include <QCloseEvent>
#include <QDir>
#include <QFileInfo>
#include <QGuiApplication>
#include <QLabel>
#include <QMenuBar>
#include <QScreen>
#include <QScrollArea>
#include <QSplitter>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTabWidget>
#include <QUndoStack>
#include <QVBoxLayout>

#include <algorithm>

namespace planner {

PortfolioWindow::PortfolioWindow(PortfolioDocument *document, QWidget *parent)
    : QMainWindow(parent), m_doc(document),
      m_redraw([this](int tab, bool interacting) { drawTab(tab, interacting); })
{
    setObjectName(QStringLiteral("portfolioWindow"));
    m_doc->setParent(this);
    m_analysis = new PortfolioAnalysis(m_doc->catalog(), this);
    m_controls = new PortfolioControls(m_doc, this);

    auto *right = new QWidget(this);
    m_tiles = new PortfolioTiles(false, right);
    m_banner = new QLabel(right);
    m_banner->setObjectName(QStringLiteral("portfolioBanner"));
    m_banner->setWordWrap(true);
    m_linkNote = new QLabel(right);
    m_linkNote->setObjectName(QStringLiteral("linkNote"));
    m_linkNote->setWordWrap(true);
    m_linkNote->hide();

    m_tabs = new QTabWidget(right);
    m_tabs->setObjectName(QStringLiteral("portfolioTabs"));
    m_scheduleTab = new QWidget(m_tabs);
    auto *scheduleLayout = new QVBoxLayout(m_scheduleTab);
    m_scheduleHint = new QLabel(m_scheduleTab);
    m_scheduleHint->setWordWrap(true);
    m_gantt = new GanttChart(m_scheduleTab);
    scheduleLayout->addWidget(m_scheduleHint);
    scheduleLayout->addWidget(m_gantt, 1);
    m_utilisation = new PoolUtilisationChart(m_tabs);
    m_money = new PortfolioMoneyChart(m_tabs);
    m_chargeback = new ChargebackTable(m_doc, m_tabs);
    // The fleet decision, and under it what it means: the break-even against
    // what owning displaces, and the answer along the rent paths (issue 51).
    m_fleetTab = new QWidget(m_tabs);
    auto *fleetLayout = new QVBoxLayout(m_fleetTab);
    m_fleet = new FleetDecisionChart(m_fleetTab);
    m_fleetNote = new QLabel(m_fleetTab);
    m_fleetNote->setObjectName(QStringLiteral("fleetNote"));
    m_fleetNote->setWordWrap(true);
    m_fleetNote->setTextFormat(Qt::RichText);
    m_fleetNote->hide();
    fleetLayout->addWidget(m_fleet, 1);
    fleetLayout->addWidget(m_fleetNote);
    m_charts = {m_gantt, m_utilisation, m_money, m_fleet};
    m_tabs->addTab(m_scheduleTab, QString());
    m_tabs->addTab(m_utilisation, QString());
    m_tabs->addTab(m_money, QString());
    m_tabs->addTab(m_chargeback, QString());
    m_tabs->addTab(m_fleetTab, QString());
    m_redraw.setPageCount(m_tabs->count());

    // The figures and the banner change with every move: fenced, so that
    // they neither relayout the window nor resize the tab below (a resize
    // replots every chart in it; widgets/layoutfence.h).
    auto *header = new QWidget;
    auto *headerLayout = new QVBoxLayout(header);
    headerLayout->setContentsMargins(0, 0, 0, 0);
    headerLayout->addWidget(m_tiles);
    headerLayout->addWidget(m_banner);
    headerLayout->addWidget(m_linkNote);
    header->setObjectName(QStringLiteral("portfolioHeader"));
    m_headerFence = new LayoutFence(header, right);
    auto *rightLayout = new QVBoxLayout(right);
    rightLayout->addWidget(m_headerFence);
    rightLayout->addWidget(m_tabs, 1);

    auto *controlsScroll = new QScrollArea(this);
    controlsScroll->setWidget(m_controls);
    controlsScroll->setWidgetResizable(true);
    controlsScroll->setMinimumWidth(240);
    auto *split = new QSplitter(Qt::Horizontal, this);
    split->setObjectName(QStringLiteral("portfolioSplitter"));
    split->addWidget(controlsScroll);
    split->addWidget(right);
    split->setStretchFactor(1, 1);
    split->setSizes({280, 1200});
    setCentralWidget(split);

    createMenus();
    connect(m_doc, &PortfolioDocument::changed, this, &PortfolioWindow::refresh);
    connect(m_doc, &PortfolioDocument::modifiedChanged, this, &PortfolioWindow::updateTitle);
    connect(m_doc, &PortfolioDocument::fileNameChanged, this, &PortfolioWindow::updateTitle);
    connect(m_analysis, &PortfolioAnalysis::ready, this, &PortfolioWindow::showOutlook);
    connect(m_tabs, &QTabWidget::currentChanged, this, [this] {
        m_redraw.shown(m_tabs->currentIndex(), m_doc->isInteracting());
        requestPathsIfShown();
    });
    connect(m_gantt, &GanttChart::runMoved, m_doc, &PortfolioDocument::moveRun);
    connect(m_gantt, &GanttChart::runActivated, this, &PortfolioWindow::openRunRequested);
    retranslate();
    refresh(false);
    // As large as a laptop's screen allows, up to 1400×900.
    const QRect screenSpace = screen() ? screen()->availableGeometry() : QRect(0, 0, 1400, 900);
    resize(std::min(1400, screenSpace.width() - 40), std::min(900, screenSpace.height() - 60));
}

PortfolioWindow::~PortfolioWindow() = default;

void PortfolioWindow::createMenus()
{
    m_fileMenu = menuBar()->addMenu(QString());
    m_openAction = m_fileMenu->addAction(QString(), this, &PortfolioWindow::open);
    m_openAction->setObjectName(QStringLiteral("actionOpenPortfolioFile"));
    m_openAction->setShortcut(QKeySequence::Open);
    m_saveAction = m_fileMenu->addAction(QString(), this, &PortfolioWindow::save);
    m_saveAction->setObjectName(QStringLiteral("actionSavePortfolio"));
    m_saveAction->setShortcut(QKeySequence::Save);
    m_saveAsAction = m_fileMenu->addAction(QString(), this, &PortfolioWindow::saveAs);
    m_saveAsAction->setObjectName(QStringLiteral("actionSavePortfolioAs"));
    m_saveAsAction->setShortcut(QKeySequence::SaveAs);
    m_fileMenu->addSeparator();
    m_compareFileAction = m_fileMenu->addAction(QString(), this, &PortfolioWindow::comparePortfolio);
    m_compareFileAction->setObjectName(QStringLiteral("actionComparePortfolio"));
    m_compareRentAllAction =
        m_fileMenu->addAction(QString(), this, &PortfolioWindow::compareWithRentingEverything);
    m_compareRentAllAction->setObjectName(QStringLiteral("actionCompareRentAll"));
    m_fileMenu->addSeparator();
    m_exportExecutiveAction = m_fileMenu->addAction(QString(), this, [this] { exportReport(true); });
    m_exportExecutiveAction->setObjectName(QStringLiteral("actionExportPortfolioExecutive"));
    m_exportFullAction = m_fileMenu->addAction(QString(), this, [this] { exportReport(false); });
    m_exportFullAction->setObjectName(QStringLiteral("actionExportPortfolioFull"));
    m_exportFocusAction = m_fileMenu->addAction(QString(), this, &PortfolioWindow::exportFocus);
    m_exportFocusAction->setObjectName(QStringLiteral("actionExportPortfolioFocus"));
    m_fileMenu->addSeparator();
    m_closeAction = m_fileMenu->addAction(QString(), this, &QWidget::close);
    m_closeAction->setShortcut(QKeySequence::Close);
    m_editMenu = menuBar()->addMenu(QString());
    m_undoAction = m_doc->undoStack()->createUndoAction(this);
    m_undoAction->setObjectName(QStringLiteral("actionPortfolioUndo"));
    m_undoAction->setShortcut(QKeySequence::Undo);
    m_redoAction = m_doc->undoStack()->createRedoAction(this);
    m_redoAction->setObjectName(QStringLiteral("actionPortfolioRedo"));
    m_redoAction->setShortcut(QKeySequence::Redo);
    m_editMenu->addAction(m_undoAction);
    m_editMenu->addAction(m_redoAction);
    m_viewMenu = menuBar()->addMenu(QString());
    m_presentAction = m_viewMenu->addAction(QString(), this, &PortfolioWindow::present);
    m_presentAction->setObjectName(QStringLiteral("actionPresentPortfolio"));
    m_presentAction->setShortcut(QKeySequence(Qt::Key_F5));
}

PortfolioPresentation *PortfolioWindow::present()
{
    // One presentation at a time; it deletes itself when left.
    auto *deck = findChild<PortfolioPresentation *>();
    if (!deck)
        deck = new PortfolioPresentation(m_doc, m_analysis, this);
    deck->present(screen());
    return deck;
}

void PortfolioWindow::retranslate()
{
    m_fileMenu->setTitle(Terms::fileMenu());
    m_openAction->setText(tr("&Open Portfolio…"));
    m_saveAction->setText(tr("&Save Portfolio"));
    m_saveAsAction->setText(tr("Save Portfolio &As…"));
    m_compareFileAction->setText(tr("&Compare With Portfolio…"));
    m_compareFileAction->setToolTip(
        tr("What moved the annual cost from this portfolio to another, by cause"));
    m_compareRentAllAction->setText(tr("Compare With &Renting Everything"));
    m_compareRentAllAction->setToolTip(
        tr("What moved the annual cost if no accelerator were owned, committed or blocked"));
    m_exportExecutiveAction->setText(tr("Export &Executive Report…"));
    m_exportExecutiveAction->setToolTip(
        tr("At most 4 pages for the annual budget meeting: PDF, HTML or CSV"));
    m_exportFullAction->setText(tr("Export &Full Report…"));
    m_exportFullAction->setToolTip(tr("Every run, month and pool: PDF, HTML or CSV"));
    m_exportFocusAction->setText(Terms::exportFocusMenu());
    m_exportFocusAction->setToolTip(
        tr("The planned cost by month, run and pool in the FinOps Foundation's FOCUS columns, to load "
           "beside the bills in a FinOps tool"));
    m_closeAction->setText(tr("&Close"));
    m_editMenu->setTitle(Terms::editMenu());
    m_viewMenu->setTitle(Terms::viewMenu());
    m_presentAction->setText(tr("&Present the Year"));
    m_presentAction->setToolTip(
        tr("Large figures and one chart per page for the budget meeting (Esc leaves)"));
    m_tabs->setTabText(0, tr("Runs on the fleet"));
    m_tabs->setTabText(1, PortfolioTerms::utilisation());
    m_tabs->setTabText(2, tr("Money"));
    m_tabs->setTabText(3, tr("Chargeback"));
    m_tabs->setTabText(4, tr("Fleet decision"));
    m_scheduleHint->setText(tr("Drag a run to move it (Ctrl+Z undoes it). Double-click a run to open it as "
                               "the plan in the main window; its changes flow back here."));
    m_tiles->retranslate();
    m_controls->retranslate();
    m_chargeback->retranslate();
    updateFleetNote();
    updateTitle();
    updateFigures();
}

void PortfolioWindow::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QMainWindow::changeEvent(event);
}

void PortfolioWindow::updateTitle()
{
    const QString name = portfolioDisplayName(m_doc->portfolio(), m_doc->fileName());
    setWindowTitle(tr("%1[*] — Portfolio — LLM TCO Planner").arg(name));
    setWindowModified(m_doc->isModified());
}

void PortfolioWindow::refresh(bool interacting)
{
    m_headerFence->setGrowOnly(interacting);
    draw(interacting);
    // The fleet decision and the Monte Carlo once the slider is let go.
    if (!interacting)
        m_analysis->request(m_doc->portfolio(), m_doc->demands(), m_tabs->currentWidget() == m_fleetTab);
}

void PortfolioWindow::draw(bool interacting)
{
    // Only the chart on screen is refilled: a move stays within a frame
    // (tests/bench/bench_portfoliowindow.cpp). The others catch up when
    // their tab is shown.
    m_redraw.changed(m_tabs->currentIndex(), interacting);
    updateFigures();
}

void PortfolioWindow::drawTab(int tab, bool interacting)
{
    const PortfolioFigures f =
        figuresOf(m_doc->portfolio(), m_doc->evaluation(), m_analysis->latest(), interacting);
    for (PortfolioChart *chart : m_charts)
        if (m_tabs->widget(tab)->isAncestorOf(chart)) {
            chart->setLive(interacting);
            chart->showPortfolio(f);
        }
}

void PortfolioWindow::showOutlook()
{
    draw(m_doc->isInteracting()); // not refresh(): that would ask for the outlook again
    updateFleetNote();
    requestPathsIfShown();
}

void PortfolioWindow::requestPathsIfShown()
{
    // The answer along the rent paths costs two decisions more: computed
    // only while the Fleet decision tab is shown.
    const PortfolioOutlook *outlook = m_analysis->latest();
    if (m_tabs->currentWidget() == m_fleetTab && outlook && outlook->fleet.valid && outlook->paths.empty() &&
        !m_analysis->isBusy() && !m_doc->isInteracting())
        m_analysis->request(m_doc->portfolio(), m_doc->demands(), true);
}

void PortfolioWindow::updateFleetNote()
{
    const PortfolioOutlook *outlook = m_analysis->latest();
    if (!outlook || !outlook->fleet.valid) {
        m_fleetNote->hide();
        return;
    }
    const QLocale locale;
    const auto line = [](const QString &title, const QString &text) {
        return text.isEmpty()
                   ? QString()
                   : QStringLiteral("<b>%1</b> %2").arg(title.toHtmlEscaped(), text.toHtmlEscaped());
    };
    QStringList lines{
        line(FleetTexts::breakEvenTitle(), FleetTexts::breakEven(outlook->fleet, locale)),
        line(FleetTexts::rentPathsTitle(),
             FleetTexts::rentPaths(outlook->paths, m_doc->portfolio().rentalDeclinePerYear, locale))};
    lines.removeAll(QString());
    m_fleetNote->setText(lines.join(QStringLiteral("<br>")));
    m_fleetNote->show();
}

void PortfolioWindow::updateFigures()
{
    m_tiles->showYear(*m_doc, *m_analysis, m_banner);
}

void PortfolioWindow::setLinkNote(const QString &note)
{
    m_linkNote->setText(note);
    m_linkNote->setVisible(!note.isEmpty());
}

bool PortfolioWindow::saveAs()
{
    QString path =
        Prompts::fileName(this, Prompts::FileDialog::SavePortfolio, tr("Save Portfolio"), m_doc->fileName(),
                          tr("LLM TCO portfolios (*.tcoportfolio);;All files (*)"));
    if (path.isEmpty())
        return false;
    if (QFileInfo(path).suffix().isEmpty())
        path += QStringLiteral(".tcoportfolio");
    QString error;
    if (!m_doc->save(path, &error)) {
        Prompts::warn(this, tr("Save Portfolio"), error);
        return false;
    }
    return true;
}

bool PortfolioWindow::save()
{
    if (m_doc->fileName().isEmpty())
        return saveAs();
    QString error;
    if (!m_doc->save(m_doc->fileName(), &error)) {
        Prompts::warn(this, tr("Save Portfolio"), error);
        return false;
    }
    return true;
}

bool PortfolioWindow::exportReport(bool executive)
{
    const QString path = Prompts::exportPath(
        this, executive ? Terms::exportExecutiveReport() : Terms::exportFullReport(), m_doc->fileName(),
        tr("portfolio-report"), executive ? Terms::executiveFileName() : QStringLiteral("%1"),
        QStringLiteral(".pdf"), ReportExporter::fileFilter());
    return !path.isEmpty() && exportReportTo(path, executive);
}

bool PortfolioWindow::exportReportTo(const QString &path, bool executive)
{
    PortfolioReportInput input;
    input.portfolio = m_doc->portfolio();
    input.fileName = m_doc->fileName();
    input.kind = executive ? ReportKind::Executive : ReportKind::Full;
    input.catalog = &m_doc->catalog();
    QString error;
    QGuiApplication::setOverrideCursor(Qt::WaitCursor);
    const bool written = exportPortfolioReport(input, path, &error);
    QGuiApplication::restoreOverrideCursor();
    return Prompts::exportFinished(this, statusBar(),
                                   executive ? Terms::exportExecutiveReport() : Terms::exportFullReport(),
                                   path, written, error, Terms::reportNotWritten(), Terms::reportWrittenTo());
}

bool PortfolioWindow::exportFocus()
{
    const QString path =
        Prompts::exportPath(this, Terms::exportFocus(), m_doc->fileName(), tr("portfolio"),
                            Terms::focusFileName(), QStringLiteral(".csv"), FocusFile::fileFilter());
    return !path.isEmpty() && exportFocusTo(path);
}

bool PortfolioWindow::exportFocusTo(const QString &path)
{
    tco::FocusTable table = tco::portfolioFocus(m_doc->portfolio(), m_doc->evaluation());
    table.scenario = portfolioDisplayName(m_doc->portfolio(), m_doc->fileName()).toStdString();
    QString error;
    const bool written = FocusFile::write(table, path, &error);
    return Prompts::exportFinished(this, statusBar(), Terms::exportFocus(), path, written, error,
                                   Terms::focusNotWritten(), Terms::focusWrittenTo());
}

QString PortfolioWindow::askForPortfolio(const QString &caption)
{
    return Prompts::fileName(this, Prompts::FileDialog::OpenPortfolio, caption, QString(),
                             tr("LLM TCO portfolios (*.tcoportfolio);;All files (*)"));
}

void PortfolioWindow::open()
{
    if (const QString path = askForPortfolio(tr("Open Portfolio")); !path.isEmpty())
        openFile(path);
}

bool PortfolioWindow::openFile(const QString &path)
{
    if (!mayReplace())
        return false;
    std::optional<tco::Portfolio> loaded = loadPortfolio(path, tr("Open Portfolio"));
    if (!loaded)
        return false;
    m_doc->replace(std::move(*loaded), path);
    return true;
}

std::optional<tco::Portfolio> PortfolioWindow::loadPortfolio(const QString &path, const QString &title)
{
    tco::PortfolioLoadResult loaded = tco::loadPortfolioFile(path.toStdString(), m_doc->catalog());
    if (!loaded.portfolio) {
        QString text =
            FileTexts::openFailed(path, tco::FileOutcome{loaded.error, loaded.detail, loaded.issues});
        if (!loaded.problems.empty()) // the runs and pools it names, in the loader's English
            for (const std::string &line : loaded.lines)
                text += QLatin1Char('\n') + QString::fromStdString(line);
        Prompts::warn(this, title, text);
        return std::nullopt;
    }
    return std::move(*loaded.portfolio);
}

void PortfolioWindow::comparePortfolio()
{
    if (const QString path = askForPortfolio(tr("Compare With Portfolio")); !path.isEmpty())
        compareWithFile(path);
}

PortfolioCompareDialog *PortfolioWindow::compareWithFile(const QString &path)
{
    const std::optional<tco::Portfolio> other = loadPortfolio(path, tr("Compare With Portfolio"));
    if (!other)
        return nullptr;
    PortfolioCompareDialog *dialog = PortfolioCompareDialog::of(m_doc, this);
    dialog->compareWith(*other, portfolioDisplayName(*other, path));
    return dialog;
}

PortfolioCompareDialog *PortfolioWindow::compareWithRentingEverything()
{
    PortfolioCompareDialog *dialog = PortfolioCompareDialog::of(m_doc, this);
    dialog->compareWithRentingEverything();
    return dialog;
}

void PortfolioWindow::closeEvent(QCloseEvent *event)
{
    event->setAccepted(mayReplace());
}

bool PortfolioWindow::mayReplace()
{
    return !m_doc->isModified() ||
           Prompts::mayDiscard(this, tr("The portfolio has changes that are not saved."),
                               [this] { return save(); });
}

} // namespace planner

#include "moc_portfoliowindow.cpp"
