// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "portfolio/portfolio.h"
#include "widgets/pageredraw.h"

#include <QMainWindow>

#include <optional>
#include <vector>

class QAction;
class QLabel;
class QTabWidget;

namespace planner {

class ChargebackTable;
class FleetDecisionChart;
class GanttChart;
class LayoutFence;
class PoolUtilisationChart;
class PortfolioAnalysis;
class PortfolioChart;
class PortfolioCompareDialog;
class PortfolioControls;
class PortfolioDocument;
class PortfolioMoneyChart;
class PortfolioPresentation;
class PortfolioTiles;

/** The year of compute in a window of its own (docs/model.md §16): the
 *  levers on the left, the year's key figures on top and its views in tabs
 *  (runs on the fleet, utilisation, money, chargeback, the fleet decision).
 *  Every view follows the document on each edit; the fleet decision and
 *  the Monte Carlo follow when the worker has them. */
class PortfolioWindow : public QMainWindow
{
    Q_OBJECT
public:
    PortfolioWindow(PortfolioDocument *document, QWidget *parent = nullptr);
    ~PortfolioWindow() override;

    PortfolioDocument *document() const { return m_doc; }
    PortfolioAnalysis *analysis() const { return m_analysis; }
    GanttChart *gantt() const { return m_gantt; }
    FleetDecisionChart *fleetChart() const { return m_fleet; }
    QTabWidget *tabs() const { return m_tabs; }
    /** Saves to the document's file, or asks for one; false when cancelled or failed. */
    bool save();
    bool saveAs();
    /** Asks for a .tcoportfolio file and opens it here. */
    void open();
    /** Asks for a file and writes the executive (at most 4 pages) or the
     *  full portfolio report to it (PDF, HTML or CSV by its extension). */
    bool exportReport(bool executive);
    /** Writes the report to `path`; false, with a message, when it cannot. */
    bool exportReportTo(const QString &path, bool executive);
    /** The year's planned cost by month, run and pool as FOCUS 1.2 rows
     *  (docs/focus-export.md); a warning and false when it cannot be written. */
    bool exportFocus();
    bool exportFocusTo(const QString &path);
    /** Opens `path`; false, with a message naming the file, when it cannot. */
    bool openFile(const QString &path);
    /** File ▸ Compare With Portfolio…: asks for a .tcoportfolio, compares with it. */
    void comparePortfolio();
    /** Compares this portfolio (A) with the one in `path` (B); null, with a
     *  message naming the file, when it cannot be read. */
    PortfolioCompareDialog *compareWithFile(const QString &path);
    /** Compares this portfolio with itself renting everything. */
    PortfolioCompareDialog *compareWithRentingEverything();
    /** The year full screen for a meeting (View ▸ Present the Year, F5). */
    PortfolioPresentation *present();
    /** A line under the figures, e.g. that a run is open as the plan. */
    void setLinkNote(const QString &note);

Q_SIGNALS:
    /** The user asked to open run `run` as the plan of the main window. */
    void openRunRequested(int run);

protected:
    void closeEvent(QCloseEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    void createMenus();
    void retranslate();
    /** Draws every view and asks the worker for the outlook of this portfolio. */
    void refresh(bool interacting);
    /** Draws every view from the document and the latest outlook: the tiles,
     *  the banner and the chart on screen; the others when shown. */
    void draw(bool interacting);
    /** Refills the charts on tab `tab`. */
    void drawTab(int tab, bool interacting);
    void showOutlook();
    void updateFigures();
    void updateFleetNote(); ///< the break-even and rent paths under the fleet chart
    void requestPathsIfShown();
    /** Unsaved changes saved or discarded, or none: the portfolio may be
     *  replaced or closed. */
    bool mayReplace();
    void updateTitle();
    /** Asks for a .tcoportfolio to read; empty when cancelled. */
    QString askForPortfolio(const QString &caption);
    /** The portfolio in `path`, or nothing after a message titled `title` naming the file. */
    std::optional<tco::Portfolio> loadPortfolio(const QString &path, const QString &title);

    PortfolioDocument *m_doc;
    PortfolioAnalysis *m_analysis;
    PortfolioControls *m_controls;
    PortfolioTiles *m_tiles;
    QLabel *m_banner;
    QLabel *m_linkNote;
    LayoutFence *m_headerFence;
    QTabWidget *m_tabs;
    GanttChart *m_gantt;
    PoolUtilisationChart *m_utilisation;
    PortfolioMoneyChart *m_money;
    ChargebackTable *m_chargeback;
    FleetDecisionChart *m_fleet;
    std::vector<PortfolioChart *> m_charts; ///< in tab order
    PageRedraw m_redraw;                    ///< the tab on screen now, the others when shown
    QWidget *m_scheduleTab;
    QLabel *m_scheduleHint;
    QWidget *m_fleetTab;
    QLabel *m_fleetNote; ///< under the fleet chart: break-even and rent paths
    QMenu *m_fileMenu = nullptr, *m_editMenu = nullptr, *m_viewMenu = nullptr;
    QAction *m_presentAction = nullptr;
    QAction *m_openAction = nullptr, *m_saveAction = nullptr, *m_saveAsAction = nullptr,
            *m_closeAction = nullptr;
    QAction *m_compareFileAction = nullptr, *m_compareRentAllAction = nullptr;
    QAction *m_exportExecutiveAction = nullptr, *m_exportFullAction = nullptr;
    QAction *m_exportFocusAction = nullptr;
    QAction *m_undoAction = nullptr, *m_redoAction = nullptr;
};

} // namespace planner
