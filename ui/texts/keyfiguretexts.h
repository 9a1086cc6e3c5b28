// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "texts/tone.h"

#include "analysis/analysis.h"
#include "plan/result.h"
#include "tracking/planstatus.h"

#include <QCoreApplication>
#include <QLocale>
#include <QString>

#include <optional>

namespace planner {

/** A key figure as a tile or a slide shows it: the value, a line under it,
 *  a second line, and how it reads. */
struct KeyFigure {
    QString value;
    QString detail;
    QString secondDetail;
    Tone tone = Tone::Neutral;
};

/** The names of the key figures and the lines under them, one wording for
 *  the KPI header, the presentation, the compare window and the reports
 *  (context "planner::KeyFigureTexts"). Names are bare; the templates
 *  ("fixed %1 · elastic %2") are filled by the caller with its own
 *  number format. */
class KeyFigureTexts
{
    Q_DECLARE_TR_FUNCTIONS(planner::KeyFigureTexts)
public:
    static QString totalCost() { return tr("Total cost of ownership"); }
    static QString budgetUsed() { return tr("Budget used"); }
    static QString costPerMillionTokens() { return tr("Cost per million tokens"); }
    static QString acceleratorHours() { return tr("Accelerator-hours"); }
    static QString effectiveMfu() { return tr("Effective MFU"); }
    static QString energyAndCo2() { return tr("Energy and CO₂"); }
    static QString hiddenCosts() { return tr("Hidden costs"); }
    /** The total of a plan that cannot run. */
    static QString noValidPlan() { return tr("No valid plan"); }
    /** "fixed %1 · elastic %2": the total's two natures. */
    static QString fixedAndElastic() { return tr("fixed %1 · elastic %2"); }
    /** "%1 per PFLOP/s-day": cost per unit of compute. */
    static QString perPflopsDay() { return tr("%1 per PFLOP/s-day"); }
    /** "%1 t CO₂" (energy: formatEnergy). */
    static QString co2Tonnes() { return tr("%1 t CO₂"); }
    /** "%1 of total": a part's share. */
    static QString shareOfTotal() { return tr("%1 of total"); }

    /** The budget tile from the plan's one verdict (tco::planStatus): the
     *  share used ("81 %", "—" without a budget), the status, "of $20M"
     *  (tracked: "forecast at completion, of $20M"), and its tone. */
    static KeyFigure budget(const tco::PlanStatus &s);
    /** The budget tile of a tracked plan whose tracking is not in yet: no
     *  verdict rather than the plan's own (which tracking may overturn). */
    static KeyFigure budgetPending();

    /** The total tile's caption: the total, or for a tracked plan the
     *  forecast at completion. */
    static QString totalCaption(const tco::PlanStatus &s);
    /** "plan $16.3M · spent $19.3M": beside a tracked plan's forecast. */
    static QString planAndSpent(const tco::PlanStatus &s, const QLocale &locale = QLocale());
    /** A tracked plan's total tile: the P50 forecast at completion, its
     *  P10–P90, and the plan's own total with the spend to date beside it. */
    static KeyFigure trackedTotal(const tco::PlanStatus &s);

    /** The total and budget tiles as the KPI header and presentation show
     *  them. `tracked`: the plan has actual spend; `status` is then
     *  tracking's, or the plan's own while no tracking is in yet
     *  (`haveTracking` false), which is shown as pending, not as a verdict. */
    struct Headline {
        QString totalCaption;
        std::optional<KeyFigure> trackedTotal; ///< empty: the caller shows the plan's own total
        KeyFigure budget;
    };
    static Headline headline(const tco::PlanStatus &status, bool tracked, bool haveTracking);

    /** The P10–P90 lines under the total and the duration: "computing…"
     *  while the Monte Carlo runs, "none" when no sample finishes, else the
     *  ranges; "—" for a plan that cannot run. `risk` null: not there yet. */
    struct RiskLines {
        QString cost;
        QString days;
    };
    static RiskLines riskLines(const tco::Result &r, const tco::RiskSummary *risk);
    /** "P10–P90: computing…": a range the Monte Carlo has not given yet. */
    static QString rangeComputing() { return tr("P10–P90: computing…"); }
};

} // namespace planner
