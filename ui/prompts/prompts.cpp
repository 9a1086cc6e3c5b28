// SPDX-License-Identifier: GPL-3.0-or-later
#include "prompts/prompts.h"

#include <QFileDialog>
#include <QFileInfo>
#include <QMessageBox>
#include <QPrintDialog>
#include <QPrinter>
#include <QPushButton>
#include <QRegularExpression>

namespace planner {
namespace {

struct Hooks {
    Prompts::UnsavedHook unsaved;
    Prompts::RecoveryHook recovery;
    Prompts::FileDialogHook fileDialog;
    Prompts::FilesDialogHook filesDialog;
    Prompts::PrintHook print;
    Prompts::MessageHook message;
};

Hooks &hooks()
{
    static Hooks h;
    return h;
}

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

QString Prompts::fileName(QWidget *parent, FileDialog kind, const QString &caption, const QString &suggested,
                          const QString &filter)
{
    if (hooks().fileDialog)
        return hooks().fileDialog(parent, kind, caption, suggested, filter);
    if (kind == FileDialog::OpenPlan)
        return QFileDialog::getOpenFileName(parent, caption, suggested, filter);
    QString selected;
    QString path = QFileDialog::getSaveFileName(parent, caption, suggested, filter, &selected);
    if (!path.isEmpty() && QFileInfo(path).suffix().isEmpty())
        path += firstSuffix(selected.isEmpty() ? filter : selected);
    return path;
}

QStringList Prompts::fileNames(QWidget *parent, FileDialog kind, const QString &caption, const QString &dir,
                               const QString &filter)
{
    if (hooks().filesDialog)
        return hooks().filesDialog(parent, kind, caption, dir, filter);
    return QFileDialog::getOpenFileNames(parent, caption, dir, filter);
}

bool Prompts::setUpPrinter(QWidget *parent, QPrinter *printer)
{
    if (hooks().print)
        return hooks().print(parent, printer);
    QPrintDialog dialog(printer, parent);
    dialog.setWindowTitle(tr("Print Report"));
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
