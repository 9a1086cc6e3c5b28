// SPDX-License-Identifier: GPL-3.0-or-later
#include "conditiontext.h"
#include "format.h"
#include "resultoutput.h"
#include "table.h"

#include <analysis/advice.h>
#include <analysis/analysis.h>
#include <plan/calendar.h>
#include <plan/typicalmfu.h>
#include <plan/validation.h>

#include <sstream>

namespace cli {

namespace {

std::string natureText(const tco::Result &r, std::size_t c)
{
    bool fixed = false, elastic = false;
    for (std::size_t p = 0; p < tco::kPhaseCount; ++p)
        (r.nature[c][p] == tco::CostNature::Fixed ? fixed : elastic) = true;
    return fixed && elastic ? "mixed" : fixed ? "fixed" : "elastic";
}

void printSetup(std::ostream &os, const tco::Scenario &s, const tco::Catalog &catalog, const tco::Result &r)
{
    using I = tco::InputId;
    const tco::Accelerator *acc = catalog.find(s.gpuId);
    const double active = s.value(I::ModelActiveParameters);
    TextTable t;
    t.addRow({"Accelerators", humanNumber(s.value(I::ClusterGpuCount)) + " x " + s.gpuId +
                                  (acc ? " (" + acc->name + ")" : std::string()) + ", " +
                                  tco::valueText(s, tco::spec(I::ComputePrecision).key) + " peak " +
                                  humanNumber(r.peakTflopsPerGpu) + " TFLOP/s"});
    t.addRow({"Model", countText(s.value(I::ModelParameters)) + " parameters" +
                           (active > 0 ? " (" + countText(active) + " active)" : std::string()) + ", " +
                           countText(r.trainedTokens) + " tokens trained"});
    t.addRow({"Pricing", tco::valueText(s, tco::spec(I::PricingMode).key) + ", " + usdText(r.gpuHourUsd) +
                             " per accelerator-hour"});
    // Amounts in another currency than the model's say at which rate.
    if (!s.currency.isUsd())
        t.addRow({"Currency", s.currency.code + ", " + fixedText(s.currency.perUsd, 6) +
                                  " per US dollar (rate of " + s.currency.rateDate + ")"});
    // A plan that cannot run has a start but no finish (docs/model.md §Start date).
    const tco::ProjectDates dates = tco::projectDates(s, r);
    t.addRow(
        {"Start date", tco::formatDate(dates.start) +
                           (tco::parseDate(s.startDate) ? "" : " (not set: the first day of next month)")});
    if (r.feasible() && dates.mainRunFinish && dates.projectFinish) {
        t.addRow({"Main run",
                  tco::formatDate(dates.mainRunStart) + " to " + tco::formatDate(*dates.mainRunFinish)});
        t.addRow({"Project finish", tco::formatDate(*dates.projectFinish)});
    } else {
        t.addRow({"Main run", "from " + tco::formatDate(dates.mainRunStart) + "; cannot finish as planned"});
    }
    t.print(os, 2);
}

void printKeyFigures(std::ostream &os, const tco::Scenario &s, const tco::Catalog &catalog,
                     const tco::Result &r)
{
    TextTable t;
    t.addRow({"Total cost of ownership", usdText(r.totalUsd)});
    t.addRow({"  fixed / elastic", usdText(r.fixedUsd) + " / " + usdText(r.elasticUsd)});
    t.addRow(
        {"  hidden (failures, experiments, idle)",
         usdText(r.hiddenUsd) + " (" + percentText(r.totalUsd > 0 ? r.hiddenUsd / r.totalUsd : 0) + ")"});
    t.addRow({"Cost per million training tokens", usdText(r.usdPerMillionTokens)});
    t.addRow({"Cost per effective PFLOP/s-day", usdText(r.usdPerPflopsDay)});
    t.addRow({"Training compute", humanNumber(r.flops) + " FLOP"});
    t.addRow({"Accelerator-hours, productive", humanNumber(r.gpuHoursProductive)});
    t.addRow({"Accelerator-hours, total allocated", humanNumber(r.gpuHoursTotal)});
    t.addRow({"Wall-clock of the main run", humanNumber(r.wallClockDays, 3) + " days"});
    t.addRow({"Project length", humanNumber(r.projectMonths, 3) + " months"});
    const tco::PlanMfu mfu = tco::planMfu(s, catalog);
    t.addRow(
        {"MFU", percentText(mfu.value) + " " + std::string(tco::mfuSourceKey(mfu.source)) +
                    (mfu.source == tco::MfuSource::Typical ? " for the plan's class of published runs" : "") +
                    " (P10-P90 " + percentText(mfu.p10) + " - " + percentText(mfu.p90) + ")"});
    t.addRow({"Effective MFU (goodput)", percentText(r.effectiveMfu)});
    t.addRow({"Main run: productive / checkpoints / lost work / restarts / data stall",
              percentText(r.goodput.productive) + " / " + percentText(r.goodput.checkpoint) + " / " +
                  percentText(r.goodput.lostWork) + " / " + percentText(r.goodput.restart) + " / " +
                  percentText(r.goodput.stall)});
    t.addRow({"Energy / CO2", energyText(r.energyMWh) + " / " + humanNumber(r.co2Tonnes) + " t"});
    t.addRow({"Checkpoint size, bandwidth",
              bytesText(r.checkpointSizeBytes) + ", " + humanNumber(r.checkpointBandwidthGBps, 3) + " GB/s"});
    // The optimum is the minimum of the plan's own total (docs/model.md §3);
    // the fastest where it differs; Young and Daly as the reference.
    const tco::CheckpointOptima optima = tco::checkpointOptima(s, catalog);
    std::string optimum = hoursText(optima.costOptimalHours) + " (lowest total";
    if (optima.fastestDiffers())
        optimum += "; fastest " + hoursText(optima.fastestHours);
    optimum +=
        "; reference: Young " + hoursText(optima.youngHours) + ", Daly " + hoursText(optima.dalyHours) + ")";
    t.addRow({"Checkpoint interval, used / optimal", hoursText(r.intervalUsedHours) + " / " + optimum});
    t.addRow({"Expected failures",
              humanNumber(r.expectedFailures, 3) + " (restart " + hoursText(r.restartHours) + " each)"});
    t.addRow({"Accelerators, peak / average", humanNumber(r.peakGpus) + " / " + humanNumber(r.averageGpus)});
    t.addRow({"Memory per accelerator",
              bytesText(r.memory.totalBytes) + " of " + bytesText(r.memory.usableBytes) + " usable (tensor " +
                  std::to_string(r.memory.tensorParallel) + " x pipeline " +
                  std::to_string(r.memory.pipelineStages) + " x data " +
                  std::to_string(r.memory.dataParallel) + ", " +
                  std::string(tco::spec(tco::InputId::MemorySharding)
                                  .choices[static_cast<std::size_t>(r.memory.sharding)]) +
                  ", recompute " +
                  std::string(tco::spec(tco::InputId::MemoryRecompute)
                                  .choices[static_cast<std::size_t>(r.memory.recompute)]) +
                  ")"});
    const tco::BreakEven be = tco::breakEven(s, catalog);
    const auto breakEvenText = [&](const std::optional<double> &u) {
        return u ? "above " + percentText(*u) + " fleet utilisation" : std::string("at no fleet utilisation");
    };
    t.addRow({"Buying beats on-demand renting", breakEvenText(be.vsOnDemand)});
    t.addRow({"Buying beats reserved renting", breakEvenText(be.vsReserved)});
    t.addRow({"Capex repaid vs on-demand after",
              r.breakEvenMonths > 0 ? humanNumber(r.breakEvenMonths, 3) + " months of dedicated use"
                                    : std::string("never at these prices")});
    t.addRow({"Scaling law: predicted loss", humanNumber(r.predictedLoss) + " (compute-optimal " +
                                                 humanNumber(r.computeOptimalLoss) + " at " +
                                                 countText(r.computeOptimalParameters) + " parameters, " +
                                                 countText(r.computeOptimalTokens) + " tokens)"});
    t.print(os, 2);
}

void printCostMatrix(std::ostream &os, const tco::Result &r)
{
    std::vector<std::string> header = {"category"};
    for (std::size_t p = 0; p < tco::kPhaseCount; ++p)
        header.emplace_back(tco::phaseKey(static_cast<tco::Phase>(p)));
    header.emplace_back("total");
    header.emplace_back("nature");
    TextTable t(header);
    for (std::size_t col = 1; col <= tco::kPhaseCount + 1; ++col)
        t.setAlign(col, TextTable::Align::Right);
    for (std::size_t c = 0; c < tco::kCategoryCount; ++c) {
        const auto cat = static_cast<tco::Category>(c);
        std::vector<std::string> row = {std::string(tco::categoryKey(cat)) +
                                        (tco::isHidden(cat) ? " *" : "")};
        for (std::size_t p = 0; p < tco::kPhaseCount; ++p)
            row.push_back(usdText(r.cost[c][p]));
        row.push_back(usdText(r.categoryUsd(cat)));
        row.push_back(natureText(r, c));
        t.addRow(std::move(row));
    }
    t.addRule();
    std::vector<std::string> total = {"total"};
    for (std::size_t p = 0; p < tco::kPhaseCount; ++p)
        total.push_back(usdText(r.phaseUsd(static_cast<tco::Phase>(p))));
    total.push_back(usdText(r.totalUsd));
    t.addRow(std::move(total));
    t.print(os, 2);
    os << "  * hidden costs (failures, experiments, idle), which budgets tend to miss\n";
}

/** "saves $2.5M, 19.9 days longer": what a lever gains and what it costs. */
std::string savingText(double savedUsd, double savedDays)
{
    const std::string usd =
        savedUsd >= 0 ? "saves " + usdText(savedUsd) : "costs " + usdText(-savedUsd) + " more";
    const std::string days = savedDays >= 0 ? humanNumber(savedDays, 3) + " days sooner"
                                            : humanNumber(-savedDays, 3) + " days longer";
    return usd + ", " + days;
}

void printConditions(std::ostream &os, const tco::Scenario &s, const tco::Result &r)
{
    os << "\nConditions\n";
    bool any = false;
    for (std::size_t c = 0; c < tco::kConditionCount; ++c) {
        if (!r.conditions[c])
            continue;
        any = true;
        const auto condition = static_cast<tco::Condition>(c);
        os << "  - [" << tco::severityKey(tco::conditionSeverity(condition)) << "] "
           << conditionText(condition, r, s) << '\n';
    }
    if (!any)
        os << "  none: the plan can run as sized\n";
}

} // namespace

void printAdvice(std::ostream &os, const tco::Scenario &s, const tco::Catalog &catalog, std::size_t most)
{
    const std::vector<tco::Lever> levers = tco::advise(s, catalog);
    const bool feasible = levers.empty() || !levers.front().makesFeasible;
    os << (feasible ? "\nImprove this plan (checked by the model)\n"
                    : "\nWhat makes the plan feasible (cheapest first)\n");
    if (levers.empty()) {
        os << "  no single change lowers the cost or the time\n";
        return;
    }
    TextTable t;
    for (std::size_t i = 0; i < levers.size() && i < most; ++i) {
        const tco::Lever &l = levers[i];
        t.addRow({leverText(l, s),
                  feasible ? savingText(l.savedUsd, l.savedDays)
                           : "total " + usdText(l.totalUsd) + ", " + humanNumber(l.days, 3) + " days"});
    }
    t.print(os, 2);
    if (levers.size() > most)
        os << "  (" << levers.size() - most << " more: llm-tco advise)\n";
}

std::string resultText(const std::string &name, const tco::Scenario &s, const tco::Catalog &catalog,
                       const tco::Result &r, const tco::PlanStatus &status,
                       const std::vector<std::string> &overrides)
{
    std::ostringstream os;
    os << "LLM TCO plan: " << name << '\n';
    if (!overrides.empty()) {
        os << "  changed with --set:";
        for (const std::string &o : overrides)
            os << ' ' << o;
        os << '\n';
    }
    os << "Estimates from editable assumptions, not quotes.\n\n";
    printSetup(os, s, catalog, r);
    if (!r.feasible()) {
        // No figures that depend on the run finishing: they would be numbers
        // for a plan that cannot run.
        os << "\nNO VALID PLAN: this plan cannot run as entered, so it has no total.\n";
        printConditions(os, s, r);
        printAdvice(os, s, catalog, 5);
        return os.str();
    }
    os << "\nKey figures\n";
    printKeyFigures(os, s, catalog, r);
    os << "\nCost by category and phase (USD)\n";
    printCostMatrix(os, r);
    printConditions(os, s, r);
    os << "\nBudget\n  " << budgetText(status, s) << '\n';
    printAdvice(os, s, catalog, 3);
    return os.str();
}

} // namespace cli
