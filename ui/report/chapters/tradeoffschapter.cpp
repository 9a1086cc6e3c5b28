// SPDX-License-Identifier: GPL-3.0-or-later
#include "report/chapters/tradeoffschapter.h"

#include "report/reportcells.h"
#include "report/reportcharts.h"
#include "texts/prosetexts.h"

#include "charts/chartcatalog.h"
#include "texts/inputtexts.h"
#include "texts/mfutexts.h"
#include "texts/numberformat.h"
#include "texts/terms.h"

#include <algorithm>
#include <cmath>
#include <optional>

namespace planner {

using namespace reportcells;

TradeOffsChapter::TradeOffsChapter(ChapterContext &context)
    : PerPlanChapter(
          context,
          {Terms::tradeOffs(), QStringLiteral("tradeoffs"),
           tr("Each curve moves one input with everything else fixed. The plan's setting and the optimum are "
              "marked; the table under each chart puts a price on the difference.")})
{
}

void TradeOffsChapter::writeOf(const ScenarioFigures &f)
{
    // Each trade-off is a section with its chart, titled by plan in a report on several.
    const QString suffix = many() ? QStringLiteral(" (%1)").arg(f.letter) : QString();
    const auto figureSection = [&](const QString &title, ChartId chart, const QString &caption) {
        section(title + suffix);
        planFigure(chart, f, caption);
    };
    const auto choiceTable = [&](const QString &setting, const QString &chosen, const QString &bestLabel,
                                 const QString &best, const TradeOffChoice &c) {
        ReportTable t;
        t.header = {setting, tr("Setting"), Terms::totalCost(), Terms::mainRun(), tr("Against the plan")};
        t.widths = {0.30, 0.18, 0.16, 0.16, 0.20};
        t.align = {kLeft, kRight, kRight, kRight, kRight};
        t.rows.push_back({{cell(Terms::thisPlan()), cell(chosen), cell(usd(c.atChosen.totalUsd)),
                           cell(formatDays(c.atChosen.wallClockDays, m_locale)), cell(QStringLiteral("—"))}});
        if (c.bestFound) {
            const double d = c.atBest.totalUsd - c.atChosen.totalUsd;
            t.rows.push_back(
                {{cell(bestLabel, {}, true), cell(best, {}, true), cell(usd(c.atBest.totalUsd), {}, true),
                  cell(formatDays(c.atBest.wallClockDays, m_locale)),
                  cell(formatSignedUsd(d, m_locale), {}, true, deltaTone(d))}});
        }
        add(std::move(t));
    };

    // Checkpoint interval.
    figureSection(
        InputTexts::label(tco::InputId::CheckpointIntervalHours), ChartId::CheckpointInterval,
        tr("Total cost and wall-clock days against the checkpoint interval; the optimum (the lowest "
           "total on the model's curve, Young/Daly where that is the minimum) and the plan's interval are "
           "marked."));
    choiceTable(InputTexts::label(tco::InputId::CheckpointIntervalHours),
                formatHours(f.checkpointInterval.chosen, m_locale), tr("Best interval"),
                formatHours(f.checkpointInterval.best, m_locale), f.checkpointInterval);
    if (f.checkpointInterval.bestFound) {
        const double saving = f.checkpointInterval.savingUsd();
        paragraph(saving > 0.005 * f.result.totalUsd
                      ? tr("Checkpointing every %1 instead of every %2 saves %3.")
                            .arg(formatHours(f.checkpointInterval.best, m_locale),
                                 formatHours(f.checkpointInterval.chosen, m_locale), usd(saving))
                      : tr("The plan's interval is within %1 of the optimum: nothing to gain here.")
                            .arg(usd(std::max(0.0, saving))));
    }

    // MFU.
    figureSection(Terms::mfuTitle(), ChartId::Mfu,
                  tr("Total cost and wall-clock days against MFU; the plan's MFU is marked. Higher MFU is "
                     "always cheaper."));
    choiceTable(InputTexts::label(tco::InputId::ComputeMfu), percent(f.mfu.chosen), tr("Five points more"),
                percent(f.mfu.best), f.mfu);
    if (f.mfu.bestFound)
        paragraph(
            tr("Each 5 points of MFU are worth about %1 and %2: what a better-tuned training stack is worth.")
                .arg(usd(std::abs(f.mfu.savingUsd())),
                     formatDays(std::abs(f.mfu.atChosen.wallClockDays - f.mfu.atBest.wallClockDays),
                                m_locale)));

    // Accelerator count.
    figureSection(
        InputTexts::label(tco::InputId::ClusterGpuCount), ChartId::GpuCount,
        tr("Wall-clock days against total cost as the accelerator count varies from ÷%1 to ×%1; the "
           "plan and the cheapest count are marked.")
            .arg(static_cast<int>(charts::kGpuCountSpan)));
    choiceTable(tr("Accelerators"), formatWhole(f.gpuCount.chosen, m_locale), Terms::cheapestCount(),
                formatWhole(f.gpuCount.best, m_locale), f.gpuCount);
    paragraph(tr(
        "More accelerators finish sooner but fail more often, so lost work grows; fewer take longer and pay "
        "people and fixed costs for longer."));
    planFigure(ChartId::Goodput, f,
               tr("Where the main run's accelerator-hours go (goodput) at a quarter, half, the plan's, twice "
                  "and four times its accelerator count."));

    // Storage tiering.
    figureSection(
        tr("Storage tiering"), ChartId::StorageTier,
        tr("Storage cost against the cost of a slower tier (stalls, longer checkpoints and restarts) "
           "as the hot share varies; the plan and the cheapest mix are marked."));
    choiceTable(tr("Share on hot storage"), percent(f.hotFraction.chosen, 0), tr("Cheapest mix"),
                percent(f.hotFraction.best, 0), f.hotFraction);

    // Buy or rent.
    figureSection(tr("Buy or rent"), ChartId::BreakEven,
                  tr("Total cost of buying the cluster against its fleet utilisation, with the plan's totals "
                     "when renting on demand, reserved and spot; the break-even utilisations are marked."));
    {
        QStringList parts;
        const auto breakEvenText = [&](const std::optional<double> &u, const QString &mode) {
            parts << (u ? tr("Buying costs the same as renting %1 at a fleet utilisation of %2.")
                              .arg(mode, percent(*u, 0))
                        : tr("No fleet utilisation makes buying as cheap as renting %1.").arg(mode));
        };
        breakEvenText(f.breakEven.vsOnDemand, ProseTexts::choice(tco::InputId::PricingMode, 0));
        breakEvenText(f.breakEven.vsReserved, ProseTexts::choice(tco::InputId::PricingMode, 1));
        parts << tr("Both are computed on the plan's totals, opportunity cost included; the plan assumes %1.")
                     .arg(percent(f.scenario.value(tco::InputId::OwnershipFleetUtilization), 0));
        paragraph(parts.join(QLatin1Char(' ')));
    }

    // Scaling law.
    figureSection(tr("Scaling law"), ChartId::ScalingLaw,
                  tr("Predicted loss against model size at this plan's compute; the plan and the "
                     "compute-optimal point are marked (%1).")
                      .arg(ProseTexts::choice(
                          tco::InputId::ScalingLaw,
                          static_cast<int>(std::lround(f.scenario.value(tco::InputId::ScalingLaw))))));
    {
        const tco::Result &r = f.result;
        const double n = f.scenario.value(tco::InputId::ModelActiveParameters) > 0
                             ? f.scenario.value(tco::InputId::ModelActiveParameters)
                             : f.scenario.value(tco::InputId::ModelParameters);
        ReportTable t;
        t.header = {QString(), tr("Parameters"), tr("Tokens"), tr("Tokens per parameter"),
                    Terms::predictedLoss()};
        t.widths = {0.28, 0.18, 0.18, 0.18, 0.18};
        t.align = {kLeft, kRight, kRight, kRight, kRight};
        t.rows.push_back({{cell(Terms::thisPlan()), cell(formatCount(n, m_locale)),
                           cell(formatCount(r.trainedTokens, m_locale)),
                           cell(formatNumber(n > 0 ? r.trainedTokens / n : 0, m_locale, 3)),
                           cell(formatNumber(r.predictedLoss, m_locale, 4))}});
        t.rows.push_back({{cell(Terms::computeOptimal(), {}, true),
                           cell(formatCount(r.computeOptimalParameters, m_locale), {}, true),
                           cell(formatCount(r.computeOptimalTokens, m_locale), {}, true),
                           cell(formatNumber(r.computeOptimalParameters > 0
                                                 ? r.computeOptimalTokens / r.computeOptimalParameters
                                                 : 0,
                                             m_locale, 3),
                                {}, true),
                           cell(formatNumber(r.computeOptimalLoss, m_locale, 4), {}, true)}});
        add(std::move(t));
        paragraph(
            n > r.computeOptimalParameters
                ? tr("At this compute the model is larger than compute-optimal and trained on fewer "
                     "tokens: a smaller model trained on more tokens would reach a lower loss for the same "
                     "cost.")
                : tr("At this compute the model is smaller than compute-optimal and trained on more "
                     "tokens: it gives up a little loss in training for a model that is cheaper to serve."));
    }

    // How typical is this plan: its hours against the published runs'.
    figureSection(
        tr("Against published runs"), ChartId::TypicalRuns,
        tr("Accelerator-hours per trillion tokens against active parameters: one point per published "
           "run, the band the plan's class reaches (typical MFU, P10–P90) and the plan. A plan below "
           "the band assumes more efficiency than published runs have shown."));
    paragraph(MfuTexts::sourceLine(f.scenario, m_data.catalog()) + QStringLiteral(". ") +
              tr("The MFU at %1 gives %2 accelerator-hours for the main run.")
                  .arg(percent(f.result.mfuInput), formatCount(f.result.gpuHoursMainRun, m_locale)));
}

} // namespace planner
