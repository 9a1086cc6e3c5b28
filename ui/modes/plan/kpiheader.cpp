// SPDX-License-Identifier: GPL-3.0-or-later
#include "modes/plan/kpiheader.h"
#include "texts/codelabels.h"
#include "texts/keyfiguretexts.h"
#include "texts/tone.h"

#include "texts/messagetexts.h"
#include "texts/numberformat.h"
#include "widgets/elidedlabel.h"
#include "widgets/kpitile.h"
#include "widgets/wrappedlabel.h"

#include "plan/calendar.h"

#include <QEvent>
#include <QGridLayout>
#include <QLabel>
#include <QPainter>
#include <QResizeEvent>
#include <QStackedWidget>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

namespace planner {
namespace {

/** Goodput on the left, warnings on the right, in one line: the warnings
 *  get the room they need first (their shorter forms on a narrow window),
 *  the goodput split the rest. */
class StatusLine : public QWidget
{
public:
    StatusLine(QWidget *parent) : QWidget(parent), left(new ElidedLabel(this)), right(new ElidedLabel(this))
    {
        right->setAlignment(Qt::AlignRight | Qt::AlignVCenter);
        setFixedHeight(fontMetrics().height() + 4);
    }
    void relayout()
    {
        constexpr int kMargin = 4, kGap = 16;
        const QRect r = rect().adjusted(kMargin, 0, -kMargin, 0);
        int rightWidth = 0;
        if (!right->text().isEmpty()) {
            const int free = r.width() - left->fullWidth() - kGap;
            rightWidth = std::min(right->fullWidth(), std::max(right->shortestWidth(), free));
            rightWidth = std::min(rightWidth, r.width() * 2 / 3);
        }
        right->setGeometry(r.right() + 1 - rightWidth, r.top(), rightWidth, r.height());
        left->setGeometry(r.left(), r.top(),
                          std::max(0, r.width() - rightWidth - (rightWidth > 0 ? kGap : 0)), r.height());
        left->update();
        right->update();
    }
    ElidedLabel *left;
    ElidedLabel *right;

protected:
    void resizeEvent(QResizeEvent *) override { relayout(); }
};

} // namespace

KpiHeader::KpiHeader(QWidget *parent)
    : QWidget(parent), m_total(new KpiTile(QStringLiteral("kpi.total"), true, this)),
      m_budget(new KpiTile(QStringLiteral("kpi.budget"), true, this)),
      m_days(new KpiTile(QStringLiteral("kpi.days"), false, this)),
      m_gpuHours(new KpiTile(QStringLiteral("kpi.gpuHours"), false, this)),
      m_energy(new KpiTile(QStringLiteral("kpi.energy"), false, this)),
      m_mfu(new KpiTile(QStringLiteral("kpi.mfu"), false, this)),
      m_unitCost(new KpiTile(QStringLiteral("kpi.unitCost"), false, this)),
      m_hidden(new KpiTile(QStringLiteral("kpi.hidden"), false, this))
{
    setObjectName(QStringLiteral("kpiHeader"));
    // The tiles and the "no valid plan" page share one place of one height.
    m_stack = new QStackedWidget(this);
    auto *tiles = new QWidget(m_stack);
    m_layout = new QGridLayout(tiles);
    m_layout->setContentsMargins(0, 0, 0, 0);
    m_layout->setSpacing(4);
    for (KpiTile *t : {m_total, m_budget, m_days, m_gpuHours, m_energy, m_mfu, m_unitCost, m_hidden})
        t->setParent(tiles);
    arrange(8);
    m_stack->addWidget(tiles);

    auto *infeasible = new QFrame(m_stack);
    infeasible->setObjectName(QStringLiteral("kpi.infeasible"));
    infeasible->setFrameShape(QFrame::StyledPanel);
    infeasible->setAutoFillBackground(true);
    m_infeasible = infeasible;
    m_infeasibleTitle = new QLabel(infeasible);
    m_infeasibleTitle->setObjectName(QStringLiteral("kpi.infeasible.title"));
    QFont titleFont = m_infeasibleTitle->font();
    titleFont.setBold(true);
    titleFont.setPointSizeF(titleFont.pointSizeF() * 1.8);
    m_infeasibleTitle->setFont(titleFont);
    m_infeasibleReason = new WrappedLabel(infeasible);
    m_infeasibleReason->setObjectName(QStringLiteral("kpi.infeasible.reason"));
    m_infeasibleReason->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_infeasibleReason->setMinimumWidth(1);
    m_infeasibleNote = new WrappedLabel(infeasible);
    m_infeasibleNote->setObjectName(QStringLiteral("kpi.infeasible.note"));
    m_infeasibleNote->setMinimumWidth(1);
    auto *infeasibleLayout = new QVBoxLayout(infeasible);
    infeasibleLayout->setContentsMargins(12, 6, 12, 6);
    infeasibleLayout->setSpacing(4);
    infeasibleLayout->addWidget(m_infeasibleTitle);
    infeasibleLayout->addWidget(m_infeasibleReason);
    infeasibleLayout->addWidget(m_infeasibleNote);
    infeasibleLayout->addStretch(1);
    m_stack->addWidget(infeasible);

    // One fixed line: goodput on the left, warnings on the right.
    auto *status = new StatusLine(this);
    m_status = status;
    status->setObjectName(QStringLiteral("kpi.status"));
    m_goodput = status->left;
    m_goodput->setObjectName(QStringLiteral("kpi.goodput"));
    m_warnings = status->right;
    m_warnings->setObjectName(QStringLiteral("kpi.warnings"));
    {
        QFont f = m_warnings->font();
        f.setBold(true);
        m_warnings->setFont(f);
    }

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(3);
    layout->addWidget(m_stack);
    layout->addWidget(status);
    setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Fixed);
    applyTints();
    retranslate();
}

