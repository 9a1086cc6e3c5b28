// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// What `llm-tco portfolio` prints, action by action and format by format
// (portfoliocommand.cpp chooses; portfoliotext.cpp and portfoliojson.cpp write).

#include <portfolio/metrics.h>
#include <portfolio/optimiser.h>
#include <portfolio/portfoliocompare.h>
#include <portfolio/portfoliotracking.h>
#include <portfolio/risk.h>

#include <iosfwd>
#include <string>

namespace cli {

/** One portfolio evaluated, with what the output needs beside it. */
struct PortfolioView {
    const tco::Portfolio &portfolio;
    const tco::PortfolioEvaluation &evaluation;
    std::string name;
    int exitCode = 0;
    /** `evaluate --actuals`: the actual spend rolled up (docs/model.md
     *  §16.8); null without actuals. */
    const tco::PortfolioTracking *tracking = nullptr;
};

/** Two portfolios evaluated and what moved the annual cost between them. */
struct CompareView {
    const PortfolioView &a;
    const PortfolioView &b;
    const tco::PortfolioComparison &comparison;
};

class JsonWriter;

struct FleetView {
    const tco::FleetDecision &decision;
    const tco::PortfolioRisk &risk;            ///< at the decision's best fleet
    const std::vector<tco::PathAnswer> &paths; ///< the answer under the Monte Carlo's range of rent paths
};

/** "within", "past the warning line", ...: a budget status in words. */
/** "1 run instance misses its deadline", "6 run instances miss their deadlines". */
std::string missedDeadlinesText(int instances);
std::string statusWords(tco::BudgetStatus s);
/** The reason a run instance misses its deadline, in words. */
std::string missText(const tco::Portfolio &p, const tco::RunPlacement &placement);
/** "owned x 512, on-demand x 64": the pools a placement holds. */
std::string poolsText(const tco::Portfolio &p, const tco::RunPlacement &placement);
/** First and last day a placement holds its accelerators. */
tco::CivilDate firstDay(const tco::Portfolio &p, const tco::RunPlacement &placement);
tco::CivilDate lastDay(const tco::Portfolio &p, const tco::RunPlacement &placement);

void printEvaluationText(std::ostream &os, const PortfolioView &v);
void printScheduleText(std::ostream &os, const PortfolioView &v);
void printFleetText(std::ostream &os, const PortfolioView &v, const FleetView &f);

void writeEvaluationJson(std::ostream &os, const PortfolioView &v);
/** The tracking section of `evaluate --actuals` (portfoliotrackingoutput.cpp). */
void printTrackingText(std::ostream &os, const PortfolioView &v, const tco::PortfolioTracking &t);
void writeTrackingJson(JsonWriter &j, const PortfolioView &v, const tco::PortfolioTracking &t);

/** `portfolio compare` (portfoliocompareoutput.cpp): the waterfall from A's
 *  annual cost to B's, the owned figures beside it and each run's change. */
void printCompareText(std::ostream &os, const CompareView &v);
void writeCompareJson(std::ostream &os, const CompareView &v);
/** row,name,fromUsd,toUsd,deltaUsd: start, each step, end, then each run. */
void writeCompareCsv(std::ostream &os, const CompareView &v);
void writeScheduleJson(std::ostream &os, const PortfolioView &v);
void writeFleetJson(std::ostream &os, const PortfolioView &v, const FleetView &f);

/** month,cost,cash,capex,opex,depreciation,idle,... one line a month. */
/** The months (or with `byRun`, each run's cost) as CSV. */
void writeEvaluationCsv(std::ostream &os, const PortfolioView &v, bool byRun);
/** run,instance,...,hours by month. */
void writeScheduleCsv(std::ostream &os, const PortfolioView &v);
/** owned,committed,annualUsd,missedDeadlines: the curve. */
void writeFleetCsv(std::ostream &os, const FleetView &f);

} // namespace cli
