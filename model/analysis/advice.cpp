// SPDX-License-Identifier: GPL-3.0-or-later
#include "advice.h"
#include "plan/enumkeys.h"

#include "analysis.h"
#include "plan/evaluate.h"
#include "practice.h"

#include <algorithm>
#include <cmath>

namespace tco {
namespace {

using I = InputId;

// What the hot-spare lever keeps: 0.5 % of the cluster (at least one).
constexpr double kSpareShare = 0.005;
// The deduplication lever: one quarter step of the quality factor.
constexpr double kDedupStep = 0.25;

void push(Lever &l, InputSetting c)
{
    // Every lever sets fewer inputs than a ChangeSet holds (the practice
    // preset, the largest, sets 13).
    l.changes.set(c.id, c.value);
}

Lever lever(LeverKind kind, std::initializer_list<InputSetting> changes)
{
    Lever l;
    l.kind = kind;
    for (const InputSetting &c : changes)
        push(l, c);
    return l;
}

/** Evaluates plan variants against the plan and keeps those that help. */
class Advisor
{
public:
    Advisor(const Scenario &s, const Catalog &catalog)
        : m_s(s), m_catalog(catalog), m_base(evaluate(s, catalog))
    {
    }

    const Result &base() const { return m_base; }

    /** `reoptimizeInterval`: the lever also moves the checkpoint interval to
     *  the best one for the changed plan (what a practitioner would do). */
    void offer(Lever l, bool reoptimizeInterval = false)
    {
        Scenario v = applyLever(m_s, l);
        if (v == m_s)
            return;
        if (reoptimizeInterval) {
            push(l, {I::CheckpointIntervalHours, bestCheckpointIntervalHours(v, m_catalog)});
            v = applyLever(m_s, l);
        }
        const Result r = evaluate(v, m_catalog);
        l.totalUsd = r.totalUsd;
        l.days = r.wallClockDays;
        l.savedUsd = m_base.totalUsd - r.totalUsd;
        l.savedDays = m_base.wallClockDays - r.wallClockDays;
        l.feasible = r.feasible();
        l.makesFeasible = !m_base.feasible() && l.feasible;
        const bool helps = m_base.feasible()
                               ? l.feasible && (l.savedUsd > 1e-6 * m_base.totalUsd || l.savedDays > 1e-3)
                               : l.makesFeasible;
        if (helps)
            m_levers.push_back(l);
    }

