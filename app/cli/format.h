// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "plan/csv.h"
#include "plan/currency.h"

#include <string>
#include <string_view>

namespace cli {

/** Number formatting for people (text output). Machine formats (JSON, CSV)
 *  use round-trip text instead: tco::formatNumber / JsonWriter::number. */

/** About `significant` digits, thousands separated: "1,234,568", "0.4123",
 *  "3.2e+24" for very large or small magnitudes. */
std::string humanNumber(double v, int significant = 4);
/** Like humanNumber, but scientific from a million up: "1.35e+13", "0.36". */
std::string compactNumber(double v, int significant = 4);
/** Money of `usd` US dollars in the thread's display currency
 *  (tco::activeCurrency(), set by loadPlan from the plan and --currency):
 *  whole units with separators, "$1,234,567", "¥8,855,174"; cents below 100. */
std::string usdText(double usd);
/** A signed difference of money: "+$1,200", "-$80", "$0"; "-" when it is
 *  not a number (no plan to compare with). */
std::string signedUsd(double usd);
/** Short-scale words for counts: "70 billion", "15 trillion". */
std::string countText(double v);
/** Energy as the window writes it (formatEnergy): "950 MWh", "8.63 GWh",
 *  "1.2 TWh"; three significant digits. */
std::string energyText(double mwh);
/** Decimal units: "980 GB", "1.2 TB". */
std::string bytesText(double bytes);
/** A fraction as a percentage, "41.2 %". */
std::string percentText(double fraction, int decimals = 1);
/** Fixed decimals with trailing zeros removed: fixedText(0.40001, 4) = "0.4". */
std::string fixedText(double v, int decimals);
/** A loss as every surface writes it, four decimals kept: "1.8200". */
std::string lossText(double loss);

using tco::csvField; ///< the model's RFC 4180 quoting
/** A number for CSV: round-trip text. */
std::string csvNumber(double v);

/** A duration: minutes below an hour ("8.5 min"), else hours ("1.5 h"). */
std::string hoursText(double hours);

} // namespace cli
