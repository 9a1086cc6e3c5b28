// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "scenario.h"

namespace tco {

/** What the main run's time depends on besides the accelerator count:
 *  fixed by the model, the data and the accelerator. */
struct RunBasis {
    double gpuHoursProductive = 0; ///< C / (peak x MFU)
    double flopsPerGpuSecond = 0;  ///< peak x MFU
    double flopsPerToken = 0;
    double checkpointSizeBytes = 0;
    double failureRateScale = 1; ///< Monte Carlo
    bool spot = false;
};

/** The main run on `gpus` accelerators with checkpoints every `tau`
 *  compute hours (docs/model.md, "Failures and checkpoints"). */
struct RunTiming {
    double nodes = 0, spares = 0;
    double hotBandwidthGBps = 0, warmBandwidthGBps = 0, storageGBps = 0;
    double tokensPerSecond = 0, stallFactor = 1;
    double writeHours = 0;          ///< one (incremental) checkpoint to storage
    double blockingHours = 0;       ///< training pause per checkpoint
    double restoreHours = 0;        ///< reading a full checkpoint back from storage
    double restartHours = 0;        ///< mean per failure: detection, swap or reschedule, restore
    double lambda = 0;              ///< failures per hour, incl. spot pre-emptions
    double tau = 0;                 ///< interval used
    bool writesOverlap = false;     ///< tau was raised to the write time
    double lostWorkPerFailure = 0;  ///< hours of work redone per failure
    double progressRaw = 1;         ///< 1 - lambda (lost + restart); may be <= 0
    double progress = 1;            ///< clamped at the floor
    double productiveWallHours = 0; ///< incl. data stall
    double wallHours = 0;
};

/** Below this share of useful progress the run cannot finish; the numbers
 *  are computed at this floor so they stay finite. */
inline constexpr double kMinProgressFraction = 0.05;

RunTiming runTiming(const Scenario &s, const RunBasis &b, double gpus, double tau);

} // namespace tco
