// SPDX-License-Identifier: GPL-3.0-or-later
#include "comparisontable.h"

#include "plan/inputs.h"

#include <algorithm>
#include <cmath>
#include <iterator>
#include <stdexcept>

namespace tco {

using tco::InputId;

namespace {

/** Each metric in the order of ComparisonTable::Metric: its key and the
 *  figure of the result it shows (none for P10 and P90, which setRisk gives). */
struct MetricRow {
    std::string_view key;
    double Result::*figure = nullptr;
};
constexpr MetricRow kMetrics[] = {
    {"total", &Result::totalUsd},
    {"p10"},
    {"p90"},
    {"days", &Result::wallClockDays},
    {"gpuHours", &Result::gpuHoursTotal},
    {"energy", &Result::energyMWh},
    {"co2", &Result::co2Tonnes},
    {"mfu", &Result::effectiveMfu},
    {"unitCost", &Result::usdPerMillionTokens},
    {"budget", &Result::budgetUsedFraction},
    {"hidden", &Result::hiddenUsd},
};
static_assert(std::size(kMetrics) == ComparisonTable::kMetricCount);

} // namespace

std::string_view ComparisonTable::metricKey(Metric m)
{
    const auto i = static_cast<std::size_t>(m);
    return i < std::size(kMetrics) ? kMetrics[i].key : "unknown";
}

bool ComparisonTable::higherIsBetter(Metric m)
{
    return m == Metric::EffectiveMfu;
}

ComparisonTable::ComparisonTable(const tco::Catalog &catalog) : m_catalog(catalog)
{
}

bool ComparisonTable::setScenarios(std::vector<tco::Scenario> scenarios)
{
    const auto count = static_cast<int>(scenarios.size());
    if (count < kMinScenarios || count > kMaxScenarios)
        return false;
    m_columns.clear();
    m_columns.resize(scenarios.size());
    for (std::size_t i = 0; i < scenarios.size(); ++i)
        m_columns[i].scenario = std::move(scenarios[i]);
    for (std::size_t i = 0; i < m_columns.size(); ++i)
        recompute(i);
    return true;
}

void ComparisonTable::setScenario(int index, const tco::Scenario &scenario)
{
    if (index < 0 || index >= scenarioCount())
        throw std::out_of_range("ComparisonTable::setScenario");
    const auto i = static_cast<std::size_t>(index);
    m_columns[i].scenario = scenario;
    m_columns[i].hasRisk = false;
    if (i == 0) {
        for (std::size_t k = 0; k < m_columns.size(); ++k)
            recompute(k);
    } else {
        recompute(i);
    }
}

void ComparisonTable::recompute(std::size_t index)
{
    Column &c = m_columns[index];
    c.comparison = tco::compare(m_columns.front().scenario, c.scenario, m_catalog);
}

void ComparisonTable::setRisk(int index, double costP10Usd, double costP90Usd)
{
    Column &c = m_columns.at(static_cast<std::size_t>(index));
    c.hasRisk = true;
    c.p10 = costP10Usd;
    c.p90 = costP90Usd;
}

void ComparisonTable::clearRisk(int index)
{
    m_columns.at(static_cast<std::size_t>(index)).hasRisk = false;
}

bool ComparisonTable::hasRisk(int index) const
{
    return m_columns.at(static_cast<std::size_t>(index)).hasRisk;
}

const tco::Scenario &ComparisonTable::scenario(int index) const
{
    return m_columns.at(static_cast<std::size_t>(index)).scenario;
}

const tco::Result &ComparisonTable::result(int index) const
{
    return m_columns.at(static_cast<std::size_t>(index)).comparison.b;
}

const tco::Comparison &ComparisonTable::comparison(int index) const
{
    return m_columns.at(static_cast<std::size_t>(index)).comparison;
}

double ComparisonTable::value(Metric metric, int index) const
{
    const Column &c = m_columns.at(static_cast<std::size_t>(index));
    if (metric == Metric::CostP10Usd || metric == Metric::CostP90Usd)
        return c.hasRisk ? (metric == Metric::CostP10Usd ? c.p10 : c.p90) : 0.0;
    const auto i = static_cast<std::size_t>(metric);
    return i < std::size(kMetrics) ? c.comparison.b.*kMetrics[i].figure : 0.0;
}

ComparisonTable::Cell ComparisonTable::cell(Metric metric, int index) const
{
    Cell cell;
    const auto known = [this, metric](int i) {
        if (metric == Metric::CostP10Usd || metric == Metric::CostP90Usd)
            return hasRisk(i);
        if (metric == Metric::BudgetUsedFraction)
            return result(i).budgetStatus != tco::BudgetStatus::NoBudget;
        return true;
    };
    cell.available = known(index);
    if (!cell.available)
        return cell;
    cell.value = value(metric, index);
    if (index > 0 && known(0)) {
        const double base = value(metric, 0);
        cell.absoluteDelta = cell.value - base;
        cell.relativeDelta = tco::relativeChange(base, cell.value);
    }
    return cell;
}

std::vector<ComparisonTable::Step> ComparisonTable::waterfall(int index) const
{
    const tco::Comparison &c = comparison(index);
    std::vector<Step> steps;
    double running = c.a.totalUsd;
    for (std::size_t k = 0; k < tco::kCategoryCount; ++k) {
        const double delta = c.categoryDeltaUsd[k];
        if (delta == 0.0)
            continue;
        steps.push_back({static_cast<tco::Category>(k), delta, running, running + delta});
        running += delta;
    }
    // The categories add up to the total; pin the end to B's total so
    // rounding never shows as a gap between the last bar and the end bar.
    if (!steps.empty())
        steps.back().toUsd = c.b.totalUsd;
    return steps;
}

std::vector<tco::InputChange> ComparisonTable::decisions(int index) const
{
    std::vector<tco::InputChange> out = comparison(index).inputChanges;
    std::stable_sort(out.begin(), out.end(), [](const tco::InputChange &a, const tco::InputChange &b) {
        return std::abs(a.deltaUsd) > std::abs(b.deltaUsd);
    });
    return out;
}

bool ComparisonTable::sameValue(const tco::Scenario &a, const tco::Scenario &b, std::string_view key)
{
    if (key == tco::kGpuKey)
        return a.gpuId == b.gpuId;
    if (const auto id = tco::findInput(key))
        return a.value(*id) == b.value(*id);
    return true;
}

bool ComparisonTable::sameEverywhere(std::string_view key) const
{
    for (std::size_t i = 1; i < m_columns.size(); ++i)
        if (!sameValue(m_columns.front().scenario, m_columns[i].scenario, key))
            return false;
    return true;
}

std::vector<ComparisonTable::Difference> ComparisonTable::differences(bool all) const
{
    std::vector<Difference> out;
    if (all || !sameEverywhere(tco::kGpuKey))
        out.push_back({std::string(tco::kGpuKey), std::nullopt});
    for (const tco::InputSpec &in : tco::inputSpecs())
        if (all || !sameEverywhere(in.key))
            out.push_back({std::string(in.key), in.id});
    return out;
}

tco::Scenario ComparisonTable::withValueOf(const tco::Scenario &target, const tco::Scenario &source,
                                           std::string_view key)
{
    tco::Scenario out = target;
    if (key == tco::kGpuKey)
        out.gpuId = source.gpuId;
    else if (const auto id = tco::findInput(key))
        out.set(*id, source.value(*id));
    return out;
}

} // namespace tco
