// SPDX-License-Identifier: GPL-3.0-or-later
#include "texts/numberformat.h"

#include "texts/terms.h"

#include <QCoreApplication>
#include <QDate>

#include <algorithm>
#include <cmath>

namespace planner {

namespace {

/** The words around the figures live in the "planner::Format" context of
 *  planner_zh_CN.ts, which the report loads too. */
QString formatText(const char *text)
{
    return QCoreApplication::translate("planner::Format", text);
}

/** Drops trailing zeros of a fixed-point text ("1.500" → "1.5", "2.0" → "2"). */
QString trimZeros(QString text, const QLocale &locale)
{
    const QString point = locale.decimalPoint();
    if (!text.contains(point))
        return text;
    while (text.endsWith(QLatin1Char('0')))
        text.chop(1);
    if (text.endsWith(point))
        text.chop(point.size());
    return text;
}

bool chinese(const QLocale &locale)
{
    return locale.language() == QLocale::Chinese;
}

/** Three significant digits for figures from 1 on, two decimals below:
 *  money keeps its cents ("$0.12"). */
/** Three significant digits (`extra` decimals more), trailing zeros trimmed. */
QString significant(double v, const QLocale &locale, int extra = 0)
{
    const double a = std::abs(v);
    const int decimals = (a >= 100 ? 0 : a >= 10 ? 1 : 2) + extra;
    return trimZeros(locale.toString(v, 'f', decimals), locale);
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

QString notANumber()
{
    return formatText(QT_TRANSLATE_NOOP("planner::Format", "n/a"));
}

QString formatNumber(double value, const QLocale &locale, int significant)
{
    if (!std::isfinite(value))
        return notANumber();
    if (value == 0)
        return locale.toString(0);
    const double a = std::abs(value);
    const int magnitude = static_cast<int>(std::floor(std::log10(a)));
    if (magnitude < -4 || magnitude >= 15)
        return locale.toString(value, 'g', significant);
    // Leading zeros after the point do not count as significant.
    const int decimals = std::max(0, significant - 1 - magnitude);
    return trimZeros(locale.toString(value, 'f', decimals), locale);
}

QString formatFixed(double value, int decimals, const QLocale &locale)
{
    if (!std::isfinite(value))
        return notANumber();
    return locale.toString(value, 'f', decimals);
}

QString formatSignificant(double value, int digits, const QLocale &locale)
{
    if (!std::isfinite(value))
        return notANumber();
    return locale.toString(value, 'g', digits);
}

QString formatWhole(double value, const QLocale &locale)
{
    if (!std::isfinite(value))
        return notANumber();
    return locale.toString(static_cast<qlonglong>(std::llround(value)));
}

QString formatExactCompact(double value, const QLocale &locale)
{
    const double a = std::abs(value);
    struct Step {
        double scale;
        const char *suffix;
    };
    // Chinese counts in 万 (1e4) and 亿 (1e8), English in thousands.
    static const Step en[] = {{1e12, "T"}, {1e9, "B"}, {1e6, "M"}};
    static const Step zh[] = {{1e12, "万亿"}, {1e8, "亿"}, {1e4, "万"}};
    const bool cn = chinese(locale);
    if (std::isfinite(value) && a >= (cn ? 1e5 : 1e6)) {
        for (const Step &s : (cn ? zh : en)) {
            if (a < s.scale)
                continue;
            const double scaled = value / s.scale;
            // Only when the short form is exact to 6 significant digits.
            const double back = QString::number(scaled, 'g', 6).toDouble() * s.scale;
            if (std::abs(back - value) <= 1e-9 * a)
                return formatNumber(scaled, locale, 6) + QString::fromUtf8(s.suffix);
            break;
        }
    }
    return formatNumber(value, locale, 6);
}

namespace {

QString countWith(double value, const QLocale &locale, int extra)
{
    if (!std::isfinite(value))
        return notANumber();
    const Scaled s = scale(value, locale);
    if (s.suffix.isEmpty())
        return significant(s.value, locale, extra);
    // "$5000万", not "$5,000万": a group separator before a unit suffix
    // reads as a different number.
    QLocale plain = locale;
    plain.setNumberOptions(locale.numberOptions() | QLocale::OmitGroupSeparator);
    return significant(s.value, plain, extra) + s.suffix;
}

QString usdWith(double usd, const QLocale &locale, const tco::DisplayCurrency &currency, int extra)
{
    const double amount = currency.fromUsd(usd);
    if (!std::isfinite(amount))
        return notANumber();
    const QString sign = amount < 0 ? QStringLiteral("−") : QString();
    return sign + QString::fromStdString(currency.symbol) + countWith(std::abs(amount), locale, extra);
}

/** The most digits a figure judged against a line gains. */
constexpr int kMostExtraDigits = 3;

} // namespace

QString formatCount(double value, const QLocale &locale)
{
    return countWith(value, locale, 0);
}

QString formatUsd(double usd, const QLocale &locale, const tco::DisplayCurrency &currency)
{
    return usdWith(usd, locale, currency, 0);
}

FigureAgainstLine formatUsdAgainst(double usd, double lineUsd, const QLocale &locale,
                                   const tco::DisplayCurrency &currency)
{
    FigureAgainstLine out;
    for (int extra = 0; extra <= kMostExtraDigits; ++extra) {
        out = {usdWith(usd, locale, currency, extra), usdWith(lineUsd, locale, currency, extra)};
        if (usd == lineUsd || out.figure != out.line)
            break;
    }
    return out;
}

FigureAgainstLine formatPercentAgainst(double fraction, double lineFraction, const QLocale &locale,
                                       int decimals)
{
    FigureAgainstLine out;
    for (int d = decimals; d <= decimals + kMostExtraDigits; ++d) {
        out = {formatPercent(fraction, locale, d), formatPercent(lineFraction, locale, d)};
        if (fraction == lineFraction || out.figure != out.line)
            break;
    }
    return out;
}

QString formatPriceCents(double usd, const QLocale &locale, const tco::DisplayCurrency &currency)
{
    const double amount = currency.fromUsd(usd);
    if (!std::isfinite(amount))
        return notANumber();
    const QString sign = amount < 0 ? QStringLiteral("−") : QString();
    return sign + QString::fromStdString(currency.symbol) + locale.toString(std::abs(amount), 'f', 2);
}

QString currencyCode(const tco::DisplayCurrency &currency)
{
    return QString::fromStdString(currency.code);
}

QString currencyRateText(const tco::DisplayCurrency &currency, const QLocale &locale)
{
    if (currency.isUsd())
        return {};
    return formatText(QT_TRANSLATE_NOOP("planner::Format", "1 USD = %1 %2 (rate of %3)"))
        .arg(formatNumber(currency.perUsd, locale, 6), currencyCode(currency),
             QString::fromStdString(currency.rateDate));
}

QString formatSigned(double delta, const QString &magnitude)
{
    if (delta == 0)
        return QStringLiteral("±") + magnitude;
    return (delta > 0 ? QStringLiteral("+") : QStringLiteral("−")) + magnitude;
}

QString formatSignedUsd(double usd, const QLocale &locale, const tco::DisplayCurrency &currency)
{
    if (!std::isfinite(usd))
        return notANumber();
    return formatSigned(usd, formatUsd(std::abs(usd), locale, currency));
}

bool readsInYears(double days)
{
    // Past two years a count of days is hard to picture ("1,188 days"):
    // years read at once ("3.25 years").
    return std::isfinite(days) && std::abs(days) >= 2 * kDaysPerYear;
}

QString dayFormat()
{
    //: QDate format of a day (QLocale names the month): every date the window, the reports and the date
    //: fields show
    return formatText(QT_TRANSLATE_NOOP("planner::Format", "d MMM yyyy"));
}

QString formatDay(const QDate &day, const QLocale &locale)
{
    return locale.toString(day, dayFormat());
}

QString formatDay(const tco::CivilDate &day, const QLocale &locale)
{
    return formatDay(QDate(day.year, static_cast<int>(day.month), static_cast<int>(day.day)), locale);
}

QString formatTimeOfDay(const QTime &time, const QLocale &locale)
{
    return locale.toString(time, QStringLiteral("HH:mm"));
}

QString formatMonth(const tco::CivilDate &month, const QLocale &locale)
{
    return locale.toString(QDate(month.year, static_cast<int>(month.month), 1), Terms::monthFormat());
}

QString formatMonthTick(const tco::CivilDate &month, bool withYear, const QLocale &locale)
{
    const QDate first(month.year, static_cast<int>(month.month), 1);
    //: Qt date format of a month on a calendar axis, the year on a line of its own below ("Jan"; Chinese
    //: "M月")
    const QString name = locale.toString(first, formatText(QT_TRANSLATE_NOOP("planner::Format", "MMM")));
    return withYear ? name + QLatin1Char('\n') + locale.toString(first, QStringLiteral("yyyy")) : name;
}

QString formatDayTime(const QDateTime &local, const QLocale &locale)
{
    //: a day (formatDay) and a time of day
    return formatText(QT_TRANSLATE_NOOP("planner::Format", "%1 at %2"))
        .arg(formatDay(local.date(), locale), formatTimeOfDay(local.time(), locale));
}

QString formatEnergy(double mwh, const QLocale &locale)
{
    if (!std::isfinite(mwh))
        return notANumber();
    const double magnitude = std::abs(mwh);
    if (magnitude >= 1e6)
        return formatText(QT_TRANSLATE_NOOP("planner::Format", "%1 TWh"))
            .arg(formatNumber(mwh / 1e6, locale, 3));
    if (magnitude >= 1e3)
        return formatText(QT_TRANSLATE_NOOP("planner::Format", "%1 GWh"))
            .arg(formatNumber(mwh / 1e3, locale, 3));
    return formatText(QT_TRANSLATE_NOOP("planner::Format", "%1 MWh")).arg(formatNumber(mwh, locale, 3));
}

QString formatQuantity(double value, const QLocale &locale)
{
    if (!std::isfinite(value))
        return notANumber();
    if (std::abs(value) >= 1e6)
        return formatCount(value, locale);
    return locale.toString(value, 'f', std::abs(value) < 10 ? 1 : 0);
}

QString formatDays(double days, const QLocale &locale)
{
    // Less than a day reads in hours: "1.19 h", not "0.0495 days".
    if (days != 0 && std::abs(days) < 1)
        return formatHours(days * 24.0, locale);
    if (readsInYears(days))
        return formatText(QT_TRANSLATE_NOOP("planner::Format", "%1 years"))
            .arg(formatNumber(days / kDaysPerYear, locale, 3));
    return formatText(QT_TRANSLATE_NOOP("planner::Format", "%1 days")).arg(formatNumber(days, locale, 3));
}

QString formatMonths(double months, const QLocale &locale)
{
    return formatText(QT_TRANSLATE_NOOP("planner::Format", "%1 months")).arg(formatNumber(months, locale, 3));
}

QString formatHours(double hours, const QLocale &locale)
{
    if (hours > 0 && hours < 1.0 / 60.0)
        return formatText(QT_TRANSLATE_NOOP("planner::Format", "%1 s"))
            .arg(formatNumber(hours * 3600.0, locale, 3));
    if (hours > 0 && hours < 1.0)
        return formatText(QT_TRANSLATE_NOOP("planner::Format", "%1 min"))
            .arg(formatNumber(hours * 60.0, locale, 3));
    return formatText(QT_TRANSLATE_NOOP("planner::Format", "%1 h")).arg(formatNumber(hours, locale, 3));
}

QString formatPercent(double fraction, const QLocale &locale, int decimals)
{
    if (!std::isfinite(fraction))
        return notANumber();
    return locale.toString(fraction * 100.0, 'f', decimals) + QStringLiteral(" %");
}

QString formatSignedPercent(double fraction, const QLocale &locale, int decimals)
{
    if (!std::isfinite(fraction))
        return notANumber();
    // A change that rounds to zero reads "±0.0 %", not "+0.0 %".
    const bool zero = std::abs(fraction) * 100.0 < 0.5 * std::pow(10.0, -decimals);
    return formatSigned(zero ? 0.0 : fraction, formatPercent(std::abs(fraction), locale, decimals));
}

QString formatScientific(double value, const QLocale &locale)
{
    if (!std::isfinite(value))
        return notANumber();
    if (value == 0)
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
    if (!std::isfinite(bytes))
        return notANumber();
    const char *units[] = {"B", "kB", "MB", "GB", "TB", "PB", "EB"};
    int u = 0;
    while (std::abs(bytes) >= 1000.0 && u < 6) {
        bytes /= 1000.0;
        ++u;
    }
    return significant(bytes, locale) + QLatin1Char(' ') + QLatin1String(units[u]);
}

} // namespace planner
