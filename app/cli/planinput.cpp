// SPDX-License-Identifier: GPL-3.0-or-later
#include "planinput.h"

#include "conditiontext.h"
#include "error.h"

#include <algorithm>
#include <plan/calendar.h>
#include <plan/evaluate.h>
#include <plan/planname.h>
#include <tracking/actuals.h>

#include <files/scenariofile.h>
#include <plan/validation.h>

#include <filesystem>
#include <fstream>
#include <iterator>
#include <sstream>

namespace cli {

namespace {
constexpr std::size_t kMaxCatalogBytes = 4u << 20;
}

OptionSpec catalogSpec()
{
    return {"catalog", "FILE", "accelerator catalog CSV merged over the built-in one (same columns)"};
}

OptionSpec currencySpec()
{
    return {"currency", "CODE[=RATE]",
            "show money in this currency: USD, CNY or EUR at the built-in rates of " +
                std::string(tco::kBuiltInRateDate) +
                ", the plan's own, or CODE=RATE units per US dollar as of today (CNY=7.2, CHF=0.88); "
                "default: the plan's display currency. Inputs, keys, JSON and CSV stay in US dollars"};
}

std::vector<OptionSpec> planSpecs()
{
    return {
        {"scenario", "FILE", "start from this .tcoplan file instead of the built-in default scenario"},
        {"set", "KEY=VALUE", "override one input (keys: `llm-tco keys`)", true},
        catalogSpec(),
        currencySpec(),
    };
}

tco::DisplayCurrency parseCurrency(const std::string &text, const tco::DisplayCurrency &planCurrency)
{
    const std::size_t eq = text.find('=');
    const std::string code = text.substr(0, eq);
    tco::DisplayCurrency currency;
    if (const tco::DisplayCurrency *builtIn = tco::findBuiltInCurrency(code))
        currency = *builtIn;
    else if (code == planCurrency.code)
        currency = planCurrency;
    else if (eq == std::string::npos)
        throw Error("--currency '" + text + "': no rate for " + code + "; allowed: USD, CNY, EUR" +
                    (planCurrency.isUsd() ? std::string() : ", " + planCurrency.code + " (the plan's)") +
                    ", or CODE=RATE with RATE units per US dollar, e.g. --currency CHF=0.88");
    else
        currency = {code, code, 1.0, {}}; // a code of its own is its symbol: "CHF1.2M"
    if (eq != std::string::npos) {
        try {
            currency.perUsd = parseReal("currency", std::string_view(text).substr(eq + 1));
        } catch (const Error &) {
            throw Error("--currency '" + text + "': the rate '" + text.substr(eq + 1) +
                        "' is not a number; allowed: " + code + "=RATE, RATE units of " + code +
                        " per US dollar, e.g. --currency CNY=7.2");
        }
        currency.rateDate = tco::formatDate(tco::todayUtc());
    }
    if (const auto issues = tco::checkCurrency(currency); !issues.empty())
        throw Error("--currency '" + text + "': " + tco::describe(issues.front()));
    return currency;
}

std::vector<OptionSpec> riskSpecs()
{
    return {
        {"samples", "N",
         "Monte Carlo runs for this run (default: the plan's uncertainty.samples, 4000 unless saved "
         "otherwise); same as --set uncertainty.samples=N"},
        {"seed", "S",
         "Monte Carlo seed (default: the plan's uncertainty.seed); same seed, same output; same as --set "
         "uncertainty.seed=S"},
    };
}

std::vector<OptionSpec> joinSpecs(std::vector<OptionSpec> a, const std::vector<OptionSpec> &b)
{
    a.insert(a.end(), b.begin(), b.end());
    return a;
}

std::string readSmallFile(const std::string &option, const std::string &path, std::size_t maxBytes)
{
    const std::string where = "--" + option + " '" + path + "'";
    std::error_code ec;
    if (!std::filesystem::is_regular_file(path, ec))
        throw Error(where + ": cannot open the file (missing, unreadable or not a regular file)");
    const auto size = std::filesystem::file_size(path, ec);
    if (ec)
        throw Error(where + ": cannot open the file (" + ec.message() + ")");
    if (size > maxBytes)
        throw Error(where + ": the file is too large (" + std::to_string(size) + " bytes; at most " +
                    std::to_string(maxBytes) + ")");
    std::ifstream in(path, std::ios::binary);
    if (!in)
        throw Error(where + ": cannot open the file");
    std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    if (text.size() > maxBytes)
        throw Error(where + ": the file is too large");
    return text;
}

tco::Catalog loadCatalog(const ParsedOptions &options)
{
    tco::Catalog catalog = tco::Catalog::builtIn();
    const auto path = options.value("catalog");
    if (!path)
        return catalog;
    const std::string text = readSmallFile("catalog", *path, kMaxCatalogBytes);
    std::vector<tco::CatalogError> errors;
    const auto user = tco::Catalog::parse(text, errors);
    if (!user) {
        std::ostringstream msg;
        msg << "--catalog '" << *path << "': not used:";
        for (const tco::CatalogError &e : errors) {
            msg << "\n  ";
            if (e.line > 0)
                msg << "line " << e.line << ", ";
            if (!e.column.empty())
                msg << "column " << e.column << ", value '" << e.value << "': ";
            msg << e.message;
        }
        throw Error(msg.str());
    }
    catalog.merge(*user);
    return catalog;
}

std::function<int(const ParsedOptions &, Io &)> withPlan(PlanRun run)
{
    return [run = std::move(run)](const ParsedOptions &o, Io &io) {
        const std::string format = o.format();
        return run(loadPlan(o), format, o, io);
    };
}

std::vector<std::string> applyPlanEdits(tco::Scenario &scenario, const std::vector<PlanEdit> &edits,
                                        const tco::Catalog &catalog)
{
    tco::Scenario edited = scenario;
    std::vector<std::string> problems;
    // A key set twice would keep the last value without a word, whether by
    // --set twice or by --set and the option short for it.
    std::vector<std::pair<std::string_view, const PlanEdit *>> keysSet;
    for (const PlanEdit &edit : edits) {
        const std::string &assignment = edit.assignment;
        const std::string option = "--" + edit.option;
        const std::size_t eq = assignment.find('=');
        if (eq == std::string::npos || eq == 0) {
            problems.push_back(option + " '" + assignment +
                               "': expected KEY=VALUE, e.g. --set compute.mfu=0.4");
            continue;
        }
        const std::string_view key = std::string_view(assignment).substr(0, eq);
        const std::string_view text = std::string_view(assignment).substr(eq + 1);
        const auto earlier =
            std::find_if(keysSet.begin(), keysSet.end(), [&](const auto &k) { return k.first == key; });
        if (earlier != keysSet.end()) {
            const PlanEdit &first = *earlier->second;
            problems.push_back(first.option == edit.option && edit.option == "set"
                                   ? "--set " + std::string(key) + " is given twice: give each key once"
                                   : option + " sets " + std::string(key) + ", which --" + first.option +
                                         (first.option == "set" ? " " + std::string(key) : std::string()) +
                                         " sets too: give each key once");
            continue;
        }
        keysSet.emplace_back(key, &edit);
        if (const auto issue = tco::setFromText(edited, key, text, catalog))
            problems.push_back(option + " " + tco::describe(*issue));
    }
    if (problems.empty())
        for (const tco::Issue &issue : tco::validate(edited, catalog))
            problems.push_back("invalid scenario: " + tco::describe(issue));
    if (problems.empty())
        scenario = std::move(edited);
    return problems;
}

Plan loadPlan(const ParsedOptions &options)
{
    Plan plan{loadCatalog(options), tco::defaultScenario()};
    if (const auto path = options.value("scenario")) {
        const tco::LoadResult loaded = tco::loadScenarioFile(*path, plan.catalog);
        if (!loaded.scenario) {
            std::string msg = "--scenario '" + *path + "': " + tco::describe(loaded);
            // describe() names the first issue; list them all when there are more.
            if (loaded.issues.size() > 1)
                for (const tco::Issue &issue : loaded.issues)
                    msg += "\n  " + tco::describe(issue);
            throw Error(msg);
        }
        plan.scenario = *loaded.scenario;
    }

    std::vector<PlanEdit> edits;
    for (const std::string &assignment : options.values("set"))
        edits.push_back({"set", assignment});
    // --samples and --seed (riskSpecs) set the plan's own Monte Carlo inputs.
    for (const auto &[option, id] : {std::pair{"samples", tco::InputId::UncertaintySamples},
                                     std::pair{"seed", tco::InputId::UncertaintySeed}})
        if (const auto text = options.value(option))
            edits.push_back({option, std::string(tco::spec(id).key) + "=" + *text});
    const std::vector<std::string> problems = applyPlanEdits(plan.scenario, edits, plan.catalog);
    // The built-in plan changed by --set is no longer the default plan: it is
    // named from its inputs ("405B dense on 2048 H100"), unless --set named it.
    if (problems.empty() && !options.value("scenario") && plan.scenario.name == tco::defaultScenario().name &&
        tco::differsFromDefaultInputs(plan.scenario))
        plan.scenario.name = tco::nameFromInputs(plan.scenario);
    if (!problems.empty()) {
        std::string msg;
        for (const std::string &p : problems)
            msg += (msg.empty() ? "" : "\n") + p;
        throw Error(msg);
    }
    plan.name = tco::planName(plan.scenario, options.value("scenario").value_or(std::string()));
    if (const auto currency = options.value("currency")) {
        plan.scenario.currency = parseCurrency(*currency, plan.scenario.currency);
        // Lines billed in the plan's currency stand at its rate (model/tracking/actuals.h).
        if (!plan.scenario.actuals.empty())
            plan.scenario.actuals.reset(
                tco::convertedAt(plan.scenario.actuals.get(), plan.scenario.currency));
    }
    // Text output shows money in the plan's currency (format.h, usdText).
    tco::setThreadCurrency(plan.scenario.currency);
    return plan;
}

int refuseInfeasible(const Plan &plan, Io &io)
{
    const tco::Result r = tco::evaluate(plan.scenario, plan.catalog);
    if (r.feasible())
        return 0;
    io.err << "llm-tco: the plan is infeasible, so it has no figures to analyse:\n";
    for (std::size_t c = 0; c < tco::kConditionCount; ++c) {
        const auto condition = static_cast<tco::Condition>(c);
        if (r.conditions[c] && tco::conditionSeverity(condition) == tco::Severity::Infeasible)
            io.err << "llm-tco:   " << conditionText(condition, r, plan.scenario) << '\n';
    }
    io.err << "llm-tco: `llm-tco advise` lists the changes that make it feasible.\n";
    return static_cast<int>(ExitCode::Infeasible);
}

void refuseReadOnly(const ParsedOptions &o, std::string_view option, const std::string &path)
{
    if (o.has("force"))
        return;
    std::error_code ec;
    const std::filesystem::file_status status = std::filesystem::status(path, ec);
    using P = std::filesystem::perms;
    if (!ec && std::filesystem::exists(status) &&
        (status.permissions() & (P::owner_write | P::group_write | P::others_write)) == P::none)
        throw Error("--" + std::string(option) + " '" + path +
                    "': the file is read-only; --force replaces it");
}

} // namespace cli
