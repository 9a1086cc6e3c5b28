// SPDX-License-Identifier: GPL-3.0-or-later
#include "prompts/prompts.h"
#include "texts/numberformat.h"

#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QFileSystemModel>
#include <QIdentityProxyModel>
#include <QLocale>
#include <QMessageBox>
#include <QPrintDialog>
#include <QPrinter>
#include <QPushButton>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QStatusBar>

#include <memory>

namespace planner {
namespace {

struct Hooks {
    Prompts::UnsavedHook unsaved;
    Prompts::RecoveryHook recovery;
    Prompts::FileDialogHook fileDialog;
    Prompts::FilesDialogHook filesDialog;
    Prompts::PrintHook print;
    Prompts::MessageHook message;
    Prompts::ConfirmHook confirm;
};

Hooks &hooks()
{
    static Hooks h;
    return h;
}

/** The file dialog's "Date Modified" column in the window's locale:
 *  QFileSystemModel writes it in the system's ("Nov" in a Chinese window
 *  on an English desktop). */
class WindowLocaleDates : public QIdentityProxyModel
{
public:
    using QIdentityProxyModel::QIdentityProxyModel;
    QVariant data(const QModelIndex &index, int role) const override
    {
        static constexpr int kDateColumn = 3; // QFileSystemModel: name, size, type, date
        if (role == Qt::DisplayRole && index.column() == kDateColumn) {
            if (const auto *files = qobject_cast<const QFileSystemModel *>(sourceModel()))
                return formatDayTime(files->lastModified(mapToSource(index)));
        }
        return QIdentityProxyModel::data(index, role);
    }
};

/** ".pdf" from "PDF report (*.pdf)", empty when the filter has no suffix. */
QString firstSuffix(const QString &filter)
{
    static const QRegularExpression pattern(QStringLiteral("\\*(\\.[A-Za-z0-9]+)"));
    const auto match = pattern.match(filter);
    return match.hasMatch() ? match.captured(1) : QString();
}

} // namespace

void Prompts::setUnsavedHook(UnsavedHook hook)
{
    hooks().unsaved = std::move(hook);
}

void Prompts::setRecoveryHook(RecoveryHook hook)
{
    hooks().recovery = std::move(hook);
}

void Prompts::setFileDialogHook(FileDialogHook hook)
{
    hooks().fileDialog = std::move(hook);
}

void Prompts::setFilesDialogHook(FilesDialogHook hook)
{
    hooks().filesDialog = std::move(hook);
}

void Prompts::setPrintHook(PrintHook hook)
{
    hooks().print = std::move(hook);
}

void Prompts::setMessageHook(MessageHook hook)
{
    hooks().message = std::move(hook);
}

void Prompts::setConfirmHook(ConfirmHook hook)
{
    hooks().confirm = std::move(hook);
}

void Prompts::resetHooks()
{
    hooks() = Hooks{};
}

Prompts::UnsavedChoice Prompts::askUnsaved(QWidget *parent, const QString &text)
{
    if (hooks().unsaved)
        return hooks().unsaved(parent, text);
    const auto answer = QMessageBox::question(parent, tr("Unsaved changes"), text,
                                              QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel,
                                              QMessageBox::Save);
    if (answer == QMessageBox::Save)
        return UnsavedChoice::Save;
    return answer == QMessageBox::Discard ? UnsavedChoice::Discard : UnsavedChoice::Cancel;
}

bool Prompts::mayDiscard(QWidget *parent, const QString &text, const std::function<bool()> &save)
{
    switch (askUnsaved(parent, text)) {
    case UnsavedChoice::Save:
        return save();
    case UnsavedChoice::Discard:
        return true;
    case UnsavedChoice::Cancel:
        break;
    }
    return false;
}

bool Prompts::confirm(QWidget *parent, const QString &title, const QString &text, const QString &accept)
{
    if (hooks().confirm)
        return hooks().confirm(parent, title, text, accept);
    QMessageBox box(QMessageBox::Warning, title, text, QMessageBox::NoButton, parent);
    box.setObjectName(QStringLiteral("confirmQuestion"));
    QPushButton *yes = box.addButton(accept, QMessageBox::DestructiveRole);
    QPushButton *cancel = box.addButton(QMessageBox::Cancel);
    box.setDefaultButton(cancel);
    box.setEscapeButton(cancel);
    box.exec();
    return box.clickedButton() == yes;
}

Prompts::RecoveryChoice Prompts::askRecovery(QWidget *parent, const QString &text)
{
    if (hooks().recovery)
        return hooks().recovery(parent, text);
    QMessageBox box(QMessageBox::Question, tr("Recover unsaved changes"), text, QMessageBox::NoButton,
                    parent);
    box.setObjectName(QStringLiteral("recoveryQuestion"));
    QPushButton *restore = box.addButton(tr("&Restore"), QMessageBox::AcceptRole);
    QPushButton *discard = box.addButton(tr("&Discard"), QMessageBox::DestructiveRole);
    QPushButton *later = box.addButton(tr("&Later"), QMessageBox::RejectRole);
    box.setDefaultButton(restore);
    box.setEscapeButton(later);
    box.exec();
    if (box.clickedButton() == restore)
        return RecoveryChoice::Restore;
    if (box.clickedButton() == discard)
        return RecoveryChoice::Discard;
    return RecoveryChoice::Later;
}

QString Prompts::exportPath(QWidget *parent, const QString &caption, const QString &documentFile,
                            const QString &untitled, const QString &namePattern, const QString &suffix,
                            const QString &filter)
{
    const QFileInfo file(documentFile);
    const QString dir = documentFile.isEmpty()
                            ? QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation)
                            : file.absolutePath();
    const QString base = namePattern.arg(documentFile.isEmpty() ? untitled : file.completeBaseName());
    return fileName(parent, FileDialog::ExportReport, caption, dir + QLatin1Char('/') + base + suffix,
                    filter);
}

