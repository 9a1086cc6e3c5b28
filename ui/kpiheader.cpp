// SPDX-License-Identifier: GPL-3.0-or-later
#include "kpiheader.h"

#include "kpitile.h"
#include "messagetexts.h"
#include "numberformat.h"

#include <QGridLayout>
#include <QResizeEvent>

#include <cmath>

namespace planner {
namespace {

QString dayNumber(double days)
{
    return QLocale().toString(days, 'f', days < 10 ? 1 : 0);
}

/** Whole numbers with grouping up to a million, "1.2M"/"120万" beyond. */
QString amount(double v)
{
    if (std::abs(v) >= 1e6)
        return formatCount(v);
    return QLocale().toString(v, 'f', std::abs(v) < 10 ? 1 : 0);
}

QString energyText(double mwh)
{
    if (mwh >= 1000)
        return KpiHeader::tr("%1 GWh").arg(QLocale().toString(mwh / 1000, 'f', mwh >= 100000 ? 0 : 1));
    return KpiHeader::tr("%1 MWh").arg(amount(mwh));
}

} // namespace

KpiHeader::KpiHeader(QWidget *parent)
    : QWidget(parent)
    , m_total(new KpiTile(QStringLiteral("kpi.total"), true, this))
    , m_budget(new KpiTile(QStringLiteral("kpi.budget"), true, this))
    , m_days(new KpiTile(QStringLiteral("kpi.days"), false, this))
    , m_gpuHours(new KpiTile(QStringLiteral("kpi.gpuHours"), false, this))
    , m_energy(new KpiTile(QStringLiteral("kpi.energy"), false, this))
    , m_mfu(new KpiTile(QStringLiteral("kpi.mfu"), false, this))
    , m_unitCost(new KpiTile(QStringLiteral("kpi.unitCost"), false, this))
    , m_hidden(new KpiTile(QStringLiteral("kpi.hidden"), false, this))
{
    setObjectName(QStringLiteral("kpiHeader"));
    m_layout = new QGridLayout(this);
    m_layout->setContentsMargins(0, 0, 0, 0);
    m_layout->setSpacing(4);
    arrange(8);
    setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Fixed);
    retranslate();
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

void KpiHeader::setResult(const tco::Scenario &scenario, const tco::Result &result)
{
    m_scenario = scenario;
    m_result = result;
    updateTexts();
}

void KpiHeader::setRisk(const tco::RiskSummary &risk, bool current)
{
    tco::RiskSummary summary;
    summary.samples = risk.samples;
    summary.costP10 = risk.costP10;
    summary.costP50 = risk.costP50;
    summary.costP90 = risk.costP90;
    summary.daysP10 = risk.daysP10;
    summary.daysP50 = risk.daysP50;
    summary.daysP90 = risk.daysP90;
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

void KpiHeader::updateRiskText()
{
    const QString dash = QStringLiteral("–");
    if (m_risk) {
        m_total->setDetail(tr("P10–P90: %1").arg(formatUsd(m_risk->costP10) + dash + formatUsd(m_risk->costP90)));
        m_days->setDetail(tr("P10–P90: %1–%2 days").arg(dayNumber(m_risk->daysP10), dayNumber(m_risk->daysP90)));
    } else {
        m_total->setDetail(tr("P10–P90: computing…"));
        m_days->setDetail(tr("P10–P90: computing…"));
    }
    m_total->setDetailPending(!m_riskCurrent);
    m_days->setDetailPending(!m_riskCurrent);
}

void KpiHeader::updateTexts()
{
    const tco::Result &r = m_result;
    m_total->setValue(formatUsd(r.totalUsd));
    m_total->setSecondDetail(tr("fixed %1 · elastic %2").arg(formatUsd(r.fixedUsd), formatUsd(r.elasticUsd)));

    const double budget = m_scenario.value(tco::InputId::BudgetUsd);
    m_budget->setValue(r.budgetStatus == tco::BudgetStatus::NoBudget
                           ? QStringLiteral("—")
                           : formatPercent(r.budgetUsedFraction, QLocale(), 0));
    m_budget->setDetail(MessageTexts::budgetStatus(r.budgetStatus));
    m_budget->setSecondDetail(budget > 0 ? tr("of %1").arg(formatUsd(budget)) : QString());
    switch (r.budgetStatus) {
    case tco::BudgetStatus::NoBudget:
        m_budget->setTone(KpiTile::Tone::Neutral);
        break;
    case tco::BudgetStatus::Within:
        m_budget->setTone(KpiTile::Tone::Good);
        break;
    case tco::BudgetStatus::PastWarning:
        m_budget->setTone(KpiTile::Tone::Warning);
        break;
    case tco::BudgetStatus::PastReview:
        m_budget->setTone(KpiTile::Tone::Bad);
        break;
    }

    m_days->setValue(formatDays(r.wallClockDays));
    m_days->setSecondDetail(tr("project %1 months").arg(QLocale().toString(r.projectMonths, 'f', 1)));
    m_gpuHours->setValue(formatCount(r.gpuHoursTotal));
    m_gpuHours->setDetail(tr("%1 productive").arg(formatCount(r.gpuHoursProductive)));
    m_gpuHours->setSecondDetail(tr("%1 failures · %2 idle")
                                    .arg(formatCount(r.gpuHoursFailures), formatCount(r.gpuHoursIdle)));
    m_energy->setValue(energyText(r.energyMWh));
    m_energy->setDetail(tr("%1 t CO₂").arg(amount(r.co2Tonnes)));
    m_mfu->setValue(formatPercent(r.effectiveMfu));
    m_mfu->setDetail(tr("MFU set: %1").arg(formatPercent(m_scenario.value(tco::InputId::ComputeMfu), QLocale(), 0)));
    m_unitCost->setValue(formatUsd(r.usdPerMillionTokens));
    m_unitCost->setDetail(tr("%1 per PFLOP/s-day").arg(formatUsd(r.usdPerPflopsDay)));
    m_hidden->setValue(formatUsd(r.hiddenUsd));
    m_hidden->setDetail(tr("%1 of total").arg(formatPercent(r.totalUsd > 0 ? r.hiddenUsd / r.totalUsd : 0, QLocale(), 0)));
}

void KpiHeader::retranslate()
{
    m_total->setCaption(tr("Total cost of ownership"));
    m_budget->setCaption(tr("Budget used"));
    m_days->setCaption(tr("Wall-clock"));
    m_gpuHours->setCaption(tr("Accelerator-hours"));
    m_energy->setCaption(tr("Energy and CO₂"));
    m_mfu->setCaption(tr("Effective MFU"));
    m_unitCost->setCaption(tr("Cost per million tokens"));
    m_hidden->setCaption(tr("Hidden costs"));
    m_total->setToolTip(tr("Everything the project costs: compute, energy, storage, network, data, people, "
                           "hardware, monitoring, operations and the hidden costs. The range is the Monte Carlo "
                           "P10–P90 over MFU, prices, MTBF and the number of failures."));
    m_budget->setToolTip(tr("Share of the approved budget the plan uses; the colour shows whether it is within "
                            "the budget, past the warning line or past the review line."));
    m_days->setToolTip(tr("Wall-clock time of the main training run including checkpoints, failures and restarts."));
    m_gpuHours->setToolTip(tr("All allocated accelerator-hours: productive compute, checkpoints, failures, "
                              "stalls, idle allocation, experiments, evaluation and spares."));
    m_energy->setToolTip(tr("Energy of the whole allocation including cooling (PUE), and its CO₂ at the grid's "
                            "carbon intensity."));
    m_mfu->setToolTip(tr("Goodput: the MFU you set times the share of wall-clock spent on useful compute."));
    m_unitCost->setToolTip(tr("Total cost per million training tokens, and per effective PFLOP/s-day of "
                              "training compute."));
    m_hidden->setToolTip(tr("Failures (lost work and restarts), experiments (pilots, ablations, expected re-runs) "
                            "and idle allocation: the costs all three source articles warn about."));
    updateTexts();
    updateRiskText();
}

} // namespace planner
