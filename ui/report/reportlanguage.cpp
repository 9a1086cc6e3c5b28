// SPDX-License-Identifier: GPL-3.0-or-later
#include "report/reportlanguage.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QTranslator>

namespace planner {

ReportLanguage::ReportLanguage(const QString &code) : m_code(code)
{
    if (code == QLatin1String("en"))
        return;
    const QString qtDir = QLibraryInfo::path(QLibraryInfo::TranslationsPath);
    struct File {
        QString path;
        bool required;
    };
    const File files[] = {
        {QStringLiteral(":/i18n/report_%1.qm").arg(code), true},
        {QStringLiteral(":/i18n/charts_%1.qm").arg(code), false},
        // input labels and help: present where the window's library is linked
        {QStringLiteral(":/i18n/planner_%1.qm").arg(code), false},
        {qtDir + QStringLiteral("/qtbase_%1.qm").arg(code), false},
    };
    for (const File &f : files) {
        auto translator = std::make_unique<QTranslator>();
        if (translator->load(f.path) && QCoreApplication::installTranslator(translator.get()))
            m_translators.push_back(std::move(translator));
        else if (f.required)
            m_ok = false;
    }
}

ReportLanguage::~ReportLanguage()
{
    for (const auto &t : m_translators)
        QCoreApplication::removeTranslator(t.get());
}

QStringList ReportLanguage::available()
{
    return {QStringLiteral("en"), QStringLiteral("zh_CN")};
}

QLocale ReportLanguage::locale() const
{
    return m_code == QLatin1String("zh_CN") ? QLocale(QLocale::Chinese, QLocale::China)
                                            : QLocale(QLocale::English, QLocale::UnitedStates);
}

} // namespace planner
