// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "actualsimport.h"
#include "columnmapping.h"

#include <functional>
#include <string>
#include <string_view>
#include <vector>

namespace tco {

class CsvReader;

/** The longest charge period spread over its days: ten years of days. A
 *  longer one is more likely a wrong timestamp than a charge. */
inline constexpr long long kMaxFocusChargeDays = 3660;

/** The header names FOCUS columns (at least two of ChargePeriodStart,
 *  ChargePeriodEnd, ChargeCategory, BilledCost, EffectiveCost,
 *  BillingCurrency) and not the mapping's date column: a FOCUS export, read
 *  as it comes (docs/actuals.md, "FOCUS exports"). */
bool isFocusHeader(const std::vector<std::string> &header, const ColumnMapping &mapping);

/** readSpend() of a FOCUS export whose header `reader` has just read: each
 *  charge becomes one spend line per day of its charge period, its
 *  EffectiveCost spread evenly over them; BilledCost is summed in
 *  `billedUsd`. The mapping's spend.project, spend.experiment and
 *  spend.team name the Tags keys read as tags, its `categories` translate
 *  ServiceCategory values. A required FOCUS column missing refuses the file,
 *  naming them. */
SpendImport readFocusSpend(CsvReader &reader, const std::vector<std::string> &header,
                           const ColumnMapping &mapping, const DisplayCurrency &planCurrency,
                           const std::function<void(const SpendLine &)> &use);

/** The planner's category of a FOCUS charge (docs/actuals.md, "FOCUS
 *  exports"): by ServiceCategory (or a name the mapping's `categories`
 *  lists), else by the words of ResourceType and ChargeDescription;
 *  operations when none is recognised. */
Category focusCategory(std::string_view serviceCategory, std::string_view resourceType,
                       std::string_view chargeDescription, const ColumnMapping &mapping);

} // namespace tco
