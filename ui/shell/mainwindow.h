// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "document/documentchange.h"
#include "report/reportinput.h"

#include <QDateTime>
#include <QMainWindow>
#include <QPointer>

#include <memory>

class QAction;
class QActionGroup;
class QLabel;
class QMenu;
class QSplitter;
class QTimer;

namespace tco {
class Catalog;
struct Scenario;
} // namespace tco

namespace planner {

class AdvicePanel;
class AnalysisWorker;
class AutoSave;
struct ReportInput;
class RecentFiles;
class ScenarioHeader;
class ChartArea;
class CompareWindow;
class PresentationWindow;
class ConditionBanner;
class KpiHeader;
class MethodDialog;
class LayoutFence;
class LanguageManager;
class ScenarioEditor;
class ScenarioDocument;
class Settings;
class WhatIfStrip;
class TrackingAlert;
enum class Theme;

/** The live what-if window: controls on the left (scrollable), the KPI
 *  header and condition banner on top, the charts below. Every change of
 *  the document repaints everything visible at once; Monte Carlo and
 *  sensitivity follow from a worker thread.
 *
 *  Seam for tests: every message box, question and file chooser goes
 *  through Prompts (prompts/prompts.h). */
class MainWindow : public QMainWindow
{
    Q_OBJECT
public:
    /** Opens `scenario` (valid for `catalog`); `languages` must outlive the window. */
    MainWindow(const tco::Catalog &catalog, const tco::Scenario &scenario, LanguageManager *languages,
               QWidget *parent = nullptr);
    ~MainWindow() override;

    ScenarioDocument *document() const { return m_document; }
    AnalysisWorker *analysis() const { return m_analysis; }
    ChartArea *chartArea() const { return m_charts; }
    KpiHeader *kpiHeader() const { return m_kpi; }
    AdvicePanel *advicePanel() const { return m_advice; }
    WhatIfStrip *whatIfStrip() const { return m_whatIf; }
    /** The open compare window or presentation, if any (tests). */
    CompareWindow *compareWindow() const;
    PresentationWindow *presentationWindow() const;
    /** Opens the compare window with this plan and `files` (1–3 plans);
     *  false, with a message, when they cannot be compared. */
    bool compareWithFiles(const QStringList &files);
    /** Presentation mode, full screen (View ▸ Presentation, F5). */
    void showPresentation();

    /** Opens a scenario file; on failure says why and keeps the current plan. */
    bool openFile(const QString &path);

    // Files: new, open recent, save, autosave and recovery, properties, reports.
    AutoSave *autoSave() const { return m_autoSave.get(); }
    RecentFiles *recentFiles() const { return m_recent; }
    /** Offers recovery files left by a run that did not end normally
     *  (Restore / Discard / Later, through Prompts); true when one was
     *  restored. Called once at start, after the window is shown. */
    bool offerRecovery();
    /** Writes the open plan's report of `kind` to `path` (.pdf, .html or
     *  .csv); on failure says why. */
    bool exportReportTo(const QString &path, ReportKind kind = ReportKind::Full);
    /** What a report of the open plan is made from: its scenario and file
     *  name, the catalog, the UI locale and words, the user's history points. */
    ReportInput reportInput() const;

    /** Track ▸ Import Actual Spend / Import Progress: reads `path` (asks
     *  for one when empty) through the column-mapping dialog, remembered
     *  per file layout; false when nothing was imported. */
    bool importActuals(bool spend, const QString &path = {});
    TrackingAlert *trackingAlert() const { return m_trackingAlert; }

protected:
    void closeEvent(QCloseEvent *event) override;

private:
    void createActions();
    void createMenus();
    void onDocumentChanged(const DocumentChange &change);
    void onAnalysisFinished();
    void updateAdvice();
    void retranslate();
    void createThemeActions();
    /** Applies a theme (saved when `remember`) and re-tints what takes its
     *  colours from the theme when it is set (KPI tiles, banners, strip). */
    void setTheme(Theme theme, bool remember);
    void updateTitle();
    void updateUndoTexts();
    void restoreWindowState();
    void saveWindowState();
    void open();
    bool save();
    bool saveAs();
    bool saveTo(const QString &path);
    bool maybeSave();
    void showMessage(const QString &title, const QString &text);
    // Files (see the "Files" section of mainwindow.cpp).
    void createFileActions();
    void retranslateFileActions();
    void newFile();
    void openRecent(const QString &path);
    void rebuildRecentMenu();
    void showScenarioProperties();
    /** Plan ▸ What Fits: the solver dialog (non-modal, one at a time). */
    void showWhatFits();
    /** File ▸ Export Full Report… and Export Executive Report…. */
    void exportReport(ReportKind kind);
    void printReport();
    void fileOpened(const QString &path);
    void updateRestoredNote();
    QString planName() const;
    void about();
    void showMethod();
    QString commandText(const QString &commandKey) const;
    // Compare and presentation (ui/compare, ui/presentation).
    void createCompareActions();
    void retranslateCompareActions();
    CompareWindow *ensureCompareWindow();
    void compareScenarios();
    void compareWithCopy();
    // Tracking actual spend (mainwindowtracking.cpp).
    void createTrackingActions();
    void createTrackingMenu();
    void retranslateTracking();
    void clearActuals();
    void onActualsChanged();

