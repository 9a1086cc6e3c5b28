// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "document/documentchange.h"
#include "modekit/mode.h"

#include <QPointer>
#include <QSplitter>

class QAction;
class QLabel;
class QSplitter;
class QTimer;

namespace planner {

class AdvicePanel;
class ChartArea;
class ConditionBanner;
class KpiHeader;
class LayoutFence;
class ResultsSplitter;
class ScenarioEditor;
class ScenarioHeader;
class TrackingAlert;
class WhatIfStrip;

/** The live what-if page: the controls on the left (scrollable), the KPI
 *  header, the conditions and advice, the what-if strip and the charts on
 *  the right. Every change of the document repaints everything visible at
 *  once; Monte Carlo and sensitivity follow from the analysis worker.
 *  Plan ▸ What Fits is its command. */
class PlanMode : public Mode
{
    Q_OBJECT
public:
    explicit PlanMode(const ModeContext &context, QObject *parent = nullptr);
    ~PlanMode() override;

    QString key() const override { return QStringLiteral("plan"); }
    QString title() const override;
    QWidget *takePage() override;
    void addActions(const ModeMenus &menus) override;
    void started() override;
    void addStatus(QStatusBar *bar) override;
    void retranslate() override;
    void themeChanged() override;
    bool showView(const QString &view) override;
    void addToReport(ReportInput &input) const override;
    void restoreState() override;
    void saveState() override;

    ChartArea *chartArea() const { return m_charts; }
    /** The figures above the charts, with the handle between them. */
    ResultsSplitter *resultsSplitter() const { return m_results; }
    KpiHeader *kpiHeader() const { return m_kpi; }
    AdvicePanel *advicePanel() const { return m_advice; }
    WhatIfStrip *whatIfStrip() const { return m_whatIf; }
    TrackingAlert *trackingAlert() const { return m_trackingAlert; }

private:
    QWidget *buildResults();
    void onDocumentChanged(const DocumentChange &change);
    void onActualsChanged();
    void onAnalysisFinished();
    void updateAdvice();
    void updateAnalysisStatus();
    void showWhatFits();

    QPointer<QSplitter> m_splitter; ///< the page; the window deletes it once it has taken it
    ScenarioEditor *m_editor = nullptr;
    ScenarioHeader *m_scenarioHeader = nullptr;
    KpiHeader *m_kpi = nullptr;
    ConditionBanner *m_banner = nullptr;
    AdvicePanel *m_advice = nullptr;
    TrackingAlert *m_trackingAlert = nullptr;
    WhatIfStrip *m_whatIf = nullptr;
    ChartArea *m_charts = nullptr;
    ResultsSplitter *m_results = nullptr; ///< the figures above the charts
    LayoutFence *m_kpiFence = nullptr;    ///< keeps the KPI figures from relaying out the window
    LayoutFence *m_whatIfFence = nullptr; ///< the same for the what-if strip
    LayoutFence *m_adviceFence = nullptr; ///< the same for the conditions and Improve band
    QTimer *m_adviceTimer = nullptr;      ///< advice during a drag, when the hand rests
    QLabel *m_assumptionNote = nullptr;
    QLabel *m_analysisStatus = nullptr;
    QString m_analysisStatusTexts; ///< the texts its fixed size was measured for
    QAction *m_whatFitsAction = nullptr;
};

} // namespace planner
