// SPDX-License-Identifier: GPL-3.0-or-later
#include "modes/plan/planmode.h"
#include "modes/plan/resultssplitter.h"

#include "charts/plots/costhistorychart.h"
#include "dialogs/whatfitsdialog.h"
#include "editor/scenarioeditor.h"
#include "editor/whatifstrip.h"
#include "modes/plan/advicepanel.h"
#include "modes/plan/chartarea.h"
#include "modes/plan/kpiheader.h"
#include "modes/plan/scenarioheader.h"
#include "modes/plan/trackingpanel.h"
#include "prompts/prompts.h"
#include "report/reportinput.h"
#include "services/afterpaint.h"
#include "services/analysisworker.h"
#include "services/settings.h"
#include "widgets/conditionbanner.h"
#include "widgets/flushcolumn.h"
#include "widgets/layoutfence.h"
#include "widgets/painthold.h"
#include "widgets/trackingalert.h"

#include "document/scenariodocument.h"

#include "analysis/advice.h"

#include <QAction>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QMainWindow>
#include <QMenu>
#include <QSplitter>
#include <QStatusBar>
#include <QTabWidget>
#include <QTimer>
#include <QVBoxLayout>

#include <algorithm>
#include <initializer_list>
#include <vector>

namespace planner {

namespace {
constexpr int kAnalysisMs = 120;   // coalescing of Monte Carlo requests
constexpr int kDragAdviceMs = 200; // advice during a drag, once the hand rests

/** Shows `target` while any of `watched` is shown (not hidden explicitly:
 *  that stays true of them while `target` itself is hidden). */
class ShownWithAny : public QObject
{
public:
    ShownWithAny(QWidget *target, std::initializer_list<QWidget *> watched)
        : QObject(target), m_watched(watched)
    {
        for (QWidget *w : m_watched)
            w->installEventFilter(this);
        follow();
    }

protected:
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (event->type() == QEvent::ShowToParent || event->type() == QEvent::HideToParent)
            follow();
        return QObject::eventFilter(watched, event);
    }

private:
    void follow()
    {
        auto *target = static_cast<QWidget *>(parent());
        target->setVisible(
            std::any_of(m_watched.begin(), m_watched.end(), [](QWidget *w) { return !w->isHidden(); }));
    }
    std::vector<QWidget *> m_watched;
};
} // namespace

PlanMode::PlanMode(const ModeContext &context, QObject *parent) : Mode(context, parent)
{
    ScenarioDocument *doc = document();
    // Left: the plan's name and tags above the scrolling controls.
    m_editor = new ScenarioEditor(doc);
    m_editor->setMinimumWidth(360);
    auto *left = new QWidget;
    left->setObjectName(QStringLiteral("controlsColumn"));
    auto *leftLayout = flushColumn(left);
    m_scenarioHeader = new ScenarioHeader(doc, left);
    leftLayout->addWidget(m_scenarioHeader);
    leftLayout->addWidget(m_editor, 1);

    m_splitter = new QSplitter(Qt::Horizontal);
    m_splitter->setObjectName(QStringLiteral("mainSplitter"));
    m_splitter->addWidget(left);
    m_splitter->addWidget(buildResults());
    m_splitter->setStretchFactor(0, 0);
    m_splitter->setStretchFactor(1, 1);
    m_splitter->setChildrenCollapsible(false);
    m_splitter->setSizes({400, 1200});

    m_adviceTimer = new QTimer(this);
    m_adviceTimer->setSingleShot(true);
    m_adviceTimer->setInterval(kDragAdviceMs);
    connect(m_adviceTimer, &QTimer::timeout, this, &PlanMode::updateAdvice);

    AnalysisWorker *analysis = context.analysis;
    connect(doc, &ScenarioDocument::changed, this, &PlanMode::onDocumentChanged);
    connect(doc, &ScenarioDocument::actualsChanged, this, &PlanMode::onActualsChanged);
    connect(doc, &ScenarioDocument::pinnedVariantsChanged, this, [this, doc, analysis] {
        m_whatIf->refresh();
        analysis->request(doc->scenario(), true);
    });
    connect(m_scenarioHeader, &ScenarioHeader::propertiesRequested, this, [this] {
        if (QAction *properties = host()->action(QStringLiteral("actionScenarioProperties")))
            properties->trigger();
    });
    connect(m_trackingAlert, &TrackingAlert::showRequested, m_charts, &ChartArea::showTracking);
    connect(analysis, &AnalysisWorker::finished, this, &PlanMode::onAnalysisFinished);
    // A move's charts, and its Monte Carlo once computed, in one paint.
    new PaintHold(
        context.window, [this, analysis] { return m_charts->replotQueued() || analysis->resultWaiting(); },
        this);
    // A drag's variants arrive just after its Monte Carlo: they wait for
    // the paint of the figures and charts the move changed (AfterPaint).
    auto *variants = new AfterPaint(
        [this, analysis] {
            if (const AnalysisWorker::Output *out = analysis->latest(); out && out->hasVariants)
                m_whatIf->setRows(out->variants);
        },
        this);
    connect(analysis, &AnalysisWorker::variantsFinished, variants, &AfterPaint::request);
    connect(analysis, &AnalysisWorker::staleChanged, this, [this](bool stale) {
        if (stale)
            m_kpi->setRiskStale();
        updateAnalysisStatus();
    });
}

