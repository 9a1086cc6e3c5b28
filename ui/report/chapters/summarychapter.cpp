// SPDX-License-Identifier: GPL-3.0-or-later
#include "report/chapters/summarychapter.h"
#include "texts/codelabels.h"
#include "texts/keyfiguretexts.h"

#include "report/reportcells.h"
#include "texts/messagetexts.h"
#include "texts/prosetexts.h"

#include "charts/core/sweepseries.h"
#include "plan/validation.h"
#include "texts/numberformat.h"
#include "texts/terms.h"
#include "texts/trackingtexts.h"

#include <algorithm>
#include <cmath>
#include <functional>
#include <initializer_list>

namespace planner {

using namespace reportcells;

namespace {

/** At most this many levers per plan: the ranking puts the useful ones first. */
constexpr std::size_t kMaxLevers = 12;

} // namespace

void SummaryChapter::write()
{
    chapter(tr("Executive summary"), QStringLiteral("summary"));
    if (many())
        writeSeveral();
    else
        writeOne(m_data.scenarios.front());
}

void SummaryChapter::writeOne(const ScenarioFigures &f)
{
    const tco::Result &r = f.result;
    const QString &description = f.description;
    if (description.size() > kCoverDescriptionChars)
        paragraph(description, ReportTone::Neutral, tr("Description:"));
    const int changed = static_cast<int>(f.changedInputs.size()) + (f.gpuChanged ? 1 : 0);
    const auto changedInputs = [&] {
        paragraph(tr("%1 of %2 inputs differ from the built-in defaults; they are marked ● in the list of "
                     "inputs (appendix %3). "
                     "Every figure in this report follows from those inputs.")
                      .arg(changed)
                      .arg(tco::kInputCount + 1)
                      .arg(QChar(kInputsAppendix)));
    };
    if (!f.feasible()) {
        // No totals to summarise: why the plan cannot run, and what would make it run.
        paragraph(tr("This plan trains a model of %1. It cannot run as planned, so it has no total cost, "
                     "duration or "
                     "energy: %2")
                      .arg(planLine(f), conditionSentence(f, infeasibleReason(r))),
                  ReportTone::Bad, tr("No valid plan:"), true);
        section(tr("Conditions"));
        conditionsOf(f);
        improve();
        changedInputs();
        return;
    }
    paragraph(
        tr("This plan trains a model of %1. It costs an estimated %2 in total; in 8 of 10 simulated runs "
           "the cost lies between %3 and %4 (P10–P90). The main training run takes %5; the whole project %6 "
           "months.")
            .arg(planLine(f), totalText(r, m_locale), usd(f.risk.costP10), usd(f.risk.costP90),
                 formatDays(r.wallClockDays, m_locale), formatNumber(r.projectMonths, m_locale, 3)));
    // A run opened from a portfolio: the portfolio's charge beside the plan's own (issue 53).
    if (!m_data.input.portfolioRunNote.isEmpty())
        paragraph(m_data.input.portfolioRunNote);

    ReportKpiGrid kpis;
    // A warning stands next to the figure it concerns.
    const auto warned = [&](ReportKpi kpi, std::initializer_list<tco::Condition> conditions) {
        for (const tco::Condition c : conditions) {
            if (r.has(c)) {
                kpi.detail += QStringLiteral(" · ") + MessageTexts::conditionTitle(c);
                kpi.tone = ReportTone::Warning;
            }
        }
        return kpi;
    };
    kpis.items.push_back(warned({KeyFigureTexts::totalCost(), totalText(r, m_locale),
                                 KeyFigureTexts::fixedAndElastic().arg(usd(r.fixedUsd), usd(r.elasticUsd))},
                                {tco::Condition::PastReviewLine}));
    kpis.items.push_back({tr("Likely range (P10–P90)"),
                          tr("%1 – %2").arg(usd(f.risk.costP10), usd(f.risk.costP90)),
                          tr("median %1 · %2 simulated runs")
                              .arg(usd(f.risk.costP50), formatWhole(f.risk.samples, m_locale))});
    kpis.items.push_back(budgetKpi(f, tr("set budget.usd to track it")));
    kpis.items.push_back(
        warned({tr("Main training run"), formatDays(r.wallClockDays, m_locale),
                tr("P90 %1 · project %2 months")
                    .arg(formatDays(f.risk.daysP90, m_locale), formatNumber(r.projectMonths, m_locale, 3))},
               {tco::Condition::PastUsefulScale, tco::Condition::BeyondHorizon}));
    kpis.items.push_back({KeyFigureTexts::costPerMillionTokens(), usd(r.usdPerMillionTokens),
                          tr("%1 per effective PFLOP/s-day").arg(usd(r.usdPerPflopsDay))});
    kpis.items.push_back(
        warned({KeyFigureTexts::acceleratorHours(), formatCount(r.gpuHoursTotal, m_locale),
                tr("%1 productive · peak %2 accelerators")
                    .arg(formatCount(r.gpuHoursProductive, m_locale), formatWhole(r.peakGpus, m_locale))},
               {tco::Condition::ReservedTermIdle, tco::Condition::MemoryConfigChanged}));
    kpis.items.push_back({KeyFigureTexts::hiddenCosts(), usd(r.hiddenUsd),
                          tr("%1 of the total: failures, experiments, idle capacity")
                              .arg(percent(r.totalUsd > 0 ? r.hiddenUsd / r.totalUsd : 0))});
    kpis.items.push_back({categoryLabel(tco::Category::Energy), formatEnergy(r.energyMWh, m_locale),
                          KeyFigureTexts::co2Tonnes().arg(formatNumber(r.co2Tonnes, m_locale, 4))});
    kpis.items.push_back(
        warned({Terms::effectiveMfuGoodput(), percent(r.effectiveMfu),
                tr("planned %1 · %2 expected failures")
                    .arg(percent(r.mfuInput), formatNumber(r.expectedFailures, m_locale, 3))},
               {tco::Condition::CheckpointWritesOverlap, tco::Condition::DataLoadingStall,
                tco::Condition::PrecisionUnsupported, tco::Condition::InputClamped}));
    add(std::move(kpis));

    section(tr("The three biggest cost drivers"));
    ReportTable cats;
    cats.header = {tr("Cost category"), Terms::cost(), tr("Share of total")};
    cats.widths = {0.5, 0.25, 0.25};
    cats.align = {kLeft, kRight, kRight};
    for (std::size_t i = 0; i < std::min<std::size_t>(3, f.categoriesByCost.size()); ++i) {
        const tco::Category c = f.categoriesByCost[i];
        const double v = r.categoryUsd(c);
        cats.rows.push_back({{cell(QStringLiteral("%1. %2").arg(i + 1).arg(categoryLabel(c))), cell(usd(v)),
                              cell(percent(r.totalUsd > 0 ? v / r.totalUsd : 0))}});
    }
    add(std::move(cats));

    add(driversTable(f, 3,
                     tr("The inputs that move the total most when changed by ±%1")
                         .arg(percent(m_data.sensitivityFraction, 0))));

    section(tr("Conditions"));
    conditionsOf(f);
    improve();
    changedInputs();
}

void SummaryChapter::writeSeveral()
{
    const ScenarioFigures &a = m_data.scenarios.front();
    paragraph(tr("This report compares %1 plans. A is the baseline: section 2 shows, for every other plan, "
                 "how its cost differs from A's by cost category and by input decision.")
                  .arg(m_data.scenarios.size()));
    for (const ScenarioFigures &f : m_data.scenarios) {
        const QString &description = f.description;
        if (description.size() > kCoverDescriptionChars / static_cast<qsizetype>(m_data.scenarios.size()))
            paragraph(description, ReportTone::Neutral, tr("%1:").arg(f.letter));
    }

    ReportTable t;
    t.header = {tr("Key figure")};
    t.widths = {0.28};
    t.align = {kLeft};
    const double w = 0.72 / static_cast<double>(m_data.scenarios.size());
    for (const ScenarioFigures &f : m_data.scenarios) {
        t.header.push_back(Terms::labelled().arg(f.letter, f.name));
        t.widths.push_back(w);
        t.align.push_back(kRight);
    }
    // A plan that cannot run has no figures that depend on the run (`needsRun`).
    const auto row = [&](const QString &label,
                         const std::function<ReportCell(const ScenarioFigures &)> &value,
                         bool needsRun = true) {
        ReportRow rw;
        rw.cells.push_back(cell(label));
        for (const ScenarioFigures &f : m_data.scenarios)
            rw.cells.push_back(needsRun && !f.feasible() ? cell(QStringLiteral("—")) : value(f));
        t.rows.push_back(std::move(rw));
    };
    row(
        KeyFigureTexts::totalCost(),
        [&](const ScenarioFigures &f) {
            if (!f.feasible())
                return cell(totalText(f.result, m_locale),
                            MessageTexts::conditionTitle(infeasibleReason(f.result)), true, ReportTone::Bad);
            QString detail;
            if (&f != &a && a.feasible())
                detail = tr("%1 (%2) vs A")
                             .arg(formatSignedUsd(f.result.totalUsd - a.result.totalUsd, m_locale),
                                  formatSignedPercent(
                                      tco::relativeChange(a.result.totalUsd, f.result.totalUsd), m_locale));
            return cell(totalText(f.result, m_locale), detail, true);
        },
        false);
    row(tr("Likely range (P10–P90)"), [&](const ScenarioFigures &f) {
        return cell(tr("%1 – %2").arg(usd(f.risk.costP10), usd(f.risk.costP90)));
    });
    row(Terms::budgetStatus(), [&](const ScenarioFigures &f) {
        return cell(statusText(f),
                    f.status.budget == tco::BudgetStatus::NoBudget
                        ? QString()
                        : tr("%1 used").arg(percent(f.status.usedFraction)),
                    false, budgetTone(f));
    });
    row(tr("Main training run"),
        [&](const ScenarioFigures &f) { return cell(formatDays(f.result.wallClockDays, m_locale)); });
    row(Terms::projectLength(),
        [&](const ScenarioFigures &f) { return cell(formatMonths(f.result.projectMonths, m_locale)); });
    row(
        tr("Accelerators"), [&](const ScenarioFigures &f) { return cell(acceleratorText(f)); }, false);
    row(KeyFigureTexts::costPerMillionTokens(),
        [&](const ScenarioFigures &f) { return cell(usd(f.result.usdPerMillionTokens)); });
    row(KeyFigureTexts::acceleratorHours(),
        [&](const ScenarioFigures &f) { return cell(formatCount(f.result.gpuHoursTotal, m_locale)); });
    row(KeyFigureTexts::hiddenCosts(), [&](const ScenarioFigures &f) {
        return cell(usd(f.result.hiddenUsd),
                    percent(f.result.totalUsd > 0 ? f.result.hiddenUsd / f.result.totalUsd : 0));
    });
    row(categoryLabel(tco::Category::Energy),
        [&](const ScenarioFigures &f) { return cell(formatEnergy(f.result.energyMWh, m_locale)); });
    row(Terms::effectiveMfuGoodput(),
        [&](const ScenarioFigures &f) { return cell(percent(f.result.effectiveMfu)); });
    t.note = tr("Changes are against the baseline A; section 2 breaks them down.");
    add(std::move(t));

    section(tr("The three biggest cost drivers"));
    ReportTable d;
    d.header = {Terms::plan(), tr("Largest cost categories"),
                tr("Inputs that move the total most (±%1)").arg(percent(m_data.sensitivityFraction, 0))};
    d.widths = {0.22, 0.39, 0.39};
    d.align = {kLeft, kLeft, kLeft};
    for (const ScenarioFigures &f : m_data.scenarios) {
        if (!f.feasible()) {
            d.rows.push_back({{cell(Terms::labelled().arg(f.letter, f.name)),
                               cell(noValidPlan(f), {}, false, ReportTone::Bad), cell(QStringLiteral("—"))}});
            continue;
        }
        QStringList cats, ins;
        for (std::size_t i = 0; i < std::min<std::size_t>(3, f.categoriesByCost.size()); ++i) {
            const tco::Category c = f.categoriesByCost[i];
            cats << tr("%1 %2 (%3)")
                        .arg(
                            categoryLabel(c), usd(f.result.categoryUsd(c)),
                            percent(f.result.totalUsd > 0 ? f.result.categoryUsd(c) / f.result.totalUsd : 0));
        }
        for (std::size_t i = 0; i < std::min<std::size_t>(3, f.sensitivity.size()); ++i)
            ins << tr("%1 (swing %2)")
                       .arg(inputLabel(f.sensitivity[i].input), usd(f.sensitivity[i].swingUsd));
        d.rows.push_back({{cell(Terms::labelled().arg(f.letter, f.name)), cell(cats.join(QLatin1Char('\n'))),
                           cell(ins.join(QLatin1Char('\n')))}});
    }
    add(std::move(d));

    section(tr("Conditions"));
    for (const ScenarioFigures &f : m_data.scenarios)
        conditionsOf(f);
    improve();
}

void SummaryChapter::conditionsOf(const ScenarioFigures &f)
{
    const tco::Result &r = f.result;
    ReportTable t;
    if (many())
        t.caption = Terms::labelled().arg(f.letter, f.name);
    t.header = {tr("Condition"), tr("Kind"), tr("What it means for this plan"), Terms::cost(), tr("Time")};
    t.widths = {0.20, 0.12, 0.46, 0.11, 0.11};
    t.align = {kLeft, kLeft, kLeft, kRight, kRight};
    // A tracked plan past a line: tracking's verdict leads (ScenarioFigures::status).
    if (f.status.tracked() && f.tracking &&
        (f.status.budget == tco::BudgetStatus::PastWarning ||
         f.status.budget == tco::BudgetStatus::PastReview)) {
        const ReportTone tone = budgetTone(f);
        const double lineUsd = f.status.budget == tco::BudgetStatus::PastReview
                                   ? f.tracking->lines.reviewUsd
                                   : f.tracking->lines.warningUsd;
        t.rows.push_back({{cell(TrackingTexts::statusTitle(f.status.budget), {}, true, tone),
                           cell(ProseTexts::severity(tco::Severity::Warning), {}, false, tone),
                           cell(TrackingTexts::statusSentence(*f.tracking, m_locale)),
                           cell(usd(std::max(f.status.headlineUsd, f.status.actualUsd) - lineUsd)),
                           cell(QStringLiteral("—"))}});
    }
    // Infeasible first, then warnings, then notes.
    for (const tco::Severity severity :
         {tco::Severity::Infeasible, tco::Severity::Warning, tco::Severity::Note}) {
        for (std::size_t i = 0; i < tco::kConditionCount; ++i) {
            const auto c = static_cast<tco::Condition>(i);
            if (!r.conditions[i] || tco::conditionSeverity(c) != severity ||
                !tco::conditionStands(f.scenario, c))
                continue;
            const double usdValue = r.conditionUsd[i];
            const double daysValue = r.conditionDays[i];
            t.rows.push_back(
                {{cell(MessageTexts::conditionTitle(c), {}, true, severityTone(severity)),
                  cell(ProseTexts::severity(severity), {}, false, severityTone(severity)),
                  cell(conditionSentence(f, c)),
                  cell(std::isfinite(usdValue) ? usd(usdValue) : QStringLiteral("—")),
                  cell(std::isfinite(daysValue) ? formatDays(daysValue, m_locale) : QStringLiteral("—"))}});
        }
    }
    if (t.rows.empty()) {
        paragraph(many() ? tr("%1: none. The plan can run as sized, with no warning.").arg(f.letter)
                         : tr("None: the plan can run as sized, with no warning."),
                  ReportTone::Good);
        return;
    }
    t.note =
        tr("A plan with a condition of the kind “No valid plan” cannot run and has no totals; warnings leave "
           "the figures standing.");
    add(std::move(t));
}

QString SummaryChapter::leverChanges(const ScenarioFigures &f, const tco::Lever &lever) const
{
    // Values as a reader would set them: three digits, hours as minutes or hours.
    const auto shown = [&](tco::InputId id, double v) {
        const tco::InputSpec &spec = tco::spec(id);
        if (spec.kind != tco::InputKind::Real)
            return ProseTexts::inputValue(id, v, m_locale);
        if (spec.unit == "h")
            return formatHours(v, m_locale);
        return ProseTexts::inputValue(id, tco::roundedToSignificant(v, 3), m_locale);
    };
    QStringList lines;
    for (const tco::InputSetting &c : lever.changes.settings()) {
        if (c.id == tco::InputId::Count || c.value == f.scenario.value(c.id))
            continue; // a preset's values that the plan already has
        lines << tr("%1: %2 → %3")
                     .arg(inputLabel(c.id), shown(c.id, f.scenario.value(c.id)), shown(c.id, c.value));
    }
    return lines.join(QLatin1Char('\n'));
}

void SummaryChapter::improve()
{
    section(Terms::improvePlan());
    m_ctx.improveRef = QStringLiteral("%1.%2").arg(m_ctx.chapter).arg(m_ctx.section);
    paragraph(tr(
        "Each lever is a variant of the plan that the model has evaluated: the inputs it changes and the "
        "total "
        "and main-run time that result. Levers that would make the plan infeasible are left out. For a plan "
        "that can run they are ranked by the total saved; for one that cannot, the levers that make it "
        "feasible come first, cheapest first."));
    for (const ScenarioFigures &f : m_data.scenarios)
        improveOf(f, kMaxLevers);
}

void SummaryChapter::improveOf(const ScenarioFigures &f, std::size_t maxLevers)
{
    const QString who = many() ? tr("%1: ").arg(f.letter) : QString();
    if (f.levers.empty()) {
        paragraph(who + (f.feasible()
                             ? tr("The model found no lever that lowers this plan's cost or time.")
                             : tr("The model found no single change that makes this plan feasible.")),
                  f.feasible() ? ReportTone::Neutral : ReportTone::Bad);
        return;
    }
    const auto signedDays = [&](double days) {
        return formatSigned(days, formatDays(std::abs(days), m_locale));
    };
    ReportTable t;
    if (many())
        t.caption = Terms::labelled().arg(f.letter, f.name);
    t.header = {tr("Lever"),      tr("Changes"),       Terms::totalCost(),
                Terms::mainRun(), Terms::costChange(), tr("Time change")};
    t.widths = {0.24, 0.32, 0.12, 0.11, 0.12, 0.09};
    t.align = {kLeft, kLeft, kRight, kRight, kRight, kRight};
    for (std::size_t i = 0; i < std::min(maxLevers, f.levers.size()); ++i) {
        const tco::Lever &l = f.levers[i];
        const QString sentence = MessageTexts::leverSentence(l, f.scenario);
        // Savings only mean something against a plan that has a total.
        const bool against = f.feasible();
        t.rows.push_back(
            {{cell(ProseTexts::lever(l.kind), sentence, true), cell(leverChanges(f, l)),
              cell(usd(l.totalUsd)), cell(formatDays(l.days, m_locale)),
              against ? cell(formatSignedUsd(-l.savedUsd, m_locale), {}, true, deltaTone(-l.savedUsd))
                      : cell(l.makesFeasible ? tr("makes it feasible") : QStringLiteral("—"), {}, true,
                             ReportTone::Good),
              against ? cell(signedDays(-l.savedDays), {}, false, deltaTone(-l.savedDays))
                      : cell(QStringLiteral("—"))}});
    }
    if (f.levers.size() > maxLevers)
        t.note = tr("%1 more levers help less.").arg(f.levers.size() - maxLevers);
    add(std::move(t));
}

} // namespace planner
