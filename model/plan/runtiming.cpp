// SPDX-License-Identifier: GPL-3.0-or-later
#include "runtiming.h"

#include <algorithm>
#include <cmath>

namespace tco {

namespace {
using I = InputId;
} // namespace

RunTiming runTiming(const Scenario &s, const RunBasis &b, double gpus, double tau)
{
    const auto v = [&s](I id) { return s.value(id); };
    RunTiming t;
    t.nodes = std::ceil(gpus / v(I::ClusterGpusPerNode));
    t.spares = std::ceil(gpus * v(I::FailuresHotSpareFraction));

    // Every node reads and writes its shard in parallel, up to what the
    // storage system delivers in aggregate (Llama 3: 2 TB/s sustained for
    // checkpoints on 16,384 GPUs). The hot share of I/O runs at hot speed,
    // the rest at warm speed: the effective rate is the harmonic mix.
    t.hotBandwidthGBps = std::min(t.nodes * v(I::StorageHotNodeGBps), v(I::StorageHotThroughputGBps));
    t.warmBandwidthGBps = std::min(t.nodes * v(I::StorageWarmNodeGBps), v(I::StorageWarmThroughputGBps));
    const double hot = v(I::StorageHotFraction);
    t.storageGBps = 1.0 / (hot / t.hotBandwidthGBps + (1.0 - hot) / t.warmBandwidthGBps);

    // Data-loading stall: needed read rate vs what the tiers deliver;
    // prefetch hides everything up to that rate.
    t.tokensPerSecond = gpus * b.flopsPerGpuSecond / b.flopsPerToken;
    const double neededGBps = t.tokensPerSecond * v(I::DataBytesPerToken) / 1e9;
    t.stallFactor = std::max(1.0, neededGBps / t.storageGBps);

    const double bytesPerSecond = t.storageGBps * 1e9;
    t.writeHours = b.checkpointSizeBytes * v(I::CheckpointIncrementalFraction) / bytesPerSecond / 3600.0;
    t.restoreHours = b.checkpointSizeBytes / bytesPerSecond / 3600.0;
    const bool inMemory = v(I::CheckpointInMemory) > 0.5;
    const bool async = inMemory || v(I::CheckpointAsync) > 0.5;
    // Async (and in-memory): training pauses only while each accelerator
    // copies its shard to host memory; the write to storage overlaps compute.
    const double snapshotHours =
        b.checkpointSizeBytes / gpus / (v(I::CheckpointSnapshotGBpsPerGpu) * 1e9) / 3600.0;
    t.blockingHours = async ? snapshotHours : t.writeHours;

    t.lambda = gpus / v(I::FailuresGpuMtbfHours) * b.failureRateScale;
    if (b.spot)
        t.lambda += t.nodes * v(I::PricingSpotPreemptionsPerNodeDay) / 24.0;
    t.lambda = std::max(t.lambda, 1e-12);

    t.tau = tau;
    if (async && !inMemory && tau < t.writeHours) {
        // A new checkpoint cannot start before the last one is written.
        t.writesOverlap = true;
        t.tau = t.writeHours;
    }

    // Per failure: the work since the last checkpoint (tau/2 on average)
    // plus the unfinished write, and the restart. With spares the failed
    // node is swapped instead of rescheduled. With in-memory copies a
    // failure that one node's loss explains restarts from the peer copy in
    // memory; durable checkpoints reach storage every max(tau, write) hours.
    const double detect = t.spares > 0 ? v(I::FailuresRestartWithSparesHours) : v(I::FailuresRestartHours);
    const double fromStorageLost = (inMemory ? std::max(t.tau, t.writeHours) : t.tau) / 2.0 + t.writeHours;
    const double fromStorageRestart = detect + t.restoreHours;
    if (inMemory) {
        const double q = v(I::FailuresInMemoryRecoverableShare);
        t.lostWorkPerFailure = q * t.tau / 2.0 + (1.0 - q) * fromStorageLost;
        t.restartHours = q * (detect + snapshotHours) + (1.0 - q) * fromStorageRestart;
    } else {
        t.lostWorkPerFailure = fromStorageLost;
        t.restartHours = fromStorageRestart;
    }
    t.progressRaw = 1.0 - t.lambda * (t.lostWorkPerFailure + t.restartHours);
    t.progress = std::max(t.progressRaw, kMinProgressFraction);

    const double productiveHours = b.gpuHoursProductive / gpus;
    t.productiveWallHours = productiveHours * t.stallFactor;
    t.wallHours = t.productiveWallHours * (1.0 + t.blockingHours / t.tau) / t.progress;
    return t;
}

} // namespace tco
