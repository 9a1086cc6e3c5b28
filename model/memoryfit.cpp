// SPDX-License-Identifier: GPL-3.0-or-later
#include "memoryfit.h"

#include <algorithm>
#include <cmath>

namespace tco {
namespace {

using I = InputId;

// Published dense models are about 128 hidden units per layer wide (GPT-3
// 175B: 12288 / 96; Llama 3 8B: 4096 / 32; Llama 3 405B: 16384 / 126) with
// heads 128 wide; N = 12 L h^2 for the transformer blocks.
constexpr double kWidthPerLayer = 128.0;
constexpr double kHeadWidth = 128.0;
constexpr double kMaxGpus = 1e6;

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
 *  accelerator (Korthikanti et al. 2022, tensor + sequence parallel). */
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
};

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
    const Layout layout{static_cast<Sharding>(s.value(I::MemorySharding)),
                        static_cast<Recompute>(s.value(I::MemoryRecompute))};
    MemoryFit f = layoutFor(s, m, memoryGb, gpus, layout);
    if (f.fits)
        return f;
    f.fitsWithFullRecompute = layoutFor(s, m, memoryGb, gpus, {layout.sharding, Recompute::Full}).fits;
    f.fitsWithFullSharding = layoutFor(s, m, memoryGb, gpus, {Sharding::Full, layout.recompute}).fits;
    // More accelerators allow deeper pipelines and more replicas to shard
    // over: double until it fits, then bisect on whole nodes.
    const double perNode = std::max(1.0, s.value(I::ClusterGpusPerNode));
    double high = std::max(gpus, perNode);
    while (high <= kMaxGpus && !layoutFor(s, m, memoryGb, high, layout).fits)
        high *= 2;
    if (high > kMaxGpus)
        return f;
    double low = std::max(gpus, high / 2);
    while (high - low > perNode) {
        const double mid = std::ceil((low + high) / 2 / perNode) * perNode;
        if (mid >= high)
            break;
        (layoutFor(s, m, memoryGb, mid, layout).fits ? high : low) = mid;
    }
    f.minGpusToFit = high;
    return f;
}

} // namespace tco
