// SPDX-License-Identifier: GPL-3.0-or-later
#include "services/usercatalog.h"
#include "texts/terms.h"

#include <QFile>
#include <QFileInfo>
#include <QStandardPaths>

namespace planner {

namespace {
constexpr qint64 kMaxCatalogBytes = 1 << 20; // a catalog is a few kB
}

QString UserCatalog::defaultPath()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppConfigLocation) +
           QStringLiteral("/accelerators.csv");
}

tco::Catalog UserCatalog::load(const QString &extraPath, QStringList *errors)
{
    tco::Catalog catalog = tco::Catalog::builtIn();
    QStringList paths;
    if (QFileInfo::exists(defaultPath()))
        paths << defaultPath();
    if (!extraPath.isEmpty())
        paths << extraPath;
    for (const QString &path : paths) {
        QFile file(path);
        if (!QFileInfo(path).isFile() || file.size() > kMaxCatalogBytes || !file.open(QIODevice::ReadOnly)) {
            if (errors)
                *errors << tr("%1: cannot be read as a catalog file (a CSV file of at most 1 MB).").arg(path);
            continue;
        }
        std::vector<tco::CatalogError> problems;
        const auto parsed = tco::Catalog::parse(file.readAll().toStdString(), problems);
        if (!parsed) {
            if (errors)
                for (const tco::CatalogError &e : problems) {
                    const QString message = QString::fromStdString(e.message);
                    if (e.column.empty())
                        *errors << (e.line > 0 ? tr("%1, line %2: %3").arg(path).arg(e.line).arg(message)
                                               : Terms::labelled().arg(path, message));
                    else
                        *errors << tr("%1, line %2, column \"%3\", value \"%4\": %5")
                                       .arg(path)
                                       .arg(e.line)
                                       .arg(QString::fromStdString(e.column), QString::fromStdString(e.value),
                                            message);
                }
            continue;
        }
        catalog.merge(*parsed);
    }
    return catalog;
}

QString UserCatalog::problemsTitle()
{
    return tr("Accelerator catalog");
}

QString UserCatalog::problemsText(const QStringList &errors)
{
    return tr("These catalog files were not used; the built-in accelerators are available:\n\n%1")
        .arg(errors.join(QLatin1Char('\n')));
}

} // namespace planner
