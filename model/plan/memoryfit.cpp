// SPDX-License-Identifier: GPL-3.0-or-later
#include "memoryfit.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <tuple>

namespace tco {
namespace {

using I = InputId;

// Published dense models are about 128 hidden units per layer wide (GPT-3
// 175B: 12288 / 96; Llama 3 8B: 4096 / 32; Llama 3 405B: 16384 / 126) with
// heads 128 wide; N = 12 L h^2 for the transformer blocks.
constexpr double kWidthPerLayer = 128.0;
constexpr double kHeadWidth = 128.0;
constexpr double kMaxGpus = 1e6;
// Full recomputation runs every layer's forward pass again in the backward
// pass: 8 N D FLOPs instead of 6 N D (docs/model.md, "Memory fit").
constexpr double kFullRecomputeOverhead = 1.0 / 3.0;

struct Shape {
    double layers, hidden, heads;
};

Shape shapeOf(const Scenario &s)
{
    const double n = s.value(I::ModelParameters);
    double layers = s.value(I::ModelLayers);
    double hidden = s.value(I::ModelHiddenSize);
    if (layers <= 0 && hidden > 0)
        layers = std::max(1.0, std::round(n / (12.0 * hidden * hidden)));
    if (layers <= 0)
        layers = std::max(1.0, std::round(std::cbrt(n / (12.0 * kWidthPerLayer * kWidthPerLayer))));
    if (hidden <= 0)
        hidden = std::max(kHeadWidth, std::sqrt(n / (12.0 * layers)));
    double heads = s.value(I::ModelAttentionHeads);
    if (heads <= 0)
        heads = std::max(1.0, std::round(hidden / kHeadWidth));
    return {layers, hidden, heads};
}

/** Activation bytes of one transformer layer and one micro-batch on one
 *  accelerator (Korthikanti et al. 2022, tensor + sequence parallel; with
 *  t = 1 the same as without sequence parallelism, s b h (10 + 24/t +
 *  5 a s/(h t)), which is never less: the planner always uses it). */
double activationBytesPerLayer(const Shape &m, double seq, double batch, Recompute r, double tensor)
{
    const double sbh = seq * batch * m.hidden;
    switch (r) {
    case Recompute::None:
        return sbh * (34.0 + 5.0 * m.heads * seq / m.hidden) / tensor;
    case Recompute::Selective:
        return sbh * 34.0 / tensor;
    case Recompute::Full:
        return sbh * 2.0 / tensor;
    }
    return 0;
}

struct Layout {
    Sharding sharding;
    Recompute recompute;
    bool operator==(const Layout &) const = default;
};

double overheadOf(Recompute r)
{
    return r == Recompute::Full ? kFullRecomputeOverhead : 0.0;
}

/** Records the configuration `l` in `f` and how it differs from the plan's. */
void choose(MemoryFit &f, Layout l, Layout plan)
{
    f.sharding = l.sharding;
    f.recompute = l.recompute;
    f.sequenceParallel = f.tensorParallel > 1;
    f.computeOverhead = overheadOf(l.recompute);
    f.changed = !(l == plan);
}

/** The configurations to try after the plan's own, cheapest first: by
 *  compute overhead, then by the number of settings changed, then lighter
 *  sharding and recomputation. Sharding and recomputation only go up from
 *  the plan's: less of either never saves memory. Returns how many. */
int alternatives(Layout plan, std::array<Layout, 12> &out)
{
    int n = 0;
    for (int sh = static_cast<int>(plan.sharding); sh <= static_cast<int>(Sharding::Full); ++sh)
        for (int rc = static_cast<int>(plan.recompute); rc <= static_cast<int>(Recompute::Full); ++rc) {
            const Layout l{static_cast<Sharding>(sh), static_cast<Recompute>(rc)};
            if (!(l == plan))
                out[static_cast<std::size_t>(n++)] = l;
        }
    const auto key = [&plan](Layout l) {
        return std::tuple(overheadOf(l.recompute),
                          static_cast<int>(l.sharding != plan.sharding) + (l.recompute != plan.recompute),
                          static_cast<int>(l.sharding), static_cast<int>(l.recompute));
    };
    std::stable_sort(out.begin(), out.begin() + n, [&](Layout a, Layout b) { return key(a) < key(b); });
    return n;
}

/** Fills the byte counts for a given tensor degree and pipeline depth. */
void account(MemoryFit &f, const Scenario &s, const Shape &m, double gpus, int tensor, int stages, Layout l)
{
    const double n = s.value(I::ModelParameters);
    f.tensorParallel = tensor;
    f.pipelineStages = stages;
    f.dataParallel = std::max(1, static_cast<int>(std::floor(gpus / (tensor * stages))));
    const double perDevice = n / (static_cast<double>(tensor) * stages);
    const double dp = f.dataParallel;
    f.weightsBytes = 2.0 * perDevice / (l.sharding == Sharding::Full ? dp : 1.0);
    f.gradientsBytes = 2.0 * perDevice / (l.sharding >= Sharding::OptimizerGradients ? dp : 1.0);
    f.optimizerBytes = s.value(I::MemoryOptimizerBytesPerParameter) * perDevice /
                       (l.sharding >= Sharding::Optimizer ? dp : 1.0);
    // 1F1B: the first stage keeps `stages` micro-batches of its L/stages
    // layers in flight, i.e. the activations of all L layers; with full
    // recomputation one layer's working set is rebuilt at a time.
    const double seq = s.value(I::ModelContextTokens);
    const double batch = s.value(I::MemoryMicroBatchSequences);
    f.activationBytes = m.layers * activationBytesPerLayer(m, seq, batch, l.recompute, tensor);
    if (l.recompute == Recompute::Full)
        f.activationBytes += activationBytesPerLayer(m, seq, batch, Recompute::Selective, tensor);
    f.totalBytes = f.weightsBytes + f.gradientsBytes + f.optimizerBytes + f.activationBytes;
    f.fits = f.totalBytes <= f.usableBytes;
}

int autoTensor(const Scenario &s, double gpus)
{
    const double wanted = s.value(I::ParallelTensor) > 0 ? s.value(I::ParallelTensor) : 8.0;
    return static_cast<int>(std::max(1.0, std::min({wanted, s.value(I::ClusterGpusPerNode), gpus})));
}

/** The layout on `gpus` accelerators: the given pipeline depth, or the
 *  fewest stages (powers of two, at most one layer per stage) that fit. */
MemoryFit layoutFor(const Scenario &s, const Shape &m, double memoryGb, double gpus, Layout l)
{
    MemoryFit f;
    f.layers = m.layers;
    f.hiddenSize = m.hidden;
    f.heads = m.heads;
    f.usableBytes = memoryGb * 1e9 * (1.0 - s.value(I::MemoryHeadroomFraction));
    const int tensor = autoTensor(s, gpus);
    const double givenStages = s.value(I::ParallelPipeline);
    if (givenStages > 0) {
        account(f, s, m, gpus, tensor, static_cast<int>(std::min(givenStages, std::max(1.0, gpus / tensor))),
                l);
        return f;
    }
    const double maxStages = std::max(1.0, std::min(m.layers, std::floor(gpus / tensor)));
    int stages = 1;
    for (;;) {
        account(f, s, m, gpus, tensor, stages, l);
        if (f.fits || stages * 2 > maxStages)
            return f;
        stages *= 2;
    }
}

} // namespace

MemoryFit memoryFit(const Scenario &s, double memoryGb, double gpus)
{
    const Shape m = shapeOf(s);
    const Layout plan{static_cast<Sharding>(s.value(I::MemorySharding)),
                      static_cast<Recompute>(s.value(I::MemoryRecompute))};
    MemoryFit f = layoutFor(s, m, memoryGb, gpus, plan);
    choose(f, plan, plan);
    if (f.fits)
        return f;
    // The plan's settings do not fit: the cheapest configuration that does.
    std::array<Layout, 12> tried{};
    const int n = alternatives(plan, tried);
    for (int i = 0; i < n; ++i) {
        MemoryFit c = layoutFor(s, m, memoryGb, gpus, tried[static_cast<std::size_t>(i)]);
        choose(c, tried[static_cast<std::size_t>(i)], plan);
        if (c.fits)
            return c;
        if (c.totalBytes < f.totalBytes)
            f = c;
    }
    // Nothing fits: f is the configuration that came closest. ZeRO-3 holds
    // the least training state whatever the recomputation, so some
    // configuration fits on `g` accelerators exactly when ZeRO-3 with one of
    // the plan's or heavier recomputations does.
    const auto fitsSomehow = [&](double g) {
        for (int rc = static_cast<int>(plan.recompute); rc <= static_cast<int>(Recompute::Full); ++rc)
            if (layoutFor(s, m, memoryGb, g, {Sharding::Full, static_cast<Recompute>(rc)}).fits)
                return true;
        return false;
    };
    // More accelerators allow deeper pipelines and more replicas to shard
    // over: double until it fits, then bisect on whole nodes.
    const double perNode = std::max(1.0, s.value(I::ClusterGpusPerNode));
    double high = std::max(gpus, perNode);
    while (high <= kMaxGpus && !fitsSomehow(high))
        high *= 2;
    if (high > kMaxGpus)
        return f;
    double low = std::max(gpus, high / 2);
    while (high - low > perNode) {
        const double mid = std::ceil((low + high) / 2 / perNode) * perNode;
        if (mid >= high)
            break;
        (fitsSomehow(mid) ? high : low) = mid;
    }
    f.minGpusToFit = high;
    return f;
}

bool memoryFitReads(InputId id)
{
    switch (id) {
    case I::ClusterGpuCount:
    case I::ClusterGpusPerNode:
    case I::MemoryHeadroomFraction:
    case I::MemoryMicroBatchSequences:
    case I::MemoryOptimizerBytesPerParameter:
    case I::MemoryRecompute:
    case I::MemorySharding:
    case I::ModelAttentionHeads:
    case I::ModelContextTokens:
    case I::ModelHiddenSize:
    case I::ModelLayers:
    case I::ModelParameters:
    case I::ParallelPipeline:
    case I::ParallelTensor:
        return true;
    default:
        return false;
    }
}

} // namespace tco
