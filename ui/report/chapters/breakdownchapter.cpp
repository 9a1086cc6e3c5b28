// SPDX-License-Identifier: GPL-3.0-or-later
#include "report/chapters/breakdownchapter.h"
#include "texts/codelabels.h"

#include "report/reportcells.h"
#include "report/reportcharts.h"
#include "texts/prosetexts.h"
#include "texts/terms.h"

#include <optional>

namespace planner {

using namespace reportcells;

BreakdownChapter::BreakdownChapter(ChapterContext &context)
    : PerPlanChapter(
          context,
          {tr("Cost breakdown"), QStringLiteral("breakdown"),
           tr("Where the money goes, by cost category and project phase. Fixed costs do not change with the "
              "length "
              "of the main run; elastic costs grow with every extra hour. Categories marked † are hidden "
              "costs "
              "(section %1).")
               .arg(context.chapter + 2)}) // the next chapter: this one's heading is not yet added
{
}

void BreakdownChapter::writeOf(const ScenarioFigures &f)
{
    const tco::Result &r = f.result;
    ReportTable t;
    t.header = {tr("Cost category")};
    t.widths = {0.22};
    t.align = {kLeft};
    for (std::size_t p = 0; p < tco::kPhaseCount; ++p) {
        t.header.push_back(phaseLabel(static_cast<tco::Phase>(p)));
        t.widths.push_back(0.15);
        t.align.push_back(kRight);
    }
    t.header.insert(t.header.end(), {Terms::total(), Terms::share(), tr("Nature")});
    t.widths.insert(t.widths.end(), {0.13, 0.09, 0.11});
    t.align.insert(t.align.end(), {kRight, kRight, kLeft});

    for (std::size_t c = 0; c < tco::kCategoryCount; ++c) {
        const auto cat = static_cast<tco::Category>(c);
        ReportRow row;
        QString label = categoryLabel(cat);
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
            row.cells.push_back(cell(v == 0 ? QStringLiteral("—") : usd(v),
                                     mixed && v != 0 ? ProseTexts::nature(r.nature[c][p]) : QString(), false,
                                     v == 0 ? ReportTone::Muted : ReportTone::Neutral));
        }
        row.cells.push_back(cell(usd(total), {}, true, total == 0 ? ReportTone::Muted : ReportTone::Neutral));
        row.cells.push_back(cell(percent(r.totalUsd > 0 ? total / r.totalUsd : 0), {}, false,
                                 total == 0 ? ReportTone::Muted : ReportTone::Neutral));
        row.cells.push_back(cell(!nature ? QStringLiteral("—")
                                 : mixed ? tr("mixed")
                                         : ProseTexts::nature(*nature),
                                 {}, false, ReportTone::Muted));
        t.rows.push_back(std::move(row));
    }
    ReportRow total;
    total.kind = ReportRowKind::Total;
    total.cells.push_back(cell(Terms::total()));
    for (std::size_t p = 0; p < tco::kPhaseCount; ++p)
        total.cells.push_back(cell(usd(r.phaseUsd(static_cast<tco::Phase>(p)))));
    total.cells.push_back(cell(totalText(r, m_locale)));
    total.cells.push_back(cell(percent(1.0, 0)));
    total.cells.push_back(cell({}));
    t.rows.push_back(std::move(total));
    t.note =
        tr("† hidden cost. Fixed: %1 (%2). Elastic: %3 (%4). Elastic cost per extra hour of the main run: "
           "%5.")
            .arg(usd(r.fixedUsd), percent(r.totalUsd > 0 ? r.fixedUsd / r.totalUsd : 0), usd(r.elasticUsd),
                 percent(r.totalUsd > 0 ? r.elasticUsd / r.totalUsd : 0), usd(r.elasticUsdPerWallHour));
    add(std::move(t));
    planFigure(ChartId::CostBreakdown, f,
               many() ? tr("Cost by category and phase, %1.").arg(f.letter)
                      : tr("Cost by category and phase."));
}

} // namespace planner
