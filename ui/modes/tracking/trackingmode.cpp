// SPDX-License-Identifier: GPL-3.0-or-later
#include "modes/tracking/trackingmode.h"

#include "dialogs/columnmappingdialog.h"
#include "prompts/prompts.h"
#include "services/settings.h"

#include "document/scenariodocument.h"

#include "plan/gzip.h"
#include "texts/terms.h"
#include "tracking/actuals.h"
#include "tracking/columnmapping.h"
#include "tracking/trackingchecks.h"

#include <QAction>
#include <QFile>
#include <QFileInfo>
#include <QMainWindow>
#include <QMenu>
#include <QStatusBar>

namespace planner {
namespace {

/** Billing exports of a year stay well below this; larger is not one. */
constexpr qint64 kMaxActualsFileBytes = 64LL << 20;

} // namespace

TrackingMode::TrackingMode(const ModeContext &context, QObject *parent) : Mode(context, parent)
{
    connect(document(), &ScenarioDocument::actualsChanged, this, &TrackingMode::onActualsChanged);
}

void TrackingMode::addActions(const ModeMenus &menus)
{
    m_importSpend = new QAction(this);
    m_importSpend->setObjectName(QStringLiteral("actionImportSpend"));
    connect(m_importSpend, &QAction::triggered, this, [this] { importActuals(true); });
    m_importProgress = new QAction(this);
    m_importProgress->setObjectName(QStringLiteral("actionImportProgress"));
    connect(m_importProgress, &QAction::triggered, this, [this] { importActuals(false); });
    m_clear = new QAction(this);
    m_clear->setObjectName(QStringLiteral("actionClearActuals"));
    connect(m_clear, &QAction::triggered, this, [this] { document()->setActuals(tco::ActualsRef{}); });
    m_menu = menus.addMenu(QStringLiteral("trackMenu"));
    m_menu->addAction(m_importSpend);
    m_menu->addAction(m_importProgress);
    m_menu->addSeparator();
    m_menu->addAction(m_clear);
    onActualsChanged();
}

void TrackingMode::retranslate()
{
    m_menu->setTitle(tr("&Track"));
    m_importSpend->setText(tr("Import Actual &Spend…"));
    m_importSpend->setToolTip(tr("Read a billing export (CSV) and compare what was spent with this plan"));
    m_importProgress->setText(tr("Import &Progress…"));
    m_importProgress->setToolTip(tr("Read the tokens trained and accelerator-hours used so far (CSV): "
                                    "the forecast then uses the run's measured MFU and failure rate"));
    m_clear->setText(tr("&Forget Imported Actuals"));
    m_clear->setToolTip(tr("Remove the imported spend and progress from this plan (undoable)"));
}

void TrackingMode::onActualsChanged()
{
    if (m_clear)
        m_clear->setEnabled(!document()->scenario().actuals.empty());
}

bool TrackingMode::importActuals(bool spend, const QString &given)
{
    const QString title = spend ? Terms::importActualSpend() : Terms::importProgress();
    QString path = given;
    if (path.isEmpty()) {
        const QString dir =
            document()->fileName().isEmpty() ? QString() : QFileInfo(document()->fileName()).absolutePath();
        path = Prompts::fileName(context().window, Prompts::FileDialog::OpenActuals, title, dir,
                                 tr("CSV files (*.csv *.csv.gz *.txt);;All files (*)"));
        if (path.isEmpty())
            return false;
    }
    QFile file(path);
    if (!QFileInfo(path).isFile() || !file.open(QIODevice::ReadOnly)) {
        Prompts::warn(context().window, title, tr("%1 could not be read: %2").arg(path, file.errorString()));
        return false;
    }
    if (file.size() > kMaxActualsFileBytes) {
        Prompts::warn(context().window, title,
                      tr("%1 is %2 MiB; a spend or progress file may be at most %3 MiB.")
                          .arg(path)
                          .arg(file.size() >> 20)
                          .arg(kMaxActualsFileBytes >> 20));
        return false;
    }
    std::string bytes = file.readAll().toStdString();
    if (tco::isGzip(bytes)) { // as clouds deliver their exports
        std::string error;
        auto inflated = tco::gunzip(bytes, kMaxActualsFileBytes, error);
        if (!inflated) {
            Prompts::warn(context().window, title,
                          tr("%1 could not be read: %2").arg(path, QString::fromStdString(error)));
            return false;
        }
        bytes = std::move(*inflated);
    }

    // The mapping this layout was imported with last time, or the documented one.
    const QString layout = ColumnMappingDialog::layoutOf(bytes);
    tco::ColumnMapping initial;
    if (const QByteArray remembered = context().settings->columnMapping(layout); !remembered.isEmpty())
        if (const tco::MappingReadResult r = tco::readColumnMapping(remembered.toStdString()); r.ok)
            initial = r.mapping;
    const auto kind = spend ? ColumnMappingDialog::Kind::Spend : ColumnMappingDialog::Kind::Progress;
    auto *dialog = new ColumnMappingDialog(kind, path, std::move(bytes), initial,
                                           document()->scenario().currency, context().window);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    const tco::Actuals &held = document()->scenario().actuals.get();
    dialog->setExistingLines(static_cast<int>(spend ? held.spend.size() : held.progress.size()));
    if (!spend) // the plan and its spend make some progress impossible (docs/actuals.md)
        dialog->setProgressCheck([scenario = document()->scenario(), catalog = document()->catalog(),
                                  spendLines = held.spend](tco::ProgressImport &in) {
            tco::refuseImplausibleProgress(in, scenario, catalog, spendLines);
        });
    connect(dialog, &QDialog::accepted, this, [this, dialog, layout, spend, path] {
        tco::Actuals actuals = document()->scenario().actuals.get();
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
        context().settings->setColumnMapping(
            layout, QByteArray::fromStdString(tco::writeColumnMapping(dialog->mapping())));
        tco::ActualsRef ref;
        ref.reset(std::move(actuals));
        document()->setActuals(ref);
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
        context().window->statusBar()->showMessage(message, 10000);
        host()->showView(QStringLiteral("tracking"));
    });
    // Window-modal and not blocking: the window stays drawn behind it.
    dialog->open();
    return true;
}

} // namespace planner

PLANNER_MODE_FACTORY(trackingMode, TrackingMode)

#include "moc_trackingmode.cpp"
