// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "plan/calendar.h"
#include "plan/currency.h"

#include <QDate>
#include <QDateTime>
#include <QLocale>
#include <QString>

namespace planner {

/** Readable figures for people, in the UI language's locale: "$1.2M",
 *  "$34.5k", "34 days", "4.4M GPU-h", "6.3e24". Every visible number of the
 *  window, the charts, the report and `llm-tco report` goes through these,
 *  so they agree (docs/architecture.md, "texts"). One rule for all of them:
 *  a number that is not finite reads notANumber(). */

/** "n/a" in the UI language: what every formatter writes for NaN or ±∞. */
QString notANumber();
/** A short decimal with up to `significant` digits, group separators and no
 *  trailing zeros ("1,234.5", "0.0123"); scientific outside 1e-4 … 1e15. */
QString formatNumber(double value, const QLocale &locale = QLocale(), int significant = 6);
/** Fixed decimals, trailing zeros kept ("0.350", "12.0"): a figure whose
 *  digits say how precise it is (a loss, a growth factor, points). */
QString formatFixed(double value, int decimals, const QLocale &locale = QLocale());
/** Up to `digits` significant digits, scientific for very large or small
 *  magnitudes ("0.1235", "1.235e+04"): any value on an axis or in a hover. */
QString formatSignificant(double value, int digits, const QLocale &locale = QLocale());
/** A whole number with grouping, for counts of accelerators ("2,048"). */
QString formatWhole(double value, const QLocale &locale = QLocale());
/** Large figures with a suffix only when exact to six digits (70B, 15T;
 *  700亿 in Chinese), else formatNumber(): input values as set. */
QString formatExactCompact(double value, const QLocale &locale = QLocale());
/** Money: an amount of US dollars (every amount of the model is one) in
 *  the display currency, converted at its rate (docs/model.md, Display
 *  currency): "$1.2M", "¥3.2亿" in Chinese, "¥320M", "€1.2M", "−$30k".
 *  The currency defaults to the thread's (tco::activeCurrency(): the
 *  window's plan on the GUI thread, a report's plan while it renders). */
QString formatUsd(double usd, const QLocale &locale = QLocale(),
                  const tco::DisplayCurrency &currency = tco::activeCurrency());
/** A figure and the line it is judged against (a budget's warning line),
 *  written so that the comparison reads right. */
struct FigureAgainstLine {
    QString figure;
    QString line;
};
/** `usd` and `lineUsd` as formatUsd writes them, with as many more decimals
 *  (at most three) as it takes for two different amounts to read
 *  differently: "$135.5M" against a line of "$135M", never "$135M" against
 *  "$135M" for a year flagged past that line. */
FigureAgainstLine formatUsdAgainst(double usd, double lineUsd, const QLocale &locale = QLocale(),
                                   const tco::DisplayCurrency &currency = tco::activeCurrency());
/** The same for shares: "90.3 %" against "90 %" (formatPercent). */
FigureAgainstLine formatPercentAgainst(double fraction, double lineFraction,
                                       const QLocale &locale = QLocale(), int decimals = 0);
/** A price to the cent in the display currency: "$2.00", "¥21.45", for
 *  hourly prices where $2.00 and $2.99 must read as prices. */
QString formatPriceCents(double usd, const QLocale &locale = QLocale(),
                         const tco::DisplayCurrency &currency = tco::activeCurrency());
/** The sign of `delta` ("+", a real minus "−", "±" for none) before the
 *  text of its magnitude: every signed figure is written this way. */
QString formatSigned(double delta, const QString &magnitude);
/** A money difference: "+$1.2M", "−$30k" (a real minus sign), "±$0". */
QString formatSignedUsd(double usd, const QLocale &locale = QLocale(),
                        const tco::DisplayCurrency &currency = tco::activeCurrency());
/** The code of the money figures, for axis titles and column heads: "USD",
 *  "CNY". */
QString currencyCode(const tco::DisplayCurrency &currency = tco::activeCurrency());
/** The currency's rate for people: "1 USD = 7.1726 CNY (2025-02-25)"; empty
 *  for US dollars. Reports state it on the cover and in the method. */
QString currencyRateText(const tco::DisplayCurrency &currency = tco::activeCurrency(),
                         const QLocale &locale = QLocale());
/** A day as the window and the reports write it: "31 Mar 2027" (Chinese
 *  "2027/3/31"). */
QString formatDay(const tco::CivilDate &day, const QLocale &locale = QLocale());
QString formatDay(const QDate &day, const QLocale &locale = QLocale());
/** A moment as a day and its time: "31 Mar 2027 at 14:05" (local time in;
 *  saved, restored and generated times). */
QString formatDayTime(const QDateTime &local, const QLocale &locale = QLocale());
/** A time of day: "14:05". */
QString formatTimeOfDay(const QTime &time, const QLocale &locale = QLocale());
/** A month: "Jan 2027" (Chinese "2027年1月"; Terms::monthFormat). */
QString formatMonth(const tco::CivilDate &month, const QLocale &locale = QLocale());
/** "Jan", or "Jan" over "2027" (`withYear`): a month on a calendar axis,
 *  where the year is said once, on the first month and each January. */
QString formatMonthTick(const tco::CivilDate &month, bool withYear, const QLocale &locale = QLocale());
/** The QDate format of formatDay, for date fields that show what the
 *  window writes: "d MMM yyyy" ("yyyy/M/d" in Chinese). */
QString dayFormat();
/** "95.3 days": three significant digits; from two years on "3.25 years";
 *  under a day in hours ("1.19 h", formatHours). */
QString formatDays(double days, const QLocale &locale = QLocale());
/** "14.5 months": a project's length. */
QString formatMonths(double months, const QLocale &locale = QLocale());
/** Days in a year of formatDays (365.25). */
inline constexpr double kDaysPerYear = 365.25;
/** Whether formatDays words `days` in years: from two years on. */
bool readsInYears(double days);
/** "45 s", "30 min", "1.5 h". */
QString formatHours(double hours, const QLocale &locale = QLocale());
/** A quantity people count: "3,412", "7.5" below ten, formatCount() from
 *  a million on ("1.2M"): tonnes of CO₂ in the window and compare. */
QString formatQuantity(double value, const QLocale &locale = QLocale());
/** 1234567 → "1.23M" (k, M, B, T suffixes; Chinese uses 万/亿). */
QString formatCount(double value, const QLocale &locale = QLocale());
QString formatPercent(double fraction, const QLocale &locale = QLocale(), int decimals = 1);
/** A relative change: "+12.5 %", "−3.0 %", "±0.0 %" when it rounds to zero. */
QString formatSignedPercent(double fraction, const QLocale &locale = QLocale(), int decimals = 1);
/** Scientific with a superscript exponent: 6.3×10²⁴. */
QString formatScientific(double value, const QLocale &locale = QLocale());
/** Energy: "950 MWh", from 1,000 MWh on "8.63 GWh", from 1,000 GWh
 *  "1.2 TWh"; three significant digits. Every surface shows energy so. */
QString formatEnergy(double mwh, const QLocale &locale = QLocale());
/** Bytes with a binary-free SI unit: 980 GB, 1.2 TB. */
QString formatBytes(double bytes, const QLocale &locale = QLocale());

} // namespace planner
