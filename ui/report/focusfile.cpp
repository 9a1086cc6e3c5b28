// SPDX-License-Identifier: GPL-3.0-or-later
#include "report/focusfile.h"

#include "files/atomicfile.h"
#include "texts/terms.h"

#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>

namespace planner {

QString FocusFile::fileFilter()
{
    return tr("FOCUS 1.2 CSV (*.csv)");
}

std::string FocusFile::tagsJson(const std::vector<std::pair<std::string, std::string>> &tags)
{
    QJsonObject o;
    for (const auto &[key, value] : tags)
        o.insert(QString::fromStdString(key), QString::fromStdString(value));
    return QJsonDocument(o).toJson(QJsonDocument::Compact).toStdString();
}

bool FocusFile::write(const tco::FocusTable &table, const QString &path, QString *error)
{
    // Written atomically, as the reports are (ReportExporter::exportWith):
    // a full disk keeps the old file and says why.
    std::string why;
    if (tco::writeFileAtomically(QFile::encodeName(path).toStdString(), tco::focusCsv(table, tagsJson), why))
        return true;
    if (error)
        *error = Terms::cannotWrite().arg(path, QString::fromStdString(why));
    return false;
}

} // namespace planner