PlanMode::~PlanMode()
{
    // A page never taken is still ours.
    if (m_splitter && !m_splitter->parent())
        delete m_splitter;
}

QWidget *PlanMode::buildResults()
{
    // Right: the figures and the warnings above the charts (ResultsSplitter).
    auto *right = new QWidget;
    right->setObjectName(QStringLiteral("results"));
    // As wide as the pane, not as its widest row: the KPI tiles then go to
    // two rows on a laptop (KpiHeader::resizeEvent) rather than clip.
    right->setMinimumWidth(1);
    auto *rightLayout = new QVBoxLayout(right);
    rightLayout->setContentsMargins(6, 6, 6, 0);
    rightLayout->setSpacing(6);
    m_kpi = new KpiHeader(right);
    // The conditions and the checked advice side by side in a band of fixed
    // height under the figures: a condition that comes or goes moves nothing.
    auto *adviceRow = new QWidget(right);
    adviceRow->setObjectName(QStringLiteral("adviceRow"));
    auto *adviceLayout = new QHBoxLayout(adviceRow);
    adviceLayout->setContentsMargins(0, 0, 0, 0);
    adviceLayout->setSpacing(6);
    m_banner = new ConditionBanner(adviceRow);
    m_banner->setShowsInfeasible(false); // the KPI header says why instead of its figures
    m_banner->setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Preferred);
    m_advice = new AdvicePanel(document(), adviceRow);
    // Past a budget line the tracking alert joins them, in the same band:
    // it moves nothing else either.
    m_trackingAlert = new TrackingAlert(adviceRow);
    auto *warningsColumn = new QWidget(adviceRow);
    warningsColumn->setObjectName(QStringLiteral("warningsColumn"));
    auto *warnings = new QVBoxLayout(warningsColumn);
    warnings->setContentsMargins(0, 0, 0, 0);
    warnings->setSpacing(6);
    m_trackingAlert->setParent(warningsColumn);
    m_banner->setParent(warningsColumn);
    warnings->addWidget(m_trackingAlert, 1);
    warnings->addWidget(m_banner, 1);
    adviceLayout->addWidget(warningsColumn, 1);
    adviceLayout->addWidget(m_advice, 1);
    // With nothing to warn of, Improve takes the whole band rather than
    // leave half of it empty; the band keeps its height either way.
    new ShownWithAny(warningsColumn, {m_trackingAlert, m_banner});
    // Its height: three suggestions in the language shown (retranslate()).
    // The plan against its common variants, under the figures it varies.
    m_whatIf = new WhatIfStrip(document(), right);
    m_charts = new ChartArea(right);
    // A chart export that could not be written says why (a full disk keeps
    // the old file: ChartView::writeAtomically).
    for (ChartView *chart : m_charts->charts())
        connect(chart, &ChartView::exportFinished, this, [this, chart](const QString &path, bool ok) {
            if (!ok)
                Prompts::warn(
                    context().window, tr("Export Chart"),
                    tr("The chart could not be written to %1: %2").arg(path, chart->lastExportError()));
        });
    // The figures change with every move: fenced, so they do not relayout
    // the window (widgets/layoutfence.h). The band's texts say "updating…"
    // during a drag: fenced too.
    m_kpiFence = new LayoutFence(m_kpi, right);
    m_whatIfFence = new LayoutFence(m_whatIf, right);
    m_adviceFence = new LayoutFence(adviceRow, right);
    rightLayout->addWidget(m_kpiFence);
    rightLayout->addWidget(m_adviceFence);
    rightLayout->addWidget(m_whatIfFence);
    rightLayout->addStretch(1);
    auto *charts = new QWidget;
    auto *chartsLayout = flushColumn(charts);
    chartsLayout->setContentsMargins(6, 0, 6, 0);
    m_charts->setParent(charts);
    chartsLayout->addWidget(m_charts);
    m_results = new ResultsSplitter(right, charts);
    return m_results;
}

