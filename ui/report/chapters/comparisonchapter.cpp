// SPDX-License-Identifier: GPL-3.0-or-later
#include "report/chapters/comparisonchapter.h"
#include "texts/codelabels.h"
#include "texts/keyfiguretexts.h"

#include "report/reportcells.h"
#include "report/reportcharts.h"
#include "texts/messagetexts.h"
#include "texts/prosetexts.h"

#include "texts/inputtexts.h"
#include "texts/numberformat.h"
#include "texts/terms.h"

#include <algorithm>
#include <cmath>
#include <functional>

namespace planner {

using namespace reportcells;

void ComparisonChapter::write()
{
    if (!many())
        return;
    chapter(tr("Comparison"), QStringLiteral("comparison"));
    paragraph(tr(
        "Each plan against the baseline A. The key figures side by side with their absolute and relative "
        "change; a waterfall from A's total to the other's by cost category and by input decision; and every "
        "input that differs."));
    for (std::size_t i = 0; i < m_data.comparisons.size(); ++i)
        comparison(m_data.scenarios.front(), m_data.scenarios[i + 1], m_data.comparisons[i]);
}

void ComparisonChapter::comparison(const ScenarioFigures &a, const ScenarioFigures &b,
                                   const tco::Comparison &c)
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
                      .arg(b.letter, usd(std::abs(delta)), a.letter,
                           formatSignedPercent(c.relativeDelta, m_locale)),
                  deltaTone(delta));

    ReportTable t;
    t.header = {tr("Key figure"), a.letter, b.letter, Terms::change(), tr("Relative")};
    t.widths = {0.32, 0.17, 0.17, 0.19, 0.15};
    t.align = {kLeft, kRight, kRight, kRight, kRight};
    const auto usdRow = [&](const QString &label, double va, double vb, bool strong = false) {
        t.rows.push_back({{cell(label, {}, strong), cell(usd(va), {}, strong), cell(usd(vb), {}, strong),
                           cell(formatSignedUsd(vb - va, m_locale), {}, strong, deltaTone(vb - va)),
                           cell(formatSignedPercent(tco::relativeChange(va, vb), m_locale), {}, false,
                                deltaTone(vb - va))}});
    };
    const auto numRow = [&](const QString &label, double va, double vb,
                            const std::function<QString(double)> &fmt, bool costly = true) {
        const double d = vb - va;
        t.rows.push_back(
            {{cell(label), cell(fmt(va)), cell(fmt(vb)),
              cell(formatSigned(d, fmt(std::abs(d))), {}, false, costly ? deltaTone(d) : deltaTone(-d)),
              cell(formatSignedPercent(tco::relativeChange(va, vb), m_locale), {}, false,
                   costly ? deltaTone(d) : deltaTone(-d))}});
    };
    usdRow(KeyFigureTexts::totalCost(), c.a.totalUsd, c.b.totalUsd, true);
    usdRow(Terms::fixedCosts(), c.a.fixedUsd, c.b.fixedUsd);
    usdRow(Terms::elasticCosts(), c.a.elasticUsd, c.b.elasticUsd);
    usdRow(KeyFigureTexts::hiddenCosts(), c.a.hiddenUsd, c.b.hiddenUsd);
    usdRow(tr("P50 of simulated runs"), a.risk.costP50, b.risk.costP50);
    usdRow(tr("P90 of simulated runs"), a.risk.costP90, b.risk.costP90);
    usdRow(KeyFigureTexts::costPerMillionTokens(), c.a.usdPerMillionTokens, c.b.usdPerMillionTokens);
    numRow(tr("Main training run (days)"), c.a.wallClockDays, c.b.wallClockDays,
           [&](double v) { return formatNumber(v, m_locale, 3); });
    numRow(tr("Project length (months)"), c.a.projectMonths, c.b.projectMonths,
           [&](double v) { return formatNumber(v, m_locale, 3); });
    numRow(KeyFigureTexts::acceleratorHours(), c.a.gpuHoursTotal, c.b.gpuHoursTotal,
           [&](double v) { return formatCount(v, m_locale); });
    numRow(categoryLabel(tco::Category::Energy), c.a.energyMWh, c.b.energyMWh,
           [&](double v) { return formatEnergy(v, m_locale); });
    numRow(tr("CO₂ (t)"), c.a.co2Tonnes, c.b.co2Tonnes,
           [&](double v) { return formatNumber(v, m_locale, 4); });
    numRow(
        KeyFigureTexts::effectiveMfu(), c.a.effectiveMfu, c.b.effectiveMfu,
        [&](double v) { return percent(v); }, false);
    t.rows.push_back({{cell(Terms::budgetStatus()),
                       cell(MessageTexts::budgetStatus(c.a.budgetStatus), {}, false, budgetTone(c.a)),
                       cell(MessageTexts::budgetStatus(c.b.budgetStatus), {}, false, budgetTone(c.b)),
                       cell({}), cell({})}});
    t.note = tr("Orange: more cost or time in %1; green: less.").arg(b.letter);
    add(std::move(t));

    // Waterfall by category: A's total, the category changes, B's total.
    std::vector<WaterfallChart::Step> byCategory;
    for (std::size_t k = 0; k < tco::kCategoryCount; ++k)
        byCategory.push_back({categoryLabel(static_cast<tco::Category>(k)), c.categoryDeltaUsd[k]});
    if (m_charts)
        figure(m_charts->waterfall(tr("From %1 to %2 by cost category").arg(a.letter, b.letter),
                                   {tr("Total %1").arg(a.letter), {}, c.a.totalUsd}, byCategory,
                                   {tr("Total %1").arg(b.letter), {}, c.b.totalUsd}),
               tr("From %1's total (%2) to %3's (%4) by cost category.")
                   .arg(a.letter, usd(c.a.totalUsd), b.letter, usd(c.b.totalUsd)));

    ReportTable cats;
    cats.caption = tr("Change by cost category");
    cats.header = {tr("Cost category"), a.letter, b.letter, Terms::change()};
    cats.widths = {0.4, 0.2, 0.2, 0.2};
    cats.align = {kLeft, kRight, kRight, kRight};
    for (std::size_t k = 0; k < tco::kCategoryCount; ++k) {
        const auto cat = static_cast<tco::Category>(k);
        const double va = c.a.categoryUsd(cat), vb = c.b.categoryUsd(cat);
        if (va == 0 && vb == 0)
            continue;
        cats.rows.push_back({{cell(categoryLabel(cat)), cell(usd(va)), cell(usd(vb)),
                              cell(formatSignedUsd(c.categoryDeltaUsd[k], m_locale), {}, false,
                                   deltaTone(c.categoryDeltaUsd[k]))}});
    }
    cats.rows.push_back(
        {{cell(Terms::total()), cell(usd(c.a.totalUsd)), cell(usd(c.b.totalUsd)),
          cell(formatSignedUsd(c.totalDeltaUsd, m_locale), {}, true, deltaTone(c.totalDeltaUsd))},
         ReportRowKind::Total});
    add(std::move(cats));

    // Waterfall by decision: the largest input effects, the rest summed.
    if (!c.inputChanges.empty()) {
        std::vector<tco::InputChange> ranked = c.inputChanges;
        std::stable_sort(ranked.begin(), ranked.end(),
                         [](const tco::InputChange &x, const tco::InputChange &y) {
                             return std::abs(x.deltaUsd) > std::abs(y.deltaUsd);
                         });
        constexpr std::size_t kShown = 8;
        std::vector<WaterfallChart::Step> byInput;
        double rest = 0;
        int restCount = 0;
        for (std::size_t k = 0; k < ranked.size(); ++k) {
            const auto id = tco::findInput(ranked[k].key);
            const QString label = id ? inputLabel(*id) : InputTexts::acceleratorLabel();
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
                                       {tr("Total %1").arg(a.letter), {}, c.a.totalUsd}, byInput,
                                       {tr("Total %1").arg(b.letter), {}, c.b.totalUsd}),
                   tr("From %1's total to %2's by the inputs that differ, largest effects first.")
                       .arg(a.letter, b.letter));
    }

    ReportTable ins;
    ins.caption = tr("Inputs that differ");
    ins.header = {Terms::input(), a.letter, b.letter, tr("Effect on the total")};
    ins.widths = {0.34, 0.22, 0.22, 0.22};
    ins.align = {kLeft, kRight, kRight, kRight};
    for (const tco::InputChange &change : c.inputChanges) {
        const auto id = tco::findInput(change.key);
        QString from = fromStd(change.fromText), to = fromStd(change.toText);
        QString label = InputTexts::acceleratorLabel();
        QString detail = fromStd(change.key);
        if (id) {
            label = inputLabel(*id);
            from = ProseTexts::inputValue(*id, a.scenario.value(*id), m_locale);
            to = ProseTexts::inputValue(*id, b.scenario.value(*id), m_locale);
            if (label == detail)
                detail.clear();
        }
        ins.rows.push_back(
            {{cell(label, detail), cell(from), cell(to),
              cell(formatSignedUsd(change.deltaUsd, m_locale), {}, false, deltaTone(change.deltaUsd))}});
    }
    if (c.inputChanges.empty())
        ins.rows.push_back({{cell(tr("The plans have the same inputs.")), cell({}), cell({}), cell({})}});
    else
        ins.rows.push_back(
            {{cell(Terms::total()), cell(usd(c.a.totalUsd)), cell(usd(c.b.totalUsd)),
              cell(formatSignedUsd(c.totalDeltaUsd, m_locale), {}, true, deltaTone(c.totalDeltaUsd))},
             ReportRowKind::Total});
    ins.note =
        tr("Effects are found by moving %1's inputs to %2's one at a time, in the order of the assumptions "
           "table; "
           "an interaction between two inputs shows on the later one. The effects add up exactly to the "
           "difference in totals.")
            .arg(a.letter, b.letter);
    add(std::move(ins));
}

} // namespace planner