    ScenarioDocument *m_document;
    LanguageManager *m_languages;
    std::unique_ptr<Settings> m_settings;
    AnalysisWorker *m_analysis;
    std::unique_ptr<AutoSave> m_autoSave; ///< before the document goes (no parent)
    RecentFiles *m_recent;

    QSplitter *m_splitter;
    ScenarioEditor *m_editor;
    KpiHeader *m_kpi;
    ConditionBanner *m_banner;
    AdvicePanel *m_advice;
    WhatIfStrip *m_whatIf;
    LayoutFence *m_kpiFence;         ///< keeps the KPI figures from relaying out the window
    LayoutFence *m_whatIfFence;      ///< the same for the what-if strip
    LayoutFence *m_adviceFence;      ///< the same for the conditions and Improve band
    QTimer *m_adviceTimer = nullptr; ///< advice during a drag, when the hand rests
    static constexpr int kDragAdviceMs = 200;
    ChartArea *m_charts;
    QLabel *m_assumptionNote;
    QLabel *m_analysisStatus;
    ScenarioHeader *m_scenarioHeader = nullptr;
    QLabel *m_restoredNote = nullptr;
    QDateTime m_restoredFrom; ///< when the restored recovery file was written; invalid: none

    QMenu *m_fileMenu = nullptr;
    QMenu *m_editMenu = nullptr;
    QMenu *m_viewMenu = nullptr;
    QMenu *m_languageMenu = nullptr;
    QMenu *m_themeMenu = nullptr;
    QMenu *m_helpMenu = nullptr;
    QAction *m_newAction = nullptr;
    QAction *m_openAction = nullptr;
    QMenu *m_recentMenu = nullptr;
    QAction *m_clearRecentAction = nullptr;
    QAction *m_propertiesAction = nullptr;
    QAction *m_exportReportAction = nullptr;
    QAction *m_exportExecutiveAction = nullptr;
    QAction *m_printAction = nullptr;
    QAction *m_saveAction = nullptr;
    QAction *m_saveAsAction = nullptr;
    QAction *m_quitAction = nullptr;
    QAction *m_undoAction = nullptr;
    QAction *m_redoAction = nullptr;
    QAction *m_resetAllAction = nullptr;
    QAction *m_fullScreenAction = nullptr;
    QAction *m_methodAction = nullptr;
    QAction *m_aboutAction = nullptr;
    QAction *m_aboutQtAction = nullptr;
    QActionGroup *m_languageGroup = nullptr;
    QActionGroup *m_themeGroup = nullptr; ///< theme.light, theme.dark, theme.system
    QAction *m_compareAction = nullptr;
    QAction *m_compareCopyAction = nullptr;
    QAction *m_presentationAction = nullptr;
    QAction *m_whatFitsAction = nullptr;
    QMenu *m_planMenu = nullptr;
    QMenu *m_trackMenu = nullptr;
    QAction *m_importSpendAction = nullptr;
    QAction *m_importProgressAction = nullptr;
    QAction *m_clearActualsAction = nullptr;
    TrackingAlert *m_trackingAlert = nullptr;
    QPointer<CompareWindow> m_compare;
    QPointer<PresentationWindow> m_presentation;
    QPointer<MethodDialog> m_method;
};

} // namespace planner
