// SPDX-License-Identifier: GPL-3.0-or-later
// libFuzzer target for a plan's `--set key=value` edits, through the one
// function the command line uses (cli::applyPlanEdits, app/cli/planinput.h):
// the assignment split at its first '=', each key once, each value read by
// setFromText() (the path every typed value takes too), then the whole plan
// validated. The input is one assignment a line, at most eight. Contract: a
// refused edit names its key (or the assignment that is no KEY=VALUE) and
// leaves the scenario as it was; an accepted one leaves a plan that
// validates, each key at a value its input allows.
#include "planinput.h"

#include "plan/catalog.h"
#include "plan/validation.h"

#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string>
#include <string_view>
#include <vector>

namespace {

/** `--set KEY` or `--set 'ASSIGNMENT'` of one of `edits` begins `problem`. */
bool namesAnEdit(const std::string &problem, const std::vector<cli::PlanEdit> &edits)
{
    for (const cli::PlanEdit &e : edits) {
        const std::size_t eq = e.assignment.find('=');
        if (eq != std::string::npos && eq > 0 && problem.starts_with("--set " + e.assignment.substr(0, eq)))
            return true;
        if (problem.starts_with("--set '" + e.assignment + "'"))
            return true;
    }
    return false;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const std::string_view input(reinterpret_cast<const char *>(data), size);
    std::vector<cli::PlanEdit> edits;
    for (std::size_t start = 0; start <= input.size() && edits.size() < 8;) {
        const std::size_t end = std::min(input.find('\n', start), input.size());
        edits.push_back({"set", std::string(input.substr(start, end - start))});
        start = end + 1;
    }
    const tco::Catalog &catalog = tco::Catalog::builtIn();
    const tco::Scenario before = tco::defaultScenario();
    tco::Scenario s = before;
    const std::vector<std::string> problems = cli::applyPlanEdits(s, edits, catalog);
    if (!problems.empty()) {
        if (!(s == before))
            std::abort(); // refused, yet changed
        for (const std::string &p : problems)
            if (!p.starts_with("invalid scenario: ") && !namesAnEdit(p, edits))
                std::abort(); // a refusal that names no key
        return 0;
    }
    if (!tco::validate(s, catalog).empty())
        std::abort(); // accepted a plan validation refuses
    for (const cli::PlanEdit &e : edits) {
        const std::size_t eq = e.assignment.find('=');
        const std::string_view key = std::string_view(e.assignment).substr(0, eq);
        const std::string_view value = std::string_view(e.assignment).substr(eq + 1);
        if (const auto id = tco::findInput(key)) {
            if (tco::checkValue(*id, s.value(*id)))
                std::abort(); // accepted a value the input does not allow
        } else if (key == tco::kStartDateKey) {
            if (tco::checkStartDate(s.startDate) || s.startDate != value)
                std::abort(); // accepted a date validation refuses
        } else if (key != tco::kGpuKey || !catalog.find(s.gpuId) || s.gpuId != value) {
            std::abort(); // accepted an unknown key or accelerator
        }
    }
    return 0;
}