void KpiHeader::applyTints()
{
    m_tinting = true;
    const bool dark = palette::darkTheme();
    QPalette pal = m_infeasible->palette();
    const palette::Tint tint = palette::blockingBanner(dark);
    pal.setColor(QPalette::Window, tint.background);
    pal.setColor(QPalette::WindowText, tint.text);
    m_infeasible->setPalette(pal);
    QPalette warningsPal = m_warnings->palette();
    warningsPal.setColor(QPalette::WindowText, palette::warningText(dark));
    m_warnings->setPalette(warningsPal);
    m_tinting = false;
}

void KpiHeader::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::PaletteChange && !m_tinting)
        applyTints();
}

void KpiHeader::arrange(int columns)
{
    if (columns == m_columns)
        return;
    m_columns = columns;
    const KpiTile *order[] = {m_total, m_budget, m_days, m_gpuHours, m_energy, m_mfu, m_unitCost, m_hidden};
    for (const KpiTile *t : order)
        m_layout->removeWidget(const_cast<KpiTile *>(t));
    for (int c = 0; c < 8; ++c)
        m_layout->setColumnStretch(c, 0);
    for (int i = 0; i < 8; ++i)
        m_layout->addWidget(const_cast<KpiTile *>(order[i]), i / columns, i % columns);
    // The total gets a little more room than the rest.
    for (int c = 0; c < columns; ++c)
        m_layout->setColumnStretch(c, c == 0 ? 5 : 4);
}

void KpiHeader::resizeEvent(QResizeEvent *event)
{
    // On narrow windows the tiles go to two rows of four rather than clip.
    arrange(event->size().width() >= 1000 ? 8 : 4);
    QWidget::resizeEvent(event);
}

KpiTile *KpiHeader::tile(const QString &name) const
{
    return findChild<KpiTile *>(name);
}

void KpiHeader::setResult(const tco::Scenario &scenario, const tco::Result &result,
                          const tco::Catalog &catalog)
{
    // A change of the plan leaves its tracking behind until the next one.
    if (!(scenario == m_scenario))
        m_trackingCurrent = false;
    m_scenario = scenario;
    m_result = result;
    m_catalog = &catalog;
    if (scenario.actuals.empty())
        m_tracking.reset();
    updateTexts();
    // An infeasible plan has no range; a feasible one waits for its own.
    updateRiskText();
}

