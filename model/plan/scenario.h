// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "currency.h"
#include "inputs.h"
#include "targets.h"
#include "variant.h"

#include <array>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

namespace tco {

/** The key of Scenario::startDate on the command line (`--set`), in issues
 *  and in `llm-tco keys`, like kGpuKey for the accelerator. */
inline constexpr std::string_view kStartDateKey = "project.startDate";

struct Actuals;

/** The actual spend and progress imported for a plan (model/tracking/actuals.h),
 *  shared by every copy of the scenario: a slider move copies the plan,
 *  never its thousands of billing lines. Immutable once set; compared by
 *  value, so two plans with equal actuals are equal. */
class ActualsRef
{
public:
    /** The actuals; an empty Actuals when none were imported. */
    const Actuals &get() const;
    bool empty() const;
    void reset(Actuals actuals);
    void clear() { m_data.reset(); }
    bool operator==(const ActualsRef &other) const;

private:
    std::shared_ptr<const Actuals> m_data; ///< null = none
};

/** Who and what a scenario is for: the articles' cost attribution tags. */
struct ScenarioTags {
    std::string project;
    std::string experiment;
    std::string team;
    bool operator==(const ScenarioTags &) const = default;
};

/** One planned pre-training project: a value for every input plus the
 *  accelerator id and descriptive metadata. Plain data; invariants are
 *  checked by validate(), not enforced on assignment, so a file can be
 *  loaded, checked and only then adopted. */
struct Scenario {
    std::array<double, kInputCount> values{};
    std::string gpuId{kDefaultGpuId};

    std::string name;
    std::string description;
    ScenarioTags tags;
    std::string createdUtc;  ///< ISO 8601, e.g. 2026-11-29T21:00:00Z; empty = unknown
    std::string modifiedUtc; ///< ISO 8601
    /** The day the project starts (preparation begins), ISO 8601 YYYY-MM-DD;
     *  empty = not set, shown as the first day of next month
     *  (model/plan/calendar.h, docs/model.md §Start date). */
    std::string startDate;
    /** Variants the user pinned next to the plan (model/analysis/variants.h
     *  evaluates them; the what-if strip lists them). */
    std::vector<PinnedVariant> pinnedVariants;
    /** What the plan must meet besides its budget (the solver, the
     *  feasible region and the what-if strip read them). */
    PlanTargets targets;
    /** The currency the plan's figures are shown and its money inputs
     *  entered in; values stay in US dollars (model/plan/currency.h). */
    DisplayCurrency currency;
    /** What was actually spent and achieved so far (docs/actuals.md). */
    ActualsRef actuals;
    /** The compute.mfu that calibration from a measured run produced (0 =
     *  none): while compute.mfu equals it, its source is "calibrated"
     *  (model/plan/typicalmfu.h); once the user enters another, "entered". */
    double calibratedMfu = 0;

    double value(InputId id) const { return values[index(id)]; }
    void set(InputId id, double v) { values[index(id)] = v; }

    bool operator==(const Scenario &) const = default;
};

/** The built-in default scenario: every input at its documented default. */
Scenario defaultScenario();

/** Choice inputs as their enums (values are validated integers). */
Precision precision(const Scenario &s);
PricingMode pricingMode(const Scenario &s);
ScalingLawFit scalingLaw(const Scenario &s);

} // namespace tco
