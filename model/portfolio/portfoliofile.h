// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "files/scenariofile.h"
#include "portfolio/portfolio.h"

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace tco {

/** The `.tcoportfolio` format (docs/file-format.md, "Portfolio files"): a
 *  Boost.Serialization XML archive like a plan's, loaded with the same
 *  defences (docs/file-format.md, "Why the loader is built this way").
 *  Its first element is `portfolioFormatVersion` where a plan has
 *  `formatVersion`, so neither loader mistakes the other's file. Each run's
 *  plan is the plan file's own record (model/files/scenariorecord.h), at
 *  the plan format version written after it. Version 1's golden file is
 *  tests/data/portfolio-v1.tcoportfolio. */
inline constexpr std::uint32_t kPortfolioFormatVersion = 1;
inline constexpr std::size_t kMaxPortfolioRuns = 2000;
inline constexpr std::size_t kMaxPortfolioPools = 200;
inline constexpr std::size_t kMaxSharedCosts = 200;
/** A run's plan takes about 6 KB without actuals; 32 MiB holds the most
 *  runs with room for some actuals, and refuses a larger file unparsed. */
inline constexpr std::size_t kMaxPortfolioFileBytes = std::size_t(32) << 20;

/** `issues` name the run or pool in their keys. */
struct PortfolioLoadResult : FileOutcome {
    std::optional<Portfolio> portfolio;   ///< set only when error == None
    std::vector<PortfolioError> problems; ///< InvalidValues: validatePortfolio()'s findings
    /** Every problem as one line each, for the command line. */
    std::vector<std::string> lines;
};

/** Parses a whole file's bytes; never hands out half a portfolio. Every
 *  field is range-checked, every run's plan validated against `catalog`
 *  and the whole checked by validatePortfolio(). */
PortfolioLoadResult loadPortfolio(std::string_view bytes, const Catalog &catalog);
/** Reads `path` (size-capped, regular files only) and parses it. */
PortfolioLoadResult loadPortfolioFile(const std::string &path, const Catalog &catalog);

/** The XML text of the current version, loaded back before it is
 *  returned (nullopt with `error` and `detail` when it would not load back
 *  to the same text, or holds a non-finite or out-of-range value). */
std::optional<std::string> savePortfolio(const Portfolio &p, FileError *error = nullptr,
                                         std::string *detail = nullptr);
/** savePortfolio() written atomically (model/files/atomicfile.h). */
FileError savePortfolioFile(const Portfolio &p, const std::string &path, std::string *detail = nullptr);

/** A one-line English message for the command line. */
std::string describe(const PortfolioLoadResult &r);
/** validatePortfolio()'s finding in English, naming the run or pool. */
std::string describe(const PortfolioError &e, const Portfolio &p);

/** A run made from a loaded plan (`llm-tco portfolio` and the window's
 *  import): its tags, its start date as the earliest start (else the
 *  portfolio's start), its deadline target as the deadline (else the
 *  portfolio's last day). */
PortfolioRun runFromPlan(const Scenario &plan, std::string id, RunKind kind, const Portfolio &into);

} // namespace tco
