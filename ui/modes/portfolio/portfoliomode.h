// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "modekit/mode.h"

class QLabel;

namespace tco {
struct Portfolio;
}

namespace planner {

class PortfolioWindow;

/** File ▸ Portfolio: a year of compute (docs/model.md §16) in a window of
 *  its own. A run opened as the plan goes into the main window, and the
 *  plan's changes flow back into that run until another plan is opened. */
class PortfolioMode : public WindowMode<PortfolioWindow>
{
    Q_OBJECT
public:
    explicit PortfolioMode(const ModeContext &context, QObject *parent = nullptr);

    QString key() const override { return QStringLiteral("portfolio"); }
    void addActions(const ModeMenus &menus) override;
    void addStatus(QStatusBar *bar) override;
    void addToReport(ReportInput &input) const override;
    void retranslate() override;
    void themeChanged() override;
    bool mayClose() override;

    /** Opens the built-in typical year (docs/model.md §16.6) starting on the
     *  first of next January. */
    PortfolioWindow *openTypicalYear();
    /** Opens a .tcoportfolio file; nullptr, with a message, when it cannot. */
    PortfolioWindow *openFile(const QString &path);
    /** Puts run `run` into the main window as the plan, starting on the day
     *  the portfolio schedules it (tco::placedPlan); false when the user
     *  keeps the plan that is open. While it is linked, the main window's
     *  status bar says where the portfolio places it and what the portfolio
     *  charges it beside the plan's own total (portfolioRunNote, issue 53). */
    bool openRunAsPlan(int run);
    /** The run whose plan is open in the main window, or -1. */
    int linkedRun() const { return m_linkedRun; }

private:
    PortfolioWindow *showPortfolio(const tco::Portfolio &portfolio, const QString &fileName);
    void unlink();
    void planChanged();
    /** The portfolio changed: the linked plan starts where the schedule
     *  now places its run, and the note follows. */
    void followSchedule();
    void updateRunNote();
    QString runNoteText() const; ///< empty when no run is linked

    QAction *m_typicalAction = nullptr;
    QAction *m_openAction = nullptr;
    int m_linkedRun = -1;
    QLabel *m_runNote = nullptr; ///< on the main window's status bar: "portfolioRunNote"
};

} // namespace planner
