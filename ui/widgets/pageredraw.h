// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <functional>
#include <vector>

namespace planner {

/** Redraws a page of a tabbed or paged view only while it is shown: a
 *  change redraws the page on screen at once and marks the others, which
 *  catch up when they come on screen; a page shown again without a change
 *  since is not redrawn. A move then costs one page's charts, not all of
 *  them (tests/bench/bench_portfoliowindow.cpp). Used by the plan's chart
 *  tabs (modes/plan/chartarea.cpp), the portfolio's tabs and slides
 *  (modes/portfolio/) and the plan's presentation (modes/presentation/). */
class PageRedraw
{
public:
    /** Draws `page` (`interacting`: a slider is held). */
    using Draw = std::function<void(int page, bool interacting)>;

    explicit PageRedraw(Draw draw);

    /** `pages` pages, none drawn yet (once the view has them). */
    void setPageCount(int pages) { m_stale.assign(static_cast<std::size_t>(pages), true); }

    /** What the pages show changed: redraws `shown` (none if out of range)
     *  and marks every other page. */
    void changed(int shown, bool interacting);
    /** `page` came on screen: redraws it if it changed since last drawn. */
    void shown(int page, bool interacting);

private:
    bool inRange(int page) const { return page >= 0 && page < static_cast<int>(m_stale.size()); }

    Draw m_draw;
    std::vector<bool> m_stale;
};

} // namespace planner
