// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "actuals.h"
#include "distinctcount.h"
#include "plan/calendar.h"
#include "plan/result.h"
#include "trackingchecks.h"

#include <array>
#include <cstddef>
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace tco {

/** The spend lines dated outside the plan for one reason. */
struct OutsideSpend {
    OutsideWhy why = OutsideWhy::AfterToday;
    std::size_t lines = 0;
    double usd = 0;
    CivilDate first, last;                ///< the earliest and the latest of their dates
    std::vector<std::size_t> sourceLines; ///< their lines in the file, the first kListedOutsideLines
};
inline constexpr std::size_t kListedOutsideLines = 10;

/** Actual spend by one tag's value, or by the values not listed. */
struct TagSpend {
    std::string tag;   ///< "project", "experiment", "team"
    std::string value; ///< "" = lines without this tag (in a row of one value)
    double actualUsd = 0;
    /** The row of a tag's values not listed (TagLimits): how many values it
     *  sums; 0 in a row of one value. */
    std::size_t otherValues = 0;
    /** otherValues is about (DistinctCount), to two significant digits. */
    bool otherValuesEstimated = false;
    bool isOther() const { return otherValues > 0; }
};

/** How many of a tag's values the tally tells apart, so that its memory and
 *  every list of the spend by tag stay bounded whatever an export holds (a
 *  million lines of a million experiments, issue 52; docs/actuals.md,
 *  "Tags"). */
struct TagLimits {
    /** Values summed one by one: a tag's first this many (lines without
     *  the tag are summed apart too); a value first seen after them is
     *  summed with the others and counted (DistinctCount). */
    std::size_t summed = 10000;
    /** Of the values summed, the largest listed by byTag(); the rest join
     *  the others in one row. */
    std::size_t listed = 20;
};

/** The spend as tracking uses it (docs/model.md §15), summed line by line
 *  as the lines are read: by category, phase, tag value and month, and
 *  what is dated outside the plan's window. It keeps no line, so its memory
 *  grows with the categories, months and the tag values it tells apart
 *  (TagLimits), not with the lines: `llm-tco track` streams an export
 *  through it (docs/actuals.md), and tco::track() sums a plan's saved
 *  lines through it too. */
class SpendTally
{
public:
    /** `window`: the plan's (planWindow()); it decides what is "to date". */
    explicit SpendTally(const PlanWindow &window, TagLimits limits = {}) : m_window(window), m_limits(limits)
    {
    }

    void add(const SpendLine &line);
    void add(const std::vector<SpendLine> &lines)
    {
        for (const SpendLine &l : lines)
            add(l);
    }

    const PlanWindow &window() const { return m_window; }
    /** Every line added, to date or not. */
    std::size_t lines() const { return m_lines; }
    /** Everything billed, to date or not. */
    double spentUsd() const { return m_toDateUsd + m_outsideUsd; }

    // The spend to date: dated within the window.
    std::size_t toDateLines() const { return m_toDateLines; }
    double toDateUsd() const { return m_toDateUsd; }
    /** The last day of the spend to date, nullopt when there is none. */
    std::optional<CivilDate> lastToDate() const { return m_lastToDate; }
    const std::array<double, kCategoryCount> &byCategory() const { return m_byCategory; }
    const std::array<double, kPhaseCount> &byPhase() const { return m_byPhase; }
    /** Each tag's values with their spend to date, largest first, a tag
     *  only when some line has it (project, experiment, team): at most
     *  TagLimits::listed of them, then, when it has more, one row of the
     *  others (TagSpend::isOther), whose spend makes the tag's total the
     *  spend to date. */
    std::vector<TagSpend> byTag() const;
    /** The spend to date dated before `d`. */
    double toDateBefore(const CivilDate &d) const;

    // The rest: dated before the start, after today or after the finish.
    /** One group per reason, in the order of OutsideWhy. */
    std::vector<OutsideSpend> outside() const;
    double outsideUsd() const { return m_outsideUsd; }

private:
    struct TagSums {
        std::map<std::string, double, std::less<>> usd; ///< at most TagLimits::summed values, and ""
        double laterUsd = 0;                            ///< on values first seen once `usd` was full
        DistinctCount laterValues;                      ///< those values
        bool any = false;
    };
    PlanWindow m_window;
    TagLimits m_limits;
    std::size_t m_lines = 0, m_toDateLines = 0;
    double m_toDateUsd = 0, m_outsideUsd = 0;
    std::optional<CivilDate> m_lastToDate;
    std::array<double, kCategoryCount> m_byCategory{};
    std::array<double, kPhaseCount> m_byPhase{};
    std::array<TagSums, 3> m_byTag;                       ///< project, experiment, team
    std::map<CivilDate, double> m_byMonth;                ///< by the first day of the month
    std::array<std::optional<OutsideSpend>, 3> m_outside; ///< by OutsideWhy
};

} // namespace tco
