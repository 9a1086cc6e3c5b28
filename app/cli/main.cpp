// SPDX-License-Identifier: GPL-3.0-or-later
// llm-tco: the command-line planner. All logic lives in planner_cli.
#include "commands.h"
#ifdef PLANNER_HAVE_REPORT
#include "reportcommand.h"
#endif

#include <iostream>
#include <string>
#include <vector>

int main(int argc, char **argv)
{
    std::ios::sync_with_stdio(false);
    const std::vector<std::string> args(argv + (argc > 0 ? 1 : 0), argv + argc);
    cli::Dispatcher dispatcher = cli::standardDispatcher();
#ifdef PLANNER_HAVE_REPORT
    dispatcher.add(cli::reportCommand());
#endif
    const int code = dispatcher.run(args, std::cout, std::cerr);
    std::cout.flush();
    return std::cout ? code : 1;
}
