// SPDX-License-Identifier: GPL-3.0-or-later
// libFuzzer target for column-mapping files (docs/actuals.md, "Column
// mapping"), as `llm-tco track --mapping` reads them and then reads an
// export through them: tco::readColumnMapping(), then the samples' spend
// and progress lines (in the documented layout) through the mapping read.
// Contract: a refused mapping says why; one that reads writes back to the
// same text and reads back equal, names only category and phase keys that
// exist, has a delimiter and a decimal separator that differ; an export
// read through it keeps lines with real dates, known keys and finite
// amounts of 0 or more, or says why not.
#include "tracking/actualsimport.h"
#include "tracking/columnmapping.h"

#include <cmath>
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string_view>

namespace {

constexpr std::string_view kSpend = "date,category,phase,amount,currency,project,experiment,team\n"
                                    "2027-03-07,compute,training,1029408.5,USD,llm-70b,pretrain-v1,training\n"
                                    "2027-03-07;GPU instances;Pretraining;12,5;EUR;x;y;z\n"
                                    "07/03/2027,storage,preparation,12,EUR,,,\n";
constexpr std::string_view kProgress = "date,tokens,acceleratorHours,interruptions\n"
                                       "2027-03-07,1e12,100000,3\n"
                                       "07/03/2027;2e12;200000;4\n";

template <typename T> void checkMessages(const tco::Imported<T> &in)
{
    if (in.fileError && !in.lines.empty())
        std::abort();
    if ((in.fileError || in.badLines > 0) && in.errors.empty())
        std::abort();
    for (const tco::ImportMessage &e : in.errors)
        if (e.expected.empty() || e.text().empty())
            std::abort();
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const std::string_view text(reinterpret_cast<const char *>(data), size);
    const tco::MappingReadResult r = tco::readColumnMapping(text);
    if (!r.ok) {
        if (r.error.empty())
            std::abort();
        return 0;
    }
    const tco::ColumnMapping &m = r.mapping;
    const std::string written = tco::writeColumnMapping(m);
    const tco::MappingReadResult back = tco::readColumnMapping(written);
    if (!back.ok || !(back.mapping == m) || tco::writeColumnMapping(back.mapping) != written)
        std::abort();
    if (m.delimiter == m.decimalSeparator)
        std::abort();
    for (const auto &[name, key] : m.categoryNames)
        if (!tco::categoryFromKey(key))
            std::abort(); // a target that does not exist must be refused before any line is read
    for (const auto &[name, key] : m.phaseNames)
        if (!tco::phaseFromKey(key))
            std::abort();

    const tco::SpendImport spend = tco::importSpend(kSpend, m, *tco::findBuiltInCurrency("EUR"));
    checkMessages(spend);
    for (const tco::SpendLine &l : spend.lines)
        if (!tco::isValid(l.date) || !std::isfinite(l.amountUsd) || l.amountUsd < 0 ||
            static_cast<std::size_t>(l.category) >= tco::kCategoryCount ||
            static_cast<std::size_t>(l.phase) >= tco::kPhaseCount)
            std::abort();
    const tco::ProgressImport progress = tco::importProgress(kProgress, m);
    checkMessages(progress);
    for (const tco::ProgressPoint &p : progress.lines)
        if (!tco::isValid(p.date) || !std::isfinite(p.tokensTrained) || p.tokensTrained < 0)
            std::abort();
    return 0;
}
