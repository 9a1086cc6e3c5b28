// SPDX-License-Identifier: GPL-3.0-or-later
#include "catalog.h"

#include "builtindata.h"
#include "csv.h"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <cstdio>
#include <stdexcept>

namespace tco {

double Accelerator::peakTflops(Precision p) const
{
    switch (p) {
    case Precision::Bf16:
        return bf16Tflops;
    case Precision::Fp16:
        return fp16Tflops;
    case Precision::Fp8:
        return fp8Tflops;
    case Precision::Tf32:
        return tf32Tflops;
    }
    return 0;
}

Precision Accelerator::effectivePrecision(Precision p) const
{
    if (peakTflops(p) > 0)
        return p;
    return bf16Tflops > 0 ? Precision::Bf16 : Precision::Fp16;
}

namespace {

constexpr std::string_view kColumns[] = {
    "id",          "name",        "vendor",      "bf16_tflops",        "fp16_tflops",       "fp8_tflops",
    "tf32_tflops", "memory_gb",   "board_w",     "server_w_per_accel", "rent_usd_per_hour", "purchase_usd",
    "price_date",  "spec_source", "price_source"};
constexpr std::size_t kColumnCount = std::size(kColumns);

// Sane upper bounds per numeric column (in kColumns order from bf16_tflops):
// a value past them is a typo or an attack (1e308 prices make every cost
// overflow), never an accelerator. 100 PFLOP/s, 100 TB, 100 kW, $10,000 per
// hour, $100M each.
constexpr double kMaxValue[] = {1e5, 1e5, 1e5, 1e5, 1e5, 1e5, 1e5, 1e4, 1e8};

bool parseNumber(const std::string &text, double max, double &out)
{
    if (text.empty()) {
        out = 0;
        return true;
    }
    const auto r = std::from_chars(text.data(), text.data() + text.size(), out);
    return r.ec == std::errc() && r.ptr == text.data() + text.size() && std::isfinite(out) && out >= 0 &&
           out <= max;
}

std::string shortText(std::string_view text)
{
    constexpr std::size_t kMax = 60;
    return text.size() <= kMax ? std::string(text) : std::string(text.substr(0, kMax)) + "...";
}

} // namespace

std::optional<Catalog> Catalog::parse(std::string_view csvText, std::vector<CatalogError> &errors)
{
    std::size_t unterminated = 0;
    const std::vector<CsvRow> rows = parseCsv(csvText, &unterminated);
    if (unterminated > 0) {
        errors.push_back({unterminated, "", "", "a quoted field opened on this line is never closed"});
        return std::nullopt;
    }
    if (rows.empty()) {
        errors.push_back({0, "", "", "no header line"});
        return std::nullopt;
    }
    // A file with thousands of bad rows would print megabytes: list the
    // first errors and count the rest.
    std::size_t unlisted = 0;
    const auto report = [&](CatalogError e) {
        if (errors.size() < kMaxListedErrors)
            errors.push_back(std::move(e));
        else
            ++unlisted;
    };
    // Columns are found by name so a user file may order them freely.
    std::array<std::size_t, kColumnCount> at{};
    for (std::size_t c = 0; c < kColumnCount; ++c) {
        const auto &header = rows.front().fields;
        const auto it = std::find(header.begin(), header.end(), kColumns[c]);
        if (it == header.end()) {
            errors.push_back({rows.front().line, std::string(kColumns[c]), "", "column missing from header"});
            continue;
        }
        at[c] = static_cast<std::size_t>(it - header.begin());
    }
    if (!errors.empty())
        return std::nullopt;

    Catalog catalog;
    for (std::size_t r = 1; r < rows.size(); ++r) {
        const CsvRow &row = rows[r];
        const auto field = [&](std::size_t c) -> std::string {
            return at[c] < row.fields.size() ? row.fields[at[c]] : std::string();
        };
        Accelerator a;
        a.id = field(0);
        a.name = field(1);
        a.vendor = field(2);
        a.priceDate = field(12);
        a.specSource = field(13);
        a.priceSource = field(14);
        double *numbers[] = {&a.bf16Tflops,
                             &a.fp16Tflops,
                             &a.fp8Tflops,
                             &a.tf32Tflops,
                             &a.memoryGb,
                             &a.boardWatts,
                             &a.serverWattsPerAccelerator,
                             &a.rentUsdPerHour,
                             &a.purchaseUsd};
        bool ok = true;
        for (std::size_t n = 0; n < std::size(numbers); ++n) {
            const std::string text = field(3 + n);
            if (!parseNumber(text, kMaxValue[n], *numbers[n])) {
                char allowed[64];
                std::snprintf(allowed, sizeof allowed, "must be a number from 0 to %g, or empty",
                              kMaxValue[n]);
                report({row.line, std::string(kColumns[3 + n]), shortText(text), allowed});
                ok = false;
            }
        }
        const bool control =
            std::any_of(a.id.begin(), a.id.end(), [](unsigned char c) { return c < 0x20 || c == 0x7f; });
        if (a.id.empty() || a.id.size() > 64 || a.id.find_first_of(" \t") != std::string::npos || control) {
            report({row.line, "id", shortText(a.id),
                    "must be 1-64 characters without spaces or control characters"});
            ok = false;
        } else if (catalog.find(a.id)) {
            report({row.line, "id", a.id, "listed twice"});
            ok = false;
        }
        if (ok && a.bf16Tflops <= 0 && a.fp16Tflops <= 0) {
            report({row.line, "bf16_tflops", "", "bf16 or fp16 peak must be > 0"});
            ok = false;
        }
        if (ok && a.memoryGb <= 0) {
            report({row.line, "memory_gb", field(7), "must be > 0"});
            ok = false;
        }
        if (ok)
            catalog.add(std::move(a));
    }
    if (unlisted > 0)
        errors.push_back({0, "", "", "and " + std::to_string(unlisted) + " more errors"});
    if (!errors.empty())
        return std::nullopt;
    return catalog;
}

const Catalog &Catalog::builtIn()
{
    static const Catalog catalog = [] {
        std::vector<CatalogError> errors;
        auto parsed = parse(builtinCatalogCsv(), errors);
        // The built-in file is tested; a broken one is a build defect.
        if (!parsed)
            throw std::logic_error("built-in accelerator catalog is invalid at line " +
                                   std::to_string(errors.front().line) + ": " + errors.front().message);
        return std::move(*parsed);
    }();
    return catalog;
}

void Catalog::add(Accelerator a)
{
    const auto it = m_index.find(std::string_view(a.id));
    if (it != m_index.end()) {
        m_accelerators[it->second] = std::move(a);
        return;
    }
    m_index.emplace(a.id, m_accelerators.size());
    m_accelerators.push_back(std::move(a));
}

void Catalog::merge(const Catalog &other)
{
    for (const Accelerator &a : other.m_accelerators)
        add(a);
}

const Accelerator *Catalog::find(std::string_view id) const
{
    const auto it = m_index.find(id);
    return it == m_index.end() ? nullptr : &m_accelerators[it->second];
}

} // namespace tco
