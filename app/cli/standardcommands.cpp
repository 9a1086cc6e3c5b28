// SPDX-License-Identifier: GPL-3.0-or-later
#include "commands.h"

#include <utility>

#ifndef PLANNER_VERSION
#define PLANNER_VERSION "unknown"
#endif

namespace cli {

const char *version()
{
    return PLANNER_VERSION;
}

Dispatcher standardDispatcher()
{
    Dispatcher d("llm-tco", version());
    for (Command (*make)() : {evaluateCommand, cashflowCommand, adviseCommand, variantsCommand, sweepCommand,
                              sensitivityCommand, riskCommand, calibrateCommand, trackCommand, solveCommand,
                              keysCommand, gpusCommand, historyCommand, saveCommand})
        d.add(make());
    for (Command &c : portfolioCommands())
        d.add(std::move(c));
    return d;
}

} // namespace cli
