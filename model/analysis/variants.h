// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "plan/catalog.h"
#include "plan/result.h"
#include "plan/scenario.h"
#include "plan/validation.h"
#include "plan/variant.h"

#include <array>
#include <cstdint>
#include <initializer_list>
#include <limits>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace tco {

/** A set of input changes, and optionally another accelerator: what an
 *  advice lever, a what-if variant and a pinned variant all are, and what
 *  applyChanges() applies (docs/model.md, "Variants"). Fixed capacity, so
 *  making one allocates nothing (advise() makes about twenty on every
 *  slider move); an accelerator id fits the string's small buffer. */
class ChangeSet
{
public:
    static constexpr std::size_t kCapacity = 16;

    ChangeSet() = default;
    /** The settings in order, a later one for the same input replacing an
     *  earlier one; at most kCapacity inputs (set()). */
    ChangeSet(std::initializer_list<InputSetting> settings);

    /** Sets `id` to `value`, replacing an earlier value for `id`. False,
     *  and nothing changes, when `id` is new and the set is full. */
    bool set(InputId id, double value);
    /** The value the set gives `id`, or NaN when it leaves `id` as it is. */
    double valueOf(InputId id) const;
    bool has(InputId id) const;
    /** The inputs set, in the order they were first set. */
    std::span<const InputSetting> settings() const { return {m_settings.data(), m_count}; }
    std::size_t size() const { return m_count; }
    /** The accelerator the set chooses; empty = the plan's own. */
    const std::string &gpuId() const { return m_gpuId; }
    void setGpuId(std::string id) { m_gpuId = std::move(id); }
    /** No input and no accelerator. */
    bool empty() const { return m_count == 0 && m_gpuId.empty(); }

    bool operator==(const ChangeSet &other) const;

private:
    std::array<InputSetting, kCapacity> m_settings{};
    std::size_t m_count = 0;
    std::string m_gpuId;
};

/** The plan with `changes` applied: each input set, then the accelerator. */
Scenario applyChanges(const Scenario &s, const ChangeSet &changes);

/** A pinned variant's changes as a ChangeSet, or why they cannot be: an
 *  input that does not exist, a value its input refuses (checkValue), more
 *  than ChangeSet::kCapacity inputs. */
std::optional<ChangeSet> changeSetOf(const PinnedVariant &pinned, Issue *why = nullptr);

/** The what-if strip's variants of a plan (docs/model.md, "Variants"). */
enum class VariantKind : std::uint8_t {
    OnDemand,
    Reserved,
    Spot,
    Buy,
    MfuLower,           ///< MFU −25 %
    MfuHigher,          ///< MFU +25 %
    HalfAccelerators,   ///< accelerator count ½
    DoubleAccelerators, ///< accelerator count ×2
    NextAccelerator,    ///< the next faster accelerator of the catalog
    PreviousAccelerator,
    Fp8,
    StrongerPractice, ///< the next operational practice preset
    Pinned,           ///< one of the plan's pinned variants
    Count
};
std::string_view variantKey(VariantKind k); ///< "onDemand", "mfuMinus25", ..., "pinned"

/** One variant: what it is and the changes it makes to the plan. */
struct Variant {
    VariantKind kind = VariantKind::Count;
    ChangeSet changes;
    int pinnedIndex = -1;         ///< Pinned: its index in Scenario::pinnedVariants
    std::optional<Issue> refused; ///< Pinned: why its changes cannot be applied
};

/** The relative step of the MFU variants (−25 % and +25 %). */
inline constexpr double kVariantMfuStep = 0.25;

/** The accelerators of `catalog` by how long this plan's main run takes on
 *  each (its wall-clock with everything else unchanged: the peak at the
 *  plan's precision, the typical MFU of that accelerator's class, memory,
 *  failures), slowest first; accelerators on which the plan cannot run are
 *  left out. "Faster" and "slower" variants step through this order: the
 *  next faster accelerator is the slowest one that shortens the run by at
 *  least kAcceleratorStep, the next slower the fastest one that lengthens
 *  it by as much, so one of the same speed (H200 beside H100: the same
 *  peak, more memory) is no step. */
std::vector<const Accelerator *> acceleratorsBySpeed(const Scenario &s, const Catalog &catalog);
inline constexpr double kAcceleratorStep = 0.02;

/** The plan's common variants in strip order: on demand, reserved, spot,
 *  buy; MFU −25 % and +25 %; accelerators ½ and ×2; the next faster and the
 *  next slower accelerator; fp8; the next stronger practice; then every
 *  pinned variant. A variant that does not exist for the plan is left out
 *  (no faster accelerator, fp8 on an accelerator without it, no stronger
 *  practice, a price the catalog lacks); one that changes nothing (on
 *  demand for an on-demand plan) is kept and its row says `current`. */
std::vector<Variant> standardVariants(const Scenario &s, const Catalog &catalog);

/** A variant as the model evaluated it. Label-free: the caller words it. */
struct VariantRow {
    Variant variant;
    bool current = false; ///< the variant changes nothing: it is the plan
    /** The variant's plan is refused (a pinned variant whose changes no
     *  longer fit the plan, or an accelerator no longer in the catalog):
     *  no figures, and it cannot be applied. */
    std::optional<Issue> refused;
    double totalUsd = 0;      ///< the plan with the variant applied
    double mainRunDays = 0;   ///< its main run's wall-clock
    double projectMonths = 0; ///< preparation + training + post-training
    /** Variant − plan; NaN when the plan or the variant cannot run. */
    double deltaUsd = 0, deltaDays = 0, deltaProjectMonths = 0;
    bool feasible = true;
    Condition blocking = Condition::Count; ///< the first infeasible condition, when not feasible
    /** addRisk(): the Monte Carlo's P90 total and days; NaN until then, and
     *  when no sample could run. */
    double costP90Usd = std::numeric_limits<double>::quiet_NaN();
    double daysP90 = std::numeric_limits<double>::quiet_NaN();
};

/** Evaluates each variant on the plan: one evaluate() of applyChanges(s,
 *  variant.changes) each, about 1 µs (the strip follows every slider move). */
std::vector<VariantRow> evaluateVariants(const Scenario &s, const Catalog &catalog,
                                         const std::vector<Variant> &variants);
/** evaluateVariants(s, catalog, standardVariants(s, catalog)). */
std::vector<VariantRow> whatIf(const Scenario &s, const Catalog &catalog);

/** Fills each row's costP90Usd and daysP90 from monteCarlo() of its
 *  variant's plan with `samples` samples and `seed` (refused rows stay NaN). */
void addRisk(std::vector<VariantRow> &rows, const Scenario &s, const Catalog &catalog, int samples,
             std::uint64_t seed);

} // namespace tco
