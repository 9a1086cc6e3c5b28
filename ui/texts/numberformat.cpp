// SPDX-License-Identifier: GPL-3.0-or-later
#include "texts/numberformat.h"

#include <QCoreApplication>

#include <cmath>

namespace planner {

namespace {

bool chinese(const QLocale &locale) { return locale.language() == QLocale::Chinese; }

/** Three significant digits, trailing zeros dropped. */
QString significant(double v, const QLocale &locale)
{
    const double a = std::abs(v);
    const int decimals = a >= 100 ? 0 : a >= 10 ? 1 : 2;
    QString text = locale.toString(v, 'f', decimals);
    if (decimals > 0) {
        const QChar point = locale.decimalPoint().front();
        while (text.endsWith(QLatin1Char('0')))
            text.chop(1);
        if (text.endsWith(point))
            text.chop(1);
    }
    return text;
}

struct Scaled {
    double value;
    QString suffix;
};

Scaled scale(double v, const QLocale &locale)
{
    const double a = std::abs(v);
    if (chinese(locale)) {
        if (a >= 1e12)
            return {v / 1e12, QStringLiteral("万亿")};
        if (a >= 1e8)
            return {v / 1e8, QStringLiteral("亿")};
        if (a >= 1e4)
            return {v / 1e4, QStringLiteral("万")};
        return {v, QString()};
    }
    if (a >= 1e12)
        return {v / 1e12, QStringLiteral("T")};
    if (a >= 1e9)
        return {v / 1e9, QStringLiteral("B")};
    if (a >= 1e6)
        return {v / 1e6, QStringLiteral("M")};
    if (a >= 1e3)
        return {v / 1e3, QStringLiteral("k")};
    return {v, QString()};
}

} // namespace

QString formatCount(double value, const QLocale &locale)
{
    if (!std::isfinite(value))
        return QStringLiteral("—");
    const Scaled s = scale(value, locale);
    if (s.suffix.isEmpty())
        return significant(s.value, locale);
    // "$5000万", not "$5,000万": a group separator before a unit suffix
    // reads as a different number.
    QLocale plain = locale;
    plain.setNumberOptions(locale.numberOptions() | QLocale::OmitGroupSeparator);
    return significant(s.value, plain) + s.suffix;
}

QString formatUsd(double usd, const QLocale &locale)
{
    if (!std::isfinite(usd))
        return QStringLiteral("—");
    const QString sign = usd < 0 ? QStringLiteral("−") : QString();
    return sign + QStringLiteral("$") + formatCount(std::abs(usd), locale);
}

QString formatDays(double days, const QLocale &locale)
{
    const QString n = significant(days, locale);
    return QCoreApplication::translate("planner::Format", "%1 days").arg(n);
}

QString formatHours(double hours, const QLocale &locale)
{
    if (hours < 1.0 / 60.0)
        return QCoreApplication::translate("planner::Format", "%1 s").arg(significant(hours * 3600.0, locale));
    if (hours < 1.0)
        return QCoreApplication::translate("planner::Format", "%1 min").arg(significant(hours * 60.0, locale));
    return QCoreApplication::translate("planner::Format", "%1 h").arg(significant(hours, locale));
}

QString formatPercent(double fraction, const QLocale &locale, int decimals)
{
    return locale.toString(fraction * 100.0, 'f', decimals) + QStringLiteral(" %");
}

QString formatScientific(double value, const QLocale &locale)
{
    if (value == 0 || !std::isfinite(value))
        return locale.toString(value);
    const int exponent = static_cast<int>(std::floor(std::log10(std::abs(value))));
    const double mantissa = value / std::pow(10.0, exponent);
    static const QString superscripts = QStringLiteral("⁰¹²³⁴⁵⁶⁷⁸⁹");
    QString exp;
    for (const QChar c : QString::number(std::abs(exponent)))
        exp += superscripts.at(c.digitValue());
    if (exponent < 0)
        exp.prepend(QChar(0x207B));
    return locale.toString(mantissa, 'f', 1) + QStringLiteral("×10") + exp;
}

QString formatBytes(double bytes, const QLocale &locale)
{
    const char *units[] = {"B", "kB", "MB", "GB", "TB", "PB", "EB"};
    int u = 0;
    while (std::abs(bytes) >= 1000.0 && u < 6) {
        bytes /= 1000.0;
        ++u;
    }
    return significant(bytes, locale) + QLatin1Char(' ') + QLatin1String(units[u]);
}

} // namespace planner
