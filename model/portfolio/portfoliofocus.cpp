// SPDX-License-Identifier: GPL-3.0-or-later
#include "portfolio/portfoliofocus.h"

#include <cmath>
#include <map>
#include <utility>

// The rows follow the metrics' own sums (model/portfolio/metrics.cpp,
// docs/model.md §16.3), so a FinOps tool reading them back finds the
// portfolio's total, each month's and each run's (docs/focus-export.md).

namespace tco {

namespace {

std::string_view poolKindWords(PoolKind k)
{
    switch (k) {
    case PoolKind::Owned:
        return "Owned accelerators";
    case PoolKind::Commitment:
        return "Committed accelerators";
    case PoolKind::CapacityBlock:
        return "Accelerator capacity block";
    case PoolKind::OnDemand:
        return "On-demand accelerators";
    case PoolKind::Spot:
        return "Spot accelerators";
    case PoolKind::Count:
        break;
    }
    return "Accelerators";
}

class Rows
{
public:
    Rows(const Portfolio &p, const Schedule &s, FocusTable &t) : m_p(p), m_s(s), m_t(t) {}

    /** A row of month `month`, for run `run` (-1: none) on pool `pool` (-1: none). */
    FocusRow &add(int month, int run, int pool, std::string_view plannerCategory, std::string_view service,
                  std::string description)
    {
        FocusRow r;
        const auto k = static_cast<std::size_t>(month);
        r.periodStart = addDays(m_p.start, m_s.grid.firstDay[k]);
        r.periodEnd = addDays(m_p.start, m_s.grid.firstDay[k + 1]);
        r.plannerCategory = plannerCategory;
        r.serviceCategory = service;
        r.description = std::move(description);
        if (pool >= 0) {
            const Pool &pl = m_p.pools[static_cast<std::size_t>(pool)];
            r.pool = pl.id;
            r.serviceName = std::string(poolKindWords(pl.kind)) + " (" + pl.accelerator + ")";
        }
        if (run >= 0) {
            const PortfolioRun &rn = m_p.runs[static_cast<std::size_t>(run)];
            r.run = rn.id;
            for (const auto &[key, value] :
                 {std::pair<std::string, const std::string &>{"project", rn.project},
                  {"experiment", rn.id},
                  {"team", rn.team}})
                if (!value.empty())
                    r.tags.emplace_back(key, value);
        }
        m_t.rows.push_back(std::move(r));
        return m_t.rows.back();
    }

private:
    const Portfolio &m_p;
    const Schedule &m_s;
    FocusTable &m_t;
};

/** Cost that is cash in the same month: billed as charged. */
void both(FocusRow &r, double usd)
{
    r.billedUsd = usd;
    r.effectiveUsd = usd;
}

} // namespace

FocusTable portfolioFocus(const Portfolio &p, const PortfolioEvaluation &e)
{
    FocusTable t;
    t.scenario = p.name;
    const PortfolioMetrics &m = e.metrics;
    const std::size_t months = m.months.size();
    if (months == 0)
        return t;
    Rows rows(p, e.schedule, t);

    // The runs' accelerator charges. Fixed capacity is paid by its pool's
    // Purchase rows below, so its usage bills nothing, as a commitment's
    // covered usage in a cloud bill.
    for (const RunPoolMonth &c : m.charges) {
        const bool fixed = isFixed(p.pools[static_cast<std::size_t>(c.pool)].kind);
        FocusRow &r = rows.add(c.month, c.run, c.pool, "compute", "Compute", "Accelerator hours of the run");
        r.effectiveUsd = c.usd;
        r.billedUsd = fixed ? 0.0 : c.usd;
    }
    // Each run's own storage and network, and instances not placed at
    // on-demand prices, by month.
    std::map<std::pair<int, int>, double> extras, unplaced; // (run, month) -> USD
    for (std::size_t k = 0; k < m.placements.size(); ++k) {
        const PlacementCost &c = m.placements[k];
        const std::pair<int, int> key{e.schedule.placements[k].run, c.month};
        if (c.placed)
            extras[key] += c.extrasUsd;
        else if (c.priced)
            unplaced[key] += c.totalUsd();
    }
    for (const auto &[key, usd] : extras)
        if (usd != 0)
            both(rows.add(key.second, key.first, -1, "runExtras", "Storage",
                          "The run's own storage and network (checkpoints, logs)"),
                 usd);
    for (const auto &[key, usd] : unplaced)
        if (usd != 0)
            both(rows.add(key.second, key.first, -1, "unplaced", "Compute",
                          "Instances not placed on the fleet, at on-demand prices"),
                 usd);
    // Corpora: their readers' shares, or the whole when central.
    for (const CorpusCost &c : m.corpora) {
        const std::string what = "Corpus " + c.name + ": bought, cleaned and stored";
        if (c.shares.empty() && c.usd != 0)
            both(rows.add(c.month, -1, -1, "corpus", "Analytics", what), c.usd);
        for (const auto &[run, usd] : c.shares)
            if (usd != 0)
                both(rows.add(c.month, run, -1, "corpus", "Analytics", what), usd);
    }
    // Idle capacity and shared costs: the runs' shares by their useful
    // hours of the month (pro rata), or central.
    for (std::size_t k = 0; k < months; ++k) {
        const PortfolioMonth &month = m.months[k];
        const int mk = static_cast<int>(k);
        const bool proRata = p.idlePolicy == IdlePolicy::ProRata && month.usefulHours > 0;
        std::vector<std::pair<int, double>> payers; // (run, share); {-1, 1}: central
        if (proRata) {
            for (std::size_t r = 0; r < m.runHours.size(); ++r)
                if (m.runHours[r][k] > 0)
                    payers.emplace_back(static_cast<int>(r), m.runHours[r][k] / month.usefulHours);
        } else {
            payers.emplace_back(-1, 1.0);
        }
        for (const auto &[run, share] : payers) {
            for (std::size_t i = 0; i < p.pools.size(); ++i)
                if (const double idle = m.pools[i][k].idleUsd * share; idle != 0)
                    rows.add(mk, run, static_cast<int>(i), "idle", "Compute", "Idle capacity paid for")
                        .effectiveUsd = idle;
            for (const SharedCost &c : p.sharedCosts)
                if (c.usdPerMonth != 0)
                    both(rows.add(mk, run, -1, "shared", "Other", "Shared cost: " + c.name),
                         c.usdPerMonth * share);
        }
        // What fixed pools pay this month: purchases, commitment and block
        // fees, hosting; their cost is in the usage and idle rows.
        for (std::size_t i = 0; i < p.pools.size(); ++i) {
            const PoolMonth &pm = m.pools[i][k];
            if (!isFixed(p.pools[i].kind))
                continue;
            if (pm.capexUsd != 0) {
                FocusRow &r = rows.add(mk, -1, static_cast<int>(i), "capacity", "Compute",
                                       "Purchase of owned accelerators");
                r.chargeCategory = "Purchase";
                r.chargeFrequency = "One-Time";
                r.billedUsd = pm.capexUsd;
            }
            if (const double rest = pm.cashUsd - pm.capexUsd; std::abs(rest) >= 1e-6) {
                FocusRow &r = rows.add(mk, -1, static_cast<int>(i), "capacity", "Compute",
                                       "Capacity paid for: commitment or block fees, hosting");
                r.chargeCategory = rest > 0 ? "Purchase" : "Credit"; // the reader refuses a Purchase below 0
                r.chargeFrequency = "Recurring";
                r.billedUsd = rest;
            }
        }
    }
    return t;
}

} // namespace tco
