// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "inputs.h"

namespace tco {

/* The scaling law and the MFU a measured throughput implies: the plan's
 * evaluation uses them (the predicted loss, the compute-optimal split), so
 * they sit beside it, below the analyses (docs/model.md §2;
 * docs/architecture.md, "The model's folders"). */

/** Chinchilla-form scaling law L(N, D) = E + A/N^alpha + B/D^beta. */
struct ScalingCoefficients {
    double E, A, B, alpha, beta;
};
ScalingCoefficients scalingCoefficients(ScalingLawFit fit);
double predictedLoss(const ScalingCoefficients &c, double parameters, double tokens);
/** Loss-minimising N and D for compute C = k N D. */
void computeOptimal(const ScalingCoefficients &c, double flops, double flopsPerParamToken, double &parameters,
                    double &tokens);

/** MFU implied by a pilot run's measured throughput. Returns 0 when the
 *  inputs are not positive. */
double mfuFromTokensPerSecond(double tokensPerSecondPerGpu, double activeParameters,
                              double flopsPerParamToken, double peakTflops);
double mfuFromStepTime(double stepSeconds, double globalBatchTokens, int gpuCount, double activeParameters,
                       double flopsPerParamToken, double peakTflops);

} // namespace tco
