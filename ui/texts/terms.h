// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
#include <QString>

namespace planner {

/** The words the window, the charts and the reports share, each written
 *  and translated once (context "planner::Terms", docs/glossary.md): the
 *  heads of their tables, the names of series and axes, titles of pages
 *  and dialogs. A word that names a model code or an input has its owner
 *  elsewhere (codelabels.h, InputTexts, ProseTexts, KeyFigureTexts,
 *  MessageTexts, TrackingTexts); a word only one class says stays in that
 *  class. Templates ("Budget %1") are filled by the caller with its own
 *  number format. */
class Terms
{
    Q_DECLARE_TR_FUNCTIONS(planner::Terms)
public:
    // Plans, runs and their figures: table heads, rows and series.
    static QString plan() { return tr("Plan"); }
    static QString thisPlan() { return tr("This plan"); }
    /** "This plan: %1", a marker with the plan's value. */
    static QString thisPlanAt() { return tr("This plan: %1"); }
    static QString mainRun() { return tr("Main run"); }
    /** The date a run must be done by: a chart's line or tick. */
    static QString deadline() { return tr("Deadline"); }
    /** The whole project, from preparation to post-training; also a plan's
     *  project tag. */
    static QString project() { return tr("Project"); }
    /** A cost category and a project phase, as a column head. */
    static QString category() { return tr("Category"); }
    static QString phase() { return tr("Phase"); }
    static QString input() { return tr("Input"); }
    static QString value() { return tr("Value"); }
    /** A column of inputs' default values. */
    static QString defaultValue() { return tr("Default"); }
    /** A sum row or bar ("合计"); the what-if strip's total-cost column is
     *  its own word. */
    static QString total() { return tr("Total"); }
    static QString totalCost() { return tr("Total cost"); }
    static QString cost() { return tr("Cost"); }
    static QString cash() { return tr("Cash"); }
    static QString cumulativeCost() { return tr("Cumulative cost"); }
    static QString cumulativeCash() { return tr("Cumulative cash"); }
    static QString month() { return tr("Month"); }
    static QString year() { return tr("Year"); }
    /** The QDate format of a month, per language. */
    static QString monthFormat()
    {
        //: Qt date format of a month: the spend timeline and the report's spend table ("Jan 2027"; Chinese
        //: "yyyy年M月")
        return tr("MMM yyyy");
    }
    static QString currency() { return tr("Currency"); }
    static QString p50() { return tr("P50"); }
    static QString p90() { return tr("P90"); }
    /** "P90 %1 · %2": the 90th-percentile cost or days and a second figure. */
    static QString p90Pair() { return tr("P90 %1 · %2"); }
    static QString costChange() { return tr("Cost change"); }
    /** A variant's change against the plan, as a column head. */
    static QString versusPlan() { return tr("vs plan"); }
    /** A variant the plan cannot take, and one that takes it but cannot run. */
    static QString notApplicable() { return tr("not applicable"); }
    static QString cannotRun() { return tr("cannot run"); }
    static QString noBudgetSet() { return tr("no budget set"); }
    /** The plan the others are compared with. */
    static QString baseline() { return tr("baseline"); }
    static QString fixedCosts() { return tr("Fixed costs"); }
    static QString elasticCosts() { return tr("Elastic costs"); }
    static QString trainingCompute() { return tr("Training compute"); }
    static QString projectLength() { return tr("Project length"); }
    static QString effectiveMfuGoodput() { return tr("Effective MFU (goodput)"); }
    static QString budgetStatus() { return tr("Budget status"); }
    /** What the budget status judges: the plan's total, or the forecast at completion. */
    static QString statusBasis() { return tr("Budget status judges"); }

    // Charts: titles, axes and markers the report's tables repeat.
    static QString spendOverTime() { return tr("Spend over time"); }
    static QString tradeOffs() { return tr("Trade-offs"); }
    static QString mfuTitle() { return tr("Model FLOPs utilisation (MFU)"); }
    static QString predictedLoss() { return tr("Predicted loss"); }
    static QString computeOptimal() { return tr("Compute-optimal"); }
    static QString cheapestCount() { return tr("Cheapest count"); }
    static QString checkpointIntervalLogAxis() { return tr("Checkpoint interval (log scale)"); }
    static QString mainRunDaysLogAxis() { return tr("Wall-clock time of the main run (days, log scale)"); }
    /** "Current %1": the marker at the plan's value of a swept input. */
    static QString currentAt() { return tr("Current %1"); }
    /** "Budget %1": a budget line with its amount. */
    static QString budgetAt() { return tr("Budget %1"); }
    /** "%1 GPUs": an accelerator count on an axis or a marker. */
    static QString gpusAt() { return tr("%1 GPUs"); }
    /** The headline over a region of a chart where no plan can run. */
    static QString noValidPlanHere() { return tr("No valid plan here"); }

    // The window: commands, titles and accessible names said in two places.
    static QString savePlan() { return tr("Save Plan"); }
    static QString savePlanAs() { return tr("Save Plan As"); }
    static QString printReport() { return tr("Print Report"); }
    static QString importActualSpend() { return tr("Import Actual Spend"); }
    static QString importProgress() { return tr("Import Progress"); }
    static QString undo() { return tr("Undo"); }
    static QString whatIf() { return tr("What if…"); }
    static QString inputs() { return tr("Inputs"); }
    static QString scenarioName() { return tr("Plan name"); }
    static QString improvePlan() { return tr("Improve this plan"); }
    /** "Apply: %1": the accessible name of a suggestion's button. */
    static QString applyAt() { return tr("Apply: %1"); }
    static QString noFeasibleChange()
    {
        return tr("No change the planner checked makes this plan feasible.");
    }

    /** "%1: %2": a name and what it names (a plan's letter and name, a
     *  file and its message). */
    static QString labelled() { return tr("%1: %2"); }
    /** "%1 (%2)": a figure and its qualifier. */
    static QString withDetail() { return tr("%1 (%2)"); }
    /** "%1 × %2": a thing and how many of it. */
    static QString times() { return tr("%1 × %2"); }
    static QString none() { return tr("(none)"); }
    static QString share() { return tr("Share"); }
    /** A column of differences: B less A. */
    static QString change() { return tr("Change"); }
    static QString fileMenu() { return tr("&File"); }
    static QString editMenu() { return tr("&Edit"); }
    static QString viewMenu() { return tr("&View"); }
    static QString exportExecutiveReport() { return tr("Export Executive Report"); }
    static QString exportFullReport() { return tr("Export Full Report"); }
    static QString reportWrittenTo() { return tr("Report written to %1"); }
    static QString reportNotWritten() { return tr("The report could not be written to %1."); }
    /** A file the reports or an export could not write, with the system's reason. */
    static QString cannotWrite() { return tr("Cannot write '%1': %2"); }
    /** File ▸ Export of the planned cost as FOCUS rows (docs/focus-export.md). */
    static QString exportFocus() { return tr("Export FOCUS CSV"); }
    static QString exportFocusMenu() { return tr("Export FOC&US 1.2 CSV…"); }
    static QString focusNotWritten() { return tr("The FOCUS export could not be written to %1."); }
    static QString focusWrittenTo() { return tr("FOCUS forecast written to %1"); }
    //: The suggested file name of a FOCUS export: the plan's or portfolio's file name and a suffix.
    static QString focusFileName() { return tr("%1-focus"); }
    //: The suggested file name of an executive report: the plan's or portfolio's file name and a suffix.
    static QString executiveFileName() { return tr("%1-executive"); }
    /** "%1 · %2": two short facts side by side. */
    static QString pair() { return tr("%1 · %2"); }
};

} // namespace planner
