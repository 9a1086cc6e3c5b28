// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/pageredraw.h"

#include <algorithm>
#include <utility>

namespace planner {

PageRedraw::PageRedraw(Draw draw) : m_draw(std::move(draw))
{
}

void PageRedraw::changed(int shown, bool interacting)
{
    std::fill(m_stale.begin(), m_stale.end(), true);
    this->shown(shown, interacting);
}

void PageRedraw::shown(int page, bool interacting)
{
    if (!inRange(page) || !m_stale[static_cast<std::size_t>(page)])
        return;
    // Cleared before drawing, so a change made while drawing marks it again.
    m_stale[static_cast<std::size_t>(page)] = false;
    m_draw(page, interacting);
}

} // namespace planner
