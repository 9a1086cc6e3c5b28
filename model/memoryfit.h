// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "catalog.h"
#include "result.h"
#include "scenario.h"

namespace tco {

/** Per-accelerator memory of the plan's parallel layout on `gpus`
 *  accelerators with `memoryGb` each: bf16 weights and gradients, the
 *  optimizer state, sharded as memory.sharding says across the data-parallel
 *  replicas, and the activations of one pipeline's micro-batches in flight
 *  (docs/model.md, "Memory fit"). When the plan does not fit, also the
 *  smallest accelerator count and the changes that make it fit. */
MemoryFit memoryFit(const Scenario &s, double memoryGb, double gpus);

} // namespace tco
