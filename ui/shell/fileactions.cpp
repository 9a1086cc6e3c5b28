// SPDX-License-Identifier: GPL-3.0-or-later
#include "shell/fileactions.h"
#include "texts/numberformat.h"
#include "texts/tone.h"

#include "dialogs/scenariopropertiesdialog.h"
#include "modekit/mode.h"
#include "prompts/prompts.h"
#include "services/autosave.h"
#include "services/recentfiles.h"
#include "services/settings.h"
#include "texts/filetexts.h"
#include "texts/plannames.h"

#include "report/focusfile.h"
#include "report/pdfreport.h"
#include "report/report.h"

#include "document/scenariodocument.h"
#include "texts/terms.h"

#include "analysis/cashflow.h"

#include <QAction>
#include <QDir>
#include <QFileInfo>
#include <QGuiApplication>
#include <QLabel>
#include <QMainWindow>
#include <QMenu>
#include <QPrinter>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QStatusBar>

namespace planner {

bool FileActions::maybeSave()
{
    return !m_document->isModified() ||
           Prompts::mayDiscard(m_window, tr("“%1” has unsaved changes. Save them first?").arg(planName()),
                               [this] { return save(); });
}

void FileActions::open()
{
    if (!maybeSave())
        return;
    const QString dir =
        m_document->fileName().isEmpty() ? QString() : QFileInfo(m_document->fileName()).absolutePath();
    const QString path = Prompts::fileName(m_window, Prompts::FileDialog::OpenPlan, tr("Open Plan"), dir,
                                           Prompts::planFilter());
    if (!path.isEmpty())
        openFile(path);
}

bool FileActions::openFile(const QString &path)
{
    const FileOutcome outcome = m_document->load(path);
    if (outcome.ok()) {
        fileOpened(path);
        return true;
    }
    warn(tr("Open Plan"), FileTexts::openFailed(path, outcome));
    return false;
}

bool FileActions::save()
{
    if (m_document->fileName().isEmpty())
        return saveAs();
    return saveTo(m_document->fileName());
}

bool FileActions::saveAs()
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
    const QString path = Prompts::fileName(m_window, Prompts::FileDialog::SavePlan, Terms::savePlanAs(),
                                           suggested, Prompts::planFilter());
    if (path.isEmpty())
        return false;
    return saveTo(Prompts::withPlanSuffix(path));
}

bool FileActions::saveTo(const QString &path)
{
    // A plan made read-only is kept from being replaced by mistake: the
    // save writes a new file and renames it over the old one, which the
    // file's own permissions do not stop (as `llm-tco save` asks --force).
    const QFileInfo info(path);
    // The mode's bits: WriteUser asks access(), which root always passes.
    constexpr QFile::Permissions kWrite = QFile::WriteOwner | QFile::WriteGroup | QFile::WriteOther;
    if (info.isFile() && !(info.permissions() & kWrite) &&
        !Prompts::confirm(m_window, Terms::savePlan(),
                          tr("“%1” is read-only. Replace it with this plan anyway?").arg(info.fileName()),
                          tr("&Replace")))
        return false;
    const FileOutcome outcome = m_document->save(path);
    if (outcome.ok()) {
        fileOpened(path);
        m_window->statusBar()->showMessage(tr("Saved %1").arg(QFileInfo(path).fileName()), 4000);
        return true;
    }
    warn(Terms::savePlan(), FileTexts::saveFailed(path, outcome));
    return false;
}

