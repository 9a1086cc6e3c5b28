// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "command.h"
#include "dispatcher.h"

namespace cli {

/** The built-in commands, one file each. */
Command keysCommand();
Command gpusCommand();
Command evaluateCommand();
Command adviseCommand();
Command variantsCommand();
Command sweepCommand();
Command sensitivityCommand();
Command riskCommand();
Command calibrateCommand();
Command saveCommand();
Command historyCommand();
Command solveCommand();
Command cashflowCommand();
Command trackCommand();
/** `portfolio evaluate`, `portfolio schedule`, `portfolio optimise` and
 *  `portfolio template`: commands of two words (Dispatcher::run). */
std::vector<Command> portfolioCommands();

/** A dispatcher holding every built-in command, in help order. Executables
 *  with more libraries add their own commands (e.g. `report`) to it. */
Dispatcher standardDispatcher();

/** The program version, from the CMake project. */
const char *version();

} // namespace cli
