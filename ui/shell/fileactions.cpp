// SPDX-License-Identifier: GPL-3.0-or-later
// MainWindow's file commands: new, open, save, save as, recent files,
// recovery after a crash, and reports (export and print). The rest of the
// window is in mainwindow.cpp.
#include "mainwindow/mainwindow.h"
#include "texts/numberformat.h"
#include "texts/tone.h"

#include "charts/plots/costhistorychart.h"
#include "mainwindow/chartarea.h"
#include "mainwindow/scenarioheader.h"
#include "prompts/prompts.h"
#include "report/reporttexthooks.h"
#include "services/autosave.h"
#include "services/recentfiles.h"
#include "services/settings.h"
#include "texts/filetexts.h"

#include "report/pdfreport.h"
#include "report/report.h"

#include "document/scenariodocument.h"
#include "texts/terms.h"

#include <QAction>
#include <QDir>
#include <QFileInfo>
#include <QMenu>
#include <QPrinter>
#include <QStandardPaths>
#include <QStatusBar>
#include <QUndoStack>

namespace planner {

bool MainWindow::maybeSave()
{
    if (!m_document->isModified())
        return true;
    switch (Prompts::askUnsaved(this, tr("“%1” has unsaved changes. Save them first?").arg(planName()))) {
    case Prompts::UnsavedChoice::Save:
        return save();
    case Prompts::UnsavedChoice::Discard:
        return true;
    case Prompts::UnsavedChoice::Cancel:
        break;
    }
    return false;
}

void MainWindow::open()
{
    if (!maybeSave())
        return;
    const QString dir =
        m_document->fileName().isEmpty() ? QString() : QFileInfo(m_document->fileName()).absolutePath();
    const QString path =
        Prompts::fileName(this, Prompts::FileDialog::OpenPlan, tr("Open Plan"), dir, Prompts::planFilter());
    if (!path.isEmpty())
        openFile(path);
}

bool MainWindow::openFile(const QString &path)
{
    const FileOutcome outcome = m_document->load(path);
    if (outcome.ok()) {
        fileOpened(path);
        return true;
    }
    showMessage(tr("Open Plan"), FileTexts::openFailed(path, outcome));
    return false;
}

bool MainWindow::save()
{
    if (m_document->fileName().isEmpty())
        return saveAs();
    return saveTo(m_document->fileName());
}

bool MainWindow::saveAs()
{
    QString suggested = m_document->fileName();
    if (suggested.isEmpty()) {
        QString base = QString::fromStdString(m_document->scenario().name).simplified();
        base.replace(QRegularExpression(QStringLiteral("[\\\\/:*?\"<>|]")), QStringLiteral("-"));
        if (base.isEmpty())
            base = tr("plan");
        suggested = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation) + QLatin1Char('/') +
                    base + QStringLiteral(".tcoplan");
    }
    const QString path = Prompts::fileName(this, Prompts::FileDialog::SavePlan, Terms::savePlanAs(),
                                           suggested, Prompts::planFilter());
    if (path.isEmpty())
        return false;
    return saveTo(Prompts::withPlanSuffix(path));
}

bool MainWindow::saveTo(const QString &path)
{
    const FileOutcome outcome = m_document->save(path);
    if (outcome.ok()) {
        fileOpened(path);
        statusBar()->showMessage(tr("Saved %1").arg(QFileInfo(path).fileName()), 4000);
        return true;
    }
    showMessage(Terms::savePlan(), FileTexts::saveFailed(path, outcome));
    return false;
}

void MainWindow::createFileActions()
{
    m_newAction = new QAction(this);
    m_newAction->setObjectName(QStringLiteral("actionNew"));
    m_newAction->setShortcut(QKeySequence::New);
    connect(m_newAction, &QAction::triggered, this, &MainWindow::newFile);

    m_clearRecentAction = new QAction(this);
    m_clearRecentAction->setObjectName(QStringLiteral("actionClearRecent"));
    connect(m_clearRecentAction, &QAction::triggered, m_recent, &RecentFiles::clear);
    connect(m_recent, &RecentFiles::changed, this, &MainWindow::rebuildRecentMenu);

    m_propertiesAction = new QAction(this);
    m_propertiesAction->setObjectName(QStringLiteral("actionScenarioProperties"));
    connect(m_propertiesAction, &QAction::triggered, this, &MainWindow::showScenarioProperties);

    m_exportReportAction = new QAction(this);
    m_exportReportAction->setObjectName(QStringLiteral("actionExportReport"));
    m_exportReportAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_E));
    connect(m_exportReportAction, &QAction::triggered, this, [this] { exportReport(ReportKind::Full); });

    m_exportExecutiveAction = new QAction(this);
    m_exportExecutiveAction->setObjectName(QStringLiteral("actionExportExecutiveReport"));
    m_exportExecutiveAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_E));
    connect(m_exportExecutiveAction, &QAction::triggered, this,
            [this] { exportReport(ReportKind::Executive); });

    m_printAction = new QAction(this);
    m_printAction->setObjectName(QStringLiteral("actionPrint"));
    m_printAction->setShortcut(QKeySequence::Print);
    connect(m_printAction, &QAction::triggered, this, &MainWindow::printReport);

    connect(m_document, &ScenarioDocument::modifiedChanged, this, [this](bool modified) {
        // Saved (or every edit undone): the restored changes are in a file now.
        if (!modified && m_restoredFrom.isValid()) {
            m_restoredFrom = QDateTime();
            updateRestoredNote();
        }
    });
    connect(m_autoSave.get(), &AutoSave::failed, this, [this](const QString &detail) {
        statusBar()->showMessage(tr("Autosave failed: %1").arg(detail), 8000);
    });
}

