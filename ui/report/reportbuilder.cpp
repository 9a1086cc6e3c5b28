// SPDX-License-Identifier: GPL-3.0-or-later
#include "reportbuilder.h"

#include "reportcells.h"
#include "reportcharts.h"
#include "reporttexts.h"

#include "numberformat.h"
#include "sweepseries.h"

#include "evaluate.h"
#include "validation.h"

#include <algorithm>
#include <cmath>
#include <functional>
#include <initializer_list>

namespace planner {

using namespace reportcells;

namespace {

QString fromStd(const std::string &s) { return QString::fromStdString(s); }

QString fromView(std::string_view s) { return QString::fromUtf8(s.data(), static_cast<qsizetype>(s.size())); }

/** Text cut to `max` characters with an ellipsis: the cover has one page. */
QString capped(const QString &text, qsizetype max)
{
    return text.size() <= max ? text : text.left(max - 1).trimmed() + QChar(0x2026);
}

constexpr qsizetype kCoverTitleChars = 120;
constexpr qsizetype kCoverFactChars = 160;
constexpr qsizetype kCoverDescriptionChars = 600;

} // namespace

ReportBuilder::ReportBuilder(const ReportData &data, bool withCharts)
    : m_data(data), m_locale(data.input.locale)
{
    if (withCharts)
        m_charts = new ReportChartRenderer(m_locale);
}

ReportBuilder::~ReportBuilder()
{
    delete m_charts;
}

QString ReportBuilder::totalText(const tco::Result &r, const QLocale &locale)
{
    // A plan that cannot run has floors, not totals: no figure is shown.
    return r.feasible() ? formatUsd(r.totalUsd, locale) : tr("No valid plan");
}

QString ReportBuilder::usd(double v) const { return formatUsd(v, m_locale); }

QString ReportBuilder::percent(double fraction, int decimals) const
{
    return formatPercent(fraction, m_locale, decimals);
}

QString ReportBuilder::inputLabel(tco::InputId id) const
{
    if (m_data.input.inputLabel) {
        const QString label = m_data.input.inputLabel(id);
        if (!label.isEmpty())
            return label;
    }
    return ReportTexts::key(id);
}

QString ReportBuilder::inputSource(tco::InputId id) const
{
    if (m_data.input.inputSource) {
        const QString source = m_data.input.inputSource(id);
        if (!source.isEmpty())
            return source;
    }
    return fromView(tco::spec(id).description);
}

QString ReportBuilder::acceleratorText(const ScenarioFigures &f) const
{
    const tco::Accelerator *a = m_data.catalog().find(f.scenario.gpuId);
    const QString name = a ? fromStd(a->name) : fromStd(f.scenario.gpuId);
    return tr("%1 × %2").arg(ReportTexts::count(f.scenario.value(tco::InputId::ClusterGpuCount), m_locale), name);
}

/** "A 70B-parameter model on 15T tokens, 2,048 × H100 (reserved)". */
QString ReportBuilder::planLine(const ScenarioFigures &f) const
{
    const int mode = static_cast<int>(std::lround(f.scenario.value(tco::InputId::PricingMode)));
    return tr("%1 parameters, %2 training tokens, %3 (%4)")
        .arg(formatCount(f.scenario.value(tco::InputId::ModelParameters), m_locale),
             formatCount(f.scenario.value(tco::InputId::DataTokens), m_locale), acceleratorText(f),
             ReportTexts::choice(tco::InputId::PricingMode, mode));
}

ReportTone ReportBuilder::budgetTone(const tco::Result &r) const
{
    switch (r.budgetStatus) {
    case tco::BudgetStatus::NoBudget: return ReportTone::Neutral;
    case tco::BudgetStatus::Within: return ReportTone::Good;
    case tco::BudgetStatus::PastWarning: return ReportTone::Warning;
    case tco::BudgetStatus::PastReview: return ReportTone::Bad;
    }
    return ReportTone::Neutral;
}

void ReportBuilder::add(ReportBlock block)
{
    m_doc.blocks.push_back(std::move(block));
}

void ReportBuilder::chapter(const QString &text, const QString &anchor)
{
    ++m_chapter;
    m_section = 0;
    add(ReportHeading{1, QStringLiteral("%1  %2").arg(m_chapter).arg(text), anchor});
}

void ReportBuilder::section(const QString &text)
{
    ++m_section;
    add(ReportHeading{2, QStringLiteral("%1.%2  %3").arg(m_chapter).arg(m_section).arg(text), QString()});
}

void ReportBuilder::scenarioSection(const ScenarioFigures &f)
{
    if (many())
        section(tr("%1: %2").arg(f.letter, f.name));
}

void ReportBuilder::paragraph(const QString &text, ReportTone tone, const QString &lead, bool boxed)
{
    add(ReportParagraph{text, lead, tone, boxed});
}

void ReportBuilder::figure(const QImage &image, const QString &caption)
{
    if (image.isNull())
        return;
    ++m_figure;
    add(ReportFigure{image, tr("Figure %1. %2").arg(m_figure).arg(caption), 1.0});
}

ReportDocument ReportBuilder::build()
{
    m_doc = ReportDocument();
    m_chapter = m_section = m_figure = 0;
    m_doc.language = m_locale.language() == QLocale::Chinese ? QStringLiteral("zh-CN") : QStringLiteral("en");
    QStringList names;
    for (const ScenarioFigures &f : m_data.scenarios)
        names << f.name;
    m_doc.title = tr("Total cost of ownership: %1").arg(names.join(QStringLiteral(" · ")));
    m_doc.headerText = tr("LLM TCO Planner · Total cost of ownership report");
    m_doc.footerName = names.join(QStringLiteral(" · "));
    m_doc.footerNotice = tr("Estimates from editable assumptions, not quotes");
    m_doc.pageLabel = tr("Page %1 of %2");

    cover();
    add(ReportContents{tr("Contents")});
    summary();
    if (many())
        comparisons();
    assumptions();
    breakdown();
    hiddenCosts();
    tradeOffs();
    risk();
    history();
    method();
    return std::move(m_doc);
}

// ---------------------------------------------------------------- cover

void ReportBuilder::cover()
{
    ReportCover c;
    c.product = tr("LLM TCO Planner");
    c.kind = tr("Total cost of ownership report: pre-training a large language model");
    const QDateTime when = m_data.input.generatedAt;
    c.date = tr("Generated on %1 at %2")
                 .arg(m_locale.toString(when.date(), QLocale::LongFormat), m_locale.toString(when.time(), QLocale::ShortFormat));
    const QString none = tr("—");
    const auto orNone = [&](const std::string &s) { return s.empty() ? none : capped(fromStd(s), kCoverFactChars); };
    if (!many()) {
        const ScenarioFigures &f = m_data.scenarios.front();
        c.title = capped(f.name, kCoverTitleChars);
        c.facts = {
            {tr("Project"), orNone(f.scenario.tags.project)},
            {tr("Experiment"), orNone(f.scenario.tags.experiment)},
            {tr("Team"), orNone(f.scenario.tags.team)},
            {tr("Plan"), planLine(f)},
        };
        if (!f.scenario.modifiedUtc.empty()) {
            const QDateTime saved = QDateTime::fromString(fromStd(f.scenario.modifiedUtc), Qt::ISODate);
            c.facts.push_back({tr("Scenario last saved"),
                               saved.isValid() ? m_locale.toString(saved.toLocalTime(), QLocale::ShortFormat)
                                               : capped(fromStd(f.scenario.modifiedUtc), 40)});
        }
        c.description = capped(fromStd(f.scenario.description), kCoverDescriptionChars);
        if (f.feasible()) {
            c.headline = tr("Total cost of ownership %1 (likely range %2 – %3) · %4")
                             .arg(totalText(f.result, m_locale), usd(f.risk.costP10), usd(f.risk.costP90),
                                  ReportTexts::budgetStatus(f.result.budgetStatus));
        } else {
            c.headline = noValidPlan(f);
            c.headlineTone = ReportTone::Bad;
        }
    } else {
        c.title = tr("Comparison of %1 scenarios").arg(m_data.scenarios.size());
        for (const ScenarioFigures &f : m_data.scenarios) {
            QStringList tags;
            for (const std::string *t : {&f.scenario.tags.project, &f.scenario.tags.experiment, &f.scenario.tags.team})
                if (!t->empty())
                    tags << capped(fromStd(*t), 60);
            QString value = tr("%1 — total %2").arg(capped(f.name, kCoverFactChars), totalText(f.result, m_locale));
            if (!tags.isEmpty())
                value += QStringLiteral(" · ") + tags.join(QStringLiteral(" / "));
            c.facts.push_back({f.letter, value});
        }
        QStringList descriptions;
        for (const ScenarioFigures &f : m_data.scenarios)
            if (!f.scenario.description.empty())
                descriptions << tr("%1: %2").arg(f.letter, capped(fromStd(f.scenario.description),
                                                                   kCoverDescriptionChars / static_cast<qsizetype>(m_data.scenarios.size())));
        c.description = descriptions.join(QLatin1Char('\n'));
        c.headline = tr("Baseline A: %1. Every other scenario is compared with it.").arg(m_data.scenarios.front().name);
        for (const ScenarioFigures &f : m_data.scenarios) {
            if (!f.feasible()) {
                c.headline += QLatin1Char('\n') + tr("%1: %2").arg(f.letter, noValidPlan(f));
                c.headlineTone = ReportTone::Bad;
            }
        }
    }
    c.notice = tr("All figures are estimates from editable assumptions, not quotes. Prices are dated defaults: "
                  "check them against current offers before committing a budget.");
    add(std::move(c));
}

// -------------------------------------------------------------- summary

void ReportBuilder::summary()
{
    chapter(tr("Executive summary"), QStringLiteral("summary"));
    if (many())
        summaryMany();
    else
        summarySingle(m_data.scenarios.front());
}

void ReportBuilder::summarySingle(const ScenarioFigures &f)
{
    const tco::Result &r = f.result;
    const QString description = fromStd(f.scenario.description);
    if (description.size() > kCoverDescriptionChars)
        paragraph(description, ReportTone::Neutral, tr("Description:"));
    const int changed = static_cast<int>(f.changedInputs.size()) + (f.gpuChanged ? 1 : 0);
    const auto changedInputs = [&] {
        paragraph(tr("%1 of %2 inputs differ from the built-in defaults; they are marked ● in the assumptions (section %3). "
                     "Every figure in this report follows from those inputs.")
                      .arg(changed)
                      .arg(tco::kInputCount + 1)
                      .arg(m_chapter + 1));
    };
    if (!f.feasible()) {
        // No totals to summarise: why the plan cannot run, and what would make it run.
        paragraph(tr("This plan trains a model of %1. It cannot run as planned, so it has no total cost, duration or "
                     "energy: %2")
                      .arg(planLine(f), conditionSentence(f, infeasibleReason(r))),
                  ReportTone::Bad, tr("No valid plan:"), true);
        section(tr("Conditions"));
        conditionsOf(f);
        improve();
        changedInputs();
        return;
    }
    paragraph(tr("This plan trains a model of %1. It costs an estimated %2 in total; in 8 of 10 simulated runs "
                 "the cost lies between %3 and %4 (P10–P90). The main training run takes %5; the whole project %6 months.")
                  .arg(planLine(f), totalText(r, m_locale), usd(f.risk.costP10), usd(f.risk.costP90),
                       ReportTexts::days(r.wallClockDays, m_locale), ReportTexts::number(r.projectMonths, m_locale, 3)));

    ReportKpiGrid kpis;
    // A warning stands next to the figure it concerns.
    const auto warned = [&](ReportKpi kpi, std::initializer_list<tco::Condition> conditions) {
        for (const tco::Condition c : conditions) {
            if (r.has(c)) {
                kpi.detail += QStringLiteral(" · ") + ReportTexts::condition(c);
                kpi.tone = ReportTone::Warning;
            }
        }
        return kpi;
    };
    kpis.items.push_back(warned({tr("Total cost of ownership"), totalText(r, m_locale),
                                 tr("fixed %1 · elastic %2").arg(usd(r.fixedUsd), usd(r.elasticUsd))},
                                {tco::Condition::PastReviewLine}));
    kpis.items.push_back({tr("Likely range (P10–P90)"), tr("%1 – %2").arg(usd(f.risk.costP10), usd(f.risk.costP90)),
                          tr("median %1 · %2 simulated runs").arg(usd(f.risk.costP50), m_locale.toString(f.risk.samples))});
    QString budgetDetail = r.budgetStatus == tco::BudgetStatus::NoBudget
                               ? tr("set budget.usd to track it")
                               : tr("%1 of %2 used").arg(percent(r.budgetUsedFraction), usd(f.scenario.value(tco::InputId::BudgetUsd)));
    if (f.withinBudgetProbability >= 0)
        budgetDetail += QStringLiteral(" · ") + tr("%1 of runs within budget").arg(percent(f.withinBudgetProbability, 0));
    kpis.items.push_back({tr("Budget status"), ReportTexts::budgetStatus(r.budgetStatus), budgetDetail, budgetTone(r)});
    kpis.items.push_back(warned({tr("Main training run"), ReportTexts::days(r.wallClockDays, m_locale),
                                 tr("P90 %1 · project %2 months")
                                     .arg(ReportTexts::days(f.risk.daysP90, m_locale),
                                          ReportTexts::number(r.projectMonths, m_locale, 3))},
                                {tco::Condition::PastUsefulScale, tco::Condition::BeyondHorizon}));
    kpis.items.push_back({tr("Cost per million tokens"), usd(r.usdPerMillionTokens),
                          tr("%1 per effective PFLOP/s-day").arg(usd(r.usdPerPflopsDay))});
    kpis.items.push_back(warned({tr("Accelerator-hours"), formatCount(r.gpuHoursTotal, m_locale),
                                 tr("%1 productive · peak %2 accelerators")
                                     .arg(formatCount(r.gpuHoursProductive, m_locale),
                                          ReportTexts::count(r.peakGpus, m_locale))},
                                {tco::Condition::ReservedTermIdle}));
    kpis.items.push_back({tr("Hidden costs"), usd(r.hiddenUsd),
                          tr("%1 of the total: failures, experiments, idle capacity")
                              .arg(percent(r.totalUsd > 0 ? r.hiddenUsd / r.totalUsd : 0))});
    kpis.items.push_back({tr("Energy"), tr("%1 MWh").arg(ReportTexts::number(r.energyMWh, m_locale, 4)),
                          tr("%1 t CO₂").arg(ReportTexts::number(r.co2Tonnes, m_locale, 4))});
    kpis.items.push_back(warned({tr("Effective MFU (goodput)"), percent(r.effectiveMfu),
                                 tr("planned %1 · %2 expected failures")
                                     .arg(percent(f.scenario.value(tco::InputId::ComputeMfu)),
                                          ReportTexts::number(r.expectedFailures, m_locale, 3))},
                                {tco::Condition::CheckpointWritesOverlap, tco::Condition::DataLoadingStall,
                                 tco::Condition::PrecisionUnsupported, tco::Condition::InputClamped}));
    add(std::move(kpis));

    section(tr("The three biggest cost drivers"));
    ReportTable cats;
    cats.header = {tr("Cost category"), tr("Cost"), tr("Share of total")};
    cats.widths = {0.5, 0.25, 0.25};
    cats.align = {kLeft, kRight, kRight};
    for (std::size_t i = 0; i < std::min<std::size_t>(3, f.categoriesByCost.size()); ++i) {
        const tco::Category c = f.categoriesByCost[i];
        const double v = r.categoryUsd(c);
        cats.rows.push_back({{cell(QStringLiteral("%1. %2").arg(i + 1).arg(ReportTexts::category(c))), cell(usd(v)),
                              cell(percent(r.totalUsd > 0 ? v / r.totalUsd : 0))}});
    }
    add(std::move(cats));

    ReportTable inputs;
    inputs.caption = tr("The inputs that move the total most when changed by ±%1").arg(percent(m_data.sensitivityFraction, 0));
    inputs.header = {tr("Input"), tr("Value"), tr("Total at −%1").arg(percent(m_data.sensitivityFraction, 0)),
                     tr("Total at +%1").arg(percent(m_data.sensitivityFraction, 0)), tr("Swing")};
    inputs.widths = {0.36, 0.19, 0.15, 0.15, 0.15};
    inputs.align = {kLeft, kRight, kRight, kRight, kRight};
    for (std::size_t i = 0; i < std::min<std::size_t>(3, f.sensitivity.size()); ++i) {
        const tco::SensitivityRow &s = f.sensitivity[i];
        inputs.rows.push_back({{cell(QStringLiteral("%1. %2").arg(i + 1).arg(inputLabel(s.input))),
                                cell(ReportTexts::inputValue(s.input, f.scenario.value(s.input), m_locale)),
                                cell(usd(s.lowTotalUsd)), cell(usd(s.highTotalUsd)), cell(usd(s.swingUsd), {}, true)}});
    }
    add(std::move(inputs));

    section(tr("Conditions"));
    conditionsOf(f);
    improve();
    changedInputs();
}

void ReportBuilder::summaryMany()
{
    const ScenarioFigures &a = m_data.scenarios.front();
    paragraph(tr("This report compares %1 scenarios. A is the baseline: section 2 shows, for every other scenario, "
                 "how its cost differs from A's by cost category and by input decision.")
                  .arg(m_data.scenarios.size()));
    for (const ScenarioFigures &f : m_data.scenarios) {
        const QString description = fromStd(f.scenario.description);
        if (description.size() > kCoverDescriptionChars / static_cast<qsizetype>(m_data.scenarios.size()))
            paragraph(description, ReportTone::Neutral, tr("%1:").arg(f.letter));
    }

    ReportTable t;
    t.header = {tr("Key figure")};
    t.widths = {0.28};
    t.align = {kLeft};
    const double w = 0.72 / static_cast<double>(m_data.scenarios.size());
    for (const ScenarioFigures &f : m_data.scenarios) {
        t.header.push_back(tr("%1: %2").arg(f.letter, f.name));
        t.widths.push_back(w);
        t.align.push_back(kRight);
    }
    // A plan that cannot run has no figures that depend on the run (`needsRun`).
    const auto row = [&](const QString &label, const std::function<ReportCell(const ScenarioFigures &)> &value,
                         bool needsRun = true) {
        ReportRow rw;
        rw.cells.push_back(cell(label));
        for (const ScenarioFigures &f : m_data.scenarios)
            rw.cells.push_back(needsRun && !f.feasible() ? cell(QStringLiteral("—")) : value(f));
        t.rows.push_back(std::move(rw));
    };
    row(tr("Total cost of ownership"), [&](const ScenarioFigures &f) {
        if (!f.feasible())
            return cell(totalText(f.result, m_locale), ReportTexts::condition(infeasibleReason(f.result)), true,
                        ReportTone::Bad);
        QString detail;
        if (&f != &a && a.feasible())
            detail = tr("%1 (%2) vs A")
                         .arg(ReportTexts::signedUsd(f.result.totalUsd - a.result.totalUsd, m_locale),
                              ReportTexts::signedPercent(tco::relativeChange(a.result.totalUsd, f.result.totalUsd), m_locale));
        return cell(totalText(f.result, m_locale), detail, true);
    }, false);
    row(tr("Likely range (P10–P90)"),
        [&](const ScenarioFigures &f) { return cell(tr("%1 – %2").arg(usd(f.risk.costP10), usd(f.risk.costP90))); });
    row(tr("Budget status"), [&](const ScenarioFigures &f) {
        return cell(ReportTexts::budgetStatus(f.result.budgetStatus),
                    f.result.budgetStatus == tco::BudgetStatus::NoBudget ? QString()
                                                                         : tr("%1 used").arg(percent(f.result.budgetUsedFraction)),
                    false, budgetTone(f.result));
    });
    row(tr("Main training run"), [&](const ScenarioFigures &f) { return cell(ReportTexts::days(f.result.wallClockDays, m_locale)); });
    row(tr("Project length"), [&](const ScenarioFigures &f) {
        return cell(tr("%1 months").arg(ReportTexts::number(f.result.projectMonths, m_locale, 3)));
    });
    row(tr("Accelerators"), [&](const ScenarioFigures &f) { return cell(acceleratorText(f)); }, false);
    row(tr("Cost per million tokens"), [&](const ScenarioFigures &f) { return cell(usd(f.result.usdPerMillionTokens)); });
    row(tr("Accelerator-hours"), [&](const ScenarioFigures &f) { return cell(formatCount(f.result.gpuHoursTotal, m_locale)); });
    row(tr("Hidden costs"), [&](const ScenarioFigures &f) {
        return cell(usd(f.result.hiddenUsd), percent(f.result.totalUsd > 0 ? f.result.hiddenUsd / f.result.totalUsd : 0));
    });
    row(tr("Energy"), [&](const ScenarioFigures &f) {
        return cell(tr("%1 MWh").arg(ReportTexts::number(f.result.energyMWh, m_locale, 4)));
    });
    row(tr("Effective MFU (goodput)"), [&](const ScenarioFigures &f) { return cell(percent(f.result.effectiveMfu)); });
    t.note = tr("Changes are against the baseline A; section 2 breaks them down.");
    add(std::move(t));

    section(tr("The three biggest cost drivers"));
    ReportTable d;
    d.header = {tr("Scenario"), tr("Largest cost categories"), tr("Inputs that move the total most (±%1)")
                                                                   .arg(percent(m_data.sensitivityFraction, 0))};
    d.widths = {0.22, 0.39, 0.39};
    d.align = {kLeft, kLeft, kLeft};
    for (const ScenarioFigures &f : m_data.scenarios) {
        if (!f.feasible()) {
            d.rows.push_back({{cell(tr("%1: %2").arg(f.letter, f.name)), cell(noValidPlan(f), {}, false, ReportTone::Bad),
                               cell(QStringLiteral("—"))}});
            continue;
        }
        QStringList cats, ins;
        for (std::size_t i = 0; i < std::min<std::size_t>(3, f.categoriesByCost.size()); ++i) {
            const tco::Category c = f.categoriesByCost[i];
            cats << tr("%1 %2 (%3)").arg(ReportTexts::category(c), usd(f.result.categoryUsd(c)),
                                         percent(f.result.totalUsd > 0 ? f.result.categoryUsd(c) / f.result.totalUsd : 0));
        }
        for (std::size_t i = 0; i < std::min<std::size_t>(3, f.sensitivity.size()); ++i)
            ins << tr("%1 (swing %2)").arg(inputLabel(f.sensitivity[i].input), usd(f.sensitivity[i].swingUsd));
        d.rows.push_back({{cell(tr("%1: %2").arg(f.letter, f.name)), cell(cats.join(QLatin1Char('\n'))),
                           cell(ins.join(QLatin1Char('\n')))}});
    }
    add(std::move(d));

    section(tr("Conditions"));
    for (const ScenarioFigures &f : m_data.scenarios)
        conditionsOf(f);
    improve();
}

// ----------------------------------------------------------- comparison

void ReportBuilder::comparisons()
{
    chapter(tr("Comparison"), QStringLiteral("comparison"));
    paragraph(tr("Each scenario against the baseline A. The key figures side by side with their absolute and relative "
                 "change; a waterfall from A's total to the other's by cost category and by input decision; and every "
                 "input that differs."));
    for (std::size_t i = 0; i < m_data.comparisons.size(); ++i)
        comparison(m_data.scenarios.front(), m_data.scenarios[i + 1], m_data.comparisons[i], static_cast<int>(i));
}

void ReportBuilder::comparison(const ScenarioFigures &a, const ScenarioFigures &b, const tco::Comparison &c, int)
{
    section(tr("%1 → %2: %3 → %4").arg(a.letter, b.letter, a.name, b.name));
    if (!a.feasible() || !b.feasible()) {
        // Floors of a run that cannot happen do not compare with anything.
        paragraph(tr("%1 has no valid plan, so the totals of %2 and %3 cannot be compared: %4")
                      .arg(a.feasible() ? b.letter : a.letter, a.letter, b.letter,
                           a.feasible() ? noValidPlan(b) : noValidPlan(a)),
                  ReportTone::Bad, {}, true);
        return;
    }
    const double delta = c.totalDeltaUsd;
    if (delta == 0)
        paragraph(tr("%1 costs the same as %2.").arg(b.letter, a.letter));
    else
        paragraph((delta > 0 ? tr("%1 costs %2 more than %3 (%4).") : tr("%1 costs %2 less than %3 (%4)."))
                      .arg(b.letter, usd(std::abs(delta)), a.letter, ReportTexts::signedPercent(c.relativeDelta, m_locale)),
                  deltaTone(delta));

    ReportTable t;
    t.header = {tr("Key figure"), a.letter, b.letter, tr("Change"), tr("Relative")};
    t.widths = {0.32, 0.17, 0.17, 0.19, 0.15};
    t.align = {kLeft, kRight, kRight, kRight, kRight};
    const auto usdRow = [&](const QString &label, double va, double vb, bool strong = false) {
        t.rows.push_back({{cell(label, {}, strong), cell(usd(va), {}, strong), cell(usd(vb), {}, strong),
                           cell(ReportTexts::signedUsd(vb - va, m_locale), {}, strong, deltaTone(vb - va)),
                           cell(ReportTexts::signedPercent(tco::relativeChange(va, vb), m_locale), {}, false, deltaTone(vb - va))}});
    };
    const auto numRow = [&](const QString &label, double va, double vb, const std::function<QString(double)> &fmt,
                            bool costly = true) {
        const double d = vb - va;
        const QString sign = d > 0 ? QStringLiteral("+") : d < 0 ? QStringLiteral("−") : QStringLiteral("±");
        t.rows.push_back({{cell(label), cell(fmt(va)), cell(fmt(vb)), cell(sign + fmt(std::abs(d)), {}, false,
                                                                            costly ? deltaTone(d) : deltaTone(-d)),
                           cell(ReportTexts::signedPercent(tco::relativeChange(va, vb), m_locale), {}, false,
                                costly ? deltaTone(d) : deltaTone(-d))}});
    };
    usdRow(tr("Total cost of ownership"), c.a.totalUsd, c.b.totalUsd, true);
    usdRow(tr("Fixed costs"), c.a.fixedUsd, c.b.fixedUsd);
    usdRow(tr("Elastic costs"), c.a.elasticUsd, c.b.elasticUsd);
    usdRow(tr("Hidden costs"), c.a.hiddenUsd, c.b.hiddenUsd);
    usdRow(tr("P50 of simulated runs"), a.risk.costP50, b.risk.costP50);
    usdRow(tr("P90 of simulated runs"), a.risk.costP90, b.risk.costP90);
    usdRow(tr("Cost per million tokens"), c.a.usdPerMillionTokens, c.b.usdPerMillionTokens);
    numRow(tr("Main training run (days)"), c.a.wallClockDays, c.b.wallClockDays,
           [&](double v) { return ReportTexts::number(v, m_locale, 3); });
    numRow(tr("Project length (months)"), c.a.projectMonths, c.b.projectMonths,
           [&](double v) { return ReportTexts::number(v, m_locale, 3); });
    numRow(tr("Accelerator-hours"), c.a.gpuHoursTotal, c.b.gpuHoursTotal, [&](double v) { return formatCount(v, m_locale); });
    numRow(tr("Energy (MWh)"), c.a.energyMWh, c.b.energyMWh, [&](double v) { return ReportTexts::number(v, m_locale, 4); });
    numRow(tr("CO₂ (t)"), c.a.co2Tonnes, c.b.co2Tonnes, [&](double v) { return ReportTexts::number(v, m_locale, 4); });
    numRow(tr("Effective MFU"), c.a.effectiveMfu, c.b.effectiveMfu, [&](double v) { return percent(v); }, false);
    t.rows.push_back({{cell(tr("Budget status")), cell(ReportTexts::budgetStatus(c.a.budgetStatus), {}, false, budgetTone(c.a)),
                       cell(ReportTexts::budgetStatus(c.b.budgetStatus), {}, false, budgetTone(c.b)), cell({}), cell({})}});
    t.note = tr("Orange: more cost or time in %1; green: less.").arg(b.letter);
    add(std::move(t));

    // Waterfall by category: A's total, the category changes, B's total.
    std::vector<WaterfallChart::Step> byCategory;
    for (std::size_t k = 0; k < tco::kCategoryCount; ++k)
        byCategory.push_back({ReportTexts::category(static_cast<tco::Category>(k)), c.categoryDeltaUsd[k]});
    if (m_charts)
        figure(m_charts->waterfall(tr("From %1 to %2 by cost category").arg(a.letter, b.letter), tr("Total %1").arg(a.letter),
                                   c.a.totalUsd, byCategory, tr("Total %1").arg(b.letter), c.b.totalUsd),
               tr("From %1's total (%2) to %3's (%4) by cost category.")
                   .arg(a.letter, usd(c.a.totalUsd), b.letter, usd(c.b.totalUsd)));

    ReportTable cats;
    cats.caption = tr("Change by cost category");
    cats.header = {tr("Cost category"), a.letter, b.letter, tr("Change")};
    cats.widths = {0.4, 0.2, 0.2, 0.2};
    cats.align = {kLeft, kRight, kRight, kRight};
    for (std::size_t k = 0; k < tco::kCategoryCount; ++k) {
        const auto cat = static_cast<tco::Category>(k);
        const double va = c.a.categoryUsd(cat), vb = c.b.categoryUsd(cat);
        if (va == 0 && vb == 0)
            continue;
        cats.rows.push_back({{cell(ReportTexts::category(cat)), cell(usd(va)), cell(usd(vb)),
                              cell(ReportTexts::signedUsd(c.categoryDeltaUsd[k], m_locale), {}, false,
                                   deltaTone(c.categoryDeltaUsd[k]))}});
    }
    cats.rows.push_back({{cell(tr("Total")), cell(usd(c.a.totalUsd)), cell(usd(c.b.totalUsd)),
                          cell(ReportTexts::signedUsd(c.totalDeltaUsd, m_locale), {}, true, deltaTone(c.totalDeltaUsd))},
                         ReportRowKind::Total});
    add(std::move(cats));

    // Waterfall by decision: the largest input effects, the rest summed.
    if (!c.inputChanges.empty()) {
        std::vector<tco::InputChange> ranked = c.inputChanges;
        std::stable_sort(ranked.begin(), ranked.end(), [](const tco::InputChange &x, const tco::InputChange &y) {
            return std::abs(x.deltaUsd) > std::abs(y.deltaUsd);
        });
        constexpr std::size_t kShown = 8;
        std::vector<WaterfallChart::Step> byInput;
        double rest = 0;
        int restCount = 0;
        for (std::size_t k = 0; k < ranked.size(); ++k) {
            const auto id = tco::findInput(ranked[k].key);
            const QString label = id ? inputLabel(*id) : tr("Accelerator");
            if (k < kShown) {
                byInput.push_back({label, ranked[k].deltaUsd});
            } else {
                rest += ranked[k].deltaUsd;
                ++restCount;
            }
        }
        if (restCount > 0)
            byInput.push_back({tr("%1 other inputs").arg(restCount), rest});
        if (m_charts)
            figure(m_charts->waterfall(tr("From %1 to %2 by input decision").arg(a.letter, b.letter),
                                       tr("Total %1").arg(a.letter), c.a.totalUsd, byInput, tr("Total %1").arg(b.letter),
                                       c.b.totalUsd),
                   tr("From %1's total to %2's by the inputs that differ, largest effects first.").arg(a.letter, b.letter));
    }

    ReportTable ins;
    ins.caption = tr("Inputs that differ");
    ins.header = {tr("Input"), a.letter, b.letter, tr("Effect on the total")};
    ins.widths = {0.34, 0.22, 0.22, 0.22};
    ins.align = {kLeft, kRight, kRight, kRight};
    for (const tco::InputChange &change : c.inputChanges) {
        const auto id = tco::findInput(change.key);
        QString from = fromStd(change.fromText), to = fromStd(change.toText);
        QString label = tr("Accelerator");
        QString detail = fromStd(change.key);
        if (id) {
            label = inputLabel(*id);
            from = ReportTexts::inputValue(*id, a.scenario.value(*id), m_locale);
            to = ReportTexts::inputValue(*id, b.scenario.value(*id), m_locale);
            if (label == detail)
                detail.clear();
        }
        ins.rows.push_back({{cell(label, detail), cell(from), cell(to),
                             cell(ReportTexts::signedUsd(change.deltaUsd, m_locale), {}, false, deltaTone(change.deltaUsd))}});
    }
    if (c.inputChanges.empty())
        ins.rows.push_back({{cell(tr("The scenarios have the same inputs.")), cell({}), cell({}), cell({})}});
    else
        ins.rows.push_back({{cell(tr("Total")), cell(usd(c.a.totalUsd)), cell(usd(c.b.totalUsd)),
                             cell(ReportTexts::signedUsd(c.totalDeltaUsd, m_locale), {}, true, deltaTone(c.totalDeltaUsd))},
                            ReportRowKind::Total});
    ins.note = tr("Effects are found by moving %1's inputs to %2's one at a time, in the order of the assumptions table; "
                  "an interaction between two inputs shows on the later one. The effects add up exactly to the "
                  "difference in totals.")
                   .arg(a.letter, b.letter);
    add(std::move(ins));
}

// ---------------------------------------------------------- assumptions

void ReportBuilder::assumptions()
{
    chapter(tr("Assumptions"), QStringLiteral("assumptions"));
    paragraph(tr("Every input of the model with its value and its default. ● marks a value that differs from the "
                 "default. Under each input: where its default comes from. Every default is an editable assumption, "
                 "not a quote."));
    ReportTable t;
    t.header = {tr("Input and source of the default")};
    const std::size_t n = m_data.scenarios.size();
    const double valueWidth = n == 1 ? 0.22 : 0.48 / static_cast<double>(n + 1);
    t.widths = {n == 1 ? 0.56 : 0.52};
    t.align = {kLeft};
    for (const ScenarioFigures &f : m_data.scenarios) {
        t.header.push_back(n == 1 ? tr("Value") : f.letter);
        t.widths.push_back(valueWidth);
        t.align.push_back(kRight);
    }
    t.header.push_back(tr("Default"));
    t.widths.push_back(valueWidth);
    t.align.push_back(kRight);

    const auto blankRow = [&](const QString &title) {
        ReportRow r;
        r.kind = ReportRowKind::Section;
        r.cells.push_back(cell(title));
        for (std::size_t i = 0; i <= n; ++i)
            r.cells.push_back(cell({}));
        return r;
    };
    const QString mark = QStringLiteral("●") + QChar(0x00A0);

    bool first = true;
    std::optional<tco::InputGroup> group;
    for (const tco::InputSpec &spec : tco::inputSpecs()) {
        if (!group || *group != spec.group) {
            group = spec.group;
            t.rows.push_back(blankRow(ReportTexts::group(spec.group)));
        }
        if (first && spec.group == tco::InputGroup::Compute) {
            // The accelerator is text, not a number: it leads its group.
            first = false;
            const tco::Scenario defaults = tco::defaultScenario();
            const tco::Accelerator *def = m_data.catalog().find(defaults.gpuId);
            ReportRow r;
            bool changed = false;
            QString source;
            const tco::Accelerator *shown = m_data.catalog().find(m_data.scenarios.front().scenario.gpuId);
            if (shown)
                source = tr("Catalog: %1. Price dated %2: %3.")
                             .arg(fromStd(shown->specSource), fromStd(shown->priceDate), fromStd(shown->priceSource));
            r.cells.push_back(cell(tr("Accelerator"), fromView(tco::kGpuKey) + QStringLiteral(" — ") + source));
            for (const ScenarioFigures &f : m_data.scenarios) {
                const tco::Accelerator *acc = m_data.catalog().find(f.scenario.gpuId);
                const bool differs = f.gpuChanged;
                changed = changed || differs;
                r.cells.push_back(cell((differs ? mark : QString()) + (acc ? fromStd(acc->name) : fromStd(f.scenario.gpuId)),
                                       {}, differs));
            }
            r.cells.push_back(cell(def ? fromStd(def->name) : fromStd(defaults.gpuId)));
            r.kind = changed ? ReportRowKind::Marked : ReportRowKind::Normal;
            t.rows.push_back(std::move(r));
        }
        ReportRow r;
        bool changed = false;
        const QString label = inputLabel(spec.id);
        const QString key = ReportTexts::key(spec.id);
        const QString source = inputSource(spec.id);
        r.cells.push_back(cell(label, label == key ? source : key + QStringLiteral(" — ") + source));
        for (const ScenarioFigures &f : m_data.scenarios) {
            const bool differs = differsFromDefault(f.scenario, spec.id);
            changed = changed || differs;
            r.cells.push_back(cell((differs ? mark : QString()) +
                                       ReportTexts::inputValue(spec.id, f.scenario.value(spec.id), m_locale),
                                   {}, differs));
        }
        r.cells.push_back(cell(ReportTexts::inputValue(spec.id, spec.defaultValue, m_locale)));
        r.kind = changed ? ReportRowKind::Marked : ReportRowKind::Normal;
        t.rows.push_back(std::move(r));
    }
    t.note = tr("● differs from the default. Percentages are shares (e.g. MFU 40 % = 0.40).");
    add(std::move(t));
}

// ---------------------------------------------------------------- method

void ReportBuilder::method()
{
    chapter(tr("Method and sources"), QStringLiteral("method"));
    paragraph(tr("The cost model is a pure function of the inputs in section %1: the same inputs always give the same "
                 "figures. Its formulas, with their sources:")
                  .arg(many() ? 3 : 2));
    ReportTable t;
    t.header = {tr("Quantity"), tr("Formula"), tr("Source")};
    t.widths = {0.24, 0.46, 0.30};
    t.align = {kLeft, kLeft, kLeft};
    const auto row = [&](const QString &q, const QString &f, const QString &s) {
        t.rows.push_back({{cell(q, {}, true), cell(f), cell(s)}});
    };
    row(tr("Training compute"), tr("C = k · N_active · D, k = 6 (forward 2 + backward 4); optional attention term 6 · L · ctx · d per token"),
        tr("Kaplan et al. 2020; source article S1 §5.3"));
    row(tr("Productive accelerator-hours"), tr("H = C / (P_peak · MFU · 3600), MFU after the fp8 and topology penalties"),
        tr("MFU as defined by Chowdhery et al. 2022 (PaLM)"));
    row(tr("Data-loading stall"), tr("slow-down = max(1, tokens/s · bytes/token ÷ tier throughput)"), tr("Source articles S0 §6, S2 §4.6"));
    row(tr("Failure rate"), tr("λ = G / MTBF_accelerator (+ spot pre-emptions per node)"),
        tr("Meta 2024 (Llama 3): 419 interruptions in 54 days on 16,384 GPUs"));
    row(tr("Checkpoints"), tr("size S = N · bytes/parameter; bandwidth B = min(nodes · per-node rate, tier limit) for each "
                              "tier, mixed by the hot share; write time δ = S ÷ B; asynchronous and in-memory "
                              "checkpoints block only for the copy to host memory"),
        tr("Source articles S0 §3, S2 §6.2; Meta 2024 (Llama 3) §3.3"));
    row(tr("Main-run time"), tr("T = T_prod · (1 + δ/τ) / (1 − λ · (τ/2 + δ + R)), R = detection and rescheduling + "
                                "reading the checkpoint back; the run cannot finish when the denominator falls below 0.05"),
        tr("First-order model after Young 1974 and Daly 2006"));
    row(tr("Optimal checkpoint interval"), tr("τ* = √(2δM) (Young); Daly's refinement for δ < 2M, M = 1/λ; where the "
                                              "model's own curve is lower elsewhere (spot, high failure rates) its "
                                              "minimum is used"),
        tr("Young 1974; Daly 2006"));
    row(tr("Memory fit"), tr("weights + gradients + optimizer state (sharded by ZeRO stage) + activations (less "
                             "recomputation) per accelerator ≤ its memory less headroom"),
        tr("Rajbhandari et al. 2020; Korthikanti et al. 2022"));
    row(tr("Energy and CO₂"), tr("E = G · T · P_avg · PUE; CO₂ = E · grid intensity; energy is billed only when not in the rental price"),
        tr("Source article S1 §3"));
    row(tr("Owned hardware"), tr("depreciation + fabric + facility per accelerator-hour at fleet utilisation; break-even: "
                                 "the utilisation at which the buy total equals the rental total"),
        tr("Source articles S1 §6.6, S2 §3"));
    row(tr("Scaling law"), tr("L(N, D) = E + A/N^α + B/D^β with E = 1.82, A = 482.01, B = 2085.43, α = 0.3478, β = 0.3658"),
        tr("Besiroglu et al. 2024 (Hoffmann et al. 2022 as an option)"));
    row(tr("Risk"), tr("Monte Carlo over MFU, prices, MTBF and the number of failures: P10 / P50 / P90 of cost and time"),
        tr("Seeded and reproducible"));
    row(tr("Sensitivity"), tr("each input moved by ±%1 on its own, ranked by the swing of the total").arg(percent(m_data.sensitivityFraction, 0)),
        tr("One-at-a-time analysis"));
    add(std::move(t));

    methodFailures();

    section(tr("Where the defaults come from"));
    ReportBullets b;
    b.items.push_back(tr("Accelerators: dense peak TFLOP/s from the vendors' data sheets; rental and purchase prices are "
                         "dated defaults with a source per catalog row."));
    b.items.push_back(tr("Failures: MTBF of 50,000 hours per accelerator, from the interruptions of the Llama 3 405B run; "
                         "restart, checkpoint practice and storage bandwidth from the “Established team” preset."));
    b.items.push_back(tr("Checkpoints: 14 bytes per parameter (bf16 weights, fp32 master weights and two fp32 Adam moments)."));
    b.items.push_back(tr("Source articles: S0, S1 and S2 are the three articles on the cost of pre-training that the "
                         "model's categories and hidden costs come from; section numbers point into them."));
    b.items.push_back(tr("Every other default and its source is listed in the assumptions (section %1).").arg(many() ? 3 : 2));
    add(std::move(b));

    section(tr("Reading this report"));
    paragraph(tr("All figures are estimates from editable assumptions, not quotes. They are as good as the inputs: "
                 "replace the defaults with your own prices, measured MFU and failure rates before committing a "
                 "budget. The same report can be made from the command line: llm-tco report --scenario PLAN.tcoplan "
                 "--out report.pdf."),
              ReportTone::Neutral, tr("Note:"), true);
}

} // namespace planner
