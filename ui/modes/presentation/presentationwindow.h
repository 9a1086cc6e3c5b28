// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "document/documentchange.h"
#include "plan/inputs.h"

#include "widgets/pageredraw.h"
#include "widgets/slidedeck.h"

#include <QVector>

#include <vector>

class QPushButton;

namespace planner {

class WhatIfStrip;

class AnalysisWorker;
class ChartView;
class ConditionBanner;
class CostHistoryChart;
class InputEditor;
class KpiTile;
class RiskHistogramChart;
class ScenarioDocument;
struct HistoryUserPoint;

/** The plan for a meeting, full screen: the few figures a budget owner
 *  asks about in large type (total with P10–P90, wall-clock days, budget
 *  status in colour, cost per million tokens), one chart per page, and the
 *  primary sliders in a compact strip so "what if we use half the GPUs?"
 *  is answered on the spot. Every change goes through the same
 *  ScenarioDocument as the main window, so it is live there too and undoable.
 *
 *  Keys and the frame are the SlideDeck's. The charts are the
 *  presentation's own instances, refreshed from the document (only the
 *  shown page; the others catch up when shown).
 *
 *  Object names: "presentationWindow", "presentation.total", ".days",
 *  ".budget", ".unitCost" (KPI tiles), "halveAccelerators",
 *  "doubleAccelerators", the SlideDeck's, and the editors' "editor.<key>"
 *  names. */
class PresentationWindow : public SlideDeck
{
    Q_OBJECT
public:
    PresentationWindow(ScenarioDocument *document, AnalysisWorker *analysis, QWidget *parent = nullptr);
    ~PresentationWindow() override;

    /** The chart of a page; nullptr for the last page, the what-if strip. */
    ChartView *chart(int page) const;
    WhatIfStrip *whatIf() const { return m_whatIf; }
    InputEditor *editor(tco::InputId input) const;
    KpiTile *tile(const QString &name) const;

    /** The user's own points of the cost-history chart (from the main window). */
    void setHistoryUserPoints(const QVector<HistoryUserPoint> &points);

public Q_SLOTS:
    /** Halves the accelerator count (an undoable step). */
    void halveAccelerators();
    void doubleAccelerators();

protected:
    QString pageTitle(int page) const override;
    void pageShown(int page) override;
    void changeEvent(QEvent *event) override;

private:
    void onDocumentChanged(const DocumentChange &change);
    void onAnalysisFinished();
    void refreshPage(int page, bool interacting);
    void updateKpis();
    void updateRisk();
    /** The total and budget tiles from the plan's one verdict (tco::planStatus). */
    void updateHeadline();
    void retranslate();
    void scaleAccelerators(double factor);

    ScenarioDocument *m_document;
    AnalysisWorker *m_analysis;

    KpiTile *m_total = nullptr;
    KpiTile *m_days = nullptr;
    KpiTile *m_budget = nullptr;
    KpiTile *m_unitCost = nullptr;
    ConditionBanner *m_banner = nullptr;
    std::vector<ChartView *> m_charts;
    PageRedraw m_redraw; ///< the shown page now, the others when shown
    RiskHistogramChart *m_risk = nullptr;
    CostHistoryChart *m_history = nullptr;
    WhatIfStrip *m_whatIf = nullptr; ///< the last page: the plan against its variants

    std::vector<InputEditor *> m_editors;
    QPushButton *m_halve = nullptr;
    QPushButton *m_double = nullptr;
};

} // namespace planner
