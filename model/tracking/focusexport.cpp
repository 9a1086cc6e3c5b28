// SPDX-License-Identifier: GPL-3.0-or-later
#include "focusexport.h"

#include "plan/csv.h"
#include "plan/result.h"

#include <array>
#include <charconv>
#include <cmath>

// The columns and the rules are docs/focus-export.md. The export is read
// back by focusimport.cpp: every row is one it accepts (a Usage or Purchase
// never below 0, a negative amount only on a Credit), so a forecast
// re-imports to the same totals.

namespace tco {

namespace {

/** FOCUS 1.2's ServiceCategory and a ServiceName for a plan's category.
 *  The reader (focusimport.cpp focusCategory) maps the categories back:
 *  Compute to compute, Storage to storage, Networking to network, Analytics
 *  to data, Management and Governance to monitoring; the rest ("Other") to
 *  operations. x_PlannerCategory keeps the planner's own. */
std::pair<std::string_view, std::string_view> serviceOf(Category c)
{
    switch (c) {
    case Category::Compute:
        return {"Compute", "Accelerator compute"};
    case Category::Failures:
        return {"Compute", "Accelerator hours lost to failures"};
    case Category::Experiments:
        return {"Compute", "Accelerator hours of experiments"};
    case Category::Idle:
        return {"Compute", "Idle accelerator hours"};
    case Category::Hardware:
        return {"Compute", "Owned accelerators"};
    case Category::Storage:
        return {"Storage", "Storage"};
    case Category::Network:
        return {"Networking", "Networking and data transfer"};
    case Category::Data:
        return {"Analytics", "Data acquisition and processing"};
    case Category::Monitoring:
        return {"Management and Governance", "Monitoring"};
    case Category::Energy:
        return {"Other", "Energy"};
    case Category::People:
        return {"Other", "People"};
    case Category::Operations:
        return {"Other", "Operations"};
    case Category::Opportunity:
        return {"Other", "Opportunity cost of owned accelerators"};
    case Category::Count:
        break;
    }
    return {"Other", "Other"};
}

std::string focusTime(const CivilDate &d)
{
    return formatDate(d) + "T00:00:00Z";
}

CivilDate firstOfMonth(const CivilDate &d)
{
    return CivilDate{d.year, d.month, 1};
}

/** An amount for a machine: fixed point, six decimals (a millionth of a
 *  unit, so the sums of many rows stay exact to the cent), no "-0". */
std::string amountText(double v)
{
    if (std::abs(v) < 5e-7)
        v = 0;
    char buf[64];
    const auto r = std::to_chars(buf, buf + sizeof buf, v, std::chars_format::fixed, 6);
    return std::string(buf, r.ptr);
}

/** Cash below a millionth of a dollar either side of 0 is what subtracting
 *  the capex and resale left of the rounding: 0. */
double cleaned(double usd)
{
    return std::abs(usd) < 1e-6 ? 0.0 : usd;
}

} // namespace

const std::vector<std::string_view> &focusExportColumns()
{
    static const std::vector<std::string_view> kColumns = {"BillingAccountId",
                                                           "BillingAccountName",
                                                           "BillingCurrency",
                                                           "BillingPeriodStart",
                                                           "BillingPeriodEnd",
                                                           "ChargePeriodStart",
                                                           "ChargePeriodEnd",
                                                           "ChargeCategory",
                                                           "ChargeClass",
                                                           "ChargeFrequency",
                                                           "ChargeDescription",
                                                           "BilledCost",
                                                           "EffectiveCost",
                                                           "ListCost",
                                                           "ContractedCost",
                                                           "ProviderName",
                                                           "PublisherName",
                                                           "InvoiceIssuerName",
                                                           "ServiceCategory",
                                                           "ServiceName",
                                                           "ResourceId",
                                                           "ResourceName",
                                                           "ResourceType",
                                                           "SubAccountId",
                                                           "SubAccountName",
                                                           "Tags",
                                                           "x_PlannerCategory",
                                                           "x_Scenario",
                                                           "x_Run",
                                                           "x_Pool",
                                                           "x_FocusVersion"};
    return kColumns;
}

FocusTable planFocus(const Scenario &s, const Cashflow &f)
{
    FocusTable t;
    t.scenario = s.name;
    t.currency = s.currency;
    if (!f.feasible)
        return t;
    std::vector<std::pair<std::string, std::string>> tags;
    for (const auto &[key, value] : {std::pair<std::string, const std::string &>{"project", s.tags.project},
                                     {"experiment", s.tags.experiment},
                                     {"team", s.tags.team}})
        if (!value.empty())
            tags.emplace_back(key, value);
    const auto row = [&](std::size_t k, Category c) {
        FocusRow r;
        r.periodStart = f.cost[k].month;
        r.periodEnd = firstOfNextMonth(f.cost[k].month);
        const auto [service, name] = serviceOf(c);
        r.serviceCategory = service;
        r.serviceName = name;
        r.plannerCategory = categoryKey(c);
        r.tags = tags;
        return r;
    };
    for (std::size_t k = 0; k < f.cost.size(); ++k) {
        for (std::size_t c = 0; c < kCategoryCount; ++c) {
            const auto category = static_cast<Category>(c);
            double cash = f.cash[k].byCategory[c];
            // Bought hardware: the capex and the resale are rows of their
            // own below; this month's usage keeps the rest of the cash.
            if (k == 0 && category == Category::Hardware)
                cash -= f.acceleratorCapexUsd;
            if (k == 0 && category == Category::Network)
                cash -= f.fabricCapexUsd;
            if (f.cost[k].month == f.residualMonth && category == Category::Hardware)
                cash += f.residualUsd;
            cash = cleaned(cash);
            const double cost = f.cost[k].byCategory[c];
            if (cost == 0 && cash == 0)
                continue;
            FocusRow r = row(k, category);
            r.description = "Planned " + std::string(categoryKey(category)) + " cost";
            r.billedUsd = cash;
            r.effectiveUsd = cost;
            t.rows.push_back(std::move(r));
        }
        if (k == 0 && f.capexUsd > 0) {
            // Paid up front, charged as the hardware is used: as a
            // commitment's fee in a cloud bill, EffectiveCost 0.
            FocusRow r = row(k, Category::Hardware);
            r.chargeCategory = "Purchase";
            r.chargeFrequency = "One-Time";
            r.description = "Purchase of owned accelerators and their fabric";
            r.billedUsd = f.capexUsd;
            t.rows.push_back(std::move(r));
        }
        if (f.cost[k].month == f.residualMonth && f.residualUsd > 0) {
            FocusRow r = row(k, Category::Hardware);
            r.chargeCategory = "Credit";
            r.chargeFrequency = "One-Time";
            r.description = "Resale of owned accelerators";
            r.billedUsd = -f.residualUsd;
            t.rows.push_back(std::move(r));
        }
    }
    return t;
}

std::string focusCsv(const FocusTable &t, const FocusTagsJson &tagsJson)
{
    std::string out;
    for (std::size_t k = 0; k < focusExportColumns().size(); ++k)
        out += (k ? "," : "") + std::string(focusExportColumns()[k]);
    out += '\n';
    const auto amount = [&](double usd) { return amountText(t.currency.fromUsd(usd)); };
    for (const FocusRow &r : t.rows) {
        const CivilDate billing = firstOfMonth(r.periodStart);
        // The resource is what the cost is of: a run on a pool, a pool, or
        // the planner's category.
        const std::string resource = !r.run.empty() && !r.pool.empty() ? r.run + "@" + r.pool
                                     : !r.run.empty()                  ? r.run
                                     : !r.pool.empty()                 ? r.pool
                                                                       : r.plannerCategory;
        const std::array<std::string, 31> fields = {"llm-tco-forecast",
                                                    t.scenario,
                                                    t.currency.code,
                                                    focusTime(billing),
                                                    focusTime(firstOfNextMonth(billing)),
                                                    focusTime(r.periodStart),
                                                    focusTime(r.periodEnd),
                                                    r.chargeCategory,
                                                    "",
                                                    r.chargeFrequency,
                                                    r.description,
                                                    amount(r.billedUsd),
                                                    amount(r.effectiveUsd),
                                                    "",
                                                    "",
                                                    "LLM TCO Planner",
                                                    "LLM TCO Planner",
                                                    "LLM TCO Planner",
                                                    r.serviceCategory,
                                                    r.serviceName,
                                                    resource,
                                                    resource,
                                                    r.pool.empty() ? "" : "Accelerator pool",
                                                    "",
                                                    "",
                                                    tagsJson(r.tags),
                                                    r.plannerCategory,
                                                    t.scenario,
                                                    r.run,
                                                    r.pool,
                                                    std::string(kFocusExportVersion)};
        for (std::size_t k = 0; k < fields.size(); ++k)
            out += (k ? "," : "") + csvField(fields[k]);
        out += '\n';
    }
    return out;
}

} // namespace tco
