// SPDX-License-Identifier: GPL-3.0-or-later
#include "scalinglaw.h"

#include <cmath>

namespace tco {

ScalingCoefficients scalingCoefficients(ScalingLawFit fit)
{
    switch (fit) {
    case ScalingLawFit::Hoffmann2022:
        // Hoffmann et al. 2022, "Training Compute-Optimal LLMs", eq. 10 (approach 3).
        return {1.69, 406.4, 410.7, 0.34, 0.28};
    case ScalingLawFit::Besiroglu2024:
        break;
    }
    // Besiroglu et al. 2024, "Chinchilla Scaling: A replication attempt", eq. 3.
    return {1.82, 482.01, 2085.43, 0.3478, 0.3658};
}

double predictedLoss(const ScalingCoefficients &c, double parameters, double tokens)
{
    return c.E + c.A / std::pow(parameters, c.alpha) + c.B / std::pow(tokens, c.beta);
}

void computeOptimal(const ScalingCoefficients &c, double flops, double flopsPerParamToken, double &parameters,
                    double &tokens)
{
    // Minimising L subject to N D = C/k gives N* = G (C/k)^(beta/(alpha+beta)),
    // G = (alpha A / (beta B))^(1/(alpha+beta))  (Hoffmann 2022, eq. 4).
    const double nd = flops / flopsPerParamToken;
    const double g = std::pow(c.alpha * c.A / (c.beta * c.B), 1.0 / (c.alpha + c.beta));
    parameters = g * std::pow(nd, c.beta / (c.alpha + c.beta));
    tokens = nd / parameters;
}

double mfuFromTokensPerSecond(double tokensPerSecondPerGpu, double activeParameters,
                              double flopsPerParamToken, double peakTflops)
{
    if (!(tokensPerSecondPerGpu > 0 && activeParameters > 0 && flopsPerParamToken > 0 && peakTflops > 0))
        return 0;
    return tokensPerSecondPerGpu * flopsPerParamToken * activeParameters / (peakTflops * 1e12);
}

double mfuFromStepTime(double stepSeconds, double globalBatchTokens, int gpuCount, double activeParameters,
                       double flopsPerParamToken, double peakTflops)
{
    if (!(stepSeconds > 0 && globalBatchTokens > 0 && gpuCount > 0))
        return 0;
    return mfuFromTokensPerSecond(globalBatchTokens / stepSeconds / gpuCount, activeParameters,
                                  flopsPerParamToken, peakTflops);
}

} // namespace tco
