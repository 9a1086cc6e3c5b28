// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QLocale>
#include <QString>

namespace planner {

/** Readable figures for people, in the UI language's locale: "$1.2M",
 *  "$34.5k", "34 days", "4.4M GPU-h", "6.3e24". Every visible number goes
 *  through these so the window, charts and reports agree. */
QString formatUsd(double usd, const QLocale &locale = QLocale());
QString formatDays(double days, const QLocale &locale = QLocale());
QString formatHours(double hours, const QLocale &locale = QLocale());
/** 1234567 → "1.23M" (k, M, B, T suffixes; Chinese uses 万/亿). */
QString formatCount(double value, const QLocale &locale = QLocale());
QString formatPercent(double fraction, const QLocale &locale = QLocale(), int decimals = 1);
/** Scientific with a superscript exponent: 6.3×10²⁴. */
QString formatScientific(double value, const QLocale &locale = QLocale());
/** Bytes with a binary-free SI unit: 980 GB, 1.2 TB. */
QString formatBytes(double bytes, const QLocale &locale = QLocale());

} // namespace planner
