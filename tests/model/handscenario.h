// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "plan/catalog.h"
#include "plan/scenario.h"

#include <stdexcept>
#include <vector>

namespace testing {

/** A catalog with one accelerator of round figures, so expected values can
 *  be worked out by hand: 1000 TFLOP/s bf16, 2000 fp8, 80 GB, 1000 W per
 *  accelerator incl. host, $2.00 per hour, $40,000 to buy. */
inline const tco::Catalog &handCatalog()
{
    static const tco::Catalog catalog = [] {
        std::vector<tco::CatalogError> errors;
        auto c = tco::Catalog::parse(
            "id,name,vendor,bf16_tflops,fp16_tflops,fp8_tflops,tf32_tflops,memory_gb,board_w,"
            "server_w_per_accel,rent_usd_per_hour,purchase_usd,price_date,spec_source,price_source\n"
            "ROUND,Round numbers,Test,1000,1000,2000,,80,700,1000,2,40000,2026-01,test,test\n"
            "NOFP8,No fp8 or bf16,Test,,500,,,32,300,400,1,,2026-01,test,test\n",
            errors);
        if (!c)
            throw std::logic_error("hand catalog does not parse");
        return *c;
    }();
    return catalog;
}

/** 10B parameters, 1T tokens, 1000 accelerators at MFU 0.5, all I/O on a
 *  100 GB/s hot tier (125 nodes at 4 GB/s each reach the tier's limit),
 *  MTBF 10,000 h, synchronous 1 h checkpoints, on-demand pricing, no
 *  hidden-cost shares unless a test sets them. */
inline tco::Scenario handScenario()
{
    using I = tco::InputId;
    tco::Scenario s = tco::defaultScenario();
    s.gpuId = "ROUND";
    s.set(I::ModelParameters, 1e10);
    s.set(I::DataTokens, 1e12);
    s.set(I::ClusterGpuCount, 1000);
    s.set(I::ComputeMfu, 0.5);
    s.set(I::StorageHotFraction, 1.0);
    s.set(I::StorageHotThroughputGBps, 100);
    s.set(I::FailuresGpuMtbfHours, 1e4);
    s.set(I::FailuresRestartHours, 0.5);
    s.set(I::CheckpointIntervalHours, 1.0);
    s.set(I::PricingMode, static_cast<double>(tco::PricingMode::OnDemand));
    s.set(I::EnergyAveragePowerWattsPerGpu, 1000);
    s.set(I::EnergyPue, 1.5);
    s.set(I::EnergyGridKgCo2PerKWh, 0.5);
    s.set(I::EnergyPriceUsdPerMWh, 100);
    s.set(I::IdleAllocationEfficiency, 1.0);
    s.set(I::ExperimentsPilotShare, 0);
    s.set(I::ExperimentsRerunProbability, 0);
    s.set(I::ExperimentsEvaluationShare, 0);
    // Synchronous checkpoints and no throughput charge, so the hand-checked
    // figures of the checkpoint and storage tests stay simple.
    s.set(I::CheckpointAsync, 0);
    s.set(I::StorageHotBandwidthUsdPerGBpsMonth, 0);
    return s;
}

/** The built-in default plan and two of its size that stress the memory
 *  fit: 1T on 1,024 accelerators fits only with full recomputation, 405B on
 *  64 does not fit at all (tests of evaluations that reuse a plan's fit). */
inline std::vector<tco::Scenario> memoryFitPlans()
{
    std::vector<tco::Scenario> plans{tco::defaultScenario()};
    tco::Scenario big = tco::defaultScenario();
    big.set(tco::InputId::ModelParameters, 1e12);
    big.set(tco::InputId::ClusterGpuCount, 1024);
    plans.push_back(big);
    big.set(tco::InputId::ModelParameters, 405e9);
    big.set(tco::InputId::ClusterGpuCount, 64);
    plans.push_back(big);
    return plans;
}

} // namespace testing
