// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// What the comparison tests share: four plans a budget owner compares, the
// metrics of a result as the table names them, and plan files on disk.
#include "analysis/comparisontable.h"

#include "files/scenariofile.h"
#include "plan/catalog.h"
#include "plan/scenario.h"

#include <QString>
#include <QTemporaryDir>

#include <algorithm>
#include <cmath>
#include <vector>

namespace comparefixture {

using Metric = tco::ComparisonTable::Metric;
using tco::InputId;

inline const tco::Catalog &catalog()
{
    return tco::Catalog::builtIn();
}

/** Four plans that differ in the ways a budget owner asks about. */
inline std::vector<tco::Scenario> fourPlans()
{
    tco::Scenario a = tco::defaultScenario();
    a.set(InputId::BudgetUsd, 30e6);
    tco::Scenario b = a;
    b.set(InputId::ClusterGpuCount, a.value(InputId::ClusterGpuCount) / 2);
    tco::Scenario c = a;
    c.set(InputId::ComputeMfu, 0.30);
    c.set(InputId::CheckpointIntervalHours, 6);
    c.gpuId = "A100-SXM-80GB";
    tco::Scenario d = a;
    d.set(InputId::PricingMode, static_cast<double>(tco::PricingMode::Spot));
    d.set(InputId::DataTokens, a.value(InputId::DataTokens) * 1.5);
    return {a, b, c, d};
}

inline double metricOf(Metric m, const tco::Result &r)
{
    switch (m) {
    case Metric::TotalUsd:
        return r.totalUsd;
    case Metric::WallClockDays:
        return r.wallClockDays;
    case Metric::GpuHours:
        return r.gpuHoursTotal;
    case Metric::EnergyMWh:
        return r.energyMWh;
    case Metric::Co2Tonnes:
        return r.co2Tonnes;
    case Metric::EffectiveMfu:
        return r.effectiveMfu;
    case Metric::UsdPerMillionTokens:
        return r.usdPerMillionTokens;
    case Metric::BudgetUsedFraction:
        return r.budgetUsedFraction;
    case Metric::HiddenUsd:
        return r.hiddenUsd;
    default:
        break;
    }
    return std::nan("");
}

inline bool close(double a, double b)
{
    return std::abs(a - b) <= 1e-9 * std::max({1.0, std::abs(a), std::abs(b)});
}

inline QString writePlan(const QTemporaryDir &dir, const QString &name, const tco::Scenario &s)
{
    const QString path = dir.filePath(name + QStringLiteral(".tcoplan"));
    if (tco::saveScenarioFile(s, path.toStdString()) != tco::FileError::None)
        return {};
    return path;
}

} // namespace comparefixture