void KpiHeader::setRisk(const tco::RiskSummary &risk, bool current)
{
    // The header shows percentiles only: it keeps none of the samples.
    tco::RiskSummary summary = risk;
    summary.costSamples = {};
    summary.daySamples = {};
    m_risk = std::move(summary);
    m_riskCurrent = current;
    updateRiskText();
}

void KpiHeader::setRiskStale()
{
    if (!m_riskCurrent)
        return;
    m_riskCurrent = false;
    updateRiskText();
}

void KpiHeader::setTracking(std::shared_ptr<const tco::Tracking> tracking, bool current)
{
    m_tracking = m_scenario.actuals.empty() ? nullptr : std::move(tracking);
    m_trackingCurrent = current && m_tracking;
    if (m_result.feasible())
        updateHeadline();
}

tco::PlanStatus KpiHeader::planStatus() const
{
    return tco::planStatus(m_scenario, m_result, tracked() ? m_tracking.get() : nullptr);
}

void KpiHeader::updateHeadline()
{
    // A tracked plan's headline is its forecast at completion; until the
    // first tracking is in there is no verdict, not the plan's own.
    const KeyFigureTexts::Headline h =
        KeyFigureTexts::headline(planStatus(), tracked(), m_tracking != nullptr);
    m_total->setCaption(h.totalCaption);
    if (h.trackedTotal) {
        m_total->setFigure(*h.trackedTotal);
        m_total->setDetailPending(statusPending());
    } else {
        m_total->setValue(formatUsd(m_result.totalUsd));
        m_total->setSecondDetail(KeyFigureTexts::fixedAndElastic().arg(formatUsd(m_result.fixedUsd),
                                                                       formatUsd(m_result.elasticUsd)));
        m_total->setTone(KpiTile::Tone::Neutral);
    }
    m_budget->setFigure(h.budget);
    m_budget->setDetailPending(statusPending());
}

void KpiHeader::updateRiskText()
{
    const KeyFigureTexts::RiskLines lines = KeyFigureTexts::riskLines(m_result, m_risk ? &*m_risk : nullptr);
    // A tracked plan's total carries the forecast's range (updateHeadline).
    if (!tracked()) {
        m_total->setDetail(lines.cost);
        m_total->setDetailPending(!m_riskCurrent);
    }
    m_days->setDetail(lines.days);
    m_days->setDetailPending(!m_riskCurrent);
    updateStatusLine();
}

void KpiHeader::updateStatusLine()
{
    const tco::Result &r = m_result;
    const bool feasible = r.feasible();
    if (feasible) {
        const tco::Goodput &g = r.goodput;
        m_goodput->setText(tr("Goodput %1 · checkpoints %2 · lost work %3 · restarts %4 · data stall %5")
                               .arg(formatPercent(g.productive), formatPercent(g.checkpoint),
                                    formatPercent(g.lostWork), formatPercent(g.restart),
                                    formatPercent(g.stall)));
        m_goodput->setToolTip(tr("Where the main run's accelerator-hours go: productive training, blocking "
                                 "checkpoint writes, work redone after failures, detection and restarts, and "
                                 "waiting for data."));
    } else {
        m_goodput->setText(tr("Goodput: no valid plan"));
        m_goodput->setToolTip(QString());
    }
    // Warnings and notes keep the numbers and stand beside them.
    QStringList titles;
    QStringList sentences;
    for (std::size_t i = 0; i < tco::kConditionCount; ++i) {
        const auto c = static_cast<tco::Condition>(i);
        if (!r.has(c) || tco::conditionSeverity(c) == tco::Severity::Infeasible ||
            !tco::conditionStands(m_scenario, c))
            continue;
        titles << MessageTexts::conditionTitle(c);
        sentences << MessageTexts::conditionSentence(c, r, m_scenario, *m_catalog);
    }
    if (feasible && m_risk && m_risk->infeasibleSamples > 0) {
        const QString share =
            tr("%1 of samples cannot finish").arg(formatPercent(m_risk->infeasibleShare(), QLocale(), 0));
        titles << share;
        sentences << tr("Monte Carlo: %1; P10–P90 are over the samples that finish.").arg(share);
    }
    const QString mark = QStringLiteral("⚠ ");
    m_warnings->setText(titles.isEmpty() ? QString() : mark + titles.join(QStringLiteral(" · ") + mark));
    // On a narrow window: the first warning and how many more, then the count.
    QStringList shorter;
    if (titles.size() > 1)
        shorter << mark + titles.first() + QStringLiteral(" +%1").arg(titles.size() - 1)
                << mark + QString::number(titles.size());
    static_cast<ElidedLabel *>(m_warnings)->setShorterTexts(shorter);
    m_warnings->setToolTip(sentences.join(QLatin1Char('\n')));
    m_warnings->setAccessibleName(sentences.join(QLatin1Char(' ')));
    static_cast<StatusLine *>(m_status)->relayout();
}

