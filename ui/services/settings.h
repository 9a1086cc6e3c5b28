// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QSettings>
#include <QString>
#include <QStringList>

namespace planner {

/** The window's persistent settings, declared once with their defaults.
 *  Stored with QSettings under the application's organisation and name;
 *  tests isolate them with QStandardPaths::setTestModeEnabled(true).
 *  A version number lets later releases migrate old keys. */
class Settings
{
public:
    static constexpr int kVersion = 1;

    Settings();

    /** Empty until the user chooses: then the system language applies. */
    QString language() const;
    void setLanguage(const QString &code);
    /** "system" (the default: the desktop's look), "light" or "dark". */
    QString theme() const;
    void setTheme(const QString &key);

    QByteArray windowGeometry() const;
    void setWindowGeometry(const QByteArray &geometry);
    QByteArray windowState() const;
    void setWindowState(const QByteArray &state);
    QByteArray splitterState() const;
    void setSplitterState(const QByteArray &state);
    /** The figures and charts split the user chose, or empty (ResultsSplitter). */
    QByteArray resultsSplitterState() const;
    void setResultsSplitterState(const QByteArray &state);
    int chartTab() const;
    void setChartTab(int index);

    /** Plans opened or saved lately, most recent first (RecentFiles keeps
     *  the list short and drops missing files). */
    QStringList recentFiles() const;
    void setRecentFiles(const QStringList &paths);

    /** The column mapping (tco::writeColumnMapping's JSON) last used for
     *  files whose first line is `layout` (a billing export's header), or
     *  empty. Kept per layout so each export is mapped once. */
    QByteArray columnMapping(const QString &layout) const;
    void setColumnMapping(const QString &layout, const QByteArray &json);

    void sync() { m_settings.sync(); }

private:
    void migrate();

    QSettings m_settings;
};

} // namespace planner
