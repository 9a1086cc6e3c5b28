// SPDX-License-Identifier: GPL-3.0-or-later
#include "report/chapters/hiddencostschapter.h"
#include "texts/codelabels.h"
#include "texts/keyfiguretexts.h"

#include "report/reportcells.h"
#include "texts/prosetexts.h"

#include "texts/messagetexts.h"
#include "texts/numberformat.h"
#include "texts/terms.h"

namespace planner {

using namespace reportcells;

HiddenCostsChapter::HiddenCostsChapter(ChapterContext &context)
    : PerPlanChapter(
          context,
          {KeyFigureTexts::hiddenCosts(), QStringLiteral("hidden"),
           tr("All three source articles warn about costs that budgets tend to miss: work lost to failures "
              "and "
              "restarts, experiments before and around the main run, and capacity that is paid for but idle. "
              "They are in the totals above; here they are on their own.")})
{
}

void HiddenCostsChapter::writeOf(const ScenarioFigures &f)
{
    const tco::Result &r = f.result;
    const tco::Scenario &s = f.scenario;
    paragraph(tr("Together the hidden costs are %1, %2 of the total.")
                  .arg(usd(r.hiddenUsd), percent(r.totalUsd > 0 ? r.hiddenUsd / r.totalUsd : 0)),
              ReportTone::Neutral, {}, true);
    ReportTable t;
    t.header = {tr("Hidden cost"), Terms::cost(), tr("What drives it"), tr("How to reduce it")};
    t.widths = {0.19, 0.15, 0.36, 0.30};
    t.align = {kLeft, kRight, kLeft, kLeft};
    const auto share = [&](tco::Category c) {
        return KeyFigureTexts::shareOfTotal().arg(
            percent(r.totalUsd > 0 ? r.categoryUsd(c) / r.totalUsd : 0));
    };
    const double mtbfCluster = r.failureRatePerHour > 0 ? 1.0 / r.failureRatePerHour : 0;
    t.rows.push_back(
        {{cell(categoryLabel(tco::Category::Failures), {}, true),
          cell(usd(r.categoryUsd(tco::Category::Failures)), share(tco::Category::Failures), true),
          cell(tr("%1 expected failures, one every %2 on %3 accelerators; %4 accelerator-hours of lost work "
                  "and restarts; %5 per restart; checkpoint every %6 (optimum %7).")
                   .arg(formatNumber(r.expectedFailures, m_locale, 3), formatHours(mtbfCluster, m_locale),
                        formatWhole(s.value(tco::InputId::ClusterGpuCount), m_locale),
                        formatCount(r.gpuHoursFailures, m_locale), formatHours(r.restartHours, m_locale),
                        formatHours(r.intervalUsedHours, m_locale),
                        formatHours(f.checkpointInterval.best, m_locale))),
          cell(tr("Checkpoint at the optimal interval; write checkpoints asynchronously; keep hot spares and "
                  "isolate failing nodes automatically."))}});
    t.rows.push_back(
        {{cell(categoryLabel(tco::Category::Experiments), {}, true),
          cell(usd(r.categoryUsd(tco::Category::Experiments)), share(tco::Category::Experiments), true),
          cell(tr("Pilots and ablations at %1 of the main run's compute; a %2 chance of a full re-run; "
                  "%3 accelerator-hours in all.")
                   .arg(percent(s.value(tco::InputId::ExperimentsPilotShare), 0),
                        percent(s.value(tco::InputId::ExperimentsRerunProbability), 0),
                        formatCount(r.gpuHoursExperiments, m_locale))),
          cell(tr("Scale up in stages; reuse pilot results; stop failing experiments early; "
                  "settle hyper-parameters on small models."))}});
    t.rows.push_back(
        {{cell(categoryLabel(tco::Category::Idle), {}, true),
          cell(usd(r.categoryUsd(tco::Category::Idle)), share(tco::Category::Idle), true),
          cell(tr("Allocation efficiency %1: %2 accelerator-hours allocated but unused (fragmentation, "
                  "queues, forgotten test clusters).")
                   .arg(percent(s.value(tco::InputId::IdleAllocationEfficiency), 0),
                        formatCount(r.gpuHoursIdle, m_locale))),
          cell(tr("Release test clusters with a time-to-live policy; pack jobs to avoid fragmentation; "
                  "watch queues and unused reservations."))}});
    t.rows.push_back(
        {{cell(Terms::total()), cell(usd(r.hiddenUsd)), cell({}), cell({})}, ReportRowKind::Total});
    add(std::move(t));
    // Owned capacity also costs what it would earn elsewhere: not a hidden
    // cost of the articles, but one a budget owner asks about.
    if (r.categoryUsd(tco::Category::Opportunity) > 0)
        paragraph(tr("Opportunity cost, %1: %2")
                      .arg(usd(r.categoryUsd(tco::Category::Opportunity)),
                           MessageTexts::costExplanation(tco::Category::Opportunity, s, r, m_locale)));

    ReportTable phases;
    phases.caption = tr("Hidden costs by phase");
    phases.header = {tr("Hidden cost")};
    phases.widths = {0.31};
    phases.align = {kLeft};
    for (std::size_t p = 0; p < tco::kPhaseCount; ++p) {
        phases.header.push_back(phaseLabel(static_cast<tco::Phase>(p)));
        phases.widths.push_back(0.17);
        phases.align.push_back(kRight);
    }
    phases.header.push_back(Terms::total());
    phases.widths.push_back(0.18);
    phases.align.push_back(kRight);
    for (tco::Category c : {tco::Category::Failures, tco::Category::Experiments, tco::Category::Idle}) {
        ReportRow row;
        row.cells.push_back(cell(categoryLabel(c)));
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

} // namespace planner