void MainWindow::retranslateFileActions()
{
    m_newAction->setText(tr("&New"));
    m_recentMenu->setTitle(tr("Open &Recent"));
    m_clearRecentAction->setText(tr("&Clear List"));
    m_propertiesAction->setText(tr("Plan &Properties…"));
    m_exportReportAction->setText(tr("&Export Full Report…"));
    m_exportReportAction->setToolTip(tr("Every chapter, with every input and its source as an appendix"));
    m_exportExecutiveAction->setText(tr("Export E&xecutive Report…"));
    m_exportExecutiveAction->setToolTip(
        tr("2–4 pages for the budget owner: the decision, total and range, spend, drivers, changed "
           "assumptions, conditions and variants"));
    m_printAction->setText(tr("&Print Report…"));
    rebuildRecentMenu();
    updateRestoredNote();
}

void MainWindow::rebuildRecentMenu()
{
    if (!m_recentMenu)
        return;
    m_recentMenu->clear();
    const QStringList files = m_recent->files();
    int number = 0;
    for (const QString &path : files) {
        ++number;
        const QString name = QFileInfo(path).fileName();
        // &1 … &8: a keyboard accelerator per entry; "&" in names doubled.
        auto *action = m_recentMenu->addAction(QStringLiteral("&%1  %2").arg(number).arg(
            QString(name).replace(QLatin1Char('&'), QStringLiteral("&&"))));
        action->setObjectName(QStringLiteral("recent.%1").arg(number));
        action->setData(path);
        action->setToolTip(QDir::toNativeSeparators(path));
        action->setStatusTip(QDir::toNativeSeparators(path));
        connect(action, &QAction::triggered, this, [this, path] { openRecent(path); });
    }
    if (files.isEmpty()) {
        QAction *none = m_recentMenu->addAction(tr("No recent plans"));
        none->setObjectName(QStringLiteral("recent.none"));
        none->setEnabled(false);
    }
    m_recentMenu->addSeparator();
    m_recentMenu->addAction(m_clearRecentAction);
    m_clearRecentAction->setEnabled(!files.isEmpty());
}

void MainWindow::fileOpened(const QString &path)
{
    m_recent->add(path);
    m_restoredFrom = QDateTime();
    updateRestoredNote();
}

void MainWindow::newFile()
{
    if (!maybeSave())
        return;
    m_document->newScenario();
    m_restoredFrom = QDateTime();
    updateRestoredNote();
    statusBar()->showMessage(tr("New plan with the default assumptions"), 4000);
}

void MainWindow::openRecent(const QString &path)
{
    if (!QFileInfo(path).isFile()) {
        m_recent->remove(path);
        showMessage(tr("Open Plan"), tr("%1 no longer exists; it was removed from the recent plans.")
                                         .arg(QDir::toNativeSeparators(path)));
        return;
    }
    if (!maybeSave())
        return;
    openFile(path);
}

void MainWindow::updateRestoredNote()
{
    if (!m_restoredNote)
        return;
    if (!m_restoredFrom.isValid()) {
        m_restoredNote->hide();
        return;
    }
    const QString when = formatDayTime(m_restoredFrom.toLocalTime());
    m_restoredNote->setText(tr("Restored from autosave (%1): save to keep these changes.").arg(when));
    m_restoredNote->setAccessibleName(m_restoredNote->text());
    QPalette pal = m_restoredNote->palette();
    const palette::Tint tint = palette::infoBanner(palette::darkTheme());
    pal.setColor(QPalette::Window, tint.background);
    pal.setColor(QPalette::WindowText, tint.text);
    m_restoredNote->setPalette(pal);
    m_restoredNote->show();
}