QString PlanMode::title() const
{
    return tr("&Plan and Charts");
}

QWidget *PlanMode::takePage()
{
    return m_splitter;
}

void PlanMode::addActions(const ModeMenus &menus)
{
    m_whatFitsAction = new QAction(this);
    m_whatFitsAction->setObjectName(QStringLiteral("actionWhatFits"));
    m_whatFitsAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_K));
    connect(m_whatFitsAction, &QAction::triggered, this, &PlanMode::showWhatFits);
    menus.plan->addAction(m_whatFitsAction);
}

void PlanMode::started()
{
    // The tracking tab's buttons are the Track menu's commands, whoever made them.
    m_charts->trackingPanel()->setActions(host()->action(QStringLiteral("actionImportSpend")),
                                          host()->action(QStringLiteral("actionImportProgress")),
                                          host()->action(QStringLiteral("actionClearActuals")));
    onActualsChanged();
    onDocumentChanged(DocumentChange{ChangeKind::Scenario, tco::InputId::Count, false});
}

void PlanMode::addStatus(QStatusBar *bar)
{
    m_assumptionNote = new QLabel(bar);
    m_assumptionNote->setObjectName(QStringLiteral("assumptionNote"));
    m_analysisStatus = new QLabel(bar);
    m_analysisStatus->setObjectName(QStringLiteral("analysisStatus"));
    bar->addWidget(m_assumptionNote, 1);
    bar->addPermanentWidget(m_analysisStatus);
}

void PlanMode::updateAnalysisStatus()
{
    if (!m_analysisStatus)
        return;
    const AnalysisWorker *analysis = context().analysis;
    const QString updating = tr("Monte Carlo: updating…");
    const QString done = tr("Monte Carlo: %n samples", nullptr, analysis->samples());
    // The text alternates on every slider move: at one fixed size for both,
    // the status bar and the window are not laid out again each time. The
    // size is measured again only when the texts change (language, samples).
    if (const QString both = updating + u'\n' + done; both != m_analysisStatusTexts) {
        m_analysisStatusTexts = both;
        const QFontMetrics metrics = m_analysisStatus->fontMetrics();
        const QMargins margins = m_analysisStatus->contentsMargins();
        m_analysisStatus->setFixedSize(
            std::max(metrics.horizontalAdvance(updating), metrics.horizontalAdvance(done)) + margins.left() +
                margins.right() + 2 * m_analysisStatus->margin() + 2,
            m_analysisStatus->sizeHint().height());
    }
    m_analysisStatus->setText(analysis->isStale() ? updating : done);
}

void PlanMode::onDocumentChanged(const DocumentChange &change)
{
    const ScenarioDocument *doc = document();
    const tco::Scenario &scenario = doc->scenario();
    const tco::Result &result = doc->result();
    // The Monte Carlo first: it runs on the other core while this thread
    // replots, so the risk band lands within the same frame.
    // While a slider is held the Monte Carlo and the what-if variants'
    // totals follow every move; sensitivity and the variants' P90s come when
    // the hand rests (a drag that ends is an Interaction change: now).
    AnalysisWorker *analysis = context().analysis;
    analysis->setCoalesceMs(kAnalysisMs);
    analysis->request(scenario, true, change.interacting);
    m_kpiFence->setGrowOnly(change.interacting);
    m_whatIfFence->setGrowOnly(change.interacting);
    m_adviceFence->setGrowOnly(change.interacting);
    m_editor->onDocumentChanged(change);
    m_kpi->setResult(scenario, result, doc->catalog());
    // While a slider is held the advice follows when the hand rests: every
    // lever is a plan evaluated again, and the panel relays out its rows.
    if (change.interacting) {
        m_adviceTimer->start();
        // Until then they hold the previous plan's levers: greyed and marked
        // "updating…", never shown as this plan's (a condition that comes
        // or goes shows at once).
        m_banner->showUpdating(scenario, result, doc->catalog());
        m_advice->setUpdating(true);
    } else {
        m_adviceTimer->stop();
        updateAdvice();
    }
    m_charts->refresh(ChartInputs{&scenario, &result, &doc->catalog(), change.interacting,
                                  doc->bestCheckpointIntervalHours()});
    // The what-if strip's totals and days: now for a change made at rest
    // or a drag's end (which may have outrun the worker); during a drag the
    // worker's follow each move (a dozen evaluations and three interval
    // searches, half of a move's work here). Their P90s come once the hand rests.
    if (!change.interacting)
        m_whatIf->refresh();
}

