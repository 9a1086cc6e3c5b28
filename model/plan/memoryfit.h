// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "catalog.h"
#include "result.h"
#include "scenario.h"

namespace tco {

/** Per-accelerator memory on `gpus` accelerators with `memoryGb` each:
 *  bf16 weights and gradients, the optimizer state, sharded as
 *  memory.sharding says across the data-parallel replicas, and the
 *  activations of one pipeline's micro-batches in flight (docs/model.md,
 *  "Memory fit"). The plan's own memory.sharding and memory.recompute come
 *  first; when they do not fit, the cheapest configuration that does (least
 *  compute overhead, then fewest changes). A given parallel.tensor or
 *  parallel.pipeline is kept. When nothing fits, the configuration that
 *  came closest and the smallest accelerator count that fits. */
MemoryFit memoryFit(const Scenario &s, double memoryGb, double gpus);

/** True for the inputs memoryFit reads (with the accelerator count, and
 *  the accelerator's memory, which hardware.gpu chooses). A plan that
 *  differs from another only in inputs it does not read has the other's
 *  fit, so an evaluation may take it (EvaluateOverrides::memory) instead of
 *  searching again; tst_evaluate checks each input this says it does not
 *  read. */
bool memoryFitReads(InputId id);

} // namespace tco
