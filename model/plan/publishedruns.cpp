// SPDX-License-Identifier: GPL-3.0-or-later
#include "publishedruns.h"

#include "builtindata.h"
#include "csv.h"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <optional>

namespace tco {
namespace {

constexpr std::string_view kColumns[] = {"id",
                                         "model",
                                         "year",
                                         "total_params_b",
                                         "active_params_b",
                                         "moe",
                                         "tokens_b",
                                         "accelerator",
                                         "accelerator_count",
                                         "count_basis",
                                         "accelerator_hours",
                                         "hours_basis",
                                         "precision",
                                         "role",
                                         "source"};
constexpr std::size_t kColumnCount = std::size(kColumns);

std::optional<double> positiveNumber(const std::string &text)
{
    double v = 0;
    const auto r = std::from_chars(text.data(), text.data() + text.size(), v);
    if (r.ec != std::errc() || r.ptr != text.data() + text.size() || !std::isfinite(v) || v <= 0)
        return std::nullopt;
    return v;
}

std::optional<HoursBasis> basisOf(std::string_view text)
{
    if (text == "pretraining")
        return HoursBasis::Pretraining;
    if (text == "pretraining+downtime")
        return HoursBasis::PretrainingWithDowntime;
    if (text == "includes-other")
        return HoursBasis::IncludesOther;
    return std::nullopt;
}

/** Reads one data row; names the first column that is not valid. */
std::optional<PublishedRun> readRow(const std::vector<std::string> &f, std::string &badColumn)
{
    PublishedRun run;
    const auto number = [&](std::size_t column, double &out, double scale) {
        const auto v = positiveNumber(f[column]);
        if (!v)
            badColumn = kColumns[column];
        else
            out = *v * scale;
        return v.has_value();
    };
    double year = 0;
    if (f[0].empty()) {
        badColumn = kColumns[0];
        return std::nullopt;
    }
    run.id = f[0];
    run.model = f[1];
    if (!number(2, year, 1) || !number(3, run.totalParameters, 1e9) ||
        !number(4, run.activeParameters, 1e9) || !number(6, run.tokens, 1e9) ||
        !number(8, run.acceleratorCount, 1) || !number(10, run.acceleratorHours, 1))
        return std::nullopt;
    run.year = static_cast<int>(year);
    if (f[5] != "0" && f[5] != "1") {
        badColumn = kColumns[5];
        return std::nullopt;
    }
    run.mixtureOfExperts = f[5] == "1";
    run.acceleratorId = f[7];
    if (f[9] != "published" && f[9] != "assumed") {
        badColumn = kColumns[9];
        return std::nullopt;
    }
    run.countPublished = f[9] == "published";
    const auto basis = basisOf(f[11]);
    if (!basis) {
        badColumn = kColumns[11];
        return std::nullopt;
    }
    run.hoursBasis = *basis;
    if (f[12] != "bf16" && f[12] != "fp8") {
        badColumn = kColumns[12];
        return std::nullopt;
    }
    run.fp8 = f[12] == "fp8";
    if (f[13] == "fit")
        run.role = RunRole::Fit;
    else if (f[13] == "holdout")
        run.role = RunRole::Holdout;
    else if (f[13] == "context")
        run.role = RunRole::Context;
    else {
        badColumn = kColumns[13];
        return std::nullopt;
    }
    run.source = f[14];
    return run;
}

} // namespace

std::vector<PublishedRun> parsePublishedRuns(std::string_view csvText, std::vector<PublishedRunError> *errors)
{
    std::vector<PublishedRun> runs;
    const std::vector<CsvRow> rows = parseCsv(csvText);
    bool header = true;
    for (const CsvRow &row : rows) {
        if (header) {
            header = false;
            continue;
        }
        std::string bad;
        std::optional<PublishedRun> run;
        if (row.fields.size() != kColumnCount)
            bad = "columns";
        else
            run = readRow(row.fields, bad);
        if (run) {
            runs.push_back(std::move(*run));
        } else if (errors) {
            const auto col = std::find(std::begin(kColumns), std::end(kColumns), bad);
            const std::size_t i = static_cast<std::size_t>(col - std::begin(kColumns));
            errors->push_back({row.line, bad, i < row.fields.size() ? row.fields[i] : std::string()});
        }
    }
    return runs;
}

const std::vector<PublishedRun> &builtinPublishedRuns()
{
    static const std::vector<PublishedRun> runs = parsePublishedRuns(builtinPublishedRunsCsv());
    return runs;
}

} // namespace tco
