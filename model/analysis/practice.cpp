// SPDX-License-Identifier: GPL-3.0-or-later
#include "practice.h"

#include <algorithm>
#include <array>

namespace tco {
namespace {

using I = InputId;

// docs/model.md, "Operational practice", gives the source of each figure.
// First large run: manual triage (OPT-175B logbook: restarts often took
// hours), synchronous checkpoints to a modest file system, a small platform
// team. Established team: automated detection and restart in ~20 min,
// asynchronous checkpoints. Frontier scale: restart in minutes with hot
// spares, in-memory multi-level checkpoints (Gemini, Wang et al. 2023) and
// a 2 TB/s storage system (Llama 3, Meta 2024 s3.3.1), a larger platform team.
constexpr std::array<PracticeSetting, 11> kFirstLargeRun{{
    {I::FailuresRestartHours, 1.0},
    {I::FailuresRestartWithSparesHours, 0.5},
    {I::FailuresHotSpareFraction, 0},
    {I::CheckpointAsync, 0},
    {I::CheckpointInMemory, 0},
    {I::StorageHotThroughputGBps, 100},
    {I::StorageHotNodeGBps, 2},
    {I::StorageWarmThroughputGBps, 20},
    {I::StorageWarmNodeGBps, 0.5},
    {I::PeopleInfraEngineers, 3},
    {I::PeopleOpsEngineers, 3},
}};
constexpr std::array<PracticeSetting, 11> kEstablishedTeam{{
    {I::FailuresRestartHours, 0.33},
    {I::FailuresRestartWithSparesHours, 0.1},
    {I::FailuresHotSpareFraction, 0},
    {I::CheckpointAsync, 1},
    {I::CheckpointInMemory, 0},
    {I::StorageHotThroughputGBps, 250},
    {I::StorageHotNodeGBps, 4},
    {I::StorageWarmThroughputGBps, 50},
    {I::StorageWarmNodeGBps, 1},
    {I::PeopleInfraEngineers, 5},
    {I::PeopleOpsEngineers, 3},
}};
constexpr std::array<PracticeSetting, 11> kFrontierScale{{
    {I::FailuresRestartHours, 0.1},
    {I::FailuresRestartWithSparesHours, 0.05},
    {I::FailuresHotSpareFraction, 0.005},
    {I::CheckpointAsync, 1},
    {I::CheckpointInMemory, 1},
    {I::StorageHotThroughputGBps, 2000},
    {I::StorageHotNodeGBps, 8},
    {I::StorageWarmThroughputGBps, 200},
    {I::StorageWarmNodeGBps, 2},
    {I::PeopleInfraEngineers, 10},
    {I::PeopleOpsEngineers, 5},
}};

} // namespace

std::span<const PracticeSetting> practiceSettings(Practice p)
{
    switch (p) {
    case Practice::FirstLargeRun:
        return kFirstLargeRun;
    case Practice::EstablishedTeam:
        return kEstablishedTeam;
    case Practice::FrontierScale:
        return kFrontierScale;
    }
    return kEstablishedTeam;
}

void applyPractice(Scenario &s, Practice p)
{
    s.set(I::FailuresPractice, static_cast<double>(p));
    for (const PracticeSetting &setting : practiceSettings(p))
        s.set(setting.id, setting.value);
}

bool matchesPractice(const Scenario &s, Practice p)
{
    const auto settings = practiceSettings(p);
    return std::all_of(settings.begin(), settings.end(),
                       [&s](const PracticeSetting &x) { return s.value(x.id) == x.value; });
}

Practice practice(const Scenario &s)
{
    return static_cast<Practice>(s.value(I::FailuresPractice));
}

} // namespace tco