void KpiHeader::updateTexts()
{
    const tco::Result &r = m_result;
    if (!r.feasible()) {
        // No figure that depends on the run finishing: the reason instead.
        QStringList reasons;
        for (std::size_t i = 0; i < tco::kConditionCount; ++i) {
            const auto c = static_cast<tco::Condition>(i);
            if (r.has(c) && tco::conditionSeverity(c) == tco::Severity::Infeasible)
                reasons << MessageTexts::conditionSentence(c, r, m_scenario, *m_catalog);
        }
        m_infeasibleReason->setText(MessageTexts::joinSentences(reasons));
        m_infeasibleReason->setAccessibleName(m_infeasibleReason->text());
        const QString none = QStringLiteral("—");
        for (KpiTile *t : {m_total, m_budget, m_days, m_gpuHours, m_energy, m_mfu, m_unitCost, m_hidden}) {
            t->setValue(none);
            t->setDetail(none);
            t->setSecondDetail(QString());
            t->setTone(KpiTile::Tone::Neutral);
        }
        m_stack->setCurrentIndex(1);
        updateStatusLine();
        return;
    }
    m_stack->setCurrentIndex(0);
    updateHeadline();

    m_days->setValue(formatDays(r.wallClockDays));
    // The finish date from the plan's start date (docs/model.md §Start date).
    const tco::ProjectDates dates = tco::projectDates(m_scenario, r);
    QString finish;
    if (dates.projectFinish)
        finish = formatDay(*dates.projectFinish);
    m_days->setSecondDetail(
        finish.isEmpty()
            ? tr("project %1 months").arg(formatFixed(r.projectMonths, 1))
            : tr("project %1 months · finishes %2").arg(formatFixed(r.projectMonths, 1), finish));
    m_gpuHours->setValue(formatCount(r.gpuHoursTotal));
    // The parts add up to the total: what is not productive, failures or idle is named "other".
    const double otherHours =
        std::max(0.0, r.gpuHoursTotal - r.gpuHoursProductive - r.gpuHoursFailures - r.gpuHoursIdle);
    m_gpuHours->setDetail(tr("%1 productive · %2 failures")
                              .arg(formatCount(r.gpuHoursProductive), formatCount(r.gpuHoursFailures)));
    m_gpuHours->setSecondDetail(
        tr("%1 idle · %2 other").arg(formatCount(r.gpuHoursIdle), formatCount(otherHours)));
    m_gpuHours->setToolTip(
        tr("All allocated accelerator-hours, %1: productive compute %2, failures (lost work and restarts) "
           "%3, "
           "idle allocation %4, and the other %5: blocking checkpoints %6, data stalls %7, experiments %8, "
           "evaluation %9 and hot spares %10.")
            .arg(formatCount(r.gpuHoursTotal), formatCount(r.gpuHoursProductive),
                 formatCount(r.gpuHoursFailures), formatCount(r.gpuHoursIdle), formatCount(otherHours),
                 formatCount(r.gpuHoursCheckpoint), formatCount(r.gpuHoursStall),
                 formatCount(r.gpuHoursExperiments), formatCount(r.gpuHoursEvaluation))
            .arg(formatCount(r.gpuHoursSpares)));
    m_energy->setValue(formatEnergy(r.energyMWh));
    m_energy->setDetail(KeyFigureTexts::co2Tonnes().arg(formatQuantity(r.co2Tonnes)));
    m_mfu->setValue(formatPercent(r.effectiveMfu));
    m_mfu->setDetail((r.mfuSource == tco::MfuSource::Typical ? tr("MFU typical: %1") : tr("MFU set: %1"))
                         .arg(formatPercent(r.mfuInput, QLocale(), 0)));
    m_unitCost->setValue(formatUsd(r.usdPerMillionTokens));
    m_unitCost->setDetail(KeyFigureTexts::perPflopsDay().arg(formatUsd(r.usdPerPflopsDay)));
    m_hidden->setValue(formatUsd(r.hiddenUsd));
    {
        // Each hidden cost says what it is and how it was computed.
        QStringList why{m_hiddenIntro};
        for (const tco::Category c : {tco::Category::Failures, tco::Category::Experiments,
                                      tco::Category::Idle, tco::Category::Opportunity})
            if (r.feasible() && r.categoryUsd(c) > 0)
                why << QStringLiteral("• %1 %2: %3")
                           .arg(categoryLabel(c), formatUsd(r.categoryUsd(c)),
                                MessageTexts::costExplanation(c, m_scenario, r));
        m_hidden->setToolTip(why.join(QLatin1Char('\n')));
    }
    m_hidden->setDetail(KeyFigureTexts::shareOfTotal().arg(
        formatPercent(r.totalUsd > 0 ? r.hiddenUsd / r.totalUsd : 0, QLocale(), 0)));
    updateStatusLine();
}

