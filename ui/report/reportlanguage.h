// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QLocale>
#include <QString>
#include <QStringList>

#include <memory>
#include <vector>

class QTranslator;

namespace planner {

/** Installs the translators a report needs for one language on the running
 *  application — the report's own (:/i18n/report_<code>.qm), the charts'
 *  (:/i18n/charts_<code>.qm) and Qt's (qtbase_<code>.qm when installed) —
 *  and removes them again when destroyed. For the command line and tests;
 *  the window's language manager installs the same files for the whole UI.
 *  Codes: "en" (the source language, nothing to load) and "zh_CN". */
class ReportLanguage
{
public:
    explicit ReportLanguage(const QString &code);
    ~ReportLanguage();
    ReportLanguage(const ReportLanguage &) = delete;
    ReportLanguage &operator=(const ReportLanguage &) = delete;

    static QStringList available();
    static bool isAvailable(const QString &code) { return available().contains(code); }

    QString code() const { return m_code; }
    /** The locale numbers and dates follow: en_US or zh_CN. */
    QLocale locale() const;
    /** False when a translation of a non-English language could not be loaded. */
    bool ok() const { return m_ok; }

private:
    QString m_code;
    bool m_ok = true;
    std::vector<std::unique_ptr<QTranslator>> m_translators;
};

} // namespace planner
