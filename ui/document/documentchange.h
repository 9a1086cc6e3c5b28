// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "plan/inputs.h"

#include <cstdint>

namespace planner {

/** What changed in a ScenarioDocument. One typed signal carries it so that
 *  every view can decide how much to redo (Tiled's ChangeEvent idea). */
enum class ChangeKind : std::uint8_t {
    Value,       ///< one numeric input (see DocumentChange::input)
    Accelerator, ///< hardware.gpu
    Scenario,    ///< several inputs at once (a lever, a preset) or the whole scenario (load, new)
    Interaction, ///< a drag ended: values unchanged, views may rescale axes
};

/** One change of the document. `interacting` is true while a slider is held:
 *  views keep axis ranges stable and may skip heavy work until it is false. */
struct DocumentChange {
    ChangeKind kind = ChangeKind::Scenario;
    tco::InputId input = tco::InputId::Count; ///< for ChangeKind::Value
    bool interacting = false;
};

} // namespace planner
