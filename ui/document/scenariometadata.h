// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "plan/scenario.h"

#include <string>

namespace planner {

/** The part of a scenario that describes it rather than prices it: what
 *  the user edits in the scenario's properties. UTF-8, like tco::Scenario. */
struct ScenarioMetadata {
    std::string name;
    std::string description;
    tco::ScenarioTags tags;

    static ScenarioMetadata of(const tco::Scenario &s) { return {s.name, s.description, s.tags}; }
    void applyTo(tco::Scenario &s) const
    {
        s.name = name;
        s.description = description;
        s.tags = tags;
    }
    bool operator==(const ScenarioMetadata &) const = default;
};

} // namespace planner
