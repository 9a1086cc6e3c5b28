// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
#include <QString>
#include <QStringList>

#include <functional>

class QPrinter;
class QStatusBar;
class QFileDialog;
class QWidget;

namespace planner {

/** Every question the window asks the user: the file choosers, the
 *  warnings, unsaved changes, recovery and printing, of the main window,
 *  the compare window and the charts alike. Each goes through a hook so
 *  tests answer it without a real dialog (KeePassXC's MessageBox idea); an
 *  empty hook means the real dialog. Hooks are process-wide: a test sets
 *  them and resetHooks() clears them all (docs/architecture.md, "Dialogs
 *  and tests"). */
class Prompts
{
    Q_DECLARE_TR_FUNCTIONS(planner::Prompts)
public:
    /** Unsaved changes before close, New or Open, or when the compare
     *  window closes with changed plans. */
    enum class UnsavedChoice { Save, Discard, Cancel };
    /** A recovery file left by a run that did not end normally. */
    enum class RecoveryChoice { Restore, Discard, Later };
    /** Which file dialog is asked for. ComparePlans chooses several
     *  (fileNames()); every other kind one (fileName()). OpenPlan and
     *  OpenActuals open an existing file; the others save one. */
    enum class FileDialog {
        OpenPlan,
        ComparePlans,
        SavePlan,
        ExportReport,
        ExportChart,
        OpenActuals,   ///< a spend or progress CSV (Track ▸ Import)
        SaveMapping,   ///< a column mapping for `llm-tco track --mapping`
        OpenPortfolio, ///< a .tcoportfolio file (the Portfolio window)
        SavePortfolio,
    };
    static bool opensFile(FileDialog kind)
    {
        return kind == FileDialog::OpenPlan || kind == FileDialog::ComparePlans ||
               kind == FileDialog::OpenActuals || kind == FileDialog::OpenPortfolio;
    }

    using UnsavedHook = std::function<UnsavedChoice(QWidget *parent, const QString &text)>;
    using RecoveryHook = std::function<RecoveryChoice(QWidget *parent, const QString &text)>;
    /** Returns the chosen path, empty when cancelled. */
    using FileDialogHook = std::function<QString(QWidget *parent, FileDialog kind, const QString &caption,
                                                 const QString &suggested, const QString &filter)>;
    /** Returns the chosen paths, empty when cancelled. */
    using FilesDialogHook = std::function<QStringList(
        QWidget *parent, FileDialog kind, const QString &caption, const QString &dir, const QString &filter)>;
    /** Configures `printer`; false when cancelled. */
    using PrintHook = std::function<bool(QWidget *parent, QPrinter *printer)>;
    /** A yes-or-no question before something that cannot be undone; true
     *  to go ahead. */
    using ConfirmHook = std::function<bool(QWidget *parent, const QString &title, const QString &text,
                                           const QString &accept)>;
    /** A warning (or the About box) was shown. */
    using MessageHook = std::function<void(QWidget *parent, const QString &title, const QString &text)>;

    static void setUnsavedHook(UnsavedHook hook);
    static void setRecoveryHook(RecoveryHook hook);
    static void setFileDialogHook(FileDialogHook hook);
    static void setFilesDialogHook(FilesDialogHook hook);
    static void setPrintHook(PrintHook hook);
    static void setMessageHook(MessageHook hook);
    static void setConfirmHook(ConfirmHook hook);
    /** Clears every hook (tests' cleanup). */
    static void resetHooks();

    static UnsavedChoice askUnsaved(QWidget *parent, const QString &text);
    /** "Save, discard or cancel" before unsaved work is replaced or closed,
     *  for every window (issue 55: written four times): asks with `text`;
     *  true when the caller may go on: discarded, or `save` succeeded. */
    static bool mayDiscard(QWidget *parent, const QString &text, const std::function<bool()> &save);
    static RecoveryChoice askRecovery(QWidget *parent, const QString &text);
    /** Asks before an act that cannot be undone (replacing a read-only
     *  file); `accept` is the button that goes ahead, Cancel the default. */
    static bool confirm(QWidget *parent, const QString &title, const QString &text, const QString &accept);
    /** An open dialog for OpenPlan, a save dialog otherwise. A save path
     *  without a suffix gets the first suffix of the chosen filter. */
    static QString fileName(QWidget *parent, FileDialog kind, const QString &caption,
                            const QString &suggested, const QString &filter);
    /** Where an export goes (issue 55: one flow for every export): the save
     *  dialog in the folder of `documentFile` (Documents while it has
     *  none), suggesting `namePattern` (%1: the file's base name, else
     *  `untitled`) with `suffix`; empty when cancelled. */
    static QString exportPath(QWidget *parent, const QString &caption, const QString &documentFile,
                              const QString &untitled, const QString &namePattern, const QString &suffix,
                              const QString &filter);
    /** Ends an export: when `written` is false, a warning titled `caption`
     *  with `notWritten` (%1: the path) and the system's `error`, and false;
     *  else `writtenTo` (%1: the path) on `bar` for 6 seconds, and true. */
    static bool exportFinished(QWidget *parent, QStatusBar *bar, const QString &caption, const QString &path,
                               bool written, const QString &error, const QString &notWritten,
                               const QString &writtenTo);
    /** The dialog fileName() and fileNames() run, not yet shown: in the
     *  window's language, with dates in its locale (Qt's file model uses
     *  the system's), and Qt's own dialog where that language is not the
     *  system's (a native one would speak the system's). Caller owns it. */
    static QFileDialog *createFileDialog(QWidget *parent, FileDialog kind, const QString &caption,
                                         const QString &suggested, const QString &filter);
    /** An open dialog choosing several files (ComparePlans). */
    static QStringList fileNames(QWidget *parent, FileDialog kind, const QString &caption, const QString &dir,
                                 const QString &filter);
    /** The choosers' filter for plan files (open, save, compare). */
    static QString planFilter();
    /** `path` with ".tcoplan" added when it has no suffix, whichever
     *  chooser (or test hook) named it: "budget" is saved as "budget.tcoplan". */
    static QString withPlanSuffix(const QString &path);
    /** The print dialog titled `title` (the caller's words: prompts see no texts). */
    static bool setUpPrinter(QWidget *parent, QPrinter *printer, const QString &title);
    /** A warning with an OK button. */
    static void warn(QWidget *parent, const QString &title, const QString &text);
    /** The About box; the message hook answers it too. */
    static void about(QWidget *parent, const QString &title, const QString &text);
};

} // namespace planner
