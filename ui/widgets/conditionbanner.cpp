// SPDX-License-Identifier: GPL-3.0-or-later
#include "widgets/conditionbanner.h"
#include "texts/tone.h"

#include "texts/messagetexts.h"
#include "texts/terms.h"
#include "widgets/themedtext.h"
#include "widgets/wrappedlabel.h"

#include "tracking/planstatus.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>

namespace planner {
namespace {

bool anyCondition(const tco::Result &r)
{
    for (std::size_t i = 0; i < tco::kConditionCount; ++i)
        if (r.conditions[i])
            return true;
    return false;
}

} // namespace

ConditionBanner::ConditionBanner(QWidget *parent)
    : QFrame(parent), m_icon(new QLabel(QStringLiteral("⚠"), this)), m_text(new WrappedLabel(this))
{
    setObjectName(QStringLiteral("conditionBanner"));
    m_text->setObjectName(QStringLiteral("conditionText"));
    m_text->setTextFormat(Qt::RichText);
    m_text->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    setFrameShape(QFrame::StyledPanel);
    QFont iconFont = m_icon->font();
    iconFont.setPointSizeF(iconFont.pointSizeF() * 1.6);
    m_icon->setFont(iconFont);
    m_icon->setAlignment(Qt::AlignTop);
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(10, 6, 10, 6);
    layout->addWidget(m_icon);
    layout->addWidget(m_text, 1);
    setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Fixed);
    hide();
}

void ConditionBanner::setConditions(const tco::Scenario &scenario, const tco::Result &result,
                                    const tco::Catalog &catalog)
{
    m_updating = false;
    if (!anyCondition(result)) {
        present(scenario, result, catalog, nullptr);
        return;
    }
    // ~100 evaluations (model/analysis/advice.cpp): cheap enough for every change.
    const std::vector<tco::Lever> levers = tco::advise(scenario, catalog);
    present(scenario, result, catalog, &levers);
}

void ConditionBanner::setConditions(const tco::Scenario &scenario, const tco::Result &result,
                                    const tco::Catalog &catalog, const std::vector<tco::Lever> &levers)
{
    m_updating = false;
    present(scenario, result, catalog, &levers);
}

void ConditionBanner::showUpdating(const tco::Scenario &scenario, const tco::Result &result,
                                   const tco::Catalog &catalog)
{
    const bool wasUpdating = m_updating;
    m_updating = true;
    // A condition that comes or goes shows at once; the sentences' figures
    // and the suggestion wait for the hand to rest, greyed.
    if (result.conditions != m_shown)
        present(scenario, result, catalog, nullptr);
    else if (!wasUpdating)
        mark();
}

void ConditionBanner::present(const tco::Scenario &scenario, const tco::Result &result,
                              const tco::Catalog &catalog, const std::vector<tco::Lever> *levers)
{
    QStringList lines;
    const bool infeasible = !result.feasible();
    for (std::size_t i = 0; i < tco::kConditionCount; ++i) {
        const auto c = static_cast<tco::Condition>(i);
        // A tracked plan's budget verdict is the tracking alert's (tco::conditionStands).
        if (!result.has(c) || !tco::conditionStands(scenario, c))
            continue;
        const bool infeasibleCondition = tco::conditionSeverity(c) == tco::Severity::Infeasible;
        if (infeasibleCondition && !m_showsInfeasible)
            continue;
        const QString line = MessageTexts::conditionSentence(c, result, scenario, catalog).toHtmlEscaped();
        lines << (infeasibleCondition ? QStringLiteral("<b>%1</b>").arg(line) : line);
    }
    m_shown = result.conditions;
    if (lines.isEmpty()) {
        setVisible(false);
        m_lines.clear();
        mark();
        return;
    }
    // The advice is a lever the model has checked, never a fixed sentence.
    if (levers && !levers->empty()) {
        const tco::Lever &top = levers->front();
        lines << tr("Suggested: %1 (%2).")
                     .arg(MessageTexts::leverSentence(top, scenario), MessageTexts::leverOutcome(top))
                     .toHtmlEscaped();
    } else if (infeasible && levers) {
        lines << Terms::noFeasibleChange().toHtmlEscaped();
    }
    m_lines = lines.join(QStringLiteral("<br>"));
    mark();
    // Red when it says the plan cannot run; amber for warnings and advice.
    const int severity = infeasible && m_showsInfeasible ? 1 : 0;
    if (severity != m_severity) {
        m_severity = severity;
        setThemedBannerTint(this, [severity](bool dark) {
            return severity == 1 ? palette::blockingBanner(dark) : palette::warningBanner(dark);
        });
    }
    setVisible(true);
}

void ConditionBanner::mark()
{
    m_text->setEnabled(!m_updating);
    m_text->setText(m_updating && !m_lines.isEmpty()
                        ? QStringLiteral("<i>%1</i> %2").arg(tr("Updating…").toHtmlEscaped(), m_lines)
                        : m_lines);
    setAccessibleName(m_text->text());
}

QString ConditionBanner::text() const
{
    return m_text->text();
}

} // namespace planner

#include "moc_conditionbanner.cpp"
