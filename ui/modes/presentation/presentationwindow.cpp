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
#include "texts/terms.h"

#include <qcustomplot.h>

#include <QAction>
#include <QGridLayout>
#include <QGuiApplication>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QPushButton>
#include <QScreen>
#include <QScrollArea>
#include <QStackedWidget>
#include <QUndoStack>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

namespace planner {

using tco::InputId;

namespace {

/** The sliders of the strip, in the order a budget owner asks about them. */
constexpr InputId kStripInputs[] = {
    InputId::ClusterGpuCount, InputId::ModelParameters,         InputId::DataTokens,
    InputId::ComputeMfu,      InputId::CheckpointIntervalHours, InputId::PricingMode,
};

/** Readable from the back of a meeting room: this much larger than the
 *  desktop's font (on a screen about 1000 pixels high; larger screens get
 *  proportionally larger text, see screenFactor()). */
constexpr double kChartScale = 1.45;
constexpr double kKpiScale = 1.9;
constexpr double kStripScale = 1.2;

/** Text grows with the screen: a projector at 1080p or 4K should not show
 *  laptop-sized letters, a 768-pixel laptop screen must still fit. */
double screenFactor(const QWidget *w)
{
    const QScreen *screen = w->screen() ? w->screen() : QGuiApplication::primaryScreen();
    const double height = screen ? screen->geometry().height() : 1000.0;
    return std::clamp(height / 1000.0, 0.85, 1.6);
}

/** QCustomPlot gives legends and text items the application font rather
 *  than the plot's: bring them up to the (larger) plot font, keeping bold
 *  and italic. Idempotent, so it can run again after items are added. */
void enlargeText(QCustomPlot *plot)
{
    const double target = plot->font().pointSizeF();
    const auto lift = [target](QFont f) {
        if (target > 0 && f.pointSizeF() > 0 && f.pointSizeF() < target)
            f.setPointSizeF(target);
        return f;
    };
    if (QCPLegend *legend = plot->legend) {
        legend->setFont(lift(legend->font()));
        for (int i = 0; i < legend->itemCount(); ++i)
            if (QCPAbstractLegendItem *item = legend->item(i))
                item->setFont(lift(item->font()));
    }
    for (int i = 0; i < plot->itemCount(); ++i)
        if (auto *text = qobject_cast<QCPItemText *>(plot->item(i)))
            text->setFont(lift(text->font()));
}

QFont scaled(const QFont &base, double factor)
{
    QFont f = base;
    if (f.pointSizeF() > 0)
        f.setPointSizeF(f.pointSizeF() * factor);
    else
        f.setPixelSize(static_cast<int>(std::lround(f.pixelSize() * factor)));
    return f;
}

} // namespace

PresentationWindow::PresentationWindow(ScenarioDocument *document, AnalysisWorker *analysis, QWidget *parent)
    : QWidget(parent, Qt::Window), m_document(document), m_analysis(analysis)
{
    setObjectName(QStringLiteral("presentationWindow"));
    setAttribute(Qt::WA_DeleteOnClose);
    setFocusPolicy(Qt::StrongFocus);
    const QFont base = scaled(font(), screenFactor(this));

    // Large figures. Fonts are set on the containers before their children
    // are made: the tiles and the charts size their text from them.
    auto *kpis = new QWidget(this);
    kpis->setObjectName(QStringLiteral("presentationKpis"));
    kpis->setFont(scaled(base, kKpiScale));
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
    m_banner->setFont(scaled(base, kStripScale));

    // One chart per page: the presentation's own instances.
    m_pages = new QStackedWidget(this);
    m_pages->setObjectName(QStringLiteral("presentationPages"));
    m_pages->setFont(scaled(base, kChartScale));
    const auto add = [this](ChartId id) {
        ChartView *chart = charts::create(id, m_pages, QStringLiteral("presentationChart."));
        chart->setFocusPolicy(Qt::NoFocus);
        m_pages->addWidget(chart);
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
    m_whatIf = new WhatIfStrip(m_document, m_pages);
    m_whatIf->setObjectName(QStringLiteral("presentationWhatIf"));
    m_pages->addWidget(m_whatIf);
    m_dirty.assign(static_cast<std::size_t>(m_pages->count()), true);
    for (ChartView *chart : m_charts)
        enlargeText(chart->plot());

    // The strip: the primary drivers, live, through the same document.
    auto *strip = new QFrame(this);
    strip->setObjectName(QStringLiteral("presentationControls"));
    strip->setFrameShape(QFrame::StyledPanel);
    strip->setFont(scaled(base, kStripScale));
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

    // Navigation, and the quick what-ifs a meeting asks for.
    auto *nav = new QWidget(this);
    nav->setFont(scaled(base, kStripScale));
    m_halve = new QPushButton(nav);
    m_halve->setObjectName(QStringLiteral("halveAccelerators"));
    m_double = new QPushButton(nav);
    m_double->setObjectName(QStringLiteral("doubleAccelerators"));
    m_undo = new QPushButton(nav);
    m_undo->setObjectName(QStringLiteral("presentationUndo"));
    for (QPushButton *b : {m_halve, m_double, m_undo})
        b->setFocusPolicy(Qt::NoFocus);
    connect(m_halve, &QPushButton::clicked, this, &PresentationWindow::halveAccelerators);
    connect(m_double, &QPushButton::clicked, this, &PresentationWindow::doubleAccelerators);
    QUndoStack *stack = m_document->undoStack();
    connect(m_undo, &QPushButton::clicked, stack, &QUndoStack::undo);
    m_undo->setEnabled(stack->canUndo());
    connect(stack, &QUndoStack::canUndoChanged, m_undo, &QPushButton::setEnabled);
    auto *navLayout = new QHBoxLayout(nav);
    navLayout->setContentsMargins(0, 0, 0, 0);
    m_previous = new QPushButton(QStringLiteral("◀"), nav);
    m_previous->setObjectName(QStringLiteral("previousPage"));
    m_next = new QPushButton(QStringLiteral("▶"), nav);
    m_next->setObjectName(QStringLiteral("nextPage"));
    m_indicator = new QLabel(nav);
    m_indicator->setObjectName(QStringLiteral("pageIndicator"));
    QFont indicatorFont = m_indicator->font();
    indicatorFont.setBold(true);
    m_indicator->setFont(indicatorFont);
    m_pageTitle = new QLabel(nav);
    m_pageTitle->setObjectName(QStringLiteral("pageTitle"));
    m_leave = new QPushButton(nav);
    m_leave->setObjectName(QStringLiteral("leavePresentation"));
    for (QPushButton *b : {m_previous, m_next, m_leave})
        b->setFocusPolicy(Qt::NoFocus);
    connect(m_previous, &QPushButton::clicked, this, &PresentationWindow::previousPage);
    connect(m_next, &QPushButton::clicked, this, &PresentationWindow::nextPage);
    connect(m_leave, &QPushButton::clicked, this, &QWidget::close);
    navLayout->addWidget(m_previous);
    navLayout->addWidget(m_indicator);
    navLayout->addWidget(m_next);
    navLayout->addSpacing(12);
    navLayout->addWidget(m_pageTitle, 1);
    navLayout->addWidget(m_halve);
    navLayout->addWidget(m_double);
    navLayout->addWidget(m_undo);
    navLayout->addSpacing(24);
    navLayout->addWidget(m_leave);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(16, 12, 16, 10);
    layout->setSpacing(8);
    layout->addWidget(kpis);
    layout->addWidget(m_banner);
    // The slide takes the height the figures, sliders and buttons leave.
    // A chart whose rows need more (a breakdown in Chinese on a 768-pixel
    // laptop) scrolls within it: the controls never leave the screen
    // (docs/architecture.md, "Laptop screens").
    auto *slide = new QScrollArea(this);
    slide->setObjectName(QStringLiteral("presentationSlide"));
    slide->setWidget(m_pages);
    slide->setWidgetResizable(true);
    slide->setFrameShape(QFrame::NoFrame);
    slide->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    layout->addWidget(slide, 1);
    layout->addWidget(strip);
    layout->addWidget(nav);

    // Keys as window shortcuts: they win over a focused slider or button,
    // while a field being typed in keeps its own Left/Right/Home/End/Space.
    const auto shortcut = [this](const QList<QKeySequence> &keys, auto method) {
        auto *action = new QAction(this);
        action->setShortcuts(keys);
        action->setShortcutContext(Qt::WindowShortcut);
        connect(action, &QAction::triggered, this, method);
        addAction(action);
        return action;
    };
    shortcut({QKeySequence(Qt::Key_Right), QKeySequence(Qt::Key_PageDown), QKeySequence(Qt::Key_Space)},
             &PresentationWindow::nextPage);
    shortcut({QKeySequence(Qt::Key_Left), QKeySequence(Qt::Key_PageUp)}, &PresentationWindow::previousPage);
    shortcut({QKeySequence(Qt::Key_Home)}, &PresentationWindow::firstPage);
    shortcut({QKeySequence(Qt::Key_End)}, &PresentationWindow::lastPage);
    shortcut({QKeySequence(Qt::Key_Escape)}, &QWidget::close);
    auto *undo = new QAction(this);
    undo->setShortcuts(QKeySequence::Undo);
    connect(undo, &QAction::triggered, stack, &QUndoStack::undo);
    addAction(undo);
    auto *redo = new QAction(this);
    redo->setShortcuts(QKeySequence::Redo);
    connect(redo, &QAction::triggered, stack, &QUndoStack::redo);
    addAction(redo);

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

int PresentationWindow::pageCount() const
{
    return m_pages->count();
}

int PresentationWindow::currentPage() const
{
    return m_pages->currentIndex();
}

QString PresentationWindow::pageIndicatorText() const
{
    return m_indicator->text();
}

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

void PresentationWindow::present(QScreen *screen)
{
    if (screen) {
        setScreen(screen);
        setGeometry(screen->geometry());
    }
    showFullScreen();
    raise();
    activateWindow();
    setFocus();
}

void PresentationWindow::setHistoryUserPoints(const QVector<HistoryUserPoint> &points)
{
    m_history->setUserPoints(points);
}

void PresentationWindow::setPage(int page)
{
    page = std::clamp(page, 0, pageCount() - 1);
    m_pages->setCurrentIndex(page);
    if (m_dirty[static_cast<std::size_t>(page)])
        refreshPage(page, false);
    updateIndicator();
}

void PresentationWindow::nextPage()
{
    setPage(currentPage() + 1);
}

void PresentationWindow::previousPage()
{
    setPage(currentPage() - 1);
}

void PresentationWindow::firstPage()
{
    setPage(0);
}

void PresentationWindow::lastPage()
{
    setPage(pageCount() - 1);
}

void PresentationWindow::scaleAccelerators(double factor)
{
    const tco::InputSpec &spec = tco::spec(InputId::ClusterGpuCount);
    const double wanted = std::clamp(std::round(m_document->value(InputId::ClusterGpuCount) * factor),
                                     spec.minValue, spec.maxValue);
    if (wanted != m_document->value(InputId::ClusterGpuCount))
        m_document->setValue(InputId::ClusterGpuCount, wanted);
}

void PresentationWindow::halveAccelerators()
{
    scaleAccelerators(0.5);
}

void PresentationWindow::doubleAccelerators()
{
    scaleAccelerators(2.0);
}

void PresentationWindow::keyPressEvent(QKeyEvent *event)
{
    // The same keys as the shortcuts, for key events that reach the window
    // directly (no shortcut map involved, e.g. synthetic events).
    switch (event->key()) {
    case Qt::Key_Right:
    case Qt::Key_PageDown:
    case Qt::Key_Space:
        nextPage();
        return;
    case Qt::Key_Left:
    case Qt::Key_PageUp:
        previousPage();
        return;
    case Qt::Key_Home:
        firstPage();
        return;
    case Qt::Key_End:
        lastPage();
        return;
    case Qt::Key_Escape:
        close();
        return;
    default:
        QWidget::keyPressEvent(event);
    }
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
    updateKpis();
    m_banner->setConditions(m_document->scenario(), m_document->result(), m_document->catalog());
    std::fill(m_dirty.begin(), m_dirty.end(), true);
    refreshPage(currentPage(), change.interacting);
    if (change.kind != ChangeKind::Interaction)
        updateRisk(); // the shown range is from the previous plan until the worker catches up
}

void PresentationWindow::refreshPage(int page, bool interacting)
{
    if (page < 0 || page >= pageCount())
        return;
    if (page >= static_cast<int>(m_charts.size())) {
        m_whatIf->refresh(); // a dozen evaluations; the P90s come with the Monte Carlo
        m_dirty[static_cast<std::size_t>(page)] = false;
        return;
    }
    const ChartInputs inputs{&m_document->scenario(), &m_document->result(), &m_document->catalog(),
                             interacting};
    ChartView *chart = m_charts[static_cast<std::size_t>(page)];
    chart->refresh(inputs);
    if (!interacting)
        enlargeText(chart->plot()); // items a refresh may have added
    m_dirty[static_cast<std::size_t>(page)] = false;
}

void PresentationWindow::onAnalysisFinished()
{
    if (!m_analysis)
        return;
    if (const AnalysisWorker::Output *out = m_analysis->latest()) {
        m_risk->setRisk(out->risk);
        enlargeText(m_risk->plot());
        if (out->hasVariants)
            m_whatIf->setRisk(out->variants);
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

void PresentationWindow::updateIndicator()
{
    m_indicator->setText(tr("%1 / %2").arg(currentPage() + 1).arg(pageCount()));
    if (const ChartView *c = chart(currentPage()))
        m_pageTitle->setText(c->title());
    else
        m_pageTitle->setText(Terms::whatIf());
    m_previous->setEnabled(currentPage() > 0);
    m_next->setEnabled(currentPage() < pageCount() - 1);
}

void PresentationWindow::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
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
    m_undo->setText(Terms::undo());
    m_undo->setToolTip(tr("Take back the last change (Ctrl+Z)"));
    m_whatIf->retranslate();
    m_previous->setToolTip(tr("Previous chart (Left, Page Up)"));
    m_previous->setAccessibleName(tr("Previous chart"));
    m_next->setToolTip(tr("Next chart (Right, Page Down, Space)"));
    m_next->setAccessibleName(tr("Next chart"));
    m_leave->setText(tr("Leave Presentation (Esc)"));
    for (InputEditor *e : m_editors)
        e->retranslate();
    // Numbers follow the new locale.
    updateKpis();
    updateRisk();
    m_banner->setConditions(m_document->scenario(), m_document->result(), m_document->catalog());
    std::fill(m_dirty.begin(), m_dirty.end(), true);
    refreshPage(currentPage(), false);
    updateIndicator();
}

} // namespace planner
