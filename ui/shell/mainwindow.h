// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "modekit/mode.h"
#include "shell/fileactions.h"

#include <QMainWindow>

#include <memory>
#include <vector>

namespace tco {
class Catalog;
struct Scenario;
} // namespace tco

namespace planner {

class EditActions;
class FileActions;
class LanguageManager;
class ModePages;
class Settings;
class WindowActions;

/** The window: one open plan (its document and analysis worker) and the
 *  modes that work on it (shell/modelist.cpp). It holds the menus every
 *  mode shares (File, Edit, Plan, View, Help), shows the modes' pages and
 *  lets the modes reach each other as their ModeHost; each mode follows
 *  the document itself (docs/architecture.md, "Modes").
 *
 *  Seam for tests: every message box, question and file chooser goes
 *  through Prompts (prompts/prompts.h). */
class MainWindow : public QMainWindow, public ModeHost
{
    Q_OBJECT
public:
    /** Opens `scenario` (valid for `catalog`); `languages` must outlive the window. */
    MainWindow(const tco::Catalog &catalog, const tco::Scenario &scenario, LanguageManager *languages,
               QWidget *parent = nullptr);
    ~MainWindow() override;

    ScenarioDocument *document() const { return m_context.document; }
    AnalysisWorker *analysis() const { return m_context.analysis; }
    FileActions *files() const { return m_files; }
    /** The registered mode of class M, or nullptr. */
    template <class M> M *mode() const
    {
        for (Mode *m : m_modes)
            if (auto *found = qobject_cast<M *>(m))
                return found;
        return nullptr;
    }

    bool showView(const QString &view) override;
    QAction *action(const QString &objectName) const override;
    ReportInput reportInput() const override;
    bool mayReplacePlan() override { return m_files->maybeSave(); }

protected:
    void closeEvent(QCloseEvent *event) override;

private:
    void createMenus();
    void retranslate();
    void updateTitle();
    void restoreWindowState();
    void saveWindowState();

    LanguageManager *m_languages;
    std::unique_ptr<Settings> m_settings;
    ModeContext m_context;
    std::vector<Mode *> m_modes;
    FileActions *m_files;
    EditActions *m_edit;
    WindowActions *m_windowActions;
    ModePages *m_pages;
    QMenu *m_fileMenu = nullptr, *m_editMenu = nullptr, *m_planMenu = nullptr, *m_viewMenu = nullptr,
          *m_helpMenu = nullptr;
    QAction *m_quitAction = nullptr;
};

} // namespace planner
