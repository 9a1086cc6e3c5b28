// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <vector>

namespace planner {

class Mode;
struct ModeContext;

/** Every mode of the window, in the order their pages, menus and status
 *  widgets appear; owned by the window. The one place a new mode is
 *  registered (docs/architecture.md, "How to add a mode"). */
std::vector<Mode *> createModes(const ModeContext &context);

} // namespace planner
