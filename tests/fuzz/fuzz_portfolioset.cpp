// SPDX-License-Identifier: GPL-3.0-or-later
// libFuzzer target for a portfolio's `--set` keys (`llm-tco portfolio ...
// --set run.main.repeat=2`), through the one function the command line
// uses (cli::applyPortfolioSets, app/cli/portfolioinput.h) on four runs of
// the typical year (pilot, ablation-1B, main, post-training: run 0 to 3)
// and its four pools (owned, commitment, on-demand, spot: pool 0 to 3),
// few enough runs that the saved text compared on every refusal is quick
// to write: runs and pools named by index or id, each field once, the value
// read by its field (or by setFromText() for a run's plan key), then the
// whole portfolio validated. The input is one assignment a line, at most
// eight. Contract: a refused edit names its key (or the assignment that is
// no KEY=VALUE) and leaves the portfolio as it was; an accepted one leaves
// a portfolio that validates and saves and loads back.
#include "portfolioinput.h"

#include "plan/catalog.h"
#include "portfolio/portfoliofile.h"
#include "portfolio/typicalyear.h"

#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace {

const tco::Portfolio &year()
{
    static const tco::Portfolio p = [] {
        tco::Portfolio y = tco::typicalYear(tco::Catalog::builtIn(), tco::CivilDate{2027, 1, 1});
        std::vector<tco::PortfolioRun> runs;
        for (tco::PortfolioRun &r : y.runs)
            if (r.id == "pilot" || r.id == "ablation-1B" || r.id == "main" || r.id == "post-training")
                runs.push_back(std::move(r));
        for (tco::PortfolioRun &r : runs)
            if (r.id == "main")
                r.dependsOn.clear(); // the ladder it waits for is left out
        y.runs = std::move(runs);
        return y;
    }();
    return p;
}

/** `--set KEY` or `--set 'ASSIGNMENT'` of one of `sets` begins `problem`. */
bool namesAnEdit(const std::string &problem, const std::vector<std::string> &sets)
{
    for (const std::string &s : sets) {
        const std::size_t eq = s.find('=');
        if (eq != std::string::npos && eq > 0 && problem.starts_with("--set " + s.substr(0, eq)))
            return true;
        if (problem.starts_with("--set '" + s + "'"))
            return true;
    }
    return false;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const std::string_view input(reinterpret_cast<const char *>(data), size);
    std::vector<std::string> sets;
    for (std::size_t start = 0; start <= input.size() && sets.size() < 8;) {
        const std::size_t end = std::min(input.find('\n', start), input.size());
        sets.emplace_back(input.substr(start, end - start));
        start = end + 1;
    }
    const tco::Catalog &catalog = tco::Catalog::builtIn();
    static const std::optional<std::string> before = tco::savePortfolio(year());
    if (!before)
        std::abort(); // the typical year cannot be saved
    if (!cli::portfolioProblems(year(), catalog).empty())
        std::abort(); // the starting point does not validate
    tco::Portfolio p = year();
    const std::vector<std::string> problems = cli::applyPortfolioSets(p, sets, catalog);
    if (!problems.empty()) {
        if (tco::savePortfolio(p) != before)
            std::abort(); // refused, yet changed
        for (const std::string &line : problems)
            if (!line.starts_with("invalid portfolio: ") && !namesAnEdit(line, sets))
                std::abort(); // a refusal that names no key
        return 0;
    }
    if (!cli::portfolioProblems(p, catalog).empty())
        std::abort(); // accepted a portfolio validation refuses
    const std::optional<std::string> text = tco::savePortfolio(p);
    if (!text)
        std::abort(); // accepted, but cannot be saved
    const tco::PortfolioLoadResult back = tco::loadPortfolio(*text, catalog);
    if (!back.portfolio || tco::savePortfolio(*back.portfolio) != text)
        std::abort(); // saved, but does not load back the same
    return 0;
}
