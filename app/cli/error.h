// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <stdexcept>
#include <string>

namespace cli {

/** Process exit codes of llm-tco. */
enum class ExitCode : int {
    Success = 0,
    Failure = 1,  ///< the input was fine but something failed (e.g. a file could not be written)
    BadInput = 2, ///< a bad command line, option value, scenario, --set or catalog
};

/** Thrown by commands and option parsing; the dispatcher prints the message
 *  (one "llm-tco: " prefixed line per message line) on stderr and returns
 *  the code. `showUsage` adds the command's usage, for malformed command lines. */
class Error : public std::runtime_error {
public:
    explicit Error(const std::string &message, ExitCode code = ExitCode::BadInput, bool showUsage = false)
        : std::runtime_error(message), m_code(code), m_showUsage(showUsage)
    {
    }
    ExitCode code() const { return m_code; }
    bool showUsage() const { return m_showUsage; }

private:
    ExitCode m_code;
    bool m_showUsage;
};

/** A malformed command line: unknown option, missing value or required option. */
inline Error usageError(const std::string &message) { return Error(message, ExitCode::BadInput, true); }

} // namespace cli
