// SPDX-License-Identifier: GPL-3.0-or-later
#include "modes/portfolio/portfoliomode.h"

#include "document/scenariodocument.h"
#include "modes/portfolio/portfoliodocument.h"
#include "modes/portfolio/portfoliowindow.h"
#include "portfolio/placedrun.h"
#include "portfolio/typicalyear.h"
#include "prompts/prompts.h"
#include "report/reportinput.h"
#include "texts/palette.h"
#include "texts/portfoliotexts.h"

#include <QAction>
#include <QDate>
#include <QLabel>
#include <QMainWindow>
#include <QMenu>
#include <QStatusBar>

namespace planner {

namespace {
constexpr int kFlowBackKey = 200; // + run: a plan's edits merge per run
}

PortfolioMode::PortfolioMode(const ModeContext &context, QObject *parent) : WindowMode(context, parent)
{
    connect(document(), &ScenarioDocument::changed, this, &PortfolioMode::planChanged);
    // Another plan opened or saved elsewhere: it is no longer the run's.
    connect(document(), &ScenarioDocument::fileNameChanged, this, &PortfolioMode::unlink);
    // File ▸ New or another plan opened: neither is the run (openRunAsPlan
    // links after replacing).
    connect(document(), &ScenarioDocument::replaced, this, &PortfolioMode::unlink);
}

void PortfolioMode::addActions(const ModeMenus &menus)
{
    m_typicalAction = new QAction(this);
    m_typicalAction->setObjectName(QStringLiteral("actionTypicalYearPortfolio"));
    connect(m_typicalAction, &QAction::triggered, this, &PortfolioMode::openTypicalYear);
    m_openAction = new QAction(this);
    m_openAction->setObjectName(QStringLiteral("actionOpenPortfolio"));
    connect(m_openAction, &QAction::triggered, this, [this] {
        const QString path = Prompts::fileName(
            context().window, Prompts::FileDialog::OpenPortfolio, m_openAction->text(), QString(),
            PortfolioWindow::tr("LLM TCO portfolios (*.tcoportfolio);;All files (*)"));
        if (!path.isEmpty())
            openFile(path);
    });
    menus.file->addSeparator();
    menus.file->addAction(m_typicalAction);
    menus.file->addAction(m_openAction);
}

void PortfolioMode::addStatus(QStatusBar *bar)
{
    m_runNote = new QLabel(bar);
    m_runNote->setObjectName(QStringLiteral("portfolioRunNote"));
    m_runNote->setWordWrap(true);
    m_runNote->setAutoFillBackground(true);
    m_runNote->setMargin(2);
    m_runNote->hide();
    bar->insertWidget(0, m_runNote, 3);
    themeChanged();
}

void PortfolioMode::themeChanged()
{
    if (!m_runNote)
        return;
    QPalette pal = m_runNote->palette();
    const palette::Tint tint = palette::infoBanner(palette::darkTheme());
    pal.setColor(QPalette::Window, tint.background);
    pal.setColor(QPalette::WindowText, tint.text);
    m_runNote->setPalette(pal);
}

void PortfolioMode::retranslate()
{
    updateRunNote();
    m_typicalAction->setText(tr("Portfolio: a T&ypical Year"));
    m_typicalAction->setToolTip(
        tr("A year of compute on a fleet of owned, committed and rented accelerators, "
           "with this plan's model as its main run"));
    m_openAction->setText(tr("Open Port&folio…"));
    m_openAction->setToolTip(tr("Open a .tcoportfolio file: the year's runs, pools and budget"));
}

bool PortfolioMode::mayClose()
{
    return !m_window || m_window->close();
}

PortfolioWindow *PortfolioMode::showPortfolio(const tco::Portfolio &portfolio, const QString &fileName)
{
    if (m_window && !m_window->close())
        return nullptr;
    unlink();
    auto *doc = new PortfolioDocument(document()->catalog(), portfolio);
    if (!fileName.isEmpty())
        doc->replace(portfolio, fileName);
    m_window = new PortfolioWindow(doc, context().window);
    m_window->setAttribute(Qt::WA_DeleteOnClose);
    m_window->setWindowFlag(Qt::Window);
    connect(m_window, &PortfolioWindow::openRunRequested, this, &PortfolioMode::openRunAsPlan);
    // Its schedule or charges moved: the plan's start date and note follow.
    connect(doc, &PortfolioDocument::changed, this, &PortfolioMode::followSchedule);
    connect(doc, &PortfolioDocument::fileNameChanged, this, [this] {
        if (m_linkedRun >= 0 && m_window && m_linkedRun >= int(m_window->document()->portfolio().runs.size()))
            unlink();
    });
    showWindow();
    return m_window;
}

PortfolioWindow *PortfolioMode::openTypicalYear()
{
    const QDate today = QDate::currentDate();
    const tco::CivilDate start{today.year() + 1, 1, 1};
    return showPortfolio(tco::typicalYear(document()->catalog(), start), QString());
}

PortfolioWindow *PortfolioMode::openFile(const QString &path)
{
    if (m_window && !m_window->close())
        return nullptr;
    PortfolioWindow *window = showPortfolio(tco::Portfolio{}, QString());
    if (!window || !window->openFile(path)) {
        if (window)
            window->deleteLater();
        return nullptr;
    }
    return window;
}

bool PortfolioMode::openRunAsPlan(int run)
{
    if (!m_window)
        return false;
    const tco::Portfolio &p = m_window->document()->portfolio();
    if (run < 0 || run >= static_cast<int>(p.runs.size()) || !host()->mayReplacePlan())
        return false;
    unlink();
    document()->setScenario(tco::placedPlan(p, m_window->document()->evaluation(), run));
    m_linkedRun = run;
    updateRunNote();
    m_window->setLinkNote(
        tr("%1 is open as the plan in the main window: its changes there flow back into this "
           "portfolio.")
            .arg(runName(p, run)));
    context().window->raise();
    context().window->activateWindow();
    return true;
}

void PortfolioMode::unlink()
{
    m_linkedRun = -1;
    if (m_window)
        m_window->setLinkNote(QString());
    updateRunNote();
}

QString PortfolioMode::runNoteText() const
{
    if (m_linkedRun < 0 || !m_window)
        return {};
    const PortfolioDocument *doc = m_window->document();
    const tco::Portfolio &p = doc->portfolio();
    return portfolioRunNote(p, portfolioDisplayName(p, doc->fileName()), m_linkedRun,
                            tco::placedRun(p, doc->evaluation(), m_linkedRun), document()->scenario(),
                            document()->result().totalUsd);
}

void PortfolioMode::followSchedule()
{
    if (m_linkedRun >= 0 && m_window) {
        const PortfolioDocument *doc = m_window->document();
        // The day the schedule now places the run (placedPlan's rule).
        document()->followStartDate(
            tco::placedPlan(doc->portfolio(), doc->evaluation(), m_linkedRun).startDate);
    }
    updateRunNote();
}

void PortfolioMode::updateRunNote()
{
    if (!m_runNote)
        return;
    const QString text = runNoteText();
    m_runNote->setText(text);
    m_runNote->setAccessibleName(text);
    m_runNote->setVisible(!text.isEmpty());
}

void PortfolioMode::addToReport(ReportInput &input) const
{
    input.portfolioRunNote = runNoteText();
}

void PortfolioMode::planChanged()
{
    if (m_linkedRun < 0 || !m_window)
        return;
    PortfolioDocument *doc = m_window->document();
    const int run = m_linkedRun;
    // The start date is the schedule's (placedPlan), not the run's to keep:
    // the portfolio places the run, from its earliest start on.
    tco::Scenario plan = document()->scenario();
    plan.startDate = doc->portfolio().runs[static_cast<std::size_t>(run)].scenario.startDate;
    if (doc->portfolio().runs[static_cast<std::size_t>(run)].scenario == plan) {
        updateRunNote();
        return;
    }
    doc->edit(
        tr("Change %1's plan").arg(runName(doc->portfolio(), run)),
        [run, plan](tco::Portfolio &p) { p.runs[static_cast<std::size_t>(run)].scenario = plan; },
        kFlowBackKey + run, document()->isInteracting());
    if (!document()->isInteracting())
        doc->endInteraction();
}

} // namespace planner

PLANNER_MODE_FACTORY(portfolioMode, PortfolioMode)

#include "moc_portfoliomode.cpp"
