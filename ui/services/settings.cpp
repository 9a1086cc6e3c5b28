// SPDX-License-Identifier: GPL-3.0-or-later
#include "services/settings.h"

#include <QCryptographicHash>

#include <algorithm>

namespace planner {
namespace {

const QString kVersionKey = QStringLiteral("version");
const QString kLanguage = QStringLiteral("ui/language");
const QString kTheme = QStringLiteral("ui/theme");
const QString kGeometry = QStringLiteral("window/geometry");
const QString kState = QStringLiteral("window/state");
const QString kSplitter = QStringLiteral("window/splitter");
const QString kResultsSplitter = QStringLiteral("window/resultsSplitter");
const QString kChartTab = QStringLiteral("window/chartTab");
const QString kRecentFiles = QStringLiteral("files/recent");
const QString kMappings = QStringLiteral("actuals/mappings/");

/** A settings key for a file layout: its header line, hashed, as a key
 *  must not hold the header's slashes and commas. */
QString layoutKey(const QString &layout)
{
    return kMappings +
           QString::fromLatin1(
               QCryptographicHash::hash(layout.trimmed().toUtf8(), QCryptographicHash::Sha1).toHex());
}

} // namespace

Settings::Settings()
{
    migrate();
}

void Settings::migrate()
{
    const int version = m_settings.value(kVersionKey, 0).toInt();
    if (version == kVersion)
        return;
    // Version 0 = nothing stored yet. Later versions rename keys here.
    m_settings.setValue(kVersionKey, kVersion);
}

QString Settings::language() const
{
    return m_settings.value(kLanguage).toString();
}

void Settings::setLanguage(const QString &code)
{
    m_settings.setValue(kLanguage, code);
}

QString Settings::theme() const
{
    return m_settings.value(kTheme, QStringLiteral("system")).toString();
}

void Settings::setTheme(const QString &key)
{
    m_settings.setValue(kTheme, key);
}

QByteArray Settings::windowGeometry() const
{
    return m_settings.value(kGeometry).toByteArray();
}

void Settings::setWindowGeometry(const QByteArray &geometry)
{
    m_settings.setValue(kGeometry, geometry);
}

QByteArray Settings::windowState() const
{
    return m_settings.value(kState).toByteArray();
}

void Settings::setWindowState(const QByteArray &state)
{
    m_settings.setValue(kState, state);
}

QByteArray Settings::splitterState() const
{
    return m_settings.value(kSplitter).toByteArray();
}

void Settings::setSplitterState(const QByteArray &state)
{
    m_settings.setValue(kSplitter, state);
}

QByteArray Settings::resultsSplitterState() const
{
    return m_settings.value(kResultsSplitter).toByteArray();
}

void Settings::setResultsSplitterState(const QByteArray &state)
{
    m_settings.setValue(kResultsSplitter, state);
}

int Settings::chartTab() const
{
    return m_settings.value(kChartTab, 0).toInt();
}

void Settings::setChartTab(int index)
{
    m_settings.setValue(kChartTab, index);
}

QStringList Settings::recentFiles() const
{
    return m_settings.value(kRecentFiles).toStringList();
}

void Settings::setRecentFiles(const QStringList &paths)
{
    m_settings.setValue(kRecentFiles, paths);
}

QByteArray Settings::columnMapping(const QString &layout) const
{
    return m_settings.value(layoutKey(layout)).toByteArray();
}

void Settings::setColumnMapping(const QString &layout, const QByteArray &json)
{
    m_settings.setValue(layoutKey(layout), json);
}

} // namespace planner