bool Prompts::exportFinished(QWidget *parent, QStatusBar *bar, const QString &caption, const QString &path,
                             bool written, const QString &error, const QString &notWritten,
                             const QString &writtenTo)
{
    const QString shown = QDir::toNativeSeparators(path);
    if (!written) {
        warn(parent, caption, notWritten.arg(shown) + QLatin1Char('\n') + error);
        return false;
    }
    bar->showMessage(writtenTo.arg(shown), 6000);
    return true;
}

QString Prompts::fileName(QWidget *parent, FileDialog kind, const QString &caption, const QString &suggested,
                          const QString &filter)
{
    if (hooks().fileDialog)
        return hooks().fileDialog(parent, kind, caption, suggested, filter);
    const std::unique_ptr<QFileDialog> dialog(createFileDialog(parent, kind, caption, suggested, filter));
    if (dialog->exec() != QDialog::Accepted || dialog->selectedFiles().isEmpty())
        return {};
    QString path = dialog->selectedFiles().constFirst();
    if (!opensFile(kind) && QFileInfo(path).suffix().isEmpty())
        path += firstSuffix(dialog->selectedNameFilter().isEmpty() ? filter : dialog->selectedNameFilter());
    return path;
}

QString Prompts::planFilter()
{
    return tr("LLM TCO plans (*.tcoplan);;All files (*)");
}

QString Prompts::withPlanSuffix(const QString &path)
{
    return QFileInfo(path).suffix().isEmpty() ? path + QStringLiteral(".tcoplan") : path;
}

QFileDialog *Prompts::createFileDialog(QWidget *parent, FileDialog kind, const QString &caption,
                                       const QString &suggested, const QString &filter)
{
    auto *dialog = new QFileDialog(parent, caption);
    dialog->setObjectName(QStringLiteral("fileDialog"));
    dialog->setNameFilter(filter);
    const bool opens = opensFile(kind);
    dialog->setAcceptMode(opens ? QFileDialog::AcceptOpen : QFileDialog::AcceptSave);
    dialog->setFileMode(kind == FileDialog::ComparePlans ? QFileDialog::ExistingFiles
                        : opens                          ? QFileDialog::ExistingFile
                                                         : QFileDialog::AnyFile);
    const QFileInfo where(suggested);
    if (where.isDir()) {
        dialog->setDirectory(suggested);
    } else if (!suggested.isEmpty()) {
        dialog->setDirectory(where.absolutePath());
        dialog->selectFile(where.fileName());
    }
    if (QLocale().language() != QLocale::system().language())
        dialog->setOption(QFileDialog::DontUseNativeDialog);
    dialog->setProxyModel(new WindowLocaleDates(dialog));
    return dialog;
}

QStringList Prompts::fileNames(QWidget *parent, FileDialog kind, const QString &caption, const QString &dir,
                               const QString &filter)
{
    if (hooks().filesDialog)
        return hooks().filesDialog(parent, kind, caption, dir, filter);
    const std::unique_ptr<QFileDialog> dialog(createFileDialog(parent, kind, caption, dir, filter));
    return dialog->exec() == QDialog::Accepted ? dialog->selectedFiles() : QStringList();
}

bool Prompts::setUpPrinter(QWidget *parent, QPrinter *printer, const QString &title)
{
    if (hooks().print)
        return hooks().print(parent, printer);
    QPrintDialog dialog(printer, parent);
    dialog.setWindowTitle(title);
    return dialog.exec() == QDialog::Accepted;
}

void Prompts::warn(QWidget *parent, const QString &title, const QString &text)
{
    if (hooks().message)
        hooks().message(parent, title, text);
    else
        QMessageBox::warning(parent, title, text);
}

void Prompts::about(QWidget *parent, const QString &title, const QString &text)
{
    if (hooks().message)
        hooks().message(parent, title, text);
    else
        QMessageBox::about(parent, title, text);
}

} // namespace planner