void KpiHeader::retranslate()
{
    m_total->setCaption(KeyFigureTexts::totalCaption(planStatus()));
    m_budget->setCaption(KeyFigureTexts::budgetUsed());
    m_days->setCaption(tr("Wall-clock"));
    m_gpuHours->setCaption(KeyFigureTexts::acceleratorHours());
    m_energy->setCaption(KeyFigureTexts::energyAndCo2());
    m_mfu->setCaption(KeyFigureTexts::effectiveMfu());
    m_unitCost->setCaption(KeyFigureTexts::costPerMillionTokens());
    m_infeasibleTitle->setText(KeyFigureTexts::noValidPlan());
    m_infeasibleNote->setText(
        tr("Costs, accelerator-hours, days, energy and CO₂ are not shown: they would be "
           "figures of a run that cannot happen."));
    m_hidden->setCaption(KeyFigureTexts::hiddenCosts());
    m_total->setToolTip(
        tr("Everything the project costs: compute, energy, storage, network, data, people, "
           "hardware, monitoring, operations and the hidden costs. The range is the Monte Carlo "
           "P10–P90 over MFU, prices, MTBF and the number of failures."));
    m_budget->setToolTip(
        tr("Share of the approved budget the plan uses; the colour shows whether it is within "
           "the budget, past the warning line or past the review line."));
    m_days->setToolTip(
        tr("Wall-clock time of the main training run including checkpoints, failures and restarts."));
    m_energy->setToolTip(
        tr("Energy of the whole allocation including cooling (PUE), and its CO₂ at the grid's "
           "carbon intensity."));
    m_mfu->setToolTip(tr("Goodput: the MFU you set times the share of wall-clock spent on useful compute."));
    m_unitCost->setToolTip(tr("Total cost per million training tokens, and per effective PFLOP/s-day of "
                              "training compute."));
    m_hiddenIntro = tr("Failures (lost work and restarts), experiments (pilots, ablations, expected re-runs) "
                       "and idle allocation: the costs all three source articles warn about.");
    updateTexts();
    updateRiskText();
}

} // namespace planner

#include "moc_kpiheader.cpp"
