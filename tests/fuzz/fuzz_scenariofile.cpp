// SPDX-License-Identifier: GPL-3.0-or-later
// libFuzzer target for the .tcoplan loader: scenario files are untrusted
// input (docs/file-format.md). Besides the sanitizers, it checks the loader's contract:
// a refused file leaves no scenario and says why; a loaded one saves and
// loads back to itself.
#include "files/scenariofile.h"
#include "plan/catalog.h"

#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string_view>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const std::string_view bytes(reinterpret_cast<const char *>(data), size);
    const tco::Catalog &catalog = tco::Catalog::builtIn();
    const tco::LoadResult r = tco::loadScenario(bytes, catalog);
    if (r.error != tco::FileError::None) {
        if (r.scenario || r.detail.empty())
            std::abort(); // half a file applied, or a refusal without a reason
        return 0;
    }
    if (!r.scenario || !r.issues.empty())
        std::abort();
    const auto text = tco::saveScenario(*r.scenario);
    if (!text)
        std::abort(); // loaded but cannot be saved
    const tco::LoadResult again = tco::loadScenario(*text, catalog);
    if (!again.scenario || !(*again.scenario == *r.scenario))
        std::abort(); // saving changed the scenario
    return 0;
}
