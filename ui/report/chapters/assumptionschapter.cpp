// SPDX-License-Identifier: GPL-3.0-or-later
#include "report/chapters/assumptionschapter.h"
#include "texts/inputtexts.h"

#include "report/reportcells.h"
#include "texts/prosetexts.h"
#include "texts/terms.h"

#include <optional>

namespace planner {

using namespace reportcells;

void AssumptionsChapter::write()
{
    // The list of every input is the appendix: the chapters come first.
    appendix(QChar(kInputsAppendix), tr("Assumptions"), QStringLiteral("assumptions"));
    paragraph(tr(
        "Every input of the model with its value and its default. ● marks a value that differs from the "
        "default. Under each input: where its default comes from. Every default is an editable assumption, "
        "not a quote."));
    ReportTable t;
    t.header = {tr("Input and source of the default")};
    const std::size_t n = m_data.scenarios.size();
    const double valueWidth = n == 1 ? 0.22 : 0.48 / static_cast<double>(n + 1);
    t.widths = {n == 1 ? 0.56 : 0.52};
    t.align = {kLeft};
    for (const ScenarioFigures &f : m_data.scenarios) {
        t.header.push_back(n == 1 ? Terms::value() : f.letter);
        t.widths.push_back(valueWidth);
        t.align.push_back(kRight);
    }
    t.header.push_back(Terms::defaultValue());
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
            t.rows.push_back(blankRow(InputTexts::groupTitle(spec.group)));
        }
        if (first && spec.group == tco::InputGroup::Compute) {
            // The accelerator is text, not a number: it leads its group.
            first = false;
            const tco::Scenario defaults = tco::defaultScenario();
            ReportRow r;
            bool changed = false;
            QString source;
            const tco::Accelerator *shown = m_data.catalog().find(m_data.scenarios.front().scenario.gpuId);
            if (shown)
                source = tr("Catalog: %1. Price dated %2: %3.")
                             .arg(fromStd(shown->specSource), fromStd(shown->priceDate),
                                  fromStd(shown->priceSource));
            r.cells.push_back(cell(InputTexts::acceleratorLabel(),
                                   fromView(tco::kGpuKey) + QStringLiteral(" — ") + source));
            for (const ScenarioFigures &f : m_data.scenarios) {
                const bool differs = f.gpuChanged;
                changed = changed || differs;
                r.cells.push_back(cell((differs ? mark : QString()) +
                                           InputTexts::acceleratorName(f.scenario.gpuId, m_data.catalog()),
                                       {}, differs));
            }
            r.cells.push_back(cell(InputTexts::acceleratorName(defaults.gpuId, m_data.catalog())));
            r.kind = changed ? ReportRowKind::Marked : ReportRowKind::Normal;
            t.rows.push_back(std::move(r));
        }
        ReportRow r;
        bool changed = false;
        const QString label = inputLabel(spec.id);
        const QString key = ProseTexts::key(spec.id);
        const QString source = inputSource(spec.id);
        r.cells.push_back(cell(label, label == key ? source : key + QStringLiteral(" — ") + source));
        for (const ScenarioFigures &f : m_data.scenarios) {
            const bool differs = differsFromDefault(f.scenario, spec.id);
            changed = changed || differs;
            r.cells.push_back(cell((differs ? mark : QString()) +
                                       ProseTexts::inputValue(spec.id, f.scenario.value(spec.id), m_locale),
                                   {}, differs));
        }
        r.cells.push_back(cell(ProseTexts::inputValue(spec.id, spec.defaultValue, m_locale)));
        r.kind = changed ? ReportRowKind::Marked : ReportRowKind::Normal;
        t.rows.push_back(std::move(r));
    }
    t.note = tr("● differs from the default. Percentages are shares (e.g. MFU 40 % = 0.40).");
    add(std::move(t));
}

} // namespace planner
