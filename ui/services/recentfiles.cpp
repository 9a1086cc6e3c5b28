// SPDX-License-Identifier: GPL-3.0-or-later
#include "services/recentfiles.h"

#include "services/settings.h"

#include <QDir>
#include <QFileInfo>

namespace planner {
namespace {

QString normalizedPath(const QString &path)
{
    return QDir::cleanPath(QFileInfo(path).absoluteFilePath());
}

} // namespace

RecentFiles::RecentFiles(QObject *parent) : QObject(parent)
{
}

QStringList RecentFiles::files() const
{
    QStringList list = Settings().recentFiles();
    list.removeAll(QString());
    list.removeDuplicates();
    if (list.size() > kMaxCount)
        list.resize(kMaxCount);
    return list;
}

QStringList RecentFiles::added(QStringList list, const QString &path)
{
    const QString normalized = normalizedPath(path);
    list.removeAll(normalized);
    list.prepend(normalized);
    if (list.size() > kMaxCount)
        list.resize(kMaxCount);
    return list;
}

void RecentFiles::add(const QString &path)
{
    if (path.isEmpty())
        return;
    store(added(files(), path));
}

void RecentFiles::remove(const QString &path)
{
    QStringList list = files();
    if (list.removeAll(normalizedPath(path)) > 0)
        store(list);
}

void RecentFiles::clear()
{
    store({});
}

bool RecentFiles::prune()
{
    const QStringList before = files();
    QStringList kept;
    for (const QString &path : before)
        if (QFileInfo(path).isFile())
            kept << path;
    if (kept == before)
        return false;
    store(kept);
    return true;
}

void RecentFiles::store(const QStringList &files)
{
    Settings settings;
    if (settings.recentFiles() == files)
        return;
    settings.setRecentFiles(files);
    settings.sync();
    Q_EMIT changed();
}

} // namespace planner

#include "moc_recentfiles.cpp"
