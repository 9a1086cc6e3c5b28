// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "plan/inputs.h"

#include <QLocale>
#include <QString>

#include <optional>

namespace planner {

/** How a numeric input is written in a field and read back, in the UI
 *  locale: fractions as percent ("40" for 0.40), large figures with a
 *  suffix ("70B", "15T", "20M"), everything else as a short decimal. Text
 *  written by text() reads back through parse() to the same value to six
 *  significant digits. */
class InputFormat
{
public:
    /** Display units per model unit: 100 for fractions and probabilities,
     *  the display currency's rate for money (tco::activeCurrency()). */
    static double displayScale(const tco::InputSpec &spec);
    /** The value as typed in the field (no unit). */
    static QString text(const tco::InputSpec &spec, double modelValue, const QLocale &locale = QLocale());
    /** The value with its translated unit, for messages: "150 %", "70B
     *  parameters"; a Choice input's option name ("Spot"). */
    static QString textWithUnit(const tco::InputSpec &spec, double modelValue,
                                const QLocale &locale = QLocale());
    /** "1 % – 95 %"; a Choice input's options: "On demand | Reserved | Spot". */
    static QString rangeText(const tco::InputSpec &spec, const QLocale &locale = QLocale());
    /** Reads typed text (locale or C digits, group separators, k/M/B/T, 万/亿,
     *  e-notation, a trailing unit or %) into a model value; nullopt when it
     *  is not a number. Range is not checked here. */
    static std::optional<double> parse(const tco::InputSpec &spec, const QString &text,
                                       const QLocale &locale = QLocale());
};

} // namespace planner
