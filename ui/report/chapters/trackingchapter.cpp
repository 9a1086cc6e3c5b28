// SPDX-License-Identifier: GPL-3.0-or-later
#include "report/chapters/trackingchapter.h"

#include "report/reportcells.h"
#include "report/reportcharts.h"

#include "plan/deviation.h"
#include "texts/inputtexts.h"
#include "texts/numberformat.h"
#include "texts/terms.h"
#include "texts/trackingtexts.h"

namespace planner {

using namespace reportcells;

bool TrackingChapter::any() const
{
    for (const ScenarioFigures &f : m_data.scenarios)
        if (f.tracking)
            return true;
    return false;
}

void TrackingChapter::write()
{
    if (!any())
        return;
    chapter(tr("Actual spend against the plan"), QStringLiteral("tracking"));
    paragraph(tr("What has been spent so far, from the imported billing export, against what the plan had "
                 "spent by the same day; the forecast at completion adds the cost of the work still to do "
                 "at the rates the run has shown. The warning and review lines are the plan's shares of "
                 "its budget."));
    for (const ScenarioFigures &f : m_data.scenarios)
        if (f.tracking) {
            scenarioSection(f);
            writeOf(f);
        }
}

void TrackingChapter::writeOf(const ScenarioFigures &f, bool full)
{
    if (!f.tracking)
        return;
    const tco::Tracking &t = *f.tracking;
    if (!t.feasible) {
        paragraph(TrackingTexts::statusSentence(t, m_locale), ReportTone::Bad, {}, true);
        return;
    }
    const ReportTone tone = planner::budgetTone(t.status);
    paragraph(TrackingTexts::statusSentence(t, m_locale), tone, TrackingTexts::statusTitle(t.status), true);
    paragraph(TrackingTexts::actualSentence(t, m_locale) + QLatin1Char(' ') +
              TrackingTexts::forecastSentence(t, m_locale));
    if (const QString incomplete = TrackingTexts::incompleteExportSentence(t, m_locale);
        !incomplete.isEmpty())
        paragraph(incomplete, ReportTone::Warning);
    if (const QString dates = TrackingTexts::datesSentence(t, m_locale); !dates.isEmpty())
        paragraph(dates, ReportTone::Warning);
    paragraph(TrackingTexts::calibrationSentence(t, m_locale));
    if (const QString flags = TrackingTexts::calibrationFlagSentence(t, m_locale); !flags.isEmpty())
        paragraph(flags, ReportTone::Warning);
    if (m_charts)
        figure(m_charts->spend(f, m_data.catalog(), SpendSeries::Cost),
               tr("Cumulative cost of the plan and actual spend against the budget; the diamond is the "
                  "forecast at completion with its P10–P90 range in cost and date."));
    // The executive report lists only what deviates; the full report all.
    deviationTable(t.byCategory, true, tr("Planned to date and actual spend by category"), !full);
    if (full) {
        deviationTable(t.byPhase, false, tr("By phase"));
        tagTable(t.byTag);
    }
    explanationTable(t.explanation);
}

void TrackingChapter::deviationTable(const std::vector<tco::Deviation> &rows, bool categories,
                                     const QString &caption, bool onlyDeviating)
{
    ReportTable table;
    const QStringList header = TrackingTexts::deviationHeader(categories);
    table.header = {header.begin(), header.end()};
    table.widths = {0.34, 0.22, 0.22, 0.22};
    table.align = {kLeft, kRight, kRight, kRight};
    double planned = 0, actual = 0;
    std::size_t asPlanned = 0;
    for (const tco::Deviation &d : rows) {
        const double delta = tco::shownDeviationUsd(d.deltaUsd());
        planned += d.plannedUsd;
        actual += d.actualUsd;
        if (onlyDeviating && delta == 0) {
            ++asPlanned;
            continue;
        }
        table.rows.push_back(
            {{cell(categories ? TrackingTexts::categoryName(d.key) : TrackingTexts::phaseName(d.key)),
              cell(usd(d.plannedUsd)), cell(usd(d.actualUsd)),
              cell(formatSignedUsd(delta, m_locale), {}, false, deltaTone(delta))},
             ReportRowKind::Normal});
    }
    if (asPlanned > 0)
        //: The executive report's deviation table leaves out the categories spent as planned
        table.note = tr("%n more spent as planned; the full report lists every one.", nullptr,
                        static_cast<int>(asPlanned));
    ReportRow total;
    total.kind = ReportRowKind::Total;
    const double delta = tco::shownDeviationUsd(actual - planned);
    total.cells = {cell(Terms::total()), cell(usd(planned)), cell(usd(actual)),
                   cell(formatSignedUsd(delta, m_locale), {}, false, deltaTone(delta))};
    table.rows.push_back(std::move(total));
    table.caption = caption;
    add(std::move(table));
}

void TrackingChapter::tagTable(const std::vector<tco::TagSpend> &rows)
{
    if (rows.empty())
        return;
    ReportTable table;
    const QStringList header = TrackingTexts::tagHeader();
    table.header = {header.begin(), header.end()};
    table.widths = {0.3, 0.45, 0.25};
    table.align = {kLeft, kLeft, kRight};
    bool folded = false;
    for (const tco::TagSpend &g : rows) {
        table.rows.push_back({{cell(TrackingTexts::tagName(g.tag)),
                               cell(TrackingTexts::tagValue(g, m_locale)), cell(usd(g.actualUsd))},
                              ReportRowKind::Normal});
        folded = folded || g.isOther();
    }
    if (folded)
        table.note = TrackingTexts::tagLimitsNote(m_locale);
    table.caption = tr("Actual spend by tag");
    add(std::move(table));
}

void TrackingChapter::explanationTable(const std::vector<tco::InputChange> &rows)
{
    if (rows.empty())
        return;
    ReportTable table;
    const QStringList header = TrackingTexts::explanationHeader();
    table.header = {header.begin(), header.end()};
    table.widths = {0.4, 0.2, 0.2, 0.2};
    table.align = {kLeft, kRight, kRight, kRight};
    for (const tco::InputChange &c : rows) {
        const double delta = tco::shownDeviationUsd(c.deltaUsd);
        table.rows.push_back(
            {{cell(InputTexts::keyLabel(c.key)), cell(TrackingTexts::inputValue(c.key, c.fromText, m_locale)),
              cell(TrackingTexts::inputValue(c.key, c.toText, m_locale)),
              cell(formatSignedUsd(delta, m_locale), {}, false, deltaTone(delta))},
             ReportRowKind::Normal});
    }
    table.caption = tr("What the measured run changes in the plan's total");
    table.note = tr("Each input moves from the plan's value to the measured one in turn; the effects add up "
                    "to the forecast's change of the total.");
    add(std::move(table));
}

} // namespace planner
