// SPDX-License-Identifier: GPL-3.0-or-later
// MainWindow's Track menu: importing actual spend and progress through the
// column-mapping dialog (remembered per file layout), forgetting them, and
// the alert when they cross a budget line (docs/actuals.md). The rest of
// the window is in mainwindow.cpp.
#include "mainwindow/mainwindow.h"

#include "dialogs/columnmappingdialog.h"
#include "mainwindow/chartarea.h"
#include "mainwindow/trackingpanel.h"
#include "prompts/prompts.h"
#include "services/analysisworker.h"
#include "services/settings.h"
#include "widgets/trackingalert.h"

#include "document/scenariodocument.h"

#include "actuals.h"
#include "columnmapping.h"
#include "texts/terms.h"
#include "trackingchecks.h"

#include <QAction>
#include <QFile>
#include <QFileInfo>
#include <QMenu>
#include <QMenuBar>
#include <QStatusBar>

namespace planner {
namespace {

/** Billing exports of a year stay well below this; larger is not one. */
constexpr qint64 kMaxActualsFileBytes = 64LL << 20;

} // namespace

void MainWindow::createTrackingActions()
{
    m_importSpendAction = new QAction(this);
    m_importSpendAction->setObjectName(QStringLiteral("actionImportSpend"));
    connect(m_importSpendAction, &QAction::triggered, this, [this] { importActuals(true); });
    m_importProgressAction = new QAction(this);
    m_importProgressAction->setObjectName(QStringLiteral("actionImportProgress"));
    connect(m_importProgressAction, &QAction::triggered, this, [this] { importActuals(false); });
    m_clearActualsAction = new QAction(this);
    m_clearActualsAction->setObjectName(QStringLiteral("actionClearActuals"));
    connect(m_clearActualsAction, &QAction::triggered, this, &MainWindow::clearActuals);
    m_charts->trackingPanel()->setActions(m_importSpendAction, m_importProgressAction, m_clearActualsAction);
    onActualsChanged();
}

void MainWindow::createTrackingMenu()
{
    m_trackMenu = menuBar()->addMenu(QString());
    m_trackMenu->setObjectName(QStringLiteral("trackMenu"));
    m_trackMenu->addAction(m_importSpendAction);
    m_trackMenu->addAction(m_importProgressAction);
    m_trackMenu->addSeparator();
    m_trackMenu->addAction(m_clearActualsAction);
}

void MainWindow::retranslateTracking()
{
    m_trackMenu->setTitle(tr("&Track"));
    m_importSpendAction->setText(tr("Import Actual &Spend…"));
    m_importSpendAction->setToolTip(
        tr("Read a billing export (CSV) and compare what was spent with this plan"));
    m_importProgressAction->setText(tr("Import &Progress…"));
    m_importProgressAction->setToolTip(tr("Read the tokens trained and accelerator-hours used so far (CSV): "
                                          "the forecast then uses the run's measured MFU and failure rate"));
    m_clearActualsAction->setText(tr("&Forget Imported Actuals"));
    m_clearActualsAction->setToolTip(tr("Remove the imported spend and progress from this plan (undoable)"));
    // The alert's sentence is written in the language it was set in.
    const AnalysisWorker::Output *out = m_analysis->latest();
    m_trackingAlert->setTracking(out && !m_document->scenario().actuals.empty() ? out->tracking.get()
                                                                                : nullptr);
}

bool MainWindow::importActuals(bool spend, const QString &given)
{
    const QString title = spend ? Terms::importActualSpend() : Terms::importProgress();
    QString path = given;
    if (path.isEmpty()) {
        const QString dir =
            m_document->fileName().isEmpty() ? QString() : QFileInfo(m_document->fileName()).absolutePath();
        path = Prompts::fileName(this, Prompts::FileDialog::OpenActuals, title, dir,
                                 tr("CSV files (*.csv *.txt);;All files (*)"));
        if (path.isEmpty())
            return false;
    }
    QFile file(path);
    if (!QFileInfo(path).isFile() || !file.open(QIODevice::ReadOnly)) {
        showMessage(title, tr("%1 could not be read: %2").arg(path, file.errorString()));
        return false;
    }
    if (file.size() > kMaxActualsFileBytes) {
        showMessage(title, tr("%1 is %2 MiB; a spend or progress file may be at most %3 MiB.")
                               .arg(path)
                               .arg(file.size() >> 20)
                               .arg(kMaxActualsFileBytes >> 20));
        return false;
    }
    std::string bytes = file.readAll().toStdString();

    // The mapping this layout was imported with last time, or the documented one.
    const QString layout = ColumnMappingDialog::layoutOf(bytes);
    tco::ColumnMapping initial;
    if (const QByteArray remembered = m_settings->columnMapping(layout); !remembered.isEmpty())
        if (const tco::MappingReadResult r = tco::readColumnMapping(remembered.toStdString()); r.ok)
            initial = r.mapping;
    const auto kind = spend ? ColumnMappingDialog::Kind::Spend : ColumnMappingDialog::Kind::Progress;
    auto *dialog =
        new ColumnMappingDialog(kind, path, std::move(bytes), initial, m_document->scenario().currency, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    const tco::Actuals &held = m_document->scenario().actuals.get();
    dialog->setExistingLines(static_cast<int>(spend ? held.spend.size() : held.progress.size()));
    if (!spend) // the plan and its spend make some progress impossible (docs/actuals.md)
        dialog->setProgressCheck([scenario = m_document->scenario(), catalog = m_document->catalog(),
                                  spendLines = held.spend](tco::ProgressImport &in) {
            tco::refuseImplausibleProgress(in, scenario, catalog, spendLines);
        });
    connect(dialog, &QDialog::accepted, this, [this, dialog, layout, spend, path] {
        tco::Actuals actuals = m_document->scenario().actuals.get();
        const bool add = dialog->addsToExisting();
        const int before = static_cast<int>(spend ? actuals.spend.size() : actuals.progress.size());
        std::size_t twice = 0;
        if (spend && add)
            twice = tco::addSpend(actuals.spend, dialog->spend().lines);
        else if (spend)
            actuals.spend = dialog->spend().lines;
        else if (add)
            tco::addProgress(actuals.progress, dialog->progress().lines);
        else
            actuals.progress = dialog->progress().lines;
        const int count = static_cast<int>(spend ? actuals.spend.size() : actuals.progress.size());
        m_settings->setColumnMapping(layout,
                                     QByteArray::fromStdString(tco::writeColumnMapping(dialog->mapping())));
        tco::ActualsRef ref;
        ref.reset(std::move(actuals));
        m_document->setActuals(ref);
        const int left = dialog->badLines();
        const QString name = QFileInfo(path).fileName();
        QString message;
        if (add && spend)
            message = tr("Added %n spend lines from %1", nullptr, count - before).arg(name) +
                      QLatin1Char(' ') + tr("to the %n already imported.", nullptr, before);
        else if (add)
            message = tr("Added progress from %1: %n points in all.", nullptr, count).arg(name);
        else
            message = spend ? tr("Imported %n spend lines from %1.", nullptr, count).arg(name)
                            : tr("Imported %n progress points from %1.", nullptr, count).arg(name);
        if (twice > 0)
            message += QLatin1Char(' ') + tr("%n lines already imported were not counted twice.", nullptr,
                                             static_cast<int>(twice));
        if (left > 0)
            message += QLatin1Char(' ') + tr("%n lines with errors were left out.", nullptr, left);
        statusBar()->showMessage(message, 10000);
        m_charts->showTracking();
    });
    // Window-modal and not blocking: the window stays drawn behind it.
    dialog->open();
    return true;
}

void MainWindow::clearActuals()
{
    m_document->setActuals(tco::ActualsRef{});
}

void MainWindow::onActualsChanged()
{
    const bool has = !m_document->scenario().actuals.empty();
    m_clearActualsAction->setEnabled(has);
    m_charts->setActualsPending(has);
    m_trackingAlert->setTracking(nullptr); // until the new tracking is in
}

} // namespace planner
