// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "inputs.h"

#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

namespace tco {

/** One accelerator of the catalog. Peak figures are dense (no sparsity)
 *  TFLOP/s per accelerator; 0 means the precision is not supported. */
struct Accelerator {
    std::string id;
    std::string name;
    std::string vendor;
    double bf16Tflops = 0;
    double fp16Tflops = 0;
    double fp8Tflops = 0;
    double tf32Tflops = 0;
    double memoryGb = 0;
    double boardWatts = 0;
    double serverWattsPerAccelerator = 0; ///< whole server's power / accelerators in it
    double rentUsdPerHour = 0;            ///< dated on-demand default
    double purchaseUsd = 0;               ///< dated all-in default per accelerator
    std::string priceDate;                ///< YYYY-MM
    std::string specSource;
    std::string priceSource;

    /** Peak at a precision, or 0 when unsupported. */
    double peakTflops(Precision p) const;
    /** The precision actually used: `p` if supported, else bf16, else fp16. */
    Precision effectivePrecision(Precision p) const;
};

/** A problem in a catalog file: where and what, as data for the caller to word. */
struct CatalogError {
    std::size_t line = 0;
    std::string column;
    std::string value;
    std::string message; ///< developer English, e.g. "must be a number >= 0"
};

/** The accelerator catalog: built-in entries from resources/, optionally
 *  extended or overridden by a user file of the same format. */
class Catalog
{
public:
    /** The catalog compiled into the program from resources/catalog/accelerators.csv. */
    static const Catalog &builtIn();

    /** Parses catalog CSV text. On any error returns no catalog and fills `errors`. */
    static std::optional<Catalog> parse(std::string_view csvText, std::vector<CatalogError> &errors);

    /** Adds the entries of `other`; an entry with an existing id replaces it. */
    void merge(const Catalog &other);

    const Accelerator *find(std::string_view id) const;
    const std::vector<Accelerator> &accelerators() const { return m_accelerators; }

    /** At most this many errors are listed; one more line counts the rest. */
    static constexpr std::size_t kMaxListedErrors = 20;

private:
    /** Looks ids up in constant time: a user catalog may be large, and
     *  evaluate() looks the plan's accelerator up on every call. */
    struct IdHash {
        using is_transparent = void;
        std::size_t operator()(std::string_view s) const { return std::hash<std::string_view>{}(s); }
    };
    void add(Accelerator a);

    std::vector<Accelerator> m_accelerators;
    std::unordered_map<std::string, std::size_t, IdHash, std::equal_to<>> m_index;
};

} // namespace tco
