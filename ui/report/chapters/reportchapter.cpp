// SPDX-License-Identifier: GPL-3.0-or-later
#include "report/chapters/reportchapter.h"

#include "report/reportcells.h"
#include "report/reportcharts.h"
#include "texts/inputtexts.h"
#include "texts/messagetexts.h"
#include "texts/prosetexts.h"

#include "charts/core/sweepseries.h"
#include "texts/keyfiguretexts.h"
#include "texts/numberformat.h"
#include "texts/terms.h"

#include <algorithm>
#include <cmath>

namespace planner {

ReportChapter::ReportChapter(ChapterContext &context)
    : m_ctx(context), m_data(context.data), m_locale(context.locale), m_charts(context.charts)
{
}

QString ReportChapter::totalText(const tco::Result &r, const QLocale &locale)
{
    // A plan that cannot run has floors, not totals: no figure is shown.
    return r.feasible() ? formatUsd(r.totalUsd, locale) : KeyFigureTexts::noValidPlan();
}

QString ReportChapter::capped(const QString &text, qsizetype max)
{
    return text.size() <= max ? text : text.left(max - 1).trimmed() + QChar(0x2026);
}

QString ReportChapter::usd(double v) const
{
    return formatUsd(v, m_locale);
}

QString ReportChapter::percent(double fraction, int decimals) const
{
    return formatPercent(fraction, m_locale, decimals);
}

QString ReportChapter::inputLabel(tco::InputId id) const
{
    const QString label = InputTexts::label(id);
    return label.isEmpty() ? ProseTexts::key(id) : label;
}

QString ReportChapter::inputSource(tco::InputId id) const
{
    const QString source = InputTexts::help(id);
    return source.isEmpty() ? fromView(tco::spec(id).description) : source;
}

QString ReportChapter::acceleratorText(const ScenarioFigures &f) const
{
    const QString name = InputTexts::acceleratorName(f.scenario.gpuId, m_data.catalog());
    return Terms::times().arg(formatWhole(f.scenario.value(tco::InputId::ClusterGpuCount), m_locale), name);
}

/** "A 70B-parameter model on 15T tokens, 2,048 × H100 (reserved)". */
QString ReportChapter::planLine(const ScenarioFigures &f) const
{
    const int mode = static_cast<int>(std::lround(f.scenario.value(tco::InputId::PricingMode)));
    return tr("%1 parameters, %2 training tokens, %3 (%4)")
        .arg(formatCount(f.scenario.value(tco::InputId::ModelParameters), m_locale),
             formatCount(f.scenario.value(tco::InputId::DataTokens), m_locale), acceleratorText(f),
             ProseTexts::choice(tco::InputId::PricingMode, mode));
}

ReportTone ReportChapter::budgetTone(const tco::Result &r) const
{
    return planner::budgetTone(r.budgetStatus);
}

ReportTone ReportChapter::budgetTone(const ScenarioFigures &f) const
{
    return planner::budgetTone(f.status.budget);
}

QString ReportChapter::statusText(const ScenarioFigures &f) const
{
    const QString words = MessageTexts::budgetStatus(f.status.budget);
    if (!f.status.tracked() || f.status.budget == tco::BudgetStatus::NoBudget)
        return words;
    // Name the figure that crosses the line, as `llm-tco track` does: a
    // P50 forecast past the warning line says nothing of the spend to date.
    const bool byActual = f.status.actualStatus == f.status.budget;
    const bool byForecast = f.status.forecastStatus == f.status.budget;
    if (byForecast && !byActual)
        //: A tracked plan's budget status when only the forecast crosses: "Past the warning line (forecast at
        //: completion)"
        return tr("%1 (forecast at completion)").arg(words);
    if (byActual && !byForecast)
        //: A tracked plan's budget status when only the spend to date crosses: "Past the warning line (actual
        //: spend)"
        return tr("%1 (actual spend)").arg(words);
    //: A tracked plan's budget status: "Past the review line (actual spend and forecast at completion)"
    return tr("%1 (actual spend and forecast at completion)").arg(words);
}

ReportTable ReportChapter::driversTable(const ScenarioFigures &f, std::size_t rows,
                                        const QString &caption) const
{
    using namespace reportcells;
    // "10 %" stays on one line in a narrow column head.
    const QString step = percent(m_data.sensitivityFraction, 0).replace(QLatin1Char(' '), QChar::Nbsp);
    ReportTable t;
    t.caption = caption;
    t.header = {Terms::input(), tr("Plan value"), tr("Total at −%1").arg(step), tr("Total at +%1").arg(step),
                tr("Swing")};
    t.widths = {0.36, 0.19, 0.15, 0.15, 0.15};
    t.align = {kLeft, kRight, kRight, kRight, kRight};
    const double total = f.result.totalUsd;
    for (std::size_t i = 0; i < std::min(rows, f.sensitivity.size()); ++i) {
        const tco::SensitivityRow &s = f.sensitivity[i];
        t.rows.push_back({{cell(QStringLiteral("%1. %2").arg(i + 1).arg(inputLabel(s.input))),
                           cell(ProseTexts::inputValue(s.input, f.scenario.value(s.input), m_locale)),
                           cell(usd(s.lowTotalUsd), formatSignedUsd(s.lowTotalUsd - total, m_locale)),
                           cell(usd(s.highTotalUsd), formatSignedUsd(s.highTotalUsd - total, m_locale)),
                           cell(usd(s.swingUsd), {}, true)}});
    }
    return t;
}

ReportKpi ReportChapter::budgetKpi(const ScenarioFigures &f, const QString &noBudget) const
{
    const tco::PlanStatus &s = f.status;
    QString detail;
    if (s.budget == tco::BudgetStatus::NoBudget)
        detail = noBudget;
    else if (s.tracked())
        //: A tracked plan: "forecast at completion $26.9M, 117 % of $23M"
        detail = tr("forecast at completion %1, %2 of %3")
                     .arg(usd(s.headlineUsd), percent(s.usedFraction), usd(s.budgetUsd));
    else
        detail = tr("%1 of %2 used").arg(percent(s.usedFraction), usd(s.budgetUsd));
    if (f.withinBudgetProbability >= 0 && !s.tracked())
        detail +=
            QStringLiteral(" · ") + tr("%1 of runs within budget").arg(percent(f.withinBudgetProbability, 0));
    return {Terms::budgetStatus(), MessageTexts::budgetStatus(s.budget), detail, budgetTone(f)};
}

ReportCover ReportChapter::newCover(const QString &kind) const
{
    ReportCover c;
    c.product = tr("LLM TCO Planner");
    c.kind = kind;
    const QDateTime when = m_data.input.generatedAt;
    c.date = tr("Generated on %1 at %2")
                 .arg(formatDay(when.date(), m_locale), formatTimeOfDay(when.time(), m_locale));
    return c;
}

void ReportChapter::addCurrencyFact(ReportCover &cover) const
{
    if (const QString rate = currencyRateText(tco::activeCurrency(), m_locale); !rate.isEmpty())
        cover.facts.push_back({Terms::currency(), rate});
}

void ReportChapter::add(ReportBlock block)
{
    m_ctx.doc.blocks.push_back(std::move(block));
}

void ReportChapter::chapter(const QString &text, const QString &anchor)
{
    ++m_ctx.chapter;
    m_ctx.section = 0;
    add(ReportHeading{1, QStringLiteral("%1  %2").arg(m_ctx.chapter).arg(text), anchor});
}

void ReportChapter::appendix(QChar letter, const QString &text, const QString &anchor)
{
    m_ctx.section = 0;
    add(ReportHeading{1, tr("Appendix %1  %2").arg(QString(letter), text), anchor});
}

void ReportChapter::section(const QString &text)
{
    ++m_ctx.section;
    add(ReportHeading{2, QStringLiteral("%1.%2  %3").arg(m_ctx.chapter).arg(m_ctx.section).arg(text),
                      QString()});
}

void ReportChapter::scenarioSection(const ScenarioFigures &f)
{
    if (many())
        section(Terms::labelled().arg(f.letter, f.name));
}

void ReportChapter::paragraph(const QString &text, ReportTone tone, const QString &lead, bool boxed)
{
    add(ReportParagraph{text, lead, tone, boxed});
}

void ReportChapter::figure(const ReportDrawing &drawing, const QString &caption)
{
    if (drawing.isNull())
        return;
    ++m_ctx.figure;
    add(ReportFigure{drawing, tr("Figure %1. %2").arg(m_ctx.figure).arg(caption), 1.0});
}

void ReportChapter::planFigure(ChartId id, const ScenarioFigures &f, const QString &caption)
{
    if (m_charts)
        figure(m_charts->plan(id, f, m_data.catalog()), caption);
}

QString ReportChapter::noValidPlan(const ScenarioFigures &f) const
{
    return tr("No valid plan: %1").arg(MessageTexts::conditionTitle(infeasibleReason(f.result)));
}

QString ReportChapter::conditionSentence(const ScenarioFigures &f, tco::Condition c) const
{
    const QString sentence = MessageTexts::conditionSentence(c, f.result, f.scenario, m_data.catalog());
    if (!sentence.isEmpty())
        return sentence;
    //: A condition's title as a sentence: the full stop of the language.
    return tr("%1.").arg(MessageTexts::conditionTitle(c));
}

bool ReportChapter::withoutFigures(const ScenarioFigures &f)
{
    if (f.feasible())
        return false;
    // improveRef was set by the summary, which always comes first.
    paragraph(
        tr("This plan cannot run, so it has no figures here. %1 Section %2 lists the changes that make it "
           "feasible.")
            .arg(conditionSentence(f, infeasibleReason(f.result)), m_ctx.improveRef),
        ReportTone::Bad, tr("No valid plan:"), true);
    return true;
}

} // namespace planner
