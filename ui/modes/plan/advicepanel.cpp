// SPDX-License-Identifier: GPL-3.0-or-later
#include "modes/plan/advicepanel.h"

#include "texts/messagetexts.h"
#include "widgets/themedtext.h"
#include "widgets/wrappedlabel.h"

#include "document/scenariodocument.h"
#include "texts/terms.h"

#include <QGridLayout>
#include <QLabel>
#include <QPushButton>
#include <QResizeEvent>
#include <QScrollArea>
#include <QVBoxLayout>

#include <algorithm>

namespace planner {
namespace {
// Below this width the outcome goes under the change it belongs to.
constexpr int kNarrowWidth = 720;
} // namespace

AdvicePanel::AdvicePanel(ScenarioDocument *document, QWidget *parent)
    : QFrame(parent), m_document(document), m_heading(new QLabel(this)), m_note(new WrappedLabel(this)),
      m_scroll(new QScrollArea(this)), m_rowsWidget(new QWidget), m_rows(new QGridLayout(m_rowsWidget))
{
    setObjectName(QStringLiteral("advicePanel"));
    setFrameShape(QFrame::StyledPanel);
    m_heading->setObjectName(QStringLiteral("advice.heading"));
    QFont bold = m_heading->font();
    bold.setBold(true);
    m_heading->setFont(bold);
    m_heading->setMinimumWidth(1);
    m_note->setObjectName(QStringLiteral("advice.note"));
    m_note->hide();
    showAsSecondaryText(m_note);

    m_rows->setContentsMargins(0, 0, 0, 0);
    m_rows->setHorizontalSpacing(10);
    m_rows->setVerticalSpacing(2);
    m_rows->setColumnStretch(0, 1);
    m_rowsWidget->setObjectName(QStringLiteral("advice.rows"));
    m_scroll->setWidget(m_rowsWidget);
    m_scroll->setWidgetResizable(true);
    m_scroll->setFrameShape(QFrame::NoFrame);
    m_scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(8, 4, 8, 4);
    layout->setSpacing(2);
    layout->addWidget(m_heading);
    layout->addWidget(m_note);
    layout->addWidget(m_scroll, 1);
    retranslate();
}

AdvicePanel::Row &AdvicePanel::row(int index)
{
    while (static_cast<int>(m_rowWidgets.size()) <= index) {
        const int n = static_cast<int>(m_rowWidgets.size());
        Row r;
        r.text = new WrappedLabel(m_rowsWidget);
        r.text->setObjectName(QStringLiteral("advice.%1.text").arg(n));
        r.outcome = new QLabel(m_rowsWidget);
        r.outcome->setObjectName(QStringLiteral("advice.%1.outcome").arg(n));
        showAsSecondaryText(r.outcome);
        r.apply = new QPushButton(m_rowsWidget);
        r.apply->setObjectName(QStringLiteral("advice.%1.apply").arg(n));
        r.apply->setFocusPolicy(Qt::StrongFocus);
        connect(r.apply, &QPushButton::clicked, this, [this, n] { apply(n); });
        m_rowWidgets.push_back(r);
        placeRow(n);
        r.apply->setText(tr("Apply"));
    }
    return m_rowWidgets[static_cast<std::size_t>(index)];
}

void AdvicePanel::setLevers(const tco::Scenario &scenario, const tco::Result &result,
                            std::vector<tco::Lever> levers)
{
    m_scenario = scenario;
    m_feasible = result.feasible();
    m_levers = std::move(levers);
    m_updating = false;
    m_rowsWidget->setEnabled(true);
    updateTexts();
}

void AdvicePanel::setUpdating(bool updating)
{
    if (updating == m_updating)
        return;
    m_updating = updating;
    // Greyed and not to be applied: these levers are the previous plan's.
    m_rowsWidget->setEnabled(!updating);
    updateHeading();
}

void AdvicePanel::updateHeading()
{
    const QString heading = m_feasible ? Terms::improvePlan() : tr("Make this plan feasible");
    m_heading->setText(m_updating ? tr("%1 (updating…)").arg(heading) : heading);
}

void AdvicePanel::updateTexts()
{
    updateHeading();
    m_heading->setToolTip(m_feasible
                              ? tr("Changes the model has evaluated on this plan that lower its cost or "
                                   "its time, largest saving first")
                              : tr("Changes the model has evaluated on this plan that let it run, "
                                   "cheapest first; each shows the total and days the plan then has"));
    const int count = static_cast<int>(m_levers.size());
    for (int i = 0; i < count; ++i) {
        Row &r = row(i);
        const tco::Lever &lever = m_levers[static_cast<std::size_t>(i)];
        const QString sentence = MessageTexts::leverSentence(lever, m_scenario);
        r.text->setText(sentence);
        r.outcome->setText(MessageTexts::leverOutcome(lever));
        r.apply->setAccessibleName(Terms::applyAt().arg(sentence));
        r.apply->setToolTip(tr("Apply this change to the plan (one undo step)"));
        for (QWidget *w : {static_cast<QWidget *>(r.text), static_cast<QWidget *>(r.outcome),
                           static_cast<QWidget *>(r.apply)})
            w->setVisible(true);
    }
    for (int i = count; i < static_cast<int>(m_rowWidgets.size()); ++i) {
        Row &r = m_rowWidgets[static_cast<std::size_t>(i)];
        r.text->hide();
        r.outcome->hide();
        r.apply->hide();
    }
    if (count == 0) {
        m_note->setText(m_feasible
                            ? tr("No change the planner checked lowers the cost or the time of this plan.")
                            : Terms::noFeasibleChange());
        m_note->show();
    } else {
        m_note->hide();
    }
}

void AdvicePanel::apply(int index)
{
    if (index < 0 || index >= static_cast<int>(m_levers.size()))
        return;
    // A copy: applying changes the document, which replaces the levers.
    const tco::Lever lever = m_levers[static_cast<std::size_t>(index)];
    if (auto issue = m_document->applyLever(lever)) {
        m_note->setText(MessageTexts::issue(*issue, MessageTexts::leverSentence(lever, m_scenario),
                                            m_document->scenario()));
        m_note->show();
    }
}

void AdvicePanel::placeRow(int n)
{
    // Wide: change, outcome and button on one line. Narrow (the banner
    // beside it, a small window): the outcome goes under the change.
    Row &r = m_rowWidgets[static_cast<std::size_t>(n)];
    for (QWidget *w :
         {static_cast<QWidget *>(r.text), static_cast<QWidget *>(r.outcome), static_cast<QWidget *>(r.apply)})
        m_rows->removeWidget(w);
    if (m_narrow) {
        m_rows->addWidget(r.text, 2 * n, 0);
        m_rows->addWidget(r.outcome, 2 * n + 1, 0);
        m_rows->addWidget(r.apply, 2 * n, 1, 2, 1, Qt::AlignVCenter);
        r.outcome->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    } else {
        m_rows->addWidget(r.text, n, 0);
        m_rows->addWidget(r.outcome, n, 1);
        m_rows->addWidget(r.apply, n, 2);
        r.outcome->setAlignment(Qt::AlignRight | Qt::AlignVCenter);
    }
}

void AdvicePanel::resizeEvent(QResizeEvent *event)
{
    const bool narrow = event->size().width() < kNarrowWidth;
    if (narrow != m_narrow) {
        m_narrow = narrow;
        for (int n = 0; n < static_cast<int>(m_rowWidgets.size()); ++n)
            placeRow(n);
    }
    QFrame::resizeEvent(event);
}

int AdvicePanel::heightForRows(int rows) const
{
    // Rows of two lines (the narrow layout): the wide one shows more.
    const QMargins m = layout()->contentsMargins();
    // A line as a label lays it out in this language: a Chinese line (the
    // CJK fallback font) is taller than the Latin font's height.
    const int line = std::max(fontMetrics().height(), QLabel(Terms::improvePlan()).sizeHint().height());
    const int rowHeight =
        std::max(QPushButton(tr("Apply")).sizeHint().height(), 2 * line + m_rows->verticalSpacing());
    return m.top() + m.bottom() + 2 * frameWidth() + m_heading->sizeHint().height() + layout()->spacing() +
           rows * (rowHeight + m_rows->verticalSpacing());
}

void AdvicePanel::retranslate()
{
    m_scroll->setAccessibleName(tr("Suggested changes"));
    for (Row &r : m_rowWidgets)
        r.apply->setText(tr("Apply"));
    updateTexts();
}

} // namespace planner

#include "moc_advicepanel.cpp"
