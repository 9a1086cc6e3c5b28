// SPDX-License-Identifier: GPL-3.0-or-later
#include "modes/portfolio/portfoliowindow.h"

#include "charts/portfolio/fleetdecisionchart.h"
#include "charts/portfolio/ganttchart.h"
#include "charts/portfolio/poolutilisationchart.h"
#include "charts/portfolio/portfoliomoneychart.h"
#include "modes/portfolio/chargebacktable.h"
#include "modes/portfolio/portfolioanalysis.h"
#include "modes/portfolio/portfoliocontrols.h"
#include "modes/portfolio/portfoliodocument.h"
#include "portfolio/portfoliofile.h"
#include "prompts/prompts.h"
#include "texts/filetexts.h"
#include "texts/messagetexts.h"
#include "texts/numberformat.h"
#include "texts/portfoliotexts.h"
#include "texts/tone.h"
#include "widgets/kpitile.h"

#include <QCloseEvent>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QLabel>
#include <QMenuBar>
#include <QScrollArea>
#include <QSplitter>
#include <QTabWidget>
#include <QUndoStack>
#include <QVBoxLayout>

namespace planner {

PortfolioWindow::PortfolioWindow(PortfolioDocument *document, QWidget *parent)
    : QMainWindow(parent), m_doc(document)
{
    setObjectName(QStringLiteral("portfolioWindow"));
    m_doc->setParent(this);
    m_analysis = new PortfolioAnalysis(m_doc->catalog(), this);
    m_controls = new PortfolioControls(m_doc, this);

    auto *right = new QWidget(this);
    auto *tiles = new QHBoxLayout;
    m_annual = new KpiTile(QStringLiteral("annualTile"), true, right);
    m_budget = new KpiTile(QStringLiteral("budgetTile"), false, right);
    m_deadlines = new KpiTile(QStringLiteral("deadlinesTile"), false, right);
    m_idle = new KpiTile(QStringLiteral("idleTile"), false, right);
    m_coverage = new KpiTile(QStringLiteral("coverageTile"), false, right);
    for (KpiTile *tile : {m_annual, m_budget, m_deadlines, m_idle, m_coverage})
        tiles->addWidget(tile, 1);
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
    m_fleet = new FleetDecisionChart(m_tabs);
    m_tabs->addTab(m_scheduleTab, QString());
    m_tabs->addTab(m_utilisation, QString());
    m_tabs->addTab(m_money, QString());
    m_tabs->addTab(m_chargeback, QString());
    m_tabs->addTab(m_fleet, QString());

    auto *rightLayout = new QVBoxLayout(right);
    rightLayout->addLayout(tiles);
    rightLayout->addWidget(m_banner);
    rightLayout->addWidget(m_linkNote);
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
    connect(m_gantt, &GanttChart::runMoved, this, [this](int run, int startDay) {
        const tco::CivilDate day = tco::addDays(m_doc->portfolio().start, startDay);
        m_doc->edit(tr("Move %1 to %2").arg(runName(m_doc->portfolio(), run), formatDay(day)),
                    [run, day](tco::Portfolio &p) { p.runs[static_cast<std::size_t>(run)].pinnedStart = day; });
    });
    connect(m_gantt, &GanttChart::runActivated, this, &PortfolioWindow::openRunRequested);
    retranslate();
    refresh(false);
    resize(1400, 900);
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
}

void PortfolioWindow::retranslate()
{
    m_fileMenu->setTitle(tr("&File"));
    m_openAction->setText(tr("&Open Portfolio…"));
    m_saveAction->setText(tr("&Save Portfolio"));
    m_saveAsAction->setText(tr("Save Portfolio &As…"));
    m_closeAction->setText(tr("&Close"));
    m_editMenu->setTitle(tr("&Edit"));
    m_tabs->setTabText(0, tr("Runs on the fleet"));
    m_tabs->setTabText(1, tr("Utilisation"));
    m_tabs->setTabText(2, tr("Money"));
    m_tabs->setTabText(3, tr("Chargeback"));
    m_tabs->setTabText(4, tr("Fleet decision"));
    m_scheduleHint->setText(tr("Drag a run to move it (Ctrl+Z undoes it). Double-click a run to open it as "
                               "the plan in the main window; its changes flow back here."));
    m_annual->setCaption(tr("Annual cost"));
    m_budget->setCaption(tr("Against the annual budget"));
    m_deadlines->setCaption(tr("Deadlines"));
    m_idle->setCaption(tr("Owned accelerators idle"));
    m_coverage->setCaption(tr("Covered by owned or committed"));
    m_controls->retranslate();
    m_chargeback->retranslate();
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
    const QString name = m_doc->fileName().isEmpty() ? QString::fromStdString(m_doc->portfolio().name)
                                                     : QFileInfo(m_doc->fileName()).completeBaseName();
    setWindowTitle(tr("%1[*] — Portfolio — LLM TCO Planner").arg(name));
    setWindowModified(m_doc->isModified());
}

void PortfolioWindow::refresh(bool interacting)
{
    const PortfolioOutlook *outlook = m_analysis->latest();
    PortfolioFigures f;
    f.portfolio = &m_doc->portfolio();
    f.evaluation = &m_doc->evaluation();
    f.fleet = outlook ? &outlook->fleet : nullptr;
    f.risk = outlook ? &outlook->risk : nullptr;
    f.interacting = interacting;
    for (PortfolioChart *chart : std::initializer_list<PortfolioChart *>{m_gantt, m_utilisation, m_money, m_fleet})
        chart->showPortfolio(f);
    updateFigures();
    // The fleet decision and the Monte Carlo once the slider is let go.
    if (!interacting)
        m_analysis->request(m_doc->portfolio(), m_doc->demands());
}

void PortfolioWindow::showOutlook()
{
    refresh(m_doc->isInteracting());
    const PortfolioOutlook *outlook = m_analysis->latest();
    std::vector<FleetDecisionChart::Band> bands;
    if (outlook)
        bands = outlook->bands;
    m_fleet->setBands(bands);
}

void PortfolioWindow::updateFigures()
{
    const tco::Portfolio &p = m_doc->portfolio();
    const tco::PortfolioMetrics &m = m_doc->evaluation().metrics;
    const tco::Schedule &s = m_doc->evaluation().schedule;
    const PortfolioOutlook *outlook = m_analysis->isBusy() ? nullptr : m_analysis->latest();

    m_annual->setValue(formatUsd(m.annualUsd));
    m_annual->setDetail(outlook && outlook->risk.samples > 0
                            ? tr("P10–P90 %1 – %2").arg(formatUsd(outlook->risk.annualP10),
                                                       formatUsd(outlook->risk.annualP90))
                            : tr("P10–P90: computing…"));
    m_annual->setSecondDetail(tr("Cash %1, of it %2 to buy accelerators").arg(formatUsd(m.cashUsd), formatUsd(m.capexUsd)));

    const tco::BudgetStatus status = m.worstStatus();
    m_budget->setTone(budgetTone(status));
    if (p.budget.annualUsd > 0) {
        m_budget->setValue(formatPercent(m.highestYearUsd() / p.budget.annualUsd, QLocale(), 0));
        m_budget->setDetail(MessageTexts::budgetStatus(status));
        m_budget->setSecondDetail(tr("Budget %1, warning at %2")
                                      .arg(formatUsd(p.budget.annualUsd),
                                           formatUsd(p.budget.annualUsd * p.budget.warningFraction)));
    } else {
        m_budget->setValue(tr("No budget"));
        m_budget->setDetail(QString());
        m_budget->setSecondDetail(QString());
    }

    m_deadlines->setTone(s.missedDeadlines > 0 ? Tone::Bad : Tone::Good);
    m_deadlines->setValue(s.missedDeadlines > 0 ? tr("%n missed", nullptr, s.missedDeadlines) : tr("All met"));
    m_deadlines->setDetail(outlook ? tr("%1 chance of a miss").arg(formatPercent(outlook->risk.missedDeadlineProbability, QLocale(), 0))
                                   : QString());

    m_idle->setValue(formatPercent(m.ownedIdleShare()));
    m_idle->setDetail(tr("Idle capacity costs %1").arg(formatUsd(m.idleUsd)));
    m_idle->setTone(m.ownedIdleShare() > 0.3 ? Tone::Warning : Tone::Neutral);
    m_coverage->setValue(formatPercent(m.coverage()));
    m_coverage->setDetail(tr("Saves %1 against renting on demand").arg(formatPercent(m.effectiveSavingsRate())));

    // The banner says what needs a decision: a missed deadline, the budget.
    QStringList lines;
    for (const tco::RunPlacement &r : s.placements)
        if (!r.metDeadline) {
            lines << tr("%1: %2").arg(instanceName(p, r), placementStatusText(p, r));
            if (lines.size() == 3)
                break;
        }
    if (s.missedDeadlines > 3)
        lines << tr("… and %n more", nullptr, s.missedDeadlines - 3);
    if (status == tco::BudgetStatus::PastWarning || status == tco::BudgetStatus::PastReview)
        lines.prepend(tr("The year costs %1, %2.").arg(formatUsd(m.highestYearUsd()), MessageTexts::budgetStatus(status)));
    m_banner->setText(lines.join(QLatin1Char('\n')));
    m_banner->setVisible(!lines.isEmpty());
}

void PortfolioWindow::setLinkNote(const QString &note)
{
    m_linkNote->setText(note);
    m_linkNote->setVisible(!note.isEmpty());
}

bool PortfolioWindow::saveAs()
{
    QString path = Prompts::fileName(this, Prompts::FileDialog::SavePortfolio, tr("Save Portfolio"),
                                     m_doc->fileName(), tr("LLM TCO portfolios (*.tcoportfolio);;All files (*)"));
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

void PortfolioWindow::open()
{
    const QString path = Prompts::fileName(this, Prompts::FileDialog::OpenPortfolio, tr("Open Portfolio"),
                                           QString(), tr("LLM TCO portfolios (*.tcoportfolio);;All files (*)"));
    if (!path.isEmpty())
        openFile(path);
}

bool PortfolioWindow::openFile(const QString &path)
{
    if (m_doc->isModified()) {
        const auto choice = Prompts::askUnsaved(this, tr("The portfolio has changes that are not saved."));
        if (choice == Prompts::UnsavedChoice::Cancel || (choice == Prompts::UnsavedChoice::Save && !save()))
            return false;
    }
    const tco::PortfolioLoadResult loaded = tco::loadPortfolioFile(path.toStdString(), m_doc->catalog());
    if (!loaded.portfolio) {
        QString text = FileTexts::openFailed(path, tco::FileOutcome{loaded.error, loaded.detail, loaded.issues});
        if (!loaded.problems.empty()) // the runs and pools it names, in the loader's English
            for (const std::string &line : loaded.lines)
                text += QLatin1Char('\n') + QString::fromStdString(line);
        Prompts::warn(this, tr("Open Portfolio"), text);
        return false;
    }
    m_doc->replace(*loaded.portfolio, path);
    return true;
}

void PortfolioWindow::closeEvent(QCloseEvent *event)
{
    if (m_doc->isModified()) {
        const auto choice = Prompts::askUnsaved(this, tr("The portfolio has changes that are not saved."));
        if (choice == Prompts::UnsavedChoice::Cancel || (choice == Prompts::UnsavedChoice::Save && !save())) {
            event->ignore();
            return;
        }
    }
    event->accept();
}

} // namespace planner
