// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "command.h"
#include "safetext.h"

#include <iosfwd>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace cli {

/** The table of commands and the top-level command line: `--help`,
 *  `--version`, `help [COMMAND]`, `COMMAND [OPTIONS]`, `COMMAND --help`.
 *  Catches cli::Error (message on err, its exit code) and any other
 *  exception (internal error, exit 1). */
class Dispatcher
{
public:
    explicit Dispatcher(std::string program = "llm-tco", std::string version = {});

    /** Adds a command; one with the same name replaces it. */
    void add(Command command);
    const Command *find(std::string_view name) const;
    /** True when commands of two words start with `word` ("portfolio"). */
    bool isGroup(std::string_view word) const;
    /** Their second words, "evaluate | schedule | ...". */
    std::string groupActions(std::string_view word) const;
    const std::vector<Command> &commands() const { return m_commands; }

    /** `args` excludes the program name. Returns the process exit code. */
    int run(std::span<const std::string> args, std::ostream &out, std::ostream &err) const;

    void printUsage(std::ostream &os) const;
    void printCommandHelp(const Command &command, std::ostream &os) const;
    /** The actions of a group ("portfolio") with their summaries. */
    void printGroupHelp(std::string_view word, std::ostream &os) const;

private:
    int runCommand(const Command &command, std::span<const std::string> args, Io &io) const;

    std::string m_program;
    std::string m_version;
    std::vector<Command> m_commands;
};

/** Prints an error message, one "program: " prefixed line per line, each
 *  terminalSafe(). */
void printError(std::ostream &err, std::string_view program, std::string_view message);

} // namespace cli
