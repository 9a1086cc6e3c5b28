// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>
#include <QString>
#include <QStringList>

namespace planner {

/** The plans opened or saved lately (File ▸ Open Recent): at most
 *  kMaxCount absolute paths, most recent first, no duplicates, stored in
 *  Settings so every window and the next start see the same list.
 *  Files that no longer exist are dropped by prune(). */
class RecentFiles : public QObject
{
    Q_OBJECT
public:
    static constexpr int kMaxCount = 8;

    explicit RecentFiles(QObject *parent = nullptr);

    /** As stored (another instance may have changed it meanwhile). */
    QStringList files() const;
    /** Puts `path` first (moving it if listed); drops the oldest beyond kMaxCount. */
    void add(const QString &path);
    void remove(const QString &path);
    void clear();
    /** Drops entries whose file is gone; true when the list changed. */
    bool prune();

    /** The list after adding `path` to `list` (pure; for add() and tests). */
    static QStringList added(QStringList list, const QString &path);

Q_SIGNALS:
    void changed();

private:
    void store(const QStringList &files);
};

} // namespace planner
