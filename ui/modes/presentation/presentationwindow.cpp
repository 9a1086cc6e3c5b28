// SPDX-License-Identifier: GPL-3.0-or-later
#include "modes/presentation/presentationwindow.h"
#include "texts/keyfiguretexts.h"
#include "texts/tone.h"

#include "charts/chartcatalog.h"

#include "editor/inputeditor.h"
#include "editor/whatifstrip.h"
#include "services/analysisworker.h"
#include "texts/messagetexts.h"
#include "texts/numberformat.h"
#include "widgets/conditionbanner.h"
#include "widgets/kpitile.h"

#include "charts/core/chartstyle.h"
#include "charts/core/sweepseries.h"
#include "charts/plots/checkpointintervalchart.h"
#include "charts/plots/costbreakdownchart.h"
#include "charts/plots/costhistorychart.h"
#include "charts/plots/gpucountchart.h"
#include "charts/plots/mfuchart.h"
#include "charts/plots/riskhistogramchart.h"
#include "charts/plots/scalinglawchart.h"
#include "charts/plots/storagetierchart.h"

#include "document/scenariodocument.h"

#include "analysis/leverchanges.h"
#include "texts/terms.h"

#include <qcustomplot.h>

#include <QGridLayout>
#include <QHBoxLayout>
#include <QPushButton>
#include <QStackedWidget>

#include <algorithm>