FileActions::FileActions(ScenarioDocument *document, QMainWindow *window, ModeHost *host)
    : QObject(window), m_document(document), m_window(window), m_host(host),
      m_autoSave(std::make_unique<AutoSave>(document)), m_recent(new RecentFiles(this))
{
    m_newAction = new QAction(this);
    m_newAction->setObjectName(QStringLiteral("actionNew"));
    m_newAction->setShortcut(QKeySequence::New);
    connect(m_newAction, &QAction::triggered, this, &FileActions::newFile);

    m_openAction = new QAction(this);
    m_openAction->setObjectName(QStringLiteral("actionOpen"));
    m_openAction->setShortcut(QKeySequence::Open);
    connect(m_openAction, &QAction::triggered, this, &FileActions::open);
    m_saveAction = new QAction(this);
    m_saveAction->setObjectName(QStringLiteral("actionSave"));
    m_saveAction->setShortcut(QKeySequence::Save);
    connect(m_saveAction, &QAction::triggered, this, &FileActions::save);
    m_saveAsAction = new QAction(this);
    m_saveAsAction->setObjectName(QStringLiteral("actionSaveAs"));
    m_saveAsAction->setShortcut(QKeySequence::SaveAs);
    connect(m_saveAsAction, &QAction::triggered, this, &FileActions::saveAs);

    m_clearRecentAction = new QAction(this);
    m_clearRecentAction->setObjectName(QStringLiteral("actionClearRecent"));
    connect(m_clearRecentAction, &QAction::triggered, m_recent, &RecentFiles::clear);
    connect(m_recent, &RecentFiles::changed, this, &FileActions::rebuildRecentMenu);

    m_propertiesAction = new QAction(this);
    m_propertiesAction->setObjectName(QStringLiteral("actionScenarioProperties"));
    connect(m_propertiesAction, &QAction::triggered, this, &FileActions::showProperties);

    m_exportReportAction = new QAction(this);
    m_exportReportAction->setObjectName(QStringLiteral("actionExportReport"));
    m_exportReportAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_E));
    connect(m_exportReportAction, &QAction::triggered, this, [this] { exportReport(ReportKind::Full); });

    m_exportExecutiveAction = new QAction(this);
    m_exportExecutiveAction->setObjectName(QStringLiteral("actionExportExecutiveReport"));
    m_exportExecutiveAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_E));
    connect(m_exportExecutiveAction, &QAction::triggered, this,
            [this] { exportReport(ReportKind::Executive); });

    m_exportFocusAction = new QAction(this);
    m_exportFocusAction->setObjectName(QStringLiteral("actionExportFocus"));
    connect(m_exportFocusAction, &QAction::triggered, this, &FileActions::exportFocus);

    m_printAction = new QAction(this);
    m_printAction->setObjectName(QStringLiteral("actionPrint"));
    m_printAction->setShortcut(QKeySequence::Print);
    connect(m_printAction, &QAction::triggered, this, &FileActions::printReport);

    connect(m_document, &ScenarioDocument::modifiedChanged, this, [this](bool modified) {
        // Saved (or every edit undone): the restored changes are in a file now.
        if (!modified && m_restoredFrom.isValid()) {
            m_restoredFrom = QDateTime();
            updateRestoredNote();
        }
    });
    connect(m_autoSave.get(), &AutoSave::failed, this, [this](const QString &detail) {
        m_window->statusBar()->showMessage(tr("Autosave failed: %1").arg(detail), 8000);
    });

    m_restoredNote = new QLabel(m_window);
    m_restoredNote->setObjectName(QStringLiteral("restoredNote"));
    m_restoredNote->setAutoFillBackground(true);
    m_restoredNote->setMargin(2);
    m_restoredNote->hide();
    m_window->statusBar()->addWidget(m_restoredNote);
}

FileActions::~FileActions() = default;

void FileActions::addTo(QMenu *file)
{
    file->addAction(m_newAction);
    file->addAction(m_openAction);
    m_recentMenu = file->addMenu(QString());
    m_recentMenu->setObjectName(QStringLiteral("recentMenu"));
    connect(m_recentMenu, &QMenu::aboutToShow, this, [this] {
        m_recent->prune(); // rebuilds through changed() when a file is gone
    });
    rebuildRecentMenu();
    file->addSeparator();
    file->addAction(m_saveAction);
    file->addAction(m_saveAsAction);
    file->addSeparator();
    file->addAction(m_propertiesAction);
    file->addSeparator();
    file->addAction(m_exportExecutiveAction);
    file->addAction(m_exportReportAction);
    file->addAction(m_exportFocusAction);
    file->addAction(m_printAction);
    file->addSeparator();
}

void FileActions::discardAutosave()
{
    m_autoSave->discard();
}

void FileActions::warn(const QString &title, const QString &text)
{
    Prompts::warn(m_window, title, text);
}

QString FileActions::planName() const
{
    // The file's name as the desktop shows files; an unsaved plan is named
    // as the reports and `llm-tco` name it (PlanNames), never "Untitled".
    if (!m_document->fileName().isEmpty())
        return QFileInfo(m_document->fileName()).fileName();
    return PlanNames::of(m_document->scenario());
}

void FileActions::showProperties()
{
    for (auto *open : m_window->findChildren<ScenarioPropertiesDialog *>()) {
        if (open->isVisible()) { // a closed one may wait for its deferred delete
            open->raise();
            open->activateWindow();
            return;
        }
    }
    // Window-modal and asynchronous, so tests can fill it in and press OK.
    auto *dialog = new ScenarioPropertiesDialog(m_document, m_window);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->open();
}