void PlanMode::onActualsChanged()
{
    m_charts->setActualsPending(!document()->scenario().actuals.empty());
    m_trackingAlert->setTracking(nullptr); // until the new tracking is in
}

void PlanMode::updateAdvice()
{
    // ~100 evaluations (model/analysis/advice.cpp), well under a millisecond: it
    // follows every change like the figures do.
    const ScenarioDocument *doc = document();
    std::vector<tco::Lever> levers = tco::advise(doc->scenario(), doc->catalog());
    m_banner->setConditions(doc->scenario(), doc->result(), doc->catalog(), levers);
    m_advice->setLevers(doc->scenario(), doc->result(), std::move(levers));
}

void PlanMode::onAnalysisFinished()
{
    const AnalysisWorker::Output *out = context().analysis->latest();
    if (!out)
        return;
    m_kpi->setRisk(out->risk, true);
    m_kpi->setTracking(out->tracking, out->hasSensitivity);
    m_charts->setAnalysis(*out);
    if (out->hasSensitivity)
        m_trackingAlert->setTracking(document()->scenario().actuals.empty() ? nullptr : out->tracking.get());
    if (out->hasVariants)
        m_whatIf->setRows(out->variants);
}

void PlanMode::retranslate()
{
    m_whatFitsAction->setText(tr("&What Fits a Budget and a Deadline…"));
    m_assumptionNote->setText(tr("Every default is an editable assumption, not a quote — hover over an input "
                                 "to see where its default comes from."));
    updateAnalysisStatus();
    m_splitter->setAccessibleName(tr("Inputs and results"));
    m_scenarioHeader->retranslate();
    m_editor->retranslate();
    m_kpi->retranslate();
    m_advice->retranslate();
    // The band, in this language's lines; its fence holds the same height
    // (a hidden fence hears nothing of its content's new size).
    const int band = m_advice->heightForRows(3);
    m_advice->parentWidget()->setFixedHeight(band);
    m_adviceFence->setFixedHeight(band);
    m_whatIf->retranslate();
    m_charts->retranslate();
    // Numbers and condition texts follow the new locale; the alert's
    // sentence is written in the language it was set in.
    const ScenarioDocument *doc = document();
    m_kpi->setResult(doc->scenario(), doc->result(), doc->catalog());
    updateAdvice();
    m_charts->refresh(ChartInputs{&doc->scenario(), &doc->result(), &doc->catalog(), false,
                                  doc->bestCheckpointIntervalHours()});
    if (const AnalysisWorker::Output *out = context().analysis->latest()) {
        m_charts->setAnalysis(*out);
        m_trackingAlert->setTracking(doc->scenario().actuals.empty() ? nullptr : out->tracking.get());
    }
}

void PlanMode::themeChanged()
{
    // The charts, tiles and banners restyle on the palette change; the
    // what-if strip takes its tint when filled.
    m_whatIf->refresh();
}

bool PlanMode::showView(const QString &view)
{
    if (view != QLatin1String("tracking"))
        return false;
    m_charts->showTracking();
    return true;
}

void PlanMode::addToReport(ReportInput &input) const
{
    // The cost points the user added to the history chart.
    for (const ChartView *chart : m_charts->charts())
        if (const auto *history = qobject_cast<const CostHistoryChart *>(chart))
            for (const HistoryUserPoint &p : history->userPoints())
                input.userHistory.push_back({p.year, p.label.toStdString(), p.costUsd, "user", {}, {}});
}

void PlanMode::restoreState()
{
    Settings *settings = context().settings;
    const QByteArray splitter = settings->splitterState();
    if (!splitter.isEmpty())
        m_splitter->restoreState(splitter);
    m_results->restoreSizes(settings->resultsSplitterState());
    m_charts->tabs()->setCurrentIndex(std::clamp(settings->chartTab(), 0, m_charts->tabs()->count() - 1));
}

void PlanMode::saveState()
{
    Settings *settings = context().settings;
    settings->setSplitterState(m_splitter->saveState());
    settings->setResultsSplitterState(m_results->chosenSizes());
    settings->setChartTab(m_charts->tabs()->currentIndex());
}

void PlanMode::showWhatFits()
{
    QWidget *window = context().window;
    for (auto *open : window->findChildren<WhatFitsDialog *>()) {
        if (open->isVisible()) {
            open->raise();
            open->activateWindow();
            return;
        }
    }
    // Non-modal: the plan stays editable while the answer is read.
    auto *dialog = new WhatFitsDialog(document(), window);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->show();
}

} // namespace planner

PLANNER_MODE_FACTORY(planMode, PlanMode)

#include "moc_planmode.cpp"