namespace planner {

using tco::InputId;

namespace {

/** The sliders of the strip, in the order a budget owner asks about them. */
constexpr InputId kStripInputs[] = {
    InputId::ClusterGpuCount, InputId::ModelParameters,         InputId::DataTokens,
    InputId::ComputeMfu,      InputId::CheckpointIntervalHours, InputId::PricingMode,
};

} // namespace

PresentationWindow::PresentationWindow(ScenarioDocument *document, AnalysisWorker *analysis, QWidget *parent)
    : SlideDeck(document->undoStack(), parent), m_document(document), m_analysis(analysis),
      m_redraw([this](int page, bool interacting) { refreshPage(page, interacting); })
{
    setObjectName(QStringLiteral("presentationWindow"));

    // Large figures: the deck's containers have their fonts before the
    // tiles and the charts are made in them, and size their text from them.
    QWidget *kpis = figures();
    auto *kpiLayout = new QHBoxLayout(kpis);
    kpiLayout->setContentsMargins(0, 0, 0, 0);
    kpiLayout->setSpacing(10);
    m_total = new KpiTile(QStringLiteral("presentation.total"), true, kpis);
    m_days = new KpiTile(QStringLiteral("presentation.days"), true, kpis);
    m_budget = new KpiTile(QStringLiteral("presentation.budget"), true, kpis);
    m_unitCost = new KpiTile(QStringLiteral("presentation.unitCost"), true, kpis);
    kpiLayout->addWidget(m_total, 5);
    kpiLayout->addWidget(m_days, 4);
    kpiLayout->addWidget(m_budget, 4);
    kpiLayout->addWidget(m_unitCost, 4);

    m_banner = new ConditionBanner(this);
    setBanner(m_banner);

    // One chart per page: the presentation's own instances.
    QStackedWidget *stack = pages();
    const auto add = [this, stack](ChartId id) {
        ChartView *chart = charts::create(id, stack, QStringLiteral("presentationChart."));
        chart->setFocusPolicy(Qt::NoFocus);
        stack->addWidget(chart);
        m_charts.push_back(chart);
        return chart;
    };
    add(ChartId::CostBreakdown);
    add(ChartId::CheckpointInterval);
    add(ChartId::GpuCount);
    add(ChartId::Mfu);
    add(ChartId::StorageTier);
    add(ChartId::ScalingLaw);
    add(ChartId::FeasibleRegion); // what fits the plan's budget and deadline
    m_risk = static_cast<RiskHistogramChart *>(add(ChartId::Risk));
    m_history = static_cast<CostHistoryChart *>(add(ChartId::CostHistory));
    // The last page: the plan against its common variants, a click applies one.
    m_whatIf = new WhatIfStrip(m_document, stack);
    m_whatIf->setObjectName(QStringLiteral("presentationWhatIf"));
    stack->addWidget(m_whatIf);
    m_redraw.setPageCount(stack->count());
    for (ChartView *chart : m_charts)
        style::liftTextToPlotFont(chart->plot());

    // The strip: the primary drivers, live, through the same document.
    auto *strip = new QFrame(this);
    strip->setFrameShape(QFrame::StyledPanel);
    setControls(strip);
    auto *stripLayout = new QGridLayout(strip);
    stripLayout->setContentsMargins(10, 6, 10, 6);
    stripLayout->setHorizontalSpacing(24);
    stripLayout->setVerticalSpacing(4);
    int slot = 0;
    for (const InputId id : kStripInputs) {
        auto *editor = new InputEditor(m_document, id, InputEditor::Style::Primary, strip);
        m_editors.push_back(editor);
        stripLayout->addWidget(editor, slot / 3, slot % 3);
        ++slot;
    }
    for (int c = 0; c < 3; ++c)
        stripLayout->setColumnStretch(c, 1);

    // The quick what-ifs a meeting asks for.
    m_halve = new QPushButton(this);
    m_halve->setObjectName(QStringLiteral("halveAccelerators"));
    m_double = new QPushButton(this);
    m_double->setObjectName(QStringLiteral("doubleAccelerators"));
    connect(m_halve, &QPushButton::clicked, this, &PresentationWindow::halveAccelerators);
    connect(m_double, &QPushButton::clicked, this, &PresentationWindow::doubleAccelerators);
    addButton(m_halve);
    addButton(m_double);

    connect(m_document, &ScenarioDocument::changed, this, &PresentationWindow::onDocumentChanged);
    if (m_analysis) {
        connect(m_analysis, &AnalysisWorker::finished, this, &PresentationWindow::onAnalysisFinished);
        connect(m_analysis, &AnalysisWorker::staleChanged, this, [this](bool stale) {
            m_total->setDetailPending(stale);
            m_days->setDetailPending(stale);
        });
    }

    retranslate();
    onDocumentChanged(DocumentChange{ChangeKind::Scenario, InputId::Count, false});
    onAnalysisFinished();
    setPage(0);
}

PresentationWindow::~PresentationWindow() = default;

ChartView *PresentationWindow::chart(int page) const
{
    if (page < 0 || page >= static_cast<int>(m_charts.size()))
        return nullptr;
    return m_charts[static_cast<std::size_t>(page)];
}

InputEditor *PresentationWindow::editor(tco::InputId input) const
{
    return findEditor(m_editors, input);
}

KpiTile *PresentationWindow::tile(const QString &name) const
{
    return findChild<KpiTile *>(name);
}

void PresentationWindow::setHistoryUserPoints(const QVector<HistoryUserPoint> &points)
{
    m_history->setUserPoints(points);
}

void PresentationWindow::pageShown(int page)
{
    m_redraw.shown(page, false);
}

QString PresentationWindow::pageTitle(int page) const
{
    if (const ChartView *c = chart(page))
        return c->title();
    return Terms::whatIf();
}

void PresentationWindow::scaleAccelerators(double factor)
{
    // The count the strip's and Improve's ½ and ×2 name (leverchanges.h).
    const double wanted = tco::scaledAcceleratorCount(m_document->value(InputId::ClusterGpuCount), factor);
    if (wanted != m_document->value(InputId::ClusterGpuCount))
        m_document->setValue(InputId::ClusterGpuCount, wanted);
}

void PresentationWindow::halveAccelerators()
{
    scaleAccelerators(tco::kFewerAcceleratorsFactor);
}

void PresentationWindow::doubleAccelerators()
{
    scaleAccelerators(tco::kMoreAcceleratorsFactor);
}

void PresentationWindow::onDocumentChanged(const DocumentChange &change)
{
    switch (change.kind) {
    case ChangeKind::Value:
    case ChangeKind::Interaction:
        if (InputEditor *e = editor(change.input))
            e->sync();
        break;
    case ChangeKind::Accelerator:
        break;
    case ChangeKind::Scenario:
        for (InputEditor *e : m_editors)
            e->sync();
        break;
    }
    holdHeaderHeight(change.interacting);
    updateKpis();
    m_banner->setConditions(m_document->scenario(), m_document->result(), m_document->catalog());
    m_redraw.changed(currentPage(), change.interacting);
    if (change.kind != ChangeKind::Interaction)
        updateRisk(); // the shown range is from the previous plan until the worker catches up
}

void PresentationWindow::refreshPage(int page, bool interacting)
{
    if (page < 0 || page >= pageCount())
        return;
    if (page >= static_cast<int>(m_charts.size())) {
        // The worker's rows of this plan carry their P90s (issue 53: the
        // column read "…" until a lever moved); else a dozen evaluations
        // now, and the P90s when the Monte Carlo has run (onAnalysisFinished).
        const AnalysisWorker::Output *out = m_analysis ? m_analysis->latest() : nullptr;
        if (out && out->hasVariants && !m_analysis->isStale())
            m_whatIf->setRows(out->variants);
        else
            m_whatIf->refresh();
        return;
    }
    const ChartInputs inputs{&m_document->scenario(), &m_document->result(), &m_document->catalog(),
                             interacting, m_document->bestCheckpointIntervalHours()};
    ChartView *chart = m_charts[static_cast<std::size_t>(page)];
    chart->refresh(inputs);
    if (!interacting)
        style::liftTextToPlotFont(chart->plot()); // items a refresh may have added
}

void PresentationWindow::onAnalysisFinished()
{
    if (!m_analysis)
        return;
    if (const AnalysisWorker::Output *out = m_analysis->latest()) {
        m_risk->setRisk(out->risk);
        style::liftTextToPlotFont(m_risk->plot());
        if (out->hasVariants)
            m_whatIf->setRows(out->variants);
    }
    updateRisk();
}

void PresentationWindow::updateRisk()
{
    const AnalysisWorker::Output *out = m_analysis ? m_analysis->latest() : nullptr;
    if (!m_document->result().feasible()) {
        // No totals, so no range either: the tiles keep the reason.
        m_total->setDetailPending(false);
        m_days->setDetailPending(false);
        return;
    }
    const KeyFigureTexts::RiskLines lines =
        KeyFigureTexts::riskLines(m_document->result(), out ? &out->risk : nullptr);
    const bool stale = !m_analysis || m_analysis->isStale();
    updateHeadline();
    // A tracked plan's total carries the forecast's range (updateHeadline).
    if (m_document->scenario().actuals.empty()) {
        m_total->setDetail(lines.cost);
        m_total->setDetailPending(stale);
    }
    m_days->setDetail(lines.days);
    m_days->setDetailPending(stale);
}

void PresentationWindow::updateHeadline()
{
    // The window's verdict, from the same function (KeyFigureTexts::headline).
    const tco::Scenario &s = m_document->scenario();
    const tco::Result &r = m_document->result();
    const bool tracked = !s.actuals.empty();
    const AnalysisWorker::Output *out = m_analysis ? m_analysis->latest() : nullptr;
    const tco::Tracking *tracking = tracked && out ? out->tracking.get() : nullptr;
    const KeyFigureTexts::Headline h =
        KeyFigureTexts::headline(tco::planStatus(s, r, tracking), tracked, tracking != nullptr);
    const bool pending = tracked && (!m_analysis || m_analysis->isStale());
    m_total->setCaption(h.totalCaption);
    if (h.trackedTotal) {
        m_total->setFigure(*h.trackedTotal);
        m_total->setDetailPending(pending);
    } else {
        m_total->setTone(KpiTile::Tone::Neutral);
        m_total->setValue(formatUsd(r.totalUsd));
        m_total->setSecondDetail(tr("hidden costs %1").arg(formatUsd(r.hiddenUsd)));
    }
    m_budget->setFigure(h.budget);
    m_budget->setDetailPending(pending);
}

void PresentationWindow::updateKpis()
{
    const tco::Result &r = m_document->result();
    if (!r.feasible()) {
        // An infeasible plan has no totals: its figures are floors of a run
        // that cannot happen, so none is shown, and the reason takes their place.
        const tco::Condition reason = infeasibleReason(r);
        const QString none = QStringLiteral("—");
        m_total->setCaption(KeyFigureTexts::totalCost());
        m_total->setValue(KeyFigureTexts::noValidPlan());
        // The reason's name here; its sentence stands in the banner below.
        m_total->setDetail(MessageTexts::conditionTitle(reason));
        m_total->setSecondDetail(QString());
        m_total->setTone(KpiTile::Tone::Bad);
        for (KpiTile *tile : {m_days, m_budget, m_unitCost}) {
            tile->setValue(none);
            tile->setDetail(QString());
            tile->setSecondDetail(QString());
            tile->setTone(KpiTile::Tone::Neutral);
        }
        return;
    }
    m_days->setValue(formatDays(r.wallClockDays));
    m_days->setSecondDetail(
        tr("%1 GPUs · project %2 months")
            .arg(formatWhole(m_document->value(InputId::ClusterGpuCount)), formatFixed(r.projectMonths, 1)));
    m_unitCost->setValue(formatUsd(r.usdPerMillionTokens));
    m_unitCost->setDetail(KeyFigureTexts::perPflopsDay().arg(formatUsd(r.usdPerPflopsDay)));
    updateRisk(); // the range returns where the reason stood
}

void PresentationWindow::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    SlideDeck::changeEvent(event);
}

void PresentationWindow::retranslate()
{
    setWindowTitle(tr("Presentation — LLM TCO Planner"));
    m_days->setCaption(tr("Wall-clock time"));
    m_budget->setCaption(KeyFigureTexts::budgetUsed());
    m_unitCost->setCaption(KeyFigureTexts::costPerMillionTokens());
    m_halve->setText(tr("½ accelerators"));
    m_halve->setToolTip(tr("What if we use half the accelerators? (undoable)"));
    m_double->setText(tr("× 2 accelerators"));
    m_double->setToolTip(tr("What if we use twice the accelerators? (undoable)"));
    m_whatIf->retranslate();
    for (InputEditor *e : m_editors)
        e->retranslate();
    // Numbers follow the new locale.
    updateKpis();
    updateRisk();
    m_banner->setConditions(m_document->scenario(), m_document->result(), m_document->catalog());
    m_redraw.changed(currentPage(), false);
    retranslateDeck();
}

} // namespace planner

#include "moc_presentationwindow.cpp"
