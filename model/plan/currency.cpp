// SPDX-License-Identifier: GPL-3.0-or-later
#include "currency.h"

namespace tco {

const std::vector<DisplayCurrency> &builtInCurrencies()
{
    // China Foreign Exchange Trade System, central parity rates of
    // 2025-02-25 (published by Xinhua that day): 100 USD = 717.26 CNY,
    // 100 EUR = 753.22 CNY, so 1 USD = 7.1726 CNY and 7.1726 / 7.5322 =
    // 0.9523 EUR (docs/model.md, "Display currency").
    static const std::vector<DisplayCurrency> currencies = {
        {"USD", "$", 1.0, std::string(kBuiltInRateDate)},
        {"CNY", "¥", 7.1726, std::string(kBuiltInRateDate)},
        {"EUR", "€", 0.9523, std::string(kBuiltInRateDate)},
    };
    return currencies;
}

const DisplayCurrency *findBuiltInCurrency(std::string_view code)
{
    for (const DisplayCurrency &c : builtInCurrencies())
        if (c.code == code)
            return &c;
    return nullptr;
}

namespace {
DisplayCurrency &threadCurrency()
{
    thread_local DisplayCurrency current;
    return current;
}
} // namespace

const DisplayCurrency &activeCurrency()
{
    return threadCurrency();
}

DisplayCurrency setThreadCurrency(DisplayCurrency currency)
{
    DisplayCurrency previous = std::move(threadCurrency());
    threadCurrency() = std::move(currency);
    return previous;
}

} // namespace tco
