// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QObject>
#include <QString>
#include <QStringList>

class QTranslator;

namespace planner {

/** Switches the user-interface language at run time: installs the
 *  translators of the window (:/i18n/planner_<code>.qm), of the charts
 *  (:/i18n/charts_<code>.qm), of the reports (:/i18n/report_<code>.qm) and of Qt itself (qtbase_<code>.qm
 * from the Qt translations directory, when installed), and sets the default QLocale so numbers follow the
 * language. Codes: "en" (the source language) and "zh_CN". Widgets retranslate on languageChanged(). */
class LanguageManager : public QObject
{
    Q_OBJECT
public:
    explicit LanguageManager(QObject *parent = nullptr);
    ~LanguageManager() override;

    static QStringList available();
    /** The language's own name ("English", "简体中文"), never translated. */
    static QString nativeName(const QString &code);
    /** "zh_CN" when the system locale is Chinese, else "en". */
    static QString systemLanguage();
    /** `code` if available, else the closest available language. */
    static QString normalized(const QString &code);

    QString language() const { return m_language; }
    /** Installs `code` (normalized); emits languageChanged() when it changes. */
    void setLanguage(const QString &code);

Q_SIGNALS:
    void languageChanged(const QString &code);

private:
    void removeTranslators();

    QString m_language;
    bool m_applied = false; ///< the first setLanguage() always applies (sets the locale)
    QList<QTranslator *> m_translators;
};

} // namespace planner
