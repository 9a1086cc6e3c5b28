// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "actuals.h"
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

/** Actual spend by one tag's values. */
struct TagSpend {
    std::string tag;   ///< "project", "experiment", "team"
    std::string value; ///< "" = lines without this tag
    double actualUsd = 0;
};

/** The spend as tracking uses it (docs/model.md §15), summed line by line
 *  as the lines are read: by category, phase, tag value and month, and
 *  what is dated outside the plan's window. It keeps no line, so its memory
 *  grows with the categories, tag values and months, not with the lines:
 *  `llm-tco track` streams an export through it (docs/actuals.md), and
 *  tco::track() sums a plan's saved lines through it too. */
class SpendTally
{
public:
    /** `window`: the plan's (planWindow()); it decides what is "to date". */
    explicit SpendTally(const PlanWindow &window) : m_window(window) {}

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
     *  only when some line has it (project, experiment, team). */
    std::vector<TagSpend> byTag() const;
    /** The spend to date dated before `d`. */
    double toDateBefore(const CivilDate &d) const;

    // The rest: dated before the start, after today or after the finish.
    /** One group per reason, in the order of OutsideWhy. */
    std::vector<OutsideSpend> outside() const;
    double outsideUsd() const { return m_outsideUsd; }

private:
    struct TagSums {
        std::map<std::string, double> usd;
        bool any = false;
    };
    PlanWindow m_window;
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
