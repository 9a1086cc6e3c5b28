// SPDX-License-Identifier: GPL-3.0-or-later
// libFuzzer target for the .tcoportfolio loader: portfolio files are
// untrusted input like plans (docs/file-format.md). Besides the sanitizers,
// it checks the loader's contract: a refused file leaves no portfolio and
// says why; a loaded one saves and loads back to the same text.
#include "plan/catalog.h"
#include "portfolio/portfoliofile.h"

#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string_view>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const std::string_view bytes(reinterpret_cast<const char *>(data), size);
    const tco::Catalog &catalog = tco::Catalog::builtIn();
    const tco::PortfolioLoadResult r = tco::loadPortfolio(bytes, catalog);
    if (r.error != tco::FileError::None) {
        if (r.portfolio || r.detail.empty())
            std::abort(); // half a file applied, or a refusal without a reason
        return 0;
    }
    if (!r.portfolio || !r.lines.empty())
        std::abort();
    const auto text = tco::savePortfolio(*r.portfolio);
    if (!text)
        std::abort(); // loaded but cannot be saved
    const tco::PortfolioLoadResult again = tco::loadPortfolio(*text, catalog);
    if (!again.portfolio || tco::savePortfolio(*again.portfolio) != text)
        std::abort(); // saving changed the portfolio
    return 0;
}
