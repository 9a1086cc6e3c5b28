// SPDX-License-Identifier: GPL-3.0-or-later
// llm-tco: the command-line planner. All logic lives in planner_cli.
#include "commands.h"
#ifdef PLANNER_HAVE_REPORT
#include "reportcommand.h"
#endif

#include <cerrno>
#include <cstring>
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
    // errno still holds the reason of the write that failed, mid-run or here.
    std::cout.flush();
    if (!std::cout) {
        // A full disk or a closed pipe: say so, or a script sees only "1".
        const int err = errno;
        std::cerr << "llm-tco: cannot write to standard output"
                  << (err != 0 ? std::string(": ") + std::strerror(err) : std::string()) << '\n';
        return 1;
    }
    return code;
}
