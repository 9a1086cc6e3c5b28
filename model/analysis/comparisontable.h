// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "compare.h"
#include "plan/catalog.h"
#include "plan/result.h"
#include "plan/scenario.h"

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace tco {

/** The figures of the compare view as plain data, without widgets or text:
 *  2 to 4 scenarios, the first is the baseline. Every metric row holds each
 *  scenario's value and its absolute and relative change against the
 *  baseline; every other scenario has its tco::Comparison with the baseline
 *  (the waterfall by category and the input decisions that caused it).
 *
 *  Invariants: scenarioCount() is 0 (nothing set yet) or 2..4; result(i) is
 *  tco::evaluate(scenario(i)); comparison(i) is tco::compare(scenario(0),
 *  scenario(i)). The window words and colours it. */
class ComparisonTable
{
public:
    static constexpr int kMinScenarios = 2;
    static constexpr int kMaxScenarios = 4;

    /** The rows of the key-figure table, in display order. */
    enum class Metric : std::uint8_t {
        TotalUsd,
        CostP10Usd, ///< Monte Carlo, when known (setRisk)
        CostP90Usd, ///< Monte Carlo, when known (setRisk)
        WallClockDays,
        GpuHours,
        EnergyMWh,
        Co2Tonnes,
        EffectiveMfu,
        UsdPerMillionTokens,
        BudgetUsedFraction, ///< the status itself is Result::budgetStatus
        HiddenUsd,
        Count
    };
    static constexpr std::size_t kMetricCount = static_cast<std::size_t>(Metric::Count);
    /** A stable key for object names and tests: "total", "days", ... */
    static std::string_view metricKey(Metric m);
    /** True where a higher value is an improvement (effective MFU); false for
     *  costs, time, energy and CO2. */
    static bool higherIsBetter(Metric m);

    struct Cell {
        bool available = false; ///< false: not known (e.g. P10 before the Monte Carlo)
        double value = 0;
        double absoluteDelta = 0; ///< value - baseline's value (0 in the baseline column)
        double relativeDelta = 0; ///< tco::relativeChange(baseline, value)
    };

    /** One waterfall bar between the baseline and another scenario: a cost
     *  category that moved the total, with the running total before and after. */
    struct Step {
        tco::Category category = tco::Category::Compute;
        double deltaUsd = 0;
        double fromUsd = 0;
        double toUsd = 0;
    };

    /** An input whose value is not the same in every scenario. `input` is
     *  empty for the accelerator (key "hardware.gpu"). */
    struct Difference {
        std::string key;
        std::optional<tco::InputId> input;
    };

    explicit ComparisonTable(const tco::Catalog &catalog);

    /** Takes 2..4 scenarios (each valid for the catalog); refuses any other
     *  count and keeps what it had. */
    bool setScenarios(std::vector<tco::Scenario> scenarios);
    /** Replaces scenario `index`; its result and comparison (all of them
     *  when the baseline changes) are recomputed, its risk is forgotten. */
    void setScenario(int index, const tco::Scenario &scenario);
    /** The Monte Carlo P10 and P90 of scenario `index`'s total. */
    void setRisk(int index, double costP10Usd, double costP90Usd);
    void clearRisk(int index);
    bool hasRisk(int index) const;

    int scenarioCount() const { return static_cast<int>(m_columns.size()); }
    const tco::Scenario &scenario(int index) const;
    const tco::Result &result(int index) const;
    const tco::Catalog &catalog() const { return m_catalog; }

    double value(Metric metric, int index) const;
    Cell cell(Metric metric, int index) const;

    /** Baseline → scenario `index` (1..count-1); index 0 compares the
     *  baseline with itself (no changes). */
    const tco::Comparison &comparison(int index) const;
    /** The categories that moved the total from the baseline to `index`, in
     *  category order, zero changes left out. The first step starts at the
     *  baseline's total and the last ends at scenario `index`'s total. */
    std::vector<Step> waterfall(int index) const;
    /** Input decisions from the baseline to `index`, largest |delta| first
     *  (ties keep the walk's order). They add up to the total delta. */
    std::vector<tco::InputChange> decisions(int index) const;

    /** The inputs that differ between any two scenarios, accelerator first,
     *  then in tco::inputSpecs() order; with `all`, every input. */
    std::vector<Difference> differences(bool all = false) const;
    /** True when `key` has the same value in every scenario. */
    bool sameEverywhere(std::string_view key) const;

    /** `target` with `key` ("hardware.gpu" or an input key) set to
     *  `source`'s value. Unknown keys leave it unchanged. */
    static tco::Scenario withValueOf(const tco::Scenario &target, const tco::Scenario &source,
                                     std::string_view key);
    /** True when `a` and `b` hold the same value for `key`. */
    static bool sameValue(const tco::Scenario &a, const tco::Scenario &b, std::string_view key);

private:
    struct Column {
        tco::Scenario scenario;
        tco::Comparison comparison; ///< a = baseline, b = this scenario
        bool hasRisk = false;
        double p10 = 0;
        double p90 = 0;
    };
    void recompute(std::size_t index);

    const tco::Catalog &m_catalog;
    std::vector<Column> m_columns;
};

} // namespace tco
