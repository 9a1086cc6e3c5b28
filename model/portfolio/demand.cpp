// SPDX-License-Identifier: GPL-3.0-or-later
#include "portfolio/demand.h"

#include "plan/catalog.h"
#include "plan/evaluate.h"

#include <cmath>

namespace tco {

const RunDemand *RunDemands::find(const std::string &accelerator) const
{
    for (const RunDemand &d : byAccelerator)
        if (d.accelerator == accelerator)
            return &d;
    return nullptr;
}

RunDemand runDemand(const PortfolioRun &run, const std::string &accelerator, const Catalog &catalog)
{
    RunDemand d;
    d.accelerator = accelerator;
    Scenario s = run.scenario;
    s.gpuId = accelerator;
    const Result r = evaluate(s, catalog);
    d.feasible = r.feasible() && std::isfinite(r.wallClockHours) && r.wallClockHours > 0;
    if (!d.feasible)
        return d;
    // Hot spares are held for the whole run, so they take pool capacity too.
    d.gpus = static_cast<int>(std::ceil(r.peakGpus - 1e-9));
    d.wallClockHours = r.wallClockHours;
    d.trainedTokens = r.trainedTokens;
    d.flops = r.flops;
    d.corpusUsd = r.corpusUsd;
    d.corpusTokens = s.value(InputId::DataTokens);
    d.extrasUsd = r.categoryUsd(Category::Storage) + r.categoryUsd(Category::Network) +
                  r.categoryUsd(Category::Data) - r.corpusUsd;
    return d;
}

namespace {

RunDemands demandsOf(const PortfolioRun &run, const Catalog &catalog)
{
    RunDemands out;
    for (const std::string &a : allowedAccelerators(run))
        out.byAccelerator.push_back(runDemand(run, a, catalog));
    return out;
}

} // namespace

std::size_t DemandCache::update(const Portfolio &p, const Catalog &catalog)
{
    if (m_catalog != &catalog) {
        m_keys.clear();
        m_demands.clear();
        m_catalog = &catalog;
    }
    std::size_t evaluated = 0;
    m_keys.resize(p.runs.size());
    m_demands.resize(p.runs.size());
    for (std::size_t i = 0; i < p.runs.size(); ++i) {
        const PortfolioRun &run = p.runs[i];
        const std::vector<std::string> accelerators = allowedAccelerators(run);
        Key &key = m_keys[i];
        if (!m_demands[i].byAccelerator.empty() && key.accelerators == accelerators &&
            key.scenario == run.scenario)
            continue;
        key.scenario = run.scenario;
        key.accelerators = accelerators;
        m_demands[i] = demandsOf(run, catalog);
        evaluated += accelerators.size();
    }
    return evaluated;
}

std::vector<RunDemands> portfolioDemands(const Portfolio &p, const Catalog &catalog)
{
    std::vector<RunDemands> out;
    out.reserve(p.runs.size());
    for (const PortfolioRun &run : p.runs)
        out.push_back(demandsOf(run, catalog));
    return out;
}

} // namespace tco
