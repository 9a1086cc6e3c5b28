// SPDX-License-Identifier: GPL-3.0-or-later
// libFuzzer target for `--set key=value` (setFromText), the path every
// command-line value and every typed value takes. Contract: a refused value
// names the key it was given and leaves the scenario as it was; an accepted one is a
// value that input allows.
#include "plan/catalog.h"
#include "plan/validation.h"

#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string_view>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const std::string_view arg(reinterpret_cast<const char *>(data), size);
    const std::size_t eq = arg.find('=');
    if (eq == std::string_view::npos)
        return 0;
    const std::string_view key = arg.substr(0, eq);
    const std::string_view value = arg.substr(eq + 1);
    const tco::Catalog &catalog = tco::Catalog::builtIn();
    const tco::Scenario before = tco::defaultScenario();
    tco::Scenario s = before;
    if (const auto issue = tco::setFromText(s, key, value, catalog)) {
        if (!(s == before) || issue->key != key)
            std::abort();
        (void)tco::describe(*issue);
        return 0;
    }
    if (const auto id = tco::findInput(key)) {
        if (tco::checkValue(*id, s.value(*id)))
            std::abort(); // accepted a value the input does not allow
    } else if (key == tco::kStartDateKey) {
        if (tco::checkStartDate(s.startDate) || s.startDate != value)
            std::abort(); // accepted a date validation refuses
    } else if (key != tco::kGpuKey || !catalog.find(s.gpuId)) {
        std::abort(); // accepted an unknown key or accelerator
    }
    return 0;
}
