// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace tco {

/** What a published figure of accelerator-hours counts (docs/model.md,
 *  "Typical MFU"): the main run alone, its wall-clock with downtime, or
 *  also work beside it (distillation, post-training, ablations). */
enum class HoursBasis : std::uint8_t { Pretraining, PretrainingWithDowntime, IncludesOther };

/** Whether a run fits the typical-MFU function, checks it (the fit never
 *  sees a holdout run: tests/model/tst_typicalmfu.cpp), or is shown for
 *  context only because its figures do not measure what the planner
 *  models (the source says why). */
enum class RunRole : std::uint8_t { Fit, Holdout, Context };

/** One published pre-training run of resources/runs/published_runs.csv. */
struct PublishedRun {
    std::string id; ///< slug, e.g. "llama2-13b"
    std::string model;
    int year = 0;
    double totalParameters = 0;
    double activeParameters = 0; ///< = total for a dense model
    bool mixtureOfExperts = false;
    double tokens = 0;
    std::string acceleratorId; ///< a catalog id
    double acceleratorCount = 0;
    bool countPublished = true; ///< false: assumed (the source gives none)
    double acceleratorHours = 0;
    HoursBasis hoursBasis = HoursBasis::Pretraining;
    bool fp8 = false;
    RunRole role = RunRole::Fit;
    std::string source;
};

/** A row of the file that could not be read, for the caller to word. */
struct PublishedRunError {
    std::size_t line = 0;
    std::string column;
    std::string value;
};

/** Parses the published-runs CSV (header row first, '#' comments allowed).
 *  A row with a missing or non-positive number, an unknown basis, role or
 *  precision is left out and reported in `errors` when given. */
std::vector<PublishedRun> parsePublishedRuns(std::string_view csvText,
                                             std::vector<PublishedRunError> *errors = nullptr);

/** The runs compiled in from resources/runs/published_runs.csv. */
const std::vector<PublishedRun> &builtinPublishedRuns();

} // namespace tco
