// SPDX-License-Identifier: GPL-3.0-or-later
// The report's chapters on the plan's figures: cost breakdown, hidden
// costs, trade-offs, risk and cost history. Part of ReportBuilder
// (reportbuilder.h); a plan that cannot run has none of them
// (ReportBuilder::withoutFigures).
#include "reportbuilder.h"

#include "reportcells.h"
#include "reportcharts.h"
#include "reporttexts.h"

#include "gpucountchart.h"
#include "numberformat.h"

#include <algorithm>
#include <cmath>
#include <optional>

namespace planner {

using namespace reportcells;

// ------------------------------------------------------------ breakdown

void ReportBuilder::breakdown()
{
    chapter(tr("Cost breakdown"), QStringLiteral("breakdown"));
    paragraph(tr("Where the money goes, by cost category and project phase. Fixed costs do not change with the length "
                 "of the main run; elastic costs grow with every extra hour. Categories marked † are hidden costs "
                 "(section %1).")
                  .arg(m_chapter + 1));
    for (const ScenarioFigures &f : m_data.scenarios)
        breakdownOf(f);
}

void ReportBuilder::breakdownOf(const ScenarioFigures &f)
{
    scenarioSection(f);
    if (withoutFigures(f))
        return;
    const tco::Result &r = f.result;
    ReportTable t;
    t.header = {tr("Cost category")};
    t.widths = {0.22};
    t.align = {kLeft};
    for (std::size_t p = 0; p < tco::kPhaseCount; ++p) {
        t.header.push_back(ReportTexts::phase(static_cast<tco::Phase>(p)));
        t.widths.push_back(0.15);
        t.align.push_back(kRight);
    }
    t.header.insert(t.header.end(), {tr("Total"), tr("Share"), tr("Nature")});
    t.widths.insert(t.widths.end(), {0.13, 0.09, 0.11});
    t.align.insert(t.align.end(), {kRight, kRight, kLeft});

    for (std::size_t c = 0; c < tco::kCategoryCount; ++c) {
        const auto cat = static_cast<tco::Category>(c);
        ReportRow row;
        QString label = ReportTexts::category(cat);
        if (tco::isHidden(cat))
            label += QChar(0x00A0) + QStringLiteral("†"); // never alone on a line
        row.cells.push_back(cell(label));
        // A category's nature per phase: say it once when all agree.
        std::optional<tco::CostNature> nature;
        bool mixed = false;
        for (std::size_t p = 0; p < tco::kPhaseCount; ++p) {
            if (r.cost[c][p] == 0)
                continue;
            if (nature && *nature != r.nature[c][p])
                mixed = true;
            nature = r.nature[c][p];
        }
        const double total = r.categoryUsd(cat);
        for (std::size_t p = 0; p < tco::kPhaseCount; ++p) {
            const double v = r.cost[c][p];
            row.cells.push_back(cell(v == 0 ? QStringLiteral("—") : usd(v), mixed && v != 0 ? ReportTexts::nature(r.nature[c][p]) : QString(),
                                     false, v == 0 ? ReportTone::Muted : ReportTone::Neutral));
        }
        row.cells.push_back(cell(usd(total), {}, true, total == 0 ? ReportTone::Muted : ReportTone::Neutral));
        row.cells.push_back(cell(percent(r.totalUsd > 0 ? total / r.totalUsd : 0), {}, false,
                                 total == 0 ? ReportTone::Muted : ReportTone::Neutral));
        row.cells.push_back(cell(!nature ? QStringLiteral("—") : mixed ? tr("mixed") : ReportTexts::nature(*nature), {}, false,
                                 ReportTone::Muted));
        t.rows.push_back(std::move(row));
    }
    ReportRow total;
    total.kind = ReportRowKind::Total;
    total.cells.push_back(cell(tr("Total")));
    for (std::size_t p = 0; p < tco::kPhaseCount; ++p)
        total.cells.push_back(cell(usd(r.phaseUsd(static_cast<tco::Phase>(p)))));
    total.cells.push_back(cell(totalText(r, m_locale)));
    total.cells.push_back(cell(percent(1.0, 0)));
    total.cells.push_back(cell({}));
    t.rows.push_back(std::move(total));
    t.note = tr("† hidden cost. Fixed: %1 (%2). Elastic: %3 (%4). Elastic cost per extra hour of the main run: %5.")
                 .arg(usd(r.fixedUsd), percent(r.totalUsd > 0 ? r.fixedUsd / r.totalUsd : 0), usd(r.elasticUsd),
                      percent(r.totalUsd > 0 ? r.elasticUsd / r.totalUsd : 0), usd(r.elasticUsdPerWallHour));
    add(std::move(t));
    if (m_charts)
        figure(m_charts->costBreakdown(f, m_data.catalog()),
               many() ? tr("Cost by category and phase, %1.").arg(f.letter) : tr("Cost by category and phase."));
}

// --------------------------------------------------------- hidden costs

void ReportBuilder::hiddenCosts()
{
    chapter(tr("Hidden costs"), QStringLiteral("hidden"));
    paragraph(tr("All three source articles warn about costs that budgets tend to miss: work lost to failures and "
                 "restarts, experiments before and around the main run, and capacity that is paid for but idle. "
                 "They are in the totals above; here they are on their own."));
    for (const ScenarioFigures &f : m_data.scenarios)
        hiddenCostsOf(f);
}

void ReportBuilder::hiddenCostsOf(const ScenarioFigures &f)
{
    scenarioSection(f);
    if (withoutFigures(f))
        return;
    const tco::Result &r = f.result;
    const tco::Scenario &s = f.scenario;
    paragraph(tr("Together the hidden costs are %1, %2 of the total.")
                  .arg(usd(r.hiddenUsd), percent(r.totalUsd > 0 ? r.hiddenUsd / r.totalUsd : 0)),
              ReportTone::Neutral, {}, true);
    ReportTable t;
    t.header = {tr("Hidden cost"), tr("Cost"), tr("What drives it"), tr("How to reduce it")};
    t.widths = {0.19, 0.15, 0.36, 0.30};
    t.align = {kLeft, kRight, kLeft, kLeft};
    const auto share = [&](tco::Category c) {
        return tr("%1 of total").arg(percent(r.totalUsd > 0 ? r.categoryUsd(c) / r.totalUsd : 0));
    };
    const double mtbfCluster = r.failureRatePerHour > 0 ? 1.0 / r.failureRatePerHour : 0;
    t.rows.push_back({{cell(ReportTexts::category(tco::Category::Failures), {}, true),
                       cell(usd(r.categoryUsd(tco::Category::Failures)), share(tco::Category::Failures), true),
                       cell(tr("%1 expected failures, one every %2 on %3 accelerators; %4 accelerator-hours of lost work "
                               "and restarts; %5 per restart; checkpoint every %6 (optimum %7).")
                                .arg(ReportTexts::number(r.expectedFailures, m_locale, 3), ReportTexts::hours(mtbfCluster, m_locale),
                                     ReportTexts::count(s.value(tco::InputId::ClusterGpuCount), m_locale),
                                     formatCount(r.gpuHoursFailures, m_locale), ReportTexts::hours(r.restartHours, m_locale),
                                     ReportTexts::hours(r.intervalUsedHours, m_locale), ReportTexts::hours(f.checkpointInterval.best, m_locale))),
                       cell(tr("Checkpoint at the optimal interval; write checkpoints asynchronously; keep hot spares and "
                               "isolate failing nodes automatically."))}});
    t.rows.push_back({{cell(ReportTexts::category(tco::Category::Experiments), {}, true),
                       cell(usd(r.categoryUsd(tco::Category::Experiments)), share(tco::Category::Experiments), true),
                       cell(tr("Pilots and ablations at %1 of the main run's compute; a %2 chance of a full re-run; "
                               "%3 accelerator-hours in all.")
                                .arg(percent(s.value(tco::InputId::ExperimentsPilotShare), 0),
                                     percent(s.value(tco::InputId::ExperimentsRerunProbability), 0),
                                     formatCount(r.gpuHoursExperiments, m_locale))),
                       cell(tr("Scale up in stages; reuse pilot results; stop failing experiments early; "
                               "settle hyper-parameters on small models."))}});
    t.rows.push_back({{cell(ReportTexts::category(tco::Category::Idle), {}, true),
                       cell(usd(r.categoryUsd(tco::Category::Idle)), share(tco::Category::Idle), true),
                       cell(tr("Allocation efficiency %1: %2 accelerator-hours allocated but unused (fragmentation, "
                               "queues, forgotten test clusters).")
                                .arg(percent(s.value(tco::InputId::IdleAllocationEfficiency), 0),
                                     formatCount(r.gpuHoursIdle, m_locale))),
                       cell(tr("Release test clusters with a time-to-live policy; pack jobs to avoid fragmentation; "
                               "watch queues and unused reservations."))}});
    t.rows.push_back({{cell(tr("Total")), cell(usd(r.hiddenUsd)), cell({}), cell({})}, ReportRowKind::Total});
    add(std::move(t));

    ReportTable phases;
    phases.caption = tr("Hidden costs by phase");
    phases.header = {tr("Hidden cost")};
    phases.widths = {0.31};
    phases.align = {kLeft};
    for (std::size_t p = 0; p < tco::kPhaseCount; ++p) {
        phases.header.push_back(ReportTexts::phase(static_cast<tco::Phase>(p)));
        phases.widths.push_back(0.17);
        phases.align.push_back(kRight);
    }
    phases.header.push_back(tr("Total"));
    phases.widths.push_back(0.18);
    phases.align.push_back(kRight);
    for (tco::Category c : {tco::Category::Failures, tco::Category::Experiments, tco::Category::Idle}) {
        ReportRow row;
        row.cells.push_back(cell(ReportTexts::category(c)));
        for (std::size_t p = 0; p < tco::kPhaseCount; ++p) {
            const double v = r.cost[static_cast<std::size_t>(c)][p];
            row.cells.push_back(cell(v == 0 ? QStringLiteral("—") : usd(v), {}, false,
                                     v == 0 ? ReportTone::Muted : ReportTone::Neutral));
        }
        row.cells.push_back(cell(usd(r.categoryUsd(c)), {}, true));
        phases.rows.push_back(std::move(row));
    }
    add(std::move(phases));
}

// ------------------------------------------------------------ trade-offs

void ReportBuilder::tradeOffs()
{
    chapter(tr("Trade-offs"), QStringLiteral("tradeoffs"));
    paragraph(tr("Each curve moves one input with everything else fixed. The plan's setting and the optimum are "
                 "marked; the table under each chart puts a price on the difference."));
    for (const ScenarioFigures &f : m_data.scenarios)
        tradeOffsOf(f);
}

void ReportBuilder::tradeOffsOf(const ScenarioFigures &f)
{
    scenarioSection(f);
    if (withoutFigures(f))
        return;
    const QString suffix = many() ? QStringLiteral(" (%1)").arg(f.letter) : QString();
    const auto choiceTable = [&](const QString &setting, const QString &chosen, const QString &bestLabel,
                                 const QString &best, const TradeOffChoice &c) {
        ReportTable t;
        t.header = {setting, tr("Setting"), tr("Total cost"), tr("Main run"), tr("Against the plan")};
        t.widths = {0.30, 0.18, 0.16, 0.16, 0.20};
        t.align = {kLeft, kRight, kRight, kRight, kRight};
        t.rows.push_back({{cell(tr("This plan")), cell(chosen), cell(usd(c.atChosen.totalUsd)),
                           cell(ReportTexts::days(c.atChosen.wallClockDays, m_locale)), cell(QStringLiteral("—"))}});
        if (c.bestFound) {
            const double d = c.atBest.totalUsd - c.atChosen.totalUsd;
            t.rows.push_back({{cell(bestLabel, {}, true), cell(best, {}, true), cell(usd(c.atBest.totalUsd), {}, true),
                               cell(ReportTexts::days(c.atBest.wallClockDays, m_locale)),
                               cell(ReportTexts::signedUsd(d, m_locale), {}, true, deltaTone(d))}});
        }
        add(std::move(t));
    };

    // Checkpoint interval.
    section(tr("Checkpoint interval") + suffix);
    if (m_charts)
        figure(m_charts->checkpointInterval(f, m_data.catalog()),
               tr("Total cost and wall-clock days against the checkpoint interval; the optimum (the lowest total on "
                  "the model's curve, Young/Daly where that is the minimum) and the plan's interval are marked."));
    choiceTable(tr("Checkpoint interval"), ReportTexts::hours(f.checkpointInterval.chosen, m_locale), tr("Best interval"),
                ReportTexts::hours(f.checkpointInterval.best, m_locale), f.checkpointInterval);
    if (f.checkpointInterval.bestFound) {
        const double saving = f.checkpointInterval.savingUsd();
        paragraph(saving > 0.005 * f.result.totalUsd
                      ? tr("Checkpointing every %1 instead of every %2 saves %3.")
                            .arg(ReportTexts::hours(f.checkpointInterval.best, m_locale),
                                 ReportTexts::hours(f.checkpointInterval.chosen, m_locale), usd(saving))
                      : tr("The plan's interval is within %1 of the optimum: nothing to gain here.")
                            .arg(usd(std::max(0.0, saving))));
    }

    // MFU.
    section(tr("Model FLOPs utilisation (MFU)") + suffix);
    if (m_charts)
        figure(m_charts->mfu(f, m_data.catalog()),
               tr("Total cost and wall-clock days against MFU; the plan's MFU is marked. Higher MFU is always cheaper."));
    choiceTable(tr("MFU"), percent(f.mfu.chosen), tr("Five points more"), percent(f.mfu.best), f.mfu);
    if (f.mfu.bestFound)
        paragraph(tr("Each 5 points of MFU are worth about %1 and %2: what a better-tuned training stack is worth.")
                      .arg(usd(std::abs(f.mfu.savingUsd())),
                           ReportTexts::days(std::abs(f.mfu.atChosen.wallClockDays - f.mfu.atBest.wallClockDays), m_locale)));

    // Accelerator count.
    section(tr("Accelerator count") + suffix);
    if (m_charts)
        figure(m_charts->gpuCount(f, m_data.catalog()),
               tr("Wall-clock days against total cost as the accelerator count varies from ÷%1 to ×%1; the plan and "
                  "the cheapest count are marked.")
                   .arg(static_cast<int>(GpuCountChart::kSpan)));
    choiceTable(tr("Accelerators"), ReportTexts::count(f.gpuCount.chosen, m_locale), tr("Cheapest count"),
                ReportTexts::count(f.gpuCount.best, m_locale), f.gpuCount);
    paragraph(tr("More accelerators finish sooner but fail more often, so lost work grows; fewer take longer and pay "
                 "people and fixed costs for longer."));
    if (m_charts)
        figure(m_charts->goodput(f, m_data.catalog()),
               tr("Where the main run's accelerator-hours go (goodput) at a quarter, half, the plan's, twice and four "
                  "times its accelerator count."));

    // Storage tiering.
    section(tr("Storage tiering") + suffix);
    if (m_charts)
        figure(m_charts->storageTier(f, m_data.catalog()),
               tr("Storage cost against the cost of a slower tier (stalls, longer checkpoints and restarts) as the hot "
                  "share varies; the plan and the cheapest mix are marked."));
    choiceTable(tr("Share on hot storage"), percent(f.hotFraction.chosen, 0), tr("Cheapest mix"),
                percent(f.hotFraction.best, 0), f.hotFraction);

    // Buy or rent.
    section(tr("Buy or rent") + suffix);
    if (m_charts)
        figure(m_charts->breakEven(f, m_data.catalog()),
               tr("Total cost of buying the cluster against its fleet utilisation, with the plan's totals when renting "
                  "on demand, reserved and spot; the break-even utilisations are marked."));
    {
        QStringList parts;
        const auto breakEvenText = [&](const std::optional<double> &u, const QString &mode) {
            parts << (u ? tr("Buying costs the same as renting %1 at a fleet utilisation of %2.").arg(mode, percent(*u, 0))
                        : tr("No fleet utilisation makes buying as cheap as renting %1.").arg(mode));
        };
        breakEvenText(f.breakEven.vsOnDemand, ReportTexts::choice(tco::InputId::PricingMode, 0));
        breakEvenText(f.breakEven.vsReserved, ReportTexts::choice(tco::InputId::PricingMode, 1));
        parts << tr("Both are computed on the plan's totals, opportunity cost included; the plan assumes %1.")
                     .arg(percent(f.scenario.value(tco::InputId::OwnershipFleetUtilization), 0));
        paragraph(parts.join(QLatin1Char(' ')));
    }

    // Scaling law.
    section(tr("Scaling law") + suffix);
    if (m_charts)
        figure(m_charts->scalingLaw(f, m_data.catalog()),
               tr("Predicted loss against model size at this plan's compute; the plan and the compute-optimal point are "
                  "marked (%1).")
                   .arg(ReportTexts::choice(tco::InputId::ScalingLaw,
                                            static_cast<int>(std::lround(f.scenario.value(tco::InputId::ScalingLaw))))));
    {
        const tco::Result &r = f.result;
        const double n = f.scenario.value(tco::InputId::ModelActiveParameters) > 0
                             ? f.scenario.value(tco::InputId::ModelActiveParameters)
                             : f.scenario.value(tco::InputId::ModelParameters);
        ReportTable t;
        t.header = {QString(), tr("Parameters"), tr("Tokens"), tr("Tokens per parameter"), tr("Predicted loss")};
        t.widths = {0.28, 0.18, 0.18, 0.18, 0.18};
        t.align = {kLeft, kRight, kRight, kRight, kRight};
        t.rows.push_back({{cell(tr("This plan")), cell(formatCount(n, m_locale)), cell(formatCount(r.trainedTokens, m_locale)),
                           cell(ReportTexts::number(n > 0 ? r.trainedTokens / n : 0, m_locale, 3)),
                           cell(ReportTexts::number(r.predictedLoss, m_locale, 4))}});
        t.rows.push_back({{cell(tr("Compute-optimal"), {}, true), cell(formatCount(r.computeOptimalParameters, m_locale), {}, true),
                           cell(formatCount(r.computeOptimalTokens, m_locale), {}, true),
                           cell(ReportTexts::number(r.computeOptimalParameters > 0
                                                        ? r.computeOptimalTokens / r.computeOptimalParameters
                                                        : 0,
                                                    m_locale, 3),
                                {}, true),
                           cell(ReportTexts::number(r.computeOptimalLoss, m_locale, 4), {}, true)}});
        add(std::move(t));
        paragraph(n > r.computeOptimalParameters
                      ? tr("At this compute the model is larger than compute-optimal and trained on fewer tokens: a "
                           "smaller model trained on more tokens would reach a lower loss for the same cost.")
                      : tr("At this compute the model is smaller than compute-optimal and trained on more tokens: it "
                           "gives up a little loss in training for a model that is cheaper to serve."));
    }
}

// ------------------------------------------------------------------ risk

void ReportBuilder::risk()
{
    chapter(tr("Risk"), QStringLiteral("risk"));
    const tco::Scenario &s = m_data.scenarios.front().scenario;
    paragraph(tr("Failures are random and prices, MFU and reliability are uncertain. A Monte Carlo simulation of %1 runs "
                 "(seed %2) varies MFU (±%3), prices (±%4) and the accelerators' MTBF (±%5, one standard deviation "
                 "each) and draws the number of failures of every run. The sensitivity analysis moves each input by "
                 "±%6 on its own.")
                  .arg(m_locale.toString(m_data.input.riskSamples), QString::number(m_data.input.seed),
                       percent(s.value(tco::InputId::UncertaintyMfuRelStd), 0),
                       percent(s.value(tco::InputId::UncertaintyPriceRelStd), 0),
                       percent(s.value(tco::InputId::UncertaintyMtbfRelStd), 0), percent(m_data.sensitivityFraction, 0)));
    for (const ScenarioFigures &f : m_data.scenarios)
        riskOf(f);
}

void ReportBuilder::riskOf(const ScenarioFigures &f)
{
    scenarioSection(f);
    if (withoutFigures(f))
        return;
    const tco::RiskSummary &risk = f.risk;
    if (risk.infeasibleSamples > 0) {
        // Runs that cannot finish are counted, not priced (tco::monteCarlo).
        const bool none = risk.infeasibleSamples >= risk.samples;
        paragraph(none ? tr("In none of the %1 simulated runs can the plan run: with the uncertain inputs drawn, it "
                            "cannot finish or does not fit. There is no range to give.")
                             .arg(m_locale.toString(risk.samples))
                       : tr("In %1 of the simulated runs the plan cannot run (it cannot finish or does not fit): those "
                            "runs have no cost, and the percentiles below are over the other %2.")
                             .arg(percent(risk.infeasibleShare()), m_locale.toString(risk.samples - risk.infeasibleSamples)),
                  ReportTone::Warning, {}, true);
        if (none)
            return;
    }
    if (m_charts)
        figure(m_charts->risk(f), tr("Distribution of the total cost over %1 simulated runs, with P10, P50 and P90.")
                                      .arg(m_locale.toString(risk.samples)));
    ReportTable t;
    t.header = {tr("Percentile"), tr("Total cost"), tr("Main run"), tr("Meaning")};
    t.widths = {0.16, 0.18, 0.18, 0.48};
    t.align = {kLeft, kRight, kRight, kLeft};
    t.rows.push_back({{cell(tr("P10")), cell(usd(risk.costP10)), cell(ReportTexts::days(risk.daysP10, m_locale)),
                       cell(tr("1 in 10 runs costs less than this."))}});
    t.rows.push_back({{cell(tr("P50")), cell(usd(risk.costP50)), cell(ReportTexts::days(risk.daysP50, m_locale)),
                       cell(tr("The median: half of the runs cost more."))}});
    t.rows.push_back({{cell(tr("P90"), {}, true), cell(usd(risk.costP90), {}, true),
                       cell(ReportTexts::days(risk.daysP90, m_locale), {}, true),
                       cell(tr("9 in 10 runs cost at most this: plan the contingency against it."))}});
    t.rows.push_back({{cell(tr("Mean")), cell(usd(risk.costMean)), cell(QStringLiteral("—")), cell(tr("The average run."))}});
    t.rows.push_back({{cell(tr("Plan")), cell(totalText(f.result, m_locale)), cell(ReportTexts::days(f.result.wallClockDays, m_locale)),
                       cell(tr("The model's figure with every input at its planned value."))},
                      ReportRowKind::Total});
    add(std::move(t));

    const double contingency = risk.costP90 - f.result.totalUsd;
    QString text = contingency > 0
                       ? tr("A contingency of %1 (%2 of the plan) on top of the plan covers 9 in 10 runs.")
                             .arg(usd(contingency), percent(f.result.totalUsd > 0 ? contingency / f.result.totalUsd : 0))
                       : tr("The plan's figure already covers 9 in 10 simulated runs.");
    if (f.withinBudgetProbability >= 0)
        text += QLatin1Char(' ') + tr("%1 of the simulated runs stay within the budget of %2.")
                                        .arg(percent(f.withinBudgetProbability, 0),
                                             usd(f.scenario.value(tco::InputId::BudgetUsd)));
    else
        text += QLatin1Char(' ') + tr("No budget is set.");
    paragraph(text, f.withinBudgetProbability >= 0 && f.withinBudgetProbability < 0.9 ? ReportTone::Warning
                                                                                      : ReportTone::Neutral,
              {}, true);

    if (m_charts)
        figure(m_charts->sensitivity(f, [this](tco::InputId id) { return inputLabel(id); }),
               tr("Sensitivity (tornado): the total with each input lowered and raised by %1, largest effect on top.")
                   .arg(percent(m_data.sensitivityFraction, 0)));
    ReportTable s;
    s.caption = tr("The inputs that move the total most");
    s.header = {tr("Input"), tr("Value"), tr("Lowered by %1").arg(percent(m_data.sensitivityFraction, 0)),
                tr("Raised by %1").arg(percent(m_data.sensitivityFraction, 0)), tr("Swing")};
    s.widths = {0.38, 0.16, 0.15, 0.15, 0.16};
    s.align = {kLeft, kRight, kRight, kRight, kRight};
    for (std::size_t i = 0; i < std::min<std::size_t>(8, f.sensitivity.size()); ++i) {
        const tco::SensitivityRow &row = f.sensitivity[i];
        s.rows.push_back({{cell(inputLabel(row.input)),
                           cell(ReportTexts::inputValue(row.input, f.scenario.value(row.input), m_locale)),
                           cell(usd(row.lowTotalUsd), ReportTexts::signedUsd(row.lowTotalUsd - f.result.totalUsd, m_locale)),
                           cell(usd(row.highTotalUsd), ReportTexts::signedUsd(row.highTotalUsd - f.result.totalUsd, m_locale)),
                           cell(usd(row.swingUsd), {}, true)}});
    }
    add(std::move(s));
}

// --------------------------------------------------------------- history

void ReportBuilder::history()
{
    chapter(tr("Cost magnitude in context"), QStringLiteral("history"));
    const tco::GrowthTrend &trend = m_data.trend;
    paragraph(tr("How the cost of training one frontier model grew, and where this plan sits. The source article's "
                 "figures and other published estimates differ (the Stanford AI Index 2024 puts the 175B model of 2020 "
                 "at about $4.3M against the article's $1.4M), so every point keeps its source.") +
              (trend.points >= 2 ? QLatin1Char(' ') + tr("The fitted trend grows about ×%1 per year.")
                                                          .arg(ReportTexts::number(trend.growthPerYear(), m_locale, 2))
                                 : QString()));
    if (m_charts)
        figure(m_charts->history(m_data.scenarios.front(), m_data.catalog(), m_data.input.userHistory),
               tr("Training cost of frontier models by year (log scale), a fitted growth trend and this plan%1.")
                   .arg(many() ? tr(" (%1)").arg(m_data.scenarios.front().letter) : QString()));
    ReportTable t;
    t.header = {tr("Year"), tr("Model or figure"), tr("Cost"), tr("Kind"), tr("Source")};
    t.widths = {0.08, 0.30, 0.12, 0.15, 0.35};
    t.align = {kLeft, kLeft, kRight, kLeft, kLeft};
    std::vector<tco::HistoryPoint> points = m_data.history;
    std::stable_sort(points.begin(), points.end(),
                     [](const tco::HistoryPoint &x, const tco::HistoryPoint &y) { return x.year < y.year; });
    for (const tco::HistoryPoint &p : points)
        t.rows.push_back({{cell(QString::number(static_cast<int>(p.year))), cell(QString::fromStdString(p.label)), cell(usd(p.costUsd)),
                           cell(ReportTexts::historyKind(p.kind)), cell(QString::fromStdString(p.source))}});
    for (const ScenarioFigures &f : m_data.scenarios)
        t.rows.push_back({{cell(tr("Plan")), cell(many() ? tr("%1: %2").arg(f.letter, f.name) : f.name),
                           cell(totalText(f.result, m_locale)), cell(tr("This report")),
                           cell(tr("Total cost of ownership from the model"))},
                          ReportRowKind::Marked});
    add(std::move(t));
}

} // namespace planner
