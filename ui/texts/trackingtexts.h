// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "tracking/forecast.h"

#include <QCoreApplication>
#include <QLocale>
#include <QString>
#include <QStringList>

namespace planner {

/** The words of tracking actual spend against the plan (docs/model.md,
 *  "Tracking actual spend"), for the window's tracking panel and alert and
 *  the report's deviation chapter alike. */
class TrackingTexts
{
    Q_DECLARE_TR_FUNCTIONS(planner::TrackingTexts)
public:
    /** A few words for a banner: "Past the review line", "Within budget". */
    static QString statusTitle(tco::BudgetStatus status);
    /** Which figure crossed which line, or that both stay below the
     *  warning line; without a budget, that there is nothing to track
     *  against. */
    static QString statusSentence(const tco::Tracking &t, const QLocale &locale = QLocale());
    /** What was spent by when against the plan to date. */
    static QString actualSentence(const tco::Tracking &t, const QLocale &locale = QLocale());
    /** The forecast at completion with its band and finish date, or that
     *  the run cannot finish at the measured rates. */
    static QString forecastSentence(const tco::Tracking &t, const QLocale &locale = QLocale());
    /** "Possibly an incomplete export: no spend on …", naming what the plan
     *  expected by now and found none of (tco::missingFromExport), or empty. */
    static QString incompleteExportSentence(const tco::Tracking &t, const QLocale &locale = QLocale());
    /** Spend dated before the start, after today or after the plan's
     *  finish (which lines, how much), kept out of "to date", and saved
     *  progress points the plan makes impossible; empty when none
     *  (docs/model.md §15, "Dates outside the plan"). */
    static QString datesSentence(const tco::Tracking &t, const QLocale &locale = QLocale());
    /** A measured figure that was clamped or lies beyond the plan (an MFU
     *  above compute.mfu's range, more tokens than the plan trains, an MTBF
     *  out of range), or empty. */
    static QString calibrationFlagSentence(const tco::Tracking &t, const QLocale &locale = QLocale());
    /** What the progress measured (MFU, failures) against the plan, or
     *  that the plan's rates stand: without progress, or with progress of
     *  a main run not yet started (0 tokens in 0 hours, on its date). */
    static QString calibrationSentence(const tco::Tracking &t, const QLocale &locale = QLocale());
    /** The column heads of the tracking tables, the window's and the
     *  report's: deviations by category or phase, spend by tag, and the
     *  input changes that explain the forecast. */
    static QStringList deviationHeader(bool categories);
    static QStringList tagHeader();
    static QStringList explanationHeader();
    /** A deviation row's name: a category's or phase's label. */
    static QString categoryName(const std::string &key);
    static QString phaseName(const std::string &key);
    /** A tag's name ("project") and a row's value ("" reads "(none)"; the
     *  row of the values not listed, how many it sums: "(about 990,000
     *  other values)"). */
    static QString tagName(const std::string &tag);
    static QString tagValue(const tco::TagSpend &row, const QLocale &locale = QLocale());
    /** Under a list of the spend by tag with a row of other values: how
     *  many values a tag lists and tells apart (tco::TagLimits). */
    static QString tagLimitsNote(const QLocale &locale = QLocale());
    /** One of its values (tco::InputChange's text) in the input's own
     *  format and unit ("39.6 %"); the accelerator's id as it is. */
    static QString inputValue(const std::string &key, const std::string &text,
                              const QLocale &locale = QLocale());
};

} // namespace planner
