// SPDX-License-Identifier: GPL-3.0-or-later
// libFuzzer target for user accelerator catalogs (CSV from anyone). Contract:
// a refused file says why in at most kMaxListedErrors + 1 lines; a parsed one
// has only sane, finite figures and finds each of its ids.
#include "plan/catalog.h"

#include <cmath>
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string_view>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const std::string_view text(reinterpret_cast<const char *>(data), size);
    std::vector<tco::CatalogError> errors;
    const auto catalog = tco::Catalog::parse(text, errors);
    if (!catalog) {
        if (errors.empty() || errors.size() > tco::Catalog::kMaxListedErrors + 1)
            std::abort();
        return 0;
    }
    if (!errors.empty())
        std::abort();
    for (const tco::Accelerator &a : catalog->accelerators()) {
        for (const double v : {a.bf16Tflops, a.fp16Tflops, a.fp8Tflops, a.tf32Tflops, a.memoryGb,
                               a.rentUsdPerHour, a.purchaseUsd})
            if (!std::isfinite(v) || v < 0)
                std::abort();
        if (catalog->find(a.id) != &a)
            std::abort(); // ids are unique and indexed
    }
    return 0;
}
