// SPDX-License-Identifier: GPL-3.0-or-later
#include "services/languagemanager.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QLocale>
#include <QTranslator>

namespace planner {
namespace {

const QString kEnglish = QStringLiteral("en");
const QString kChinese = QStringLiteral("zh_CN");

} // namespace

LanguageManager::LanguageManager(QObject *parent) : QObject(parent), m_language(kEnglish)
{
}

LanguageManager::~LanguageManager()
{
    removeTranslators();
}

QStringList LanguageManager::available()
{
    return {kEnglish, kChinese};
}

QString LanguageManager::nativeName(const QString &code)
{
    if (code == kChinese)
        return QStringLiteral("简体中文");
    return QStringLiteral("English");
}

QString LanguageManager::systemLanguage()
{
    return QLocale::system().language() == QLocale::Chinese ? kChinese : kEnglish;
}

QString LanguageManager::normalized(const QString &code)
{
    if (code.startsWith(QLatin1String("zh"), Qt::CaseInsensitive))
        return kChinese;
    return kEnglish;
}

void LanguageManager::removeTranslators()
{
    for (QTranslator *t : std::as_const(m_translators)) {
        QCoreApplication::removeTranslator(t);
        delete t;
    }
    m_translators.clear();
}

void LanguageManager::setLanguage(const QString &requested)
{
    const QString code = normalized(requested);
    if (m_applied && code == m_language)
        return;
    m_applied = true;
    removeTranslators();
    if (code != kEnglish) {
        const QString qtDir = QLibraryInfo::path(QLibraryInfo::TranslationsPath);
        const QStringList files{
            QStringLiteral(":/i18n/planner_%1.qm").arg(code),
            QStringLiteral(":/i18n/charts_%1.qm").arg(code),
            QStringLiteral(":/i18n/report_%1.qm").arg(code), // exported and printed reports
            qtDir + QStringLiteral("/qtbase_%1.qm").arg(code),
            QStringLiteral(":/i18n/qtgaps_%1.qm").arg(code), // what qtbase leaves out ("Folder")
        };
        for (const QString &file : files) {
            auto *translator = new QTranslator;
            if (translator->load(file) && QCoreApplication::installTranslator(translator))
                m_translators << translator;
            else
                delete translator; // qtbase may not be installed: Qt's own dialogs stay English
        }
    }
    // Numbers follow the language: grouping, decimal point, 万/亿.
    QLocale::setDefault(code == kChinese ? QLocale(QLocale::Chinese, QLocale::China)
                                         : QLocale(QLocale::English, QLocale::UnitedStates));
    m_language = code;
    Q_EMIT languageChanged(code);
}

} // namespace planner

#include "moc_languagemanager.cpp"
