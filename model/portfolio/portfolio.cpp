// SPDX-License-Identifier: GPL-3.0-or-later
#include "portfolio/portfolio.h"
#include "plan/enumkeys.h"

#include "plan/catalog.h"
#include "plan/validation.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <map>
#include <set>

namespace tco {

std::string_view runKindKey(RunKind k)
{
    static constexpr std::array<std::string_view, static_cast<std::size_t>(RunKind::Count)> keys{
        "pilot", "ablation", "scalingLadder", "mainRun", "postTraining", "evaluation", "servingReservation"};
    return enumKey(keys, k);
}

std::string_view poolKindKey(PoolKind k)
{
    static constexpr std::array<std::string_view, static_cast<std::size_t>(PoolKind::Count)> keys{
        "owned", "commitment", "capacityBlock", "onDemand", "spot"};
    return enumKey(keys, k);
}

std::string_view portfolioIssueKey(PortfolioIssue i)
{
    static constexpr std::array<std::string_view, static_cast<std::size_t>(PortfolioIssue::Count)> keys{
        "emptyRunId", "duplicateRunId", "missingDependency",  "selfDependency",     "badRepeat",
        "badDates",   "noPoolForRun",   "unknownAccelerator", "duplicatePoolId",    "badPool",
        "badHorizon", "badBudget",      "dependencyCycle",    "budgetLinesCrossed", "emptyPoolId"};
    return enumKey(keys, i);
}

CivilDate instanceEarliestStart(const PortfolioRun &r, int instance)
{
    return addDays(r.earliestStart, static_cast<double>(instance) * r.intervalDays);
}

CivilDate instanceDeadline(const PortfolioRun &r, int instance)
{
    return addDays(r.deadline, static_cast<double>(instance) * r.intervalDays);
}

const std::string &corpusOf(const PortfolioRun &r)
{
    return r.corpus.empty() ? r.id : r.corpus;
}

std::vector<std::string> allowedAccelerators(const PortfolioRun &r)
{
    if (r.accelerators.empty())
        return {r.scenario.gpuId};
    return r.accelerators;
}

CivilDate addCalendarMonths(const CivilDate &d, int months)
{
    const int index = d.year * 12 + static_cast<int>(d.month) - 1 + months;
    CivilDate out{index / 12, static_cast<unsigned>(index % 12 + 1), 1};
    // The same day of the month, or the month's last when it has fewer days.
    out.day = d.day;
    while (out.day > 28 && !isValid(out))
        --out.day;
    return out;
}

int calendarMonthsBetween(const CivilDate &from, const CivilDate &to)
{
    return (to.year - from.year) * 12 + static_cast<int>(to.month) - static_cast<int>(from.month);
}

CivilDate priceDateOf(const Portfolio &p, const Pool &pool)
{
    return pool.priceDate.value_or(p.start);
}

std::optional<CivilDate> catalogPriceDate(std::string_view yearMonth)
{
    return parseDate(std::string(yearMonth) + "-01");
}

int horizonDays(const Portfolio &p)
{
    return static_cast<int>(daysBetween(p.start, addCalendarMonths(p.start, p.horizonMonths)));
}

namespace {

bool finiteAtLeast(double v, double lo)
{
    return std::isfinite(v) && v >= lo;
}

bool poolIsSound(const Pool &pool)
{
    const bool shares = finiteAtLeast(pool.discount, 0) && pool.discount < 1 &&
                        finiteAtLeast(pool.prepaidShare, 0) && pool.prepaidShare <= 1 &&
                        finiteAtLeast(pool.goodputLoss, 0) && pool.goodputLoss < 1 &&
                        finiteAtLeast(pool.resaleFraction, 0) && pool.resaleFraction <= 1 &&
                        finiteAtLeast(pool.networkCapexShare, 0) && pool.networkCapexShare <= 2 &&
                        finiteAtLeast(pool.facilityCapexShare, 0) && pool.facilityCapexShare <= 2;
    const bool money = finiteAtLeast(pool.purchaseUsdPerAccelerator, 0) &&
                       finiteAtLeast(pool.hostingUsdPerAcceleratorHour, 0) &&
                       finiteAtLeast(pool.upfrontUsd, 0) && finiteAtLeast(pool.usdPerHour, 0);
    const bool sizes = pool.count >= 0 && pool.termMonths >= 1 && pool.days >= 1 &&
                       finiteAtLeast(pool.depreciationYears, 1) && pool.depreciationYears <= 30;
    return shares && money && sizes && isValid(pool.start) && (!pool.priceDate || isValid(*pool.priceDate));
}

/** Runs on a cycle of dependsOn longer than one (a run that waits for
 *  itself is SelfDependency), each with the runs of its cycle as text. Tarjan's strongly
 *  connected components, iteratively: a file may hold thousands of runs. */
std::vector<PortfolioError> dependencyCycles(const Portfolio &p)
{
    const int n = static_cast<int>(p.runs.size());
    std::map<std::string, int> byId;
    for (int i = 0; i < n; ++i)
        byId.emplace(p.runs[static_cast<std::size_t>(i)].id, i);
    std::vector<std::vector<int>> next(static_cast<std::size_t>(n));
    for (int i = 0; i < n; ++i)
        for (const std::string &dep : p.runs[static_cast<std::size_t>(i)].dependsOn)
            if (const auto it = byId.find(dep); it != byId.end() && it->second != i)
                next[static_cast<std::size_t>(i)].push_back(it->second);
    std::vector<int> index(static_cast<std::size_t>(n), -1), low(static_cast<std::size_t>(n), 0);
    std::vector<bool> onStack(static_cast<std::size_t>(n), false);
    std::vector<int> stack;
    std::vector<PortfolioError> errors;
    int counter = 0;
    for (int root = 0; root < n; ++root) {
        if (index[static_cast<std::size_t>(root)] >= 0)
            continue;
        std::vector<std::pair<int, std::size_t>> frames{{root, 0}}; // node, next edge
        while (!frames.empty()) {
            auto &[v, edge] = frames.back();
            const auto uv = static_cast<std::size_t>(v);
            if (edge == 0 && index[uv] < 0) {
                index[uv] = low[uv] = counter++;
                stack.push_back(v);
                onStack[uv] = true;
            }
            if (edge < next[uv].size()) {
                const int w = next[uv][edge++];
                const auto uw = static_cast<std::size_t>(w);
                if (index[uw] < 0)
                    frames.push_back({w, 0});
                else if (onStack[uw])
                    low[uv] = std::min(low[uv], index[uw]);
                continue;
            }
            if (low[uv] == index[uv]) {
                std::vector<int> component;
                int w = -1;
                do {
                    w = stack.back();
                    stack.pop_back();
                    onStack[static_cast<std::size_t>(w)] = false;
                    component.push_back(w);
                } while (w != v);
                if (component.size() > 1) {
                    std::sort(component.begin(), component.end());
                    std::string text;
                    for (int c : component)
                        text += (text.empty() ? "" : ", ") + p.runs[static_cast<std::size_t>(c)].id;
                    for (int c : component)
                        errors.push_back({PortfolioIssue::DependencyCycle, c, -1, text});
                }
            }
            const int done = v;
            frames.pop_back();
            if (!frames.empty()) {
                const auto up = static_cast<std::size_t>(frames.back().first);
                low[up] = std::min(low[up], low[static_cast<std::size_t>(done)]);
            }
        }
    }
    std::sort(errors.begin(), errors.end(),
              [](const PortfolioError &a, const PortfolioError &b) { return a.run < b.run; });
    return errors;
}

} // namespace

std::vector<PortfolioError> validatePortfolio(const Portfolio &p, const Catalog &catalog)
{
    std::vector<PortfolioError> errors;
    if (!isValid(p.start) || p.horizonMonths < 1 || p.horizonMonths > 120)
        errors.push_back({PortfolioIssue::BadHorizon, -1, -1, {}});
    const PortfolioBudget &b = p.budget;
    if (!finiteAtLeast(b.annualUsd, 0) || !finiteAtLeast(b.warningFraction, 0) ||
        !finiteAtLeast(b.reviewFraction, 0) || b.fiscalYearStartMonth < 1 || b.fiscalYearStartMonth > 12 ||
        !finiteAtLeast(p.rentalDeclinePerYear, -1) || p.rentalDeclinePerYear >= 1 ||
        !finiteAtLeast(p.costOfCapital, 0) || p.costOfCapital >= 1)
        errors.push_back({PortfolioIssue::BadBudget, -1, -1, {}});
    else if (b.warningFraction > b.reviewFraction)
        // As a plan's budget.warningFraction (model/plan/validation.cpp):
        // a warning after the review would warn of nothing.
        errors.push_back({PortfolioIssue::BudgetLinesCrossed, -1, -1,
                          "warningFraction " + formatNumber(b.warningFraction) + ", reviewFraction " +
                              formatNumber(b.reviewFraction)});

    std::set<std::string> poolIds;
    std::set<std::string> poolAccelerators;
    for (std::size_t i = 0; i < p.pools.size(); ++i) {
        const Pool &pool = p.pools[i];
        const int at = static_cast<int>(i);
        if (pool.id.empty())
            errors.push_back({PortfolioIssue::EmptyPoolId, -1, at, {}});
        else if (!poolIds.insert(pool.id).second)
            errors.push_back({PortfolioIssue::DuplicatePoolId, -1, at, pool.id});
        if (!catalog.find(pool.accelerator))
            errors.push_back({PortfolioIssue::UnknownAccelerator, -1, at, pool.accelerator});
        if (!poolIsSound(pool))
            errors.push_back({PortfolioIssue::BadPool, -1, at, pool.id});
        poolAccelerators.insert(pool.accelerator);
    }

    std::set<std::string> runIds;
    for (const PortfolioRun &r : p.runs)
        runIds.insert(r.id);
    std::set<std::string> seen;
    for (std::size_t i = 0; i < p.runs.size(); ++i) {
        const PortfolioRun &r = p.runs[i];
        const int at = static_cast<int>(i);
        if (r.id.empty())
            errors.push_back({PortfolioIssue::EmptyRunId, at, -1, {}});
        else if (!seen.insert(r.id).second)
            errors.push_back({PortfolioIssue::DuplicateRunId, at, -1, r.id});
        for (const std::string &dep : r.dependsOn) {
            if (dep == r.id)
                errors.push_back({PortfolioIssue::SelfDependency, at, -1, dep});
            else if (!runIds.contains(dep))
                errors.push_back({PortfolioIssue::MissingDependency, at, -1, dep});
        }
        if (r.repeat < 1 || r.repeat > 10000 || r.intervalDays < 0 || r.intervalDays > 3660)
            errors.push_back({PortfolioIssue::BadRepeat, at, -1, r.id});
        if (!isValid(r.earliestStart) || !isValid(r.deadline) || r.deadline < r.earliestStart ||
            (r.pinnedStart && !isValid(*r.pinnedStart)))
            errors.push_back({PortfolioIssue::BadDates, at, -1, r.id});
        bool anyPool = false;
        for (const std::string &a : allowedAccelerators(r))
            anyPool = anyPool || poolAccelerators.contains(a);
        if (!anyPool)
            errors.push_back({PortfolioIssue::NoPoolForRun, at, -1, r.id});
    }
    for (PortfolioError &e : dependencyCycles(p))
        errors.push_back(std::move(e));
    return errors;
}

} // namespace tco
