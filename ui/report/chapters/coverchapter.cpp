// SPDX-License-Identifier: GPL-3.0-or-later
#include "report/chapters/coverchapter.h"

#include "texts/messagetexts.h"
#include "texts/prosetexts.h"

#include "texts/numberformat.h"
#include "texts/terms.h"
#include "texts/trackingtexts.h"

namespace planner {

namespace {

// The cover has one page: long names and descriptions are cut (capped).
constexpr qsizetype kCoverTitleChars = 120;
constexpr qsizetype kCoverFactChars = 160;

} // namespace

void CoverChapter::write()
{
    ReportCover c = newCover(tr("Total cost of ownership report: pre-training a large language model"));
    const QString none = tr("—");
    const auto orNone = [&](const std::string &s) {
        return s.empty() ? none : capped(fromStd(s), kCoverFactChars);
    };
    if (!many()) {
        const ScenarioFigures &f = m_data.scenarios.front();
        c.title = capped(f.name, kCoverTitleChars);
        c.facts = {
            {TrackingTexts::tagName("project"), orNone(f.scenario.tags.project)},
            {TrackingTexts::tagName("experiment"), orNone(f.scenario.tags.experiment)},
            {TrackingTexts::tagName("team"), orNone(f.scenario.tags.team)},
            {Terms::plan(), planLine(f)},
        };
        if (!f.scenario.modifiedUtc.empty()) {
            const QDateTime saved = QDateTime::fromString(fromStd(f.scenario.modifiedUtc), Qt::ISODate);
            c.facts.push_back({tr("Plan last saved"), saved.isValid()
                                                          ? formatDayTime(saved.toLocalTime(), m_locale)
                                                          : capped(fromStd(f.scenario.modifiedUtc), 40)});
        }
        c.description = capped(f.description, kCoverDescriptionChars);
        if (f.feasible()) {
            c.headline = tr("Total cost of ownership %1 (likely range %2 – %3) · %4")
                             .arg(totalText(f.result, m_locale), usd(f.risk.costP10), usd(f.risk.costP90),
                                  statusText(f));
        } else {
            c.headline = noValidPlan(f);
            c.headlineTone = ReportTone::Bad;
        }
    } else {
        c.title = tr("Comparison of %1 plans").arg(m_data.scenarios.size());
        for (const ScenarioFigures &f : m_data.scenarios) {
            QStringList tags;
            for (const std::string *t :
                 {&f.scenario.tags.project, &f.scenario.tags.experiment, &f.scenario.tags.team})
                if (!t->empty())
                    tags << capped(fromStd(*t), 60);
            QString value =
                tr("%1 — total %2").arg(capped(f.name, kCoverFactChars), totalText(f.result, m_locale));
            if (!tags.isEmpty())
                value += QStringLiteral(" · ") + tags.join(QStringLiteral(" / "));
            c.facts.push_back({f.letter, value});
        }
        QStringList descriptions;
        for (const ScenarioFigures &f : m_data.scenarios)
            if (!f.description.isEmpty())
                descriptions << Terms::labelled().arg(
                    f.letter, capped(f.description, kCoverDescriptionChars /
                                                        static_cast<qsizetype>(m_data.scenarios.size())));
        c.description = descriptions.join(QLatin1Char('\n'));
        c.headline =
            tr("Baseline A: %1. Every other plan is compared with it.").arg(m_data.scenarios.front().name);
        for (const ScenarioFigures &f : m_data.scenarios) {
            if (!f.feasible()) {
                c.headline += QLatin1Char('\n') + Terms::labelled().arg(f.letter, noValidPlan(f));
                c.headlineTone = ReportTone::Bad;
            }
        }
    }
    addCurrencyFact(c);
    c.notice =
        tr("All figures are estimates from editable assumptions, not quotes. Prices are dated defaults: "
           "check them against current offers before committing a budget.");
    add(std::move(c));
}

} // namespace planner
