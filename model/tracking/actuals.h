// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "plan/calendar.h"
#include "plan/currency.h"
#include "plan/result.h"

#include <cstddef>
#include <optional>
#include <string>
#include <vector>

namespace tco {

/** Who and what an amount was spent for (docs/actuals.md): the same three
 *  tags a plan carries (ScenarioTags); empty = not given. */
struct SpendTags {
    std::string project;
    std::string experiment;
    std::string team;
    bool operator==(const SpendTags &) const = default;
};

/** One line of actual spend, as imported (docs/actuals.md, "Spend file"). */
struct SpendLine {
    CivilDate date;
    Category category = Category::Compute;
    Phase phase = Phase::Training;
    double amountUsd = 0;        ///< converted at the plan's rate
    double amountBilled = 0;     ///< as the bill states it, in `currency`
    std::string currency{"USD"}; ///< ISO 4217 code of amountBilled
    SpendTags tags;
    std::size_t sourceLine = 0; ///< 1-based line of the file it came from
    bool operator==(const SpendLine &) const = default;
};

/** Where the main run stood on a day (docs/actuals.md, "Progress file"):
 *  cumulative figures since the main run started. */
struct ProgressPoint {
    CivilDate date;
    double tokensTrained = 0;            ///< tokens trained so far
    double acceleratorHours = 0;         ///< accelerator-hours of the main run used so far
    std::optional<double> interruptions; ///< failures and pre-emptions so far, when recorded
    std::size_t sourceLine = 0;
    bool operator==(const ProgressPoint &) const = default;
};

/** What was actually spent and achieved, to compare with the plan. */
struct Actuals {
    std::vector<SpendLine> spend;
    std::vector<ProgressPoint> progress;

    double spendUsd() const;
    /** The last day with spend, or nullopt when there is none. */
    std::optional<CivilDate> lastSpendDate() const;
    /** The progress point with the latest date (the last of equal dates). */
    std::optional<ProgressPoint> latestProgress() const;
    bool operator==(const Actuals &) const = default;
};

/** A second import added to the first (docs/actuals.md, "Importing again"):
 *  `added` is appended to `existing`, except lines already there (the same
 *  date, category, phase, billed amount, currency and tags: the same export
 *  read twice), which would count twice. Returns how many were left out. */
std::size_t addSpend(std::vector<SpendLine> &existing, const std::vector<SpendLine> &added);

/** Progress added to progress: a point of a date already there replaces
 *  it (a corrected log), the others join; the result is in date order. */
void addProgress(std::vector<ProgressPoint> &existing, const std::vector<ProgressPoint> &added);

/** `a` with the lines billed in `currency`'s code converted at its rate
 *  again (amount / perUsd), the others as they are: what the plan's
 *  currency keeps when its rate changes, so that every line in it stands
 *  at the plan's rate (docs/actuals.md), as a plan file requires. */
Actuals convertedAt(const Actuals &a, const DisplayCurrency &currency);

/** The category whose categoryKey() is `key`, or nullopt. */
std::optional<Category> categoryFromKey(std::string_view key);
/** The phase whose phaseKey() is `key`, or nullopt. */
std::optional<Phase> phaseFromKey(std::string_view key);

} // namespace tco
