// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "report/reportinput.h"

#include <QDateTime>
#include <QObject>

#include <memory>

class QAction;
class QLabel;
class QMainWindow;
class QMenu;

namespace planner {

class AutoSave;
class ModeHost;
class RecentFiles;
class ScenarioDocument;

/** The window's file commands: new, open, open recent, save, save as, plan
 *  properties, recovery after a crash, and reports (export and print), with
 *  the autosave note on the status bar. Every question goes through Prompts. */
class FileActions : public QObject
{
    Q_OBJECT
public:
    FileActions(ScenarioDocument *document, QMainWindow *window, ModeHost *host);
    ~FileActions() override;

    /** Adds New … Print to `file` (the window adds the modes' and Quit). */
    void addTo(QMenu *file);
    void retranslate();

    /** Opens a plan file; on failure says why and keeps the current plan. */
    bool openFile(const QString &path);
    /** Asks to save unsaved changes; false when the user cancels. */
    bool maybeSave();
    /** Offers recovery files left by a run that did not end normally
     *  (Restore / Discard / Later, through Prompts); true when one was
     *  restored. Called once at start, after the window is shown. */
    bool offerRecovery();
    /** Writes the open plan's report of `kind` to `path` (.pdf, .html or
     *  .csv); on failure says why. */
    bool exportReportTo(const QString &path, ReportKind kind = ReportKind::Full);
    /** The plan's forecast as FOCUS 1.2 rows (docs/focus-export.md); a
     *  warning and false when it cannot be written. */
    bool exportFocusTo(const QString &path);
    /** The plan's name in the title bar: its file's, else PlanNames'. */
    QString planName() const;
    /** Shows, words and tints the autosave note (after a theme change too). */
    void updateRestoredNote();
    /** A normal quit: nothing to recover next time. */
    void discardAutosave();

    AutoSave *autoSave() const { return m_autoSave.get(); }
    RecentFiles *recentFiles() const { return m_recent; }

private:
    void open();
    bool save();
    bool saveAs();
    bool saveTo(const QString &path);
    void newFile();
    void openRecent(const QString &path);
    void rebuildRecentMenu();
    void fileOpened(const QString &path);
    void showProperties();
    void exportReport(ReportKind kind);
    void exportFocus();
    void printReport();
    void warn(const QString &title, const QString &text);

    ScenarioDocument *m_document;
    QMainWindow *m_window;
    ModeHost *m_host;
    std::unique_ptr<AutoSave> m_autoSave; ///< deleted before the document (no parent)
    RecentFiles *m_recent;
    QDateTime m_restoredFrom; ///< when the restored recovery file was written; invalid: none
    QLabel *m_restoredNote = nullptr;
    QMenu *m_recentMenu = nullptr;
    QAction *m_newAction = nullptr;
    QAction *m_openAction = nullptr;
    QAction *m_saveAction = nullptr;
    QAction *m_saveAsAction = nullptr;
    QAction *m_clearRecentAction = nullptr;
    QAction *m_propertiesAction = nullptr;
    QAction *m_exportReportAction = nullptr;
    QAction *m_exportExecutiveAction = nullptr;
    QAction *m_printAction = nullptr;
    QAction *m_exportFocusAction = nullptr;
};

} // namespace planner
