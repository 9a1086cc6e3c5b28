// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "inputs.h"

#include <string>
#include <vector>

namespace tco {

/** One input set to a value. */
struct InputSetting {
    InputId id = InputId::Count;
    double value = 0;
    bool operator==(const InputSetting &) const = default;
};

/** A plan variant the user pinned: a named set of input changes (and
 *  optionally another accelerator) that the model evaluates next to the
 *  plan. Saved with the plan (docs/file-format.md, version 3). */
struct PinnedVariant {
    std::string name;
    std::vector<InputSetting> changes;
    std::string gpuId; ///< the accelerator the variant uses; empty = the plan's
    bool operator==(const PinnedVariant &) const = default;
};

} // namespace tco
