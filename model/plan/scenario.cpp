// SPDX-License-Identifier: GPL-3.0-or-later
#include "scenario.h"

namespace tco {

Scenario defaultScenario()
{
    Scenario s;
    for (const InputSpec &in : inputSpecs())
        s.values[index(in.id)] = in.defaultValue;
    s.name = "Default plan: 70B dense on 2048 H100";
    s.description = "Built-in default scenario. Every value is an editable assumption.";
    return s;
}

Precision precision(const Scenario &s)
{
    return static_cast<Precision>(s.value(InputId::ComputePrecision));
}
PricingMode pricingMode(const Scenario &s)
{
    return static_cast<PricingMode>(s.value(InputId::PricingMode));
}
ScalingLawFit scalingLaw(const Scenario &s)
{
    return static_cast<ScalingLawFit>(s.value(InputId::ScalingLaw));
}

} // namespace tco
