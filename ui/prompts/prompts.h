// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
#include <QString>

#include <functional>

class QPrinter;
class QWidget;

namespace planner {

/** The questions and dialogs of working with files, each behind an
 *  injectable hook so tests answer them without a real dialog (KeePassXC's
 *  MessageBox idea). An empty hook means the real dialog. Hooks are
 *  process-wide; a test sets them and clears them again. */
class Prompts
{
    Q_DECLARE_TR_FUNCTIONS(planner::Prompts)
public:
    /** Unsaved changes before close, New or Open. */
    enum class UnsavedChoice { Save, Discard, Cancel };
    /** A recovery file left by a run that did not end normally. */
    enum class RecoveryChoice { Restore, Discard, Later };
    /** Which file dialog is asked for. */
    enum class FileDialog { OpenPlan, SavePlan, ExportReport };

    using UnsavedHook = std::function<UnsavedChoice(QWidget *parent, const QString &text)>;
    using RecoveryHook = std::function<RecoveryChoice(QWidget *parent, const QString &text)>;
    /** Returns the chosen path, empty when cancelled. */
    using FileDialogHook = std::function<QString(QWidget *parent, FileDialog kind, const QString &caption,
                                                 const QString &suggested, const QString &filter)>;
    /** Configures `printer`; false when cancelled. */
    using PrintHook = std::function<bool(QWidget *parent, QPrinter *printer)>;

    static void setUnsavedHook(UnsavedHook hook);
    static void setRecoveryHook(RecoveryHook hook);
    static void setFileDialogHook(FileDialogHook hook);
    static void setPrintHook(PrintHook hook);
    /** Clears every hook (tests' cleanup). */
    static void resetHooks();

    static UnsavedChoice askUnsaved(QWidget *parent, const QString &text);
    static RecoveryChoice askRecovery(QWidget *parent, const QString &text);
    /** An open dialog for OpenPlan, a save dialog otherwise. A save path
     *  without a suffix gets the first suffix of the chosen filter. */
    static QString fileName(QWidget *parent, FileDialog kind, const QString &caption,
                            const QString &suggested, const QString &filter);
    static bool setUpPrinter(QWidget *parent, QPrinter *printer);
};

} // namespace planner
