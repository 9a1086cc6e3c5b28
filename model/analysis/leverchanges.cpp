// SPDX-License-Identifier: GPL-3.0-or-later
#include "leverchanges.h"

#include "practice.h"

#include <algorithm>
#include <cmath>

namespace tco {

namespace {
using I = InputId;
} // namespace

ChangeSet pricingModeChange(PricingMode mode)
{
    return {{I::PricingMode, static_cast<double>(mode)}};
}

ChangeSet practiceChange(Practice p)
{
    ChangeSet c{{I::FailuresPractice, static_cast<double>(p)}};
    // A preset sets 11 inputs: with the practice, within a ChangeSet's 16.
    for (const PracticeSetting &x : practiceSettings(p))
        c.set(x.id, x.value);
    return c;
}

std::optional<ChangeSet> strongerPracticeChange(const Scenario &s)
{
    const auto now = static_cast<int>(s.value(I::FailuresPractice));
    if (now >= static_cast<int>(Practice::FrontierScale))
        return std::nullopt;
    return practiceChange(static_cast<Practice>(now + 1));
}

std::optional<ChangeSet> fp8Change(const Scenario &s, const Catalog &catalog)
{
    const Accelerator *acc = catalog.find(s.gpuId);
    if (!acc || acc->effectivePrecision(Precision::Fp8) != Precision::Fp8)
        return std::nullopt;
    return ChangeSet{{I::ComputePrecision, static_cast<double>(Precision::Fp8)}};
}

double scaledAcceleratorCount(double gpus, double factor)
{
    const InputSpec &in = spec(I::ClusterGpuCount);
    return std::clamp(std::round(gpus * factor), std::max(1.0, in.minValue), in.maxValue);
}

ChangeSet acceleratorCountChange(const Scenario &s, double factor)
{
    return {{I::ClusterGpuCount, scaledAcceleratorCount(s.value(I::ClusterGpuCount), factor)}};
}

} // namespace tco
