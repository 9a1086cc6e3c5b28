// SPDX-License-Identifier: GPL-3.0-or-later
// Model benchmarks (issue targets: one evaluation < 2 us, a 200-point sweep
// < 0.5 ms, a 10,000-sample Monte Carlo < 50 ms). Prints the median of
// repeated runs; not a pass/fail test.
#include "analysis/advice.h"
#include "analysis/analysis.h"
#include "plan/evaluate.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <string>
#include <vector>

using namespace tco;
using Clock = std::chrono::steady_clock;

namespace {

volatile double g_sink = 0; // keeps the optimiser from dropping the work

template <typename F> double medianSeconds(int repeats, int innerLoops, F &&work)
{
    std::vector<double> seconds;
    for (int r = 0; r < repeats; ++r) {
        const auto start = Clock::now();
        for (int i = 0; i < innerLoops; ++i)
            work(i);
        seconds.push_back(std::chrono::duration<double>(Clock::now() - start).count() / innerLoops);
    }
    std::nth_element(seconds.begin(), seconds.begin() + repeats / 2, seconds.end());
    return seconds[static_cast<std::size_t>(repeats / 2)];
}

} // namespace

int main()
{
    const Catalog &catalog = Catalog::builtIn();
    Scenario s = defaultScenario();

    const double evalS = medianSeconds(15, 20000, [&](int i) {
        s.set(InputId::ComputeMfu, 0.3 + 1e-6 * (i % 1000)); // defeat caching
        g_sink = g_sink + evaluate(s, catalog).totalUsd;
    });
    std::vector<SweepPoint> buffer;
    const double sweepS = medianSeconds(15, 200, [&](int) {
        sweepInto(buffer, s, catalog, InputId::CheckpointIntervalHours, 0.05, 48, 200, true);
        g_sink = g_sink + buffer.back().result.totalUsd;
    });
    const double mcS = medianSeconds(9, 1, [&](int i) {
        g_sink = g_sink + monteCarlo(s, catalog, 10000, static_cast<std::uint64_t>(i)).costP50;
    });
    const double sensS = medianSeconds(
        9, 10, [&](int) { g_sink = g_sink + static_cast<double>(sensitivity(s, catalog, 0.1).size()); });
    // The window re-runs these on every slider move.
    const double bestS =
        medianSeconds(9, 20, [&](int) { g_sink = g_sink + bestCheckpointIntervalHours(s, catalog); });
    const double adviseS =
        medianSeconds(9, 10, [&](int) { g_sink = g_sink + static_cast<double>(advise(s, catalog).size()); });

    // A user catalog of 40,000 rows: loading is linear (it was quadratic).
    std::string catalogText =
        "id,name,vendor,bf16_tflops,fp16_tflops,fp8_tflops,tf32_tflops,memory_gb,board_w,"
        "server_w_per_accel,rent_usd_per_hour,purchase_usd,price_date,spec_source,price_source\n";
    for (int i = 0; i < 40000; ++i)
        catalogText += "X" + std::to_string(i) + ",x,v,10,,,,8,1,1,1,1,d,s,p\n";
    const double catalogS = medianSeconds(5, 1, [&](int) {
        std::vector<CatalogError> errors;
        g_sink = g_sink + static_cast<double>(Catalog::parse(catalogText, errors)->accelerators().size());
    });

    std::printf("evaluate           %8.3f us   (target < 2 us)\n", evalS * 1e6);
    std::printf("sweep, 200 points  %8.3f ms   (target < 0.5 ms)\n", sweepS * 1e3);
    std::printf("Monte Carlo 10k    %8.3f ms   (target < 50 ms)\n", mcS * 1e3);
    std::printf("sensitivity        %8.3f ms\n", sensS * 1e3);
    std::printf("best interval      %8.3f ms   (target < 1 ms)\n", bestS * 1e3);
    std::printf("catalog, 40k rows  %8.3f ms   (target < 200 ms, linear)\n", catalogS * 1e3);
    std::printf("advise             %8.3f ms   (target < 4 ms: a slider move)\n", adviseS * 1e3);
    return 0;
}
