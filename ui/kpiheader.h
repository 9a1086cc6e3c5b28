// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "analysis.h"
#include "result.h"
#include "scenario.h"

#include <QWidget>

#include <optional>

class QGridLayout;

namespace planner {

class KpiTile;

/** The figures a budget owner looks at first, always in view: total TCO
 *  with its P10–P90 range, budget status in colour, wall-clock days,
 *  accelerator-hours, energy and CO₂, effective MFU, cost per million tokens
 *  and hidden costs. Tile object names: "kpi.total", "kpi.budget",
 *  "kpi.days", "kpi.gpuHours", "kpi.energy", "kpi.mfu", "kpi.unitCost",
 *  "kpi.hidden" (their value labels add ".value", detail labels ".detail"). */
class KpiHeader : public QWidget
{
    Q_OBJECT
public:
    explicit KpiHeader(QWidget *parent = nullptr);

    /** The deterministic figures; cheap, called on every change. */
    void setResult(const tco::Scenario &scenario, const tco::Result &result);
    /** The Monte Carlo ranges. `current` false: from an older scenario, shown
     *  greyed until a fresh one arrives. */
    void setRisk(const tco::RiskSummary &risk, bool current);
    void setRiskStale();
    void retranslate();

    KpiTile *tile(const QString &name) const;

protected:
    void resizeEvent(QResizeEvent *event) override;

private:
    void arrange(int columns);
    void updateRiskText();
    void updateTexts();

    QGridLayout *m_layout = nullptr;
    int m_columns = 0;
    KpiTile *m_total;
    KpiTile *m_budget;
    KpiTile *m_days;
    KpiTile *m_gpuHours;
    KpiTile *m_energy;
    KpiTile *m_mfu;
    KpiTile *m_unitCost;
    KpiTile *m_hidden;
    tco::Scenario m_scenario;
    tco::Result m_result;
    std::optional<tco::RiskSummary> m_risk; // only the percentiles are kept
    bool m_riskCurrent = false;
};

} // namespace planner
