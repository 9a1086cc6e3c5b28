// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>
#include <QPointer>
#include <QString>

class QAction;
class QMainWindow;
class QMenu;
class QMenuBar;
class QStatusBar;
class QWidget;

namespace planner {

class AnalysisWorker;
class ModeHost;
class ScenarioDocument;
class Settings;
struct ReportInput;

/** What the window holds for every mode: the one open plan, its analysis
 *  worker, the user's settings, the window (parent of dialogs, owner of the
 *  status bar) and the host that lets modes reach each other without
 *  knowing each other (docs/architecture.md, "Modes"). All outlive every mode. */
struct ModeContext {
    ScenarioDocument *document = nullptr;
    AnalysisWorker *analysis = nullptr;
    Settings *settings = nullptr;
    QMainWindow *window = nullptr;
    ModeHost *host = nullptr;
};

/** The window's menus a mode adds its actions to. `addMenu` puts a menu of
 *  the mode's own on the menu bar, before View. */
struct ModeMenus {
    QMenu *file = nullptr; ///< after Print, before Quit
    QMenu *edit = nullptr;
    QMenu *plan = nullptr;
    QMenu *view = nullptr; ///< after Full Screen
    QMenuBar *bar = nullptr;
    QMenu *addMenu(const QString &objectName) const;
};

/** What one mode may ask of the window it is in. */
class ModeHost
{
public:
    virtual ~ModeHost() = default;
    /** Asks each mode in turn to show `view` ("tracking", …); true when one did. */
    virtual bool showView(const QString &view) = 0;
    /** The action with this object name that some mode or the window made,
     *  or nullptr. A mode uses another's command through it, never its class. */
    virtual QAction *action(const QString &objectName) const = 0;
    /** What a report of the open plan is made from, every mode's part included. */
    virtual ReportInput reportInput() const = 0;
    /** Before a mode replaces the open plan: asks to save its unsaved
     *  changes; false when the user cancels. */
    virtual bool mayReplacePlan() = 0;
};

/** A mode of the window: one way of working on the open plan (plan, compare,
 *  tracking, presentation). It owns its page (or its own windows), its
 *  actions, its status-bar content and what it adds to reports, and
 *  follows the document itself. The window only registers modes
 *  (shell/modelist.cpp) and shows their pages. How to add one:
 *  docs/architecture.md, "How to add a mode". */
class Mode : public QObject
{
    Q_OBJECT
public:
    explicit Mode(const ModeContext &context, QObject *parent = nullptr) : QObject(parent), m_context(context)
    {
    }

    /** Settings and tests know the mode by this ("plan", "compare", …). */
    virtual QString key() const = 0;
    /** Its name in the View menu's list of pages, in the UI language. */
    virtual QString title() const { return {}; }
    /** Its page in the window (the window takes it), or nullptr when the
     *  mode shows itself in windows of its own. Called once. */
    virtual QWidget *takePage() { return nullptr; }
    /** Called once, after every mode exists: its actions into the menus. */
    virtual void addActions(const ModeMenus &) {}
    /** Called once, after every mode has added its actions. */
    virtual void started() {}
    /** Called once: its widgets on the status bar. */
    virtual void addStatus(QStatusBar *) {}
    virtual void retranslate() {}
    /** The theme changed: re-tint what does not follow the palette itself. */
    virtual void themeChanged() {}
    /** Shows `view` if it is one of the mode's; see ModeHost::showView. */
    virtual bool showView(const QString &) { return false; }
    virtual void addToReport(ReportInput &) const {}
    /** The window is closing: false keeps it open (unsaved work of its own). */
    virtual bool mayClose() { return true; }
    virtual void restoreState() {}
    virtual void saveState() {}

protected:
    const ModeContext &context() const { return m_context; }
    ScenarioDocument *document() const { return m_context.document; }
    ModeHost *host() const { return m_context.host; }

private:
    ModeContext m_context;
};

/** A mode that shows itself in a window of its own (compare, portfolio,
 *  presentation) instead of a page: it holds that window while it is open
 *  (the window deletes itself when closed). */
template <class Window> class WindowMode : public Mode
{
public:
    using Mode::Mode;

    /** The open window, if any. */
    Window *window() const { return m_window; }

protected:
    /** Shows the window in front of the others, with the focus. */
    void showWindow() const
    {
        m_window->show();
        m_window->raise();
        m_window->activateWindow();
    }

    QPointer<Window> m_window;
};

} // namespace planner

/** Defines the factory `name` that shell/modelist.cpp registers the mode
 *  by: `PLANNER_MODE_FACTORY(planMode, PlanMode)` at file scope in the
 *  mode's .cpp. */
#define PLANNER_MODE_FACTORY(name, Class)                                                                    \
    namespace planner {                                                                                      \
    Mode *name(const ModeContext &context);                                                                  \
    Mode *name(const ModeContext &context)                                                                   \
    {                                                                                                        \
        return new Class(context);                                                                           \
    }                                                                                                        \
    }
