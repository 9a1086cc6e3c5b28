// SPDX-License-Identifier: GPL-3.0-or-later
#include "planname.h"

#include <cmath>
#include <cstdio>

namespace tco {

std::string compactCount(double count)
{
    struct Unit {
        double size;
        const char *suffix;
    };
    static constexpr Unit units[] = {{1e12, "T"}, {1e9, "B"}, {1e6, "M"}, {1e3, "k"}, {1, ""}};
    for (const Unit &u : units) {
        if (std::abs(count) >= u.size || u.size == 1) {
            char buffer[32];
            // Three significant digits, no trailing zeros: 70B, 405B, 1.5T.
            std::snprintf(buffer, sizeof buffer, "%.3g%s", count / u.size, u.suffix);
            return buffer;
        }
    }
    return {};
}

std::string shortAcceleratorName(const Scenario &s)
{
    const std::size_t dash = s.gpuId.find('-');
    return dash == std::string::npos || dash == 0 ? s.gpuId : s.gpuId.substr(0, dash);
}

NameParts namePartsOf(const Scenario &s)
{
    const double total = s.value(InputId::ModelParameters);
    const double active = s.value(InputId::ModelActiveParameters);
    NameParts parts;
    parts.size = compactCount(total);
    // model.activeParameters 0 (or the whole model) is a dense model (docs/model.md).
    if (active > 0 && active < total)
        parts.active = compactCount(active);
    parts.gpus = std::llround(s.value(InputId::ClusterGpuCount));
    parts.accelerator = shortAcceleratorName(s);
    return parts;
}

std::string nameFromInputs(const Scenario &s)
{
    // planner::PlanNames::fromInputs words the same parts for the window.
    const NameParts p = namePartsOf(s);
    const std::string model =
        p.active.empty() ? p.size + " dense" : p.size + " MoE (" + p.active + " active)";
    return model + " on " + std::to_string(p.gpus) + " " + p.accelerator;
}

namespace {

/** "gui_405B" for "/plans/gui_405B.tcoplan", as QFileInfo::completeBaseName. */
std::string fileStem(std::string_view path)
{
    const auto slash = path.find_last_of("/\\");
    std::string_view file = slash == std::string_view::npos ? path : path.substr(slash + 1);
    if (const auto dot = file.find_last_of('.'); dot != std::string_view::npos && dot > 0)
        file = file.substr(0, dot);
    return std::string(file);
}

} // namespace

NameSource nameSourceOf(const Scenario &s, std::string_view filePath)
{
    if (!s.name.empty() && !(s.name == defaultScenario().name && differsFromDefaultInputs(s)))
        return NameSource::Own;
    if (!fileStem(filePath).empty())
        return NameSource::File;
    return NameSource::Inputs;
}

std::string planName(const Scenario &s, std::string_view filePath)
{
    switch (nameSourceOf(s, filePath)) {
    case NameSource::Own:
        return s.name;
    case NameSource::File:
        return fileStem(filePath);
    case NameSource::Inputs:
        break;
    }
    return nameFromInputs(s);
}

bool differsFromDefaultInputs(const Scenario &s)
{
    const Scenario defaults = defaultScenario();
    if (s.gpuId != defaults.gpuId)
        return true;
    for (const InputSpec &spec : inputSpecs()) {
        // The Monte Carlo's run count and seed change the simulation, not the plan.
        if (spec.id == InputId::UncertaintySamples || spec.id == InputId::UncertaintySeed)
            continue;
        if (s.value(spec.id) != defaults.value(spec.id))
            return true;
    }
    return false;
}

} // namespace tco
