// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace tco {

/** The day of the built-in exchange rates: the central parity rates of the
 *  China Foreign Exchange Trade System of 25 February 2025 (docs/model.md,
 *  "Display currency"). */
inline constexpr std::string_view kBuiltInRateDate = "2025-02-25";

/** The currency a plan's figures are shown in. The model computes in US
 *  dollars only; this is a display conversion: an amount of `usd` dollars
 *  reads usd × perUsd units of this currency (docs/model.md, "Display
 *  currency"). A plan file stores it (format version 5). */
struct DisplayCurrency {
    std::string code{"USD"};                ///< three capital letters (ISO 4217): USD, CNY, EUR
    std::string symbol{"$"};                ///< written before amounts: $, ¥, €
    double perUsd = 1.0;                    ///< units of this currency per US dollar
    std::string rateDate{kBuiltInRateDate}; ///< the day of the rate, YYYY-MM-DD

    double fromUsd(double usd) const { return usd * perUsd; }
    double toUsd(double amount) const { return amount / perUsd; }
    bool isUsd() const { return code == "USD"; }
    bool operator==(const DisplayCurrency &) const = default;
};

/** The currencies the program knows with their dated reference rates: US
 *  dollar, Chinese yuan, euro. A plan may use any other (code, symbol,
 *  rate, date) too. */
const std::vector<DisplayCurrency> &builtInCurrencies();
/** The built-in currency with `code`, or nullptr. */
const DisplayCurrency *findBuiltInCurrency(std::string_view code);

/** The currency every money figure of this thread is shown in: US dollars
 *  unless a CurrencyScope (or setThreadCurrency) says otherwise. Thread-local,
 *  so a report rendered on a worker thread and the window on the GUI thread
 *  each use their plan's own. */
const DisplayCurrency &activeCurrency();
/** Sets this thread's currency and returns the one it replaces. The window
 *  calls it when its plan's currency changes; everything else uses a scope. */
DisplayCurrency setThreadCurrency(DisplayCurrency currency);

/** Shows money in `currency` on this thread while it lives (a report, a
 *  command line run), then restores the one before. */
class CurrencyScope
{
public:
    explicit CurrencyScope(DisplayCurrency currency) : m_previous(setThreadCurrency(std::move(currency))) {}
    ~CurrencyScope() { setThreadCurrency(std::move(m_previous)); }
    CurrencyScope(const CurrencyScope &) = delete;
    CurrencyScope &operator=(const CurrencyScope &) = delete;

private:
    DisplayCurrency m_previous;
};

} // namespace tco