void FileActions::retranslate()
{
    m_openAction->setText(tr("&Open…"));
    m_saveAction->setText(tr("&Save"));
    m_saveAsAction->setText(tr("Save &As…"));
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
    m_exportFocusAction->setText(Terms::exportFocusMenu());
    m_exportFocusAction->setToolTip(
        tr("The planned cost by month and category in the FinOps Foundation's FOCUS columns, to load "
           "beside the bill in a FinOps tool"));
    m_printAction->setText(tr("&Print Report…"));
    rebuildRecentMenu();
    updateRestoredNote();
}

void FileActions::rebuildRecentMenu()
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

void FileActions::fileOpened(const QString &path)
{
    m_recent->add(path);
    m_restoredFrom = QDateTime();
    updateRestoredNote();
}

void FileActions::newFile()
{
    if (!maybeSave())
        return;
    m_document->newScenario();
    m_restoredFrom = QDateTime();
    updateRestoredNote();
    m_window->statusBar()->showMessage(tr("New plan with the default assumptions"), 4000);
}

void FileActions::openRecent(const QString &path)
{
    if (!QFileInfo(path).isFile()) {
        m_recent->remove(path);
        warn(tr("Open Plan"), tr("%1 no longer exists; it was removed from the recent plans.")
                                  .arg(QDir::toNativeSeparators(path)));
        return;
    }
    if (!maybeSave())
        return;
    openFile(path);
}

void FileActions::updateRestoredNote()
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

bool FileActions::offerRecovery()
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
        switch (Prompts::askRecovery(m_window, text)) {
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
            warn(tr("Restore Unsaved Changes"), FileTexts::openFailed(file.path, outcome));
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

bool FileActions::exportReportTo(const QString &path, ReportKind kind)
{
    QString error;
    ReportInput input = m_host->reportInput();
    input.kind = kind;
    QGuiApplication::setOverrideCursor(Qt::WaitCursor);
    const bool ok = ReportExporter::exportFile(input, path, &error);
    QGuiApplication::restoreOverrideCursor();
    return Prompts::exportFinished(m_window, m_window->statusBar(), tr("Export Report"), path, ok, error,
                                   Terms::reportNotWritten(), Terms::reportWrittenTo());
}

void FileActions::exportReport(ReportKind kind)
{
    const bool executive = kind == ReportKind::Executive;
    const QString path =
        Prompts::exportPath(m_window, executive ? Terms::exportExecutiveReport() : Terms::exportFullReport(),
                            m_document->fileName(), tr("tco-report"),
                            executive ? Terms::executiveFileName() : QStringLiteral("%1"),
                            QStringLiteral(".pdf"), ReportExporter::fileFilter());
    if (!path.isEmpty())
        exportReportTo(path, kind);
}

bool FileActions::exportFocusTo(const QString &path)
{
    const tco::Scenario &s = m_document->scenario();
    tco::FocusTable table = tco::planFocus(s, tco::cashflow(s, m_document->result(), m_document->catalog()));
    table.scenario = PlanNames::of(s, m_document->fileName()).toStdString();
    QString error;
    const bool ok = FocusFile::write(table, path, &error);
    return Prompts::exportFinished(m_window, m_window->statusBar(), Terms::exportFocus(), path, ok, error,
                                   Terms::focusNotWritten(), Terms::focusWrittenTo());
}

void FileActions::exportFocus()
{
    const QString path =
        Prompts::exportPath(m_window, Terms::exportFocus(), m_document->fileName(), tr("tco-forecast"),
                            Terms::focusFileName(), QStringLiteral(".csv"), FocusFile::fileFilter());
    if (!path.isEmpty())
        exportFocusTo(path);
}

void FileActions::printReport()
{
    QPrinter printer(QPrinter::HighResolution);
    printer.setDocName(planName());
    if (!Prompts::setUpPrinter(m_window, &printer, Terms::printReport()))
        return;
    QGuiApplication::setOverrideCursor(Qt::WaitCursor);
    planner::printReport(m_host->reportInput(), &printer);
    QGuiApplication::restoreOverrideCursor();
    if (printer.printerState() == QPrinter::Error)
        warn(Terms::printReport(), tr("The report could not be printed."));
    else
        m_window->statusBar()->showMessage(tr("Report sent to %1")
                                               .arg(printer.outputFileName().isEmpty()
                                                        ? printer.printerName()
                                                        : QDir::toNativeSeparators(printer.outputFileName())),
                                           6000);
}

} // namespace planner

#include "moc_fileactions.cpp"
