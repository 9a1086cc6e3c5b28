// SPDX-License-Identifier: GPL-3.0-or-later
#include "compare.h"

#include "plan/evaluate.h"
#include "plan/validation.h"

namespace tco {

double relativeChange(double from, double to)
{
    return from != 0 ? (to - from) / from : 0.0;
}

Comparison compare(const Scenario &a, const Scenario &b, const Catalog &catalog)
{
    Comparison c;
    c.a = evaluate(a, catalog);
    c.b = evaluate(b, catalog);
    for (std::size_t i = 0; i < kCategoryCount; ++i)
        c.categoryDeltaUsd[i] =
            c.b.categoryUsd(static_cast<Category>(i)) - c.a.categoryUsd(static_cast<Category>(i));
    c.totalDeltaUsd = c.b.totalUsd - c.a.totalUsd;
    c.relativeDelta = relativeChange(c.a.totalUsd, c.b.totalUsd);

    // Walk from A to B one decision at a time; the accelerator first, as
    // it sets the prices and peaks every other input acts on.
    Scenario walk = a;
    double before = c.a.totalUsd;
    const auto step = [&](std::string key, std::string from, std::string to) {
        const double after = evaluate(walk, catalog).totalUsd;
        c.inputChanges.push_back({std::move(key), std::move(from), std::move(to), after - before});
        before = after;
    };
    if (a.gpuId != b.gpuId) {
        walk.gpuId = b.gpuId;
        step(std::string(kGpuKey), a.gpuId, b.gpuId);
    }
    for (const InputSpec &in : inputSpecs()) {
        if (a.value(in.id) == b.value(in.id))
            continue;
        const std::string from = valueText(walk, in.key);
        walk.set(in.id, b.value(in.id));
        step(std::string(in.key), from, valueText(walk, in.key));
    }
    return c;
}

} // namespace tco
