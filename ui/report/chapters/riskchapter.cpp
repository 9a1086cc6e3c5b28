// SPDX-License-Identifier: GPL-3.0-or-later
#include "report/chapters/riskchapter.h"
#include "texts/numberformat.h"

#include "report/reportcells.h"
#include "report/reportcharts.h"
#include "texts/prosetexts.h"
#include "texts/terms.h"

#include <algorithm>

namespace planner {

using namespace reportcells;

QString RiskChapter::introduction(const ReportData &data, const QLocale &locale)
{
    const ScenarioFigures &first = data.scenarios.front();
    const tco::Scenario &s = first.scenario;
    return tr("Failures are random and prices, MFU and reliability are uncertain. A Monte Carlo simulation "
              "of "
              "%1 runs "
              "(seed %2) varies MFU (±%3), prices (±%4) and the accelerators' MTBF (±%5, one standard "
              "deviation "
              "each) and draws the number of failures of every run. The sensitivity analysis moves each "
              "input "
              "by "
              "±%6 on its own.")
        .arg(formatWhole(first.risk.samples, locale), QString::number(first.risk.seed),
             formatPercent(s.value(tco::InputId::UncertaintyMfuRelStd), locale, 0),
             formatPercent(s.value(tco::InputId::UncertaintyPriceRelStd), locale, 0),
             formatPercent(s.value(tco::InputId::UncertaintyMtbfRelStd), locale, 0),
             formatPercent(data.sensitivityFraction, locale, 0));
}

RiskChapter::RiskChapter(ChapterContext &context)
    : PerPlanChapter(context,
                     {tr("Risk"), QStringLiteral("risk"), introduction(context.data, context.locale)})
{
}

void RiskChapter::writeOf(const ScenarioFigures &f)
{
    const tco::RiskSummary &risk = f.risk;
    if (risk.infeasibleSamples > 0) {
        // Runs that cannot finish are counted, not priced (tco::monteCarlo).
        const bool none = risk.infeasibleSamples >= risk.samples;
        paragraph(
            none
                ? tr("In none of the %1 simulated runs can the plan run: with the uncertain inputs drawn, it "
                     "cannot finish or does not fit. There is no range to give.")
                      .arg(formatWhole(risk.samples, m_locale))
                : tr("In %1 of the simulated runs the plan cannot run (it cannot finish or does not fit): "
                     "those "
                     "runs have no cost, and the percentiles below are over the other %2.")
                      .arg(percent(risk.infeasibleShare()),
                           formatWhole(risk.samples - risk.infeasibleSamples, m_locale)),
            ReportTone::Warning, {}, true);
        if (none)
            return;
    }
    if (m_charts)
        figure(m_charts->risk(f),
               tr("Distribution of the total cost over %1 simulated runs, with P10, P50 and P90.")
                   .arg(formatWhole(risk.samples, m_locale)));
    ReportTable t;
    t.header = {tr("Percentile"), Terms::totalCost(), Terms::mainRun(), tr("Meaning")};
    t.widths = {0.16, 0.18, 0.18, 0.48};
    t.align = {kLeft, kRight, kRight, kLeft};
    t.rows.push_back({{cell(tr("P10")), cell(usd(risk.costP10)), cell(formatDays(risk.daysP10, m_locale)),
                       cell(tr("1 in 10 runs costs less than this."))}});
    t.rows.push_back({{cell(Terms::p50()), cell(usd(risk.costP50)), cell(formatDays(risk.daysP50, m_locale)),
                       cell(tr("The median: half of the runs cost more."))}});
    t.rows.push_back({{cell(Terms::p90(), {}, true), cell(usd(risk.costP90), {}, true),
                       cell(formatDays(risk.daysP90, m_locale), {}, true),
                       cell(tr("9 in 10 runs cost at most this: plan the contingency against it."))}});
    t.rows.push_back({{cell(tr("Mean")), cell(usd(risk.costMean)), cell(QStringLiteral("—")),
                       cell(tr("The average run."))}});
    t.rows.push_back({{cell(Terms::plan()), cell(totalText(f.result, m_locale)),
                       cell(formatDays(f.result.wallClockDays, m_locale)),
                       cell(tr("The model's figure with every input at its planned value."))},
                      ReportRowKind::Total});
    add(std::move(t));

    const double contingency = risk.costP90 - f.result.totalUsd;
    QString text =
        contingency > 0
            ? tr("A contingency of %1 (%2 of the plan) on top of the plan covers 9 in 10 runs.")
                  .arg(usd(contingency), percent(f.result.totalUsd > 0 ? contingency / f.result.totalUsd : 0))
            : tr("The plan's figure already covers 9 in 10 simulated runs.");
    if (f.withinBudgetProbability >= 0)
        text += QLatin1Char(' ') + tr("%1 of the simulated runs stay within the budget of %2.")
                                       .arg(percent(f.withinBudgetProbability, 0),
                                            usd(f.scenario.value(tco::InputId::BudgetUsd)));
    else
        text += QLatin1Char(' ') + tr("No budget is set.");
    paragraph(text,
              f.withinBudgetProbability >= 0 && f.withinBudgetProbability < 0.9 ? ReportTone::Warning
                                                                                : ReportTone::Neutral,
              {}, true);

    if (m_charts)
        figure(m_charts->sensitivity(f, [this](tco::InputId id) { return inputLabel(id); }),
               tr("Sensitivity (tornado): the total with each input lowered and raised by %1, largest effect "
                  "on top.")
                   .arg(percent(m_data.sensitivityFraction, 0)));
    add(driversTable(f, 8, tr("The inputs that move the total most")));
}

} // namespace planner
