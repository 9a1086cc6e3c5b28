// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <stdexcept>
#include <string>

namespace cli {

/** Process exit codes of llm-tco, the same for every command (README,
 *  "Exit status"). Bad input wins over everything; otherwise the highest
 *  status that applies. */
enum class ExitCode : int {
    Success = 0,
    Failure = 1,     ///< could not read or write a file
    BadInput = 2,    ///< a bad command line, option value, scenario, --set or catalog
    Infeasible = 3,  ///< the plan cannot run (does not fit, cannot finish): no totals
    NoSolution = 4,  ///< `solve` found nothing that meets every target
    PastWarning = 5, ///< track: actual or P50 forecast spend past the warning line
    PastReview = 6,  ///< track: past the review line
};

/** 3 for a plan that cannot run, else 0: what a command that evaluates one
 *  plan returns after writing its output. */
inline int planStatus(bool feasible)
{
    return feasible ? 0 : static_cast<int>(ExitCode::Infeasible);
}

/** Thrown by commands and option parsing; the dispatcher prints the message
 *  (one "llm-tco: " prefixed line per message line) on stderr and returns
 *  the code. `showUsage` adds the command's usage, for malformed command lines. */
class Error : public std::runtime_error
{
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
inline Error usageError(const std::string &message)
{
    return Error(message, ExitCode::BadInput, true);
}

} // namespace cli
