// SPDX-License-Identifier: GPL-3.0-or-later
#include "shell/modelist.h"

#include "modekit/mode.h"

// One line per mode: the factory its folder defines (modekit/mode.h,
// PLANNER_MODE_FACTORY), in the order of the window's pages and menus.
#define PLANNER_MODES(X)                                                                                     \
    X(planMode)                                                                                              \
    X(assumptionsMode)                                                                                       \
    X(trackingMode)                                                                                          \
    X(compareMode)                                                                                           \
    X(portfolioMode)                                                                                         \
    X(presentationMode)

namespace planner {

#define PLANNER_DECLARE_MODE(name) Mode *name(const ModeContext &context);
PLANNER_MODES(PLANNER_DECLARE_MODE)
#undef PLANNER_DECLARE_MODE

std::vector<Mode *> createModes(const ModeContext &context)
{
#define PLANNER_CREATE_MODE(name) name(context),
    return {PLANNER_MODES(PLANNER_CREATE_MODE)};
#undef PLANNER_CREATE_MODE
}

} // namespace planner
