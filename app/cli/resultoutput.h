// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <analysis/analysis.h>
#include <analysis/cashflow.h>
#include <plan/catalog.h>
#include <plan/result.h>
#include <plan/scenario.h>
#include <tracking/planstatus.h>

#include <ostream>
#include <string>
#include <vector>

namespace cli {

class JsonWriter;

/** One named figure of a result for flat outputs (CSV); the name is the
 *  dotted path of the same figure in the JSON output. */
struct Metric {
    std::string name;
    double value = 0;
};

/** The key figures of a result in report order (no cost matrix); the
 *  checkpoint intervals are the plan's named optima (checkpointOptima). */
std::vector<Metric> keyMetrics(const tco::Result &r, const tco::CheckpointOptima &optima);

/** The outputs' budget status is `status` (tco::planStatus): the plan's
 *  own, or tracking's for a plan saved with actual spend. */
/** `llm-tco evaluate --format json`: the whole result, nested by dotted
 *  name, plus the scenario's metadata and every input under "inputs". */
std::string resultJson(const tco::Scenario &s, const tco::Catalog &catalog, const tco::Result &r,
                       const tco::PlanStatus &status);
/** `--format csv`: `metric,value` rows (key figures, budget status,
 *  conditions as 0/1, then cost.<category>.<phase>). */
std::string resultCsv(const tco::Scenario &s, const tco::Catalog &catalog, const tco::Result &r,
                      const tco::PlanStatus &status);
/** `--format text`: a readable report with aligned tables, titled `name`
 *  (Plan::name). `overrides` (the --set arguments) are listed under the
 *  title, since the scenario's name no longer describes all of its values. */
std::string resultText(const std::string &name, const tco::Scenario &s, const tco::Catalog &catalog,
                       const tco::Result &r, const tco::PlanStatus &status,
                       const std::vector<std::string> &overrides = {});

/** The levers of `tco::advise` as a table: $ and days saved for a feasible
 *  plan, the resulting total for one that is not; at most `most` rows. */
void printAdvice(std::ostream &os, const tco::Scenario &s, const tco::Catalog &catalog, std::size_t most);

/** The "cashflow" object (model/analysis/cashflow.h): the cost and cash series, one
 *  object a month, and the capex, residual value and reserved term behind
 *  them; null figures for a plan that cannot run. */
void writeCashflow(JsonWriter &json, const tco::Cashflow &f);

/** Writes every input as "key": value (option names for choices,
 *  hardware.gpu as its id) into the open object. */
void writeInputs(JsonWriter &json, const tco::Scenario &s);

} // namespace cli
