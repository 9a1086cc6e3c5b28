// SPDX-License-Identifier: GPL-3.0-or-later
// The portfolio `llm-tco portfolio` reads: the --portfolio file, the --set
// edits of its runs, pools and budget, and the checks of the whole.
#include "portfolioinput.h"

#include "error.h"
#include "planinput.h"

#include <plan/calendar.h>
#include <plan/validation.h>
#include <portfolio/portfoliofile.h>

#include <charconv>
#include <cmath>
#include <functional>
#include <map>

namespace cli {

namespace {

std::optional<double> number(std::string_view text)
{
    double v = 0;
    const auto r = std::from_chars(text.data(), text.data() + text.size(), v);
    if (text.empty() || r.ec != std::errc() || r.ptr != text.data() + text.size() || !std::isfinite(v))
        return std::nullopt;
    return v;
}

std::optional<long long> whole(std::string_view text)
{
    long long v = 0;
    const auto r = std::from_chars(text.data(), text.data() + text.size(), v);
    if (text.empty() || r.ec != std::errc() || r.ptr != text.data() + text.size())
        return std::nullopt;
    return v;
}

/** The index of the item `ref` names: its 0-based index, or its id. */
template <typename Item>
std::optional<std::size_t> findItem(const std::vector<Item> &items, std::string_view ref)
{
    for (std::size_t i = 0; i < items.size(); ++i)
        if (items[i].id == ref)
            return i;
    if (const auto n = whole(ref); n && *n >= 0 && static_cast<std::size_t>(*n) < items.size())
        return static_cast<std::size_t>(*n);
    return std::nullopt;
}

/** One settable field: parses the text into the item or says what is allowed. */
template <typename Item> using Setter = std::function<std::string(Item &, std::string_view)>;

template <typename Item> Setter<Item> realField(double Item::*field, double lo, double hi, bool hiOpen)
{
    return [=](Item &item, std::string_view text) -> std::string {
        const auto v = number(text);
        if (v && *v >= lo && (hiOpen ? *v < hi : *v <= hi)) {
            item.*field = *v;
            return {};
        }
        return "a number from " + tco::formatNumber(lo) + (hiOpen ? " to below " : " to ") +
               tco::formatNumber(hi);
    };
}

template <typename Item> Setter<Item> intField(int Item::*field, long long lo, long long hi)
{
    return [=](Item &item, std::string_view text) -> std::string {
        // A whole number written as digits or as a number (1e7, 4096.0):
        // "1e7" refused with "0 to 10000000" would contradict itself.
        std::optional<long long> v = whole(text);
        if (const auto real = number(text);
            !v && real && *real == std::floor(*real) && std::abs(*real) <= 1e15)
            v = static_cast<long long>(*real);
        if (v && *v >= lo && *v <= hi) {
            item.*field = static_cast<int>(*v);
            return {};
        }
        return "a whole number from " + std::to_string(lo) + " to " + std::to_string(hi);
    };
}

template <typename Item> Setter<Item> dateField(tco::CivilDate Item::*field)
{
    return [=](Item &item, std::string_view text) -> std::string {
        if (const auto d = tco::parseDate(text)) {
            item.*field = *d;
            return {};
        }
        return "a real day YYYY-MM-DD";
    };
}

template <typename Item> Setter<Item> textField(std::string Item::*field, const char *key)
{
    return [=](Item &item, std::string_view text) -> std::string {
        if (tco::checkText(key, text, false))
            return "a text of at most 4096 bytes without control characters";
        item.*field = text;
        return {};
    };
}

const std::map<std::string, Setter<tco::PortfolioRun>, std::less<>> &runFields()
{
    using R = tco::PortfolioRun;
    static const std::map<std::string, Setter<R>, std::less<>> fields{
        {"earliestStart", dateField(&R::earliestStart)},
        {"deadline", dateField(&R::deadline)},
        {"pinnedStart",
         [](R &r, std::string_view text) -> std::string {
             if (text.empty()) {
                 r.pinnedStart.reset();
                 return {};
             }
             if (const auto d = tco::parseDate(text)) {
                 r.pinnedStart = *d;
                 return {};
             }
             return "a real day YYYY-MM-DD, or empty for none";
         }},
        {"repeat", intField(&R::repeat, 1, 10000)},
        {"intervalDays", intField(&R::intervalDays, 0, 3660)},
        {"priority", intField(&R::priority, -1000000, 1000000)},
        {"allowSpot",
         [](R &r, std::string_view text) -> std::string {
             if (text != "true" && text != "false")
                 return "true | false";
             r.allowSpot = text == "true";
             return {};
         }},
        {"team", textField(&R::team, "team")},
        {"project", textField(&R::project, "project")},
        {"corpus", textField(&R::corpus, "corpus")},
    };
    return fields;
}

const std::map<std::string, Setter<tco::Pool>, std::less<>> &poolFields()
{
    using P = tco::Pool;
    static const std::map<std::string, Setter<P>, std::less<>> fields{
        {"count", intField(&P::count, 0, 10'000'000)},
        {"start", dateField(&P::start)},
        {"usdPerHour", realField(&P::usdPerHour, 0, 1e4, false)},
        {"discount", realField(&P::discount, 0, 1, true)},
        {"prepaidShare", realField(&P::prepaidShare, 0, 1, false)},
        {"termMonths", intField(&P::termMonths, 1, 120)},
        {"purchaseUsdPerAccelerator", realField(&P::purchaseUsdPerAccelerator, 0, 1e9, false)},
        {"networkCapexShare", realField(&P::networkCapexShare, 0, 2, false)},
        {"facilityCapexShare", realField(&P::facilityCapexShare, 0, 2, false)},
        {"hostingUsdPerAcceleratorHour", realField(&P::hostingUsdPerAcceleratorHour, 0, 1e4, false)},
        {"depreciationYears", realField(&P::depreciationYears, 1, 30, false)},
        {"resaleFraction", realField(&P::resaleFraction, 0, 1, false)},
        {"goodputLoss", realField(&P::goodputLoss, 0, 1, true)},
        {"priceDate",
         [](P &pool, std::string_view text) -> std::string {
             if (text.empty()) {
                 pool.priceDate.reset();
                 return {};
             }
             if (const auto d = tco::parseDate(text)) {
                 pool.priceDate = *d;
                 return {};
             }
             return "a real day YYYY-MM-DD, or empty for the portfolio's start";
         }},
    };
    return fields;
}

/** The kinds of pool a field of poolFields() means something for
 *  (model/portfolio/portfolio.h, Pool): a field set on another kind would
 *  be ignored without a word. */
bool poolFieldApplies(std::string_view field, tco::PoolKind kind)
{
    using K = tco::PoolKind;
    if (field == "count" || field == "priceDate")
        return true;
    if (field == "goodputLoss")
        return kind == K::Spot;
    if (field == "usdPerHour") // the price; a commitment's is the on-demand price it discounts
        return kind == K::OnDemand || kind == K::Spot || kind == K::Commitment;
    if (field == "start")
        return tco::isFixed(kind);
    if (field == "termMonths" || field == "discount" || field == "prepaidShare")
        return kind == K::Commitment;
    return kind == K::Owned; // purchase, network and facility shares, hosting, depreciation, resale
}

std::string poolFieldsOf(tco::PoolKind kind)
{
    std::string list;
    for (const auto &[name, setter] : poolFields())
        if (poolFieldApplies(name, kind))
            list += (list.empty() ? "" : ", ") + name;
    return list;
}

const std::map<std::string, Setter<tco::Portfolio>, std::less<>> &portfolioFields()
{
    using P = tco::Portfolio;
    static const std::map<std::string, Setter<P>, std::less<>> fields{
        {"budget.annualUsd",
         [](P &p, std::string_view t) {
             return realField(&tco::PortfolioBudget::annualUsd, 0, 1e13, false)(p.budget, t);
         }},
        {"budget.warningFraction",
         [](P &p, std::string_view t) {
             return realField(&tco::PortfolioBudget::warningFraction, 0, 10, false)(p.budget, t);
         }},
        {"budget.reviewFraction",
         [](P &p, std::string_view t) {
             return realField(&tco::PortfolioBudget::reviewFraction, 0, 10, false)(p.budget, t);
         }},
        {"rentalDeclinePerYear", realField(&P::rentalDeclinePerYear, -1, 1, true)},
        {"costOfCapital", realField(&P::costOfCapital, 0, 1, true)},
    };
    return fields;
}

template <typename Map> std::string keyList(const Map &fields)
{
    std::string list;
    for (const auto &[name, setter] : fields)
        list += (list.empty() ? "" : ", ") + name;
    return list;
}

/** `key` with a run or pool named by its index ("run.7.repeat" for
 *  "run.main.repeat"), so that one field set twice, once by index and
 *  once by id, is seen as one; `key` itself when it names no item. */
std::string sameFieldKey(const tco::Portfolio &p, const std::string &key)
{
    for (const std::string_view prefix : {std::string_view("run."), std::string_view("pool.")}) {
        if (!key.starts_with(prefix))
            continue;
        const std::size_t dot = key.find('.', prefix.size());
        if (dot == std::string::npos)
            return key;
        const std::string_view ref = std::string_view(key).substr(prefix.size(), dot - prefix.size());
        const auto at = prefix == "run." ? findItem(p.runs, ref) : findItem(p.pools, ref);
        return at ? std::string(prefix) + std::to_string(*at) + key.substr(dot) : key;
    }
    return key;
}

std::string withIds(std::string_view what, std::size_t count)
{
    return std::string(what) + " 0 to " + std::to_string(count == 0 ? 0 : count - 1) + " or an id";
}

} // namespace

std::size_t runIndex(const tco::Portfolio &p, const std::string &ref, std::string_view option)
{
    if (const auto at = findItem(p.runs, ref))
        return *at;
    throw Error(std::string(option) + " " + ref + ": no run '" + ref +
                "'; allowed: " + withIds("run", p.runs.size()));
}

std::vector<OptionSpec> portfolioSpecs()
{
    return {
        {"portfolio", "FILE", "the .tcoportfolio file (`llm-tco portfolio template --out FILE` writes one)"},
        {"set", "KEY=VALUE", "change a run, pool or the budget: run.N.KEY, pool.N.FIELD, budget.annualUsd",
         true},
        catalogSpec(),
        {"out", "FILE",
         "template: write the typical year here; other actions: save the portfolio with --set"},
        forceSpec(),
    };
}

std::string applyPortfolioSet(tco::Portfolio &p, const std::string &assignment, const tco::Catalog &catalog)
{
    const std::size_t eq = assignment.find('=');
    if (eq == std::string::npos || eq == 0)
        return "--set '" + assignment + "': expected KEY=VALUE, e.g. --set run.main.compute.mfu=0.4";
    const std::string key = assignment.substr(0, eq);
    const std::string_view text = std::string_view(assignment).substr(eq + 1);
    const auto refused = [&](const std::string &allowed) {
        return "--set " + key + " = '" + std::string(text) + "': allowed: " + allowed;
    };
    if (const auto it = portfolioFields().find(key); it != portfolioFields().end()) {
        const std::string allowed = it->second(p, text);
        return allowed.empty() ? std::string() : refused(allowed);
    }
    const bool isRun = key.rfind("run.", 0) == 0, isPool = key.rfind("pool.", 0) == 0;
    if (!isRun && !isPool)
        return "--set " + key + ": unknown key; allowed: run.N.KEY, pool.N.FIELD, " +
               keyList(portfolioFields());
    const std::size_t refStart = isRun ? 4 : 5;
    const std::size_t dot = key.find('.', refStart);
    if (dot == std::string::npos || dot == refStart || dot + 1 == key.size())
        return "--set " + key + ": expected " + (isRun ? "run.N.KEY" : "pool.N.FIELD") +
               ", N the 0-based index or the id";
    const std::string ref = key.substr(refStart, dot - refStart), field = key.substr(dot + 1);
    if (isPool) {
        const auto at = findItem(p.pools, ref);
        if (!at)
            return "--set " + key + ": no pool '" + ref + "'; allowed: " + withIds("pool", p.pools.size());
        const auto it = poolFields().find(field);
        if (it == poolFields().end())
            return "--set " + key + ": unknown pool field '" + field + "'; allowed: " + keyList(poolFields());
        const tco::PoolKind kind = p.pools[*at].kind;
        if (!poolFieldApplies(field, kind))
            return "--set " + key + ": pool '" + p.pools[*at].id + "' is " +
                   std::string(tco::poolKindKey(kind)) + ", which has no " + field +
                   "; allowed for it: " + poolFieldsOf(kind);
        const std::string allowed = it->second(p.pools[*at], text);
        return allowed.empty() ? std::string() : refused(allowed);
    }
    const auto at = findItem(p.runs, ref);
    if (!at)
        return "--set " + key + ": no run '" + ref + "'; allowed: " + withIds("run", p.runs.size());
    tco::PortfolioRun &run = p.runs[*at];
    if (const auto it = runFields().find(field); it != runFields().end()) {
        const std::string allowed = it->second(run, text);
        return allowed.empty() ? std::string() : refused(allowed);
    }
    if (const auto issue = tco::setFromText(run.scenario, field, text, catalog)) {
        tco::Issue named = *issue;
        named.key = key;
        if (issue->code == tco::IssueCode::UnknownKey)
            named.allowed = "a plan key listed by `llm-tco keys`, or a run field: " + keyList(runFields());
        return "--set " + tco::describe(named);
    }
    return {};
}

std::vector<std::string> portfolioProblems(const tco::Portfolio &p, const tco::Catalog &catalog)
{
    std::vector<std::string> lines;
    for (std::size_t i = 0; i < p.runs.size(); ++i)
        for (tco::Issue issue : tco::validate(p.runs[i].scenario, catalog)) {
            issue.key = "run." + std::to_string(i) + " '" + p.runs[i].id + "' " + issue.key;
            lines.push_back(tco::describe(issue));
        }
    for (const tco::PortfolioError &e : tco::validatePortfolio(p, catalog))
        lines.push_back(tco::describe(e, p));
    return lines;
}

std::vector<std::string> applyPortfolioSets(tco::Portfolio &p, const std::vector<std::string> &assignments,
                                            const tco::Catalog &catalog)
{
    tco::Portfolio edited = p;
    std::vector<std::string> problems;
    // A field set twice would keep the last value without a word, whether
    // named twice alike or once by index and once by id.
    std::vector<std::pair<std::string, std::string>> keysSet; // the field, as given
    for (const std::string &assignment : assignments) {
        const std::size_t eq = assignment.find('=');
        if (eq == std::string::npos || eq == 0) { // no KEY=VALUE: said as such, however often
            problems.push_back(applyPortfolioSet(edited, assignment, catalog));
            continue;
        }
        const std::string key = assignment.substr(0, eq);
        const std::string field = sameFieldKey(edited, key);
        const auto earlier =
            std::find_if(keysSet.begin(), keysSet.end(), [&](const auto &k) { return k.first == field; });
        if (earlier != keysSet.end()) {
            problems.push_back("--set " + key + " is given twice" +
                               (earlier->second == key
                                    ? std::string()
                                    : " (as --set " + earlier->second + ", the same field)") +
                               ": give each key once");
            continue;
        }
        keysSet.emplace_back(field, key);
        if (std::string problem = applyPortfolioSet(edited, assignment, catalog); !problem.empty())
            problems.push_back(std::move(problem));
    }
    if (problems.empty())
        for (const std::string &line : portfolioProblems(edited, catalog))
            problems.push_back("invalid portfolio: " + line);
    if (problems.empty())
        p = std::move(edited);
    return problems;
}

PortfolioInput loadPortfolioInput(const ParsedOptions &options)
{
    return loadPortfolioInput(options, "portfolio", true);
}

PortfolioInput loadPortfolioInput(const ParsedOptions &options, const std::string &fileOption, bool applySets)
{
    const auto path = options.value(fileOption);
    if (!path || path->empty())
        throw usageError("missing --" + fileOption +
                         " FILE (`llm-tco portfolio template --out FILE` writes one)");
    PortfolioInput in{loadCatalog(options), {}, {}};
    const tco::PortfolioLoadResult loaded = tco::loadPortfolioFile(*path, in.catalog);
    if (!loaded.portfolio) {
        std::string msg = "--" + fileOption + " '" + *path + "': " + tco::describe(loaded);
        if (loaded.lines.size() > 1)
            for (const std::string &line : loaded.lines)
                msg += "\n  " + line;
        throw Error(msg);
    }
    in.portfolio = *loaded.portfolio;
    // Without --set (--with's file) the problems are the file's own.
    const std::vector<std::string> problems = applyPortfolioSets(
        in.portfolio, applySets ? options.values("set") : std::vector<std::string>{}, in.catalog);
    if (!problems.empty()) {
        std::string msg;
        for (const std::string &p : problems)
            msg += (msg.empty() ? "" : "\n") +
                   (fileOption == "portfolio" ? "" : "--" + fileOption + " '" + *path + "': ") + p;
        throw Error(msg);
    }
    in.name = in.portfolio.name.empty() ? *path : in.portfolio.name;
    return in;
}

} // namespace cli
