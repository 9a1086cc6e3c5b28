// SPDX-License-Identifier: GPL-3.0-or-later
#include "advice.h"
#include "plan/enumkeys.h"

#include "analysis.h"
#include "leverchanges.h"
#include "plan/evaluate.h"

#include <algorithm>
#include <utility>

namespace tco {
namespace {

using I = InputId;

// What the hot-spare lever keeps: 0.5 % of the cluster (at least one).
constexpr double kSpareShare = 0.005;
// The deduplication lever: one quarter step of the quality factor.
constexpr double kDedupStep = 0.25;

/** Evaluates plan variants against the plan and keeps those that help. */
class Advisor
{
public:
    Advisor(const Scenario &s, const Catalog &catalog)
        : m_s(s), m_catalog(catalog), m_base(evaluate(s, catalog))
    {
    }

    const Result &base() const { return m_base; }

    /** Evaluates the plan with the lever's changes and nothing else: no
     *  lever but OptimalInterval moves the checkpoint interval, so a saving
     *  is the lever's own, against the plan as it stands, and equals the
     *  strip's figure for the same change (docs/model.md §7). */
    void offer(Lever l)
    {
        const Scenario v = applyLever(m_s, l);
        if (v == m_s)
            return;
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
    using K = LeverKind;

    a.offer(
        Lever{K::OptimalInterval, {{I::CheckpointIntervalHours, bestCheckpointIntervalHours(s, catalog)}}});
    a.offer(Lever{K::AsyncCheckpoints, {{I::CheckpointAsync, 1}}});
    a.offer(Lever{K::InMemoryCheckpoints, {{I::CheckpointInMemory, 1}}});
    if (v(I::FailuresHotSpareFraction) <= 0)
        a.offer(Lever{K::HotSpares, {{I::FailuresHotSpareFraction, kSpareShare}}});
    // Practice, accelerator count, pricing mode and fp8: the what-if
    // strip's changes too, made once (leverchanges.h).
    if (auto stronger = strongerPracticeChange(s))
        a.offer(Lever{K::StrongerPractice, std::move(*stronger)});
    a.offer(Lever{K::FewerAccelerators, acceleratorCountChange(s, kFewerAcceleratorsFactor)});
    a.offer(Lever{K::MoreAccelerators, acceleratorCountChange(s, kMoreAcceleratorsFactor)});
    if (r.has(Condition::PastUsefulScale) && r.fastestGpuCount > 0)
        a.offer(Lever{K::FastestAccelerators, {{I::ClusterGpuCount, r.fastestGpuCount}}});
    if (!r.memory.fits) {
        if (r.memory.minGpusToFit > 0) {
            a.offer(Lever{K::AcceleratorsToFit, {{I::ClusterGpuCount, r.memory.minGpusToFit}}});
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
                    a.offer(Lever{K::AcceleratorsToFit, {{I::ClusterGpuCount, g}}});
                    break;
                }
            }
        }
        // Full recomputation and ZeRO-3 need no lever: evaluate() already
        // tried them (memoryfit.h), so with them it still does not fit.
    }
    const K modes[] = {K::OnDemand, K::Reserved, K::Spot, K::Buy};
    for (int m = 0; m < 4; ++m)
        a.offer(Lever{modes[m], pricingModeChange(static_cast<PricingMode>(m))});
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
        a.offer(Lever{K::StorageMix, {{I::StorageHotFraction, bestHot}}});
    }
    const double quality = v(I::DataQualityFactor);
    if (quality + kDedupStep <= spec(I::DataQualityFactor).maxValue)
        a.offer(Lever{K::Deduplication, {{I::DataQualityFactor, quality + kDedupStep}}});
    if (auto fp8 = fp8Change(s, catalog)) // none when the plan is on fp8 already: offer() drops it
        a.offer(Lever{K::Fp8, std::move(*fp8)});
    return a.take();
}

} // namespace tco
