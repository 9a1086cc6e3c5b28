// SPDX-License-Identifier: GPL-3.0-or-later
#include "report/chapters/whatfitschapter.h"
#include "texts/inputformat.h"
#include "texts/messagetexts.h"
#include "texts/numberformat.h"

#include "report/reportcells.h"
#include "report/reportcharts.h"

#include "plan/calendar.h"
#include "texts/terms.h"

#include <QDate>

#include <cmath>

namespace planner {

using namespace reportcells;
using I = tco::InputId;

void WhatFitsChapter::write()
{
    chapterPerPlan(
        tr("What fits the budget and the deadline"), QStringLiteral("whatfits"),
        tr("Budget owners start from an amount and a date. This chapter holds the plan to its targets: "
           "the accelerator count that meets them at the least cost, the region of accelerator counts "
           "and training tokens where they hold, and the plan's common variants, each evaluated by the "
           "model."),
        [this](const ScenarioFigures &f) { writeOf(f); });
}

QString WhatFitsChapter::targetsText(const tco::Scenario &s) const
{
    const tco::SolveTargets t = tco::targetsOf(s);
    const QString level = MessageTexts::confidence(t.confidence);
    QStringList parts;
    if (!std::isnan(t.budgetUsd))
        parts << tr("a budget of %1").arg(usd(t.budgetUsd));
    if (!std::isnan(t.deadlineDays)) {
        const QString by =
            formatDay(tco::addDays(tco::deadlineOrigin(s, t.deadlineScope), t.deadlineDays), m_locale);
        parts << (t.deadlineScope == tco::DeadlineScope::MainRun
                      ? tr("the main run finished within %1 (by %2)")
                      : tr("the project finished within %1 (by %2)"))
                     .arg(formatDays(t.deadlineDays, m_locale), by);
    }
    QString text = parts.isEmpty()
                       ? QString()
                       : tr("The plan's targets: %1, held at %2.").arg(parts.join(tr(" and ")), level);
    QStringList more;
    if (!std::isnan(t.minTokensPerParameter))
        more << tr("at least %1 training tokens per parameter")
                    .arg(formatNumber(t.minTokensPerParameter, m_locale, 3));
    if (!std::isnan(t.maxLoss))
        more << tr("a predicted loss of at most %1").arg(formatNumber(t.maxLoss, m_locale, 4));
    if (!more.isEmpty())
        text += (text.isEmpty() ? QString() : QStringLiteral(" ")) +
                tr("It also asks for %1.").arg(more.join(tr(" and ")));
    return text;
}

void WhatFitsChapter::writeOf(const ScenarioFigures &f)
{
    scenarioSection(f);
    const QString targets = targetsText(f.scenario);
    if (targets.isEmpty())
        paragraph(tr("The plan sets no budget and no deadline: set them (Plan ▸ What Fits) to see what meets "
                     "them."),
                  ReportTone::Neutral, {}, true);
    else
        paragraph(targets);
    if (f.fit) {
        const tco::Solution &s = *f.fit;
        const tco::InputSpec &gpus = tco::spec(I::ClusterGpuCount);
        const QString count =
            s.solved.empty() ? QString() : InputFormat::textWithUnit(gpus, s.solved.front().value, m_locale);
        const tco::Result &r = s.measure.result;
        const tco::ProjectDates dates = tco::projectDates(s.plan, r);
        const QString finish = dates.projectFinish ? formatDay(*dates.projectFinish, m_locale) : notANumber();
        switch (s.status) {
        case tco::SolveStatus::Solved:
            paragraph(
                tr("%1 meet every target at the least cost (the plan has %2): a total of %3, %4 at the "
                   "targets' confidence, and the project finishes on %5.")
                    .arg(count,
                         InputFormat::textWithUnit(gpus, f.scenario.value(I::ClusterGpuCount), m_locale),
                         usd(r.totalUsd), usd(s.measure.costUsd), finish),
                ReportTone::Good, tr("Accelerators that fit."));
            break;
        case tco::SolveStatus::TargetMissed:
            writeMisses(f, count, finish);
            break;
        case tco::SolveStatus::NothingFeasible:
            paragraph(tr("No accelerator count gives a plan that can run."), ReportTone::Warning, {}, true);
            break;
        case tco::SolveStatus::DeadlineWithinFixedPhases: {
            // docs/model.md, "Solving for the unknown": preparation and
            // post-training take their days whatever the count.
            QString text = tr("The project's fixed phases (preparation and post-training) take %1, so no "
                              "accelerator count meets a project deadline of %2.")
                               .arg(formatDays(s.fixedPhaseDays, m_locale),
                                    formatDays(f.scenario.targets.deadlineDays, m_locale));
            if (s.mainRunAlone && s.mainRunAlone->status == tco::SolveStatus::Solved &&
                !s.mainRunAlone->solved.empty()) {
                const tco::Solution &m = *s.mainRunAlone;
                text += QLatin1Char(' ') +
                        tr("For the main run alone, %1 meet it: a total of %2, the main run taking %3.")
                            .arg(InputFormat::textWithUnit(gpus, m.solved.front().value, m_locale),
                                 usd(m.measure.result.totalUsd),
                                 formatDays(m.measure.result.wallClockDays, m_locale));
            }
            paragraph(text, ReportTone::Warning, tr("The targets do not fit."), true);
            break;
        }
        }
    }
    if (m_charts && f.feasible())
        figure(m_charts->plan(ChartId::FeasibleRegion, f, m_data.catalog()),
               tr("Where budget and deadline hold, by accelerator count and training tokens, with lines of "
                  "equal "
                  "cost and equal time, the plan and the cheapest plan that meets both."));
    writeVariants(f);
}

void WhatFitsChapter::writeMisses(const ScenarioFigures &f, const QString &count, const QString &finish)
{
    const tco::Solution &s = *f.fit;
    const tco::SolveTargets targets = tco::targetsOf(f.scenario);
    const tco::Result &r = s.measure.result;
    const auto amount = [&](const tco::TargetMiss &m) {
        return MessageTexts::targetAmount(m.target, m.by, m_locale);
    };
    if (s.misses.size() == 1) {
        const tco::TargetMiss &m = s.misses.front();
        paragraph(tr("No accelerator count meets every target: the %1 cannot be met. The nearest plan, %2, "
                     "meets the others and misses it by %3 (%4); it costs %5 and finishes on %6.")
                      .arg(MessageTexts::targetName(m.target, targets), count, amount(m),
                           percent(m.byFraction), usd(r.totalUsd), finish),
                  ReportTone::Warning, tr("The targets do not fit."), true);
    } else {
        // No single target gives way: the best plan that can run, and each
        // target it misses.
        QStringList gaps;
        for (const tco::TargetMiss &m : s.misses)
            gaps << tr("the %1 by %2 (%3)")
                        .arg(MessageTexts::targetName(m.target, targets), amount(m), percent(m.byFraction));
        paragraph(
            tr("No accelerator count meets every target. The nearest plan, %1, misses %n of them: %2; it "
               "costs %3 and finishes on %4.",
               nullptr, int(s.misses.size()))
                .arg(count, m_locale.createSeparatedList(gaps), usd(r.totalUsd), finish),
            ReportTone::Warning, tr("The targets do not fit."), true);
    }
    for (const tco::TargetMiss &m : s.misses)
        if (m.beyondReach && m.target == tco::Target::Loss)
            paragraph(MessageTexts::lossBeyondReach(targets.maxLoss, m.bound, m_locale), ReportTone::Warning,
                      {}, true);
}

void WhatFitsChapter::writeVariants(const ScenarioFigures &f)
{
    if (f.variants.empty() || !f.feasible())
        return;
    ReportTable t;
    t.caption =
        tr("The plan against its common variants, each evaluated by the model; a variant changes only "
           "what it names, as a lever of the advice does, so a change has one figure in both.");
    t.header = {tr("Variant"), Terms::total(), Terms::p90(), Terms::mainRun(), Terms::versusPlan()};
    t.widths = {0.40, 0.15, 0.15, 0.15, 0.15};
    t.align = {kLeft, kRight, kRight, kRight, kRight};
    for (const tco::VariantRow &row : f.variants) {
        const QString name = MessageTexts::variantName(row.variant, f.scenario);
        if (row.refused || !row.feasible) {
            t.rows.push_back({{cell(name), cell(row.refused ? Terms::notApplicable() : Terms::cannotRun()),
                               cell(QString()), cell(QString()), cell(QString())}});
            continue;
        }
        t.rows.push_back({{cell(row.current ? tr("%1 (the plan)").arg(name) : name), cell(usd(row.totalUsd)),
                           cell(std::isnan(row.costP90Usd) ? notANumber() : usd(row.costP90Usd)),
                           cell(formatDays(row.mainRunDays, m_locale)),
                           cell(row.current ? QString() : formatSignedUsd(row.deltaUsd, m_locale))},
                          row.current ? ReportRowKind::Marked : ReportRowKind::Normal});
    }
    add(std::move(t));
}

} // namespace planner
