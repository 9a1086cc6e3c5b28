// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "options.h"

#include <functional>
#include <iosfwd>
#include <string>
#include <string_view>
#include <vector>

namespace cli {

/** Where a command writes: results on `out`, messages on `err`. Tests pass
 *  string streams; the executable passes std::cout and std::cerr. */
struct Io {
    std::ostream &out;
    std::ostream &err;
};

/** One `llm-tco COMMAND`. Commands are plain values registered with a
 *  Dispatcher, so a command that needs more libraries (e.g. a Qt report)
 *  lives in its own library and is added by the executable. `run` returns
 *  the exit code or throws cli::Error. */
struct Command {
    std::string name;
    std::string summary; ///< one line for `llm-tco --help`
    /** The --format choices, the default first; the dispatcher adds the
     *  option, checks it and hands the choice over as ParsedOptions::format().
     *  Empty: the command has no --format. */
    std::vector<std::string_view> formats;
    std::vector<OptionSpec> options; ///< --help (and --format) are added by the dispatcher
    std::string details;             ///< extra help text: what it prints, examples
    std::function<int(const ParsedOptions &, Io &)> run;
};

} // namespace cli