bool MainWindow::offerRecovery()
{
    std::vector<RecoveryFile> files = AutoSave::findLeftovers();
    for (RecoveryFile &file : files) {
        QString plan = file.fileName.isEmpty() ? file.scenarioName : QFileInfo(file.fileName).fileName();
        plan = plan.isEmpty() ? tr("an untitled plan") : tr("“%1”").arg(plan);
        const QString when = formatDayTime(file.savedUtc.toLocalTime());
        const QString text = tr("LLM TCO Planner did not close normally last time. Unsaved changes to %1 "
                                "were kept at %2.\n\nRestore them now, discard them, or decide later "
                                "(they are offered again at the next start)?")
                                 .arg(plan, when);
        switch (Prompts::askRecovery(this, text)) {
        case Prompts::RecoveryChoice::Later:
            return false;
        case Prompts::RecoveryChoice::Discard:
            file.remove();
            continue;
        case Prompts::RecoveryChoice::Restore:
            break;
        }
        if (!maybeSave())
            return false;
        const FileOutcome outcome = m_document->restore(file.path, file.fileName);
        if (!outcome.ok()) {
            // Kept on disk: it may still be read by hand.
            showMessage(tr("Restore Unsaved Changes"), FileTexts::openFailed(file.path, outcome));
            continue;
        }
        // The edits are this instance's now: protect them under its own lock.
        m_autoSave->writeNow(true);
        file.remove();
        m_restoredFrom = file.savedUtc;
        updateRestoredNote();
        return true;
    }
    return false;
}

ReportInput MainWindow::reportInput() const
{
    ReportInput input;
    input.scenarios = {m_document->scenario()};
    input.fileNames = {m_document->fileName()};
    input.catalog = &m_document->catalog();
    input.locale = QLocale();
    useWindowTexts(input);
    for (const ChartView *chart : m_charts->charts())
        if (const auto *history = qobject_cast<const CostHistoryChart *>(chart))
            for (const HistoryUserPoint &p : history->userPoints())
                input.userHistory.push_back({p.year, p.label.toStdString(), p.costUsd, "user", {}, {}});
    return input;
}

bool MainWindow::exportReportTo(const QString &path, ReportKind kind)
{
    QString error;
    ReportInput input = reportInput();
    input.kind = kind;
    QGuiApplication::setOverrideCursor(Qt::WaitCursor);
    const bool ok = ReportExporter::exportFile(input, path, &error);
    QGuiApplication::restoreOverrideCursor();
    if (!ok) {
        showMessage(tr("Export Report"),
                    tr("The report could not be written to %1.").arg(QDir::toNativeSeparators(path)) +
                        QLatin1Char('\n') + error);
        return false;
    }
    statusBar()->showMessage(tr("Report written to %1").arg(QDir::toNativeSeparators(path)), 6000);
    return true;
}

void MainWindow::exportReport(ReportKind kind)
{
    const QFileInfo plan(m_document->fileName());
    const QString dir = m_document->fileName().isEmpty()
                            ? QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation)
                            : plan.absolutePath();
    QString base = m_document->fileName().isEmpty() ? tr("tco-report") : plan.completeBaseName();
    if (kind == ReportKind::Executive)
        //: The suggested file name of an executive report: the plan's file name and a suffix.
        base = tr("%1-executive").arg(base);
    const QString path = Prompts::fileName(
        this, Prompts::FileDialog::ExportReport,
        kind == ReportKind::Executive ? tr("Export Executive Report") : tr("Export Full Report"),
        dir + QLatin1Char('/') + base + QStringLiteral(".pdf"), ReportExporter::fileFilter());
    if (!path.isEmpty())
        exportReportTo(path, kind);
}

void MainWindow::printReport()
{
    QPrinter printer(QPrinter::HighResolution);
    printer.setDocName(planName());
    if (!Prompts::setUpPrinter(this, &printer, Terms::printReport()))
        return;
    QGuiApplication::setOverrideCursor(Qt::WaitCursor);
    planner::printReport(reportInput(), &printer);
    QGuiApplication::restoreOverrideCursor();
    if (printer.printerState() == QPrinter::Error)
        showMessage(Terms::printReport(), tr("The report could not be printed."));
    else
        statusBar()->showMessage(tr("Report sent to %1")
                                     .arg(printer.outputFileName().isEmpty()
                                              ? printer.printerName()
                                              : QDir::toNativeSeparators(printer.outputFileName())),
                                 6000);
}

// ------------------------------------------------------------------ compare and presentation

} // namespace planner
