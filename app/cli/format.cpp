// SPDX-License-Identifier: GPL-3.0-or-later
#include "format.h"

#include "json.h"

#include <charconv>
#include <cmath>
#include <cstdio>

namespace cli {

namespace {

std::string fixedRaw(double v, int decimals)
{
    char buf[512];
    const auto r = std::to_chars(buf, buf + sizeof buf, v, std::chars_format::fixed, decimals);
    return r.ec == std::errc() ? std::string(buf, r.ptr) : std::string("?");
}

/** Inserts thousands separators into the integer part of a plain decimal. */
std::string grouped(const std::string &plain)
{
    std::size_t start = plain.empty() || plain[0] != '-' ? 0 : 1;
    std::size_t end = plain.find('.');
    if (end == std::string::npos)
        end = plain.size();
    std::string out = plain.substr(0, start);
    const std::string digits = plain.substr(start, end - start);
    for (std::size_t i = 0; i < digits.size(); ++i) {
        if (i > 0 && (digits.size() - i) % 3 == 0)
            out += ',';
        out += digits[i];
    }
    return out + plain.substr(end);
}

std::string stripZeros(std::string s)
{
    if (s.find('.') == std::string::npos)
        return s;
    while (!s.empty() && s.back() == '0')
        s.pop_back();
    if (!s.empty() && s.back() == '.')
        s.pop_back();
    return s == "-0" ? "0" : s;
}

/** `v` in scientific notation with `significant` digits, without trailing
 *  zeros in the mantissa: "1.5e+15". */
std::string scientific(double v, int significant)
{
    char buf[64];
    const auto r = std::to_chars(buf, buf + sizeof buf, v, std::chars_format::scientific, significant - 1);
    const std::string text(buf, r.ptr);
    const std::size_t e = text.find('e');
    return stripZeros(text.substr(0, e)) + text.substr(e);
}

} // namespace

std::string fixedText(double v, int decimals)
{
    if (!std::isfinite(v))
        return "n/a";
    return stripZeros(fixedRaw(v, decimals));
}

std::string lossText(double loss)
{
    return std::isfinite(loss) ? fixedRaw(loss, 4) : "n/a";
}

std::string humanNumber(double v, int significant)
{
    if (!std::isfinite(v))
        return "n/a";
    if (v == 0)
        return "0";
    const double mag = std::abs(v);
    if (mag >= 1e15 || mag < 1e-4)
        return scientific(v, significant);
    const int exponent = static_cast<int>(std::floor(std::log10(mag)));
    const int decimals = std::max(0, significant - 1 - exponent);
    return grouped(stripZeros(fixedRaw(v, decimals)));
}

std::string energyText(double mwh)
{
    if (!std::isfinite(mwh))
        return "n/a";
    const double magnitude = std::abs(mwh);
    if (magnitude >= 1e6)
        return humanNumber(mwh / 1e6, 3) + " TWh";
    if (magnitude >= 1e3)
        return humanNumber(mwh / 1e3, 3) + " GWh";
    return humanNumber(mwh, 3) + " MWh";
}

std::string compactNumber(double v, int significant)
{
    if (std::isfinite(v) && std::abs(v) >= 1e6)
        return scientific(v, significant);
    return humanNumber(v, significant);
}

std::string usdText(double usd)
{
    const tco::DisplayCurrency &currency = tco::activeCurrency();
    const double amount = currency.fromUsd(usd);
    if (!std::isfinite(amount))
        return "n/a";
    if (amount == 0)
        return currency.symbol + "0";
    const bool negative = amount < 0;
    const double mag = std::abs(amount);
    const std::string body = grouped(mag < 100 ? fixedRaw(mag, 2) : fixedRaw(std::round(mag), 0));
    return (negative ? "-" : "") + currency.symbol + body;
}

std::string signedUsd(double usd)
{
    if (!std::isfinite(usd))
        return "-";
    return (usd > 0 ? "+" : usd < 0 ? "-" : "") + usdText(std::abs(usd));
}

std::string countText(double v)
{
    if (!std::isfinite(v))
        return "n/a";
    constexpr const char *suffixes[] = {"", " thousand", " million", " billion", " trillion"};
    std::size_t u = 0;
    double scaled = v;
    while (std::abs(scaled) >= 1000 && u + 1 < std::size(suffixes)) {
        scaled /= 1000;
        ++u;
    }
    return humanNumber(scaled, 3) + suffixes[u];
}

std::string bytesText(double bytes)
{
    if (!std::isfinite(bytes))
        return "n/a";
    constexpr const char *units[] = {"B", "kB", "MB", "GB", "TB", "PB", "EB"};
    std::size_t u = 0;
    double v = bytes;
    while (std::abs(v) >= 1000 && u + 1 < std::size(units)) {
        v /= 1000;
        ++u;
    }
    return humanNumber(v, 3) + " " + units[u];
}

std::string percentText(double fraction, int decimals)
{
    if (!std::isfinite(fraction))
        return "n/a";
    return fixedRaw(fraction * 100.0, decimals) + " %";
}

std::string csvNumber(double v)
{
    const std::string s = JsonWriter::number(v);
    return s == "null" ? std::string() : s;
}

std::string hoursText(double hours)
{
    if (std::isfinite(hours) && hours < 1.0)
        return humanNumber(hours * 60.0, 3) + " min";
    return humanNumber(hours, 3) + " h";
}

} // namespace cli