    std::vector<Lever> take()
    {
        if (m_base.feasible())
            std::stable_sort(m_levers.begin(), m_levers.end(), [](const Lever &a, const Lever &b) {
                return a.savedUsd != b.savedUsd ? a.savedUsd > b.savedUsd : a.savedDays > b.savedDays;
            });
        else
            std::stable_sort(m_levers.begin(), m_levers.end(),
                             [](const Lever &a, const Lever &b) { return a.totalUsd < b.totalUsd; });
        return std::move(m_levers);
    }

private:
    const Scenario &m_s;
    const Catalog &m_catalog;
    Result m_base;
    std::vector<Lever> m_levers;
};

double roundToNodes(double gpus, double perNode)
{
    return std::clamp(std::round(gpus / perNode) * perNode, 1.0, spec(I::ClusterGpuCount).maxValue);
}

} // namespace

std::string_view leverKey(LeverKind k)
{
    constexpr std::string_view keys[] = {"optimalInterval",
                                         "asyncCheckpoints",
                                         "inMemoryCheckpoints",
                                         "hotSpares",
                                         "strongerPractice",
                                         "fewerAccelerators",
                                         "moreAccelerators",
                                         "fastestAccelerators",
                                         "acceleratorsToFit",
                                         "fullRecompute",
                                         "fullSharding",
                                         "onDemand",
                                         "reserved",
                                         "spot",
                                         "buy",
                                         "storageMix",
                                         "deduplication",
                                         "fp8"};
    static_assert(std::size(keys) == static_cast<std::size_t>(LeverKind::Count));
    return enumKey(keys, k);
}

std::vector<Lever> advise(const Scenario &s, const Catalog &catalog)
{
    Advisor a(s, catalog);
    const Result &r = a.base();
    const auto v = [&s](I id) { return s.value(id); };
    const double gpus = v(I::ClusterGpuCount);
    const double perNode = v(I::ClusterGpusPerNode);
    using K = LeverKind;

    a.offer(
        lever(K::OptimalInterval, {{I::CheckpointIntervalHours, bestCheckpointIntervalHours(s, catalog)}}));
    a.offer(lever(K::AsyncCheckpoints, {{I::CheckpointAsync, 1}}), true);
    a.offer(lever(K::InMemoryCheckpoints, {{I::CheckpointInMemory, 1}}), true);
    if (v(I::FailuresHotSpareFraction) <= 0)
        a.offer(lever(K::HotSpares, {{I::FailuresHotSpareFraction, kSpareShare}}), true);
    const auto practice = static_cast<int>(v(I::FailuresPractice));
    if (practice < static_cast<int>(Practice::FrontierScale)) {
        const auto next = static_cast<Practice>(practice + 1);
        Lever l = lever(K::StrongerPractice, {{I::FailuresPractice, static_cast<double>(next)}});
        for (const PracticeSetting &x : practiceSettings(next))
            push(l, {x.id, x.value});
        a.offer(l, true);
    }
    if (gpus >= 2 * perNode)
        a.offer(lever(K::FewerAccelerators, {{I::ClusterGpuCount, roundToNodes(gpus / 2, perNode)}}), true);
    a.offer(lever(K::MoreAccelerators, {{I::ClusterGpuCount, roundToNodes(gpus * 2, perNode)}}), true);
    if (r.has(Condition::PastUsefulScale) && r.fastestGpuCount > 0)
        a.offer(lever(K::FastestAccelerators, {{I::ClusterGpuCount, r.fastestGpuCount}}), true);
    if (!r.memory.fits) {
        if (r.memory.minGpusToFit > 0) {
            a.offer(lever(K::AcceleratorsToFit, {{I::ClusterGpuCount, r.memory.minGpusToFit}}), true);
            // The smallest count that fits may take decades: also offer the
            // first doubling of it that finishes within the horizon.
            Scenario work = s;
            const double horizonMonths = v(I::ProjectHorizonYears) * 12.0;
            for (double g = r.memory.minGpusToFit * 2; g <= spec(I::ClusterGpuCount).maxValue; g *= 2) {
                work.set(I::ClusterGpuCount, g);
                const Result x = evaluate(work, catalog);
                if (x.has(Condition::RunCannotFinish))
                    break;
                if (x.feasible() && x.projectMonths <= horizonMonths) {
                    a.offer(lever(K::AcceleratorsToFit, {{I::ClusterGpuCount, g}}), true);
                    break;
                }
            }
        }
        // Full recomputation and ZeRO-3 need no lever: evaluate() already
        // tried them (memoryfit.h), so with them it still does not fit.
    }
    const K modes[] = {K::OnDemand, K::Reserved, K::Spot, K::Buy};
    for (int m = 0; m < 4; ++m)
        a.offer(lever(modes[m], {{I::PricingMode, static_cast<double>(m)}}), true);
    {
        // The tier mix with the lowest total among quarter steps.
        double bestHot = v(I::StorageHotFraction);
        double bestTotal = r.totalUsd;
        Scenario work = s;
        for (const double hot : {0.0, 0.25, 0.5, 0.75, 1.0}) {
            work.set(I::StorageHotFraction, hot);
            const Result x = evaluate(work, catalog);
            if (x.feasible() && x.totalUsd < bestTotal) {
                bestTotal = x.totalUsd;
                bestHot = hot;
            }
        }
        a.offer(lever(K::StorageMix, {{I::StorageHotFraction, bestHot}}));
    }
    const double quality = v(I::DataQualityFactor);
    if (quality + kDedupStep <= spec(I::DataQualityFactor).maxValue)
        a.offer(lever(K::Deduplication, {{I::DataQualityFactor, quality + kDedupStep}}));
    const Accelerator *acc = catalog.find(s.gpuId);
    if (acc && precision(s) != Precision::Fp8 && acc->effectivePrecision(Precision::Fp8) == Precision::Fp8)
        a.offer(lever(K::Fp8, {{I::ComputePrecision, static_cast<double>(Precision::Fp8)}}), true);
    return a.take();
}

} // namespace tco
