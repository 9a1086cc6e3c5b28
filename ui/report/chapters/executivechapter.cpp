// SPDX-License-Identifier: GPL-3.0-or-later
#include "report/chapters/executivechapter.h"
#include "texts/codelabels.h"
#include "texts/keyfiguretexts.h"

#include "report/chapters/spendchapter.h"
#include "report/chapters/summarychapter.h"
#include "report/chapters/trackingchapter.h"
#include "report/chapters/whatfitschapter.h"
#include "report/reportcells.h"
#include "texts/messagetexts.h"
#include "texts/prosetexts.h"

#include "charts/core/sweepseries.h"
#include "texts/numberformat.h"

#include "plan/calendar.h"
#include "texts/inputtexts.h"
#include "texts/terms.h"
#include "texts/trackingtexts.h"

#include <QDate>

#include <algorithm>
#include <cmath>

namespace planner {

using namespace reportcells;

void ExecutiveChapter::write()
{
    const ScenarioFigures &a = m_data.scenarios.front();
    cover(a);
    decision(a);
    if (many())
        plansCompared();
    else
        keyFigures(a);
    spend(a);
    tracking(a);
    drivers(a);
    changedAssumptions(a);
    conditions(a);
    variants(a);
}

void ExecutiveChapter::heading(const QString &text, const QString &anchor)
{
    // Level 2: the executive report runs on without a page per section.
    ++m_ctx.section;
    add(ReportHeading{2, QStringLiteral("%1  %2").arg(m_ctx.section).arg(text), anchor});
}

QString ExecutiveChapter::projectSpan(const ScenarioFigures &f) const
{
    const tco::ProjectDates dates = tco::projectDates(f.scenario, f.result);
    const QString start = formatDay(dates.start, m_locale);
    if (!dates.projectFinish)
        return tr("from %1").arg(start);
    return tr("%1 – %2").arg(start, formatDay(*dates.projectFinish, m_locale));
}

void ExecutiveChapter::cover(const ScenarioFigures &f)
{
    ReportCover c = newCover(tr("Executive report: pre-training a large language model"));
    if (many()) {
        QStringList names;
        for (const ScenarioFigures &g : m_data.scenarios)
            names << Terms::labelled().arg(g.letter, g.name);
        c.title = tr("Comparison of %1 plans").arg(m_data.scenarios.size());
        c.facts.push_back({tr("Plans"), names.join(QLatin1Char('\n'))});
    } else {
        c.title = capped(f.name, 120);
    }
    for (const auto &[label, value] :
         {std::pair{TrackingTexts::tagName("project"), &f.scenario.tags.project},
          std::pair{TrackingTexts::tagName("experiment"), &f.scenario.tags.experiment},
          std::pair{TrackingTexts::tagName("team"), &f.scenario.tags.team}})
        if (!value->empty())
            c.facts.push_back({label, capped(fromStd(*value), 160)});
    c.facts.push_back({Terms::plan(), planLine(f)});
    c.facts.push_back({tr("Schedule"), projectSpan(f)});
    addCurrencyFact(c);
    c.description = capped(f.description, kCoverDescriptionChars);
    c.notice =
        tr("Estimates from editable assumptions, not quotes. The full report lists every input with its "
           "source.");
    add(std::move(c));
}

void ExecutiveChapter::decision(const ScenarioFigures &f)
{
    heading(tr("The decision"), QStringLiteral("decision"));
    const tco::Result &r = f.result;
    const double budget = f.scenario.value(tco::InputId::BudgetUsd);
    const QString start = projectSpan(f);
    if (!f.feasible()) {
        paragraph(
            tr("The plan %1 cannot run as sized, so there is no amount to approve yet: %2 Section %3 lists "
               "the changes that make it run.")
                .arg(f.name, conditionSentence(f, infeasibleReason(r)))
                .arg(m_ctx.section + 5), // the conditions: after total, spend, drivers, assumptions
            ReportTone::Bad, tr("Decision asked for:"), true);
    } else if (f.status.tracked() && f.tracking) {
        // Money already spent: the verdict is tracking's (ScenarioFigures::status).
        const tco::PlanStatus &s = f.status;
        const QString spent =
            tr("%1 has been spent to %2; the forecast at completion is %3 (P10–P90 %4 – %5), "
               "against the plan's %6.")
                .arg(usd(s.actualUsd), formatDay(f.tracking->asOf, m_locale), usd(s.headlineUsd),
                     usd(s.forecastP10Usd), usd(s.forecastP90Usd), usd(s.planTotalUsd));
        paragraph(s.budgetUsd > 0
                      ? tr("continue %1 (%2) within a budget of %3. %4 That is %5 of the budget. "
                           "Status: %6.")
                            .arg(planLine(f), start, usd(s.budgetUsd), spent, percent(s.usedFraction),
                                 statusText(f))
                      : tr("continue %1 (%2). %3 The plan sets no budget to hold it to (budget.usd).")
                            .arg(planLine(f), start, spent),
                  budgetTone(f), tr("Decision asked for:"), true);
    } else if (budget > 0) {
        paragraph(tr("approve a budget of %1 to pre-train %2 (%3). The plan costs %4, %5 of the budget; in 9 "
                     "of 10 simulated runs the cost stays under %6. Status: %7.")
                      .arg(usd(budget), planLine(f), start, totalText(r, m_locale),
                           percent(f.status.usedFraction), usd(f.risk.costP90), statusText(f)),
                  budgetTone(f), tr("Decision asked for:"), true);
    } else {
        paragraph(tr("approve about %1 to pre-train %2 (%3); in 9 of 10 simulated runs the cost stays under "
                     "%4. The plan sets no budget to hold it to (budget.usd).")
                      .arg(totalText(r, m_locale), planLine(f), start, usd(f.risk.costP90)),
                  ReportTone::Neutral, tr("Decision asked for:"), true);
    }
    if (const QString targets = WhatFitsChapter(m_ctx).targetsText(f.scenario); !targets.isEmpty())
        paragraph(targets);
    // A run opened from a portfolio: the portfolio's charge beside the plan's own (issue 53).
    if (!many() && !m_data.input.portfolioRunNote.isEmpty())
        paragraph(m_data.input.portfolioRunNote);
}

void ExecutiveChapter::spend(const ScenarioFigures &f)
{
    // When the money goes out: the chart and its sentences; the table by
    // month is the full report's.
    // A tracked plan's tracking section draws the same chart with the actual
    // spend on it: one spend chart, not two.
    if (f.tracking && f.tracking->feasible)
        return;
    heading(Terms::spendOverTime(), QStringLiteral("spend"));
    SpendChapter(m_ctx).writeOf(f, false);
}

void ExecutiveChapter::tracking(const ScenarioFigures &f)
{
    // Only a plan with imported actuals: spent so far, where it lands, why.
    if (!f.tracking)
        return;
    heading(tr("Actual spend against the plan"), QStringLiteral("tracking"));
    TrackingChapter(m_ctx).writeOf(f, false);
}

void ExecutiveChapter::keyFigures(const ScenarioFigures &f)
{
    heading(tr("Total cost and its range"), QStringLiteral("total"));
    if (withoutFigures(f))
        return;
    const tco::Result &r = f.result;
    ReportKpiGrid kpis;
    const tco::PlanStatus &status = f.status;
    if (status.tracked() && status.forecastFeasible) {
        // Money already spent: the headline is the forecast at completion,
        // the plan's own total beside it (docs/model.md, "One status").
        kpis.items.push_back({KeyFigureTexts::totalCaption(status), usd(status.headlineUsd),
                              KeyFigureTexts::planAndSpent(status, m_locale)});
        kpis.items.push_back({tr("Likely range (P10–P90)"),
                              tr("%1 – %2").arg(usd(status.forecastP10Usd), usd(status.forecastP90Usd)),
                              tr("of the forecast at completion")});
    } else {
        kpis.items.push_back({KeyFigureTexts::totalCost(), totalText(r, m_locale),
                              KeyFigureTexts::fixedAndElastic().arg(usd(r.fixedUsd), usd(r.elasticUsd))});
        // The plan's own Monte Carlo (uncertainty.samples, .seed): the window's P10–P90.
        kpis.items.push_back({tr("Likely range (P10–P90)"),
                              tr("%1 – %2").arg(usd(f.risk.costP10), usd(f.risk.costP90)),
                              tr("median %1 · from %2 simulated runs")
                                  .arg(usd(f.risk.costP50), formatWhole(f.risk.samples, m_locale))});
    }
    kpis.items.push_back(budgetKpi(f, Terms::noBudgetSet()));
    kpis.items.push_back({tr("Main training run"), formatDays(r.wallClockDays, m_locale),
                          Terms::p90Pair().arg(formatDays(f.risk.daysP90, m_locale), acceleratorText(f))});
    kpis.items.push_back({Terms::project(), formatMonths(r.projectMonths, m_locale), projectSpan(f)});
    kpis.items.push_back({KeyFigureTexts::hiddenCosts(), usd(r.hiddenUsd),
                          tr("%1 of the total: failures, experiments, idle capacity")
                              .arg(percent(r.totalUsd > 0 ? r.hiddenUsd / r.totalUsd : 0))});
    add(std::move(kpis));
    QStringList cats;
    for (std::size_t i = 0; i < std::min<std::size_t>(3, f.categoriesByCost.size()); ++i) {
        const tco::Category c = f.categoriesByCost[i];
        cats << tr("%1 %2 (%3)")
                    .arg(categoryLabel(c), usd(r.categoryUsd(c)),
                         percent(r.totalUsd > 0 ? r.categoryUsd(c) / r.totalUsd : 0));
    }
    if (!cats.isEmpty())
        paragraph(cats.join(QStringLiteral(" · ")), ReportTone::Neutral, tr("Largest cost categories:"));
}

void ExecutiveChapter::plansCompared()
{
    heading(tr("Total cost and its range"), QStringLiteral("total"));
    ReportTable t;
    t.header = {Terms::plan(), Terms::total(), tr("Likely range (P10–P90)"), Terms::budgetStatus(),
                Terms::mainRun()};
    t.widths = {0.32, 0.15, 0.23, 0.16, 0.14};
    t.align = {kLeft, kRight, kRight, kLeft, kRight};
    for (const ScenarioFigures &f : m_data.scenarios) {
        if (!f.feasible()) {
            t.rows.push_back({{cell(Terms::labelled().arg(f.letter, f.name)),
                               cell(noValidPlan(f), {}, false, ReportTone::Bad), cell(QString()),
                               cell(QString()), cell(QString())}});
            continue;
        }
        t.rows.push_back({{cell(Terms::labelled().arg(f.letter, f.name), planLine(f)),
                           cell(totalText(f.result, m_locale), {}, true),
                           cell(tr("%1 – %2").arg(usd(f.risk.costP10), usd(f.risk.costP90))),
                           cell(statusText(f), {}, false, budgetTone(f)),
                           cell(formatDays(f.result.wallClockDays, m_locale))}});
    }
    t.note = tr("The sections below are about the baseline A; the full report compares the plans in detail.");
    add(std::move(t));
}

void ExecutiveChapter::drivers(const ScenarioFigures &f)
{
    heading(tr("What moves the total most"), QStringLiteral("drivers"));
    if (!f.feasible() || f.sensitivity.empty()) {
        paragraph(tr("A plan that cannot run has no total to move."), ReportTone::Muted);
        return;
    }
    add(driversTable(f, kTopDrivers,
                     tr("Each input lowered and raised by %1, the others as planned (the tornado of the "
                        "full report).")
                         .arg(percent(m_data.sensitivityFraction, 0))));
}

void ExecutiveChapter::changedAssumptions(const ScenarioFigures &f)
{
    heading(tr("Assumptions that differ from the defaults"), QStringLiteral("changed"));
    // The Monte Carlo's run count and seed are how the range is computed,
    // not assumptions about the run: the full report's input list has them.
    std::vector<tco::InputId> inputs;
    for (const tco::InputId id : f.changedInputs)
        if (id != tco::InputId::UncertaintySamples && id != tco::InputId::UncertaintySeed)
            inputs.push_back(id);
    const std::size_t changed = inputs.size() + (f.gpuChanged ? 1 : 0);
    if (changed == 0) {
        paragraph(tr("None: every input is at its built-in default."));
        return;
    }
    ReportTable t;
    t.header = {Terms::input(), tr("Plan value"), Terms::defaultValue()};
    t.widths = {0.52, 0.24, 0.24};
    t.align = {kLeft, kRight, kRight};
    if (f.gpuChanged) {
        const tco::Scenario defaults = tco::defaultScenario();
        const auto name = [&](const std::string &id) {
            return InputTexts::acceleratorName(id, m_data.catalog());
        };
        t.rows.push_back({{cell(InputTexts::acceleratorLabel()), cell(name(f.scenario.gpuId), {}, true),
                           cell(name(defaults.gpuId))}});
    }
    for (const tco::InputId id : inputs) {
        if (t.rows.size() >= kMaxChangedInputs)
            break;
        t.rows.push_back({{cell(inputLabel(id)),
                           cell(ProseTexts::inputValue(id, f.scenario.value(id), m_locale), {}, true),
                           cell(ProseTexts::inputValue(id, tco::spec(id).defaultValue, m_locale))}});
    }
    if (changed > t.rows.size())
        t.note = tr("%1 more; the full report lists every input with its source in its appendix.")
                     .arg(changed - t.rows.size());
    add(std::move(t));
}

void ExecutiveChapter::conditions(const ScenarioFigures &f)
{
    heading(tr("Conditions and advice"), QStringLiteral("conditions"));
    SummaryChapter summary(m_ctx);
    summary.conditionsOf(f);
    summary.improveOf(f, kTopLevers);
}

void ExecutiveChapter::variants(const ScenarioFigures &f)
{
    heading(tr("What-if variants"), QStringLiteral("variants"));
    if (!f.feasible() || f.variants.empty()) {
        paragraph(tr("A plan that cannot run has no variants to compare; the levers above make it run."),
                  ReportTone::Muted);
        return;
    }
    WhatFitsChapter(m_ctx).writeVariants(f);
}

} // namespace planner
