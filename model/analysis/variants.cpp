// SPDX-License-Identifier: GPL-3.0-or-later
#include "variants.h"
#include "plan/enumkeys.h"

#include "analysis.h"
#include "leverchanges.h"
#include "plan/evaluate.h"
#include "plan/memoryfit.h"
#include "plan/typicalmfu.h"

#include <algorithm>
#include <cmath>
#include <optional>
#include <utility>

namespace tco {
namespace {

using I = InputId;
constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();

/** Applies `changes` to `s` in place (no copy of names and descriptions). */
void applyInPlace(Scenario &s, const ChangeSet &changes)
{
    for (const InputSetting &c : changes.settings())
        s.set(c.id, c.value);
    if (!changes.gpuId().empty())
        s.gpuId = changes.gpuId();
}

/** The first issue of `after` that `before` does not have (by code and
 *  key): a variant is refused for what it breaks, not for what the plan
 *  already had (ScenarioDocument refuses edits the same way). */
std::optional<Issue> newIssue(const std::vector<Issue> &before, std::vector<Issue> after)
{
    for (Issue &i : after)
        if (std::none_of(before.begin(), before.end(),
                         [&i](const Issue &b) { return b.code == i.code && b.key == i.key; }))
            return std::move(i);
    return std::nullopt;
}

Issue tooManyChanges(const PinnedVariant &p)
{
    return {IssueCode::OutOfRange, "variant.changes", std::to_string(p.changes.size()),
            "at most " + std::to_string(ChangeSet::kCapacity) + " changes"};
}

} // namespace

ChangeSet::ChangeSet(std::initializer_list<InputSetting> settings)
{
    for (const InputSetting &c : settings)
        set(c.id, c.value);
}

bool ChangeSet::set(InputId id, double value)
{
    for (std::size_t i = 0; i < m_count; ++i)
        if (m_settings[i].id == id) {
            m_settings[i].value = value;
            return true;
        }
    if (m_count == kCapacity)
        return false;
    m_settings[m_count++] = {id, value};
    return true;
}

double ChangeSet::valueOf(InputId id) const
{
    for (const InputSetting &c : settings())
        if (c.id == id)
            return c.value;
    return kNaN;
}

bool ChangeSet::has(InputId id) const
{
    const auto s = settings();
    return std::any_of(s.begin(), s.end(), [id](const InputSetting &c) { return c.id == id; });
}

bool ChangeSet::operator==(const ChangeSet &other) const
{
    const auto a = settings();
    const auto b = other.settings();
    return m_gpuId == other.m_gpuId && std::equal(a.begin(), a.end(), b.begin(), b.end());
}

Scenario applyChanges(const Scenario &s, const ChangeSet &changes)
{
    Scenario out = s;
    applyInPlace(out, changes);
    return out;
}

std::optional<ChangeSet> changeSetOf(const PinnedVariant &pinned, Issue *why)
{
    ChangeSet out;
    for (const InputSetting &c : pinned.changes) {
        if (static_cast<std::size_t>(c.id) >= kInputCount) {
            if (why)
                *why = {IssueCode::UnknownKey, "variant.changes", std::to_string(static_cast<int>(c.id)),
                        "an input of the model"};
            return std::nullopt;
        }
        if (auto issue = checkValue(c.id, c.value)) {
            if (why)
                *why = std::move(*issue);
            return std::nullopt;
        }
        if (!out.set(c.id, c.value)) {
            if (why)
                *why = tooManyChanges(pinned);
            return std::nullopt;
        }
    }
    out.setGpuId(pinned.gpuId);
    return out;
}

std::string_view variantKey(VariantKind k)
{
    constexpr std::string_view keys[] = {"onDemand",
                                         "reserved",
                                         "spot",
                                         "buy",
                                         "mfuMinus25",
                                         "mfuPlus25",
                                         "halfAccelerators",
                                         "doubleAccelerators",
                                         "nextAccelerator",
                                         "previousAccelerator",
                                         "fp8",
                                         "strongerPractice",
                                         "pinned"};
    static_assert(std::size(keys) == static_cast<std::size_t>(VariantKind::Count));
    return enumKey(keys, k);
}

namespace {

/** The plan's main-run wall-clock on `a`, or nothing where it cannot run. */
std::optional<double> wallHoursOn(const Scenario &s, const Catalog &catalog, const Accelerator &a)
{
    Scenario on = s;
    on.gpuId = a.id;
    const Result r = evaluate(on, catalog);
    if (!r.feasible())
        return std::nullopt;
    return r.wallClockHours;
}

/** The accelerators the plan can run on, each with the plan's main-run
 *  wall-clock on it, slowest first. */
std::vector<std::pair<double, const Accelerator *>> timedAccelerators(const Scenario &s,
                                                                      const Catalog &catalog)
{
    std::vector<std::pair<double, const Accelerator *>> timed;
    timed.reserve(catalog.accelerators().size());
    for (const Accelerator &a : catalog.accelerators())
        if (a.peakTflops(a.effectivePrecision(precision(s))) > 0)
            if (const auto hours = wallHoursOn(s, catalog, a))
                timed.emplace_back(*hours, &a);
    std::stable_sort(timed.begin(), timed.end(),
                     [](const auto &a, const auto &b) { return a.first > b.first; }); // slowest first
    return timed;
}

/** True when the plan with `changes` has the plan's own memory fit: they
 *  change neither the accelerator nor an input the fit reads. */
bool keepsMemoryFit(const ChangeSet &changes)
{
    if (!changes.gpuId().empty())
        return false;
    const std::span<const InputSetting> set = changes.settings();
    return std::none_of(set.begin(), set.end(), [](const InputSetting &x) { return memoryFitReads(x.id); });
}

} // namespace

std::vector<const Accelerator *> acceleratorsBySpeed(const Scenario &s, const Catalog &catalog)
{
    const auto timed = timedAccelerators(s, catalog);
    std::vector<const Accelerator *> out;
    out.reserve(timed.size());
    for (const auto &[hours, a] : timed)
        out.push_back(a);
    return out;
}

std::vector<Variant> standardVariants(const Scenario &s, const Catalog &catalog)
{
    using K = VariantKind;
    std::vector<Variant> out;
    out.reserve(12 + s.pinnedVariants.size());
    // A variant whose plan the model would refuse (buying an accelerator
    // the catalog has no price for) does not exist for this plan.
    Scenario work = s;
    work.pinnedVariants.clear();
    const std::vector<Issue> planIssues = validate(work, catalog);
    const auto offer = [&](Variant v) {
        work.values = s.values;
        work.gpuId = s.gpuId;
        applyInPlace(work, v.changes);
        if (!newIssue(planIssues, validate(work, catalog)))
            out.push_back(std::move(v));
    };

    // The changes Improve's levers make too (leverchanges.h): one figure
    // for one lever in the strip and the list (docs/model.md, "Variants").
    const K modes[] = {K::OnDemand, K::Reserved, K::Spot, K::Buy};
    for (int m = 0; m < 4; ++m)
        offer(Variant{modes[m], pricingModeChange(static_cast<PricingMode>(m))});

    const InputSpec &mfu = spec(I::ComputeMfu);
    const double mfuNow = mfuInUse(s, catalog); // typical when compute.mfu is 0
    offer(
        Variant{K::MfuLower,
                {{I::ComputeMfu, std::clamp(mfuNow * (1 - kVariantMfuStep), kMinEnteredMfu, mfu.maxValue)}}});
    offer(
        Variant{K::MfuHigher,
                {{I::ComputeMfu, std::clamp(mfuNow * (1 + kVariantMfuStep), kMinEnteredMfu, mfu.maxValue)}}});

    offer(Variant{K::HalfAccelerators, acceleratorCountChange(s, kFewerAcceleratorsFactor)});
    offer(Variant{K::DoubleAccelerators, acceleratorCountChange(s, kMoreAcceleratorsFactor)});

    if (const Accelerator *own = catalog.find(s.gpuId)) {
        // Faster and slower for this plan: the time to train it on each.
        if (const auto ownHours = wallHoursOn(s, catalog, *own)) {
            const Accelerator *faster = nullptr;
            const Accelerator *slower = nullptr;
            for (const auto &[hours, a] : timedAccelerators(s, catalog)) { // slowest first
                if (hours <= *ownHours * (1 - kAcceleratorStep) && !faster)
                    faster = a;
                if (hours >= *ownHours * (1 + kAcceleratorStep))
                    slower = a;
            }
            if (faster) {
                Variant v{K::NextAccelerator, {}, -1, std::nullopt};
                v.changes.setGpuId(faster->id);
                offer(std::move(v));
            }
            if (slower) {
                Variant v{K::PreviousAccelerator, {}, -1, std::nullopt};
                v.changes.setGpuId(slower->id);
                offer(std::move(v));
            }
        }
    }

    if (auto fp8 = fp8Change(s, catalog))
        offer(Variant{K::Fp8, std::move(*fp8)});
    if (auto stronger = strongerPracticeChange(s))
        offer(Variant{K::StrongerPractice, std::move(*stronger)});

    for (std::size_t i = 0; i < s.pinnedVariants.size(); ++i) {
        Variant v;
        v.kind = K::Pinned;
        v.pinnedIndex = static_cast<int>(i);
        Issue why;
        if (auto changes = changeSetOf(s.pinnedVariants[i], &why))
            v.changes = std::move(*changes);
        else
            v.refused = std::move(why);
        out.push_back(std::move(v));
    }
    return out;
}

std::vector<VariantRow> evaluateVariants(const Scenario &s, const Catalog &catalog,
                                         const std::vector<Variant> &variants)
{
    Scenario work = s;
    work.pinnedVariants.clear();
    const Result base = evaluate(work, catalog);
    // Most variants (pricing, MFU, precision, practice) keep the plan's
    // memory fit: it is not searched again (memoryFitReads).
    EvaluateOverrides planFit;
    planFit.memory = &base.memory;
    const std::vector<Issue> planIssues = validate(work, catalog);
    std::vector<VariantRow> rows;
    rows.reserve(variants.size());
    for (const Variant &v : variants) {
        VariantRow row;
        row.variant = v;
        row.refused = v.refused;
        if (!row.refused) {
            work.values = s.values;
            work.gpuId = s.gpuId;
            applyInPlace(work, v.changes);
            row.current = work.values == s.values && work.gpuId == s.gpuId;
            row.refused = newIssue(planIssues, validate(work, catalog));
        }
        if (row.refused) {
            row.totalUsd = row.mainRunDays = row.projectMonths = kNaN;
            row.deltaUsd = row.deltaDays = row.deltaProjectMonths = kNaN;
            row.feasible = false;
            rows.push_back(std::move(row));
            continue;
        }
        const Result r =
            keepsMemoryFit(v.changes) ? evaluate(work, catalog, planFit) : evaluate(work, catalog);
        row.totalUsd = r.totalUsd;
        row.mainRunDays = r.wallClockDays;
        row.projectMonths = r.projectMonths;
        row.feasible = r.feasible();
        if (!row.feasible)
            for (std::size_t c = 0; c < kConditionCount; ++c)
                if (r.conditions[c] && conditionSeverity(static_cast<Condition>(c)) == Severity::Infeasible) {
                    row.blocking = static_cast<Condition>(c);
                    break;
                }
        const bool comparable = row.feasible && base.feasible();
        row.deltaUsd = comparable ? r.totalUsd - base.totalUsd : kNaN;
        row.deltaDays = comparable ? r.wallClockDays - base.wallClockDays : kNaN;
        row.deltaProjectMonths = comparable ? r.projectMonths - base.projectMonths : kNaN;
        rows.push_back(std::move(row));
    }
    return rows;
}

std::vector<VariantRow> whatIf(const Scenario &s, const Catalog &catalog)
{
    return evaluateVariants(s, catalog, standardVariants(s, catalog));
}

void addRisk(std::vector<VariantRow> &rows, const Scenario &s, const Catalog &catalog, int samples,
             std::uint64_t seed)
{
    Scenario work = s;
    work.pinnedVariants.clear();
    for (VariantRow &row : rows) {
        if (row.refused)
            continue;
        work.values = s.values;
        work.gpuId = s.gpuId;
        applyInPlace(work, row.variant.changes);
        const RiskSummary risk = monteCarlo(work, catalog, samples, seed);
        const bool any = !risk.costSamples.empty();
        row.costP90Usd = any ? risk.costP90 : kNaN;
        row.daysP90 = any ? risk.daysP90 : kNaN;
    }
}

} // namespace tco
