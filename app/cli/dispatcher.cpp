// SPDX-License-Identifier: GPL-3.0-or-later
#include "dispatcher.h"

#include "error.h"
#include "json.h"

#include <plan/currency.h>

#include <algorithm>
#include <exception>
#include <ostream>
#include <sstream>

namespace cli {

namespace {

bool isHelp(std::string_view arg)
{
    return arg == "--help" || arg == "-h";
}

std::string optionSynopsis(const OptionSpec &o)
{
    std::string s = "--" + o.name;
    if (!o.valueName.empty())
        s += " " + o.valueName;
    return s;
}

/** What the command accepts besides --help: --format first when it has formats. */
std::vector<OptionSpec> specsOf(const Command &command)
{
    std::vector<OptionSpec> specs;
    if (!command.formats.empty())
        specs.push_back(formatSpec(command.formats));
    specs.insert(specs.end(), command.options.begin(), command.options.end());
    return specs;
}

} // namespace

void printError(std::ostream &err, std::string_view program, std::string_view message)
{
    std::size_t start = 0;
    while (start <= message.size()) {
        const std::size_t end = std::min(message.find('\n', start), message.size());
        err << program << ": " << terminalSafe(message.substr(start, end - start)) << '\n';
        start = end + 1;
    }
}

Dispatcher::Dispatcher(std::string program, std::string version)
    : m_program(std::move(program)), m_version(std::move(version))
{
}

void Dispatcher::add(Command command)
{
    const auto it = std::find_if(m_commands.begin(), m_commands.end(),
                                 [&](const Command &c) { return c.name == command.name; });
    if (it != m_commands.end())
        *it = std::move(command);
    else
        m_commands.push_back(std::move(command));
}

const Command *Dispatcher::find(std::string_view name) const
{
    const auto it =
        std::find_if(m_commands.begin(), m_commands.end(), [&](const Command &c) { return c.name == name; });
    return it == m_commands.end() ? nullptr : &*it;
}

bool Dispatcher::isGroup(std::string_view word) const
{
    return !groupActions(word).empty();
}

std::string Dispatcher::groupActions(std::string_view word) const
{
    std::string actions;
    for (const Command &c : m_commands)
        if (c.name.size() > word.size() && c.name.starts_with(word) && c.name[word.size()] == ' ')
            actions += (actions.empty() ? "" : " | ") + c.name.substr(word.size() + 1);
    return actions;
}

void Dispatcher::printGroupHelp(std::string_view word, std::ostream &os) const
{
    os << "Usage: " << m_program << ' ' << word << " ACTION [OPTIONS]\n\nActions:\n";
    std::size_t width = 0;
    for (const Command &c : m_commands)
        if (c.name.starts_with(std::string(word) + " "))
            width = std::max(width, c.name.size() - word.size() - 1);
    for (const Command &c : m_commands)
        if (c.name.starts_with(std::string(word) + " ")) {
            const std::string action = c.name.substr(word.size() + 1);
            os << "  " << action << std::string(width - action.size() + 2, ' ') << c.summary << '\n';
        }
    os << "\n`" << m_program << ' ' << word << " ACTION --help` shows an action's options.\n";
}

void Dispatcher::printUsage(std::ostream &os) const
{
    os << "Usage: " << m_program << " COMMAND [OPTIONS]\n"
       << "       " << m_program << " COMMAND --help | --help | --version\n\n"
       << "Plans the total cost of ownership of pre-training a large language model.\n"
       << "Every default is an editable assumption, not a quote.\n\nCommands:\n";
    std::size_t width = 0;
    for (const Command &c : m_commands)
        width = std::max(width, c.name.size());
    for (const Command &c : m_commands)
        os << "  " << c.name << std::string(width - c.name.size() + 2, ' ') << c.summary << '\n';
    os << "\nExit status: 0 success, 1 failure (e.g. a file could not be written),\n"
       << "2 bad input (the message on stderr names the option or key, the value and what is allowed).\n";
}

void Dispatcher::printCommandHelp(const Command &command, std::ostream &os) const
{
    const std::vector<OptionSpec> specs = specsOf(command);
    os << "Usage: " << m_program << ' ' << command.name;
    for (const OptionSpec &o : specs)
        os << " [" << optionSynopsis(o) << ']' << (o.repeatable ? "..." : "");
    os << "\n\n" << command.summary << "\n\nOptions:\n";
    std::size_t width = 6; // "--help"
    for (const OptionSpec &o : specs)
        width = std::max(width, optionSynopsis(o).size());
    for (const OptionSpec &o : specs) {
        const std::string syn = optionSynopsis(o);
        os << "  " << syn << std::string(width - syn.size() + 2, ' ') << o.help
           << (o.repeatable ? " (repeatable)" : "") << '\n';
    }
    os << "  --help" << std::string(width - 6 + 2, ' ') << "show this help\n";
    if (!command.details.empty())
        os << '\n' << command.details << (command.details.back() == '\n' ? "" : "\n");
}

int Dispatcher::run(std::span<const std::string> args, std::ostream &out, std::ostream &err) const
{
    Io io{out, err};
    if (args.empty()) {
        printError(err, m_program, "no command given");
        printUsage(err);
        return static_cast<int>(ExitCode::BadInput);
    }
    const std::string &first = args.front();
    if (isHelp(first)) {
        printUsage(out);
        return 0;
    }
    if (first == "--version") {
        out << m_program << ' ' << m_version << '\n';
        return 0;
    }
    if (first == "help") {
        if (args.size() == 1) {
            printUsage(out);
            return 0;
        }
        const Command *c = args.size() >= 3 ? find(args[1] + " " + args[2]) : nullptr;
        if (!c)
            c = find(args[1]);
        if (c) {
            printCommandHelp(*c, out);
            return 0;
        }
        if (isGroup(args[1])) {
            printGroupHelp(args[1], out);
            return 0;
        }
        printError(err, m_program, "unknown command '" + args[1] + "'");
        printUsage(err);
        return static_cast<int>(ExitCode::BadInput);
    }
    // A command of two words ("portfolio evaluate"): the first names a
    // group, the second the action.
    if (args.size() >= 2)
        if (const Command *c = find(first + " " + args[1]))
            return runCommand(*c, args.subspan(2), io);
    const Command *command = find(first);
    if (!command && isGroup(first) && args.size() >= 2 && isHelp(args[1])) {
        printGroupHelp(first, out);
        return 0;
    }
    if (!command && isGroup(first)) {
        printError(
            err, m_program,
            (args.size() < 2 ? "'" + first + "' needs an action" : "unknown action '" + args[1] + "'") +
                "; allowed: " + groupActions(first));
        return static_cast<int>(ExitCode::BadInput);
    }
    if (!command) {
        printError(err, m_program,
                   first.rfind("-", 0) == 0 ? "unknown option " + first : "unknown command '" + first + "'");
        printUsage(err);
        return static_cast<int>(ExitCode::BadInput);
    }
    return runCommand(*command, args.subspan(1), io);
}

namespace {

/** --format json asked for on a command that has it, whether or not the
 *  rest of the line parses. */
bool wantsJson(const Command &command, std::span<const std::string> args)
{
    if (std::find(command.formats.begin(), command.formats.end(), "json") == command.formats.end())
        return false;
    for (std::size_t k = 0; k < args.size(); ++k)
        if (args[k] == "--format=json" ||
            (args[k] == "--format" && k + 1 < args.size() && args[k + 1] == "json"))
            return true;
    return false;
}

/** A refusal as JSON on stdout, beside the message on stderr: a script
 *  that asked for JSON gets it for every exit status (issue 32). */
void writeJsonError(std::ostream &out, int code, std::string_view message)
{
    // Cleaned as on stderr, line by line (printError).
    std::string text;
    std::size_t start = 0;
    while (start <= message.size()) {
        const std::size_t end = std::min(message.find('\n', start), message.size());
        text += (start ? "\n" : "") + terminalSafe(message.substr(start, end - start));
        start = end + 1;
    }
    JsonWriter j;
    j.beginObject()
        .value("status", "error")
        .value("exitCode", static_cast<double>(code))
        .value("error", text);
    out << j.endObject().text();
    out.flush();
}

} // namespace

int Dispatcher::runCommand(const Command &command, std::span<const std::string> args, Io &io) const
{
    if (std::any_of(args.begin(), args.end(), [](const std::string &a) { return isHelp(a); })) {
        printCommandHelp(command, io.out);
        return 0;
    }
    // Money is shown in US dollars until the command loads a plan with its
    // own currency (loadPlan), and in dollars again after it returns.
    const tco::CurrencyScope dollars{tco::DisplayCurrency{}};
    // What a command with --format writes is held until it returns (issue
    // 52, "one rule for every output"): JSON is one object for every exit
    // status, the refusal's when the command wrote none; text and CSV show
    // every control and invalid byte escaped (safetext.h), whatever value
    // they echo.
    const bool json = wantsJson(command, args);
    const bool held = !command.formats.empty();
    std::ostringstream out, err;
    Io inner{held ? static_cast<std::ostream &>(out) : io.out,
             json ? static_cast<std::ostream &>(err) : io.err};
    // `refusal`: the message of a command that threw, which its JSON is.
    const auto release = [&](int code, const std::string *refusal) {
        const std::string messages = err.str();
        io.err << messages;
        if (!held)
            return code;
        const std::string text = out.str();
        if (json && refusal)
            writeJsonError(io.out, code, *refusal);
        else if (json && text.empty() && code != 0)
            writeJsonError(io.out, code,
                           messages.empty() ? "exit status " + std::to_string(code) + " without a message"
                                            : messages.substr(0, messages.find_last_not_of('\n') + 1));
        else if (json)
            io.out << text;
        else {
            std::size_t invalid = 0;
            io.out << escapedText(text, true, &invalid);
            if (invalid > 0)
                printError(io.err, m_program + " " + command.name,
                           "note: " + std::to_string(invalid) + (invalid == 1 ? " byte" : " bytes") +
                               " of invalid UTF-8 in the output shown as \\xNN");
        }
        io.out.flush();
        return code;
    };
    try {
        ParsedOptions options = parseOptions(specsOf(command), args);
        if (!command.formats.empty())
            options.setFormat(
                parseChoice("format", options.valueOr("format", command.formats.front()), command.formats));
        return release(command.run(options, inner), nullptr);
    } catch (const Error &e) {
        printError(inner.err, m_program + " " + command.name, e.what());
        if (e.showUsage()) {
            inner.err << '\n';
            printCommandHelp(command, inner.err);
        }
        const std::string message = e.what();
        return release(static_cast<int>(e.code()), &message);
    } catch (const std::exception &e) {
        const std::string message = std::string("internal error: ") + e.what();
        printError(inner.err, m_program + " " + command.name, message);
        return release(static_cast<int>(ExitCode::Failure), &message);
    }
}

} // namespace cli
