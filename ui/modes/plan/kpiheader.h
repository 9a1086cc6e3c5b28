// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "analysis/analysis.h"
#include "plan/catalog.h"
#include "plan/result.h"
#include "plan/scenario.h"
#include "tracking/planstatus.h"

#include <QWidget>

#include <memory>
#include <optional>

class QGridLayout;
class QLabel;
class QStackedWidget;

namespace planner {

class KpiTile;

/** The figures a budget owner looks at first, always in view: total TCO
 *  with its P10–P90 range, budget status in colour, wall-clock days,
 *  accelerator-hours, energy and CO₂, effective MFU, cost per million tokens
 *  and hidden costs. Tile object names: "kpi.total", "kpi.budget",
 *  "kpi.days", "kpi.gpuHours", "kpi.energy", "kpi.mfu", "kpi.unitCost",
 *  "kpi.hidden" (their value labels add ".value", detail labels ".detail").
 *
 *  An infeasible plan (tco::Result::feasible() false) has no figures: the
 *  tiles give way to "No valid plan" and the reason ("kpi.infeasible",
 *  "kpi.infeasible.reason"), in the same space. Below, one line of fixed
 *  height carries the goodput split ("kpi.goodput") and the warnings with
 *  the share of Monte Carlo samples that cannot finish ("kpi.warnings"),
 *  so nothing moves when a condition comes or goes. */
class KpiHeader : public QWidget
{
    Q_OBJECT
public:
    explicit KpiHeader(QWidget *parent = nullptr);

    /** The deterministic figures; cheap, called on every change. `catalog`
     *  must outlive the header (it names the accelerator in warnings). */
    void setResult(const tco::Scenario &scenario, const tco::Result &result,
                   const tco::Catalog &catalog = tco::Catalog::builtIn());
    /** The Monte Carlo ranges. `current` false: from an older scenario, shown
     *  greyed until a fresh one arrives. */
    void setRisk(const tco::RiskSummary &risk, bool current);
    void setRiskStale();
    /** The tracking of a plan with actual spend (tco::track). `current`
     *  false: of an older plan, shown in italics until a fresh one arrives. */
    void setTracking(std::shared_ptr<const tco::Tracking> tracking, bool current);
    /** The verdict the total and budget tiles show (tco::planStatus): the
     *  tracking's once the plan has actuals and its tracking is in. */
    tco::PlanStatus planStatus() const;
    /** True while a tracked plan's tiles wait for its tracking. */
    bool statusPending() const { return tracked() && !m_trackingCurrent; }
    void retranslate();

    KpiTile *tile(const QString &name) const;

protected:
    void resizeEvent(QResizeEvent *event) override;
    /** A new theme: the "No valid plan" panel and the warnings take its tints. */
    void changeEvent(QEvent *event) override;

private:
    void applyTints();
    void arrange(int columns);
    void updateRiskText();
    void updateTexts();

    void updateStatusLine();
    /** The total and budget tiles from planStatus(). */
    void updateHeadline();
    bool tracked() const { return m_result.feasible() && !m_scenario.actuals.empty(); }

    QGridLayout *m_layout = nullptr;
    QStackedWidget *m_stack = nullptr;
    QWidget *m_infeasible = nullptr;
    bool m_tinting = false; ///< the tints' own palette changes are not a new theme
    QLabel *m_infeasibleTitle = nullptr;
    QLabel *m_infeasibleReason = nullptr;
    QLabel *m_infeasibleNote = nullptr;
    QWidget *m_status = nullptr;
    QLabel *m_goodput = nullptr;
    QLabel *m_warnings = nullptr;
    int m_columns = 0;
    KpiTile *m_total;
    KpiTile *m_budget;
    KpiTile *m_days;
    KpiTile *m_gpuHours;
    KpiTile *m_energy;
    KpiTile *m_mfu;
    KpiTile *m_unitCost;
    KpiTile *m_hidden;
    QString m_hiddenIntro; ///< the hidden-costs tile's tooltip before the plan's own figures
    tco::Scenario m_scenario;
    tco::Result m_result;
    const tco::Catalog *m_catalog = &tco::Catalog::builtIn();
    std::optional<tco::RiskSummary> m_risk; // only the percentiles are kept
    bool m_riskCurrent = false;
    std::shared_ptr<const tco::Tracking> m_tracking;
    bool m_trackingCurrent = false;
};

} // namespace planner
